//! Mode `perft`: bulk-counting perft, each library with its fastest idiomatic
//! leaf counting (the moves at the last ply are counted, never played).

use std::hint::black_box;

use crate::{libs::Lib, runner::Case};

/// A test position with its published node count.
pub struct Position {
    /// Key accepted by `--positions`, and the name shown in the table.
    pub name: &'static str,
    pub fen: &'static str,
    pub depth: u32,
    pub nodes: u64,
    /// Smaller depth for `--quick` smoke runs.
    pub quick_depth: u32,
    pub quick_nodes: u64,
}

/// The measured positions, with the node counts published on the Chess
/// Programming Wiki ("Perft Results").
pub const POSITIONS: [Position; 3] = [
    Position {
        name: "start",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
        quick_depth: 4,
        quick_nodes: 197_281,
    },
    Position {
        name: "kiwipete",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
        quick_depth: 3,
        quick_nodes: 97_862,
    },
    Position {
        name: "pos3",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        depth: 7,
        nodes: 178_633_661,
        quick_depth: 5,
        quick_nodes: 674_624,
    },
];

/// Builds one case per (library, position). Positions are parsed here, outside
/// the timed region; each timed call is a complete perft from the root.
pub fn cases(libs: &[Lib], positions: &[&'static Position], quick: bool) -> Vec<Case> {
    let mut cases = Vec::new();
    for &pos in positions {
        let (depth, nodes) = if quick {
            (pos.quick_depth, pos.quick_nodes)
        } else {
            (pos.depth, pos.nodes)
        };
        for &lib in libs {
            cases.push(Case {
                lib,
                workload: pos.name,
                size: format!("depth {depth}"),
                expected: nodes,
                run: runner_for(lib, pos.fen, depth),
            });
        }
    }
    cases
}

fn runner_for(lib: Lib, fen: &str, depth: u32) -> Box<dyn FnMut() -> u64> {
    match lib {
        Lib::Caissa => caissa_runner(fen, depth),
        Lib::Cozy => {
            let board: cozy_chess::Board = fen.parse().expect("cozy-chess: FEN");
            Box::new(move || cozy_perft(black_box(&board), black_box(depth)))
        }
        Lib::Chess => {
            let board: chess::Board = fen.parse().expect("chess: FEN");
            Box::new(move || chess_perft(black_box(&board), black_box(depth)))
        }
        Lib::Shakmaty => {
            let fen: shakmaty::fen::Fen = fen.parse().expect("shakmaty: FEN");
            let pos: shakmaty::Chess = fen
                .into_position(shakmaty::CastlingMode::Standard)
                .expect("shakmaty: legal position");
            Box::new(move || shakmaty::perft(black_box(&pos), black_box(depth)))
        }
    }
}

#[cfg(feature = "caissa")]
fn caissa_runner(fen: &str, depth: u32) -> Box<dyn FnMut() -> u64> {
    let pos: caissa::Position = fen.parse().expect("fen");
    Box::new(move || {
        // `try_into` adapts to whichever integer type caissa takes for the depth.
        caissa::perft(black_box(&pos), black_box(depth).try_into().expect("depth"))
    })
}

#[cfg(not(feature = "caissa"))]
fn caissa_runner(_: &str, _: u32) -> Box<dyn FnMut() -> u64> {
    unreachable!("caissa is not compiled in (build with the `caissa` feature)")
}

/// cozy-chess: moves come grouped per piece as a destination set; at the last
/// ply only the set sizes are summed (`PieceMoves::len`), as its docs advise.
fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => return 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// chess: the crate's own public `MoveGen::movegen_perft_test` ("fastest perft
/// test with this structure"): copy-make into an uninitialised board, and
/// `MoveGen::new_legal(..).len()` at depth 1. A hand-written recursion over the
/// public `make_move_new` + `new_legal(..).len()` was no faster in wall time and
/// executed ~1% more instructions (cachegrind), so the library's own entry point
/// is used.
fn chess_perft(board: &chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    chess::MoveGen::movegen_perft_test(board, depth as usize) as u64
}
