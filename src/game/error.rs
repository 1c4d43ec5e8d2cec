//! The errors of [`Game`]'s operations.

use crate::clock::ClockError;
use crate::color::Color;
use crate::position::PlayError;
use crate::rules::Outcome;
use crate::san::SanError;
use crate::uci::UciError;

#[cfg(doc)]
use super::Game;

/// Why a move or a clock operation of a [`Game`] was refused: [`Game::play`] and the other
/// `play_*` methods, and [`Game::check_flag`].
///
/// The game is unchanged. When several reasons apply, the first in this order is reported:
/// the game is over; the move's timing does not fit the game ([`GameError::Untimed`],
/// [`GameError::NoClock`]); the move is not legal or its text names no legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// The game has already ended, as the outcome says (a time forfeit included: no move is
    /// accepted after a flag fell).
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The move is not legal in the current position.
    #[error(transparent)]
    Illegal(#[from] PlayError),
    /// The SAN text names no single legal move ([`Game::play_san`]).
    #[error(transparent)]
    San(#[from] SanError),
    /// The UCI text names no legal move ([`Game::play_uci`]).
    #[error(transparent)]
    Uci(#[from] UciError),
    /// The game is played on a clock, so every move needs the time it took: use
    /// [`Game::play_timed`] (or [`Game::play_san_timed`], [`Game::play_uci_timed`]).
    #[error("the game is played on a clock: a move needs the time it took")]
    Untimed,
    /// The game has no clock to press or check ([`Game::play_timed`], [`Game::check_flag`]).
    #[error("the game has no clock")]
    NoClock,
}

/// Why a draw claim was refused ([`Game::claim_threefold_repetition`] and the other
/// `claim_*` methods).
///
/// The game is unchanged: the claim is not recorded and a move named with it is not played.
/// (Under FIDE 9.5.3 a move named with an incorrect claim must then be played; that is
/// left to the caller.)
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ClaimError {
    /// The game has already ended, as the outcome says.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The intended move is not legal.
    #[error(transparent)]
    Illegal(#[from] PlayError),
    /// The position (after the intended move, if one was named) has not occurred three
    /// times: `count` times, counting itself.
    #[error("the position has occurred {count} times, not three")]
    NotRepeated {
        /// How often the position has occurred, counting itself.
        count: usize,
    },
    /// The half-move clock (after the intended move, if one was named) has not reached 100.
    #[error("{halfmoves} half-moves without capture or pawn move, not 100")]
    NotFiftyMoves {
        /// The half-move clock of the position the claim is about.
        halfmoves: u32,
    },
    /// Neither draw may be claimed ([`Game::claim_draw`]): the position has occurred only
    /// `count` times and the clock stands at `halfmoves`.
    #[error(
        "no draw to claim: the position has occurred {count} times, {halfmoves} half-moves without capture or pawn move"
    )]
    NoDraw {
        /// How often the position has occurred, counting itself.
        count: usize,
        /// The half-move clock of the position the claim is about.
        halfmoves: u32,
    },
    /// The intended move ends the game by itself (checkmate or stalemate), so there is no
    /// draw to claim: play it instead.
    #[error("the intended move ends the game: {0}")]
    MoveEndsGame(Outcome),
}

/// Why a resignation, draw agreement or time forfeit was refused ([`Game::resign`],
/// [`Game::agree_draw`], [`Game::flag`]). The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EndingError {
    /// The game has already ended, as the outcome says.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// A draw may be agreed only after both players have made a move (FIDE 5.2.3).
    #[error("a draw can be agreed only after both players have moved")]
    TooEarly,
}

/// Why [`Game::with_clock`] refused a clock.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum WithClockError {
    /// The clock runs for one side while the other is to move in the start position.
    #[error("the clock runs for {clock} but {position} is to move")]
    WrongTurn {
        /// The side the clock runs for ([`Clock::turn`](crate::Clock::turn)).
        clock: Color,
        /// The side to move in the start position.
        position: Color,
    },
    /// A flag has already fallen, so the clock has stopped for good.
    #[error(transparent)]
    Flagged(#[from] ClockError),
}
