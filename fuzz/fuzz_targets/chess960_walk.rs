//! Chess960 move generation along a walk from any start position. The first two bytes
//! give the Scharnagl number (mod 960); the next two are masks of the files whose
//! White and Black back-rank pieces (other than the king and the rooks) are left out, so
//! that castling, with the king and rook in every arrangement, comes early. Every three
//! bytes after that are one ply (see `caissa_fuzz::walk`).

#![no_main]

use caissa::{CastlingMode, Position};
use caissa_fuzz::{seeds, walk};
use libfuzzer_sys::fuzz_target;

/// One back rank in FEN, with the pieces on the files of `mask` left out (but never the
/// king or a rook).
fn rank_text(back: [u8; 8], mask: u8, white: bool) -> String {
    let mut out = String::new();
    let mut empty = 0;
    for (file, &piece) in back.iter().enumerate() {
        let keep = piece == b'K' || piece == b'R' || mask & (1 << file) == 0;
        if keep {
            if empty > 0 {
                out.push(char::from(b'0' + empty));
                empty = 0;
            }
            let piece = if white {
                piece
            } else {
                piece.to_ascii_lowercase()
            };
            out.push(char::from(piece));
        } else {
            empty += 1;
        }
    }
    if empty > 0 {
        out.push(char::from(b'0' + empty));
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let [lo, hi, white_mask, black_mask, rest @ ..] = data else {
        return;
    };
    let n = u16::from_le_bytes([*lo, *hi]) % 960;
    let back = seeds::chess960_back_rank(n);
    let fen = format!(
        "{}/pppppppp/8/8/8/8/PPPPPPPP/{} w KQkq - 0 1",
        rank_text(back, *black_mask, false),
        rank_text(back, *white_mask, true)
    );
    let pos = Position::from_fen_with_mode(&fen, CastlingMode::Chess960)
        .unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(pos.castling_rights().count(), 4, "{fen}");
    walk(pos, false, rest);
});
