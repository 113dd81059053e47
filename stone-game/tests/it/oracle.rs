//! The solver against a plain game-tree search written for the test: every line of play,
//! both players maximising their own final score, no memo, no score-difference trick.

use dp_core::Record;
use proptest::prelude::*;
use stone_game::solve::{line_of_play, solve};

/// (Alice's final score, Bob's) under optimal play from pile `first` with `mover` to move.
fn minimax(values: &[i64], first: usize, max_take: usize, mover: usize) -> [i128; 2] {
    if first == values.len() {
        return [0, 0];
    }
    let mut best: Option<[i128; 2]> = None;
    for take in 1..=max_take.min(values.len() - first) {
        let gain: i128 = values[first..first + take]
            .iter()
            .map(|&v| i128::from(v))
            .sum();
        let mut scores = minimax(values, first + take, max_take, 1 - mover);
        scores[mover] += gain;
        // The mover keeps the line that ends best for them.
        if best.is_none_or(|b| scores[mover] > b[mover]) {
            best = Some(scores);
        }
    }
    best.expect("at least one move when piles are left")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn solver_matches_game_tree_search(
        values in prop::collection::vec(-20i64..=20, 0..=12),
        max_take in 1usize..=5,
    ) {
        let expected = minimax(&values, 0, max_take, 0);
        let solution = solve(&values, max_take, Record::Everything);
        prop_assert_eq!([solution.alice(), solution.bob()], expected);
        prop_assert_eq!(solution.difference, expected[0] - expected[1]);
        let answer_only = solve(&values, max_take, Record::Answer);
        prop_assert_eq!(answer_only.difference, solution.difference);
        prop_assert!(answer_only.best_takes.is_none() && answer_only.line.is_empty());

        // The line of play is the one the recorded takes make; it is legal, covers every
        // pile, alternates, and is optimal: it ends in the scores of the search.
        let takes = solution.best_takes.as_deref().expect("recorded");
        let line = &solution.line;
        prop_assert_eq!(&line_of_play(&values, takes), line);
        let mut next_pile = 0;
        let mut scores = [0i128; 2];
        for (index, step) in line.iter().enumerate() {
            prop_assert_eq!(step.player, index % 2);
            prop_assert_eq!(step.first_pile, next_pile);
            prop_assert!((1..=max_take).contains(&step.take));
            let gain: i128 = values[next_pile..next_pile + step.take].iter().map(|&v| i128::from(v)).sum();
            prop_assert_eq!(step.gain, gain);
            scores[step.player] += gain;
            next_pile += step.take;
        }
        prop_assert_eq!(next_pile, values.len());
        prop_assert_eq!(scores, expected);
    }

    #[test]
    fn values_stored_in_32_bits_solve_as_in_64(
        narrow in prop::collection::vec(
            prop_oneof![
                -20i32..=20,
                Just(i32::MIN),
                Just(i32::MAX),
                (i32::MIN..=i32::MIN + 5),
                (i32::MAX - 5..=i32::MAX),
                any::<i32>(),
            ],
            0..=40,
        ),
        max_take in 1usize..=6,
    ) {
        // The case keeps a line's values in 32 bits when they fit: every view of the DP
        // must be the same as from the same values in 64.
        let wide: Vec<i64> = narrow.iter().map(|&v| i64::from(v)).collect();
        for record in [Record::Answer, Record::Line, Record::Table, Record::Everything] {
            prop_assert_eq!(solve(&narrow, max_take, record), solve(&wide, max_take, record));
        }
    }

    #[test]
    fn huge_values_are_exact(values in prop::collection::vec(any::<i64>(), 0..=9), max_take in 1usize..=4) {
        let expected = minimax(&values, 0, max_take, 0);
        let solution = solve(&values, max_take, Record::Answer);
        prop_assert_eq!([solution.alice(), solution.bob()], expected);
    }
}
