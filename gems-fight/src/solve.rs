//! The DP: Alice's magic stones minus Bob's when both pour bags optimally.
//!
//! **The game.** Alice and Bob share one cooker, empty at the start, and B bags of gems of
//! G colors. Alice moves first; a move pours one bag not yet poured into the cooker.
//! Whenever S gems of one color are in the cooker together they melt into a magic stone
//! for the player who poured. A player whose pour made a stone moves again; otherwise the
//! turn passes. The game ends when every bag is poured; each player plays to finish as far
//! ahead of the other as they can, and the answer is Alice's stones minus Bob's.
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
//! **Order of evaluation.** Every set after the sets with one more bag. As a number (bag
//! `b` is bit `b`), `P ∪ {b}` is larger than `P`, so going down from `2^B − 1` to 0 is an
//! order; this one is laid out for the cache and the vector unit. A set's bits split into
//! three parts: the lowest `BLOCK_BAGS` (4) pick a set within a *block* of 16, the next
//! bits up to `CHUNK_BAGS` (12) a block within a *chunk* of 4,096 sets (8 or 16 KiB of
//! stones and values), the rest the chunk. A chunk needs the chunks with more high bags:
//! chunks go by layers of their high bags, from all to none, and the chunks of a layer run
//! on all the cores. Within a chunk the blocks go down, and a block's 16 sets take the
//! pours of a high or a middle bag together (each such pour leads to the same place in a
//! block already solved: 16 lanes, a compare, a xor, adds and a max that the compiler
//! makes vector instructions, the block's best kept in registers) before the pours of the
//! block's own 4 bags: the sets go down from the fullest, and each set once final is
//! poured into from the sets below it that differ in one bag, up to 8 lanes together. The
//! stones table is vector work too: per color, whole stones plus one comparison of
//! remainders. The whole layout is checked against the plain descending loop by property
//! tests.
//!
//! **Cells.** `stones` and `f` are `i16`, or bytes when the case's stones total at most
//! 127 (then `|f| ≤ 127`; `f` is kept as `f + 128`, so that the byte's order is `f`'s):
//! twice the sets in one vector register and half the memory. Of the judge's cases (at
//! most 210 gems) only those of S = 1 and more than 127 gems need `i16`. Each thread keeps
//! its two tables from case to case (up to 2^21 sets), so that a case writes into memory
//! already mapped.
//!
//! **Answer.** `f(∅)`. The line of play is rebuilt from `∅` by taking, at each set, the
//! lowest-numbered bag that reaches `f`: deterministic whatever the threads did.
//!
//! **Complexity.** 2^B states, `B · 2^(B−1)` transitions of two lookups each, plus
//! `G · 2^B` for the stones table: O((B + G) · 2^B) time; at B = 21, 2 million states and
//! 22 million transitions. Memory O(2^B): 4 bytes a state (2 for `stones`, 2 for `f`, two
//! `i16` tables in mask order), 2 in byte cells.
//!
//! **What is kept.** The answer and the line of play read the table and drop it. For
//! `explain` ([`Record::Table`]) the entries it shows are copied out first: every set when
//! B ≤ [`LATTICE_BAGS`] (the text shows the whole table up to [`WHOLE_TABLE_BAGS`], the
//! lesson page draws the whole lattice up to [`LATTICE_BAGS`]), else the sets the line of
//! play passes through, each with every pour from it and that pour's value
//! ([`Solution::entries`]), and for each layer how many of its sets have each value of `f`
//! ([`Solution::layers`]), which the lesson page draws in place of the layer's sets.

use dp_core::Record;
use dp_core::bits::{full, ones};
#[cfg(feature = "parallel")]
use rayon::prelude::*;
#[cfg(not(feature = "parallel"))]
use serial::SerialSlice as _;
use std::sync::Mutex;

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
    /// The case solved, for the views.
    pub case: Case,
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
    /// With [`Record::Table`]: the entries of the table `explain` shows, in mask order
    /// (every set when B ≤ [`LATTICE_BAGS`], else those along the line of play).
    pub entries: Option<Vec<SetEntry>>,
    /// With [`Record::Table`] and B > [`LATTICE_BAGS`]: for each layer (the sets of `k`
    /// bags, `k` from 0 to B), the values of `f` its sets take and how many take each.
    pub layers: Option<Vec<Layer>>,
}

/// The sets of one layer of the table, summarised: how many sets of `k` poured bags have
/// each value of `f`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    /// `(f, how many sets of the layer have it)`, `f` ascending; the counts sum to C(B, k).
    pub values: Vec<(i32, u64)>,
}

impl Solution {
    /// The kept entry of `set`, if it was kept.
    pub fn entry(&self, set: u32) -> Option<&SetEntry> {
        let entries = self.entries.as_ref()?;
        let index = entries.binary_search_by_key(&set, |entry| entry.set).ok()?;
        Some(&entries[index])
    }
}

/// Up to how many bags `explain` shows the whole table (2^4 = 16 sets).
pub const WHOLE_TABLE_BAGS: usize = 4;

