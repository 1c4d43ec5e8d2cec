//! The fifty-move rule (FIDE 9.3, claimable) and the seventy-five-move rule (FIDE 9.6.2,
//! automatic), read from the half-move clock ([`Position::halfmoves`]: plies since the last
//! capture or pawn move).
//!
//! As in python-chess, a position without legal moves never counts for either rule:
//! checkmate (FIDE 5.1.1, 9.6.2) and stalemate (5.2.1) take precedence, so mate delivered
//! on the 150th ply wins.

use crate::mv::Move;
use crate::position::Position;

/// Half-moves without capture or pawn move after which a draw may be claimed: fifty moves
/// by each player (FIDE 9.3).
pub const FIFTY_MOVES: u32 = 100;

/// Half-moves without capture or pawn move after which the game is drawn automatically:
/// seventy-five moves by each player (FIDE 9.6.2).
pub const SEVENTY_FIVE_MOVES: u32 = 150;

/// `true` if the half-move clock is at least [`FIFTY_MOVES`] and the side to move has a
/// legal move (so the position is neither mate nor stalemate): a draw may be claimed
/// now (FIDE 9.3.2).
///
/// Same as python-chess `Board.is_fifty_moves()`.
///
/// # Examples
///
/// ```
/// use caissa::Position;
/// use caissa::rules::fifty::is_fifty_moves;
///
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")?;
/// assert!(is_fifty_moves(&pos));
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn is_fifty_moves(pos: &Position) -> bool {
    pos.halfmoves() >= FIFTY_MOVES && pos.has_legal_moves()
}

/// `true` if the half-move clock is at least [`SEVENTY_FIVE_MOVES`] and the side to move
/// has a legal move: the game is drawn (FIDE 9.6.2; if the last move checkmated, the mate
/// stands).
///
/// Same as python-chess `Board.is_seventyfive_moves()`.
///
/// # Examples
///
/// ```
/// use caissa::Position;
/// use caissa::rules::fifty::is_seventyfive_moves;
///
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 150 100")?;
/// assert!(is_seventyfive_moves(&pos));
/// // Mate on the 150th ply: the mate counts, not the clock.
/// let mate = Position::from_fen("R3k3/8/4K3/8/8/8/8/8 b - - 150 100")?;
/// assert!(mate.is_checkmate() && !is_seventyfive_moves(&mate));
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn is_seventyfive_moves(pos: &Position) -> bool {
    pos.halfmoves() >= SEVENTY_FIVE_MOVES && pos.has_legal_moves()
}

/// `true` if the side to move may claim a draw by the fifty-move rule: either
/// [`is_fifty_moves`] holds now (FIDE 9.3.2), or some legal move that is neither a capture
/// nor a pawn move brings the clock to [`FIFTY_MOVES`] without ending the game by mate or
/// stalemate (FIDE 9.3.1, the claimant naming that move).
///
/// Same as python-chess `Board.can_claim_fifty_moves()`.
///
/// # Examples
///
/// ```
/// use caissa::Position;
/// use caissa::rules::fifty::can_claim_fifty_moves;
///
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")?;
/// assert!(can_claim_fifty_moves(&pos));
/// let early = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 98 80")?;
/// assert!(!can_claim_fifty_moves(&early));
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn can_claim_fifty_moves(pos: &Position) -> bool {
    if is_fifty_moves(pos) {
        return true;
    }
    if pos.halfmoves().saturating_add(1) < FIFTY_MOVES {
        return false;
    }
    pos.legal_moves()
        .into_iter()
        .any(|m| is_fifty_moves_after(pos, m))
}

/// `true` if playing the legal move `m` leads to a position where [`is_fifty_moves`]
/// holds: the claim of FIDE 9.3.1, judged on the position after the intended move.
///
/// `m` must be legal in `pos`; for other moves the answer is unspecified (but this never
/// panics). Check with [`Position::is_legal`] first when `m` comes from outside.
///
/// # Examples
///
/// ```
/// use caissa::{Move, Position, Square};
/// use caissa::rules::fifty::is_fifty_moves_after;
///
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")?;
/// assert!(is_fifty_moves_after(&pos, Move::normal(Square::A1, Square::A2)));
/// // Mate resolves the game before any claim: Ra8# does not qualify.
/// let mate = Position::from_fen("4k3/8/4K3/8/8/8/8/R7 w - - 99 80")?;
/// assert!(!is_fifty_moves_after(&mate, Move::normal(Square::A1, Square::A8)));
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn is_fifty_moves_after(pos: &Position, m: Move) -> bool {
    if pos.halfmoves().saturating_add(1) < FIFTY_MOVES || pos.is_zeroing(m) {
        return false;
    }
    let mut after = *pos;
    after.play_unchecked(m);
    is_fifty_moves(&after)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn clock_thresholds() {
        assert!(!is_fifty_moves(&pos("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")));
        assert!(is_fifty_moves(&pos("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")));
        assert!(!is_seventyfive_moves(&pos(
            "4k3/8/8/8/8/8/8/R3K3 w - - 149 80"
        )));
        assert!(is_seventyfive_moves(&pos(
            "4k3/8/8/8/8/8/8/R3K3 w - - 150 80"
        )));
        assert!(is_seventyfive_moves(&pos(
            "4k3/8/8/8/8/8/8/R3K3 w - - 400 80"
        )));
    }

    #[test]
    fn no_legal_moves_never_counts() {
        // Stalemate with the clock at 150: stalemate, not the 75-move rule.
        let stalemate = pos("k7/2Q5/1K6/8/8/8/8/8 b - - 150 100");
        assert!(stalemate.is_stalemate());
        assert!(!is_seventyfive_moves(&stalemate));
        assert!(!is_fifty_moves(&stalemate));
        assert!(!can_claim_fifty_moves(&stalemate));
    }

    #[test]
    fn claim_by_intended_move() {
        // Clock 99: a quiet move reaches 100; a capture or pawn move resets it.
        let p = pos("4k3/8/8/8/8/8/P7/R3K2n w - - 99 80");
        assert!(can_claim_fifty_moves(&p));
        assert!(is_fifty_moves_after(
            &p,
            Move::normal(crate::Square::E1, crate::Square::E2)
        ));
        assert!(!is_fifty_moves_after(
            &p,
            Move::normal(crate::Square::A2, crate::Square::A3)
        ));
        // The mating move does not qualify, a quiet king move does.
        let mate = pos("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
        assert!(can_claim_fifty_moves(&mate));
        assert!(!is_fifty_moves_after(
            &mate,
            Move::normal(crate::Square::A1, crate::Square::A8)
        ));
        assert!(is_fifty_moves_after(
            &mate,
            Move::normal(crate::Square::G6, crate::Square::F6)
        ));
    }
}
