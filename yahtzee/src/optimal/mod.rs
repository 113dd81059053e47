//! `yahtzee optimal`: the strategy that maximises the expected final score of the real
//! game, where the rolls are not known in advance — the classic two-level DP.
//!
//! **State between turns.** The set of used categories (13 bits), the upper-section
//! progress capped at 63 (the bonus only asks whether 63 was reached), and, for the rules
//! with a Yahtzee bonus, whether the Yahtzee box holds 50: 2^13 × 64 × 2 = 1,048,576
//! states, of which only those with a reachable upper sum, and the flag only once the
//! Yahtzee box is filled, are evaluated.
//!
//! **Recurrence between turns.** `V(all used) = 0`, and otherwise `V(s)` is the value of
//! one turn ([`turn`]) in which scoring the final roll `r` in an allowed category `c`
//! (the joker rules decide which are allowed, [`scoring`]) is worth
//!
//! ```text
//! points(r, c) + Yahtzee bonus + upper bonus (35 when this score takes the sum to 63)
//!             + V(s with c used, the sum and the flag updated)
//! ```
//!
//! and the roll is scored where that is largest.
//!
//! **Order.** By the number of used categories, from 12 down to 0: a turn uses one more.
//! The states of a layer are independent and are spread over the cores.
//!
//! **Answer.** `V(nothing used, sum 0, no flag)`: the expected final score of optimal play.
//!
//! **Complexity.** About 8,000 steps per turn evaluation (462 hands × 6, four passes) plus
//! 252 rolls × the open categories, for each of the evaluated states.

pub mod advise;
pub mod cache;
pub mod command;
pub mod dice;
pub mod report;
pub mod scoring;
pub mod turn;

use rayon::prelude::*;

use dice::{Hands, ROLLS};
use scoring::{CATEGORIES, Rules, Scoring, YAHTZEE_BOX};
use turn::{Scratch, turn_value};

use crate::rules::{BONUS_THRESHOLD, Category, UPPER_BONUS};

/// Upper-section progress values: 0 to 63, 63 meaning "63 or more".
pub const UPPER_PROGRESS: usize = 64;
/// All sets of used categories.
pub const CATEGORY_SETS: usize = 1 << CATEGORIES;

/// A state between turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    /// Used categories, bit `c` for [`Category`] number `c`.
    pub used: u16,
    /// Upper-section sum so far, capped at 63.
    pub upper: u8,
    /// Whether the Yahtzee box holds 50 (only with the Yahtzee box used).
    pub yahtzee_50: bool,
}

impl State {
    /// The opening state.
    pub const START: State = State {
        used: 0,
        upper: 0,
        yahtzee_50: false,
    };

    /// The index of this state in a value table.
    pub fn index(self) -> usize {
        (usize::from(self.used) * UPPER_PROGRESS + usize::from(self.upper)) * 2
            + usize::from(self.yahtzee_50)
    }
}

/// The value of every state under one rule set: the optimal strategy.
#[derive(Clone, Debug)]
pub struct Strategy {
    /// The rules.
    pub rules: Rules,
    /// `values[state.index()]`: the expected score still to come from that state.
    pub values: Vec<f64>,
    /// States evaluated (reachable ones only), by the number of used categories.
    pub states_by_layer: [u64; CATEGORIES],
}

/// For each set of used upper categories (6 bits), the upper sums (capped) it can have,
/// as a 64-bit set.
fn reachable_upper_sums() -> [u64; 64] {
    std::array::from_fn(|upper_used| {
        let mut sums = 1u64; // {0}
        for face in 1..=6usize {
            if upper_used >> (face - 1) & 1 == 1 {
                let mut next = 0u64;
                for sum in 0..UPPER_PROGRESS {
                    if sums >> sum & 1 == 1 {
                        for count in 0..=5 {
                            next |= 1 << (sum + face * count).min(UPPER_PROGRESS - 1);
                        }
                    }
                }
                sums = next;
            }
        }
        sums
    })
}

