//! A slow model of the rules of chess, written independently of the crate's move
//! generator, to check it against.
//!
//! Nothing here uses `caissa::attacks` or `Position::legal_moves`: attacks are found by
//! walking rays one square at a time, moves are generated pseudo-legally from the piece
//! patterns, and a move is legal if, once made on a copy of the board, it leaves the own
//! king unattacked. Castling follows the Chess960 rule of RULES.md (which includes
//! standard castling): the king is not in check, every square the king or the rook
//! crosses or lands on is empty but for those two pieces, no square strictly between the
//! king and its destination is attacked, and the king's destination is not attacked once
//! the rook has moved.
//!
//! The checks return `Err(String)` describing the first disagreement, so that both the
//! property tests and the fuzz targets can report it.

use std::collections::BTreeSet;

use caissa::{
    Bitboard, Board, CastlingMode, CastlingNotation, CastlingSide, Color, EnPassantMode, Fen,
    FenError, File, Move, MoveKind, Piece, Position, Rank, Role, Setup, Square,
};

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The rank direction a pawn of `color` moves in.
fn forward(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

fn relative_rank(color: Color, white_rank: u32) -> Rank {
    match color {
        Color::White => Rank::new(white_rank),
        Color::Black => Rank::new(7 - white_rank),
    }
}

fn file_index(sq: Square) -> i32 {
    sq.file() as i32
}

fn rank_index(sq: Square) -> i32 {
    sq.rank() as i32
}

/// `true` if the sliding piece on `from` reaches `target` in direction `dirs`, every
/// square strictly between them being empty.
fn slides_to(board: &Board, from: Square, target: Square, dirs: &[(i32, i32)]) -> bool {
    for &(df, dr) in dirs {
        let mut sq = from;
        while let Some(next) = sq.offset(df, dr) {
            if next == target {
                return true;
            }
            if board.piece_at(next).is_some() {
                break;
            }
            sq = next;
        }
    }
    false
}

/// `true` if `piece`, standing on `from`, attacks `target` (whatever stands there).
pub fn piece_attacks(board: &Board, piece: Piece, from: Square, target: Square) -> bool {
    let steps = |deltas: &[(i32, i32)]| {
        deltas
            .iter()
            .any(|&(df, dr)| from.offset(df, dr) == Some(target))
    };
    match piece.role {
        Role::Pawn => steps(&[(-1, forward(piece.color)), (1, forward(piece.color))]),
        Role::Knight => steps(&KNIGHT_JUMPS),
        Role::King => steps(&KING_STEPS),
        Role::Bishop => slides_to(board, from, target, &BISHOP_DIRS),
        Role::Rook => slides_to(board, from, target, &ROOK_DIRS),
        Role::Queen => {
            slides_to(board, from, target, &BISHOP_DIRS)
                || slides_to(board, from, target, &ROOK_DIRS)
        }
    }
}

/// The squares of the pieces of `by` that attack `target`.
pub fn attackers(board: &Board, target: Square, by: Color) -> Bitboard {
    board
        .by_color(by)
        .into_iter()
        .filter(|&sq| {
            board
                .piece_at(sq)
                .is_some_and(|p| piece_attacks(board, p, sq, target))
        })
        .collect()
}

/// `true` if some piece of `by` attacks `target`.
pub fn is_attacked(board: &Board, target: Square, by: Color) -> bool {
    attackers(board, target, by).any()
}

fn king_square(board: &Board, color: Color) -> Square {
    board
        .by_piece(Role::King.of(color))
        .single_square()
        .expect("a valid position has one king of each colour")
}

/// The pieces of the side to move pinned to their king: those whose removal lets an
/// enemy piece attack the king.
pub fn pinned(pos: &Position) -> Bitboard {
    let us = pos.turn();
    let board = pos.board();
    let king = king_square(board, us);
    let before = attackers(board, king, !us);
    let mut pinned = Bitboard::EMPTY;
    for sq in board.by_color(us) {
        if sq != king {
            let mut without = *board;
            without.remove_piece_at(sq);
            if (attackers(&without, king, !us) - before).any() {
                pinned.add(sq);
            }
        }
    }
    pinned
}

fn push_pawn_move(out: &mut Vec<Move>, color: Color, from: Square, to: Square) {
    if to.rank() == relative_rank(color, 7) {
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            out.push(Move::promotion(from, to, role));
        }
    } else {
        out.push(Move::normal(from, to));
    }
}

