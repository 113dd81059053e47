//! The DP: who wins Stone Game III when both players take 1 to K piles from the front.
//!
//! Notation: `v[0]`, …, `v[n−1]` are the piles; "piles i to n − 1" are the ones left
//! after the first `i` are taken; every range below is written in words, ends included.
//!
//! **Why one number per position is enough.** The piles left are always piles `i` to
//! `n − 1`, and the player to move faces the same game whoever they are. The sum of what
//! remains is fixed, so maximising your own score is the same as maximising how far ahead
//! of the other player you finish. Whatever the opponent then finishes ahead of you on
//! piles `i + t` to `n − 1` is exactly what you finish behind them there. So the state is
//! the position alone — no scores, no whose-turn flag:
//!
//! **State.** `f(i)` = the most the player to move can finish ahead of the other, playing
//! on piles `i` to `n − 1` (negative: behind).
//!
//! **Recurrence.** `f(n) = 0`, and for `i < n`, taking `t` piles:
//!
//! ```text
//! f(i) = the largest, over t = 1 to min(K, n − i), of  gain(i, t) − f(i + t)
//! gain(i, t) = v[i] + … + v[i + t − 1]
//! ```
//!
//! **Order of evaluation.** `i` from `n − 1` down to 0: `f(i)` needs `f(i + 1)` to
//! `f(i + K)` only.
//!
//! **Answer.** `f(0) > 0`: Alice wins; `< 0`: Bob; `= 0`: a tie. Alice ends with
//! `(s + f(0)) / 2`, Bob with `(s − f(0)) / 2`, `s` the sum of all piles.
//!
//! **Ties between moves.** Among equally good moves the smallest take is chosen, so the
//! reported line of play is deterministic.
//!
//! **Complexity.** As written, `n + 1` values each the best of up to K candidates: O(n·K)
//! time. With suffix sums `s(i) = v[i] + … + v[n−1]` a move's gain is `s(i) − s(i + t)`,
//! so
//!
//! ```text
//! f(i) = s(i) − the least, over j = i + 1 to min(i + K, n), of  g(j) = s(j) + f(j)
//! ```
//!
//! (`g(j)` is twice the score the player to move at `j` ends with). That is the minimum of
//! a window that slides down by one as `i` falls. A monotonic deque keeps the window's
//! candidates in increasing order of `g`, each position pushed and popped at most once:
//! O(n) time for every K, and never more than `min(K, n) + 1` entries. When K ≥ n the
//! window is every position after `i`, and a running minimum replaces the deque.
//!
//! **Arithmetic.** Values are `i64`; sums and differences are `i128`, which holds the sum
//! of 2^64 values of 2^63 each: no input can overflow, so every answer is exact. The plain
//! answer for K ≤ 4 first tries `i64` with checked arithmetic and the window in registers
//! (no deque), falling back to `i128` at the first overflow: the same numbers, faster.
//!
//! **What each [`Record`] keeps.** `Answer`: the answer only. `Line`: also the whole line
//! of play, compactly ([`Solution::play`]), for `--json`. `Table`: the first and last rows
//! of the f table with their candidates and the first and last moves of the line of play
//! with both running scores, for `explain`. `Everything`: all of these, and also the best
//! take at every position and the line as [`Move`]s, for tests and fuzzing, which check one
//! against the other (about 52 bytes a pile).
//!
//! **Memory.** [`Record::Answer`]: O(min(K, n)) beyond the values — 20 bytes a window
//! entry, none when K ≥ n. [`Record::Line`] and [`Record::Table`] add the best take at
//! every position (4 bytes a pile) while the DP runs. `Line` then turns that vector, in
//! place, into the takes of the line of play ([`Play`]) and adds the gains (8 bytes a
//! move, 16 once one does not fit 64 bits); `Table` reads the line through and keeps its
//! ends. The crate docs say what a whole run takes.

use std::collections::VecDeque;
use std::sync::Arc;

use dp_core::Record;

use crate::parse::Piles;

/// A pile's value as the case stores it: `i32` when every value of the line fits, else
/// `i64` (see [`Piles`]); the DP widens each as it reads it.
pub trait Pile: Copy + Into<i64> {}

impl<T: Copy + Into<i64>> Pile for T {}

/// How many rows of the f table [`Solution::table`] keeps at each end, and how many moves
/// of the line of play [`Solution::line_excerpt`] keeps at each end.
pub const EXCERPT_ROWS: usize = 8;

