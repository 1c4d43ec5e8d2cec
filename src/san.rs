//! SAN: Standard Algebraic Notation (PGN standard §8.2.3), in and out.
//!
//! [`San`] is the syntax of a move (`Nbd2`, `exd8=Q`, `O-O`), [`SanPlus`] adds the check
//! suffix. Neither knows a position: [`San::from_move`] writes a move as the canonical
//! SAN of a position, and [`San::to_move`] finds the one legal move a SAN names.
//!
//! Writing is exact: disambiguation by origin file, else rank, else square, counted among
//! legal moves only (a pinned rival does not count); `x` on every capture, en passant
//! included; `=Q` promotions; `O-O`/`O-O-O`; `+`/`#` from the position after the move.
//!
//! Reading is lenient by default and says what it relaxed: besides canonical SAN it
//! accepts the spellings of real scoresheets listed in [`Relaxations`] (`0-0`, `e8Q`,
//! `exd6 e.p.`, `Ng1-f3`, `Pe4`, a missing or superfluous `x`, `Qh5++`, a wrong suffix,
//! `!?`). Strict reading ([`Relaxations::STRICT`]) accepts exactly the canonical form,
//! with or without a (correct) suffix. Either way, a text is refused unless it names
//! exactly one legal move: lowercase piece letters are never read as pawn moves (`nf3`
//! is not `f3`), and a move without piece letter is always a pawn move.
//!
//! ```
//! use caissa::{Position, Relaxations, SanError};
//!
//! let pos = Position::new();
//! let m = pos.parse_san("Nf3")?;
//! assert_eq!(pos.san(m).to_string(), "Nf3");
//!
//! // Lenient by default, strict on request.
//! assert_eq!(pos.parse_san("Ng1-f3")?, m);
//! assert!(matches!(
//!     pos.parse_san_strict("Ngf3"),
//!     Err(SanError::NotCanonical(Relaxations::DISAMBIGUATION))
//! ));
//! # Ok::<_, SanError>(())
//! ```

mod error;
mod line;
mod parse;

use core::fmt;
use core::str::FromStr;

pub use self::error::{Relaxations, SanError};
pub use self::line::{SanLine, SanLineError};
pub use self::parse::{ParseSanError, ParseSanErrorKind};
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::castling::CastlingSide;
use crate::movegen::Sink;
use crate::mv::{Move, MoveKind};
use crate::position::Position;
use crate::role::Role;
use crate::square::{File, Rank, Square};

/// A move in SAN, without check suffix: syntax only, not tied to a position.
///
/// `Display` writes the move as given (canonical for values made by [`San::from_move`]);
/// `FromStr` reads leniently and ignores a check suffix or annotation (see [`SanPlus`] to
/// keep the suffix, and [`SanPlus::from_ascii_with`] to control leniency).
///
/// # Examples
///
/// ```
/// use caissa::{Position, San};
///
/// let san: San = "0-0".parse()?;
/// assert_eq!(san.to_string(), "O-O");
///
/// let pos = Position::new();
/// let nf3: San = "Nf3".parse()?;
/// let m = nf3.to_move(&pos)?;
/// assert_eq!(San::from_move(&pos, m), nf3);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move: `Nf3`, `Rxa8`, `Nbd7`, `exd5`, `e8=Q`.
    Normal {
        /// The moving piece (`Pawn` when there is no piece letter).
        role: Role,
        /// The origin file, if given.
        file: Option<File>,
        /// The origin rank, if given.
        rank: Option<Rank>,
        /// `true` if the move is written with `x`.
        capture: bool,
        /// The destination square.
        to: Square,
        /// The piece a pawn promotes to.
        promotion: Option<Role>,
    },
    /// Castling: `O-O` or `O-O-O`.
    Castle(CastlingSide),
    /// The null move `--` (passing the turn), found in analysis files. It is not a legal
    /// move: [`San::to_move`] refuses it with [`SanError::NullMove`].
    Null,
}

/// The check or checkmate suffix of a move in SAN: `+` or `#`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`: the move gives check.
    Check,
    /// `#`: the move gives checkmate.
    Checkmate,
}

