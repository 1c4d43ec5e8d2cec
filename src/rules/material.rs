//! Insufficient material (FIDE 5.2.2, dead positions by material alone).
//!
//! The test is the one used by python-chess (`Board.has_insufficient_material(color)`),
//! shakmaty and lichess. It is *sound*: when it says a side cannot win, no series of legal
//! moves lets that side checkmate, even with the opponent's help. It is not *complete*:
//! it misses draws that depend on the placement of the pieces (locked pawn walls, bishops
//! that can never reach the king, and so on), for which it says "can win".
//!
//! Side C cannot win if C has no pawns, rooks or queens, and one of:
//!
//! - C has a bare king;
//! - C has exactly one knight besides the king, and the opponent has nothing but king and
//!   queens (any other opposing piece could block a square and allow a mate);
//! - C's pieces besides the king are bishops only, every bishop on the board (both sides')
//!   stands on squares of one colour, and there is no knight and no pawn anywhere.
//!
//! Examples: KNN v K, the knights' side *can* win (the lone king can walk into a mate);
//! KB v KB with the bishops on squares of the same colour, neither can; on squares of
//! opposite colours, both can; KN v KR, both can; KN v KQ, the knight's side cannot, the
//! queen's side can.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;
use crate::position::Position;

/// `true` if `color` can never checkmate on `board`, whatever the moves (see the
/// [module documentation](self) for the exact test).
///
/// Returns `true` only if `color` cannot win; the converse does not hold (`false` does not
/// mean a win is possible).
///
/// # Examples
///
/// ```
/// use caissa::{Color, Position};
/// use caissa::rules::material::has_insufficient_material;
///
/// // King and knight against king and queen.
/// let pos = Position::from_fen("4k3/8/8/8/8/8/3q4/4KN2 w - - 0 1")?;
/// assert!(has_insufficient_material(pos.board(), Color::White));
/// assert!(!has_insufficient_material(pos.board(), Color::Black));
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn has_insufficient_material(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    if (ours & (board.pawns() | board.rooks_and_queens())).any() {
        return false;
    }
    if (ours & board.knights()).any() {
        // King and one knight, against king and queens only.
        let theirs = board.by_color(!color);
        return ours.count() <= 2 && (theirs - board.kings() - board.queens()).is_empty();
    }
    let bishops = board.bishops();
    if (ours & bishops).any() {
        // King and bishops (no knight, or the branch above would have answered), all
        // bishops of the board on one colour, no knight or pawn anywhere.
        let one_colour = (bishops & Bitboard::DARK_SQUARES).is_empty()
            || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
        return one_colour && (board.pawns() | board.knights()).is_empty();
    }
    // A bare king.
    true
}

/// `true` if neither side can ever checkmate on `board` (a dead position by material):
/// [`has_insufficient_material`] for both colours. The game is then drawn at once
/// (FIDE 5.2.2).
///
/// Returns `true` only if no checkmate is possible; the converse does not hold.
///
/// # Examples
///
/// ```
/// use caissa::Position;
/// use caissa::rules::material::is_insufficient_material;
///
/// // Bishops on squares of the same colour (c1 and f8 are both dark).
/// let same = Position::from_fen("5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1")?;
/// assert!(is_insufficient_material(same.board()));
/// // On squares of opposite colours a mate exists (with help).
/// let opposite = Position::from_fen("2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1")?;
/// assert!(!is_insufficient_material(opposite.board()));
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn is_insufficient_material(board: &Board) -> bool {
    has_insufficient_material(board, Color::White) && has_insufficient_material(board, Color::Black)
}

impl Position {
    /// `true` if `color` can never checkmate in this position, whatever the moves: see
    /// [`rules::material`](crate::rules::material) for the exact test.
    ///
    /// Returns `true` only if `color` cannot win; the converse does not hold.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Color, Position};
    ///
    /// // Two knights: the lone king could walk into a mate, so White can win.
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/2N1KN2 w - - 0 1")?;
    /// assert!(!pos.has_insufficient_material(Color::White));
    /// assert!(pos.has_insufficient_material(Color::Black));
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        has_insufficient_material(self.board(), color)
    }

    /// `true` if neither side can ever checkmate in this position (a dead position by
    /// material, FIDE 5.2.2).
    ///
    /// Returns `true` only if no checkmate is possible; the converse does not hold.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Position;
    ///
    /// assert!(!Position::new().is_insufficient_material());
    /// let kings = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")?;
    /// assert!(kings.is_insufficient_material());
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        is_insufficient_material(self.board())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn insufficient(fen: &str) -> (bool, bool) {
        let pos = Position::from_fen(fen).unwrap();
        (
            pos.has_insufficient_material(Color::White),
            pos.has_insufficient_material(Color::Black),
        )
    }

    #[test]
    fn per_side_cases() {
        // (fen, white cannot win, black cannot win), checked against python-chess 1.11.2.
        let cases = [
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true),
            // KN v K, KB v K.
            ("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true, true),
            ("4k3/8/8/8/8/8/8/4KB2 w - - 0 1", true, true),
            // KNN v K: the knights can mate a king that helps.
            ("4k3/8/8/8/8/8/8/2N1KN2 w - - 0 1", false, true),
            // KB v KB, same colour (c1 dark, f8 dark) and opposite colours (c1, c8).
            ("5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1", true, true),
            ("2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1", false, false),
            // Several bishops, all on dark squares.
            ("5b2/8/4k3/8/8/3K4/1B6/2B5 w - - 0 1", true, true),
            // KN v KQ: the knight cannot win, the queen can.
            ("4k3/8/8/8/8/8/3q4/4KN2 w - - 0 1", true, false),
            // KN v KR: both can (the rook can block its own king's flight square).
            ("4k3/8/8/8/8/8/3r4/4KN2 w - - 0 1", false, false),
            // KN v KB, KN v KN, KN v KP: both can win.
            ("4k3/8/8/8/8/8/3b4/4KN2 w - - 0 1", false, false),
            ("4k3/8/8/8/8/8/3n4/4KN2 w - - 0 1", false, false),
            ("4k3/8/8/8/8/3p4/8/4KN2 w - - 0 1", false, false),
            // KB v KN: the bishop can mate (the knight blocks), the knight too.
            ("4k3/8/8/8/8/8/3n4/4KB2 w - - 0 1", false, false),
            // KB v KP: the bishop side can win (a pawn anywhere breaks the bishop rule).
            ("4k3/8/8/8/8/3p4/8/4KB2 w - - 0 1", false, false),
            // KB v KQ and KB v KR: the bishop side cannot win if all bishops share a colour.
            ("4k3/8/8/8/8/8/3q4/4KB2 w - - 0 1", true, false),
            ("4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1", true, false),
            // KBN v K.
            ("4k3/8/8/8/8/8/8/3BKN2 w - - 0 1", false, true),
            // Any pawn, rook or queen can win.
            ("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", false, true),
            ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false, true),
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", false, true),
        ];
        for (fen, white, black) in cases {
            assert_eq!(insufficient(fen), (white, black), "{fen}");
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(pos.is_insufficient_material(), white && black, "{fen}");
        }
    }
}
