//! [`Bitboard`]: a set of squares in one 64-bit word.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use crate::color::Color;
use crate::square::{File, Rank, Square};

/// A set of squares, one bit per square (bit 0 is a1, bit 63 is h8).
///
/// Supports the set operations (`|` union, `&` intersection, `^` symmetric difference,
/// `-` difference, `!` complement), iteration in ascending square order, and shifts.
///
/// ```
/// use caissa::{Bitboard, Square};
///
/// let set = Bitboard::from(Square::E4) | Square::D5;
/// assert!(set.contains(Square::D5));
/// assert_eq!(set.count(), 2);
/// assert_eq!(set.into_iter().collect::<Vec<_>>(), [Square::E4, Square::D5]);
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The dark squares (a1 is dark).
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);
    /// The light squares.
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    /// The four corners.
    pub const CORNERS: Bitboard = Bitboard(0x8100_0000_0000_0081);
    /// The first and eighth ranks.
    pub const BACKRANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);

    /// The set of the single square `sq`.
    #[inline(always)]
    #[must_use]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq as u32)
    }

    /// All squares of `file`.
    #[must_use]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u32)
    }

    /// All squares of `rank`.
    #[must_use]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard(0xff << (8 * rank as u32))
    }

    /// The squares of `color`'s first rank (rank 1 for White, rank 8 for Black).
    #[must_use]
    pub const fn backrank(color: Color) -> Bitboard {
        Bitboard::from_rank(Rank::First.relative_to(color))
    }

    /// `true` if the set holds `sq`.
    #[inline(always)]
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq as u32) != 0
    }

    /// `true` if the set is empty.
    #[inline(always)]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// `true` if the set is not empty.
    #[inline(always)]
    #[must_use]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// The number of squares in the set.
    #[inline(always)]
    #[must_use]
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// `true` if the set has more than one square.
    #[inline(always)]
    #[must_use]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square of the set, if any.
    #[inline(always)]
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_masked(self.0.trailing_zeros()))
        }
    }

    /// The highest square of the set, if any.
    #[inline(always)]
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_masked(63 - self.0.leading_zeros()))
        }
    }

    /// The only square of the set, if it has exactly one.
    #[inline]
    #[must_use]
    pub const fn single_square(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }

    /// Adds `sq`.
    #[inline(always)]
    pub fn add(&mut self, sq: Square) {
        self.0 |= 1 << sq as u32;
    }

    /// Removes `sq`.
    #[inline(always)]
    pub fn discard(&mut self, sq: Square) {
        self.0 &= !(1 << sq as u32);
    }

    /// Adds `sq` if `on`, removes it otherwise.
    #[inline]
    pub fn set(&mut self, sq: Square, on: bool) {
        if on { self.add(sq) } else { self.discard(sq) }
    }

    /// Toggles `sq`.
    #[inline(always)]
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= 1 << sq as u32;
    }

    /// Removes and returns the lowest square.
    #[inline(always)]
    pub fn pop_first(&mut self) -> Option<Square> {
        let sq = self.first();
        self.0 &= self.0.wrapping_sub(1);
        sq
    }

    /// `true` if every square of `self` is in `other`.
    #[must_use]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// `true` if the two sets share no square.
    #[must_use]
    pub const fn is_disjoint(self, other: Bitboard) -> bool {
        self.0 & other.0 == 0
    }

    /// The set moved `n` ranks up (towards the eighth); squares pushed off the board vanish.
    #[inline(always)]
    #[must_use]
    pub const fn shift_up(self, n: u32) -> Bitboard {
        Bitboard(self.0 << n.wrapping_mul(8))
    }

    /// The set moved `n` ranks down (towards the first); squares pushed off the board vanish.
    #[inline(always)]
    #[must_use]
    pub const fn shift_down(self, n: u32) -> Bitboard {
        Bitboard(self.0 >> n.wrapping_mul(8))
    }

    /// The set moved one rank forward from `color`'s point of view.
    #[inline(always)]
    #[must_use]
    pub const fn forward(self, color: Color) -> Bitboard {
        match color {
            Color::White => Bitboard(self.0 << 8),
            Color::Black => Bitboard(self.0 >> 8),
        }
    }

    /// The set moved one file to the right (towards h); the h-file vanishes.
    #[inline(always)]
    #[must_use]
    pub const fn shift_right(self) -> Bitboard {
        Bitboard((self.0 & !0x8080_8080_8080_8080) << 1)
    }

    /// The set moved one file to the left (towards a); the a-file vanishes.
    #[inline(always)]
    #[must_use]
    pub const fn shift_left(self) -> Bitboard {
        Bitboard((self.0 & !0x0101_0101_0101_0101) >> 1)
    }

    /// The set mirrored top to bottom.
    #[must_use]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// An iterator over the squares, lowest first.
    #[must_use]
    pub const fn iter(self) -> IntoIter {
        IntoIter(self)
    }
}

