//! Piece kinds and pieces.

use core::fmt;
use core::ops::{Index, IndexMut};

use crate::color::Color;

/// A kind of piece, without colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Role {
    /// A pawn.
    Pawn,
    /// A knight.
    Knight,
    /// A bishop.
    Bishop,
    /// A rook.
    Rook,
    /// A queen.
    Queen,
    /// A king.
    King,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    /// The number of roles.
    pub const COUNT: usize = 6;

    /// 0 for the pawn to 5 for the king.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase letter: `p`, `n`, `b`, `r`, `q`, `k`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The uppercase letter: `P`, `N`, `B`, `R`, `Q`, `K`.
    #[must_use]
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// Parses a lowercase role letter.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Role> {
        match c {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// Parses an uppercase role letter, as in SAN.
    #[must_use]
    pub const fn from_upper_char(c: char) -> Option<Role> {
        if c.is_ascii_uppercase() {
            Role::from_char(c.to_ascii_lowercase())
        } else {
            None
        }
    }

    /// `true` for the pieces that slide: bishop, rook, queen.
    #[must_use]
    pub const fn is_slider(self) -> bool {
        matches!(self, Role::Bishop | Role::Rook | Role::Queen)
    }

    /// `true` for the roles a pawn may promote to.
    #[must_use]
    pub const fn is_promotion(self) -> bool {
        matches!(self, Role::Knight | Role::Bishop | Role::Rook | Role::Queen)
    }

    /// The piece of this role and `color`.
    #[must_use]
    pub const fn of(self, color: Color) -> Piece {
        Piece { color, role: self }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// A piece: a role and a colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// The FEN letter: uppercase for White, lowercase for Black.
    #[must_use]
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// Parses a FEN piece letter: uppercase for White, lowercase for Black.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c.to_ascii_lowercase()) {
            Some(role) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                },
                role,
            }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// One value per role.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct ByRole<T> {
    pub pawn: T,
    pub knight: T,
    pub bishop: T,
    pub rook: T,
    pub queen: T,
    pub king: T,
}

impl<T> ByRole<T> {
    /// Builds the set by calling `f` for every role, pawn first.
    pub fn new_with<F: FnMut(Role) -> T>(mut f: F) -> ByRole<T> {
        ByRole {
            pawn: f(Role::Pawn),
            knight: f(Role::Knight),
            bishop: f(Role::Bishop),
            rook: f(Role::Rook),
            queen: f(Role::Queen),
            king: f(Role::King),
        }
    }

    /// The value of `role`.
    pub const fn get(&self, role: Role) -> &T {
        match role {
            Role::Pawn => &self.pawn,
            Role::Knight => &self.knight,
            Role::Bishop => &self.bishop,
            Role::Rook => &self.rook,
            Role::Queen => &self.queen,
            Role::King => &self.king,
        }
    }

    /// The value of `role`, mutably.
    pub const fn get_mut(&mut self, role: Role) -> &mut T {
        match role {
            Role::Pawn => &mut self.pawn,
            Role::Knight => &mut self.knight,
            Role::Bishop => &mut self.bishop,
            Role::Rook => &mut self.rook,
            Role::Queen => &mut self.queen,
            Role::King => &mut self.king,
        }
    }
}

impl<T> Index<Role> for ByRole<T> {
    type Output = T;

    fn index(&self, role: Role) -> &T {
        self.get(role)
    }
}

impl<T> IndexMut<Role> for ByRole<T> {
    fn index_mut(&mut self, role: Role) -> &mut T {
        self.get_mut(role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for role in Role::ALL {
            assert_eq!(Role::from_char(role.char()), Some(role));
            assert_eq!(Role::from_upper_char(role.upper_char()), Some(role));
            assert_eq!(Role::from_upper_char(role.char()), None);
            for color in Color::ALL {
                let p = role.of(color);
                assert_eq!(Piece::from_char(p.char()), Some(p));
            }
        }
        assert_eq!(Piece::from_char('x'), None);
        assert_eq!(Piece::from_char('N'), Some(Role::Knight.of(Color::White)));
        assert_eq!(Piece::from_char('n'), Some(Role::Knight.of(Color::Black)));
    }
}
