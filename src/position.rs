//! [`Position`]: a legal chess position, and playing moves in it.

mod error;
mod validate;

use core::num::NonZeroU32;

pub use self::error::{IllegalMoveReason, PlayError, PositionError, PositionErrorKinds};
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingMode, CastlingSide};
use crate::color::Color;
use crate::mv::Move;
use crate::role::{Piece, Role};
use crate::setup::Setup;
use crate::square::{Rank, Square};

/// A legal chess position: the board, the side to move, castling rights, the en passant
/// square and the two clocks.
///
/// A `Position` can only be made by validating a [`Setup`] ([`Position::from_setup`], or
/// parsing a FEN) or by playing legal moves, so every value is a position the rules can
/// be applied to: one king per side, the side not to move not in check, consistent rights.
///
/// It is a small `Copy` value (about 100 bytes): playing a move makes a new position
/// ([`Position::play`]) or updates one in place ([`Position::play_unchecked`]).
///
/// Equality compares the board, side to move, castling rights, castling mode, both
/// clocks, and the en passant square *only when an en passant capture is legal* (so a
/// position compares equal to the one parsed back from its FEN).
#[derive(Copy, Clone, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) mode: CastlingMode,
    /// Set after every double push (and from a FEN), whether or not a capture is possible.
    pub(crate) ep_square: Option<Square>,
    /// The squares of the rooks that may still castle, both colours.
    pub(crate) castling: Bitboard,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: NonZeroU32,
    /// Pieces giving check to the king of the side to move.
    pub(crate) checkers: Bitboard,
    /// Pieces of the side to move pinned to their own king.
    pub(crate) pinned: Bitboard,
}

impl Position {
    /// The standard starting position.
    #[must_use]
    pub const fn new() -> Position {
        Position {
            board: Board::new(),
            turn: Color::White,
            mode: CastlingMode::Standard,
            ep_square: None,
            castling: Bitboard::CORNERS,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
        }
    }

    /// Validates `setup` as a position of the given castling `mode`.
    ///
    /// # Errors
    ///
    /// Returns a [`PositionError`] listing every problem found (see
    /// [`PositionErrorKinds`]); soft problems can then be dropped on purpose.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{CastlingMode, Position, PositionErrorKinds, Setup};
    ///
    /// let setup = Setup::empty();
    /// let err = Position::from_setup(setup, CastlingMode::Standard).unwrap_err();
    /// assert!(err.kinds().contains(PositionErrorKinds::EMPTY_BOARD | PositionErrorKinds::MISSING_KING));
    /// ```
    pub fn from_setup(setup: Setup, mode: CastlingMode) -> Result<Position, PositionError> {
        Position::validate(setup, mode, PositionErrorKinds::empty())
    }

