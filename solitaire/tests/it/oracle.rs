//! The solver against an exact-fraction search written for the test: the piles as vectors
//! of cards, moves found by comparing top cards, a memo keyed by the piles' heights, and
//! every probability a fraction of big integers from the start.

use std::collections::BTreeMap;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use proptest::prelude::*;
use solitaire::parse::{Card, Deal};
use solitaire::solve::{round_to_6_places, solve};

struct Oracle {
    piles: Vec<Vec<Card>>,
    memo: BTreeMap<Vec<usize>, BigRational>,
}

impl Oracle {
    fn probability(&mut self) -> BigRational {
        let heights: Vec<usize> = self.piles.iter().map(Vec::len).collect();
        if let Some(known) = self.memo.get(&heights) {
            return known.clone();
        }
        let value = if heights.iter().all(|&h| h == 0) {
            BigRational::one()
        } else {
            let mut sum = BigRational::zero();
            let mut moves = 0;
            for a in 0..self.piles.len() {
                for b in a + 1..self.piles.len() {
                    let (Some(top_a), Some(top_b)) = (self.piles[a].last(), self.piles[b].last())
                    else {
                        continue;
                    };
                    if top_a.rank != top_b.rank {
                        continue;
                    }
                    let (card_a, card_b) = (self.piles[a].pop(), self.piles[b].pop());
                    sum += self.probability();
                    self.piles[a].extend(card_a);
                    self.piles[b].extend(card_b);
                    moves += 1;
                }
            }
            if moves == 0 {
                sum
            } else {
                sum / BigInt::from(moves)
            }
        };
        self.memo.insert(heights, value.clone());
        value
    }
}

fn deal() -> impl Strategy<Value = Deal> {
    Just(Card::deck()).prop_shuffle().prop_map(|cards| {
        let mut piles = [[cards[0]; 4]; 9];
        for (slot, card) in piles.as_flattened_mut().iter_mut().zip(cards) {
            *slot = card;
        }
        Deal { piles }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn solver_matches_exact_fraction_search(deal in deal()) {
        let mut oracle = Oracle { piles: deal.piles.iter().map(|pile| pile.to_vec()).collect(), memo: BTreeMap::new() };
        let expected = oracle.probability();
        let solution = solve(&deal);

        prop_assert_eq!(solution.exact(), expected.clone());
        prop_assert_eq!(solution.rounded(), round_to_6_places(&expected));
        let as_f64 = expected.numer().to_string().parse::<f64>().unwrap_or(f64::NAN)
            / expected.denom().to_string().parse::<f64>().unwrap_or(f64::NAN);
        prop_assert!((solution.probability() - as_f64).abs() <= 1e-12, "{} vs {}", solution.probability(), as_f64);
        prop_assert_eq!(solution.reachable_states(), oracle.memo.len());
        prop_assert_eq!(solution.winnable(), expected > BigRational::zero());

        // The winning line is a real game that clears the table.
        match solution.winning_line() {
            None => prop_assert!(expected.is_zero()),
            Some(line) => {
                let mut piles: Vec<Vec<Card>> = deal.piles.iter().map(|pile| pile.to_vec()).collect();
                for step in &line {
                    let (a, b) = step.piles;
                    let (top_a, top_b) = (piles[a].pop(), piles[b].pop());
                    prop_assert!(top_a.is_some() && top_a.map(|c| c.rank) == top_b.map(|c| c.rank));
                }
                prop_assert!(piles.iter().all(Vec::is_empty));
            }
        }
    }
}
