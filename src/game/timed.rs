//! [`Game`] on a clock: timed moves, flag falls and the time forfeit they bring.

use alloc::vec::Vec;
use core::time::Duration;

use super::{Game, GameError, Timing, WithClockError};
use crate::clock::{Clock, ClockError, Press, TimeControl};
use crate::color::Color;
use crate::mv::Move;
use crate::position::Position;
use crate::rules::{Outcome, Termination};

/// What a timed move ([`Game::play_timed`]) did.
///
/// # Examples
///
/// ```
/// use core::time::Duration;
/// use caissa::{Game, Position, TimeControl, Timed};
///
/// let mut game = Game::with_time_control(Position::new(), "10".parse()?);
/// for (san, seconds) in [("e4", 4), ("e5", 3), ("Nf3", 7)] {
///     match game.play_san_timed(san, Duration::from_secs(seconds))? {
///         (_, Timed::InTime) => println!("{san} in time"),
///         (_, Timed::FlagFell(outcome)) => println!("{san} too late: {outcome}"),
///     }
/// }
/// assert_eq!(game.result(), "0-1"); // White had 6 s left for Nf3
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[must_use = "the flag can fall, which ends the game"]
pub enum Timed {
    /// The move was in time and has been played; the clock now runs for the opponent. (The
    /// move may still have ended the game by itself, checkmate for one: see
    /// [`Game::outcome`].)
    InTime,
    /// The mover's flag fell before the move was made: the move was not played and the game
    /// has ended by time forfeit with this outcome, a loss of the mover or, if the opponent
    /// has insufficient material to win, a draw (FIDE 6.9).
    FlagFell(Outcome),
}

