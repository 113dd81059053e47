//! The speed target: 1,000 random games (`yahtzee gen --seed 1 --count 1000`), parsed,
//! solved and printed, as the binary does.

use std::hint::black_box;
use std::io;

use criterion::{Criterion, criterion_group, criterion_main};
use yahtzee::rules::FullHouse;
use yahtzee::{Format, parse, write_answer};

fn thousand_games(c: &mut Criterion) {
    let mut input = Vec::new();
    yahtzee::generate::games(&mut input, 1, 1000).expect("writing to a Vec succeeds");
    c.bench_function("yahtzee 1000 games", |b| {
        b.iter(|| {
            let mut sink = io::sink();
            for (index, game) in parse::games(black_box(&input)).enumerate() {
                let game = game.expect("gen writes valid games");
                write_answer(
                    &mut sink,
                    Format::Plain,
                    FullHouse::FiveOfAKindCounts,
                    index + 1,
                    &game,
                )
                .expect("writing to a sink succeeds");
            }
        });
    });
}

criterion_group!(benches, thousand_games);
criterion_main!(benches);
