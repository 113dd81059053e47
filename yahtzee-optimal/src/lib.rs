//! The full solitaire Yahtzee game, solved: the strategy that maximises the expected final
//! score of the real game, where the rolls are not known in advance — the classic
//! two-level DP. A second product beside UVa 10149 (the `yahtzee` crate, whose binary
//! runs this one as `yahtzee optimal` and `yahtzee advise`): its own rule sets
//! ([`scoring`]), its saved table ([`cache`]), advice on a position ([`advise`]), the
//! distribution of the final score ([`distribution`]) and the report of both ([`report`]).
//! It shares with UVa 10149 only [`rules`], the categories and what a roll scores in each.
//!
//! **State between turns.** The set of used categories (13 bits), the upper-section
//! progress capped at 63 (the bonus only asks whether 63 was reached), and, for the rules
//! with a Yahtzee bonus, whether the Yahtzee box holds 50. Of the 2^13 × 64 × 2 = 1,048,576
//! combinations only those that differ are kept ([`Layout`]): an upper sum that the used
//! upper boxes can make (with sixes and fives used, 11 is not), the flag only once the
//! Yahtzee box is filled, and one entry for all the sums from which the bonus is out of
//! reach — 359,612 states evaluated with the flag, 239,742 without.
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
//! The table is laid out layer by layer, so the layer being computed is one slice written
//! while the later layers are read; its sets of used categories are spread over the cores.
//!
//! **Answer.** `V(nothing used, sum 0, no flag)`: the expected final score of optimal play.
//!
//! **Complexity.** For each state, one turn: about 1,600 comparisons to score the 252
//! final rolls (a category's value depends on the roll only through its points, so it is
//! looked up once per distinct points and shared by every roll), then two levels of
//! 1,260 additions and about 1,300 comparisons — some 7,000 operations, done for
//! [`turn::LANES`] states of the same used categories at once. O(states × hands × faces).

pub mod advise;
pub mod cache;
pub mod dice;
pub mod distribution;
pub mod play;
pub mod report;
pub mod rules;
pub mod scoring;
pub mod turn;

use rayon::prelude::*;

use dice::{FIRST_ROLL, HANDS, Hands, ROLLS};
use scoring::{CATEGORIES, Rules, Scoring, YAHTZEE_BOX};
use turn::{LANES, Lanes, turn_value};

use crate::rules::{BONUS_THRESHOLD, Category, UPPER_BONUS};

/// Upper-section progress values: 0 to 63, 63 meaning "63 or more".
pub const UPPER_PROGRESS: usize = 64;
/// All sets of used categories.
pub const CATEGORY_SETS: usize = 1 << CATEGORIES;
/// Layers of the DP: 0 to 13 used categories.
pub const LAYERS: usize = CATEGORIES + 1;

/// A state between turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// Used categories, bit `c` for [`Category`] number `c`.
    pub used: u16,
    /// Upper-section sum so far, capped at 63.
    pub upper: u8,
    /// Whether the Yahtzee box holds 50 (only with the Yahtzee box used, and only under
    /// rules with a Yahtzee bonus).
    pub yahtzee_50: bool,
}

impl State {
    /// The opening state.
    pub const START: State = State {
        used: 0,
        upper: 0,
        yahtzee_50: false,
    };

