//! `yahtzee optimal`: the whole strategy (uva rules, the smallest table, and Scandinavian
//! Yatzy's 15 boxes, the largest; hasbro in the README's side-by-side figures), one batch
//! of states through a turn (hasbro's, and Maxi Yatzy's scoring alone and with the turn),
//! and reading the saved table back with all its checks.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use yahtzee_optimal::cache::{read_table, write_table};
use yahtzee_optimal::scoring::Rules;
use yahtzee_optimal::turn::LANES;
use yahtzee_optimal::{Evaluator, Later, Scratch, State, solve};

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
    // Maxi Yatzy: one group of 16 states of a middle layer (ten boxes used: the sixes,
    // the three pair boxes and six more lower boxes), scored, then scored and taken
    // through the turn;
    // the later layers are zeros, which costs the same arithmetic as real values.
    let maxi = Evaluator::new(Rules::Maxi);
    let values = vec![0.0; maxi.layout.len()];
    let later = Later {
        values: &values,
        offset: 0,
    };
    let maxi_lanes: [State; LANES] = std::array::from_fn(|lane| State {
        used: 0b0000_0111_1111_1110_0000 | 1 << 5,
        upper: 6 * (lane as u8 % 7),
        yahtzee_50: false,
    });
    let mut maxi_scratch = Scratch::<LANES>::for_solving();
    group.bench_function("maxi scoring of 16 states", |b| {
        b.iter(|| maxi.score_rolls(later, black_box(&maxi_lanes), &mut maxi_scratch));
    });
    group.bench_function("maxi turn of 16 states", |b| {
        b.iter(|| maxi.evaluate(later, black_box(&maxi_lanes), &mut maxi_scratch));
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