impl Suffix {
    /// The suffix character: `+` or `#`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Suffix::Check => '+',
            Suffix::Checkmate => '#',
        }
    }

    /// The suffix a move that led to `pos` gets: `#` if the side to move is checkmated,
    /// `+` if it is in check, none otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, Suffix};
    ///
    /// let mated = Position::new().play_san("f3")?.play_san("e5")?.play_san("g4")?.play_san("Qh4")?;
    /// assert_eq!(Suffix::from_position(&mated), Some(Suffix::Checkmate));
    /// assert_eq!(Suffix::from_position(&Position::new()), None);
    /// # Ok::<_, caissa::SanError>(())
    /// ```
    #[must_use]
    pub fn from_position(pos: &Position) -> Option<Suffix> {
        if !pos.is_check() {
            None
        } else if pos.has_legal_moves() {
            Some(Suffix::Check)
        } else {
            Some(Suffix::Checkmate)
        }
    }

    /// The suffix of the legal move `m` in `pos`.
    fn after(pos: &Position, m: Move) -> Option<Suffix> {
        let mut after = *pos;
        after.play_unchecked(m);
        Suffix::from_position(&after)
    }
}

impl fmt::Display for Suffix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// A move in SAN with its check suffix, if any: `Nf3`, `Qxf7#`, `O-O+`.
///
/// `FromStr` reads leniently (like [`SanPlus::from_ascii`]); `Display` writes the move and
/// the suffix.
///
/// # Examples
///
/// ```
/// use caissa::{Position, SanPlus, Suffix};
///
/// let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let m = pos.parse_san("Ra8")?;
/// let san = SanPlus::from_move(&pos, m);
/// assert_eq!(san.suffix, Some(Suffix::Checkmate));
/// assert_eq!(san.to_string(), "Ra8#");
/// assert_eq!("Ra8#".parse::<SanPlus>()?, san);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// The check or mate suffix, if written.
    pub suffix: Option<Suffix>,
}

/// Collects the origins of the moves it receives (all to one square). Castling is left
/// out: SAN writes it as `O-O`, never as a king move.
struct Origins(Bitboard);

impl Sink for Origins {
    #[inline(always)]
    fn piece(&mut self, _role: Role, from: Square, to: Bitboard) {
        if to.any() {
            self.0.add(from);
        }
    }

    #[inline(always)]
    fn pawns(&mut self, delta: i32, to: Bitboard) {
        for to in to {
            self.0
                .add(Square::from_index_masked((to as i32 - delta) as u32));
        }
    }

    #[inline(always)]
    fn pawn(&mut self, from: Square, to: Bitboard) {
        if to.any() {
            self.0.add(from);
        }
    }

    #[inline(always)]
    fn en_passant(&mut self, from: Square, _to: Square) {
        self.0.add(from);
    }

    #[inline(always)]
    fn castle(&mut self, _king: Square, _rook: Square) {}
}

/// The squares of the pieces on `from` that have a legal move (other than castling) to `to`.
#[inline]
fn origins(pos: &Position, from: Bitboard, to: Square) -> Bitboard {
    let mut sink = Origins(Bitboard::EMPTY);
    if from.any() {
        pos.generate(from, Bitboard::from_square(to), &mut sink);
    }
    sink.0
}

/// Canonical disambiguation of a piece move from `from`, when the same kind of piece on
/// each of `rivals` can also move legally to the same square: the file if it tells them
/// apart, else the rank, else both.
#[inline]
fn disambiguation(from: Square, rivals: Bitboard) -> (Option<File>, Option<Rank>) {
    if rivals.is_empty() {
        return (None, None);
    }
    let same_file = (rivals & from.file()).any();
    let same_rank = (rivals & from.rank()).any();
    (
        (same_rank || !same_file).then_some(from.file()),
        same_file.then_some(from.rank()),
    )
}

/// Writes `m` as the SAN of `pos`; with `check_legal`, also tells whether `m` is legal.
#[inline]
fn describe(pos: &Position, m: Move, check_legal: bool) -> (San, bool) {
    let kind = m.kind();
    if let MoveKind::Castle(side) = kind {
        return (San::Castle(side), check_legal && pos.is_legal(m));
    }
    let us = pos.turn();
    let board = pos.board();
    let (from, to) = (m.from(), m.to());
    let piece = board.piece_at(from);
    let role = piece.map_or(Role::Pawn, |p| p.role);
    let capture = pos.is_capture(m);
    let ours = piece.is_some_and(|p| p.color == us);

    if role == Role::Pawn {
        let san = San::Normal {
            role,
            file: capture.then_some(from.file()),
            rank: None,
            capture,
            to,
            promotion: m.promotion_role(),
        };
        let legal = check_legal
            && ours
            && kind == pawn_move_kind(pos, from, to, m.promotion_role())
            && origins(pos, from.into(), to).contains(from);
        return (san, legal);
    }

    let others = board.by_piece(role.of(us)) - from;
    let rivals = attacks::attacks(role, us, to, board.occupied()) & others;
    let check_legal = check_legal && ours && kind == MoveKind::Normal;
    let candidates = if check_legal { rivals | from } else { rivals };
    let found = origins(pos, candidates, to);
    let (file, rank) = disambiguation(from, found - from);
    let san = San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion: None,
    };
    (san, check_legal && found.contains(from))
}