    /// Used categories.
    pub fn used_count(self) -> usize {
        self.used.count_ones() as usize
    }
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

/// Where each reachable state's value is kept: layer by layer (0 used categories first),
/// inside a layer by the set of used categories as a number, inside a set by upper sum,
/// then the flag. A state is found with two table lookups and no search.
///
/// **What the state really needs.** The upper sum matters only through the bonus. Once
/// the bonus is out of reach — the sum plus 5 × face for every open upper box stays below
/// 63 — every such sum leads to the same future (the sums after it are out of reach too,
/// and no bonus is ever paid), so they share one entry; likewise all sums of 63 or more
/// (the cap). This removes a third of the states: 359,616 entries for hasbro and
/// verhoeff, 239,744 for uva, against 536,448 and 357,632 reachable states.
#[derive(Clone, Debug)]
pub struct Layout {
    flagged: bool,
    sums: [u64; 64],
    /// `rank[upper used][sum]`: the entry of a reachable sum among its set's entries.
    rank: Vec<[u8; UPPER_PROGRESS]>,
    /// `kept[upper used]`: one sum for each entry, the smallest it stands for.
    kept: Vec<Vec<u8>>,
    /// Index of the first state of each set of used categories.
    base: Vec<u32>,
    /// The sets of used categories, layer by layer.
    order: Vec<u16>,
    /// Where each layer's sets begin in `order` (and one past the end).
    layer_start: [usize; LAYERS + 1],
    len: usize,
}

impl Layout {
    /// The layout for `rules` (the flag only for rules with a Yahtzee bonus).
    pub fn new(rules: Rules) -> Self {
        let sums = reachable_upper_sums();
        let mut rank = vec![[0u8; UPPER_PROGRESS]; 64];
        let mut kept = vec![Vec::new(); 64];
        for upper_used in 0..64 {
            let most_to_add: u32 = (1..=6)
                .filter(|face| upper_used >> (face - 1) & 1 == 0)
                .map(|face| 5 * face)
                .sum();
            let mut out_of_reach = None;
            for sum in (0..UPPER_PROGRESS as u8).filter(|&sum| sums[upper_used] >> sum & 1 == 1) {
                let entries = &mut kept[upper_used];
                let dead = u32::from(sum) < BONUS_THRESHOLD
                    && u32::from(sum) + most_to_add < BONUS_THRESHOLD;
                rank[upper_used][usize::from(sum)] = match (dead, out_of_reach) {
                    (true, Some(entry)) => entry,
                    _ => {
                        let entry = entries.len() as u8;
                        entries.push(sum);
                        if dead {
                            out_of_reach = Some(entry);
                        }
                        entry
                    }
                };
            }
        }
        let mut order = Vec::with_capacity(CATEGORY_SETS);
        let mut layer_start = [0; LAYERS + 1];
        for (layer, start) in layer_start.iter_mut().enumerate().take(LAYERS) {
            *start = order.len();
            order.extend((0..CATEGORY_SETS as u16).filter(|m| m.count_ones() as usize == layer));
        }
        layer_start[LAYERS] = order.len();
        let mut layout = Self {
            flagged: rules.has_yahtzee_bonus(),
            sums,
            rank,
            kept,
            base: vec![0; CATEGORY_SETS],
            order,
            layer_start,
            len: 0,
        };
        let mut next = 0u32;
        for position in 0..CATEGORY_SETS {
            let used = layout.order[position];
            layout.base[usize::from(used)] = next;
            next += layout.states_of_set(used) as u32;
        }
        layout.len = next as usize;
        layout
    }

    /// Values of the flag kept for this set of used categories: 2 once the Yahtzee box is
    /// used under rules with a Yahtzee bonus, else 1.
    #[inline]
    pub fn flags(&self, used: u16) -> usize {
        1 + usize::from(self.flagged && used >> YAHTZEE_BOX & 1 == 1)
    }

    /// Entries of the table (states that differ) with these used categories.
    pub fn states_of_set(&self, used: u16) -> usize {
        self.kept[usize::from(used) & 63].len() * self.flags(used)
    }

    /// Whether `state` is one of the reachable states.
    pub fn contains(&self, state: State) -> bool {
        usize::from(state.upper) < UPPER_PROGRESS
            && self.sums[usize::from(state.used) & 63] >> state.upper & 1 == 1
            && (!state.yahtzee_50 || self.flags(state.used) == 2)
            && usize::from(state.used) < CATEGORY_SETS
    }

    /// The index of a reachable state.
    #[inline]
    pub fn index(&self, state: State) -> usize {
        let used = usize::from(state.used);
        self.base[used] as usize
            + usize::from(self.rank[used & 63][usize::from(state.upper)]) * self.flags(state.used)
            + usize::from(state.yahtzee_50)
    }

    /// The position of a reachable state among the states of its set of used categories.
    #[inline]
    pub fn position_in_set(&self, state: State) -> usize {
        self.index(state) - self.base[usize::from(state.used)] as usize
    }

