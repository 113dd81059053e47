//! What `s-nim check` needs of this problem: its sizes, its edge families, how a test case
//! is written back and how it gets smaller. The answer (a line of `W` and `L`) is compared
//! exactly, dp-cli's default rule.
//!
//! - Sizes, each from the smallest up to the judge's limits and at least x about once in x
//!   cases (the work is linear in each: the Grundy table takes up to k steps for each bead
//!   of the largest heap, and every heap is read once), unless the knobs fix them: k from
//!   1 to 100 moves, each of 1 to s beads with s from 1 to 10,000; m from 1 to 100
//!   positions of l heaps each, l from 1 to 100; heaps of 0 to h beads, h from 0 to
//!   10,000.
//! - Edge families, one case in eight (1 to 4 moves, positions and heaps unless a knob
//!   fixes them, moves and heaps within `--max-move` and `--max-heap` when given):
//!   - heaps of 0: every heap of a position 0 (that position is `L`), or zeros among
//!     small heaps;
//!   - moves larger than every heap: at least one move, sometimes all (then every position
//!     is `L`), beyond the largest heap, which a table indexed `n - s` reads out of bounds;
//!   - S containing 1 (every heap but 0 has a move): 1 and 0 to 3 other moves of 1 to 10;
//!   - duplicate moves in S (the input allows them): 4 to 10 moves of 1 to 3 beads;
//!   - a single heap: every position one heap (`W` exactly when its Grundy number is not
//!     0);
//!   - a heap of the judge's 10,000 beads (or of `--max-heap`), one past an array of
//!     10,000;
//!   - the largest Grundy values: S = {1, ..., k} in any order, k from 50 to 100 (moves
//!     wrap round to 1 past `--max-move`), positions of 1 or 2 heaps of k/2 to k + 1
//!     beads: g(n) = n mod (k + 1) reaches k at n = k and is 0 again at k + 1; past 64,
//!     the bits of one machine word, once k passes 64.
//! - Shrinking: fewer moves in S, then fewer positions, then fewer heaps in a position
//!   (each halves first, then quarters, ..., then one), then smaller moves (toward 1) and
//!   smaller heaps (toward 0), one at a time. Every smaller case stays within the judge's
//!   form: at least one move, one position and one heap a position, and no move of 0 beads.

use std::io::{self, Write};

use dp_cli::shrink::{down_to, each_simpler, shorter};
use dp_cli::{Check, Draw};
use dp_core::rng::SplitMix64;

use crate::SNim;
use crate::generate::Knobs;
use crate::parse::{Case, MAX_MOVES};

/// The judge's most beads in a move or a heap.
pub const JUDGE_MAX_BEADS: u64 = 10_000;
/// The judge's most positions in a test case.
pub const JUDGE_MAX_POSITIONS: u64 = 100;
/// The judge's most heaps in a position.
pub const JUDGE_MAX_HEAPS: u64 = 100;

/// The most smaller cases of each kind one step proposes.
const LIMIT: usize = 100;

/// A number of beads from `least` to `most`.
fn beads(rng: &mut SplitMix64, least: u64, most: u64) -> u32 {
    rng.between(least as i64, most as i64) as u32
}

/// Numbers of beads smaller than a `u32` one, back in `u32`.
fn narrow(beads: Vec<u64>) -> Vec<u32> {
    beads.into_iter().map(|b| b as u32).collect()
}