/// The kind a legal pawn move from `from` to `to` must have.
#[inline]
fn pawn_move_kind(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> MoveKind {
    if Bitboard::BACKRANKS.contains(to) {
        // Any of the four promotion roles; anything else was rejected by `Move::promotion`.
        MoveKind::Promotion(promotion.unwrap_or(Role::Queen))
    } else if pos.ep_square() == Some(to) && from.file() != to.file() {
        MoveKind::EnPassant
    } else {
        MoveKind::Normal
    }
}

/// Finds the one legal move `san` names in `pos`, and the relaxations of meaning (capture
/// mark, disambiguation) it took.
fn resolve(san: &San, pos: &Position) -> Result<(Move, Relaxations), SanError> {
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => resolve_normal(pos, role, file, rank, capture, to, promotion),
        San::Castle(side) => {
            let rook = pos
                .castling_rook(pos.turn(), side)
                .ok_or(SanError::Illegal)?;
            let m = Move::castle(pos.our_king(), rook);
            if pos.is_legal(m) {
                Ok((m, Relaxations::empty()))
            } else {
                Err(SanError::Illegal)
            }
        }
        San::Null => Err(SanError::NullMove),
    }
}

#[inline]
fn resolve_normal(
    pos: &Position,
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    capture: bool,
    to: Square,
    promotion: Option<Role>,
) -> Result<(Move, Relaxations), SanError> {
    let us = pos.turn();
    let board = pos.board();
    let ours = board.by_piece(role.of(us));
    let mut wanted = Bitboard::FULL;
    if let Some(file) = file {
        wanted &= file;
    }
    if let Some(rank) = rank {
        wanted &= rank;
    }

    let found = if role == Role::Pawn {
        // A pawn move without origin file starts on the destination file: `d5` is never
        // a capture.
        if file.is_none() {
            wanted &= to.file();
        }
        origins(pos, ours & wanted, to)
    } else {
        // All rivals, not only the wanted ones: canonical disambiguation needs them.
        origins(
            pos,
            attacks::attacks(role, us, to, board.occupied()) & ours,
            to,
        )
    };
    let matching = found & wanted;
    let Some(from) = matching.single_square() else {
        return Err(if matching.any() {
            SanError::Ambiguous
        } else {
            SanError::Illegal
        });
    };

    let m = if role == Role::Pawn {
        match pawn_move_kind(pos, from, to, promotion) {
            MoveKind::Promotion(_) => match promotion {
                None => return Err(SanError::MissingPromotion),
                Some(promoted) if promoted.is_promotion() => Move::promotion(from, to, promoted),
                Some(_) => return Err(SanError::Illegal),
            },
            _ if promotion.is_some() => return Err(SanError::Illegal),
            MoveKind::EnPassant => Move::en_passant(from, to),
            _ => Move::normal(from, to),
        }
    } else if promotion.is_some() {
        return Err(SanError::Illegal);
    } else {
        Move::normal(from, to)
    };

    let mut relaxations = Relaxations::empty();
    let is_capture = pos.is_capture(m);
    if capture && !is_capture {
        relaxations |= Relaxations::EXTRA_CAPTURE;
    } else if !capture && is_capture {
        relaxations |= Relaxations::MISSING_CAPTURE;
    }
    let canonical = if role == Role::Pawn {
        (is_capture.then_some(from.file()), None)
    } else {
        disambiguation(from, found - from)
    };
    if (file, rank) != canonical {
        relaxations |= Relaxations::DISAMBIGUATION;
    }
    Ok((m, relaxations))
}

