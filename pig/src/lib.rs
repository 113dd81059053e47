//! Pig, the dice game of Neller and Presser ("Optimal Play of the Dice Game Pig", 2004):
//! two players take turns rolling a die, a turn's faces add up until the player holds
//! (banking them) or rolls a 1 (losing them), and the first to reach GOAL wins. What is
//! the first player's chance to win when both play optimally?
//!
//! [`parse`] reads the games → [`solve`] finds the chances, a fixed point since a 1 sends
//! the game back to states already seen (its doc comment is the lesson: layers of score
//! sums, Newton rounds on pairs, bounds that prove the digits) → [`render`] prints the
//! probability, `--json` or `explain` from that one solution, and [`page`] gives the lesson
//! page (`explain --html`, drawn by `lesson.js`) its data. [`advise`] weighs roll and hold
//! in one position; [`generate`] writes random games (`gen`). [`Pig`] names their types for
//! dp-problem, and each type does its part where it is written: the case reads itself, the
//! solution renders itself, the `gen` knobs write cases.

use dp_problem::{NoOptions, Problem, View};

pub mod advise;
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

use parse::Case;
use solve::Solution;

/// The pig problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct Pig;

impl Problem for Pig {
    const NAME: &'static str = "pig";
    const ABOUT: &'static str = "Pig, the dice game (Neller and Presser): the first player's \
        chance to win when both play optimally; a turn's faces add up until the player holds, \
        and a 1 loses them.";

    type Case = parse::Case;
    type Options = NoOptions;
    type Solution = solve::Solution;
    type RunState = ();

    fn solve(case: &Case, _: &NoOptions, _: View, _: &()) -> Solution {
        solve::solve(case)
    }

    /// The policy as a heat map of hold thresholds over (my score, their score), filled
    /// layer by layer of score sum as the solver does; click a cell for roll against hold.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
