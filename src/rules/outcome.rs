//! How a game ended: [`Outcome`], [`Termination`], and the automatic endings of a position.

use core::fmt;

use super::{fifty, material};
use crate::color::Color;
use crate::position::Position;

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Termination {
    /// The side to move is checkmated (FIDE 5.1.1). Automatic.
    Checkmate,
    /// Neither side has the material to checkmate (FIDE 5.2.2, see
    /// [`rules::material`](crate::rules::material)). Automatic.
    InsufficientMaterial,
    /// The side to move has no legal move and is not in check (FIDE 5.2.1). Automatic.
    Stalemate,
    /// 150 half-moves without capture or pawn move (FIDE 9.6.2). Automatic.
    SeventyFiveMoves,
    /// The same position for the fifth time (FIDE 9.6.1). Automatic.
    FivefoldRepetition,
    /// A correct claim by the fifty-move rule (FIDE 9.3).
    FiftyMoves,
    /// A correct claim of threefold repetition (FIDE 9.2).
    ThreefoldRepetition,
    /// A player resigned (FIDE 5.1.2): the opponent wins, or the game is drawn if the
    /// opponent has insufficient material to win.
    Resignation,
    /// The players agreed to a draw (FIDE 5.2.3).
    Agreement,
    /// A player ran out of time (FIDE 6.9): the opponent wins, or the game is drawn if the
    /// opponent has insufficient material to win.
    TimeForfeit,
}

impl Termination {
    /// `true` for the endings the rules apply without anybody asking: checkmate,
    /// insufficient material, stalemate, the seventy-five-move rule and fivefold
    /// repetition.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Termination;
    ///
    /// assert!(Termination::FivefoldRepetition.is_automatic());
    /// assert!(!Termination::ThreefoldRepetition.is_automatic());
    /// ```
    #[must_use]
    pub const fn is_automatic(self) -> bool {
        matches!(
            self,
            Termination::Checkmate
                | Termination::InsufficientMaterial
                | Termination::Stalemate
                | Termination::SeventyFiveMoves
                | Termination::FivefoldRepetition
        )
    }

    /// A lowercase description, like `checkmate` or `fivefold repetition` (also what
    /// `Display` writes).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Termination;
    ///
    /// assert_eq!(Termination::SeventyFiveMoves.description(), "seventy-five-move rule");
    /// ```
    #[must_use]
    pub const fn description(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::InsufficientMaterial => "insufficient material",
            Termination::Stalemate => "stalemate",
            Termination::SeventyFiveMoves => "seventy-five-move rule",
            Termination::FivefoldRepetition => "fivefold repetition",
            Termination::FiftyMoves => "fifty-move rule",
            Termination::ThreefoldRepetition => "threefold repetition",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::TimeForfeit => "time forfeit",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.description())
    }
}

/// The end of a game: who won, if anybody, and why.
///
/// `Display` writes `white wins by checkmate`, `draw by stalemate`, and so on.
///
/// # Examples
///
/// ```
/// use caissa::{Color, Outcome, Termination};
///
/// let mate = Outcome { winner: Some(Color::Black), termination: Termination::Checkmate };
/// assert_eq!(mate.result(), "0-1");
/// assert_eq!(mate.to_string(), "black wins by checkmate");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub termination: Termination,
}

impl Outcome {
    /// A draw for the given reason.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Outcome, Termination};
    ///
    /// assert!(Outcome::draw(Termination::Stalemate).is_draw());
    /// ```
    #[must_use]
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            winner: None,
            termination,
        }
    }

    /// A win of `winner` for the given reason.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Outcome, Termination};
    ///
    /// let o = Outcome::win(Color::White, Termination::TimeForfeit);
    /// assert_eq!(o.to_string(), "white wins by time forfeit");
    /// ```
    #[must_use]
    pub const fn win(winner: Color, termination: Termination) -> Outcome {
        Outcome {
            winner: Some(winner),
            termination,
        }
    }

    /// `true` if nobody won.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Outcome, Termination};
    ///
    /// assert!(!Outcome::win(Color::Black, Termination::Checkmate).is_draw());
    /// ```
    #[must_use]
    pub const fn is_draw(&self) -> bool {
        self.winner.is_none()
    }

    /// The result as written in PGN: `1-0`, `0-1` or `1/2-1/2`.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Outcome, Termination};
    ///
    /// assert_eq!(Outcome::draw(Termination::Agreement).result(), "1/2-1/2");
    /// ```
    #[must_use]
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(color) => write!(f, "{} wins by {}", color.name(), self.termination),
            None => write!(f, "draw by {}", self.termination),
        }
    }
}

