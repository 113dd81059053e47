//! The `solitaire` command: parse the command line, then hand over to the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use dp_core::rng::SplitMix64;
use dp_core::run::{self, Input};
use solitaire::{Format, render, simulate, solve, write_answer};

/// Double Patience (POJ 2794 / UVa 1637): the chance of clearing nine piles of four cards
/// when every move removes a pair of equal-rank top cards chosen uniformly at random.
#[derive(Parser)]
#[command(
    version,
    args_conflicts_with_subcommands = true,
    after_help = "Input: deals of 9 piles of 4 cards, bottom to top, any whitespace between cards;\n\
                  a card is a rank 6 7 8 9 T J Q K A and a suit S C D H; each deal holds the 36\n\
                  cards once each. Limits: any number of deals; at most 1 GiB of input.\n\n\
                  Examples:\n  \
                  solitaire fixtures/solitaire/judge-sample.in          # 0.589314\n  \
                  solitaire --exact fixtures/solitaire/judge-sample.in  # 14259369055191929/24196548096000000\n  \
                  solitaire simulate --games 100000 --seed 1 fixtures/solitaire/judge-sample.in"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Print the probability as a fraction in lowest terms
    #[arg(long, conflicts_with = "json")]
    exact: bool,
    /// One JSON object per deal, per line: probability, exact fraction, reachable states
    #[arg(long)]
    json: bool,
    /// Input file; standard input when absent or "-"
    file: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Show the DP, reachable states by cards left, and a winning sequence when there is one
    Explain {
        /// Input file; standard input when absent or "-"
        file: Option<PathBuf>,
    },
    /// Play the random strategy and compare the observed rate with the exact probability
    Simulate {
        /// Games to play on each deal
        #[arg(long)]
        games: u64,
        /// Seed of the random generator: the same seed gives the same games
        #[arg(long)]
        seed: u64,
        /// Input file; standard input when absent or "-"
        file: Option<PathBuf>,
    },
    /// Print uniformly shuffled deals
    Gen {
        /// Seed of the random generator: the same seed gives the same deals
        #[arg(long)]
        seed: u64,
        /// How many deals
        #[arg(long, default_value_t = 1)]
        count: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (format, file) = match cli.command {
        Some(Command::Gen { seed, count }) => {
            return run::output(|out| solitaire::generate::deals(out, seed, count));
        }
        Some(Command::Simulate { games, seed, file }) => {
            let input = match Input::read(file.as_deref()) {
                Ok(input) => input,
                Err(code) => return code,
            };
            let mut rng = SplitMix64::new(seed);
            let deals = solitaire::parse::deals(input.bytes());
            return run::cases(&input, deals, |out, number, deal| {
                let played = simulate::simulate(&deal, games, &mut rng);
                render::simulation(out, number, &played, &solve::solve(&deal))
            });
        }
        Some(Command::Explain { file }) => (Format::Explain, file),
        None if cli.json => (Format::Json, cli.file),
        None if cli.exact => (Format::Exact, cli.file),
        None => (Format::Plain, cli.file),
    };
    let input = match Input::read(file.as_deref()) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let deals = solitaire::parse::deals(input.bytes());
    run::cases(&input, deals, |out, number, deal| {
        write_answer(out, format, number, &deal)
    })
}
