//! gems-fight: any bytes parse to cases or to an error inside the input; every small case
//! solves, renders, and its line of play, replayed with an explicit cooker, gives the answer.
#![no_main]

use dp_cli::ReadCase;
use dp_testing::{answer_all, assert_points_into};
use gems_fight::parse::{self, MAX_COLORS};
use gems_fight::{GemsFight, solve::solve};
use libfuzzer_sys::fuzz_target;

/// Larger cases are parsed only: 2^12 states keep an execution fast.
const SOLVED_UP_TO_BAGS: usize = 12;

fuzz_target!(|data: &[u8]| {
    let small = |case: &parse::Case| case.bags.len() <= SOLVED_UP_TO_BAGS;
    for case in dp_cli::scan::read_all(data, parse::Case::read_case) {
        match case {
            Ok(case) if case.bags.len() <= SOLVED_UP_TO_BAGS => {
                let solution = solve(&case);
                let mut cooker = [0u32; MAX_COLORS];
                let mut player = 0;
                let mut totals = [0i32; 2];
                for turn in &solution.line {
                    assert_eq!(turn.player, player);
                    let mut made = 0;
                    for (in_cooker, &poured) in cooker.iter_mut().zip(&case.bags[turn.bag]) {
                        *in_cooker += poured;
                        made += *in_cooker / case.stones_need;
                        *in_cooker %= case.stones_need;
                    }
                    assert_eq!(turn.stones, made);
                    totals[player] += made as i32;
                    if made == 0 {
                        player = 1 - player;
                    }
                }
                assert_eq!(solution.line.len(), case.bags.len());
                assert_eq!(totals[0] - totals[1], solution.difference);
            }
            Ok(_) => {}
            Err(error) => assert_points_into(data, &error),
        }
    }
    // Every view of every small case renders.
    answer_all::<GemsFight>(data, &Default::default(), small);
});
