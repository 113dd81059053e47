//! Playing to reach a score: the largest probability that the points still to come reach
//! `n`, for every `n` at once, under the policy best for that `n`.
//!
//! **State.** A state of the expected-score DP ([`State`], kept in its [`Layout`]: the
//! upper sums that earn the bonus alike share an entry here too, since that argument is
//! about the points still to come, whatever is done with them) and the points still
//! needed `n`. Every `n` of a state is one curve:
//!
//! ```text
//! P(s, n) = the largest probability that the rest of the game from s scores at least n
//! P(s, n) = 1 for n ≤ 0;   P(all boxes used, n) = 0 for n > 0
//! ```
//!
//! **Recurrence.** One turn from `s`, as in [`turn`](super::turn), for each `n` on its
//! own: scoring the final roll `r` in an allowed box `c` for `g` points (the box's points,
//! the upper bonus when they take the sum to 63, the Yahtzee bonus) is worth
//! `P(s after c, n − g)`; the roll is scored where that is largest, the holds of both
//! rerolls are the best for that `n`, and the turn's value is the mean over the first
//! throw. The policy changes with `n`: a state far from its target holds for the Yahtzee
//! that an expected-score player would not chase.
//!
//! **Every target at once.** A curve of one state is computed 16 values of `n` at a time,
//! as the 16 lanes of [`turn_value`]: the moves between hands are the same for every `n`,
//! each lane does the arithmetic of a lone `n`, and the scored values of the 16 lanes are
//! 16 consecutive entries of each later curve, shifted by the points gained.
//!
//! **Storage.** Each curve is kept from `n = 0` (always 1) to its last value at or above
//! [`FLOOR`], as `f32`; the `n` past the end have probability 0 as far as the table goes
//! (below 2^-32, about 2.3e-10, in truth). The turn's arithmetic is in `f64`. Rounding to
//! `f32` moves a stored value by at most 2^-25 (values are at most 1), and an error in the
//! later curves passes into a turn's value no larger (a turn takes maxima and means of
//! them); with the floor, a value read at the opening is off by at most
//! 13 × (2^-25 + 2^-32) ≈ 3.9e-7 (15 turns for Yatzy: 4.5e-7).
//!
//! **Exactness of the order.** Every step — a maximum, a sum of chances with the same
//! weights in the same order, the exact division by 6 ([`sixth`](super::turn::sixth)),
//! the rounding to `f32` — never lowers its result when an input rises, so every curve
//! is non-increasing in `n` as computed, not only in exact arithmetic.
//!
//! **Order.** Layer by layer, from the last turn back to the first, as the expected-score
//! DP; the states of a layer are spread over the threads by their sets of used boxes.
//! The whole table stays in memory (`advise` needs any state's curve), some 4 bytes an
//! entry.
//!
//! **Size.** A curve is as long as the points its state can still score with a chance
//! of at least [`FLOOR`]; the Yahtzee bonus makes them long (the opening's reaches
//! 1,134 under the official rules). hasbro keeps 176,102,172 probabilities (672.6 MiB on
//! disk, [`target_cache`](super::target_cache)), uva 42,937,550 (164.4 MiB). Each entry
//! costs about one expected-score state's turn, so the table costs some 180 (uva) to 480
//! (hasbro) times the expected-score solve: every target has its own policy, and no
//! entry's turn can be shared with another's.
//!
//! **What it shows** (official rules, `yahtzee optimal --target T --distribution`):
//!
//! ```text
//! target T   playing for T   playing for the expected score
//!      200       0.910761         0.863569
//!      250       0.541861         0.483681
//!      300       0.176019         0.143264
//!      400       0.049257         0.038340
//! ```
//!
//! One position where they disagree (`yahtzee advise --target 350 --scored chance=23
//! yahtzee=50 ls=40 --dice 1 3 4 5 5 --rerolls-left 0`): the expected-score policy
//! writes off the ones box with 1 (expected final score 298.50, chance of 350 27.83%);
//! playing for 350 scores 10 in fives (28.04%, 296.01): 2.49 points of expected score
//! for 0.21 percentage points of chance, since the upper bonus matters less than the
//! boxes left open for Yahtzee bonuses when 237 more points are needed.

