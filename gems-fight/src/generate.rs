//! `gen`: random cases in the judge's format, ending with `0 0 0`, the same for the same
//! seed. Unfixed parameters are drawn within the judge's limits.

use std::io::{self, Write};

use dp_cli::cli::whole_number;
use dp_core::rng::SplitMix64;
use dp_problem::Generate;
use itertools::Itertools;

use crate::parse::{MAX_BAGS, MAX_COLORS, MAX_GEMS_PER_BAG};

/// What `gen` may fix; `None` draws it for each case.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// G, colors [default: random 1 to 8]
    #[arg(long, value_parser = whole_number(1, MAX_COLORS as u32))]
    pub colors: Option<u32>,
    /// B, bags [default: random 0 to 12, quick to read in explain]
    #[arg(long, value_parser = whole_number(0, MAX_BAGS))]
    pub bags: Option<u32>,
    /// n, gems in every bag [default: random 1 to 10 for each bag]
    #[arg(long, value_parser = whole_number(1, MAX_GEMS_PER_BAG))]
    pub gems: Option<u32>,
    /// S, gems of a color that make a stone [default: random 2 to 19]
    #[arg(long = "stones-need", value_parser = whole_number(1, u32::MAX))]
    pub stones_need: Option<u32>,
}

impl Generate for Knobs {
    /// One case: "G B S", then B bags "n c1 .. cn".
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let mut draw = |fixed: Option<u32>, low: i64, high: i64| {
            fixed.unwrap_or_else(|| rng.between(low, high) as u32)
        };
        let colors = draw(self.colors, 1, 8);
        let bags = draw(self.bags, 0, 12);
        let stones_need = draw(self.stones_need, 2, 19);
        writeln!(out, "{colors} {bags} {stones_need}")?;
        for _ in 0..bags {
            let gems = draw(self.gems, 1, 10);
            let bag = (0..gems).map(|_| draw(None, 1, i64::from(colors.max(1))));
            writeln!(out, "{gems} {}", bag.format(" "))?;
        }
        Ok(())
    }

    /// The judge's terminator.
    fn end(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "0 0 0")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GemsFight;

    #[test]
    fn fixed_shape_is_kept() {
        let knobs = Knobs {
            colors: Some(8),
            bags: Some(21),
            gems: Some(10),
            stones_need: Some(7),
        };
        let cases = dp_testing::generated::<GemsFight>(&knobs, 3, 2);
        assert!(
            cases
                .iter()
                .all(|c| c.colors == 8 && c.bags.len() == 21 && c.stones_need == 7)
        );
        assert!(
            cases
                .iter()
                .flat_map(|c| &c.bags)
                .all(|bag| bag.iter().sum::<u32>() == 10)
        );
    }
}
