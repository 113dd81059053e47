//! The DP: the best assignment of 13 known rolls to the 13 categories, bonus included.
//!
//! **State.** `S`, the set of rolls already placed. Placed rolls fill the categories in
//! output order (ones, twos, ..., sixes, then chance, ..., full house): the rolls in `S`
//! take the first `|S|` categories. Which category comes next is fixed by `|S|`, so `S`
//! alone is the state: 2^13 = 8192 of them.
//!
//! **Value.** `f(S)` = the best score of the first `|S|` categories filled with the rolls of
//! `S`, counting the bonus as soon as the upper section (the first six) is complete.
//!
//! **Recurrence.** `f(∅) = 0`, and for `S ≠ ∅`, with `c = |S|` the category being filled:
//!
//! ```text
//! f(S) = max over rolls r in S of  f(S − {r}) + score(r, c)         (+ bonus, when |S| = 6)
//! ```
//!
//! where, at `|S| = 6`, the bonus is added to the maximum: `f(S) += 35 if f(S) ≥ 63`.
//!
//! **Why the upper-section sum is not in the state.** The textbook state is (categories
//! used, upper-section sum): 8192 × 106 sums — the sum is needed because the bonus makes the
//! best choice depend on it. It is not needed once the categories are filled upper section
//! first. Take any full assignment and let `R` be the six rolls it gives to the upper
//! section. Its upper part scores `u + bonus(u)`, where `u` is the sum of those six scores.
//! The upper section's score *is* `u`, and `bonus` is a non-decreasing function of `u`
//! (0 below 63, 35 from 63 on). So `u + bonus(u) ≤ m + bonus(m)` where `m` is the largest
//! upper sum that any assignment of `R` to ones .. sixes reaches — and `m` is exactly what
//! `f(R)` holds before the bonus is added. Choosing the best upper sum for `R`, then the
//! bonus of that sum, loses nothing; the lower section does not look at the upper sum at
//! all. That is the whole proof, and it takes the state from 8192 × 106 to 8192.
//!
//! **Order of evaluation.** Sets in increasing order as numbers: `S − {r} < S`, so every
//! value a set needs is ready before it.
//!
//! **Answer.** `f(all 13 rolls)`; the assignment is rebuilt from the roll each set chose
//! ([`Solution::roll_of_category`]), walking from the full set back to the empty one.
//! Among equally good rolls the lowest-numbered one wins, so the output is deterministic.
//!
//! **Complexity.** 2^13 states, and a set of `k` rolls has `k` transitions:
//! `Σ k·C(13, k) = 13 · 2^12 = 53,248` transitions a game, in 8192 × 3 bytes of tables:
//! O(n · 2^n) time and O(2^n) memory for n rolls. The textbook DP does
//! 13 × 8192 × 106 ≈ 11 million steps.
//!
//! **What is kept.** The judge's line and `--json` need only the assignment; `explain`
//! ([`Record::Table`]) also keeps `f` of every set, to show the values along the
//! reconstruction ([`Solution::value`]) and the candidates of a step
//! ([`Solution::candidates`]).

use dp_core::bits::{full, ones};
use dp_core::memo::MaskTable;

use crate::rules::{Category, ROLLS, ScoreTable, bonus};

/// The best assignment of a game's rolls, and what finding it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// For each category in output order, the index of the roll it got (0-based).
    pub roll_of_category: [usize; ROLLS],
    /// For each category in output order, its score.
    pub scores: [u32; ROLLS],
    /// The upper-section sum (ones .. sixes).
    pub upper_section_sum: u32,
    /// The upper-section bonus: 0 or 35.
    pub bonus: u32,
    /// The categories' scores plus the bonus: the answer.
    pub total: u32,
    /// How many DP states this solve evaluated.
    pub states: u64,
    /// How many transitions (candidate rolls) it compared.
    pub transitions: u64,
    /// With [`Record::Table`]: `f(S)` of every set `S` of rolls, bonus included.
    pub values: Option<MaskTable<u16>>,
}

