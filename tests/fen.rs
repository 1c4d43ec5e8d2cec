//! FEN against python-chess-generated data (see tests/data/README.md): canonical output
//! byte for byte, and every malformed or illegal FEN refused with the right error.

mod common;

use caissa::{CastlingMode, Fen, FenError, Position, PositionErrorKinds};
use common::data;

fn expected_kind(tag: &str) -> PositionErrorKinds {
    match tag {
        "empty" => PositionErrorKinds::EMPTY_BOARD,
        "missing_king" => PositionErrorKinds::MISSING_KING,
        "too_many_kings" => PositionErrorKinds::TOO_MANY_KINGS,
        "pawns_on_backrank" => PositionErrorKinds::PAWNS_ON_BACKRANK,
        "bad_castling_rights" => PositionErrorKinds::INVALID_CASTLING_RIGHTS,
        "invalid_ep_square" => PositionErrorKinds::INVALID_EP_SQUARE,
        "opposite_check" => PositionErrorKinds::OPPOSITE_CHECK,
        "impossible_check" => PositionErrorKinds::IMPOSSIBLE_CHECK,
        "too_many" => PositionErrorKinds::TOO_MUCH_MATERIAL,
        other => panic!("unknown tag {other}"),
    }
}

fn check_invalid(file: &str) -> usize {
    let text = data(file);
    let mut n = 0;
    for (i, line) in text.lines().enumerate() {
        let (tag, fen) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("{file}:{}: no tab", i + 1));
        match (tag, Position::from_fen(fen)) {
            (_, Ok(pos)) => panic!("{file}:{}: {fen:?} accepted as {pos}", i + 1),
            ("syntax", Err(FenError::Parse(e))) => {
                // The offset points into the text (or just past its end for a missing field).
                assert!(e.offset <= fen.len(), "{file}:{}: {e}", i + 1);
            }
            ("syntax", Err(e)) => panic!(
                "{file}:{}: {fen:?}: expected a syntax error, got {e}",
                i + 1
            ),
            (tag, Err(FenError::Position(e))) => {
                assert!(
                    e.kinds().contains(expected_kind(tag)),
                    "{file}:{}: {fen:?}: expected {tag}, got {}",
                    i + 1,
                    e.kinds()
                );
            }
            (tag, Err(e)) => panic!("{file}:{}: {fen:?}: expected {tag}, got {e}", i + 1),
        }
        n += 1;
    }
    n
}

#[test]
fn malformed_and_illegal_fens_are_refused() {
    assert!(check_invalid("fen_invalid.txt") >= 80);
}

#[test]
fn stricter_than_python_chess() {
    assert!(check_invalid("fen_invalid_strict.txt") >= 10);
}

#[test]
fn canonical_fens_round_trip_byte_for_byte() {
    let text = data("fen_valid.txt");
    let mut n = 0;
    for line in text.lines() {
        let pos: Position = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(pos.to_string(), line);
        let fen: Fen = line.parse().unwrap();
        assert_eq!(fen.into_position(CastlingMode::Standard).unwrap(), pos);
        n += 1;
    }
    assert_eq!(n, 100);
}

#[test]
fn every_prefix_and_corruption_is_refused_without_panic() {
    // Truncating or corrupting a valid FEN anywhere gives an error, never a panic.
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    for end in 0..fen.len() {
        let _ = fen[..end].parse::<Position>();
    }
    for i in 0..fen.len() {
        for c in [b'9', b'/', b' ', b'x', b'K', 0xff] {
            let mut bytes = fen.as_bytes().to_vec();
            bytes[i] = c;
            let _ = Fen::from_ascii(&bytes);
        }
    }
}
