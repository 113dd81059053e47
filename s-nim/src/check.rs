//! What `s-nim check` needs of this problem: how a test case is written back and how it
//! gets smaller. The answer (a line of `W` and `L`) is compared exactly, dp-cli's default
//! rule; the cases are `gen`'s (1 to 4 moves of 1 to 10 beads, 1 to 4 positions of 1 to 4
//! heaps of 0 to 20 beads, unless its knobs say otherwise).
//!
//! - Shrinking: fewer moves in S, then fewer positions, then fewer heaps in a position
//!   (each halves first, then quarters, ..., then one), then smaller moves (toward 1) and
//!   smaller heaps (toward 0), one at a time. Every smaller case stays within the judge's
//!   form: at least one move, one position and one heap a position, and no move of 0 beads.

use std::io::{self, Write};

use dp_cli::Check;
use dp_cli::shrink::{down_to, each_simpler, shorter};

use crate::SNim;
use crate::parse::Case;

/// The most smaller cases of each kind one step proposes.
const LIMIT: usize = 100;

/// Numbers of beads smaller than a `u32` one, back in `u32`.
fn narrow(beads: Vec<u64>) -> Vec<u32> {
    beads.into_iter().map(|b| b as u32).collect()
}

impl Check for SNim {
    /// The test case as `gen` writes it: `k s1 .. sk` on a line, `m` on the next, then a line
    /// `l h1 .. hl` a position.
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        write!(out, "{}", case.moves.len())?;
        for s in &case.moves {
            write!(out, " {s}")?;
        }
        writeln!(out, "\n{}", case.ends.len())?;
        for position in case.positions() {
            write!(out, "{}", position.len())?;
            for h in position {
                write!(out, " {h}")?;
            }
            writeln!(out)?;
        }
        Ok(())
    }

    /// Smaller test cases: fewer moves, positions, heaps; then smaller moves and heaps.
    fn shrink(case: &Case) -> Vec<Case> {
        let positions: Vec<Vec<u32>> = case.positions().map(<[u32]>::to_vec).collect();
        let with_moves = |moves: Vec<u32>| Case::new(&moves, &positions);
        let with_positions = |positions: Vec<Vec<u32>>| Case::new(&case.moves, &positions);
        let mut smaller: Vec<Case> = shorter(&case.moves, 1, LIMIT)
            .into_iter()
            .map(with_moves)
            .collect();
        smaller.extend(
            shorter(&positions, 1, LIMIT)
                .into_iter()
                .map(with_positions),
        );
        for (index, position) in positions.iter().enumerate() {
            for heaps in shorter(position, 1, LIMIT) {
                let mut fewer = positions.clone();
                fewer[index] = heaps;
                smaller.push(with_positions(fewer));
            }
        }
        smaller.extend(
            each_simpler(&case.moves, |&s| narrow(down_to(s.into(), 1)), LIMIT)
                .into_iter()
                .map(with_moves),
        );
        smaller.extend(
            each_simpler(&case.heaps, |&h| narrow(down_to(h.into(), 0)), LIMIT)
                .into_iter()
                .map(|heaps| Case {
                    heaps,
                    ..case.clone()
                }),
        );
        smaller
    }

    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.heaps.len() as u64, "heaps"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SNim;

    #[test]
    fn smaller_cases_are_valid_and_smaller() {
        let case = Case::new(&[3, 1, 4], &[vec![5, 0], vec![2]]);
        let mut text = Vec::new();
        SNim::write(&case, &mut text).expect("written");
        assert_eq!(String::from_utf8_lossy(&text), "3 3 1 4\n2\n2 5 0\n1 2\n");
        let smaller = dp_testing::shrunk::<SNim>(&case);
        assert_eq!(smaller[0], Case::new(&[4], &[vec![5, 0], vec![2]]));
        // Fewer moves, positions or heaps, or as many and fewer beads.
        let size = |c: &Case| {
            (
                c.moves.len() + c.heaps.len() + c.ends.len(),
                c.moves.iter().chain(&c.heaps).sum::<u32>(),
            )
        };
        assert!(
            smaller
                .iter()
                .all(|small| small.moves.iter().all(|&s| s >= 1)
                    && small.positions().all(|p| !p.is_empty())
                    && size(small) < size(&case))
        );
        assert!(SNim::shrink(&Case::new(&[1], &[vec![0]])).is_empty());
    }
}
