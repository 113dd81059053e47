//! The three views of one solved game: the judge's line, `--json`, and `explain` (after
//! the lesson, printed once a run); and the data of the lesson page (`explain --html`).
//! All read the same [`Solved`] (the score table and the DP's [`Solution`]); none solves
//! anything: `explain` reads the table of `f` the solve kept for it.

use std::io::{self, Write};

use dp_cli::Views;
use itertools::Itertools;
use serde::Serialize;

use crate::parse::Game;
use crate::solve::{Candidate, Solution};
use crate::{Options, Solved, Yahtzee};
use yahtzee_optimal::rules::{
    BONUS_THRESHOLD, Category, Dice, FullHouse, ROLLS, ScoreTable, UPPER_BONUS, score,
};

impl Views<Yahtzee> for Solved {
    type Json = GameJson;

    /// The judge's line: the 13 scores in output order, the bonus, the total.
    fn plain(&self, out: &mut dyn Write) -> io::Result<()> {
        let solution = &self.best;
        writeln!(
            out,
            "{} {} {}",
            solution.scores.iter().join(" "),
            solution.bonus,
            solution.total
        )
    }

    /// The `--json` fields: the scores, the bonus, the total, and `assignment`, which lists
    /// the rolls in input order, `roll` from 1.
    fn json(&self) -> GameJson {
        let (game, solution) = (&self.game, &self.best);
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

    /// The lesson of `explain`, printed once before the first game: the scoring in force, the
    /// DP's state, value, recurrence, order, answer and complexity.
    fn lesson(out: &mut dyn Write, options: &Options) -> io::Result<()> {
        let full_house = options.full_house();
        let points = |dice: Dice, category| score(&dice, category, full_house);
        let five_of_a_kind = points([6; 5], Category::FiveOfAKind);
        let short_straight = points([1, 2, 3, 4, 6], Category::ShortStraight);
        let long_straight = points([1, 2, 3, 4, 5], Category::LongStraight);
        let full_house_points = points([1, 1, 1, 2, 2], Category::FullHouse);
        let five_equal = match full_house {
            FullHouse::FiveOfAKindCounts => {
                "in force:\n                   five equal dice count too (the original write-up's\n                   \
                 reading; --strict-full-house: they do not)"
            }
            FullHouse::Strict => {
                "in force\n                   (--strict-full-house): five equal dice do not count"
            }
        };
        let states = 1u32 << ROLLS;
        let transitions = ROLLS as u32 * (states / 2);
        write!(
            out,
            "\
yahtzee (UVa 10149): 13 rolls known in advance, one to each category

the scoring
  ones .. sixes    the dice showing that face, summed (the upper section)
  chance           the five dice summed
  three, four of a kind
                   the five dice summed, when 3 (4) of them show one face
  five of a kind   {five_of_a_kind}, when all five show one face
  short straight   {short_straight}, for four faces in a row (1-4, 2-5 or 3-6)
  long straight    {long_straight}, for five faces in a row (1-5 or 2-6)
  full house       {full_house_points}, for three of one face and two of another; {five_equal}
  bonus            {UPPER_BONUS}, when ones .. sixes sum to {BONUS_THRESHOLD} or more
  a roll that does not qualify scores 0 in that category

the DP
  state       S = the set of rolls placed so far. They fill the first |S|
              categories in output order (ones .. sixes, then chance .. full
              house), so the category filled next is fixed by |S|, and S alone
              is the state.
  value       f(S) = the best score of those |S| categories, the bonus
              counted once the six upper categories are filled
  recurrence  f(empty) = 0
              f(S) = max over rolls r in S of f(S - r) + score(r, category |S|)
              when |S| = 6, then f(S) += {UPPER_BONUS} if f(S) >= {BONUS_THRESHOLD}
  textbook    the usual state is (categories used, upper sum), because the
              bonus depends on the sum; it is not needed here, since the six
              rolls of the upper section score exactly their sum and the bonus
              never falls as the sum rises, so the best upper sum of those six
              rolls also earns the best bonus.
  order       any order that puts S - r before S: the sets as numbers,
              increasing, do (S - r is smaller than S). (Engineering: the
              solver takes them in blocks of eight that differ only in rolls
              1 to 3, blocks in increasing order, eight values at once.)
  answer      f(all 13 rolls); the assignment is read back from f, from all 13
              rolls down to none: at each S, the lowest roll r whose
              f(S - r) + score(r, category |S|) reaches f(S)
  ties        among equally good rolls, the lowest-numbered one is kept
  complexity  n = {ROLLS} rolls: 2^n = {states} states, and a set of k rolls has k
              candidates, n * 2^(n-1) = {transitions} in all: O(n * 2^n) time,
              O(2^n) memory. The textbook state takes 13 x 8192 x 106, about
              11 million steps.

"
        )
    }

    /// The teaching view of one game: the score table, the values of `f` along the
    /// reconstruction, the candidates of the last step and of the step that lands the bonus,
    /// and the assignment.
    fn explain(&self, out: &mut dyn Write, game_number: usize) -> io::Result<()> {
        let (game, table, solution) = (&self.game, &self.table, &self.best);
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
                dice(game, roll),
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
        writeln!(
            out,
            "f(all 13 rolls) = {total}, from {} and {}",
            count(solution.states, "state"),
            count(solution.transitions, "transition")
        )?;
        writeln!(out)?;
        if solution.values.is_some() {
            small_table(out, game, table, solution)?;
            reconstruction(out, game, table, solution)?;
        }
        assignment(out, game, solution)?;
        writeln!(out)
    }

    /// The lesson page's data: [`crate::page`].
    fn lesson_data(&self) -> serde_json::Value {
        crate::page::data(self).map_or(serde_json::Value::Null, |data| {
            serde_json::to_value(data).expect("page data serializes")
        })
    }
}

/// The fields of one `--json` line (dp-cli puts `case` in front).
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

/// Column headings of the score table, in output order.
const SHORT_NAMES: [&str; ROLLS] = [
    "1s", "2s", "3s", "4s", "5s", "6s", "ch", "3k", "4k", "5k", "ss", "ls", "fh",
];

/// A set of rolls as 13 marks, roll 1 first: `1` placed, `0` not.
fn marks(set: u32) -> String {
    (0..ROLLS)
        .map(|roll| if set >> roll & 1 == 1 { '1' } else { '0' })
        .collect()
}

/// "1 state", "2 states".
fn count(number: u64, noun: &str) -> String {
    if number == 1 {
        format!("{number} {noun}")
    } else {
        format!("{number} {noun}s")
    }
}

/// The rolls of the small table: rolls 1 to 3, and with them the first three categories.
const SMALL: usize = 3;

/// The whole table of a reduced game, worked as the original write-up works its 3-roll
/// example: rolls 1 to 3 into ones, twos, threes. Every set `S` of those rolls, its
/// candidates and `f(S)` are read from this game's own solve (the kept table of `f` and
/// [`Solution::candidates`]): a set of rolls 1 to 3 fills the first `|S|` categories, so
/// its `f` is the reduced game's.
fn small_table(
    out: &mut dyn Write,
    game: &Game,
    table: &ScoreTable,
    solution: &Solution,
) -> io::Result<()> {
    let f = |set: u32| solution.value(set).unwrap_or_default();
    let rolls = |set: u32| {
        let listed = (0..SMALL)
            .filter(|roll| set >> roll & 1 == 1)
            .map(|roll| roll + 1)
            .join(",");
        format!("{{{listed}}}")
    };
    writeln!(
        out,
        "a small table worked whole: the game cut to rolls 1 to 3 and the first\n\
         three categories, as in the original write-up's 3-roll example. A set S\n\
         of rolls 1 to 3 fills ones, twos, threes in turn, so f(S) of this game's\n\
         solve is the small game's. S is written as the write-up writes it, a\n\
         binary number, roll 3 first (the 13 marks further down put roll 1\n\
         first); among equal candidates the lowest roll is kept"
    )?;
    for (roll, scores) in table.iter().enumerate().take(SMALL) {
        writeln!(
            out,
            "  roll {}  {}   ones {:>2}  twos {:>2}  threes {:>2}",
            roll + 1,
            dice(game, roll),
            scores[0],
            scores[1],
            scores[2]
        )?;
    }
    writeln!(
        out,
        "  S               fills   candidates r: f(S - r) + score         f(S)"
    )?;
    writeln!(out, "  000 {{}}          -       f(empty) = 0{:>34}", 0)?;
    for set in 1..1u32 << SMALL {
        let Some(candidates) = solution.candidates(table, set) else {
            return Ok(());
        };
        let category = Category::ALL[set.count_ones() as usize - 1];
        let best = candidates
            .iter()
            .map(Candidate::sum)
            .max()
            .unwrap_or_default();
        let kept = candidates.iter().find(|c| c.sum() == best).map(|c| c.roll);
        for (index, candidate) in candidates.iter().enumerate() {
            let head = if index == 0 {
                format!("{:03b} {:<11} {:<7}", set, rolls(set), category.name())
            } else {
                String::new()
            };
            let before = set ^ 1 << candidate.roll;
            let worked = format!(
                "r = {}: f({:03b}) + score = {} + {} = {}",
                candidate.roll + 1,
                before,
                candidate.before,
                candidate.score,
                candidate.sum()
            );
            let mark = if Some(candidate.roll) == kept {
                format!("kept {:>4}", f(set))
            } else {
                String::new()
            };
            let line = format!("  {head:<24}{worked:<36}{mark:>10}");
            writeln!(out, "{}", line.trim_end())?;
        }
    }
    let full = (1u32 << SMALL) - 1;
    let mut set = full;
    let mut steps = Vec::new();
    while set != 0 {
        let category = Category::ALL[set.count_ones() as usize - 1];
        let Some(candidates) = solution.candidates(table, set) else {
            return Ok(());
        };
        let best = candidates
            .iter()
            .map(Candidate::sum)
            .max()
            .unwrap_or_default();
        let Some(kept) = candidates.iter().find(|c| c.sum() == best) else {
            return Ok(());
        };
        steps.push(format!(
            "  {:03b} -> {:03b}: roll {} takes {} ({})",
            set,
            set ^ 1 << kept.roll,
            kept.roll + 1,
            category.name(),
            kept.score
        ));
        set ^= 1 << kept.roll;
    }
    writeln!(
        out,
        "  the small game's best: f(111) = {}, read back from 111 to 000:",
        f(full)
    )?;
    for step in steps {
        writeln!(out, "{step}")?;
    }
    writeln!(
        out,
        "  (the full game does the same over all 8192 sets of the 13 rolls; the\n  \
         bonus enters at |S| = 6)"
    )?;
    writeln!(out)
}

/// The values of `f` from all 13 rolls back to none, then the candidates of the last
/// step and of the step that fills the upper section.
fn reconstruction(
    out: &mut dyn Write,
    game: &Game,
    table: &ScoreTable,
    solution: &Solution,
) -> io::Result<()> {
    let f = |set: u32| solution.value(set).unwrap_or_default();
    let sets = solution.reconstruction();
    writeln!(
        out,
        "f along the reconstruction, from all 13 rolls back to none\n\
         (S: one mark a roll, roll 1 first, 1 = placed; r: the roll the DP\n \
         kept for the category)"
    )?;
    writeln!(
        out,
        "  |S|  S              category          r  f(S) = f(S - r) + score"
    )?;
    for category in Category::ALL.into_iter().rev() {
        let size = category as usize + 1;
        let (set, before) = (sets[size], sets[size - 1]);
        let roll = solution.roll_of_category[category as usize];
        let score = solution.scores[category as usize];
        write!(
            out,
            "  {size:>3}  {}  {:<15}  {:>2}  {:>4} = {:>8} + {score:>5}",
            marks(set),
            category.name().replace('_', " "),
            roll + 1,
            f(set),
            f(before),
        )?;
        // The table holds f(S) with the bonus in: what it adds to f(S - r) + score.
        let upper = f(before) + score;
        let bonus = f(set).saturating_sub(upper);
        if size == Category::UPPER {
            if bonus > 0 {
                writeln!(out, " + {bonus}")?;
                writeln!(
                    out,
                    "{:22}the bonus lands: {} + {score} = {upper} >= {BONUS_THRESHOLD}",
                    "",
                    f(before)
                )?;
            } else {
                writeln!(out)?;
                writeln!(
                    out,
                    "{:22}no bonus: {} + {score} = {upper} < {BONUS_THRESHOLD}",
                    "",
                    f(before)
                )?;
            }
        } else {
            writeln!(out)?;
        }
    }
    writeln!(
        out,
        "  {:>3}  {}  {:<15}  {:>2}  {:>4}",
        0,
        marks(0),
        "",
        "",
        0
    )?;
    writeln!(out)?;
    candidates(
        out,
        game,
        table,
        solution,
        sets[ROLLS],
        "the last step: f(all 13 rolls) = max over r of\n  \
         f(all 13 rolls - r) + score(r, full house)",
    )?;
    candidates(
        out,
        game,
        table,
        solution,
        sets[Category::UPPER],
        &format!(
            "the step that fills the upper section, S = {}:\n  \
             f(S) = max over r in S of f(S - r) + score(r, sixes),\n  \
             then + {UPPER_BONUS} if that is {BONUS_THRESHOLD} or more",
            marks(sets[Category::UPPER])
        ),
    )
}

/// The candidates of one step, the best marked, ties named.
fn candidates(
    out: &mut dyn Write,
    game: &Game,
    table: &ScoreTable,
    solution: &Solution,
    set: u32,
    heading: &str,
) -> io::Result<()> {
    let Some(candidates) = solution.candidates(table, set) else {
        return Ok(());
    };
    let best = candidates.iter().map(|c| c.sum()).max().unwrap_or_default();
    let chosen = candidates.iter().find(|c| c.sum() == best).map(|c| c.roll);
    writeln!(out, "the candidates of {heading}")?;
    writeln!(out, "     r  dice       f(S - r)  score    sum")?;
    let upper = set.count_ones() as usize == Category::UPPER;
    // f(S) as the table holds it: the best sum, plus the bonus at the upper step.
    let value = solution.value(set).unwrap_or_default();
    for candidate in &candidates {
        let mark = if Some(candidate.roll) == chosen {
            if upper && value > best {
                format!("  best: f(S) = {best} + {} = {value}", value - best)
            } else if upper {
                format!("  best: f(S) = {best}, no bonus")
            } else {
                "  best".to_owned()
            }
        } else if candidate.sum() == best {
            format!(
                "  as good; roll {} is kept",
                chosen.map_or(0, |roll| roll + 1)
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "    {:>2}  {}  {:>8}  {:>5}  {:>5}{mark}",
            candidate.roll + 1,
            dice(game, candidate.roll),
            candidate.before,
            candidate.score,
            candidate.sum(),
        )?;
    }
    writeln!(out)
}

/// The chosen assignment in output order, with the upper subtotal and the bonus decision.
fn assignment(out: &mut dyn Write, game: &Game, solution: &Solution) -> io::Result<()> {
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
            dice(game, roll)
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
    writeln!(out, "  total {}", solution.total)
}

/// A roll's dice as the input gave them.
fn dice(game: &Game, roll: usize) -> String {
    game.rolls[roll].iter().join(" ")
}
