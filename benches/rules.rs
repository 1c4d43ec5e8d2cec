//! Game-rule benchmarks over one fixed 200-ply game full of repetitions: every block is a
//! pawn move by each side followed by three knight dances (Nf3 Nf6 Ng1 Ng8), so the
//! position after the pawn moves occurs four times and claims are often possible.
//!
//! - `zobrist/update`, `zobrist/hash`: the Polyglot key per move, incremental and from scratch;
//! - `play/position`: bare `Position::play` per move (the baseline);
//! - `play/game`: `Game::play` per move (key update, history, repetition count);
//! - `play/game+outcome`: `Game::play` and `Game::outcome` per move;
//! - `claims/...`: the claim checks on every position of the game.
//!
//! Each benchmark runs the whole game; divide by 200 for the time per move.

use std::hint::black_box;

use caissa::{Game, Move, Position, zobrist};
use criterion::{Criterion, criterion_group, criterion_main};

const PLIES: usize = 200;

/// The legal move written `uci`.
fn uci(pos: &Position, uci: &str) -> Move {
    pos.legal_moves()
        .into_iter()
        .find(|m| m.to_string() == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {pos}"))
}

/// The 200-ply game: (position before, move) for every ply.
fn game_plies() -> Vec<(Position, Move)> {
    let white = [
        "a2a3", "a3a4", "b2b3", "b3b4", "c2c3", "c3c4", "d2d3", "d3d4", "e2e3", "e3e4", "g2g3",
        "g3g4", "h2h3", "h3h4",
    ];
    let black = [
        "a7a6", "a6a5", "b7b6", "b6b5", "c7c6", "c6c5", "d7d6", "d6d5", "e7e6", "e6e5", "g7g6",
        "g6g5", "h7h6", "h6h5",
    ];
    let dance = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut pos = Position::new();
    let mut plies = Vec::with_capacity(PLIES);
    let push = |pos: &mut Position, text: &str, plies: &mut Vec<(Position, Move)>| {
        let m = uci(pos, text);
        plies.push((*pos, m));
        pos.play_unchecked(m);
    };
    'game: for (w, b) in white.iter().zip(black) {
        for text in [w, &b] {
            push(&mut pos, text, &mut plies);
        }
        for _ in 0..3 {
            for text in dance {
                if plies.len() == PLIES {
                    break 'game;
                }
                push(&mut pos, text, &mut plies);
            }
        }
    }
    // Fill up with new positions (a fourth dance would make a fivefold repetition).
    for text in ["b1c3", "b8c6", "a1b1", "a8b8"] {
        if plies.len() < PLIES {
            push(&mut pos, text, &mut plies);
        }
    }
    assert_eq!(plies.len(), PLIES);
    plies
}

fn bench(c: &mut Criterion) {
    let plies = game_plies();
    let moves: Vec<Move> = plies.iter().map(|&(_, m)| m).collect();
    // The game must be playable to the end without an automatic draw.
    let mut check = Game::new();
    let mut max_repetitions = 0;
    for &m in &moves {
        check
            .play(m)
            .expect("the benchmark game is legal and goes on");
        max_repetitions = max_repetitions.max(check.repetitions());
    }
    assert!(check.outcome().is_none() && max_repetitions == 4);

    let mut group = c.benchmark_group("zobrist");
    group.bench_function("update", |b| {
        b.iter(|| {
            let mut key = zobrist::hash(&plies[0].0);
            for (pos, m) in &plies {
                key = zobrist::update(key, black_box(pos), *m);
            }
            key
        });
    });
    group.bench_function("hash", |b| {
        b.iter(|| {
            plies
                .iter()
                .fold(0, |acc, (pos, _)| acc ^ zobrist::hash(black_box(pos)))
        });
    });
    group.bench_function("update_repetition_key", |b| {
        b.iter(|| {
            let mut key = zobrist::repetition_key(&plies[0].0);
            for (pos, m) in &plies {
                key = zobrist::update_repetition_key(key, black_box(pos), *m);
            }
            key
        });
    });
    group.finish();

    let mut group = c.benchmark_group("play");
    group.bench_function("position", |b| {
        b.iter(|| {
            let mut pos = Position::new();
            for &m in &moves {
                pos = pos.play(black_box(m)).unwrap();
            }
            pos
        });
    });
    // A new game per iteration, allocation included: batching thousands of fresh games
    // (`iter_batched`) would measure cache misses on their histories instead.
    group.bench_function("game", |b| {
        b.iter(|| {
            let mut game = Game::new();
            for &m in &moves {
                game.play(black_box(m)).unwrap();
            }
            game
        });
    });
    group.bench_function("game+outcome", |b| {
        b.iter(|| {
            let mut game = Game::new();
            for &m in &moves {
                game.play(black_box(m)).unwrap();
                black_box(game.outcome());
            }
            game
        });
    });
    group.finish();

    // Claim checks on every position of the game: prefixes of the game, built once.
    let mut games = Vec::with_capacity(PLIES);
    let mut game = Game::new();
    for &m in &moves {
        game.play(m).unwrap();
        games.push(game.clone());
    }
    let mut group = c.benchmark_group("claims");
    group.bench_function("can_claim_threefold_repetition", |b| {
        b.iter(|| {
            games
                .iter()
                .filter(|g| black_box(g).can_claim_threefold_repetition())
                .count()
        });
    });
    group.bench_function("can_claim_fifty_moves", |b| {
        b.iter(|| {
            games
                .iter()
                .filter(|g| black_box(g).can_claim_fifty_moves())
                .count()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
