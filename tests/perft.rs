//! Perft suites: the crate's own tricky positions (always), and the public suites in
//! `../shared/perft/` when the checkout has them (skipped with a notice otherwise).
//!
//! The test profile is optimized (see Cargo.toml), so the deeper standard counts run here.

mod common;

use caissa::CastlingMode;
use common::{data, read_epd, run_suite, shared_suite};

#[test]
fn own_tricky_positions() {
    let lines = read_epd(&data("tricky.epd"));
    assert!(
        lines.len() >= 60,
        "tricky.epd has only {} positions",
        lines.len()
    );
    let checks = run_suite(
        "tricky.epd",
        &lines,
        CastlingMode::Standard,
        u64::MAX,
        false,
    );
    eprintln!("tricky.epd: {checks} counts checked");
}

/// The six CPW positions (seven lines with the mirrored position 4), each to the deepest
/// published depth whose count stays under 200 million.
#[test]
fn standard_positions() {
    let Some(path) = shared_suite("standard.epd") else {
        return;
    };
    let lines = read_epd(&std::fs::read_to_string(path).unwrap());
    assert_eq!(lines.len(), 7);
    run_suite(
        "standard.epd",
        &lines,
        CastlingMode::Standard,
        200_000_000,
        false,
    );
}

#[test]
fn perftsuite_to_a_million_nodes() {
    let Some(path) = shared_suite("suite.epd") else {
        return;
    };
    let lines = read_epd(&std::fs::read_to_string(path).unwrap());
    // Line 50 is a double check by two bishops on one diagonal, which no legal move can
    // give: it is loaded with that check knowingly relaxed (its counts are well defined).
    run_suite("suite.epd", &lines, CastlingMode::Standard, 1_000_000, true);
}

#[test]
fn extra_positions() {
    let Some(path) = shared_suite("extra.epd") else {
        return;
    };
    let lines = read_epd(&std::fs::read_to_string(path).unwrap());
    run_suite(
        "extra.epd",
        &lines,
        CastlingMode::Standard,
        3_000_000,
        false,
    );
}

#[test]
fn impossible_check_positions_load_relaxed() {
    let Some(path) = shared_suite("extra_invalid.epd") else {
        return;
    };
    let lines = read_epd(&std::fs::read_to_string(path).unwrap());
    for l in &lines {
        let err = l.fen.parse::<caissa::Position>().unwrap_err();
        assert!(
            err.to_string().contains("impossible check"),
            "{}: {err}",
            l.fen
        );
    }
    run_suite(
        "extra_invalid.epd",
        &lines,
        CastlingMode::Standard,
        1_000_000,
        true,
    );
}

/// A fixed sample of the 6,838 random positions: every 17th line, up to a million nodes.
#[test]
fn random_positions_sample() {
    let Some(path) = shared_suite("random.epd") else {
        return;
    };
    let lines = read_epd(&std::fs::read_to_string(path).unwrap());
    let sample: Vec<_> = lines.into_iter().step_by(17).collect();
    assert!(sample.len() > 400);
    run_suite(
        "random.epd",
        &sample,
        CastlingMode::Standard,
        1_000_000,
        false,
    );
}

/// All 960 Chess960 start-position lines (Shredder-FEN castling), up to a million nodes.
#[test]
fn chess960_shredder_fen() {
    let Some(path) = shared_suite("chess960.epd") else {
        return;
    };
    let lines = read_epd(&std::fs::read_to_string(path).unwrap());
    assert_eq!(lines.len(), 960);
    run_suite(
        "chess960.epd",
        &lines,
        CastlingMode::Chess960,
        1_000_000,
        false,
    );
}

/// X-FEN castling fields (`KQkq` meaning the outermost rook), which only Chess960
/// castling makes right.
#[test]
fn chess960_xfen() {
    let Some(path) = shared_suite("chess960_xfen.epd") else {
        return;
    };
    let lines = read_epd(&std::fs::read_to_string(path).unwrap());
    run_suite(
        "chess960_xfen.epd",
        &lines,
        CastlingMode::Chess960,
        1_000_000,
        false,
    );
}

/// The crate's own Chess960 cases: every Scharnagl start position to depth 2, castling
/// where the king or the rook does not move, and castling with the rook beside the king.
#[test]
fn chess960_start_positions() {
    for n in 0..960 {
        let pos = caissa::Position::chess960(n).unwrap();
        // In every start position each side has 8 pawn moves x2 plus knight moves; the
        // count must equal the number of listed moves, and depth 2 is 20-ish squared.
        let d1 = caissa::perft(&pos, 1);
        assert_eq!(d1 as usize, pos.legal_moves().len());
        assert!((18..=21).contains(&d1), "{n}: {d1}");
    }
    let lines = read_epd(&data("chess960.epd"));
    run_suite(
        "tests/data/chess960.epd",
        &lines,
        CastlingMode::Chess960,
        u64::MAX,
        false,
    );
}
