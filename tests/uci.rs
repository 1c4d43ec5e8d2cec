//! UCI moves through the public API: both castling spellings, Chess960, malformed versus
//! illegal, and round trips over random legal play.

use caissa::{CastlingMode, Move, ParseUciErrorKind, Position, Role, Square, UciError, UciMove};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn chess960(fen: &str) -> Position {
    Position::from_fen_with_mode(fen, CastlingMode::Chess960)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn simple_moves() {
    let p = Position::new();
    assert_eq!(
        p.parse_uci("e2e4"),
        Ok(Move::normal(Square::E2, Square::E4))
    );
    assert_eq!(
        p.parse_uci("g1f3"),
        Ok(Move::normal(Square::G1, Square::F3))
    );
    let after = p.play_uci("e2e4").unwrap().play_uci("e7e5").unwrap();
    assert_eq!(
        after.to_string(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn both_castling_spellings_are_read_standard_is_written() {
    let p = pos(CASTLE);
    let short = Move::castle(Square::E1, Square::H1);
    let long = Move::castle(Square::E1, Square::A1);
    assert_eq!(p.parse_uci("e1g1"), Ok(short));
    assert_eq!(p.parse_uci("e1h1"), Ok(short));
    assert_eq!(p.parse_uci("e1c1"), Ok(long));
    assert_eq!(p.parse_uci("e1a1"), Ok(long));
    assert_eq!(p.uci(short).to_string(), "e1g1");
    assert_eq!(p.uci(long).to_string(), "e1c1");
    // Black too.
    let b = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(b.parse_uci("e8g8"), b.parse_uci("e8h8"));
    assert_eq!(b.uci(b.parse_uci("e8a8").unwrap()).to_string(), "e8c8");
}

#[test]
fn chess960_castling_is_king_takes_rook() {
    // King b1, rooks a1 and h1: castling long moves the king one square to c1.
    let p = chess960("1k6/8/8/8/8/8/8/RK5R w AH - 0 1");
    let long = Move::castle(Square::B1, Square::A1);
    let short = Move::castle(Square::B1, Square::H1);
    assert_eq!(p.parse_uci("b1a1"), Ok(long));
    assert_eq!(p.parse_uci("b1h1"), Ok(short));
    assert_eq!(p.uci(long).to_string(), "b1a1");
    assert_eq!(p.uci(short).to_string(), "b1h1");
    // The king's two-or-more-square spelling is read too...
    assert_eq!(p.parse_uci("b1g1"), Ok(short));
    // ...but a one-square king move is a king move.
    assert_eq!(
        p.parse_uci("b1c1"),
        Ok(Move::normal(Square::B1, Square::C1))
    );
    // A standard-looking start in Chess960 mode.
    let q = chess960(CASTLE);
    assert_eq!(q.uci(q.parse_uci("e1g1").unwrap()).to_string(), "e1h1");
}

#[test]
fn castling_without_right_or_through_check_is_illegal() {
    for (fen, uci) in [
        ("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"),
        ("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1"),
        ("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1g1"),
        ("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1h1"),
        ("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"),
    ] {
        assert_eq!(
            pos(fen).parse_uci(uci),
            Err(UciError::Illegal),
            "{uci} in {fen}"
        );
    }
}

#[test]
fn promotions_and_en_passant() {
    let p = pos("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(
        p.parse_uci("e7e8q"),
        Ok(Move::promotion(Square::E7, Square::E8, Role::Queen))
    );
    assert_eq!(
        p.parse_uci("e7d8n"),
        Ok(Move::promotion(Square::E7, Square::D8, Role::Knight))
    );
    assert_eq!(p.parse_uci("e7e8"), Err(UciError::MissingPromotion));
    assert_eq!(p.parse_uci("e7f8q"), Err(UciError::Illegal));
    assert_eq!(p.parse_uci("a1a8q"), Err(UciError::Illegal));
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_eq!(
        ep.parse_uci("e5d6"),
        Ok(Move::en_passant(Square::E5, Square::D6))
    );
    assert_eq!(ep.uci(ep.parse_uci("e5d6").unwrap()).to_string(), "e5d6");
}

#[test]
fn malformed_and_illegal_are_kept_apart() {
    let p = Position::new();
    for (text, at, kind) in [
        ("", 0, ParseUciErrorKind::File),
        ("e2", 2, ParseUciErrorKind::File),
        ("e2e9", 3, ParseUciErrorKind::Rank),
        ("e2-e4", 2, ParseUciErrorKind::File),
        ("Nf3", 0, ParseUciErrorKind::File),
        ("e7e8k", 4, ParseUciErrorKind::Promotion),
        ("e7e8p", 4, ParseUciErrorKind::Promotion),
        ("e2e4q", 4, ParseUciErrorKind::End),
        ("00", 2, ParseUciErrorKind::Null),
    ] {
        match p.parse_uci(text) {
            Err(UciError::Parse(e)) => assert_eq!((e.offset, e.kind), (at, kind), "{text:?}"),
            other => panic!("{text:?}: {other:?}"),
        }
    }
    for text in ["e2e5", "e7e5", "e1e2", "g1g3", "e2e2", "a3a4"] {
        assert_eq!(p.parse_uci(text), Err(UciError::Illegal), "{text}");
        assert!(p.play_uci(text).is_err());
    }
    assert_eq!(p.parse_uci("0000"), Err(UciError::NullMove));
    assert_eq!("0000".parse::<UciMove>(), Ok(UciMove::Null));
    assert_eq!(UciMove::Null.to_move(&p), Err(UciError::NullMove));
    assert_eq!(
        p.parse_uci("e2e9").unwrap_err().to_string(),
        "invalid uci move at byte 3: expected a rank (1-8)"
    );
    assert_eq!(
        p.parse_uci("e2e5").unwrap_err().to_string(),
        "illegal uci move"
    );
}

const WALK_STARTS: [(&str, CastlingMode); 4] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        CastlingMode::Standard,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        CastlingMode::Standard,
    ),
    (
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        CastlingMode::Standard,
    ),
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        CastlingMode::Chess960,
    ),
];

proptest! {
    #![proptest_config(Config {
        cases: 48,
        rng_seed: RngSeed::Fixed(0x0c1_2024),
        failure_persistence: None,
        ..Config::default()
    })]

    #[test]
    fn every_legal_move_round_trips(
        start in 0..WALK_STARTS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let (fen, mode) = WALK_STARTS[start];
        let mut p = Position::from_fen_with_mode(fen, mode).unwrap();
        for choice in choices {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &m in &moves {
                let uci = UciMove::from_move(&p, m);
                let text = uci.to_string();
                prop_assert_eq!(text.parse::<UciMove>(), Ok(uci));
                prop_assert_eq!(uci.to_move(&p), Ok(m), "{} in {}", text, p);
                prop_assert_eq!(p.parse_uci(&text), Ok(m));
                if let Some(rook) = m.castling_rook() {
                    // The other spelling is read too.
                    let other = if mode.is_chess960() { m.to() } else { rook };
                    if other == rook || m.from().distance(other) >= 2 {
                        let alt = format!("{}{}", m.from(), other);
                        prop_assert_eq!(p.parse_uci(&alt), Ok(m), "{} in {}", alt, p);
                    }
                }
            }
            p.play_unchecked(moves[usize::from(choice) % moves.len()]);
        }
    }

    #[test]
    fn any_text_never_panics_and_resolves_only_to_legal_moves(
        text in "[a-i0-9qrbnkp]{0,6}",
    ) {
        for (fen, mode) in WALK_STARTS {
            let p = Position::from_fen_with_mode(fen, mode).unwrap();
            if let Ok(m) = p.parse_uci(&text) {
                prop_assert!(p.legal_moves().contains(&m), "{} in {}", text, p);
            }
        }
    }
}
