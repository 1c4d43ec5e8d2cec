//! Files, ranks and squares.

use core::fmt;
use core::str::FromStr;

use crate::color::Color;

/// A file (column) of the board, `a` to `h`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

impl File {
    /// All files from `a` to `h`.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];
    /// The number of files.
    pub const COUNT: usize = 8;

    /// The file with index `index` (0 is the a-file).
    ///
    /// # Panics
    ///
    /// Panics if `index >= 8`.
    #[track_caller]
    #[must_use]
    pub const fn new(index: u32) -> File {
        assert!(index < 8, "file index out of range");
        File::ALL[index as usize]
    }

    /// The file with index `index`, or `None` if `index >= 8`.
    #[must_use]
    pub const fn try_new(index: u32) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// The index of the file, 0 for the a-file to 7 for the h-file.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Parses a lowercase file letter (`'a'`..`'h'`).
    #[must_use]
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File::ALL[(c as u32 - 'a' as u32) as usize]),
            _ => None,
        }
    }

    /// The lowercase letter of the file.
    #[must_use]
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The uppercase letter of the file, as used by Shredder-FEN for White.
    #[must_use]
    pub const fn upper_char(self) -> char {
        (b'A' + self as u8) as char
    }

    /// The file `delta` files to the right (towards h), if it exists.
    #[must_use]
    pub const fn offset(self, delta: i32) -> Option<File> {
        let i = self as i32 + delta;
        if 0 <= i && i < 8 {
            Some(File::ALL[i as usize])
        } else {
            None
        }
    }

    /// The file mirrored left to right (a becomes h).
    #[must_use]
    pub const fn flip(self) -> File {
        File::ALL[7 - self as usize]
    }

    /// Absolute distance between two files.
    #[must_use]
    pub const fn distance(self, other: File) -> u32 {
        (self as i32 - other as i32).unsigned_abs()
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// A rank (row) of the board, `1` to `8`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    First,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl Rank {
    /// All ranks from the first to the eighth.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];
    /// The number of ranks.
    pub const COUNT: usize = 8;

    /// The rank with index `index` (0 is the first rank).
    ///
    /// # Panics
    ///
    /// Panics if `index >= 8`.
    #[track_caller]
    #[must_use]
    pub const fn new(index: u32) -> Rank {
        assert!(index < 8, "rank index out of range");
        Rank::ALL[index as usize]
    }

    /// The rank with index `index`, or `None` if `index >= 8`.
    #[must_use]
    pub const fn try_new(index: u32) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// The index of the rank, 0 for the first rank to 7 for the eighth.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Parses a rank digit (`'1'`..`'8'`).
    #[must_use]
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank::ALL[(c as u32 - '1' as u32) as usize]),
            _ => None,
        }
    }

    /// The digit of the rank.
    #[must_use]
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The rank `delta` ranks up (towards the eighth), if it exists.
    #[must_use]
    pub const fn offset(self, delta: i32) -> Option<Rank> {
        let i = self as i32 + delta;
        if 0 <= i && i < 8 {
            Some(Rank::ALL[i as usize])
        } else {
            None
        }
    }

    /// The rank mirrored top to bottom (the first becomes the eighth).
    #[must_use]
    pub const fn flip(self) -> Rank {
        Rank::ALL[7 - self as usize]
    }

    /// This rank as seen from `color`'s side: unchanged for White, flipped for Black.
    /// `Rank::First.relative_to(Black)` is the eighth rank.
    #[must_use]
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => self.flip(),
        }
    }

    /// Absolute distance between two ranks.
    #[must_use]
    pub const fn distance(self, other: Rank) -> u32 {
        (self as i32 - other as i32).unsigned_abs()
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// A square of the board, `a1` (index 0) to `h8` (index 63), rank by rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[rustfmt::skip]
#[allow(missing_docs)]
pub enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

/// Error returned when a string is not a square name such as `e4`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid square name (expected a file a-h and a rank 1-8, like e4)")]
#[non_exhaustive]
pub struct ParseSquareError;

impl Square {
    /// All 64 squares in index order (a1, b1, ..., h8).
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = [Square::A1, Square::B1, Square::C1, Square::D1, Square::E1, Square::F1, Square::G1, Square::H1, Square::A2, Square::B2, Square::C2, Square::D2, Square::E2, Square::F2, Square::G2, Square::H2, Square::A3, Square::B3, Square::C3, Square::D3, Square::E3, Square::F3, Square::G3, Square::H3, Square::A4, Square::B4, Square::C4, Square::D4, Square::E4, Square::F4, Square::G4, Square::H4, Square::A5, Square::B5, Square::C5, Square::D5, Square::E5, Square::F5, Square::G5, Square::H5, Square::A6, Square::B6, Square::C6, Square::D6, Square::E6, Square::F6, Square::G6, Square::H6, Square::A7, Square::B7, Square::C7, Square::D7, Square::E7, Square::F7, Square::G7, Square::H7, Square::A8, Square::B8, Square::C8, Square::D8, Square::E8, Square::F8, Square::G8, Square::H8];
    /// The number of squares.
    pub const COUNT: usize = 64;

    /// The square with index `index` (0 is a1, 63 is h8).
    ///
    /// # Panics
    ///
    /// Panics if `index >= 64`.
    #[track_caller]
    #[must_use]
    pub const fn new(index: u32) -> Square {
        assert!(index < 64, "square index out of range");
        Square::ALL[index as usize]
    }

    /// The square with index `index`, or `None` if `index >= 64`.
    #[must_use]
    pub const fn try_new(index: u32) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index as usize])
        } else {
            None
        }
    }

    /// The square with index `index & 63`; never panics. For indices known to be in range.
    #[inline(always)]
    #[must_use]
    pub(crate) const fn from_index_masked(index: u32) -> Square {
        Square::ALL[(index & 63) as usize]
    }

    /// The square at the intersection of `file` and `rank`.
    #[must_use]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::ALL[rank as usize * 8 + file as usize]
    }

    /// The index of the square, 0 for a1 to 63 for h8.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file of the square.
    #[must_use]
    pub const fn file(self) -> File {
        File::ALL[self as usize & 7]
    }

    /// The rank of the square.
    #[must_use]
    pub const fn rank(self) -> Rank {
        Rank::ALL[self as usize >> 3]
    }

    /// The square `files` to the right and `ranks` up, if it is on the board.
    #[must_use]
    pub const fn offset(self, files: i32, ranks: i32) -> Option<Square> {
        match (self.file().offset(files), self.rank().offset(ranks)) {
            (Some(f), Some(r)) => Some(Square::from_coords(f, r)),
            _ => None,
        }
    }

    /// The square mirrored top to bottom (a1 becomes a8).
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square::ALL[self as usize ^ 56]
    }

    /// The square mirrored left to right (a1 becomes h1).
    #[must_use]
    pub const fn flip_horizontal(self) -> Square {
        Square::ALL[self as usize ^ 7]
    }

    /// This square as seen from `color`'s side: unchanged for White, mirrored top to bottom for Black.
    #[must_use]
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }

    /// `true` for dark squares (a1 is dark).
    #[must_use]
    pub const fn is_dark(self) -> bool {
        (self.file() as u8 + self.rank() as u8) % 2 == 0
    }

    /// `true` for light squares (h1 is light).
    #[must_use]
    pub const fn is_light(self) -> bool {
        !self.is_dark()
    }

    /// The king distance (Chebyshev distance) between two squares.
    #[must_use]
    pub const fn distance(self, other: Square) -> u32 {
        let f = self.file().distance(other.file());
        let r = self.rank().distance(other.rank());
        if f > r { f } else { r }
    }

    /// Parses a square name from bytes, such as `b"e4"`.
    ///
    /// # Errors
    ///
    /// Returns [`ParseSquareError`] unless the input is exactly a lowercase file letter and a rank digit.
    pub const fn from_ascii(s: &[u8]) -> Result<Square, ParseSquareError> {
        if s.len() != 2 {
            return Err(ParseSquareError);
        }
        match (File::from_char(s[0] as char), Rank::from_char(s[1] as char)) {
            (Some(f), Some(r)) => Ok(Square::from_coords(f, r)),
            _ => Err(ParseSquareError),
        }
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.file().char())?;
        fmt::Write::write_char(f, self.rank().char())
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq as u8
    }
}

