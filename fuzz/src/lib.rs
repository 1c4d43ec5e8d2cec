//! Helpers shared by the fuzz targets.
//!
//! The rules model and the seed positions are the ones the property tests use
//! (`tests/support`), included by path so that there is a single oracle. A target is a
//! file in `fuzz_targets/` that calls into this crate, plus a `[[bin]]` entry in
//! `Cargo.toml`.

#[path = "../../tests/support/mod.rs"]
pub mod support;

use caissa::{CastlingMode, Move, Position, PositionErrorKinds};

pub use support::{oracle, seeds};

/// The longest walk a target plays, in plies, so that one input stays fast.
pub const MAX_PLIES: usize = 200;

/// Panics with the message and the position, so that libFuzzer records the input.
#[track_caller]
pub fn fail(msg: &str, pos: &Position) -> ! {
    panic!("{msg}\n  position: {pos} ({:?})", pos.castling_mode());
}

/// Runs every check of the rules model on `pos` (see `oracle::check_all`); `relaxed`
/// tolerates an impossible check on re-validation.
pub fn check(pos: &Position, relaxed: bool) {
    if let Err(msg) = oracle::check_all(pos, relaxed) {
        fail(&msg, pos);
    }
}

/// The checks for each ply of a walk: all of `check` except that, of the FEN round
/// trips, only `Display` and back is tried (writing and parsing the FEN in every mode
/// and notation took a quarter of the time, and the `fen` target covers it).
pub fn check_ply(pos: &Position, relaxed: bool) {
    let result = oracle::check_movegen(pos)
        .and_then(|()| oracle::check_revalidates(pos, relaxed))
        .and_then(|()| {
            let text = pos.to_string();
            match Position::from_fen_with_mode(&text, pos.castling_mode()) {
                Ok(back) if back == *pos => Ok(()),
                Err(_) if relaxed => Ok(()),
                other => Err(format!("{text} parses back as {other:?}")),
            }
        });
    if let Err(msg) = result {
        fail(&msg, pos);
    }
}

/// Validates a FEN in `mode`, repairing or accepting the ignorable problems (bad castling
/// rights and en passant square are dropped, an impossible check is accepted). Returns
/// the position and whether an impossible check was accepted.
pub fn load_lenient(fen: &[u8], mode: CastlingMode) -> Option<(Position, bool)> {
    let fen = caissa::Fen::from_ascii(fen).ok()?;
    match fen.into_position(mode) {
        Ok(pos) => Some((pos, false)),
        Err(e) if PositionErrorKinds::IGNORABLE.contains(e.kinds()) => {
            let impossible_check = e.kinds().contains(PositionErrorKinds::IMPOSSIBLE_CHECK);
            match e.clone().ignore(PositionErrorKinds::IGNORABLE) {
                Ok(pos) => Some((pos, impossible_check)),
                Err(again) => panic!("ignoring {} left {}", e.kinds(), again.kinds()),
            }
        }
        Err(_) => None,
    }
}

/// A move built from two bytes, as a probe for `is_legal`: the high bit of `a` makes the
/// origin one of the mover's pieces (so that most probes name a piece that could move),
/// the low bits pick the squares, the top bits the constructor (normal, en passant,
/// castling, or a promotion to any role).
pub fn probe(pos: &Position, a: u8, b: u8) -> Move {
    let ours: Vec<u8> = pos
        .board()
        .by_color(pos.turn())
        .into_iter()
        .map(|sq| sq as u8)
        .collect();
    let from = if a & 0x80 != 0 && !ours.is_empty() {
        ours[usize::from(a & 0x3f) % ours.len()]
    } else {
        a & 0x3f
    };
    let kind = ((a >> 6) & 1) * 4 + (b >> 6);
    oracle::arbitrary_move(from, b & 0x3f, kind)
}

/// Walks from `pos`: every three bytes are one ply. The first picks a legal move (from
/// 0xc0 up, preferring castling, en passant, promotions and captures when there are
/// any); the other two build a probe move that must be legal exactly if it is listed.
/// Every position reached gets the checks of `check_ply`; the first and the last get
/// all of `check`.
pub fn walk(mut pos: Position, relaxed: bool, bytes: &[u8]) {
    check(&pos, relaxed);
    for step in bytes.chunks_exact(3).take(MAX_PLIES) {
        if let Err(msg) = oracle::check_arbitrary_move(&pos, probe(&pos, step[1], step[2])) {
            fail(&msg, &pos);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let special: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| {
                m.is_castle() || m.is_en_passant() || m.is_promotion() || pos.is_capture(m)
            })
            .collect();
        let pick = usize::from(step[0]);
        let m = if pick >= 0xc0 && !special.is_empty() {
            special[pick % special.len()]
        } else {
            moves[pick % moves.len()]
        };
        pos = match pos.play(m) {
            Ok(next) => next,
            Err(e) => fail(&format!("generated move {m:?} refused: {e}"), &pos),
        };
        check_ply(&pos, relaxed);
    }
    check(&pos, relaxed);
}