use rayon::prelude::*;

use super::dice::MAX_HANDS;
use super::scoring::{MAX_CATEGORIES, Rules};
use super::turn::{LANES, Lanes, turn_value};
use super::{CLASSES, Evaluator, Layout, State, after_scoring};

/// The most boxes a rule set may have for its target table: Yatzy's 15. Maxi Yatzy's 20
/// boxes make 32 million states, whose curves would take tens of GB.
pub const MOST_BOXES: usize = 15;

/// Why a rule set with more boxes has no target table.
pub const TOO_MANY_BOXES: &str = "its 20 boxes make 32 million states, whose curves would \
    take tens of GB (the table is made for at most 15)";

/// The least probability a curve keeps: the values of `n` past it are stored as 0.
pub const FLOOR: f64 = 1.0 / (1u64 << 32) as f64;

/// The probability curve of every reachable state: the target table.
#[derive(Clone, Debug)]
pub struct Curves {
    /// The rules.
    pub rules: Rules,
    /// Where each state is.
    pub layout: Layout,
    /// `start[layout.index(s)]`: where the curve of `s` begins among the curves of its
    /// set of used boxes.
    start: Vec<u32>,
    /// `length[layout.index(s)]`: the entries of the curve of `s` (`n = 0` to
    /// `length − 1`).
    length: Vec<u16>,
    /// `sets[used]`: the curves of the states with these used boxes, in index order (each
    /// set its own vector, so that a layer's are never copied into one).
    sets: Vec<Vec<f32>>,
    /// `loaded[used]`: whether `sets[used]` holds its curves (a table read in part for
    /// `advise` holds only the sets it needs).
    loaded: Vec<bool>,
}

impl Curves {
    /// Whether the curves of the set `used` are held (always, but in a table read in
    /// part).
    pub fn has_set(&self, used: u32) -> bool {
        self.loaded[used as usize]
    }

    /// The stored curve of `state` (a reachable state whose set is held): entry `n` is
    /// `P(state, n)`.
    pub fn curve(&self, state: State) -> &[f32] {
        let index = self.layout.index(state);
        let start = self.start[index] as usize;
        &self.sets[state.used as usize][start..start + usize::from(self.length[index])]
    }

    /// The largest probability that the points still to come from `state` reach `needed`.
    pub fn probability(&self, state: State, needed: i64) -> f64 {
        value_at(self.curve(state), needed)
    }

    /// The largest probability that the final score reaches `target`, from the opening.
    pub fn reach(&self, target: i64) -> f64 {
        self.probability(State::START, target)
    }

    /// Entries stored in all (in the whole table, when only a part of it is held).
    pub fn entries(&self) -> usize {
        self.length.iter().map(|&l| usize::from(l)).sum()
    }

    /// The entries of each state's curve, in index order.
    pub fn lengths(&self) -> &[u16] {
        &self.length
    }

    /// The curves of the states of each set of used boxes (by the set as a number), one
    /// after the other in index order.
    pub fn set_values(&self) -> &[Vec<f32>] {
        &self.sets
    }