/// Playing on a clock.
impl Game {
    /// A game starting from `start` on a new clock following `control`, running for the
    /// side to move in `start` (see [`Clock::with_turn`]). Moves are then made with
    /// [`Game::play_timed`]; see the clock rules on [`Game`].
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Color, Game, Position, TimeControl};
    ///
    /// let game = Game::with_time_control(Position::new(), "300+3".parse()?);
    /// let clock = game.clock().unwrap();
    /// assert_eq!(clock.remaining(Color::Black), Some(Duration::from_secs(300)));
    /// assert_eq!(clock.turn(), Color::White);
    /// # Ok::<_, caissa::ParseTimeControlError>(())
    /// ```
    #[must_use]
    pub fn with_time_control(start: Position, control: TimeControl) -> Game {
        let clock = Clock::with_turn(control, start.turn());
        Game::on_clock(start, clock)
    }

    /// A game starting from `start` on `clock`, as it stands: for a game resumed with the
    /// times and move counts its clock has reached. The clock must run for the side to
    /// move in `start`, and no flag may have fallen. [`Game::undo`] can take the clock back
    /// no further than this start.
    ///
    /// # Errors
    ///
    /// [`WithClockError::WrongTurn`] if the clock runs for the other side,
    /// [`WithClockError::Flagged`] if a flag has fallen.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Clock, Color, Game, Position, TimeControl, WithClockError};
    ///
    /// let mut clock = Clock::new(TimeControl::sudden_death(Duration::from_secs(60)));
    /// let _ = clock.press(Duration::from_secs(10))?; // White moved elsewhere: Black to move
    /// let start = Position::new().play_san("e4")?;
    /// let game = Game::with_clock(start, clock.clone())?;
    /// assert_eq!(game.clock(), Some(&clock));
    ///
    /// let wrong = Game::with_clock(Position::new(), clock);
    /// assert_eq!(
    ///     wrong,
    ///     Err(WithClockError::WrongTurn { clock: Color::Black, position: Color::White })
    /// );
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_clock(start: Position, clock: Clock) -> Result<Game, WithClockError> {
        if let Some(color) = clock.flagged() {
            return Err(WithClockError::Flagged(ClockError::Flagged { color }));
        }
        if clock.turn() != start.turn() {
            return Err(WithClockError::WrongTurn {
                clock: clock.turn(),
                position: start.turn(),
            });
        }
        Ok(Game::on_clock(start, clock))
    }

    fn on_clock(start: Position, clock: Clock) -> Game {
        let mut states = Vec::with_capacity(128);
        states.push(clock.state());
        Game {
            timing: Some(Timing { clock, states }),
            ..Game::from_position(start)
        }
    }

    /// The game's clock, or `None` if the game is not played on one.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Position, TimeControl};
    ///
    /// assert!(Game::new().clock().is_none());
    /// let game = Game::with_time_control(Position::new(), TimeControl::fide_classical());
    /// assert_eq!(game.clock().unwrap().time_control(), &TimeControl::fide_classical());
    /// ```
    #[must_use]
    pub fn clock(&self) -> Option<&Clock> {
        self.timing.as_ref().map(|timing| &timing.clock)
    }

    /// Plays `m`, which took `elapsed` from the start of the mover's turn, pressing the
    /// game's clock ([`Clock::press`]).
    ///
    /// If the move was in time it is played and the clock runs for the opponent:
    /// [`Timed::InTime`]. If it took longer than the mover had, the mover's flag falls, the
    /// move is **not** played and the game ends by time forfeit: [`Timed::FlagFell`] with
    /// the outcome (a loss of the mover, or a draw if the opponent has insufficient
    /// material to win).
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended (after a flag fell, too),
    /// [`GameError::NoClock`] if the game has no clock, [`GameError::Illegal`] if `m` is
    /// not legal. The game is then unchanged and the clock is not pressed: the mover's
    /// time keeps running, so a corrected move later counts from the same start (and
    /// [`Game::check_flag`] tells whether the flag has fallen meanwhile).
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Color, Game, GameError, Move, Position, Square, Termination, Timed};
    ///
    /// let secs = Duration::from_secs;
    /// let mut game = Game::with_time_control(Position::new(), "180+2".parse()?);
    /// let e4 = Move::normal(Square::E2, Square::E4);
    /// assert_eq!(game.play_timed(e4, secs(10))?, Timed::InTime); // 180 - 10 + 2
    /// assert_eq!(game.clock().unwrap().remaining(Color::White), Some(secs(172)));
    ///
    /// // Black thinks for 3 minutes and a second: the flag falls, e5 is not played.
    /// let e5 = Move::normal(Square::E7, Square::E5);
    /// let Timed::FlagFell(outcome) = game.play_timed(e5, secs(181))? else { panic!() };
    /// assert_eq!(outcome.winner, Some(Color::White));
    /// assert_eq!(outcome.termination, Termination::TimeForfeit);
    /// assert_eq!(game.moves(), &[e4]);
    /// assert_eq!(game.play_timed(e5, secs(1)), Err(GameError::GameOver(outcome)));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_timed(&mut self, m: Move, elapsed: Duration) -> Result<Timed, GameError> {
        self.ensure_can_move(true)?;
        let after = self.position().play(m).map_err(|err| self.refusal(err))?;
        self.press_and_push(m, after, elapsed)
    }

    /// Presses the clock for the legal move `m` that leads to `after` and took `elapsed`
    /// (in a game that goes on): plays it if it was in time, ends the game by time forfeit
    /// if not.
    pub(super) fn press_and_push(
        &mut self,
        m: Move,
        after: Position,
        elapsed: Duration,
    ) -> Result<Timed, GameError> {
        let Some(timing) = &mut self.timing else {
            return Err(GameError::NoClock);
        };
        let mover = timing.clock.turn();
        Ok(match timing.clock.press(elapsed) {
            Ok(Press::InTime) => {
                self.push_move(m, &after);
                Timed::InTime
            }
            Ok(Press::FlagFell) => Timed::FlagFell(self.forfeit(mover)),
            // Unreachable: a flag fall ends the game at once, so the clock of a game that
            // goes on has no flag. Should it have one, that flag ends the game.
            Err(ClockError::Flagged { color }) => Timed::FlagFell(self.forfeit(color)),
        })
    }

    /// Lets the flag of the side to move fall if it has thought for more than its time in
    /// `elapsed`, counted from the start of its turn ([`Clock::check_flag`]), without a
    /// move. The game then ends by time forfeit: returns its outcome, a loss of the side to
    /// move or a draw if the opponent has insufficient material to win (FIDE 6.9).
    /// Returns `None` if the side to move is still in time.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended (after a flag fell, too),
    /// [`GameError::NoClock`] if it has no clock. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Color, Game, GameError, Position, TimeControl};
    ///
    /// let secs = Duration::from_secs;
    /// // White has king and knight only: it cannot win, so Black's flag means a draw.
    /// let start = Position::from_fen("4k3/3q4/8/8/8/8/8/4KN2 b - - 0 1")?;
    /// let mut game = Game::with_time_control(start, TimeControl::sudden_death(secs(60)));
    /// assert_eq!(game.check_flag(secs(60))?, None);
    /// let outcome = game.check_flag(secs(60) + Duration::from_nanos(1))?.unwrap();
    /// assert_eq!(outcome.winner, None);
    /// assert_eq!(game.result(), "1/2-1/2");
    /// assert_eq!(game.check_flag(secs(99)), Err(GameError::GameOver(outcome)));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn check_flag(&mut self, elapsed: Duration) -> Result<Option<Outcome>, GameError> {
        // Unlike a move, a check cannot rely on move generation to find a checkmate.
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let Some(timing) = &mut self.timing else {
            return Err(GameError::NoClock);
        };
        Ok(timing
            .clock
            .check_flag(elapsed)
            .map(|color| self.forfeit(color)))
    }

    /// Ends the game by the time forfeit of `color`, whose flag has fallen.
    fn forfeit(&mut self, color: Color) -> Outcome {
        let outcome = self.loss(color, Termination::TimeForfeit);
        self.declare_outcome(outcome, false)
    }
}
