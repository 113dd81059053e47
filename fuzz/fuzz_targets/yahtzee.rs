//! yahtzee: any bytes parse to games or to an error inside the input; every game solves,
//! renders in every view, and its assignment reproduces the total.
#![no_main]

use dp_testing::answer_all;
use dp_cli::{Problem, ReadCase, View};
use libfuzzer_sys::fuzz_target;
use yahtzee::rules::bonus;
use yahtzee::{Options, Yahtzee, parse};

fuzz_target!(|data: &[u8]| {
    let options = Options {
        strict_full_house: data.len() % 2 == 1,
    };
    // Every view of every game, as the binary renders them; an error must point into the input.
    answer_all::<Yahtzee>(data, &options, |_| true);
    for game in dp_cli::scan::read_all(data, parse::Game::read_case)
        .into_iter()
        .flatten()
    {
        let solved = Yahtzee::solve(&game, &options, View::Explain, &());
        let (table, solution) = (&solved.table, &solved.best);
        let mut rolls = solution.roll_of_category;
        rolls.sort_unstable();
        assert_eq!(rolls, std::array::from_fn(|roll| roll));
        for (category, &roll) in solution.roll_of_category.iter().enumerate() {
            assert_eq!(solution.scores[category], table[roll][category]);
        }
        let upper: u32 = solution.scores[..6].iter().sum();
        assert_eq!(
            solution.total,
            solution.scores.iter().sum::<u32>() + bonus(upper)
        );
    }
});