    /// The table from its parts: the lengths of the curves in index order and each set's
    /// values (those of the sets `loaded` says, all when `None`); `None` when they do not
    /// fit the layout of `rules`.
    pub fn from_parts(
        rules: Rules,
        length: Vec<u16>,
        sets: Vec<Vec<f32>>,
        loaded: Option<Vec<bool>>,
    ) -> Option<Self> {
        let layout = Layout::new(rules);
        let loaded = loaded.unwrap_or_else(|| vec![true; sets.len()]);
        if length.len() != layout.len()
            || sets.len() != 1 << rules.categories()
            || loaded.len() != sets.len()
        {
            return None;
        }
        let mut start = vec![0u32; layout.len()];
        for (used, values) in sets.iter().enumerate() {
            let first = layout.index(State {
                used: used as u32,
                upper: 0,
                yahtzee_50: false,
            });
            let mut at = 0usize;
            for index in first..first + layout.states_of_set(used as u32) {
                start[index] = u32::try_from(at).ok()?;
                at += usize::from(length[index]);
            }
            if loaded[used] && at != values.len() {
                return None;
            }
        }
        Some(Self {
            rules,
            layout,
            start,
            length,
            sets,
            loaded,
        })
    }
}

/// `P(n)` from a stored curve: 1 for `n ≤ 0`, 0 past its end.
#[inline]
pub fn value_at(curve: &[f32], needed: i64) -> f64 {
    if needed <= 0 {
        1.0
    } else {
        usize::try_from(needed)
            .ok()
            .and_then(|n| curve.get(n))
            .map_or(0.0, |&p| f64::from(p))
    }
}

/// The [`LANES`] values of a curve for `n = first .. first + LANES`.
#[inline(always)]
fn window(curve: &[f32], first: i64) -> Lanes<LANES> {
    let mut lanes = Lanes::splat(0.0);
    if first >= 0 && first as usize + LANES <= curve.len() {
        let from = &curve[first as usize..first as usize + LANES];
        for lane in 0..LANES {
            lanes[lane] = f64::from(from[lane]);
        }
    } else {
        for (lane, value) in lanes.iter_mut().enumerate() {
            *value = value_at(curve, first + lane as i64);
        }
    }
    lanes
}

/// One way to score a final roll from a state: the curve of the state it leads to and
/// the points it gains (box, upper bonus; not the Yahtzee bonus of the roll).
#[derive(Clone, Copy)]
struct Move<'a> {
    curve: &'a [f32],
    gain: i64,
}

/// Scratch space of one thread.
struct Scratch {
    t: Vec<Lanes<LANES>>,
    by_points: Vec<Lanes<LANES>>,
}

impl Scratch {
    fn new() -> Self {
        Self {
            t: vec![Lanes::splat(0.0); MAX_HANDS],
            by_points: vec![Lanes::splat(0.0); MAX_CATEGORIES * CLASSES],
        }
    }
}

/// The turn of one state for the targets `first .. first + LANES`, from the later curves.
struct StateTurn<'a> {
    evaluator: &'a Evaluator,
    open: Vec<usize>,
    /// `moves[c * CLASSES + k]`: scoring the `k`-th distinct points of box `c`.
    moves: Vec<Option<Move<'a>>>,
    /// The box with the most scoring rolls, which sets every roll first.
    first: usize,
    /// Each roll of five equal dice whose value the general rule gives (the joker, the
    /// Yahtzee bonus): every box allowed, the points it gains, the curve after.
    special: Vec<(usize, Vec<Move<'a>>)>,
}

impl<'a> StateTurn<'a> {
    fn new(evaluator: &'a Evaluator, curves: &'a Curves, state: State) -> Self {
        let rules = evaluator.rules();
        let curve_of = |next: State| curves.curve(next);
        let open: Vec<usize> = (0..rules.categories())
            .filter(|&c| state.used >> c & 1 == 0)
            .collect();
        let mut moves = vec![None; MAX_CATEGORIES * CLASSES];
        for &category in &open {
            for (class, &points) in evaluator.class_points[category].iter().enumerate() {
                let (next, bonus) = after_scoring(rules, state, category, points);
                moves[category * CLASSES + class] = Some(Move {
                    curve: curve_of(next),
                    gain: i64::from(points + bonus),
                });
            }
        }
        let first = *open
            .iter()
            .max_by_key(|&&c| evaluator.scoring_rolls[c].len())
            .expect("a state with an open box");
        let mut special = Vec::new();
        for roll in 0..evaluator.hands.rolls() {
            if !evaluator.scoring.is_yahtzee(roll) {
                continue;
            }
            let extra = evaluator
                .scoring
                .yahtzee_bonus(roll, state.used, state.yahtzee_50);
            let joker = rules.has_joker() && state.used >> rules.yahtzee_box() & 1 == 1;
            if extra == 0 && !joker {
                continue;
            }
            let mut options = Vec::new();
            evaluator
                .scoring
                .options(roll, state.used, |category, points| {
                    let (next, bonus) = after_scoring(rules, state, category, points);
                    options.push(Move {
                        curve: curve_of(next),
                        gain: i64::from(points + bonus + extra),
                    });
                });
            special.push((roll, options));
        }
        Self {
            evaluator,
            open,
            moves,
            first,
            special,
        }
    }

