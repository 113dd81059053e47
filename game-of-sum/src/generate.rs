//! `gen`: random cases in the judge's format (`n`, then the n numbers on one line), ending
//! with `0`, the same for the same seed.

use std::io::{self, Write};

use dp_cli::cli::whole_number;
use dp_core::rng::SplitMix64;
use dp_problem::Generate;

use crate::parse::MAX_LEN;

/// Without `--len`, a row has a random 1 to this many numbers: quick to read in explain.
pub const DEFAULT_MAX_LEN: usize = 10;
/// Without `--values`, numbers are drawn from -this to this.
pub const DEFAULT_VALUES: u32 = 20;

/// What `gen` may fix. `Default` is `gen` with no knobs.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Shape {
    /// n, the numbers in every row
    #[arg(long, value_parser = whole_number(1, MAX_LEN), help = format!(
        "n, the numbers in every row (the judge's limit is 100) [default: random 1 to {DEFAULT_MAX_LEN}]"
    ))]
    pub len: Option<usize>,
    /// V: every number is drawn from -V to V
    #[arg(long, value_name = "V", value_parser = whole_number(0, i32::MAX as u32), help = format!(
        "V: every number is drawn from -V to V [default: {DEFAULT_VALUES}]"
    ))]
    pub values: Option<u32>,
}

impl Generate for Shape {
    /// One case: n on a line, then the numbers on the next.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let len = self
            .len
            .unwrap_or_else(|| 1 + rng.below(DEFAULT_MAX_LEN as u64) as usize);
        let bound = i64::from(self.values.unwrap_or(DEFAULT_VALUES));
        let mut line = String::with_capacity(len * 4);
        for index in 0..len {
            if index > 0 {
                line.push(' ');
            }
            line.push_str(&rng.between(-bound, bound).to_string());
        }
        writeln!(out, "{len}\n{line}")
    }

    /// The judge's terminator.
    fn end(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "0")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameOfSum;

    #[test]
    fn fixed_knobs_are_kept() {
        let shape = Shape {
            len: Some(100),
            values: Some(5),
        };
        let cases = dp_testing::generated::<GameOfSum>(&shape, 3, 4);
        assert_eq!(cases.len(), 4);
        assert!(cases.iter().all(|c| c.values.len() == 100));
        assert!(
            cases
                .iter()
                .flat_map(|c| &c.values)
                .all(|v| (-5..=5).contains(v))
        );
        let extreme = Shape {
            len: Some(3),
            values: Some(i32::MAX as u32),
        };
        assert_eq!(
            dp_testing::generated::<GameOfSum>(&extreme, 1, 50).len(),
            50
        );
    }

    #[test]
    fn default_rows_are_short() {
        let cases = dp_testing::generated::<GameOfSum>(&Shape::default(), 1, 200);
        assert!(
            cases
                .iter()
                .all(|c| (1..=DEFAULT_MAX_LEN).contains(&c.values.len()))
        );
    }
}
