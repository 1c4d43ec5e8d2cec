//! Perft from the command line.
//!
//! ```text
//! cargo run --release --example perft -- [--divide] [--chess960] <depth> [<fen>]
//! cargo run --release --example perft -- [--chess960] --epd <file> [--max-nodes N]
//! ```
//!
//! Prints `Nodes searched: N` as the last line of stdout (with `--divide`, one
//! `<uci move>: <count>` line per root move first, as Stockfish's `go perft` does), and
//! the time and speed on stderr. With `--epd`, checks every `<fen> ;D1 n ;D2 n ...` line
//! up to the depths whose count is at most the node limit (default 1,000,000), prints
//! each mismatch, and ends with `N passed, M failed`. Exits non-zero on any mismatch or
//! bad input.
//!
//! Positions whose only problem is an impossible check (for instance two bishops giving
//! check along one diagonal, which no legal move can produce) are loaded with that check
//! knowingly relaxed, with a notice on stderr: move generation is correct for them.

use std::process::ExitCode;
use std::time::Instant;

use caissa::{CastlingMode, Fen, Position, PositionErrorKinds, perft, perft_divide};

struct Options {
    divide: bool,
    mode: CastlingMode,
    epd: Option<String>,
    max_nodes: u64,
    depth: Option<u32>,
    fen: Option<String>,
}

fn usage() -> ExitCode {
    eprintln!("usage: perft [--divide] [--chess960] <depth> [<fen>]");
    eprintln!("       perft [--chess960] --epd <file> [--max-nodes N]");
    ExitCode::from(2)
}

fn parse_args() -> Option<Options> {
    let mut opts = Options {
        divide: false,
        mode: CastlingMode::Standard,
        epd: None,
        max_nodes: 1_000_000,
        depth: None,
        fen: None,
    };
    let mut args = std::env::args().skip(1);
    let mut rest = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--divide" => opts.divide = true,
            "--chess960" => opts.mode = CastlingMode::Chess960,
            "--epd" => opts.epd = Some(args.next()?),
            "--max-nodes" => opts.max_nodes = args.next()?.parse().ok()?,
            _ => rest.push(arg),
        }
    }
    if opts.epd.is_some() {
        return rest.is_empty().then_some(opts);
    }
    let mut rest = rest.into_iter();
    opts.depth = Some(rest.next()?.parse().ok()?);
    let fen: Vec<String> = rest.collect();
    if !fen.is_empty() {
        opts.fen = Some(fen.join(" "));
    }
    Some(opts)
}

/// Loads a position, relaxing only an impossible check (with a notice).
fn load(fen: &str, mode: CastlingMode) -> Result<Position, String> {
    let setup = fen.parse::<Fen>().map_err(|e| e.to_string())?;
    match setup.into_position(mode) {
        Ok(pos) => Ok(pos),
        Err(err) if err.kinds() == PositionErrorKinds::IMPOSSIBLE_CHECK => {
            eprintln!(
                "notice: {fen}: impossible check (cannot arise in a game); loaded with that check relaxed"
            );
            err.ignore_impossible_check().map_err(|e| e.to_string())
        }
        Err(err) => Err(err.to_string()),
    }
}

fn run_epd(path: &str, mode: CastlingMode, max_nodes: u64) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let (mut passed, mut failed) = (0u64, 0u64);
    let start = Instant::now();
    let mut total_nodes = 0;
    for (lineno, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or("").trim();
        let pos = match load(fen, mode) {
            Ok(pos) => pos,
            Err(e) => {
                println!("line {}: bad position: {e}", lineno + 1);
                failed += 1;
                continue;
            }
        };
        for part in parts {
            let part = part.trim();
            let parsed = part
                .strip_prefix('D')
                .and_then(|p| p.split_once(' '))
                .and_then(|(d, n)| Some((d.parse::<u32>().ok()?, n.trim().parse::<u64>().ok()?)));
            let Some((depth, expected)) = parsed else {
                println!("line {}: cannot read {part:?}", lineno + 1);
                failed += 1;
                continue;
            };
            if expected > max_nodes {
                continue;
            }
            let got = perft(&pos, depth);
            total_nodes += got;
            if got == expected {
                passed += 1;
            } else {
                failed += 1;
                println!(
                    "line {}: {fen} depth {depth}: expected {expected}, got {got}",
                    lineno + 1
                );
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{total_nodes} nodes in {secs:.3} s ({:.1} Mnps)",
        total_nodes as f64 / secs / 1e6
    );
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    let Some(opts) = parse_args() else {
        return usage();
    };
    if let Some(path) = &opts.epd {
        return run_epd(path, opts.mode, opts.max_nodes);
    }
    let depth = opts.depth.unwrap_or(1);
    let pos = match opts
        .fen
        .as_deref()
        .map(|fen| load(fen, opts.mode))
        .unwrap_or(Ok(Position::new()))
    {
        Ok(pos) => pos,
        Err(e) => {
            eprintln!("bad position: {e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let nodes = if opts.divide {
        let mut total = 0;
        for (m, n) in perft_divide(&pos, depth) {
            println!("{}: {n}", pos.uci(m));
            total += n;
        }
        println!();
        total
    } else {
        perft(&pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!("time {:.3} s, {:.1} Mnps", secs, nodes as f64 / secs / 1e6);
    println!("Nodes searched: {nodes}");
    ExitCode::SUCCESS
}
