//! LeetCode 1406 "Stone Game III", generalised to take-up-to-K: piles stand in a row;
//! Alice and Bob alternately take the first 1, 2 or 3 (or 1 to K) remaining piles,
//! scoring their sum; both play optimally. Who wins?
//!
//! [`parse`] reads one case a line → [`solve`] runs the score-difference DP once (its doc
//! comment is the lesson: why one number per position is enough, and what K changes) →
//! [`render`] prints the winner, `--json` or `explain` from that one solution. [`page`]
//! gives the lesson page (`explain --html`, drawn by `lesson.js`) its data. [`generate`]
//! writes random cases (`gen`). [`StoneGame`] names their types for dp-problem, and each type
//! does its part where it is written: the case reads itself, the solution renders itself,
//! the `gen` knobs write cases.
//!
//! # Memory
//!
//! A case of n piles holds its values, 4 bytes a pile when every value of its line fits
//! 32 bits (LeetCode's and `gen`'s do), else 8; the line is parsed as it streams in and
//! never held whole (dp-problem's scanner keeps a buffer of a read or two, 64 to 128 KiB, more
//! only for one token that long; a long line's reader also hands a few stretches of up
//! to a read each to a second thread). Beyond the values:
//!
//! - the plain answer: the DP's window, at most min(K, n) + 1 entries of 20 bytes, and
//!   none when K ≥ n (a running minimum): O(min(K, n)), and O(1) for `--take K` with
//!   K ≥ n;
//! - `explain`: also the best take at every position, 4 bytes a pile, while the DP runs;
//!   its table and line of play are excerpts (8 rows and 8 moves at each end, with the
//!   candidates of those rows), a few kilobytes;
//! - `--json`: the same 4 bytes a pile; once the DP is done and its window freed, the
//!   line of play reuses them for its takes and adds its gains, 8 bytes a move (16 when
//!   a gain does not fit 64 bits). The JSON text streams out as it is written.
//!
//! So `--json` takes at most 8 + 4 + 20 = 32 bytes a pile, and explain 8 more: it also
//! keeps a copy of the case's values, to show the piles. When K ≥ n: 20 (explain) and 20
//! (`--json`; 28 if gains pass 64 bits). With values of 32 bits, 4 bytes a pile less for
//! each copy of them.
//!
//! The peak memory measured on long lines is in MEASUREMENTS.md ("stone-game").

#[cfg(feature = "cli")]
use dp_cli::cli::whole_number_at_least;
use dp_problem::{Problem, View};

#[cfg(feature = "cli")]
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "cli")]
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod solve;

/// LeetCode's K: a move takes 1 to 3 piles.
pub const LEETCODE_TAKE: u64 = 3;
/// The smallest K: a move takes at least one pile.
pub const MIN_TAKE: u64 = 1;

/// The options of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct Options {
    /// A move takes 1 to K piles (any number when K is beyond the piles)
    #[cfg_attr(feature = "cli", arg(
        long = "take",
        value_name = "K",
        default_value_t = LEETCODE_TAKE,
        value_parser = whole_number_at_least(MIN_TAKE)
    ))]
    pub take: u64,
}

impl Options {
    /// K as the solver takes it: beyond the number of piles means "any number", and
    /// `usize::MAX` says the same.
    pub fn max_take(&self) -> usize {
        usize::try_from(self.take).unwrap_or(usize::MAX)
    }
}

impl Default for Options {
    /// LeetCode's game.
    fn default() -> Self {
        Self {
            take: LEETCODE_TAKE,
        }
    }
}

/// The stone-game problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct StoneGame;

/// One solved case and what its views show besides the DP's answer.
#[derive(Debug)]
pub struct Solved {
    /// The case, kept for `explain` and the lesson page only (they show the piles); the
    /// judge's line and `--json` need none of it.
    pub case: Option<parse::Case>,
    /// The run's options (K).
    pub options: Options,
    /// What the DP found.
    pub best: solve::Solution,
}

impl Problem for StoneGame {
    const NAME: &'static str = "stone-game";
    const ABOUT: &'static str = "Who wins Stone Game III (LeetCode 1406): Alice and Bob \
        alternately take the first 1 to 3 piles left (1 to K with --take K), scoring their \
        sum, both playing optimally.";

    type Case = parse::Case;
    type Options = Options;
    type Solution = Solved;
    type RunState = ();

    fn solve(case: &parse::Case, options: &Options, view: View, _: &()) -> Solved {
        // The plain answer keeps O(min(K, n)) memory; `--json` prints the whole line of
        // play, `explain` the f table's ends and the line's, and the piles themselves.
        Solved {
            case: (view == View::Explain).then(|| case.clone()),
            options: *options,
            best: solve::solve_piles(&case.values, options.max_take(), view.record()),
        }
    }

    /// The first piles over their f row, filled right to left with every candidate, and
    /// the line of play over the piles with both running scores.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_beyond_usize_is_any_number() {
        assert_eq!(Options { take: u64::MAX }.max_take(), usize::MAX);
        assert_eq!(Options::default().max_take(), 3);
    }
}