/// What a solve keeps beyond the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    /// The assignment: all the judge's line and `--json` need.
    Assignment,
    /// Also the table of `f`, 8192 values, for `explain`.
    Table,
}

/// One candidate of a step of the recurrence: roll `r` for the category `|S|` fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The roll, from 0.
    pub roll: usize,
    /// `f(S − {r})`.
    pub before: u32,
    /// What the roll scores in the category.
    pub score: u32,
}

impl Candidate {
    /// `f(S − {r}) + score`: the candidate's value before any bonus.
    pub fn sum(&self) -> u32 {
        self.before + self.score
    }
}

impl Solution {
    /// `f(set)`, when the table was kept ([`Record::Table`]).
    pub fn value(&self, set: u32) -> Option<u32> {
        self.values.as_ref().map(|values| u32::from(values[set]))
    }

    /// The sets the reconstruction passes through: `sets[k]` holds the rolls of the first
    /// `k` categories, from the empty set (`k = 0`) to all 13 rolls.
    pub fn reconstruction(&self) -> [u32; ROLLS + 1] {
        let mut sets = [0; ROLLS + 1];
        for (category, &roll) in self.roll_of_category.iter().enumerate() {
            sets[category + 1] = sets[category] | 1 << roll;
        }
        sets
    }

    /// The candidates of the step that fills category `|set| − 1` (from 0) from `set`,
    /// lowest roll first, read from the kept table of `f` and the score table; `None`
    /// when the table was not kept or `set` is empty. The DP keeps the first candidate
    /// with the largest sum, then adds the bonus when `|set| = 6`.
    pub fn candidates(&self, table: &ScoreTable, set: u32) -> Option<Vec<Candidate>> {
        let values = self.values.as_ref()?;
        let category = (set.count_ones() as usize).checked_sub(1)?;
        Some(
            ones(set)
                .map(|roll| Candidate {
                    roll: roll as usize,
                    before: u32::from(values[set ^ 1 << roll]),
                    score: table[roll as usize][category],
                })
                .collect(),
        )
    }
}

/// Finds the best assignment for the game whose scores are `table`.
pub fn solve(table: &ScoreTable) -> Solution {
    solve_recording(table, Record::Assignment)
}

/// Finds the best assignment, keeping what `record` asks for.
pub fn solve_recording(table: &ScoreTable, record: Record) -> Solution {
    let roll_count = ROLLS as u32;
    // score_by_category[c][r]: the table transposed, in u16 (no game scores more than a few
    // hundred), padded to 16 rolls so that `roll & 15` needs no bounds check.
    let mut score_by_category = [[0u16; 16]; ROLLS];
    for (roll, scores) in table.iter().enumerate() {
        for (category, &score) in scores.iter().enumerate() {
            score_by_category[category][roll] = score as u16;
        }
    }
    let mut best = MaskTable::new(roll_count, 0u16);
    let mut chosen_roll = MaskTable::new(roll_count, 0u8);
    let mut states = 1u64; // the empty set, f = 0
    let mut transitions = 0u64;
    for set in 1..=full(roll_count) {
        let category = set.count_ones() as usize - 1;
        let scores = &score_by_category[category];
        // Scores are never negative, so 0 with the lowest roll is a valid start; a later
        // roll replaces it only when strictly better, which keeps ties deterministic.
        let mut best_value = 0u16;
        let mut best_roll = set.trailing_zeros();
        for roll in ones(set) {
            let value = best[set ^ (1 << roll)] + scores[(roll & 15) as usize];
            if value > best_value {
                best_value = value;
                best_roll = roll;
            }
        }
        states += 1;
        transitions += u64::from(set.count_ones());
        if category + 1 == Category::UPPER {
            best_value += bonus(u32::from(best_value)) as u16;
        }
        best[set] = best_value;
        chosen_roll[set] = best_roll as u8;
    }
    let mut solution = reconstruct(table, &chosen_roll, states, transitions);
    debug_assert_eq!(u32::from(*best.full()), solution.total);
    if record == Record::Table {
        solution.values = Some(best);
    }
    solution
}

