//! The DP of Game of Sum, in O(n²).
//!
//! # State
//! An interval `[i..j]` of the row: whatever has been taken, what is left is always a
//! contiguous stretch, since numbers only ever go from its two ends. Whose turn it is does
//! not matter: the game from `[i..j]` is the same for both players. n(n + 1)/2 states.
//!
//! # Value
//! `d[i][j]`: the most the player to move can score from what is left. (Maximising one's
//! own score is the same as maximising one's lead, since the two scores add up to the sum
//! of the row.)
//!
//! # Recurrence
//! A move takes some numbers from one end and hands the rest, an interval sharing the other
//! end, to the opponent, who then scores `d(rest)` of it; the mover gets the remainder of
//! the interval's sum whatever they took: `sum(i..j) − d(rest)`. Taking everything scores
//! `sum(i..j)` (rest empty, worth 0). Hence
//!
//! ```text
//! d[i][j] = sum(i..j) − min(0, d[i+1][j], d[i+2][j], …, d[j][j],    (rests after a take from the left)
//!                              d[i][j−1], d[i][j−2], …, d[i][i])    (rests after a take from the right)
//! ```
//!
//! The textbook reads those 2(j − i) entries for every interval: O(n³). But the two lists
//! are running minima: with `f[i][j] = min(d[i][j], f[i+1][j])` (the best rest sharing the
//! right end) and `g[i][j] = min(d[i][j], g[i][j−1])` (sharing the left end),
//!
//! ```text
//! d[i][j] = sum(i..j) − min(0, f[i+1][j], g[i][j−1]),   d[i][i] = f[i][i] = g[i][i] = a[i]
//! ```
//!
//! which is O(1) an interval. `sum(i..j)` is a difference of prefix sums.
//!
//! # Order
//! By length: an interval reads only intervals one shorter (`f[i+1][j]`, `g[i][j−1]`). So
//! the solver keeps, for the current length, one `f` and one `g` per left end `i`, and
//! rewrites them length after length: O(n) memory, no table at all for the answer.
//!
//! # Answer
//! A scores `d[1][n]` and B the rest of the row, so A − B = `2·d[1][n] − sum(1..n)`.
//!
//! # Line of play
//! `--json` and `explain` also record each interval's best move, 2 bytes (which end, and
//! how many numbers: n ≤ 20,000 < 2^15), and follow the moves from `[1..n]`. Among equally
//! good moves the one that takes fewer numbers is kept, then the one from the left; so
//! `f` and `g` keep, on a tie, the longer rest. Each interval's `d` along the line is read
//! back from the line itself: `d = sum − d(rest)`, from the last move (which takes what is
//! left, d = its sum) back to the first.
//!
//! # Complexity
//! O(n²) time (n(n − 1)/2 intervals of O(1) each), O(n) memory for the answer; the line of
//! play adds n(n + 1) bytes (one decision an interval) and O(n) time to follow.
//!
//! # Engineering
//! The intervals of one length are independent of each other, so the inner loop
//! (`one_length`'s) runs over plain slices (prefix sums at `i + len + 1` and `i`, `f`
//! shifted by one, `g`) with no dependency from one `i` to the next, and the compiler turns
//! it into vector instructions; as a function of its own, its slices are known not to
//! overlap, so it needs no run-time overlap checks. Four lengths go in one such pass
//! (`four_lengths`, and `two_lengths` for the last few): an interval of a longer length
//! reads f and g of the next shorter made one step before in the same pass, kept in
//! registers, so f and g are loaded and stored once for four lengths, and all four end at
//! the same prefix sum (the sweep of the speed target's 2,000 rows of 100: 68 M
//! instructions two lengths a pass, 56 M four). Its numbers are all
//! integers of at most S = the sum of `|a[i]|`, so it runs on the fastest type that holds
//! them exactly ([`Lanes`]): `f32` (exact to 2^24) when S ≤ 2^24, four to a 128-bit
//! register with a one-instruction minimum; otherwise `f64` (exact to 2^53, and S < 20,000
//! × 2^31 < 2^46), two to a register, with a one-instruction minimum that SSE2, the
//! baseline x86-64 target, has for neither `i64` nor `i32`. `i32`, four to a register, is
//! slower: SSE2's minimum of `i32` is four instructions, one waiting for the other, three
//! times an interval (the bench: 6.3 µs a row of 100 on `i32` against 3.5 µs on `f64`).
//! A row-by-row order (i from the right, j rising) would need a single `f` row too, but `g[i][j−1]` would then make each step wait for the last.