/// The automatic ending of `pos`, if any, given how often it has occurred (`repetitions`,
/// counting itself: see [`rules::repetition`](crate::rules::repetition)).
///
/// The rules are tried in python-chess `Board.outcome()` order, the first that applies
/// wins: checkmate (the side that moved wins), insufficient material, stalemate, the
/// seventy-five-move rule, fivefold repetition (`repetitions >= 5`). Claimable draws
/// (threefold repetition, fifty moves) are not automatic and never returned.
///
/// # Examples
///
/// ```
/// use caissa::{Color, Position, Termination, rules};
///
/// let mate = Position::from_fen("R3k3/8/4K3/8/8/8/8/8 b - - 150 100")?;
/// let outcome = rules::outcome(&mate, 1).unwrap();
/// assert_eq!(outcome.winner, Some(Color::White));
/// assert_eq!(outcome.termination, Termination::Checkmate);
///
/// assert_eq!(rules::outcome(&Position::new(), 4), None);
/// assert_eq!(
///     rules::outcome(&Position::new(), 5).map(|o| o.termination),
///     Some(Termination::FivefoldRepetition)
/// );
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn outcome(pos: &Position, repetitions: usize) -> Option<Outcome> {
    let has_moves = pos.has_legal_moves();
    if !has_moves && pos.is_check() {
        return Some(Outcome::win(!pos.turn(), Termination::Checkmate));
    }
    if material::is_insufficient_material(pos.board()) {
        return Some(Outcome::draw(Termination::InsufficientMaterial));
    }
    if !has_moves {
        return Some(Outcome::draw(Termination::Stalemate));
    }
    if pos.halfmoves() >= fifty::SEVENTY_FIVE_MOVES {
        return Some(Outcome::draw(Termination::SeventyFiveMoves));
    }
    if repetitions >= 5 {
        return Some(Outcome::draw(Termination::FivefoldRepetition));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn termination(fen: &str, repetitions: usize) -> Option<Termination> {
        outcome(&Position::from_fen(fen).unwrap(), repetitions).map(|o| o.termination)
    }

    #[test]
    fn precedence() {
        // Mate on the 150th ply beats the seventy-five-move rule.
        assert_eq!(
            termination("R3k3/8/4K3/8/8/8/8/8 b - - 150 100", 1),
            Some(Termination::Checkmate)
        );
        // Stalemate at 150 plies is stalemate.
        assert_eq!(
            termination("k7/2Q5/1K6/8/8/8/8/8 b - - 150 100", 1),
            Some(Termination::Stalemate)
        );
        // Bare kings, stalemated or not: insufficient material comes first.
        assert_eq!(
            termination("8/8/8/8/8/8/8/k1K5 b - - 150 100", 5),
            Some(Termination::InsufficientMaterial)
        );
        // Insufficient material before stalemate (KB v K, black stalemated in the corner).
        assert_eq!(
            termination("k7/8/1K6/8/8/8/7B/8 b - - 0 1", 1),
            Some(Termination::InsufficientMaterial)
        );
        // Seventy-five moves before fivefold.
        assert_eq!(
            termination("4k3/8/8/8/8/8/8/R3K3 w - - 150 100", 5),
            Some(Termination::SeventyFiveMoves)
        );
        assert_eq!(
            termination("4k3/8/8/8/8/8/8/R3K3 w - - 149 100", 5),
            Some(Termination::FivefoldRepetition)
        );
        assert_eq!(termination("4k3/8/8/8/8/8/8/R3K3 w - - 149 100", 4), None);
    }

    #[test]
    fn display_and_result() {
        let o = Outcome::draw(Termination::SeventyFiveMoves);
        let mut s = arrayvec::ArrayString::<64>::new();
        core::fmt::write(&mut s, format_args!("{o}")).unwrap();
        assert_eq!(s.as_str(), "draw by seventy-five-move rule");
        assert_eq!(o.result(), "1/2-1/2");
        assert_eq!(
            Outcome::win(Color::White, Termination::Resignation).result(),
            "1-0"
        );
    }
}
