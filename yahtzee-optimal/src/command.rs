//! The subcommands of the real game, `yahtzee optimal` (and `yahtzee optimal explain`) and
//! `yahtzee advise`: their flags, and what each does with dp-cli's [`Context`] (generic over the problem: the `yahtzee`
//! binary names them as its own subcommands) (the
//! `--json` flag, notes, the output).

use std::path::PathBuf;

use dp_cli::cli::{whole_number, whole_number_at_least};
use dp_cli::{Cli, Context, RunCommand};
use dp_problem::Error;

use crate::advise::{self, Scored};
use crate::cache::{self, Place};
use crate::scoring::Rules;
use crate::target::{self, Curves};
use crate::{Strategy, distribution, report, target_advise, target_cache, target_report};

/// The most digits `--digits` prints.
pub const MAX_DIGITS: u8 = 10;

/// yahtzee's own subcommands.
#[derive(clap::Subcommand, Clone, Debug)]
pub enum Command {
    /// The strategy maximising the expected score of the real game (three rolls a turn,
    /// keep any dice between them): prints that expected score, saves the strategy for advise
    #[command(after_help = "Examples:\n  \
        yahtzee optimal --digits 10                 # 254.5877287345\n  \
        yahtzee optimal --rules verhoeff --distribution\n  \
        yahtzee optimal --rules yatzy --digits 10   # 248.4399893779, Yatzy\n  \
        yahtzee optimal explain --rules uva         # the DP, with one turn worked out\n  \
        yahtzee optimal --json")]
    Optimal(OptimalArgs),
    /// The best action in a position of the real game, and the best alternatives
    #[command(
        after_help = "Example, after the second throw with ones, twos and chance scored:\n  \
        yahtzee advise --scored ones=3 twos=6 chance=22 --dice 33356 --rerolls-left 1\n\n\
        Boxes: ones .. sixes, chance, three_of_a_kind, four_of_a_kind, five_of_a_kind \
        (or yahtzee), short_straight (small_straight), long_straight (large_straight), \
        full_house; or the short names 1s .. 6s, ch, 3k, 4k, 5k, ss, ls, fh. \
        Yahtzee bonuses: yahtzee_bonus=200 or --bonuses 2. \
        Under --rules yatzy also one_pair (1p) and two_pairs (2p); five_of_a_kind is yatzy."
    )]
    Advise(AdviseArgs),
}

/// Where the strategy table is kept.
#[derive(clap::Args, Clone, Debug)]
pub struct CacheArgs {
    /// Where the strategy table is read and saved [default: the user's cache folder,
    /// dp-games/yahtzee-optimal-RULES.bin]; a regular file, never written through a link
    #[arg(long, global = true, value_name = "PATH")]
    cache: Option<PathBuf>,
    /// Compute the strategy afresh: read no saved table, save none
    #[arg(long, global = true, conflicts_with = "cache")]
    no_cache: bool,
}

impl CacheArgs {
    /// Where the table is kept, as `yahtzee play --rules` was told (its own flags, not
    /// global ones: a second set of global flags would hide the run's options from the
    /// help of `advise`).
    pub fn new(cache: Option<PathBuf>, no_cache: bool) -> CacheArgs {
        CacheArgs { cache, no_cache }
    }
}

/// `yahtzee optimal`.
#[derive(clap::Args, Clone, Debug)]
pub struct OptimalArgs {
    #[command(subcommand)]
    view: Option<OptimalView>,
    /// Scoring rules
    #[arg(long, value_enum, default_value_t = Rules::Hasbro, global = true)]
    rules: Rules,
    /// Digits after the point of the expected score, 0 to 10
    #[arg(long, default_value_t = 4, value_parser = whole_number(0, MAX_DIGITS), global = true)]
    digits: u8,
    /// Also the distribution of the final score under optimal play: mean, standard
    /// deviation, median, percentiles (exact: a few seconds more)
    #[arg(long, global = true)]
    distribution: bool,
    /// The same as `yahtzee optimal explain`
    #[arg(long, hide = true, global = true)]
    explain: bool,
    /// The largest chance of a final score of at least T, playing the policy best for T
    /// (from the target table, saved as the strategy is; with --distribution, the
    /// expected-score policy's chance beside it)
    #[arg(long, value_name = "T", value_parser = whole_number(0u32, 100_000), conflicts_with = "curve")]
    target: Option<u32>,
    /// That chance for every target from 0 to the highest score the rules allow
    #[arg(long)]
    curve: bool,
    #[command(flatten)]
    cache: CacheArgs,
}

/// The views of `yahtzee optimal` besides the expected score.
#[derive(clap::Subcommand, Clone, Copy, Debug)]
pub enum OptimalView {
    /// Teach the two-level recurrence, with this strategy's counts and one turn worked out
    Explain,
}