    /// One state for each entry of the table with these used categories, in index order
    /// (for sums that share an entry, the smallest).
    pub fn states(&self, used: u16) -> impl Iterator<Item = State> + '_ {
        let flags = self.flags(used);
        self.kept[usize::from(used) & 63]
            .iter()
            .flat_map(move |&upper| {
                (0..flags).map(move |flag| State {
                    used,
                    upper,
                    yahtzee_50: flag == 1,
                })
            })
    }

    /// The sets of used categories of one layer, in index order.
    pub fn sets(&self, layer: usize) -> &[u16] {
        &self.order[self.layer_start[layer]..self.layer_start[layer + 1]]
    }

    /// The index of the first state of `layer` (`LAYERS` gives the number of states).
    pub fn layer_offset(&self, layer: usize) -> usize {
        self.order
            .get(self.layer_start[layer])
            .map_or(self.len, |&used| self.base[usize::from(used)] as usize)
    }

    /// Entries of the table in all, the final layer included.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Never: there is always the opening state.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The value of every reachable state under one rule set: the optimal strategy.
#[derive(Clone, Debug)]
pub struct Strategy {
    /// The rules.
    pub rules: Rules,
    /// Where each state's value is.
    pub layout: Layout,
    /// `values[layout.index(state)]`: the expected score still to come from that state.
    pub values: Vec<f64>,
    /// States evaluated (reachable ones only), by the number of used categories.
    pub states_by_layer: [u64; CATEGORIES],
}

/// Where scoring `points` in `category` leads from `state` under `rules`, and the upper
/// bonus it earns. The Yahtzee flag is only kept by rules with a Yahtzee bonus.
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

/// Values of a part of the table: the layers after the one being computed, which start at
/// index `offset`.
#[derive(Clone, Copy, Debug)]
pub struct Later<'a> {
    /// The values from `offset` on.
    pub values: &'a [f64],
    /// The index of `values[0]`.
    pub offset: usize,
}

impl Later<'_> {
    #[inline(always)]
    fn get(&self, index: usize) -> f64 {
        self.values[index - self.offset]
    }
}

/// Everything a turn's evaluation needs that does not change from state to state.
#[derive(Clone, Debug)]
pub struct Evaluator {
    rules: Rules,
    /// The hands of 0 to 5 dice and the moves between them.
    pub hands: Hands,
    /// What each roll scores where.
    pub scoring: Scoring,
    /// Where each state's value is.
    pub layout: Layout,
    /// For each category, the distinct points a roll can score there, lowest first.
    pub(crate) class_points: [Vec<u32>; CATEGORIES],
    /// `class[c][r]`: the position of roll `r`'s points in `class_points[c]`.
    pub(crate) class: [[u8; ROLLS]; CATEGORIES],
    /// The six rolls of five equal dice.
    yahtzees: Vec<usize>,
}

/// The most distinct points a category can score (chance: 5 to 30).
pub const CLASSES: usize = 32;

/// Scratch space of one thread: the turn's table, and the categories' values by points.
#[derive(Clone, Debug)]
pub struct Scratch<const W: usize> {
    /// The turn's table ([`turn`]).
    pub t: Vec<Lanes<W>>,
    /// `by_points[c * CLASSES + k]` (`[k]` alone while solving): the value of scoring the
    /// `k`-th distinct points of category `c`.
    pub by_points: Vec<Lanes<W>>,
}

impl<const W: usize> Default for Scratch<W> {
    /// Room for every category's values by points.
    fn default() -> Self {
        Self {
            t: vec![[0.0; W]; HANDS],
            by_points: vec![[0.0; W]; CATEGORIES * CLASSES],
        }
    }
}

impl<const W: usize> Scratch<W> {
    /// Room for one category's values by points at a time, all that solving needs.
    pub fn for_solving() -> Self {
        Self {
            t: vec![[0.0; W]; HANDS],
            by_points: vec![[0.0; W]; CLASSES],
        }
    }
}

