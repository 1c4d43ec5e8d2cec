//! Core benchmarks: perft on the standard positions, legal move generation, play, FEN.
//!
//! `cargo bench --bench perft`; compare runs with criterion's saved baselines.

use std::hint::black_box;

use caissa::{Position, perft};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod positions;
use positions::POSITIONS;

fn positions() -> Vec<Position> {
    POSITIONS.iter().map(|fen| fen.parse().unwrap()).collect()
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, depth, nodes) in [
        ("startpos d5", POSITIONS[0], 5, 4_865_609u64),
        ("kiwipete d4", POSITIONS[1], 4, 4_085_603),
        ("position3 d6", POSITIONS[2], 6, 11_030_083),
        ("position4 d4", POSITIONS[3], 4, 422_333),
        ("position5 d4", POSITIONS[4], 4, 2_103_487),
        ("position6 d4", POSITIONS[5], 4, 3_894_594),
    ] {
        let pos: Position = fen.parse().unwrap();
        assert_eq!(perft(&pos, depth), nodes, "{name}");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| b.iter(|| perft(black_box(&pos), depth)));
    }
    group.finish();
}

fn bench_movegen(c: &mut Criterion) {
    let all = positions();
    let moves: usize = all.iter().map(|p| p.legal_moves().len()).sum();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(all.len() as u64));
    group.bench_function("legal_moves x30", |b| {
        b.iter(|| {
            let mut n = 0;
            for pos in &all {
                n += black_box(pos).legal_moves().len();
            }
            assert_eq!(n, moves);
        })
    });
    group.bench_function("count_legal_moves x30", |b| {
        b.iter(|| {
            all.iter()
                .map(|pos| black_box(pos).count_legal_moves())
                .sum::<usize>()
        })
    });
    group.finish();

    let pairs: Vec<(Position, caissa::Move)> = all
        .iter()
        .flat_map(|p| p.legal_moves().into_iter().map(move |m| (*p, m)))
        .collect();
    let mut group = c.benchmark_group("play");
    group.throughput(Throughput::Elements(pairs.len() as u64));
    group.bench_function("play (checked)", |b| {
        b.iter(|| {
            for (pos, m) in &pairs {
                black_box(black_box(pos).play(*m).unwrap());
            }
        })
    });
    group.bench_function("play_unchecked", |b| {
        b.iter(|| {
            for (pos, m) in &pairs {
                let mut p = *black_box(pos);
                p.play_unchecked(*m);
                black_box(p);
            }
        })
    });
    group.finish();
}

fn bench_fen(c: &mut Criterion) {
    let all = positions();
    let texts: Vec<String> = all.iter().map(|p| p.to_string()).collect();
    let mut group = c.benchmark_group("fen");
    group.throughput(Throughput::Elements(texts.len() as u64));
    group.bench_function("parse x30", |b| {
        b.iter(|| {
            for t in &texts {
                black_box(black_box(t.as_str()).parse::<Position>().unwrap());
            }
        })
    });
    group.bench_function("write x30", |b| {
        let mut buf = String::with_capacity(128);
        b.iter(|| {
            for p in &all {
                use std::fmt::Write;
                buf.clear();
                write!(buf, "{}", black_box(p)).unwrap();
                black_box(&buf);
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_perft, bench_movegen, bench_fen);
criterion_main!(benches);
