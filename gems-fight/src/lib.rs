//! HDU 4778 "Gems Fight!": Alice and Bob take turns pouring one of B bags of colored gems
//! into a shared cooker; every S gems of one color melt into a magic stone for the player
//! who poured, and a player who makes a stone moves again. What is Alice's stones minus
//! Bob's under optimal play?
//!
//! [`parse`] reads the cases → [`solve`] runs the DP over sets of poured bags once (its doc
//! comment is the lesson: why the cooker needs no place in the state, and how a move costs
//! O(1)) → [`render`] prints the number, `--json` or `explain` from that one solution, and
//! gives the data of the lesson page (`explain --html`), which `lesson.js` draws: the
//! lattice of poured sets. [`generate`] writes random cases (`gen`). [`GemsFight`] names
//! their types for dp-problem, and each type does its part where it is written: the case reads
//! itself, the solution renders itself, the `gen` knobs write cases.

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

use parse::table_bytes;

/// The gems-fight problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct GemsFight;

impl Problem for GemsFight {
    const NAME: &'static str = "gems-fight";
    const ABOUT: &'static str = "Gems Fight! (HDU 4778): B bags of colored gems and a shared \
        cooker, empty at first. Alice, then Bob, take turns pouring one unused bag into the \
        cooker, all its gems; every S gems of one color in the cooker melt into a magic stone \
        for the player who poured (the rest stay for later pours), and a player whose pour \
        made a stone pours again. What is Alice's stones minus Bob's when both play \
        optimally?";

    type Case = parse::Case;
    type Options = NoOptions;
    type Solution = solve::Solution;
    /// The tables, kept from case to case.
    type RunState = solve::KeptTables;

    fn solve(
        case: &parse::Case,
        _: &NoOptions,
        view: View,
        tables: &solve::KeptTables,
    ) -> solve::Solution {
        // Only the teaching view shows the table; the others drop it.
        solve::solve_with(case, view.record(), tables)
    }

    /// The two tables of 2^B entries (stones and values, 2 bytes each): 256 MiB at
    /// B = 26, so such cases are solved one at a time, each after a check that its memory
    /// can be had.
    fn solve_memory(case: &parse::Case) -> u64 {
        table_bytes(case.bags.len() as u32)
    }

    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