use std::sync::Mutex;

use dp_core::Record;

/// `d` of every interval, for `play`, which prices every take from every interval the
/// student reaches: the recurrence above, `d[i][j] = sum(i..j) − min(0, f[i+1][j],
/// g[i][j−1])` with its running minima, filled length by length as [`solve`] fills it,
/// every `d` kept (8 bytes an interval). `every_score(a)[i][len − 1]` is `d` of the `len`
/// numbers from `i`.
pub fn every_score(values: &[i64]) -> Vec<Vec<i64>> {
    let n = values.len();
    let mut d: Vec<Vec<i64>> = values.iter().map(|&value| vec![value]).collect();
    // f[i] and g[i] of the current length: the best rests sharing the right end and the
    // left end.
    let (mut f, mut g) = (values.to_vec(), values.to_vec());
    let mut prefix = vec![0i64; n + 1];
    for (i, &value) in values.iter().enumerate() {
        prefix[i + 1] = prefix[i] + value;
    }
    for len in 2..=n {
        let mut next_f = Vec::with_capacity(n + 1 - len);
        let mut next_g = Vec::with_capacity(n + 1 - len);
        for i in 0..=n - len {
            let sum = prefix[i + len] - prefix[i];
            let score = sum - 0.min(f[i + 1]).min(g[i]);
            d[i].push(score);
            next_f.push(score.min(f[i + 1]));
            next_g.push(score.min(g[i]));
        }
        (f, g) = (next_f, next_g);
    }
    d
}

/// At most this many numbers, `explain` prints every interval of the table.
pub const TABLE_MAX: usize = 8;

/// Which end a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The left end.
    Left,
    /// The right end.
    Right,
}

/// One move of the line of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// 0 for A (who moves first), 1 for B.
    pub player: usize,
    /// The end taken from.
    pub side: Side,
    /// The interval before the move, 0-based, inclusive.
    pub from: (usize, usize),
    /// The numbers taken, 0-based, inclusive: `first..=last`.
    pub first: usize,
    /// The last number taken.
    pub last: usize,
    /// Their sum.
    pub gain: i64,
    /// The sum of the interval before the move.
    pub sum: i64,
    /// d of the interval before the move: what the mover scores from here on.
    pub score: i64,
}

impl Move {
    /// How many numbers the move takes.
    pub fn take(&self) -> usize {
        self.last - self.first + 1
    }
    /// The mover's lead from here on: their score minus the other's, `2·d − sum`.
    pub fn lead(&self) -> i64 {
        2 * self.score - self.sum
    }
}

/// The best take from one end of an interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// How many numbers it takes.
    pub take: usize,
    /// d of the rest: what the opponent then scores (the move scores sum − rest).
    pub rest: i64,
}

/// One interval of the whole table (kept for `explain` when n ≤ [`TABLE_MAX`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The interval, 0-based, inclusive.
    pub i: usize,
    /// Its right end.
    pub j: usize,
    /// sum(i..j).
    pub sum: i64,
    /// The best take from the left that leaves something (`f[i+1][j]`), when j > i.
    pub left: Option<Candidate>,
    /// The best take from the right that leaves something (`g[i][j−1]`), when j > i.
    pub right: Option<Candidate>,
    /// `d[i][j]`.
    pub score: i64,
    /// The move kept.
    pub best: (Side, usize),
}

