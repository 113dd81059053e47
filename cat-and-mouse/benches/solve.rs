//! The speed target's workloads: 300 graphs of 50 nodes, sparse (draw-heavy: the search
//! runs until nothing changes) and dense (the start is decided early), answered plainly by
//! the rows of bits (graphs of up to 64 nodes), as
//! `cat-and-mouse gen --seed 1 --count 300 --nodes 50 --density 4` (or `60`) writes them;
//! and the largest graphs the limits allow, 1,000 nodes, sparse (1%) and at 20% density
//! (about 100,000 edges, the slowest of 1%, 20% and 100%: a complete graph has the
//! mouse next to the hole), answered plainly and with the table `explain` reads.

use std::hint::black_box;

use cat_and_mouse::generate::Knobs;
use cat_and_mouse::parse::Case;
use cat_and_mouse::solve::solve;
use criterion::{Criterion, criterion_group, criterion_main};
use dp_cli::cli::Span;
use dp_cli::{Generate, ReadCase};

fn graphs(count: u64, nodes: u64, density: u64) -> Vec<Case> {
    let knobs = Knobs {
        nodes: Some(Span::new(nodes, nodes)),
        density: Some(Span::new(density, density)),
    };
    let mut text = Vec::new();
    knobs.generate(&mut text, 1, count).expect("a Vec takes it");
    let parsed = dp_cli::scan::read_all(&text, Case::read_case);
    parsed
        .into_iter()
        .map(|case| case.expect("gen writes valid graphs"))
        .collect()
}

fn speed_target(c: &mut Criterion) {
    let mut group = c.benchmark_group("cat-and-mouse");
    group.sample_size(10);
    for (name, density) in [
        ("300 graphs n=50 sparse 4%", 4),
        ("300 graphs n=50 dense 60%", 60),
    ] {
        let input = graphs(300, 50, density);
        group.bench_function(name, |b| {
            b.iter(|| {
                input
                    .iter()
                    .map(|case| solve(black_box(case), false).outcome as u32)
                    .sum::<u32>()
            });
        });
    }
    let sparse = graphs(1, 1000, 1).remove(0);
    group.bench_function("n=1000 sparse 1%", |b| {
        b.iter(|| solve(black_box(&sparse), false).outcome)
    });
    group.bench_function("n=1000 sparse 1% with the table", |b| {
        b.iter(|| solve(black_box(&sparse), true).table.map(|t| t.order.len()));
    });
    let dense = graphs(1, 1000, 20).remove(0);
    group.bench_function("n=1000 density 20%", |b| {
        b.iter(|| solve(black_box(&dense), false).outcome)
    });
    group.finish();
}

criterion_group!(benches, speed_target);
criterion_main!(benches);
