//! Errors of position validation and of playing moves.

use core::fmt;

use bitflags::bitflags;

use crate::castling::CastlingMode;
use crate::mv::Move;
use crate::position::Position;
use crate::setup::Setup;

bitflags! {
    /// The problems [`Position::from_setup`] found, all at once.
    ///
    /// Two kinds are *soft*: [`INVALID_CASTLING_RIGHTS`](Self::INVALID_CASTLING_RIGHTS) and
    /// [`INVALID_EP_SQUARE`](Self::INVALID_EP_SQUARE) can be repaired by dropping the bad
    /// rights or square ([`PositionError::ignore_invalid_castling_rights`],
    /// [`PositionError::ignore_invalid_ep_square`]). [`IMPOSSIBLE_CHECK`](Self::IMPOSSIBLE_CHECK)
    /// describes a position that cannot arise in a game but that move generation handles
    /// correctly, so it too can be knowingly accepted ([`PositionError::ignore_impossible_check`]).
    /// The others make a position that the rules cannot be applied to.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct PositionErrorKinds: u16 {
        /// There are no pieces at all.
        const EMPTY_BOARD = 1 << 0;
        /// A side has no king.
        const MISSING_KING = 1 << 1;
        /// A side has more than one king.
        const TOO_MANY_KINGS = 1 << 2;
        /// A pawn stands on the first or eighth rank.
        const PAWNS_ON_BACKRANK = 1 << 3;
        /// A castling right without the king and that rook on squares they could castle from
        /// (soft).
        const INVALID_CASTLING_RIGHTS = 1 << 4;
        /// An en passant square that no double push of the previous move could have left:
        /// wrong rank, occupied, or no pawn in front of it (soft).
        const INVALID_EP_SQUARE = 1 << 5;
        /// The side not to move is in check.
        const OPPOSITE_CHECK = 1 << 6;
        /// A check that no legal move could have given: more than two checkers, two sliders
        /// on one line through the king, two checkers that are both pawns or knights, or a
        /// check that does not fit the en passant square.
        const IMPOSSIBLE_CHECK = 1 << 7;
        /// More material than a side can have: more than 8 pawns, more than 16 pieces, or
        /// more promoted pieces than missing pawns.
        const TOO_MUCH_MATERIAL = 1 << 8;
    }
}

impl PositionErrorKinds {
    /// The kinds that can be dropped by the caller on purpose.
    pub const IGNORABLE: PositionErrorKinds = PositionErrorKinds::INVALID_CASTLING_RIGHTS
        .union(PositionErrorKinds::INVALID_EP_SQUARE)
        .union(PositionErrorKinds::IMPOSSIBLE_CHECK);

    fn describe(flag: PositionErrorKinds) -> &'static str {
        match flag {
            PositionErrorKinds::EMPTY_BOARD => "empty board",
            PositionErrorKinds::MISSING_KING => "missing king",
            PositionErrorKinds::TOO_MANY_KINGS => "too many kings",
            PositionErrorKinds::PAWNS_ON_BACKRANK => "pawns on the first or eighth rank",
            PositionErrorKinds::INVALID_CASTLING_RIGHTS => "invalid castling rights",
            PositionErrorKinds::INVALID_EP_SQUARE => "invalid en passant square",
            PositionErrorKinds::OPPOSITE_CHECK => "the side not to move is in check",
            PositionErrorKinds::IMPOSSIBLE_CHECK => "impossible check",
            PositionErrorKinds::TOO_MUCH_MATERIAL => "too much material",
            _ => "unknown problem",
        }
    }
}

impl fmt::Display for PositionErrorKinds {
    /// Lists the problems, comma separated, like `missing king, pawns on the first or eighth rank`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, flag) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(PositionErrorKinds::describe(flag))?;
        }
        Ok(())
    }
}

/// A [`Setup`] that is not a legal position, with every problem found.
///
/// Keeps the setup, so that soft problems can be repaired on purpose.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal position: {kinds}")]
pub struct PositionError {
    pub(crate) kinds: PositionErrorKinds,
    pub(crate) setup: Setup,
    pub(crate) mode: CastlingMode,
    /// What the caller already chose to ignore, kept so that `ignore_*` calls chain.
    pub(crate) ignored: PositionErrorKinds,
}

impl PositionError {
    /// Every problem found.
    #[must_use]
    pub fn kinds(&self) -> PositionErrorKinds {
        self.kinds
    }

    /// The rejected setup, as given.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Drops the castling rights that have no king and rook to go with them, and validates
    /// again.
    ///
    /// # Errors
    ///
    /// Returns the remaining problems, if any.
    pub fn ignore_invalid_castling_rights(self) -> Result<Position, PositionError> {
        self.ignore(PositionErrorKinds::INVALID_CASTLING_RIGHTS)
    }

    /// Drops an en passant square that no double push could have left, and validates again.
    ///
    /// # Errors
    ///
    /// Returns the remaining problems, if any.
    pub fn ignore_invalid_ep_square(self) -> Result<Position, PositionError> {
        self.ignore(PositionErrorKinds::INVALID_EP_SQUARE)
    }

    /// Accepts a check that cannot arise in a game (such as two bishops checking along one
    /// diagonal). Move generation stays correct for such positions: in a double (or triple)
    /// check only the king moves.
    ///
    /// # Errors
    ///
    /// Returns the remaining problems, if any.
    pub fn ignore_impossible_check(self) -> Result<Position, PositionError> {
        self.ignore(PositionErrorKinds::IMPOSSIBLE_CHECK)
    }

    /// Accepts the problems in `kinds` that are [ignorable](PositionErrorKinds::IGNORABLE)
    /// (repairing the soft ones), and validates again. Other kinds in `kinds` are not
    /// ignored.
    ///
    /// # Errors
    ///
    /// Returns the remaining problems, if any.
    pub fn ignore(self, kinds: PositionErrorKinds) -> Result<Position, PositionError> {
        Position::validate(
            self.setup,
            self.mode,
            (self.ignored | kinds) & PositionErrorKinds::IGNORABLE,
        )
    }
}

/// Why a move could not be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IllegalMoveReason {
    /// There is no piece on the origin square.
    EmptySquare,
    /// The piece on the origin square belongs to the side not to move.
    NotYourPiece,
    /// The piece cannot move that way (wrong pattern, blocked, or its own piece stands on
    /// the destination).
    CannotMoveThere,
    /// A pawn reaching the last rank must promote, to a knight, bishop, rook or queen; or a
    /// promotion was named for a move that is not one.
    BadPromotion,
    /// En passant is not available here.
    NoEnPassant,
    /// Castling is not allowed: no right, something in the way, the king in check, or a
    /// square the king passes or lands on attacked.
    CastlingNotAllowed,
    /// The move would leave (or put) the mover's own king in check.
    KingInCheck,
}

impl fmt::Display for IllegalMoveReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMoveReason::EmptySquare => "no piece on the origin square",
            IllegalMoveReason::NotYourPiece => "the piece belongs to the side not to move",
            IllegalMoveReason::CannotMoveThere => "the piece cannot move there",
            IllegalMoveReason::BadPromotion => "wrong or missing promotion",
            IllegalMoveReason::NoEnPassant => "en passant is not possible",
            IllegalMoveReason::CastlingNotAllowed => "castling is not allowed",
            IllegalMoveReason::KingInCheck => "the move leaves the king in check",
        })
    }
}

/// A move that is not legal in the position it was played in. The position is unchanged.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("illegal move {mv}: {reason}")]
pub struct PlayError {
    /// The move that was refused.
    pub mv: Move,
    /// Why it was refused.
    pub reason: IllegalMoveReason,
}
