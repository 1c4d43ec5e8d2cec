//! Zobrist hashing: 64-bit keys of positions, from scratch and updated move by move.
//!
//! Two keys are defined, both built from the 781 random numbers published with the
//! Polyglot opening book format (piece on square, castling right, en passant file, side to
//! move, each contributing one number by exclusive or):
//!
//! | key | function | en passant file hashed in when | use |
//! |---|---|---|---|
//! | Polyglot key | [`hash`], [`update`] | a pawn of the side to move stands beside the pawn that just made a double push, whether or not it may legally capture ([`Position::pseudo_legal_ep_square`]) | Polyglot opening books, transposition tables, interoperability (python-chess `chess.polyglot.zobrist_hash`) |
//! | repetition key | [`repetition_key`], [`update_repetition_key`] | an en passant capture is legal ([`Position::legal_ep_square`]) | the identity of FIDE 9.2.3: two positions are "the same" for repetition exactly when their repetition keys agree (up to 64-bit collisions) |
//!
//! In standard chess both keys hash the castling rights by side (king side or queen side of
//! each colour), with Polyglot's four numbers. In Chess960 ([`CastlingMode::Chess960`]),
//! where two rooks may stand on one side of the king and either may hold the right, each
//! right is keyed by its rook's colour and file instead (16 further fixed numbers), so
//! positions whose rights differ always get different keys. Neither key includes the clocks.
//!
//! [`CastlingMode::Chess960`]: crate::CastlingMode::Chess960
//!
//! The two keys differ only when a pawn stands ready to capture en passant but the capture
//! is illegal (it would expose the capturer's king); otherwise they are equal.
//!
//! # Stability
//!
//! The values of both keys are part of the public API: Polyglot books and stored games
//! depend on them. Changing the value either function returns for any position is a
//! breaking change (a new major version), and so is changing which positions share a
//! repetition key.
//!
//! # Examples
//!
//! ```
//! use caissa::{Move, Position, Square, zobrist};
//!
//! let start = Position::new();
//! assert_eq!(zobrist::hash(&start), 0x463b_9618_1691_fc9c);
//!
//! let e4 = Move::normal(Square::E2, Square::E4);
//! let after = start.play(e4)?;
//! let key = zobrist::update(zobrist::hash(&start), &start, e4);
//! assert_eq!(key, 0x823c_9b50_fd11_4196);
//! assert_eq!(key, zobrist::hash(&after));
//! # Ok::<_, caissa::PlayError>(())
//! ```

mod table;

use self::table::{CASTLING, CHESS960_CASTLING, EN_PASSANT, RANDOM64, TURN};
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingMode, CastlingSide};
use crate::color::Color;
use crate::mv::Move;
use crate::position::Position;
use crate::role::{Piece, Role};
use crate::square::Square;

/// The key of `piece` standing on `sq`.
#[inline(always)]
fn piece_key(piece: Piece, sq: Square) -> u64 {
    let kind = 2 * piece.role.index() + usize::from(piece.color.is_white());
    RANDOM64[64 * kind + sq.index()]
}

/// The key of an en passant square (by its file).
#[inline(always)]
fn ep_key(sq: Square) -> u64 {
    RANDOM64[EN_PASSANT + sq.file().index()]
}

/// `ep_key` of `sq` if present, else 0.
#[inline(always)]
fn ep_term(sq: Option<Square>) -> u64 {
    sq.map_or(0, ep_key)
}

/// The key of the side to move (hashed in when White is to move).
#[inline(always)]
fn turn_key(turn: Color) -> u64 {
    if turn.is_white() { RANDOM64[TURN] } else { 0 }
}

/// The keys of the castling rights `rights` (rook squares): in standard chess each by the
/// side of its king it stands on (Polyglot), in Chess960 by the rook's colour and file.
#[inline]
fn castling_term(board: &Board, rights: Bitboard, mode: CastlingMode) -> u64 {
    let mut key = 0;
    for (index, color) in Color::ALL.into_iter().enumerate() {
        let ours = rights & Bitboard::backrank(color);
        if ours.is_empty() {
            continue;
        }
        if mode.is_chess960() {
            for rook in ours {
                key ^= CHESS960_CASTLING[8 * index + rook.file().index()];
            }
            continue;
        }
        let Some(king) = board.king_of(color) else {
            continue;
        };
        for rook in ours {
            let side = match CastlingSide::of_rook(king, rook) {
                CastlingSide::KingSide => 0,
                CastlingSide::QueenSide => 1,
            };
            key ^= RANDOM64[CASTLING + 2 * index + side];
        }
    }
    key
}