/// What the DP found for one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The row solved, for the views.
    pub row: Vec<i64>,
    /// A's score minus B's: `2·d[1][n] − sum`.
    pub difference: i64,
    /// The sum of the row: A's score + B's.
    pub total: i64,
    /// The line of play (empty when only the answer was asked for).
    pub line: Vec<Move>,
    /// Every interval by length, then left end (only for `explain` with n ≤ [`TABLE_MAX`]).
    pub table: Vec<Cell>,
    /// The number type the answer's sweep ran on (or would have), from the sum of `|a[i]|`.
    pub lanes: Lanes,
}

/// The number type of the answer's sweep: the fastest that holds every number of it
/// exactly. Every prefix sum, `d`, `f` and `g` is an integer of at most S = the sum of
/// `|a[i]|`, which is below 20,000 × 2^31 < 2^46.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lanes {
    /// S ≤ 2^24: `f32` holds every integer to 2^24; four to a 128-bit register, with a
    /// one-instruction minimum (`minps`).
    F32,
    /// Otherwise `f64`, exact to 2^53; two to a register, with `minpd` (faster than `i32`,
    /// four to a register, whose minimum SSE2 makes of four instructions).
    F64,
}

impl Lanes {
    /// The lanes for a row whose absolute values sum to `magnitude`.
    pub fn for_magnitude(magnitude: i64) -> Self {
        if magnitude <= 1 << 24 {
            Lanes::F32
        } else {
            Lanes::F64
        }
    }
}

impl Solution {
    /// A's score.
    pub fn first_score(&self) -> i64 {
        (self.total + self.difference) / 2
    }
    /// B's score.
    pub fn second_score(&self) -> i64 {
        (self.total - self.difference) / 2
    }
}

/// The sweep's buffers, kept from case to case of a run ([`GameOfSum`]'s `RunState`):
/// a case then needs no allocation and no zeroing. A solving thread takes a spare buffer
/// (or makes one) and gives it back, so there are at most as many as threads.
///
/// [`GameOfSum`]: crate::GameOfSum
#[derive(Debug, Default)]
pub struct Scratch {
    f32: Mutex<Vec<Vec<f32>>>,
    f64: Mutex<Vec<Vec<f64>>>,
}

/// Solves one row (at least one number, each within 32 bits signed, at most 20,000 of them).
pub fn solve(values: &[i64], record: Record) -> Solution {
    solve_in(values, record, &Scratch::default())
}

/// [`solve`] with the run's buffers.
pub fn solve_in(values: &[i64], record: Record, scratch: &Scratch) -> Solution {
    let total = values.iter().sum();
    let magnitude: i64 = values.iter().map(|v| v.abs()).sum();
    let lanes = Lanes::for_magnitude(magnitude);
    if record == Record::Answer {
        let score = match lanes {
            Lanes::F32 => sweep::<f32>(values, scratch),
            Lanes::F64 => sweep::<f64>(values, scratch),
        };
        return Solution {
            row: values.to_vec(),
            difference: 2 * score - total,
            total,
            line: Vec::new(),
            table: Vec::new(),
            lanes,
        };
    }
    let table = matches!(record, Record::Table | Record::Everything) && values.len() <= TABLE_MAX;
    let (score, decisions, table) = decide(values, table);
    let line = follow(values, &decisions);
    Solution {
        row: values.to_vec(),
        difference: 2 * score - total,
        total,
        line,
        table,
        lanes,
    }
}

/// The number types the answer's sweep runs on (see [`Lanes`]).
trait Lane: Copy + PartialOrd + Default + 'static {
    /// The run's spare buffers of this type (see [`Scratch`]).
    fn spares(scratch: &Scratch) -> &Mutex<Vec<Vec<Self>>>;
    fn from_i64(value: i64) -> Self;
    fn to_i64(self) -> i64;
    fn minus(self, other: Self) -> Self;
    /// The smaller of the two.
    #[inline(always)]
    fn least(self, other: Self) -> Self {
        if other < self { other } else { self }
    }
}

