//! Legal move generation.
//!
//! One generator serves every purpose: it hands each piece's legal destinations as a
//! bitboard to a [`Sink`], which either expands them into [`Move`]s ([`MoveList`]) or
//! only counts them (perft's bulk counting at the last ply, where no move is made).
//!
//! Legality is built in, not tested afterwards: a check mask limits non-king moves to
//! capturing or blocking the single checker, pinned pieces move only along their pin
//! line, king destinations are tested with the king lifted off the board (so it cannot
//! hide behind itself on a checking ray), and only en passant, the one move that removes
//! two pieces from a line, is verified by looking at the king after the capture.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::castling::CastlingSide;
use crate::color::Color;
use crate::mv::{Move, MoveList};
use crate::position::Position;
use crate::role::Role;
use crate::square::{Rank, Square};

/// Receives legal moves in groups.
pub(crate) trait Sink {
    /// Normal moves of the non-pawn piece `role` on `from` to every square of `to`.
    fn piece(&mut self, role: Role, from: Square, to: Bitboard);
    /// Pawn moves to every square of `to`, each from the square `delta` behind it (in
    /// square indices); destinations on the last rank are promotions.
    fn pawns(&mut self, delta: i32, to: Bitboard);
    /// Moves of the single pawn on `from` to every square of `to` (promotions on the last rank).
    fn pawn(&mut self, from: Square, to: Bitboard);
    /// An en passant capture.
    fn en_passant(&mut self, from: Square, to: Square);
    /// Castling with the rook on `rook`.
    fn castle(&mut self, king: Square, rook: Square);
}

/// Counts moves without making them.
#[derive(Default)]
pub(crate) struct Counter {
    pub(crate) count: usize,
}

impl Sink for Counter {
    #[inline(always)]
    fn piece(&mut self, _role: Role, _from: Square, to: Bitboard) {
        self.count += to.count();
    }

    #[inline(always)]
    fn pawns(&mut self, _delta: i32, to: Bitboard) {
        // Each promotion square counts four times: queen, rook, bishop, knight.
        self.count += to.count() + 3 * (to & Bitboard::BACKRANKS).count();
    }

    #[inline(always)]
    fn pawn(&mut self, _from: Square, to: Bitboard) {
        self.count += to.count() + 3 * (to & Bitboard::BACKRANKS).count();
    }

    #[inline(always)]
    fn en_passant(&mut self, _from: Square, _to: Square) {
        self.count += 1;
    }

    #[inline(always)]
    fn castle(&mut self, _king: Square, _rook: Square) {
        self.count += 1;
    }
}

#[inline(always)]
fn push_pawn_move(list: &mut MoveList, from: Square, to: Square) {
    if Bitboard::BACKRANKS.contains(to) {
        for role in Role::PROMOTIONS {
            list.push(Move::promotion(from, to, role));
        }
    } else {
        list.push(Move::normal(from, to));
    }
}

impl Sink for MoveList {
    #[inline(always)]
    fn piece(&mut self, _role: Role, from: Square, to: Bitboard) {
        for to in to {
            self.push(Move::normal(from, to));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, delta: i32, to: Bitboard) {
        for to in to {
            push_pawn_move(
                self,
                Square::from_index_masked((to as i32 - delta) as u32),
                to,
            );
        }
    }

    #[inline(always)]
    fn pawn(&mut self, from: Square, to: Bitboard) {
        for to in to {
            push_pawn_move(self, from, to);
        }
    }

    #[inline(always)]
    fn en_passant(&mut self, from: Square, to: Square) {
        self.push(Move::en_passant(from, to));
    }

    #[inline(always)]
    fn castle(&mut self, king: Square, rook: Square) {
        self.push(Move::castle(king, rook));
    }
}

/// Stops at nothing but remembers whether anything arrived.
#[derive(Default)]
struct Any(bool);

impl Sink for Any {
    #[inline(always)]
    fn piece(&mut self, _role: Role, _from: Square, to: Bitboard) {
        self.0 |= to.any();
    }

    #[inline(always)]
    fn pawns(&mut self, _delta: i32, to: Bitboard) {
        self.0 |= to.any();
    }

    #[inline(always)]
    fn pawn(&mut self, _from: Square, to: Bitboard) {
        self.0 |= to.any();
    }

    #[inline(always)]
    fn en_passant(&mut self, _from: Square, _to: Square) {
        self.0 = true;
    }

    #[inline(always)]
    fn castle(&mut self, _king: Square, _rook: Square) {
        self.0 = true;
    }
}

impl Position {
    /// All legal moves.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::Position;
    ///
    /// assert_eq!(Position::new().legal_moves().len(), 20);
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(Bitboard::FULL, Bitboard::FULL, &mut list);
        list
    }

