//! What `can-i-win check` needs of this problem; the answer (`true`/`false`) is compared
//! exactly, dp-cli's default rule.
//!
//! - Sizes: M from 1 to the judge's 20, each step up about half as frequent (a
//!   solution's work doubles with each), T from 0 to a little past 1 + ... + M (and at
//!   most the judge's 300), unless `--max-number`/`--target` fix them.
//! - Edge families, one case in eight (M from 1 to 10): T = 0; T at the sum of 1..M (and one either side);
//!   M = 1.
//! - Shrinking: a smaller M (1, half way, one less), then a smaller T (0, half way, one
//!   less).

use std::io::{self, Write};

use dp_cli::cli::Span;
use dp_cli::shrink::numbers_down;
use dp_cli::{Check, Draw};
use dp_core::rng::SplitMix64;

use crate::CanIWin;
use crate::generate::Knobs;
use crate::parse::{Case, JUDGE_MAX_NUMBER, JUDGE_MAX_TARGET};

fn sum_to(m: u64) -> u64 {
    m * (m + 1) / 2
}

impl Check for CanIWin {
    /// One case for `check`, at `scale`.
    fn sized(knobs: &Knobs, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out, rng, scale, ..
        } = draw;
        let m = match knobs.max_number {
            Some(span) => span.low + rng.below(span.high - span.low + 1),
            None => scale.exponent(rng, 1, u64::from(JUDGE_MAX_NUMBER)),
        };
        let t = match knobs.target {
            Some(span) if span.high - span.low < u64::MAX => {
                span.low + rng.below(span.high - span.low + 1)
            }
            Some(_) => rng.next_u64(),
            None => rng.below((sum_to(m) + 2).min(JUDGE_MAX_TARGET) + 1),
        };
        writeln!(out, "{m} {t}")
    }

    /// One case of an edge family.
    fn edge(knobs: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let m = match knobs.max_number {
            Some(span) => span.low + rng.below(span.high - span.low + 1),
            None => 1 + rng.below(10),
        };
        let (m, t) = match rng.below(3) {
            0 => (m, 0),
            1 => (m, (sum_to(m) + rng.below(3)).saturating_sub(1)),
            _ => (1, rng.below(3)),
        };
        writeln!(out, "{m} {t}")
    }

    /// The case as a line "M T".
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{} {}", case.max_number, case.target)
    }

    /// Smaller cases: a smaller M, then a smaller T.
    fn shrink(case: &Case) -> Vec<Case> {
        numbers_down(
            case,
            &[
                (u64::from(case.max_number), 1, |case, m| {
                    case.max_number = m as u32;
                }),
                (case.target, 0, |case, target| case.target = target),
            ],
        )
    }

    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((u64::from(case.max_number), "numbers (M)"))
    }

    /// The judge's M = 20.
    fn limit() -> Option<(u64, &'static str)> {
        Some((u64::from(JUDGE_MAX_NUMBER), "numbers (M)"))
    }

    /// `--max-number` at the judge's 20, unless the user fixed it.
    fn at_limit(knobs: &Knobs) -> Option<Knobs> {
        let most = u64::from(JUDGE_MAX_NUMBER);
        Some(Knobs {
            max_number: Some(knobs.max_number.unwrap_or(Span {
                low: most,
                high: most,
            })),
            ..*knobs
        })
    }
}