impl Lane for f32 {
    fn spares(scratch: &Scratch) -> &Mutex<Vec<Vec<Self>>> {
        &scratch.f32
    }
    #[inline(always)]
    fn from_i64(value: i64) -> Self {
        value as f32
    }
    #[inline(always)]
    fn to_i64(self) -> i64 {
        self as i64
    }
    #[inline(always)]
    fn minus(self, other: Self) -> Self {
        self - other
    }
}

impl Lane for f64 {
    fn spares(scratch: &Scratch) -> &Mutex<Vec<Vec<Self>>> {
        &scratch.f64
    }
    #[inline(always)]
    fn from_i64(value: i64) -> Self {
        value as f64
    }
    #[inline(always)]
    fn to_i64(self) -> i64 {
        self as i64
    }
    #[inline(always)]
    fn minus(self, other: Self) -> Self {
        self - other
    }
}

/// d[1][n] alone, length by length, in O(n) memory. `T` holds every prefix sum and
/// every d: the caller checks that the sum of |a[i]| fits it.
fn sweep<T: Lane>(values: &[i64], scratch: &Scratch) -> i64 {
    let n = values.len();
    if n <= 1 {
        return values.first().copied().unwrap_or(0);
    }
    // One buffer for the five arrays: prefix sums, f and g, and the next lengths' f and g
    // (n or n + 1 each, and padding: each length runs over whole blocks of `BLOCK`
    // intervals, no scalar tail, and two lengths at once read one further). What the
    // padding computes is never read by a real interval: an interval reads only shorter
    // ones inside it and the prefix sums at its ends. So the buffer is the thread's own,
    // kept from case to case (no allocation and no zeroing a case): whatever the padding
    // holds is a value an earlier sweep of the same type made, finite. So buffers are kept
    // for the run's later cases (a spare each thread that solves).
    let spares = T::spares(scratch);
    let mut buffer = spares.lock().map_or_else(
        |_| Vec::new(),
        |mut spares| spares.pop().unwrap_or_default(),
    );
    let score = sweep_in(values, &mut buffer);
    if let Ok(mut spares) = spares.lock() {
        spares.push(buffer);
    }
    score
}