impl From<Square> for usize {
    fn from(sq: Square) -> usize {
        sq as usize
    }
}

impl TryFrom<u8> for Square {
    type Error = ParseSquareError;

    fn try_from(index: u8) -> Result<Square, ParseSquareError> {
        Square::try_new(u32::from(index)).ok_or(ParseSquareError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_coordinates_round_trip() {
        for (i, &sq) in Square::ALL.iter().enumerate() {
            assert_eq!(sq.index(), i);
            assert_eq!(Square::from_coords(sq.file(), sq.rank()), sq);
            let name = alloc_free_name(sq);
            assert_eq!(Square::from_ascii(&name), Ok(sq));
        }
        assert_eq!(Square::E4.file(), File::E);
        assert_eq!(Square::E4.rank(), Rank::Fourth);
    }

    fn alloc_free_name(sq: Square) -> [u8; 2] {
        [sq.file().char() as u8, sq.rank().char() as u8]
    }

    #[test]
    fn parse_rejects_bad_names() {
        for bad in ["", "e", "e44", "i1", "a0", "a9", "E4", "4e", " e4"] {
            assert_eq!(bad.parse::<Square>(), Err(ParseSquareError), "{bad}");
        }
        assert_eq!(Square::try_new(64), None);
        assert_eq!(Square::try_from(200u8), Err(ParseSquareError));
        assert_eq!(File::try_new(8), None);
        assert_eq!(Rank::try_new(8), None);
    }

    #[test]
    #[should_panic(expected = "square index out of range")]
    fn new_panics_out_of_range() {
        let _ = Square::new(64);
    }

    #[test]
    fn colors_and_offsets() {
        assert!(Square::A1.is_dark());
        assert!(Square::H1.is_light());
        assert!(Square::H8.is_dark());
        assert_eq!(Square::E2.offset(0, 2), Some(Square::E4));
        assert_eq!(Square::H2.offset(1, 0), None);
        assert_eq!(Square::A1.offset(-1, 0), None);
        assert_eq!(Square::E1.relative_to(Color::Black), Square::E8);
        assert_eq!(Square::A1.distance(Square::H8), 7);
        assert_eq!(Square::B2.flip_horizontal(), Square::G2);
        assert_eq!(Rank::Second.relative_to(Color::Black), Rank::Seventh);
    }
}
