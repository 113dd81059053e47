//! What `yahtzee optimal` and `yahtzee advise` print: the expected score, the lesson with
//! this run's counts, and advice as text or JSON.

use std::io::{self, Write};

use itertools::Itertools;
use serde::Serialize;

use super::Strategy;
use super::advise::{Action, Choice, Position};
use super::scoring::{CATEGORIES, YAHTZEE_BOX};
use crate::rules::Category;

/// The expected final score with 4 decimals.
pub fn expected(out: &mut dyn Write, strategy: &Strategy) -> io::Result<()> {
    writeln!(out, "{:.4}", strategy.expected_score())
}

/// The teaching view of the two-level recurrence, with the counts of this strategy's run.
pub fn explain(out: &mut dyn Write, strategy: &Strategy) -> io::Result<()> {
    let rules = strategy.rules.name();
    let states = strategy.states();
    let flag = if strategy.rules.has_yahtzee_bonus() {
        " x 2 (Yahtzee box holds 50 or not)"
    } else {
        ""
    };
    write!(
        out,
        "\
optimal solitaire Yahtzee, {rules} rules: expected final score {:.4}

between turns
  state       the categories used (13 bits), the upper-section sum capped at 63 (the
              bonus only asks whether 63 was reached){flag}
  recurrence  V(all used) = 0
              V(s) = the value of one turn in s, where scoring the final roll r in an
                     allowed category c is worth
                     points(r, c) + Yahtzee bonus + upper bonus + V(s with c used)
  order       by the number of used categories, 12 down to 0; the states of a layer
              are independent and shared among the cores
  answer      V(nothing used, sum 0) = {:.4}

inside a turn (throw, keep, throw, keep, throw, score), over the 462 hands of 0-5 dice
  best0(r)    = the best category for the final roll r
  keep1(h)    = mean over one more die f of keep1(h + f); a full hand is worth best0
  best1(r)    = max over the hands h kept from r of keep1(h)
  keep2, best2  likewise from best1
  turn value  = sum over the 252 rolls r of P(r) * best2(r)

this run: {states} states evaluated
  used categories  states
",
        strategy.expected_score(),
        strategy.expected_score()
    )?;
    for (used, count) in strategy.states_by_layer.iter().enumerate() {
        writeln!(out, "  {used:>15}  {count:>6}")?;
    }
    writeln!(out)
}

fn describe(action: &Action) -> String {
    match action {
        Action::Keep(dice) if dice.is_empty() => "reroll all five dice".to_owned(),
        Action::Keep(dice) if dice.len() == 5 => format!("keep all: {}", dice.iter().join(" ")),
        Action::Keep(dice) => format!("keep {}", dice.iter().join(" ")),
        Action::Score { category, points } => {
            format!(
                "score {} in {}",
                points,
                Category::ALL[*category].name().replace('_', " ")
            )
        }
    }
}

/// Advice as text: the position, the best action, and the best `top` choices.
pub fn advice(
    out: &mut dyn Write,
    strategy: &Strategy,
    position: &Position,
    choices: &[Choice],
    top: usize,
) -> io::Result<()> {
    let state = position.state;
    let open = match (0..CATEGORIES)
        .filter(|&c| state.used >> c & 1 == 0)
        .count()
    {
        1 => "1 box open".to_owned(),
        boxes => format!("{boxes} boxes open"),
    };
    let yahtzee_box = match (state.used >> YAHTZEE_BOX & 1 == 1, state.yahtzee_50) {
        (false, _) => "open",
        (true, true) => "holds 50",
        (true, false) => "holds 0",
    };
    let rerolls = match position.rerolls_left {
        1 => "1 reroll left".to_owned(),
        n => format!("{n} rerolls left"),
    };
    writeln!(
        out,
        "{} rules; {open}; upper section {} of 63; Yahtzee box {yahtzee_box}; {} points so far",
        strategy.rules.name(),
        state.upper,
        position.points_so_far
    )?;
    writeln!(out, "dice {}, {rerolls}", position.dice.iter().join(" "))?;
    if let Some(best) = choices.first() {
        writeln!(
            out,
            "best: {} (expected final score {:.4})",
            describe(&best.action),
            best.expected
        )?;
    }
    for choice in choices.iter().take(top) {
        writeln!(
            out,
            "  {:<32} {:>9.4}",
            describe(&choice.action),
            choice.expected
        )?;
    }
    Ok(())
}

#[derive(Serialize)]
struct ChoiceJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    keep: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<Category>,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<u32>,
    expected: f64,
}

#[derive(Serialize)]
struct AdviceJson<'a> {
    rules: &'static str,
    dice: &'a [u8; 5],
    rerolls_left: u8,
    choices: Vec<ChoiceJson>,
}

/// Advice as one JSON object: the choices, best first, at most `top`.
pub fn advice_json(
    out: &mut dyn Write,
    strategy: &Strategy,
    position: &Position,
    choices: &[Choice],
    top: usize,
) -> io::Result<()> {
    let choices = choices
        .iter()
        .take(top)
        .map(|choice| match &choice.action {
            Action::Keep(dice) => ChoiceJson {
                keep: Some(dice.clone()),
                score: None,
                points: None,
                expected: choice.expected,
            },
            Action::Score { category, points } => ChoiceJson {
                keep: None,
                score: Some(Category::ALL[*category]),
                points: Some(*points),
                expected: choice.expected,
            },
        })
        .collect();
    let object = AdviceJson {
        rules: strategy.rules.name(),
        dice: &position.dice,
        rerolls_left: position.rerolls_left,
        choices,
    };
    serde_json::to_writer(&mut *out, &object)?;
    writeln!(out)
}
