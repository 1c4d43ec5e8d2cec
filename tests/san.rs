//! SAN through the public API: every lenient form and every rejection, the python-chess
//! vectors in `tests/data/san.txt`, and properties over random legal play.

use caissa::{
    CastlingMode, CastlingSide, File, Move, ParseSanErrorKind, Position, Rank, Relaxations, Role,
    San, SanError, SanPlus, Square, Suffix,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Parses `text` leniently in `fen` and checks that it is the move canonically written
/// `canonical`, with exactly the relaxations `expected`; and that strict reading refuses it.
#[track_caller]
fn lenient(fen: &str, text: &str, canonical: &str, expected: Relaxations) {
    let p = pos(fen);
    let (m, used) = p
        .parse_san_with(text, Relaxations::LENIENT)
        .unwrap_or_else(|e| panic!("{text:?} in {fen}: {e}"));
    assert_eq!(p.san(m).to_string(), canonical, "{text:?} in {fen}");
    assert_eq!(used, expected, "{text:?} in {fen}: used {used}");
    assert_eq!(p.parse_san(text), Ok(m), "{text:?}");
    assert_eq!(p.play_san(text).ok(), p.play(m).ok(), "{text:?}");
    // Allowing exactly what was used is enough; allowing anything less is not.
    assert_eq!(p.parse_san_with(text, used), Ok((m, used)));
    for flag in used.iter() {
        assert!(
            p.parse_san_with(text, used - flag).is_err(),
            "{text:?} without {flag}"
        );
    }
    if !expected.is_empty() {
        assert!(p.parse_san_strict(text).is_err(), "strict accepts {text:?}");
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const PROMOTE: &str = "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1";
const EP: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
const CAPTURES: &str = "4k3/8/8/3p4/4P3/5N2/8/4K3 w - - 0 1";
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

#[test]
fn canonical_san_needs_no_relaxation() {
    for (fen, text) in [
        (START, "Nf3"),
        (START, "e4"),
        (CASTLE, "O-O"),
        (CASTLE, "O-O-O"),
        (PROMOTE, "e8=Q+"),
        (PROMOTE, "e8=Q"),
        (PROMOTE, "exd8=N"),
        (EP, "exd6"),
        (CAPTURES, "exd5"),
        (MATE_IN_ONE, "Ra8#"),
        (MATE_IN_ONE, "Ra8"),
    ] {
        let p = pos(fen);
        let (m, used) = p.parse_san_with(text, Relaxations::LENIENT).unwrap();
        assert_eq!(used, Relaxations::empty(), "{text}");
        assert_eq!(p.parse_san_strict(text), Ok(m), "{text}");
        assert!(p.san(m).to_string().starts_with(text), "{text}");
    }
}

#[test]
fn castling_with_zeros() {
    lenient(CASTLE, "0-0", "O-O", Relaxations::ZERO_CASTLING);
    lenient(CASTLE, "0-0-0", "O-O-O", Relaxations::ZERO_CASTLING);
    lenient(
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "0-0-0+",
        "O-O-O+",
        Relaxations::ZERO_CASTLING,
    );
}

#[test]
fn promotion_spellings() {
    let p = Relaxations::PROMOTION_WITHOUT_EQUALS;
    let l = Relaxations::LOWERCASE_PROMOTION;
    lenient(PROMOTE, "e8Q", "e8=Q+", p);
    lenient(PROMOTE, "e8q", "e8=Q+", p | l);
    lenient(PROMOTE, "e8=q", "e8=Q+", l);
    lenient(PROMOTE, "e8N", "e8=N", p);
    lenient(PROMOTE, "e8b", "e8=B", p | l);
    lenient(PROMOTE, "exd8Q", "exd8=Q+", p);
    lenient(PROMOTE, "exd8r+", "exd8=R+", p | l);
    // The seeds' own example: a black pawn promoting on d1.
    lenient(
        "k7/8/8/8/8/8/3p4/K7 b - - 0 1",
        "d1Q",
        "d1=Q+",
        Relaxations::PROMOTION_WITHOUT_EQUALS,
    );
}

#[test]
fn en_passant_marks() {
    let mark = Relaxations::EN_PASSANT_MARK;
    for text in [
        "exd6e.p.",
        "exd6 e.p.",
        "exd6ep",
        "exd6 ep",
        "exd6 i.p.",
        "exd6ip",
    ] {
        lenient(EP, text, "exd6", mark);
    }
    // The seeds' example.
    lenient("8/8/8/8/1pP5/8/8/k3K3 b - c3 0 1", "bxc3ep", "bxc3", mark);
    lenient(EP, "ed6ep", "exd6", mark | Relaxations::MISSING_CAPTURE);
}

#[test]
fn capture_marks() {
    lenient(CAPTURES, "Nd4", "Nd4", Relaxations::empty());
    lenient(CAPTURES, "Nxd4", "Nd4", Relaxations::EXTRA_CAPTURE);
    lenient(CAPTURES, "ed5", "exd5", Relaxations::MISSING_CAPTURE);
    lenient(EP, "ed6", "exd6", Relaxations::MISSING_CAPTURE);
    lenient(
        "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1",
        "Nd5",
        "Nxd5",
        Relaxations::MISSING_CAPTURE,
    );
}

#[test]
fn long_algebraic_and_over_disambiguation() {
    let d = Relaxations::DISAMBIGUATION;
    let h = Relaxations::HYPHEN;
    lenient(START, "Ng1f3", "Nf3", d);
    lenient(START, "Ng1-f3", "Nf3", d | h);
    lenient(START, "e2-e4", "e4", d | h);
    lenient(START, "e2e4", "e4", d);
    lenient(START, "Ngf3", "Nf3", d);
    lenient(START, "N1f3", "Nf3", d);
    lenient(CAPTURES, "Nf3xd4", "Nd4", d | Relaxations::EXTRA_CAPTURE);
    lenient(CAPTURES, "e4xd5", "exd5", d);
    lenient(
        CAPTURES,
        "e4-d5",
        "exd5",
        d | h | Relaxations::MISSING_CAPTURE,
    );
    lenient(PROMOTE, "e7e8=Q", "e8=Q+", d);
    lenient(
        PROMOTE,
        "e7-e8q",
        "e8=Q+",
        d | h | Relaxations::PROMOTION_WITHOUT_EQUALS | Relaxations::LOWERCASE_PROMOTION,
    );
    // Knights on b1 and f3 reach d2: the canonical `Nbd2` by file; `N1d2` by rank works too.
    let two = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    lenient(two, "Nbd2", "Nbd2", Relaxations::empty());
    lenient(two, "N1d2", "Nbd2", d);
    lenient(two, "Nb1d2", "Nbd2", d);
}

#[test]
fn pawn_letter() {
    lenient(START, "Pe4", "e4", Relaxations::PAWN_LETTER);
    lenient(CAPTURES, "Pexd5", "exd5", Relaxations::PAWN_LETTER);
    lenient(
        CAPTURES,
        "Pe4xd5",
        "exd5",
        Relaxations::PAWN_LETTER | Relaxations::DISAMBIGUATION,
    );
}

#[test]
fn suffixes() {
    lenient(MATE_IN_ONE, "Ra8++", "Ra8#", Relaxations::DOUBLE_PLUS);
    lenient(MATE_IN_ONE, "Ra8+", "Ra8#", Relaxations::WRONG_SUFFIX);
    lenient(MATE_IN_ONE, "Ra7+", "Ra7", Relaxations::WRONG_SUFFIX);
    lenient(MATE_IN_ONE, "Ra7#", "Ra7", Relaxations::WRONG_SUFFIX);
    lenient(CASTLE, "O-O+", "O-O", Relaxations::WRONG_SUFFIX);
    lenient(
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "O-O-O#",
        "O-O-O+",
        Relaxations::WRONG_SUFFIX,
    );
    // `++` for a check that is not mate: both the spelling and the suffix are wrong.
    lenient(
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "O-O-O++",
        "O-O-O+",
        Relaxations::DOUBLE_PLUS | Relaxations::WRONG_SUFFIX,
    );
}

#[test]
fn annotations() {
    for text in ["e4!", "e4?", "e4!!", "e4!?", "e4?!", "e4??"] {
        lenient(START, text, "e4", Relaxations::ANNOTATION);
    }
    lenient(MATE_IN_ONE, "Ra8#!!", "Ra8#", Relaxations::ANNOTATION);
    lenient(
        CASTLE,
        "0-0?!",
        "O-O",
        Relaxations::ZERO_CASTLING | Relaxations::ANNOTATION,
    );
}

#[test]
fn everything_at_once() {
    lenient(
        "3r3k/4P1pp/8/8/8/8/8/K7 w - - 0 1",
        "Pe7-d8q++!?",
        "exd8=Q#",
        Relaxations::all()
            - Relaxations::ZERO_CASTLING
            - Relaxations::EN_PASSANT_MARK
            - Relaxations::EXTRA_CAPTURE
            - Relaxations::WRONG_SUFFIX,
    );
}

fn err(fen: &str, text: &str) -> SanError {
    let p = pos(fen);
    let e = p.parse_san(text).expect_err(text);
    assert_eq!(
        p.parse_san_strict(text).err().map(|_| ()),
        Some(()),
        "{text}"
    );
    assert!(p.play_san(text).is_err());
    e
}

fn parse_err(fen: &str, text: &str) -> (usize, ParseSanErrorKind) {
    match err(fen, text) {
        SanError::Parse(e) => (e.offset, e.kind),
        other => panic!("{text:?}: expected a parse error, got {other:?}"),
    }
}

#[test]
fn ambiguous_moves_are_refused() {
    let two = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    assert_eq!(err(two, "Nd2"), SanError::Ambiguous);
    assert_eq!(err(two, "Nxd2"), SanError::Ambiguous);
    // Three queens: neither file nor rank alone tells them apart.
    let queens = "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1";
    assert_eq!(err(queens, "Qe1"), SanError::Ambiguous);
    assert_eq!(err(queens, "Qhe1"), SanError::Ambiguous);
    assert_eq!(err(queens, "Q4e1"), SanError::Ambiguous);
    lenient(queens, "Qh4e1", "Qh4e1", Relaxations::empty());
    lenient(queens, "Qe4e1", "Qee1", Relaxations::DISAMBIGUATION);
}

#[test]
fn a_pinned_rival_does_not_make_a_move_ambiguous() {
    // The knight on f3 is pinned by the bishop on h5: `Nd2` names the knight on b1.
    let pinned = "4k3/8/8/7b/8/5N2/8/1N1K4 w - - 0 1";
    lenient(pinned, "Nd2", "Nd2", Relaxations::empty());
    lenient(pinned, "Nbd2", "Nd2", Relaxations::DISAMBIGUATION);
    assert_eq!(err(pinned, "Nfd2"), SanError::Illegal);
}

#[test]
fn illegal_moves_are_refused() {
    for (fen, text) in [
        (START, "e5"),
        (START, "Nf6"),
        (START, "Ke2"),
        (START, "Bc4"),
        (START, "O-O"),
        (START, "exd3"),
        // Lowercase piece letters are files, never pieces: `bc3` is a pawn capture.
        (START, "bc3"),
        // A move without piece letter is a pawn move, even with a full origin square
        // (python-chess reads `g1f3` as the knight move).
        (START, "g1f3"),
        // A pawn move without origin file is never a capture.
        (CAPTURES, "d5"),
        // Castling is not a king move.
        (CASTLE, "Kg1"),
        (CASTLE, "Ke1g1"),
        // Promotion on the wrong side, or of a piece that is not a pawn.
        (PROMOTE, "e1=Q"),
        // An en passant mark on a capture that is not en passant.
        ("4k3/8/3p4/4P3/8/8/8/4K3 w - - 0 1", "exd6 e.p."),
        // En passant that would expose the king along the rank.
        ("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "exd6"),
        // A pinned piece leaving the pin line.
        ("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "Bd3"),
        // In double check only the king moves.
        ("4k3/8/8/8/7b/2N5/8/r3K3 w - - 0 1", "Nd1"),
    ] {
        assert_eq!(err(fen, text), SanError::Illegal, "{text} in {fen}");
    }
}

#[test]
fn castling_through_out_of_and_into_check_is_illegal() {
    for (fen, text) in [
        // f1 attacked: cannot pass through it.
        ("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O"),
        // g1 attacked: cannot land on it.
        ("4k1r1/8/8/8/8/8/8/4K2R w K - 0 1", "O-O"),
        // In check: cannot castle out of it.
        ("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O"),
        // d1 attacked on the queen side.
        ("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1", "0-0-0"),
        // Something in the way.
        ("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "O-O-O"),
        // No right.
        ("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "O-O"),
    ] {
        assert_eq!(err(fen, text), SanError::Illegal, "{text} in {fen}");
    }
    // The rook may pass an attacked square (b1).
    lenient(
        "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "O-O-O",
        "O-O-O",
        Relaxations::empty(),
    );
}

#[test]
fn missing_promotion_piece_is_refused() {
    assert_eq!(err(PROMOTE, "e8"), SanError::MissingPromotion);
    assert_eq!(err(PROMOTE, "exd8"), SanError::MissingPromotion);
    assert_eq!(err(PROMOTE, "e7e8"), SanError::MissingPromotion);
    assert_eq!(err(PROMOTE, "e8+"), SanError::MissingPromotion);
}

#[test]
fn promotion_to_king_or_pawn_is_not_san() {
    assert_eq!(
        parse_err(PROMOTE, "e8=K"),
        (3, ParseSanErrorKind::Promotion)
    );
    assert_eq!(
        parse_err(PROMOTE, "e8=P"),
        (3, ParseSanErrorKind::Promotion)
    );
    assert_eq!(parse_err(PROMOTE, "e8K"), (2, ParseSanErrorKind::Promotion));
    assert_eq!(
        parse_err(PROMOTE, "exd8=k"),
        (5, ParseSanErrorKind::Promotion)
    );
    // A `San` built by hand with such a promotion names no legal move.
    let p = pos(PROMOTE);
    for role in [Role::King, Role::Pawn] {
        let san = San::Normal {
            role: Role::Pawn,
            file: None,
            rank: None,
            capture: false,
            to: Square::E8,
            promotion: Some(role),
        };
        assert_eq!(san.to_move(&p), Err(SanError::Illegal));
    }
    let knight_promotes = San::Normal {
        role: Role::Knight,
        file: None,
        rank: None,
        capture: false,
        to: Square::B8,
        promotion: Some(Role::Queen),
    };
    assert_eq!(knight_promotes.to_move(&p), Err(SanError::Illegal));
}

#[test]
fn malformed_text_is_not_san() {
    use ParseSanErrorKind as K;
    for (text, at, kind) in [
        ("", 0, K::Move),
        ("nf3", 0, K::Move),
        ("ng1f3", 0, K::Move),
        ("kd1", 0, K::Move),
        ("Nf9", 2, K::Rank),
        ("N", 1, K::Square),
        ("e9", 1, K::Rank),
        ("i4", 0, K::Move),
        ("o-o", 0, K::Move),
        ("O-0", 2, K::Castling),
        ("OO", 1, K::Castling),
        ("e4 ", 2, K::End),
        ("e4+ !", 3, K::End),
        ("e4\n", 2, K::End),
        ("Nf3=Q", 3, K::End),
        ("e4e.p.", 2, K::End),
        ("Z0", 0, K::Move),
        ("0000", 1, K::Castling),
        ("é4", 0, K::Move),
    ] {
        assert_eq!(parse_err(START, text), (at, kind), "{text:?}");
    }
}

#[test]
fn strict_reading_names_the_relaxation() {
    let p = pos(START);
    assert_eq!(
        p.parse_san_strict("Ngf3"),
        Err(SanError::NotCanonical(Relaxations::DISAMBIGUATION))
    );
    match p.parse_san_strict("e4!") {
        Err(SanError::Parse(e)) => {
            assert_eq!(e.offset, 2);
            assert_eq!(
                e.kind,
                ParseSanErrorKind::NotAllowed(Relaxations::ANNOTATION)
            );
            assert_eq!(
                e.to_string(),
                "invalid san at byte 2: annotation not allowed"
            );
        }
        other => panic!("{other:?}"),
    }
    let c = pos(CAPTURES);
    assert_eq!(
        c.parse_san_strict("Nd5"),
        Err(SanError::Illegal),
        "no knight reaches d5"
    );
    assert_eq!(
        c.parse_san_strict("ed5"),
        Err(SanError::NotCanonical(Relaxations::MISSING_CAPTURE))
    );
    // A PGN tool may allow some relaxations and refuse others.
    let allowed = Relaxations::ZERO_CASTLING | Relaxations::ANNOTATION;
    let castle = pos(CASTLE);
    assert!(castle.parse_san_with("0-0!", allowed).is_ok());
    assert!(castle.parse_san_with("0-0+", allowed).is_err());
}

#[test]
fn null_move_parses_but_is_not_a_move() {
    let san: San = "--".parse().unwrap();
    assert_eq!(san, San::Null);
    assert_eq!(san.to_string(), "--");
    let p = pos(START);
    assert_eq!(san.to_move(&p), Err(SanError::NullMove));
    assert_eq!(p.parse_san("--"), Err(SanError::NullMove));
    assert_eq!(p.parse_san_strict("--"), Err(SanError::NullMove));
    assert_eq!(
        p.parse_san("--").unwrap_err().to_string(),
        "a null move is not a legal move"
    );
}

#[test]
fn san_values_and_suffixes() {
    let san: SanPlus = "Qh4xe1#".parse().unwrap();
    assert_eq!(
        san,
        SanPlus {
            san: San::Normal {
                role: Role::Queen,
                file: Some(File::H),
                rank: Some(Rank::Fourth),
                capture: true,
                to: Square::E1,
                promotion: None,
            },
            suffix: Some(Suffix::Checkmate),
        }
    );
    assert_eq!(san.to_string(), "Qh4xe1#");
    // `San` ignores the suffix, `SanPlus` keeps it.
    assert_eq!(
        "O-O-O+".parse::<San>(),
        Ok(San::Castle(CastlingSide::QueenSide))
    );
    assert_eq!(SanPlus::from(San::Null).to_string(), "--");
    // `SanPlus::to_move_with` checks the suffix.
    let p = pos(MATE_IN_ONE);
    let wrong: SanPlus = "Ra8+".parse().unwrap();
    assert!(wrong.to_move(&p).is_ok());
    assert_eq!(
        wrong.to_move_with(&p, Relaxations::STRICT),
        Err(SanError::NotCanonical(Relaxations::WRONG_SUFFIX))
    );
    let right: SanPlus = "Ra8#".parse().unwrap();
    assert!(right.to_move_with(&p, Relaxations::STRICT).is_ok());
}

#[test]
fn chess960_castling() {
    // King on b1, rooks on a1 and h1: O-O-O moves the king one square, O-O five.
    let p = Position::from_fen_with_mode("1k6/8/8/8/8/8/8/RK5R w AH - 0 1", CastlingMode::Chess960)
        .unwrap();
    let long = p.parse_san("O-O-O").unwrap();
    assert_eq!(long, Move::castle(Square::B1, Square::A1));
    assert_eq!(p.san(long).to_string(), "O-O-O");
    let short = p.parse_san("O-O").unwrap();
    assert_eq!(short, Move::castle(Square::B1, Square::H1));
    // `Kc1` is the king's step, not castling, even though both end on c1.
    let step = p.parse_san("Kc1").unwrap();
    assert_eq!(step, Move::normal(Square::B1, Square::C1));
    assert_eq!(p.san(step).to_string(), "Kc1");
}

// --- python-chess vectors ---------------------------------------------------------------

/// `tests/data/san.txt`: for each position, every legal move as UCI and python-chess SAN
/// (300 positions, 9,027 moves, from the data branch's `tests/data/gen/gen_san.py`; see
/// `tests/data/README.md`). Writing agrees exactly with python-chess `Board.san`, and every
/// canonical SAN reads back strictly.
///
/// Reading differs from python-chess `Board.parse_san` (1.11), on purpose:
/// - python-chess also accepts a lowercase promotion piece and `e8Q`, but not the other
///   scoresheet forms read here: `e.p.`/`ep` marks, a `P` prefix, `++`, annotations
///   (its PGN reader strips those before `parse_san`);
/// - python-chess reads a full origin square without piece letter as any piece
///   (`g1f3` is the knight move, `e1g1` castling); here a move without piece letter is
///   always a pawn move, so those are illegal;
/// - python-chess accepts `-` anywhere before the destination (`N-f3`, `Ng-f3`); here
///   only after a full origin square (`Ng1-f3`, `e2-e4`);
/// - python-chess reads `e8=K` (for variants) and refuses it as illegal; here it is not
///   SAN (a parse error), like `e8=P`;
/// - python-chess ignores a wrong capture mark or check suffix without a word; here they
///   are accepted but reported ([`Relaxations::EXTRA_CAPTURE`], [`Relaxations::WRONG_SUFFIX`],
///   ...) and refused by strict reading;
/// - python-chess reads the null move as `--`, `Z0`, `0000` or `@@@@`; here only `--`.
#[test]
fn python_chess_vectors() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/san.txt");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut positions = 0;
    let mut moves = 0;
    for line in text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let mut fields = line.split('|');
        let fen = fields.next().unwrap();
        let p = pos(fen);
        let mut expected = Vec::new();
        for field in fields {
            let (uci, san) = field.split_once(' ').unwrap_or_else(|| panic!("{line}"));
            let m = p
                .parse_uci(uci)
                .unwrap_or_else(|e| panic!("{uci} in {fen}: {e}"));
            assert_eq!(p.san(m).to_string(), san, "{uci} in {fen}");
            assert_eq!(p.parse_san_strict(san), Ok(m), "{san} in {fen}");
            assert_eq!(
                p.parse_san_with(san, Relaxations::LENIENT),
                Ok((m, Relaxations::empty())),
                "{san} in {fen}"
            );
            expected.push(m);
            moves += 1;
        }
        let mut legal: Vec<Move> = p.legal_moves().to_vec();
        legal.sort_by_key(|m| m.to_u16());
        expected.sort_by_key(|m| m.to_u16());
        assert_eq!(legal, expected, "legal moves of {fen}");
        positions += 1;
    }
    assert!(positions >= 200, "only {positions} positions");
    assert!(moves >= 9000, "only {moves} moves");
}

// --- properties over random legal play -------------------------------------------------

const WALK_STARTS: [(&str, CastlingMode); 6] = [
    (START, CastlingMode::Standard),
    // Kiwipete: castling both ways, pins, en passant soon.
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        CastlingMode::Standard,
    ),
    // Promotions on both sides, several knights and rooks.
    (
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        CastlingMode::Standard,
    ),
    // Many queens and rooks: disambiguation by file, rank and square.
    (
        "r6r/1Q6/4k3/8/1Q3Q2/8/R5R1/4K3 w - - 0 1",
        CastlingMode::Standard,
    ),
    // En passant with pins along the rank.
    (
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        CastlingMode::Standard,
    ),
    // Chess960: king and rooks off their standard files.
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        CastlingMode::Chess960,
    ),
];

/// Checks every legal move of `p`.
fn check_all_moves(p: &Position) -> Result<(), TestCaseError> {
    let moves = p.legal_moves();
    for &m in &moves {
        let plus = SanPlus::from_move(p, m);
        let text = plus.to_string();
        prop_assert!(text.len() <= 7, "{text} is longer than 7 in {p}");
        // Canonical text resolves strictly, with and without suffix.
        prop_assert_eq!(p.parse_san_strict(&text), Ok(m), "{} in {}", text, p);
        let bare = plus.san.to_string();
        prop_assert_eq!(p.parse_san_strict(&bare), Ok(m), "{} in {}", bare, p);
        prop_assert_eq!(
            p.parse_san_with(&text, Relaxations::LENIENT),
            Ok((m, Relaxations::empty()))
        );
        prop_assert_eq!(SanPlus::from_ascii_strict(text.as_bytes()), Ok(plus));
        prop_assert_eq!(plus.san, San::from_move(p, m));
        prop_assert_eq!(plus.suffix, Suffix::from_position(&p.play(m).unwrap()));

        // Minimal disambiguation: giving less origin makes the move ambiguous.
        if let San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } = plus.san
        {
            if role != Role::Pawn {
                let with = |file, rank| San::Normal {
                    role,
                    file,
                    rank,
                    capture,
                    to,
                    promotion,
                };
                if file.is_some() || rank.is_some() {
                    prop_assert_eq!(with(None, None).to_move(p), Err(SanError::Ambiguous));
                }
                if file.is_some() && rank.is_some() {
                    prop_assert_eq!(with(file, None).to_move(p), Err(SanError::Ambiguous));
                    prop_assert_eq!(with(None, rank).to_move(p), Err(SanError::Ambiguous));
                }
                if file.is_none() && rank.is_some() {
                    let by_file = with(Some(m.from().file()), None);
                    prop_assert_eq!(by_file.to_move(p), Err(SanError::Ambiguous));
                }
            }
        }

        // The long form, with or without `x`, reads leniently but never strictly (unless
        // it happens to be the canonical form).
        if !m.is_castle() {
            let role = p.role_at(m.from()).unwrap();
            for capture in [false, true] {
                let long = San::Normal {
                    role,
                    file: Some(m.from().file()),
                    rank: Some(m.from().rank()),
                    capture,
                    to: m.to(),
                    promotion: m.promotion_role(),
                }
                .to_string();
                prop_assert_eq!(p.parse_san(&long), Ok(m), "{} in {}", long, p);
                prop_assert_eq!(p.parse_san_strict(&long).is_ok(), long == bare, "{}", long);
            }
        }

        // UCI round trip.
        let uci = p.uci(m).to_string();
        prop_assert_eq!(p.parse_uci(&uci), Ok(m), "{} in {}", uci, p);
    }
    Ok(())
}

fn walk(
    start: usize,
    choices: &[u16],
    check: impl Fn(&Position) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let (fen, mode) = WALK_STARTS[start];
    let mut p = Position::from_fen_with_mode(fen, mode).unwrap();
    check(&p)?;
    for &choice in choices {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        p.play_unchecked(moves[usize::from(choice) % moves.len()]);
        check(&p)?;
    }
    Ok(())
}

fn config() -> Config {
    Config {
        cases: 48,
        rng_seed: RngSeed::Fixed(0x5a4e_2024),
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_legal_move_round_trips(
        start in 0..WALK_STARTS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..100),
    ) {
        walk(start, &choices, check_all_moves)?;
    }

    #[test]
    fn any_text_that_resolves_strictly_is_canonical(
        start in 0..WALK_STARTS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..40),
        text in "[KQRBNPa-h1-8xO0=+#!?e.p -]{1,9}",
    ) {
        walk(start, &choices, |p| {
            // Never panics, whatever the text.
            let lenient = p.parse_san_with(&text, Relaxations::LENIENT);
            if let Ok(m) = p.parse_san_strict(&text) {
                let canonical = p.san(m);
                prop_assert!(
                    text == canonical.to_string() || text == canonical.san.to_string(),
                    "{} accepted strictly for {}", text, canonical
                );
                prop_assert_eq!(lenient, Ok((m, Relaxations::empty())));
            }
            if let Ok((m, _)) = lenient {
                prop_assert!(p.legal_moves().contains(&m));
            }
            Ok(())
        })?;
    }
}
