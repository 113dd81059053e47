//! The full Yahtzee game for one player, solved: the strategy that maximises the expected
//! final score of the real game, where the rolls are not known in advance — the classic
//! two-level DP. A second product beside UVa 10149 (the `yahtzee` crate, whose binary
//! runs this one as `yahtzee optimal` and `yahtzee advise`): its own rule sets
//! ([`scoring`]), its saved table ([`cache`]), advice on a position ([`advise`]), the
//! distribution of the final score ([`distribution`]) and the report of both ([`report`]).
//! It shares with UVa 10149 only [`rules`], the categories and what a roll scores in each.
//!
//! **Rules as data.** A rule set is a table ([`scoring::RuleSet`]): the number of dice (5,
//! or 6 for Maxi Yatzy), the boxes and how each scores, the upper bonus and its threshold,
//! the joker. Everything below reads the table; the hands of the turn come from the number
//! of dice ([`dice::Hands`]), and no loop asks which rule set it runs.
//!
//! **State between turns.** The set of used categories (13 bits, 15 for Scandinavian
//! Yatzy, 20 for Maxi Yatzy: one bit for each box of [`Rules::boxes`]), the upper-section
//! progress capped at the threshold, 63 (75 for Maxi Yatzy; the bonus only asks whether it
//! was reached), and, for the rules
//! with a Yahtzee bonus, whether the Yahtzee box holds 50. Of the 2^13 × 64 × 2 = 1,048,576
//! combinations only those that differ are kept ([`Layout`]): an upper sum that the used
//! upper boxes can make (with sixes and fives used, 11 is not), the flag only once the
//! Yahtzee box is filled, and one entry for all the sums that the open upper boxes can
//! take to 63 with the same totals (with only sixes open, 33 to 38 all need five sixes;
//! the sums from which the bonus is out of reach and those already past it never earn it
//! again) — 310,654 states evaluated with the flag, 207,103 without, 828,415 for Yatzy's
//! 2^15 sets of used boxes, 32,112,639 for Maxi Yatzy's 2^20 (of its 54,820,864 reachable
//! states).
//!
//! **Recurrence between turns.** `V(all used) = 0`, and otherwise `V(s)` is the value of
//! one turn ([`turn`]) in which scoring the final roll `r` in an allowed category `c`
//! (the joker rules decide which are allowed, [`scoring`]) is worth
//!
//! ```text
//! points(r, c) + Yahtzee bonus + upper bonus (when this score takes the sum to the threshold)
//!             + V(s with c used, the sum and the flag updated)
//! ```
//!
//! and the roll is scored where that is largest.
//!
//! **Order.** By the number of used categories, from the number of boxes less one down to
//! 0: a turn uses one more.
//! The table is laid out layer by layer, so the layer being computed is one slice written
//! while the later layers are read; its sets of used categories are spread over the cores.
//!
//! **Answer.** `V(nothing used, sum 0, no flag)`: the expected final score of optimal play.
//!
//! **Complexity.** For each state, one turn: about 1,600 comparisons to score the 252
//! final rolls (a category's value depends on the roll only through its points, so it is
//! looked up once per distinct points and shared by every roll), then two levels of
//! 1,260 additions and about 1,300 comparisons — some 7,000 operations, done for
//! [`turn::LANES`] states at once: states of the same used categories, or the last few
//! states of several sets, each set's scored on its own and their turns taken together.
//! With six dice a turn scores 462 final rolls, then takes two levels of 2,772 additions
//! and 2,772 comparisons over 924 hands: about twice the work of a five-dice turn, for 39
//! times the states of Yatzy. O(states × hands × faces).

pub mod advise;
#[cfg(feature = "cli")]
pub mod cache;
#[cfg(feature = "cli")]
pub mod command;
pub mod dice;
#[cfg(feature = "cli")]
pub mod distribution;
pub mod play;
#[doc = include_str!("../docs/plans.md")]
pub mod plans {}
#[cfg(feature = "cli")]
pub mod report;
pub mod rules;
pub mod scoring;
#[cfg(feature = "cli")]
mod sha256;
#[cfg(feature = "cli")]
pub mod target;
#[cfg(feature = "cli")]
pub mod target_advise;
#[cfg(feature = "cli")]
pub mod target_cache;
#[cfg(feature = "cli")]
pub mod target_report;
pub mod turn;

use dice::{Hands, MAX_HANDS};
use scoring::{MAX_CATEGORIES, Rules, Scoring};
use turn::{LANES, Lanes, turn_value};

