//! stone-game: any bytes parse to cases or to an error inside the input; every case solves
//! for several K, renders, and its line of play reproduces both scores.
#![no_main]

use dp_core::testing::assert_points_into;
use libfuzzer_sys::fuzz_target;
use stone_game::solve::{Record, line_of_play, solve};
use stone_game::{Format, parse, write_answer};

fuzz_target!(|data: &[u8]| {
    for (index, case) in parse::cases(data).enumerate() {
        match case {
            Ok(case) => {
                for max_take in [1, 3, 1 + data.len() % 7, usize::MAX] {
                    let solution = solve(&case.values, max_take, Record::LineOfPlay);
                    let takes = solution.best_takes.as_deref().expect("recorded");
                    let mut scores = [0i128; 2];
                    for step in line_of_play(&case.values, takes) {
                        assert!(step.take >= 1 && step.take <= max_take);
                        scores[step.player] += step.gain;
                    }
                    assert_eq!(scores, [solution.alice(), solution.bob()]);
                    assert_eq!(solve(&case.values, max_take, Record::Answer).difference, solution.difference);
                    for format in [Format::Plain, Format::Json, Format::Explain] {
                        write_answer(&mut std::io::sink(), format, max_take, index + 1, &case).expect("a sink takes it");
                    }
                }
            }
            Err(error) => assert_points_into(data, &error),
        }
    }
});
