//! What `yahtzee optimal` and `yahtzee advise` print: the expected score (and its
//! distribution), the lesson with this strategy's counts and one turn worked out, and
//! advice, each as text or as one JSON object.

use std::collections::BTreeMap;
use std::io::{self, Write};

use dp_problem::text::thousands;
use itertools::Itertools;
use serde::Serialize;

use super::advise::{Action, Choice, Position, holds, turn_in};
use super::dice::FACES;
use super::distribution::{Distribution, PERCENTILES};
use super::scoring::Rules;
use super::turn::LANES;
use super::{Evaluator, State, Strategy};
use crate::rules::Category;

/// `n` followed by `word`, or by `plural` when `n` is not 1.
fn count(n: u64, word: &str, plural: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { word } else { plural })
}

/// The expected final score with `digits` decimals, then the distribution if computed.
pub fn expected(
    out: &mut dyn Write,
    strategy: &Strategy,
    digits: usize,
    distribution: Option<&Distribution>,
) -> io::Result<()> {
    writeln!(out, "{:.digits$}", strategy.expected_score())?;
    if let Some(distribution) = distribution {
        distribution_text(out, strategy.rules, distribution)?;
    }
    Ok(())
}

fn distribution_text(
    out: &mut dyn Write,
    rules: Rules,
    distribution: &Distribution,
) -> io::Result<()> {
    let (low, high) = distribution.range();
    writeln!(
        out,
        "final score under optimal play, {} rules (exact distribution):",
        rules.name()
    )?;
    writeln!(
        out,
        "  mean {:.4}, standard deviation {:.4}, median {}",
        distribution.mean(),
        distribution.standard_deviation(),
        distribution.median()
    )?;
    writeln!(
        out,
        "  lowest {low}, highest {high} (scores with a positive probability)"
    )?;
    let header = PERCENTILES.iter().map(|p| format!("{p:>5}")).join("");
    let scores = PERCENTILES
        .iter()
        .map(|&p| format!("{:>5}", distribution.percentile(p)))
        .join("");
    writeln!(out, "  percentile {header}")?;
    writeln!(out, "  score      {scores}")
}

#[derive(Serialize)]
struct DistributionJson {
    mean: f64,
    standard_deviation: f64,
    median: u32,
    percentiles: BTreeMap<String, u32>,
    lowest: u32,
    highest: u32,
    states_reached: u64,
    /// `[score, probability]` for every score with a positive probability.
    probabilities: Vec<(u32, f64)>,
}

fn distribution_json(distribution: &Distribution) -> DistributionJson {
    let (lowest, highest) = distribution.range();
    DistributionJson {
        mean: distribution.mean(),
        standard_deviation: distribution.standard_deviation(),
        median: distribution.median(),
        percentiles: PERCENTILES
            .iter()
            .map(|&p| (p.to_string(), distribution.percentile(p)))
            .collect(),
        lowest,
        highest,
        states_reached: distribution.states_reached,
        probabilities: distribution
            .mass
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(score, p)| (score as u32, *p))
            .collect(),
    }
}

#[derive(Serialize)]
struct ExpectedJson {
    rules: &'static str,
    expected: f64,
    states: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    distribution: Option<DistributionJson>,
}

fn expected_object(strategy: &Strategy, distribution: Option<&Distribution>) -> ExpectedJson {
    ExpectedJson {
        rules: strategy.rules.name(),
        expected: strategy.expected_score(),
        states: strategy.states(),
        distribution: distribution.map(distribution_json),
    }
}

/// `optimal --json`: one object with the expected score (all its digits) and the
/// distribution if computed.
pub fn expected_json(
    out: &mut dyn Write,
    strategy: &Strategy,
    distribution: Option<&Distribution>,
) -> io::Result<()> {
    serde_json::to_writer(&mut *out, &expected_object(strategy, distribution))?;
    writeln!(out)
}

/// The first throw of the worked turn: with the whole game ahead, the best hold keeps four
/// dice, so its value is a mean over six outcomes that fit on a screen.
const WORKED_THROW: [u8; 5] = [1, 2, 3, 4, 6];
/// Holds listed in the worked turn.
const WORKED_HOLDS: usize = 6;

