//! The DP: can the first player force the running total to reach T?
//!
//! # The game
//! Two players take turns, the first player first. A move chooses a number from 1 to M
//! that neither player has chosen yet and adds it to a running total, which starts at 0;
//! the player whose number brings the total to T or more wins at once. (When T is more
//! than 1 + … + M, no total gets there and the first player cannot win.) The question:
//! can the first player force a win, whatever the other does?
//!
//! Numbers are kept as bits: number `x` is bit `x − 1` of a `u32`, so a set of numbers
//! from 1 to M is a mask below `2^M`. Write `N = 1 + … + M`.
//!
//! # State
//! `F`, the set of numbers still free. Who took which, and in what order, does not matter
//! to the player about to move: the running total is what was taken, `N − sum(F)`, so
//! what is left to reach, `r = T − N + sum(F)`, follows from `F`. The game is the same for
//! both players, so whose turn it is needs no place in the state: 2^M states.
//!
//! # Value
//! `win(F)`: whether the player to move, `F` free, can force being the one who reaches T.
//! It helps to count from the other end: with the *slack* `D = N − T`, the total reaches
//! T exactly when the free numbers add up to `D` or less. T appears in the game only
//! through D, and D never changes during a game.
//!
//! # Recurrence
//! With `top` the largest free number:
//!
//! ```text
//! win(F) = true                            when sum(F) − top ≤ D   (take top: reached)
//!        = some free x with not win(F − x)  otherwise
//! ```
//!
//! (`sum(F) − top ≤ D` is `top ≥ r`.) D enters only the first line, so one pass can
//! solve 64 targets at once: bit `j` of a `u64` `W(F)` holds `win(F)` for the slack
//! `D0 + j`, and
//!
//! ```text
//! W(F) = reach(F) | OR over free x of !W(F − x)
//! ```
//!
//! where `reach(F)` has the bits `j` with `D0 + j ≥ sum(F) − top`: a bitwise NOT and OR a
//! move, for 64 games. (A lane whose game is already over in `F − x` is harmless: there
//! `x` itself reaches T, so `reach(F)` has that bit set anyway.)
//!
//! # Order
//! `F` from the empty set up, as a number: `F − x < F`, so every `W(F − x)` is known when
//! `W(F)` is computed. A plain loop would look the moves up one by one, all over the
//! table; the sweep does the same NOT-and-ORs in long runs instead, by halves: first
//! every set without the largest number (recursively), then, for all the sets with it at
//! once, the move that takes it — `W(F) |= !W(F − M)`, the first half of the table ORed
//! into the second, entry by entry — then the second half (recursively, the same way).
//! Blocks of 64 sets at the bottom are done one set at a time.
//!
//! # Answer
//! Bit `D − D0` of `W({1..M})`, for the window of 64 slacks `D0 = 64k .. 64k + 63` that
//! holds D. Each sweep's answer word is kept, so every later case with the same M and a
//! slack in the same window is answered without a sweep. No sweep at all for T = 0 (a
//! win: the total 0 already reaches it, LeetCode's convention), `T > N` (a loss: no one
//! can ever reach T) or `T ≤ M` (a win: take T).
//!
//! The detailed views (`--json`, `explain`) want more than the answer: the *line of
//! play*, where the player who can force a win always takes a winning move that wins in
//! the fewest moves, and the other player always a move that makes the loss take the most
//! moves (among equal moves, the smallest number). For the one T of the case, a second
//! pass in the same order stores, a byte a set, `moves(F) << 1 | win(F)`, where
//! `moves(F)`, the length of that line from `F`, is 1 when `top ≥ r`,
//! `1 + min moves(F − x)` over the lost `F − x` for a won state, and
//! `1 + max moves(F − x)` over all moves for a lost one. Read from that table, they also
//! keep every choice at each position of the line, the sets counted by how many numbers
//! are taken (won, lost, over: one more pass over the table), and for M ≤ 5 every set
//! (the lesson page draws all 32; `explain` lists them up to M = 4).
//!
//! # Complexity
//! A sweep is `M · 2^(M−1)` NOT-and-ORs for 64 targets, 8 bytes a set: 8 MiB at M = 20,
//! 256 MiB at M = 25. A run makes at most `⌈N / 64⌉` sweeps for each M (4 at M = 20), so
//! a file of many cases costs little more than its distinct M. The detailed pass is
//! O(M · 2^M) time and 2^M bytes (1 MiB at M = 20, 32 MiB at M = 25) for each case.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

