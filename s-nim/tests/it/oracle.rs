//! The solver against an independent brute force (`oracle_reference.rs`, written from the
//! statement by another hand: a memoised search of the whole multi-heap game tree, with
//! no Grundy numbers and no XOR), on small random cases: every letter must agree, and
//! every winning move the solver names must be legal and leave a position the oracle
//! calls lost.

use proptest::prelude::*;
use s_nim::parse::Case;
use s_nim::solve::solve;

use crate::oracle_reference::oracle_s_nim;

fn to_usize(values: &[u32]) -> Vec<usize> {
    values.iter().map(|&v| v as usize).collect()
}

/// Checks one case against the oracle; returns how many positions were compared.
fn check(moves: &[u32], positions: &[Vec<u32>]) -> Result<usize, TestCaseError> {
    let case = Case::new(moves, positions);
    let plain = solve(&case, false);
    let solution = solve(&case, true);
    prop_assert_eq!(&plain.wins, &solution.wins);
    let detail = solution.detail.expect("asked for");
    let oracle_moves = to_usize(moves);
    for ((heaps, &wins), position) in positions.iter().zip(&solution.wins).zip(&detail.positions) {
        let expected = oracle_s_nim(&oracle_moves, &to_usize(heaps));
        prop_assert_eq!(wins, expected, "S = {:?}, heaps {:?}", moves, heaps);
        prop_assert_eq!(position.winning.is_some(), wins, "heaps {:?}", heaps);
        if let Some(step) = position.winning {
            prop_assert!(moves.contains(&step.take));
            prop_assert_eq!(step.from, heaps[step.heap]);
            prop_assert!(step.take <= step.from);
            let mut after = heaps.clone();
            after[step.heap] -= step.take;
            prop_assert!(
                !oracle_s_nim(&oracle_moves, &to_usize(&after)),
                "S = {:?}: {:?} -> {:?} is not lost for the other player",
                moves,
                heaps,
                after
            );
        }
    }
    Ok(positions.len())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// Up to 4 moves of 1 to 8 beads, up to 4 positions of up to 4 heaps of up to 12.
    #[test]
    fn small_cases_agree_with_the_game_tree(
        moves in prop::collection::vec(1u32..=8, 1..=4),
        positions in prop::collection::vec(prop::collection::vec(0u32..=12, 0..=4), 0..=4),
    ) {
        check(&moves, &positions)?;
    }

    /// Many moves (duplicates likely, some larger than every heap), one or two larger heaps.
    #[test]
    fn many_moves_and_larger_heaps_agree(
        moves in prop::collection::vec(1u32..=40, 1..=20),
        positions in prop::collection::vec(prop::collection::vec(0u32..=60, 1..=2), 1..=3),
    ) {
        check(&moves, &positions)?;
    }
}

#[test]
fn the_judges_sample_and_hand_worked_cases_agree() {
    let positions = [vec![5, 12], vec![2, 4, 7], vec![2, 3, 7, 12]];
    for moves in [&[2, 5][..], &[1, 2, 3, 4, 5], &[7, 1, 1], &[3], &[1]] {
        check(moves, &positions).expect("agrees");
    }
}

#[test]
fn every_single_heap_to_300_of_a_few_move_sets_agrees() {
    // One heap: the oracle's search is the plain win/lose recursion, cheap to 300.
    for moves in [&[1, 3, 4][..], &[2, 7, 11, 100], &[5], &[64, 1, 2, 3, 9]] {
        let positions: Vec<Vec<u32>> = (0..=300).map(|h| vec![h]).collect();
        assert_eq!(check(moves, &positions).expect("agrees"), 301);
    }
}