/// One turn worked out: the opening, one first throw, the holds and their values.
struct WorkedTurn {
    throw: [u8; 5],
    /// Every hold inside the throw with its `keep2`, best first.
    holds: Vec<(Vec<u8>, f64)>,
    /// For the best hold: each face of the die added, the roll it makes, that roll's best1.
    outcomes: Vec<(u8, Vec<u8>, f64)>,
    /// The mean of the outcomes: keep2 of the best hold (when it holds four dice).
    mean: f64,
    /// V(opening), the sum over the first throws.
    value: f64,
}

fn worked_turn(strategy: &Strategy) -> WorkedTurn {
    let evaluator = Evaluator::new(strategy.rules);
    let hands = &evaluator.hands;
    let turn = turn_in(&evaluator, strategy, State::START);
    let roll = hands.hand_of(&WORKED_THROW).expect("five dice") - hands.first_roll();
    let mut held: Vec<(usize, f64)> = holds(&evaluator, roll)
        .into_iter()
        .map(|hand| (hand, turn.keep[2][hand]))
        .collect();
    // Best first; on a tie more dice, then lower dice, as advise ranks them.
    held.sort_by_key(|&(hand, _)| {
        (
            std::cmp::Reverse(hands.faces(hand).len()),
            hands.faces(hand),
        )
    });
    held.sort_by(|a, b| b.1.total_cmp(&a.1));
    let best = held[0].0;
    let outcomes = if hands.faces(best).len() == 4 {
        (0..FACES)
            .map(|face| {
                let bigger = usize::from(hands.add[best][face]);
                (face as u8 + 1, hands.faces(bigger), turn.best[1][bigger])
            })
            .collect()
    } else {
        Vec::new()
    };
    WorkedTurn {
        throw: WORKED_THROW,
        holds: held
            .iter()
            .map(|&(hand, value)| (hands.faces(hand), value))
            .collect(),
        outcomes,
        mean: turn.keep[2][best],
        value: turn.value,
    }
}

fn dice_text(dice: &[u8]) -> String {
    if dice.is_empty() {
        "nothing".to_owned()
    } else {
        dice.iter().join(" ")
    }
}

/// The teaching view of the two-level recurrence, with the counts of this strategy and one
/// turn worked out from its table.
pub fn explain(
    out: &mut dyn Write,
    strategy: &Strategy,
    digits: usize,
    distribution: Option<&Distribution>,
) -> io::Result<()> {
    let rules = strategy.rules.name();
    let expected = strategy.expected_score();
    let bits = strategy.rules.categories();
    let last = bits - 1;
    let flag = if strategy.rules.has_yahtzee_bonus() {
        "\n              and whether the Yahtzee box holds 50 (for the Yahtzee bonus)"
    } else {
        ""
    };
    write!(
        out,
        "\
Yahtzee played optimally, {rules} rules: expected final score {expected:.digits$}

between turns
  state       the categories used ({bits} bits), the upper-section sum capped at 63
              (the bonus only asks whether 63 was reached){flag}
  recurrence  V(all used) = 0
              V(s) = the value of one turn in s, where scoring the final roll r
                     in an allowed category c is worth
                     points(r, c) + bonuses (upper, Yahtzee) + V(s with c used)
  order       by the number of used categories, {last} down to 0; the states of a
              layer are independent and shared among the cores
  answer      V(nothing used, sum 0) = {expected:.digits$}

inside a turn (throw, keep, throw, keep, throw, score), over the 462 hands
of 0 to 5 dice
  best0(r)    = the value of the best category for the final roll r
  keep1(h)    = mean over one more die f of keep1(h + f); a hand of five dice
                is worth best0
  best1(h)    = the larger of keep1(h) and best1(h less one die): the best
                hold inside h
  keep2, best2  likewise from best1
  turn value  = sum over the 252 rolls r of P(r) * best2(r)

complexity    O(states x hands x faces): about 7,000 steps a state, done for
              {LANES} states side by side

the table: {}, {} of them evaluated (those with every
box used are worth 0); the upper sums that earn the bonus alike (the same
least total of the open upper boxes reaches 63, or none does) share one
entry, as they share one future
  used categories    states
",
        count(strategy.layout.len() as u64, "entry", "entries"),
        thousands(strategy.states()),
    )?;
    for (used, states) in strategy.states_by_layer.iter().enumerate() {
        writeln!(out, "  {used:>15}  {:>8}", thousands(*states))?;
    }
    let worked = worked_turn(strategy);
    let throw = dice_text(&worked.throw);
    writeln!(
        out,
        "\none turn worked out: the opening, first throw {throw}, two rerolls left;\n\
         each hold is worth keep2(hold), the expected final score"
    )?;
    writeln!(out, "  {:<12} {:>12}", "hold", "keep2")?;
    for (i, (hold, value)) in worked.holds.iter().take(WORKED_HOLDS).enumerate() {
        let mark = if i == 0 { "  <- best" } else { "" };
        writeln!(out, "  {:<12} {value:>12.4}{mark}", dice_text(hold))?;
    }
    writeln!(
        out,
        "  ({} of {} shown)",
        WORKED_HOLDS.min(worked.holds.len()),
        count(worked.holds.len() as u64, "hold", "holds")
    )?;
    if !worked.outcomes.is_empty() {
        let best = dice_text(&worked.holds[0].0);
        writeln!(
            out,
            "keep2({best}) is the mean over the die thrown of the roll it makes,\n\
             each worth best1 (its best hold with one reroll left):"
        )?;
        writeln!(out, "  {:>3}  {:<12} {:>10}", "die", "roll", "best1")?;
        for (face, roll, value) in &worked.outcomes {
            writeln!(out, "  {face:>3}  {:<12} {value:>10.4}", dice_text(roll))?;
        }
        writeln!(out, "  mean{:>24.4} = keep2({best})", worked.mean)?;
    }
    writeln!(
        out,
        "so best2({throw}) = {:.4}; V(opening) = sum over the 252 first throws\n\
         of P(r) * best2(r) = {:.4}. The same position in advise:\n  \
         yahtzee advise --rules {rules} --dice {throw} --rerolls-left 2",
        worked.holds[0].1, worked.value
    )?;
    if let Some(distribution) = distribution {
        writeln!(out)?;
        distribution_text(out, strategy.rules, distribution)?;
    }
    Ok(())
}

