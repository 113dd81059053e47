//! `gen`: random games in the input format, the same games for the same seed.

use std::io::{self, Write};

use dp_cli::cli::whole_number;
use dp_core::rng::SplitMix64;
use dp_problem::Generate;
use itertools::Itertools;

use crate::parse::{DICE_PER_ROLL, FACES};
use yahtzee_optimal::rules::ROLLS;

/// The knobs of `gen`: a biased roll; without it every die is uniform.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// A biased roll: each die after a roll's first equals the one before it PERCENT of
    /// the time (more kinds, full houses and five equal dice) [default: 0, uniform dice]
    #[arg(long, value_name = "PERCENT", value_parser = whole_number(0u8, 100))]
    pub same: Option<u8>,
}

impl Generate for Knobs {
    /// One game: 13 random rolls, one roll a line, as the judge writes them.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        match self.same {
            None | Some(0) => {
                for _ in 0..ROLLS {
                    let dice = (0..DICE_PER_ROLL).map(|_| rng.between(1, i64::from(FACES)));
                    writeln!(out, "{}", dice.format(" "))?;
                }
                Ok(())
            }
            Some(same) => {
                let rolls: Vec<_> = (0..ROLLS).map(|_| crate::check::roll(rng, same)).collect();
                crate::check::write_rolls(&rolls, out)
            }
        }
    }
}
