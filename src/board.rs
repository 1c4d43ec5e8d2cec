//! [`Board`]: piece placement only.

use core::fmt;

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::color::{ByColor, Color};
use crate::role::{ByRole, Piece, Role};
use crate::square::{File, Rank, Square};

/// Where the pieces stand, and nothing else: no side to move, rights or clocks.
///
/// Kept as one bitboard per role and one per colour, so that a [`Board`] is 64 bytes and
/// cheap to copy.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    /// A board without pieces.
    #[must_use]
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The standard starting placement.
    #[must_use]
    pub const fn new() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
        }
    }

    /// All occupied squares.
    #[inline(always)]
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.by_color[0].0 | self.by_color[1].0)
    }

    /// The squares of `color`'s pieces.
    #[inline(always)]
    #[must_use]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// The squares of the pieces of `role`, both colours.
    #[inline(always)]
    #[must_use]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// The squares of `piece`.
    #[inline(always)]
    #[must_use]
    pub const fn by_piece(&self, piece: Piece) -> Bitboard {
        Bitboard(self.by_role[piece.role as usize].0 & self.by_color[piece.color as usize].0)
    }

    /// Pawns of both colours.
    #[inline(always)]
    #[must_use]
    pub const fn pawns(&self) -> Bitboard {
        self.by_role(Role::Pawn)
    }

    /// Knights of both colours.
    #[inline(always)]
    #[must_use]
    pub const fn knights(&self) -> Bitboard {
        self.by_role(Role::Knight)
    }

    /// Bishops of both colours.
    #[inline(always)]
    #[must_use]
    pub const fn bishops(&self) -> Bitboard {
        self.by_role(Role::Bishop)
    }

    /// Rooks of both colours.
    #[inline(always)]
    #[must_use]
    pub const fn rooks(&self) -> Bitboard {
        self.by_role(Role::Rook)
    }

    /// Queens of both colours.
    #[inline(always)]
    #[must_use]
    pub const fn queens(&self) -> Bitboard {
        self.by_role(Role::Queen)
    }

    /// Kings of both colours.
    #[inline(always)]
    #[must_use]
    pub const fn kings(&self) -> Bitboard {
        self.by_role(Role::King)
    }

    /// Rooks and queens: the pieces that slide along ranks and files.
    #[inline(always)]
    #[must_use]
    pub const fn rooks_and_queens(&self) -> Bitboard {
        Bitboard(self.by_role[Role::Rook as usize].0 | self.by_role[Role::Queen as usize].0)
    }

    /// Bishops and queens: the pieces that slide along diagonals.
    #[inline(always)]
    #[must_use]
    pub const fn bishops_and_queens(&self) -> Bitboard {
        Bitboard(self.by_role[Role::Bishop as usize].0 | self.by_role[Role::Queen as usize].0)
    }

    /// The square of `color`'s king (the lowest, should there be several), if any.
    #[inline]
    #[must_use]
    pub const fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece {
            color,
            role: Role::King,
        })
        .first()
    }

    /// The colour of the piece on `sq`, if any.
    #[inline]
    #[must_use]
    pub const fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|&role| self.by_role(role).contains(sq))
    }

    /// The piece on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece {
            color: self.color_at(sq)?,
            role: self.role_at(sq)?,
        })
    }

    /// Removes and returns the piece on `sq`, if any.
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.discard(piece, sq);
        Some(piece)
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.remove_piece_at(sq);
        self.put(piece, sq);
    }

    /// Adds `piece` on the empty square `sq` (no check that it is empty).
    #[inline(always)]
    pub(crate) fn put(&mut self, piece: Piece, sq: Square) {
        self.by_role[piece.role as usize].add(sq);
        self.by_color[piece.color as usize].add(sq);
    }

    /// Removes `piece` from `sq`, where it is known to stand.
    #[inline(always)]
    pub(crate) fn discard(&mut self, piece: Piece, sq: Square) {
        self.by_role[piece.role as usize].discard(sq);
        self.by_color[piece.color as usize].discard(sq);
    }

    /// Moves `piece` from `from` to the empty square `to`.
    #[inline(always)]
    pub(crate) fn shift(&mut self, piece: Piece, from: Square, to: Square) {
        let bits = Bitboard::from(from) | to;
        self.by_role[piece.role as usize] ^= bits;
        self.by_color[piece.color as usize] ^= bits;
    }

    /// The pieces of `attacker` that attack `sq`, with `occupied` as the blockers.
    #[inline]
    #[must_use]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        ((attacks::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (attacks::knight_attacks(sq) & self.knights())
            | (attacks::king_attacks(sq) & self.kings())
            | (attacks::pawn_attacks(attacker.other(), sq) & self.pawns()))
            & them
    }

    /// `true` if any piece of `attacker` attacks `sq`, with `occupied` as the blockers.
    #[inline]
    #[must_use]
    pub fn is_attacked(&self, sq: Square, attacker: Color, occupied: Bitboard) -> bool {
        let them = self.by_color(attacker);
        (attacks::knight_attacks(sq) & self.knights() & them).any()
            || (attacks::pawn_attacks(attacker.other(), sq) & self.pawns() & them).any()
            || (attacks::king_attacks(sq) & self.kings() & them).any()
            || (attacks::rook_attacks(sq, occupied) & self.rooks_and_queens() & them).any()
            || (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens() & them).any()
    }

    /// The number of pieces of each role and colour.
    #[must_use]
    pub fn material(&self) -> ByColor<ByRole<u8>> {
        ByColor::new_with(|color| {
            ByRole::new_with(|role| self.by_piece(role.of(color)).count() as u8)
        })
    }

    /// The board mirrored top to bottom with colours swapped (the same position seen from
    /// the other side).
    #[must_use]
    pub fn flip_colors(&self) -> Board {
        let mut out = Board::empty();
        for role in Role::ALL {
            out.by_role[role as usize] = self.by_role(role).flip_vertical();
        }
        out.by_color = [
            self.by_color[1].flip_vertical(),
            self.by_color[0].flip_vertical(),
        ];
        out
    }

    /// Iterates over the pieces, lowest square first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(|sq| Some((sq, self.piece_at(sq)?)))
    }
}

