//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints. Positions are from 0 here (the page adds 1 when it shows them); every number
//! fits a browser's numbers exactly (|sum| < 2^46).
//!
//! ```text
//! n, difference, a_score, b_score,
//! values: the first PAGE_VALUES numbers of the row (shown: how many),
//! table (n ≤ TABLE_MAX only): every interval by length, then left end:
//!   i, j, sum, left and right (null for one number, else take and value = sum − d(rest)),
//!   score (d), side and take (the move kept)
//! line: the first PAGE_MOVES moves: player, side, first, last, gain, score (d), lead, a, b (scores after)
//! ```
//!
//! A number of the row is keyed `vK` and an interval `I-J` (both from 0): the page's cells
//! carry the key as `data-entry`, so `#case=1&step=3&entry=0-2` opens `[1..3]`.

use serde_json::{Value, json};

use crate::render::{PLAYERS, with_scores};
use crate::solve::{Side, Solution};

/// The most numbers of the row the page draws.
pub const PAGE_VALUES: usize = 40;
/// The most moves of the line of play the page steps through.
pub const PAGE_MOVES: usize = 40;

fn side(side: Side) -> &'static str {
    match side {
        Side::Left => "left",
        Side::Right => "right",
    }
}

/// The page's data for one case.
pub fn data(solution: &Solution) -> Value {
    let values = &solution.row;
    let n = values.len();
    let table: Vec<Value> = solution
        .table
        .iter()
        .map(|cell| {
            let candidate = |c: Option<crate::solve::Candidate>| {
                c.map_or(
                    Value::Null,
                    |c| json!({ "take": c.take, "value": cell.sum - c.rest }),
                )
            };
            json!({
                "i": cell.i, "j": cell.j, "sum": cell.sum,
                "left": candidate(cell.left), "right": candidate(cell.right),
                "score": cell.score, "side": side(cell.best.0), "take": cell.best.1,
            })
        })
        .collect();
    let line: Vec<Value> = with_scores(&solution.line)
        .take(PAGE_MOVES)
        .map(|(step, scores)| {
            json!({
                "player": PLAYERS[step.player], "side": side(step.side),
                "first": step.first, "last": step.last, "gain": step.gain,
                "score": step.score, "lead": step.lead(), "a": scores[0], "b": scores[1],
            })
        })
        .collect();
    json!({
        "n": n,
        "difference": solution.difference,
        "a_score": solution.first_score(),
        "b_score": solution.second_score(),
        "values": values[..n.min(PAGE_VALUES)],
        "moves": solution.line.len(),
        "table": table,
        "line": line,
    })
}
