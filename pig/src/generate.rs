//! `gen`: random games in the input format, the same for the same seed. Unfixed numbers
//! are drawn small (GOAL 1 to 30, SIDES 2 to 8), so that `explain` stays readable.

use std::io::{self, Write};

use dp_core::Generate;
use dp_core::cli::whole_number;
use dp_core::rng::SplitMix64;

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
    /// Writes `count` cases, one a line.
    fn generate(&self, out: &mut dyn Write, seed: u64, count: u64) -> io::Result<()> {
        let mut rng = SplitMix64::new(seed);
        for _ in 0..count {
            let goal = self.goal.unwrap_or_else(|| rng.between(1, 30) as u32);
            let sides = self.sides.unwrap_or_else(|| rng.between(2, 8) as u32);
            writeln!(out, "{goal} {sides}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::Case;
    use dp_core::ReadCase;

    fn write(seed: u64, count: u64, knobs: &Knobs) -> Vec<Case> {
        let mut out = Vec::new();
        knobs
            .generate(&mut out, seed, count)
            .expect("writing to a Vec succeeds");
        dp_core::scan::read_all(&out, Case::read_case)
            .into_iter()
            .map(|case| case.expect("gen writes valid cases"))
            .collect()
    }

    #[test]
    fn same_seed_same_cases_within_the_defaults() {
        let first = write(1, 50, &Knobs::default());
        assert_eq!(first, write(1, 50, &Knobs::default()));
        assert_ne!(first, write(2, 50, &Knobs::default()));
        assert!(
            first
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
        let cases = write(3, 4, &knobs);
        assert!(
            cases
                .iter()
                .all(|c| (c.goal, c.sides) == (MAX_GOAL, MAX_SIDES))
        );
    }
}
