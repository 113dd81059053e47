//! What `game-of-sum check` needs of this problem: how a case is written back and how it
//! gets smaller. The answer (A's score minus B's) is compared exactly, dp-cli's default
//! rule; the cases are `gen`'s (rows of 1 to 10 numbers from -20 to 20 unless `--len` and
//! `--values` say otherwise).
//!
//! - Shrinking: shorter rows (halves first, then quarters, ..., then one number), then
//!   values nearer zero, one at a time. Every smaller case is a row of at least one number,
//!   each within 32 bits signed, as the input must be.

use std::io::{self, Write};

use dp_cli::Check;
use dp_cli::shrink::{each_simpler, shorter, toward_zero};

use crate::GameOfSum;
use crate::parse::Case;

/// The most smaller cases of each kind one step proposes.
const LIMIT: usize = 100;

impl Check for GameOfSum {
    /// The case as `gen` writes it: n on a line, then the numbers on the next.
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        let values: Vec<String> = case.values.iter().map(i64::to_string).collect();
        writeln!(out, "{}\n{}", case.values.len(), values.join(" "))
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
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.values.len() as u64, "numbers"))
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
