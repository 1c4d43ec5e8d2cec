//! Side-by-side benchmark of caissa against the fastest Rust chess libraries.
//!
//! Every library is built with the same release profile in the same binary,
//! repetitions are interleaved round-robin, and medians are reported. Every
//! run checks its count against the published value and aborts otherwise.
//!
//! Modes: `perft` (bulk-counting perft against cozy-chess, chess and
//! shakmaty) and `san` (SAN writing, parsing and resolving against shakmaty);
//! see `Mode`.

mod libs;
mod perft;
mod runner;
mod san;

use std::process::ExitCode;

use libs::Lib;
use runner::{RateKind, Settings, Units};

const USAGE: &str = "\
usage: caissa-peers [MODE] [OPTIONS]

MODE:
    perft               bulk-counting perft (default)
    san                 SAN for all legal moves of 30 positions: write, write
                        with suffix, parse text, resolve (caissa and shakmaty)

OPTIONS:
    --reps N            timed repetitions per (library, workload) [default: 5]
    --warmup N          untimed (but checked) rounds before timing [default: 1]
    --only LIBS         comma-separated libraries: caissa,cozy,chess,shakmaty
                        (crate names such as cozy-chess are accepted too)
    --positions NAMES   comma-separated workloads of the mode:
                        perft: start,kiwipete,pos3
                        san:   write,write-plus,parse,resolve
    --quick             smaller depths / fewer passes, for smoke runs
    -v, --verbose       print every timing to stderr
    -h, --help          this text

The Markdown report goes to stdout, progress to stderr.
";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Perft,
    /// caissa's `San::from_move`, `SanPlus::from_move`, `Position::parse_san`
    /// and `San::to_move` against shakmaty's matching calls.
    San,
}

struct Args {
    mode: Mode,
    settings: Settings,
    libs: Vec<Lib>,
    /// `--positions`, resolved once the mode is known.
    positions: Option<String>,
    quick: bool,
}

fn parse_list<T>(value: &str, what: &str, parse: impl Fn(&str) -> Option<T>) -> Result<Vec<T>, String> {
    value
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| parse(s).ok_or_else(|| format!("unknown {what}: {s}")))
        .collect()
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        mode: Mode::Perft,
        settings: Settings { reps: 5, warmup: 1, verbose: false },
        libs: Lib::ALL.into_iter().filter(|l| l.compiled_in()).collect(),
        positions: None,
        quick: false,
    };
    let mut it = std::env::args().skip(1);
    let mut first = true;
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "perft" if first => args.mode = Mode::Perft,
            "san" if first => args.mode = Mode::San,
            "--reps" => {
                args.settings.reps = value("--reps")?.parse().map_err(|e| format!("--reps: {e}"))?;
                if args.settings.reps == 0 {
                    return Err("--reps must be at least 1".into());
                }
            }
            "--warmup" => {
                args.settings.warmup = value("--warmup")?.parse().map_err(|e| format!("--warmup: {e}"))?;
            }
            "--only" => {
                let libs = parse_list(&value("--only")?, "library", Lib::parse)?;
                if let Some(lib) = libs.iter().find(|l| !l.compiled_in()) {
                    return Err(format!(
                        "{} is not compiled in (build with the `{}` feature)",
                        lib.key(),
                        lib.key()
                    ));
                }
                args.libs = Lib::ALL.into_iter().filter(|l| libs.contains(l)).collect();
            }
            "--positions" => args.positions = Some(value("--positions")?),
            "--quick" => args.quick = true,
            "-v" | "--verbose" => args.settings.verbose = true,
            "-h" | "--help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            other => return Err(format!("unexpected argument: {other}")),
        }
        first = false;
    }
    if args.libs.is_empty() {
        return Err("nothing to measure".into());
    }
    if args.mode == Mode::San && !args.libs.iter().any(|&l| san::supported(l)) {
        return Err("mode san measures caissa and shakmaty only (cozy-chess and chess write no SAN)".into());
    }
    Ok(args)
}

/// The perft positions chosen with `--positions` (all by default).
fn perft_positions(names: Option<&str>) -> Result<Vec<&'static perft::Position>, String> {
    let all = || perft::POSITIONS.iter().collect();
    let chosen: Vec<_> = names.map_or_else(
        || Ok(all()),
        |names| {
            parse_list(names, "position", |s| {
                perft::POSITIONS.iter().find(|p| p.name.eq_ignore_ascii_case(s))
            })
        },
    )?;
    if chosen.is_empty() { Err("nothing to measure".into()) } else { Ok(chosen) }
}

/// The SAN workloads chosen with `--positions` (all by default).
fn san_workloads(names: Option<&str>) -> Result<Vec<&'static san::Workload>, String> {
    let all = || san::WORKLOADS.iter().collect();
    let chosen: Vec<_> = names.map_or_else(
        || Ok(all()),
        |names| {
            parse_list(names, "san workload", |s| {
                san::WORKLOADS.iter().find(|w| w.key.eq_ignore_ascii_case(s))
            })
        },
    )?;
    if chosen.is_empty() { Err("nothing to measure".into()) } else { Ok(chosen) }
}

/// What this binary was built with, so a table is never separated from it.
fn build_info() -> String {
    let rustflags = env!("PEERS_RUSTFLAGS");
    let features: Vec<&str> = [
        ("popcnt", cfg!(target_feature = "popcnt")),
        ("sse4.2", cfg!(target_feature = "sse4.2")),
        ("avx2", cfg!(target_feature = "avx2")),
        ("bmi2", cfg!(target_feature = "bmi2")),
    ]
    .into_iter()
    .filter_map(|(name, on)| on.then_some(name))
    .collect();
    format!(
        "profile: {}, RUSTFLAGS: `{}`, target features of note: {}",
        if cfg!(debug_assertions) { "debug (NOT a release build)" } else { "release" },
        if rustflags.is_empty() { "(none)" } else { rustflags },
        if features.is_empty() { "none (baseline x86-64)".to_owned() } else { features.join(", ") },
    )
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };

    let chosen = match args.mode {
        Mode::Perft => perft_positions(args.positions.as_deref()).map(|p| (p, Vec::new())),
        Mode::San => san_workloads(args.positions.as_deref()).map(|w| (Vec::new(), w)),
    };
    let (positions, workloads) = match chosen {
        Ok(chosen) => chosen,
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };

    let (cases, notes, units, title, quick) = match args.mode {
        Mode::Perft => (
            perft::cases(&args.libs, &positions, args.quick),
            Vec::new(),
            Units { count: "nodes", rate: "Mnps", workload: "position", rate_kind: RateKind::MillionsPerSecond },
            "perft (bulk counting)",
            ", quick depths",
        ),
        Mode::San => {
            let (cases, notes) = san::cases(&args.libs, &workloads, args.quick);
            (
                cases,
                notes,
                Units { count: "moves", rate: "ns/move", workload: "workload", rate_kind: RateKind::NanosPerItem },
                "SAN, every legal move of 30 positions",
                ", quick passes",
            )
        }
    };

    println!(
        "### {title}{}: median of {} interleaved repetitions ({} warm-up)\n",
        if args.quick { quick } else { "" },
        args.settings.reps,
        args.settings.warmup
    );
    println!("{}\n", build_info());
    for note in &notes {
        println!("{note}\n");
    }
    let results = runner::measure(cases, &args.settings);
    print!("{}", runner::markdown(&results, &units));
    ExitCode::SUCCESS
}
