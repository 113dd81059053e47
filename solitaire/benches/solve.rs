//! The speed target: 2,000 uniformly shuffled deals (`solitaire gen --seed 1 --count 2000`),
//! parsed and solved to the judge's rounded probability.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dp_cli::{Generate, ReadCase};
use solitaire::{generate, parse, solve};

fn two_thousand_deals(c: &mut Criterion) {
    let mut input = Vec::new();
    generate::Knobs {}
        .generate(&mut input, 1, 2000)
        .expect("writing to a Vec succeeds");
    let mut group = c.benchmark_group("solitaire");
    group.sample_size(10);
    let memos = solve::Memos::default();
    group.bench_function("2000 random deals", |b| {
        b.iter(|| {
            dp_cli::scan::read_all(black_box(&input), parse::Deal::read_case)
                .into_iter()
                .map(|deal| {
                    solve::solve_probability(&deal.expect("gen writes valid deals"), &memos)
                        .rounded()
                        .len()
                })
                .sum::<usize>()
        });
    });
    group.finish();
}

criterion_group!(benches, two_thousand_deals);
criterion_main!(benches);
