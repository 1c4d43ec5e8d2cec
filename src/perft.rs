//! Perft: counting the leaves of the legal move tree, the standard test of a move generator.

use crate::mv::{MAX_LEGAL_MOVES, Move};
use crate::position::Position;
use arrayvec::ArrayVec;

/// The number of move sequences of length `depth` from `pos` (leaf nodes of the legal
/// move tree). `perft(pos, 0)` is 1.
///
/// The last ply is counted in bulk: its moves are counted, not made.
///
/// ```
/// use caissa::{Position, perft};
///
/// assert_eq!(perft(&Position::new(), 3), 8_902);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut nodes = 0;
            for m in pos.legal_moves() {
                let mut child = *pos;
                child.play_unchecked(m);
                nodes += perft(&child, depth - 1);
            }
            nodes
        }
    }
}

/// Perft split by root move: each legal move with the number of leaves below it
/// (`perft(after move, depth - 1)`), in generation order. Empty for `depth == 0`.
#[must_use]
pub fn perft_divide(pos: &Position, depth: u32) -> ArrayVec<(Move, u64), MAX_LEGAL_MOVES> {
    let mut out = ArrayVec::new();
    if depth == 0 {
        return out;
    }
    for m in pos.legal_moves() {
        let mut child = *pos;
        child.play_unchecked(m);
        out.push((m, perft(&child, depth - 1)));
    }
    out
}