use crate::rules::Category;

/// Room for the upper-section progress values: 0 to the rules' threshold (63, 75 for Maxi
/// Yatzy), the threshold meaning "that or more"; an upper sum (at most 6 × 21 = 126) is
/// kept in a 128-bit set.
pub const UPPER_PROGRESS: usize = 128;
/// The most sets of used categories (Maxi Yatzy's 2^20).
pub const CATEGORY_SETS: usize = 1 << MAX_CATEGORIES;
/// The most layers of the DP: 0 to 20 used categories.
pub const LAYERS: usize = MAX_CATEGORIES + 1;

/// A state between turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// Used categories, bit `c` for box `c` of the rules ([`Rules::boxes`]; under the
    /// 13-box rules, [`Category`] number `c`).
    pub used: u32,
    /// Upper-section sum so far, capped at the rules' threshold.
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

/// For each set of used upper categories (6 bits), the upper sums (capped at `threshold`)
/// it can have with `dice` dice, as a 128-bit set.
fn reachable_upper_sums(threshold: usize, dice: usize) -> [u128; 64] {
    std::array::from_fn(|upper_used| {
        let mut sums = 1u128; // {0}
        for face in 1..=6usize {
            if upper_used >> (face - 1) & 1 == 1 {
                let mut next = 0u128;
                for sum in 0..=threshold {
                    if sums >> sum & 1 == 1 {
                        for count in 0..=dice {
                            next |= 1 << (sum + face * count).min(threshold);
                        }
                    }
                }
                sums = next;
            }
        }
        sums
    })
}

/// The totals the open upper boxes (those not in `upper_used`) can still add, as a
/// 128-bit set: each open face 0 to `dice` times (at most 6 × 21 = 126).
fn upper_additions(upper_used: usize, dice: usize) -> u128 {
    let mut additions = 1u128; // {0}
    for face in 1..=6usize {
        if upper_used >> (face - 1) & 1 == 0 {
            let mut next = 0u128;
            for count in 0..=dice {
                next |= additions << (face * count);
            }
            additions = next;
        }
    }
    additions
}

/// Where each reachable state's value is kept: layer by layer (0 used categories first),
/// inside a layer by the set of used categories as a number, inside a set by upper sum,
/// then the flag. A state is found with two table lookups and no search.
///
/// **What the state really needs.** The upper sum matters only through the bonus, and a
/// value counts only the points still to come. The open upper boxes can add the totals
/// `A` (each open face 0 to 5 times, 6 with six dice); with the threshold `t` (63, 75 for
/// Maxi Yatzy), from sum `s` the bonus is paid when the total added reaches `t − s`, that
/// is when it reaches the least total of `A` at or above `t − s`. Two sums with the same
/// least total (or with none: the bonus out of reach, or already earned at `t`) pay the same bonus after every sequence of scores, and after each score
/// they still share their least total for the boxes left; so their values are the same
/// arithmetic on the same numbers, bit for bit, and they share one entry (the smallest
/// sum stands for it). With only sixes open, the sums 33 to 38 all need five sixes: one
/// entry. This keeps 310,656 entries for hasbro and verhoeff, 207,104 for uva, 828,416
/// for Yatzy's 15 boxes, 32,112,640 for Maxi Yatzy's 20, against 536,448, 357,632,
/// 1,430,528 and 54,820,864 reachable states (a first version, which only merged the sums
/// out of reach and those at 63 apart, kept 359,616, 239,744 and 958,976).
#[derive(Clone, Debug)]
pub struct Layout {
    flagged: bool,
    /// The Yahtzee box.
    yahtzee_box: usize,
    /// The number of boxes.
    categories: usize,
    /// The upper-section sum that earns the bonus.
    threshold: u32,
    sums: [u128; 64],
    /// `rank[upper used][sum]`: the entry of a reachable sum among its set's entries.
    rank: Vec<[u8; UPPER_PROGRESS]>,
    /// `kept[upper used]`: one sum for each entry, the smallest it stands for.
    kept: Vec<Vec<u8>>,
    /// Index of the first state of each set of used categories.
    base: Vec<u32>,
    /// The sets of used categories, layer by layer.
    order: Vec<u32>,
    /// Where each layer's sets begin in `order` (and one past the end); layers past the
    /// last (all boxes used) are empty.
    layer_start: [usize; LAYERS + 1],
    len: usize,
}

impl Layout {
    /// The layout for `rules` (the flag only for rules with a Yahtzee bonus).
    pub fn new(rules: Rules) -> Self {
        Self::build(rules, false)
    }