use dp_core::bits::{full, ones};

use crate::parse::Case;

/// How a case's answer is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// T = 0: the total 0 already reaches T; the first player wins without a move.
    AlreadyReached,
    /// `1 + … + M < T`: no one can ever reach T, so the first player cannot force it.
    OutOfReach,
    /// A real game: the DP decides.
    Played,
}

/// What the player to move in a state can achieve, and how long the game then lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Whether the player to move can force reaching T.
    pub wins: bool,
    /// Moves until someone reaches T on the line of play, this move included.
    pub moves: u32,
}

/// One move of the line of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The number taken.
    pub number: u32,
    /// The running total after it.
    pub total: u32,
}

/// One set of taken numbers in the full table of a small case (M ≤ [`TABLE_MAX_NUMBER`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The numbers taken, as a mask.
    pub taken: u32,
    /// Their sum, the running total.
    pub total: u32,
    /// `None` when the total already reaches T (the game is over); else the outcome for
    /// the player to move and the numbers that win for them.
    pub to_move: Option<(Outcome, Vec<u32>)>,
}

/// The largest M whose every set `explain` lists.
pub const TABLE_MAX_NUMBER: u32 = 4;

/// The largest M whose every set the detailed views keep: the lesson page draws them all
/// (32 sets at M = 5); `explain` lists them up to [`TABLE_MAX_NUMBER`].
pub const KEPT_TABLE_MAX_NUMBER: u32 = 5;

/// What taking one free number does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The number taken.
    pub number: u32,
    /// `None` when it reaches T; else the outcome for the other player, who moves next.
    pub after: Option<Outcome>,
}

impl Choice {
    /// Whether taking the number wins: it reaches T, or leaves the other player lost.
    pub fn wins(self) -> bool {
        self.after.is_none_or(|after| !after.wins)
    }
}

/// A set on the line of play, before its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The outcome for the player to move.
    pub outcome: Outcome,
    /// Every free number, smallest first, and what taking it does.
    pub choices: Vec<Choice>,
}

/// How many sets with the same count of numbers taken are won, lost or over (the last
/// move reached T) for the player to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    /// Sets whose player to move can force reaching T.
    pub won: u64,
    /// Sets whose player to move cannot.
    pub lost: u64,
    /// Sets whose total already reaches T.
    pub over: u64,
}

/// What the DP found for one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The case solved, for the views.
    pub case: Case,
    /// The answer: whether the first player can force a win.
    pub wins: bool,
    /// How the answer is settled.
    pub game: Game,
    /// The first moves that force a win (detailed views only).
    pub winning_first_moves: Vec<u32>,
    /// The line of play (detailed views only).
    pub line: Vec<Move>,
    /// Every set, by mask of the numbers taken, for M ≤ [`KEPT_TABLE_MAX_NUMBER`]
    /// (detailed views only).
    pub table: Vec<Row>,
    /// Where each move of the line of play is made, before it (detailed views only).
    pub positions: Vec<Position>,
    /// The whole table counted by how many numbers are taken, 0 to M (detailed views
    /// only).
    pub layers: Vec<Layer>,
}

/// `1 + 2 + … + m`.
pub fn triangle(m: u32) -> u64 {
    u64::from(m) * u64::from(m + 1) / 2
}

/// The largest number in `free`, 0 for none.
fn largest(free: u32) -> u32 {
    u32::BITS - free.leading_zeros()
}

/// The sum of the numbers in `free`.
fn sum(free: u32) -> u32 {
    ones(free).map(|bit| bit + 1).sum()
}

/// The targets one sweep solves: one bit each in a `u64`.
pub const LANES: u64 = u64::BITS as u64;