impl From<Square> for Bitboard {
    #[inline(always)]
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

impl From<File> for Bitboard {
    fn from(file: File) -> Bitboard {
        Bitboard::from_file(file)
    }
}

impl From<Rank> for Bitboard {
    fn from(rank: Rank) -> Bitboard {
        Bitboard::from_rank(rank)
    }
}

impl From<u64> for Bitboard {
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    fn from(bb: Bitboard) -> u64 {
        bb.0
    }
}

macro_rules! binop {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl<T: Into<Bitboard>> $trait<T> for Bitboard {
            type Output = Bitboard;

            #[inline(always)]
            fn $method(self, rhs: T) -> Bitboard {
                Bitboard(self.0 $op rhs.into().0)
            }
        }

        impl<T: Into<Bitboard>> $assign_trait<T> for Bitboard {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: T) {
                self.0 = self.0 $op rhs.into().0;
            }
        }
    };
}

binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl<T: Into<Bitboard>> Sub<T> for Bitboard {
    type Output = Bitboard;

    /// Set difference: the squares of `self` that are not in `rhs`.
    #[inline(always)]
    fn sub(self, rhs: T) -> Bitboard {
        Bitboard(self.0 & !rhs.into().0)
    }
}

impl<T: Into<Bitboard>> SubAssign<T> for Bitboard {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: T) {
        self.0 &= !rhs.into().0;
    }
}

impl Not for Bitboard {
    type Output = Bitboard;

    #[inline(always)]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Iterator over the squares of a [`Bitboard`], lowest first.
#[derive(Clone, Debug)]
pub struct IntoIter(Bitboard);

impl Iterator for IntoIter {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        self.0.pop_first()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count();
        (n, Some(n))
    }
}

impl DoubleEndedIterator for IntoIter {
    fn next_back(&mut self) -> Option<Square> {
        let sq = self.0.last()?;
        self.0.discard(sq);
        Some(sq)
    }
}

impl ExactSizeIterator for IntoIter {}
impl FusedIterator for IntoIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = IntoIter;

    #[inline(always)]
    fn into_iter(self) -> IntoIter {
        IntoIter(self)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for sq in iter {
            bb.add(sq);
        }
        bb
    }
}

impl Extend<Square> for Bitboard {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, iter: I) {
        for sq in iter {
            self.add(sq);
        }
    }
}

/// Shows the set as a hex word, like `Bitboard(0x0000000000000081)`.
impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

/// Draws the set as an 8x8 picture, rank 8 first: `1` for a member, `.` otherwise.
impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            for file in File::ALL {
                let c = if self.contains(Square::from_coords(file, *rank)) {
                    '1'
                } else {
                    '.'
                };
                fmt::Write::write_char(f, c)?;
                if file != File::H {
                    fmt::Write::write_char(f, ' ')?;
                }
            }
            fmt::Write::write_char(f, '\n')?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let a = Bitboard::from(Square::A1) | Square::B2 | Square::C3;
        let b = Bitboard::from(Square::B2) | Square::H8;
        assert_eq!((a & b).count(), 1);
        assert_eq!((a | b).count(), 4);
        assert_eq!((a ^ b).count(), 3);
        assert_eq!(a - b, Bitboard::from(Square::A1) | Square::C3);
        assert!(!(a - b).contains(Square::B2));
        assert_eq!((!a).count(), 61);
        assert_eq!(a.first(), Some(Square::A1));
        assert_eq!(a.last(), Some(Square::C3));
        assert!(a.more_than_one());
        assert_eq!(Bitboard::from(Square::E4).single_square(), Some(Square::E4));
        assert_eq!(a.single_square(), None);
        assert_eq!(a.iter().rev().collect::<Bitboard>(), a);
    }

    #[test]
    fn shifts_do_not_wrap() {
        let h = Bitboard::from_file(File::H);
        assert!(h.shift_right().is_empty());
        assert_eq!(h.shift_left(), Bitboard::from_file(File::G));
        assert!(Bitboard::from_file(File::A).shift_left().is_empty());
        assert!(Bitboard::from_rank(Rank::Eighth).shift_up(1).is_empty());
        assert_eq!(
            Bitboard::from_rank(Rank::Second).forward(Color::Black),
            Bitboard::from_rank(Rank::First)
        );
        assert_eq!(Bitboard::DARK_SQUARES.count(), 32);
        assert!(Bitboard::DARK_SQUARES.iter().all(Square::is_dark));
    }
}