    /// Writes the scored value of every final roll for the targets `first ..
    /// first + LANES` into the final rolls' entries of `scratch.t`.
    fn score_rolls(&self, first_needed: i64, scratch: &mut Scratch) {
        let evaluator = self.evaluator;
        let Scratch { t, by_points } = scratch;
        let mut zero = Lanes::<LANES>::splat(f64::NEG_INFINITY);
        for &category in &self.open {
            let classes = evaluator.class_points[category].len();
            for class in 0..classes {
                let slot = category * CLASSES + class;
                let step = self.moves[slot].expect("every class of an open box");
                by_points[slot] = window(step.curve, first_needed - step.gain);
            }
            // Scoring 0 in a box is worth no more than scoring any roll there (more
            // points and a larger upper sum never lower a chance), so it is one number
            // for every roll.
            if evaluator.class_points[category].first() == Some(&0) {
                let value = by_points[category * CLASSES];
                for lane in 0..LANES {
                    zero[lane] = super::turn::max(zero[lane], value[lane]);
                }
            }
        }
        let hands = &evaluator.hands;
        let rolls = &mut t[hands.first_roll()..hands.len()];
        let by_first = &by_points[self.first * CLASSES..];
        for (roll, &class) in rolls.iter_mut().zip(&evaluator.class[self.first]) {
            let value = by_first[usize::from(class)];
            for lane in 0..LANES {
                roll[lane] = super::turn::max(zero[lane], value[lane]);
            }
        }
        for &category in self.open.iter().filter(|&&c| c != self.first) {
            let by_points = &by_points[category * CLASSES..];
            for &(roll, class) in &evaluator.scoring_rolls[category] {
                let value = by_points[usize::from(class)];
                let roll = &mut rolls[usize::from(roll)];
                for lane in 0..LANES {
                    roll[lane] = super::turn::max(roll[lane], value[lane]);
                }
            }
        }
        for (roll, options) in &self.special {
            let mut best = Lanes::splat(f64::NEG_INFINITY);
            for option in options {
                let value = window(option.curve, first_needed - option.gain);
                for lane in 0..LANES {
                    best[lane] = super::turn::max(best[lane], value[lane]);
                }
            }
            rolls[*roll] = best;
        }
    }

    /// The curve of the state, from `n = 0` to its last value at or above [`FLOOR`],
    /// appended to `out`; returns its length.
    fn curve(&self, scratch: &mut Scratch, out: &mut Vec<f32>) -> usize {
        let begin = out.len();
        let mut first_needed = 0i64;
        'blocks: loop {
            self.score_rolls(first_needed, scratch);
            let hands = &self.evaluator.hands;
            let rolls = &scratch.t[hands.first_roll()..hands.len()];
            // A block whose every final roll reaches every target for sure is 1 (no
            // hold can do better or worse).
            let values = if rolls.iter().all(|roll| roll.iter().all(|&p| p == 1.0)) {
                [1.0; LANES]
            } else {
                turn_value(&self.evaluator.hands, &mut scratch.t)
            };
            for value in values {
                if value < FLOOR {
                    break 'blocks;
                }
                out.push(value as f32);
            }
            first_needed += LANES as i64;
        }
        out.len() - begin
    }
}

