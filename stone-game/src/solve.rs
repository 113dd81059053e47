//! The DP: who wins Stone Game III when both players take 1..=K piles from the front.
//!
//! **Why one number per position is enough.** The piles left are always a suffix
//! `v[i..n]`, and the player to move faces the same game whoever they are. The sum of
//! what remains is fixed, so maximising your own score is the same as maximising how far
//! ahead of the other player you finish. Whatever the opponent then finishes ahead of you
//! on `v[i+t..n]` is exactly what you finish behind them there. So the state is the suffix
//! alone — no scores, no whose-turn flag:
//!
//! **State.** `f(i)` = the most the player to move can finish ahead of the other, playing
//! on piles `i..n` (negative: behind).
//!
//! **Recurrence.** `f(n) = 0`, and for `i < n`, taking `t` piles:
//!
//! ```text
//! f(i) = max over t in 1..=min(K, n−i) of (v[i] + … + v[i+t−1]) − f(i+t)
//! ```
//!
//! With suffix sums `s(i) = v[i] + … + v[n−1]` the gain of a move is `s(i) − s(i+t)`, so
//!
//! ```text
//! f(i) = s(i) − min over j in i+1..=min(i+K, n) of g(j),     g(j) = s(j) + f(j)
//! ```
//!
//! (`g(j)` is twice the score the player to move at `j` ends with.)
//!
//! **What changes with K.** Nothing in the state; only the window of the minimum. K = 3 is
//! LeetCode 1406 and the minimum of three values is as cheap as any. For large K the naive
//! minimum costs O(K) a position; a monotonic deque keeps the window's candidates in
//! increasing order of `g`, so each position is pushed and popped at most once: O(n) time
//! for every K, and never more than `min(K, n) + 1` entries.
//!
//! **Order of evaluation.** `i` from `n − 1` down to 0, carrying `s(i)` and the window.
//!
//! **Answer.** `f(0) > 0`: Alice wins; `< 0`: Bob; `= 0`: a tie. Alice ends with
//! `(s(0) + f(0)) / 2`, Bob with `(s(0) − f(0)) / 2`.
//!
//! **Ties between moves.** Among equally good moves the smallest take is chosen, so the
//! reported line of play is deterministic.
//!
//! **Arithmetic.** Values are `i64`; sums and differences are `i128`, which holds the sum
//! of 2^64 values of 2^63 each: no input can overflow, so every answer is exact.
//!
//! **Complexity.** O(n) time; O(min(K, n)) memory beyond the values for the answer, plus
//! 4 bytes a pile and the line of play itself when it is wanted (`--json`, `explain`),
//! whose output is that long anyway.

use std::collections::VecDeque;

/// How many rows of the f table [`Solution::excerpt`] keeps at each end.
pub const EXCERPT_ROWS: usize = 8;

/// What `solve` records beyond the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    /// The answer only: memory O(min(K, n)).
    Answer,
    /// Also the best take at every position, and the line of play they make.
    LineOfPlay,
}

/// One row of the f table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The position `i` (the first pile left), from 0.
    pub pile: usize,
    /// `v[i]`.
    pub value: i64,
    /// `s(i)`, the sum of the piles left.
    pub suffix_sum: i128,
    /// `f(i)`.
    pub best_difference: i128,
    /// The take that reaches `f(i)`.
    pub take: usize,
}

/// The game's value, and what the run recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// `f(0)`: Alice's final score minus Bob's.
    pub difference: i128,
    /// The sum of all piles.
    pub total: i128,
    /// The first and the last [`EXCERPT_ROWS`] rows of the f table (all rows when there
    /// are at most twice that many), in increasing `pile` order.
    pub excerpt: Vec<Row>,
    /// With [`Record::LineOfPlay`]: the best take at each position.
    pub best_takes: Option<Vec<u32>>,
    /// With [`Record::LineOfPlay`]: the optimal line of play, read from `best_takes`
    /// (empty otherwise).
    pub line: Vec<Move>,
    /// Candidate moves the recurrence ranges over: `Σ min(K, n − i)`.
    pub candidate_moves: u64,
    /// Deque pushes and pops the window did to find the minima.
    pub window_operations: u64,
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

