//! `yahtzee play`: the student gives each category a roll, as the DP's table is read back —
//! the last category (full house) first, ones last — and each choice is priced by the
//! DP's own `f`.
//!
//! At the set `S` of rolls not yet placed, the categories still open are the first `|S|`
//! and the next to fill is category `|S| − 1`. Giving it roll `r` is worth, as the best
//! final total still reachable:
//!
//! - a lower category (`|S| > 6`): the points already placed, `score(r, c)`, and
//!   `f(S − {r})`, the best of the categories before it, upper bonus included;
//! - an upper one (`|S| ≤ 6`): the lower points, and `U + bonus(U)` with `U` the upper
//!   points already placed, `score(r, c)` and `f(S − {r})`, the best upper sum of the
//!   rest. The bonus only grows with the sum, so the largest sum of the rest gives the
//!   largest total: the same argument that keeps the upper sum out of the DP's state.
//!
//! The options come in roll order, so among equals the first is the DP's own choice (the
//! lowest roll).

use std::path::PathBuf;

use serde::Serialize;

use dp_cli::{Decisions, Error, Play, Priced, Session, Turn};
use dp_core::Record;
use dp_core::bits::{full, ones};
use yahtzee_optimal::play::FullGame;
use yahtzee_optimal::rules::{self, Category, ROLLS, ScoreTable};
use yahtzee_optimal::scoring::Rules;

use yahtzee_optimal::command::{CacheArgs, load_strategy};

use crate::Yahtzee;
use crate::parse::Game as Rolls;
use crate::solve::{self, Solution};

/// One UVa 10149 game, solved for play.
#[derive(Debug)]
pub struct Game {
    rolls: Rolls,
    table: ScoreTable,
    /// With the table of `f`.
    solution: Solution,
}

/// A position: the rolls not yet placed, and the roll each filled category got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The rolls not yet placed, bit `r` for roll `r` (from 0).
    pub left: u32,
    /// For each category in card order, the roll it got (from 0), once filled.
    pub placed: [Option<usize>; ROLLS],
}

impl Game {
    /// The game of `rolls`, scored with `table`.
    pub fn new(rolls: Rolls, table: ScoreTable) -> Game {
        let solution = solve::solve_recording(&table, Record::Table);
        Game {
            rolls,
            table,
            solution,
        }
    }

    /// `f(set)`, from the solve's table.
    fn f(&self, set: u32) -> u32 {
        self.solution.value(set).unwrap_or(0)
    }

    /// The points placed so far: (upper, lower).
    fn placed(&self, at: &Position) -> (u32, u32) {
        let mut sums = (0, 0);
        for (category, roll) in at.placed.iter().enumerate() {
            if let Some(roll) = roll {
                let points = self.table[*roll][category];
                if category < Category::UPPER {
                    sums.0 += points;
                } else {
                    sums.1 += points;
                }
            }
        }
        sums
    }

    fn dice(&self, roll: usize) -> String {
        self.rolls.rolls[roll].map(|die| die.to_string()).join(" ")
    }
}

impl Decisions for Game {
    type Position = Position;
    type Choice = usize;
    type Value = i64;

    const PLAYERS: &'static [&'static str] = &["the scorer"];
    const UNIT: &'static str = "points";

    fn start(&self) -> Position {
        Position {
            left: full(ROLLS as u32),
            placed: [None; ROLLS],
        }
    }

    fn turn(&self, at: &Position) -> Turn {
        if at.left == 0 {
            Turn::Over
        } else {
            Turn::Player(0)
        }
    }

    fn options(&self, at: &Position) -> Vec<Priced<usize, Position, i64>> {
        let category = at.left.count_ones() as usize - 1;
        let (upper, lower) = self.placed(at);
        ones(at.left)
            .map(|roll| {
                let roll = roll as usize;
                let rest = at.left & !(1 << roll);
                let points = self.table[roll][category];
                let total = if category >= Category::UPPER {
                    upper + lower + points + self.f(rest)
                } else {
                    let sum = upper + points + self.f(rest);
                    lower + sum + rules::bonus(sum)
                };
                let mut placed = at.placed;
                placed[category] = Some(roll);
                Priced {
                    choice: roll,
                    value: i64::from(total),
                    leads_to: Position { left: rest, placed },
                }
            })
            .collect()
    }

    fn show(&self, at: &Position) -> String {
        let category = at.left.count_ones() as usize - 1;
        let rolls: Vec<String> = ones(at.left).map(|roll| (roll + 1).to_string()).collect();
        format!(
            "{} from rolls {}",
            Category::ALL[category].name(),
            rolls.join(" ")
        )
    }

    fn board(&self, at: &Position) -> String {
        let category = at.left.count_ones() as usize - 1;
        let (upper, lower) = self.placed(at);
        let mut text = format!(
            "Placed so far: {upper} in the upper section, {lower} in the lower. Rolls left:\n"
        );
        for roll in ones(at.left) {
            let roll = roll as usize;
            text.push_str(&format!(
                "  {:>2}: {}  scores {} in {}\n",
                roll + 1,
                self.dice(roll),
                self.table[roll][category],
                Category::ALL[category].name()
            ));
        }
        text.push_str(&format!(
            "Next to fill: {}.",
            Category::ALL[category].name()
        ));
        text
    }

    fn ask(&self, at: &Position) -> String {
        format!(
            "the roll for {} (its number)",
            Category::ALL[at.left.count_ones() as usize - 1].name()
        )
    }

    fn key(&self, roll: &usize) -> String {
        (roll + 1).to_string()
    }

    fn name(&self, at: &Position, roll: &usize) -> String {
        let category = at.left.count_ones() as usize - 1;
        format!(
            "roll {} ({}) for {}",
            roll + 1,
            self.dice(*roll),
            self.table[*roll][category]
        )
    }

    fn worth(&self, points: i64) -> String {
        points.to_string()
    }

    fn result(&self, end: &Position) -> String {
        let (upper, lower) = self.placed(end);
        let bonus = rules::bonus(upper);
        format!(
            "Game over: {upper} upper + {bonus} bonus + {lower} lower = {}; the best is {}.",
            upper + bonus + lower,
            self.solution.total
        )
    }
}