/// `yahtzee advise`.
#[derive(clap::Args, Clone, Debug)]
pub struct AdviseArgs {
    /// Scoring rules
    #[arg(long, value_enum, default_value_t = Rules::Hasbro)]
    rules: Rules,
    /// Boxes already scored, as NAME=POINTS (see below), and yahtzee_bonus=POINTS
    #[arg(long, num_args = 0.., value_name = "NAME=POINTS", value_parser = advise::parse_scored)]
    scored: Vec<Scored>,
    /// Yahtzee bonuses already earned (100 points each)
    #[arg(long, default_value_t = 0, value_parser = whole_number(0u32, 12))]
    bonuses: u32,
    /// The dice showing (five, six under --rules maxi): 33356, 3,3,3,5,6 or 3 3 3 5 6
    #[arg(long, required = true, num_args = 1.., value_name = "DICE", value_parser = advise::parse_dice_word)]
    dice: Vec<Vec<u8>>,
    /// Rerolls left this turn: 2 after the first throw, 1 after the second, 0 after the third
    #[arg(long, value_parser = whole_number(0u8, 2))]
    rerolls_left: u8,
    /// How many choices to list, at least 1
    #[arg(long, default_value_t = 5, value_parser = whole_number_at_least(1usize))]
    top: usize,
    /// Rank the choices by their chance of a final score of at least T (from the target
    /// table, which --cache then names; the expected-score choice beside)
    #[arg(long, value_name = "T", value_parser = whole_number(0u32, 100_000))]
    target: Option<u32>,
    #[command(flatten)]
    cache: CacheArgs,
}

/// Runs one of the subcommands; `--json` (from `context`) prints one JSON object instead.
impl<P: Cli> RunCommand<P> for Command {
    fn run(self, context: &Context<'_, P>) -> Result<(), Error> {
        match self {
            Command::Optimal(args) => optimal(context, args),
            Command::Advise(args) => {
                let dice = advise::dice_of(&args.dice, args.rules.dice()).map_err(Error::usage)?;
                let position = advise::Position::from_card(
                    args.rules,
                    &args.scored,
                    args.bonuses,
                    dice,
                    args.rerolls_left,
                )
                .map_err(Error::usage)?;
                if let Some(target) = args.target {
                    return advise_target(context, args.rules, &position, target, &args);
                }
                advise_command(context, args.rules, &position, args.top, &args.cache)
            }
        }
    }
}

/// Where the table goes, as `--cache` and `--no-cache` say; a `--cache` PATH that is not a
/// regular file (or a link to one, or missing) is a usage error before any work.
fn place(rules: Rules, args: &CacheArgs) -> Result<Place, Error> {
    place_of(rules, args, cache::file_in)
}

/// [`place`] for the table whose file in the default folder `file_in` names.
fn place_of(
    rules: Rules,
    args: &CacheArgs,
    file_in: fn(&std::path::Path, Rules) -> PathBuf,
) -> Result<Place, Error> {
    if args.no_cache {
        return Ok(Place::Nowhere(None));
    }
    if let Some(path) = &args.cache {
        cache::check_path(path).map_err(Error::usage)?;
        return Ok(Place::At(path.clone()));
    }
    let folder = cache::default_folder().and_then(|folder| {
        cache::prepare_default_folder(&folder)?;
        Ok(folder)
    });
    match folder {
        Ok(folder) => {
            let path = file_in(&folder, rules);
            match cache::check_path(&path) {
                Ok(()) => Ok(Place::At(path)),
                Err(reason) => Ok(Place::Nowhere(Some(reason))),
            }
        }
        Err(reason) => Ok(Place::Nowhere(Some(reason))),
    }
}

/// The strategy from the saved table or computed (with a progress bar on a terminal);
/// notes on standard error say what happened to the table.
fn strategy<P: Cli>(
    context: &Context<'_, P>,
    rules: Rules,
    args: &CacheArgs,
) -> Result<Strategy, Error> {
    load_strategy(rules, args, |note| context.note(note))
}

/// The strategy from the saved table or computed, as `--cache` and `--no-cache` say;
/// `note` is told what happened to the table (`yahtzee play --rules` uses it too).
pub fn load_strategy(
    rules: Rules,
    args: &CacheArgs,
    note: impl Fn(&str),
) -> Result<Strategy, Error> {
    let place = place(rules, args)?;
    let (strategy, notes) = cache::load_or_build(rules, &place, progress_bar());
    for text in notes {
        note(&text);
    }
    Ok(strategy)
}

/// `optimal`: the strategy (read or computed), its expected score, or the lesson.
fn optimal<P: Cli>(context: &Context<'_, P>, args: OptimalArgs) -> Result<(), Error> {
    if args.target.is_some() || args.curve {
        return optimal_target(context, &args);
    }
    if args.distribution && args.rules.categories() > distribution::MAX_BOXES {
        return Err(Error::usage(format!(
            "--distribution: not for {} rules: {}",
            args.rules.name(),
            distribution::TOO_MANY_BOXES
        )));
    }
    let explain = args.explain || matches!(args.view, Some(OptimalView::Explain));
    if explain && args.rules.dice() != 5 {
        return Err(Error::usage(format!(
            "explain: the lesson works a turn of five dice; not for {} rules",
            args.rules.name()
        )));
    }
    let strategy = strategy(context, args.rules, &args.cache)?;
    let distribution = args
        .distribution
        .then(|| distribution::distribution(&strategy));
    let digits = usize::from(args.digits);
    context.output(|out| match (explain, context.json) {
        (false, false) => report::expected(out, &strategy, digits, distribution.as_ref()),
        (false, true) => report::expected_json(out, &strategy, distribution.as_ref()),
        (true, false) => report::explain(out, &strategy, digits, distribution.as_ref()),
        (true, true) => report::explain_json(out, &strategy, distribution.as_ref()),
    })
}

