//! POJ 2794 / UVa 1637 "Double Patience": 36 cards lie in 9 piles of 4; a move removes the
//! top cards of two piles with equal rank, chosen uniformly among all such pairs. What is
//! the chance of clearing the table?
//!
//! [`parse`] reads deals → [`solve`] explores the reachable states once and evaluates the
//! probability DP over them (its doc comment is the lesson; [`game`] holds the moves) →
//! [`render`] prints the judge's line, `--exact`, `--json` or `explain` from that one
//! solution, and gives the lesson page (`explain --html`, drawn by `lesson.js`) its data.
//! [`simulate`] plays the random strategy; [`generate`] writes deals (`gen`).
//! [`Solitaire`] names their types for dp-cli, and each type does its part where it is
//! written: the case reads itself, the solution renders itself, the `gen` knobs write
//! cases.

use std::path::PathBuf;

use dp_cli::cli::whole_number;
use dp_cli::{Context, Error, Problem, RunCommand, View};
use dp_core::rng::SplitMix64;

pub mod check;
pub mod game;
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod simulate;
pub mod solve;

use parse::{CARDS, Deal, PILE_HEIGHT, PILES};
use solve::Solution;

/// The solitaire problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct Solitaire;

/// The options of a run.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Options {
    /// Print each probability as a fraction in lowest terms instead of 6 decimals (--json
    /// always carries it as "exact", and explain shows it)
    #[arg(long)]
    pub exact: bool,
}

/// The most games `simulate` plays on one deal: about two and a half minutes of play, so
/// that no command line can make a run that never ends.
pub const MAX_SIMULATED_GAMES: u64 = 100_000_000;

/// solitaire's own subcommands.
#[derive(clap::Subcommand, Clone, Debug)]
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

impl Problem for Solitaire {
    const NAME: &'static str = "solitaire";
    const ABOUT: &'static str = "Double Patience (POJ 2794 / UVa 1637): the chance of clearing \
        nine piles of four cards when every move removes a pair of equal-rank top cards chosen \
        uniformly at random.";

    type Case = Deal;
    type Options = Options;
    type Solution = Solution;
    type RunState = solve::Memos;

    fn solve(deal: &Deal, options: &Options, view: View, memos: &solve::Memos) -> Solution {
        // The judge's line needs only the f64 (the graph follows if the rounding asks).
        let mut solution = if view.wants_detail() || options.exact {
            solve::solve(deal)
        } else {
            solve::solve_probability(deal, memos)
        };
        solution.exact = options.exact;
        solution
    }

    type GenOptions = generate::Knobs;
    type Commands = Command;
    type PlayFlags = dp_cli::NoOptions;

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
            dp_cli::error::bytes(dp_cli::scan::MAX_INPUT_BYTES)
        )
    }

    /// The piles as cards, a step per move of the winning sequence (or of the line that
    /// gets furthest), and every reachable state as a dot coloured by p; click a dot or a
    /// pile for a state's children.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
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