impl Evaluator {
    /// The evaluator for `rules`.
    pub fn new(rules: Rules) -> Self {
        let hands = Hands::new();
        let scoring = Scoring::new(rules, &hands);
        let class_points: [Vec<u32>; CATEGORIES] = std::array::from_fn(|category| {
            let mut points: Vec<u32> = (0..ROLLS)
                .map(|roll| scoring.points(roll, category))
                .collect();
            points.sort_unstable();
            points.dedup();
            points
        });
        let class = std::array::from_fn(|category| {
            std::array::from_fn(|roll| {
                let points = scoring.points(roll, category);
                class_points[category]
                    .iter()
                    .position(|&p| p == points)
                    .unwrap_or(0) as u8
            })
        });
        let yahtzees = (0..ROLLS).filter(|&r| scoring.is_yahtzee(r)).collect();
        Self {
            rules,
            hands,
            scoring,
            layout: Layout::new(rules),
            class_points,
            class,
            yahtzees,
        }
    }

    /// The rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Writes into `t[FIRST_ROLL..]` the value of scoring each final roll at its best, for
    /// the `W` states of `lanes` (all with the same used categories): points, bonuses, and
    /// the value of the state it leads to, read from `later`.
    pub fn score_rolls<const W: usize>(
        &self,
        later: Later<'_>,
        lanes: &[State; W],
        scratch: &mut Scratch<W>,
    ) {
        self.score_rolls_keeping::<W, false>(later, lanes, scratch);
    }

    /// [`Evaluator::score_rolls`], keeping every category's values by points in
    /// `scratch.by_points` when `KEEP` (for [`Evaluator::choice`]).
    #[inline(always)]
    pub(crate) fn score_rolls_keeping<const W: usize, const KEEP: bool>(
        &self,
        later: Later<'_>,
        lanes: &[State; W],
        scratch: &mut Scratch<W>,
    ) {
        let Scratch { t, by_points } = scratch;
        let used = lanes[0].used;
        let layout = &self.layout;
        let rolls = &mut t[FIRST_ROLL..HANDS];
        let mut first = true;
        for category in (0..CATEGORIES).filter(|&c| used >> c & 1 == 0) {
            let next_used = used | 1 << category;
            let points_list = &self.class_points[category];
            let by_points = &mut by_points[if KEEP { category * CLASSES } else { 0 }..];
            if category < Category::UPPER || category == YAHTZEE_BOX {
                // The state after depends on the points: the upper sum, or the flag.
                for (class, &points) in points_list.iter().enumerate() {
                    let entry = &mut by_points[class];
                    for (lane, &state) in lanes.iter().enumerate() {
                        let (next, bonus) = after_scoring(self.rules, state, category, points);
                        entry[lane] = f64::from(points + bonus) + later.get(layout.index(next));
                    }
                }
            } else {
                let after: Lanes<W> = std::array::from_fn(|lane| {
                    let next = State {
                        used: next_used,
                        ..lanes[lane]
                    };
                    later.get(layout.index(next))
                });
                for (class, &points) in points_list.iter().enumerate() {
                    let entry = &mut by_points[class];
                    for lane in 0..W {
                        entry[lane] = f64::from(points) + after[lane];
                    }
                }
            }
            let classes = &self.class[category];
            if first {
                for (roll, &class) in rolls.iter_mut().zip(classes) {
                    *roll = by_points[usize::from(class)];
                }
                first = false;
            } else {
                for (roll, &class) in rolls.iter_mut().zip(classes) {
                    let value = by_points[usize::from(class)];
                    for lane in 0..W {
                        roll[lane] = turn::max(roll[lane], value[lane]);
                    }
                }
            }
        }
        // Five equal dice with the Yahtzee box used: the bonus and the joker rules.
        if self.rules != Rules::Uva && used >> YAHTZEE_BOX & 1 == 1 {
            for &roll in &self.yahtzees {
                for (lane, &state) in lanes.iter().enumerate() {
                    rolls[roll][lane] = self.score_roll(later, state, roll);
                }
            }
        }
    }

    /// The value of scoring `roll` at its best in `state`, by the general rules.
    fn score_roll(&self, later: Later<'_>, state: State, roll: usize) -> f64 {
        let extra = f64::from(
            self.scoring
                .yahtzee_bonus(roll, state.used, state.yahtzee_50),
        );
        let mut best = f64::NEG_INFINITY;
        self.scoring.options(roll, state.used, |category, points| {
            let (next, bonus) = after_scoring(self.rules, state, category, points);
            let value = f64::from(points + bonus) + later.get(self.layout.index(next));
            if value > best {
                best = value;
            }
        });
        best + extra
    }

