//! Reading SAN text: syntax only, no position involved.
//!
//! One hand-written scanner serves both modes: it reads the lenient grammar and, at each
//! place where the text departs from canonical SAN, asks whether the caller allows that
//! [`Relaxations`] flag. So a strict reading fails at the first sloppy byte with its
//! offset, and a lenient one returns the set of relaxations it applied. Nothing is
//! allocated.
//!
//! ```text
//! san        := (castling | null | piece | pawn) annotation?
//! castling   := ("O-O" | "O-O-O" | "0-0" | "0-0-0") suffix?
//! null       := "--"
//! piece      := [KQRBN] origin? ("x" | "-")? square suffix?
//! pawn       := "P"? origin? ("x" | "-")? square promotion? ep-mark? suffix?
//! origin     := file | rank | file rank        ("-" only after a full square)
//! promotion  := "="? [QRBNqrbn]                (only onto the first or eighth rank)
//! ep-mark    := " "? ("e.p." | "ep" | "i.p." | "ip")
//! suffix     := "+" | "#" | "++"
//! annotation := "!" | "?" | "!!" | "??" | "!?" | "?!"
//! ```

use core::fmt;

use super::error::Relaxations;
use super::{San, Suffix};
use crate::castling::CastlingSide;
use crate::role::Role;
use crate::square::{File, Rank, Square};

/// What a SAN reader expected where it stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseSanErrorKind {
    /// Expected the start of a move: a piece letter (`K`, `Q`, `R`, `B`, `N`), a file
    /// (`a`-`h`), castling (`O-O`) or the null move `--`.
    Move,
    /// Expected the rest of castling: `O-O` or `O-O-O`, with one kind of letter.
    Castling,
    /// Expected a file (`a`-`h`): a pawn capture or a pawn's origin rank needs the origin file.
    File,
    /// Expected a rank (`1`-`8`).
    Rank,
    /// Expected a square, such as `e4`.
    Square,
    /// Expected a promotion piece: `Q`, `R`, `B` or `N` (never `K` or `P`).
    Promotion,
    /// Expected the end of the move, or a check suffix (`+`, `#`) or annotation (`!`, `?`).
    End,
    /// The text uses this relaxation of canonical SAN here, and the caller did not allow it.
    NotAllowed(Relaxations),
}

impl fmt::Display for ParseSanErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSanErrorKind::Move => {
                f.write_str("expected a piece letter, a file, castling or --")
            }
            ParseSanErrorKind::Castling => f.write_str("expected O-O or O-O-O"),
            ParseSanErrorKind::File => f.write_str("expected a file (a-h)"),
            ParseSanErrorKind::Rank => f.write_str("expected a rank (1-8)"),
            ParseSanErrorKind::Square => f.write_str("expected a square"),
            ParseSanErrorKind::Promotion => {
                f.write_str("expected a promotion piece (Q, R, B or N)")
            }
            ParseSanErrorKind::End => f.write_str("expected the end of the move"),
            ParseSanErrorKind::NotAllowed(r) => write!(f, "{r} not allowed"),
        }
    }
}

/// A text that is not SAN. Names the byte offset where reading stopped and what it
/// expected there.
///
/// # Examples
///
/// ```
/// use caissa::{ParseSanErrorKind, SanPlus};
///
/// let err = "Nf9".parse::<SanPlus>().unwrap_err();
/// assert_eq!((err.offset, err.kind), (2, ParseSanErrorKind::Rank));
/// assert_eq!(err.to_string(), "invalid san at byte 2: expected a rank (1-8)");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid san at byte {offset}: {kind}")]
pub struct ParseSanError {
    /// The byte offset in the input where reading stopped.
    pub offset: usize,
    /// What was expected there.
    pub kind: ParseSanErrorKind,
}

/// The result of reading SAN text: the move, its suffix, and the relaxations of spelling
/// that were applied (relaxations of meaning need a position; see `super::resolve`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Parsed {
    pub(crate) san: San,
    pub(crate) suffix: Option<Suffix>,
    pub(crate) relaxations: Relaxations,
}

