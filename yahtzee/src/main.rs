//! The `yahtzee` command: parse the command line, then hand over to the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use dp_core::run::{self, Input};
use yahtzee::rules::FullHouse;
use yahtzee::{Format, write_answer};

/// Best scores for UVa 10149 Yahtzee: each game is 13 rolls of 5 dice, known in advance;
/// each roll fills a different category; the upper-section bonus (35 at 63) counts.
#[derive(Parser)]
#[command(
    version,
    args_conflicts_with_subcommands = true,
    after_help = "Input: games of 13 rolls of 5 dice (numbers 1 to 6), any whitespace between them.\n\
                  Output: per game, the 13 category scores, the bonus and the total.\n\
                  Limits: any number of games; at most 1 GiB of input.\n\n\
                  Examples:\n  \
                  yahtzee fixtures/yahtzee/judge-sample.in\n  \
                  yahtzee gen --seed 1 --count 1000 | yahtzee --json"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    solve: SolveArgs,
    /// One JSON object per game, per line: scores, bonus, total and the assignment
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct SolveArgs {
    /// Five equal dice are not a full house (default: they are, as in the seed solution)
    #[arg(long)]
    strict_full_house: bool,
    /// Input file; standard input when absent or "-"
    file: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Show the score table, the DP and the chosen assignment for every game
    Explain(SolveArgs),
    /// Print random games in the input format
    Gen {
        /// Seed of the random generator: the same seed gives the same games
        #[arg(long)]
        seed: u64,
        /// How many games
        #[arg(long, default_value_t = 1)]
        count: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (format, args) = match cli.command {
        Some(Command::Gen { seed, count }) => {
            return run::output(|out| yahtzee::generate::games(out, seed, count));
        }
        Some(Command::Explain(args)) => (Format::Explain, args),
        None if cli.json => (Format::Json, cli.solve),
        None => (Format::Plain, cli.solve),
    };
    let full_house = if args.strict_full_house {
        FullHouse::Strict
    } else {
        FullHouse::FiveOfAKindCounts
    };
    let input = match Input::read(args.file.as_deref()) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let games = yahtzee::parse::games(input.bytes());
    run::cases(&input, games, |out, number, game| {
        write_answer(out, format, full_house, number, &game)
    })
}