    /// The values of the `W` states of `lanes` (all with the same used categories, not all
    /// used), from the later layers.
    pub fn evaluate<const W: usize>(
        &self,
        later: Later<'_>,
        lanes: &[State; W],
        scratch: &mut Scratch<W>,
    ) -> Lanes<W> {
        self.score_rolls(later, lanes, scratch);
        turn_value(&self.hands, &mut scratch.t)
    }

    /// The value of scoring each final roll at its best in `state`, one number a roll.
    pub fn scored(&self, values: &[f64], state: State) -> Vec<f64> {
        let mut scratch = Scratch::<1>::for_solving();
        let later = Later { values, offset: 0 };
        self.score_rolls(later, &[state], &mut scratch);
        scratch.t[FIRST_ROLL..].iter().map(|v| v[0]).collect()
    }

    /// Fills `out` with the values of the states of the set `used`, in index order.
    fn evaluate_set(
        &self,
        later: Later<'_>,
        used: u16,
        out: &mut [f64],
        scratch: &mut Scratch<LANES>,
    ) {
        let states: Vec<State> = self.layout.states(used).collect();
        for (chunk, out) in states.chunks(LANES).zip(out.chunks_mut(LANES)) {
            // A short last chunk repeats its last state in the spare lanes.
            let lanes: [State; LANES] =
                std::array::from_fn(|lane| chunk[lane.min(chunk.len() - 1)]);
            let values = self.evaluate(later, &lanes, scratch);
            out.copy_from_slice(&values[..out.len()]);
        }
    }
}

/// Computes the optimal strategy; `progress(done, total)` is called after each layer.
pub fn solve(rules: Rules, progress: impl Fn(u64, u64) + Sync) -> Strategy {
    solve_layers(rules, 0, progress)
}

/// The strategy for the states with at least `fewest_used` categories used — the whole
/// game for 0, the last turns of reduced games for more (their values do not depend on
/// the layers below, which are left at 0).
pub fn solve_layers(
    rules: Rules,
    fewest_used: usize,
    progress: impl Fn(u64, u64) + Sync,
) -> Strategy {
    let evaluator = Evaluator::new(rules);
    let layout = &evaluator.layout;
    let mut values = vec![0.0; layout.len()];
    let states_by_layer: [u64; CATEGORIES] = std::array::from_fn(|layer| {
        (layout.layer_offset(layer + 1) - layout.layer_offset(layer)) as u64
    });
    let total: u64 = states_by_layer[fewest_used.min(CATEGORIES)..].iter().sum();
    let mut done = 0;
    for layer in (fewest_used..CATEGORIES).rev() {
        let start = layout.layer_offset(layer);
        let end = layout.layer_offset(layer + 1);
        let (head, tail) = values.split_at_mut(end);
        let later = Later {
            values: tail,
            offset: end,
        };
        let mut jobs = Vec::with_capacity(layout.sets(layer).len());
        let mut rest = &mut head[start..];
        for &used in layout.sets(layer) {
            let (mine, others) = rest.split_at_mut(layout.states_of_set(used));
            jobs.push((used, mine));
            rest = others;
        }
        jobs.into_par_iter()
            .for_each_init(Scratch::for_solving, |scratch, (used, out)| {
                evaluator.evaluate_set(later, used, out, scratch);
            });
        done += states_by_layer[layer];
        progress(done, total);
    }
    Strategy {
        rules,
        layout: evaluator.layout,
        values,
        states_by_layer,
    }
}

impl Strategy {
    /// The expected final score of optimal play from the opening.
    pub fn expected_score(&self) -> f64 {
        self.value(State::START)
    }

    /// The expected score still to come from `state` (a reachable state).
    pub fn value(&self, state: State) -> f64 {
        self.values[self.layout.index(state)]
    }

    /// States evaluated in all.
    pub fn states(&self) -> u64 {
        self.states_by_layer.iter().sum()
    }

    /// The whole table, for looking up the states after a turn.
    pub fn later(&self) -> Later<'_> {
        Later {
            values: &self.values,
            offset: 0,
        }
    }
}
