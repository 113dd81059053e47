//! `gen`: random cases in LeetCode's form, the same cases for the same seed.

use std::io::{self, Write};

use dp_core::Generate;
use dp_core::cli::whole_number;
use dp_core::rng::SplitMix64;
use itertools::Itertools;

use crate::parse::MAX_PILES;

/// Pile values are drawn from LeetCode's range, -1000 to 1000.
pub const VALUE_RANGE: (i64, i64) = (-1000, 1000);
/// Without `--len`, a case has a random 1 to this many piles: quick to read in `explain`.
pub const DEFAULT_MAX_LEN: u64 = 12;

/// What `gen` may fix; `None` draws it for each case.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Shape {
    /// Piles a case [default: a random 1 to 12]
    #[arg(long, value_parser = whole_number(0, MAX_PILES as u64))]
    pub len: Option<u64>,
}

impl Generate for Shape {
    /// Writes `count` cases, one a line as `[v1,v2,...]`; each has `shape.len` piles, or a
    /// random 1 to [`DEFAULT_MAX_LEN`] when that is `None`.
    fn generate(&self, out: &mut dyn Write, seed: u64, count: u64) -> io::Result<()> {
        let mut rng = SplitMix64::new(seed);
        for _ in 0..count {
            let len = self.len.unwrap_or_else(|| 1 + rng.below(DEFAULT_MAX_LEN));
            let values = (0..len).map(|_| rng.between(VALUE_RANGE.0, VALUE_RANGE.1));
            writeln!(out, "[{}]", values.format(","))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;
    use dp_core::ReadCase;

    #[test]
    fn same_seed_same_cases_and_they_parse() {
        let write = |seed, len| {
            let mut out = Vec::new();
            Shape { len }
                .generate(&mut out, seed, 5)
                .expect("writing to a Vec succeeds");
            out
        };
        assert_eq!(write(3, None), write(3, None));
        assert_ne!(write(3, None), write(4, None));
        let fixed = write(3, Some(7));
        let parsed: Vec<_> = dp_core::scan::read_all(&fixed, parse::Case::read_case)
            .into_iter()
            .map(|c| c.map(|c| c.values.len()))
            .collect();
        assert_eq!(parsed, vec![Ok(7); 5]);
    }
}
