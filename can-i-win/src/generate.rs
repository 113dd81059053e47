//! `gen`: random cases in the input format, the same for the same seed.

use std::io::{self, Write};

use dp_core::rng::SplitMix64;

use crate::parse::MAX_STONES;

/// What `gen` may fix; `None` draws it for each case.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Shape {
    /// N, the stones in the pile [default: random 0 to 30]
    #[arg(long, value_parser = clap::value_parser!(u64).range(0..=MAX_STONES))]
    pub stones: Option<u64>,
}

/// Writes `count` cases, one a line.
pub fn cases(out: &mut dyn Write, seed: u64, count: u64, shape: &Shape) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..count {
        let stones = shape.stones.unwrap_or_else(|| rng.below(31));
        writeln!(out, "{stones}")?;
    }
    Ok(())
}
