//! Writing a sequence of moves as numbered SAN: `1. e4 e5 2. Nf3 Nc6`.

use core::fmt;

use super::SanPlus;
use crate::mv::Move;
use crate::position::{PlayError, Position};

/// A sequence of legal moves from a position, written as numbered SAN by `Display`:
/// `1. e4 e5 2. Nf3`, or `12... Kh8 13. Qh5` from a position with Black to move. The move
/// numbers follow the position's full-move number. Needs no allocation.
///
/// Made by [`Position::san_line`] (or [`SanLine::new`]), which checks every move first,
/// so that writing cannot fail.
///
/// # Examples
///
/// ```
/// use caissa::Position;
///
/// let start = Position::new();
/// let mut moves = Vec::new();
/// let mut pos = start;
/// for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
///     let m = pos.parse_san(san)?;
///     pos.play_unchecked(m);
///     moves.push(m);
/// }
/// assert_eq!(start.san_line(&moves)?.to_string(), "1. e4 e5 2. Nf3 Nc6 3. Bb5");
/// assert_eq!(
///     start.play(moves[0])?.san_line(&moves[1..])?.to_string(),
///     "1... e5 2. Nf3 Nc6 3. Bb5"
/// );
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug)]
pub struct SanLine<'a> {
    start: Position,
    moves: &'a [Move],
}

/// A move of a line that is not legal where it is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("move {index} of the line: {error}")]
pub struct SanLineError {
    /// The index of the refused move in the slice (0 for the first).
    pub index: usize,
    /// Why it was refused.
    pub error: PlayError,
}

impl<'a> SanLine<'a> {
    /// The line of `moves` played from `start`.
    ///
    /// # Errors
    ///
    /// Returns a [`SanLineError`] naming the first move that is not legal.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Move, Position, SanLine, Square};
    ///
    /// let pos = Position::new();
    /// let moves = [Move::normal(Square::E2, Square::E4), Move::normal(Square::E2, Square::E4)];
    /// assert_eq!(SanLine::new(&pos, &moves[..1])?.to_string(), "1. e4");
    /// assert_eq!(SanLine::new(&pos, &moves).unwrap_err().index, 1);
    /// # Ok::<_, caissa::SanLineError>(())
    /// ```
    pub fn new(start: &Position, moves: &'a [Move]) -> Result<SanLine<'a>, SanLineError> {
        let mut pos = *start;
        for (index, &m) in moves.iter().enumerate() {
            pos.play_mut(m)
                .map_err(|error| SanLineError { index, error })?;
        }
        Ok(SanLine {
            start: *start,
            moves,
        })
    }

    /// The line of `moves` played from `start`, without checking them: the caller knows
    /// every move is legal where it is played (the moves of a `Game`).
    #[cfg(feature = "alloc")]
    pub(crate) const fn from_legal(start: Position, moves: &'a [Move]) -> SanLine<'a> {
        SanLine { start, moves }
    }

    /// The position the line starts from.
    #[must_use]
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// The moves of the line.
    #[must_use]
    pub const fn moves(&self) -> &'a [Move] {
        self.moves
    }
}

impl fmt::Display for SanLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut pos = self.start;
        for (i, &m) in self.moves.iter().enumerate() {
            let separator = if i == 0 { "" } else { " " };
            let number = pos.fullmoves();
            if pos.turn().is_white() {
                write!(f, "{separator}{number}. ")?;
            } else if i == 0 {
                write!(f, "{number}... ")?;
            } else {
                f.write_str(separator)?;
            }
            fmt::Display::fmt(&SanPlus::from_move(&pos, m), f)?;
            pos.play_unchecked(m);
        }
        Ok(())
    }
}

/// Writing move sequences.
impl Position {
    /// The legal `moves` played from this position, written as numbered SAN by `Display`;
    /// see [`SanLine`].
    ///
    /// # Errors
    ///
    /// Returns a [`SanLineError`] naming the first move that is not legal.
    pub fn san_line<'a>(&self, moves: &'a [Move]) -> Result<SanLine<'a>, SanLineError> {
        SanLine::new(self, moves)
    }
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::position::IllegalMoveReason;
    use crate::square::Square;

    fn line(fen: &str, sans: &[&str]) -> (Position, Vec<Move>) {
        let start = Position::from_fen(fen).unwrap();
        let mut pos = start;
        let moves = sans
            .iter()
            .map(|san| {
                let m = pos.parse_san(san).unwrap();
                pos.play_unchecked(m);
                m
            })
            .collect();
        (start, moves)
    }

    #[test]
    fn numbers_follow_the_position() {
        let (pos, moves) = line(
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            &["Bc4", "Bc5", "Qe2", "Nf6"],
        );
        assert_eq!(
            pos.san_line(&moves).unwrap().to_string(),
            "3. Bc4 Bc5 4. Qe2 Nf6"
        );
        let (pos, moves) = line(
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 17",
            &["Bc5", "O-O", "Nf6"],
        );
        assert_eq!(
            pos.san_line(&moves).unwrap().to_string(),
            "17... Bc5 18. O-O Nf6"
        );
        assert_eq!(pos.san_line(&[]).unwrap().to_string(), "");
    }

    #[test]
    fn suffixes_are_written() {
        let (pos, moves) = line(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &["f3", "e5", "g4", "Qh4#"],
        );
        assert_eq!(
            pos.san_line(&moves).unwrap().to_string(),
            "1. f3 e5 2. g4 Qh4#"
        );
    }

    #[test]
    fn illegal_move_is_named() {
        let pos = Position::new();
        let moves = [
            Move::normal(Square::E2, Square::E4),
            Move::normal(Square::E2, Square::E4),
        ];
        let err = pos.san_line(&moves).unwrap_err();
        assert_eq!(err.index, 1);
        assert_eq!(err.error.reason, IllegalMoveReason::EmptySquare);
        assert_eq!(
            err.to_string(),
            "move 1 of the line: illegal move e2e4: no piece on the origin square"
        );
    }
}
