//! Start positions for random walks: positions where move generators are known to go
//! wrong (castling through check, en passant pins, promotions, discovered checks), and
//! every Chess960 start position by its Scharnagl number.

use caissa::{CastlingMode, Position, PositionErrorKinds};

/// Standard-chess seeds. Sources: the Chess Programming Wiki "Perft Results" page
/// (start position, Kiwipete, positions 3 to 6), the TalkChess perft test suite posted by
/// Martin Sedlak (the short king-and-pawn positions), and the en passant cases of
/// RULES.md.
pub const STANDARD: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Kiwipete.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // CPW position 3: en passant and rook pins on the fourth/fifth ranks.
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    // CPW position 4 and its mirror: promotions, castling rights lost by capture.
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    // CPW position 5.
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    // CPW position 6.
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // En passant that would expose the king along the rank (RULES.md).
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    // En passant removing the checking pawn.
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    // En passant by a pawn pinned on a diagonal, staying on the pin line.
    "8/8/8/1k6/2pP4/8/8/5B1K b - d3 0 1",
    // TalkChess suite.
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
    "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
    "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
    "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
    "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
    "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
    "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
    // Promotions on both sides, with captures.
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/PPP4k/8/8/8/8/4Kppp/8 w - - 0 1",
    // Bare castling with sliders aimed at the crossed squares.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/5q2/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1",
];

/// Chess960 seeds with emptied back ranks, so that castling with the king or the rook
/// standing next to or on its destination happens early in a walk, some with enemy
/// pieces that attack the squares involved.
pub const CHESS960: &[&str] = &[
    // King b1, rooks a1/h1: queenside castling moves the king one square right.
    "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1",
    // King g1, rooks a1/h1: kingside castling leaves the king where it is.
    "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1",
    // King c1 with the queenside rook on b1: the king stays, the rook jumps over it.
    "1rk4r/pppppppp/8/8/8/8/PPPPPPPP/1RK4R w KQkq - 0 1",
    // King f1 with rook g1: the king and rook swap squares.
    "r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w KQkq - 0 1",
    // King d1, rooks c1/e1 beside it.
    "2rkr3/pppppppp/8/8/8/8/PPPPPPPP/2RKR3 w KQkq - 0 1",
    // The castling rook shields the king's destination from a rook on a1.
    "4k3/8/8/8/8/8/8/rRK4R w KQ - 0 1",
    // A queen on the back rank beyond the queenside rook.
    "4k3/8/8/8/8/8/8/qR2K1R1 w KQ - 0 1",
    // Bishops aimed at the squares the king crosses; the rook itself attacked.
    "1r2k1r1/8/8/8/8/5b2/6b1/1R2K1R1 w KQkq - 0 1",
    // Inner rooks named by file (X-FEN letters), outer rooks without rights.
    "rr2k1rr/8/8/8/8/8/8/RR2K1RR w BGbg - 0 1",
];

/// A seed position in its castling mode.
///
/// # Panics
///
/// Panics if the FEN is not a legal position.
#[must_use]
pub fn load(fen: &str, mode: CastlingMode) -> Position {
    match Position::from_fen_with_mode(fen, mode) {
        Ok(pos) => pos,
        Err(e) => panic!("seed {fen} does not load: {e}"),
    }
}

/// The back rank of Chess960 start position `n` (0..960) by Scharnagl's numbering, as
/// uppercase piece letters from the a-file to the h-file. Position 518 is `RNBQKBNR`.
#[must_use]
pub fn chess960_back_rank(n: u16) -> [u8; 8] {
    let mut n = usize::from(n % 960);
    let mut rank = [0u8; 8];
    // Light-squared bishop on b, d, f or h; dark-squared bishop on a, c, e or g.
    rank[2 * (n % 4) + 1] = b'B';
    n /= 4;
    rank[2 * (n % 4)] = b'B';
    n /= 4;
    place_on_nth_empty(&mut rank, n % 6, b'Q');
    n /= 6;
    // The ten ways to put two knights on the five remaining squares, in order.
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (a, b) = KNIGHTS[n];
    // Place the later one first so that the earlier index is unaffected.
    place_on_nth_empty(&mut rank, b, b'N');
    place_on_nth_empty(&mut rank, a, b'N');
    // Rook, king, rook on what is left, in that order.
    for piece in [b'R', b'K', b'R'] {
        place_on_nth_empty(&mut rank, 0, piece);
    }
    rank
}

fn place_on_nth_empty(rank: &mut [u8; 8], n: usize, piece: u8) {
    let sq = rank
        .iter()
        .enumerate()
        .filter(|&(_, &p)| p == 0)
        .nth(n)
        .map(|(i, _)| i)
        .expect("enough empty squares");
    rank[sq] = piece;
}

/// The FEN of Chess960 start position `n`, castling written as X-FEN `KQkq`.
#[must_use]
pub fn chess960_fen(n: u16) -> String {
    let white = String::from_utf8(chess960_back_rank(n).to_vec()).expect("ascii");
    let black = white.to_ascii_lowercase();
    format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1")
}

/// Chess960 start position `n` (0..960).
#[must_use]
pub fn chess960(n: u16) -> Position {
    load(&chess960_fen(n), CastlingMode::Chess960)
}

/// Loads a FEN of any mode, knowingly accepting an impossible check; `None` for FENs
/// that are not legal positions otherwise. The flag says whether the check was relaxed.
#[must_use]
pub fn load_relaxed(fen: &[u8], mode: CastlingMode) -> Option<(Position, bool)> {
    let fen = caissa::Fen::from_ascii(fen).ok()?;
    match fen.into_position(mode) {
        Ok(pos) => Some((pos, false)),
        Err(e) if e.kinds() == PositionErrorKinds::IMPOSSIBLE_CHECK => {
            e.ignore_impossible_check().ok().map(|pos| (pos, true))
        }
        Err(_) => None,
    }
}
