//! The speed target: ten million values on one line, parsed and solved, in about a second.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use stone_game::solve::{Record, solve};

fn ten_million_values(c: &mut Criterion) {
    let mut input = Vec::new();
    stone_game::generate::cases(&mut input, 1, 1, Some(10_000_000))
        .expect("writing to a Vec succeeds");
    let mut group = c.benchmark_group("stone-game");
    group.sample_size(10);
    group.bench_function("parse and solve 10M values, K=3", |b| {
        b.iter(|| {
            let case = stone_game::parse::cases(black_box(&input))
                .next()
                .expect("one case")
                .expect("gen writes a valid case");
            solve(&case.values, 3, Record::Answer).difference
        });
    });
    let values: Vec<i64> = stone_game::parse::cases(&input)
        .next()
        .expect("one case")
        .expect("gen writes a valid case")
        .values;
    for max_take in [3, 1000] {
        group.bench_function(format!("solve 10M values, K={max_take}"), |b| {
            b.iter(|| solve(black_box(&values), max_take, Record::Answer).difference);
        });
    }
    group.finish();
}

criterion_group!(benches, ten_million_values);
criterion_main!(benches);
