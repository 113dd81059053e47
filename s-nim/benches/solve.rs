//! The judge's largest test case: k = 100 moves, m = 100 positions of l = 100 heaps, heaps
//! and moves up to 10,000 (and the move set 1 to 100, whose values pass 64); and the
//! largest this solver takes, one heap of a million beads.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dp_core::rng::SplitMix64;
use s_nim::parse::{Case, MAX_BEADS};
use s_nim::solve;

fn judge_largest(moves: Vec<u32>, seed: u64) -> Case {
    let mut rng = SplitMix64::new(seed);
    let positions: Vec<Vec<u32>> = (0..100)
        .map(|_| (0..100).map(|_| rng.below(10_001) as u32).collect())
        .collect();
    Case::new(&moves, &positions)
}

fn largest_cases(c: &mut Criterion) {
    let mut rng = SplitMix64::new(1);
    let random: Vec<u32> = (0..100).map(|_| 1 + rng.below(10_000) as u32).collect();
    let random = judge_largest(random, 2);
    let consecutive = judge_largest((1..=100).collect(), 3);
    let million = Case::new(&(1..=100).collect::<Vec<_>>(), &[vec![MAX_BEADS]]);
    let mut group = c.benchmark_group("s-nim");
    group.sample_size(20);
    group.bench_function("judge's largest, random S", |b| {
        b.iter(|| solve::solve(black_box(&random), false).wins.len());
    });
    group.bench_function("judge's largest, S = 1..100", |b| {
        b.iter(|| solve::solve(black_box(&consecutive), false).wins.len());
    });
    group.bench_function("one heap of a million, S = 1..100", |b| {
        b.iter(|| solve::solve(black_box(&million), false).wins.len());
    });
    group.finish();
}

criterion_group!(benches, largest_cases);
criterion_main!(benches);
