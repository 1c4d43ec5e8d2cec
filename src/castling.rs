//! Castling vocabulary: sides and the castling mode.

use core::fmt;

use crate::color::Color;
use crate::square::{File, Rank, Square};

/// The side of the board a castling move goes to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CastlingSide {
    /// Towards the h-file: the king ends on g1/g8, the rook on f1/f8 (`O-O`).
    KingSide,
    /// Towards the a-file: the king ends on c1/c8, the rook on d1/d8 (`O-O-O`).
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the king ends on: g or c.
    #[must_use]
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The file the rook ends on: f or d.
    #[must_use]
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// The square the king of `color` ends on.
    #[must_use]
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), Rank::First.relative_to(color))
    }

    /// The square the rook of `color` ends on.
    #[must_use]
    pub const fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), Rank::First.relative_to(color))
    }

    /// The side a rook on `rook` castles to, for a king on `king`: king side if the rook
    /// stands on a higher file.
    #[must_use]
    pub const fn of_rook(king: Square, rook: Square) -> CastlingSide {
        if (rook.file() as u8) > (king.file() as u8) {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }

    /// The SAN of castling to this side: `O-O` or `O-O-O`.
    #[must_use]
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }
}

impl fmt::Display for CastlingSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.san())
    }
}

/// Which castling rules and notation a position follows.
///
/// The move generator is the same for both (castling rights are stored as rook squares);
/// the mode decides which castling rights are valid and how castling is written in FEN
/// and UCI.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum CastlingMode {
    /// Standard chess: the king starts on the e-file and the rooks on the a- and h-files.
    /// FEN writes `KQkq`; UCI writes castling as the king's two-square move (`e1g1`).
    #[default]
    Standard,
    /// Chess960 (Fischer random chess): king and rooks may start on any back-rank files,
    /// the king between the rooks. FEN writes X-FEN (or Shredder-FEN on request); UCI
    /// writes castling as king-takes-rook (`e1h1`).
    Chess960,
}

impl CastlingMode {
    /// `true` for [`CastlingMode::Chess960`].
    #[must_use]
    pub const fn is_chess960(self) -> bool {
        matches!(self, CastlingMode::Chess960)
    }
}
