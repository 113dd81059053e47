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
//! **Order of evaluation.** Any order that puts `S − {r}` before `S`. This one is laid out
//! for the processor, to compare the values of several sets at once. With AVX2 (a build
//! for this machine's processor, `.cargo/config.toml`) the 8192 sets are cut into 512
//! *blocks* of sixteen: a block's sets share the same *block rolls* (rolls 4 to 12, the
//! high bits of `S`) and differ in the *lane rolls* (rolls 0 to 3, the low bits), so they
//! are sixteen consecutive numbers `S = 16·b + l`, and their values `f` sit side by side in
//! 32 bytes, one AVX2 register (`Lanes`: lane `l` holds the set whose lane rolls are `l`).
//! Without AVX2 a block is eight sets, rolls 0 to 2, in the 16 bytes of one SSE2 register.
//! Blocks go in increasing order; in block `b`:
//!
//! 1. a block roll `r` of `b` leads from block `b − {r}`, lane for lane: one vector add of
//!    the block's scores (each lane fills its own category) and one vector max, `|b|` of
//!    them;
//! 2. a lane roll leads from another lane of the same block, in one pass for each lane
//!    roll: after pass `k` the sets of `k` lane rolls are final. Pass 1 spreads lane 0 to
//!    the lanes of one lane roll; the others shuffle the lanes (lane `l` reads lane `l xor
//!    2^r`), add and maximise once for each lane roll `r`;
//! 3. the bonus lands on a set of 6 rolls as soon as its lane is final.
//!
//! A lane without the candidate's roll gets `NONE` = −10,000 as its score, which never
//! wins a max. Values are `i16`: the largest total is a few hundred.
//!
//! **Answer.** `f(all 13 rolls)`; the assignment is read back from the table of `f`,
//! walking from the full set to the empty one ([`Solution::roll_of_category`]): at each
//! set `S` the roll kept is the lowest-numbered `r` whose candidate
//! `f(S − {r}) + score(r, |S|)` reaches `f(S)` (less the bonus, at `|S| = 6`), the roll the
//! maximum chose, the lowest one among equally good rolls, so the output is deterministic.
//!
//! **Complexity.** 2^13 states, and a set of `k` rolls has `k` transitions:
//! `Σ k·C(13, k) = 13 · 2^12 = 53,248` transitions a game, done a block at a time: with
//! sixteen lanes, 2,304 vector steps for the block rolls (`9 · 2^8`) and 13 for the lane
//! rolls in each of the 512 blocks, 8,960 in all (with eight, `10 · 2^9` and 7 in each of
//! 1024 blocks, 12,288), over a 16 KB table of `f`: O(n · 2^n) time and O(2^n)
//! memory for n rolls. The textbook DP does 13 × 8192 × 106 ≈ 11 million steps.
//!
//! **What is kept.** The judge's line and `--json` need only the assignment; `explain`
//! ([`Record::Table`]) also keeps `f` of every set, to show the values along the
//! reconstruction ([`Solution::value`]) and the candidates of a step
//! ([`Solution::candidates`]).

use dp_core::Record;
use dp_core::bits::{full, ones};
use dp_core::memo::MaskTable;

use yahtzee_optimal::rules::{BONUS_THRESHOLD, Category, ROLLS, ScoreTable, UPPER_BONUS, bonus};

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
    /// How many DP states this solve evaluated: 2^13.
    pub states: u64,
    /// How many transitions (candidate rolls) the recurrence has: `k` for a set of `k`.
    pub transitions: u64,
    /// With [`Record::Table`]: `f(S)` of every set `S` of rolls, bonus included.
    pub values: Option<MaskTable<u16>>,
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
    solve_recording(table, Record::Line)
}

