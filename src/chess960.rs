//! The 960 starting positions of Chess960, by Scharnagl number.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::CastlingMode;
use crate::color::Color;
use crate::position::Position;
use crate::role::Role;
use crate::square::{File, Rank, Square};

/// Where the two knights go among the five squares left after bishops and queen, in
/// Scharnagl's order.
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank of Chess960 start position `n` (0..960), a-file first.
pub(crate) fn back_rank(n: u32) -> Option<[Role; 8]> {
    if n >= 960 {
        return None;
    }
    let mut rank: [Option<Role>; 8] = [None; 8];
    let mut n = n as usize;
    rank[2 * (n % 4) + 1] = Some(Role::Bishop);
    n /= 4;
    rank[2 * (n % 4)] = Some(Role::Bishop);
    n /= 4;
    let place = |rank: &mut [Option<Role>; 8], index: usize, role: Role| {
        let file = (0..8)
            .filter(|&f| rank[f].is_none())
            .nth(index)
            .unwrap_or(0);
        rank[file] = Some(role);
    };
    place(&mut rank, n % 6, Role::Queen);
    n /= 6;
    let (a, b) = KNIGHTS[n % 10];
    // Place the second knight first so that the first one's index is not shifted.
    place(&mut rank, b, Role::Knight);
    place(&mut rank, a, Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        place(&mut rank, 0, role);
    }
    let mut out = [Role::Pawn; 8];
    for (o, r) in out.iter_mut().zip(rank) {
        *o = r?;
    }
    Some(out)
}

impl Position {
    /// The Chess960 start position with Scharnagl number `n` (0 to 959), in
    /// [`CastlingMode::Chess960`] with all four castling rights. Number 518 is the standard
    /// start position. `None` if `n >= 960`.
    ///
    /// ```
    /// use caissa::Position;
    ///
    /// let pos = Position::chess960(0).unwrap();
    /// assert_eq!(pos.to_string(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert_eq!(Position::chess960(518).unwrap().board(), Position::new().board());
    /// assert!(Position::chess960(960).is_none());
    /// ```
    #[must_use]
    pub fn chess960(n: u32) -> Option<Position> {
        let roles = back_rank(n)?;
        let mut board = Board::empty();
        let mut castling = Bitboard::EMPTY;
        for (file, role) in File::ALL.into_iter().zip(roles) {
            for color in Color::ALL {
                let back = Square::from_coords(file, Rank::First.relative_to(color));
                let front = Square::from_coords(file, Rank::Second.relative_to(color));
                board.put(role.of(color), back);
                board.put(Role::Pawn.of(color), front);
                if role == Role::Rook {
                    castling.add(back);
                }
            }
        }
        let mut pos = Position::new();
        pos.board = board;
        pos.castling = castling;
        pos.mode = CastlingMode::Chess960;
        pos.update_checkers_and_pins();
        Some(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    #[test]
    fn all_960_are_distinct_and_valid() {
        let mut seen = [[Role::Pawn; 8]; 960];
        for n in 0..960 {
            let rank = back_rank(n).unwrap();
            // Bishops on opposite colours, king between the rooks.
            let bishops: Vec<usize> = (0..8).filter(|&f| rank[f] == Role::Bishop).collect();
            assert_eq!(bishops.len(), 2);
            assert_ne!(bishops[0] % 2, bishops[1] % 2);
            let rooks: Vec<usize> = (0..8).filter(|&f| rank[f] == Role::Rook).collect();
            let king = (0..8).find(|&f| rank[f] == Role::King).unwrap();
            assert!(rooks[0] < king && king < rooks[1]);
            assert_eq!((0..8).filter(|&f| rank[f] == Role::Knight).count(), 2);
            assert!(!seen[..n as usize].contains(&rank), "{n} repeats");
            seen[n as usize] = rank;
            let pos = Position::chess960(n).unwrap();
            assert_eq!(
                Position::from_setup(pos.to_setup(), CastlingMode::Chess960).unwrap(),
                pos
            );
            assert_eq!(pos.legal_moves().len(), pos.count_legal_moves());
        }
        assert_eq!(
            back_rank(518).unwrap(),
            [
                Role::Rook,
                Role::Knight,
                Role::Bishop,
                Role::Queen,
                Role::King,
                Role::Bishop,
                Role::Knight,
                Role::Rook
            ]
        );
        assert!(back_rank(960).is_none());
    }
}