/// Up to how many bags [`Record::Table`] keeps every set, for the lesson page's lattice
/// (2^5 = 32 sets); beyond, the sets along the line of play and [`Layer`] summaries.
pub const LATTICE_BAGS: usize = 5;

/// One entry of the DP table, as the teaching view shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetEntry {
    /// `P`, the bags poured (bit `b` for bag `b`, from 0).
    pub set: u32,
    /// The cooker: of each color, `total_c(P) mod S`.
    pub cooker: [u32; MAX_COLORS],
    /// `stones(P)`, the stones made so far.
    pub stones: u32,
    /// `f(P)`.
    pub value: i32,
    /// Every pour from `P`, lowest bag first.
    pub pours: Vec<Pour>,
    /// The bag the line of play takes from `P`: the lowest-numbered that reaches `f(P)`.
    pub chosen: Option<usize>,
}

/// One pour from a set `P`: a candidate of the recurrence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pour {
    /// The bag `b`, from 0.
    pub bag: usize,
    /// `gain = stones(P + b) − stones(P)`: the stones this pour makes.
    pub gain: u32,
    /// `f(P + b)`.
    pub after: i32,
    /// The pour's value to the player making it: `gain + f(P + b)` with a bonus turn
    /// (`gain > 0`), `−f(P + b)` without.
    pub value: i32,
}

/// How many bags form a block: the sets that differ only in bags 0 to 3 are solved side
/// by side (see the module docs).
const BLOCK_BAGS: u32 = 4;

/// The sets of a block.
const BLOCK: usize = 1 << BLOCK_BAGS;

/// How many bags form a chunk, the unit of work of one thread: 2^12 sets, whose stones and
/// values (8 or 16 KiB) stay in the core's cache while its blocks are solved.
const CHUNK_BAGS: u32 = 12;

/// Up to how many sets a thread keeps its two tables for the next case (the judge's 21
/// bags: 4 or 8 MiB each): a case then writes into memory already mapped instead of
/// faulting in fresh pages, which took a fifth of the run's time on six cases of 21 bags.
/// Larger tables are given back, so that the memory check of big cases stays true.
const KEEP_SETS: usize = 1 << 21;

/// One entry of the tables, `stones(P)` or `f(P)`, in the width the DP runs in: `i16` for
/// any case, or a byte when no value can leave −127..=127, which puts 16 sets in one vector
/// register instead of 8. The operations are branch-free integer arithmetic, so that the
/// compiler makes the loops over a block vector instructions.
trait Cell: Copy + Ord + Send + Sync + 'static {
    /// Below every value of `f`: where a max starts.
    const NONE: Self;
    /// `f = 0`.
    const ZERO_VALUE: Self;
    /// A count of stones or gems, at most the type's largest (the largest stands for any
    /// count beyond it).
    fn count(count: u32) -> Self;
    /// `self + other`, a sum of counts.
    fn plus(self, other: Self) -> Self;
    /// 1 when `self ≥ threshold + 1`, else 0; both at least 0 (remainders and shortfalls),
    /// and the threshold below the cell's largest value. Saturating arithmetic, which
    /// vector instructions have for bytes as for `i16`, where an unsigned byte compare
    /// is not one instruction.
    fn beyond(self, threshold: Self) -> Self;
    /// The count of stones an entry of the stones table holds.
    fn stones(self) -> i32;
    /// The value of `f` an entry of the values table holds.
    fn value(self) -> i32;
    /// The value of a pour to the player making it, from the stones before (`here`) and
    /// after it and `f` after it: `gain + after` with a bonus turn, `−after` without (the
    /// gain is never negative). Written `(after ^ m) + (gain − m)` with `m` all ones when
    /// the pour makes no stone (`!after + 1 = −after`): a compare, a xor and two adds on a
    /// vector, no select.
    fn pour(here: Self, next_stones: Self, after: Self) -> Self;
    /// The run's spare tables of this width ([`KeptTables`]).
    fn spares(tables: &KeptTables) -> &Mutex<Vec<TablePair<Self>>>;
    /// Runs `solve` on a stones and a values table of `sets` entries, a spare pair from an
    /// earlier case of the run when there is one (their old entries are all overwritten),
    /// kept for a later case unless larger than [`KEEP_SETS`].
    fn with_tables<R>(
        sets: usize,
        tables: &KeptTables,
        solve: impl FnOnce(&mut [Self], &mut [Self]) -> R,
    ) -> R {
        let spares = Self::spares(tables);
        let (mut stones, mut values) = spares.lock().map_or_else(
            |_| TablePair::default(),
            |mut spares| spares.pop().unwrap_or_default(),
        );
        stones.resize(sets, Self::NONE);
        values.resize(sets, Self::NONE);
        let result = solve(&mut stones, &mut values);
        if sets <= KEEP_SETS
            && let Ok(mut spares) = spares.lock()
        {
            spares.push((stones, values));
        }
        result
    }
}

