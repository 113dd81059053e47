//! The data of the lesson page (`explain --html`), read from the one solution: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain` prints.
//!
//! The schema is the types below, one field a line: `lesson.js` reads exactly these names.
//! A state's entry is keyed by its 9-digit code, a pile's by `pile-<n>` (from 1).

use serde::{Deserialize, Serialize};

use crate::game::{Position, cards_on};
use crate::parse::PILES;
use crate::solve::{Move, Solution};

/// One deal's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// The cards, pile by pile, bottom to top ("KS").
    pub piles: Vec<Vec<String>>,
    /// Every reachable state, children before parents (the opening last): its 9-digit code
    /// (cards left on piles 1 to 9).
    pub code: Vec<String>,
    /// Each state's p (the chance that random play clears the table), in millionths.
    pub p: Vec<i64>,
    /// State i's legal pairs are `edges[first[i]..first[i + 1]]` (counted in pairs).
    pub first: Vec<usize>,
    /// 3 numbers a pair: piles a and b (from 0) and the index of the state reached.
    pub edges: Vec<usize>,
    /// The states of the winning sequence (or of the line that gets furthest), the opening
    /// first.
    pub line: Vec<usize>,
    /// Whether the deal can be cleared.
    pub winnable: bool,
    /// The answer, p of the opening, rounded as the text answer.
    pub rounded: String,
}

/// The page's data for one case.
pub fn data(solution: &Solution) -> Data {
    let deal = &solution.deal;
    let states = solution.states();
    let code = |position: Position| -> String {
        (0..PILES)
            .map(|pile| cards_on(position, pile).to_string())
            .collect()
    };
    let mut first = Vec::with_capacity(states.len() + 1);
    let mut edges = Vec::new();
    for state in &states {
        first.push(edges.len() / 3);
        for &(a, b, child) in &state.moves {
            edges.extend([a, b, child]);
        }
    }
    first.push(edges.len() / 3);
    let line = solution
        .winning_line()
        .unwrap_or_else(|| solution.furthest_line());
    let mut path = vec![states.len() - 1];
    path.extend(line.iter().map(Move::state));
    Data {
        piles: deal
            .piles
            .iter()
            .map(|cards| cards.iter().map(ToString::to_string).collect())
            .collect(),
        code: states.iter().map(|state| code(state.position)).collect(),
        p: states
            .iter()
            .map(|state| (state.probability * 1e6).round() as i64)
            .collect(),
        first,
        edges,
        line: path,
        winnable: solution.winnable(),
        rounded: solution.rounded(),
    }
}
