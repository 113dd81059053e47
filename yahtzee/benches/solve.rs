//! The speed target: 1,000 random games (`yahtzee gen --seed 1 --count 1000`), parsed,
//! solved and printed, as the binary does.

use std::hint::black_box;
use std::io;

use criterion::{Criterion, criterion_group, criterion_main};
use dp_cli::{Generate, Problem, ReadCase, View, Views};
use yahtzee::{Options, Yahtzee, parse};

fn thousand_games(c: &mut Criterion) {
    let mut input = Vec::new();
    yahtzee::generate::Knobs { same: None }
        .generate(&mut input, 1, 1000)
        .expect("writing to a Vec succeeds");
    let options = Options::default();
    c.bench_function("yahtzee 1000 games", |b| {
        b.iter(|| {
            let mut sink = io::sink();
            for game in dp_cli::scan::read_all(black_box(&input), parse::Game::read_case) {
                let game = game.expect("gen writes valid games");
                let solved = Yahtzee::solve(&game, &options, View::Plain, &());
                solved.plain(&mut sink).expect("writing to a sink succeeds");
            }
        });
    });
}

criterion_group!(benches, thousand_games);
criterion_main!(benches);
