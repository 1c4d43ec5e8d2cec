//! [`Game`] in SAN and UCI: moves given as text, and the moves played written as SAN.

use core::time::Duration;

use super::{Game, GameError, Timed};
use crate::mv::Move;
use crate::position::Position;
use crate::san::{SanLine, SanPlus};

/// Moves as text.
impl Game {
    /// Plays the move the SAN `text` names, read leniently as [`Position::parse_san`]
    /// reads it (`Nf3`, `0-0`, `e8Q`, `Ng1-f3`...), and returns it.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended, whatever the text;
    /// [`GameError::Untimed`] if the game is played on a clock (use
    /// [`Game::play_san_timed`]); [`GameError::San`] if the text is not SAN or names no
    /// single legal move. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, GameError, Move, SanError, Square};
    ///
    /// let mut game = Game::new();
    /// assert_eq!(game.play_san("f3")?, Move::normal(Square::F2, Square::F3));
    /// // Black to move: no black piece can go to f3.
    /// assert_eq!(game.play_san("Nf3"), Err(GameError::San(SanError::Illegal)));
    /// for san in ["e5", "g4", "Qh4#"] {
    ///     game.play_san(san)?;
    /// }
    /// assert!(matches!(game.play_san("h3"), Err(GameError::GameOver(_))));
    /// # Ok::<_, GameError>(())
    /// ```
    pub fn play_san(&mut self, text: &str) -> Result<Move, GameError> {
        self.ensure_can_move(false)?;
        let m = self.parse_san(text)?;
        self.push_move(m, &after(self.position(), m));
        Ok(m)
    }

    /// Plays the move the UCI `text` names (`g1f3`, `e7e8q`; castling as the king's two-square
    /// move, or king-takes-rook in Chess960, as [`Position::parse_uci`] reads it), and
    /// returns it.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended, whatever the text;
    /// [`GameError::Untimed`] if the game is played on a clock (use
    /// [`Game::play_uci_timed`]); [`GameError::Uci`] if the text is not UCI or names no
    /// legal move. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Game, GameError, Move, Square, UciError};
    ///
    /// let mut game = Game::new();
    /// assert_eq!(game.play_uci("e2e4")?, Move::normal(Square::E2, Square::E4));
    /// assert_eq!(game.play_uci("e2e4"), Err(GameError::Uci(UciError::Illegal)));
    /// assert!(matches!(game.play_uci("e7e9"), Err(GameError::Uci(UciError::Parse(_)))));
    /// assert_eq!(game.moves().len(), 1);
    /// # Ok::<_, GameError>(())
    /// ```
    pub fn play_uci(&mut self, text: &str) -> Result<Move, GameError> {
        self.ensure_can_move(false)?;
        let m = self.parse_uci(text)?;
        self.push_move(m, &after(self.position(), m));
        Ok(m)
    }

    /// Plays the move the SAN `text` names (as [`Game::play_san`]) on the game's clock,
    /// which took `elapsed` (as [`Game::play_timed`]). Returns the move, also when the flag
    /// fell and it was not played.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended, [`GameError::NoClock`] if it has no
    /// clock, [`GameError::San`] if the text names no single legal move; the game is then
    /// unchanged and the clock not pressed.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Color, Game, Position, TimeControl, Timed};
    ///
    /// let mut game = Game::with_time_control(Position::new(), "180+2".parse()?);
    /// let (m, timed) = game.play_san_timed("e4", Duration::from_secs(5))?;
    /// assert_eq!((m.to_string().as_str(), timed), ("e2e4", Timed::InTime));
    /// assert_eq!(game.clock().unwrap().remaining(Color::White), Some(Duration::from_secs(177)));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_san_timed(
        &mut self,
        text: &str,
        elapsed: Duration,
    ) -> Result<(Move, Timed), GameError> {
        self.ensure_can_move(true)?;
        let m = self.parse_san(text)?;
        let timed = self.press_and_push(m, after(self.position(), m), elapsed)?;
        Ok((m, timed))
    }

    /// Plays the move the UCI `text` names (as [`Game::play_uci`]) on the game's clock,
    /// which took `elapsed` (as [`Game::play_timed`]). Returns the move, also when the flag
    /// fell and it was not played.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] if the game has ended, [`GameError::NoClock`] if it has no
    /// clock, [`GameError::Uci`] if the text names no legal move; the game is then
    /// unchanged and the clock not pressed.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Game, Position, TimeControl, Timed};
    ///
    /// let mut game = Game::with_time_control(Position::new(), "60".parse()?);
    /// let (_, timed) = game.play_uci_timed("e2e4", Duration::from_secs(61))?;
    /// assert!(matches!(timed, Timed::FlagFell(_)));
    /// assert!(game.moves().is_empty());
    /// assert_eq!(game.result(), "0-1");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_uci_timed(
        &mut self,
        text: &str,
        elapsed: Duration,
    ) -> Result<(Move, Timed), GameError> {
        self.ensure_can_move(true)?;
        let m = self.parse_uci(text)?;
        let timed = self.press_and_push(m, after(self.position(), m), elapsed)?;
        Ok((m, timed))
    }

    /// The legal move the SAN `text` names in the current position.
    fn parse_san(&self, text: &str) -> Result<Move, GameError> {
        self.position()
            .parse_san(text)
            .map_err(|err| self.refusal(err))
    }

    /// The legal move the UCI `text` names in the current position.
    fn parse_uci(&self, text: &str) -> Result<Move, GameError> {
        self.position()
            .parse_uci(text)
            .map_err(|err| self.refusal(err))
    }

    /// The moves played, as SAN with check and mate suffixes, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Game;
    ///
    /// let mut game = Game::new();
    /// for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
    ///     game.play_san(san)?;
    /// }
    /// let sans: Vec<String> = game.san_moves().map(|san| san.to_string()).collect();
    /// assert_eq!(sans, ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
    /// assert_eq!(game.san_moves().last().unwrap().to_string(), "Qxf7#");
    /// # Ok::<_, caissa::GameError>(())
    /// ```
    pub fn san_moves(&self) -> impl ExactSizeIterator<Item = SanPlus> + DoubleEndedIterator {
        self.positions
            .iter()
            .zip(&self.moves)
            .map(|(pos, &m)| pos.san(m))
    }

    /// The moves played, written as numbered SAN by `Display` (see [`SanLine`]): `1. e4
    /// e5 2. Nf3`, numbered from the start position's full-move number, beginning with
    /// `17...` if Black moved first.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Game;
    ///
    /// let mut game = Game::new();
    /// for san in ["e4", "e5", "Nf3"] {
    ///     game.play_san(san)?;
    /// }
    /// assert_eq!(game.san_line().to_string(), "1. e4 e5 2. Nf3");
    ///
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 0 17")?;
    /// for san in ["Kd7", "O-O-O+"] {
    ///     game.play_san(san)?;
    /// }
    /// assert_eq!(game.san_line().to_string(), "17... Kd7 18. O-O-O+");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn san_line(&self) -> SanLine<'_> {
        SanLine::from_legal(*self.start_position(), &self.moves)
    }
}

/// The position after the legal move `m`.
fn after(pos: &Position, m: Move) -> Position {
    let mut after = *pos;
    after.play_unchecked(m);
    after
}
