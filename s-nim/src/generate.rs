//! `gen`: random test cases in the judge's format, the same for the same seed, ended by
//! the judge's `0`.

use std::io::{self, Write};

use dp_cli::cli::whole_number;
use dp_core::rng::SplitMix64;
use dp_problem::Generate;

use crate::parse::{MAX_BEADS, MAX_HEAPS, MAX_MOVES, MAX_POSITIONS};

/// Without `--moves`, a case has a random 1 to this many moves.
pub const DEFAULT_MAX_MOVES: u64 = 4;
/// Without `--max-move`, a move takes at most this many beads.
pub const DEFAULT_MAX_MOVE: u64 = 10;
/// Without `--positions`, a case has a random 1 to this many positions.
pub const DEFAULT_MAX_POSITIONS: u64 = 4;
/// Without `--heaps`, a position has a random 1 to this many heaps.
pub const DEFAULT_MAX_HEAPS: u64 = 4;
/// Without `--max-heap`, a heap has at most this many beads.
pub const DEFAULT_MAX_HEAP: u64 = 20;

/// What `gen` may fix; `None` draws it for each case (or uses the default bound). The
/// judge's largest: `--moves 100 --max-move 10000 --positions 100 --heaps 100
/// --max-heap 10000`.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// k, the moves of every case
    #[arg(long, value_parser = whole_number(1, u64::from(MAX_MOVES)), help = format!(
        "k, the moves of every case [default: random 1 to {DEFAULT_MAX_MOVES}]"
    ))]
    pub moves: Option<u64>,
    /// The most beads a move takes
    #[arg(long, value_parser = whole_number(1, u64::from(MAX_BEADS)), help = format!(
        "The most beads a move takes, each drawn from 1 to it [default: {DEFAULT_MAX_MOVE}]"
    ))]
    pub max_move: Option<u64>,
    /// m, the positions of every case
    #[arg(long, value_parser = whole_number(0, u64::from(MAX_POSITIONS)), help = format!(
        "m, the positions of every case [default: random 1 to {DEFAULT_MAX_POSITIONS}]"
    ))]
    pub positions: Option<u64>,
    /// l, the heaps of every position
    #[arg(long, value_parser = whole_number(0, u64::from(MAX_HEAPS)), help = format!(
        "l, the heaps of every position [default: random 1 to {DEFAULT_MAX_HEAPS}]"
    ))]
    pub heaps: Option<u64>,
    /// The most beads in a heap
    #[arg(long, value_parser = whole_number(0, u64::from(MAX_BEADS)), help = format!(
        "The most beads in a heap, each drawn from 0 to it [default: {DEFAULT_MAX_HEAP}]"
    ))]
    pub max_heap: Option<u64>,
}

impl Generate for Knobs {
    /// One test case: `k s1 .. sk` on a line, `m` on the next, then a line `l h1 .. hl`
    /// a position.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let moves = self
            .moves
            .unwrap_or_else(|| 1 + rng.below(DEFAULT_MAX_MOVES));
        let max_move = self.max_move.unwrap_or(DEFAULT_MAX_MOVE);
        write!(out, "{moves}")?;
        for _ in 0..moves {
            write!(out, " {}", 1 + rng.below(max_move))?;
        }
        let positions = self
            .positions
            .unwrap_or_else(|| 1 + rng.below(DEFAULT_MAX_POSITIONS));
        writeln!(out, "\n{positions}")?;
        let max_heap = self.max_heap.unwrap_or(DEFAULT_MAX_HEAP);
        for _ in 0..positions {
            let heaps = self
                .heaps
                .unwrap_or_else(|| 1 + rng.below(DEFAULT_MAX_HEAPS));
            write!(out, "{heaps}")?;
            for _ in 0..heaps {
                write!(out, " {}", rng.below(max_heap + 1))?;
            }
            writeln!(out)?;
        }
        Ok(())
    }

    /// The judge's terminator.
    fn end(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "0")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SNim;

    #[test]
    fn fixed_sizes_are_kept() {
        let shape = Knobs {
            moves: Some(100),
            max_move: Some(10_000),
            positions: Some(3),
            heaps: Some(7),
            max_heap: Some(50),
        };
        let cases = dp_testing::generated::<SNim>(&shape, 3, 4);
        assert_eq!(cases.len(), 4);
        for case in cases {
            assert_eq!(case.moves.len(), 100);
            assert!(case.moves.iter().all(|&s| (1..=10_000).contains(&s)));
            assert_eq!(case.ends, [7, 14, 21]);
            assert!(case.largest_heap() <= 50);
        }
    }

    #[test]
    fn the_defaults_are_small() {
        let cases = dp_testing::generated::<SNim>(&Knobs::default(), 1, 50);
        for case in cases {
            assert!((1..=4).contains(&case.moves.len()));
            assert!(case.moves.iter().all(|&s| (1..=10).contains(&s)));
            assert!((1..=4).contains(&case.ends.len()));
            assert!(case.largest_heap() <= 20);
        }
    }
}
