//! The DP: Alice's magic stones minus Bob's when both pour bags optimally.
//!
//! **State.** `P`, the set of bags already poured. Who poured which bag, and when, does
//! not matter to the player about to move, and neither does the cooker as a separate
//! thing: it holds, of each color, the gems of the bags in `P` that have not melted, and
//! every S gems of a color melt as soon as they are together, so the cooker is
//! `total_c(P) mod S` for each color `c`. It is a function of `P`: 2^B states.
//!
//! **The move in O(1).** Likewise the stones made so far are
//! `stones(P) = Σ_c ⌊total_c(P) / S⌋`, whatever the order of pouring. So pouring bag `b`
//! makes exactly `stones(P ∪ {b}) − stones(P)` stones. One table of `stones(P)`, filled
//! once (each entry from a precomputed per-color sum of its low and its high bags), turns
//! every move into two lookups — the original write-up's solution recomputes the cooker
//! from all B bags, in all G colors, for every state and again for every move.
//!
//! **Value.** `f(P)` = the most the player to move can finish ahead of the other with the
//! bags of `P` poured.
//!
//! **Recurrence.** `f(all bags) = 0`; otherwise, with `gain(P, b) = stones(P ∪ {b}) −
//! stones(P)`:
//!
//! ```text
//! f(P) = max over bags b not in P of   gain + f(P ∪ {b})   if gain > 0  (a bonus turn:
//!                                                                       the same player
//!                                                                       moves again)
//!                                      −f(P ∪ {b})         if gain = 0  (the other player
//!                                                                       moves)
//! ```
//!
//! **Order of evaluation.** By layers: sets of `k` bags need only sets of `k + 1`, so the
//! layers go from B − 1 bags down to 0, and the sets within a layer are independent —
//! rayon spreads each layer over the cores. A set is split into its low (up to 10) and high
//! bags: each high part's sets of the layer are its low parts of the right size, listed in
//! advance, so the layer is enumerated without scanning all 2^B masks.
//!
//! **Answer.** `f(∅)`. The line of play is rebuilt from `∅` by taking, at each set, the
//! lowest-numbered bag that reaches `f`: deterministic whatever the threads did.
//!
//! **Complexity.** 2^B states, `B · 2^(B−1)` transitions of two lookups each, plus
//! `G · 2^B` for the stones table: at B = 21, 2 million states and 22 million transitions.
//! Memory 4 bytes a state (2 for `stones`, 2 for `f`).

use std::sync::atomic::{AtomicU32, Ordering};

use dp_core::bits::{full, ones};
use dp_core::memo::MaskTable;
use rayon::prelude::*;

use crate::parse::{Case, MAX_COLORS};

/// One turn of the line of play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Who poured: 0 Alice, 1 Bob.
    pub player: usize,
    /// The bag poured, from 0 in input order.
    pub bag: usize,
    /// The stones that pour made.
    pub stones: u32,
}

/// The value of a case, one optimal line of play, and what the run took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Alice's stones minus Bob's: the answer.
    pub difference: i32,
    /// Alice's stones along the line of play.
    pub alice: u32,
    /// Bob's stones along the line of play.
    pub bob: u32,
    /// One optimal play of the whole game, bonus turns included.
    pub line: Vec<Turn>,
    /// DP states evaluated (sets of poured bags).
    pub states: u64,
    /// Transitions compared (a set and a bag not in it).
    pub transitions: u64,
}

/// How many bags form the low part of a set (see the module docs).
const LOW_BAGS: u32 = 10;

/// Per-color gem totals of every subset of `bags`, indexed by the subset.
fn color_totals(bags: &[[u32; MAX_COLORS]]) -> Vec<[u16; MAX_COLORS]> {
    let mut totals = vec![[0u16; MAX_COLORS]; 1 << bags.len()];
    for set in 1..totals.len() {
        let lowest = set.trailing_zeros() as usize;
        let mut total = totals[set & (set - 1)];
        for (color, count) in total.iter_mut().enumerate() {
            // At most 26 bags of 100 gems: 2,600 fits u16.
            *count += bags[lowest][color] as u16;
        }
        totals[set] = total;
    }
    totals
}

/// The value of a move for the player making it: `gain + after` with a bonus turn,
/// `-after` without. Written without a branch, since whether a pour makes a stone is
/// close to a coin toss when S is small.
fn move_value(gain: i32, after: i32) -> i32 {
    let bonus_turn = i32::from(gain > 0);
    bonus_turn * (gain + 2 * after) - after
}

/// One entry of the DP table: `stones(P)` in the high 16 bits, `f(P)` (an `i16`) in the
/// low 16, so that a move reads both with one load. Atomic so that the threads of a layer
/// can share the table without locks; on x86 a relaxed atomic load or store is a plain
/// `mov`.
type Entry = AtomicU32;

fn stones_of(entry: u32) -> i32 {
    (entry >> 16) as i32
}

fn value_of(entry: u32) -> i32 {
    i32::from(entry as u16 as i16)
}

