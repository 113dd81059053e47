//! yahtzee: any bytes parse to games or to an error inside the input; every game solves,
//! renders, and its assignment reproduces the total.
#![no_main]

use dp_core::testing::assert_points_into;
use libfuzzer_sys::fuzz_target;
use yahtzee::rules::{FullHouse, bonus, score_table};
use yahtzee::{Format, parse, solve::solve, write_answer};

fuzz_target!(|data: &[u8]| {
    let full_house = if data.len() % 2 == 0 { FullHouse::FiveOfAKindCounts } else { FullHouse::Strict };
    for (index, game) in parse::games(data).enumerate() {
        match game {
            Ok(game) => {
                let table = score_table(&game.rolls, full_house);
                let solution = solve(&table);
                let mut rolls = solution.roll_of_category;
                rolls.sort_unstable();
                assert_eq!(rolls, std::array::from_fn(|roll| roll));
                for (category, &roll) in solution.roll_of_category.iter().enumerate() {
                    assert_eq!(solution.scores[category], table[roll][category]);
                }
                let upper: u32 = solution.scores[..6].iter().sum();
                assert_eq!(solution.total, solution.scores.iter().sum::<u32>() + bonus(upper));
                for format in [Format::Plain, Format::Json, Format::Explain] {
                    write_answer(&mut std::io::sink(), format, full_house, index + 1, &game).expect("a sink takes it");
                }
            }
            Err(error) => assert_points_into(data, &error),
        }
    }
});
