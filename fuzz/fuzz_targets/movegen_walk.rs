//! Move generation along a walk. The first byte chooses the start: with its high bit
//! clear, one of the seed positions (so that the fuzzer starts deep in the game); with it
//! set, a FEN given by the bytes up to the first newline (ignorable problems accepted, an
//! impossible check included). Bit 0x40 selects Chess960 mode. Every three bytes after
//! that are one ply (see `caissa_fuzz::walk`).

#![no_main]

use caissa::CastlingMode;
use caissa_fuzz::{load_lenient, seeds, walk};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let mode = if selector & 0x40 != 0 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    if selector & 0x80 == 0 {
        let count = seeds::STANDARD.len() + seeds::CHESS960.len();
        let i = usize::from(selector & 0x3f) % count;
        let pos = match seeds::STANDARD.get(i) {
            Some(fen) => seeds::load(fen, mode),
            None => seeds::load(
                seeds::CHESS960[i - seeds::STANDARD.len()],
                CastlingMode::Chess960,
            ),
        };
        walk(pos, false, rest);
    } else {
        let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        if let Some((pos, relaxed)) = load_lenient(&rest[..end], mode) {
            walk(pos, relaxed, rest.get(end + 1..).unwrap_or_default());
        }
    }
});