/// The lane rolls, the low bits of a set: rolls 0 to 3 when the values of a block fill a
/// 32-byte AVX2 register (a quarter less CPU time than 0 to 2 on 1,000 games), else 0 to
/// 2, in 16 bytes (with SSE2, 0 to 3 is no faster; 0 to 4 in 64 bytes is 7 times slower,
/// as the compiler keeps to 32-byte vectors here).
const LANE_ROLLS: usize = if cfg!(target_feature = "avx2") { 4 } else { 3 };
/// The sets of one block: one per subset of the lane rolls.
const LANES: usize = 1 << LANE_ROLLS;
/// The block rolls: the other ten, the high bits of a set.
const BLOCK_ROLLS: usize = ROLLS - LANE_ROLLS;
/// The blocks: one per subset of the block rolls.
const BLOCKS: usize = 1 << BLOCK_ROLLS;
/// The score of a candidate that does not exist: far below any value, and twice it still
/// fits an `i16`.
const NONE: i16 = -10_000;

/// The number of lane rolls in the set of each lane.
const LANE_SIZE: [usize; LANES] = {
    let mut sizes = [0; LANES];
    let mut lane = 0;
    while lane < LANES {
        sizes[lane] = (lane as u32).count_ones() as usize;
        lane += 1;
    }
    sizes
};

/// The number of block rolls in each block.
const BLOCK_SIZE: [u8; BLOCKS] = {
    let mut sizes = [0; BLOCKS];
    let mut block = 1;
    while block < BLOCKS {
        sizes[block] = sizes[block >> 1] + (block & 1) as u8;
        block += 1;
    }
    sizes
};

/// The values of a block side by side, one per set (lane `l`: the set whose lane rolls are
/// `l`). Written lane by lane, each operation compiles to one or two SIMD instructions
/// (`paddw`, `pmaxsw`, shuffles).
#[derive(Clone, Copy, Debug)]
#[repr(align(32))]
struct Lanes([i16; LANES]);

impl Lanes {
    fn plus(mut self, other: Lanes) -> Lanes {
        for (lane, &add) in self.0.iter_mut().zip(&other.0) {
            *lane = lane.wrapping_add(add);
        }
        self
    }

    fn max(mut self, other: Lanes) -> Lanes {
        for (lane, &other) in self.0.iter_mut().zip(&other.0) {
            *lane = if other > *lane { other } else { *lane };
        }
        self
    }

    /// Lane 0 in every lane.
    fn spread_first(self) -> Lanes {
        Lanes([self.0[0]; LANES])
    }

    /// Lane `l` reads lane `l xor 2^roll`: the same set with or without lane roll `roll`.
    fn flip(self, roll: usize) -> Lanes {
        Lanes(std::array::from_fn(|l| self.0[l ^ 1 << roll]))
    }

    /// The bonus added to the lanes open in `lanes` (0 there, [`NONE`] elsewhere) that
    /// reach the threshold, written as one more candidate so that it stays lane-parallel.
    fn with_bonus(self, lanes: Lanes) -> Lanes {
        let (bonus, threshold) = (UPPER_BONUS as i16, BONUS_THRESHOLD as i16);
        let mut bonused = self;
        for lane in &mut bonused.0 {
            if *lane >= threshold {
                *lane += bonus;
            }
        }
        self.max(bonused.plus(lanes))
    }
}

/// Finds the best assignment, keeping what `record` asks for.
pub fn solve_recording(table: &ScoreTable, record: Record) -> Solution {
    let scores = Scores::new(table);
    let mut f = [Lanes([NONE; LANES]); BLOCKS];
    // Block 0: the empty set, worth 0, and the sets of lane rolls only.
    let mut empty = Lanes([NONE; LANES]);
    empty.0[0] = 0;
    f[0] = scores.lane_rolls(empty, 0);
    for block in 1..BLOCKS {
        let size = usize::from(BLOCK_SIZE[block]);
        let mut best = Lanes([NONE; LANES]);
        for (roll, &score) in scores.block[size].iter().enumerate() {
            if block >> roll & 1 == 1 {
                // The mask changes nothing (the index is below `block`) but spares the
                // bounds check.
                best = best.max(f[(block ^ 1 << roll) & (BLOCKS - 1)].plus(score));
            }
        }
        f[block] = scores.lane_rolls(best, size);
    }
    let value = |set: u32| f[set as usize >> LANE_ROLLS].0[set as usize & (LANES - 1)];
    let mut solution = reconstruct(table, &scores.by_roll, value);
    if matches!(record, Record::Table | Record::Everything) {
        solution.values = Some(MaskTable::from_fn(ROLLS as u32, |set| value(set) as u16));
    }
    solution
}