/// Every move of the side to move that follows the piece patterns, ignoring the own
/// king's safety; castling excluded.
pub fn pseudo_legal_moves(pos: &Position) -> Vec<Move> {
    let us = pos.turn();
    let board = pos.board();
    let mut out = Vec::new();
    let free = |sq: Square| board.piece_at(sq).is_none();
    let enemy = |sq: Square| board.piece_at(sq).is_some_and(|p| p.color != us);
    let reachable = |sq: Square| board.piece_at(sq).is_none_or(|p| p.color != us);

    for from in board.by_color(us) {
        let Some(piece) = board.piece_at(from) else {
            continue;
        };
        match piece.role {
            Role::Pawn => {
                let dir = forward(us);
                if let Some(one) = from.offset(0, dir).filter(|&sq| free(sq)) {
                    push_pawn_move(&mut out, us, from, one);
                    if from.rank() == relative_rank(us, 1) {
                        if let Some(two) = one.offset(0, dir).filter(|&sq| free(sq)) {
                            out.push(Move::normal(from, two));
                        }
                    }
                }
                for df in [-1, 1] {
                    let Some(to) = from.offset(df, dir) else {
                        continue;
                    };
                    if enemy(to) {
                        push_pawn_move(&mut out, us, from, to);
                    }
                    let captured = Square::from_coords(to.file(), from.rank());
                    if pos.ep_square() == Some(to)
                        && free(to)
                        && board.piece_at(captured) == Some(Role::Pawn.of(!us))
                    {
                        out.push(Move::en_passant(from, to));
                    }
                }
            }
            Role::Knight | Role::King => {
                let deltas = if piece.role == Role::Knight {
                    &KNIGHT_JUMPS
                } else {
                    &KING_STEPS
                };
                for &(df, dr) in deltas {
                    if let Some(to) = from.offset(df, dr).filter(|&sq| reachable(sq)) {
                        out.push(Move::normal(from, to));
                    }
                }
            }
            Role::Bishop | Role::Rook | Role::Queen => {
                let dirs: Vec<(i32, i32)> = match piece.role {
                    Role::Bishop => BISHOP_DIRS.to_vec(),
                    Role::Rook => ROOK_DIRS.to_vec(),
                    _ => [BISHOP_DIRS, ROOK_DIRS].concat(),
                };
                for (df, dr) in dirs {
                    let mut sq = from;
                    while let Some(to) = sq.offset(df, dr) {
                        if reachable(to) {
                            out.push(Move::normal(from, to));
                        }
                        if !free(to) {
                            break;
                        }
                        sq = to;
                    }
                }
            }
        }
    }
    out
}

/// The squares from `a` to `b` along a rank, both included.
fn rank_span(a: Square, b: Square) -> Vec<Square> {
    let (lo, hi) = if a.file() <= b.file() { (a, b) } else { (b, a) };
    (file_index(lo)..=file_index(hi))
        .map(|f| Square::from_coords(File::new(f as u32), a.rank()))
        .collect()
}

/// The squares strictly between `a` and `b` on a rank.
fn rank_between(a: Square, b: Square) -> Vec<Square> {
    rank_span(a, b)
        .into_iter()
        .filter(|&sq| sq != a && sq != b)
        .collect()
}

