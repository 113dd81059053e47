//! One turn as a DP over hands: throw, keep, throw, keep, throw, score.
//!
//! With `scored[r]` the value of scoring the final roll `r` at its best (points now plus
//! the game's value afterwards), the turn is evaluated backwards:
//!
//! ```text
//! best0(r)  = scored(r)                                  no rerolls left: score it
//! keep1(h)  = mean over the next die f of keep1(h + f)   hold h, reroll the rest;
//!             = best0(h) when h has five dice            one die at a time
//! best1(r)  = max over hands h inside r of keep1(h)      what to hold, one reroll left
//! keep2, best2 likewise with best1
//! turn      = Σ over rolls r of P(r) · best2(r)
//! ```
//!
//! Adding one die at a time makes `keep` cost 6 steps a hand instead of enumerating every
//! outcome of the dice thrown, and `best` is found by removing one die at a time:
//! 462 hands × 6 for each table, about 8,000 steps a turn.

use super::dice::{FACES, FIRST_ROLL, HANDS, Hands, NONE, ROLLS};

/// The tables of one turn; kept whole only for `advise`.
#[derive(Clone, Debug)]
pub struct Turn {
    /// `keep[k][h]`: the value of holding hand `h` with `k` rerolls left (k = 1, 2; index
    /// 0 is the scored value of five-dice hands).
    pub keep: [Vec<f64>; 3],
    /// `best[k][h]`: the value of the best hand to hold inside `h`, `k` rerolls left.
    pub best: [Vec<f64>; 3],
    /// The value of the turn before the first throw.
    pub value: f64,
}

/// Fills `keep` for rerolls from `table_of_rolls` (values of five-dice hands).
fn keep_pass(hands: &Hands, rolls: &[f64], keep: &mut [f64]) {
    for hand in (0..HANDS).rev() {
        keep[hand] = if hand >= FIRST_ROLL {
            rolls[hand - FIRST_ROLL]
        } else {
            hands.add[hand]
                .iter()
                .map(|&bigger| keep[usize::from(bigger)])
                .sum::<f64>()
                / FACES as f64
        };
    }
}

/// Fills `best` from `keep`: the best hand to hold inside each hand.
fn best_pass(hands: &Hands, keep: &[f64], best: &mut [f64]) {
    for hand in 0..HANDS {
        let mut value = keep[hand];
        for &smaller in &hands.remove[hand] {
            if smaller != NONE {
                value = value.max(best[usize::from(smaller)]);
            }
        }
        best[hand] = value;
    }
}

/// Scratch space for [`turn_value`], reused across states.
#[derive(Clone, Debug)]
pub struct Scratch {
    keep: Vec<f64>,
    best: Vec<f64>,
    rolls: Vec<f64>,
}

impl Default for Scratch {
    fn default() -> Self {
        Self {
            keep: vec![0.0; HANDS],
            best: vec![0.0; HANDS],
            rolls: vec![0.0; ROLLS],
        }
    }
}

/// The value of a turn whose final rolls are worth `scored`.
pub fn turn_value(hands: &Hands, scored: &[f64], scratch: &mut Scratch) -> f64 {
    let Scratch { keep, best, rolls } = scratch;
    rolls.copy_from_slice(scored);
    for _ in 0..2 {
        keep_pass(hands, rolls, keep);
        best_pass(hands, keep, best);
        rolls.copy_from_slice(&best[FIRST_ROLL..]);
    }
    rolls
        .iter()
        .zip(&hands.roll_chance)
        .map(|(value, chance)| value * chance)
        .sum()
}

/// The whole turn, every table kept, for `advise`.
pub fn turn_tables(hands: &Hands, scored: &[f64]) -> Turn {
    let mut keep = [vec![0.0; HANDS], vec![0.0; HANDS], vec![0.0; HANDS]];
    let mut best = [vec![0.0; HANDS], vec![0.0; HANDS], vec![0.0; HANDS]];
    keep[0][FIRST_ROLL..].copy_from_slice(scored);
    best[0][FIRST_ROLL..].copy_from_slice(scored);
    for rerolls in 1..=2 {
        let rolls = best[rerolls - 1][FIRST_ROLL..].to_vec();
        keep_pass(hands, &rolls, &mut keep[rerolls]);
        best_pass(hands, &keep[rerolls], &mut best[rerolls]);
    }
    let value = best[2][FIRST_ROLL..]
        .iter()
        .zip(&hands.roll_chance)
        .map(|(v, c)| v * c)
        .sum();
    Turn { keep, best, value }
}