/// The curve of `state` computed from the curves of the states after its turn in
/// `curves`, as solving computes it (the game's end: 1 for `n = 0` only).
pub fn curve_from_table(curves: &Curves, state: State) -> Vec<f32> {
    if state.used_count() == curves.rules.categories() {
        return vec![1.0];
    }
    let evaluator = Evaluator::new(curves.rules);
    let mut out = Vec::new();
    StateTurn::new(&evaluator, curves, state).curve(&mut Scratch::new(), &mut out);
    out
}

/// Computes the target table of `rules`; `progress(done, total)` is called after each
/// layer with the states done.
pub fn solve(rules: Rules, progress: impl Fn(u64, u64) + Sync) -> Curves {
    solve_layers(rules, 0, progress)
}

/// The target table for the states with at least `fewest_used` boxes used (the curves of
/// the layers below are left empty): the whole game for 0, the last turns of reduced
/// games for more.
pub fn solve_layers(
    rules: Rules,
    fewest_used: usize,
    progress: impl Fn(u64, u64) + Sync,
) -> Curves {
    let evaluator = Evaluator::new(rules);
    let layout = evaluator.layout.clone();
    let categories = rules.categories();
    let mut curves = Curves {
        rules,
        start: vec![0; layout.len()],
        length: vec![0; layout.len()],
        sets: vec![Vec::new(); 1 << categories],
        loaded: vec![true; 1 << categories],
        layout,
    };
    // Every box used: nothing more to score, 1 for n = 0 only.
    let all_used = (1u16 << categories) - 1;
    curves.sets[usize::from(all_used)] = vec![1.0];
    curves.length[curves.layout.layer_offset(categories)] = 1;
    let total =
        (curves.layout.layer_offset(categories) - curves.layout.layer_offset(fewest_used)) as u64;
    let mut done = 0;
    for layer in (fewest_used.min(categories)..categories).rev() {
        let sets = curves.layout.sets(layer);
        let table = &curves;
        let per_set: Vec<(Vec<f32>, Vec<u16>)> = sets
            .par_iter()
            .with_max_len(8)
            .map_init(Scratch::new, |scratch, &used| {
                let mut values = Vec::new();
                let mut lengths = Vec::new();
                for state in table.layout.states(used) {
                    let turn = StateTurn::new(&evaluator, table, state);
                    let length = turn.curve(scratch, &mut values);
                    lengths.push(u16::try_from(length).expect("a curve shorter than 65,536"));
                }
                values.shrink_to_fit();
                (values, lengths)
            })
            .collect();
        let offset = curves.layout.layer_offset(layer);
        let mut index = offset;
        for (&used, (values, lengths)) in curves.layout.sets(layer).to_vec().iter().zip(per_set) {
            let mut at = 0usize;
            for length in lengths {
                curves.start[index] = u32::try_from(at).expect("a set under 2^32 entries");
                curves.length[index] = length;
                at += usize::from(length);
                index += 1;
            }
            curves.sets[used as usize] = values;
        }
        done += (curves.layout.layer_offset(layer + 1) - offset) as u64;
        progress(done, total);
    }
    curves
}

/// The highest final score the rules allow: every box at its most, the upper bonus, and
/// under rules with a Yahtzee bonus a bonus for every turn but the first.
pub fn highest_score(rules: Rules) -> u32 {
    let evaluator = Evaluator::new(rules);
    let boxes: u32 = (0..rules.categories())
        .map(|c| evaluator.class_points[c].last().copied().unwrap_or(0))
        .sum();
    let bonuses = if rules.has_yahtzee_bonus() {
        super::scoring::YAHTZEE_BONUS * (rules.categories() as u32 - 1)
    } else {
        0
    };
    boxes + rules.upper_bonus() + bonuses
}
