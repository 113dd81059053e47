//! The largest case the limits allow.

use std::hint::black_box;

use can_i_win::parse::{Case, MAX_STONES};
use can_i_win::solve;
use criterion::{Criterion, criterion_group, criterion_main};

fn largest_case(c: &mut Criterion) {
    let case = Case { stones: MAX_STONES };
    let mut group = c.benchmark_group("can-i-win");
    group.sample_size(10);
    group.bench_function("largest case", |b| {
        b.iter(|| solve::solve(black_box(&case)).first_player_wins());
    });
    group.finish();
}

criterion_group!(benches, largest_case);
criterion_main!(benches);
