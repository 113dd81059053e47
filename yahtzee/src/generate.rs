//! `gen`: random games in the input format, the same games for the same seed.

use std::io::{self, Write};

use dp_cli::Generate;
use dp_core::rng::SplitMix64;
use itertools::Itertools;

use crate::parse::{DICE_PER_ROLL, FACES};
use yahtzee_optimal::rules::ROLLS;

/// The knobs of `gen`: none beyond `--seed` and `--count`, every die is uniform.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {}

impl Generate for Knobs {
    /// One game: 13 uniformly random rolls, one roll a line, as the judge writes them.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        for _ in 0..ROLLS {
            let dice = (0..DICE_PER_ROLL).map(|_| rng.between(1, i64::from(FACES)));
            writeln!(out, "{}", dice.format(" "))?;
        }
        Ok(())
    }
}