/// How many of the first piles the lesson page (`explain --html`) steps through: their
/// rows of the f table with candidates, and the moves of the line of play that start on
/// them ([`Solution::page`]); the f row and the piles are drawn [`SHOWN_TAKES`] further,
/// for the entries those rows read.
pub const PAGE_PILES: usize = 16;

/// The candidates a row of the f table lists: `t` = 1 to this many, and the best take when
/// it is beyond them.
pub const SHOWN_TAKES: usize = 4;

/// One candidate of a row of the f table: taking `take` piles from pile `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// `t`.
    pub take: usize,
    /// `gain(i, t)`: the sum of the piles taken.
    pub gain: i128,
    /// `f(i + t)`: how far the opponent then finishes ahead.
    pub next_difference: i128,
}

impl Candidate {
    /// `gain(i, t) − f(i + t)`: how far ahead the mover finishes with this move.
    pub fn value(&self) -> i128 {
        self.gain - self.next_difference
    }
}

/// One row of the f table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The position `i` (the first pile left), from 0.
    pub pile: usize,
    /// `f(i)`.
    pub best_difference: i128,
    /// The take that reaches `f(i)` (0 at `i = n`, where there is no move).
    pub take: usize,
    /// How many candidates the recurrence ranges over: `min(K, n − i)`.
    pub moves: usize,
    /// `t` = 1 to `min(moves, SHOWN_TAKES)`, then the best take when it is beyond them.
    pub candidates: Vec<Candidate>,
}

/// One move of the line of play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// Whose move: 0 Alice, 1 Bob.
    pub player: usize,
    /// The first pile taken, from 0.
    pub first_pile: usize,
    /// How many piles.
    pub take: usize,
    /// Their sum.
    pub gain: i128,
}

/// The whole optimal line of play, compactly: 4 bytes a move for the take, 8 for the gain
/// (16 for all of them once one does not fit 64 bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    takes: Vec<u32>,
    gains: Gains,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Gains {
    Narrow(Vec<i64>),
    Wide(Vec<i128>),
}

impl Gains {
    fn push(&mut self, gain: i128) {
        match self {
            Gains::Narrow(narrow) => match i64::try_from(gain) {
                Ok(fits) => narrow.push(fits),
                Err(_) => {
                    let mut wide: Vec<i128> = narrow.iter().map(|&g| i128::from(g)).collect();
                    wide.push(gain);
                    *self = Gains::Wide(wide);
                }
            },
            Gains::Wide(wide) => wide.push(gain),
        }
    }

    fn get(&self, index: usize) -> i128 {
        match self {
            Gains::Narrow(narrow) => i128::from(narrow[index]),
            Gains::Wide(wide) => wide[index],
        }
    }

    fn shrink_to_fit(&mut self) {
        match self {
            Gains::Narrow(narrow) => narrow.shrink_to_fit(),
            Gains::Wide(wide) => wide.shrink_to_fit(),
        }
    }
}

impl Play {
    /// Reads the line from the best take at every position, reusing that vector for the
    /// takes of the line (move `m` starts at a pile `≥ m`, so it is written over a take
    /// already read).
    fn from_best_takes<P: Pile>(values: &[P], mut takes: Vec<u32>) -> Play {
        let mut gains = Gains::Narrow(Vec::new());
        let (mut moves, mut pile) = (0, 0);
        while pile < values.len() {
            let take = takes[pile];
            let end = pile + take as usize;
            gains.push(gain(&values[pile..end]));
            takes[moves] = take;
            moves += 1;
            pile = end;
        }
        takes.truncate(moves);
        takes.shrink_to_fit();
        gains.shrink_to_fit();
        Play { takes, gains }
    }

    /// How many moves.
    pub fn len(&self) -> usize {
        self.takes.len()
    }

    /// Whether there is no move (no piles).
    pub fn is_empty(&self) -> bool {
        self.takes.is_empty()
    }

    /// The moves in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        let mut first_pile = 0;
        self.takes.iter().enumerate().map(move |(index, &take)| {
            let step = Move {
                player: index % 2,
                first_pile,
                take: take as usize,
                gain: self.gains.get(index),
            };
            first_pile += step.take;
            step
        })
    }
}

/// A move of the line of play with both scores after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move's number, from 1.
    pub number: usize,
    /// The move.
    pub step: Move,
    /// Alice's and Bob's scores after it.
    pub scores: [i128; 2],
}

/// The first and last [`EXCERPT_ROWS`] moves of the line of play (all of them when there
/// are at most twice that many).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineExcerpt {
    /// How many moves the whole line has.
    pub moves: usize,
    /// The moves kept, in order.
    pub shown: Vec<Played>,
}

