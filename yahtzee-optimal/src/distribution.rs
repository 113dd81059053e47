//! The distribution of the final score under optimal play, exactly, from the strategy's
//! table.
//!
//! The strategy says what to do in every state, but not how the points add up: two games
//! that reach the same state may have different scores on the card. So the forward pass
//! carries, for each state, the probability of reaching it **with each number of points
//! so far** — a state's mass is a vector over points, not one number.
//!
//! **Order.** Layer by layer, from the opening (all mass at 0 points) to the 13th turn.
//!
//! **One turn from state `s`,** under the strategy's policy: the first throw's rolls with
//! their chances; each roll keeps the hold of greatest `keep2` (on a tie the hold with more
//! dice, as `advise` ranks them); the held dice are completed one die at a time, mass
//! splitting in six; the second throw likewise with `keep1`; the final roll is scored
//! where its value is largest (on a tie the first box in card order). The result is a list
//! of outcomes `(next state, points gained, probability)`, points gained including the
//! upper bonus and the Yahtzee bonus.
//!
//! **Propagation.** For each outcome, the mass vector of `s`, shifted by the points gained
//! and scaled by the probability, is added to the next state's. After 13 turns the vectors
//! of the final states add up to the distribution of the final score; its mean equals the
//! expected score of the strategy (checked), and it sums to 1.
//!
//! **Cost.** The turns cost a few times what the strategy's DP costs (the holds are
//! recorded, the mass is carried forward through the same hands, [`turn::LANES`] states
//! at once); the propagation is one multiply-add for each (outcome, points so far) pair.
//! Only the states the policy reaches carry mass (228,838 of the 359,616 entries of [`Layout::finer`] for
//! verhoeff), and the vectors of two layers are held at once: about 2 to 4 s of CPU and
//! 50 MB (uva) to 130 MB (hasbro, verhoeff). That is why it is asked for
//! (`--distribution`) rather than always computed. A simulation would only estimate
//! what this computes exactly.
//!
//! [`turn::LANES`]: super::turn::LANES

use rayon::prelude::*;

use super::dice::{Hands, MAX_HANDS, MAX_ROLLS};
use super::scoring::MAX_CATEGORIES;
use super::turn::{LANES, Lanes, best_pass_holds, keep_pass};
use super::{CLASSES, Evaluator, Later, Layout, Scratch, State, Strategy, after_scoring};

/// The probability of each final score under optimal play.
#[derive(Clone, Debug)]
pub struct Distribution {
    /// `mass[score]`: the probability that the game ends with `score` points.
    pub mass: Vec<f64>,
    /// States that the policy reaches with positive probability (the final ones included).
    pub states_reached: u64,
    /// The most (state, points so far) pairs held in one layer.
    pub widest_layer: u64,
}

/// The percentiles shown.
pub const PERCENTILES: [u32; 9] = [1, 5, 10, 25, 50, 75, 90, 95, 99];

impl Distribution {
    /// The mean final score.
    pub fn mean(&self) -> f64 {
        self.mass
            .iter()
            .enumerate()
            .map(|(score, p)| score as f64 * p)
            .sum()
    }

    /// The standard deviation of the final score.
    pub fn standard_deviation(&self) -> f64 {
        let mean = self.mean();
        self.mass
            .iter()
            .enumerate()
            .map(|(score, p)| (score as f64 - mean).powi(2) * p)
            .sum::<f64>()
            .sqrt()
    }

    /// The smallest score whose cumulative probability reaches `percent` / 100.
    pub fn percentile(&self, percent: u32) -> u32 {
        let target = f64::from(percent) / 100.0;
        let mut cumulative = 0.0;
        for (score, p) in self.mass.iter().enumerate() {
            cumulative += p;
            // A relative slack of 1e-12 against the rounding of the sums.
            if cumulative >= target * (1.0 - 1e-12) {
                return score as u32;
            }
        }
        self.mass.len().saturating_sub(1) as u32
    }

    /// The median final score.
    pub fn median(&self) -> u32 {
        self.percentile(50)
    }

    /// The total probability (1 up to rounding).
    pub fn total(&self) -> f64 {
        self.mass.iter().sum()
    }

