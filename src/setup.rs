//! [`Setup`]: a position as given, not yet validated.

use core::num::NonZeroU32;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;
use crate::square::Square;

/// A position as it was given (by a FEN, an editor, a program): any placement, any rights.
///
/// All fields are public and nothing is checked. Turn it into a [`Position`](crate::Position)
/// with [`Position::from_setup`](crate::Position::from_setup), which validates it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The placement of the pieces.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Castling rights, as the squares of the rooks that may still castle (both colours).
    /// In standard chess the full rights are `a1`, `h1`, `a8`, `h8`.
    pub castling_rights: Bitboard,
    /// The square a pawn skipped with a double push on the previous move, if any
    /// (the FEN en passant field).
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move (for the fifty- and seventy-five-move
    /// rules). Not capped.
    pub halfmoves: u32,
    /// The number of the full move, starting at 1 and incremented after Black's move.
    pub fullmoves: NonZeroU32,
}

impl Setup {
    /// The standard starting position.
    #[must_use]
    pub const fn new() -> Setup {
        Setup {
            board: Board::new(),
            turn: Color::White,
            castling_rights: Bitboard::CORNERS,
            ep_square: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
        }
    }

    /// An empty board, White to move, no rights, clocks at 0 and 1.
    #[must_use]
    pub const fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
        }
    }
}

impl Default for Setup {
    /// The standard starting position.
    fn default() -> Setup {
        Setup::new()
    }
}