    /// The placement of the pieces.
    #[inline]
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// Standard chess or Chess960.
    #[inline]
    #[must_use]
    pub const fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    /// The castling rights, as the squares of the rooks that may still castle (both colours).
    #[inline]
    #[must_use]
    pub const fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    /// The rook `color` may still castle with towards `side`, if it has that right.
    #[must_use]
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let king = self.board.king_of(color)?;
        let rooks = self.castling & Bitboard::backrank(color);
        rooks
            .into_iter()
            .find(|&rook| CastlingSide::of_rook(king, rook) == side)
    }

    /// `true` if `color` may still castle towards `side` (the right, not whether castling is
    /// legal now).
    #[must_use]
    pub fn has_castling_right(&self, color: Color, side: CastlingSide) -> bool {
        self.castling_rook(color, side).is_some()
    }

    /// The en passant square as recorded: set after every double push, whether or not an
    /// en passant capture is possible. See [`Position::legal_ep_square`] for the square
    /// that matters to the rules.
    #[inline]
    #[must_use]
    pub const fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The en passant square only if some pawn can capture there legally now (the square
    /// that makes two positions different under FIDE 9.2.3).
    #[must_use]
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let mut sink = crate::movegen::Counter::default();
        self.gen_en_passant(ep, Bitboard::FULL, &mut sink);
        if sink.count > 0 { Some(ep) } else { None }
    }

    /// The en passant square only if a pawn of the side to move stands next to the pushed
    /// pawn, ready to capture, legal or not (the Polyglot hashing rule).
    #[must_use]
    pub fn pseudo_legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let ours = self.board.by_piece(Role::Pawn.of(self.turn));
        (attacks::pawn_attacks(!self.turn, ep) & ours)
            .any()
            .then_some(ep)
    }

    /// Half-moves since the last capture or pawn move. Not capped: the seventy-five-move
    /// rule needs values of 150 and more.
    #[inline]
    #[must_use]
    pub const fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The full-move number: 1 at the start, incremented after each move of Black.
    #[inline]
    #[must_use]
    pub const fn fullmoves(&self) -> NonZeroU32 {
        self.fullmoves
    }

    /// The pieces giving check to the side to move.
    #[inline]
    #[must_use]
    pub const fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// `true` if the side to move is in check.
    #[inline]
    #[must_use]
    pub const fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// The pieces of the side to move that are pinned to their own king.
    #[inline]
    #[must_use]
    pub const fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// The square of the king of the side to move.
    #[inline(always)]
    #[must_use]
    pub const fn our_king(&self) -> Square {
        // A valid position has exactly one king per side. After an illegal
        // `play_unchecked` this may be garbage, but never undefined.
        let kings = self.board.by_piece(Role::King.of(self.turn));
        Square::from_index_masked(kings.0.trailing_zeros())
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// The role of the piece on `sq`, if any.
    #[must_use]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.board.role_at(sq)
    }

    /// `true` if `m` captures a piece in this position (en passant included). Meaningful
    /// for legal moves.
    #[must_use]
    pub fn is_capture(&self, m: Move) -> bool {
        m.is_en_passant()
            || (!m.is_castle() && self.board.by_color(!self.turn).contains(m.raw_to()))
    }

    /// `true` if `m` moves a pawn or captures: the moves that reset the half-move clock.
    #[must_use]
    pub fn is_zeroing(&self, m: Move) -> bool {
        self.board.pawns().contains(m.from()) || self.is_capture(m)
    }

    /// This position as an unvalidated [`Setup`] (with the en passant square as recorded).
    #[must_use]
    pub const fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// Plays `m`, returning the new position; this one is unchanged.
    ///
    /// # Errors
    ///
    /// Returns a [`PlayError`] saying why, if `m` is not legal here.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Move, Position, Square};
    ///
    /// let pos = Position::new();
    /// let after = pos.play(Move::normal(Square::E2, Square::E4)).unwrap();
    /// assert_eq!(after.ep_square(), Some(Square::E3));
    /// assert!(pos.play(Move::normal(Square::E2, Square::E5)).is_err());
    /// ```
    pub fn play(&self, m: Move) -> Result<Position, PlayError> {
        if self.is_legal(m) {
            let mut next = *self;
            next.play_unchecked(m);
            Ok(next)
        } else {
            Err(self.play_error(m))
        }
    }

    /// The error [`Position::play`] returns for `m`, which must be illegal here.
    #[cold]
    pub(crate) fn play_error(&self, m: Move) -> PlayError {
        PlayError {
            mv: m,
            reason: self.why_illegal(m),
        }
    }

    /// Plays `m` in place, if it is legal.
    ///
    /// # Errors
    ///
    /// Returns a [`PlayError`] saying why, if `m` is not legal; `self` is then unchanged.
    pub fn play_mut(&mut self, m: Move) -> Result<(), PlayError> {
        *self = self.play(m)?;
        Ok(())
    }

    /// Plays `m` in place without checking that it is legal. This is the fast path used by
    /// perft and search.
    ///
    /// `m` must be legal in this position (for example, taken from
    /// [`Position::legal_moves`]). For an illegal move the resulting position is
    /// unspecified and may break the invariants of [`Position`], and this method may
    /// panic; it never causes undefined behaviour.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        let from = m.from();
        let to = m.raw_to();
        self.halfmoves = self.halfmoves.saturating_add(1);
        self.ep_square = None;

        match m.raw_kind() {
            0 => {
                let role = self.board.role_at(from).unwrap_or(Role::Pawn);
                if self.board.by_color(them).contains(to) {
                    let captured = self.board.role_at(to).unwrap_or(Role::Pawn);
                    self.board.discard(captured.of(them), to);
                    self.halfmoves = 0;
                }
                self.board.shift(role.of(us), from, to);
                match role {
                    Role::Pawn => {
                        self.halfmoves = 0;
                        if m.is_double_step() {
                            self.ep_square =
                                Some(Square::from_index_masked((from as u32 + to as u32) / 2));
                        }
                    }
                    Role::King => self.castling -= Bitboard::backrank(us),
                    _ => {}
                }
                self.castling -= Bitboard::from(from) | to;
            }
            1 => {
                // En passant: the captured pawn stands beside the origin, on the destination's file.
                let captured = Square::from_coords(to.file(), from.rank());
                self.board.discard(Role::Pawn.of(them), captured);
                self.board.shift(Role::Pawn.of(us), from, to);
                self.halfmoves = 0;
            }
            2 => {
                let side = CastlingSide::of_rook(from, to);
                self.board.discard(Role::King.of(us), from);
                self.board.discard(Role::Rook.of(us), to);
                self.board.put(Role::King.of(us), side.king_to(us));
                self.board.put(Role::Rook.of(us), side.rook_to(us));
                self.castling -= Bitboard::backrank(us);
            }
            _ => {
                let role = m.promotion_role().unwrap_or(Role::Queen);
                if self.board.by_color(them).contains(to) {
                    let captured = self.board.role_at(to).unwrap_or(Role::Pawn);
                    self.board.discard(captured.of(them), to);
                }
                self.board.discard(Role::Pawn.of(us), from);
                self.board.put(role.of(us), to);
                self.castling -= Bitboard::from(to);
                self.halfmoves = 0;
            }
        }

        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        self.update_checkers_and_pins();
    }

    /// Recomputes the checkers and the pinned pieces of the side to move.
    #[inline]
    pub(crate) fn update_checkers_and_pins(&mut self) {
        let us = self.turn;
        let king = self.our_king();
        let board = &self.board;
        let them = board.by_color(!us);
        let occupied = board.occupied();

        let mut checkers = (attacks::knight_attacks(king) & board.knights() & them)
            | (attacks::pawn_attacks(us, king) & board.pawns() & them);
        let mut pinned = Bitboard::EMPTY;
        let snipers = ((attacks::rook_rays(king) & board.rooks_and_queens())
            | (attacks::bishop_rays(king) & board.bishops_and_queens()))
            & them;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers.add(sniper);
            } else if !blockers.more_than_one() {
                pinned |= blockers & board.by_color(us);
            }
        }
        self.checkers = checkers;
        self.pinned = pinned;
    }

    /// Explains why `m` is not legal (called only for moves known to be illegal).
    #[cold]
    fn why_illegal(&self, m: Move) -> IllegalMoveReason {
        let from = m.from();
        let Some(piece) = self.board.piece_at(from) else {
            return IllegalMoveReason::EmptySquare;
        };
        if piece.color != self.turn {
            return IllegalMoveReason::NotYourPiece;
        }
        if m.is_castle() {
            return IllegalMoveReason::CastlingNotAllowed;
        }
        if m.is_en_passant() {
            return IllegalMoveReason::NoEnPassant;
        }
        let to = m.to();
        if piece.role == Role::Pawn
            && (m.is_promotion() != to.rank().relative_to(self.turn).eq(&Rank::Eighth))
            || piece.role != Role::Pawn && m.is_promotion()
            || from == to
        {
            return IllegalMoveReason::BadPromotion;
        }
        // Is it at least a pseudo-legal move of that piece?
        let occupied = self.board.occupied();
        let reach = match piece.role {
            Role::Pawn => {
                let mut r =
                    attacks::pawn_attacks(self.turn, from) & self.board.by_color(!self.turn);
                let one = Bitboard::from(from).forward(self.turn) - occupied;
                r |= one;
                if from.rank() == Rank::Second.relative_to(self.turn) {
                    r |= one.forward(self.turn) - occupied;
                }
                r
            }
            role => {
                attacks::attacks(role, self.turn, from, occupied) - self.board.by_color(self.turn)
            }
        };
        if !reach.contains(to) {
            return IllegalMoveReason::CannotMoveThere;
        }
        IllegalMoveReason::KingInCheck
    }
}

