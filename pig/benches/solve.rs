//! The speed target, the standard game `100 6` (at most 0.1 s a run), and the largest goal
//! the limits allow with the slowest die, `500 2`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pig::parse::{Case, MAX_GOAL};
use pig::solve;

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("pig");
    group.sample_size(10);
    let standard = Case {
        goal: 100,
        sides: 6,
    };
    group.bench_function("standard game 100 6", |b| {
        b.iter(|| solve::solve(black_box(&standard)).answer());
    });
    let largest = Case {
        goal: MAX_GOAL,
        sides: 2,
    };
    group.bench_function("largest goal 500 2", |b| {
        b.iter(|| solve::solve(black_box(&largest)).answer());
    });
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