    /// The finer layout of the first version, for the distribution's masses: only the sums
    /// out of reach of the bonus share an entry (a sum of 63 has its own). The
    /// distribution adds the mass of the states of one entry together; with these entries
    /// it adds them in the order it always has, so its probabilities stay the same to the
    /// last bit.
    pub fn finer(rules: Rules) -> Self {
        Self::build(rules, true)
    }

    fn build(rules: Rules, finer: bool) -> Self {
        let threshold = rules.bonus_threshold();
        let dice = rules.dice();
        let sums = reachable_upper_sums(threshold as usize, dice);
        let mut rank = vec![[0u8; UPPER_PROGRESS]; 64];
        let mut kept = vec![Vec::new(); 64];
        for upper_used in 0..64 {
            let additions = upper_additions(upper_used, dice);
            let most_to_add: u32 = (1..=6)
                .filter(|face| upper_used >> (face - 1) & 1 == 0)
                .map(|face| dice as u32 * face)
                .sum();
            // The entry of each class, by the class's smallest addition (`NONE` for the
            // sums that will never earn the bonus again).
            const NONE: usize = 128;
            let mut entry_of = [u8::MAX; NONE + 1];
            for sum in (0..UPPER_PROGRESS as u8).filter(|&sum| sums[upper_used] >> sum & 1 == 1) {
                let class = if u32::from(sum) >= threshold {
                    if finer { usize::from(sum) } else { NONE }
                } else if finer {
                    // Only the sums out of reach share an entry.
                    if u32::from(sum) + most_to_add < threshold {
                        NONE
                    } else {
                        usize::from(sum)
                    }
                } else {
                    let needed = threshold - u32::from(sum);
                    (needed..UPPER_PROGRESS as u32)
                        .find(|&add| additions >> add & 1 == 1)
                        .map_or(NONE, |add| add as usize)
                };
                let entries = &mut kept[upper_used];
                if entry_of[class] == u8::MAX {
                    entry_of[class] = entries.len() as u8;
                    entries.push(sum);
                }
                rank[upper_used][usize::from(sum)] = entry_of[class];
            }
        }
        let categories = rules.categories();
        let sets = 1usize << categories;
        // The sets by number of used categories, each layer in increasing order (a stable
        // sort by layer).
        let mut order: Vec<u32> = (0..sets).map(|m| m as u32).collect();
        order.sort_by_key(|m| m.count_ones());
        let mut layer_start = [0; LAYERS + 1];
        for (layer, start) in layer_start.iter_mut().enumerate() {
            *start = order.partition_point(|m| (m.count_ones() as usize) < layer);
        }
        let mut layout = Self {
            flagged: rules.has_yahtzee_bonus(),
            yahtzee_box: rules.yahtzee_box(),
            categories,
            threshold,
            sums,
            rank,
            kept,
            base: vec![0; sets],
            order,
            layer_start,
            len: 0,
        };
        let mut next = 0u32;
        for position in 0..sets {
            let used = layout.order[position];
            layout.base[used as usize] = next;
            next += layout.states_of_set(used) as u32;
        }
        layout.len = next as usize;
        layout
    }

    /// Values of the flag kept for this set of used categories: 2 once the Yahtzee box is
    /// used under rules with a Yahtzee bonus, else 1.
    #[inline]
    pub fn flags(&self, used: u32) -> usize {
        1 + usize::from(self.flagged && used >> self.yahtzee_box & 1 == 1)
    }

    /// Entries of the table (states that differ) with these used categories.
    pub fn states_of_set(&self, used: u32) -> usize {
        self.kept[used as usize & 63].len() * self.flags(used)
    }

    /// Whether `state` is one of the reachable states.
    pub fn contains(&self, state: State) -> bool {
        u32::from(state.upper) <= self.threshold
            && self.sums[state.used as usize & 63] >> state.upper & 1 == 1
            && (!state.yahtzee_50 || self.flags(state.used) == 2)
            && (state.used as usize) < 1 << self.categories
    }

    /// The upper-section sum that earns the bonus: the most an upper progress can be.
    pub fn threshold(&self) -> u32 {
        self.threshold
    }

    /// The number of boxes of the rules: the last layer is every box used.
    pub fn categories(&self) -> usize {
        self.categories
    }

    /// The index of a reachable state.
    #[inline]
    pub fn index(&self, state: State) -> usize {
        let used = state.used as usize;
        self.base[used] as usize
            + usize::from(self.rank[used & 63][usize::from(state.upper)]) * self.flags(state.used)
            + usize::from(state.yahtzee_50)
    }

