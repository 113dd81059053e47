//! The largest case the limits allow.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pig::parse::{Case, MAX_STONES};
use pig::solve;

fn largest_case(c: &mut Criterion) {
    let case = Case { stones: MAX_STONES };
    let mut group = c.benchmark_group("pig");
    group.sample_size(10);
    group.bench_function("largest case", |b| {
        b.iter(|| solve::solve(black_box(&case)).first_player_wins());
    });
    group.finish();
}

criterion_group!(benches, largest_case);
criterion_main!(benches);
