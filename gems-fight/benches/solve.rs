//! The speed target: six worst-case cases (G = 8, B = 21, ten gems a bag), as
//! `gems-fight gen --seed 1 --count 6 --colors 8 --bags 21 --gems 10` writes them.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dp_cli::{Generate, ReadCase};
use gems_fight::generate::Knobs;
use gems_fight::{parse, solve};

fn six_worst_cases(c: &mut Criterion) {
    let mut input = Vec::new();
    let knobs = Knobs {
        colors: Some(8),
        bags: Some(21),
        gems: Some(10),
        stones_need: None,
    };
    knobs
        .generate(&mut input, 1, 6)
        .expect("writing to a Vec succeeds");
    let cases: Vec<parse::Case> = dp_cli::scan::read_all(&input, parse::Case::read_case)
        .into_iter()
        .map(|case| case.expect("gen writes valid cases"))
        .collect();
    let mut group = c.benchmark_group("gems-fight");
    group.sample_size(10);
    group.bench_function("six cases G=8 B=21 n=10", |b| {
        b.iter(|| {
            cases
                .iter()
                .map(|case| solve::solve(black_box(case)).difference)
                .sum::<i32>()
        });
    });
    group.finish();
}

criterion_group!(benches, six_worst_cases);
criterion_main!(benches);