impl Default for Board {
    /// The standard starting placement.
    fn default() -> Board {
        Board::new()
    }
}

/// Writes the board part of a FEN, like `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, rank) in Rank::ALL.iter().rev().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, *rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        fmt::Write::write_char(f, piece.char())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        Ok(())
    }
}

/// Draws the board as an 8x8 grid, rank 8 first, with FEN letters and `.` for empty squares.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            for file in File::ALL {
                let c = self
                    .piece_at(Square::from_coords(file, *rank))
                    .map_or('.', Piece::char);
                fmt::Write::write_char(f, c)?;
                if file != File::H {
                    f.write_str(" ")?;
                }
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_board() {
        let b = Board::new();
        assert_eq!(b.occupied().count(), 32);
        assert_eq!(b.piece_at(Square::E1), Some(Role::King.of(Color::White)));
        assert_eq!(b.piece_at(Square::D8), Some(Role::Queen.of(Color::Black)));
        assert_eq!(b.piece_at(Square::E4), None);
        assert_eq!(b.king_of(Color::Black), Some(Square::E8));
        assert_eq!(b.flip_colors(), b);
        let m = b.material();
        assert_eq!(m.white.pawn, 8);
        assert_eq!(m.black.knight, 2);
    }

    #[test]
    fn attackers() {
        let b = Board::new();
        let occ = b.occupied();
        assert_eq!(
            b.attackers_to(Square::F3, Color::White, occ),
            Bitboard::from(Square::G1) | Square::E2 | Square::G2
        );
        assert!(!b.is_attacked(Square::E4, Color::White, occ));
        assert!(b.is_attacked(Square::E3, Color::White, occ));
    }

    #[test]
    fn set_and_remove() {
        let mut b = Board::empty();
        b.set_piece_at(Square::E4, Role::Queen.of(Color::White));
        b.set_piece_at(Square::E4, Role::Knight.of(Color::Black));
        assert_eq!(b.piece_at(Square::E4), Some(Role::Knight.of(Color::Black)));
        assert_eq!(b.occupied().count(), 1);
        assert_eq!(
            b.remove_piece_at(Square::E4),
            Some(Role::Knight.of(Color::Black))
        );
        assert_eq!(b, Board::empty());
    }
}
