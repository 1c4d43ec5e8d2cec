//! Mode `san`: SAN written and read for every legal move of the 30 positions
//! shared by caissa's own benches (`benches/positions.rs`, included below so
//! there is one list).
//!
//! Only shakmaty has SAN among the peers: cozy-chess has none, and chess only
//! reads SAN (`ChessMove::from_san`), and misreads canonical SAN for
//! promotions, en passant and suffixed castling (see [`chess_note`]), so it is
//! reported but not timed.
//!
//! Before anything is timed, both libraries must produce the same set of legal
//! moves and byte-identical SAN, with and without suffix, for every move, and
//! each must read every text back to the right move; otherwise the process
//! exits with a message. Inside the timed loops every result is compared with
//! the expected value (computed outside the clock), and the number of matches
//! is the count the runner checks.

#[cfg(feature = "caissa")]
use std::hint::black_box;

use crate::{libs::Lib, runner::Case};

#[path = "../../positions.rs"]
mod positions;

/// One measured operation, for all legal moves of all positions.
pub struct Workload {
    /// Key accepted by `--positions` in this mode.
    pub key: &'static str,
    /// Name shown in the table.
    pub name: &'static str,
    /// How many times one timed run goes over all the moves.
    pub passes: u64,
    /// Passes for `--quick` smoke runs.
    pub quick_passes: u64,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    WriteSan,
    WriteSanPlus,
    Parse,
    Resolve,
}

/// The measured operations. The passes give roughly 50–200 ms per timed run on
/// the development machine.
pub const WORKLOADS: [Workload; 4] = [
    Workload { key: "write", name: "write San", passes: 4000, quick_passes: 100 },
    Workload { key: "write-plus", name: "write SanPlus", passes: 1200, quick_passes: 30 },
    Workload { key: "parse", name: "parse text", passes: 2500, quick_passes: 60 },
    Workload { key: "resolve", name: "resolve San", passes: 3000, quick_passes: 80 },
];

fn op(w: &Workload) -> Op {
    match w.key {
        "write" => Op::WriteSan,
        "write-plus" => Op::WriteSanPlus,
        "parse" => Op::Parse,
        "resolve" => Op::Resolve,
        other => unreachable!("workload {other}"),
    }
}

/// The libraries that take part in this mode.
pub fn supported(lib: Lib) -> bool {
    matches!(lib, Lib::Caissa | Lib::Shakmaty)
}

/// One legal move of a position, in the notations every library must agree on.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Written {
    uci: String,
    san: String,
    plus: String,
}

/// The legal moves of one position, as written by the reference library.
struct Reference {
    fen: &'static str,
    moves: Vec<Written>,
}

