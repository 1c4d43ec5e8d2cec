//! The two sides.

use core::fmt;
use core::ops::{Index, IndexMut, Not};

/// A side: White or Black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    /// The side that moves first.
    White,
    /// The side that moves second.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];
    /// The number of colours.
    pub const COUNT: usize = 2;

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `true` for White.
    #[must_use]
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }

    /// `true` for Black.
    #[must_use]
    pub const fn is_black(self) -> bool {
        matches!(self, Color::Black)
    }

    /// Picks `white` for White and `black` for Black.
    #[must_use]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// The FEN letter: `'w'` or `'b'`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Parses a FEN side-to-move letter, `'w'` or `'b'`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// The English name, `"white"` or `"black"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A pair of values, one per colour.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Builds the pair by calling `f` for White, then for Black.
    pub fn new_with<F: FnMut(Color) -> T>(mut f: F) -> ByColor<T> {
        let white = f(Color::White);
        ByColor {
            white,
            black: f(Color::Black),
        }
    }

    /// The value of `color`.
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value of `color`, mutably.
    pub const fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Applies `f` to both values.
    pub fn map<U, F: FnMut(T) -> U>(self, mut f: F) -> ByColor<U> {
        ByColor {
            white: f(self.white),
            black: f(self.black),
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;

    fn index(&self, color: Color) -> &T {
        self.get(color)
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, color: Color) -> &mut T {
        self.get_mut(color)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_and_chars() {
        assert_eq!(!Color::White, Color::Black);
        assert_eq!(Color::Black.other(), Color::White);
        for c in Color::ALL {
            assert_eq!(Color::from_char(c.char()), Some(c));
        }
        assert_eq!(Color::from_char('W'), None);
        let mut pair = ByColor { white: 1, black: 2 };
        pair[Color::Black] += 5;
        assert_eq!(pair[Color::Black], 7);
        assert_eq!(
            pair.map(|x| x * 2),
            ByColor {
                white: 2,
                black: 14
            }
        );
    }
}
