//! game-of-sum: any bytes parse to cases or to an error inside the input; every case (of up
//! to 2,000 numbers: beyond, the line of play keeps n(n + 1) bytes) solves and renders in
//! every view, the answer-only sweep agrees with the line-recording DP, and the line of
//! play is legal and reproduces both scores.
#![no_main]

use dp_cli::ReadCase;
use dp_testing::{answer_all, assert_points_into};
use dp_core::Record;
use game_of_sum::solve::{Side, solve};
use game_of_sum::{GameOfSum, parse};
use libfuzzer_sys::fuzz_target;

const SOLVED: usize = 2_000;

fuzz_target!(|data: &[u8]| {
    for case in dp_cli::scan::read_all(data, parse::Case::read_case) {
        match case {
            Ok(case) if case.values.len() <= SOLVED => {
                let values = &case.values;
                let solution = solve(values, Record::Line);
                assert_eq!(
                    solve(values, Record::Answer).difference,
                    solution.difference
                );
                let (mut low, mut high) = (0, values.len());
                let mut scores = [0i64; 2];
                for (index, step) in solution.line.iter().enumerate() {
                    assert_eq!(step.player, index % 2);
                    assert!(step.take() >= 1 && step.take() <= high - low);
                    match step.side {
                        Side::Left => {
                            assert_eq!(step.first, low);
                            low += step.take();
                        }
                        Side::Right => {
                            assert_eq!(step.last, high - 1);
                            high -= step.take();
                        }
                    }
                    assert_eq!(
                        step.gain,
                        values[step.first..=step.last].iter().sum::<i64>()
                    );
                    scores[step.player] += step.gain;
                }
                assert_eq!(low, high);
                assert_eq!(scores, [solution.first_score(), solution.second_score()]);
            }
            Ok(_) => {}
            Err(error) => assert_points_into(data, &error),
        }
    }
    answer_all::<GameOfSum>(data, &Default::default(), |case| {
        case.values.len() <= SOLVED
    });
});
