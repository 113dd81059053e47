//! `gen`: random games in the input format, the same for the same seed. Unfixed numbers
//! are drawn small (GOAL 1 to 30, SIDES 2 to 8), so that `explain` stays readable.

use std::io::{self, Write};

use dp_cli::cli::whole_number;
use dp_core::rng::SplitMix64;
use dp_problem::Generate;

use crate::parse::{MAX_GOAL, MAX_SIDES, MIN_SIDES};

/// What `gen` may fix; `None` draws it for each case.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// GOAL, the score that wins [default: random 1 to 30]
    #[arg(long, value_parser = whole_number(1, MAX_GOAL))]
    pub goal: Option<u32>,
    /// SIDES, the faces of the die [default: random 2 to 8]
    #[arg(long, value_parser = whole_number(MIN_SIDES, MAX_SIDES))]
    pub sides: Option<u32>,
}

impl Generate for Knobs {
    /// One case, a line "GOAL SIDES".
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let goal = self.goal.unwrap_or_else(|| rng.between(1, 30) as u32);
        let sides = self.sides.unwrap_or_else(|| rng.between(2, 8) as u32);
        writeln!(out, "{goal} {sides}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pig;

    #[test]
    fn defaults_stay_small() {
        let cases = dp_testing::generated::<Pig>(&Knobs::default(), 1, 50);
        assert!(
            cases
                .iter()
                .all(|c| (1..=30).contains(&c.goal) && (2..=8).contains(&c.sides))
        );
    }

    #[test]
    fn fixed_knobs_are_kept() {
        let knobs = Knobs {
            goal: Some(MAX_GOAL),
            sides: Some(MAX_SIDES),
        };
        let cases = dp_testing::generated::<Pig>(&knobs, 3, 4);
        assert!(
            cases
                .iter()
                .all(|c| (c.goal, c.sides) == (MAX_GOAL, MAX_SIDES))
        );
    }
}
