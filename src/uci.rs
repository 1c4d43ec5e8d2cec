//! UCI move notation, as spoken between GUIs and engines: `e2e4`, `e7e8q`, `0000`.
//!
//! [`UciMove`] is the syntax; [`UciMove::to_move`] finds the legal move it names in a
//! position, and [`UciMove::from_move`] writes a move. Castling is written as the king's
//! two-square move (`e1g1`) in standard chess and as king-takes-rook (`e1h1`) in Chess960;
//! both spellings are read in either.
//!
//! ```
//! use caissa::Position;
//!
//! let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")?;
//! let m = pos.parse_uci("e1h1")?;
//! assert_eq!(pos.parse_uci("e1g1")?, m);
//! assert_eq!(pos.uci(m).to_string(), "e1g1");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::str::FromStr;

use crate::bitboard::Bitboard;
use crate::castling::CastlingSide;
use crate::mv::Move;
use crate::position::Position;
use crate::role::Role;
use crate::square::{File, Rank, Square};

/// A move in UCI notation: origin, destination, promotion piece; or the null move `0000`.
///
/// # Examples
///
/// ```
/// use caissa::{Role, Square, UciMove};
///
/// let m: UciMove = "e7e8q".parse()?;
/// assert_eq!(
///     m,
///     UciMove::Normal { from: Square::E7, to: Square::E8, promotion: Some(Role::Queen) }
/// );
/// assert_eq!(m.to_string(), "e7e8q");
/// assert_eq!("0000".parse::<UciMove>()?, UciMove::Null);
/// # Ok::<_, caissa::ParseUciError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UciMove {
    /// A move from one square to another (for castling: to the king's destination or to
    /// the rook's square).
    Normal {
        /// The origin square.
        from: Square,
        /// The destination square.
        to: Square,
        /// The piece a pawn promotes to.
        promotion: Option<Role>,
    },
    /// The null move `0000` (passing the turn). It is not a legal move:
    /// [`UciMove::to_move`] refuses it with [`UciError::NullMove`].
    Null,
}

/// What a UCI reader expected where it stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseUciErrorKind {
    /// Expected a file (`a`-`h`).
    File,
    /// Expected a rank (`1`-`8`).
    Rank,
    /// Expected a lowercase promotion piece: `q`, `r`, `b` or `n`.
    Promotion,
    /// Expected the rest of the null move `0000`.
    Null,
    /// Expected the end of the move.
    End,
}

impl fmt::Display for ParseUciErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseUciErrorKind::File => "expected a file (a-h)",
            ParseUciErrorKind::Rank => "expected a rank (1-8)",
            ParseUciErrorKind::Promotion => "expected a promotion piece (q, r, b or n)",
            ParseUciErrorKind::Null => "expected 0000",
            ParseUciErrorKind::End => "expected the end of the move",
        })
    }
}

/// A text that is not a UCI move. Names the byte offset where reading stopped and what it
/// expected there.
///
/// # Examples
///
/// ```
/// use caissa::{ParseUciErrorKind, UciMove};
///
/// let err = "e7e8k".parse::<UciMove>().unwrap_err();
/// assert_eq!((err.offset, err.kind), (4, ParseUciErrorKind::Promotion));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid uci move at byte {offset}: {kind}")]
pub struct ParseUciError {
    /// The byte offset in the input where reading stopped.
    pub offset: usize,
    /// What was expected there.
    pub kind: ParseUciErrorKind,
}

/// Why a UCI text or [`UciMove`] names no legal move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum UciError {
    /// The text is not a UCI move.
    #[error(transparent)]
    Parse(#[from] ParseUciError),
    /// The move is not legal in the position.
    #[error("illegal uci move")]
    Illegal,
    /// A pawn move to the last rank without a promotion piece (`e7e8` for `e7e8q`).
    #[error("missing promotion piece")]
    MissingPromotion,
    /// The null move `0000`, which passes the turn: not a legal move of chess.
    #[error("a null move is not a legal move")]
    NullMove,
}