/// Refuses what `allowed` does not cover.
#[inline]
fn admit(
    found: (Move, Relaxations),
    allowed: Relaxations,
) -> Result<(Move, Relaxations), SanError> {
    let refused = found.1 - allowed;
    if refused.is_empty() {
        Ok(found)
    } else {
        Err(SanError::NotCanonical(refused))
    }
}

/// Parses `text` and resolves it in `pos`. Without `report`, relaxations that `allowed`
/// covers need not be detected (which saves playing the move to check its suffix).
#[inline]
fn resolve_text(
    pos: &Position,
    text: &[u8],
    allowed: Relaxations,
    report: bool,
) -> Result<(Move, Relaxations), SanError> {
    let parsed = parse::parse(text, allowed)?;
    let (m, mut relaxations) = resolve(&parsed.san, pos)?;
    relaxations |= parsed.relaxations;
    if relaxations.contains(Relaxations::EN_PASSANT_MARK) && !m.is_en_passant() {
        return Err(SanError::Illegal);
    }
    if let Some(suffix) = parsed.suffix {
        if (report || !allowed.contains(Relaxations::WRONG_SUFFIX))
            && Suffix::after(pos, m) != Some(suffix)
        {
            relaxations |= Relaxations::WRONG_SUFFIX;
        }
    }
    admit((m, relaxations), allowed)
}

impl San {
    /// Parses SAN leniently (every [`Relaxations`] spelling is accepted), ignoring a check
    /// suffix and annotation.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseSanError`] with the byte offset and what was expected, if the text
    /// is not SAN.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Role, San, Square};
    ///
    /// let san = San::from_ascii(b"e8q+")?;
    /// assert!(matches!(
    ///     san,
    ///     San::Normal { role: Role::Pawn, to: Square::E8, promotion: Some(Role::Queen), .. }
    /// ));
    /// assert_eq!(san.to_string(), "e8=Q");
    /// # Ok::<_, caissa::ParseSanError>(())
    /// ```
    pub fn from_ascii(text: &[u8]) -> Result<San, ParseSanError> {
        Ok(parse::parse(text, Relaxations::LENIENT)?.san)
    }

    /// The canonical SAN of the legal move `m` in `pos`, without check suffix (see
    /// [`SanPlus::from_move`] for that).
    ///
    /// For an illegal `m` the result is unspecified (but this never panics).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Move, Position, San, Square};
    ///
    /// // Knights on b1 and f3 can both reach d2; the one on f3 is pinned by the bishop.
    /// let pos = Position::from_fen("4k3/8/8/7b/8/5N2/8/1N1K4 w - - 0 1")?;
    /// let m = Move::normal(Square::B1, Square::D2);
    /// assert_eq!(San::from_move(&pos, m).to_string(), "Nd2");
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    #[must_use]
    pub fn from_move(pos: &Position, m: Move) -> San {
        describe(pos, m, false).0
    }

    /// The legal move this SAN names in `pos`, read leniently (a wrong capture mark or
    /// more origin than needed is accepted).
    ///
    /// # Errors
    ///
    /// [`SanError::Illegal`] if no legal move matches, [`SanError::Ambiguous`] if more
    /// than one does, [`SanError::MissingPromotion`] for a pawn move to the last rank
    /// without promotion piece, [`SanError::NullMove`] for `--`.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, San, SanError};
    ///
    /// let pos = Position::from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")?;
    /// let nd2: San = "Nd2".parse()?;
    /// assert_eq!(nd2.to_move(&pos), Err(SanError::Ambiguous));
    /// let nbd2: San = "Nbd2".parse()?;
    /// assert!(nbd2.to_move(&pos).is_ok());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        resolve(self, pos).map(|(m, _)| m)
    }

    /// The legal move this SAN names in `pos`, accepting only the relaxations of meaning
    /// in `allowed` ([`Relaxations::MISSING_CAPTURE`], [`Relaxations::EXTRA_CAPTURE`],
    /// [`Relaxations::DISAMBIGUATION`]), and the ones it took.
    ///
    /// # Errors
    ///
    /// As [`San::to_move`], and [`SanError::NotCanonical`] for relaxations not in `allowed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, Relaxations, San, SanError};
    ///
    /// let pos = Position::new();
    /// let long: San = "Ng1f3".parse()?;
    /// let (m, used) = long.to_move_with(&pos, Relaxations::LENIENT)?;
    /// assert_eq!(used, Relaxations::DISAMBIGUATION);
    /// assert_eq!(
    ///     long.to_move_with(&pos, Relaxations::STRICT),
    ///     Err(SanError::NotCanonical(Relaxations::DISAMBIGUATION))
    /// );
    /// assert_eq!(San::from_move(&pos, m).to_string(), "Nf3");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_move_with(
        &self,
        pos: &Position,
        allowed: Relaxations,
    ) -> Result<(Move, Relaxations), SanError> {
        admit(resolve(self, pos)?, allowed)
    }
}