/// [`sweep`] in `scratch`, grown when it is too short.
fn sweep_in<T: Lane>(values: &[i64], scratch: &mut Vec<T>) -> i64 {
    let n = values.len();
    let padded = n + BLOCK + 3;
    if scratch.len() < 5 * padded {
        scratch.resize(5 * padded, T::default());
    }
    let scratch = &mut scratch[..5 * padded];
    let (prefix, rest) = scratch.split_at_mut(padded);
    let (f, rest) = rest.split_at_mut(padded);
    let (g, rest) = rest.split_at_mut(padded);
    let (f_next, g_next) = rest.split_at_mut(padded);
    prefix[0] = T::default();
    let mut running = 0i64;
    for (index, &value) in values.iter().enumerate() {
        running += value;
        prefix[index + 1] = T::from_i64(running);
        // Length 1 (j = i): d = f = g = a[i]; f and g are kept as min(f, 0) and
        // min(g, 0), all the recurrence reads of them (see `one_length`).
        f[index] = T::from_i64(value.min(0));
        g[index] = T::from_i64(value.min(0));
    }
    let (mut f, mut f_next, mut g, mut g_next) = (f, f_next, g, g_next);
    // len = j − i, four lengths a pass while four are left before the last, then two,
    // then one; the last length, a single interval, is the answer.
    let mut len = 1;
    while len + 3 < n - 1 {
        // The first intervals of len, len + 1 and len + 2, whose g the pass starts from.
        let at = |f_right: T, g: T, right: usize, left: usize| {
            interval(f_right, g, prefix[right], prefix[left])
        };
        let first: [(T, T); 3] = std::array::from_fn(|i| at(f[i + 1], g[i], i + len + 1, i));
        let second: [(T, T); 2] =
            std::array::from_fn(|i| at(first[i + 1].0, first[i].1, i + len + 2, i));
        let (_, third) = at(second[1].0, second[0].1, len + 3, 0);
        let count = (n - len - 3).next_multiple_of(BLOCK);
        four_lengths(
            &mut f_next[..count],
            &mut g_next[..count],
            &f[4..4 + count],
            &g[3..3 + count],
            &prefix[len + 4..len + 4 + count],
            [
                &prefix[3..3 + count],
                &prefix[2..2 + count],
                &prefix[1..1 + count],
                &prefix[..count],
            ],
            [first[2].1, second[1].1, third],
        );
        std::mem::swap(&mut f, &mut f_next);
        std::mem::swap(&mut g, &mut g_next);
        len += 4;
    }
    while len + 1 < n - 1 {
        let count = (n - len).next_multiple_of(BLOCK);
        // Interval [i..i+len] alone: g of len at 0 for the pass.
        let (_, g_first) = interval(f[1], g[0], prefix[len + 1], prefix[0]);
        two_lengths(
            &mut f_next[..count],
            &mut g_next[..count],
            &f[2..2 + count],
            &g[1..1 + count],
            &prefix[len + 2..len + 2 + count],
            &prefix[1..1 + count],
            &prefix[..count],
            g_first,
        );
        std::mem::swap(&mut f, &mut f_next);
        std::mem::swap(&mut g, &mut g_next);
        len += 2;
    }
    if len < n - 1 {
        let count = (n - len).next_multiple_of(BLOCK);
        one_length(
            &mut f_next[..count],
            &f[1..=count],
            &mut g[..count],
            &prefix[len + 1..len + 1 + count],
            &prefix[..count],
        );
        std::mem::swap(&mut f, &mut f_next);
    }
    let rest = f[1].least(g[0]);
    prefix[n].minus(rest).to_i64()
}

/// The intervals of one length: `next[i]` = f and `g[i]` = g of `[i..i+len]` from f of
/// `[i+1..i+len]` (`f_right[i]`), g of `[i..i+len−1]` (`g[i]`) and the prefix sums at both
/// ends. A function of its own so that its slices are known not to overlap: the loop is
/// vector code with no run-time overlap checks.
/// The slices are whole blocks of [`BLOCK`] (the padding's intervals are computed too), so
/// that the vector loop has no scalar tail to run. f and g come and go as min(f, 0) and
/// min(g, 0): the recurrence reads them only through min(0, f, g), and min(d, min(f, 0)) is
/// min(min(d, f), 0); so each interval takes three minima, not four.
#[inline(never)]
fn one_length<T: Lane>(next: &mut [T], f_right: &[T], g: &mut [T], high: &[T], low: &[T]) {
    let rows = next.iter_mut().zip(f_right).zip(g).zip(high).zip(low);
    for ((((f_new, &f_right), g_left), &high), &low) in rows {
        (*f_new, *g_left) = interval(f_right, *g_left, high, low);
    }
}

