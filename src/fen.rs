//! FEN: Forsyth–Edwards Notation (PGN standard §16.1), in and out.
//!
//! Parsing gives a [`Fen`], a [`Setup`] that is well-formed but not yet validated; turn
//! it into a [`Position`] with [`Fen::into_position`] (or parse a [`Position`] directly).
//! The castling field is read as X-FEN, which includes standard FEN and Shredder-FEN:
//! `K`/`Q` name the outermost rook on that side of the king, file letters name a rook
//! by its file.

use core::fmt;
use core::num::NonZeroU32;
use core::str::FromStr;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingMode, CastlingSide};
use crate::color::Color;
use crate::position::{Position, PositionError};
use crate::role::{Piece, Role};
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

/// The six fields of a FEN.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// Piece placement.
    Board,
    /// Side to move.
    Turn,
    /// Castling rights.
    Castling,
    /// En passant square.
    EnPassant,
    /// Half-move clock.
    Halfmoves,
    /// Full-move number.
    Fullmoves,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "board",
            FenField::Turn => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::Halfmoves => "half-move clock",
            FenField::Fullmoves => "full-move number",
        })
    }
}

/// What is wrong with a FEN's text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseFenErrorKind {
    /// The field is missing.
    Missing,
    /// A character that does not belong here.
    UnexpectedChar(char),
    /// A rank describes more than eight squares.
    RankTooLong,
    /// A rank describes fewer than eight squares.
    RankTooShort,
    /// The board does not have exactly eight ranks.
    WrongRankCount,
    /// The same castling letter twice, or more than two rights for one side.
    DuplicateCastling,
    /// A number too large for the clock.
    NumberTooLarge,
    /// The full-move number is 0 (it starts at 1).
    ZeroFullmoves,
    /// Text after the sixth field.
    TrailingText,
}

impl fmt::Display for ParseFenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenErrorKind::Missing => f.write_str("missing"),
            ParseFenErrorKind::UnexpectedChar(c) => write!(f, "unexpected character {c:?}"),
            ParseFenErrorKind::RankTooLong => f.write_str("rank longer than eight squares"),
            ParseFenErrorKind::RankTooShort => f.write_str("rank shorter than eight squares"),
            ParseFenErrorKind::WrongRankCount => f.write_str("not eight ranks"),
            ParseFenErrorKind::DuplicateCastling => f.write_str("repeated castling right"),
            ParseFenErrorKind::NumberTooLarge => f.write_str("number too large"),
            ParseFenErrorKind::ZeroFullmoves => f.write_str("full-move number 0 (it starts at 1)"),
            ParseFenErrorKind::TrailingText => f.write_str("text after the last field"),
        }
    }
}

/// A text that is not a FEN. Names the field and the byte offset where the problem is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid fen: {kind} in the {field} field at byte {offset}")]
pub struct ParseFenError {
    /// The field the problem is in.
    pub field: FenField,
    /// The byte offset in the input where the problem starts.
    pub offset: usize,
    /// What is wrong.
    pub kind: ParseFenErrorKind,
}

/// A FEN that could not become a [`Position`]: malformed text, or an illegal position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// The text is not a FEN.
    #[error(transparent)]
    Parse(#[from] ParseFenError),
    /// The text is a FEN, but of an illegal position.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// When to write the en passant square.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum EnPassantMode {
    /// Only when an en passant capture is legal (python-chess's default; what repetition
    /// compares).
    #[default]
    Legal,
    /// When a pawn of the side to move stands ready to capture, legal or not.
    PseudoLegal,
    /// After every double push (the original FEN standard).
    Always,
}

/// How to write castling rights.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum CastlingNotation {
    /// X-FEN: `KQkq` for the outermost rooks, file letters otherwise. Standard FEN for
    /// standard chess.
    #[default]
    XFen,
    /// Shredder-FEN: always the rooks' file letters, like `HAha`.
    Shredder,
}

/// A parsed FEN: a well-formed [`Setup`] that may still be an illegal position.
///
/// ```
/// use caissa::{CastlingMode, Fen};
///
/// let fen: Fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
/// let pos = fen.into_position(CastlingMode::Standard)?;
/// assert_eq!(pos.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fen(pub Setup);