/// The table with `stones(P)` filled in for every set `P` of poured bags, `f` still 0.
fn table_with_stones(case: &Case) -> MaskTable<Entry> {
    let bag_count = case.bags.len() as u32;
    let low_bags = bag_count.min(LOW_BAGS);
    let (low, high) = case.bags.split_at(low_bags as usize);
    let low_totals = color_totals(low);
    let high_totals = color_totals(high);
    // No color ever has more gems than all the bags together.
    let total_gems: u32 = case.bags.iter().flatten().sum();
    let stones_of_gems: Vec<u32> = (0..=total_gems)
        .map(|gems| gems / case.stones_need)
        .collect();
    let colors = case.colors;
    let mut table = MaskTable::from_fn(bag_count, |_| AtomicU32::new(0));
    table
        .as_mut_slice()
        .par_chunks_mut(1 << low_bags)
        .zip(high_totals.par_iter())
        .for_each(|(chunk, high_total)| {
            for (entry, low_total) in chunk.iter_mut().zip(&low_totals) {
                let stones: u32 = (0..colors)
                    .map(|c| stones_of_gems[usize::from(low_total[c] + high_total[c])])
                    .sum();
                *entry.get_mut() = stones << 16;
            }
        });
    table
}

/// Solves one case.
pub fn solve(case: &Case) -> Solution {
    let bag_count = case.bags.len() as u32;
    let all_bags = full(bag_count);
    let table = table_with_stones(case);
    // Sliced to exactly all_bags + 1 entries: indexing with `set & all_bags` then needs no
    // bounds check, which is a sixth of the work of a move.
    let entries = &table.as_slice()[..=all_bags as usize];
    let entry = |set: u32| entries[(set & all_bags) as usize].load(Ordering::Relaxed);

    let low_bags = bag_count.min(LOW_BAGS);
    let mut low_parts_by_size = vec![Vec::new(); low_bags as usize + 1];
    for low in 0..1u32 << low_bags {
        low_parts_by_size[low.count_ones() as usize].push(low);
    }
    let evaluate = |set: u32| {
        let here = entry(set);
        let poured_stones = stones_of(here);
        let mut value = i32::MIN;
        for bag in ones(all_bags & !set) {
            let next = entry(set | 1 << bag);
            let gain = stones_of(next) - poured_stones;
            let after = value_of(next);
            value = value.max(move_value(gain, after));
        }
        // |f| is at most the stones there are: 26 bags × 100 gems / 1 = 2,600, an i16.
        let value_bits = u32::from(value as i16 as u16);
        entries[(set & all_bags) as usize]
            .store(here & 0xFFFF_0000 | value_bits, Ordering::Relaxed);
    };
    for layer in (0..bag_count).rev() {
        // Each high part with its low parts of the right size; rayon's join between
        // layers orders every store of layer k + 1 before the loads of layer k.
        (0..1u32 << (bag_count - low_bags))
            .into_par_iter()
            .for_each(|high| {
                let Some(low_size) = layer.checked_sub(high.count_ones()) else {
                    return;
                };
                for &low in low_parts_by_size
                    .get(low_size as usize)
                    .into_iter()
                    .flatten()
                {
                    evaluate(high << low_bags | low);
                }
            });
    }

    let difference = value_of(entry(0));
    let line = line_of_play(all_bags, &entry);
    let stones_of_player = |player| {
        line.iter()
            .filter(|t| t.player == player)
            .map(|t| t.stones)
            .sum()
    };
    let (alice, bob) = (stones_of_player(0), stones_of_player(1));
    debug_assert_eq!(alice as i32 - bob as i32, difference);
    Solution {
        difference,
        alice,
        bob,
        line,
        states: 1u64 << bag_count,
        transitions: u64::from(bag_count) << bag_count.saturating_sub(1),
    }
}

/// Walks from no bags poured to all, each time taking the lowest-numbered bag that
/// reaches the set's value.
fn line_of_play(all_bags: u32, entry: &impl Fn(u32) -> u32) -> Vec<Turn> {
    let mut line = Vec::new();
    let mut set = 0;
    let mut player = 0;
    while set != all_bags {
        let here = entry(set);
        let (bag, gain) = ones(all_bags & !set)
            .map(|bag| (bag, stones_of(entry(set | 1 << bag)) - stones_of(here)))
            .find(|&(bag, gain)| {
                let after = value_of(entry(set | 1 << bag));
                move_value(gain, after) == value_of(here)
            })
            .expect("some bag reaches the value of the set");
        line.push(Turn {
            player,
            bag: bag as usize,
            stones: gain as u32,
        });
        set |= 1 << bag;
        if gain == 0 {
            player = 1 - player;
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Case, read_case};

    fn cases(input: &[u8]) -> impl Iterator<Item = Case> {
        dp_core::scan::read_all(input, read_case)
            .into_iter()
            .map(|case| case.expect("valid"))
    }

    fn solve_all(input: &str) -> Vec<i32> {
        cases(input.as_bytes())
            .map(|case| solve(&case).difference)
            .collect()
    }

    #[test]
    fn the_judges_sample() {
        assert_eq!(
            solve_all("3 4 3 2 2 3 2 1 3 2 1 2 3 2 3 1 3 2 2 3 2 3 1 3 1 2 3 0 0 0"),
            [3, -3]
        );
    }

    #[test]
    fn no_bags_and_no_stones() {
        assert_eq!(solve_all("0 0 5\n3 2 5 1 1 1 2\n0 0 0"), [0, 0]);
    }

    #[test]
    fn a_bonus_turn_keeps_the_move() {
        // S = 1: every gem is a stone, every pour a bonus turn: Alice pours everything.
        let case = cases(b"2 3 1 1 1 2 1 2 1 2\n0 0 0").next().expect("a case");
        let solution = solve(&case);
        assert_eq!(
            (solution.difference, solution.alice, solution.bob),
            (4, 4, 0)
        );
        assert!(solution.line.iter().all(|turn| turn.player == 0));
        assert_eq!((solution.states, solution.transitions), (8, 12));
    }
}