    /// The entries of the set of used categories `used`, to find many of its states.
    #[inline(always)]
    fn set(&self, used: u32) -> SetEntries<'_> {
        SetEntries {
            base: self.base[used as usize] as usize,
            rank: &self.rank[used as usize & 63],
            flags: self.flags(used),
        }
    }

    /// The position of a reachable state among the states of its set of used categories.
    #[inline]
    pub fn position_in_set(&self, state: State) -> usize {
        self.index(state) - self.base[state.used as usize] as usize
    }

    /// One state for each entry of the table with these used categories, in index order
    /// (for sums that share an entry, the smallest).
    pub fn states(&self, used: u32) -> impl Iterator<Item = State> + '_ {
        let flags = self.flags(used);
        self.kept[used as usize & 63]
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
    pub fn sets(&self, layer: usize) -> &[u32] {
        &self.order[self.layer_start[layer]..self.layer_start[layer + 1]]
    }

    /// The index of the first state of `layer` (one past the last layer, or more, gives the
    /// number of states).
    pub fn layer_offset(&self, layer: usize) -> usize {
        self.order
            .get(self.layer_start[layer])
            .map_or(self.len, |&used| self.base[used as usize] as usize)
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

/// Where the states of one set of used categories are ([`Layout::index`] with the set's
/// part looked up once).
struct SetEntries<'a> {
    base: usize,
    rank: &'a [u8; UPPER_PROGRESS],
    flags: usize,
}

impl SetEntries<'_> {
    /// The index of the set's state with this upper sum (capped, reachable) and flag.
    #[inline(always)]
    fn index(&self, upper: u8, yahtzee_50: bool) -> usize {
        self.base
            + usize::from(self.rank[usize::from(upper) & (UPPER_PROGRESS - 1)]) * self.flags
            + usize::from(yahtzee_50)
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
    /// States evaluated (reachable ones only), by the number of used categories: one
    /// count for each layer but the last ([`Rules::categories`] counts).
    pub states_by_layer: Vec<u64>,
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
        let threshold = rules.bonus_threshold();
        let sum = u32::from(state.upper) + points;
        if u32::from(state.upper) < threshold && sum >= threshold {
            bonus = rules.upper_bonus();
        }
        next.upper = sum.min(threshold) as u8;
    }
    if category == rules.yahtzee_box() {
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
    /// The hands of 0 to 5 dice (6 for Maxi Yatzy) and the moves between them.
    pub hands: Hands,
    /// What each roll scores where.
    pub scoring: Scoring,
    /// Where each state's value is.
    pub layout: Layout,
    /// For each category, the distinct points a roll can score there, lowest first (none
    /// past the rules' boxes).
    pub(crate) class_points: [Vec<u32>; MAX_CATEGORIES],
    /// `class[c][r]`: the position of roll `r`'s points in `class_points[c]`.
    pub(crate) class: [Vec<u8>; MAX_CATEGORIES],
    /// `scoring_rolls[c]`: the rolls that score more than 0 in category `c`, each with
    /// its class (`class[c][r]`).
    pub(crate) scoring_rolls: [Vec<(u16, u8)>; MAX_CATEGORIES],
    /// Where each category's values by points begin in `by_points` while solving.
    class_start: [usize; MAX_CATEGORIES],
    /// The Yahtzee box.
    yahtzee_box: usize,
    /// The box whose points set the state's flag: the Yahtzee box under rules with a
    /// Yahtzee bonus, none otherwise.
    flag_box: Option<usize>,
    /// The upper-section sum that earns the bonus.
    threshold: u32,
    /// The six rolls of all dice alike.
    yahtzees: Vec<usize>,
}

/// The most distinct points a category can score (chance: 5 to 30, 6 to 36 with six dice).
pub const CLASSES: usize = 32;

/// Scratch space of one thread: the turn's table, and the categories' values by points.
#[derive(Clone, Debug)]
pub struct Scratch<const W: usize> {
    /// The turn's table ([`turn`]).
    pub t: Vec<Lanes<W>>,
    /// `by_points[c * CLASSES + k]` (while solving, the categories' entries one after the
    /// other): the value of scoring the `k`-th distinct points of category `c`.
    pub by_points: Vec<Lanes<W>>,
}

