//! What `yahtzee optimal --target` and `--curve` print: the largest chance of reaching a
//! score (beside the expected-score policy's own chance when `--distribution` asks for
//! it), or that chance for every target, as text or as one JSON object.

use std::io::{self, Write};

use dp_cli::text::thousands;
use serde::Serialize;

use super::distribution::Distribution;
use super::target::{Curves, highest_score};
use super::target_cache;

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