impl LineExcerpt {
    fn from_best_takes<P: Pile>(values: &[P], best_takes: &[u32]) -> LineExcerpt {
        let mut head = Vec::new();
        let mut tail = VecDeque::with_capacity(EXCERPT_ROWS + 1);
        let mut scores = [0i128; 2];
        let (mut moves, mut pile) = (0, 0);
        while pile < values.len() {
            let take = best_takes[pile] as usize;
            let step = Move {
                player: moves % 2,
                first_pile: pile,
                take,
                gain: gain(&values[pile..pile + take]),
            };
            scores[step.player] += step.gain;
            moves += 1;
            pile += take;
            let played = Played {
                number: moves,
                step,
                scores,
            };
            if head.len() < EXCERPT_ROWS {
                head.push(played);
            } else {
                if tail.len() == EXCERPT_ROWS {
                    tail.pop_front();
                }
                tail.push_back(played);
            }
        }
        head.extend(tail);
        LineExcerpt { moves, shown: head }
    }
}

/// The lesson page's excerpt: the first [`PAGE_PILES`] piles (all when fewer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageExcerpt {
    /// How many piles the page steps through: `min(n, PAGE_PILES)`.
    pub piles: usize,
    /// `f(i)` for `i` = 0 to `min(n, PAGE_PILES + SHOWN_TAKES − 1)`, and `f(n)` when `n` is
    /// no further.
    pub f: Vec<i128>,
    /// The rows of the f table for `i` = 0 to `piles − 1`, in increasing `i`.
    pub rows: Vec<Row>,
    /// The moves of the line of play that start on those piles, with both scores after
    /// each.
    pub line: Vec<Played>,
}

/// The game's value, and what the run recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// `f(0)`: Alice's final score minus Bob's.
    pub difference: i128,
    /// The sum of all piles.
    pub total: i128,
    /// Candidate moves the recurrence ranges over: the sum of `min(K, n − i)` over all `i`.
    pub candidate_moves: u64,
    /// With [`Record::Table`]: the rows of the f table for `i` = 0 to [`EXCERPT_ROWS`] − 1
    /// and for the last [`EXCERPT_ROWS`] + 1 positions (`n` included; every row when
    /// `n ≤ 2 · EXCERPT_ROWS`), in increasing `i`.
    pub table: Vec<Row>,
    /// With [`Record::Table`]: the first and last moves of the line of play.
    pub line_excerpt: Option<LineExcerpt>,
    /// With [`Record::Table`]: the lesson page's excerpt.
    pub page: Option<PageExcerpt>,
    /// With [`Record::Line`]: the whole line of play, shared with the `--json` view.
    pub play: Option<Arc<Play>>,
    /// With [`Record::Everything`]: the best take at each position.
    pub best_takes: Option<Vec<u32>>,
    /// With [`Record::Everything`]: the line of play read from [`Solution::play`] (empty
    /// otherwise).
    pub line: Vec<Move>,
}

impl Solution {
    /// Alice's final score.
    pub fn alice(&self) -> i128 {
        (self.total + self.difference) / 2
    }

    /// Bob's final score.
    pub fn bob(&self) -> i128 {
        (self.total - self.difference) / 2
    }
}

/// The sum of `piles`, exactly.
fn gain<P: Pile>(piles: &[P]) -> i128 {
    piles.iter().map(|&v| i128::from(v.into())).sum()
}

/// What the DP knows when it has just solved position `pile`.
#[derive(Clone, Copy, Debug)]
struct Step {
    pile: usize,
    /// `s(pile)`.
    suffix_sum: i128,
    /// `f(pile)`.
    difference: i128,
    /// The position the best move leads to.
    best_next: usize,
    /// `g(best_next)`.
    least_g: i128,
}

/// The positions a move from `pile` can reach, and the least `g` among them.
trait Window {
    /// The best position for a move from `pile` and its `g`: the least `g`, and among
    /// equal `g` the nearest position (the smallest take).
    fn least(&mut self, pile: usize) -> (usize, i128);
    /// Position `pile` with its `g` becomes reachable for the positions before it.
    fn enter(&mut self, pile: usize, g: i128);
}

/// A window entry, 20 bytes: the deque of a long window is the plain answer's only memory
/// beyond the values.
#[derive(Clone, Copy, Debug)]
#[repr(C, packed(4))]
struct Entry {
    g: i128,
    position: u32,
}