/// The legal castling moves, by the Chess960 rule described in the module docs.
pub fn castling_moves(pos: &Position) -> Result<Vec<Move>, String> {
    let us = pos.turn();
    let board = pos.board();
    let king = king_square(board, us);
    let backrank = relative_rank(us, 0);
    let mut out = Vec::new();
    let rights = pos.castling_rights() & Bitboard::from_rank(backrank);
    if rights.is_empty() || is_attacked(board, king, !us) {
        return Ok(out);
    }
    if king.rank() != backrank {
        return Err(format!(
            "castling rights {rights:?} but the king stands on {king}"
        ));
    }
    for rook in rights {
        if board.piece_at(rook) != Some(Role::Rook.of(us)) {
            return Err(format!("castling right on {rook} without a rook there"));
        }
        let side = if rook.file() > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        let (king_file, rook_file) = match side {
            CastlingSide::KingSide => (File::G, File::F),
            CastlingSide::QueenSide => (File::C, File::D),
        };
        let king_to = Square::from_coords(king_file, backrank);
        let rook_to = Square::from_coords(rook_file, backrank);

        let mut crossed = rank_span(king, king_to);
        crossed.extend(rank_span(rook, rook_to));
        // FIDE also asks for every square between king and rook to be empty; the two
        // paths always cover those, but say so explicitly.
        crossed.extend(rank_between(king, rook));
        if crossed
            .iter()
            .any(|&sq| sq != king && sq != rook && board.piece_at(sq).is_some())
        {
            continue;
        }
        if rank_between(king, king_to)
            .into_iter()
            .any(|sq| is_attacked(board, sq, !us))
        {
            continue;
        }
        let mut after = *board;
        after.remove_piece_at(king);
        after.remove_piece_at(rook);
        after.set_piece_at(king_to, Role::King.of(us));
        after.set_piece_at(rook_to, Role::Rook.of(us));
        if is_attacked(&after, king_to, !us) {
            continue;
        }
        out.push(Move::castle(king, rook));
    }
    Ok(out)
}

/// The setup after playing `m` (a pseudo-legal move or a castling move) in `pos`,
/// computed from the rules alone.
pub fn successor(pos: &Position, m: Move) -> Setup {
    let us = pos.turn();
    let mut s = pos.to_setup();
    let from = m.from();
    let mut zeroing = false;
    s.ep_square = None;
    match m.kind() {
        MoveKind::Castle(side) => {
            let rook = m.castling_rook().expect("castling names its rook");
            let backrank = relative_rank(us, 0);
            let (king_file, rook_file) = match side {
                CastlingSide::KingSide => (File::G, File::F),
                CastlingSide::QueenSide => (File::C, File::D),
            };
            s.board.remove_piece_at(from);
            s.board.remove_piece_at(rook);
            s.board
                .set_piece_at(Square::from_coords(king_file, backrank), Role::King.of(us));
            s.board
                .set_piece_at(Square::from_coords(rook_file, backrank), Role::Rook.of(us));
            s.castling_rights -= Bitboard::from_rank(backrank);
        }
        MoveKind::EnPassant => {
            let to = m.to();
            s.board.remove_piece_at(from);
            s.board
                .remove_piece_at(Square::from_coords(to.file(), from.rank()));
            s.board.set_piece_at(to, Role::Pawn.of(us));
            zeroing = true;
        }
        MoveKind::Normal | MoveKind::Promotion(_) => {
            let to = m.to();
            let piece = s.board.remove_piece_at(from).expect("a piece moves");
            zeroing = piece.role == Role::Pawn || s.board.piece_at(to).is_some();
            let placed = match m.kind() {
                MoveKind::Promotion(role) => role.of(us),
                _ => piece,
            };
            s.board.set_piece_at(to, placed);
            if piece.role == Role::Pawn && (rank_index(to) - rank_index(from)).abs() == 2 {
                s.ep_square = from.offset(0, forward(us));
            }
            if piece.role == Role::King {
                s.castling_rights -= Bitboard::from_rank(relative_rank(us, 0));
            }
            s.castling_rights -= Bitboard::from(from) | to;
        }
    }
    // Both clocks stop at u32::MAX rather than wrap (a FEN can start them there).
    s.halfmoves = if zeroing {
        0
    } else {
        s.halfmoves.saturating_add(1)
    };
    if us == Color::Black {
        s.fullmoves = s.fullmoves.saturating_add(1);
    }
    s.turn = !us;
    s
}

