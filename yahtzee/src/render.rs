//! The three views of one solved game: the judge's line, `--json`, and `explain`.
//! All three read the same [`Solution`]; none solves anything.

use std::io::{self, Write};

use itertools::Itertools;
use serde::Serialize;

use crate::parse::Game;
use crate::rules::{BONUS_THRESHOLD, Category, Dice, ROLLS, ScoreTable, UPPER_BONUS};
use crate::solve::Solution;

/// The judge's line: the 13 scores in output order, the bonus, the total.
pub fn plain(out: &mut dyn Write, solution: &Solution) -> io::Result<()> {
    writeln!(
        out,
        "{} {} {}",
        solution.scores.iter().join(" "),
        solution.bonus,
        solution.total
    )
}

/// The fields of one `--json` line (dp-core puts `case` in front).
#[derive(Serialize)]
pub struct GameJson {
    scores: [u32; ROLLS],
    bonus: u32,
    total: u32,
    assignment: Vec<PlacementJson>,
}

#[derive(Serialize)]
struct PlacementJson {
    roll: usize,
    dice: Dice,
    category: Category,
    score: u32,
}

/// The `--json` fields: the scores, the bonus, the total, and `assignment`, which lists
/// the rolls in input order, `roll` from 1.
pub fn json(game: &Game, solution: &Solution) -> GameJson {
    let mut assignment: Vec<PlacementJson> = Category::ALL
        .iter()
        .map(|&category| {
            let roll = solution.roll_of_category[category as usize];
            PlacementJson {
                roll: roll + 1,
                dice: game.rolls[roll],
                category,
                score: solution.scores[category as usize],
            }
        })
        .collect();
    assignment.sort_by_key(|placement| placement.roll);
    GameJson {
        scores: solution.scores,
        bonus: solution.bonus,
        total: solution.total,
        assignment,
    }
}

/// Column headings of the score table, in output order.
const SHORT_NAMES: [&str; ROLLS] = [
    "1s", "2s", "3s", "4s", "5s", "6s", "ch", "3k", "4k", "5k", "ss", "ls", "fh",
];

/// The teaching view: the score table, the DP with this run's counts, and the assignment.
pub fn explain(
    out: &mut dyn Write,
    game_number: usize,
    game: &Game,
    table: &ScoreTable,
    solution: &Solution,
) -> io::Result<()> {
    let dice = |roll: usize| game.rolls[roll].iter().join(" ");
    writeln!(out, "game {game_number}")?;
    writeln!(out)?;
    writeln!(
        out,
        "score table: what each roll would score in each category"
    )?;
    writeln!(
        out,
        "  roll  dice       {}",
        SHORT_NAMES.iter().map(|name| format!("{name:>3}")).join("")
    )?;
    for (roll, scores) in table.iter().enumerate() {
        writeln!(
            out,
            "  {:>4}  {}  {}",
            roll + 1,
            dice(roll),
            scores.iter().map(|score| format!("{score:>3}")).join("")
        )?;
    }
    writeln!(
        out,
        "  (1s..6s ones..sixes, ch chance, 3k 4k 5k three, four, five of a kind,\n   \
         ss ls short, long straight, fh full house)"
    )?;
    writeln!(out)?;
    let total = solution.total;
    let (states, transitions) = (solution.states, solution.transitions);
    write!(
        out,
        "\
the DP
  state       S = the set of rolls placed so far. They fill the first |S| categories in
              output order (ones..sixes, then chance..full house), so the next category
              is fixed by |S| and S alone is the state.
  value       f(S) = the best score of those |S| categories, bonus included once the
              six upper categories are filled.
  recurrence  f(empty) = 0
              f(S) = max over rolls r in S of f(S - r) + score(r, category number |S|)
              when |S| = 6, then f(S) += {UPPER_BONUS} if f(S) >= {BONUS_THRESHOLD}
  why         the upper section scores exactly its sum, and the bonus never falls as the
              sum rises, so the best upper sum of six rolls also earns the best bonus:
              the upper sum needs no place in the state.
  order       S in increasing order as a binary number (S - r comes before S)
  answer      f(all 13 rolls) = {total}
  this run    {states} states, {transitions} transitions

"
    )?;
    writeln!(out, "chosen assignment")?;
    writeln!(
        out,
        "  category         roll  dice       score  upper subtotal"
    )?;
    let mut upper_subtotal = 0;
    for category in Category::ALL {
        let roll = solution.roll_of_category[category as usize];
        let score = solution.scores[category as usize];
        write!(
            out,
            "  {:<15}  {:>4}  {}  {score:>5}",
            category.name().replace('_', " "),
            roll + 1,
            dice(roll)
        )?;
        if category.is_upper() {
            upper_subtotal += score;
            writeln!(out, "  {upper_subtotal:>14}")?;
        } else {
            writeln!(out)?;
        }
        if category == Category::Sixes {
            let verdict = if solution.bonus > 0 {
                format!(">= {BONUS_THRESHOLD}: bonus {UPPER_BONUS}")
            } else {
                format!("< {BONUS_THRESHOLD}: no bonus")
            };
            writeln!(out, "  upper section {upper_subtotal} {verdict}")?;
        }
    }
    writeln!(out, "  total {total}")?;
    writeln!(out)
}
