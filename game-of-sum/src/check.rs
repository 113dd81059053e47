//! What `game-of-sum check` needs of this problem: its sizes, its edge families, how a case
//! is written back and how it gets smaller. The answer (A's score minus B's) is compared
//! exactly, dp-cli's default rule.
//!
//! - Sizes: n from 1 to the judge's 100 ([`JUDGE_MAX_LEN`]), a row of at least n about
//!   once in n² cases (the O(n²) DP's work; the O(n³) textbook spends n times more on the
//!   rare long rows), unless `--len` fixes it. Values from -2^b to 2^b - 1, b from 1 to
//!   31 drawn the same way (b of at least x about once in x cases): mostly small numbers,
//!   at b = 31 the whole 32-bit range, where two numbers' sum no longer fits 32 bits.
//!   `--values V` fixes the range to -V..V.
//! - Edge families, one case in eight (rows of 1 to 10 numbers unless `--len` fixes n),
//!   each value within `--values` when it is given:
//!   - n = 1: one number, A takes it;
//!   - all negative (half the time -20 to -1, else down to -2^31): whoever moves takes as
//!     little as they can, so a DP whose best move starts at 0 (not at taking everything)
//!     or whose "minus infinity" is -10^9 goes wrong;
//!   - extremes: every number -2^31 or 2^31 - 1 (all one, all the other, or mixed), rows
//!     of 2 or more: every sum overflows 32 bits, as does A - B;
//!   - all equal: one number, small or extreme, repeated (ties between every move).
//! - Shrinking: shorter rows (halves first, then quarters, ..., then one number), then
//!   values nearer zero, one at a time. Every smaller case is a row of at least one number,
//!   each within 32 bits signed, as the input must be.

use std::io::{self, Write};

use dp_cli::shrink::{each_simpler, shorter, toward_zero};
use dp_cli::{Check, Draw};
use dp_core::rng::SplitMix64;

use crate::GameOfSum;
use crate::generate::Shape;
use crate::parse::{Case, JUDGE_MAX_LEN};

/// The most smaller cases of each kind one step proposes.
const LIMIT: usize = 100;

/// Rows of an edge family have up to this many numbers, unless `--len` fixes n.
const EDGE_MAX_LEN: u64 = 10;

/// A row as the judge writes it: n on a line, then the numbers on the next.
fn write_row(values: &[i64], out: &mut dyn Write) -> io::Result<()> {
    let numbers: Vec<String> = values.iter().map(i64::to_string).collect();
    writeln!(out, "{}\n{}", values.len(), numbers.join(" "))
}

impl Check for GameOfSum {
    /// One case for `check`, at `scale`.
    fn sized(shape: &Shape, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out, rng, scale, ..
        } = draw;
        let len = shape
            .len
            .unwrap_or_else(|| scale.size(rng, 1, JUDGE_MAX_LEN as u64, 2) as usize);
        let (low, high) = match shape.values {
            Some(bound) => (-i64::from(bound), i64::from(bound)),
            None => {
                let bits = scale.size(rng, 1, 31, 1);
                (-(1 << bits), (1 << bits) - 1)
            }
        };
        let values: Vec<i64> = (0..len).map(|_| rng.between(low, high)).collect();
        write_row(&values, out)
    }

    /// One case of an edge family.
    fn edge(shape: &Shape, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let (low, high) = match shape.values {
            Some(bound) => (-i64::from(bound), i64::from(bound)),
            None => (i64::from(i32::MIN), i64::from(i32::MAX)),
        };
        // n from `least` to EDGE_MAX_LEN, or the one `--len` fixes.
        let len = |rng: &mut SplitMix64, least: u64| {
            shape
                .len
                .unwrap_or_else(|| rng.between(least as i64, EDGE_MAX_LEN as i64) as usize)
        };
        let values: Vec<i64> = match rng.below(4) {
            0 => {
                let n = shape.len.unwrap_or(1);
                (0..n).map(|_| rng.between(low, high)).collect()
            }
            1 => {
                let n = len(rng, 1);
                // Nothing below 0 when `--values 0`: zeros, the nearest to negative.
                let most = high.min(-1).max(low);
                let least = if rng.below(2) == 0 { low.max(-20) } else { low };
                (0..n).map(|_| rng.between(least.min(most), most)).collect()
            }
            2 => {
                let n = len(rng, 2);
                let mix = rng.below(3);
                (0..n)
                    .map(|_| match mix {
                        0 => low,
                        1 => high,
                        _ if rng.below(2) == 0 => low,
                        _ => high,
                    })
                    .collect()
            }
            _ => {
                let n = len(rng, 1);
                let value = if rng.below(2) == 0 {
                    rng.between(low.max(-20), high.min(20))
                } else if rng.below(2) == 0 {
                    low
                } else {
                    high
                };
                vec![value; n]
            }
        };
        write_row(&values, out)
    }

    /// The case as `gen` writes it: n on a line, then the numbers on the next.
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        write_row(&case.values, out)
    }

    /// Smaller cases: shorter rows, then values nearer zero (within 32 bits: -2^31 has no
    /// opposite there).
    fn shrink(case: &Case) -> Vec<Case> {
        let values = &case.values;
        let mut smaller = shorter(values, 1, LIMIT);
        smaller.extend(each_simpler(
            values,
            |&value| {
                toward_zero(value)
                    .into_iter()
                    .filter(|simpler| i32::try_from(*simpler).is_ok())
                    .collect()
            },
            LIMIT,
        ));
        smaller.into_iter().map(|values| Case { values }).collect()
    }

    /// The size `check` reports.
    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.values.len() as u64, "numbers"))
    }

    /// The judge's 100 numbers.
    fn limit() -> Option<(u64, &'static str)> {
        Some((JUDGE_MAX_LEN as u64, "numbers"))
    }

    /// `--len` at the judge's 100, unless the user fixed it.
    fn at_limit(shape: &Shape) -> Option<Shape> {
        Some(Shape {
            len: Some(shape.len.unwrap_or(JUDGE_MAX_LEN)),
            ..*shape
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameOfSum;

    #[test]
    fn smaller_cases_are_valid_and_smaller() {
        let case = Case {
            values: vec![i64::from(i32::MIN), 7, -3, i64::from(i32::MAX)],
        };
        let smaller = dp_testing::shrunk::<GameOfSum>(&case);
        assert_eq!(smaller[0].values, [i64::from(i32::MAX)]);
        assert!(smaller.iter().all(|small| small.values.len() <= 4));
        // -2^31 has no opposite within 32 bits.
        assert!(!smaller.iter().any(|small| small.values[0] == 1 << 31));
        assert!(GameOfSum::shrink(&Case { values: vec![0] }).is_empty());
    }
}