/// `optimal --target` and `--curve`: the target table (read or computed), the chance.
fn optimal_target<P: Cli>(context: &Context<'_, P>, args: &OptimalArgs) -> Result<(), Error> {
    refuse_target_of(args.rules)?;
    // Every answer is read from the opening's curve.
    let curves = curves_of_sets(args.rules, &args.cache, &[0], |note| context.note(note))?;
    // The expected-score strategy is computed afresh (a fraction of a second): `--cache`
    // names the target table's file here.
    let expected_policy = (args.distribution && args.target.is_some())
        .then(|| distribution::distribution(&crate::solve(args.rules, progress_bar())));
    let digits = usize::from(args.digits);
    context.output(|out| match (args.target, context.json) {
        (Some(target), false) => {
            target_report::reach(out, &curves, target, expected_policy.as_ref(), digits)
        }
        (Some(target), true) => {
            target_report::reach_json(out, &curves, target, expected_policy.as_ref())
        }
        (None, false) => target_report::curve(out, &curves, digits),
        (None, true) => target_report::curve_json(out, &curves),
    })
}

/// A target table holding at least the sets of used boxes `wanted`: only those read from
/// the saved table when it is intact, else the whole table from [`load_curves`].
fn curves_of_sets(
    rules: Rules,
    args: &CacheArgs,
    wanted: &[u32],
    note: impl Fn(&str),
) -> Result<Curves, Error> {
    if let Place::At(path) = place_of(rules, args, target_cache::file_in)?
        && let Ok(curves) = target_cache::load_sets(&path, rules, wanted)
    {
        return Ok(curves);
    }
    load_curves(rules, args, note)
}

/// A usage error for rules with too many boxes for a target table.
fn refuse_target_of(rules: Rules) -> Result<(), Error> {
    if rules.categories() > target::MOST_BOXES {
        return Err(Error::usage(format!(
            "--target, --curve: not for {} rules: {}",
            rules.name(),
            target::TOO_MANY_BOXES
        )));
    }
    Ok(())
}

/// The target table from its saved file or computed, as `--cache` and `--no-cache` say
/// (a `--cache` PATH holds this table rather than the strategy); `note` is told what
/// happened to the table.
pub fn load_curves(rules: Rules, args: &CacheArgs, note: impl Fn(&str)) -> Result<Curves, Error> {
    let place = place_of(rules, args, target_cache::file_in)?;
    let (curves, notes) = target_cache::load_or_build(rules, &place, progress_bar());
    for text in notes {
        note(&text);
    }
    Ok(curves)
}

/// `advise --target`: the strategy from the default folder (`--cache` names the target
/// table), the curves of the states one box later from the saved target table (the whole
/// table built and saved when it is missing or refused), the choices by their chance.
fn advise_target<P: Cli>(
    context: &Context<'_, P>,
    rules: Rules,
    position: &advise::Position,
    target: u32,
    args: &AdviseArgs,
) -> Result<(), Error> {
    refuse_target_of(rules)?;
    let strategy = strategy(context, rules, &CacheArgs::new(None, args.cache.no_cache))?;
    let wanted = target_advise::sets_after(position, rules.categories());
    let curves = curves_of_sets(rules, &args.cache, &wanted, |note| context.note(note))?;
    let by_expected = advise::advise(&strategy, position);
    let choices = target_advise::advise_target(&curves, position, target, &by_expected);
    let report = if context.json {
        target_report::advice_json
    } else {
        target_report::advice
    };
    context.output(|out| report(out, &strategy, position, target, &choices, args.top))
}

/// `advise`: the saved strategy (built when it is missing or refused), ranked choices.
fn advise_command<P: Cli>(
    context: &Context<'_, P>,
    rules: Rules,
    position: &advise::Position,
    top: usize,
    cache: &CacheArgs,
) -> Result<(), Error> {
    let strategy = strategy(context, rules, cache)?;
    let choices = advise::advise(&strategy, position);
    let report = if context.json {
        report::advice_json
    } else {
        report::advice
    };
    context.output(|out| report(out, &strategy, position, &choices, top))
}

/// The template of the progress bar: at most 76 columns with the largest counts.
pub const PROGRESS_TEMPLATE: &str = "optimal strategy [{bar:30}] {pos}/{len} states {elapsed}";

/// A progress bar on stderr for computing a strategy (hidden when stderr is not a terminal).
pub fn progress_bar() -> impl Fn(u64, u64) + Sync {
    let bar = indicatif::ProgressBar::new(0);
    bar.set_style(
        indicatif::ProgressStyle::with_template(PROGRESS_TEMPLATE)
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    move |done, total| {
        bar.set_length(total);
        bar.set_position(done);
        if done == total {
            bar.finish_and_clear();
        }
    }
}