/// A game's scores, laid out for the blocks; `size` is the number of block rolls of a
/// block, and a set of lane `l` has `size + |l|` rolls.
struct Scores {
    /// `by_roll[roll][category]`.
    by_roll: [[i16; ROLLS]; ROLLS],
    /// `block[size][roll]`: block roll `roll` placed last; lane `l` fills category
    /// `size − 1 + |l|`.
    block: [[Lanes; BLOCK_ROLLS]; BLOCK_ROLLS + 1],
    /// `first[size]`: in lane `2^r`, lane roll `r` placed last (category `size`); [`NONE`]
    /// in the other lanes.
    first: [Lanes; BLOCK_ROLLS + 1],
    /// `lane[size][roll]`: lane roll `roll` placed last, in the lanes that hold it (lane
    /// `l` fills category `size + |l| − 1`); [`NONE`] in the others.
    lane: [[Lanes; LANE_ROLLS]; BLOCK_ROLLS + 1],
    /// `bonus[size]`: open (0) in the lanes whose sets have 6 rolls, [`NONE`] in the
    /// others. Built at run time: as a constant, a mask with a single open lane leads the
    /// compiler to split the vectors in two.
    bonus: [Lanes; BLOCK_ROLLS + 1],
}

impl Scores {
    fn new(table: &ScoreTable) -> Scores {
        let mut by_roll = [[0; ROLLS]; ROLLS];
        for (row, scores) in by_roll.iter_mut().zip(table) {
            for (cell, &score) in row.iter_mut().zip(scores) {
                // No score exceeds 50.
                *cell = score as i16;
            }
        }
        let by_size = |score: &dyn Fn(usize, usize) -> i16| {
            std::array::from_fn(|size| Lanes(std::array::from_fn(|l| score(size, l))))
        };
        Scores {
            by_roll,
            block: std::array::from_fn(|size| {
                std::array::from_fn(|roll| {
                    let row = &by_roll[LANE_ROLLS + roll];
                    // Block 0 has no block roll: its scores are never read.
                    Lanes(std::array::from_fn(|l| {
                        row[(size + LANE_SIZE[l]).saturating_sub(1)]
                    }))
                })
            }),
            first: by_size(&|size, l| {
                if l.is_power_of_two() {
                    by_roll[l.trailing_zeros() as usize][size]
                } else {
                    NONE
                }
            }),
            lane: std::array::from_fn(|size| {
                std::array::from_fn(|roll| {
                    Lanes(std::array::from_fn(|l| {
                        if l >> roll & 1 == 1 {
                            by_roll[roll][size + LANE_SIZE[l] - 1]
                        } else {
                            NONE
                        }
                    }))
                })
            }),
            bonus: by_size(&|size, l| {
                if size + LANE_SIZE[l] == Category::UPPER {
                    0
                } else {
                    NONE
                }
            }),
        }
    }

    /// Completes a block of `size` block rolls, `best` holding the candidates of its block
    /// rolls: adds those of the lane rolls, read from the block's own lanes. After pass
    /// `k` the sets of `k` lane rolls are final; the bonus lands on a set of 6 rolls right
    /// after the pass that makes it final.
    #[inline(always)]
    fn lane_rolls(&self, mut best: Lanes, size: usize) -> Lanes {
        let bonus_pass = Category::UPPER.wrapping_sub(size);
        if bonus_pass == 0 {
            best = best.with_bonus(self.bonus[size]);
        }
        best = best.max(best.spread_first().plus(self.first[size]));
        if bonus_pass == 1 {
            best = best.with_bonus(self.bonus[size]);
        }
        for pass in 2..=LANE_ROLLS {
            for (roll, &score) in self.lane[size].iter().enumerate() {
                best = best.max(best.flip(roll).plus(score));
            }
            if bonus_pass == pass {
                best = best.with_bonus(self.bonus[size]);
            }
        }
        best
    }
}