/// K < n: the positions `pile + 1` to `pile + K`, in a monotonic deque: increasing in both
/// position and `g`, so the front is the least `g` and among equal `g` the nearest.
struct Deque {
    max_take: usize,
    entries: VecDeque<Entry>,
}

impl Window for Deque {
    fn least(&mut self, pile: usize) -> (usize, i128) {
        // Leave the window: positions more than max_take beyond this one.
        while self
            .entries
            .front()
            .is_some_and(|entry| { entry.position } as usize - pile > self.max_take)
        {
            self.entries.pop_front();
        }
        let entry = self
            .entries
            .front()
            .expect("position pile + 1 is always in the window");
        ({ entry.position } as usize, { entry.g })
    }

    fn enter(&mut self, pile: usize, g: i128) {
        while self.entries.back().is_some_and(|entry| { entry.g } >= g) {
            self.entries.pop_back();
        }
        self.entries.push_back(Entry {
            g,
            position: pile as u32,
        });
    }
}

/// K ≥ n: every position after `pile` is reachable; the least `g` so far is the minimum.
struct RunningMin {
    position: usize,
    g: i128,
}

impl Window for RunningMin {
    fn least(&mut self, _: usize) -> (usize, i128) {
        (self.position, self.g)
    }

    fn enter(&mut self, pile: usize, g: i128) {
        // Nearer wins ties: the smaller take.
        if g <= self.g {
            self.position = pile;
            self.g = g;
        }
    }
}

/// The DP, `i` from `n − 1` down to 0; `visit` sees every solved position. Returns
/// `(s(0), f(0))`.
fn run<P: Pile>(
    values: &[P],
    mut window: impl Window,
    mut visit: impl FnMut(Step),
) -> (i128, i128) {
    let mut suffix_sum: i128 = 0;
    let mut difference: i128 = 0;
    for pile in (0..values.len()).rev() {
        suffix_sum += i128::from(values[pile].into());
        let (best_next, least_g) = window.least(pile);
        difference = suffix_sum - least_g;
        visit(Step {
            pile,
            suffix_sum,
            difference,
            best_next,
            least_g,
        });
        window.enter(pile, suffix_sum + difference);
    }
    (suffix_sum, difference)
}

/// Runs the DP with the window that suits K.
fn run_with<P: Pile>(values: &[P], max_take: usize, visit: impl FnMut(Step)) -> (i128, i128) {
    let n = values.len();
    if max_take >= n {
        // g(n) = s(n) + f(n) = 0
        run(values, RunningMin { position: n, g: 0 }, visit)
    } else {
        let mut entries = VecDeque::with_capacity(max_take + 1);
        entries.push_back(Entry {
            g: 0,
            position: n as u32,
        });
        run(values, Deque { max_take, entries }, visit)
    }
}

/// The answer `(s(0), f(0))` for a small K (1 to 4), the plain answer's fast path: the
/// window is the last K values of `g` in registers, no deque and no positions, and the
/// arithmetic is `i64`, checked: `None` as soon as an `s`, `2s`, `g` or `f(0)` would
/// leave 64 bits (then [`run_with`] answers in `i128`, exactly as always). When nothing
/// overflows every number is the same as in `i128`, so the answer is too. That holds, for
/// instance, whenever the piles' absolute values sum to less than 2^62: `|s(i)|` is at
/// most that sum, `|f(i)|` too (a lead is a difference of two players' sums of disjoint
/// piles), and `|g(i)| ≤ |s(i)| + |f(i)|`. The loop carries `g` alone, `g(i) = 2·s(i) −`
/// the least `g` in the window, so that one minimum and one subtraction stand between one
/// position's `g` and the next; `f(0) = g(0) − s(0)` comes at the end.
fn answer_narrow<const K: usize, P: Pile>(values: &[P]) -> Option<(i128, i128)> {
    // g1 to g4 = g(i + 1) to g(i + 4), in registers; positions beyond n are never the
    // least: i64::MAX. Only the first K are read (K is a constant: the match folds). The
    // newest, g1, is compared last: the others are ready earlier.
    let (mut g1, mut g2, mut g3, mut g4) = (0i64, i64::MAX, i64::MAX, i64::MAX);
    let mut suffix_sum = 0i64;
    let mut step = |value: P| -> Option<()> {
        suffix_sum = suffix_sum.checked_add(value.into())?;
        let least = match K {
            1 => g1,
            2 => g1.min(g2),
            3 => g1.min(g2.min(g3)),
            _ => g1.min(g2.min(g3).min(g4)),
        };
        let g = suffix_sum.checked_add(suffix_sum)?.checked_sub(least)?;
        (g4, g3, g2, g1) = (g3, g2, g1, g);
        Some(())
    };
    // Four positions a round, so that the window's shift costs no moves.
    let mut rounds = values.rchunks_exact(4);
    for round in &mut rounds {
        step(round[3])?;
        step(round[2])?;
        step(round[1])?;
        step(round[0])?;
    }
    for &value in rounds.remainder().iter().rev() {
        step(value)?;
    }
    // g1 is g(0) now (g(n) = 0 when there are no piles).
    let difference = g1.checked_sub(suffix_sum)?;
    Some((i128::from(suffix_sum), i128::from(difference)))
}

