//! Chess960 properties: random start positions, random legal walks, FEN round trips in
//! X-FEN and Shredder-FEN, and castling rights that only ever shrink.

use caissa::{CastlingMode, CastlingNotation, EnPassantMode, Fen, Position};
use proptest::prelude::*;

fn walk(n: u32, choices: &[usize]) -> Vec<Position> {
    let mut pos = Position::chess960(n).unwrap();
    let mut out = vec![pos];
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.play(moves[c % moves.len()]).unwrap();
        out.push(pos);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn fen_round_trips_in_both_notations(n in 0u32..960, choices in prop::collection::vec(any::<usize>(), 0..80)) {
        for pos in walk(n, &choices) {
            prop_assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
            let fen = pos.fen(EnPassantMode::Legal);
            for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
                let text = fen.display(notation).to_string();
                let back = Position::from_fen_with_mode(&text, CastlingMode::Chess960).unwrap();
                prop_assert_eq!(back, pos, "{}", text);
            }
            // The default Display is X-FEN and parses back too.
            prop_assert_eq!(Position::from_fen_with_mode(&pos.to_string(), CastlingMode::Chess960).unwrap(), pos);
            // And the setup re-validates.
            prop_assert!(Position::from_setup(pos.to_setup(), CastlingMode::Chess960).is_ok());
        }
    }

    #[test]
    fn castling_rights_only_shrink_and_castling_moves_are_legal(n in 0u32..960, choices in prop::collection::vec(any::<usize>(), 0..60)) {
        let positions = walk(n, &choices);
        for pair in positions.windows(2) {
            let (before, after) = (pair[0], pair[1]);
            prop_assert!(after.castling_rights().is_subset(before.castling_rights()));
        }
        for pos in &positions {
            for m in pos.legal_moves() {
                if let Some(rook) = m.castling_rook() {
                    prop_assert!(pos.castling_rights().contains(rook));
                    let after = pos.play(m).unwrap();
                    // King and rook stand on their castling squares, and the mover's
                    // rights are gone.
                    let us = pos.turn();
                    let side = m.castling_side().unwrap();
                    prop_assert_eq!(after.piece_at(side.king_to(us)), Some(caissa::Role::King.of(us)));
                    prop_assert_eq!(after.piece_at(side.rook_to(us)), Some(caissa::Role::Rook.of(us)));
                    prop_assert!((after.castling_rights() & caissa::Bitboard::backrank(us)).is_empty());
                }
            }
        }
    }
}

#[test]
fn shredder_and_xfen_name_the_same_rights() {
    // Start position 0 has rooks on f and h: X-FEN writes KQkq, Shredder HFhf.
    let pos = Position::chess960(0).unwrap();
    let fen = pos.fen(EnPassantMode::Legal);
    assert_eq!(
        fen.display(CastlingNotation::XFen).to_string(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    assert_eq!(
        fen.display(CastlingNotation::Shredder).to_string(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    );
    // X-FEN needs a file letter for an inner rook when an outer one stands on the same side.
    let inner: Fen = "1r2k1r1/8/8/8/8/8/8/RR2K1RR w GBgb - 0 1".parse().unwrap();
    let pos = inner.into_position(CastlingMode::Chess960).unwrap();
    assert_eq!(pos.to_string(), "1r2k1r1/8/8/8/8/8/8/RR2K1RR w GBkq - 0 1");
    // The same rights are invalid in standard chess (rooks not in the corners).
    let err = Position::from_fen("1r2k1r1/8/8/8/8/8/8/RR2K1RR w GBgb - 0 1").unwrap_err();
    assert!(err.to_string().contains("invalid castling rights"), "{err}");
}