/// `i16`: `f` itself. Byte: `f + 128`, so that `f`'s order is the byte's, the sum and
/// negation wrap to the right byte, and 0 (`f = −128`) is below every value.
macro_rules! cell {
    ($type:ty, $field:ident, none: $none:expr, zero: $zero:expr, bias: $bias:expr) => {
        impl Cell for $type {
            const NONE: Self = $none;
            const ZERO_VALUE: Self = $zero;

            fn count(count: u32) -> Self {
                count.min(<$type>::MAX as u32) as $type
            }

            #[inline(always)]
            fn plus(self, other: Self) -> Self {
                self.wrapping_add(other)
            }

            #[inline(always)]
            fn beyond(self, threshold: Self) -> Self {
                self.saturating_sub(threshold).clamp(0, 1)
            }

            fn stones(self) -> i32 {
                i32::from(self)
            }

            fn value(self) -> i32 {
                i32::from(self) - $bias
            }

            #[inline(always)]
            fn pour(here: Self, next_stones: Self, after: Self) -> Self {
                let gain = next_stones.wrapping_sub(here);
                let no_stone = (0 as $type).wrapping_sub(<$type>::from(gain == 0));
                (after ^ no_stone).wrapping_add(gain.wrapping_sub(no_stone))
            }

            fn spares(tables: &KeptTables) -> &Mutex<Vec<TablePair<Self>>> {
                &tables.$field
            }
        }
    };
}

cell!(i16, words, none: i16::MIN, zero: 0, bias: 0);
cell!(u8, bytes, none: 0, zero: 128, bias: 128);

/// Whether every value of the case fits a byte cell: `|f| ≤ stones(all bags)` ≤ 127, and
/// the stones table's remainders and shortfalls (below S) fit a byte.
fn fits_a_byte(case: &Case) -> bool {
    let stones: u32 = (0..case.colors)
        .map(|c| case.bags.iter().map(|bag| bag[c]).sum::<u32>() / case.stones_need)
        .sum();
    stones <= i8::MAX as u32 && case.stones_need <= u32::from(u8::MAX)
}

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

/// Fills `table` with `stones(P)` for every set `P` of poured bags, in mask order.
///
/// With `P` split into its low bags (`l` gems of a color) and its high bags (`h`),
/// `⌊(l + h) / S⌋ = ⌊l / S⌋ + ⌊h / S⌋ + [l mod S ≥ S − h mod S]`: per chunk (one set of
/// high bags), the whole stones of the low sets plus those of the high set, and one
/// comparison per color over the chunk's low sets, which the compiler makes vector
/// instructions (no lookup per set and color).
fn stones_table<T: Cell>(case: &Case, table: &mut [T]) {
    let bag_count = case.bags.len() as u32;
    let low_bags = bag_count.min(CHUNK_BAGS);
    let (low, high) = case.bags.split_at(low_bags as usize);
    let low_totals = color_totals(low);
    let high_totals = color_totals(high);
    let (colors, need) = (case.colors, case.stones_need);
    // At most 2,600 stones, which an i16 holds (a byte cell is used when they are ≤ 127).
    let whole = move |total: &[u16; MAX_COLORS]| -> T {
        T::count((0..colors).map(|c| u32::from(total[c]) / need).sum::<u32>())
    };
    let low_whole: Vec<T> = low_totals.iter().map(whole).collect();
    // Remainders are below S and at most 2,600: they fit the cell (a byte cell only when
    // S ≤ 255).
    let low_left: Vec<Vec<T>> = (0..colors)
        .map(|c| {
            low_totals
                .iter()
                .map(|total| T::count(u32::from(total[c]) % need))
                .collect()
        })
        .collect();
    table
        .par_chunks_mut(1 << low_bags)
        .zip(high_totals.par_iter())
        .for_each(|(chunk, high_total)| {
            let high_whole = whole(high_total);
            for (stones, &low) in chunk.iter_mut().zip(&low_whole) {
                *stones = low.plus(high_whole);
            }
            for (c, left) in low_left.iter().enumerate() {
                // A stone more when the remainder reaches the shortfall, at least 1: beyond
                // `short − 1`. A shortfall beyond the cell (S beyond i16) is never reached
                // by a remainder, which the cell's largest value stands for.
                let short = T::count(need - u32::from(high_total[c]) % need - 1);
                for (stones, &left) in chunk.iter_mut().zip(left) {
                    *stones = stones.plus(left.beyond(short));
                }
            }
        });
}

/// The sets of one block, as the cells of a table.
type Block<T> = [T; BLOCK];

/// For every set `i` of a block at once, `best[i]` = the larger of `best[i]` and the value
/// of one pour: the pour of the bag that leads from set `i` of this block (whose stones
/// are `here`) to set `i` of another block (whose stones and values are `next_stones` and
/// `next`). Fixed lengths and `best` a local array: all in vector registers.
#[inline(always)]
fn fold_block<T: Cell>(
    best: &mut Block<T>,
    here: &Block<T>,
    next_stones: &Block<T>,
    next: &Block<T>,
) {
    for i in 0..BLOCK {
        best[i] = best[i].max(T::pour(here[i], next_stones[i], next[i]));
    }
}

