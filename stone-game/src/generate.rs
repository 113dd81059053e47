//! `gen`: random cases in LeetCode's form, the same cases for the same seed.

use std::io::{self, Write};

use dp_cli::Generate;
use dp_cli::cli::whole_number;
use dp_core::rng::SplitMix64;
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
}

impl Generate for Knobs {
    /// One case, a line `[v1,v2,...]` of `knobs.len` piles, or of a random 1 to
    /// [`DEFAULT_MAX_LEN`] when that is `None`.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let len = self.len.unwrap_or_else(|| 1 + rng.below(DEFAULT_MAX_LEN));
        let values = (0..len).map(|_| rng.between(VALUE_RANGE.0, VALUE_RANGE.1));
        writeln!(out, "[{}]", values.format(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StoneGame;

    #[test]
    fn a_fixed_length_is_kept() {
        let cases = dp_testing::generated::<StoneGame>(&Knobs { len: Some(7) }, 3, 5);
        assert!(cases.iter().all(|case| case.values.len() == 7));
    }
}
