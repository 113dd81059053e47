//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints.
//!
//! ```text
//! letters, moves (S as used: sorted, deduplicated, at most H), moves_given, largest (H)
//! rows        the first rows of the table: n, seen ([s, g(n - s)] for each move s <= n),
//!             value (g(n))
//! positions   the first POSITIONS_SHOWN: heaps and grundy (the first HEAPS_SHOWN of
//!             each), more (how many heaps are left out), xor, wins, and move (or null):
//!             heap (from 1), take, from, to, from_value, to_value
//! omitted     how many positions are left out
//! ```
//! The page's entries are `g{n}` for a row of the table and `p{i}h{j}` for heap j of
//! position i (both from 1 for positions and heaps, from 0 for n).

use serde_json::{Value, json};

use crate::parse::Case;
use crate::solve::Solution;

/// The most positions the page draws (the judge's limit is 100).
pub const POSITIONS_SHOWN: usize = 100;
/// The most heaps of one position the page draws.
pub const HEAPS_SHOWN: usize = 24;

/// The page's data for one test case.
pub fn data(case: &Case, solution: &Solution) -> Value {
    let Some(detail) = &solution.detail else {
        return Value::Null;
    };
    let rows: Vec<Value> = detail
        .rows
        .iter()
        .map(|row| json!({ "n": row.n, "seen": row.seen, "value": row.value }))
        .collect();
    let positions: Vec<Value> = detail
        .positions
        .iter()
        .zip(case.positions())
        .take(POSITIONS_SHOWN)
        .map(|(position, heaps)| {
            let shown = heaps.len().min(HEAPS_SHOWN);
            let winning = position.winning.map(|step| {
                json!({
                    "heap": step.heap + 1,
                    "take": step.take,
                    "from": step.from,
                    "to": step.from - step.take,
                    "from_value": step.from_value,
                    "to_value": step.to_value,
                })
            });
            json!({
                "heaps": heaps[..shown],
                "grundy": position.grundy[..shown],
                "more": heaps.len() - shown,
                "xor": position.xor,
                "wins": position.xor != 0,
                "move": winning,
            })
        })
        .collect();
    json!({
        "letters": solution.letters(),
        "moves": detail.moves.iter().take(60).collect::<Vec<_>>(),
        "moves_given": detail.moves_given,
        "largest": detail.largest,
        "rows": rows,
        "positions": positions,
        "omitted": detail.positions.len().saturating_sub(POSITIONS_SHOWN),
    })
}