/// Walks the chosen rolls back from the full set to build the assignment.
fn reconstruct(
    table: &ScoreTable,
    chosen_roll: &MaskTable<u8>,
    states: u64,
    transitions: u64,
) -> Solution {
    let mut roll_of_category = [0; ROLLS];
    let mut set = full(ROLLS as u32);
    for category in (0..ROLLS).rev() {
        let roll = usize::from(chosen_roll[set]);
        roll_of_category[category] = roll;
        set ^= 1 << roll;
    }
    let scores: [u32; ROLLS] =
        std::array::from_fn(|category| table[roll_of_category[category]][category]);
    let upper_section_sum: u32 = scores[..Category::UPPER].iter().sum();
    let bonus = bonus(upper_section_sum);
    Solution {
        roll_of_category,
        scores,
        upper_section_sum,
        bonus,
        total: scores.iter().sum::<u32>() + bonus,
        states,
        transitions,
        values: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FullHouse, score_table};

    #[test]
    fn all_straights_game_from_the_judge() {
        let table = score_table(&[[1, 2, 3, 4, 5]; ROLLS], FullHouse::FiveOfAKindCounts);
        let solution = solve(&table);
        assert_eq!(solution.scores, [1, 2, 3, 4, 5, 0, 15, 0, 0, 0, 25, 35, 0]);
        assert_eq!((solution.bonus, solution.total), (0, 90));
        assert_eq!((solution.states, solution.transitions), (8192, 53_248));
    }

    #[test]
    fn the_table_of_f_is_kept_for_explain_only() {
        let mut rolls = [[1, 2, 3, 4, 5]; ROLLS];
        for face in 1..=6u8 {
            rolls[usize::from(face - 1)] = [face, face, face, face, 2];
        }
        let table = score_table(&rolls, FullHouse::FiveOfAKindCounts);
        assert_eq!(solve(&table).values, None);
        let solution = solve_recording(&table, Record::Table);
        let sets = solution.reconstruction();
        assert_eq!((sets[0], sets[ROLLS]), (0, full(ROLLS as u32)));
        assert_eq!(solution.value(sets[ROLLS]), Some(solution.total));
        // Each step back: f(S) = f(S - r) + score, and the bonus lands at |S| = 6.
        for category in 0..ROLLS {
            let (before, after) = (sets[category], sets[category + 1]);
            let bonus = if category + 1 == Category::UPPER {
                solution.bonus
            } else {
                0
            };
            assert_eq!(
                solution.value(after),
                solution
                    .value(before)
                    .map(|f| f + solution.scores[category] + bonus)
            );
            // The roll kept is the first candidate with the largest sum.
            let candidates = solution.candidates(&table, after).expect("kept");
            let best = candidates.iter().map(Candidate::sum).max();
            let kept = candidates.iter().find(|c| Some(c.sum()) == best);
            assert_eq!(
                kept.map(|c| c.roll),
                Some(solution.roll_of_category[category])
            );
        }
        assert_eq!(solution.bonus, 35);
        assert_eq!(solution.candidates(&table, 0), None);
    }

    #[test]
    fn bonus_can_outweigh_a_better_lower_score() {
        // Rolls 0..5 could take the upper section with 3 of each face, worth 63 + 35; the
        // 3-of-a-kinds also score well in the lower section, but the bonus must win.
        let mut rolls = [[1, 2, 3, 4, 5]; ROLLS];
        for face in 1..=6u8 {
            rolls[usize::from(face - 1)] = [face, face, face, 1, 2];
        }
        let solution = solve(&score_table(&rolls, FullHouse::FiveOfAKindCounts));
        assert!(solution.upper_section_sum >= 63, "{solution:?}");
        assert_eq!(solution.bonus, 35);
    }
}
