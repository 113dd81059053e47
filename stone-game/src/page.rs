//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints. Numbers that may pass what a browser's numbers hold exactly (values, f, gains,
//! scores) are strings.
//!
//! An entry of the f row is keyed by its position `i` (from 0): the page's cells carry it
//! as `data-entry`, so `#case=1&step=3&entry=2` opens f(2) with its candidates.
//!
//! ```text
//! n, k (a string: K may be any u64), winner, difference = f(0), alice, bob, moves (the
//! whole line's count), piles: how many of the first piles the page steps through
//! (at most PAGE_PILES), values: the piles drawn (SHOWN_TAKES beyond those, when there),
//! f: f(i) for the positions drawn, f(n) last when n is among them,
//! rows: i = 0 .. piles-1: i, f, take (the best), moves (min(K, n-i)), candidates:
//!   t, gain, next (f(i+t)), value (gain - f(i+t))
//! line: the moves that start on the first piles: number, player, first, take, gain,
//!   alice, bob (both scores after it)
//! ```

use serde_json::{Value, json};

use crate::parse::Case;
use crate::render::winner;
use crate::solve::Solution;

const PLAYERS: [&str; 2] = ["Alice", "Bob"];

/// The page's data for one case.
pub fn data(case: &Case, solution: &Solution, take: u64) -> Value {
    let n = case.values.len();
    let mut data = json!({
        "line_number": case.line,
        "n": n,
        "k": take.to_string(),
        "winner": winner(solution),
        "difference": solution.difference.to_string(),
        "alice": solution.alice().to_string(),
        "bob": solution.bob().to_string(),
        "moves": solution.line_excerpt.as_ref().map_or(0, |excerpt| excerpt.moves),
    });
    let Some(page) = &solution.page else {
        return data;
    };
    let drawn = page.f.len().min(n);
    data["piles"] = json!(page.piles);
    data["values"] = case.values[..drawn]
        .iter()
        .map(|value| Value::from(value.to_string()))
        .collect();
    data["f"] = page
        .f
        .iter()
        .map(|value| Value::from(value.to_string()))
        .collect();
    data["rows"] = page
        .rows
        .iter()
        .map(|row| {
            let candidates: Vec<Value> = row
                .candidates
                .iter()
                .map(|candidate| {
                    json!({
                        "t": candidate.take,
                        "gain": candidate.gain.to_string(),
                        "next": candidate.next_difference.to_string(),
                        "value": candidate.value().to_string(),
                    })
                })
                .collect();
            json!({
                "i": row.pile,
                "f": row.best_difference.to_string(),
                "take": row.take,
                "moves": row.moves,
                "candidates": candidates,
            })
        })
        .collect();
    data["line"] = page
        .line
        .iter()
        .map(|played| {
            json!({
                "number": played.number,
                "player": PLAYERS[played.step.player],
                "first": played.step.first_pile,
                "take": played.step.take,
                "gain": played.step.gain.to_string(),
                "alice": played.scores[0].to_string(),
                "bob": played.scores[1].to_string(),
            })
        })
        .collect();
    data
}
