//! `yahtzee optimal`: the whole strategy (uva rules, the smallest table, and Scandinavian
//! Yatzy's 15 boxes, the largest; hasbro in the README's side-by-side figures), one batch
//! of states through a turn, and reading the saved table back with all its checks.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use yahtzee_optimal::cache::{read_table, write_table};
use yahtzee_optimal::scoring::Rules;
use yahtzee_optimal::turn::LANES;
use yahtzee_optimal::{Evaluator, Scratch, State, solve};

fn optimal(c: &mut Criterion) {
    let mut group = c.benchmark_group("optimal");
    group.sample_size(10);
    group.bench_function("uva strategy", |b| {
        b.iter(|| solve(black_box(Rules::Uva), |_, _| {}));
    });
    group.bench_function("yatzy strategy", |b| {
        b.iter(|| solve(black_box(Rules::Yatzy), |_, _| {}));
    });
    let strategy = solve(Rules::Hasbro, |_, _| {});
    let evaluator = Evaluator::new(Rules::Hasbro);
    let lanes: [State; LANES] = std::array::from_fn(|lane| State {
        used: 0b0_0010_0000_0011,
        upper: lane as u8,
        yahtzee_50: false,
    });
    let mut scratch = Scratch::<LANES>::for_solving();
    group.bench_function("hasbro turn of 16 states", |b| {
        b.iter(|| evaluator.evaluate(strategy.later(), black_box(&lanes), &mut scratch));
    });
    let mut bytes = Vec::new();
    write_table(&mut bytes, &strategy).expect("writing to a Vec succeeds");
    group.bench_function("hasbro table read and checked", |b| {
        b.iter(|| read_table(&mut black_box(&bytes[..]), Rules::Hasbro).expect("valid"));
    });
    group.finish();
}

criterion_group!(benches, optimal);
criterion_main!(benches);
