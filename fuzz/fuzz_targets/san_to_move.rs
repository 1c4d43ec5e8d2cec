//! Resolving SAN (and UCI) text against fuzzed positions never panics, and whatever it
//! accepts is a legal move whose canonical SAN reads back to it.
//!
//! Input layout: the first byte picks how the position is made. If it is `b'F'`, the bytes
//! up to the first `|` are a FEN (most fuzzed FENs are refused, which is fine: the ones
//! that pass are the odd legal positions a walk would not reach; a FEN of odd length is read
//! as Chess960). Otherwise the first byte
//! picks a start position and the next bytes (as many as the second byte says, up to 63)
//! pick legal moves of a walk from it. The rest of the input is the move text.
#![no_main]

use caissa::{CastlingMode, Position, Relaxations, SanPlus};
use libfuzzer_sys::fuzz_target;

const STARTS: [(&str, CastlingMode); 6] = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CastlingMode::Standard),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", CastlingMode::Standard),
    ("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", CastlingMode::Standard),
    ("8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1", CastlingMode::Standard),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", CastlingMode::Standard),
    ("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", CastlingMode::Chess960),
];

fn position(data: &[u8]) -> Option<(Position, &[u8])> {
    let (&first, rest) = data.split_first()?;
    if first == b'F' {
        let bar = rest.iter().position(|&b| b == b'|')?;
        let fen = core::str::from_utf8(&rest[..bar]).ok()?;
        let mode = if fen.len() % 2 == 0 { CastlingMode::Standard } else { CastlingMode::Chess960 };
        let pos = Position::from_fen_with_mode(fen, mode).ok()?;
        return Some((pos, &rest[bar + 1..]));
    }
    let (fen, mode) = STARTS[usize::from(first) % STARTS.len()];
    let mut pos = Position::from_fen_with_mode(fen, mode).expect("start positions are valid");
    let (&len, rest) = rest.split_first()?;
    let len = usize::from(len % 64).min(rest.len());
    for &choice in &rest[..len] {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[usize::from(choice) % moves.len()]);
    }
    Some((pos, &rest[len..]))
}

fuzz_target!(|data: &[u8]| {
    let Some((pos, text)) = position(data) else { return };
    let legal = pos.legal_moves();

    // Every way of reading the bytes as SAN.
    if let Ok(text) = core::str::from_utf8(text) {
        let lenient = pos.parse_san_with(text, Relaxations::LENIENT);
        let quick = pos.parse_san(text);
        assert_eq!(quick, lenient.map(|(m, _)| m));
        if let Ok((m, _)) = lenient {
            assert!(legal.contains(&m), "{text:?} gave an illegal move in {pos}");
            let canonical = pos.san(m).to_string();
            assert_eq!(pos.parse_san_strict(&canonical), Ok(m), "{canonical} in {pos}");
        }
        if let Ok(m) = pos.parse_san_strict(text) {
            let canonical = pos.san(m);
            assert!(text == canonical.to_string() || text == canonical.san.to_string());
        }
        if let Ok(next) = pos.play_san(text) {
            assert_eq!(Some(next), quick.ok().and_then(|m| pos.play(m).ok()));
        }
        if let Ok(m) = pos.parse_uci(text) {
            assert!(legal.contains(&m), "{text:?} gave an illegal move in {pos}");
            assert_eq!(pos.parse_uci(&pos.uci(m).to_string()), Ok(m));
        }
    }
    if let Ok(san) = SanPlus::from_ascii(text) {
        if let Ok(m) = san.to_move(&pos) {
            assert!(legal.contains(&m));
        }
        let _ = san.to_move_with(&pos, Relaxations::STRICT);
    }

    // Writing every legal move never panics and reads back.
    for &m in &legal {
        let san = pos.san(m).to_string();
        assert!(san.len() <= 7, "{san}");
        assert_eq!(pos.parse_san(&san), Ok(m), "{san} in {pos}");
    }
});