/// Two lengths in one pass, len and len + 1: step k makes `[k+1..k+1+len]` (from f of
/// `[k+2..]` in `f_right`, g of `[k+1..]` in `g`, prefix sums `high` at its right end and
/// `low` at its left), then `[k..k+len+1]` from what it read: f of `[k+1..k+1+len]`, just
/// made, and g of `[k..k+len]`, made the step before (`g_first` before the first step);
/// that interval ends where the first does (`high`) and starts at `lower`. So len's f and
/// g never go through memory, and each pass loads and stores f and g once for two
/// lengths: fewer instructions an interval than [`one_length`] (whose comment says why the
/// slices are whole blocks and how f and g are kept).
/// Each slice is a parameter of its own (not in a tuple), so that the compiler knows they
/// do not overlap.
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn two_lengths<T: Lane>(
    f_next: &mut [T],
    g_next: &mut [T],
    f_right: &[T],
    g: &[T],
    high: &[T],
    low: &[T],
    lower: &[T],
    g_first: T,
) {
    let mut g_before = g_first;
    let rows = f_next
        .iter_mut()
        .zip(g_next)
        .zip(f_right)
        .zip(g)
        .zip(high)
        .zip(low)
        .zip(lower);
    for ((((((f_new, g_new), &f_right), &g_here), &high), &low), &lower) in rows {
        // [k+1..k+1+len], then [k..k+1+len].
        let (f_len, g_len) = interval(f_right, g_here, high, low);
        (*f_new, *g_new) = interval(f_len, g_before, high, lower);
        g_before = g_len;
    }
}

/// One interval from f of the one without its left end, g of the one without its right
/// end, and the prefix sums at its ends: its f and g (see [`one_length`]).
#[inline(always)]
fn interval<T: Lane>(f_right: T, g: T, high: T, low: T) -> (T, T) {
    let rest = f_right.least(g);
    let d = high.minus(low).minus(rest);
    (d.least(f_right), d.least(g))
}

/// Four lengths in one pass, len to len + 3, as [`two_lengths`] does two: step k makes
/// `[k+3..k+3+len]`, then `[k+2..k+3+len]`, `[k+1..k+3+len]` and `[k..k+3+len]`, each from
/// the f just made and the g its length made the step before (`g_first` before the first
/// step); all four end at the same place (`high`), and start at `low[0]`..`low[3]`.
#[inline(never)]
fn four_lengths<T: Lane>(
    f_next: &mut [T],
    g_next: &mut [T],
    f_right: &[T],
    g: &[T],
    high: &[T],
    low: [&[T]; 4],
    g_first: [T; 3],
) {
    let [mut g0, mut g1, mut g2] = g_first;
    let lows = low[0].iter().zip(low[1]).zip(low[2]).zip(low[3]);
    let rows = f_next
        .iter_mut()
        .zip(g_next)
        .zip(f_right)
        .zip(g)
        .zip(high)
        .zip(lows);
    for (((((f_new, g_new), &f_right), &g_here), &high), (((&l0, &l1), &l2), &l3)) in rows {
        let (f_a, g_a) = interval(f_right, g_here, high, l0);
        let (f_b, g_b) = interval(f_a, g0, high, l1);
        let (f_c, g_c) = interval(f_b, g1, high, l2);
        (*f_new, *g_new) = interval(f_c, g2, high, l3);
        (g0, g1, g2) = (g_a, g_b, g_c);
    }
}

/// How many intervals the sweep takes at once: one vector register of `f32`, two
/// of `f64` (the fewer intervals of padding, the better).
const BLOCK: usize = 4;

/// One interval's best move in 2 bytes: the side in the top bit, how many numbers below.
fn encode(side: Side, take: usize) -> u16 {
    (take as u16) | if side == Side::Right { 1 << 15 } else { 0 }
}

fn decode(decision: u16) -> (Side, usize) {
    let side = if decision >> 15 == 1 {
        Side::Right
    } else {
        Side::Left
    };
    (side, usize::from(decision & 0x7FFF))
}

/// Where the intervals of length `len + 1` (len = j − i) start in the flat table of
/// decisions: the lengths before hold n, n − 1, … entries.
fn offset(n: usize, len: usize) -> usize {
    len * n - len * (len.saturating_sub(1)) / 2
}