#[derive(Serialize)]
struct HoldJson {
    keep: Vec<u8>,
    expected: f64,
}

#[derive(Serialize)]
struct OutcomeJson {
    die: u8,
    roll: Vec<u8>,
    best1: f64,
}

#[derive(Serialize)]
struct WorkedJson {
    position: &'static str,
    dice: [u8; 5],
    rerolls_left: u8,
    holds: Vec<HoldJson>,
    best_hold_outcomes: Vec<OutcomeJson>,
    turn_value: f64,
}

#[derive(Serialize)]
struct ExplainJson {
    #[serde(flatten)]
    expected: ExpectedJson,
    table_entries: u64,
    states_by_layer: Vec<u64>,
    worked_turn: WorkedJson,
}

/// `optimal explain --json`: the counts and the worked turn as one object.
pub fn explain_json(
    out: &mut dyn Write,
    strategy: &Strategy,
    distribution: Option<&Distribution>,
) -> io::Result<()> {
    let worked = worked_turn(strategy);
    let object = ExplainJson {
        expected: expected_object(strategy, distribution),
        table_entries: strategy.layout.len() as u64,
        states_by_layer: strategy.states_by_layer.to_vec(),
        worked_turn: WorkedJson {
            position: "opening",
            dice: worked.throw,
            rerolls_left: 2,
            holds: worked
                .holds
                .into_iter()
                .map(|(keep, expected)| HoldJson { keep, expected })
                .collect(),
            best_hold_outcomes: worked
                .outcomes
                .into_iter()
                .map(|(die, roll, best1)| OutcomeJson { die, roll, best1 })
                .collect(),
            turn_value: worked.value,
        },
    };
    serde_json::to_writer(&mut *out, &object)?;
    writeln!(out)
}

