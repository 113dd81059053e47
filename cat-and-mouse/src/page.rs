//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints.
//!
//! ```text
//! n, answer (1, 2, 0), winner ("mouse", "cat", "draw"), counts {mouse, cat, draw}
//! edges      each edge [v, w] with v < w, for a graph of at most PAGE_MAX_NODES nodes
//! mode       "queue": the steps are every decided position in the queue's order (a graph
//!            of at most QUEUE_MAX_NODES nodes); "line": the start and the positions of
//!            the line of play
//! steps      each {m, c, turn ("mouse" or "cat" to move), won ("mouse", "cat", "draw"),
//!            moves (to the end, when decided), why}
//! ```

use serde_json::{Value, json};

use crate::parse::Case;
use crate::render::{player, reason};
use crate::solve::{MOUSE_TO_MOVE, Outcome, Solution, Table, index, position};

/// The page steps through the whole queue up to this many nodes (112 positions).
pub const QUEUE_MAX_NODES: usize = 8;
/// The page draws the graph up to this many nodes.
pub const PAGE_MAX_NODES: usize = 60;

/// One position as a step.
fn step(table: &Table, p: usize, why: String) -> Value {
    let (m, c, turn) = position(table.nodes, p);
    let won = table.outcome_at(p);
    let moves = (won != Outcome::Draw).then_some(table.moves[p]);
    json!({ "m": m, "c": c, "turn": player(turn), "won": won.word(), "moves": moves, "why": why })
}

/// The page's data for one graph.
pub fn data(case: &Case, solution: &Solution) -> Value {
    let table = solution
        .table
        .as_ref()
        .expect("the lesson page solves with the table");
    let n = case.nodes();
    let [mouse, cat, draw] = table.counts();
    let mut data = json!({
        "n": n,
        "answer": solution.outcome.number(),
        "winner": solution.outcome.word(),
        "counts": { "mouse": mouse, "cat": cat, "draw": draw },
    });
    if n <= PAGE_MAX_NODES {
        let edges: Vec<[usize; 2]> = (0..n)
            .flat_map(|v| case.adjacent(v).iter().map(move |&w| [v, w as usize]))
            .filter(|[v, w]| v < w)
            .collect();
        data["edges"] = json!(edges);
    }
    let steps: Vec<Value> = if n <= QUEUE_MAX_NODES {
        data["mode"] = json!("queue");
        table
            .order
            .iter()
            .zip(&table.reasons)
            .map(|(&p, &why)| step(table, p as usize, reason(why, position(n, p as usize).2)))
            .collect()
    } else {
        data["mode"] = json!("line");
        let mut p = index(n, 1, 2, MOUSE_TO_MOVE);
        let mut steps = vec![step(table, p, "the start".into())];
        for (number, m) in table.line.iter().enumerate() {
            let (mouse, cat, _) = position(n, p);
            p = if m.turn == MOUSE_TO_MOVE {
                index(n, m.to, cat, 1 - m.turn)
            } else {
                index(n, mouse, m.to, 1 - m.turn)
            };
            let why = format!(
                "move {}: the {} goes {} -> {}",
                number + 1,
                player(m.turn),
                m.from,
                m.to
            );
            steps.push(step(table, p, why));
        }
        steps
    };
    data["steps"] = Value::Array(steps);
    data
}