/// The pours of the bags of a block from its sets, after `best` holds the best pour of any
/// other bag: the values of the block's 16 sets. The sets go down from 15; once set `s` is
/// final, so is every set from `s` to `s + h − 1`, `h` the lowest bag bit of `s` (they
/// differ from `s` only in lower bags, and were done before it) — the sets that the pour
/// of that bag leads to from `s − h` to `s − 1`, which are folded in at once, `h` lanes
/// together: 8, 4, 2 or 1, each pour of the block once, every index a constant, the wide
/// folds vector instructions.
#[inline(always)]
fn finish_block<T: Cell>(mut best: Block<T>, here: &Block<T>) -> Block<T> {
    // Four bags a block: the sets 15 down to 0.
    const _: () = assert!(BLOCK_BAGS == 4);
    // Only the set of all bags has no pour left, f = 0: set 15 of its block.
    if best[BLOCK - 1] == T::NONE {
        best[BLOCK - 1] = T::ZERO_VALUE;
    }
    let mut values = [T::NONE; BLOCK];
    macro_rules! sets {
        ($($set:literal)*) => {$({
            const SET: usize = $set;
            const H: usize = SET & SET.wrapping_neg();
            values[SET] = best[SET];
            for i in 0..H {
                let (from, to) = (SET - H + i, SET + i);
                best[from] = best[from].max(T::pour(here[from], here[to], values[to]));
            }
        })*};
    }
    sets!(15 14 13 12 11 10 9 8 7 6 5 4 3 2 1);
    values[0] = best[0];
    values
}

/// How the bags of a case are split: the lowest [`BLOCK_BAGS`] form a block, the lowest
/// `low_bags` a chunk, the rest pick the chunk.
#[derive(Clone, Copy)]
struct Shape {
    bag_count: u32,
    low_bags: u32,
}

/// Fills `values` with `f` for the blocks of one chunk: those whose bags beyond the first
/// `low_bags` are `high`. `done` holds the blocks of every chunk with more high bags
/// (empty slices for the others), `stones` the stones of every block.
fn solve_chunk<T: Cell>(
    high: u32,
    shape: Shape,
    values: &mut [Block<T>],
    done: &[&[Block<T>]],
    stones: &[Block<T>],
) {
    let Shape {
        bag_count,
        low_bags,
    } = shape;
    let blocks = values.len();
    let chunk_stones = &stones[high as usize * blocks..][..blocks];
    // The chunks a pour of a high bag leads to, already solved (at most 22 high bags).
    let mut next_chunks = [(&[][..], &[][..]); 32];
    let mut high_pours = 0;
    for bag in ones(full(bag_count - low_bags) & !high) {
        let next = (high | 1 << bag) as usize;
        next_chunks[high_pours] = (&stones[next * blocks..][..blocks], done[next]);
        high_pours += 1;
    }
    let next_chunks = &next_chunks[..high_pours];
    let middle_bags = full(low_bags - BLOCK_BAGS);
    for middle in (0..blocks).rev() {
        let here = chunk_stones[middle];
        let mut best = [T::NONE; BLOCK];
        // Pours of a high bag: the same block of a chunk already done.
        for &(next_stones, next_values) in next_chunks {
            fold_block(&mut best, &here, &next_stones[middle], &next_values[middle]);
        }
        // Pours of a middle bag: a later block of this chunk, already solved.
        for bag in ones(middle_bags & !(middle as u32)) {
            let next = middle | 1 << bag;
            fold_block(&mut best, &here, &chunk_stones[next], &values[next]);
        }
        // Pours of a bag of the block: the block's own sets, the fullest first.
        values[middle] = finish_block(best, &here);
    }
}

/// Fills `values` (f of every set, in mask order): chunks by layers of high bags, from the
/// chunk with all of them down to none, the chunks of a layer on all the cores.
fn fill_values<T: Cell>(bag_count: u32, stones: &[T], values: &mut [T]) {
    if bag_count < BLOCK_BAGS {
        return fill_values_plainly(bag_count, stones, values);
    }
    let shape = Shape {
        bag_count,
        low_bags: bag_count.min(CHUNK_BAGS),
    };
    let (stones, _) = stones.as_chunks::<BLOCK>();
    let (values, _) = values.as_chunks_mut::<BLOCK>();
    let high_bags = bag_count - shape.low_bags;
    let blocks = 1 << (shape.low_bags - BLOCK_BAGS);
    let mut pending: Vec<Option<&mut [Block<T>]>> = values.chunks_mut(blocks).map(Some).collect();
    let mut done: Vec<&[Block<T>]> = vec![&[]; pending.len()];
    for layer in (0..=high_bags).rev() {
        let mut work: Vec<(u32, &mut [Block<T>])> = (0..1u32 << high_bags)
            .filter(|high| high.count_ones() == layer)
            .map(|high| {
                (
                    high,
                    pending[high as usize].take().expect("each chunk once"),
                )
            })
            .collect();
        // rayon's join at the end of the layer orders its writes before the next reads.
        work.par_iter_mut()
            .for_each(|(high, values)| solve_chunk(*high, shape, values, &done, stones));
        for (high, values) in work {
            done[high as usize] = values;
        }
    }
}