impl Check for SNim {
    /// One test case for `check`, at `scale`.
    fn sized(knobs: &Knobs, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out, rng, scale, ..
        } = draw;
        // Each size the knob's, or drawn: the work is linear in each.
        let mut size = |knob: Option<u64>, least, most| {
            knob.unwrap_or_else(|| scale.size(rng, least, most, 1))
        };
        let k = size(knobs.moves, 1, u64::from(MAX_MOVES));
        let max_move = size(knobs.max_move, 1, JUDGE_MAX_BEADS);
        let m = size(knobs.positions, 1, JUDGE_MAX_POSITIONS);
        let l = size(knobs.heaps, 1, JUDGE_MAX_HEAPS);
        let max_heap = size(knobs.max_heap, 0, JUDGE_MAX_BEADS);
        let moves: Vec<u32> = (0..k).map(|_| beads(rng, 1, max_move)).collect();
        let positions: Vec<Vec<u32>> = (0..m)
            .map(|_| (0..l).map(|_| beads(rng, 0, max_heap)).collect())
            .collect();
        Self::write(&Case::new(&moves, &positions), out)
    }

    /// One test case of an edge family.
    fn edge(knobs: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        // The most beads a move or a heap may have: the knob's, else `default`.
        let move_cap = |default: u64| knobs.max_move.unwrap_or(default).min(JUDGE_MAX_BEADS);
        let heap_cap = |default: u64| knobs.max_heap.unwrap_or(default).min(JUDGE_MAX_BEADS);
        let k = |rng: &mut SplitMix64, least: u64, most: u64| {
            knobs
                .moves
                .unwrap_or_else(|| rng.between(least as i64, most as i64) as u64)
        };
        let m = knobs.positions.unwrap_or_else(|| 1 + rng.below(4));
        let l = |rng: &mut SplitMix64| knobs.heaps.unwrap_or_else(|| 1 + rng.below(4));
        // m positions, each of `l` heaps drawn by `heap`.
        let positions = |rng: &mut SplitMix64, heap: &mut dyn FnMut(&mut SplitMix64) -> u32| {
            (0..m)
                .map(|_| {
                    let heaps = l(rng);
                    (0..heaps).map(|_| heap(rng)).collect::<Vec<u32>>()
                })
                .collect::<Vec<_>>()
        };
        let (moves, positions): (Vec<u32>, Vec<Vec<u32>>) = match rng.below(7) {
            0 => {
                let moves = (0..k(rng, 1, 4))
                    .map(|_| beads(rng, 1, move_cap(10)))
                    .collect();
                let most = heap_cap(10);
                let all_zero = rng.below(2) == 0;
                let positions = positions(rng, &mut |rng| {
                    if all_zero || rng.below(2) == 0 {
                        0
                    } else {
                        beads(rng, 0, most)
                    }
                });
                (moves, positions)
            }
            1 => {
                // Heaps of at most `largest`, moves of more (a move of 1 is more than a heap
                // of 0).
                let top = move_cap(JUDGE_MAX_BEADS);
                let largest = rng.below(heap_cap(20).min(top - 1) + 1);
                let all_large = rng.below(2) == 0;
                let moves = (0..k(rng, 1, 4))
                    .map(|index| {
                        if index == 0 || all_large || rng.below(2) == 0 {
                            beads(rng, largest + 1, top)
                        } else {
                            beads(rng, 1, largest.max(1))
                        }
                    })
                    .collect();
                let positions = positions(rng, &mut |rng| beads(rng, 0, largest));
                (moves, positions)
            }
            2 => {
                let others = k(rng, 1, 4) - 1;
                let mut moves = vec![1];
                moves.extend((0..others).map(|_| beads(rng, 1, move_cap(10))));
                rng.shuffle(&mut moves);
                let most = heap_cap(20);
                (moves, positions(rng, &mut |rng| beads(rng, 0, most)))
            }
            3 => {
                let pool = move_cap(3).min(3);
                let moves = (0..k(rng, 4, 10)).map(|_| beads(rng, 1, pool)).collect();
                let most = heap_cap(20);
                (moves, positions(rng, &mut |rng| beads(rng, 0, most)))
            }
            4 => {
                let moves = (0..k(rng, 1, 4))
                    .map(|_| beads(rng, 1, move_cap(10)))
                    .collect();
                let most = heap_cap(30);
                let single: Vec<Vec<u32>> = (0..m)
                    .map(|_| {
                        (0..knobs.heaps.unwrap_or(1))
                            .map(|_| beads(rng, 0, most))
                            .collect()
                    })
                    .collect();
                (moves, single)
            }
            6 => {
                let top = move_cap(JUDGE_MAX_BEADS);
                let k = k(rng, 50, u64::from(MAX_MOVES));
                // 1, 2, ..., k (wrapping round to 1 past `--max-move`: duplicates).
                let mut moves: Vec<u32> = (0..k).map(|s| (s % top + 1) as u32).collect();
                rng.shuffle(&mut moves);
                // Heaps of k/2 to k + 1 beads, 1 or 2 a position.
                let most = heap_cap(k + 1).min(k + 1);
                let least = (k / 2).min(most);
                let positions = (0..m)
                    .map(|_| {
                        let heaps = knobs.heaps.unwrap_or_else(|| 1 + rng.below(2));
                        (0..heaps).map(|_| beads(rng, least, most)).collect()
                    })
                    .collect();
                (moves, positions)
            }
            _ => {
                let moves = (0..k(rng, 1, 4))
                    .map(|_| beads(rng, 1, move_cap(JUDGE_MAX_BEADS)))
                    .collect();
                let top = heap_cap(JUDGE_MAX_BEADS);
                let mut positions = positions(rng, &mut |rng| beads(rng, 0, top));
                // The largest heap in one place (a position of no heap has no place).
                let at = rng.below(positions.len().max(1) as u64) as usize;
                if let Some(position) = positions.get_mut(at).filter(|p| !p.is_empty()) {
                    let which = rng.below(position.len() as u64) as usize;
                    position[which] = top as u32;
                }
                (moves, positions)
            }
        };
        Self::write(&Case::new(&moves, &positions), out)
    }

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
    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.heaps.len() as u64, "heaps"))
    }

    /// The judge's 100 positions of 100 heaps, in [`size`](Check::size)'s measure: the
    /// heaps of all the positions.
    fn limit() -> Option<(u64, &'static str)> {
        Some((JUDGE_MAX_POSITIONS * JUDGE_MAX_HEAPS, "heaps"))
    }

    /// Every size at the judge's largest (100 moves up to 10,000, 100 positions of 100
    /// heaps up to 10,000), except those the user fixed.
    fn at_limit(knobs: &Knobs) -> Option<Knobs> {
        Some(Knobs {
            moves: Some(knobs.moves.unwrap_or(u64::from(MAX_MOVES))),
            max_move: Some(knobs.max_move.unwrap_or(JUDGE_MAX_BEADS)),
            positions: Some(knobs.positions.unwrap_or(JUDGE_MAX_POSITIONS)),
            heaps: Some(knobs.heaps.unwrap_or(JUDGE_MAX_HEAPS)),
            max_heap: Some(knobs.max_heap.unwrap_or(JUDGE_MAX_BEADS)),
        })
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
