//! What `yahtzee optimal --target` and `--curve` print: the largest chance of reaching a
//! score (beside the expected-score policy's own chance when `--distribution` asks for
//! it), or that chance for every target; and what `yahtzee advise --target` prints: the
//! choices by their chance, the expected-score choice beside; as text or as one JSON
//! object.

use std::io::{self, Write};

use dp_cli::text::thousands;
use itertools::Itertools;
use serde::Serialize;

use super::Strategy;
use super::advise::{Action, Position};
use super::distribution::Distribution;
use super::report::{describe, position_text};
use super::scoring::Rules;
use super::target::{Curves, highest_score};
use super::target_advise::TargetChoice;
use super::target_cache;
use crate::rules::Category;

/// The chance that a final score drawn from `distribution` reaches `target`.
pub fn chance_of_reaching(distribution: &Distribution, target: u32) -> f64 {
    distribution
        .mass
        .iter()
        .skip(target as usize)
        .sum::<f64>()
        .min(1.0)
}

/// The size of the table on disk, in mebibytes.
fn table_mib(curves: &Curves) -> f64 {
    target_cache::table_size(curves.rules, curves.lengths().len(), curves.entries()) as f64
        / f64::from(1u32 << 20)
}

/// `optimal --target T`: the chance, the expected-score policy's beside it when known, and
/// the table's size.
pub fn reach(
    out: &mut dyn Write,
    curves: &Curves,
    target: u32,
    expected_policy: Option<&Distribution>,
    digits: usize,
) -> io::Result<()> {
    let p = curves.reach(i64::from(target));
    writeln!(
        out,
        "{p:.digits$} = the largest chance of a final score of at least {target}, {} rules \
         (playing for {target})",
        curves.rules.name()
    )?;
    if let Some(distribution) = expected_policy {
        let q = chance_of_reaching(distribution, target);
        writeln!(
            out,
            "{q:.digits$} = the chance of the expected-score policy ({:+.2} percentage points \
             for playing for {target})",
            100.0 * (p - q)
        )?;
    }
    writeln!(
        out,
        "target table: {} curves, {} probabilities, {:.1} MiB",
        thousands(curves.lengths().len() as u64),
        thousands(curves.entries() as u64),
        table_mib(curves)
    )
}

#[derive(Serialize)]
struct ReachJson {
    rules: &'static str,
    target: u32,
    probability: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    expected_score_policy: Option<f64>,
    table_bytes: u64,
}

/// `optimal --target T --json`.
pub fn reach_json(
    out: &mut dyn Write,
    curves: &Curves,
    target: u32,
    expected_policy: Option<&Distribution>,
) -> io::Result<()> {
    let object = ReachJson {
        rules: curves.rules.name(),
        target,
        probability: curves.reach(i64::from(target)),
        expected_score_policy: expected_policy.map(|d| chance_of_reaching(d, target)),
        table_bytes: target_cache::table_size(
            curves.rules,
            curves.lengths().len(),
            curves.entries(),
        ),
    };
    serde_json::to_writer(&mut *out, &object)?;
    writeln!(out)
}

/// Every target from 0 to the highest score with its chance.
fn curve_points(curves: &Curves) -> impl Iterator<Item = (u32, f64)> + '_ {
    (0..=highest_score(curves.rules)).map(|target| (target, curves.reach(i64::from(target))))
}

/// `optimal --curve`: one line a target, `T P`.
pub fn curve(out: &mut dyn Write, curves: &Curves, digits: usize) -> io::Result<()> {
    writeln!(
        out,
        "# target, largest chance of reaching it ({} rules; 0 below 2^-32)",
        curves.rules.name()
    )?;
    for (target, p) in curve_points(curves) {
        writeln!(out, "{target} {p:.digits$}")?;
    }
    Ok(())
}

#[derive(Serialize)]
struct CurveJson {
    rules: &'static str,
    curve: Vec<(u32, f64)>,
}

/// `optimal --curve --json`.
pub fn curve_json(out: &mut dyn Write, curves: &Curves) -> io::Result<()> {
    let object = CurveJson {
        rules: curves.rules.name(),
        curve: curve_points(curves).collect(),
    };
    serde_json::to_writer(&mut *out, &object)?;
    writeln!(out)
}