/// Records the rows of the f table at both ends, with their candidates.
struct TableRecorder<'a, P> {
    values: &'a [P],
    max_take: usize,
    /// `(j, s(j), f(j))` of the last positions recorded, position `n` first.
    recent: VecDeque<(usize, i128, i128)>,
    rows: Vec<Row>,
    /// The rows of the page's first piles, in decreasing `i`.
    page_rows: Vec<Row>,
    /// `f` of the page's positions, in decreasing `i`.
    page_f: Vec<i128>,
}

impl<'a, P: Pile> TableRecorder<'a, P> {
    fn new(values: &'a [P], max_take: usize) -> Self {
        let n = values.len();
        let mut recent = VecDeque::with_capacity(SHOWN_TAKES + 1);
        recent.push_back((n, 0, 0));
        let row = Row {
            pile: n,
            best_difference: 0,
            take: 0,
            moves: 0,
            candidates: Vec::new(),
        };
        Self {
            values,
            max_take,
            recent,
            rows: vec![row],
            page_rows: Vec::new(),
            page_f: if n < PAGE_PILES + SHOWN_TAKES {
                vec![0]
            } else {
                Vec::new()
            },
        }
    }

    /// Whether a row at `pile` is shown.
    fn shown(&self, pile: usize) -> bool {
        pile < EXCERPT_ROWS || pile + EXCERPT_ROWS >= self.values.len()
    }

    /// Whether `pile` is shown or one of the first takes of a row that is: `f` and `s`
    /// are kept for those positions only.
    fn watched(&self, pile: usize) -> bool {
        pile < PAGE_PILES.max(EXCERPT_ROWS) + SHOWN_TAKES || self.shown(pile)
    }

    fn visit(&mut self, step: Step) {
        let pile = step.pile;
        if pile < PAGE_PILES + SHOWN_TAKES {
            self.page_f.push(step.difference);
        }
        let (shown, paged) = (self.shown(pile), pile < PAGE_PILES);
        if shown || paged {
            let n = self.values.len();
            let moves = self.max_take.min(n - pile);
            let take = step.best_next - pile;
            let mut candidates: Vec<Candidate> = (1..=moves.min(SHOWN_TAKES))
                .map(|t| {
                    let &(_, suffix_sum, difference) = self
                        .recent
                        .iter()
                        .find(|&&(j, _, _)| j == pile + t)
                        .expect("the positions just after a shown row are kept");
                    Candidate {
                        take: t,
                        gain: step.suffix_sum - suffix_sum,
                        next_difference: difference,
                    }
                })
                .collect();
            if take > SHOWN_TAKES {
                let gain = gain(&self.values[pile..step.best_next]);
                let next_suffix_sum = step.suffix_sum - gain;
                candidates.push(Candidate {
                    take,
                    gain,
                    next_difference: step.least_g - next_suffix_sum,
                });
            }
            let row = Row {
                pile,
                best_difference: step.difference,
                take,
                moves,
                candidates,
            };
            if paged {
                self.page_rows.push(row.clone());
            }
            if shown {
                self.rows.push(row);
            }
        }
        if self.recent.len() == SHOWN_TAKES {
            self.recent.pop_front();
        }
        self.recent
            .push_back((pile, step.suffix_sum, step.difference));
    }
}

