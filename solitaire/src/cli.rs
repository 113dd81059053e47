//! The command line's half of solitaire (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::Solitaire;
use crate::parse::{CARDS, PILE_HEIGHT, PILES};
use dp_cli::cli::whole_number;
use dp_cli::{Context, RunCommand};
use dp_core::rng::SplitMix64;
use dp_problem::Error;
use std::path::PathBuf;

use crate::solve;
use crate::{MAX_SIMULATED_GAMES, generate, render, simulate};

/// solitaire's own subcommands.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum Command {
    /// Play the random strategy and compare the observed rate with the exact probability
    Simulate {
        /// Games to play on each deal (1 to 100,000,000: about a microsecond and a half a game)
        #[arg(long, value_parser = whole_number(1, MAX_SIMULATED_GAMES))]
        games: u64,
        /// Seed of the random generator: the same seed gives the same games
        #[arg(long)]
        seed: u64,
        /// Input file; standard input when absent or "-"
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
}

impl dp_cli::Cli for Solitaire {
    type GenOptions = generate::Knobs;
    type Commands = Command;
    type PlayFlags = dp_problem::NoOptions;
    fn after_help() -> String {
        format!(
            "Input: deals of {PILES} piles of {PILE_HEIGHT} cards, bottom to top, any whitespace \
             between cards.\nA card is a rank 6 7 8 9 T J Q K A and a suit S C D H; each deal \
             holds the {CARDS} cards once each.\n\
             Output: one line a deal: the probability of clearing the table, 6 digits after \
             the point (with --exact, the reduced fraction).\n\
             Limits: any number of deals; at most {} of input.\n\n\
             Examples:\n  \
             solitaire gen --seed 1 --count 5 | solitaire --exact\n  \
             solitaire gen --seed 1 | solitaire explain\n  \
             solitaire gen --seed 1 --count 3 | solitaire simulate --games 100000 --seed 1",
            dp_problem::error::bytes(dp_problem::scan::MAX_INPUT_BYTES)
        )
    }
}

impl RunCommand<Solitaire> for Command {
    fn run(self, context: &Context<'_, Solitaire>) -> Result<(), Error> {
        match self {
            Command::Simulate { games, seed, file } => {
                // A rate and its interval are decimals: `--exact` is refused by dp-cli, as
                // every option of the answers is for a problem's own subcommand.
                let mut rng = SplitMix64::new(seed);
                context.cases(file.as_deref(), |out, number, deal| {
                    let played = simulate::simulate(&deal, games, &mut rng);
                    let solution = solve::solve(&deal);
                    if context.json {
                        let line = render::simulation_json(number, &played, &solution);
                        serde_json::to_writer(&mut *out, &line)?;
                        writeln!(out)
                    } else {
                        render::simulation(out, number, &played, &solution)
                    }
                })
            }
        }
    }
}
