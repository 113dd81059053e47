//! UVa 10149 "Yahtzee": thirteen rolls of five dice are known in advance; give each roll to
//! a different one of the 13 categories so that the total, with the upper-section bonus, is
//! as large as possible.
//!
//! The pipeline is the same in every solver of this workspace:
//! [`parse`] reads games → [`rules`] scores every roll in every category → [`solve`] runs the
//! DP once → [`render`] prints the judge's line, `--json` or `explain` from that one
//! solution. The DP, and why the upper-section sum needs no place in its state, is
//! documented in [`solve`]. [`generate`] writes random games (`gen`). [`Yahtzee`] ties them
//! to dp-core.
//!
//! [`optimal`] is the real game, where the rolls are not known in advance: the strategy
//! maximising the expected score (`yahtzee optimal`) and advice from it (`yahtzee advise`),
//! the two subcommands of [`optimal::command`].

use std::io::{self, Write};

use dp_core::{Context, Error, NoOptions, ParseError, Problem, Scanner, View};

pub mod generate;
pub mod optimal;
pub mod parse;
pub mod render;
pub mod rules;
pub mod solve;

use parse::{DICE_PER_ROLL, FACES, Game};
use rules::{BONUS_THRESHOLD, FullHouse, ROLLS, ScoreTable, UPPER_BONUS};

/// The yahtzee problem, for dp-core's command line and run loop.
#[derive(Debug)]
pub struct Yahtzee;

/// The options of a run.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Options {
    /// Five equal dice are not a full house (default: they are, as in the original
    /// write-up's solution)
    #[arg(long)]
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
    /// The score of every roll in every category, under the run's full-house rule.
    pub table: ScoreTable,
    /// The DP's best assignment (with the table of `f` for `explain`).
    pub best: solve::Solution,
}

impl Problem for Yahtzee {
    const NAME: &'static str = "yahtzee";
    const ABOUT: &'static str = "Best scores for UVa 10149 Yahtzee: each game is 13 rolls of \
        5 dice, known in advance; each roll fills a different category; the upper-section \
        bonus (35 at 63) counts.";

    type Options = Options;
    type GenOptions = NoOptions;
    type Commands = optimal::command::Command;
    type Case = Game;
    type Solution = Solved;
    type Json = render::GameJson;

    fn after_help() -> String {
        format!(
            "Input: games of {ROLLS} rolls of {DICE_PER_ROLL} dice (numbers 1 to {FACES}), any \
             whitespace between them.\n\
             Output: per game, the {ROLLS} category scores, the bonus ({UPPER_BONUS} at \
             {BONUS_THRESHOLD}) and the total.\n\
             Limits: any number of games; at most {} of input.\n\n\
             Examples:\n  \
             yes '1 2 3 4 5' | head -n {ROLLS} | yahtzee  # 1 2 3 4 5 0 15 0 0 0 25 35 0 0 90\n  \
             yahtzee gen --seed 1 --count 1000 | yahtzee --json\n  \
             yahtzee gen --seed 7 | yahtzee explain\n  \
             yahtzee optimal explain --rules uva  # the real game: rolls not known in advance",
            dp_core::error::bytes(dp_core::scan::MAX_INPUT_BYTES)
        )
    }

    fn read_case(scanner: &mut Scanner<'_>, number: usize) -> Result<Option<Game>, ParseError> {
        parse::read_case(scanner, number)
    }

    fn solve(game: &Game, options: &Options, view: View) -> Solved {
        let table = rules::score_table(&game.rolls, options.full_house());
        // Only the teaching view reads f beyond the answer; the others drop it.
        let record = if view == View::Explain {
            solve::Record::Table
        } else {
            solve::Record::Assignment
        };
        let best = solve::solve_recording(&table, record);
        Solved { table, best }
    }

    fn plain(out: &mut dyn Write, _: &Game, solved: &Solved, _: &Options) -> io::Result<()> {
        render::plain(out, &solved.best)
    }

    fn json(game: &Game, solved: &Solved, _: &Options) -> render::GameJson {
        render::json(game, &solved.best)
    }

    fn lesson(out: &mut dyn Write, options: &Options) -> io::Result<()> {
        render::lesson(out, options.full_house())
    }

    fn explain(
        out: &mut dyn Write,
        number: usize,
        game: &Game,
        solved: &Solved,
        _: &Options,
    ) -> io::Result<()> {
        render::explain(out, number, game, &solved.table, &solved.best)
    }

    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");

    /// The page's data (read by `lesson.js`), all from the one solve: the rolls, the score
    /// matrix `scores[roll][category]`, the assignment (`roll` from 1 for each category),
    /// `f` along the path (`f[k]` for the rolls of the first `k` categories), and the
    /// candidates of each step, `[roll, f(S - roll), score]`: a few KB a game.
    fn lesson_data(game: &Game, solved: &Solved, options: &Options) -> serde_json::Value {
        let best = &solved.best;
        let sets = best.reconstruction();
        let (Some(f), Some(candidates)) = (
            sets.iter()
                .map(|&set| best.value(set))
                .collect::<Option<Vec<u32>>>(),
            sets[1..]
                .iter()
                .map(|&set| best.candidates(&solved.table, set))
                .collect::<Option<Vec<_>>>(),
        ) else {
            // Without the table of f (never for explain) the page shows the text.
            return serde_json::Value::Null;
        };
        serde_json::json!({
            "rolls": game.rolls,
            "scores": solved.table,
            "assignment": best.roll_of_category.map(|roll| roll + 1),
            "f": f,
            "candidates": candidates
                .iter()
                .map(|step| step
                    .iter()
                    .map(|c| [c.roll as u32 + 1, c.before, c.score])
                    .collect::<Vec<_>>())
                .collect::<Vec<_>>(),
            "upper": best.upper_section_sum,
            "bonus": best.bonus,
            "total": best.total,
            "threshold": BONUS_THRESHOLD,
            "bonus_points": UPPER_BONUS,
            "strict_full_house": options.strict_full_house,
            "states": best.states,
            "transitions": best.transitions,
        })
    }

    fn generate(out: &mut dyn Write, seed: u64, count: u64, _: &NoOptions) -> io::Result<()> {
        generate::games(out, seed, count)
    }

    fn run_command(
        command: optimal::command::Command,
        context: &Context<'_, Self>,
    ) -> Result<(), Error> {
        optimal::command::run(command, context)
    }
}
