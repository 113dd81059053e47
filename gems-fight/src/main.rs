//! The `gems-fight` command: parse the command line, then hand over to the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use dp_core::run::{self, Input};
use gems_fight::generate::Shape;
use gems_fight::{Format, write_answer};

/// Gems Fight! (HDU 4778): Alice's magic stones minus Bob's when both pour bags into the
/// shared cooker optimally; a pour that makes a stone earns another turn.
#[derive(Parser)]
#[command(
    version,
    args_conflicts_with_subcommands = true,
    after_help = "Input: cases \"G B S\" then B bags \"n c1 .. cn\", whitespace anywhere, ending with\n\
                  \"0 0 0\". Limits: G 0 to 8, B 0 to 26 (the judge's limit is 21; B = 26 takes\n\
                  256 MiB), n 1 to 100, S at least 1, colors 1 to G; at most 1 GiB of input.\n\n\
                  Examples:\n  \
                  gems-fight fixtures/gems-fight/judge-sample.in      # 3 and -3\n  \
                  gems-fight gen --seed 1 --count 6 --colors 8 --bags 21 --gems 10 | gems-fight"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// One JSON object per case, per line: the difference, both totals, the line of play
    #[arg(long)]
    json: bool,
    /// Input file; standard input when absent or "-"
    file: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Show the state, the recurrence with the bonus turn, and the line of play
    Explain {
        /// Input file; standard input when absent or "-"
        file: Option<PathBuf>,
    },
    /// Print random cases, ending with "0 0 0"
    Gen {
        /// Seed of the random generator: the same seed gives the same cases
        #[arg(long)]
        seed: u64,
        /// How many cases
        #[arg(long, default_value_t = 1)]
        count: u64,
        /// G, colors (default: random 1 to 8)
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=8))]
        colors: Option<u32>,
        /// B, bags (default: random 0 to 12)
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=26))]
        bags: Option<u32>,
        /// n, gems in every bag (default: random 1 to 10 for each bag)
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
        gems: Option<u32>,
        /// S, gems of a color that make a stone (default: random 2 to 19)
        #[arg(long = "stones-need", value_parser = clap::value_parser!(u32).range(1..))]
        stones_need: Option<u32>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (format, file) = match cli.command {
        Some(Command::Gen {
            seed,
            count,
            colors,
            bags,
            gems,
            stones_need,
        }) => {
            let shape = Shape {
                colors,
                bags,
                gems,
                stones_need,
            };
            return run::output(|out| gems_fight::generate::cases(out, seed, count, shape));
        }
        Some(Command::Explain { file }) => (Format::Explain, file),
        None if cli.json => (Format::Json, cli.file),
        None => (Format::Plain, cli.file),
    };
    let input = match Input::read(file.as_deref()) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let cases = gems_fight::parse::cases(input.bytes());
    run::cases(&input, cases, |out, number, case| {
        write_answer(out, format, number, &case)
    })
}
