//! The speed target's workload: 200 cases with M = 20 and T from 150 to 210, as
//! `can-i-win gen --seed 1 --count 200 --max-number 20 --target 150-210` writes them,
//! answered as a run answers them (one set of sweeps for the whole input); and one case's
//! detailed pass, what `explain` and `--json` add.

use std::hint::black_box;

use can_i_win::generate::Knobs;
use can_i_win::parse::Case;
use can_i_win::solve::{Sweeps, solve};
use criterion::{Criterion, criterion_group, criterion_main};
use dp_cli::cli::Span;
use dp_cli::{Generate, ReadCase};

fn benchmark_input() -> Vec<Case> {
    let knobs = Knobs {
        max_number: Some(Span::new(20, 20)),
        target: Some(Span::new(150, 210)),
    };
    let mut text = Vec::new();
    knobs.generate(&mut text, 1, 200).expect("a Vec takes it");
    let parsed = dp_cli::scan::read_all(&text, Case::read_case);
    parsed
        .into_iter()
        .map(|case| case.expect("gen writes valid cases"))
        .collect()
}

fn speed_target(c: &mut Criterion) {
    let input = benchmark_input();
    let mut group = c.benchmark_group("can-i-win");
    group.sample_size(10);
    group.bench_function("200 cases M=20 T=150..210", |b| {
        b.iter(|| {
            // A fresh run: no sweep made yet.
            let mut sweeps = Sweeps::default();
            let wins = input
                .iter()
                .filter(|case| sweeps.first_player_wins(case.max_number, case.target));
            wins.count()
        });
    });
    let case = Case {
        max_number: 20,
        target: 175,
    };
    group.bench_function("explain's pass M=20 T=175", |b| {
        b.iter(|| {
            solve(black_box(&case), true, &Default::default())
                .line
                .len()
        });
    });
    group.finish();
}

criterion_group!(benches, speed_target);
criterion_main!(benches);
