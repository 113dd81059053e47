//! What `stone-game check` needs of this problem: its edge families, how a case is written
//! back and how it gets smaller. The answer (`Alice`, `Bob`, `Tie`) is compared exactly,
//! dp-cli's default rule.
//!
//! - Sizes: 1 to LeetCode's 50,000 piles ([`JUDGE_MAX_PILES`]), values from -1000 to 1000
//!   (`--max-value V` widens them: beyond 2^31 a sum no longer fits 32 bits).
//! - Edge families, one in eight cases: n = 1 to 3; all zeros; ties (values -1 to 1, where
//!   ties are frequent); all negative; values at the limits (every value -V or V).
//! - Shrinking: fewer piles (halves first, then quarters, ..., then one pile), then values
//!   nearer zero, one at a time.

use std::io::{self, Write};

use dp_core::rng::SplitMix64;
use itertools::Itertools;

use dp_cli::{Check, Draw};
use dp_problem::Generate;

use crate::StoneGame;
use crate::generate::Knobs;
use crate::parse::Case;

/// LeetCode's limit on the piles of a case.
pub const JUDGE_MAX_PILES: u64 = 50_000;

impl Check for StoneGame {
    /// Writes one case of an edge family, drawn with `rng`.
    fn edge(knobs: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let (low, high) = knobs.values();
        let len =
            |rng: &mut SplitMix64, most: u64| knobs.len.unwrap_or_else(|| 1 + rng.below(most));
        let values: Vec<i64> = match rng.below(5) {
            0 => {
                let n = len(rng, 3);
                (0..n).map(|_| rng.between(low, high)).collect()
            }
            1 => vec![0; len(rng, 8) as usize],
            2 => {
                let n = len(rng, 8);
                (0..n)
                    .map(|_| rng.between(low.max(-1), high.min(1)))
                    .collect()
            }
            3 => {
                let n = len(rng, 8);
                (0..n)
                    .map(|_| rng.between(low, low.min(-1).max(low)))
                    .collect()
            }
            _ => {
                let n = len(rng, 8);
                (0..n)
                    .map(|_| if rng.below(2) == 0 { low } else { high })
                    .collect()
            }
        };
        writeln!(out, "[{}]", values.iter().format(","))
    }

    /// For `check`: 1 to LeetCode's 50,000 piles (most cases short), unless `--len` fixes it.
    fn sized(knobs: &Knobs, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out,
            rng,
            index,
            scale,
        } = draw;
        let len = knobs
            .len
            .unwrap_or_else(|| scale.size(rng, 1, JUDGE_MAX_PILES, 1));
        Knobs {
            len: Some(len),
            ..*knobs
        }
        .case(out, rng, index)
    }

    /// One case, `[v1,v2,...]`, as `gen` writes it.
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "[{}]", case.values.iter().format(","))
    }

    /// Smaller cases: fewer piles, then values nearer zero.
    fn shrink(case: &Case) -> Vec<Case> {
        let values = case.values.to_vec();
        let mut smaller = dp_cli::shrink::shorter(&values, 1, 100);
        smaller.extend(dp_cli::shrink::each_simpler(
            &values,
            |&value| dp_cli::shrink::toward_zero(value),
            100,
        ));
        smaller
            .into_iter()
            .map(|values| Case {
                line: case.line,
                values: values.into(),
            })
            .collect()
    }

    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.values.len() as u64, "piles"))
    }

    /// LeetCode's 50,000 piles.
    fn limit() -> Option<(u64, &'static str)> {
        Some((JUDGE_MAX_PILES, "piles"))
    }

    /// `--len` at LeetCode's 50,000 piles, unless the user fixed it.
    fn at_limit(knobs: &Knobs) -> Option<Knobs> {
        Some(Knobs {
            len: Some(knobs.len.unwrap_or(JUDGE_MAX_PILES)),
            ..*knobs
        })
    }

    /// Values stay within LeetCode's ±1000 unless `--max-value` asks for more: a solution
    /// that overflows 32 bits passes such a run.
    fn not_covered(knobs: &Knobs) -> Option<String> {
        match knobs.max_value {
            Some(bound) if bound > 1000 => None,
            _ => Some("values within LeetCode's ±1000 (--max-value V asks for more)".to_owned()),
        }
    }
}
