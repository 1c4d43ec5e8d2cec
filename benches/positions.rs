// Thirty varied positions shared by the benches: the six CPW perft positions first (the
// perft bench relies on that order), then openings, middlegames and endgames chosen for
// move-generation and SAN variety (promotions, en passant, castling, three queens that
// need square disambiguation, many pinned and checking pieces).
#[allow(dead_code)]
pub const POSITIONS: [&str; 30] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 5",
    "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2Q1RK1 b - - 0 10",
    "2r2rk1/1b2qppp/p3pn2/1p6/3N4/P1B1P3/1P2QPPP/2RR2K1 b - - 0 20",
    "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 b - - 0 40",
    "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
    "r1b1q1nr/p1p1bpkp/np6/3pp1p1/1P4PP/2N5/P1PPPPR1/RNBQKB2 w Q - 3 11",
    "r1bqkbnr/2ppp1pp/5p2/ppn5/5P2/1P1PB2N/P1P1P1PP/RN1QKB1R w KQkq - 1 6",
    "8/4Q2q/B2pN1k1/1r1P3p/P1p3p1/1P3nP1/R1PR4/1N1K4 w - - 7 46",
    "rnbBB1r1/1p3p1p/p5p1/2pppk2/3P4/PPP1P1bP/4KP2/RNq3NR w - - 1 26",
    "6k1/1r1p4/2p1p3/pN3prp/q2PP3/3R1P1R/2b1B1nK/8 w - - 0 46",
    "4r2r/p1p1pkb1/1p3p1B/1n4pN/1Pb1p3/5PPB/P1PK3P/RQ5R w - - 1 26",
    "rnbq1b1r/pp1ppkpp/7n/2p5/3PPp2/7P/PPP1BPPR/RNBQK1N1 w Q - 1 6",
    "5br1/p5p1/3r2kp/2pp1b2/1PPP1P2/4BB1P/RP1n2KR/8 w - - 3 46",
    "rnk5/2p2p1r/4p1p1/pq2N2p/Pp2bRn1/R1Pp1Q2/BP1P2P1/1NB3K1 w - - 0 26",
    "1n4rr/kN3p2/1RPN2pp/p1B1p2B/Pn1PPP2/6R1/2P1K3/8 w - - 1 46",
    "1r2qb1r/p1k2p1p/3pp1p1/1p1P4/Nn3PnP/1P4P1/PP1QB3/R3KRB1 w - - 3 26",
    "3r1bk1/pp3q2/3p4/3Pp1P1/1P3P1p/P2B1b2/R2K2R1/1NB5 w - - 0 46",
    "4B3/8/4k3/1pB1p3/P4bP1/2PN1b1P/3n1Q2/R5K1 w - - 13 56",
    "2b5/r2kP3/p1nqR3/1B3Ppr/1p1p1PPN/1P3N1P/P7/5RK1 w - - 2 46",
    "n1b1R3/2N5/n4kr1/p1bp3p/4PP1P/1PP5/P7/R3KNQ1 w - - 2 36",
    "1nb1k1n1/r2pP2r/P1pP4/2R4p/6p1/3p4/1B4Qp/4KBN1 w - - 0 26",
];
