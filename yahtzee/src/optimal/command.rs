//! The subcommands of the real game, `yahtzee optimal` and `yahtzee advise`: their flags,
//! and what each does with dp-core's [`Context`] (the `--json` flag, notes, the output).

use std::path::PathBuf;

use dp_core::{Context, Error};

use super::scoring::Rules;
use super::{advise, cache, report};
use crate::Yahtzee;

/// yahtzee's own subcommands.
#[derive(clap::Subcommand, Clone, Debug)]
pub enum Command {
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
        /// The saved strategy [default: ~/.cache/dp-games/yahtzee-optimal-RULES.bin];
        /// computed and saved when missing, rebuilt when damaged or made for other rules
        #[arg(long)]
        cache: Option<PathBuf>,
    },
}

/// Runs one of the subcommands; `--json` (from `context`) makes advise print JSON.
pub fn run(command: Command, context: &Context<'_, Yahtzee>) -> Result<(), Error> {
    match command {
        Command::Optimal {
            rules,
            explain,
            cache,
        } => optimal(context, rules, explain, cache),
        Command::Advise {
            rules,
            scored,
            dice,
            rerolls_left,
            top,
            cache,
        } => {
            let position = advise::Position::from_card(rules, &scored, dice, rerolls_left)
                .map_err(Error::usage)?;
            advise(context, rules, &position, top, cache)
        }
    }
}

/// `optimal`: compute the strategy, save it, print its expected score or the lesson.
fn optimal(
    context: &Context<'_, Yahtzee>,
    rules: Rules,
    explain: bool,
    cache: Option<PathBuf>,
) -> Result<(), Error> {
    let strategy = super::solve(rules, progress_bar());
    let path = cache.unwrap_or_else(|| cache::default_path(rules));
    if let Err(error) = cache::save(&path, &strategy) {
        context.note(&format!(
            "could not save the strategy at {}: {error}",
            path.display()
        ));
    }
    let report = if explain {
        report::explain
    } else {
        report::expected
    };
    context.output(|out| report(out, &strategy))
}

/// `advise`: the saved strategy (built when it is missing or refused), ranked choices.
fn advise(
    context: &Context<'_, Yahtzee>,
    rules: Rules,
    position: &advise::Position,
    top: usize,
    cache: Option<PathBuf>,
) -> Result<(), Error> {
    let path = cache.unwrap_or_else(|| cache::default_path(rules));
    let (strategy, note) = cache::load_or_build(rules, &path, progress_bar());
    if let Some(note) = note {
        context.note(&note);
    }
    let choices = advise::advise(&strategy, position);
    let report = if context.json {
        report::advice_json
    } else {
        report::advice
    };
    context.output(|out| report(out, &strategy, position, &choices, top))
}

/// A progress bar on stderr for computing a strategy (hidden when stderr is not a terminal).
pub fn progress_bar() -> impl Fn(u64, u64) + Sync {
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