/// Pieces, castling rights and side to move: everything but the en passant file.
fn base(pos: &Position) -> u64 {
    let board = pos.board();
    let mut key = 0;
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = role.of(color);
            for sq in board.by_piece(piece) {
                key ^= piece_key(piece, sq);
            }
        }
    }
    key ^ castling_term(board, pos.castling_rights(), pos.castling_mode()) ^ turn_key(pos.turn())
}

/// The Polyglot key of `pos`, computed from scratch.
///
/// This is the key Polyglot opening books are indexed by (and python-chess's
/// `chess.polyglot.zobrist_hash`): the en passant file counts whenever a pawn of the side to
/// move stands ready to capture, legal or not. For repetitions use [`repetition_key`].
///
/// # Examples
///
/// ```
/// use caissa::{Position, zobrist};
///
/// let pos = Position::from_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")?;
/// assert_eq!(zobrist::hash(&pos), 0x22a4_8b5a_8e47_ff78);
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn hash(pos: &Position) -> u64 {
    base(pos) ^ ep_term(pos.pseudo_legal_ep_square())
}

/// The repetition key of `pos`, computed from scratch: the Polyglot key, except that the
/// en passant file counts only if an en passant capture is legal (FIDE 9.2.3).
///
/// Two positions have the same repetition key when they have the same side to move, piece
/// placement, castling rights and en passant *possibility*, and (but for 64-bit
/// collisions) only then.
///
/// # Examples
///
/// ```
/// use caissa::{Position, zobrist};
///
/// // White's pawn on e5 stands beside the pawn that just arrived on d5, but capturing
/// // would expose the king on a5 to the rook on h5.
/// let pos = Position::from_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1")?;
/// let same = Position::from_fen("8/8/8/K2pP2r/8/8/8/7k w - - 0 1")?;
/// assert_ne!(zobrist::hash(&pos), zobrist::hash(&same));
/// assert_eq!(zobrist::repetition_key(&pos), zobrist::repetition_key(&same));
/// # Ok::<_, caissa::FenError>(())
/// ```
#[must_use]
pub fn repetition_key(pos: &Position) -> u64 {
    base(pos) ^ ep_term(pos.legal_ep_square())
}

/// The change of [`base`] (pieces, castling rights, side to move) made by playing the legal
/// move `m` in `before`.
#[inline]
fn base_delta(before: &Position, m: Move) -> u64 {
    let board = before.board();
    let us = before.turn();
    let them = !us;
    let from = m.from();
    // Both sides' keys: exactly one of them is hashed in at any time.
    let mut key = RANDOM64[TURN];

    if let Some(rook) = m.castling_rook() {
        let side = CastlingSide::of_rook(from, rook);
        key ^= piece_key(Role::King.of(us), from)
            ^ piece_key(Role::King.of(us), side.king_to(us))
            ^ piece_key(Role::Rook.of(us), rook)
            ^ piece_key(Role::Rook.of(us), side.rook_to(us));
    } else {
        let to = m.to();
        let role = board.role_at(from).unwrap_or(Role::Pawn);
        let landed = m.promotion_role().unwrap_or(role);
        key ^= piece_key(role.of(us), from) ^ piece_key(landed.of(us), to);
        if m.is_en_passant() {
            let captured = Square::from_coords(to.file(), from.rank());
            key ^= piece_key(Role::Pawn.of(them), captured);
        } else if let Some(captured) = board.piece_at(to) {
            key ^= piece_key(captured, to);
        }
    }

    let rights = before.castling_rights();
    if rights.any() {
        let mut lost = rights & (Bitboard::from(from) | m.to());
        if m.is_castle() || board.kings().contains(from) {
            lost |= rights & Bitboard::backrank(us);
        }
        if lost.any() {
            // The kings have not moved as far as the remaining rights are concerned: a king
            // that moves loses all its rights.
            key ^= castling_term(board, lost, before.castling_mode());
        }
    }
    key
}

/// The en passant square after `m`, if `m` is a double push: set on the square it passed.
#[inline(always)]
fn double_push_square(before: &Position, m: Move) -> Option<Square> {
    let from = m.from();
    let to = m.to();
    if m.is_promotion()
        || m.is_castle()
        || from.file() != to.file()
        || from.rank().distance(to.rank()) != 2
        || !before
            .board()
            .by_piece(Role::Pawn.of(before.turn()))
            .contains(from)
    {
        return None;
    }
    Some(Square::from_index_masked(
        (from.index() as u32 + to.index() as u32) / 2,
    ))
}