/// The recurrence one set at a time, for cases of fewer bags than a block.
fn fill_values_plainly<T: Cell>(bag_count: u32, stones: &[T], values: &mut [T]) {
    let all_bags = full(bag_count);
    for set in (0..=all_bags).rev() {
        let best = ones(all_bags & !set)
            .map(|bag| {
                let next = (set | 1 << bag) as usize;
                T::pour(stones[set as usize], stones[next], values[next])
            })
            .max();
        values[set as usize] = best.unwrap_or(T::ZERO_VALUE);
    }
}

/// The filled tables, as the line of play and `explain` read them.
#[derive(Clone, Copy)]
struct Table<'a, T> {
    stones: &'a [T],
    values: &'a [T],
}

impl<T: Cell> Table<'_, T> {
    /// `f(set)`.
    fn value(&self, set: u32) -> i32 {
        self.values[set as usize].value()
    }

    /// `stones(set)`.
    fn stones(&self, set: u32) -> u32 {
        self.stones[set as usize].stones() as u32
    }

    /// The pour of `bag` from `set`, a candidate of the recurrence.
    fn pour(&self, set: u32, bag: u32) -> Pour {
        let next = set | 1 << bag;
        let gain = self.stones(next) - self.stones(set);
        let after = self.value(next);
        Pour {
            bag: bag as usize,
            gain,
            after,
            value: if gain > 0 {
                gain as i32 + after
            } else {
                -after
            },
        }
    }

    /// Every pour from `set`, lowest bag first.
    fn pours(&self, all_bags: u32, set: u32) -> impl Iterator<Item = Pour> + '_ {
        ones(all_bags & !set).map(move |bag| self.pour(set, bag))
    }
}

/// Both tables of a case kept whole, for `play`, which prices every pour from every set
/// the student reaches: the same fill as [`solve_recording`], 4 bytes a set.
#[derive(Clone, Debug)]
pub struct Tables {
    bag_count: u32,
    stones: Vec<i16>,
    values: Vec<i16>,
}

impl Tables {
    /// Fills `stones` and `f` for `case`.
    pub fn new(case: &Case) -> Tables {
        let bag_count = case.bags.len() as u32;
        let mut stones = vec![0; 1 << bag_count];
        stones_table(case, &mut stones);
        let mut values = vec![0; 1 << bag_count];
        fill_values(bag_count, &stones, &mut values);
        Tables {
            bag_count,
            stones,
            values,
        }
    }

    fn table(&self) -> Table<'_, i16> {
        Table {
            stones: &self.stones,
            values: &self.values,
        }
    }

    /// Every pour from `set`, lowest bag first, each with its value to the player making it.
    pub fn pours(&self, set: u32) -> Vec<Pour> {
        self.table().pours(full(self.bag_count), set).collect()
    }

    /// `f(set)`.
    pub fn value(&self, set: u32) -> i32 {
        self.table().value(set)
    }
}

/// Solves one case: its value and one optimal line of play.
pub fn solve(case: &Case) -> Solution {
    solve_recording(case, Record::Line)
}

/// A stones table and a values table.
type TablePair<T> = (Vec<T>, Vec<T>);

/// The tables of the run's solves, kept from case to case ([`GemsFight`]'s `RunState`): a
/// case then writes into memory already mapped instead of faulting in fresh pages. A
/// solving thread takes a spare pair (or makes one) and gives it back, so there are at
/// most as many as threads.
///
/// [`GemsFight`]: crate::GemsFight
#[derive(Debug, Default)]
pub struct KeptTables {
    bytes: Mutex<Vec<TablePair<u8>>>,
    words: Mutex<Vec<TablePair<i16>>>,
}

/// Solves one case, keeping what `record` asks for.
pub fn solve_recording(case: &Case, record: Record) -> Solution {
    solve_with(case, record, &KeptTables::default())
}

/// [`solve_recording`] with the run's tables.
pub fn solve_with(case: &Case, record: Record, tables: &KeptTables) -> Solution {
    let sets = 1 << case.bags.len();
    if fits_a_byte(case) {
        u8::with_tables(sets, tables, |stones, values| {
            solve_in(case, record, stones, values)
        })
    } else {
        i16::with_tables(sets, tables, |stones, values| {
            solve_in(case, record, stones, values)
        })
    }
}