impl<const W: usize> Default for Scratch<W> {
    /// Room for every category's values by points.
    fn default() -> Self {
        Self {
            t: vec![Lanes::splat(0.0); MAX_HANDS],
            by_points: vec![Lanes::splat(0.0); MAX_CATEGORIES * CLASSES],
        }
    }
}

impl<const W: usize> Scratch<W> {
    /// Room for the categories' values by points one after the other, all that solving
    /// needs.
    pub fn for_solving() -> Self {
        Self {
            t: vec![Lanes::splat(0.0); MAX_HANDS],
            by_points: vec![Lanes::splat(0.0); MAX_CATEGORIES * CLASSES],
        }
    }
}

impl Evaluator {
    /// The evaluator for `rules`.
    pub fn new(rules: Rules) -> Self {
        if let Err(why) = rules.table().check() {
            panic!("{why}");
        }
        let hands = Hands::with_dice(rules.dice());
        let rolls = hands.rolls();
        let scoring = Scoring::new(rules, &hands);
        let class_points: [Vec<u32>; MAX_CATEGORIES] = std::array::from_fn(|category| {
            if category >= rules.categories() {
                return Vec::new();
            }
            let mut points: Vec<u32> = (0..rolls)
                .map(|roll| scoring.points(roll, category))
                .collect();
            points.sort_unstable();
            points.dedup();
            assert!(
                points.len() <= CLASSES,
                "at most {CLASSES} distinct points a box"
            );
            points
        });
        let class: [Vec<u8>; MAX_CATEGORIES] = std::array::from_fn(|category| {
            (0..rolls)
                .map(|roll| {
                    let points = scoring.points(roll, category);
                    class_points[category]
                        .iter()
                        .position(|&p| p == points)
                        .unwrap_or(0) as u8
                })
                .collect()
        });
        let yahtzees = (0..rolls).filter(|&r| scoring.is_yahtzee(r)).collect();
        let scoring_rolls = std::array::from_fn(|category| {
            (0..rolls)
                .filter(|&roll| category < rules.categories() && scoring.points(roll, category) > 0)
                .map(|roll| (roll as u16, class[category][roll]))
                .collect()
        });
        let mut class_start = [0; MAX_CATEGORIES];
        for category in 1..MAX_CATEGORIES {
            class_start[category] = class_start[category - 1] + class_points[category - 1].len();
        }
        Self {
            rules,
            hands,
            scoring,
            class_start,
            layout: Layout::new(rules),
            scoring_rolls,
            class_points,
            class,
            yahtzee_box: rules.yahtzee_box(),
            flag_box: rules.has_yahtzee_bonus().then(|| rules.yahtzee_box()),
            threshold: rules.bonus_threshold(),
            yahtzees,
        }
    }