/// `W({1..M})` for the slacks `first_slack .. first_slack + 63`: bit `j` is set when the
/// first player wins with `D = first_slack + j`, that is `T = N − D`.
pub fn sweep(max_number: u32, first_slack: u64) -> u64 {
    let mut wins = vec![0u64; 1 << max_number];
    complete(&mut wins, 0, first_slack);
    wins[wins.len() - 1]
}

/// The sets of a block at the bottom of the halving, done one by one: 64, 512 bytes.
const LEAF_BITS: u32 = 6;

/// `sum(F)` for the sets within a leaf, by mask.
const LEAF_SUMS: [u32; 1 << LEAF_BITS] = {
    let mut sums = [0; 1 << LEAF_BITS];
    let mut set = 1;
    while set < sums.len() {
        sums[set] = sums[set & (set - 1)] + set.trailing_zeros() + 1;
        set += 1;
    }
    sums
};

/// Finishes `W(F)` for the sets `first .. first + block.len()` (a block of sets that
/// share their numbers above the block), whose entries already hold the OR of `!W(F − x)`
/// for every move `x` above the block; every smaller set is finished.
fn complete(block: &mut [u64], first: u32, first_slack: u64) {
    if block.len() > 1 << LEAF_BITS {
        // The sets without the block's own top number, then those with it: each of those
        // takes it to the set at the same place in the first half, all in one run.
        let (without, with) = block.split_at_mut(block.len() / 2);
        complete(without, first, first_slack);
        for (set, after) in with.iter_mut().zip(without.iter()) {
            *set |= !after;
        }
        complete(with, first + without.len() as u32, first_slack);
        return;
    }
    let above = sum(first);
    for low in 0..block.len() {
        let mut children = 0;
        for bit in ones(low as u32) {
            children |= !block[low ^ 1 << bit];
        }
        // Taking top reaches T when the slack is at least what the rest adds up to.
        let free = first | low as u32;
        let need = u64::from(above + LEAF_SUMS[low] - largest(free));
        let reach = match need.checked_sub(first_slack) {
            None | Some(0) => u64::MAX,
            Some(shift) if shift < LANES => u64::MAX << shift,
            Some(_) => 0,
        };
        block[low] |= children | reach;
    }
}

/// The answer word of every sweep made, by (M, window of 64 slacks): a run keeps one, so
/// that a case whose window was swept before is answered at once.
#[derive(Debug, Default)]
pub struct Sweeps {
    words: BTreeMap<(u32, u64), u64>,
}

impl Sweeps {
    /// No sweep made yet.
    pub const fn new() -> Self {
        Self {
            words: BTreeMap::new(),
        }
    }

    /// Whether the first player can force reaching `target` with the numbers 1 to
    /// `max_number`, sweeping only when no earlier sweep covers the case.
    pub fn first_player_wins(&mut self, max_number: u32, target: u64) -> bool {
        match game(max_number, target) {
            (Game::AlreadyReached, _) => true,
            (Game::OutOfReach, _) => false,
            (Game::Played, target) if max_number >= target => true,
            (Game::Played, target) => {
                let slack = triangle(max_number) - u64::from(target);
                let window = slack / LANES;
                let word = self
                    .words
                    .entry((max_number, window))
                    .or_insert_with(|| sweep(max_number, window * LANES));
                *word >> (slack % LANES) & 1 == 1
            }
        }
    }
}

/// The sweeps of one run, shared by every thread that answers its cases (the run loop
/// makes one per run: `Problem::RunState`). The lock is held through a sweep: one sweep
/// at a time, so memory stays at one table (256 MiB at M = 25) however many cores answer
/// cases, and no window is swept twice.
pub type RunSweeps = Mutex<Sweeps>;

/// How the case is settled without search, or `Played` with T as a `u32`.
fn game(max_number: u32, target: u64) -> (Game, u32) {
    if target == 0 {
        (Game::AlreadyReached, 0)
    } else if triangle(max_number) < target {
        (Game::OutOfReach, 0)
    } else {
        // T ≤ 1 + … + M, which fits easily.
        (Game::Played, target as u32)
    }
}

