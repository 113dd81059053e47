//! UVa 10149 "Yahtzee": thirteen rolls of five dice are known in advance; give each roll to
//! a different one of the 13 categories so that the total, with the upper-section bonus, is
//! as large as possible.
//!
//! The pipeline is the same in every solver of this workspace: [`parse`] reads games →
//! `rules` scores every roll in every category → [`solve`] runs the DP once → [`render`]
//! prints the judge's line, `--json` or `explain` from that one solution. The DP, and why
//! the upper-section sum needs no place in its state, is documented in [`solve`].
//! [`generate`] writes random games (`gen`). [`Yahtzee`] names their types for dp-problem, and
//! each type does its part where it is written: the case reads itself, the solution renders
//! itself, the `gen` knobs write cases.
//!
//! The real game, where the rolls are not known in advance, is its own crate,
//! `yahtzee-optimal` (which also holds [`rules`], shared by both); its `command` module runs it as
//! two subcommands: the strategy maximising the expected score (`yahtzee optimal`) and
//! advice from it (`yahtzee advise`).

use dp_problem::{Problem, View};

#[cfg(feature = "cli")]
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "cli")]
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod solve;

use parse::Game;
use yahtzee_optimal::rules::{self, FullHouse, ScoreTable};

/// The yahtzee problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct Yahtzee;

/// The options of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct Options {
    /// Five equal dice are not a full house (default: they are, as in the original
    /// write-up's solution)
    #[cfg_attr(feature = "cli", arg(long))]
    pub strict_full_house: bool,
}

impl Options {
    /// The full-house rule these options ask for.
    pub fn full_house(&self) -> FullHouse {
        if self.strict_full_house {
            FullHouse::Strict
        } else {
            FullHouse::FiveOfAKindCounts
        }
    }
}

/// One solved game: what each roll scores in each category, and the best assignment.
/// Every view reads both; none recomputes either.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The game solved: its rolls, for the views.
    pub game: Game,
    /// The run's options (the full-house rule), for the lesson page.
    pub options: Options,
    /// The score of every roll in every category, under the run's full-house rule.
    pub table: ScoreTable,
    /// The DP's best assignment (with the table of `f` for `explain`).
    pub best: solve::Solution,
}

impl Problem for Yahtzee {
    const NAME: &'static str = "yahtzee";
    const ABOUT: &'static str = "Best scores for UVa 10149 Yahtzee: each game is 13 rolls of \
        5 dice, known in advance; each roll fills a different category. Ones to sixes score \
        the dice showing that face; chance, three and four of a kind the sum of the dice; \
        five of a kind 50; short straight (four in a row) 25; long straight 35; full house \
        40 (five equal dice count, unless --strict-full-house). The upper-section bonus (35 \
        when ones to sixes sum to 63 or more) counts.";

    type Case = Game;
    type Options = Options;
    type Solution = Solved;
    type RunState = ();

    fn solve(game: &Game, options: &Options, view: View, _: &()) -> Solved {
        let table = rules::score_table(&game.rolls, options.full_house());
        // Only the teaching view reads f beyond the answer; the others drop it.
        let best = solve::solve_recording(&table, view.record());
        Solved {
            game: game.clone(),
            options: *options,
            table,
            best,
        }
    }

    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
