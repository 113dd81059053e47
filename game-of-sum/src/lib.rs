//! UVa 10891 "Game of Sum": a row of integers; A and B alternately take one or more
//! consecutive numbers from the left end or from the right end of what is left, scoring
//! their sum, A first, both playing to maximise their own score. The answer is A's score
//! minus B's.
//!
//! [`parse`] reads the cases (`n`, then n numbers, until `n = 0`) → [`solve`] runs the
//! interval DP once, in O(n²) with running minima (its doc comment is the lesson) →
//! [`render`] prints the difference, `--json` or `explain` from that one solution, and
//! [`page`] gives the lesson page (`explain --html`, drawn by `lesson.js`) its data.
//! [`generate`] writes random cases (`gen`), and [`check`] writes a case back and makes it
//! smaller (`check`). [`GameOfSum`] ties them to dp-cli.
//!
//! Limits: the judge's n ≤ 100, and beyond it up to [`parse::MAX_LEN`] = 20,000. The plain
//! answer keeps O(n) memory (a few arrays of n numbers) and takes O(n²) time, 0.15 to
//! 0.45 s at n = 20,000; `--json` and `explain` keep one 2-byte decision per interval,
//! n(n + 1) bytes (400 MB at the limit), to follow the line of play.

use dp_cli::{NoCommands, NoOptions, Problem, View};

pub mod check;
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod solve;

use parse::{Case, JUDGE_MAX_LEN, MAX_LEN};
use solve::Solution;

/// The game-of-sum problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct GameOfSum;

impl Problem for GameOfSum {
    const NAME: &'static str = "game-of-sum";
    const ABOUT: &'static str = "Game of Sum (UVa 10891): A and B alternately take one or \
        more numbers from the left or the right end of a row, scoring their sum, A first, \
        both maximising their own score; what is A's score minus B's?";

    type Case = Case;
    type Options = NoOptions;
    type Solution = Solution;

    /// The plain answer's buffers, kept from case to case.
    type RunState = solve::Scratch;

    /// The plain answer keeps O(n) memory; `--json` the line of play; `explain` the line
    /// and, for small rows, the whole table.
    fn solve(case: &Case, _: &NoOptions, view: View, scratch: &solve::Scratch) -> Solution {
        solve::solve_in(&case.values, view.record(), scratch)
    }

    type GenOptions = generate::Shape;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;

    fn after_help() -> String {
        format!(
            "Input: cases of n, then n integers (32-bit), whitespace-separated (on one line or \
             several); n = 0 ends the input.\n\
             Output: A's score minus B's, one line a case.\n\
             Limits: n 1 to {} (the judge's limit is {JUDGE_MAX_LEN}; time grows as n^2, and \
             --json and explain keep n(n + 1) bytes, {} at the limit).\n\n\
             Examples:\n  \
             printf '4\\n4 -10 -20 7\\n4\\n1 2 3 4\\n0\\n' | game-of-sum   # 7, 10\n  \
             echo 4 4 -10 -20 7 0 | game-of-sum explain\n  \
             game-of-sum gen --seed 1 --count 2000 --len 100 | game-of-sum",
            dp_cli::text::thousands(MAX_LEN as u64),
            parse::decision_memory(MAX_LEN)
        )
    }

    /// The interval table as a triangle, filled length by length with the rests each
    /// interval reads, and the line of play over the row.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