/// The answer alone, with the sweeps this run has made so far.
pub fn first_player_wins(sweeps: &RunSweeps, max_number: u32, target: u64) -> bool {
    // A sweep that panicked left no entry behind: the map is still sound.
    let mut sweeps = sweeps.lock().unwrap_or_else(PoisonError::into_inner);
    sweeps.first_player_wins(max_number, target)
}

/// `moves(F) << 1 | win(F)` for every set `F` of free numbers with `slack` = N − T, 0
/// where the game is already over (`sum(F) ≤ slack`).
pub fn lengths(max_number: u32, slack: u32) -> Vec<u8> {
    let all = full(max_number);
    let mut table = vec![0u8; all as usize + 1];
    for free in 1..=all {
        // The smallest code of a lost F − x, and the largest of any F − x.
        let (mut sum, mut fastest, mut longest, mut rest) = (0, u8::MAX, 0, free);
        while rest != 0 {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            sum += bit + 1;
            let after = table[(free ^ 1 << bit) as usize];
            fastest = fastest.min(if after & 1 == 0 { after } else { u8::MAX });
            longest = longest.max(after);
        }
        let top = largest(free);
        table[free as usize] = if sum <= slack {
            0
        } else if sum - top <= slack {
            // Take top: reached, in 1 move.
            1 << 1 | 1
        } else if fastest != u8::MAX {
            // (moves + 1) << 1 | 1, won.
            fastest + 3
        } else {
            // (moves + 1) << 1, lost; every F − x is won, so longest is odd.
            longest + 1
        };
    }
    table
}

/// Reads a code of [`lengths`].
fn decode(code: u8) -> Outcome {
    Outcome {
        wins: code & 1 == 1,
        moves: u32::from(code >> 1),
    }
}

/// What each free number does with `left > 0` to reach.
fn moves(table: &[u8], free: u32, left: u32) -> impl Iterator<Item = Choice> {
    ones(free).map(move |bit| {
        let number = bit + 1;
        let after = (number < left).then(|| decode(table[(free ^ 1 << bit) as usize]));
        Choice { number, after }
    })
}

/// The numbers that win with `free` free and `left > 0` to reach.
fn winning(table: &[u8], free: u32, left: u32) -> Vec<u32> {
    moves(table, free, left)
        .filter(|choice| choice.wins())
        .map(|choice| choice.number)
        .collect()
}

/// The line of play from all numbers free, `target` to reach.
fn line_of_play(table: &[u8], all: u32, target: u32) -> Vec<Move> {
    let (mut free, mut total) = (all, 0);
    let mut line = Vec::new();
    while total < target {
        let here = decode(table[free as usize]);
        // The winner takes the fastest lost state, the loser the longest won one.
        let rank = |after: Option<Outcome>| match after {
            None => (0, 0),
            Some(after) if here.wins && !after.wins => (1, after.moves),
            Some(_) if here.wins => (2, 0),
            Some(after) => (1, u32::MAX - after.moves),
        };
        let number = moves(table, free, target - total)
            .min_by_key(|choice| (rank(choice.after), choice.number))
            .expect("a game not over has a free number")
            .number;
        free &= !(1 << (number - 1));
        total += number;
        line.push(Move { number, total });
    }
    line
}

/// The sets of a [`lengths`] table counted by how many numbers are taken.
fn layers(table: &[u8], max_number: u32) -> Vec<Layer> {
    let mut layers = vec![Layer::default(); max_number as usize + 1];
    for (free, &code) in table.iter().enumerate() {
        let layer = &mut layers[(max_number - free.count_ones()) as usize];
        match code {
            0 => layer.over += 1,
            code if code & 1 == 1 => layer.won += 1,
            _ => layer.lost += 1,
        }
    }
    layers
}

