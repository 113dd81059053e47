//! The speed target: ten million values on one line, parsed and solved, in about a second.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dp_cli::{Generate, ReadCase};
use dp_core::Record;
use stone_game::generate::Knobs;
use stone_game::parse;
use stone_game::solve::solve_piles;

/// The values of the one case on `input`.
fn values(input: &[u8]) -> parse::Piles {
    dp_cli::scan::read_all(input, parse::Case::read_case)
        .into_iter()
        .next()
        .expect("one case")
        .expect("gen writes a valid case")
        .values
}

fn ten_million_values(c: &mut Criterion) {
    let mut input = Vec::new();
    let knobs = Knobs {
        len: Some(10_000_000),
        max_value: None,
    };
    knobs
        .generate(&mut input, 1, 1)
        .expect("writing to a Vec succeeds");
    let mut group = c.benchmark_group("stone-game");
    group.sample_size(10);
    group.bench_function("parse and solve 10M values, K=3", |b| {
        b.iter(|| solve_piles(&values(black_box(&input)), 3, Record::Answer).difference);
    });
    let values = values(&input);
    for max_take in [3, 1000] {
        group.bench_function(format!("solve 10M values, K={max_take}"), |b| {
            b.iter(|| solve_piles(black_box(&values), max_take, Record::Answer).difference);
        });
    }
    group.finish();
}

criterion_group!(benches, ten_million_values);
criterion_main!(benches);