    /// The rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Writes into `t[first roll..]` the value of scoring each final roll at its best, for
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
        let open = || (0..self.rules.categories()).filter(move |&c| used >> c & 1 == 0);
        let mut zero = Lanes::<W>::splat(f64::NEG_INFINITY);
        for category in open() {
            let next_used = used | 1 << category;
            let points_list = &self.class_points[category];
            let by_points = &mut by_points[self.slot(category, KEEP)..][..points_list.len()];
            if category < Category::UPPER {
                // The state after depends on the points through the upper sum: what
                // `after_scoring` and `Layout::index` do, with the set after looked up
                // once.
                let set = layout.set(next_used);
                let upper_bonus = self.rules.upper_bonus();
                for (class, &points) in points_list.iter().enumerate() {
                    let entry = &mut by_points[class];
                    for (lane, &state) in lanes.iter().enumerate() {
                        let upper = u32::from(state.upper);
                        let sum = upper + points;
                        let threshold = self.threshold;
                        let bonus = if upper < threshold && sum >= threshold {
                            upper_bonus
                        } else {
                            0
                        };
                        let next = set.index(sum.min(threshold) as u8, state.yahtzee_50);
                        entry[lane] = f64::from(points + bonus) + later.get(next);
                    }
                }
            } else if Some(category) == self.flag_box {
                // The state after depends on the points through the flag.
                let set = layout.set(next_used);
                for (class, &points) in points_list.iter().enumerate() {
                    let entry = &mut by_points[class];
                    for (lane, &state) in lanes.iter().enumerate() {
                        let (next, bonus) = after_scoring(self.rules, state, category, points);
                        let next = set.index(next.upper, next.yahtzee_50);
                        entry[lane] = f64::from(points + bonus) + later.get(next);
                    }
                }
            } else {
                let set = layout.set(next_used);
                let after: [f64; W] = std::array::from_fn(|lane| {
                    later.get(set.index(lanes[lane].upper, lanes[lane].yahtzee_50))
                });
                for (class, &points) in points_list.iter().enumerate() {
                    let entry = &mut by_points[class];
                    for lane in 0..W {
                        entry[lane] = f64::from(points) + after[lane];
                    }
                }
            }
            // Scoring 0 here is worth no more than scoring any roll here (points never
            // hurt: the value grows with the points and with the upper sum), so it is
            // one number for all the rolls, kept in `zero`; only the rolls that score
            // are visited.
            if points_list.first() == Some(&0) {
                let value = by_points[0];
                for lane in 0..W {
                    zero[lane] = turn::max(zero[lane], value[lane]);
                }
            }
        }
        // Each roll's best is the best box scored 0 or its best scoring box, whichever is
        // larger: the same maximum as over every box, since max is exact.
        // The box with the most scoring rolls (chance, while it is open) sets every roll
        // in one pass: its value by the roll's points, or `zero` when that is larger (a
        // roll scoring 0 there is worth no more than `zero`, so it gets `zero`), with no
        // pass filling the rolls with `zero` first.
        let rolls = &mut t[self.hands.first_roll()..self.hands.len()];
        let Some(first) = open().max_by_key(|&c| self.scoring_rolls[c].len()) else {
            // Every box used: no roll can be scored (never evaluated while solving).
            rolls.fill(zero);
            return;
        };
        let by_first = &by_points[self.slot(first, KEEP)..];
        for (roll, &class) in rolls.iter_mut().zip(&self.class[first]) {
            let value = by_first[usize::from(class)];
            for lane in 0..W {
                roll[lane] = turn::max(zero[lane], value[lane]);
            }
        }
        for category in open().filter(|&c| c != first) {
            let by_points = &by_points[self.slot(category, KEEP)..];
            for &(roll, class) in &self.scoring_rolls[category] {
                let value = by_points[usize::from(class)];
                let roll = &mut rolls[usize::from(roll)];
                for lane in 0..W {
                    roll[lane] = turn::max(roll[lane], value[lane]);
                }
            }
        }
        // Five equal dice with the Yahtzee box used: the bonus and the joker rules. Every
        // box the joker allows, at the points it gives there, is one of the values by
        // points already made (the same sum of the same numbers as `score_roll` makes), so
        // the roll takes their maximum, then the bonus.
        if self.rules.has_joker() && used >> self.yahtzee_box & 1 == 1 {
            for &roll in &self.yahtzees {
                let mut best = Lanes::<W>::splat(f64::NEG_INFINITY);
                let mut all_made = true;
                self.scoring.options(roll, used, |category, points| {
                    let classes = &self.class_points[category];
                    let normal = usize::from(self.class[category][roll]);
                    let class = if classes.get(normal) == Some(&points) {
                        Some(normal)
                    } else {
                        classes.iter().position(|&p| p == points)
                    };
                    match class {
                        Some(class) => {
                            let value = by_points[self.slot(category, KEEP) + class];
                            for lane in 0..W {
                                best[lane] = turn::max(best[lane], value[lane]);
                            }
                        }
                        None => all_made = false,
                    }
                });
                for (lane, &state) in lanes.iter().enumerate() {
                    rolls[roll][lane] = if all_made {
                        let extra = self.scoring.yahtzee_bonus(roll, used, state.yahtzee_50);
                        best[lane] + f64::from(extra)
                    } else {
                        self.score_roll(later, state, roll)
                    };
                }
            }
        }
    }

    /// Where category `category`'s values by points begin in `by_points`: one after the
    /// other while solving (about 130 entries, close together in the cache), at
    /// `category * CLASSES` when kept for [`Evaluator::choice`].
    #[inline(always)]
    fn slot(&self, category: usize, keep: bool) -> usize {
        if keep {
            category * CLASSES
        } else {
            self.class_start[category]
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
    ) -> [f64; W] {
        self.score_rolls(later, lanes, scratch);
        turn_value(&self.hands, &mut scratch.t)
    }

    /// The value of scoring each final roll at its best in `state`, one number a roll.
    pub fn scored(&self, values: &[f64], state: State) -> Vec<f64> {
        let mut scratch = Scratch::<1>::for_solving();
        let later = Later { values, offset: 0 };
        self.score_rolls(later, &[state], &mut scratch);
        scratch.t[self.hands.first_roll()..self.hands.len()]
            .iter()
            .map(|v| v[0])
            .collect()
    }

    /// Fills `out` with the values of the states of the set `used`, in index order: groups
    /// of [`LANES`] states, and the rest (when more than 3 lanes would be left empty) handed
    /// to `pool`, which gathers the rests of several sets into one turn of [`LANES`] states.
    /// The rest is scored on its own, with 4, 8 or 16 lanes (scoring needs the states of
    /// one set), but the turn is the same arithmetic lane by lane whatever state is in the
    /// next lane. A turn of 4 or 8 states costs 75% or 55% of one of 16 (the work on the
    /// hand numbers does not shrink with the lanes): uva has 8,191 sets of 1 to 43 states,
    /// and their rests were 27% of its states in 7,679 small turns.
    fn evaluate_set<'a>(
        &self,
        later: Later<'_>,
        used: u32,
        out: &'a mut [f64],
        scratch: &mut Scratches,
        pool: &mut Pool<'a>,
    ) {
        let mut states = self.layout.states(used);
        let (full, rest) = out.split_at_mut(out.len() / LANES * LANES);
        for group in full.chunks_exact_mut(LANES) {
            self.evaluate_group(later, &mut states, group, &mut scratch.wide);
        }
        let Scratches {
            wide,
            middle,
            narrow,
            pooled,
        } = scratch;
        match rest.len() {
            0 => {}
            13.. => self.evaluate_group(later, &mut states, rest, wide),
            9.. => self.pool_group(later, &mut states, rest, wide, pooled, pool),
            5.. => self.pool_group(later, &mut states, rest, middle, pooled, pool),
            _ => self.pool_group(later, &mut states, rest, narrow, pooled, pool),
        }
    }

    /// The `W` states of `states` (all of one set) into `lanes`: the first `count` of them,
    /// the last repeated in the spare lanes.
    #[inline(always)]
    fn next_lanes<const W: usize>(
        states: &mut impl Iterator<Item = State>,
        count: usize,
    ) -> [State; W] {
        let mut lanes = [State::START; W];
        for lane in lanes.iter_mut().take(count) {
            *lane = states.next().unwrap_or(State::START);
        }
        for lane in count..W {
            lanes[lane] = lanes[count - 1];
        }
        lanes
    }

    /// The values of the next `out.len()` (at most `W`) states of `states` into `out`; a
    /// short group repeats its last state in the spare lanes.
    #[inline(always)]
    fn evaluate_group<const W: usize>(
        &self,
        later: Later<'_>,
        states: &mut impl Iterator<Item = State>,
        out: &mut [f64],
        scratch: &mut Scratch<W>,
    ) {
        let lanes = Self::next_lanes::<W>(states, out.len());
        let values = self.evaluate(later, &lanes, scratch);
        out.copy_from_slice(&values[..out.len()]);
    }

    /// Scores the next `out.len()` (at most `W`) states of `states` and moves their final
    /// rolls into the pool's turn, in pairs of lanes (an odd count takes one spare lane,
    /// whose value goes nowhere), every pair that fits in one pass over the rolls (1% less
    /// CPU time for uva than a pass for each pair); the pool's turn is taken each time its
    /// lanes are full.
    #[inline(always)]
    fn pool_group<'a, const W: usize>(
        &self,
        later: Later<'_>,
        states: &mut impl Iterator<Item = State>,
        out: &'a mut [f64],
        scratch: &mut Scratch<W>,
        pooled: &mut [Lanes<LANES>],
        pool: &mut Pool<'a>,
    ) {
        let lanes = Self::next_lanes::<W>(states, out.len());
        self.score_rolls(later, &lanes, scratch);
        let (first_roll, hands) = (self.hands.first_roll(), self.hands.len());
        let rolls = &scratch.t[first_roll..hands];
        let (mut from, mut pairs) = (0, out.len().div_ceil(2));
        let mut slots = out.iter_mut();
        while pairs > 0 {
            if pool.filled == LANES {
                pool.take_turn(&self.hands, pooled);
            }
            let (to, taken) = (pool.filled, pairs.min((LANES - pool.filled) / 2));
            for (target, source) in pooled[first_roll..hands].iter_mut().zip(rolls) {
                for pair in 0..taken {
                    let (at, into) = (from + 2 * pair, to + 2 * pair);
                    let [a, b] = [source[at], source[at + 1]];
                    target[into] = a;
                    target[into + 1] = b;
                }
            }
            for slot in &mut pool.slots[to..to + 2 * taken] {
                *slot = slots.next();
            }
            pool.filled += 2 * taken;
            from += 2 * taken;
            pairs -= taken;
        }
    }
}

