//! stone-game: any bytes parse to cases or to an error inside the input; every case solves
//! for several K, renders in every view, and its line of play reproduces both scores.
#![no_main]

use dp_cli::ReadCase;
use dp_testing::{answer_all, assert_points_into};
use libfuzzer_sys::fuzz_target;
use dp_core::Record;
use stone_game::solve::{line_of_play, solve};
use stone_game::{Options, StoneGame, parse};

fuzz_target!(|data: &[u8]| {
    let takes = [1, 3, 1 + data.len() as u64 % 7, u64::MAX];
    for case in dp_cli::scan::read_all(data, parse::Case::read_case) {
        match case {
            Ok(case) => {
                for take in takes {
                    let max_take = (Options { take }).max_take();
                    let solution = solve(&case.values, max_take, Record::Everything);
                    let best_takes = solution.best_takes.as_deref().expect("recorded");
                    assert_eq!(line_of_play(&case.values, best_takes), solution.line);
                    let mut scores = [0i128; 2];
                    for step in &solution.line {
                        assert!(step.take >= 1 && step.take <= max_take);
                        scores[step.player] += step.gain;
                    }
                    assert_eq!(scores, [solution.alice(), solution.bob()]);
                    assert_eq!(
                        solve(&case.values, max_take, Record::Answer).difference,
                        solution.difference
                    );
                }
            }
            Err(error) => assert_points_into(data, &error),
        }
    }
    // Every view of every case, as the binary renders them.
    for take in takes {
        answer_all::<StoneGame>(data, &Options { take }, |_| true);
    }
});