impl FromStr for San {
    type Err = ParseSanError;

    /// See [`San::from_ascii`].
    fn from_str(s: &str) -> Result<San, ParseSanError> {
        San::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        match *self {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    f.write_char(role.upper_char())?;
                }
                if let Some(file) = file {
                    f.write_char(file.char())?;
                }
                if let Some(rank) = rank {
                    f.write_char(rank.char())?;
                }
                if capture {
                    f.write_char('x')?;
                }
                fmt::Display::fmt(&to, f)?;
                if let Some(promoted) = promotion {
                    f.write_char('=')?;
                    f.write_char(promoted.upper_char())?;
                }
                Ok(())
            }
            San::Castle(side) => f.write_str(side.san()),
            San::Null => f.write_str("--"),
        }
    }
}

impl SanPlus {
    /// Parses SAN with its suffix leniently (every [`Relaxations`] spelling is accepted;
    /// an annotation is dropped).
    ///
    /// # Errors
    ///
    /// Returns a [`ParseSanError`] if the text is not SAN.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{CastlingSide, San, SanPlus, Suffix};
    ///
    /// let san = SanPlus::from_ascii(b"0-0+!")?;
    /// assert_eq!(san.san, San::Castle(CastlingSide::KingSide));
    /// assert_eq!(san.suffix, Some(Suffix::Check));
    /// assert_eq!(san.to_string(), "O-O+");
    /// # Ok::<_, caissa::ParseSanError>(())
    /// ```
    pub fn from_ascii(text: &[u8]) -> Result<SanPlus, ParseSanError> {
        SanPlus::from_ascii_with(text, Relaxations::LENIENT).map(|(san, _)| san)
    }

    /// Parses SAN with its suffix strictly: only the canonical spelling (which may still
    /// name a move with more origin than needed, or a wrong capture mark or suffix; only
    /// a position can tell, see [`Position::parse_san_strict`]).
    ///
    /// # Errors
    ///
    /// Returns a [`ParseSanError`] if the text is not SAN, or uses a relaxed spelling
    /// ([`ParseSanErrorKind::NotAllowed`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{ParseSanErrorKind, Relaxations, SanPlus};
    ///
    /// assert!(SanPlus::from_ascii_strict(b"O-O+").is_ok());
    /// let err = SanPlus::from_ascii_strict(b"0-0+").unwrap_err();
    /// assert_eq!(err.kind, ParseSanErrorKind::NotAllowed(Relaxations::ZERO_CASTLING));
    /// ```
    pub fn from_ascii_strict(text: &[u8]) -> Result<SanPlus, ParseSanError> {
        SanPlus::from_ascii_with(text, Relaxations::STRICT).map(|(san, _)| san)
    }

    /// Parses SAN with its suffix, accepting the relaxed spellings in `allowed`, and
    /// returns the ones the text used.
    ///
    /// An en passant mark (`exd6 e.p.`) is reported as [`Relaxations::EN_PASSANT_MARK`]
    /// but not kept in the value; [`Position::parse_san_with`] also checks that the move
    /// it names is an en passant capture.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseSanError`] if the text is not SAN, or uses a spelling not in
    /// `allowed` ([`ParseSanErrorKind::NotAllowed`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Relaxations, SanPlus, Suffix};
    ///
    /// let (san, used) = SanPlus::from_ascii_with(b"Qxf7++", Relaxations::LENIENT)?;
    /// assert_eq!(san.suffix, Some(Suffix::Checkmate));
    /// assert_eq!(used, Relaxations::DOUBLE_PLUS);
    /// # Ok::<_, caissa::ParseSanError>(())
    /// ```
    pub fn from_ascii_with(
        text: &[u8],
        allowed: Relaxations,
    ) -> Result<(SanPlus, Relaxations), ParseSanError> {
        let parsed = parse::parse(text, allowed)?;
        Ok((
            SanPlus {
                san: parsed.san,
                suffix: parsed.suffix,
            },
            parsed.relaxations,
        ))
    }

