//! Shared helpers for the integration tests: reading perft suites.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use caissa::{CastlingMode, Fen, Position, PositionErrorKinds};

/// One line of a perft suite: a FEN and the published counts by depth.
pub struct PerftLine {
    pub line: usize,
    pub fen: String,
    pub counts: Vec<(u32, u64)>,
}

/// Parses `<fen> ;D1 n ;D2 n ...` lines; `#` starts a comment line.
pub fn read_epd(text: &str) -> Vec<PerftLine> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().unwrap().trim().to_string();
        let counts = parts
            .map(|p| {
                let p = p.trim();
                let (d, n) = p
                    .strip_prefix('D')
                    .and_then(|p| p.split_once(' '))
                    .unwrap_or_else(|| panic!("line {}: bad count {p:?}", i + 1));
                (d.parse().unwrap(), n.trim().parse().unwrap())
            })
            .collect();
        out.push(PerftLine {
            line: i + 1,
            fen,
            counts,
        });
    }
    out
}

/// Prints a notice that shows even though the test passes: libtest captures `eprintln!`
/// of passing tests, but not direct writes to the process's standard error.
pub fn notice(text: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "notice: {text}");
}

/// `../shared/perft/<name>` beside the repository, if this checkout has it.
pub fn shared_suite(name: &str) -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/perft")
        .join(name);
    if path.exists() {
        Some(path)
    } else {
        notice(&format!(
            "{} not found; the shared perft suite {name} was skipped (tests/data covers the rules)",
            path.display()
        ));
        None
    }
}

/// The crate's own test data file.
pub fn data(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Loads a suite position; an impossible check (which no game can reach, but perft
/// counts are still defined for) is accepted knowingly when `relax_check` is set.
pub fn load(fen: &str, mode: CastlingMode, relax_check: bool) -> Position {
    let setup: Fen = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    match setup.into_position(mode) {
        Ok(pos) => pos,
        Err(e) if relax_check && e.kinds() == PositionErrorKinds::IMPOSSIBLE_CHECK => {
            e.ignore_impossible_check().unwrap()
        }
        Err(e) => panic!("{fen}: {e}"),
    }
}

/// Runs every (position, depth) of `lines` whose count is at most `max_nodes`; returns the
/// number of checks and panics with every mismatch listed.
pub fn run_suite(
    name: &str,
    lines: &[PerftLine],
    mode: CastlingMode,
    max_nodes: u64,
    relax_check: bool,
) -> usize {
    let mut checks = 0;
    let mut failures = Vec::new();
    for l in lines {
        let pos = load(&l.fen, mode, relax_check);
        for &(depth, expected) in &l.counts {
            if expected > max_nodes {
                continue;
            }
            let got = caissa::perft(&pos, depth);
            checks += 1;
            if got != expected {
                failures.push(format!(
                    "{name} line {}: {} depth {depth}: expected {expected}, got {got}",
                    l.line, l.fen
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} perft mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checks > 0, "{name}: no count was checked");
    checks
}
