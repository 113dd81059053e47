//! The solver against an oracle written independently of it: the textbook DP over
//! (categories used, exact upper-section sum), with its own scoring, on thousands of random
//! games biased towards many equal dice so that the bonus is often in play.

use proptest::prelude::*;
use yahtzee::solve::solve;
use yahtzee_optimal::rules::{Dice, FullHouse, score_table};

/// Scores written from the statement, without looking at `yahtzee::rules`.
fn oracle_score(dice: &Dice, category: usize, strict_full_house: bool) -> u32 {
    let mut sorted = *dice;
    sorted.sort_unstable();
    let sum: u32 = dice.iter().map(|&d| u32::from(d)).sum();
    let count = |face: u8| dice.iter().filter(|&&d| d == face).count();
    let max_count = (1..=6).map(count).max().unwrap_or(0);
    let contains_all = |faces: &[u8]| faces.iter().all(|f| dice.contains(f));
    match category {
        0..=5 => {
            let face = category as u8 + 1;
            u32::from(face) * count(face) as u32
        }
        6 => sum,
        7 if max_count >= 3 => sum,
        8 if max_count >= 4 => sum,
        9 if max_count == 5 => 50,
        10 if [[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]]
            .iter()
            .any(|run| contains_all(run)) =>
        {
            25
        }
        11 if sorted == [1, 2, 3, 4, 5] || sorted == [2, 3, 4, 5, 6] => 35,
        12 => {
            let mut counts: Vec<usize> = (1..=6).map(count).filter(|&c| c > 0).collect();
            counts.sort_unstable();
            let three_and_two = counts == [2, 3];
            if three_and_two || (!strict_full_house && counts == [5]) {
                40
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// The textbook DP: rolls in input order, state = (categories used, exact upper sum).
fn oracle_best_total(rolls: &[Dice; 13], strict_full_house: bool) -> u32 {
    const MAX_UPPER: usize = 5 * (1 + 2 + 3 + 4 + 5 + 6);
    let scores: Vec<Vec<u32>> = rolls
        .iter()
        .map(|roll| {
            (0..13)
                .map(|c| oracle_score(roll, c, strict_full_house))
                .collect()
        })
        .collect();
    let mut best = vec![[None::<u32>; MAX_UPPER + 1]; 1 << 13];
    best[0][0] = Some(0);
    for used in 0..(1usize << 13) {
        let roll_scores = &scores[used.count_ones() as usize % 13];
        for upper in 0..=MAX_UPPER {
            let Some(value) = best[used][upper] else {
                continue;
            };
            if used == (1 << 13) - 1 {
                continue;
            }
            for category in (0..13).filter(|c| used >> c & 1 == 0) {
                let score = roll_scores[category];
                let next_upper = if category < 6 {
                    upper + score as usize
                } else {
                    upper
                };
                let slot = &mut best[used | 1 << category][next_upper];
                *slot = Some(slot.map_or(value + score, |old| old.max(value + score)));
            }
        }
    }
    best[(1 << 13) - 1]
        .iter()
        .enumerate()
        .filter_map(|(upper, value)| value.map(|v| v + if upper >= 63 { 35 } else { 0 }))
        .max()
        .expect("every game has a complete assignment")
}

fn roll() -> impl Strategy<Value = Dice> {
    prop_oneof![
        prop::array::uniform5(1..=6u8),
        // Many equal dice: the upper section then often reaches 63.
        (1..=6u8, 3..=5usize, prop::array::uniform5(1..=6u8)).prop_map(
            |(face, copies, mut dice)| {
                dice[..copies].fill(face);
                dice
            }
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn solver_matches_the_textbook_dp(
        rolls in prop::array::uniform13(roll()),
        strict_full_house in any::<bool>(),
    ) {
        let full_house = if strict_full_house { FullHouse::Strict } else { FullHouse::FiveOfAKindCounts };
        let solution = solve(&score_table(&rolls, full_house));

        prop_assert_eq!(solution.total, oracle_best_total(&rolls, strict_full_house));

        // The printed scores are a real assignment: each roll used once, scores as scored.
        let mut rolls_used = solution.roll_of_category.to_vec();
        rolls_used.sort_unstable();
        prop_assert_eq!(rolls_used, (0..13).collect::<Vec<_>>());
        for category in 0..13 {
            let roll = &rolls[solution.roll_of_category[category]];
            prop_assert_eq!(solution.scores[category], oracle_score(roll, category, strict_full_house));
        }
        let upper: u32 = solution.scores[..6].iter().sum();
        prop_assert_eq!(solution.bonus, if upper >= 63 { 35 } else { 0 });
        prop_assert_eq!(solution.total, solution.scores.iter().sum::<u32>() + solution.bonus);
    }
}
