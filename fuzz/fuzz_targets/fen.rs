//! FEN parsing: arbitrary bytes never panic; every parsed `Fen` writes back to itself;
//! every position that validates (in either castling mode, or after knowingly accepting
//! its ignorable problems) passes every check of the rules model, its FEN round trip
//! included.

#![no_main]

use caissa::{CastlingMode, CastlingNotation, Fen, FenError, Position, PositionErrorKinds};
use caissa_fuzz::check;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let parsed = Fen::from_ascii(data);

    // The `str` parsers agree with the byte parser.
    if let Ok(text) = std::str::from_utf8(data) {
        assert_eq!(text.parse::<Fen>(), parsed);
        match (&parsed, text.parse::<Position>()) {
            (Err(e), Err(FenError::Parse(again))) => assert_eq!(*e, again),
            (Ok(fen), Ok(pos)) => assert_eq!(fen.into_position(CastlingMode::Standard), Ok(pos)),
            (Ok(fen), Err(FenError::Position(e))) => {
                assert_eq!(fen.into_position(CastlingMode::Standard), Err(e))
            }
            (parsed, pos) => panic!("Fen gives {parsed:?} but Position gives {pos:?}"),
        }
    }

    let fen = match parsed {
        Ok(fen) => fen,
        Err(e) => {
            assert!(e.offset <= data.len(), "{e} points past the end");
            let _ = e.to_string();
            return;
        }
    };

    // Shredder-FEN names every castling rook by its file, so it always round-trips.
    let shredder = fen.display(CastlingNotation::Shredder).to_string();
    assert_eq!(shredder.parse::<Fen>(), Ok(fen), "{shredder}");

    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        match fen.into_position(mode) {
            Ok(pos) => {
                // With valid castling rights, X-FEN round-trips too.
                let xfen = fen.to_string();
                assert_eq!(xfen.parse::<Fen>(), Ok(fen), "{xfen}");
                check(&pos, false);
            }
            Err(e) => {
                assert!(!e.kinds().is_empty());
                let _ = e.to_string();
                if PositionErrorKinds::IGNORABLE.contains(e.kinds()) {
                    let relaxed = e.kinds().contains(PositionErrorKinds::IMPOSSIBLE_CHECK);
                    match e.clone().ignore(PositionErrorKinds::IGNORABLE) {
                        Ok(pos) => check(&pos, relaxed),
                        Err(again) => panic!("ignoring {} left {}", e.kinds(), again.kinds()),
                    }
                }
            }
        }
    }
});
