//! The solver against a plain game-tree search written for the test: it carries the cooker
//! explicitly, melts gems one stone at a time as the statement tells, and tries every order
//! of the bags, with no memo and no stones table.

use gems_fight::parse::{Case, MAX_COLORS};
use gems_fight::solve::solve;
use proptest::prelude::*;

/// The most the player to move can finish ahead, given the cooker and the bags left.
fn search(case: &Case, cooker: [u32; MAX_COLORS], left: &mut Vec<usize>) -> i32 {
    if left.is_empty() {
        return 0;
    }
    let mut best = i32::MIN;
    for index in 0..left.len() {
        let bag = left.swap_remove(index);
        let mut after = cooker;
        let mut made = 0;
        for (in_cooker, &poured) in after.iter_mut().zip(&case.bags[bag]) {
            *in_cooker += poured;
            while *in_cooker >= case.stones_need {
                *in_cooker -= case.stones_need;
                made += 1;
            }
        }
        let rest = search(case, after, left);
        best = best.max(if made > 0 { made + rest } else { -rest });
        left.push(bag);
        let last = left.len() - 1;
        left.swap(index, last);
    }
    best
}

fn case() -> impl Strategy<Value = Case> {
    (1usize..=4, 1u32..=5, 0usize..=7).prop_flat_map(|(colors, stones_need, bag_count)| {
        let bag = prop::collection::vec(0..colors, 1..=6).prop_map(move |gems| {
            let mut counts = [0u32; MAX_COLORS];
            for color in gems {
                counts[color] += 1;
            }
            counts
        });
        prop::collection::vec(bag, bag_count).prop_map(move |bags| Case {
            colors,
            stones_need,
            bags,
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn solver_matches_game_tree_search(case in case()) {
        let expected = search(&case, [0; MAX_COLORS], &mut (0..case.bags.len()).collect());
        let solution = solve(&case);
        prop_assert_eq!(solution.difference, expected);

        // The line of play is a real game that ends in the optimal difference: every bag
        // once, stones as the cooker makes them, the turn passing only after a stoneless pour.
        let mut cooker = [0u32; MAX_COLORS];
        let mut player = 0;
        let mut totals = [0i32; 2];
        let mut bags: Vec<usize> = solution.line.iter().map(|turn| turn.bag).collect();
        for turn in &solution.line {
            prop_assert_eq!(turn.player, player);
            let mut made = 0;
            for (in_cooker, &poured) in cooker.iter_mut().zip(&case.bags[turn.bag]) {
                *in_cooker += poured;
                made += *in_cooker / case.stones_need;
                *in_cooker %= case.stones_need;
            }
            prop_assert_eq!(turn.stones, made);
            totals[player] += made as i32;
            if made == 0 {
                player = 1 - player;
            }
        }
        bags.sort_unstable();
        prop_assert_eq!(bags, (0..case.bags.len()).collect::<Vec<_>>());
        prop_assert_eq!(totals[0] - totals[1], expected);
        prop_assert_eq!((solution.alice as i32, solution.bob as i32), (totals[0], totals[1]));
    }
}