    /// The canonical SAN of the legal move `m` in `pos`, with `+` or `#` if it gives check
    /// or mate.
    ///
    /// For an illegal `m` the result is unspecified, without suffix (but this never panics).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, SanPlus};
    ///
    /// let pos = Position::from_fen("3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1")?;
    /// let m = pos.parse_san("O-O-O")?;
    /// assert_eq!(SanPlus::from_move(&pos, m).to_string(), "O-O-O+");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn from_move(pos: &Position, m: Move) -> SanPlus {
        let (san, legal) = describe(pos, m, true);
        SanPlus {
            san,
            suffix: if legal { Suffix::after(pos, m) } else { None },
        }
    }

    /// The legal move this SAN names in `pos`, read leniently; the suffix is not checked
    /// (see [`SanPlus::to_move_with`] for that).
    ///
    /// # Errors
    ///
    /// As [`San::to_move`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, SanPlus};
    ///
    /// let pos = Position::new();
    /// let san: SanPlus = "e4+".parse()?;
    /// assert_eq!(pos.san(san.to_move(&pos)?).to_string(), "e4");
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        self.san.to_move(pos)
    }

    /// The legal move this SAN names in `pos`, accepting only the relaxations of meaning
    /// in `allowed` (capture mark, disambiguation, [`Relaxations::WRONG_SUFFIX`]), and the
    /// ones it took.
    ///
    /// # Errors
    ///
    /// As [`San::to_move`], and [`SanError::NotCanonical`] for relaxations not in `allowed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, Relaxations, SanPlus};
    ///
    /// let pos = Position::new();
    /// let san: SanPlus = "e4+".parse()?;
    /// let (_, used) = san.to_move_with(&pos, Relaxations::LENIENT)?;
    /// assert_eq!(used, Relaxations::WRONG_SUFFIX);
    /// assert!(san.to_move_with(&pos, Relaxations::STRICT).is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_move_with(
        &self,
        pos: &Position,
        allowed: Relaxations,
    ) -> Result<(Move, Relaxations), SanError> {
        let (m, mut relaxations) = resolve(&self.san, pos)?;
        if let Some(suffix) = self.suffix {
            if Suffix::after(pos, m) != Some(suffix) {
                relaxations |= Relaxations::WRONG_SUFFIX;
            }
        }
        admit((m, relaxations), allowed)
    }
}

impl FromStr for SanPlus {
    type Err = ParseSanError;

    /// See [`SanPlus::from_ascii`].
    fn from_str(s: &str) -> Result<SanPlus, ParseSanError> {
        SanPlus::from_ascii(s.as_bytes())
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.san, f)?;
        if let Some(suffix) = self.suffix {
            fmt::Display::fmt(&suffix, f)?;
        }
        Ok(())
    }
}

impl From<San> for SanPlus {
    /// The move without suffix.
    fn from(san: San) -> SanPlus {
        SanPlus { san, suffix: None }
    }
}

/// Reading and writing moves in SAN.
impl Position {
    /// The canonical SAN of the legal move `m`, with check suffix; see
    /// [`SanPlus::from_move`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.san(Move::normal(Square::G1, Square::F3)).to_string(), "Nf3");
    /// ```
    #[must_use]
    pub fn san(&self, m: Move) -> SanPlus {
        SanPlus::from_move(self, m)
    }

