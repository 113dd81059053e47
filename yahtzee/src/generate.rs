//! `gen`: random games in the input format, the same games for the same seed.

use std::io::{self, Write};

use dp_core::rng::SplitMix64;
use itertools::Itertools;

use crate::parse::{DICE_PER_ROLL, FACES};
use crate::rules::ROLLS;

/// Writes `count` games of 13 uniformly random rolls, one roll a line, as the judge does.
pub fn games(out: &mut dyn Write, seed: u64, count: u64) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..count {
        for _ in 0..ROLLS {
            let dice = (0..DICE_PER_ROLL).map(|_| rng.between(1, i64::from(FACES)));
            writeln!(out, "{}", dice.format(" "))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn same_seed_same_games_and_they_parse() {
        let mut first = Vec::new();
        let mut again = Vec::new();
        games(&mut first, 9, 3).expect("writing to a Vec succeeds");
        games(&mut again, 9, 3).expect("writing to a Vec succeeds");
        assert_eq!(first, again);
        let parsed = dp_core::scan::read_all(&first, parse::read_case);
        assert_eq!(parsed.len(), 3);
        assert!(parsed.iter().all(Result::is_ok));
        let mut other = Vec::new();
        games(&mut other, 10, 3).expect("writing to a Vec succeeds");
        assert_ne!(first, other);
    }
}
