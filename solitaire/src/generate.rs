//! `gen`: uniformly shuffled deals in the judge's format, the same for the same seed.

use std::io::{self, Write};

use dp_core::Generate;
use dp_core::rng::SplitMix64;
use itertools::Itertools;

use crate::parse::{Card, PILE_HEIGHT};

/// The knobs of `gen`: none beyond `--seed` and `--count`, every deal is a uniform
/// shuffle of the deck.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {}

impl Generate for Knobs {
    /// Writes `count` deals: 9 lines of 4 cards, bottom to top, a blank line between deals.
    fn generate(&self, out: &mut dyn Write, seed: u64, count: u64) -> io::Result<()> {
        let mut rng = SplitMix64::new(seed);
        for index in 0..count {
            if index > 0 {
                writeln!(out)?;
            }
            let mut deck = Card::deck();
            rng.shuffle(&mut deck);
            for pile in deck.chunks(PILE_HEIGHT) {
                writeln!(out, "{}", pile.iter().format(" "))?;
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
    fn same_seed_same_deals_and_they_parse() {
        let write = |seed| {
            let mut out = Vec::new();
            Knobs {}
                .generate(&mut out, seed, 4)
                .expect("writing to a Vec succeeds");
            out
        };
        assert_eq!(write(8), write(8));
        assert_ne!(write(8), write(9));
        let text = write(8);
        let parsed = dp_core::scan::read_all(&text, parse::Deal::read_case);
        assert_eq!(parsed.len(), 4);
        assert!(parsed.iter().all(Result::is_ok));
    }
}
