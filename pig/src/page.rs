//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything new: the numbers are those of the
//! solution's table and policy, and the roll and hold values of [`solve::moves`], which
//! reads the table (one pass down the turn totals of a pair, as `advise` does).
//!
//! The policy is drawn as a grid of pairs of scores `(i, j)`: every score for GOAL ≤
//! [`WHOLE_GRID`], else every `step`-th, so that a case stays about 100 × 100 cells
//! whatever its goal (an even `step` for a 2-sided die, whose odd scores are never
//! reached). Cell `(r, c)` of the grid is my score `i = r·step` against their
//! score `j = c·step`, at index `r·n + c` of each flat array; its `data-entry` is `"i-j"`.
//!
//! The schema is the types below, one field a line: `lesson.js` reads exactly these names.

use serde::{Deserialize, Serialize};

use crate::parse::Case;
use crate::solve::{self, Solution};

/// The grid is whole (every score) up to this goal, else every `step`-th score.
pub const WHOLE_GRID: u32 = 100;

/// A probability in millionths.
fn millionths(p: f64) -> i64 {
    (p * 1e6).round() as i64
}

/// Whether a turn can reach total `k`: only faces of 2 or more add, so never 1, and with a
/// 2-sided die only even totals (the rule of the solver's passes).
fn reachable(sides: u32, k: u32) -> bool {
    k >= 2 && (sides > 2 || k.is_multiple_of(2))
}

/// The two turn totals `[ka, kb]` of `near` for my score `me` and the threshold `hold_at`
/// (`lesson.js` finds them by the same rule): kb is the threshold, or when the player never
/// holds the largest total a turn can stand on below the goal; ka the largest below kb.
pub fn around(case: &Case, me: u32, hold_at: Option<u32>) -> [u32; 2] {
    let below = |limit: u32| {
        (0..limit)
            .rev()
            .find(|&k| reachable(case.sides, k))
            .unwrap_or(0)
    };
    let kb = hold_at.unwrap_or_else(|| below(case.goal - me));
    [below(kb), kb]
}

/// One case's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// GOAL: the score that wins.
    pub goal: u32,
    /// How many sides the die has.
    pub sides: u32,
    /// The grid draws every `step`-th score.
    pub step: u32,
    /// Cells a side.
    pub n: usize,
    /// P(0, 0, 0): the first player's chance.
    pub answer: Answer,
    /// The threshold at the opening, (0, 0); null: never hold.
    pub opening_hold: Option<u32>,
    /// A cell: the smallest turn total at which to hold; 0: never hold (roll to the goal or
    /// a 1).
    pub hold: Vec<u32>,
    /// A cell: the smallest larger total at which the player rolls again; 0: none.
    pub again: Vec<u32>,
    /// A cell: P(i, j, 0), the chance to win at the start of the turn, in millionths.
    pub win: Vec<i64>,
    /// 4 numbers a cell: roll and hold in millionths at two turn totals ka < kb around the
    /// threshold (hold −1 at a turn total of 0: a turn starts with a roll). kb is the
    /// threshold, or the largest total a turn reaches when it never holds; ka the largest
    /// total a turn reaches below kb, else 0. See [`around`].
    pub near: Vec<i64>,
    /// The cells `[i, j]` where, at some turn total, roll and hold are within the error bound.
    pub ties: Vec<[u32; 2]>,
    /// From the largest score sum down: `[sum, pairs, most rounds, passes, fallbacks]`.
    pub layers: Vec<(u32, u32, u32, u64, u32)>,
    /// The Newton rounds of (0, 0): `[lower guess, upper guess, largest change]`.
    pub opening: Vec<[f64; 3]>,
}

/// The answer, rounded and proved between two bounds.
#[derive(Debug, Serialize, Deserialize)]
pub struct Answer {
    /// To six places (the text answer).
    pub rounded: String,
    /// The lower bound.
    pub low: f64,
    /// The upper bound.
    pub high: f64,
}

/// The page's data for one case.
pub fn data(case: &Case, solution: &Solution) -> Data {
    let Case { goal, sides } = *case;
    let mut step = goal.div_ceil(WHOLE_GRID).max(1);
    if sides == 2 && step % 2 == 1 && step > 1 {
        // A 2-sided die scores only 2s: keep to the even scores, the ones a game reaches.
        step += 1;
    }
    let scores: Vec<u32> = (0..goal).step_by(step as usize).collect();
    let n = scores.len();
    let policy = &solution.policy;
    let mut hold = Vec::with_capacity(n * n);
    let mut again = Vec::with_capacity(n * n);
    let mut win = Vec::with_capacity(n * n);
    let mut near = Vec::with_capacity(4 * n * n);
    let mut ties = Vec::new();
    for &me in &scores {
        for &them in &scores {
            let at = policy.hold_at(me, them);
            hold.push(at.unwrap_or(0));
            again.push(policy.rolls_again(me, them).unwrap_or(0));
            win.push(millionths(
                solution.table.start(me as usize, them as usize).mid(),
            ));
            if policy.ties(me, them) {
                ties.push([me, them]);
            }
            for k in around(case, me, at) {
                let moves = solve::moves(solution, me, them, k);
                near.push(millionths(moves.roll.mid()));
                near.push(moves.hold.map_or(-1, |hold| millionths(hold.mid())));
            }
        }
    }
    let layers = solution
        .work
        .layers
        .iter()
        .map(|layer| {
            (
                layer.sum,
                layer.pairs,
                layer.most_rounds,
                layer.passes,
                layer.fallbacks,
            )
        })
        .collect();
    let opening = solution
        .work
        .opening
        .iter()
        .map(|round| [round.guess.low, round.guess.high, round.change])
        .collect();
    let answer = solution.answer();
    let rounded = solution
        .rounded()
        .unwrap_or_else(|| format!("{:.6}", answer.mid()));
    Data {
        goal,
        sides,
        step,
        n,
        answer: Answer {
            rounded,
            low: answer.low,
            high: answer.high,
        },
        opening_hold: policy.hold_at(0, 0),
        hold,
        again,
        win,
        near,
        ties,
        layers,
        opening,
    }
}