/// Builds one case per (library, workload), after checking that the libraries
/// agree on every move. Prints notes (e.g. about chess) to stdout.
pub fn cases(libs: &[Lib], workloads: &[&'static Workload], quick: bool) -> (Vec<Case>, Vec<String>) {
    let reference = reference();
    let total: usize = reference.iter().map(|r| r.moves.len()).sum();
    let mut notes = vec![format!(
        "{} positions (`benches/positions.rs`), {total} legal moves.",
        reference.len()
    )];
    cross_check(&reference, &mut notes);
    notes.push(chess_note(&reference));

    let mut cases = Vec::new();
    for &w in workloads {
        let passes = if quick { w.quick_passes } else { w.passes };
        for &lib in libs.iter().filter(|l| supported(**l)) {
            cases.push(Case {
                lib,
                workload: w.name,
                size: format!("{total} moves × {passes}"),
                expected: total as u64 * passes,
                run: match lib {
                    Lib::Caissa => caissa_runner(&reference, op(w), passes),
                    Lib::Shakmaty => shakmaty_side::runner(&reference, op(w), passes),
                    Lib::Cozy | Lib::Chess => unreachable!("no SAN"),
                },
            });
        }
    }
    (cases, notes)
}

/// The reference texts: caissa's when it is compiled in, else shakmaty's.
fn reference() -> Vec<Reference> {
    positions::POSITIONS
        .iter()
        .map(|&fen| Reference {
            fen,
            moves: if cfg!(feature = "caissa") {
                caissa_written(fen)
            } else {
                shakmaty_side::written(fen)
            },
        })
        .collect()
}

/// Exits with a message unless shakmaty writes exactly the reference.
fn cross_check(reference: &[Reference], notes: &mut Vec<String>) {
    if !cfg!(feature = "caissa") {
        notes.push("caissa not compiled in: no cross-check, shakmaty's own texts are used.".into());
        return;
    }
    let mut errors = Vec::new();
    for r in reference {
        let mut want = r.moves.clone();
        let mut got = shakmaty_side::written(r.fen);
        want.sort();
        got.sort();
        if want.len() != got.len() {
            errors.push(format!(
                "{}: caissa has {} legal moves, shakmaty {}",
                r.fen,
                want.len(),
                got.len()
            ));
        }
        for w in &want {
            match got.iter().find(|g| g.uci == w.uci) {
                None => errors.push(format!("{}: {} missing in shakmaty", r.fen, w.uci)),
                Some(g) if g != w => errors.push(format!(
                    "{}: {}: caissa writes {:?} / {:?}, shakmaty {:?} / {:?}",
                    r.fen, w.uci, w.san, w.plus, g.san, g.plus
                )),
                Some(_) => {}
            }
        }
    }
    if !errors.is_empty() {
        eprintln!("FATAL: caissa and shakmaty disagree on SAN ({} differences):", errors.len());
        for e in &errors {
            eprintln!("  {e}");
        }
        std::process::exit(1);
    }
    notes.push("caissa and shakmaty write byte-identical SAN and SAN with suffix for every move.".into());
}

/// Whether chess's `ChessMove::from_san` reads the reference texts, and why it
/// is not timed.
fn chess_note(reference: &[Reference]) -> String {
    use std::str::FromStr;
    let (mut total, mut ok) = (0, 0);
    // Failures by kind of move: promotion, en passant, castling, other.
    let mut failed: [Vec<String>; 4] = Default::default();
    for r in reference {
        let board = chess::Board::from_str(r.fen).expect("chess: FEN");
        for w in &r.moves {
            total += 1;
            let want = chess::ChessMove::from_str(&w.uci).expect("chess: UCI");
            if chess::ChessMove::from_san(&board, &w.plus).ok() == Some(want) {
                ok += 1;
                continue;
            }
            let (from, to) = (want.get_source(), want.get_dest());
            let pawn = board.piece_on(from) == Some(chess::Piece::Pawn);
            let kind = if want.get_promotion().is_some() {
                0
            } else if pawn && board.piece_on(to).is_none() && from.get_file() != to.get_file() {
                1
            } else if w.san.starts_with("O-O") {
                2
            } else {
                3
            };
            failed[kind].push(w.plus.clone());
        }
    }
    let kinds = ["promotions", "en passant captures", "castlings", "other moves"];
    let summary: Vec<String> = kinds
        .iter()
        .zip(&failed)
        .filter(|(_, f)| !f.is_empty())
        .map(|(kind, f)| {
            let mut examples = f.clone();
            examples.sort();
            examples.dedup();
            examples.truncate(3);
            let examples: Vec<String> = examples.iter().map(|e| format!("`{e}`")).collect();
            format!("{kind}: {} ({})", f.len(), examples.join(", "))
        })
        .collect();
    format!(
        "chess {} is not timed: it writes no SAN, and its `ChessMove::from_san` reads only {ok} of \
         these {total} canonical texts as the right move; it fails on {}. Timed on the texts it \
         reads, it would not do the same work.",
        Lib::Chess.version(),
        summary.join(", ")
    )
}

#[cfg(feature = "caissa")]
fn caissa_written(fen: &str) -> Vec<Written> {
    let pos = caissa::Position::from_fen(fen).expect("caissa: FEN");
    pos.legal_moves()
        .iter()
        .map(|&m| Written {
            uci: pos.uci(m).to_string(),
            san: caissa::San::from_move(&pos, m).to_string(),
            plus: caissa::SanPlus::from_move(&pos, m).to_string(),
        })
        .collect()
}

#[cfg(not(feature = "caissa"))]
fn caissa_written(_: &str) -> Vec<Written> {
    unreachable!("caissa is not compiled in")
}

/// caissa's inputs for one position, in the reference's move order.
#[cfg(feature = "caissa")]
struct CaissaPos {
    pos: caissa::Position,
    moves: Vec<caissa::Move>,
    san: Vec<caissa::San>,
    plus: Vec<caissa::SanPlus>,
    texts: Vec<String>,
    /// `San` values read from the texts, outside the clock.
    parsed: Vec<caissa::San>,
}

#[cfg(feature = "caissa")]
fn caissa_runner(reference: &[Reference], op: Op, passes: u64) -> Box<dyn FnMut() -> u64> {
    use caissa::{San, SanPlus};
    let data: Vec<CaissaPos> = reference
        .iter()
        .map(|r| {
            let pos = caissa::Position::from_fen(r.fen).expect("caissa: FEN");
            let legal = pos.legal_moves();
            let moves: Vec<caissa::Move> = r
                .moves
                .iter()
                .map(|w| {
                    *legal
                        .iter()
                        .find(|&&m| pos.uci(m).to_string() == w.uci)
                        .expect("caissa: reference move")
                })
                .collect();
            let san: Vec<San> = moves.iter().map(|&m| San::from_move(&pos, m)).collect();
            let plus: Vec<SanPlus> = moves.iter().map(|&m| SanPlus::from_move(&pos, m)).collect();
            let texts: Vec<String> = r.moves.iter().map(|w| w.plus.clone()).collect();
            let parsed: Vec<San> = texts
                .iter()
                .map(|t| San::from_ascii(t.as_bytes()).expect("caissa: SAN"))
                .collect();
            for (i, &m) in moves.iter().enumerate() {
                assert_eq!(san[i].to_string(), r.moves[i].san, "caissa: {} {}", r.fen, r.moves[i].uci);
                assert_eq!(plus[i].to_string(), texts[i], "caissa: {} {}", r.fen, r.moves[i].uci);
                assert_eq!(parsed[i], san[i], "caissa: {} {}", r.fen, texts[i]);
                assert_eq!(pos.parse_san(&texts[i]), Ok(m), "caissa: {} {}", r.fen, texts[i]);
                assert_eq!(parsed[i].to_move(&pos), Ok(m), "caissa: {} {}", r.fen, texts[i]);
            }
            CaissaPos { pos, moves, san, plus, texts, parsed }
        })
        .collect();

    // The position goes through `black_box` for every move, so nothing that
    // depends only on the position (pins, checkers) is hoisted out of the loop
    // over its moves: each call does the work of a single move.
    match op {
        Op::WriteSan => Box::new(move || {
            let mut ok = 0;
            for _ in 0..passes {
                for p in &data {
                    for (&m, want) in p.moves.iter().zip(&p.san) {
                        let got = black_box(San::from_move(black_box(&p.pos), black_box(m)));
                        ok += u64::from(got == *want);
                    }
                }
            }
            ok
        }),
        Op::WriteSanPlus => Box::new(move || {
            let mut ok = 0;
            for _ in 0..passes {
                for p in &data {
                    for (&m, want) in p.moves.iter().zip(&p.plus) {
                        let got = black_box(SanPlus::from_move(black_box(&p.pos), black_box(m)));
                        ok += u64::from(got == *want);
                    }
                }
            }
            ok
        }),
        Op::Parse => Box::new(move || {
            let mut ok = 0;
            for _ in 0..passes {
                for p in &data {
                    for (text, &m) in p.texts.iter().zip(&p.moves) {
                        let got = black_box(black_box(&p.pos).parse_san(black_box(text.as_str())).ok());
                        ok += u64::from(got == Some(m));
                    }
                }
            }
            ok
        }),
        Op::Resolve => Box::new(move || {
            let mut ok = 0;
            for _ in 0..passes {
                for p in &data {
                    for (san, &m) in p.parsed.iter().zip(&p.moves) {
                        let got = black_box(black_box(san).to_move(black_box(&p.pos)).ok());
                        ok += u64::from(got == Some(m));
                    }
                }
            }
            ok
        }),
    }
}

#[cfg(not(feature = "caissa"))]
fn caissa_runner(_: &[Reference], _: Op, _: u64) -> Box<dyn FnMut() -> u64> {
    unreachable!("caissa is not compiled in (build with the `caissa` feature)")
}

/// shakmaty's side: `San::from_move`, `SanPlus::from_move`,
/// `San::from_ascii(..)?.to_move(..)` and `San::to_move`.
mod shakmaty_side {
    use std::hint::black_box;

    use shakmaty::{
        CastlingMode, Chess, Move, Position as _,
        fen::Fen,
        san::{San, SanPlus},
    };

    use super::{Op, Reference, Written};

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().expect("shakmaty: FEN");
        fen.into_position(CastlingMode::Standard).expect("shakmaty: legal position")
    }

    fn uci(m: Move) -> String {
        m.to_uci(CastlingMode::Standard).to_string()
    }

    pub(super) fn written(fen: &str) -> Vec<Written> {
        let pos = position(fen);
        pos.legal_moves()
            .iter()
            .map(|&m| Written {
                uci: uci(m),
                san: San::from_move(&pos, m).to_string(),
                plus: SanPlus::from_move(pos.clone(), m).to_string(),
            })
            .collect()
    }

    /// shakmaty's inputs for one position, in the reference's move order.
    struct Pos {
        pos: Chess,
        moves: Vec<Move>,
        san: Vec<San>,
        plus: Vec<SanPlus>,
        texts: Vec<String>,
        parsed: Vec<San>,
    }

    pub(super) fn runner(reference: &[Reference], op: Op, passes: u64) -> Box<dyn FnMut() -> u64> {
        let data: Vec<Pos> = reference
            .iter()
            .map(|r| {
                let pos = position(r.fen);
                let legal = pos.legal_moves();
                let moves: Vec<Move> = r
                    .moves
                    .iter()
                    .map(|w| *legal.iter().find(|&&m| uci(m) == w.uci).expect("shakmaty: reference move"))
                    .collect();
                let san: Vec<San> = moves.iter().map(|&m| San::from_move(&pos, m)).collect();
                let plus: Vec<SanPlus> = moves.iter().map(|&m| SanPlus::from_move(pos.clone(), m)).collect();
                let texts: Vec<String> = r.moves.iter().map(|w| w.plus.clone()).collect();
                let parsed: Vec<San> = texts
                    .iter()
                    .map(|t| San::from_ascii(t.as_bytes()).expect("shakmaty: SAN"))
                    .collect();
                for (i, &m) in moves.iter().enumerate() {
                    assert_eq!(san[i].to_string(), r.moves[i].san, "shakmaty: {} {}", r.fen, r.moves[i].uci);
                    assert_eq!(plus[i].to_string(), texts[i], "shakmaty: {} {}", r.fen, r.moves[i].uci);
                    assert_eq!(parsed[i], san[i], "shakmaty: {} {}", r.fen, texts[i]);
                    assert_eq!(parsed[i].to_move(&pos), Ok(m), "shakmaty: {} {}", r.fen, texts[i]);
                }
                Pos { pos, moves, san, plus, texts, parsed }
            })
            .collect();

        match op {
            Op::WriteSan => Box::new(move || {
                let mut ok = 0;
                for _ in 0..passes {
                    for p in &data {
                        for (&m, want) in p.moves.iter().zip(&p.san) {
                            let got = black_box(San::from_move(black_box(&p.pos), black_box(m)));
                            ok += u64::from(got == *want);
                        }
                    }
                }
                ok
            }),
            // shakmaty's `SanPlus::from_move` takes the position by value (it
            // plays the move on it to find the suffix): the clone is part of
            // the call, as caissa's copies its position internally.
            Op::WriteSanPlus => Box::new(move || {
                let mut ok = 0;
                for _ in 0..passes {
                    for p in &data {
                        for (&m, want) in p.moves.iter().zip(&p.plus) {
                            let got = black_box(SanPlus::from_move(black_box(&p.pos).clone(), black_box(m)));
                            ok += u64::from(got == *want);
                        }
                    }
                }
                ok
            }),
            Op::Parse => Box::new(move || {
                let mut ok = 0;
                for _ in 0..passes {
                    for p in &data {
                        for (text, &m) in p.texts.iter().zip(&p.moves) {
                            let got = black_box(
                                San::from_ascii(black_box(text.as_bytes()))
                                    .ok()
                                    .and_then(|san| san.to_move(black_box(&p.pos)).ok()),
                            );
                            ok += u64::from(got == Some(m));
                        }
                    }
                }
                ok
            }),
            Op::Resolve => Box::new(move || {
                let mut ok = 0;
                for _ in 0..passes {
                    for p in &data {
                        for (&san, &m) in p.parsed.iter().zip(&p.moves) {
                            let got = black_box(black_box(san).to_move(black_box(&p.pos)).ok());
                            ok += u64::from(got == Some(m));
                        }
                    }
                }
                ok
            }),
        }
    }
}