    /// The legal move `text` names, read leniently (every [`Relaxations`] is accepted).
    ///
    /// # Errors
    ///
    /// [`SanError::Parse`] if the text is not SAN; [`SanError::Illegal`],
    /// [`SanError::Ambiguous`], [`SanError::MissingPromotion`] or [`SanError::NullMove`]
    /// if it does not name exactly one legal move.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, SanError};
    ///
    /// let pos = Position::new();
    /// assert_eq!(pos.parse_san("e4")?, pos.parse_san("e2-e4")?);
    /// assert!(matches!(pos.parse_san("nf3"), Err(SanError::Parse(_))));
    /// assert_eq!(pos.parse_san("e5"), Err(SanError::Illegal));
    /// # Ok::<_, SanError>(())
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        resolve_text(self, text.as_bytes(), Relaxations::LENIENT, false).map(|(m, _)| m)
    }

    /// The legal move `text` names, if `text` is exactly its canonical SAN, with or
    /// without the correct check suffix.
    ///
    /// # Errors
    ///
    /// As [`Position::parse_san`]; relaxed spellings are [`SanError::Parse`] errors (of
    /// kind [`ParseSanErrorKind::NotAllowed`]), relaxations of meaning (capture mark,
    /// disambiguation, suffix) are [`SanError::NotCanonical`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, Relaxations, SanError};
    ///
    /// let pos = Position::from_fen("4k3/8/8/3p4/8/5N2/8/4K3 w - - 0 1")?;
    /// assert!(pos.parse_san_strict("Nxd4").is_err());
    /// assert_eq!(
    ///     pos.parse_san_strict("Nd4+"),
    ///     Err(SanError::NotCanonical(Relaxations::WRONG_SUFFIX))
    /// );
    /// assert!(pos.parse_san_strict("Nd4").is_ok());
    /// # Ok::<_, caissa::FenError>(())
    /// ```
    pub fn parse_san_strict(&self, text: &str) -> Result<Move, SanError> {
        resolve_text(self, text.as_bytes(), Relaxations::STRICT, false).map(|(m, _)| m)
    }

    /// The legal move `text` names, accepting the relaxations in `allowed`, and the
    /// relaxations the text needed (empty for canonical SAN).
    ///
    /// # Errors
    ///
    /// As [`Position::parse_san_strict`], for the relaxations not in `allowed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, Relaxations};
    ///
    /// let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")?;
    /// let (m, used) = pos.parse_san_with("exd6 e.p.", Relaxations::LENIENT)?;
    /// assert!(m.is_en_passant());
    /// assert_eq!(used, Relaxations::EN_PASSANT_MARK);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_san_with(
        &self,
        text: &str,
        allowed: Relaxations,
    ) -> Result<(Move, Relaxations), SanError> {
        resolve_text(self, text.as_bytes(), allowed, true)
    }

    /// Plays the move `text` names (read leniently, as [`Position::parse_san`]), returning
    /// the new position; this one is unchanged.
    ///
    /// # Errors
    ///
    /// As [`Position::parse_san`].
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Position;
    ///
    /// let pos = Position::new().play_san("e4")?.play_san("e5")?.play_san("Nf3")?;
    /// assert_eq!(pos.to_string(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    /// # Ok::<_, caissa::SanError>(())
    /// ```
    pub fn play_san(&self, text: &str) -> Result<Position, SanError> {
        let m = self.parse_san(text)?;
        let mut next = *self;
        next.play_unchecked(m);
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn disambiguation_prefers_file_then_rank_then_square() {
        use Square::*;
        let from = E4;
        assert_eq!(disambiguation(from, Bitboard::EMPTY), (None, None));
        assert_eq!(
            disambiguation(from, Bitboard::from(C2)),
            (Some(File::E), None)
        );
        assert_eq!(
            disambiguation(from, Bitboard::from(A4)),
            (Some(File::E), None)
        );
        assert_eq!(
            disambiguation(from, Bitboard::from(E8)),
            (None, Some(Rank::Fourth))
        );
        assert_eq!(
            disambiguation(from, Bitboard::from(E8) | A4),
            (Some(File::E), Some(Rank::Fourth))
        );
    }

    #[test]
    fn pinned_rival_does_not_count() {
        let p = pos("4k3/8/8/7b/8/5N2/8/1N1K4 w - - 0 1");
        let (san, legal) = describe(&p, Move::normal(Square::B1, Square::D2), true);
        assert!(legal);
        assert_eq!(
            san,
            San::Normal {
                role: Role::Knight,
                file: None,
                rank: None,
                capture: false,
                to: Square::D2,
                promotion: None
            }
        );
    }

    #[test]
    fn illegal_moves_are_described_without_suffix() {
        let p = Position::new();
        for m in [
            Move::normal(Square::E2, Square::E5),
            Move::normal(Square::E7, Square::E5),
            Move::normal(Square::E4, Square::E5),
            Move::normal(Square::G1, Square::G3),
            Move::castle(Square::E1, Square::H1),
            Move::en_passant(Square::E2, Square::D3),
            Move::promotion(Square::E2, Square::E4, Role::Queen),
            Move::promotion(Square::E2, Square::E4, Role::King),
        ] {
            assert!(!describe(&p, m, true).1, "{m:?}");
            assert_eq!(SanPlus::from_move(&p, m).suffix, None);
        }
        for m in p.legal_moves() {
            assert!(describe(&p, m, true).1, "{m:?}");
        }
    }
}