/// The Polyglot key after playing the legal move `m` in `before`, given `key`, the Polyglot
/// key of `before`.
///
/// Equal to [`hash`] of the position after the move, at the cost of a few table lookups
/// instead of one per piece.
///
/// `m` must be legal in `before` (for example, taken from
/// [`Position::legal_moves`]); for other moves the result is unspecified (but this never
/// panics).
///
/// # Examples
///
/// ```
/// use caissa::{Position, zobrist};
///
/// let mut pos = Position::new();
/// let mut key = zobrist::hash(&pos);
/// for uci in ["e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"] {
///     let m = pos.legal_moves().into_iter().find(|m| m.to_string() == uci).unwrap();
///     key = zobrist::update(key, &pos, m);
///     pos.play_unchecked(m);
///     assert_eq!(key, zobrist::hash(&pos));
/// }
/// assert_eq!(key, 0x00fd_d303_c946_bdd9);
/// ```
#[must_use]
pub fn update(key: u64, before: &Position, m: Move) -> u64 {
    let mut key = key ^ base_delta(before, m) ^ ep_term(before.pseudo_legal_ep_square());
    if let Some(ep) = double_push_square(before, m) {
        // After the push the opponent is to move: hash the file if one of their pawns
        // stands beside the pushed pawn, ready to capture.
        let theirs = before.board().by_piece(Role::Pawn.of(!before.turn()));
        if (attacks::pawn_attacks(before.turn(), ep) & theirs).any() {
            key ^= ep_key(ep);
        }
    }
    key
}

/// The repetition key after playing the legal move `m` in `before`, given `key`, the
/// repetition key of `before`.
///
/// Equal to [`repetition_key`] of the position after the move. Whether an en passant
/// capture is legal can only be told from the position itself, so after a double push next
/// to an opposing pawn this plays the move on a copy to find out; every other move costs a
/// few table lookups, as [`update`] does.
///
/// `m` must be legal in `before` (for example, taken from [`Position::legal_moves`]); for
/// other moves the result is unspecified (but this never panics).
///
/// # Examples
///
/// ```
/// use caissa::{Move, Position, Square, zobrist};
///
/// let before = Position::new();
/// let m = Move::normal(Square::G1, Square::F3);
/// let key = zobrist::update_repetition_key(zobrist::repetition_key(&before), &before, m);
/// assert_eq!(key, zobrist::repetition_key(&before.play(m)?));
/// # Ok::<_, caissa::PlayError>(())
/// ```
#[must_use]
pub fn update_repetition_key(key: u64, before: &Position, m: Move) -> u64 {
    let mut key = key ^ base_delta(before, m) ^ ep_term(before.legal_ep_square());
    if let Some(ep) = double_push_square(before, m) {
        let theirs = before.board().by_piece(Role::Pawn.of(!before.turn()));
        // `is_legal` keeps `play_unchecked` away from moves it is not meant for; this
        // branch is rare (a double push next to an opposing pawn).
        if (attacks::pawn_attacks(before.turn(), ep) & theirs).any() && before.is_legal(m) {
            let mut after = *before;
            after.play_unchecked(m);
            key ^= ep_term(after.legal_ep_square());
        }
    }
    key
}

/// [`update_repetition_key`] when the position after the move is at hand anyway.
#[inline]
#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // used by `Game`
pub(crate) fn update_repetition_key_with(
    key: u64,
    before: &Position,
    m: Move,
    after: &Position,
) -> u64 {
    key ^ base_delta(before, m)
        ^ ep_term(before.legal_ep_square())
        ^ ep_term(after.legal_ep_square())
}