/// States of several sets gathered for one turn of [`LANES`] states: where each lane's
/// value goes (none for a spare lane), and how many lanes hold final rolls so far. The
/// final rolls themselves are in [`Scratches::pooled`].
#[derive(Debug)]
struct Pool<'a> {
    slots: [Option<&'a mut f64>; LANES],
    filled: usize,
}

impl<'a> Pool<'a> {
    fn new() -> Self {
        Self {
            slots: std::array::from_fn(|_| None),
            filled: 0,
        }
    }

    /// The turn of the gathered states (the lanes past `filled` hold whatever the last
    /// turn left, and their values go nowhere), their values to their places.
    fn take_turn(&mut self, hands: &Hands, pooled: &mut [Lanes<LANES>]) {
        if self.filled == 0 {
            return;
        }
        let values = turn_value(hands, pooled);
        for (slot, value) in self.slots[..self.filled].iter_mut().zip(values) {
            if let Some(slot) = slot.take() {
                *slot = value;
            }
        }
        self.filled = 0;
    }
}

thread_local! {
    /// Each solving thread's scratch space, made once rather than for each layer's
    /// worker (260 KB zeroed each time).
    static SCRATCHES: std::cell::RefCell<Option<Scratches>> = const { std::cell::RefCell::new(None) };
}

