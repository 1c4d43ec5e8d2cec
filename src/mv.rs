//! Moves and move lists.

use core::fmt;

use arrayvec::ArrayVec;

use crate::castling::CastlingSide;
use crate::role::Role;
use crate::square::Square;

/// The largest number of legal moves any chess position has: 218, reached by
/// `R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1` (Nenad Petrović's composition,
/// shown to be the maximum over all legal positions in 2024).
pub const MAX_LEGAL_MOVES: usize = 218;

/// A list of moves on the stack, large enough for every legal position.
pub type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;

/// What kind of move a [`Move`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Any move that is not one of the others: quiet moves and captures, pawn pushes
    /// included.
    Normal,
    /// A pawn reaching the last rank and becoming a knight, bishop, rook or queen.
    Promotion(Role),
    /// A pawn capturing en passant.
    EnPassant,
    /// Castling to the given side.
    Castle(CastlingSide),
}

const KIND_NORMAL: u16 = 0;
const KIND_EN_PASSANT: u16 = 1;
const KIND_CASTLE: u16 = 2;
// 4 + role index - 1: knight 4, bishop 5, rook 6, queen 7.
const KIND_PROMOTION_BASE: u16 = 3;

/// A move: origin, destination and kind, in two bytes.
///
/// A move names only what identifies it. It does not record which piece moves or what it
/// captures: those are facts of the position it is played in (see
/// [`Position::role_at`](crate::Position) and [`Position::is_capture`](crate::Position::is_capture)).
///
/// Castling is a kind of its own: [`Move::to`] is the square the king ends on (`g1` for
/// White's `O-O`), and [`Move::castling_rook`] names the rook that castles, which is what
/// makes Chess960 castling unambiguous even when the king does not move.
///
/// `Display` writes the move in UCI form for standard chess (`e2e4`, `e7e8q`, `e1g1`).
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Move(u16);

impl Move {
    #[inline(always)]
    const fn pack(from: Square, to: Square, kind: u16) -> Move {
        Move(from as u16 | (to as u16) << 6 | kind << 12)
    }