    /// The lowest and highest scores with positive probability.
    pub fn range(&self) -> (u32, u32) {
        let low = self.mass.iter().position(|&p| p > 0.0).unwrap_or(0);
        let high = self.mass.iter().rposition(|&p| p > 0.0).unwrap_or(0);
        (low as u32, high as u32)
    }
}

/// A probability vector over points so far, from `low` on.
#[derive(Clone, Debug, Default)]
struct Mass {
    low: u32,
    mass: Vec<f64>,
}

impl Mass {
    /// Adds `source`, shifted by `gain` points and scaled by `chance`.
    fn add_shifted(&mut self, source: &Mass, gain: u32, chance: f64) {
        if source.mass.is_empty() {
            return;
        }
        let low = source.low + gain;
        let high = low + source.mass.len() as u32;
        if self.mass.is_empty() {
            self.low = low;
            self.mass = vec![0.0; (high - low) as usize];
        } else {
            let new_low = self.low.min(low);
            let new_high = (self.low + self.mass.len() as u32).max(high);
            if new_low < self.low || new_high > self.low + self.mass.len() as u32 {
                let mut grown = vec![0.0; (new_high - new_low) as usize];
                let start = (self.low - new_low) as usize;
                grown[start..start + self.mass.len()].copy_from_slice(&self.mass);
                self.low = new_low;
                self.mass = grown;
            }
        }
        let start = (low - self.low) as usize;
        for (into, from) in self.mass[start..].iter_mut().zip(&source.mass) {
            *into += chance * from;
        }
    }
}

/// One way a turn ends: the category scored (which decides the next set of used
/// categories), the next state's position among its set's states, the points gained, and
/// the probability.
#[derive(Clone, Copy, Debug)]
struct Outcome {
    category: u8,
    next: u32,
    gain: u32,
    chance: f64,
}

/// The most boxes a rule set may have for its distribution to be computed (Yatzy's 15).
pub const MAX_BOXES: usize = 15;

/// Why a game of more boxes has no distribution here: the masses of one layer of Maxi
/// Yatzy (up to C(20, 10) = 184,756 sets of used boxes, each with up to 76 upper sums, each
/// with a mass for every running total) would take tens of gigabytes.
pub const TOO_MANY_BOXES: &str = "the masses of a layer of a 20-box game (184,756 sets of used \
     boxes, up to 76 upper sums, a mass for each running total) would take tens of gigabytes";

/// Scratch space for the turns of [`LANES`] states.
struct TurnScratch {
    scratch: Scratch<LANES>,
    hold1: Vec<[u16; LANES]>,
    hold2: Vec<[u16; LANES]>,
    first: Vec<Lanes<LANES>>,
    second: Vec<Lanes<LANES>>,
    choice: Vec<[u32; LANES]>,
    gathered: Vec<f64>,
}

impl Default for TurnScratch {
    fn default() -> Self {
        Self {
            scratch: Scratch::default(),
            hold1: vec![[0; LANES]; MAX_HANDS],
            hold2: vec![[0; LANES]; MAX_HANDS],
            first: vec![Lanes::splat(0.0); MAX_HANDS],
            second: vec![Lanes::splat(0.0); MAX_HANDS],
            choice: vec![[0; LANES]; MAX_ROLLS],
            gathered: vec![0.0; MAX_CATEGORIES * CLASSES],
        }
    }
}

/// Moves the mass of the hands held (`mass[h]`, hands short of a full roll) to the rolls
/// they become when the other dice are thrown, one die at a time.
fn throw(hands: &Hands, mass: &mut [Lanes<LANES>]) {
    for hand in 0..hands.first_roll() {
        let mut share = mass[hand];
        for value in share.iter_mut() {
            *value /= 6.0;
        }
        for &bigger in &hands.add[hand] {
            let into = &mut mass[usize::from(bigger)];
            for lane in 0..LANES {
                into[lane] += share[lane];
            }
        }
        mass[hand] = Lanes::splat(0.0);
    }
}

