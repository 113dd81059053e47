//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints.
//!
//! The schema is the types below, one field a line: `lesson.js` reads exactly these names.
//! A node's entry is keyed by its number.

use serde::{Deserialize, Serialize};

use crate::parse::Case;
use crate::render::{player, reason};
use crate::solve::{MOUSE_TO_MOVE, Outcome, Solution, Table, index, position};

/// The page steps through the whole queue up to this many nodes (112 positions).
pub const QUEUE_MAX_NODES: usize = 8;
/// The page draws the graph up to this many nodes.
pub const PAGE_MAX_NODES: usize = 60;

/// One graph's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// How many nodes (0 the hole, 1 the mouse's start, 2 the cat's).
    pub n: usize,
    /// The answer: 1 (the mouse wins), 2 (the cat), 0 (a draw).
    pub answer: u8,
    /// "mouse", "cat" or "draw".
    pub winner: String,
    /// How many positions each side wins, and the draws.
    pub counts: Counts,
    /// Each edge `[v, w]` with v < w, for a graph of at most [`PAGE_MAX_NODES`] nodes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edges: Option<Vec<[usize; 2]>>,
    /// "queue": the steps are every decided position in the queue's order (a graph of at
    /// most [`QUEUE_MAX_NODES`] nodes); "line": the start and the positions of the line of
    /// play.
    pub mode: String,
    /// The positions stepped through.
    pub steps: Vec<Step>,
}

/// The positions won by each side, and the draws.
#[derive(Debug, Serialize, Deserialize)]
pub struct Counts {
    /// Won by the mouse.
    pub mouse: usize,
    /// Won by the cat.
    pub cat: usize,
    /// Draws.
    pub draw: usize,
}

/// One position as a step.
#[derive(Debug, Serialize, Deserialize)]
pub struct Step {
    /// The mouse's node.
    pub m: usize,
    /// The cat's node.
    pub c: usize,
    /// Who moves: "mouse" or "cat".
    pub turn: String,
    /// Who wins: "mouse", "cat" or "draw".
    pub won: String,
    /// Moves to the end, when decided.
    pub moves: Option<u32>,
    /// Why it is decided (or the move that reached it).
    pub why: String,
}

/// One position as a step.
fn step(table: &Table, p: usize, why: String) -> Step {
    let (m, c, turn) = position(table.nodes, p);
    let won = table.outcome_at(p);
    Step {
        m,
        c,
        turn: player(turn).to_string(),
        won: won.word().to_owned(),
        moves: (won != Outcome::Draw).then_some(table.moves[p]),
        why,
    }
}

/// The page's data for one graph.
pub fn data(case: &Case, solution: &Solution) -> Data {
    let table = solution
        .table
        .as_ref()
        .expect("the lesson page solves with the table");
    let n = case.nodes();
    let [mouse, cat, draw] = table.counts();
    let edges = (n <= PAGE_MAX_NODES).then(|| {
        (0..n)
            .flat_map(|v| case.adjacent(v).iter().map(move |&w| [v, w as usize]))
            .filter(|[v, w]| v < w)
            .collect()
    });
    let queue = n <= QUEUE_MAX_NODES;
    let steps: Vec<Step> = if queue {
        table
            .order
            .iter()
            .zip(&table.reasons)
            .map(|(&p, &why)| step(table, p as usize, reason(why, position(n, p as usize).2)))
            .collect()
    } else {
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
    Data {
        n,
        answer: solution.outcome.number(),
        winner: solution.outcome.word().to_owned(),
        counts: Counts { mouse, cat, draw },
        edges,
        mode: if queue { "queue" } else { "line" }.to_owned(),
        steps,
    }
}