/// [`solve_recording`] in cells of `T`, on tables of `2^B` entries to overwrite.
fn solve_in<T: Cell>(case: &Case, record: Record, stones: &mut [T], values: &mut [T]) -> Solution {
    let bag_count = case.bags.len() as u32;
    let all_bags = full(bag_count);
    stones_table(case, stones);
    fill_values(bag_count, stones, values);
    let table = Table {
        stones: &*stones,
        values: &*values,
    };

    let difference = table.value(0);
    let line = line_of_play(all_bags, table);
    let stones_of_player = |player| {
        line.iter()
            .filter(|t| t.player == player)
            .map(|t| t.stones)
            .sum()
    };
    let (alice, bob) = (stones_of_player(0), stones_of_player(1));
    debug_assert_eq!(alice as i32 - bob as i32, difference);
    let entries = (matches!(record, Record::Table | Record::Everything)).then(|| {
        let mut sets: Vec<u32> = if case.bags.len() <= LATTICE_BAGS {
            (0..=all_bags).collect()
        } else {
            line.iter()
                .scan(0, |set, turn| {
                    *set |= 1 << turn.bag;
                    Some(*set)
                })
                .chain([0])
                .collect()
        };
        sets.sort_unstable();
        sets.iter()
            .map(|&set| set_entry(case, all_bags, set, table))
            .collect()
    });
    let layers = (matches!(record, Record::Table | Record::Everything)
        && case.bags.len() > LATTICE_BAGS)
        .then(|| layer_summaries(bag_count, |set| table.value(set)));
    Solution {
        case: case.clone(),
        difference,
        alice,
        bob,
        line,
        states: 1u64 << bag_count,
        transitions: u64::from(bag_count) << bag_count.saturating_sub(1),
        entries,
        layers,
    }
}

/// How many sets of each layer have each value of `f`: one pass for the range of `f`,
/// one to count.
fn layer_summaries(bag_count: u32, value: impl Fn(u32) -> i32) -> Vec<Layer> {
    let sets = 0..=full(bag_count);
    let (low, high) = sets.clone().fold((i32::MAX, i32::MIN), |(low, high), set| {
        let f = value(set);
        (low.min(f), high.max(f))
    });
    // |f| is at most the 2,600 stones there can be (26 bags of 100 gems, S = 1): a few
    // thousand counters a layer.
    let width = (high - low + 1) as usize;
    let mut counts = vec![vec![0u64; width]; bag_count as usize + 1];
    for set in sets {
        counts[set.count_ones() as usize][(value(set) - low) as usize] += 1;
    }
    counts
        .into_iter()
        .map(|layer| Layer {
            values: (low..=high)
                .zip(layer)
                .filter(|&(_, count)| count > 0)
                .collect(),
        })
        .collect()
}

/// The entry of `set` as `explain` shows it, read from the filled table.
fn set_entry<T: Cell>(case: &Case, all_bags: u32, set: u32, table: Table<'_, T>) -> SetEntry {
    let mut cooker = [0; MAX_COLORS];
    for bag in ones(set) {
        for (in_cooker, &poured) in cooker.iter_mut().zip(&case.bags[bag as usize]) {
            *in_cooker = (*in_cooker + poured) % case.stones_need;
        }
    }
    SetEntry {
        set,
        cooker,
        stones: table.stones(set),
        value: table.value(set),
        pours: table.pours(all_bags, set).collect(),
        chosen: chosen_pour(all_bags, set, table).map(|pour| pour.bag),
    }
}

/// The pour of the lowest-numbered bag that reaches the value of `set`; `None` when every
/// bag is poured.
fn chosen_pour<T: Cell>(all_bags: u32, set: u32, table: Table<'_, T>) -> Option<Pour> {
    let value = table.value(set);
    table.pours(all_bags, set).find(|pour| pour.value == value)
}

/// Walks from no bags poured to all, each time taking the lowest-numbered bag that
/// reaches the set's value.
fn line_of_play<T: Cell>(all_bags: u32, table: Table<'_, T>) -> Vec<Turn> {
    let mut line = Vec::new();
    let mut set = 0;
    let mut player = 0;
    while set != all_bags {
        let pour =
            chosen_pour(all_bags, set, table).expect("some bag reaches the value of the set");
        line.push(Turn {
            player,
            bag: pour.bag,
            stones: pour.gain,
        });
        set |= 1 << pour.bag;
        if pour.gain == 0 {
            player = 1 - player;
        }
    }
    line
}

/// Without rayon (the library alone, as for WebAssembly) the same loops run on one
/// thread: a slice's `par_` methods are its plain iterators.
#[cfg(not(feature = "parallel"))]
mod serial {
    use std::slice::{ChunksMut, Iter, IterMut};

    pub(super) trait SerialSlice<T> {
        fn par_chunks_mut(&mut self, size: usize) -> ChunksMut<'_, T>;
        fn par_iter(&self) -> Iter<'_, T>;
        fn par_iter_mut(&mut self) -> IterMut<'_, T>;
    }