/// The category a roll of five equal dice is scored in by the policy (the first best in
/// card order), its points and everything it gains, under the joker rules.
fn joker_choice(
    evaluator: &Evaluator,
    later: Later<'_>,
    state: State,
    roll: usize,
) -> (usize, u32, u32) {
    let extra = evaluator
        .scoring
        .yahtzee_bonus(roll, state.used, state.yahtzee_50);
    let rules = evaluator.rules();
    let mut best: Option<(f64, usize, u32, u32)> = None;
    evaluator
        .scoring
        .options(roll, state.used, |category, points| {
            let (next, bonus) = after_scoring(rules, state, category, points);
            let value = f64::from(points + bonus) + later.values[evaluator.layout.index(next)];
            if best.is_none_or(|(top, ..)| value > top) {
                best = Some((value, category, points, points + bonus + extra));
            }
        });
    best.map_or((0, 0, 0), |(_, category, points, gain)| {
        (category, points, gain)
    })
}

/// The outcomes of one turn under the strategy's policy, for the states of `lanes` (all of
/// one set; the first `real` are wanted).
fn turn_outcomes(
    evaluator: &Evaluator,
    strategy: &Strategy,
    masses: &Layout,
    lanes: &[State; LANES],
    real: usize,
    work: &mut TurnScratch,
) -> Vec<Vec<Outcome>> {
    let hands = &evaluator.hands;
    let later = strategy.later();
    let used = lanes[0].used;
    evaluator.score_rolls_keeping::<LANES, true>(later, lanes, &mut work.scratch);
    // The policy's box for each final roll: the first best in card order (the categories
    // are visited last to first, so the first equal to the best is the one left).
    let open: Vec<usize> = (0..evaluator.rules().categories())
        .filter(|&c| used >> c & 1 == 0)
        .collect();
    let by_points = &work.scratch.by_points;
    let (first_roll, rolls_end) = (hands.first_roll(), hands.len());
    let rolls = &work.scratch.t[first_roll..rolls_end];
    let choice = &mut work.choice[..hands.rolls()];
    for (roll, chosen) in choice.iter_mut().enumerate() {
        let best = rolls[roll];
        for &category in open.iter().rev() {
            let class = usize::from(evaluator.class[category][roll]);
            let value = by_points[category * CLASSES + class];
            for lane in 0..LANES {
                chosen[lane] = if value[lane] == best[lane] {
                    category as u32
                } else {
                    chosen[lane]
                };
            }
        }
    }
    // The turn's DP, recording the best hold inside every hand at both levels.
    let t = &mut work.scratch.t;
    keep_pass(hands, t);
    best_pass_holds(hands, t, &mut work.hold1);
    keep_pass(hands, t);
    best_pass_holds(hands, t, &mut work.hold2);
    // Forward: the first throw, the holds, the second throw, the holds, the third throw.
    let (first, second) = (&mut work.first, &mut work.second);
    first.fill(Lanes::splat(0.0));
    second.fill(Lanes::splat(0.0));
    for (roll, &chance) in hands.roll_chance.iter().enumerate() {
        for lane in 0..LANES {
            first[usize::from(work.hold2[first_roll + roll][lane])][lane] += chance;
        }
    }
    throw(hands, first);
    for roll in first_roll..rolls_end {
        for lane in 0..LANES {
            second[usize::from(work.hold1[roll][lane])][lane] += first[roll][lane];
        }
    }
    throw(hands, second);
    // The final rolls, gathered by (box, points).
    let jokers = evaluator.rules().has_joker() && used >> evaluator.rules().yahtzee_box() & 1 == 1;
    let rules = evaluator.rules();
    let (choice, gathered) = (&work.choice, &mut work.gathered);
    (0..real)
        .map(|lane| {
            let state = lanes[lane];
            let mut outcomes = Vec::new();
            let mut push = |category: usize, points: u32, gain: u32, chance: f64| {
                let (next, _) = after_scoring(rules, state, category, points);
                outcomes.push(Outcome {
                    category: category as u8,
                    next: masses.position_in_set(next) as u32,
                    gain,
                    chance,
                });
            };
            for roll in 0..hands.rolls() {
                let chance = second[first_roll + roll][lane];
                if chance == 0.0 {
                    continue;
                }
                if jokers && evaluator.scoring.is_yahtzee(roll) {
                    let (category, points, gain) = joker_choice(evaluator, later, state, roll);
                    push(category, points, gain, chance);
                } else {
                    let category = choice[roll][lane] as usize;
                    let class = usize::from(evaluator.class[category][roll]);
                    gathered[category * CLASSES + class] += chance;
                }
            }
            for &category in &open {
                let classes = evaluator.class_points[category].len();
                let start = category * CLASSES;
                for (class, entry) in gathered[start..start + classes].iter_mut().enumerate() {
                    let chance = std::mem::take(entry);
                    if chance > 0.0 {
                        let points = evaluator.class_points[category][class];
                        let (_, bonus) = after_scoring(rules, state, category, points);
                        push(category, points, points + bonus, chance);
                    }
                }
            }
            outcomes
        })
        .collect()
}