/// Solves the game on `values` where a move takes 1..=`max_take` piles (`max_take ≥ 1`).
pub fn solve(values: &[i64], max_take: usize, record: Record) -> Solution {
    assert!(max_take >= 1, "a move takes at least one pile");
    let n = values.len();
    let window_len = max_take.min(n);
    // (position j, g(j)), increasing in both: the front is the window's minimum, and among
    // equal g the smallest j (the smallest take) is kept.
    let mut window: VecDeque<(usize, i128)> = VecDeque::with_capacity(window_len + 1);
    window.push_back((n, 0)); // g(n) = s(n) + f(n) = 0
    let mut best_takes = (record == Record::LineOfPlay).then(|| vec![0u32; n]);
    let mut excerpt_tail = Vec::new();
    let mut excerpt_head = Vec::new();
    let mut suffix_sum: i128 = 0;
    let mut difference: i128 = 0;
    let mut window_operations = 1u64;
    for pile in (0..n).rev() {
        let value = values[pile];
        suffix_sum += i128::from(value);
        // Leave the window: positions more than max_take beyond this one.
        while window.front().is_some_and(|&(j, _)| j - pile > max_take) {
            window.pop_front();
            window_operations += 1;
        }
        let &(best_next, least_g) = window
            .front()
            .expect("position pile + 1 is always in the window");
        difference = suffix_sum - least_g;
        let take = best_next - pile;
        if let Some(takes) = best_takes.as_mut() {
            takes[pile] = u32::try_from(take).expect("at most MAX_PILES piles, which fits u32");
        }
        let row = || Row {
            pile,
            value,
            suffix_sum,
            best_difference: difference,
            take,
        };
        if pile < EXCERPT_ROWS {
            excerpt_head.push(row());
        } else if pile >= n.saturating_sub(EXCERPT_ROWS) {
            excerpt_tail.push(row());
        }
        // Enter the window: this position, for the positions before it.
        let g = suffix_sum + difference;
        while window.back().is_some_and(|&(_, back_g)| back_g >= g) {
            window.pop_back();
            window_operations += 1;
        }
        window.push_back((pile, g));
        window_operations += 1;
    }
    excerpt_head.reverse();
    excerpt_tail.reverse();
    excerpt_head.extend(excerpt_tail);
    let line = best_takes
        .as_deref()
        .map_or_else(Vec::new, |takes| line_of_play(values, takes));
    Solution {
        difference,
        total: suffix_sum,
        excerpt: excerpt_head,
        best_takes,
        line,
        candidate_moves: candidate_moves(n, max_take),
        window_operations,
    }
}

/// `Σ over i < n of min(K, n − i)`, in closed form.
fn candidate_moves(n: usize, max_take: usize) -> u64 {
    let (n, k) = (n as u64, max_take as u64);
    if k >= n {
        n * (n + 1) / 2
    } else {
        // n − k + 1 positions with a full window, then the last k − 1 with 1..k−1 moves.
        (n - k + 1) * k + (k - 1) * k / 2
    }
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

/// The optimal line of play from the first pile to the last, from the recorded takes.
pub fn line_of_play(values: &[i64], best_takes: &[u32]) -> Vec<Move> {
    let mut moves = Vec::new();
    let mut pile = 0;
    while pile < values.len() {
        let take = best_takes[pile] as usize;
        let gain = values[pile..pile + take]
            .iter()
            .map(|&v| i128::from(v))
            .sum();
        moves.push(Move {
            player: moves.len() % 2,
            first_pile: pile,
            take,
            gain,
        });
        pile += take;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let solution = solve(&values, 3, Record::LineOfPlay);
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
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        let values = vec![i64::MAX; 5];
        let solution = solve(&values, 1, Record::Answer);
        assert!(solution.line.is_empty());
        assert_eq!(solution.difference, i128::from(i64::MAX));
        assert_eq!(solution.total, 5 * i128::from(i64::MAX));
    }

    #[test]
    fn window_never_outgrows_k_plus_one_and_k_beyond_n_is_take_all() {
        let values = [5, -1, 4];
        assert_eq!(solve(&values, 1_000_000, Record::Answer).difference, 8);
        assert_eq!(candidate_moves(3, 1_000_000), 6);
        assert_eq!(candidate_moves(10, 3), (10 - 3 + 1) * 3 + 3);
    }
}
