//! The data of the lesson page (`explain --html`), read from the one solution: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain` prints.
//!
//! What `lesson.js` draws for one deal, from the one solution (nothing is solved again):
//!
//! ```text
//! piles     the cards, pile by pile, bottom to top ("KS")
//! code, p   every reachable state, children before parents (the opening last): its
//!           9-digit code (cards left on piles 1 to 9) and p in millionths
//! first     state i's legal pairs are edges[first[i]..first[i + 1]]
//! edges     3 numbers a pair: piles a and b (from 0) and the index of the state reached
//! line      the states of the winning sequence (or of the line that gets furthest),
//!           the opening first
//! winnable, rounded
//! ```

use crate::game::{Position, cards_on};
use crate::parse::PILES;
use crate::solve::{Move, Solution};

/// The page's data for one case.
pub fn data(solution: &Solution) -> serde_json::Value {
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
    serde_json::json!({
        "piles": deal
            .piles
            .iter()
            .map(|cards| cards.iter().map(ToString::to_string).collect::<Vec<_>>())
            .collect::<Vec<_>>(),
        "code": states.iter().map(|state| code(state.position)).collect::<Vec<_>>(),
        "p": states
            .iter()
            .map(|state| (state.probability * 1e6).round() as i64)
            .collect::<Vec<_>>(),
        "first": first,
        "edges": edges,
        "line": path,
        "winnable": solution.winnable(),
        "rounded": solution.rounded(),
    })
}