/// The DP with every interval's decision (and, when `table`, every interval's numbers):
/// d[1][n], the decisions by length then left end, the table.
fn decide(values: &[i64], table: bool) -> (i64, Vec<u16>, Vec<Cell>) {
    let n = values.len();
    let mut prefix = Vec::with_capacity(n + 1);
    prefix.push(0i64);
    for &value in values {
        prefix.push(prefix[prefix.len() - 1] + value);
    }
    let mut decisions = vec![0u16; n * (n + 1) / 2];
    let mut cells = Vec::new();
    // f[i] = (f[i][j], the left end of the best rest), g[i] = (g[i][j], its right end).
    let mut f: Vec<(i64, usize)> = values.iter().copied().zip(0..).collect();
    let mut g = f.clone();
    let mut next = f.clone();
    for (i, &value) in values.iter().enumerate() {
        decisions[i] = encode(Side::Left, 1);
        if table {
            cells.push(Cell {
                i,
                j: i,
                sum: value,
                left: None,
                right: None,
                score: value,
                best: (Side::Left, 1),
            });
        }
    }
    let mut answer = values.first().copied().unwrap_or(0);
    for len in 1..n {
        let count = n - len;
        let base = offset(n, len);
        for i in 0..count {
            let j = i + len;
            let sum = prefix[j + 1] - prefix[i];
            let left = Candidate {
                take: f[i + 1].1 - i,
                rest: f[i + 1].0,
            };
            let right = Candidate {
                take: j - g[i].1,
                rest: g[i].0,
            };
            // The smallest rest; on a tie, fewer numbers taken, then the left.
            let (side, best) = if (right.rest, right.take) < (left.rest, left.take) {
                (Side::Right, right)
            } else {
                (Side::Left, left)
            };
            // Taking everything (rest 0) takes the most numbers: kept only when better.
            let (best, rest) = if best.rest <= 0 {
                ((side, best.take), best.rest)
            } else {
                ((Side::Left, len + 1), 0)
            };
            let d = sum - rest;
            next[i] = if d <= f[i + 1].0 { (d, i) } else { f[i + 1] };
            if d <= g[i].0 {
                g[i] = (d, j);
            }
            decisions[base + i] = encode(best.0, best.1);
            if table {
                cells.push(Cell {
                    i,
                    j,
                    sum,
                    left: Some(left),
                    right: Some(right),
                    score: d,
                    best,
                });
            }
            answer = d;
        }
        std::mem::swap(&mut f, &mut next);
    }
    (answer, decisions, cells)
}

