//! [`Game`]: a game being played, with its history, outcome, draw claims and the other
//! endings, and optionally a clock.

mod endings;
mod error;
mod notation;
mod timed;

use alloc::vec::Vec;

pub use self::error::{ClaimError, EndingError, GameError, WithClockError};
pub use self::timed::Timed;
use crate::clock::{Clock, ClockState};
use crate::fen::FenError;
use crate::mv::Move;
use crate::position::Position;
use crate::rules::repetition::RepetitionHistory;
use crate::rules::{self, Outcome, fifty, material};
use crate::zobrist;

/// A game: the start position, the moves played, every position reached with its
/// [repetition key](zobrist::repetition_key), and how the game ended, if it has.
///
/// # Endings
///
/// [`Game::outcome`] reports the end of the game. The automatic endings are applied after
/// every move, in python-chess order: checkmate, insufficient material, stalemate, the
/// seventy-five-move rule, fivefold repetition ([`rules::outcome`]). The draws by threefold
/// repetition and by the fifty-move rule are not automatic: the side to move claims them
/// ([`Game::claim_threefold_repetition`], [`Game::claim_fifty_moves`], and the variants
/// that name the intended move). Resignation, agreement and time forfeit are declared with
/// [`Game::resign`], [`Game::agree_draw`] and [`Game::flag`].
///
/// Once the game has ended no move can be played ([`GameError::GameOver`]) and nothing
/// more can be declared or claimed; [`Game::undo`] takes back moves and declarations.
///
/// # Notation
///
/// Moves can be given as SAN ([`Game::play_san`]) or UCI ([`Game::play_uci`]), and the
/// moves played read back as SAN ([`Game::san_moves`], [`Game::san_line`]).
///
/// # Clock
///
/// A game may be played on a [`Clock`] ([`Game::with_time_control`],
/// [`Game::with_clock`]). Every move then says how long it took ([`Game::play_timed`]),
/// which presses the clock for the mover; an untimed move is refused
/// ([`GameError::Untimed`]), so the clock cannot silently fall behind the board. If the
/// mover's flag falls, the move is not played and the game ends by time forfeit
/// ([`rules::Termination::TimeForfeit`]): the flagged side loses, or the game is drawn
/// if the opponent has insufficient material to win (FIDE 6.9), as in [`Game::flag`].
/// [`Game::check_flag`] lets the flag of the side to move fall while it is still thinking.
///
/// Only the side whose clock runs can flag, and the clock stops at the first flag, so
/// "both flags fallen" cannot happen: the game is over at the first flag and every later
/// move, press or check is refused with [`GameError::GameOver`]. Likewise, once the game
/// has ended otherwise (checkmate, a claim, a resignation...) the clock is never pressed
/// again.
///
/// [`Game::undo`] restores the clock exactly: taking back a move gives back the time it
/// took and any bonus it earned, taking back a flag fall puts the clock back as it was
/// before. A claim that names its move ([`Game::claim_threefold_repetition_with`] and the
/// like) records the move without pressing the clock: under FIDE 9.2.1 and 9.3.1 the
/// claimant stops the clocks instead of making the move. Resignations, agreements and
/// [`Game::flag`] leave the clock as it is.
///
/// # Repetitions
///
/// Positions are compared by repetition key, which follows FIDE 9.2.3 (same side to move,
/// placement, castling rights, and en passant *possibility*). Each move stores the number
/// of times its position has occurred, found by stepping back two plies at a time no
/// further than the half-move clock allows and stopping at the most recent occurrence
/// (see [`RepetitionHistory`]); the game is never replayed. Positions before the start
/// position (a game set up from a FEN) are unknown and not counted.
///
/// # Examples
///
/// ```
/// use caissa::{Game, Move, Square, Termination};
///
/// let mut game = Game::new();
/// // 1. Nf3 Nf6 2. Ng1 Ng8, twice: the start position occurs for the third time.
/// for _ in 0..2 {
///     game.play(Move::normal(Square::G1, Square::F3))?;
///     game.play(Move::normal(Square::G8, Square::F6))?;
///     game.play(Move::normal(Square::F3, Square::G1))?;
///     game.play(Move::normal(Square::F6, Square::G8))?;
/// }
/// assert_eq!(game.repetitions(), 3);
/// assert_eq!(game.outcome(), None);
/// assert!(game.can_claim_threefold_repetition());
///
/// let outcome = game.claim_threefold_repetition()?;
/// assert_eq!(outcome.termination, Termination::ThreefoldRepetition);
/// assert_eq!(game.result(), "1/2-1/2");
/// assert!(game.play(Move::normal(Square::G1, Square::F3)).is_err());
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Every position reached, the start first, the current last: never empty.
    positions: Vec<Position>,
    /// The moves played: `moves[i]` leads from `positions[i]` to `positions[i + 1]`.
    moves: Vec<Move>,
    /// The repetition keys of `positions`, with occurrence counts.
    repetitions: RepetitionHistory,
    /// An ending declared or claimed (never an automatic one: those follow from the position).
    declared: Option<Declared>,
    /// The clock, if the game is played on one.
    timing: Option<Timing>,
}