    impl<T> SerialSlice<T> for [T] {
        fn par_chunks_mut(&mut self, size: usize) -> ChunksMut<'_, T> {
            self.chunks_mut(size)
        }
        fn par_iter(&self) -> Iter<'_, T> {
            self.iter()
        }
        fn par_iter_mut(&mut self) -> IterMut<'_, T> {
            self.iter_mut()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::Case;
    use dp_problem::ReadCase;
    use proptest::prelude::*;

    /// The recurrence as the module docs write it, one set at a time in descending mask
    /// order (every superset of a set is a larger number), with no blocks or chunks and the
    /// stones counted afresh from the bags.
    fn plain_values(case: &Case) -> Vec<i32> {
        let all_bags = full(case.bags.len() as u32);
        let stones: Vec<i32> = (0..=all_bags)
            .map(|set| {
                let gems = |c: usize| ones(set).map(|bag| case.bags[bag as usize][c]).sum::<u32>();
                (0..case.colors)
                    .map(|c| (gems(c) / case.stones_need) as i32)
                    .sum()
            })
            .collect();
        let mut f = vec![0; all_bags as usize + 1];
        for set in (0..all_bags).rev() {
            f[set as usize] = ones(all_bags & !set)
                .map(|bag| {
                    let next = (set | 1 << bag) as usize;
                    let gain = stones[next] - stones[set as usize];
                    if gain > 0 { gain + f[next] } else { -f[next] }
                })
                .max()
                .expect("a bag is left");
        }
        f
    }

    /// Cases of up to 16 bags of `1..=gems` gems, S in `stones_need`.
    fn any_case(
        gems: usize,
        stones_need: std::ops::RangeInclusive<u32>,
    ) -> impl Strategy<Value = Case> {
        (1usize..=MAX_COLORS, stones_need, 0usize..=16).prop_flat_map(
            move |(colors, stones_need, bags)| {
                let bag = prop::collection::vec(0..colors, 1..=gems).prop_map(|gems| {
                    let mut counts = [0u32; MAX_COLORS];
                    for color in gems {
                        counts[color] += 1;
                    }
                    counts
                });
                prop::collection::vec(bag, bags).prop_map(move |bags| Case {
                    colors,
                    stones_need,
                    bags,
                })
            },
        )
    }

    /// `f` of every set as the blocks and chunks fill it in cells of `T`.
    fn blocked_values<T: Cell>(case: &Case) -> Vec<i32> {
        let bag_count = case.bags.len() as u32;
        let mut stones = vec![T::NONE; 1 << bag_count];
        stones_table(case, &mut stones);
        let mut values = vec![T::NONE; 1 << bag_count];
        fill_values(bag_count, &stones, &mut values);
        values.iter().map(|f| f.value()).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]

        /// Up to 16 bags: blocks of 4, chunks of 12 and 4 high bags all take part. Up to
        /// 100 gems a bag, the limit: with S = 1, values near the i16 range's use.
        #[test]
        fn blocks_and_chunks_give_the_plain_recurrences_table(case in any_case(100, 1..=6)) {
            prop_assert_eq!(blocked_values::<i16>(&case), plain_values(&case));
        }

        /// Byte cells, in the cases that use them: at most 16 bags of 10 gems and S ≥ 2
        /// make at most 80 stones.
        #[test]
        fn byte_cells_give_the_plain_recurrences_table(case in any_case(10, 2..=9)) {
            prop_assert!(fits_a_byte(&case));
            prop_assert_eq!(blocked_values::<u8>(&case), plain_values(&case));
        }
    }

    /// A case of 128 stones (S = 1) is one past a byte; 127 fits.
    #[test]
    fn byte_cells_end_at_127_stones() {
        let case = |gems| Case {
            colors: 1,
            stones_need: 1,
            bags: vec![[gems, 0, 0, 0, 0, 0, 0, 0], [64, 0, 0, 0, 0, 0, 0, 0]],
        };
        assert!(fits_a_byte(&case(63)));
        assert!(!fits_a_byte(&case(64)));
        assert_eq!(solve(&case(64)).difference, 128);
        assert_eq!(solve(&case(63)).difference, 127);
    }

    /// The run keeps its tables from case to case: a small case after a large one, and a
    /// large one after it, in both cell widths, read none of the old entries.
    #[test]
    fn kept_tables_are_overwritten_whatever_came_before() {
        let tables = KeptTables::default();
        let mut rng = dp_core::rng::SplitMix64::new(11);
        for bag_count in [14, 5, 9, 2, 13, 0, 14, 7] {
            for stones_need in [1, 4] {
                let bags = (0..bag_count)
                    .map(|_| random_bag(&mut rng, 4, 10))
                    .collect();
                let case = Case {
                    colors: 4,
                    stones_need,
                    bags,
                };
                let solved = solve_with(&case, Record::Line, &tables);
                assert_eq!(solved.difference, plain_values(&case)[0], "{case:?}");
            }
        }
    }

    /// A bag of 1 to `most` gems, each of one of the first `colors` colors.
    fn random_bag(
        rng: &mut dp_core::rng::SplitMix64,
        colors: usize,
        most: i64,
    ) -> [u32; MAX_COLORS] {
        let mut counts = [0u32; MAX_COLORS];
        for _ in 0..rng.between(1, most) {
            counts[rng.between(0, colors as i64 - 1) as usize] += 1;
        }
        counts
    }

    fn cases(input: &[u8]) -> impl Iterator<Item = Case> {
        dp_problem::scan::read_all(input, Case::read_case)
            .into_iter()
            .map(|case| case.expect("valid"))
    }

    fn solve_all(input: &str) -> Vec<i32> {
        cases(input.as_bytes())
            .map(|case| solve(&case).difference)
            .collect()
    }

    /// The stones table splits each color's gems into low and high bags; any S, large
    /// ones (beyond every total, and beyond i16) included, gives the count made afresh,
    /// in byte cells too where the case fits them.
    #[test]
    fn the_stones_table_counts_every_set_afresh_for_any_s() {
        let mut rng = dp_core::rng::SplitMix64::new(7);
        let mut bytes_checked = 0;
        for stones_need in [1, 2, 3, 7, 19, 40, 150, 255, 256, 2_600, 40_000, u32::MAX] {
            let bags = (0..14)
                .map(|_| random_bag(&mut rng, MAX_COLORS, 100))
                .collect();
            let case = Case {
                colors: MAX_COLORS,
                stones_need,
                bags,
            };
            let mut wide = vec![0i16; 1 << 14];
            stones_table(&case, &mut wide);
            let byte = fits_a_byte(&case).then(|| {
                let mut byte = vec![0u8; 1 << 14];
                stones_table(&case, &mut byte);
                byte
            });
            bytes_checked += usize::from(byte.is_some());
            for set in 0..=full(14) {
                let afresh: u32 = (0..MAX_COLORS)
                    .map(|c| {
                        ones(set).map(|bag| case.bags[bag as usize][c]).sum::<u32>() / stones_need
                    })
                    .sum();
                let index = set as usize;
                assert_eq!(
                    i32::from(wide[index]),
                    afresh as i32,
                    "S = {stones_need}, set {set}"
                );
                if let Some(byte) = &byte {
                    assert_eq!(
                        u32::from(byte[index]),
                        afresh,
                        "S = {stones_need}, set {set}"
                    );
                }
            }
        }
        assert!(bytes_checked >= 3, "{bytes_checked}");
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

    #[test]
    fn the_table_is_kept_for_explain_only() {
        let case = cases(b"3 4 3 2 2 3 2 1 3 2 1 2 3 2 3 1 3 2 2 3 2 3 1 3 1 2 3 0 0 0")
            .next()
            .expect("a case");
        assert_eq!(solve(&case).entries, None);
        let solution = solve_recording(&case, Record::Table);
        let entries = solution.entries.as_ref().expect("kept");
        assert_eq!(entries.len(), 16);
        for entry in entries {
            let best = entry.pours.iter().map(|pour| pour.value).max();
            assert_eq!(best.unwrap_or(0), entry.value, "{entry:?}");
            let chosen = entry.pours.iter().find(|pour| pour.value == entry.value);
            assert_eq!(chosen.map(|pour| pour.bag), entry.chosen);
        }
        // Bags 1 and 2 poured: colors 2 + 3 and 1 + 3, so the cooker holds 1, 1, 2 and
        // no stone is made yet; Alice, to move, pours bag 4 and melts color 3.
        let entry = solution.entry(0b0011).expect("kept");
        assert_eq!(
            (entry.cooker[..3].to_vec(), entry.stones),
            (vec![1, 1, 2], 0)
        );
        assert_eq!((entry.value, entry.chosen), (3, Some(3)));
        assert_eq!(solution.entry(0).map(|entry| entry.value), Some(3));
    }

    #[test]
    fn five_bags_keep_the_whole_lattice_and_no_summary() {
        let case = cases(b"1 5 2 1 1 1 1 1 1 1 1 1 1 0 0 0")
            .next()
            .expect("a case");
        let solution = solve_recording(&case, Record::Table);
        assert_eq!(solution.entries.as_ref().map(Vec::len), Some(32));
        assert_eq!(solution.layers, None);
    }

    #[test]
    fn beyond_five_bags_the_line_of_play_and_layer_summaries_are_kept() {
        // Six bags of one gem of color 1, S = 2: every second pour makes a stone.
        let case = cases(b"1 6 2 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0")
            .next()
            .expect("a case");
        let solution = solve_recording(&case, Record::Table);
        let entries = solution.entries.as_ref().expect("kept");
        assert_eq!(entries.len(), 7);
        let mut set = 0;
        for turn in &solution.line {
            let entry = solution.entry(set).expect("along the line");
            assert_eq!(entry.chosen, Some(turn.bag));
            assert_eq!(entry.pours.len(), 6 - set.count_ones() as usize);
            set |= 1 << turn.bag;
        }
        let layers = solution.layers.as_ref().expect("summarised");
        let sizes: Vec<u64> = layers
            .iter()
            .map(|layer| layer.values.iter().map(|&(_, count)| count).sum())
            .collect();
        assert_eq!(sizes, [1, 6, 15, 20, 15, 6, 1]);
        // All bags poured: f = 0; the empty set: the answer. The sets of a layer are all
        // alike here (one gem each), so each layer has one value.
        assert_eq!(layers[6].values, [(0, 1)]);
        assert_eq!(layers[0].values, [(solution.difference, 1)]);
        assert!(layers.iter().all(|layer| layer.values.len() == 1));
        assert!(
            solution
                .entry(set)
                .is_some_and(|entry| entry.pours.is_empty())
        );
    }
}
