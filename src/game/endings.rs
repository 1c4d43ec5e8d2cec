//! [`Game`]'s draw claims (FIDE 9.2, 9.3) and declared endings: resignation, agreement,
//! time forfeit.

use super::{ClaimError, Declared, EndingError, Game};
use crate::color::Color;
use crate::mv::Move;
use crate::position::Position;
use crate::rules::{Outcome, Termination, fifty, material};
use crate::zobrist;

/// Claims and declarations.
impl Game {
    /// `true` if the side to move may claim a draw by threefold repetition (FIDE 9.2): the
    /// current position has occurred at least three times, or some legal move leads to a
    /// position that would then have occurred three times.
    ///
    /// Same as python-chess `Board.can_claim_threefold_repetition()`, without replaying the
    /// game: each legal move that is not a capture or pawn move costs a key update and a
    /// look back over the positions since the last capture or pawn move. Like python-chess,
    /// this does not look at whether the game has already ended.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Move, Square};
    ///
    /// let mut game = Game::new();
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8),
    ///                    (Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1)] {
    ///     game.play(Move::normal(from, to))?;
    /// }
    /// // Black can claim by announcing Nf6-g8, which repeats the start position a third time.
    /// assert_eq!(game.repetitions(), 2);
    /// assert!(game.can_claim_threefold_repetition());
    /// # Ok::<_, caissa::GameError>(())
    /// ```
    #[must_use]
    pub fn can_claim_threefold_repetition(&self) -> bool {
        if self.repetitions.count() >= 3 {
            return true;
        }
        let pos = self.position();
        let key = self.repetitions.last_key();
        let halfmoves = pos.halfmoves().saturating_add(1);
        pos.legal_moves().into_iter().any(|m| {
            // A capture or pawn move leads to a position unlike any before it.
            !pos.is_zeroing(m)
                && self
                    .repetitions
                    .count_if_pushed(zobrist::update_repetition_key(key, pos, m), halfmoves)
                    >= 3
        })
    }

    /// `true` if the side to move may claim a draw by the fifty-move rule (FIDE 9.3): the
    /// half-move clock is at least 100, or some legal move brings it there, without the
    /// position being mate or stalemate.
    ///
    /// Same as python-chess `Board.can_claim_fifty_moves()` (see
    /// [`fifty::can_claim_fifty_moves`]). Like python-chess, this does not look at whether
    /// the game has already ended.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Game;
    ///
    /// let game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")?;
    /// assert!(game.can_claim_fifty_moves());
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    #[must_use]
    pub fn can_claim_fifty_moves(&self) -> bool {
        fifty::can_claim_fifty_moves(self.position())
    }

    /// `true` if the side to move may claim a draw by either rule:
    /// [`Game::can_claim_fifty_moves`] or [`Game::can_claim_threefold_repetition`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Game;
    ///
    /// assert!(!Game::new().can_claim_draw());
    /// ```
    #[must_use]
    pub fn can_claim_draw(&self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }

    /// Claims a draw by threefold repetition of the current position (FIDE 9.2.2): it
    /// must have occurred at least three times. A correct claim ends the game.
    ///
    /// # Errors
    ///
    /// [`ClaimError::GameOver`] if the game has ended, [`ClaimError::NotRepeated`] if the
    /// position has occurred fewer than three times. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{ClaimError, Game, Move, Square, Termination};
    ///
    /// let mut game = Game::new();
    /// let dance = [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///              (Square::F3, Square::G1), (Square::F6, Square::G8)];
    /// for (from, to) in dance {
    ///     game.play(Move::normal(from, to))?;
    /// }
    /// assert_eq!(game.claim_threefold_repetition(), Err(ClaimError::NotRepeated { count: 2 }));
    /// for (from, to) in dance {
    ///     game.play(Move::normal(from, to))?;
    /// }
    /// let outcome = game.claim_threefold_repetition()?;
    /// assert_eq!(outcome.termination, Termination::ThreefoldRepetition);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn claim_threefold_repetition(&mut self) -> Result<Outcome, ClaimError> {
        self.ensure_not_over()?;
        let count = self.repetitions.count();
        if count < 3 {
            return Err(ClaimError::NotRepeated { count });
        }
        Ok(self.declare(Termination::ThreefoldRepetition, false))
    }

    /// Claims a draw by threefold repetition with the intended move `m` (FIDE 9.2.1): the
    /// claim is judged on the position after `m`, which must then have occurred at least
    /// three times. A correct claim plays `m` and ends the game.
    ///
    /// If the position after `m` also ends the game automatically (a fivefold repetition,
    /// or the seventy-five-move rule), that automatic ending is the outcome.
    ///
    /// # Errors
    ///
    /// [`ClaimError::GameOver`] if the game has ended, [`ClaimError::Illegal`] if `m` is not
    /// legal, [`ClaimError::NotRepeated`] if the position after it has occurred fewer
    /// than three times. The game is then unchanged and `m` is not played.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{ClaimError, Game, Move, Square, Termination};
    ///
    /// let mut game = Game::new();
    /// for (from, to) in [(Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1), (Square::F6, Square::G8),
    ///                    (Square::G1, Square::F3), (Square::G8, Square::F6),
    ///                    (Square::F3, Square::G1)] {
    ///     game.play(Move::normal(from, to))?;
    /// }
    /// // Wrong: Nf6-h5 leads to a new position. Nothing changes.
    /// let wrong = game.claim_threefold_repetition_with(Move::normal(Square::F6, Square::H5));
    /// assert_eq!(wrong, Err(ClaimError::NotRepeated { count: 1 }));
    /// assert_eq!(game.moves().len(), 7);
    /// // Right: Nf6-g8 repeats the start position a third time.
    /// let outcome = game.claim_threefold_repetition_with(Move::normal(Square::F6, Square::G8))?;
    /// assert_eq!(outcome.termination, Termination::ThreefoldRepetition);
    /// assert_eq!(game.moves().len(), 8);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn claim_threefold_repetition_with(&mut self, m: Move) -> Result<Outcome, ClaimError> {
        let (after, key, count) = self.judge_move(m)?;
        if count < 3 {
            return Err(ClaimError::NotRepeated { count });
        }
        Ok(self.end_by_claim(m, after, key, Termination::ThreefoldRepetition))
    }

    /// Claims a draw by the fifty-move rule in the current position (FIDE 9.3.2): the
    /// half-move clock must be at least 100. A correct claim ends the game.
    ///
    /// # Errors
    ///
    /// [`ClaimError::GameOver`] if the game has ended, [`ClaimError::NotFiftyMoves`] if the
    /// clock is below 100. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{ClaimError, Game, Termination};
    ///
    /// let mut early = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")?;
    /// assert_eq!(early.claim_fifty_moves(), Err(ClaimError::NotFiftyMoves { halfmoves: 99 }));
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")?;
    /// assert_eq!(game.claim_fifty_moves()?.termination, Termination::FiftyMoves);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn claim_fifty_moves(&mut self) -> Result<Outcome, ClaimError> {
        self.ensure_not_over()?;
        let halfmoves = self.position().halfmoves();
        if halfmoves < fifty::FIFTY_MOVES {
            return Err(ClaimError::NotFiftyMoves { halfmoves });
        }
        Ok(self.declare(Termination::FiftyMoves, false))
    }

    /// Claims a draw by the fifty-move rule with the intended move `m` (FIDE 9.3.1): the
    /// claim is judged on the position after `m`, where the half-move clock must be at
    /// least 100 and the side to move must have a legal move. A correct claim plays `m`
    /// and ends the game.
    ///
    /// If the position after `m` also ends the game automatically (the seventy-five-move
    /// rule, a fivefold repetition), that automatic ending is the outcome.
    ///
    /// # Errors
    ///
    /// [`ClaimError::GameOver`] if the game has ended, [`ClaimError::Illegal`] if `m` is not
    /// legal, [`ClaimError::NotFiftyMoves`] if the clock after it is below 100 (a capture or
    /// pawn move resets it), [`ClaimError::MoveEndsGame`] if `m` checkmates or stalemates.
    /// The game is then unchanged and `m` is not played.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{ClaimError, Game, Move, Square, Termination};
    ///
    /// let mut game = Game::from_fen("4k3/8/4K3/8/8/8/8/R7 w - - 99 80")?;
    /// // Ra8 is mate: no draw to claim.
    /// let mate = game.claim_fifty_moves_with(Move::normal(Square::A1, Square::A8));
    /// assert!(matches!(mate, Err(ClaimError::MoveEndsGame(_))));
    /// // Ra2 brings the clock to 100.
    /// let outcome = game.claim_fifty_moves_with(Move::normal(Square::A1, Square::A2))?;
    /// assert_eq!(outcome.termination, Termination::FiftyMoves);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn claim_fifty_moves_with(&mut self, m: Move) -> Result<Outcome, ClaimError> {
        let (after, key, _) = self.judge_move(m)?;
        let halfmoves = after.halfmoves();
        if halfmoves < fifty::FIFTY_MOVES {
            return Err(ClaimError::NotFiftyMoves { halfmoves });
        }
        if !after.has_legal_moves() {
            return Err(ClaimError::MoveEndsGame(mate_or_stalemate(&after)));
        }
        Ok(self.end_by_claim(m, after, key, Termination::FiftyMoves))
    }

    /// Claims a draw by whichever rule allows it in the current position: the fifty-move
    /// rule first, then threefold repetition (python-chess order).
    ///
    /// # Errors
    ///
    /// [`ClaimError::GameOver`] if the game has ended, [`ClaimError::NoDraw`] if neither
    /// rule allows a claim. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{ClaimError, Game};
    ///
    /// let mut game = Game::new();
    /// assert_eq!(game.claim_draw(), Err(ClaimError::NoDraw { count: 1, halfmoves: 0 }));
    /// ```
    pub fn claim_draw(&mut self) -> Result<Outcome, ClaimError> {
        self.ensure_not_over()?;
        let halfmoves = self.position().halfmoves();
        let count = self.repetitions.count();
        if halfmoves >= fifty::FIFTY_MOVES {
            Ok(self.declare(Termination::FiftyMoves, false))
        } else if count >= 3 {
            Ok(self.declare(Termination::ThreefoldRepetition, false))
        } else {
            Err(ClaimError::NoDraw { count, halfmoves })
        }
    }

    /// Claims a draw with the intended move `m`, by whichever rule allows it in the
    /// position after `m`: the fifty-move rule first, then threefold repetition.
    ///
    /// # Errors
    ///
    /// [`ClaimError::GameOver`] if the game has ended, [`ClaimError::Illegal`] if `m` is not
    /// legal, [`ClaimError::MoveEndsGame`] if `m` checkmates or stalemates,
    /// [`ClaimError::NoDraw`] if neither rule allows the claim. The game is then unchanged
    /// and `m` is not played.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, Move, Square, Termination};
    ///
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")?;
    /// let outcome = game.claim_draw_with(Move::normal(Square::E1, Square::D2))?;
    /// assert_eq!(outcome.termination, Termination::FiftyMoves);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn claim_draw_with(&mut self, m: Move) -> Result<Outcome, ClaimError> {
        let (after, key, count) = self.judge_move(m)?;
        let halfmoves = after.halfmoves();
        let termination = if halfmoves >= fifty::FIFTY_MOVES && after.has_legal_moves() {
            Termination::FiftyMoves
        } else if count >= 3 {
            Termination::ThreefoldRepetition
        } else if !after.has_legal_moves() {
            return Err(ClaimError::MoveEndsGame(mate_or_stalemate(&after)));
        } else {
            return Err(ClaimError::NoDraw { count, halfmoves });
        };
        Ok(self.end_by_claim(m, after, key, termination))
    }

    /// Checks a claim's intended move: the position after it, its key and how often it
    /// would then have occurred.
    fn judge_move(&self, m: Move) -> Result<(Position, u64, usize), ClaimError> {
        self.ensure_not_over()?;
        let before = self.position();
        let after = before.play(m)?;
        let key =
            zobrist::update_repetition_key_with(self.repetitions.last_key(), before, m, &after);
        let count = self.repetitions.count_if_pushed(key, after.halfmoves());
        Ok((after, key, count))
    }

    /// Plays a claim's move and ends the game: by the automatic rule the new position falls
    /// under, if any (they take precedence), else by the claim.
    fn end_by_claim(
        &mut self,
        m: Move,
        after: Position,
        key: u64,
        claimed: Termination,
    ) -> Outcome {
        self.push(m, &after, key);
        match self.outcome() {
            Some(automatic) => automatic,
            None => self.declare(claimed, true),
        }
    }

    /// Fails with `GameOver` if the game has ended.
    fn ensure_not_over(&self) -> Result<(), ClaimError> {
        match self.outcome() {
            Some(outcome) => Err(ClaimError::GameOver(outcome)),
            None => Ok(()),
        }
    }

    /// Records a drawn ending declared or claimed now.
    fn declare(&mut self, termination: Termination, with_move: bool) -> Outcome {
        self.declare_outcome(Outcome::draw(termination), with_move)
    }

    pub(super) fn declare_outcome(&mut self, outcome: Outcome, with_move: bool) -> Outcome {
        self.declared = Some(Declared { outcome, with_move });
        outcome
    }

    /// The outcome of a declaration by or against `color`: a win of the opponent, or a
    /// draw if the opponent has insufficient material to win.
    fn declare_loss(
        &mut self,
        color: Color,
        termination: Termination,
    ) -> Result<Outcome, EndingError> {
        if let Some(outcome) = self.outcome() {
            return Err(EndingError::GameOver(outcome));
        }
        Ok(self.declare_outcome(self.loss(color, termination), false))
    }

    /// The outcome of a loss of `color`: a win of the opponent, or a draw if the opponent
    /// has insufficient material to win.
    pub(super) fn loss(&self, color: Color, termination: Termination) -> Outcome {
        let opponent = !color;
        if material::has_insufficient_material(self.position().board(), opponent) {
            Outcome::draw(termination)
        } else {
            Outcome::win(opponent, termination)
        }
    }

    /// `color` resigns (FIDE 5.1.2): the opponent wins, unless the opponent has
    /// insufficient material to win ([`Position::has_insufficient_material`]), in which
    /// case the game is drawn. Either player may resign at any time, on move or not.
    ///
    /// # Errors
    ///
    /// [`EndingError::GameOver`] if the game has already ended. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Game, Termination};
    ///
    /// let mut game = Game::new();
    /// let outcome = game.resign(Color::White)?;
    /// assert_eq!(outcome.winner, Some(Color::Black));
    /// assert_eq!(outcome.termination, Termination::Resignation);
    ///
    /// // White resigns, but Black has a bare king: drawn.
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")?;
    /// assert_eq!(game.resign(Color::White)?.winner, None);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn resign(&mut self, color: Color) -> Result<Outcome, EndingError> {
        self.declare_loss(color, Termination::Resignation)
    }

    /// `color` ran out of time (FIDE 6.9): the opponent wins, unless the opponent has
    /// insufficient material to win ([`Position::has_insufficient_material`]), in which
    /// case the game is drawn.
    ///
    /// This is the manual entry point for a flag fall seen by an arbiter or an outside
    /// clock. A game played on its own clock ends on time by itself ([`Game::play_timed`],
    /// [`Game::check_flag`]); this method leaves that clock as it is.
    ///
    /// # Errors
    ///
    /// [`EndingError::GameOver`] if the game has already ended (a checkmate before the flag
    /// fell stands). The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Game, Termination};
    ///
    /// // Black's flag falls, White has king and knight against king and queen: White could
    /// // never mate, so the game is drawn.
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/3q4/4KN2 w - - 0 1")?;
    /// let outcome = game.flag(Color::Black)?;
    /// assert_eq!(outcome.winner, None);
    /// assert_eq!(outcome.termination, Termination::TimeForfeit);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn flag(&mut self, color: Color) -> Result<Outcome, EndingError> {
        self.declare_loss(color, Termination::TimeForfeit)
    }

    /// The players agree to a draw (FIDE 5.2.3), which is allowed once both have made at
    /// least one move: in this game, or before its start position (as its full-move
    /// number and side to move tell).
    ///
    /// # Errors
    ///
    /// [`EndingError::GameOver`] if the game has already ended, [`EndingError::TooEarly`]
    /// if a player has not moved yet. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{EndingError, Game, Move, Square, Termination};
    ///
    /// let mut game = Game::new();
    /// game.play(Move::normal(Square::E2, Square::E4))?;
    /// assert_eq!(game.agree_draw(), Err(EndingError::TooEarly));
    /// game.play(Move::normal(Square::E7, Square::E5))?;
    /// assert_eq!(game.agree_draw()?.termination, Termination::Agreement);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn agree_draw(&mut self) -> Result<Outcome, EndingError> {
        if let Some(outcome) = self.outcome() {
            return Err(EndingError::GameOver(outcome));
        }
        if !self.both_have_moved() {
            return Err(EndingError::TooEarly);
        }
        Ok(self.declare_outcome(Outcome::draw(Termination::Agreement), false))
    }

    /// `true` if White and Black have each made a move, counting the moves the start
    /// position's full-move number implies.
    fn both_have_moved(&self) -> bool {
        let start = self.start_position();
        // Moves made before the start position.
        let full = u64::from(start.fullmoves().get() - 1);
        let mut white = full + u64::from(start.turn().is_black());
        let mut black = full;
        // Moves in this game alternate, starting with the side to move at the start.
        let plies = self.moves.len() as u64;
        let (first, second) = (plies.div_ceil(2), plies / 2);
        if start.turn().is_white() {
            white += first;
            black += second;
        } else {
            black += first;
            white += second;
        }
        white > 0 && black > 0
    }
}

/// The outcome of a position without legal moves.
fn mate_or_stalemate(pos: &Position) -> Outcome {
    if pos.is_check() {
        Outcome::win(!pos.turn(), Termination::Checkmate)
    } else {
        Outcome::draw(Termination::Stalemate)
    }
}
