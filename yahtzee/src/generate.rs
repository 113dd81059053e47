//! `gen`: random games in the input format, the same games for the same seed.

use std::io::{self, Write};

use dp_core::Generate;
use dp_core::rng::SplitMix64;
use itertools::Itertools;

use crate::parse::{DICE_PER_ROLL, FACES};
use crate::rules::ROLLS;

/// The knobs of `gen`: none beyond `--seed` and `--count`, every die is uniform.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {}

impl Generate for Knobs {
    /// Writes `count` games of 13 uniformly random rolls, one roll a line, as the judge does.
    fn generate(&self, out: &mut dyn Write, seed: u64, count: u64) -> io::Result<()> {
        let mut rng = SplitMix64::new(seed);
        for _ in 0..count {
            for _ in 0..ROLLS {
                let dice = (0..DICE_PER_ROLL).map(|_| rng.between(1, i64::from(FACES)));
                writeln!(out, "{}", dice.format(" "))?;
            }
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
    fn same_seed_same_games_and_they_parse() {
        let mut first = Vec::new();
        let mut again = Vec::new();
        Knobs {}
            .generate(&mut first, 9, 3)
            .expect("writing to a Vec succeeds");
        Knobs {}
            .generate(&mut again, 9, 3)
            .expect("writing to a Vec succeeds");
        assert_eq!(first, again);
        let parsed = dp_core::scan::read_all(&first, parse::Game::read_case);
        assert_eq!(parsed.len(), 3);
        assert!(parsed.iter().all(Result::is_ok));
        let mut other = Vec::new();
        Knobs {}
            .generate(&mut other, 10, 3)
            .expect("writing to a Vec succeeds");
        assert_ne!(first, other);
    }
}