/// `yahtzee play`'s own flags: the full game instead of UVa 10149's.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct PlayFlags {
    /// Play the full game with rerolls under these rules instead (a round a box: 13, 15
    /// for yatzy, 20 for maxi; the dice thrown as you go, no FILE), priced by the saved
    /// strategy table
    #[arg(long, value_enum, value_name = "RULES")]
    pub rules: Option<Rules>,
    /// With --rules: where the strategy table is read and saved, as for `yahtzee optimal`
    #[arg(long, value_name = "PATH", requires = "rules")]
    cache: Option<PathBuf>,
    /// With --rules: compute the strategy afresh, read no saved table, save none
    #[arg(long, requires = "rules", conflicts_with = "cache")]
    no_cache: bool,
}

impl Play<Yahtzee> for PlayFlags {
    fn play(self, mut session: Session<'_, Yahtzee>) -> Result<(), Error> {
        let Some(rules) = self.rules else {
            let rolls = session.case()?;
            let table = rules::score_table(&rolls.rolls, session.options.full_house());
            return session.play(&Game::new(rolls, table));
        };
        if session.args.file.is_some() {
            return Err(Error::usage(
                "--rules plays the full game, whose dice are thrown as it goes: it reads no FILE",
            ));
        }
        let cache = CacheArgs::new(self.cache, self.no_cache);
        let strategy = load_strategy(rules, &cache, |note| session.note(note))?;
        session.play(&FullGame::new(&strategy))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dp_cli::decide::best;
    use rules::FullHouse;

    #[test]
    fn the_best_line_scores_the_solution_and_every_value_is_reachable() {
        let rolls = Rolls {
            rolls: [
                [1, 1, 1, 1, 1],
                [2, 2, 2, 2, 2],
                [3, 3, 3, 3, 3],
                [4, 4, 4, 4, 4],
                [5, 5, 5, 5, 5],
                [6, 6, 6, 6, 6],
                [1, 2, 3, 4, 5],
                [2, 3, 4, 5, 6],
                [1, 1, 2, 2, 2],
                [6, 6, 6, 1, 2],
                [3, 3, 4, 4, 4],
                [1, 3, 5, 6, 2],
                [4, 4, 4, 4, 2],
            ],
        };
        let table = rules::score_table(&rolls.rolls, FullHouse::FiveOfAKindCounts);
        let game = Game::new(rolls, table);
        let mut at = game.start();
        let mut first = None;
        while game.turn(&at) != Turn::Over {
            let options = game.options(&at);
            let best = best(&options).expect("a roll");
            // Every option's value is the best total reachable after it: follow the best
            // options from there and land on it.
            first.get_or_insert(options[best].value);
            assert_eq!(options[best].value, first.expect("set"));
            at = options[best].leads_to;
        }
        assert_eq!(final_total(&game, at), first.expect("13 decisions"));
        assert_eq!(final_total(&game, at), i64::from(game.solution.total));
        // Any option, at any depth, then best play after it: the option's value.
        let mut at = game.start();
        while game.turn(&at) != Turn::Over {
            let options = game.options(&at);
            for option in &options {
                assert_eq!(follow_best(&game, option.leads_to), option.value);
            }
            // Wander off the best line: the last option each time.
            at = options[options.len() - 1].leads_to;
        }
    }

    fn final_total(game: &Game, end: Position) -> i64 {
        let (upper, lower) = game.placed(&end);
        i64::from(upper + lower + rules::bonus(upper))
    }

    fn follow_best(game: &Game, mut at: Position) -> i64 {
        while game.turn(&at) != Turn::Over {
            let options = game.options(&at);
            at = options[best(&options).expect("a roll")].leads_to;
        }
        final_total(game, at)
    }
}