/// The legal moves by brute force: pseudo-legal moves that leave the own king
/// unattacked, plus the castling moves.
pub fn legal_moves(pos: &Position) -> Result<Vec<Move>, String> {
    let us = pos.turn();
    let mut out: Vec<Move> = pseudo_legal_moves(pos)
        .into_iter()
        .filter(|&m| {
            let after = successor(pos, m).board;
            !is_attacked(&after, king_square(&after, us), !us)
        })
        .collect();
    out.extend(castling_moves(pos)?);
    Ok(out)
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<u16> {
    let mut v: Vec<u16> = moves.into_iter().map(Move::to_u16).collect();
    v.sort_unstable();
    v
}

fn describe(moves: &[u16]) -> String {
    let names: Vec<String> = moves
        .iter()
        .map(|&bits| format!("{:?}", Move::from_u16(bits).expect("a valid move")))
        .collect();
    names.join(" ")
}

fn difference(a: &[u16], b: &[u16]) -> Vec<u16> {
    let b: BTreeSet<u16> = b.iter().copied().collect();
    a.iter().copied().filter(|m| !b.contains(m)).collect()
}

macro_rules! ensure {
    ($cond:expr, $($arg:tt)*) => {
        if !$cond {
            return Err(format!($($arg)*));
        }
    };
}

/// What every `Position` guarantees: one king per side, no pawn on a back rank, the
/// side not to move not in check, and every castling right backed by the king and a rook
/// on the back rank.
pub fn check_invariants(pos: &Position) -> Result<(), String> {
    let board = pos.board();
    for color in [Color::White, Color::Black] {
        let kings = board.by_piece(Role::King.of(color)).count();
        ensure!(kings == 1, "{color:?} has {kings} kings");
        let backrank = relative_rank(color, 0);
        let rights = pos.castling_rights() & Bitboard::from_rank(backrank);
        if rights.any() {
            ensure!(
                king_square(board, color).rank() == backrank,
                "{color:?} may castle but its king is off the back rank"
            );
        }
        for rook in rights {
            ensure!(
                board.piece_at(rook) == Some(Role::Rook.of(color)),
                "castling right on {rook} without a {color:?} rook there"
            );
        }
    }
    ensure!(
        (pos.castling_rights()
            - Bitboard::from_rank(Rank::First)
            - Bitboard::from_rank(Rank::Eighth))
        .is_empty(),
        "castling rights off the back ranks: {:?}",
        pos.castling_rights()
    );
    let pawns = board.by_role(Role::Pawn);
    ensure!(
        (pawns & (Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth))).is_empty(),
        "pawns on a back rank"
    );
    let them = !pos.turn();
    ensure!(
        !is_attacked(board, king_square(board, them), pos.turn()),
        "the side not to move is in check"
    );
    if let Some(ep) = pos.ep_square() {
        ensure!(
            ep.rank() == relative_rank(pos.turn(), 5),
            "en passant square {ep} on the wrong rank"
        );
        ensure!(
            board.piece_at(ep).is_none()
                && board.piece_at(Square::from_coords(ep.file(), relative_rank(pos.turn(), 4)))
                    == Some(Role::Pawn.of(them)),
            "en passant square {ep} without a pawn that just passed it"
        );
    }
    Ok(())
}

