//! `gen`: random cases in LeetCode's form, the same cases for the same seed.

use std::io::{self, Write};

use dp_core::rng::SplitMix64;
use itertools::Itertools;

/// Pile values are drawn from LeetCode's range, -1000 to 1000.
pub const VALUE_RANGE: (i64, i64) = (-1000, 1000);

/// Writes `count` cases, one a line as `[v1,v2,...]`; each has `len` piles, or a random
/// 1 to 12 when `len` is `None`.
pub fn cases(out: &mut dyn Write, seed: u64, count: u64, len: Option<usize>) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..count {
        let len = len.unwrap_or_else(|| 1 + rng.below(12) as usize);
        let values = (0..len).map(|_| rng.between(VALUE_RANGE.0, VALUE_RANGE.1));
        writeln!(out, "[{}]", values.format(","))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn same_seed_same_cases_and_they_parse() {
        let write = |seed, len| {
            let mut out = Vec::new();
            cases(&mut out, seed, 5, len).expect("writing to a Vec succeeds");
            out
        };
        assert_eq!(write(3, None), write(3, None));
        assert_ne!(write(3, None), write(4, None));
        let fixed = write(3, Some(7));
        let parsed: Vec<_> = parse::cases(&fixed)
            .map(|c| c.map(|c| c.values.len()))
            .collect();
        assert_eq!(parsed, vec![Ok(7); 5]);
    }
}