impl Default for Position {
    /// The standard starting position.
    fn default() -> Position {
        Position::new()
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.mode == other.mode
            && self.castling == other.castling
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && self.legal_ep_square() == other.legal_ep_square()
    }
}

impl Eq for Position {}

impl TryFrom<Setup> for Position {
    type Error = PositionError;

    /// Validates a standard-chess setup; see [`Position::from_setup`].
    fn try_from(setup: Setup) -> Result<Position, PositionError> {
        Position::from_setup(setup, CastlingMode::Standard)
    }
}

impl From<Position> for Setup {
    fn from(pos: Position) -> Setup {
        pos.to_setup()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::File;

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn kinds(fen: &str) -> PositionErrorKinds {
        let setup = fen.parse::<crate::Fen>().unwrap().into_setup();
        Position::from_setup(setup, CastlingMode::Standard)
            .unwrap_err()
            .kinds()
    }

    #[test]
    fn validation_reports_every_problem() {
        assert_eq!(
            kinds("8/8/8/8/8/8/8/8 w - - 0 1"),
            PositionErrorKinds::EMPTY_BOARD | PositionErrorKinds::MISSING_KING
        );
        assert_eq!(
            kinds("4k3/8/8/8/8/8/8/8 w - - 0 1"),
            PositionErrorKinds::MISSING_KING
        );
        assert_eq!(
            kinds("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
            PositionErrorKinds::TOO_MANY_KINGS
        );
        assert_eq!(
            kinds("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            PositionErrorKinds::PAWNS_ON_BACKRANK
        );
        assert_eq!(
            kinds("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
            PositionErrorKinds::INVALID_CASTLING_RIGHTS
        );
        assert_eq!(
            kinds("4k3/8/8/8/8/8/8/4K3 w - e3 0 1"),
            PositionErrorKinds::INVALID_EP_SQUARE
        );
        assert_eq!(
            kinds("4k3/8/8/8/8/8/8/K3R3 w - - 0 1"),
            PositionErrorKinds::OPPOSITE_CHECK
        );
        // Two bishops checking along one diagonal.
        assert_eq!(
            kinds("B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1"),
            PositionErrorKinds::IMPOSSIBLE_CHECK
        );
        // Two knights checking.
        assert_eq!(
            kinds("4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1"),
            PositionErrorKinds::IMPOSSIBLE_CHECK
        );
        // Three checkers.
        assert_eq!(
            kinds("4k3/8/3N1N2/8/8/8/8/4RK2 b - - 0 1"),
            PositionErrorKinds::IMPOSSIBLE_CHECK
        );
        // A check by a rook that the double push to e4 cannot have uncovered.
        // An invalid en passant square says nothing about how the check was given.
        assert!(
            !kinds("8/8/8/8/4P3/8/8/r3K2k w - e3 0 1")
                .intersects(PositionErrorKinds::IMPOSSIBLE_CHECK)
        );
        assert_eq!(
            kinds("8/8/8/8/r3P2K/8/8/7k w - e3 0 1"),
            PositionErrorKinds::INVALID_EP_SQUARE
        );
        // A rook check that the double push d7-d5 cannot have given.
        assert_eq!(
            kinds("3k4/8/8/3p4/8/8/8/r3K3 w - d6 0 1"),
            PositionErrorKinds::IMPOSSIBLE_CHECK
        );
        // The same check without the en passant square is possible.
        assert!(
            "3k4/8/8/3p4/8/8/8/r3K3 w - - 0 1"
                .parse::<Position>()
                .is_ok()
        );
        assert_eq!(
            kinds("QQQQQQQQ/QQQQQQQQ/8/8/8/8/8/k6K w - - 0 1"),
            PositionErrorKinds::TOO_MUCH_MATERIAL | PositionErrorKinds::OPPOSITE_CHECK
        );
        assert_eq!(
            kinds("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"),
            PositionErrorKinds::TOO_MUCH_MATERIAL
        );
        assert_eq!(
            kinds("4k3/pppppppp/qq6/8/8/8/8/4K3 w - - 0 1"),
            PositionErrorKinds::TOO_MUCH_MATERIAL
        );
        // Several problems at once.
        let k = kinds("P7/8/8/8/8/8/8/8 w K e3 0 1");
        assert!(k.contains(
            PositionErrorKinds::MISSING_KING
                | PositionErrorKinds::PAWNS_ON_BACKRANK
                | PositionErrorKinds::INVALID_CASTLING_RIGHTS
                | PositionErrorKinds::INVALID_EP_SQUARE
        ));
    }

    #[test]
    fn soft_problems_can_be_dropped() {
        let setup = "r3k3/8/8/8/8/8/8/4K2R w KQkq e6 0 1"
            .parse::<crate::Fen>()
            .unwrap()
            .into_setup();
        let err = Position::from_setup(setup, CastlingMode::Standard).unwrap_err();
        assert_eq!(
            err.kinds(),
            PositionErrorKinds::INVALID_CASTLING_RIGHTS | PositionErrorKinds::INVALID_EP_SQUARE
        );
        let err = err.ignore_invalid_castling_rights().unwrap_err();
        assert_eq!(err.kinds(), PositionErrorKinds::INVALID_EP_SQUARE);
        let p = err.ignore_invalid_ep_square().unwrap();
        assert_eq!(p.castling_rights(), Bitboard::from(Square::H1) | Square::A8);
        assert_eq!(p.ep_square(), None);
        // Hard problems cannot be ignored.
        let setup = "8/8/8/8/8/8/8/4K3 w - - 0 1"
            .parse::<crate::Fen>()
            .unwrap()
            .into_setup();
        let err = Position::from_setup(setup, CastlingMode::Standard).unwrap_err();
        assert_eq!(
            err.clone()
                .ignore(PositionErrorKinds::all())
                .unwrap_err()
                .kinds(),
            PositionErrorKinds::MISSING_KING
        );
    }

    #[test]
    fn play_updates_rights_clocks_and_ep() {
        let p = pos("r3k2r/8/8/8/8/8/6p1/R3K2R b KQkq - 7 30");
        // Capturing the h1 rook takes White's king-side right.
        let after = p
            .play(Move::promotion(Square::G2, Square::H1, Role::Queen))
            .unwrap();
        assert_eq!(
            after.castling_rights(),
            Bitboard::from(Square::A1) | Square::A8 | Square::H8
        );
        assert_eq!((after.halfmoves(), after.fullmoves().get()), (0, 31));
        assert!(after.is_check());
        // A rook move takes only its own right; a king move takes both.
        let after = p.play(Move::normal(Square::A8, Square::B8)).unwrap();
        assert_eq!(
            after.castling_rights(),
            Bitboard::from(Square::A1) | Square::H1 | Square::H8
        );
        assert_eq!((after.halfmoves(), after.fullmoves().get()), (8, 31));
        let after = p.play(Move::normal(Square::E8, Square::D7)).unwrap();
        assert_eq!(
            after.castling_rights(),
            Bitboard::from(Square::A1) | Square::H1
        );
        // Castling moves both pieces and drops both rights.
        let after = p.play(Move::castle(Square::E8, Square::A8)).unwrap();
        assert_eq!(
            after.piece_at(Square::C8),
            Some(Role::King.of(Color::Black))
        );
        assert_eq!(
            after.piece_at(Square::D8),
            Some(Role::Rook.of(Color::Black))
        );
        assert_eq!(
            after.castling_rights(),
            Bitboard::from(Square::A1) | Square::H1
        );
        // Clocks are not capped.
        let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 149 200");
        let after = p.play(Move::normal(Square::H1, Square::H2)).unwrap();
        assert_eq!(after.halfmoves(), 150);
    }

    #[test]
    fn en_passant_rules() {
        // Double push records the square; a capture is possible.
        let p = pos("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
        let after = p.play(Move::normal(Square::E2, Square::E4)).unwrap();
        assert_eq!(after.ep_square(), Some(Square::E3));
        assert_eq!(after.legal_ep_square(), Some(Square::E3));
        let taken = after
            .play(Move::en_passant(Square::D4, Square::E3))
            .unwrap();
        assert_eq!(taken.piece_at(Square::E4), None);
        assert_eq!(
            taken.piece_at(Square::E3),
            Some(Role::Pawn.of(Color::Black))
        );
        // Only immediately after the double push.
        let later = after
            .play(Move::normal(Square::E8, Square::D8))
            .unwrap()
            .play(Move::normal(Square::E1, Square::D1))
            .unwrap();
        assert_eq!(
            later
                .play(Move::en_passant(Square::D4, Square::E3))
                .unwrap_err()
                .reason,
            IllegalMoveReason::NoEnPassant
        );
        // Horizontal pin: both pawns leave the rank and expose the king.
        let p = pos("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
        assert_eq!(p.ep_square(), Some(Square::D6));
        assert_eq!(p.legal_ep_square(), None);
        assert!(!p.is_legal(Move::en_passant(Square::E5, Square::D6)));
        // Diagonal pin of the capturing pawn.
        let p = pos("4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1");
        assert!(!p.is_legal(Move::en_passant(Square::E5, Square::D6)));
        let p = pos("4k3/8/8/3pP3/8/8/8/7K w - d6 0 1");
        assert!(p.is_legal(Move::en_passant(Square::E5, Square::D6)));
        // The capture as the only answer to the double push's check.
        let p = pos("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
        assert!(p.is_check());
        assert!(p.is_legal(Move::en_passant(Square::E4, Square::D3)));
    }

    #[test]
    fn castling_rules() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert!(p.is_legal(Move::castle(Square::E1, Square::H1)));
        assert!(p.is_legal(Move::castle(Square::E1, Square::A1)));
        // Through an attacked square.
        let p = pos("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
        assert!(!p.is_legal(Move::castle(Square::E1, Square::H1)));
        assert_eq!(
            p.play(Move::castle(Square::E1, Square::H1))
                .unwrap_err()
                .reason,
            IllegalMoveReason::CastlingNotAllowed
        );
        // Onto an attacked square.
        let p = pos("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1");
        assert!(!p.is_legal(Move::castle(Square::E1, Square::H1)));
        // Out of check.
        let p = pos("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
        assert!(!p.is_legal(Move::castle(Square::E1, Square::A1)));
        // The rook may pass an attacked square: b1 attacked, queen-side castling legal.
        let p = pos("r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1");
        assert!(p.is_legal(Move::castle(Square::E1, Square::A1)));
        // Blocked.
        let p = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
        assert!(!p.is_legal(Move::castle(Square::E1, Square::A1)));
        assert!(p.is_legal(Move::castle(Square::E1, Square::H1)));
        // Castling given as a king move is not castling.
        assert!(!p.is_legal(Move::normal(Square::E1, Square::G1)));
    }

    #[test]
    fn pins_checks_and_kings() {
        // Pinned rook moves only along the pin line.
        let p = pos("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
        assert_eq!(p.pinned(), Bitboard::from(Square::E2));
        let moves = p.moves_from(Square::E2);
        assert!(moves.iter().all(|m| m.to().file() == File::E));
        assert_eq!(moves.len(), 5);
        // Pinned knight cannot move.
        let p = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
        assert!(p.moves_from(Square::E2).is_empty());
        // Double check: only the king moves.
        let p = pos("4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1");
        assert_eq!(p.checkers().count(), 2);
        let p2 = pos("4k3/8/8/8/8/5n2/8/r2NK3 w - - 0 1");
        assert!(p2.legal_moves().iter().all(|m| m.from() == Square::E1));
        assert!(p.legal_moves().iter().all(|m| m.from() == Square::E1));
        // The king may not step back along the checking ray, nor next to the other king,
        // nor capture a defended piece.
        let p = pos("8/8/8/8/8/2k5/8/r3K3 w - - 0 1");
        assert!(!p.is_legal(Move::normal(Square::E1, Square::F1)));
        assert!(!p.is_legal(Move::normal(Square::E1, Square::D2)));
        let p = pos("8/8/8/8/8/4k3/3p4/4K3 w - - 0 1");
        assert!(p.is_check());
        assert!(!p.is_legal(Move::normal(Square::E1, Square::D2)));
        assert!(p.is_legal(Move::normal(Square::E1, Square::D1)));
        // Checkmate and stalemate.
        let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert!(mate.is_checkmate() && !mate.is_stalemate());
        let stale = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert!(stale.is_stalemate() && !stale.is_checkmate());
    }

    #[test]
    fn illegal_moves_say_why_and_change_nothing() {
        let p = Position::new();
        let before = p;
        let e = |m| p.play(m).unwrap_err().reason;
        assert_eq!(
            e(Move::normal(Square::E4, Square::E5)),
            IllegalMoveReason::EmptySquare
        );
        assert_eq!(
            e(Move::normal(Square::E7, Square::E5)),
            IllegalMoveReason::NotYourPiece
        );
        assert_eq!(
            e(Move::normal(Square::E2, Square::E5)),
            IllegalMoveReason::CannotMoveThere
        );
        assert_eq!(
            e(Move::normal(Square::A1, Square::A3)),
            IllegalMoveReason::CannotMoveThere
        );
        assert_eq!(
            e(Move::promotion(Square::E2, Square::E4, Role::Queen)),
            IllegalMoveReason::BadPromotion
        );
        let q = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(
            q.play(Move::normal(Square::A7, Square::A8))
                .unwrap_err()
                .reason,
            IllegalMoveReason::BadPromotion
        );
        assert_eq!(
            q.play(Move::promotion(Square::A7, Square::A8, Role::King))
                .unwrap_err()
                .reason,
            IllegalMoveReason::BadPromotion
        );
        let pinned = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
        assert_eq!(
            pinned
                .play(Move::normal(Square::E2, Square::C3))
                .unwrap_err()
                .reason,
            IllegalMoveReason::KingInCheck
        );
        let mut m = p;
        assert!(m.play_mut(Move::normal(Square::E2, Square::E5)).is_err());
        assert_eq!(m, before);
        assert_eq!(p, before);
    }

    #[test]
    fn equality_ignores_an_ep_square_nobody_can_use() {
        let a = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let b = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(a, b);
        assert_ne!(a.ep_square(), b.ep_square());
    }
}