/// Compares checkers, pins and the legal moves with the brute-force model, and checks
/// that every query about moves agrees with `legal_moves`.
pub fn check_movegen(pos: &Position) -> Result<(), String> {
    check_invariants(pos)?;
    let us = pos.turn();
    let board = pos.board();
    let king = king_square(board, us);

    let slow_checkers = attackers(board, king, !us);
    ensure!(
        pos.checkers() == slow_checkers,
        "checkers {:?}, brute force finds {:?}",
        pos.checkers(),
        slow_checkers
    );
    ensure!(pos.is_check() == slow_checkers.any(), "is_check disagrees");
    let slow_pinned = pinned(pos);
    ensure!(
        pos.pinned() == slow_pinned,
        "pinned {:?}, brute force finds {:?}",
        pos.pinned(),
        slow_pinned
    );

    let list = pos.legal_moves();
    let ours = sorted(list.iter().copied());
    let mut dedup = ours.clone();
    dedup.dedup();
    ensure!(dedup.len() == ours.len(), "legal_moves has duplicates");
    let expected = sorted(legal_moves(pos)?);
    ensure!(
        ours == expected,
        "legal_moves disagrees with brute force; missing: [{}], extra: [{}]",
        describe(&difference(&expected, &ours)),
        describe(&difference(&ours, &expected))
    );

    ensure!(
        pos.count_legal_moves() == list.len(),
        "count_legal_moves {} != {}",
        pos.count_legal_moves(),
        list.len()
    );
    ensure!(
        pos.has_legal_moves() != list.is_empty(),
        "has_legal_moves disagrees"
    );
    ensure!(
        pos.is_checkmate() == (list.is_empty() && pos.is_check()),
        "is_checkmate disagrees"
    );
    ensure!(
        pos.is_stalemate() == (list.is_empty() && !pos.is_check()),
        "is_stalemate disagrees"
    );

    let ep_moves: Vec<Move> = list.iter().copied().filter(|m| m.is_en_passant()).collect();
    ensure!(
        pos.legal_ep_square() == ep_moves.first().map(|m| m.to()),
        "legal_ep_square {:?} but en passant moves {:?}",
        pos.legal_ep_square(),
        ep_moves
    );

    // moves_from partitions the list by origin.
    let mut total = 0;
    for sq in Square::ALL {
        let from_here = pos.moves_from(sq);
        total += from_here.len();
        let want = sorted(list.iter().copied().filter(|m| m.from() == sq));
        ensure!(
            sorted(from_here.iter().copied()) == want,
            "moves_from({sq}) disagrees"
        );
        if board.piece_at(sq).is_none_or(|p| p.color != us) {
            ensure!(from_here.is_empty(), "moves_from({sq}) of a non-mover");
        }
    }
    ensure!(total == list.len(), "moves_from does not cover legal_moves");

    // Every move is legal, plays as the rules say, and play == play_unchecked.
    for &m in &list {
        ensure!(pos.is_legal(m), "{m:?} generated but not is_legal");
        let played = pos
            .play(m)
            .map_err(|e| format!("{m:?} generated but play fails: {e}"))?;
        let mut unchecked = *pos;
        unchecked.play_unchecked(m);
        ensure!(
            played == unchecked,
            "play and play_unchecked differ on {m:?}"
        );
        let want = successor(pos, m);
        ensure!(
            played.to_setup() == want,
            "{m:?} from {pos}: got {:?}, the rules give {:?}",
            played.to_setup(),
            want
        );
        ensure!(
            played.castling_mode() == pos.castling_mode(),
            "play changed the castling mode"
        );
    }
    Ok(())
}

/// `is_legal` and `play` for one arbitrary move agree with `legal_moves`.
pub fn check_arbitrary_move(pos: &Position, m: Move) -> Result<(), String> {
    let listed = pos.legal_moves().contains(&m);
    ensure!(
        pos.is_legal(m) == listed,
        "is_legal({m:?}) = {} but listed = {listed} in {pos}",
        pos.is_legal(m)
    );
    match pos.play(m) {
        Ok(after) => {
            ensure!(listed, "play accepted the unlisted {m:?} in {pos}");
            let mut unchecked = *pos;
            unchecked.play_unchecked(m);
            ensure!(
                after == unchecked,
                "play and play_unchecked differ on {m:?}"
            );
        }
        Err(e) => {
            ensure!(!listed, "play refused the listed {m:?}: {e}");
            ensure!(e.mv == m, "the error names {:?}, not {m:?}", e.mv);
            let mut copy = *pos;
            ensure!(copy.play_mut(m).is_err(), "play_mut accepted {m:?}");
            ensure!(copy == *pos, "a failed play_mut changed the position");
            ensure!(
                copy.to_setup() == pos.to_setup(),
                "a failed play_mut changed the setup"
            );
        }
    }
    Ok(())
}

/// A move from raw parts, as a fuzzer or proptest would make it: `kind` selects the
/// constructor (normal, en passant, castling, or a promotion to any role).
pub fn arbitrary_move(from: u8, to: u8, kind: u8) -> Move {
    let from = Square::ALL[usize::from(from % 64)];
    let to = Square::ALL[usize::from(to % 64)];
    match kind % 9 {
        0 => Move::normal(from, to),
        1 => Move::en_passant(from, to),
        2 => Move::castle(from, to),
        k => Move::promotion(from, to, Role::ALL[usize::from(k - 3)]),
    }
}