impl Fen {
    /// Parses a FEN from bytes: all six fields, separated by spaces (runs of white space
    /// and white space around the whole are accepted). An EPD-style FEN without the two
    /// clock fields is refused with [`ParseFenErrorKind::Missing`] for the half-move clock;
    /// append ` 0 1` to read one.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseFenError`] naming the field and the byte offset of the problem.
    pub fn from_ascii(text: &[u8]) -> Result<Fen, ParseFenError> {
        let mut fields = Fields { text, pos: 0 };
        let mut setup = Setup::empty();

        let (start, board) = fields.next(FenField::Board)?;
        setup.board = parse_board(board, start)?;

        let (start, turn) = fields.next(FenField::Turn)?;
        setup.turn = match turn {
            b"w" => Color::White,
            b"b" => Color::Black,
            _ => return Err(unexpected(FenField::Turn, start, turn, 0)),
        };

        let (start, castling) = fields.next(FenField::Castling)?;
        setup.castling_rights = parse_castling(&setup.board, castling, start)?;

        let (start, ep) = fields.next(FenField::EnPassant)?;
        setup.ep_square = if ep == b"-" {
            None
        } else {
            match Square::from_ascii(ep) {
                Ok(sq) => Some(sq),
                Err(_) => {
                    let bad = ep
                        .iter()
                        .position(|c| !matches!(c, b'a'..=b'h' | b'1'..=b'8'))
                        .unwrap_or(ep.len().min(2));
                    return Err(unexpected(FenField::EnPassant, start, ep, bad));
                }
            }
        };

        let (start, half) = fields.next(FenField::Halfmoves)?;
        setup.halfmoves = parse_number(half, start, FenField::Halfmoves)?;
        let (start, full) = fields.next(FenField::Fullmoves)?;
        let n = parse_number(full, start, FenField::Fullmoves)?;
        setup.fullmoves = NonZeroU32::new(n).ok_or(ParseFenError {
            field: FenField::Fullmoves,
            offset: start,
            kind: ParseFenErrorKind::ZeroFullmoves,
        })?;
        if let Some((start, _)) = fields.next_optional() {
            return Err(ParseFenError {
                field: FenField::Fullmoves,
                offset: start,
                kind: ParseFenErrorKind::TrailingText,
            });
        }
        Ok(Fen(setup))
    }

    /// Validates the setup as a position of castling `mode`.
    ///
    /// # Errors
    ///
    /// Returns every problem of the position; see [`Position::from_setup`].
    pub fn into_position(self, mode: CastlingMode) -> Result<Position, PositionError> {
        Position::from_setup(self.0, mode)
    }

    /// The setup.
    #[must_use]
    pub fn into_setup(self) -> Setup {
        self.0
    }

    /// The FEN of a position, with the en passant square written as `ep` says. Choose the
    /// castling notation when displaying it ([`Fen::display`]).
    #[must_use]
    pub fn from_position(pos: &Position, ep: EnPassantMode) -> Fen {
        let mut setup = pos.to_setup();
        setup.ep_square = match ep {
            EnPassantMode::Legal => pos.legal_ep_square(),
            EnPassantMode::PseudoLegal => pos.pseudo_legal_ep_square(),
            EnPassantMode::Always => pos.ep_square(),
        };
        Fen(setup)
    }

    /// Displays the FEN with castling in the given notation.
    #[must_use]
    pub fn display(&self, castling: CastlingNotation) -> impl fmt::Display + '_ {
        FenDisplay {
            setup: &self.0,
            castling,
        }
    }
}

impl FromStr for Fen {
    type Err = ParseFenError;

    fn from_str(s: &str) -> Result<Fen, ParseFenError> {
        Fen::from_ascii(s.as_bytes())
    }
}

impl From<Setup> for Fen {
    fn from(setup: Setup) -> Fen {
        Fen(setup)
    }
}

/// Writes the FEN with X-FEN castling.
impl fmt::Display for Fen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        FenDisplay {
            setup: &self.0,
            castling: CastlingNotation::XFen,
        }
        .fmt(f)
    }
}

struct FenDisplay<'a> {
    setup: &'a Setup,
    castling: CastlingNotation,
}

impl fmt::Display for FenDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.setup;
        write!(f, "{} {} ", s.board, s.turn.char())?;
        write_castling(f, &s.board, s.castling_rights, self.castling)?;
        match s.ep_square {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", s.halfmoves, s.fullmoves)
    }
}

