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
//! dp-cli.
//!
//! # Memory
//!
//! A test case holds its heaps (4 bytes each, at most a million) and, while it is
//! solved, the Grundy table up to the largest heap asked about: one byte a heap size, and
//! its value as a one-bit word of 8 bytes (16 once a value reaches 64), at most 17 MB. `--json` and `explain` add each heap's value (one byte) and a winning move
//! per position.

use dp_cli::text::thousands;
use dp_cli::{NoCommands, NoOptions, Problem, View};

pub mod check;
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod solve;

use parse::{Case, MAX_BEADS, MAX_HEAPS, MAX_MOVES, MAX_POSITIONS};
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
    type GenOptions = generate::Knobs;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;

    type Case = Case;
    type Solution = Solution;

    /// The plain answer keeps only the letters; `--json` and `explain` also each heap's
    /// value and a winning move.
    type RunState = ();

    fn solve(case: &Case, _: &NoOptions, view: View, _: &()) -> Solution {
        solve::solve(case, view.wants_detail())
    }

    fn after_help() -> String {
        format!(
            "Input (the judge's): test cases, each `k s1 .. sk`, then `m`, then m positions \
             `l h1 .. hl`; a `0` for k ends the input. Numbers are separated by any \
             whitespace.\n\
             Output: a line a test case, one letter a position: W when the player to move \
             wins, L when not.\n\
             Limits: k from 1 to {MAX_MOVES}; s from 1 and h from 0, up to {} beads (the \
             judge's: 10,000); m up to {} positions and l up to {} heaps (the judge's: 100).\n\n\
             Examples:\n  \
             printf '2 2 5\\n3\\n2 5 12\\n3 2 4 7\\n4 2 3 7 12\\n0\\n' | s-nim   # LWW\n  \
             s-nim gen --seed 1 --count 2 | s-nim explain",
            thousands(MAX_BEADS.into()),
            thousands(MAX_POSITIONS.into()),
            thousands(MAX_HEAPS.into())
        )
    }

    /// The mex table filled row by row, then each position's XOR and winning move.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
