//! The `yahtzee` command: parse the command line, then hand over to the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use dp_core::run::{self, Input};
use yahtzee::optimal::scoring::Rules;
use yahtzee::optimal::{self, advise, report};
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
    /// The strategy maximising the expected score of the real game (three rolls a turn,
    /// keep any dice between them): prints that expected score, saves the strategy for advise
    Optimal {
        /// Scoring rules
        #[arg(long, value_enum, default_value_t = Rules::Hasbro)]
        rules: Rules,
        /// Teach the two-level recurrence, with the counts of this run
        #[arg(long)]
        explain: bool,
        /// Where to save the strategy [default: ~/.cache/dp-games/yahtzee-optimal-RULES.bin]
        #[arg(long)]
        cache: Option<PathBuf>,
    },
    /// The best action in a position of the real game, and the best alternatives
    #[command(
        after_help = "Example, after the second throw with ones, twos and chance scored:\n  \
                            yahtzee advise --scored ones=3 twos=6 chance=22 --dice 33356 --rerolls-left 1"
    )]
    Advise {
        /// Scoring rules
        #[arg(long, value_enum, default_value_t = Rules::Hasbro)]
        rules: Rules,
        /// Boxes already scored, as NAME=POINTS (names as in --json, or yahtzee, small_straight, large_straight)
        #[arg(long, num_args = 0.., value_parser = advise::parse_scored)]
        scored: Vec<(usize, u32)>,
        /// The five dice showing, e.g. 33356 or 3,3,3,5,6
        #[arg(long, value_parser = advise::parse_dice)]
        dice: [u8; 5],
        /// Rerolls left this turn: 2 after the first throw, 1 after the second, 0 after the third
        #[arg(long, value_parser = clap::value_parser!(u8).range(0..=2))]
        rerolls_left: u8,
        /// How many choices to list
        #[arg(long, default_value_t = 5)]
        top: usize,
        /// One JSON object: the choices, best first
        #[arg(long)]
        json: bool,
        /// The saved strategy [default: ~/.cache/dp-games/yahtzee-optimal-RULES.bin];
        /// computed and saved when missing, rebuilt when damaged or made for other rules
        #[arg(long)]
        cache: Option<PathBuf>,
    },
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
    match cli.command {
        Some(Command::Gen { seed, count }) => {
            run::output(|out| yahtzee::generate::games(out, seed, count))
        }
        Some(Command::Optimal {
            rules,
            explain,
            cache,
        }) => optimal_command(rules, explain, cache),
        Some(Command::Advise {
            rules,
            scored,
            dice,
            rerolls_left,
            top,
            json,
            cache,
        }) => match advise::Position::from_card(rules, &scored, dice, rerolls_left) {
            Ok(position) => advise_command(rules, &position, top, json, cache),
            Err(message) => {
                eprintln!("error: {message}");
                ExitCode::from(run::EXIT_USAGE)
            }
        },
        Some(Command::Explain(args)) => solve_games(Format::Explain, args),
        None if cli.json => solve_games(Format::Json, cli.solve),
        None => solve_games(Format::Plain, cli.solve),
    }
}

/// The UVa problem: every game of the input, in `format`.
fn solve_games(format: Format, args: SolveArgs) -> ExitCode {
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

/// `optimal`: compute the strategy, save it, print its expected score or the lesson.
fn optimal_command(rules: Rules, explain: bool, cache: Option<PathBuf>) -> ExitCode {
    let strategy = optimal::solve(rules, progress_bar());
    let path = cache.unwrap_or_else(|| optimal::cache::default_path(rules));
    if let Err(error) = optimal::cache::save(&path, &strategy) {
        eprintln!(
            "note: could not save the strategy at {}: {error}",
            path.display()
        );
    }
    let report = if explain {
        report::explain
    } else {
        report::expected
    };
    run::output(|out| report(out, &strategy))
}

/// `advise`: the saved strategy (built when it is missing or refused), ranked choices.
fn advise_command(
    rules: Rules,
    position: &advise::Position,
    top: usize,
    json: bool,
    cache: Option<PathBuf>,
) -> ExitCode {
    let path = cache.unwrap_or_else(|| optimal::cache::default_path(rules));
    let (strategy, note) = optimal::cache::load_or_build(rules, &path, progress_bar());
    if let Some(note) = note {
        eprintln!("note: {note}");
    }
    let choices = advise::advise(&strategy, position);
    let report = if json {
        report::advice_json
    } else {
        report::advice
    };
    run::output(|out| report(out, &strategy, position, &choices, top))
}

/// A progress bar on stderr for computing a strategy (hidden when stderr is not a terminal).
fn progress_bar() -> impl Fn(u64, u64) + Sync {
    let bar = indicatif::ProgressBar::new(0);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} states ({elapsed})")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar.set_message("computing the optimal strategy");
    move |done, total| {
        bar.set_length(total);
        bar.set_position(done);
        if done == total {
            bar.finish_and_clear();
        }
    }
}