pub(crate) fn describe(rules: Rules, action: &Action) -> String {
    match action {
        Action::Keep(dice) if dice.is_empty() && rules.dice() == 6 => {
            "reroll all six dice".to_owned()
        }
        Action::Keep(dice) if dice.is_empty() => "reroll all five dice".to_owned(),
        Action::Keep(dice) if dice.len() == rules.dice() => {
            format!("keep all: {}", dice.iter().join(" "))
        }
        Action::Keep(dice) => format!("keep {}", dice.iter().join(" ")),
        Action::Score { category, points } => {
            // The real game's card calls the five-of-a-kind box "Yahtzee" ("Yatzy" in the
            // Scandinavian game); in Maxi Yatzy five of a kind is a box of its own, and six
            // alike is the Maxi-Yatzy.
            let name = match rules.boxes()[*category] {
                Category::FiveOfAKind if rules == Rules::Yatzy => "Yatzy".to_owned(),
                Category::FiveOfAKind if *category == rules.yahtzee_box() => "Yahtzee".to_owned(),
                Category::MaxiYatzy => "Maxi-Yatzy".to_owned(),
                category => category.name().replace('_', " "),
            };
            format!("score {points} in {name}")
        }
    }
}

/// The position in words: two lines.
pub(crate) fn position_text(strategy: &Strategy, position: &Position) -> String {
    let state = position.state;
    let open = (0..strategy.rules.categories())
        .filter(|&c| state.used >> c & 1 == 0)
        .count() as u64;
    let threshold = strategy.rules.bonus_threshold();
    let upper = if position.upper_sum >= threshold {
        format!("upper section {}, bonus earned", position.upper_sum)
    } else {
        format!("upper section {} of {threshold}", position.upper_sum)
    };
    let word = match strategy.rules {
        Rules::Yatzy => "Yatzy",
        Rules::Maxi => "Maxi-Yatzy",
        _ => "Yahtzee",
    };
    let yahtzee_box = match position.yahtzee_box {
        None => format!("{word} box open"),
        Some(points) => format!("{word} box holds {points}"),
    };
    let bonuses = match position.bonuses {
        0 => String::new(),
        n => format!(
            ", {} (+{})",
            count(u64::from(n), "Yahtzee bonus", "Yahtzee bonuses"),
            100 * n
        ),
    };
    format!(
        "{} rules; {}; {} so far\n{upper}; {yahtzee_box}{bonuses}",
        strategy.rules.name(),
        count(open, "box open", "boxes open"),
        count(u64::from(position.points_so_far), "point", "points"),
    )
}

/// Advice as text: the position, the best action, and the best `top` choices.
pub fn advice(
    out: &mut dyn Write,
    strategy: &Strategy,
    position: &Position,
    choices: &[Choice],
    top: usize,
) -> io::Result<()> {
    writeln!(out, "{}", position_text(strategy, position))?;
    let rerolls = count(
        u64::from(position.rerolls_left),
        "reroll left",
        "rerolls left",
    );
    writeln!(out, "dice {}, {rerolls}", position.dice.iter().join(" "))?;
    if let Some(best) = choices.first() {
        writeln!(
            out,
            "best: {} (expected final score {:.4})",
            describe(strategy.rules, &best.action),
            best.expected
        )?;
    }
    for choice in choices.iter().take(top) {
        writeln!(
            out,
            "  {:<32} {:>9.4}",
            describe(strategy.rules, &choice.action),
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
struct PositionJson {
    open: Vec<Category>,
    upper_sum: u32,
    upper_bonus_earned: bool,
    yahtzee_box: Option<u32>,
    yahtzee_bonuses: u32,
    points_so_far: u32,
}

#[derive(Serialize)]
struct AdviceJson<'a> {
    rules: &'static str,
    position: PositionJson,
    dice: &'a [u8],
    rerolls_left: u8,
    choices: Vec<ChoiceJson>,
}

/// Advice as one JSON object: the position, the choices, best first, at most `top`.
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
                score: Some(strategy.rules.boxes()[*category]),
                points: Some(*points),
                expected: choice.expected,
            },
        })
        .collect();
    let object = AdviceJson {
        rules: strategy.rules.name(),
        position: PositionJson {
            open: (0..strategy.rules.categories())
                .filter(|&c| position.state.used >> c & 1 == 0)
                .map(|c| strategy.rules.boxes()[c])
                .collect(),
            upper_sum: position.upper_sum,
            upper_bonus_earned: position.upper_sum >= strategy.rules.bonus_threshold(),
            yahtzee_box: position.yahtzee_box,
            yahtzee_bonuses: position.bonuses,
            points_so_far: position.points_so_far,
        },
        dice: &position.dice,
        rerolls_left: position.rerolls_left,
        choices,
    };
    serde_json::to_writer(&mut *out, &object)?;
    writeln!(out)
}
