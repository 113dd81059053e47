//! The `stone-game` command: parse the command line, then hand over to the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use dp_core::run::{self, Input};
use stone_game::{Format, write_answer};

/// Who wins Stone Game III (LeetCode 1406): Alice and Bob alternately take the first 1 to 3
/// piles left (1 to K with --take K), scoring their sum, both playing optimally.
#[derive(Parser)]
#[command(
    version,
    args_conflicts_with_subcommands = true,
    after_help = "Input: one case a line, the pile values as integers (64-bit) separated by commas\n\
                  and/or spaces, optionally in [ ]; blank lines are skipped; at most 50,000,000\n\
                  piles a line, 1 GiB of input. Output: Alice, Bob or Tie, one a line.\n\n\
                  Examples:\n  \
                  echo '[1,2,3,7]' | stone-game            # Bob\n  \
                  stone-game explain --take 2 fixtures/stone-game/leetcode-examples.in"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    solve: SolveArgs,
    /// One JSON object per case, per line: winner, both scores and the optimal moves
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct SolveArgs {
    /// A move takes 1 to K piles
    #[arg(long = "take", value_name = "K", default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..))]
    max_take: u64,
    /// Input file; standard input when absent or "-"
    file: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Show the recurrence, the f table and the optimal line of play for every case
    Explain(SolveArgs),
    /// Print random cases, one a line, values from -1000 to 1000
    Gen {
        /// Seed of the random generator: the same seed gives the same cases
        #[arg(long)]
        seed: u64,
        /// How many cases
        #[arg(long, default_value_t = 1)]
        count: u64,
        /// Piles a case (default: a random 1 to 12)
        #[arg(long, value_parser = clap::value_parser!(u64).range(0..=50_000_000))]
        len: Option<u64>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (format, args) = match cli.command {
        Some(Command::Gen { seed, count, len }) => {
            let len = len.map(|len| len as usize);
            return run::output(|out| stone_game::generate::cases(out, seed, count, len));
        }
        Some(Command::Explain(args)) => (Format::Explain, args),
        None if cli.json => (Format::Json, cli.solve),
        None => (Format::Plain, cli.solve),
    };
    // K beyond the number of piles means "any number": usize::MAX says the same.
    let max_take = usize::try_from(args.max_take).unwrap_or(usize::MAX);
    let input = match Input::read(args.file.as_deref()) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let cases = stone_game::parse::cases(input.bytes());
    run::cases(&input, cases, |out, number, case| {
        write_answer(out, format, max_take, number, &case)
    })
}