/// Reads `text` as SAN, accepting the relaxations in `allowed`.
#[inline]
pub(crate) fn parse(text: &[u8], allowed: Relaxations) -> Result<Parsed, ParseSanError> {
    let mut reader = Reader {
        bytes: text,
        i: 0,
        allowed,
        found: Relaxations::empty(),
    };
    let san = reader.san()?;
    let suffix = match san {
        San::Null => None,
        _ => reader.suffix()?,
    };
    reader.annotation()?;
    if reader.i != text.len() {
        return Err(reader.error(reader.i, ParseSanErrorKind::End));
    }
    Ok(Parsed {
        san,
        suffix,
        relaxations: reader.found,
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    i: usize,
    allowed: Relaxations,
    found: Relaxations,
}

#[inline(always)]
fn file_of(byte: Option<u8>) -> Option<File> {
    File::try_new(u32::from(byte?.wrapping_sub(b'a')))
}

/// The square of `file` and `rank` (without the bounds check of a table lookup).
#[inline(always)]
fn square(file: File, rank: Rank) -> Square {
    Square::from_index_masked(((rank as u32) << 3) | file as u32)
}

#[inline(always)]
fn rank_of(byte: Option<u8>) -> Option<Rank> {
    Rank::try_new(u32::from(byte?.wrapping_sub(b'1')))
}

impl Reader<'_> {
    #[inline]
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.i).copied()
    }

    #[inline]
    fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.bytes.get(self.i + ahead).copied()
    }

    #[cold]
    fn error(&self, offset: usize, kind: ParseSanErrorKind) -> ParseSanError {
        ParseSanError { offset, kind }
    }

    /// Records the relaxation `flag` at byte `offset`, or fails if it is not allowed.
    #[inline]
    fn relax(&mut self, flag: Relaxations, offset: usize) -> Result<(), ParseSanError> {
        if self.allowed.contains(flag) {
            self.found |= flag;
            Ok(())
        } else {
            Err(self.error(offset, ParseSanErrorKind::NotAllowed(flag)))
        }
    }

    #[inline(always)]
    fn san(&mut self) -> Result<San, ParseSanError> {
        match self.peek() {
            Some(letter @ (b'O' | b'0')) => self.castling(letter),
            Some(b'-') if self.peek_at(1) == Some(b'-') => {
                self.i = 2;
                Ok(San::Null)
            }
            Some(b'K') => self.piece(Role::King),
            Some(b'Q') => self.piece(Role::Queen),
            Some(b'R') => self.piece(Role::Rook),
            Some(b'B') => self.piece(Role::Bishop),
            Some(b'N') => self.piece(Role::Knight),
            Some(b'P') => {
                self.relax(Relaxations::PAWN_LETTER, 0)?;
                self.piece(Role::Pawn)
            }
            Some(b'a'..=b'h') => self.normal(Role::Pawn),
            _ => Err(self.error(0, ParseSanErrorKind::Move)),
        }
    }

    fn castling(&mut self, letter: u8) -> Result<San, ParseSanError> {
        if letter == b'0' {
            self.relax(Relaxations::ZERO_CASTLING, 0)?;
        }
        let b = self.bytes;
        if b.get(1) != Some(&b'-') {
            return Err(self.error(1, ParseSanErrorKind::Castling));
        }
        if b.get(2) != Some(&letter) {
            return Err(self.error(2, ParseSanErrorKind::Castling));
        }
        if b.get(3) == Some(&b'-') {
            if b.get(4) != Some(&letter) {
                return Err(self.error(4, ParseSanErrorKind::Castling));
            }
            self.i = 5;
            Ok(San::Castle(CastlingSide::QueenSide))
        } else {
            self.i = 3;
            Ok(San::Castle(CastlingSide::KingSide))
        }
    }

    /// A move starting with a piece letter (`P` included).
    #[inline(always)]
    fn piece(&mut self, role: Role) -> Result<San, ParseSanError> {
        self.i = 1;
        self.normal(role)
    }

    /// Everything after the piece letter, up to the check suffix.
    #[inline(always)]
    fn normal(&mut self, role: Role) -> Result<San, ParseSanError> {
        let start = self.i;
        let mut file = file_of(self.peek());
        if file.is_some() {
            self.i += 1;
        }
        let mut rank = rank_of(self.peek());
        if rank.is_some() {
            self.i += 1;
        }
        if role == Role::Pawn && file.is_none() && rank.is_some() {
            return Err(self.error(start, ParseSanErrorKind::File));
        }

        let mut capture = false;
        let to = match self.peek() {
            Some(b'x') => {
                if role == Role::Pawn && file.is_none() {
                    return Err(self.error(self.i, ParseSanErrorKind::File));
                }
                capture = true;
                self.i += 1;
                self.square()?
            }
            Some(b'-') => {
                if file.is_none() {
                    return Err(self.error(self.i, ParseSanErrorKind::Square));
                }
                if rank.is_none() {
                    return Err(self.error(self.i, ParseSanErrorKind::Rank));
                }
                self.relax(Relaxations::HYPHEN, self.i)?;
                self.i += 1;
                self.square()?
            }
            next => match (file_of(next), rank_of(self.peek_at(1)), file, rank) {
                (Some(f), Some(r), _, _) => {
                    self.i += 2;
                    square(f, r)
                }
                // What looked like the origin was the destination: `Nf3`, `e4`, `e8Q`.
                (_, _, Some(f), Some(r)) => {
                    file = None;
                    rank = None;
                    square(f, r)
                }
                (_, _, Some(_), None) => {
                    return Err(self.error(self.i, ParseSanErrorKind::Rank));
                }
                _ => return Err(self.error(self.i, ParseSanErrorKind::Square)),
            },
        };

        // Most moves end here: look at the next byte before calling out.
        let promotion = match self.peek() {
            None | Some(b'+' | b'#' | b'!' | b'?') => None,
            Some(_) => {
                let promotion = self.promotion(role, to)?;
                self.en_passant_mark(role, file, to, promotion)?;
                promotion
            }
        };
        Ok(San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }

    /// A destination square.
    fn square(&mut self) -> Result<Square, ParseSanError> {
        let Some(file) = file_of(self.peek()) else {
            return Err(self.error(self.i, ParseSanErrorKind::Square));
        };
        let Some(rank) = rank_of(self.peek_at(1)) else {
            return Err(self.error(self.i + 1, ParseSanErrorKind::Rank));
        };
        self.i += 2;
        Ok(square(file, rank))
    }

    fn promotion(&mut self, role: Role, to: Square) -> Result<Option<Role>, ParseSanError> {
        let at = self.i;
        let last_rank = matches!(to.rank(), Rank::First | Rank::Eighth);
        let (letter_at, with_equals) = match self.peek() {
            Some(b'=') => (at + 1, true),
            Some(b'Q' | b'R' | b'B' | b'N' | b'q' | b'r' | b'b' | b'n') if role == Role::Pawn => {
                (at, false)
            }
            Some(b'K' | b'P' | b'k' | b'p') if role == Role::Pawn && last_rank => {
                return Err(self.error(at, ParseSanErrorKind::Promotion));
            }
            _ => return Ok(None),
        };
        if role != Role::Pawn || !last_rank {
            return Err(self.error(at, ParseSanErrorKind::End));
        }
        let letter = self.bytes.get(letter_at).copied().unwrap_or(0);
        let promoted = match letter {
            b'Q' | b'q' => Role::Queen,
            b'R' | b'r' => Role::Rook,
            b'B' | b'b' => Role::Bishop,
            b'N' | b'n' => Role::Knight,
            _ => return Err(self.error(letter_at, ParseSanErrorKind::Promotion)),
        };
        if !with_equals {
            self.relax(Relaxations::PROMOTION_WITHOUT_EQUALS, at)?;
        }
        if letter.is_ascii_lowercase() {
            self.relax(Relaxations::LOWERCASE_PROMOTION, letter_at)?;
        }
        self.i = letter_at + 1;
        Ok(Some(promoted))
    }

    /// `e.p.`, `ep`, `i.p.` or `ip`, optionally after one space, on a pawn capture from the
    /// fifth rank (the text must name the origin file).
    fn en_passant_mark(
        &mut self,
        role: Role,
        file: Option<File>,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<(), ParseSanError> {
        let at = self.i;
        let start = match self.peek() {
            Some(b' ') => at + 1,
            Some(b'e' | b'i') => at,
            _ => return Ok(()),
        };
        let rest = self.bytes.get(start..).unwrap_or_default();
        let len = if rest.starts_with(b"e.p.") || rest.starts_with(b"i.p.") {
            4
        } else if rest.starts_with(b"ep") || rest.starts_with(b"ip") {
            2
        } else if start != at {
            return Err(self.error(at, ParseSanErrorKind::End));
        } else {
            return Ok(());
        };
        let fits = role == Role::Pawn
            && promotion.is_none()
            && matches!(to.rank(), Rank::Third | Rank::Sixth)
            && file.is_some_and(|f| f != to.file());
        if !fits {
            return Err(self.error(at, ParseSanErrorKind::End));
        }
        self.relax(Relaxations::EN_PASSANT_MARK, at)?;
        self.i = start + len;
        Ok(())
    }

    fn suffix(&mut self) -> Result<Option<Suffix>, ParseSanError> {
        Ok(match self.peek() {
            Some(b'+') if self.peek_at(1) == Some(b'+') => {
                self.relax(Relaxations::DOUBLE_PLUS, self.i)?;
                self.i += 2;
                Some(Suffix::Checkmate)
            }
            Some(b'+') => {
                self.i += 1;
                Some(Suffix::Check)
            }
            Some(b'#') => {
                self.i += 1;
                Some(Suffix::Checkmate)
            }
            _ => None,
        })
    }

    fn annotation(&mut self) -> Result<(), ParseSanError> {
        if let Some(b'!' | b'?') = self.peek() {
            let at = self.i;
            self.i += 1;
            if let Some(b'!' | b'?') = self.peek() {
                self.i += 1;
            }
            self.relax(Relaxations::ANNOTATION, at)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lenient(text: &str) -> Parsed {
        parse(text.as_bytes(), Relaxations::LENIENT)
            .unwrap_or_else(|e| panic!("{text:?} should parse: {e}"))
    }

    fn error(text: &str, allowed: Relaxations) -> (usize, ParseSanErrorKind) {
        let e = parse(text.as_bytes(), allowed).expect_err(text);
        (e.offset, e.kind)
    }

    fn normal(
        role: Role,
        file: Option<File>,
        rank: Option<Rank>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    ) -> San {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        }
    }

    #[test]
    fn canonical_forms() {
        let p = lenient("Nf3");
        assert_eq!(
            p.san,
            normal(Role::Knight, None, None, false, Square::F3, None)
        );
        assert_eq!(p.relaxations, Relaxations::empty());
        assert_eq!(
            lenient("exd8=N+").san,
            normal(
                Role::Pawn,
                Some(File::E),
                None,
                true,
                Square::D8,
                Some(Role::Knight)
            )
        );
        assert_eq!(lenient("exd8=N+").suffix, Some(Suffix::Check));
        assert_eq!(
            lenient("R1a3").san,
            normal(Role::Rook, None, Some(Rank::First), false, Square::A3, None)
        );
        assert_eq!(
            lenient("Qh4xe1#").san,
            normal(
                Role::Queen,
                Some(File::H),
                Some(Rank::Fourth),
                true,
                Square::E1,
                None
            )
        );
        assert_eq!(lenient("O-O-O+").san, San::Castle(CastlingSide::QueenSide));
        assert_eq!(lenient("O-O").san, San::Castle(CastlingSide::KingSide));
        assert_eq!(lenient("--").san, San::Null);
    }

    #[test]
    fn lenient_forms_report_their_relaxation() {
        for (text, flags) in [
            ("0-0", Relaxations::ZERO_CASTLING),
            ("0-0-0+", Relaxations::ZERO_CASTLING),
            ("e8Q", Relaxations::PROMOTION_WITHOUT_EQUALS),
            ("e8=q", Relaxations::LOWERCASE_PROMOTION),
            (
                "b8b",
                Relaxations::PROMOTION_WITHOUT_EQUALS | Relaxations::LOWERCASE_PROMOTION,
            ),
            ("exd6e.p.", Relaxations::EN_PASSANT_MARK),
            ("exd6 e.p.", Relaxations::EN_PASSANT_MARK),
            ("exd6ep", Relaxations::EN_PASSANT_MARK),
            ("cxb3ep+", Relaxations::EN_PASSANT_MARK),
            ("exd6 ip", Relaxations::EN_PASSANT_MARK),
            ("Ng1-f3", Relaxations::HYPHEN),
            ("e2-e4", Relaxations::HYPHEN),
            ("Pe4", Relaxations::PAWN_LETTER),
            ("Pexd5", Relaxations::PAWN_LETTER),
            ("Qh5++", Relaxations::DOUBLE_PLUS),
            ("e4!", Relaxations::ANNOTATION),
            ("e4??", Relaxations::ANNOTATION),
            ("Nf3+!?", Relaxations::ANNOTATION),
            ("O-O?!", Relaxations::ANNOTATION),
            ("--!", Relaxations::ANNOTATION),
            // Relaxations of meaning are not visible without a position.
            ("Ng1f3", Relaxations::empty()),
            ("e2e4", Relaxations::empty()),
        ] {
            assert_eq!(lenient(text).relaxations, flags, "{text}");
            if flags.is_empty() {
                assert!(
                    parse(text.as_bytes(), Relaxations::STRICT).is_ok(),
                    "{text}"
                );
            } else {
                let (_, kind) = error(text, Relaxations::STRICT);
                assert!(matches!(kind, ParseSanErrorKind::NotAllowed(_)), "{text}");
            }
        }
    }

    #[test]
    fn long_algebraic_keeps_the_origin() {
        assert_eq!(
            lenient("Ng1-f3").san,
            normal(
                Role::Knight,
                Some(File::G),
                Some(Rank::First),
                false,
                Square::F3,
                None
            )
        );
        assert_eq!(
            lenient("e7e8b").san,
            normal(
                Role::Pawn,
                Some(File::E),
                Some(Rank::Seventh),
                false,
                Square::E8,
                Some(Role::Bishop)
            )
        );
        assert_eq!(
            lenient("Ngf3").san,
            normal(Role::Knight, Some(File::G), None, false, Square::F3, None)
        );
    }

    #[test]
    fn strict_refusals_name_the_byte() {
        let strict = Relaxations::STRICT;
        let not = ParseSanErrorKind::NotAllowed;
        assert_eq!(error("0-0", strict), (0, not(Relaxations::ZERO_CASTLING)));
        assert_eq!(
            error("e8Q", strict),
            (2, not(Relaxations::PROMOTION_WITHOUT_EQUALS))
        );
        assert_eq!(
            error("e8=q", strict),
            (3, not(Relaxations::LOWERCASE_PROMOTION))
        );
        assert_eq!(
            error("exd6 e.p.", strict),
            (4, not(Relaxations::EN_PASSANT_MARK))
        );
        assert_eq!(error("Ng1-f3", strict), (3, not(Relaxations::HYPHEN)));
        assert_eq!(error("Pe4", strict), (0, not(Relaxations::PAWN_LETTER)));
        assert_eq!(error("Qh5++", strict), (3, not(Relaxations::DOUBLE_PLUS)));
        assert_eq!(error("e4!?", strict), (2, not(Relaxations::ANNOTATION)));
    }

    #[test]
    fn malformed_text_is_rejected_with_what_was_expected() {
        let all = Relaxations::LENIENT;
        use ParseSanErrorKind as K;
        for (text, at, kind) in [
            ("", 0, K::Move),
            ("nf3", 0, K::Move),
            ("x", 0, K::Move),
            ("-", 0, K::Move),
            ("4e5", 0, K::Move),
            ("Z0", 0, K::Move),
            ("N", 1, K::Square),
            ("Nf", 2, K::Rank),
            ("Nf9", 2, K::Rank),
            ("Nxf", 3, K::Rank),
            ("Nx", 2, K::Square),
            ("N-f3", 1, K::Square),
            ("Ng-f3", 2, K::Rank),
            ("Pxd5", 1, K::File),
            ("P4e5", 1, K::File),
            ("e8=K", 3, K::Promotion),
            ("e8=P", 3, K::Promotion),
            ("e8K", 2, K::Promotion),
            ("e8=", 3, K::Promotion),
            ("e5=Q", 2, K::End),
            ("Nf8=Q", 3, K::End),
            ("Nf3 ", 3, K::End),
            (" e4", 0, K::Move),
            ("e4+#", 3, K::End),
            ("e4!!!", 4, K::End),
            ("O-0", 2, K::Castling),
            ("O-O-", 4, K::Castling),
            ("0", 1, K::Castling),
            ("0000", 1, K::Castling),
            ("--+", 2, K::End),
            ("Nxd6ep", 4, K::End),
            ("exd8ep", 4, K::End),
            ("exd6 x", 4, K::End),
            ("e6ep", 2, K::End),
            ("e4 e.p.", 2, K::End),
        ] {
            assert_eq!(error(text, all), (at, kind), "{text:?}");
        }
    }
}
