//! SAN and UCI, written and read for every legal move of 30 varied positions (966 moves):
//! the well-known perft positions, openings and middlegames with either side to move,
//! endgames, promotions, en passant, three queens, and positions from random games.
//!
//! Throughput is counted in moves, so criterion's time per iteration divided by 966 is
//! the time per move. The matching shakmaty calls for the peer comparison are listed in
//! the report of the SAN work (`San::from_move`, `SanPlus::from_move`,
//! `San::from_ascii(..).to_move(..)`).
//!
//! Run: `cargo bench --bench notation`.

use std::fmt::Write as _;
use std::hint::black_box;

use arrayvec::ArrayString;
use caissa::{Move, Position, Relaxations, San, SanPlus, UciMove};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod positions;
use positions::POSITIONS as FENS;

/// A position with its legal moves and their SAN (with suffix) and UCI texts.
struct Case {
    pos: Position,
    moves: Vec<Move>,
    san: Vec<String>,
    san_values: Vec<San>,
    uci: Vec<String>,
}

fn cases() -> (Vec<Case>, u64) {
    let cases: Vec<Case> = FENS
        .iter()
        .map(|fen| {
            let pos = Position::from_fen(fen).expect(fen);
            let moves = pos.legal_moves().to_vec();
            let san = moves.iter().map(|&m| pos.san(m).to_string()).collect();
            let san_values = moves.iter().map(|&m| San::from_move(&pos, m)).collect();
            let uci = moves.iter().map(|&m| pos.uci(m).to_string()).collect();
            Case {
                pos,
                moves,
                san,
                san_values,
                uci,
            }
        })
        .collect();
    let count = cases.iter().map(|c| c.moves.len() as u64).sum();
    (cases, count)
}

fn notation(c: &mut Criterion) {
    let (cases, count) = cases();
    // The benchmarks measure the right thing only if every text reads back.
    for case in &cases {
        for ((m, san), uci) in case.moves.iter().zip(&case.san).zip(&case.uci) {
            assert_eq!(case.pos.parse_san_strict(san), Ok(*m));
            assert_eq!(case.pos.parse_uci(uci), Ok(*m));
        }
    }

    let mut group = c.benchmark_group("san");
    group.throughput(Throughput::Elements(count));
    group.bench_function("write San::from_move", |b| {
        b.iter(|| {
            for case in &cases {
                for &m in &case.moves {
                    black_box(San::from_move(black_box(&case.pos), black_box(m)));
                }
            }
        });
    });
    group.bench_function("write SanPlus::from_move", |b| {
        b.iter(|| {
            for case in &cases {
                for &m in &case.moves {
                    black_box(SanPlus::from_move(black_box(&case.pos), black_box(m)));
                }
            }
        });
    });
    group.bench_function("write SanPlus to text", |b| {
        b.iter(|| {
            for case in &cases {
                for &m in &case.moves {
                    let mut text = ArrayString::<8>::new();
                    write!(
                        text,
                        "{}",
                        SanPlus::from_move(black_box(&case.pos), black_box(m))
                    )
                    .unwrap();
                    black_box(text);
                }
            }
        });
    });
    group.bench_function("parse Position::parse_san", |b| {
        b.iter(|| {
            for case in &cases {
                for text in &case.san {
                    black_box(black_box(&case.pos).parse_san(black_box(text)).ok());
                }
            }
        });
    });
    group.bench_function("parse Position::parse_san_strict", |b| {
        b.iter(|| {
            for case in &cases {
                for text in &case.san {
                    black_box(black_box(&case.pos).parse_san_strict(black_box(text)).ok());
                }
            }
        });
    });
    group.bench_function("parse Position::parse_san_with (reports)", |b| {
        b.iter(|| {
            for case in &cases {
                for text in &case.san {
                    black_box(
                        black_box(&case.pos)
                            .parse_san_with(black_box(text), Relaxations::LENIENT)
                            .ok(),
                    );
                }
            }
        });
    });
    group.bench_function("parse SanPlus::from_ascii", |b| {
        b.iter(|| {
            for case in &cases {
                for text in &case.san {
                    black_box(SanPlus::from_ascii(black_box(text.as_bytes())).ok());
                }
            }
        });
    });
    group.bench_function("resolve San::to_move", |b| {
        b.iter(|| {
            for case in &cases {
                for san in &case.san_values {
                    black_box(black_box(san).to_move(black_box(&case.pos)).ok());
                }
            }
        });
    });
    group.finish();

    let mut group = c.benchmark_group("uci");
    group.throughput(Throughput::Elements(count));
    group.bench_function("write UciMove::from_move", |b| {
        b.iter(|| {
            for case in &cases {
                for &m in &case.moves {
                    black_box(UciMove::from_move(black_box(&case.pos), black_box(m)));
                }
            }
        });
    });
    group.bench_function("parse Position::parse_uci", |b| {
        b.iter(|| {
            for case in &cases {
                for text in &case.uci {
                    black_box(black_box(&case.pos).parse_uci(black_box(text)).ok());
                }
            }
        });
    });
    group.finish();
}

criterion_group!(benches, notation);
criterion_main!(benches);