/// Solves the game on `values` where a move takes 1 to `max_take` piles (`max_take ≥ 1`,
/// at most `u32::MAX` piles).
pub fn solve<P: Pile>(values: &[P], max_take: usize, record: Record) -> Solution {
    assert!(max_take >= 1, "a move takes at least one pile");
    let n = values.len();
    assert!(u32::try_from(n).is_ok(), "at most u32::MAX piles");
    let candidate_moves = candidate_moves(n, max_take);
    if record == Record::Answer {
        let narrow = match max_take {
            1 => answer_narrow::<1, P>(values),
            2 => answer_narrow::<2, P>(values),
            3 => answer_narrow::<3, P>(values),
            4 => answer_narrow::<4, P>(values),
            _ => None,
        };
        let (total, difference) = narrow.unwrap_or_else(|| run_with(values, max_take, |_| {}));
        return Solution {
            difference,
            total,
            candidate_moves,
            table: Vec::new(),
            line_excerpt: None,
            page: None,
            play: None,
            best_takes: None,
            line: Vec::new(),
        };
    }
    let mut best_takes = vec![0u32; n];
    let mut table = matches!(record, Record::Table | Record::Everything)
        .then(|| TableRecorder::new(values, max_take));
    let (total, difference) = run_with(values, max_take, |step| {
        // At most u32::MAX piles, so a take fits.
        best_takes[step.pile] = (step.best_next - step.pile) as u32;
        if let Some(table) = table.as_mut().filter(|table| table.watched(step.pile)) {
            table.visit(step);
        }
    });
    let (table, page) = table.map_or_else(
        || (Vec::new(), None),
        |table| {
            let TableRecorder {
                mut rows,
                mut page_rows,
                mut page_f,
                ..
            } = table;
            rows.reverse();
            page_rows.reverse();
            page_f.reverse();
            let page = PageExcerpt {
                piles: page_rows.len(),
                f: page_f,
                rows: page_rows,
                line: page_line(values, &best_takes, PAGE_PILES),
            };
            (rows, Some(page))
        },
    );
    let line_excerpt = matches!(record, Record::Table | Record::Everything)
        .then(|| LineExcerpt::from_best_takes(values, &best_takes));
    let (play, best_takes, line) = match record {
        Record::Answer | Record::Table => (None, None, Vec::new()),
        Record::Line => (
            Some(Play::from_best_takes(values, best_takes)),
            None,
            Vec::new(),
        ),
        Record::Everything => {
            let play = Play::from_best_takes(values, best_takes.clone());
            let line = play.moves().collect();
            (Some(play), Some(best_takes), line)
        }
    };
    Solution {
        difference,
        total,
        candidate_moves,
        table,
        line_excerpt,
        page,
        play: play.map(Arc::new),
        best_takes,
        line,
    }
}

/// [`solve`] on the values of a case, however they are stored.
pub fn solve_piles(piles: &Piles, max_take: usize, record: Record) -> Solution {
    match piles {
        Piles::Narrow(values) => solve(values, max_take, record),
        Piles::Wide(values) => solve(values, max_take, record),
    }
}

/// `f(i)` for every position `i` from 0 to `n`, for `play`, which prices every take at
/// every position the student reaches: the same DP as [`solve`] (`run_with`), with every
/// value kept (16 bytes a pile).
pub fn every_difference<P: Pile>(values: &[P], max_take: usize) -> Vec<i128> {
    assert!(max_take >= 1, "a move takes at least one pile");
    let mut f = vec![0i128; values.len() + 1];
    run_with(values, max_take, |step| f[step.pile] = step.difference);
    f
}

/// The sum of `min(K, n − i)` over `i` = 0 to `n − 1`, in closed form.
fn candidate_moves(n: usize, max_take: usize) -> u64 {
    let (n, k) = (n as u64, max_take as u64);
    if k >= n {
        n * (n + 1) / 2
    } else {
        // n − k + 1 positions with a full window, then the last k − 1 with 1 to k − 1
        // moves.
        (n - k + 1) * k + (k - 1) * k / 2
    }
}

/// The moves of the optimal line of play that start before pile `limit`, with both
/// scores after each.
fn page_line<P: Pile>(values: &[P], best_takes: &[u32], limit: usize) -> Vec<Played> {
    let mut shown = Vec::new();
    let mut scores = [0i128; 2];
    let mut pile = 0;
    while pile < values.len().min(limit) {
        let take = best_takes[pile] as usize;
        let step = Move {
            player: shown.len() % 2,
            first_pile: pile,
            take,
            gain: gain(&values[pile..pile + take]),
        };
        scores[step.player] += step.gain;
        pile += take;
        shown.push(Played {
            number: shown.len() + 1,
            step,
            scores,
        });
    }
    shown
}