/// Sets of used categories whose turns are computed together before their mass moves on.
const SETS_AT_ONCE: usize = 64;

/// The distribution of the final score when the strategy is followed from the opening.
pub fn distribution(strategy: &Strategy) -> Distribution {
    distribution_from(strategy, State::START)
}

/// The distribution of the points still to come when the strategy is followed from
/// `start`, a reachable state.
pub fn distribution_from(strategy: &Strategy, start: State) -> Distribution {
    let evaluator = Evaluator::new(strategy.rules);
    // The masses by the finer layout, the values by the strategy's.
    let layout = &Layout::finer(strategy.rules);
    let first_layer = start.used_count();
    // The mass of each state of the current layer, by set then position in the set.
    let mut current: Vec<Vec<Mass>> = layout
        .sets(first_layer)
        .iter()
        .map(|&used| vec![Mass::default(); layout.states_of_set(used)])
        .collect();
    let set = layout
        .sets(first_layer)
        .binary_search(&start.used)
        .unwrap_or(0);
    current[set][layout.position_in_set(start)] = Mass {
        low: 0,
        mass: vec![1.0],
    };
    let mut states_reached = 1u64;
    let mut widest_layer = 1u64;
    for layer in first_layer..strategy.rules.categories() {
        let sets = layout.sets(layer);
        let next_sets = layout.sets(layer + 1);
        let mut next: Vec<Vec<Mass>> = next_sets
            .iter()
            .map(|&used| vec![Mass::default(); layout.states_of_set(used)])
            .collect();
        for (chunk, masses) in sets.chunks(SETS_AT_ONCE).zip(current.chunks(SETS_AT_ONCE)) {
            // The turns of the reached states of these sets, in parallel.
            let outcomes: Vec<Vec<(usize, Vec<Outcome>)>> = chunk
                .par_iter()
                .zip(masses)
                .map_init(TurnScratch::default, |work, (&used, masses)| {
                    let reached: Vec<(usize, State)> = layout
                        .states(used)
                        .enumerate()
                        .filter(|(position, _)| !masses[*position].mass.is_empty())
                        .collect();
                    let mut found = Vec::with_capacity(reached.len());
                    for group in reached.chunks(LANES) {
                        let lanes: [State; LANES] =
                            std::array::from_fn(|lane| group[lane.min(group.len() - 1)].1);
                        let turns =
                            turn_outcomes(&evaluator, strategy, layout, &lanes, group.len(), work);
                        found.extend(group.iter().map(|(position, _)| *position).zip(turns));
                    }
                    found
                })
                .collect();
            // The mass moves on: shifted by the points gained, scaled by the chance.
            for ((&used, masses), outcomes) in chunk.iter().zip(masses).zip(outcomes) {
                for (position, outcomes) in outcomes {
                    for outcome in outcomes {
                        let next_used = used | 1 << outcome.category;
                        let target = next_sets.binary_search(&next_used).unwrap_or(0);
                        next[target][outcome.next as usize].add_shifted(
                            &masses[position],
                            outcome.gain,
                            outcome.chance,
                        );
                    }
                }
            }
        }
        current = next;
        let reached = current.iter().flatten().filter(|m| !m.mass.is_empty());
        states_reached += reached.clone().count() as u64;
        widest_layer = widest_layer.max(reached.map(|m| m.mass.len() as u64).sum());
    }
    let mut final_mass: Vec<f64> = Vec::new();
    for mass in current.iter().flatten() {
        let end = mass.low as usize + mass.mass.len();
        if final_mass.len() < end {
            final_mass.resize(end, 0.0);
        }
        for (into, from) in final_mass[mass.low as usize..].iter_mut().zip(&mass.mass) {
            *into += from;
        }
    }
    Distribution {
        mass: final_mass,
        states_reached,
        widest_layer,
    }
}
