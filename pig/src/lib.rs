//! Pig, the dice game (Neller and Presser).
//!
//! TODO(new problem): say in two sentences what the problem is and what is asked. The
//! scaffold's placeholder is a subtraction game: a pile of N stones, players alternately
//! take 1, 2 or 3, whoever takes the last stone wins; does the first player win?
//!
//! [`parse`] reads the cases → [`solve`] runs the DP once (its doc comment is the lesson)
//! → [`render`] prints the answer, `--json` or `explain` from that one solution.
//! [`generate`] writes random cases (`gen`). [`Pig`] ties them to dp-core.

use std::io::{self, Write};

use dp_core::{Context, Error, NoCommands, NoOptions, ParseError, Problem, Scanner, View};

pub mod generate;
pub mod parse;
pub mod render;
pub mod solve;

use parse::{Case, MAX_STONES};
use solve::Solution;

/// The pig problem, for dp-core's command line and run loop.
#[derive(Debug)]
pub struct Pig;

impl Problem for Pig {
    const NAME: &'static str = "pig";
    const ABOUT: &'static str =
        "Pig, the dice game (Neller and Presser): does the first player win?";

    type Options = NoOptions;
    type GenOptions = generate::Shape;
    type Commands = NoCommands;
    type Case = Case;
    type Solution = Solution;
    type Json = render::CaseJson;

    fn after_help() -> String {
        format!(
            "Input: one case a line, N, the stones in the pile (0 to {MAX_STONES}).\n\
             Output: true when the first player wins, else false.\n\n\
             Examples:\n  \
             echo 4 | pig            # false\n  \
             pig gen --seed 1 --count 3 | pig explain"
        )
    }

    fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Case>, ParseError> {
        parse::read_case(scanner, number)
    }

    fn solve(case: &Case, _: &NoOptions, _: View) -> Solution {
        solve::solve(case)
    }

    fn plain(out: &mut dyn Write, _: &Case, solution: &Solution, _: &NoOptions) -> io::Result<()> {
        render::plain(out, solution)
    }

    fn json(_: &Case, solution: &Solution, _: &NoOptions) -> render::CaseJson {
        render::json(solution)
    }

    fn explain(
        out: &mut dyn Write,
        number: usize,
        case: &Case,
        solution: &Solution,
        _: &NoOptions,
    ) -> io::Result<()> {
        render::explain(out, number, case, solution)
    }

    fn generate(
        out: &mut dyn Write,
        seed: u64,
        count: u64,
        shape: &generate::Shape,
    ) -> io::Result<()> {
        generate::cases(out, seed, count, shape)
    }

    fn run_command(command: NoCommands, _: &Context<'_, Self>) -> Result<(), Error> {
        match command {}
    }
}