/// Where scoring `points` in `category` leads from `state` under `rules`, and the upper
/// bonus it earns. The Yahtzee flag is only kept by rules with a Yahtzee bonus: under UVa
/// rules it never matters, and only flag-less states are evaluated.
pub fn after_scoring(rules: Rules, state: State, category: usize, points: u32) -> (State, u32) {
    let mut next = State {
        used: state.used | 1 << category,
        ..state
    };
    let mut bonus = 0;
    if category < Category::UPPER {
        let sum = u32::from(state.upper) + points;
        if u32::from(state.upper) < BONUS_THRESHOLD && sum >= BONUS_THRESHOLD {
            bonus = UPPER_BONUS;
        }
        next.upper = sum.min(BONUS_THRESHOLD) as u8;
    }
    if category == YAHTZEE_BOX {
        next.yahtzee_50 = points == 50 && rules.has_yahtzee_bonus();
    }
    (next, bonus)
}

/// The value of scoring each final roll at its best in `state`, given the values of the
/// states one category later.
pub fn scored_values(scoring: &Scoring, values: &[f64], state: State, scored: &mut [f64]) {
    for (roll, slot) in scored.iter_mut().enumerate() {
        let extra = f64::from(scoring.yahtzee_bonus(roll, state.used, state.yahtzee_50));
        let mut best = f64::NEG_INFINITY;
        scoring.options(roll, state.used, |category, points| {
            let (next, bonus) = after_scoring(scoring.rules(), state, category, points);
            best = best.max(f64::from(points + bonus) + values[next.index()]);
        });
        *slot = best + extra;
    }
}

/// Computes the optimal strategy; `progress(done, total)` is called after each layer.
pub fn solve(rules: Rules, progress: impl Fn(u64, u64) + Sync) -> Strategy {
    solve_layers(rules, 0, progress)
}

/// The strategy for the states with at least `fewest_used` categories used — the whole
/// game for 0, the last turns of reduced games for more (their values do not depend on
/// the layers below).
pub fn solve_layers(
    rules: Rules,
    fewest_used: u32,
    progress: impl Fn(u64, u64) + Sync,
) -> Strategy {
    let hands = Hands::new();
    let scoring = Scoring::new(rules, &hands);
    let upper_sums = reachable_upper_sums();
    let mut values = vec![0.0; CATEGORY_SETS * UPPER_PROGRESS * 2];
    let flags: &[bool] = if rules.has_yahtzee_bonus() {
        &[false, true]
    } else {
        &[false]
    };
    let states_of = |used: u16| -> Vec<State> {
        let sums = upper_sums[usize::from(used) & 63];
        let yahtzee_used = used >> YAHTZEE_BOX & 1 == 1;
        (0..UPPER_PROGRESS as u8)
            .filter(|&upper| sums >> upper & 1 == 1)
            .flat_map(|upper| {
                flags
                    .iter()
                    .filter(move |&&flag| !flag || yahtzee_used)
                    .map(move |&yahtzee_50| State {
                        used,
                        upper,
                        yahtzee_50,
                    })
            })
            .collect()
    };
    let total: u64 = (0..CATEGORY_SETS as u16)
        .filter(|&used| (fewest_used..CATEGORIES as u32).contains(&used.count_ones()))
        .map(|used| states_of(used).len() as u64)
        .sum();
    let mut done = 0u64;
    let mut states_by_layer = [0u64; CATEGORIES];
    for layer in (fewest_used..CATEGORIES as u32).rev() {
        let sets: Vec<u16> = (0..CATEGORY_SETS as u16)
            .filter(|used| used.count_ones() == layer)
            .collect();
        let results: Vec<(usize, f64)> = sets
            .par_iter()
            .map_init(
                || (Scratch::default(), vec![0.0; ROLLS]),
                |(scratch, scored), &used| {
                    states_of(used)
                        .into_iter()
                        .map(|state| {
                            scored_values(&scoring, &values, state, scored);
                            (state.index(), turn_value(&hands, scored, scratch))
                        })
                        .collect::<Vec<_>>()
                },
            )
            .flatten()
            .collect();
        done += results.len() as u64;
        states_by_layer[layer as usize] = results.len() as u64;
        for (index, value) in results {
            values[index] = value;
        }
        progress(done, total);
    }
    Strategy {
        rules,
        values,
        states_by_layer,
    }
}

impl Strategy {
    /// The expected final score of optimal play from the opening.
    pub fn expected_score(&self) -> f64 {
        self.values[State::START.index()]
    }

    /// The expected score still to come from `state`.
    pub fn value(&self, state: State) -> f64 {
        self.values[state.index()]
    }

    /// States evaluated in all.
    pub fn states(&self) -> u64 {
        self.states_by_layer.iter().sum()
    }
}