/// The optimal line of play from the first pile to the last, from the recorded takes.
pub fn line_of_play<P: Pile>(values: &[P], best_takes: &[u32]) -> Vec<Move> {
    let mut moves = Vec::new();
    let mut pile = 0;
    while pile < values.len() {
        let take = best_takes[pile] as usize;
        moves.push(Move {
            player: moves.len() % 2,
            first_pile: pile,
            take,
            gain: gain(&values[pile..pile + take]),
        });
        pile += take;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use dp_core::rng::SplitMix64;

    fn winner(values: &[i64]) -> &'static str {
        match solve(values, 3, Record::Answer).difference {
            d if d > 0 => "Alice",
            d if d < 0 => "Bob",
            _ => "Tie",
        }
    }

    #[test]
    fn leetcode_examples() {
        assert_eq!(winner(&[1, 2, 3, 7]), "Bob");
        assert_eq!(winner(&[1, 2, 3, -9]), "Alice");
        assert_eq!(winner(&[1, 2, 3, 6]), "Tie");
        assert_eq!(winner(&[1, 2, 3, -1, -2, -3, 7]), "Alice");
        assert_eq!(winner(&[-1, -2, -3]), "Tie");
        assert_eq!(winner(&[]), "Tie");
    }

    #[test]
    fn scores_and_line_of_the_first_example() {
        let values = [1, 2, 3, 7];
        let solution = solve(&values, 3, Record::Everything);
        assert_eq!((solution.alice(), solution.bob()), (6, 7));
        let takes = solution.best_takes.as_deref().expect("recorded");
        assert_eq!(line_of_play(&values, takes), solution.line);
        assert_eq!(
            solution
                .line
                .iter()
                .map(|m| (m.player, m.take, m.gain))
                .collect::<Vec<_>>(),
            [(0, 3, 6), (1, 1, 7)]
        );
        assert_eq!(solution.candidate_moves, 3 + 3 + 2 + 1);
        // Row 1: t = 1, 2, 3 are worth 2 − 10, 5 − 7, 12 − 0; the best is 12.
        let row = &solution.table[1];
        assert_eq!(
            (row.pile, row.best_difference, row.take, row.moves),
            (1, 12, 3, 3)
        );
        assert_eq!(
            row.candidates
                .iter()
                .map(Candidate::value)
                .collect::<Vec<_>>(),
            [-8, -2, 12]
        );
        assert_eq!(solution.table.len(), 5);
    }

    /// f by the recurrence as written, every candidate compared: the table's reference.
    fn naive(values: &[i64], max_take: usize) -> Vec<i128> {
        let n = values.len();
        let mut f = vec![0i128; n + 1];
        for i in (0..n).rev() {
            f[i] = (1..=max_take.min(n - i))
                .map(|t| gain(&values[i..i + t]) - f[i + t])
                .max()
                .expect("a move");
        }
        f
    }

    #[test]
    fn every_view_agrees_with_the_recurrence_as_written() {
        let mut rng = SplitMix64::new(7);
        let mut next = move || rng.next_u64() >> 33;
        for _ in 0..400 {
            let n = (next() % 40) as usize;
            let values: Vec<i64> = (0..n).map(|_| (next() % 41) as i64 - 20).collect();
            let max_take = 1 + (next() % 12) as usize;
            let f = naive(&values, max_take);
            let full = solve(&values, max_take, Record::Everything);
            assert_eq!(full.difference, f[0]);
            for view in [Record::Answer, Record::Line, Record::Table] {
                assert_eq!(solve(&values, max_take, view).difference, f[0]);
            }
            let play = solve(&values, max_take, Record::Line)
                .play
                .expect("recorded");
            assert_eq!(play.moves().collect::<Vec<_>>(), full.line);
            let excerpt = solve(&values, max_take, Record::Table);
            assert_eq!(excerpt.table, full.table);
            assert_eq!(excerpt.line_excerpt, full.line_excerpt);
            for row in &full.table {
                assert_eq!(row.best_difference, f[row.pile]);
                let best = row.candidates.iter().find(|c| c.take == row.take);
                assert!(row.pile == n || best.is_some_and(|c| c.value() == f[row.pile]));
                for candidate in &row.candidates {
                    let t = candidate.take;
                    assert_eq!(candidate.gain, gain(&values[row.pile..row.pile + t]));
                    assert_eq!(candidate.next_difference, f[row.pile + t]);
                    assert!(candidate.value() <= f[row.pile]);
                    assert!(t >= row.take || candidate.value() < f[row.pile]);
                }
            }
            let page = excerpt_page(&values, max_take);
            assert_eq!(page.piles, n.min(PAGE_PILES));
            assert_eq!(
                page.rows.iter().map(|row| row.pile).collect::<Vec<_>>(),
                (0..page.piles).collect::<Vec<_>>()
            );
            for row in &page.rows {
                assert_eq!(row.best_difference, f[row.pile]);
                if let Some(same) = full.table.iter().find(|same| same.pile == row.pile) {
                    assert_eq!(same, row);
                }
                for candidate in &row.candidates {
                    let t = candidate.take;
                    assert_eq!(candidate.gain, gain(&values[row.pile..row.pile + t]));
                    assert_eq!(candidate.next_difference, f[row.pile + t]);
                }
            }
            for (i, &value) in page.f.iter().enumerate() {
                let position = if i == page.f.len() - 1 && n < PAGE_PILES + SHOWN_TAKES {
                    n
                } else {
                    i
                };
                assert_eq!(value, f[position]);
            }
            let moves: Vec<&Move> = page.line.iter().map(|played| &played.step).collect();
            let expected: Vec<&Move> = full
                .line
                .iter()
                .filter(|step| step.first_pile < PAGE_PILES)
                .collect();
            assert_eq!(moves, expected);
            let shown: Vec<usize> = full.table.iter().map(|row| row.pile).collect();
            let expected: Vec<usize> = (0..=n)
                .filter(|&i| i < EXCERPT_ROWS || i + EXCERPT_ROWS >= n)
                .collect();
            assert_eq!(shown, expected);
            let excerpt = full.line_excerpt.as_ref().expect("recorded");
            assert_eq!(excerpt.moves, full.line.len());
            let mut scores = [0i128; 2];
            for (index, step) in full.line.iter().enumerate() {
                scores[step.player] += step.gain;
                if let Some(played) = excerpt.shown.iter().find(|p| p.number == index + 1) {
                    assert_eq!((&played.step, played.scores), (step, scores));
                }
            }
            assert_eq!(scores, [full.alice(), full.bob()]);
        }
    }

    fn excerpt_page(values: &[i64], max_take: usize) -> PageExcerpt {
        solve(values, max_take, Record::Table)
            .page
            .expect("recorded")
    }

    #[test]
    fn the_narrow_answer_is_the_wide_one_or_none() {
        let mut rng = SplitMix64::new(11);
        let mut next = move || rng.next_u64() >> 1;
        for round in 0..2000 {
            let n = (next() % 30) as usize;
            let spread = [41, 1 << 20, 1 << 61, u64::MAX >> 1][round % 4];
            let values: Vec<i64> = (0..n)
                .map(|_| (next() % spread) as i64 - (spread / 2) as i64)
                .collect();
            for k in 1..=4 {
                let wide = run_with(&values, k, |_| {});
                let narrow = match k {
                    1 => answer_narrow::<1, i64>(&values),
                    2 => answer_narrow::<2, i64>(&values),
                    3 => answer_narrow::<3, i64>(&values),
                    _ => answer_narrow::<4, i64>(&values),
                };
                if round % 4 < 2 {
                    assert_eq!(narrow, Some(wide), "{values:?} K = {k}");
                } else if let Some(narrow) = narrow {
                    assert_eq!(narrow, wide, "{values:?} K = {k}");
                }
                assert_eq!(solve(&values, k, Record::Answer).difference, wide.1);
            }
        }
        assert_eq!(answer_narrow::<3, i64>(&[i64::MAX, 1]), None);
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        let values = vec![i64::MAX; 5];
        let solution = solve(&values, 1, Record::Answer);
        assert!(solution.line.is_empty());
        assert_eq!(solution.difference, i128::from(i64::MAX));
        assert_eq!(solution.total, 5 * i128::from(i64::MAX));
        // Gains beyond 64 bits widen the stored line.
        let play = solve(&values, 2, Record::Line).play.expect("recorded");
        let gains: Vec<i128> = play.moves().map(|m| m.gain).collect();
        let m = i128::from(i64::MAX);
        assert_eq!(gains, [m, m, 2 * m, m]);
        assert!(matches!(play.gains, Gains::Wide(_)));
    }

    #[test]
    fn window_never_outgrows_k_plus_one_and_k_beyond_n_is_take_all() {
        let values = [5, -1, 4];
        assert_eq!(solve(&values, 1_000_000, Record::Answer).difference, 8);
        assert_eq!(solve(&values, usize::MAX, Record::Answer).difference, 8);
        assert_eq!(candidate_moves(3, 1_000_000), 6);
        assert_eq!(candidate_moves(10, 3), (10 - 3 + 1) * 3 + 3);
        assert_eq!(std::mem::size_of::<Entry>(), 20);
    }
}
