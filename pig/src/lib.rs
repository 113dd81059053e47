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
//! dp-cli, and each type does its part where it is written: the case reads itself, the
//! solution renders itself, the `gen` knobs write cases.

use dp_cli::{Context, Error, NoOptions, Problem, RunCommand, View};

pub mod advise;
pub mod check;
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod solve;

use parse::{Case, MAX_GOAL, MAX_SIDES, MIN_SIDES};
use solve::Solution;

/// The pig problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct Pig;

/// pig's own subcommands.
#[derive(clap::Subcommand, Clone, Debug)]
pub enum Command {
    /// Roll or hold? The chance to win after each move in one position, both optimal
    #[command(
        after_help = "Example, 20 points against 60, 15 at stake in the standard \
                            game:\n  pig advise --goal 100 --sides 6 --me 20 --them 60 --turn 15"
    )]
    Advise(advise::Position),
}

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

    type GenOptions = generate::Knobs;
    type Commands = Command;
    type PlayFlags = NoOptions;

    fn after_help() -> String {
        format!(
            "Input: a game is two numbers, \"GOAL SIDES\": the score that wins and the faces of \
             the die. Numbers are read in pairs across any whitespace, line ends included, so \
             \"100 6 7\" is a game and the start of another: one game a line is the custom, \
             not a rule.\n\
             Output: the first player's chance to win, one line a game, 6 digits after the \
             point, proven by bounds on the true value.\n\
             Limits: GOAL 1 to {MAX_GOAL} (the time grows as GOAL^3: about 1 s at \
             {MAX_GOAL}), SIDES {MIN_SIDES} to {MAX_SIDES}.\n\n\
             Examples:\n  \
             echo 100 6 | pig                # 0.530593, the standard game\n  \
             echo 20 2 | pig explain         # the layers, the rounds, the policy table\n  \
             pig advise --me 20 --them 60 --turn 15\n  \
             pig gen --seed 1 --count 5 | pig --json"
        )
    }

    /// The policy as a heat map of hold thresholds over (my score, their score), filled
    /// layer by layer of score sum as the solver does; click a cell for roll against hold.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}

impl RunCommand<Pig> for Command {
    fn run(self, context: &Context<'_, Pig>) -> Result<(), Error> {
        let Command::Advise(position) = self;
        let moves = advise::advise(&position).map_err(Error::usage)?;
        context.output(|out| {
            if context.json {
                serde_json::to_writer(&mut *out, &render::advice_json(&position, &moves))?;
                writeln!(out)
            } else {
                render::advice(out, &moves)
            }
        })
    }
}