/// Walks back from the full set: each set's roll is the lowest one whose candidate
/// reaches `f` of the set (before the bonus, when the set completes the upper section).
fn reconstruct(
    table: &ScoreTable,
    by_roll: &[[i16; ROLLS]; ROLLS],
    value: impl Fn(u32) -> i16,
) -> Solution {
    let mut roll_of_category = [0; ROLLS];
    let mut set = full(ROLLS as u32);
    for category in (0..ROLLS).rev() {
        let mut best = value(set);
        if category + 1 == Category::UPPER && best >= (BONUS_THRESHOLD + UPPER_BONUS) as i16 {
            best -= UPPER_BONUS as i16;
        }
        let roll = ones(set)
            .find(|&roll| value(set ^ 1 << roll) + by_roll[roll as usize][category] == best)
            .unwrap_or(set.trailing_zeros());
        roll_of_category[category] = roll as usize;
        set ^= 1 << roll;
    }
    let scores: [u32; ROLLS] =
        std::array::from_fn(|category| table[roll_of_category[category]][category]);
    let upper_section_sum: u32 = scores[..Category::UPPER].iter().sum();
    let bonus = bonus(upper_section_sum);
    let total = scores.iter().sum::<u32>() + bonus;
    debug_assert_eq!(i32::from(value(full(ROLLS as u32))), total as i32);
    Solution {
        roll_of_category,
        scores,
        upper_section_sum,
        bonus,
        total,
        states: 1 << ROLLS,
        transitions: (ROLLS as u64) << (ROLLS - 1),
        values: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_optimal::rules::{FullHouse, score_table};

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

    /// The recurrence as the lesson states it, one set at a time in increasing order,
    /// keeping the first roll with the largest candidate: `f` of every set and the
    /// assignment.
    fn reference(table: &ScoreTable) -> (Vec<u32>, [usize; ROLLS]) {
        let mut f = vec![0u32; 1 << ROLLS];
        let mut chosen = vec![0u32; 1 << ROLLS];
        for set in 1..1u32 << ROLLS {
            let category = set.count_ones() as usize - 1;
            let (mut best, mut best_roll) = (0, set.trailing_zeros());
            for roll in ones(set) {
                let value = f[(set ^ 1 << roll) as usize] + table[roll as usize][category];
                if value > best {
                    (best, best_roll) = (value, roll);
                }
            }
            if category + 1 == Category::UPPER {
                best += bonus(best);
            }
            (f[set as usize], chosen[set as usize]) = (best, best_roll);
        }
        let mut roll_of_category = [0; ROLLS];
        let mut set = full(ROLLS as u32);
        for category in (0..ROLLS).rev() {
            roll_of_category[category] = chosen[set as usize] as usize;
            set ^= 1 << chosen[set as usize];
        }
        (f, roll_of_category)
    }

    #[test]
    fn the_blocks_compute_the_recurrence_set_by_set() {
        let mut rng = dp_core::rng::SplitMix64::new(10149);
        for game in 0..300 {
            // Every other game has many equal dice, so that the bonus is often in play, and
            // many equal scores, so that ties are too.
            let rolls = [(); ROLLS].map(|()| {
                let face = rng.between(1, 6) as u8;
                [(); 5].map(|()| {
                    if game % 2 == 1 && rng.below(3) > 0 {
                        face
                    } else {
                        rng.between(1, 6) as u8
                    }
                })
            });
            let full_house = if game % 3 == 0 {
                FullHouse::Strict
            } else {
                FullHouse::FiveOfAKindCounts
            };
            let table = score_table(&rolls, full_house);
            let (f, roll_of_category) = reference(&table);
            let solution = solve_recording(&table, Record::Table);
            assert_eq!(solution.roll_of_category, roll_of_category, "{rolls:?}");
            assert_eq!(solution.total, f[f.len() - 1]);
            let values = solution.values.expect("kept");
            assert!(values.as_slice().iter().map(|&v| u32::from(v)).eq(f));
        }
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
