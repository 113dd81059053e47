//! `gen`: random cases in LeetCode's form, the same cases for the same seed.

use std::io::{self, Write};

use dp_cli::cli::whole_number;
use dp_core::rng::SplitMix64;
use dp_problem::Generate;
use itertools::Itertools;

use crate::parse::MAX_PILES;

/// Pile values are drawn from LeetCode's range, -1000 to 1000.
pub const VALUE_RANGE: (i64, i64) = (-1000, 1000);
/// Without `--len`, a case has a random 1 to this many piles: quick to read in `explain`.
pub const DEFAULT_MAX_LEN: u64 = 12;

/// What `gen` may fix; `None` draws it for each case.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// Piles a case [default: a random 1 to 12]
    #[arg(long, value_parser = whole_number(0, MAX_PILES as u64))]
    pub len: Option<u64>,
    /// Pile values are drawn from -V to V [default: 1000, LeetCode's limit]; beyond 2^31,
    /// sums no longer fit 32 bits (outside LeetCode's limits, for `check`)
    #[arg(long = "max-value", value_name = "V", value_parser = whole_number(0, i64::MAX as u64))]
    pub max_value: Option<u64>,
}

impl Knobs {
    /// The values' range: -V to V.
    pub fn values(&self) -> (i64, i64) {
        match self.max_value {
            None => VALUE_RANGE,
            Some(most) => {
                let most = i64::try_from(most).unwrap_or(i64::MAX);
                (-most, most)
            }
        }
    }
}

impl Generate for Knobs {
    /// One case, a line `[v1,v2,...]` of `knobs.len` piles, or of a random 1 to
    /// [`DEFAULT_MAX_LEN`] when that is `None`.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let len = self.len.unwrap_or_else(|| 1 + rng.below(DEFAULT_MAX_LEN));
        let (low, high) = self.values();
        let values = (0..len).map(|_| rng.between(low, high));
        writeln!(out, "[{}]", values.format(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StoneGame;

    #[test]
    fn a_fixed_length_is_kept() {
        let cases = dp_testing::generated::<StoneGame>(
            &Knobs {
                len: Some(7),
                max_value: None,
            },
            3,
            5,
        );
        assert!(cases.iter().all(|case| case.values.len() == 7));
    }
}