/// Scratch space of one solving thread, for groups of 16, 8 and 4 states, and the pool's
/// turn.
#[derive(Clone, Debug)]
struct Scratches {
    wide: Scratch<LANES>,
    middle: Scratch<8>,
    narrow: Scratch<4>,
    /// The turn's table of the states gathered from several sets ([`Pool`]).
    pooled: Vec<Lanes<LANES>>,
}

impl Scratches {
    fn new() -> Self {
        Self {
            wide: Scratch::for_solving(),
            middle: Scratch::for_solving(),
            narrow: Scratch::for_solving(),
            pooled: vec![Lanes::splat(0.0); MAX_HANDS],
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
    let categories = rules.categories();
    let states_by_layer: Vec<u64> = (0..categories)
        .map(|layer| (layout.layer_offset(layer + 1) - layout.layer_offset(layer)) as u64)
        .collect();
    let total: u64 = states_by_layer[fewest_used.min(categories)..].iter().sum();
    let mut done = 0;
    for layer in (fewest_used..categories).rev() {
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
        // One worker a thread (spawned: see below) takes runs of consecutive sets, and
        // keeps its pool across them: one partly filled turn a worker and layer, where
        // pieces of rayon's splitting would each end with one (some 1,300 of them). A run
        // is a share of what is left (an eighth of it over the threads: a thread that the
        // system stops holds back little), so the runs shrink to single sets as the layer
        // ends and the threads finish it together; that is at most 82 turns at the lock a
        // layer (uva's largest has 1,716 sets) rather than one a set, and a thread writes
        // its values in runs, not in the cache lines of the sets the other thread writes.
        #[cfg(feature = "parallel")]
        let threads = rayon::current_num_threads().max(1);
        #[cfg(not(feature = "parallel"))]
        let threads = 1;
        let left = std::sync::Mutex::new(jobs.as_mut_slice());
        let work = || {
            SCRATCHES.with_borrow_mut(|scratch| {
                let scratch = scratch.get_or_insert_with(Scratches::new);
                let mut pool = Pool::new();
                loop {
                    let run = {
                        let mut left = left
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner);
                        let all = std::mem::take(&mut *left);
                        let share = all.len().div_ceil(8 * threads);
                        let (run, rest) = all.split_at_mut(share);
                        *left = rest;
                        run
                    };
                    if run.is_empty() {
                        break;
                    }
                    for (used, out) in run {
                        evaluator.evaluate_set(
                            later,
                            *used,
                            std::mem::take(out),
                            scratch,
                            &mut pool,
                        );
                    }
                }
                pool.take_turn(&evaluator.hands, &mut scratch.pooled);
            });
        };
        // Workers are spawned, not broadcast: any thread may run one, so a thread that
        // the system keeps busy elsewhere holds nothing up (a broadcast waits for every
        // thread to take its part).
        #[cfg(feature = "parallel")]
        {
            let work = &work;
            rayon::scope(|scope| {
                for _ in 0..threads {
                    scope.spawn(move |_| work());
                }
            });
        }
        // Without rayon (the library alone, as for WebAssembly) the one thread does it all.
        #[cfg(not(feature = "parallel"))]
        work();
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
