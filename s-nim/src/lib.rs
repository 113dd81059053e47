//! HDU 1536 / POJ 2960 "S-Nim": Nim where a move takes s beads from one heap, s from a
//! set S; whoever cannot move loses. For each position asked about, is it a win (`W`) or
//! a loss (`L`) for the player to move?
//!
//! [`parse`] reads a test case (S and its positions) → [`solve`] fills the Grundy numbers
//! of heap sizes once and XORs them per position (its doc comment is the lesson, with
//! the Sprague–Grundy theorem in words) → [`render`] prints the letters, `--json` or
//! `explain` from that one solution; [`page`] gives the lesson page (`explain --html`,
//! drawn by `lesson.js`) its data. [`generate`] writes random cases (`gen`), and [`check`]
//! writes a case back and makes it smaller (`check`). [`SNim`] names their types for
//! dp-problem.
//!
//! # Memory
//!
//! A test case holds its heaps (4 bytes each, at most a million) and, while it is
//! solved, the Grundy table up to the largest heap asked about: one byte a heap size, and
//! its value as a one-bit word of 8 bytes (16 once a value reaches 64), at most 17 MB. `--json` and `explain` add each heap's value (one byte) and a winning move
//! per position.

use dp_problem::{NoOptions, Problem, View};

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

/// The s-nim problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct SNim;

impl Problem for SNim {
    const NAME: &'static str = "s-nim";
    const ABOUT: &'static str = "S-Nim (HDU 1536, POJ 2960): Nim where a move takes s beads \
        from one heap, s from a set S. For each position, W if the player to move wins, L \
        if not, found by Sprague-Grundy numbers.";

    // What the command line accepts: no options, `gen`'s knobs, no subcommands of its
    // own, no `play` flags.
    type Options = NoOptions;

    type Case = Case;
    type Solution = Solution;

    /// The plain answer keeps only the letters; `--json` and `explain` also each heap's
    /// value and a winning move.
    type RunState = ();

    fn solve(case: &Case, _: &NoOptions, view: View, _: &()) -> Solution {
        solve::solve(case, view.wants_detail())
    }

    /// The mex table filled row by row, then each position's XOR and winning move.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