/// Every move with an origin among the mover's pieces, built with every constructor:
/// `is_legal` must agree with `legal_moves` on all of them.
pub fn check_all_moves_from_own_pieces(pos: &Position) -> Result<(), String> {
    let list = pos.legal_moves();
    let ours = pos.board().by_color(pos.turn());
    let mut accepted = 0;
    for from in ours {
        for to in Square::ALL {
            for kind in 0..9 {
                let m = arbitrary_move(from as u8, to as u8, kind);
                let legal = pos.is_legal(m);
                ensure!(
                    legal == list.contains(&m),
                    "is_legal({m:?}) = {legal} disagrees with legal_moves in {pos}"
                );
                accepted += usize::from(legal);
            }
        }
    }
    // Promotion to a pawn or king is encoded as a from-to-itself move and counted once
    // per kind above, but is never legal; every legal move is found exactly once.
    ensure!(
        accepted == list.len(),
        "is_legal accepted {accepted} moves, legal_moves has {}",
        list.len()
    );
    Ok(())
}

/// Text round trips: the FEN written by `Display` parses back to an equal position; the
/// `Fen` with every en passant mode and both castling notations parses back to itself.
/// With `allow_impossible_check`, the FEN may need that check accepted again to load.
pub fn check_fen_round_trips(pos: &Position, allow_impossible_check: bool) -> Result<(), String> {
    let mode = pos.castling_mode();
    let text = pos.to_string();
    let back = match Position::from_fen_with_mode(&text, mode) {
        Err(FenError::Position(e)) if allow_impossible_check => e.ignore_impossible_check(),
        Err(e) => return Err(format!("{text} does not parse back: {e}")),
        Ok(back) => Ok(back),
    };
    ensure!(
        back.as_ref() == Ok(pos),
        "{text} parses back as {back:?}, not {pos:?}"
    );
    if mode == CastlingMode::Standard && !allow_impossible_check {
        ensure!(
            text.parse::<Position>().as_ref() == Ok(pos),
            "FromStr disagrees on {text}"
        );
    }
    for ep in [
        EnPassantMode::Legal,
        EnPassantMode::PseudoLegal,
        EnPassantMode::Always,
    ] {
        let fen = pos.fen(ep);
        for notation in [CastlingNotation::XFen, CastlingNotation::Shredder] {
            let written = fen.display(notation).to_string();
            let parsed = written.parse::<Fen>();
            ensure!(
                parsed == Ok(fen),
                "{written} ({ep:?}, {notation:?}) parses as {parsed:?}"
            );
        }
        ensure!(
            fen.to_string() == fen.display(CastlingNotation::XFen).to_string(),
            "Fen Display is not X-FEN"
        );
    }
    let always = pos.fen(EnPassantMode::Always);
    ensure!(
        always.0.ep_square == pos.ep_square(),
        "EnPassantMode::Always dropped the en passant square"
    );
    ensure!(
        Fen::from_ascii(always.to_string().as_bytes()) == Ok(always),
        "from_ascii disagrees with FromStr"
    );
    Ok(())
}

/// The position re-validates from its setup: legal play never leads outside the set of
/// valid positions. With `allow_impossible_check`, an impossible check is tolerated (for
/// walks that started from such a position).
pub fn check_revalidates(pos: &Position, allow_impossible_check: bool) -> Result<(), String> {
    let again = match Position::from_setup(pos.to_setup(), pos.castling_mode()) {
        Ok(p) => p,
        Err(e) if allow_impossible_check => e
            .ignore_impossible_check()
            .map_err(|e| format!("{pos} no longer validates: {e}"))?,
        Err(e) => return Err(format!("{pos} no longer validates: {e}")),
    };
    ensure!(again == *pos, "re-validation changed {pos}");
    ensure!(
        again.to_setup() == pos.to_setup(),
        "re-validation changed the setup of {pos}"
    );
    Ok(())
}

/// All of the above that apply to any position.
pub fn check_all(pos: &Position, allow_impossible_check: bool) -> Result<(), String> {
    check_movegen(pos)?;
    check_fen_round_trips(pos, allow_impossible_check)?;
    check_revalidates(pos, allow_impossible_check)
}