/// Solves one case: the answer alone (from the run's `sweeps`), or with `detail` the
/// winning first moves, the line of play with every choice along it, the table counted by
/// layer and, for small M, the whole table.
pub fn solve(case: &Case, detail: bool, sweeps: &RunSweeps) -> Solution {
    let (game, target) = game(case.max_number, case.target);
    let mut solution = Solution {
        case: *case,
        wins: game == Game::AlreadyReached,
        game,
        winning_first_moves: Vec::new(),
        line: Vec::new(),
        table: Vec::new(),
        positions: Vec::new(),
        layers: Vec::new(),
    };
    if game != Game::Played {
        return solution;
    }
    if !detail {
        solution.wins = first_player_wins(sweeps, case.max_number, case.target);
        return solution;
    }
    let all = full(case.max_number);
    let table = lengths(case.max_number, triangle(case.max_number) as u32 - target);
    solution.wins = decode(table[all as usize]).wins;
    solution.winning_first_moves = winning(&table, all, target);
    solution.line = line_of_play(&table, all, target);
    let mut free = all;
    for step in &solution.line {
        let left = target - (step.total - step.number);
        solution.positions.push(Position {
            outcome: decode(table[free as usize]),
            choices: moves(&table, free, left).collect(),
        });
        free &= !(1 << (step.number - 1));
    }
    solution.layers = layers(&table, case.max_number);
    if case.max_number <= KEPT_TABLE_MAX_NUMBER {
        solution.table = (0..=all)
            .map(|taken| {
                let (total, free) = (sum(taken), all & !taken);
                let to_move = (total < target).then(|| {
                    let here = decode(table[free as usize]);
                    (here, winning(&table, free, target - total))
                });
                Row {
                    taken,
                    total,
                    to_move,
                }
            })
            .collect();
    }
    solution
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(max_number: u32, target: u64) -> Case {
        Case { max_number, target }
    }

    #[test]
    fn leetcode_examples() {
        let sweeps = RunSweeps::default();
        assert!(!first_player_wins(&sweeps, 10, 11));
        assert!(first_player_wins(&sweeps, 10, 0));
        assert!(first_player_wins(&sweeps, 10, 1));
    }

    #[test]
    fn the_line_of_play_ends_when_t_is_reached() {
        // M = 4, T = 6: the first player takes 1, leaving 5 with {2, 3, 4} free; whatever
        // the second takes, the first reaches 6.
        let solution = solve(&case(4, 6), true, &RunSweeps::default());
        assert!(solution.wins);
        assert_eq!(solution.winning_first_moves, [1]);
        let numbers: Vec<u32> = solution.line.iter().map(|m| m.number).collect();
        assert_eq!(numbers, [1, 2, 3]);
        assert_eq!(solution.line.last().map(|m| m.total), Some(6));
        assert_eq!(solution.table.len(), 16);
    }

    #[test]
    fn settled_cases_need_no_search() {
        let zero = solve(&case(5, 0), true, &RunSweeps::default());
        assert_eq!((zero.game, zero.wins), (Game::AlreadyReached, true));
        let far = solve(&case(5, 16), true, &RunSweeps::default());
        assert_eq!(
            (far.game, far.wins, far.line.len()),
            (Game::OutOfReach, false, 0)
        );
        let plain = solve(&case(20, 210), false, &RunSweeps::default());
        assert_eq!((plain.game, plain.line.len()), (Game::Played, 0));
    }

    #[test]
    fn the_sweep_and_the_detailed_pass_agree_on_every_target() {
        // Two loops over the sets: 64 slacks a word by halves, and one slack a byte.
        for m in 1..=13 {
            let n = triangle(m) as u32;
            let mut sweeps = Sweeps::new();
            for target in 1..=n {
                let detailed = lengths(m, n - target)[full(m) as usize] & 1 == 1;
                let alone = sweeps.first_player_wins(m, u64::from(target));
                assert_eq!(alone, detailed, "M = {m}, T = {target}");
            }
        }
    }

    #[test]
    fn one_sweep_answers_a_whole_window() {
        // M = 20, slacks 0 to 63 (T = 210 down to 147). T = 210 takes all 20 numbers, so
        // the second player reaches it; the first won target is T = 192.
        let word = sweep(20, 0);
        assert_eq!(word.trailing_zeros(), 18);
        let all = full(20) as usize;
        for slack in 0..24 {
            let detailed = lengths(20, slack)[all] & 1 == 1;
            assert_eq!(word >> slack & 1 == 1, detailed, "D = {slack}");
        }
    }
}