fn write_castling(
    f: &mut fmt::Formatter<'_>,
    board: &Board,
    rights: Bitboard,
    notation: CastlingNotation,
) -> fmt::Result {
    let mut any = false;
    for color in Color::ALL {
        // King side first (higher files), then queen side.
        for rook in (rights & Bitboard::backrank(color)).into_iter().rev() {
            // X-FEN writes `K`/`Q` only where reading it back names this very rook.
            let letter = match notation {
                CastlingNotation::XFen
                    if xfen_rook(board, color, CastlingSide::KingSide) == rook =>
                {
                    'K'
                }
                CastlingNotation::XFen
                    if xfen_rook(board, color, CastlingSide::QueenSide) == rook =>
                {
                    'Q'
                }
                _ => rook.file().upper_char(),
            };
            let letter = if color.is_white() {
                letter
            } else {
                letter.to_ascii_lowercase()
            };
            fmt::Write::write_char(f, letter)?;
            any = true;
        }
    }
    if !any {
        f.write_str("-")?;
    }
    Ok(())
}

/// Splits the text into fields separated by runs of spaces, remembering offsets.
struct Fields<'a> {
    text: &'a [u8],
    pos: usize,
}

impl<'a> Fields<'a> {
    fn next_optional(&mut self) -> Option<(usize, &'a [u8])> {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if self.pos >= self.text.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < self.text.len() && !self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some((start, &self.text[start..self.pos]))
    }

    fn next(&mut self, field: FenField) -> Result<(usize, &'a [u8]), ParseFenError> {
        let end = self.text.len();
        self.next_optional().ok_or(ParseFenError {
            field,
            offset: end,
            kind: ParseFenErrorKind::Missing,
        })
    }
}

fn unexpected(field: FenField, start: usize, text: &[u8], at: usize) -> ParseFenError {
    let c = text.get(at).map_or('\0', |&b| {
        if b.is_ascii() {
            b as char
        } else {
            char::REPLACEMENT_CHARACTER
        }
    });
    ParseFenError {
        field,
        offset: start + at,
        kind: ParseFenErrorKind::UnexpectedChar(c),
    }
}

fn parse_board(text: &[u8], start: usize) -> Result<Board, ParseFenError> {
    let err = |offset, kind| ParseFenError {
        field: FenField::Board,
        offset,
        kind,
    };
    let mut board = Board::empty();
    let mut rank = 7i32;
    let mut file = 0u32;
    for (i, &c) in text.iter().enumerate() {
        let offset = start + i;
        match c {
            b'/' => {
                if file < 8 {
                    return Err(err(offset, ParseFenErrorKind::RankTooShort));
                }
                rank -= 1;
                file = 0;
                if rank < 0 {
                    return Err(err(offset, ParseFenErrorKind::WrongRankCount));
                }
            }
            b'1'..=b'8' => {
                if i > 0 && text[i - 1].is_ascii_digit() {
                    // Empty squares are one digit: `44` is not FEN.
                    return Err(unexpected(FenField::Board, start, text, i));
                }
                file += u32::from(c - b'0');
                if file > 8 {
                    return Err(err(offset, ParseFenErrorKind::RankTooLong));
                }
            }
            _ => {
                let piece = Piece::from_char(c as char).filter(|_| c.is_ascii_alphabetic());
                let Some(piece) = piece else {
                    return Err(unexpected(FenField::Board, start, text, i));
                };
                if file >= 8 {
                    return Err(err(offset, ParseFenErrorKind::RankTooLong));
                }
                board.put(
                    piece,
                    Square::from_coords(File::new(file), Rank::new(rank as u32)),
                );
                file += 1;
            }
        }
    }
    if rank != 0 {
        return Err(err(start + text.len(), ParseFenErrorKind::WrongRankCount));
    }
    if file < 8 {
        return Err(err(start + text.len(), ParseFenErrorKind::RankTooShort));
    }
    Ok(board)
}

/// The rook an X-FEN `K` (king side) or `Q` (queen side) names for `color`: the outermost
/// rook of that colour on that side of its king on the back rank, or the corner square of
/// that side if there is none (a right that validation will then reject).
fn xfen_rook(board: &Board, color: Color, side: CastlingSide) -> Square {
    let backrank = Rank::First.relative_to(color);
    let rooks = board.by_piece(Role::Rook.of(color)) & Bitboard::from_rank(backrank);
    let king = board.king_of(color).filter(|k| k.rank() == backrank);
    let found = king.and_then(|k| match side {
        CastlingSide::KingSide => (rooks & Bitboard(!((2u64 << k as u32).wrapping_sub(1)))).last(),
        CastlingSide::QueenSide => (rooks & Bitboard((1u64 << k as u32) - 1)).first(),
    });
    let corner = match side {
        CastlingSide::KingSide => File::H,
        CastlingSide::QueenSide => File::A,
    };
    found.unwrap_or(Square::from_coords(corner, backrank))
}

