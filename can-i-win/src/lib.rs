//! LeetCode 464 "Can I Win": two players take turns choosing a number from 1 to M that
//! neither has chosen, adding it to a running total; whoever first brings the total to T
//! or more wins. Can the first player force a win?
//!
//! [`parse`] reads one case `M T` a line → [`solve`] runs the DP over sets of free numbers
//! once (its doc comment is the lesson: why the set is the whole state, and how one sweep
//! answers 64 targets at once) → [`render`] prints `true`/`false`, `--json` or `explain`
//! from that one solution, and [`page`] gives the lesson page (`explain --html`, drawn by
//! `lesson.js`) its data. [`generate`] writes random cases (`gen`). [`CanIWin`] names their
//! types for dp-cli, and each type does its part where it is written: the case reads
//! itself, the solution renders itself, the `gen` knobs write cases.
//!
//! Limits: the judge's M ≤ 20 and T ≤ 300 are accepted, and beyond them M up to
//! [`parse::MAX_NUMBER`] = 25 (a sweep of the DP takes 8 × 2^M bytes: 256 MiB and about a
//! second at M = 25; `explain` and `--json` add 2^M bytes a case) and any T that fits 64
//! bits (a T beyond 1 + … + M is `false` at once). T = 0 is `true`: the total 0 already
//! reaches it.

use dp_cli::{NoCommands, NoOptions, Problem, View};

pub mod check;
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod solve;

use parse::{Case, JUDGE_MAX_NUMBER, JUDGE_MAX_TARGET, MAX_NUMBER, MAX_TARGET};
use solve::Solution;

/// The can-i-win problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct CanIWin;

impl Problem for CanIWin {
    const NAME: &'static str = "can-i-win";
    const ABOUT: &'static str = "Can I Win (LeetCode 464): players alternately take a number \
        from 1 to M that no one has taken, adding it to a running total; can the first \
        player force being the one whose number brings the total to T or more?";

    type Case = Case;
    type Options = NoOptions;
    type Solution = Solution;
    type RunState = solve::RunSweeps;

    /// The plain answer needs only win or lose; the other views also the lengths of play.
    fn solve(case: &Case, _: &NoOptions, view: View, sweeps: &solve::RunSweeps) -> Solution {
        solve::solve(case, view.wants_detail(), sweeps)
    }

    type GenOptions = generate::Knobs;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;

    fn after_help() -> String {
        format!(
            "Input: one case a line, \"M T\" (whole numbers); blank lines are skipped.\n\
             Output: true when the first player can force a win, else false, one line a case; \
             T = 0 is true.\n\
             Limits: M 1 to {MAX_NUMBER} (the judge's limit is {JUDGE_MAX_NUMBER}; a sweep \
             takes 8 x 2^M bytes, {} at M = {MAX_NUMBER}), T 0 to {MAX_TARGET} (the \
             judge's limit is {JUDGE_MAX_TARGET}).\n\n\
             Examples:\n  \
             printf '10 11\\n10 0\\n10 1\\n' | can-i-win   # false, true, true\n  \
             echo 4 6 | can-i-win explain    # every set of taken numbers\n  \
             can-i-win gen --seed 1 --count 9 --max-number 20 --target 150-210 | can-i-win",
            dp_cli::error::bytes(parse::sweep_bytes(MAX_NUMBER))
        )
    }

    /// Every set as a lattice for M ≤ 5, stepped in the DP's order; the line of play
    /// with every choice along it; the table counted by layer.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
