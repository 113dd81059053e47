//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints.
//!
//! The schema is the types below, one field a line: `lesson.js` reads exactly these names.
//! The page's entries are `g{n}` for a row of the table and `p{i}h{j}` for heap j of
//! position i (both from 1 for positions and heaps, from 0 for n).

use serde::{Deserialize, Serialize};

use crate::parse::Case;
use crate::solve::Solution;

/// The most positions the page draws (the judge's limit is 100).
pub const POSITIONS_SHOWN: usize = 100;
/// The most heaps of one position the page draws.
pub const HEAPS_SHOWN: usize = 24;

/// One test case's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// The answer, a letter (W or L) a position.
    pub letters: String,
    /// S as used: sorted, deduplicated, at most H (the first 60).
    pub moves: Vec<u32>,
    /// How many moves the input gave.
    pub moves_given: usize,
    /// H: the largest heap of the case.
    pub largest: u32,
    /// The first rows of the mex table.
    pub rows: Vec<Row>,
    /// The first [`POSITIONS_SHOWN`] positions.
    pub positions: Vec<Position>,
    /// How many positions are left out.
    pub omitted: usize,
}

/// One row of the mex table.
#[derive(Debug, Serialize, Deserialize)]
pub struct Row {
    /// The heap size.
    pub n: u32,
    /// `[s, g(n − s)]` for each move s ≤ n.
    pub seen: Vec<(u32, u8)>,
    /// g(n).
    pub value: u8,
}

/// One position.
#[derive(Debug, Serialize, Deserialize)]
pub struct Position {
    /// Its heaps (the first [`HEAPS_SHOWN`]).
    pub heaps: Vec<u32>,
    /// Their Grundy values.
    pub grundy: Vec<u8>,
    /// How many heaps are left out.
    pub more: usize,
    /// The XOR of all its heaps' values.
    pub xor: u8,
    /// Whether the player to move wins (the XOR is not 0).
    pub wins: bool,
    /// The winning move, or null.
    #[serde(rename = "move")]
    pub winning: Option<Move>,
}

/// A winning move.
#[derive(Debug, Serialize, Deserialize)]
pub struct Move {
    /// The heap (from 1).
    pub heap: usize,
    /// How many beads it takes.
    pub take: u32,
    /// The beads before…
    pub from: u32,
    /// …and after.
    pub to: u32,
    /// g(from).
    pub from_value: u8,
    /// g(to).
    pub to_value: u8,
}

/// The page's data for one test case (None without the detailed solve).
pub fn data(case: &Case, solution: &Solution) -> Option<Data> {
    let detail = solution.detail.as_ref()?;
    let rows = detail
        .rows
        .iter()
        .map(|row| Row {
            n: row.n,
            seen: row.seen.clone(),
            value: row.value,
        })
        .collect();
    let positions = detail
        .positions
        .iter()
        .zip(case.positions())
        .take(POSITIONS_SHOWN)
        .map(|(position, heaps)| {
            let shown = heaps.len().min(HEAPS_SHOWN);
            Position {
                heaps: heaps[..shown].to_vec(),
                grundy: position.grundy[..shown].to_vec(),
                more: heaps.len() - shown,
                xor: position.xor,
                wins: position.xor != 0,
                winning: position.winning.map(|step| Move {
                    heap: step.heap + 1,
                    take: step.take,
                    from: step.from,
                    to: step.from - step.take,
                    from_value: step.from_value,
                    to_value: step.to_value,
                }),
            }
        })
        .collect();
    Some(Data {
        letters: solution.letters(),
        moves: detail.moves.iter().take(60).copied().collect(),
        moves_given: detail.moves_given,
        largest: detail.largest,
        rows,
        positions,
        omitted: detail.positions.len().saturating_sub(POSITIONS_SHOWN),
    })
}