/// `advise --target T` as text: the position, the target, the choices by their chance,
/// and the expected-score choice beside the target's when they differ, each priced in the
/// other's unit.
pub fn advice(
    out: &mut dyn Write,
    strategy: &Strategy,
    position: &Position,
    target: u32,
    choices: &[TargetChoice],
    top: usize,
) -> io::Result<()> {
    let rules = strategy.rules;
    writeln!(out, "{}", position_text(strategy, position))?;
    writeln!(
        out,
        "dice {}, {} left",
        position.dice.iter().join(" "),
        match position.rerolls_left {
            1 => "1 reroll".to_owned(),
            n => format!("{n} rerolls"),
        }
    )?;
    let needed = i64::from(target) - i64::from(position.points_so_far);
    writeln!(
        out,
        "playing for {target}: {} more points needed",
        needed.max(0)
    )?;
    let Some(best) = choices.first() else {
        return Ok(());
    };
    writeln!(
        out,
        "best for {target}: {} (chance {:.4}%, expected final score {:.4})",
        describe(rules, &best.action),
        100.0 * best.chance,
        best.expected
    )?;
    for choice in choices.iter().take(top) {
        writeln!(
            out,
            "  {:<32} {:>9.4}% {:>9.4}",
            describe(rules, &choice.action),
            100.0 * choice.chance,
            choice.expected
        )?;
    }
    let by_expected = expected_best(choices);
    if by_expected.action == best.action || by_expected.chance == best.chance {
        writeln!(out, "the expected-score choice is the same")
    } else {
        writeln!(
            out,
            "the expected-score choice, {}: chance {:.4}% ({:.4} percentage points less); \
             playing for {target} costs {:.4} points of expected final score",
            describe(rules, &by_expected.action),
            100.0 * by_expected.chance,
            100.0 * (best.chance - by_expected.chance),
            by_expected.expected - best.expected
        )
    }
}

/// The choice of greatest expected final score (the first of them, as `advise` ranks).
fn expected_best(choices: &[TargetChoice]) -> &TargetChoice {
    choices
        .iter()
        .reduce(|best, choice| {
            if choice.expected > best.expected {
                choice
            } else {
                best
            }
        })
        .expect("a choice")
}

#[derive(Serialize)]
struct TargetChoiceJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    keep: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<Category>,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<u32>,
    chance: f64,
    expected: f64,
}

fn choice_json(rules: Rules, choice: &TargetChoice) -> TargetChoiceJson {
    let (keep, score, points) = match &choice.action {
        Action::Keep(dice) => (Some(dice.clone()), None, None),
        Action::Score { category, points } => (None, Some(rules.boxes()[*category]), Some(*points)),
    };
    TargetChoiceJson {
        keep,
        score,
        points,
        chance: choice.chance,
        expected: choice.expected,
    }
}

#[derive(Serialize)]
struct TargetAdviceJson {
    rules: &'static str,
    target: u32,
    points_so_far: u32,
    dice: Vec<u8>,
    rerolls_left: u8,
    choices: Vec<TargetChoiceJson>,
    expected_score_choice: TargetChoiceJson,
}

/// `advise --target T --json`: the choices by their chance (the best `top`), and the
/// expected-score choice.
pub fn advice_json(
    out: &mut dyn Write,
    strategy: &Strategy,
    position: &Position,
    target: u32,
    choices: &[TargetChoice],
    top: usize,
) -> io::Result<()> {
    let rules = strategy.rules;
    let object = TargetAdviceJson {
        rules: rules.name(),
        target,
        points_so_far: position.points_so_far,
        dice: position.dice.clone(),
        rerolls_left: position.rerolls_left,
        choices: choices
            .iter()
            .take(top)
            .map(|c| choice_json(rules, c))
            .collect(),
        expected_score_choice: choice_json(rules, expected_best(choices)),
    };
    serde_json::to_writer(&mut *out, &object)?;
    writeln!(out)
}
