//! POJ 2794 / UVa 1637 "Double Patience": 36 cards lie in 9 piles of 4; a move removes the
//! top cards of two piles with equal rank, chosen uniformly among all such pairs. What is
//! the chance of clearing the table?
//!
//! [`parse`] reads deals → [`solve`] explores the reachable states once and evaluates the
//! probability DP over them (its doc comment is the lesson; [`game`] holds the moves) →
//! [`render`] prints the judge's line, `--exact`, `--json` or `explain` from that one
//! solution, and gives the lesson page (`explain --html`, drawn by `lesson.js`) its data.
//! [`simulate`] plays the random strategy; [`generate`] writes deals (`gen`).
//! [`Solitaire`] names their types for dp-problem, and each type does its part where it is
//! written: the case reads itself, the solution renders itself, the `gen` knobs write
//! cases.

use dp_problem::{Problem, View};

#[cfg(feature = "cli")]
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
pub mod game;
#[cfg(feature = "cli")]
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod simulate;
pub mod solve;

use parse::Deal;
use solve::Solution;

/// The solitaire problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct Solitaire;

/// The options of a run.
#[derive(Clone, Copy, Debug, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct Options {
    /// Print each probability as a fraction in lowest terms instead of 6 decimals (--json
    /// always carries it as "exact", and explain shows it)
    #[cfg_attr(feature = "cli", arg(long))]
    pub exact: bool,
}

/// The most games `simulate` plays on one deal: about two and a half minutes of play, so
/// that no command line can make a run that never ends.
pub const MAX_SIMULATED_GAMES: u64 = 100_000_000;

impl Problem for Solitaire {
    const NAME: &'static str = "solitaire";
    const ABOUT: &'static str = "Double Patience (POJ 2794 / UVa 1637): the chance of clearing \
        nine piles of four cards when every move removes a pair of equal-rank top cards chosen \
        uniformly at random.";

    type Case = Deal;
    type Options = Options;
    type Solution = Solution;
    type RunState = solve::Memos;

    fn solve(deal: &Deal, options: &Options, view: View, memos: &solve::Memos) -> Solution {
        // The judge's line needs only the f64 (the graph follows if the rounding asks).
        let mut solution = if view.wants_detail() || options.exact {
            solve::solve(deal)
        } else {
            solve::solve_probability(deal, memos)
        };
        solution.exact = options.exact;
        solution
    }

    /// The piles as cards, a step per move of the winning sequence (or of the line that
    /// gets furthest), and every reachable state as a dot coloured by p; click a dot or a
    /// pile for a state's children.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
