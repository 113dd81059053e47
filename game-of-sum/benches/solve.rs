//! The DP on worst-case rows: the judge's largest (n = 100, on both lane types, f32 and
//! f64, the latter with sums of 31 bits, as in the speed target, and of full 32-bit
//! values), and the solver's own limit (n = 20,000) for the answer alone.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dp_core::Record;
use game_of_sum::parse::{JUDGE_MAX_LEN, MAX_LEN};
use game_of_sum::solve::solve;

/// A row of `len` numbers from -bound to bound, from a fixed generator.
fn row(len: usize, bound: i64) -> Vec<i64> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as i64 % (2 * bound + 1) - bound
        })
        .collect()
}

fn worst_cases(c: &mut Criterion) {
    let mut group = c.benchmark_group("game-of-sum");
    // The sum of |a| fits 2^24: the f32 sweep.
    let small = row(JUDGE_MAX_LEN, 1_000);
    // The sum of |a| fits 31 bits, as in the speed target's rows: the f64 sweep (faster
    // than an i32 one: SSE2 has no i32 minimum).
    let narrow = row(JUDGE_MAX_LEN, 1_000_000);
    // Full 32-bit values: the f64 sweep.
    let wide = row(JUDGE_MAX_LEN, i64::from(i32::MAX));
    group.bench_function("n = 100, answer, f32", |b| {
        b.iter(|| solve(black_box(&small), Record::Answer).difference);
    });
    group.bench_function("n = 100, answer, 31-bit sums", |b| {
        b.iter(|| solve(black_box(&narrow), Record::Answer).difference);
    });
    group.bench_function("n = 100, answer, f64", |b| {
        b.iter(|| solve(black_box(&wide), Record::Answer).difference);
    });
    group.bench_function("n = 100, line of play", |b| {
        b.iter(|| solve(black_box(&wide), Record::Line).line.len());
    });
    group.sample_size(10);
    let largest = row(MAX_LEN, i64::from(i32::MAX));
    group.bench_function("n = 20,000, answer, f64", |b| {
        b.iter(|| solve(black_box(&largest), Record::Answer).difference);
    });
    group.finish();
}

criterion_group!(benches, worst_cases);
criterion_main!(benches);