fn parse_castling(board: &Board, text: &[u8], start: usize) -> Result<Bitboard, ParseFenError> {
    if text == b"-" {
        return Ok(Bitboard::EMPTY);
    }
    let mut rights = Bitboard::EMPTY;
    for (i, &c) in text.iter().enumerate() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let backrank = Rank::First.relative_to(color);
        let rook = match c.to_ascii_lowercase() {
            b'k' => xfen_rook(board, color, CastlingSide::KingSide),
            b'q' => xfen_rook(board, color, CastlingSide::QueenSide),
            f @ b'a'..=b'h' => Square::from_coords(File::new(u32::from(f - b'a')), backrank),
            _ => return Err(unexpected(FenField::Castling, start, text, i)),
        };
        if rights.contains(rook) || (rights & Bitboard::from_rank(backrank)).count() >= 2 {
            return Err(ParseFenError {
                field: FenField::Castling,
                offset: start + i,
                kind: ParseFenErrorKind::DuplicateCastling,
            });
        }
        rights.add(rook);
    }
    Ok(rights)
}

fn parse_number(text: &[u8], start: usize, field: FenField) -> Result<u32, ParseFenError> {
    let mut n: u32 = 0;
    for (i, &c) in text.iter().enumerate() {
        if !c.is_ascii_digit() {
            return Err(unexpected(field, start, text, i));
        }
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(u32::from(c - b'0')))
            .ok_or(ParseFenError {
                field,
                offset: start,
                kind: ParseFenErrorKind::NumberTooLarge,
            })?;
    }
    Ok(n)
}

impl Position {
    /// Parses a FEN of a standard-chess position.
    ///
    /// # Errors
    ///
    /// [`FenError::Parse`] if the text is not a FEN, [`FenError::Position`] if it is the
    /// FEN of an illegal position.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Position;
    ///
    /// let pos = Position::from_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1")?;
    /// // The en passant capture would expose the king along the rank.
    /// assert!(pos.legal_ep_square().is_none());
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen_with_mode(fen, CastlingMode::Standard)
    }

    /// Parses a FEN of a position of castling `mode` (for Chess960, the castling field may
    /// be X-FEN or Shredder-FEN).
    ///
    /// # Errors
    ///
    /// As [`Position::from_fen`].
    pub fn from_fen_with_mode(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        Ok(fen.parse::<Fen>()?.into_position(mode)?)
    }

    /// The FEN of this position with the en passant square written as `ep` says.
    /// `Display` writes the same with [`EnPassantMode::Legal`].
    #[must_use]
    pub fn fen(&self, ep: EnPassantMode) -> Fen {
        Fen::from_position(self, ep)
    }
}

impl FromStr for Position {
    type Err = FenError;

    /// Parses a FEN of a standard-chess position; see [`Position::from_fen`].
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

/// Writes the position as a FEN (en passant square only when a capture is legal, castling
/// as `KQkq` in standard chess and X-FEN in Chess960).
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fen(EnPassantMode::Legal).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn start_position_round_trips() {
        let pos: Position = START.parse().unwrap();
        assert_eq!(pos, Position::new());
        let mut s = arrayvec::ArrayString::<100>::new();
        fmt::write(&mut s, format_args!("{pos}")).unwrap();
        assert_eq!(s.as_str(), START);
    }

    fn err(fen: &str) -> ParseFenError {
        fen.parse::<Fen>().unwrap_err()
    }