/// A game's clock and its history.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Timing {
    clock: Clock,
    /// The clock's state at the start and after every move: one more than the moves, the
    /// last equal to `clock` unless a flag has fallen since. Taking back a move or a flag
    /// fall restores the last one.
    states: Vec<ClockState>,
}

/// A declared ending, and whether it came with a move (a claim naming its move).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Declared {
    outcome: Outcome,
    with_move: bool,
}

/// What [`Game::undo`] took back.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Undone {
    /// A move.
    Move(Move),
    /// A declared ending (resignation, agreement, time forfeit) or a claim that named no
    /// move. The position is unchanged.
    Ending(Outcome),
    /// A successful claim that named its move: the claim and the move. (If that move
    /// ended the game by an automatic rule, such as a fivefold repetition, the automatic
    /// ending stands instead of the claim, and the move is taken back as
    /// [`Undone::Move`].)
    Claim {
        /// The move played with the claim.
        mv: Move,
        /// The ending the claim produced.
        outcome: Outcome,
    },
}

impl Game {
    /// A game from the standard starting position.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Position};
    ///
    /// let game = Game::new();
    /// assert_eq!(game.position(), &Position::new());
    /// assert!(game.moves().is_empty());
    /// ```
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::new())
    }

    /// A game starting from `start` (any legal position, Chess960 included). Nothing
    /// before it is known: its earlier occurrences, if any, do not count for repetitions.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Position};
    ///
    /// let start = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")?;
    /// let game = Game::from_position(start);
    /// assert_eq!(game.start_position(), &start);
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        let mut positions = Vec::with_capacity(128);
        positions.push(start);
        Game {
            positions,
            moves: Vec::with_capacity(128),
            repetitions: RepetitionHistory::new(zobrist::repetition_key(&start)),
            declared: None,
            timing: None,
        }
    }

    /// A game starting from the standard-chess position given as FEN.
    ///
    /// # Errors
    ///
    /// As [`Position::from_fen`]: the text is not a FEN, or not a legal position.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Game;
    ///
    /// let game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")?;
    /// assert_eq!(game.position().halfmoves(), 0);
    /// assert!(Game::from_fen("not a fen").is_err());
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen)?))
    }

    /// The current position.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Game, Move, Square};
    ///
    /// let mut game = Game::new();
    /// game.play(Move::normal(Square::E2, Square::E4))?;
    /// assert_eq!(game.position().turn(), Color::Black);
    /// # Ok::<_, caissa::GameError>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn position(&self) -> &Position {
        // `positions` is never empty; the fallback is unreachable.
        self.positions.last().unwrap_or(&START)
    }

    /// The position the game started from.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Position};
    ///
    /// assert_eq!(Game::new().start_position(), &Position::new());
    /// ```
    #[must_use]
    pub fn start_position(&self) -> &Position {
        self.positions.first().unwrap_or(&START)
    }

    /// The moves played, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Move, Square};
    ///
    /// let mut game = Game::new();
    /// let e4 = Move::normal(Square::E2, Square::E4);
    /// game.play(e4)?;
    /// assert_eq!(game.moves(), &[e4]);
    /// # Ok::<_, caissa::GameError>(())
    /// ```
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position reached, the start position first and the current one last: one
    /// more than [`Game::moves`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Move, Square};
    ///
    /// let mut game = Game::new();
    /// game.play(Move::normal(Square::E2, Square::E4))?;
    /// assert_eq!(game.positions().len(), 2);
    /// assert_eq!(game.positions()[1], *game.position());
    /// # Ok::<_, caissa::GameError>(())
    /// ```
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The [repetition keys](zobrist::repetition_key) of [`Game::positions`], in the same
    /// order.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, zobrist};
    ///
    /// let game = Game::new();
    /// assert_eq!(game.keys(), &[zobrist::repetition_key(game.position())]);
    /// ```
    #[must_use]
    pub fn keys(&self) -> &[u64] {
        self.repetitions.keys()
    }

    /// The [repetition key](zobrist::repetition_key) of the current position (FIDE 9.2.3
    /// identity: the en passant file only if a capture is legal).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, zobrist};
    ///
    /// let game = Game::new();
    /// assert_eq!(game.repetition_key(), zobrist::repetition_key(game.position()));
    /// ```
    #[must_use]
    pub fn repetition_key(&self) -> u64 {
        self.repetitions.last_key()
    }

    /// The Polyglot [Zobrist key](zobrist::hash) of the current position, for opening
    /// books (the en passant file whenever a pawn stands ready to capture).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Game;
    ///
    /// assert_eq!(Game::new().zobrist_hash(), 0x463b_9618_1691_fc9c);
    /// ```
    #[must_use]
    pub fn zobrist_hash(&self) -> u64 {
        zobrist::hash_from_repetition_key(self.repetition_key(), self.position())
    }

    /// How often the current position has occurred in this game, counting itself: 1 the
    /// first time, 3 for a threefold repetition, 5 for a fivefold one. Constant time.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Move, Square};
    ///
    /// let mut game = Game::new();
    /// assert_eq!(game.repetitions(), 1);
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8)] {
    ///     game.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(game.repetitions(), 2);
    /// # Ok::<_, caissa::GameError>(())
    /// ```
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.repetitions.count()
    }

    /// Plays `m`.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended (by an automatic rule or a
    /// declaration), [`GameError::Untimed`] if the game is played on a clock (use
    /// [`Game::play_timed`]), [`GameError::Illegal`] if `m` is not legal. The game is then
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, GameError, Move, Square, Termination};
    ///
    /// let mut game = Game::new();
    /// for (from, to) in [(Square::F2, Square::F3), (Square::E7, Square::E5),
    ///                    (Square::G2, Square::G4), (Square::D8, Square::H4)] {
    ///     game.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(game.outcome().unwrap().termination, Termination::Checkmate);
    /// let err = game.play(Move::normal(Square::A2, Square::A3)).unwrap_err();
    /// assert!(matches!(err, GameError::GameOver(_)));
    /// # Ok::<_, GameError>(())
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        self.ensure_can_move(false)?;
        let pos = self.position();
        if !pos.is_legal(m) {
            return Err(self.refusal(pos.play_error(m)));
        }
        // One copy, played in place and pushed by reference: passing positions by value
        // through `Result`s cost more than the move itself (criterion, `play/game`).
        let mut after = *pos;
        after.play_unchecked(m);
        self.push_move(m, &after);
        Ok(())
    }

    /// Fails unless a move can be made now: the game goes on, and the move is timed if and
    /// only if the game has a clock. Needs no move generation while the game goes on.
    #[inline]
    fn ensure_can_move(&self, timed: bool) -> Result<(), GameError> {
        if let Some(outcome) = self.ended_without_movegen() {
            return Err(GameError::GameOver(outcome));
        }
        if self.timing.is_some() != timed {
            let wrong = if timed {
                GameError::NoClock
            } else {
                GameError::Untimed
            };
            return Err(self.refusal(wrong));
        }
        Ok(())
    }

    /// The error for a refused move: [`GameError::GameOver`] if the position is mate or
    /// stalemate (there is no legal move at all), else `err`.
    #[cold]
    fn refusal(&self, err: impl Into<GameError>) -> GameError {
        match self.outcome() {
            Some(outcome) => GameError::GameOver(outcome),
            None => err.into(),
        }
    }

    /// Appends the legal move `m` and the position after it.
    #[inline]
    fn push_move(&mut self, m: Move, after: &Position) {
        let key = zobrist::update_repetition_key_with(
            self.repetitions.last_key(),
            self.position(),
            m,
            after,
        );
        self.push(m, after, key);
    }

    /// Appends a move known to be legal, the position after it and its repetition key, and
    /// the clock's state after it.
    #[inline]
    fn push(&mut self, m: Move, after: &Position, key: u64) {
        self.repetitions.push(key, after.halfmoves());
        self.moves.push(m);
        self.positions.push(*after);
        if let Some(timing) = &mut self.timing {
            timing.states.push(timing.clock.state());
        }
    }

    /// The outcome, if the game has ended by a declaration or by one of the automatic
    /// rules that need no move generation; `None` says the game may still be going on
    /// (or is mate or stalemate, which the caller finds out when no move is legal).
    #[inline]
    fn ended_without_movegen(&self) -> Option<Outcome> {
        if let Some(declared) = self.declared {
            return Some(declared.outcome);
        }
        let pos = self.position();
        if self.repetitions.count() >= 5
            || pos.halfmoves() >= fifty::SEVENTY_FIVE_MOVES
            || material::is_insufficient_material(pos.board())
        {
            return self.outcome();
        }
        None
    }

    /// Takes back the last thing done: a move, a declared ending, or a claim together
    /// with the move it named. Returns what was taken back, `None` if the game is at its
    /// start with nothing declared.
    ///
    /// The game is then exactly as it was before: position, keys, repetition counts and
    /// the clock, if any (the time a move took is given back, a flag fall is taken back).
    /// Automatic endings follow from the position, so taking back the move that caused
    /// one reopens the game.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Game, Move, Square, Undone};
    ///
    /// let mut game = Game::new();
    /// let e4 = Move::normal(Square::E2, Square::E4);
    /// game.play(e4)?;
    /// let resigned = game.resign(Color::Black)?;
    /// assert!(game.is_over());
    /// assert_eq!(game.undo(), Some(Undone::Ending(resigned)));
    /// assert!(!game.is_over());
    /// assert_eq!(game.undo(), Some(Undone::Move(e4)));
    /// assert_eq!(game.undo(), None);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Option<Undone> {
        if let Some(declared) = self.declared.take() {
            // A flag fall is the only declaration that changes the clock.
            self.restore_clock();
            if declared.with_move {
                if let Some(mv) = self.pop_move() {
                    return Some(Undone::Claim {
                        mv,
                        outcome: declared.outcome,
                    });
                }
            }
            return Some(Undone::Ending(declared.outcome));
        }
        self.pop_move().map(Undone::Move)
    }

    /// Removes the last move, if any, with its position, key and clock state.
    fn pop_move(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.repetitions.pop();
        if let Some(timing) = &mut self.timing {
            timing.states.pop();
        }
        self.restore_clock();
        Some(m)
    }

    /// Puts the clock, if any, back to its state after the last move (or at the start).
    fn restore_clock(&mut self) {
        if let Some(timing) = &mut self.timing {
            if let Some(&state) = timing.states.last() {
                timing.clock.restore(state);
            }
        }
    }

    /// How the game ended, or `None` if it goes on.
    ///
    /// A declared ending ([`Game::resign`], [`Game::agree_draw`], [`Game::flag`]) or a
    /// successful claim is reported as made. Otherwise the automatic rules are tried in
    /// python-chess `Board.outcome()` order, the first that applies wins: checkmate,
    /// insufficient material, stalemate, seventy-five moves, fivefold repetition (see
    /// [`rules::outcome`]). Threefold repetition and the fifty-move rule end the game only
    /// when claimed.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Game, Move, Square, Termination};
    ///
    /// // Mate on the 150th half-move without capture or pawn move: the mate counts.
    /// let mut game = Game::from_fen("4k3/8/4K3/8/8/8/8/R7 w - - 149 100")?;
    /// game.play(Move::normal(Square::A1, Square::A8))?;
    /// let outcome = game.outcome().unwrap();
    /// assert_eq!(outcome.termination, Termination::Checkmate);
    /// assert_eq!(outcome.winner, Some(Color::White));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(declared) = self.declared {
            return Some(declared.outcome);
        }
        rules::outcome(self.position(), self.repetitions.count())
    }

    /// `true` if the game has ended ([`Game::outcome`] is not `None`).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Game;
    ///
    /// assert!(!Game::new().is_over());
    /// assert!(Game::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")?.is_over());
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The result as written in PGN: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes
    /// on.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Game};
    ///
    /// let mut game = Game::new();
    /// assert_eq!(game.result(), "*");
    /// game.flag(Color::White)?;
    /// assert_eq!(game.result(), "0-1");
    /// # Ok::<_, caissa::EndingError>(())
    /// ```
    #[must_use]
    pub fn result(&self) -> &'static str {
        self.outcome().map_or("*", |outcome| outcome.result())
    }
}

/// Returned by the accessors if the (never empty) list of positions were empty.
static START: Position = Position::new();

impl Default for Game {
    /// A game from the standard starting position.
    fn default() -> Game {
        Game::new()
    }
}

impl From<Position> for Game {
    /// A game starting from `start`; see [`Game::from_position`].
    fn from(start: Position) -> Game {
        Game::from_position(start)
    }
}
