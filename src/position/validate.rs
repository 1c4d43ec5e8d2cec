//! Validation of a [`Setup`] into a [`Position`]: every problem found at once.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::CastlingMode;
use crate::color::Color;
use crate::position::{Position, PositionError, PositionErrorKinds};
use crate::role::Role;
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

impl Position {
    /// Validates, accepting the ignorable problems in `ignore` (repairing the soft ones).
    pub(crate) fn validate(
        mut setup: Setup,
        mode: CastlingMode,
        ignore: PositionErrorKinds,
    ) -> Result<Position, PositionError> {
        let original = setup;
        let mut kinds = PositionErrorKinds::empty();
        let board = &setup.board;

        if board.occupied().is_empty() {
            kinds |= PositionErrorKinds::EMPTY_BOARD;
        }
        for color in Color::ALL {
            match board.by_piece(Role::King.of(color)).count() {
                0 => kinds |= PositionErrorKinds::MISSING_KING,
                1 => {}
                _ => kinds |= PositionErrorKinds::TOO_MANY_KINGS,
            }
            let m = board.material()[color];
            let promoted = m.queen.saturating_sub(1)
                + m.rook.saturating_sub(2)
                + m.bishop.saturating_sub(2)
                + m.knight.saturating_sub(2);
            if m.pawn > 8 || board.by_color(color).count() > 16 || promoted + m.pawn > 8 {
                kinds |= PositionErrorKinds::TOO_MUCH_MATERIAL;
            }
        }
        if (board.pawns() & Bitboard::BACKRANKS).any() {
            kinds |= PositionErrorKinds::PAWNS_ON_BACKRANK;
        }

        let valid_castling = valid_castling_rights(board, setup.castling_rights, mode);
        if valid_castling != setup.castling_rights {
            if ignore.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
                setup.castling_rights = valid_castling;
            } else {
                kinds |= PositionErrorKinds::INVALID_CASTLING_RIGHTS;
            }
        }

        if let Some(ep) = setup.ep_square {
            if !is_valid_ep_square(&setup.board, setup.turn, ep) {
                if ignore.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
                    setup.ep_square = None;
                } else {
                    kinds |= PositionErrorKinds::INVALID_EP_SQUARE;
                }
            }
        }

        let board = &setup.board;
        let us = setup.turn;
        if let (Some(our_king), Some(their_king)) = (board.king_of(us), board.king_of(!us)) {
            if kinds.intersects(PositionErrorKinds::TOO_MANY_KINGS) {
                // Checks are meaningless with several kings of one colour.
            } else {
                if board.is_attacked(their_king, us, board.occupied()) {
                    kinds |= PositionErrorKinds::OPPOSITE_CHECK;
                }
                let checkers = board.attackers_to(our_king, !us, board.occupied());
                if !ignore.contains(PositionErrorKinds::IMPOSSIBLE_CHECK)
                    && is_impossible_check(board, us, our_king, checkers, setup.ep_square)
                {
                    kinds |= PositionErrorKinds::IMPOSSIBLE_CHECK;
                }
            }
        }

        if !kinds.is_empty() {
            return Err(PositionError {
                kinds,
                setup: original,
                mode,
                ignored: ignore,
            });
        }

        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            mode,
            ep_square: setup.ep_square,
            castling: setup.castling_rights,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
        };
        pos.update_checkers_and_pins();
        Ok(pos)
    }
}

/// The subset of `rights` that has a king and rook to go with it.
fn valid_castling_rights(board: &Board, rights: Bitboard, mode: CastlingMode) -> Bitboard {
    let mut valid = Bitboard::EMPTY;
    for color in Color::ALL {
        let backrank = Bitboard::backrank(color);
        let kings = board.by_piece(Role::King.of(color));
        let Some(king) = kings.single_square() else {
            continue;
        };
        if !backrank.contains(king) {
            continue;
        }
        let candidates = rights & backrank & board.by_piece(Role::Rook.of(color));
        match mode {
            CastlingMode::Standard => {
                if king.file() == File::E {
                    valid |= candidates & Bitboard::CORNERS;
                }
            }
            CastlingMode::Chess960 => {
                // One rook per side of the king: the outermost one if several are named.
                let below = candidates & Bitboard((1u64 << king as u32) - 1);
                let above = candidates - below - Bitboard::from(king);
                if let Some(rook) = below.first() {
                    valid.add(rook);
                }
                if let Some(rook) = above.last() {
                    valid.add(rook);
                }
            }
        }
    }
    valid
}

/// An en passant square is valid if a pawn of the side not to move could just have pushed
/// two squares over it: the square is on the sixth rank (relative to the side to move) and
/// empty, the square behind it is empty, and the pawn stands in front of it.
fn is_valid_ep_square(board: &Board, turn: Color, ep: Square) -> bool {
    if ep.rank() != Rank::Sixth.relative_to(turn) {
        return false;
    }
    let (Some(pushed_to), Some(pushed_from)) = (
        ep.offset(0, if turn.is_white() { -1 } else { 1 }),
        ep.offset(0, if turn.is_white() { 1 } else { -1 }),
    ) else {
        return false;
    };
    let occupied = board.occupied();
    !occupied.contains(ep)
        && !occupied.contains(pushed_from)
        && board.by_piece(Role::Pawn.of(!turn)).contains(pushed_to)
}

/// `true` for checks that no legal move could have given (see
/// [`PositionErrorKinds::IMPOSSIBLE_CHECK`]).
fn is_impossible_check(
    board: &Board,
    us: Color,
    king: Square,
    checkers: Bitboard,
    ep: Option<Square>,
) -> bool {
    let count = checkers.count();
    if count == 0 {
        return false;
    }
    if count > 2 {
        return true;
    }
    if let Some(ep) = ep.filter(|&ep| is_valid_ep_square(board, us, ep)) {
        // The last move was the double push: it must have given every check.
        let pushed_to = Square::from_coords(ep.file(), Rank::Fifth.relative_to(us));
        let pushed_from = Square::from_coords(ep.file(), Rank::Seventh.relative_to(us));
        let before = board.occupied() ^ pushed_to ^ pushed_from;
        return count > 1
            || (checkers.first() != Some(pushed_to) && board.is_attacked(king, !us, before));
    }
    if count == 2 {
        let (a, b) = (checkers.first(), checkers.last());
        let (Some(a), Some(b)) = (a, b) else {
            return false;
        };
        // Two sliders on one line through the king; or no slider at all (a double check
        // always includes a discovered check by a slider).
        let sliders = board.rooks_and_queens() | board.bishops_and_queens();
        return attacks::line(a, b).contains(king) || (checkers & sliders).is_empty();
    }
    false
}