    #[test]
    fn errors_name_field_and_offset() {
        let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
        assert_eq!(
            (e.field, e.offset, e.kind),
            (FenField::Board, 42, ParseFenErrorKind::UnexpectedChar('X'))
        );
        let e = err("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(
            (e.field, e.offset, e.kind),
            (FenField::Board, 18, ParseFenErrorKind::UnexpectedChar('9'))
        );
        let e = err("rnbqkbnr/pppppppp/7pp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(
            (e.field, e.offset, e.kind),
            (FenField::Board, 20, ParseFenErrorKind::RankTooLong)
        );
        let e = err("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(
            (e.field, e.kind),
            (FenField::Board, ParseFenErrorKind::WrongRankCount)
        );
        let e = err("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(
            (e.field, e.offset, e.kind),
            (FenField::Board, 19, ParseFenErrorKind::RankTooShort)
        );
        let e = err("8/8/8/8/8/8/8/8 x - - 0 1");
        assert_eq!((e.field, e.offset), (FenField::Turn, 16));
        let e = err("8/8/8/8/8/8/8/8 w KX - 0 1");
        assert_eq!(
            (e.field, e.offset, e.kind),
            (
                FenField::Castling,
                19,
                ParseFenErrorKind::UnexpectedChar('X')
            )
        );
        let e = err("8/8/8/8/8/8/8/8 w KK - 0 1");
        assert_eq!(
            (e.field, e.kind),
            (FenField::Castling, ParseFenErrorKind::DuplicateCastling)
        );
        let e = err("8/8/8/8/8/8/8/8 w - e9 0 1");
        assert_eq!((e.field, e.offset), (FenField::EnPassant, 21));
        let e = err("8/8/8/8/8/8/8/8 w - - -1 1");
        assert_eq!(
            (e.field, e.offset, e.kind),
            (
                FenField::Halfmoves,
                22,
                ParseFenErrorKind::UnexpectedChar('-')
            )
        );
        let e = err("8/8/8/8/8/8/8/8 w - - 0 0");
        assert_eq!(
            (e.field, e.kind),
            (FenField::Fullmoves, ParseFenErrorKind::ZeroFullmoves)
        );
        let e = err("8/8/8/8/8/8/8/8 w - - 99999999999 1");
        assert_eq!(
            (e.field, e.kind),
            (FenField::Halfmoves, ParseFenErrorKind::NumberTooLarge)
        );
        let e = err("8/8/8/8/8/8/8/8 w - - 0");
        assert_eq!(
            (e.field, e.kind),
            (FenField::Fullmoves, ParseFenErrorKind::Missing)
        );
        let e = err("8/8/8/8/8/8/8/8 w - - 0 1 extra");
        assert_eq!(e.kind, ParseFenErrorKind::TrailingText);
        let e = err("");
        assert_eq!(
            (e.field, e.kind),
            (FenField::Board, ParseFenErrorKind::Missing)
        );
        let e = err("8/8/8/8/8/8/8/8");
        assert_eq!(
            (e.field, e.kind),
            (FenField::Turn, ParseFenErrorKind::Missing)
        );
        assert!(matches!(
            err("8/8/8/8/8/8/8/8 w - - 0 1\u{e9}").kind,
            ParseFenErrorKind::UnexpectedChar(_)
        ));
        assert!(matches!(
            err("8/8/8/8/8/8/8/\u{e9}7 w - - 0 1").kind,
            ParseFenErrorKind::UnexpectedChar(_)
        ));
    }

    #[test]
    fn clocks_are_required_and_exact() {
        let e = err("4k3/8/8/8/8/8/8/4K3 w - -");
        assert_eq!(
            (e.field, e.offset, e.kind),
            (FenField::Halfmoves, 25, ParseFenErrorKind::Missing)
        );
        let fen: Fen = "  4k3/8/8/8/8/8/8/4K3   b -  -  150 4000000000 "
            .parse()
            .unwrap();
        assert_eq!(
            (fen.0.halfmoves, fen.0.fullmoves.get()),
            (150, 4_000_000_000)
        );
    }

    #[test]
    fn ep_square_written_only_when_legal_by_default() {
        let pos: Position = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
            .parse()
            .unwrap();
        assert_eq!(pos.legal_ep_square(), Some(Square::E3));
        let pos: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
            .parse()
            .unwrap();
        assert_eq!(pos.legal_ep_square(), None);
        assert_eq!(pos.fen(EnPassantMode::Always).0.ep_square, Some(Square::E3));
        assert_eq!(pos.fen(EnPassantMode::PseudoLegal).0.ep_square, None);
        assert_eq!(pos.fen(EnPassantMode::Legal).0.ep_square, None);
    }

    #[test]
    fn castling_letters() {
        let fen: Fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
        assert_eq!(fen.0.castling_rights, Bitboard::CORNERS);
        let shredder: Fen = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1".parse().unwrap();
        assert_eq!(shredder, fen);
        let mut s = arrayvec::ArrayString::<100>::new();
        fmt::write(
            &mut s,
            format_args!("{}", fen.display(CastlingNotation::Shredder)),
        )
        .unwrap();
        assert_eq!(s.as_str(), "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
        // X-FEN: an inner rook gets its file letter.
        let fen: Fen = "4k3/8/8/8/8/8/8/RR2K2R w QB - 0 1".parse().unwrap();
        assert_eq!(
            fen.0.castling_rights,
            Bitboard::from(Square::A1) | Square::B1
        );
    }
}
