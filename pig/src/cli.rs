//! The command line's half of pig (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::Pig;
use crate::parse::{MAX_GOAL, MAX_SIDES, MIN_SIDES};
use crate::{advise, generate, render};
use dp_cli::{Context, RunCommand};
use dp_problem::{Error, NoOptions};

/// pig's own subcommands.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum Command {
    /// Roll or hold? The chance to win after each move in one position, both optimal
    #[cfg_attr(
        feature = "cli",
        command(
            after_help = "Example, 20 points against 60, 15 at stake in the standard \
                            game:\n  pig advise --goal 100 --sides 6 --me 20 --them 60 --turn 15"
        )
    )]
    Advise(advise::Position),
}

impl dp_cli::Cli for Pig {
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