impl UciMove {
    /// Parses a UCI move: `e2e4`, `e7e8q` (promotion piece in lowercase), or `0000`.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseUciError`] with the byte offset and what was expected.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{ParseUciErrorKind, Square, UciMove};
    ///
    /// let m = UciMove::from_ascii(b"g1f3")?;
    /// assert_eq!(m, UciMove::Normal { from: Square::G1, to: Square::F3, promotion: None });
    /// assert_eq!(UciMove::from_ascii(b"g1f9").unwrap_err().kind, ParseUciErrorKind::Rank);
    /// # Ok::<_, caissa::ParseUciError>(())
    /// ```
    pub fn from_ascii(text: &[u8]) -> Result<UciMove, ParseUciError> {
        let error = |offset, kind| Err(ParseUciError { offset, kind });
        let byte = |i: usize| text.get(i).copied().map_or('\0', char::from);
        if byte(0) == '0' {
            for i in 1..4 {
                if byte(i) != '0' {
                    return error(i, ParseUciErrorKind::Null);
                }
            }
            return if text.len() == 4 {
                Ok(UciMove::Null)
            } else {
                error(4, ParseUciErrorKind::End)
            };
        }
        let square = |i: usize| -> Result<Square, ParseUciError> {
            let file = File::from_char(byte(i)).ok_or(ParseUciError {
                offset: i,
                kind: ParseUciErrorKind::File,
            })?;
            let rank = Rank::from_char(byte(i + 1)).ok_or(ParseUciError {
                offset: i + 1,
                kind: ParseUciErrorKind::Rank,
            })?;
            Ok(Square::from_coords(file, rank))
        };
        let from = square(0)?;
        let to = square(2)?;
        let promotion = match text.get(4) {
            None => None,
            Some(_) if !Bitboard::BACKRANKS.contains(to) => {
                return error(4, ParseUciErrorKind::End);
            }
            Some(b'q') => Some(Role::Queen),
            Some(b'r') => Some(Role::Rook),
            Some(b'b') => Some(Role::Bishop),
            Some(b'n') => Some(Role::Knight),
            Some(_) => return error(4, ParseUciErrorKind::Promotion),
        };
        if text.len() > 4 + usize::from(promotion.is_some()) {
            return error(4 + usize::from(promotion.is_some()), ParseUciErrorKind::End);
        }
        Ok(UciMove::Normal {
            from,
            to,
            promotion,
        })
    }

    /// The UCI of the move `m` in `pos`: castling as king-takes-rook (`e1h1`) if `pos` is a
    /// [Chess960](crate::CastlingMode::Chess960) position, as the king's move (`e1g1`)
    /// otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{CastlingMode, Move, Position, Square, UciMove};
    ///
    /// let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    /// let castle = Move::castle(Square::E1, Square::H1);
    /// let standard = Position::from_fen(fen)?;
    /// assert_eq!(UciMove::from_move(&standard, castle).to_string(), "e1g1");
    /// let chess960 = Position::from_fen_with_mode(fen, CastlingMode::Chess960)?;
    /// assert_eq!(UciMove::from_move(&chess960, castle).to_string(), "e1h1");
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    #[must_use]
    pub fn from_move(pos: &Position, m: Move) -> UciMove {
        let to = match m.castling_rook() {
            Some(rook) if pos.castling_mode().is_chess960() => rook,
            _ => m.to(),
        };
        UciMove::Normal {
            from: m.from(),
            to,
            promotion: m.promotion_role(),
        }
    }

    /// The legal move this UCI names in `pos`. Castling may be written either way: as
    /// the king's move to its castling square (`e1g1`, when the king moves at least two
    /// squares) or as king-takes-rook (`e1h1`).
    ///
    /// # Errors
    ///
    /// [`UciError::Illegal`] if the move is not legal, [`UciError::MissingPromotion`] for
    /// a pawn move to the last rank without promotion piece, [`UciError::NullMove`] for
    /// `0000`.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, UciError, UciMove};
    ///
    /// let pos = Position::new();
    /// let e2e5: UciMove = "e2e5".parse()?;
    /// assert_eq!(e2e5.to_move(&pos), Err(UciError::Illegal));
    /// # Ok::<_, caissa::ParseUciError>(())
    /// ```
    pub fn to_move(&self, pos: &Position) -> Result<Move, UciError> {
        let UciMove::Normal {
            from,
            to,
            promotion,
        } = *self
        else {
            return Err(UciError::NullMove);
        };
        let us = pos.turn();
        let piece = pos
            .piece_at(from)
            .filter(|p| p.color == us)
            .ok_or(UciError::Illegal)?;
        let m = match (piece.role, promotion) {
            (Role::King, None) => king_move(pos, from, to),
            (Role::Pawn, None) if Bitboard::BACKRANKS.contains(to) => {
                return Err(if pos.is_legal(Move::promotion(from, to, Role::Queen)) {
                    UciError::MissingPromotion
                } else {
                    UciError::Illegal
                });
            }
            (Role::Pawn, Some(role)) => Move::promotion(from, to, role),
            (Role::Pawn, None) if pos.ep_square() == Some(to) && from.file() != to.file() => {
                Move::en_passant(from, to)
            }
            (_, None) => Move::normal(from, to),
            (_, Some(_)) => return Err(UciError::Illegal),
        };
        if pos.is_legal(m) {
            Ok(m)
        } else {
            Err(UciError::Illegal)
        }
    }
}