/// The line of play from the whole row, each player taking the recorded best move, with
/// each interval's d read back from the line (d = sum − d(rest)).
fn follow(values: &[i64], decisions: &[u16]) -> Vec<Move> {
    let n = values.len();
    let mut line: Vec<Move> = Vec::new();
    // The half-open interval [low, high) left.
    let (mut low, mut high) = (0, n);
    let mut sum: i64 = values.iter().sum();
    while low < high {
        let len = high - low - 1;
        let (side, take) = decode(decisions[offset(n, len) + low]);
        let (first, last) = match side {
            Side::Left => (low, low + take - 1),
            Side::Right => (high - take, high - 1),
        };
        let gain = values[first..=last].iter().sum();
        line.push(Move {
            player: line.len() % 2,
            side,
            from: (low, high - 1),
            first,
            last,
            gain,
            sum,
            score: 0,
        });
        sum -= gain;
        match side {
            Side::Left => low += take,
            Side::Right => high -= take,
        }
    }
    let mut after = 0;
    for step in line.iter_mut().rev() {
        step.score = step.sum - after;
        after = step.score;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_ways(values: &[i64]) -> [Solution; 3] {
        [Record::Answer, Record::Line, Record::Table].map(|record| solve(values, record))
    }

    #[test]
    fn the_judges_sample() {
        for solution in all_ways(&[4, -10, -20, 7]) {
            assert_eq!(solution.difference, 7);
        }
        for solution in all_ways(&[1, 2, 3, 4]) {
            assert_eq!(solution.difference, 10);
        }
        let line = &solve(&[4, -10, -20, 7], Record::Line).line;
        let a: i64 = line.iter().filter(|m| m.player == 0).map(|m| m.gain).sum();
        let b: i64 = line.iter().filter(|m| m.player == 1).map(|m| m.gain).sum();
        assert_eq!(a - b, 7);
        assert_eq!((line[0].lead(), line[0].score), (7, -6));
        // 1 2 3 4: take everything.
        let line = &solve(&[1, 2, 3, 4], Record::Line).line;
        assert_eq!(line.len(), 1);
        assert_eq!((line[0].side, line[0].take()), (Side::Left, 4));
    }

    #[test]
    fn hand_worked_small_rows() {
        let cases: [(&[i64], i64); 6] = [
            (&[5], 5),
            (&[-3], -3),
            (&[-1, -1], 0),
            (&[3, -5, 3], 1),
            (&[-5, 10], 15),
            (&[0, 0, 0], 0),
        ];
        for (values, expected) in cases {
            for solution in all_ways(values) {
                assert_eq!(solution.difference, expected, "{values:?}");
            }
        }
    }

    #[test]
    fn wide_and_narrow_sweeps_agree_and_extremes_fit() {
        let scratch = Scratch::default();
        let values: Vec<i64> = (0..300).map(|i| (i * 7919 % 201) - 100).collect();
        assert_eq!(
            sweep::<f32>(&values, &scratch),
            sweep::<f64>(&values, &scratch)
        );
        assert_eq!(solve(&values, Record::Answer).lanes, Lanes::F32);
        // Past 2^24 (the speed target's rows reach 2^30): f64.
        let narrow: Vec<i64> = (0..100).map(|i| (i * 7919 % 20_001) - 10_000_000).collect();
        let solution = solve(&narrow, Record::Answer);
        assert_eq!(solution.lanes, Lanes::F64);
        assert_eq!(solution.difference, solve(&narrow, Record::Line).difference);
        // At the edges of f32's exact integers.
        let edge: Vec<i64> = (0..64)
            .map(|i| if i % 3 == 0 { -262_144 } else { 262_144 })
            .collect();
        assert_eq!(edge.iter().map(|v| v.abs()).sum::<i64>(), 1 << 24);
        assert_eq!(sweep::<f32>(&edge, &scratch), sweep::<f64>(&edge, &scratch));
        let extreme = vec![i64::from(i32::MIN); 50];
        let solution = solve(&extreme, Record::Answer);
        assert_eq!(solution.lanes, Lanes::F64);
        // All negative and equal: each move takes one; A takes 25, B takes 25.
        assert_eq!(solution.difference, 0);
        assert_eq!(solve(&extreme, Record::Line).difference, 0);
        let big = vec![i64::from(i32::MAX); 7];
        assert_eq!(
            solve(&big, Record::Answer).difference,
            7 * i64::from(i32::MAX)
        );
    }

    /// The run's buffers go from case to case: rows long and short, narrow and wide, in
    /// any order, answer as a fresh buffer does, whatever the earlier rows left behind.
    #[test]
    fn kept_buffers_answer_as_fresh_ones() {
        let scratch = Scratch::default();
        let mut rng = dp_core::rng::SplitMix64::new(5);
        for _ in 0..400 {
            let n = [1, 2, 3, 5, 8, 13, 40, 101, 7][rng.below(9) as usize];
            let bound = [20, 100_000, i64::from(i32::MAX)][rng.below(3) as usize];
            let values: Vec<i64> = (0..n).map(|_| rng.between(-bound, bound)).collect();
            assert_eq!(
                solve_in(&values, Record::Answer, &scratch).difference,
                solve(&values, Record::Line).difference,
                "{values:?}"
            );
        }
    }

    #[test]
    fn the_flat_table_has_one_slot_an_interval() {
        for n in 1..20 {
            assert_eq!(offset(n, n - 1) + 1, n * (n + 1) / 2);
            for len in 1..n {
                assert_eq!(offset(n, len), offset(n, len - 1) + n - (len - 1));
            }
        }
    }
}