/// The Polyglot key of `pos`, given its repetition key (they differ only in the en passant
/// file).
#[inline]
#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // used by `Game`
pub(crate) fn hash_from_repetition_key(key: u64, pos: &Position) -> u64 {
    if pos.ep_square().is_none() {
        key
    } else {
        key ^ ep_term(pos.legal_ep_square()) ^ ep_term(pos.pseudo_legal_ep_square())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference positions published with the Polyglot book format, with their keys.
    const POLYGLOT_REFERENCE: [(&str, &[&str], u64); 9] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &[],
            0x463b_9618_1691_fc9c,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            &["e2e4"],
            0x823c_9b50_fd11_4196,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            &["e2e4", "d7d5"],
            0x0756_b944_61c5_0fb0,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
            &["e2e4", "d7d5", "e4e5"],
            0x662f_afb9_65db_29d4,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            &["e2e4", "d7d5", "e4e5", "f7f5"],
            0x22a4_8b5a_8e47_ff78,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
            &["e2e4", "d7d5", "e4e5", "f7f5", "e1e2"],
            0x652a_607c_a3f2_42c1,
        ),
        (
            "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
            &["e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"],
            0x00fd_d303_c946_bdd9,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
            &["a2a4", "b7b5", "h2h4", "b5b4", "c2c4"],
            0x3c81_23ea_7b06_7637,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
            &["a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"],
            0x5c3f_9b82_9b27_9560,
        ),
    ];

    fn uci(pos: &Position, text: &str) -> Move {
        pos.legal_moves()
            .into_iter()
            .find(|m| {
                let mut s = arrayvec::ArrayString::<8>::new();
                core::fmt::write(&mut s, format_args!("{m}")).unwrap();
                s.as_str() == text
            })
            .unwrap_or_else(|| panic!("{text} is not legal in {pos}"))
    }

    /// The table in `table.rs` is generated by `scripts/gen_zobrist_table.py` from the
    /// shared data file; re-read that file, when it is there, and compare.
    #[cfg(feature = "std")]
    #[test]
    fn table_matches_shared_file() {
        extern crate std;
        use std::string::String;
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/polyglot_random64.txt"
        );
        let text: String = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) => {
                // Written to the standard error directly, so that libtest does not
                // capture it: a checkout without ../shared should say what it skipped.
                use std::io::Write;
                let _ = std::writeln!(
                    std::io::stderr(),
                    "notice: cannot read {path} ({err}); skipped"
                );
                return;
            }
        };
        let numbers: std::vec::Vec<u64> = text
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .map(|line| u64::from_str_radix(line, 16).unwrap())
            .collect();
        assert_eq!(numbers.len(), 781);
        assert_eq!(numbers.as_slice(), RANDOM64.as_slice());
    }

    #[test]
    fn table_spot_checks() {
        // First and last numbers, and the first of each group, as published.
        assert_eq!(RANDOM64[0], 0x9d39_247e_3377_6d41);
        assert_eq!(RANDOM64[CASTLING], 0x31d7_1dce_64b2_c310);
        assert_eq!(RANDOM64[EN_PASSANT], 0x70cc_73d9_0bc2_6e24);
        assert_eq!(RANDOM64[TURN], 0xf8d6_26aa_af27_8509);
    }

    #[test]
    fn polyglot_reference_keys_from_fen() {
        for (fen, _, key) in POLYGLOT_REFERENCE {
            let pos = Position::from_fen(fen).unwrap();
            assert_eq!(hash(&pos), key, "{fen}");
        }
    }

    /// Plays the UCI `moves` from `pos`, checking after each that both incremental keys
    /// equal the keys computed from scratch; returns the final position and Polyglot key.
    fn walk_checking_keys(mut pos: Position, moves: &[&str]) -> (Position, u64) {
        let mut key = hash(&pos);
        let mut rep = repetition_key(&pos);
        for text in moves {
            let m = uci(&pos, text);
            let before = pos;
            key = update(key, &pos, m);
            pos.play_unchecked(m);
            rep = update_repetition_key(rep, &before, m);
            assert_eq!(
                rep,
                update_repetition_key_with(repetition_key(&before), &before, m, &pos)
            );
            assert_eq!(hash_from_repetition_key(rep, &pos), hash(&pos));
            assert_eq!(key, hash(&pos), "{pos} after {text}");
            assert_eq!(rep, repetition_key(&pos), "{pos} after {text}");
        }
        (pos, key)
    }

    #[test]
    fn polyglot_reference_keys_by_moves() {
        for (fen, moves, key) in POLYGLOT_REFERENCE {
            let (pos, incremental) = walk_checking_keys(Position::new(), moves);
            assert_eq!(incremental, key, "{fen}");
            assert_eq!(hash(&pos), key, "{fen}");
        }
    }

    #[test]
    fn keys_differ_only_for_illegal_ep_captures() {
        // A pawn ready to capture, and the capture legal: both keys hash the file.
        let legal = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        assert_eq!(hash(&legal), repetition_key(&legal));
        // Ready but pinned along the rank.
        let pinned = Position::from_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1").unwrap();
        assert_ne!(hash(&pinned), repetition_key(&pinned));
        let cleared = Position::from_fen("8/8/8/K2pP2r/8/8/8/7k w - - 0 1").unwrap();
        assert_eq!(repetition_key(&pinned), repetition_key(&cleared));
        assert_eq!(hash(&cleared), repetition_key(&cleared));
        // Nobody ready: neither key hashes the file.
        let idle = Position::from_fen("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1").unwrap();
        let plain = Position::from_fen("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(hash(&idle), hash(&plain));
        assert_eq!(repetition_key(&idle), repetition_key(&plain));
    }

    #[test]
    fn castling_rights_count_by_side() {
        let all = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let none = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
        let expected = RANDOM64[CASTLING]
            ^ RANDOM64[CASTLING + 1]
            ^ RANDOM64[CASTLING + 2]
            ^ RANDOM64[CASTLING + 3];
        assert_eq!(hash(&all) ^ hash(&none), expected);
    }

    #[test]
    fn incremental_update_on_special_moves() {
        let cases: [(&str, &[&str]); 6] = [
            // Castling both ways, both colours, then rook moves losing nothing more.
            (
                "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
                &["e1g1", "e8c8", "f1e1", "d8e8"],
            ),
            // Capturing a rook on its square takes the opponent's right away.
            (
                "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1",
                &["g2h1", "a1a8", "e8e7"],
            ),
            // Promotions, with and without capture, and underpromotion.
            (
                "1r2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1",
                &["a7b8n", "e8e7", "c7c8r"],
            ),
            // En passant capture, and a double push with nobody ready.
            (
                "4k3/3p4/8/4P3/8/8/P7/4K3 b - - 0 1",
                &["d7d5", "e5d6", "e8d7", "a2a4"],
            ),
            // A double push next to a pinned pawn: Polyglot counts it, repetition does not.
            ("7k/3p4/8/K3P2r/8/8/8/8 b - - 0 1", &["d7d5", "a5a4"]),
            // A king move losing both rights at once.
            ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &["e1d1", "e8e7"]),
        ];
        for (fen, moves) in cases {
            walk_checking_keys(Position::from_fen(fen).unwrap(), moves);
        }
    }

    #[test]
    fn any_move_is_hashed_without_panic() {
        // The updates are specified for legal moves only, but must not panic on others.
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
            "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            for bits in 0..=u16::MAX {
                if let Some(m) = Move::from_u16(bits) {
                    let _ = update(0, &pos, m);
                    let _ = update_repetition_key(0, &pos, m);
                }
            }
        }
    }

    #[test]
    fn chess960_castling_rights_by_rook_file() {
        use crate::castling::CastlingMode;
        let load = |fen: &str| Position::from_fen_with_mode(fen, CastlingMode::Chess960).unwrap();
        // King on b1 with rooks on a1 and h1.
        let pos = load("1r4kr/8/8/8/8/8/8/RK5R w HAhb - 0 1");
        let none = load("1r4kr/8/8/8/8/8/8/RK5R w - - 0 1");
        let expected = CHESS960_CASTLING[0]
            ^ CHESS960_CASTLING[7]
            ^ CHESS960_CASTLING[8 + 1]
            ^ CHESS960_CASTLING[8 + 7];
        assert_eq!(hash(&pos) ^ hash(&none), expected);
        // Two rooks on one side of the king: which one holds the right matters.
        let outer = load("4k3/8/8/8/8/8/8/RR2K3 w A - 0 1");
        let inner = load("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
        assert_ne!(outer, inner);
        assert_ne!(hash(&outer), hash(&inner));
        assert_ne!(repetition_key(&outer), repetition_key(&inner));
        // Standard chess keeps Polyglot's keys by side.
        let std = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let std_none = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
        assert_eq!(
            hash(&std) ^ hash(&std_none),
            RANDOM64[CASTLING]
                ^ RANDOM64[CASTLING + 1]
                ^ RANDOM64[CASTLING + 2]
                ^ RANDOM64[CASTLING + 3]
        );
        // Incremental updates agree, castling and rights lost included.
        for start in [pos, outer, inner] {
            let key = hash(&start);
            for m in start.legal_moves() {
                let after = start.play(m).unwrap();
                assert_eq!(update(key, &start, m), hash(&after), "{m:?}");
                assert_eq!(
                    update_repetition_key(repetition_key(&start), &start, m),
                    repetition_key(&after),
                    "{m:?}"
                );
            }
        }
        let mut distinct = CHESS960_CASTLING.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 16);
    }
}