/// A king move from `from` to `to`, read as castling if it takes an own rook that may
/// castle, or moves the king at least two squares to a castling square.
fn king_move(pos: &Position, from: Square, to: Square) -> Move {
    let us = pos.turn();
    if (pos.castling_rights() & pos.board().by_piece(Role::Rook.of(us))).contains(to) {
        return Move::castle(from, to);
    }
    if from.rank() == to.rank() && from.file().distance(to.file()) >= 2 {
        for side in CastlingSide::ALL {
            if side.king_to(us) == to {
                if let Some(rook) = pos.castling_rook(us, side) {
                    return Move::castle(from, rook);
                }
            }
        }
    }
    Move::normal(from, to)
}

impl FromStr for UciMove {
    type Err = ParseUciError;

    /// See [`UciMove::from_ascii`].
    fn from_str(s: &str) -> Result<UciMove, ParseUciError> {
        UciMove::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UciMove::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(role) = promotion {
                    fmt::Write::write_char(f, role.char())?;
                }
                Ok(())
            }
            UciMove::Null => f.write_str("0000"),
        }
    }
}

/// Reading and writing moves in UCI.
impl Position {
    /// The UCI of the move `m` here; see [`UciMove::from_move`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Position;
    ///
    /// let pos = Position::new();
    /// let m = pos.parse_san("Nf3")?;
    /// assert_eq!(pos.uci(m).to_string(), "g1f3");
    /// # Ok::<_, caissa::SanError>(())
    /// ```
    #[must_use]
    pub fn uci(&self, m: Move) -> UciMove {
        UciMove::from_move(self, m)
    }

    /// The legal move the UCI `text` names; see [`UciMove::to_move`].
    ///
    /// # Errors
    ///
    /// [`UciError::Parse`] if the text is not UCI; otherwise as [`UciMove::to_move`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, UciError};
    ///
    /// let pos = Position::new();
    /// assert!(pos.parse_uci("g1f3").is_ok());
    /// assert!(matches!(pos.parse_uci("g1f9"), Err(UciError::Parse(_))));
    /// assert_eq!(pos.parse_uci("0000"), Err(UciError::NullMove));
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        UciMove::from_ascii(text.as_bytes())?.to_move(self)
    }

    /// Plays the move the UCI `text` names, returning the new position; this one is
    /// unchanged.
    ///
    /// # Errors
    ///
    /// As [`Position::parse_uci`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Position;
    ///
    /// let pos = Position::new().play_uci("e2e4")?;
    /// assert_eq!(pos.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// # Ok::<_, caissa::UciError>(())
    /// ```
    pub fn play_uci(&self, text: &str) -> Result<Position, UciError> {
        let m = self.parse_uci(text)?;
        let mut next = *self;
        next.play_unchecked(m);
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_error(text: &str) -> (usize, ParseUciErrorKind) {
        let e = UciMove::from_ascii(text.as_bytes()).expect_err(text);
        (e.offset, e.kind)
    }

    #[test]
    fn malformed_text_names_the_byte() {
        use ParseUciErrorKind as K;
        for (text, at, kind) in [
            ("", 0, K::File),
            ("e", 1, K::Rank),
            ("e2", 2, K::File),
            ("e2e", 3, K::Rank),
            ("e2e9", 3, K::Rank),
            ("i2e4", 0, K::File),
            ("E2E4", 0, K::File),
            ("e7e8k", 4, K::Promotion),
            ("e7e8p", 4, K::Promotion),
            ("e7e8Q", 4, K::Promotion),
            ("e2e4q", 4, K::End),
            ("e7e8qq", 5, K::End),
            ("e2e4 ", 4, K::End),
            ("000", 3, K::Null),
            ("0001", 3, K::Null),
            ("00000", 4, K::End),
        ] {
            assert_eq!(parse_error(text), (at, kind), "{text:?}");
        }
    }

    #[cfg(feature = "alloc")]
    #[test]
    fn display_round_trips() {
        use alloc::string::ToString;
        for text in ["e2e4", "a7a8q", "h2h1n", "b7c8r", "d2d1b", "0000", "e1h1"] {
            assert_eq!(
                UciMove::from_ascii(text.as_bytes()).unwrap().to_string(),
                text
            );
        }
    }
}