    /// A move that is not a promotion, en passant capture or castling.
    #[inline(always)]
    #[must_use]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_NORMAL)
    }

    /// A promotion (quiet or capturing) to `role`.
    ///
    /// Such a move is legal only if `role` is a knight, bishop, rook or queen; a move
    /// built with another role is never legal in any position.
    #[inline(always)]
    #[must_use]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        match role {
            Role::Knight | Role::Bishop | Role::Rook | Role::Queen => {
                Move::pack(from, to, KIND_PROMOTION_BASE + role as u16)
            }
            // Pawn and king promotions are unrepresentable as legal moves: encode them as
            // a normal move from a square to itself, which no position accepts.
            Role::Pawn | Role::King => Move::pack(from, from, KIND_NORMAL),
        }
    }

    /// An en passant capture by the pawn on `from` to the empty square `to`.
    #[inline(always)]
    #[must_use]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_EN_PASSANT)
    }

    /// Castling of the king on `king` with the rook on `rook`.
    #[inline(always)]
    #[must_use]
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move::pack(king, rook, KIND_CASTLE)
    }

    /// The square the moving piece leaves (the king's square for castling).
    #[inline(always)]
    #[must_use]
    pub const fn from(self) -> Square {
        Square::from_index_masked(self.0 as u32)
    }

    /// For castling, the rook's square; for every other move, the destination.
    #[inline(always)]
    pub(crate) const fn raw_to(self) -> Square {
        Square::from_index_masked((self.0 >> 6) as u32)
    }

    #[inline(always)]
    pub(crate) const fn raw_kind(self) -> u16 {
        self.0 >> 12
    }

    /// The square the moving piece ends on (for castling: the king's destination, g- or
    /// c-file).
    #[inline]
    #[must_use]
    pub const fn to(self) -> Square {
        if self.raw_kind() == KIND_CASTLE {
            let king = self.from();
            let side = CastlingSide::of_rook(king, self.raw_to());
            Square::from_coords(side.king_to_file(), king.rank())
        } else {
            self.raw_to()
        }
    }

    /// The kind of move.
    #[inline]
    #[must_use]
    pub const fn kind(self) -> MoveKind {
        match self.raw_kind() {
            KIND_NORMAL => MoveKind::Normal,
            KIND_EN_PASSANT => MoveKind::EnPassant,
            KIND_CASTLE => MoveKind::Castle(CastlingSide::of_rook(self.from(), self.raw_to())),
            k => MoveKind::Promotion(Role::ALL[(k - KIND_PROMOTION_BASE) as usize % 6]),
        }
    }

    /// The role a pawn promotes to, if this is a promotion.
    #[inline]
    #[must_use]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind() {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    /// `true` for promotions.
    #[inline(always)]
    #[must_use]
    pub const fn is_promotion(self) -> bool {
        self.raw_kind() > KIND_PROMOTION_BASE
    }

    /// `true` for en passant captures.
    #[inline(always)]
    #[must_use]
    pub const fn is_en_passant(self) -> bool {
        self.raw_kind() == KIND_EN_PASSANT
    }

    /// `true` for castling.
    #[inline(always)]
    #[must_use]
    pub const fn is_castle(self) -> bool {
        self.raw_kind() == KIND_CASTLE
    }

    /// The square of the castling rook, if this is castling.
    #[must_use]
    pub const fn castling_rook(self) -> Option<Square> {
        if self.is_castle() {
            Some(self.raw_to())
        } else {
            None
        }
    }

    /// The side castled to, if this is castling.
    #[must_use]
    pub const fn castling_side(self) -> Option<CastlingSide> {
        match self.kind() {
            MoveKind::Castle(side) => Some(side),
            _ => None,
        }
    }

    /// `true` if `from` and `to` are on the same file and two ranks apart, as a pawn's
    /// double push (whether it is one depends on the piece on `from`).
    #[inline(always)]
    pub(crate) const fn is_double_step(self) -> bool {
        (self.0 as u32 ^ (self.0 as u32 >> 6)) & 63 == 16
    }

    /// The move as two bytes, for compact storage: origin in bits 0-5, destination (the
    /// rook's square for castling) in bits 6-11, kind in bits 12-15.
    #[must_use]
    pub const fn to_u16(self) -> u16 {
        self.0
    }

    /// Rebuilds a move from [`Move::to_u16`]; `None` for values that no move produces.
    #[must_use]
    pub const fn from_u16(bits: u16) -> Option<Move> {
        let kind = bits >> 12;
        if kind == 3 || kind > KIND_PROMOTION_BASE + Role::Queen as u16 {
            return None;
        }
        Some(Move(bits))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion_role() {
            fmt::Write::write_char(f, role.char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Normal => write!(f, "{}{}", self.from(), self.to()),
            MoveKind::Promotion(role) => {
                write!(f, "{}{}={}", self.from(), self.to(), role.upper_char())
            }
            MoveKind::EnPassant => write!(f, "{}{}(ep)", self.from(), self.to()),
            MoveKind::Castle(side) => {
                write!(f, "{}({}, rook {})", side, self.from(), self.raw_to())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips() {
        let m = Move::normal(Square::E2, Square::E4);
        assert_eq!(
            (m.from(), m.to(), m.kind()),
            (Square::E2, Square::E4, MoveKind::Normal)
        );
        assert!(m.is_double_step());
        assert!(!Move::normal(Square::E2, Square::E3).is_double_step());
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            let p = Move::promotion(Square::A7, Square::B8, role);
            assert_eq!(p.promotion_role(), Some(role));
            assert_eq!(p.to(), Square::B8);
            assert_eq!(Move::from_u16(p.to_u16()), Some(p));
        }
        let bad = Move::promotion(Square::A7, Square::A8, Role::King);
        assert_eq!(bad.from(), bad.to());
        let ep = Move::en_passant(Square::E5, Square::D6);
        assert!(ep.is_en_passant());
        assert_eq!(ep.kind(), MoveKind::EnPassant);
        assert_eq!(Move::from_u16(3 << 12), None);
        assert_eq!(core::mem::size_of::<Move>(), 2);
    }

    #[test]
    fn castling_names_king_destination_and_rook() {
        let oo = Move::castle(Square::E1, Square::H1);
        assert_eq!(oo.to(), Square::G1);
        assert_eq!(oo.castling_rook(), Some(Square::H1));
        assert_eq!(oo.kind(), MoveKind::Castle(CastlingSide::KingSide));
        let ooo = Move::castle(Square::E8, Square::A8);
        assert_eq!(ooo.to(), Square::C8);
        assert_eq!(ooo.castling_side(), Some(CastlingSide::QueenSide));
        // Chess960: king on b1, rook on a1: the king moves to c1.
        assert_eq!(Move::castle(Square::B1, Square::A1).to(), Square::C1);
        // King on g1, rook on h1: the king stays.
        assert_eq!(Move::castle(Square::G1, Square::H1).to(), Square::G1);
    }
}
