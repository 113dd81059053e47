//! `gen`: uniformly shuffled deals in the judge's format, the same for the same seed.

use std::io::{self, Write};

use dp_core::rng::SplitMix64;
use dp_problem::Generate;
use itertools::Itertools;

use crate::parse::{Card, PILE_HEIGHT};

/// The knobs of `gen`: none beyond `--seed` and `--count`, every deal is a uniform
/// shuffle of the deck.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {}

impl Generate for Knobs {
    /// One deal: 9 lines of 4 cards, bottom to top, a blank line before every deal but the
    /// first.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, index: u64) -> io::Result<()> {
        if index > 0 {
            writeln!(out)?;
        }
        let mut deck = Card::deck();
        rng.shuffle(&mut deck);
        for pile in deck.chunks(PILE_HEIGHT) {
            writeln!(out, "{}", pile.iter().format(" "))?;
        }
        Ok(())
    }
}
