//! The data of the lesson page (`explain --html`), read from the one solution: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain` prints.
//!
//! The schema is the types below, one field a line: `lesson.js` reads exactly these names;
//! a few KB a game. The page's entries: `r<roll>c<category>` a cell of the matrix (both
//! from 1), `s<k>` the f of step k.

use serde::{Deserialize, Serialize};
use yahtzee_optimal::rules::{BONUS_THRESHOLD, UPPER_BONUS};

use crate::Solved;

/// One game's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// The 13 rolls, five dice each.
    pub rolls: Vec<[u8; 5]>,
    /// `scores[roll][category]`: what each roll scores in each category (both from 0).
    pub scores: Vec<Vec<u32>>,
    /// For each category, the roll the best assignment gives it (from 1).
    pub assignment: Vec<usize>,
    /// f along the best path: `f[k]` for the rolls of the first k categories (`f[0]` = 0).
    pub f: Vec<u32>,
    /// For each step k (from 1), its candidates `[roll from 1, f(S − roll), score]`.
    pub candidates: Vec<Vec<[u32; 3]>>,
    /// The upper-section sum of the best assignment.
    pub upper: u32,
    /// The bonus it earns (0 or `bonus_points`).
    pub bonus: u32,
    /// The best total.
    pub total: u32,
    /// The upper sum that earns the bonus.
    pub threshold: u32,
    /// The bonus's points.
    pub bonus_points: u32,
    /// Whether five equal dice are no full house (`--strict-full-house`).
    pub strict_full_house: bool,
    /// How many sets of rolls the DP fills.
    pub states: u64,
    /// How many candidates it reads.
    pub transitions: u64,
}

/// The page's data for one case (None without the table of f, never for explain: the
/// page then shows the text).
pub fn data(solution: &Solved) -> Option<Data> {
    let (game, options, best) = (&solution.game, &solution.options, &solution.best);
    let sets = best.reconstruction();
    let (Some(f), Some(candidates)) = (
        sets.iter()
            .map(|&set| best.value(set))
            .collect::<Option<Vec<u32>>>(),
        sets[1..]
            .iter()
            .map(|&set| best.candidates(&solution.table, set))
            .collect::<Option<Vec<_>>>(),
    ) else {
        return None;
    };
    Some(Data {
        rolls: game.rolls.to_vec(),
        scores: solution.table.iter().map(|row| row.to_vec()).collect(),
        assignment: best.roll_of_category.map(|roll| roll + 1).to_vec(),
        f,
        candidates: candidates
            .iter()
            .map(|step| {
                step.iter()
                    .map(|c| [c.roll as u32 + 1, c.before, c.score])
                    .collect()
            })
            .collect(),
        upper: best.upper_section_sum,
        bonus: best.bonus,
        total: best.total,
        threshold: BONUS_THRESHOLD,
        bonus_points: UPPER_BONUS,
        strict_full_house: options.strict_full_house,
        states: best.states,
        transitions: best.transitions,
    })
}