    /// The legal moves of the pieces on `from` that end on `to` (for castling: the king's
    /// destination or the rook's square). Pass [`Bitboard::FULL`] for no restriction.
    ///
    /// ```
    /// use caissa::{Bitboard, Position, Square};
    ///
    /// let pos = Position::new();
    /// let knight_moves = pos.legal_moves_filtered(Square::G1.into(), Bitboard::FULL);
    /// assert_eq!(knight_moves.len(), 2);
    /// ```
    #[must_use]
    pub fn legal_moves_filtered(&self, from: Bitboard, to: Bitboard) -> MoveList {
        let mut list = MoveList::new();
        self.generate(from, to, &mut list);
        list
    }

    /// The legal moves of the piece on `sq` (none if it is empty or not the mover's).
    #[must_use]
    pub fn moves_from(&self, sq: Square) -> MoveList {
        self.legal_moves_filtered(sq.into(), Bitboard::FULL)
    }

    /// The number of legal moves, counted without making a list.
    #[must_use]
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = Counter::default();
        self.generate(Bitboard::FULL, Bitboard::FULL, &mut counter);
        counter.count
    }

    /// `true` if the side to move has at least one legal move.
    #[must_use]
    pub fn has_legal_moves(&self) -> bool {
        let mut any = Any::default();
        self.generate(Bitboard::FULL, Bitboard::FULL, &mut any);
        any.0
    }

    /// `true` if the side to move is in check and has no legal move.
    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// `true` if the side to move is not in check and has no legal move.
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// `true` if `m` is legal in this position.
    ///
    /// Agrees exactly with membership in [`Position::legal_moves`].
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        let from = m.from();
        let ours = self.board.by_color(self.turn);
        if !ours.contains(from) {
            return false;
        }
        // Generate only the moves of that piece to that square, then look for `m`.
        // (For castling, `raw_to` is the rook's square, which the castling filter accepts.)
        let mut list = MoveList::new();
        self.generate(from.into(), m.raw_to().into(), &mut list);
        list.contains(&m)
    }

    /// Runs the generator for the pieces on `from_mask` and destinations in `to_mask`.
    #[inline(always)]
    pub(crate) fn generate<S: Sink>(&self, from_mask: Bitboard, to_mask: Bitboard, sink: &mut S) {
        let us = self.turn;
        let board = &self.board;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = ours | theirs;
        let king = self.our_king();

        if from_mask.contains(king) {
            let targets = attacks::king_attacks(king) & !ours & to_mask;
            sink.piece(Role::King, king, self.safe_king_squares(targets, occupied));
        }

        let checkers = self.checkers;
        if checkers.more_than_one() {
            return;
        }

        let target = match checkers.first() {
            Some(checker) => attacks::between(king, checker) | checker,
            None => {
                if from_mask.contains(king) {
                    self.gen_castling(king, to_mask, sink);
                }
                !ours
            }
        } & to_mask;

        let pinned = self.pinned;
        let movable = ours & from_mask;

        for from in movable & (board.knights() - pinned) {
            sink.piece(Role::Knight, from, attacks::knight_attacks(from) & target);
        }
        for from in movable & board.bishops() {
            let mut to = attacks::bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            sink.piece(Role::Bishop, from, to);
        }
        for from in movable & board.rooks() {
            let mut to = attacks::rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            sink.piece(Role::Rook, from, to);
        }
        for from in movable & board.queens() {
            let mut to = attacks::queen_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            sink.piece(Role::Queen, from, to);
        }

        let pawns = movable & board.pawns();
        if pawns.any() {
            self.gen_pawns(pawns, king, occupied, theirs, target, sink);
        }
        if let Some(ep) = self.ep_square {
            if to_mask.contains(ep) {
                self.gen_en_passant(ep, from_mask, sink);
            }
        }
    }

    /// The squares of `targets` the king of the side to move could stand on without being
    /// attacked, with the king lifted off the board (so it cannot shelter behind itself on
    /// a checking ray). Pawn and king attacks are computed in bulk; sliders are looked up
    /// only where an empty-board ray says they could reach.
    #[inline(always)]
    fn safe_king_squares(&self, targets: Bitboard, occupied: Bitboard) -> Bitboard {
        let them = !self.turn;
        let board = &self.board;
        let theirs = board.by_color(them);
        let their_pawns = board.pawns() & theirs;
        let ahead = their_pawns.forward(them);
        let mut danger = ahead.shift_left() | ahead.shift_right();
        if let Some(their_king) = (board.kings() & theirs).first() {
            danger |= attacks::king_attacks(their_king);
        }
        let mut safe = targets - danger;
        if safe.is_empty() {
            return safe;
        }
        let without_king = occupied ^ self.our_king();
        let knights = board.knights() & theirs;
        let rooks = board.rooks_and_queens() & theirs;
        let bishops = board.bishops_and_queens() & theirs;
        for to in safe {
            if (attacks::knight_attacks(to) & knights).any()
                || ((attacks::rook_rays(to) & rooks).any()
                    && (attacks::rook_attacks(to, without_king) & rooks).any())
                || ((attacks::bishop_rays(to) & bishops).any()
                    && (attacks::bishop_attacks(to, without_king) & bishops).any())
            {
                safe.discard(to);
            }
        }
        safe
    }

    #[inline(always)]
    fn gen_pawns<S: Sink>(
        &self,
        pawns: Bitboard,
        king: Square,
        occupied: Bitboard,
        theirs: Bitboard,
        target: Bitboard,
        sink: &mut S,
    ) {
        let us = self.turn;
        let empty = !occupied;
        let free = pawns - self.pinned;
        let (up, third_rank) = match us {
            Color::White => (8, Bitboard::from_rank(Rank::Third)),
            Color::Black => (-8, Bitboard::from_rank(Rank::Sixth)),
        };

        let single = free.forward(us) & empty;
        let double = (single & third_rank).forward(us) & empty;
        sink.pawns(up, single & target);
        sink.pawns(2 * up, double & target);
        let forward = free.forward(us);
        sink.pawns(up - 1, forward.shift_left() & theirs & target);
        sink.pawns(up + 1, forward.shift_right() & theirs & target);

        for from in pawns & self.pinned {
            let one = Bitboard::from(from).forward(us) & empty;
            let two = (one & third_rank).forward(us) & empty;
            let captures = attacks::pawn_attacks(us, from) & theirs;
            sink.pawn(
                from,
                (one | two | captures) & target & attacks::line(king, from),
            );
        }
    }

    /// En passant, verified by looking at the king after the capture: the one move that
    /// takes two pieces off a line at once (the pinned-along-the-rank case).
    #[inline]
    pub(crate) fn gen_en_passant<S: Sink>(&self, ep: Square, from_mask: Bitboard, sink: &mut S) {
        let us = self.turn;
        let board = &self.board;
        let captured = Square::from_coords(ep.file(), Rank::Fifth.relative_to(us));
        let capturers =
            attacks::pawn_attacks(!us, ep) & board.by_piece(Role::Pawn.of(us)) & from_mask;
        if capturers.is_empty() || !board.by_piece(Role::Pawn.of(!us)).contains(captured) {
            return;
        }
        let king = self.our_king();
        let them = board.by_color(!us) - captured;
        for from in capturers {
            let occupied = (board.occupied() ^ from ^ captured) | ep;
            let attacked = (attacks::rook_attacks(king, occupied)
                & board.rooks_and_queens()
                & them)
                .any()
                || (attacks::bishop_attacks(king, occupied) & board.bishops_and_queens() & them)
                    .any()
                || (attacks::knight_attacks(king) & board.knights() & them).any()
                || (attacks::pawn_attacks(us, king) & board.pawns() & them).any();
            if !attacked {
                sink.en_passant(from, ep);
            }
        }
    }

    /// Castling by the Chess960 rules, which include standard castling: every square the
    /// king or the rook crosses or lands on is empty (but for those two pieces), the king
    /// is not in check (checked by the caller), and no square the king crosses or lands on
    /// is attacked.
    #[inline]
    fn gen_castling<S: Sink>(&self, king: Square, to_mask: Bitboard, sink: &mut S) {
        let us = self.turn;
        let rights = self.castling & Bitboard::backrank(us);
        if rights.is_empty() {
            return;
        }
        let board = &self.board;
        let occupied = board.occupied();
        for rook in rights {
            let side = CastlingSide::of_rook(king, rook);
            let king_to = side.king_to(us);
            let rook_to = side.rook_to(us);
            if !to_mask.contains(king_to) && !to_mask.contains(rook) {
                continue;
            }
            let king_path = attacks::between(king, king_to) | king_to;
            let rook_path = attacks::between(rook, rook_to) | rook_to;
            let others = occupied ^ king ^ rook;
            if (others & (king_path | rook_path)).any() {
                continue;
            }
            let without_king = occupied ^ king;
            if attacks::between(king, king_to)
                .into_iter()
                .any(|sq| board.is_attacked(sq, !us, without_king))
            {
                continue;
            }
            let after = (others | rook_to) - king_to;
            if board.is_attacked(king_to, !us, after) {
                continue;
            }
            sink.castle(king, rook);
        }
    }
}
