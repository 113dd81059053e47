//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints.
//!
//! A set of taken numbers is keyed by its mask (number x is bit x − 1), in decimal: the
//! page's entries carry it as `data-entry`, so `#case=1&step=3&entry=5` opens {1,3}.
//!
//! ```text
//! m, t (a string: T may pass what a browser's numbers hold), n = 1 + … + M, game
//! ("played", "already-reached", "out-of-reach"), wins, winning_first_moves
//! played only:
//!   slack       D = N − T
//!   line        each move: player, number, total after it, and at: the set it is made from
//!   layers      the whole table by count of numbers taken: won, lost, over
//!   table       M ≤ 5: every set, indexed by its key (the mask of the numbers taken)
//!   order       M ≤ 5: the keys of the sets not over, in the order the DP fills them
//! a set: key, total, over; when not over: wins and moves (for the player to move),
//!   winning (the numbers that win) and choices: for each free number, the set it leads to
//!   (key), whether it reaches T, else the other player's outcome there (other_wins,
//!   other_moves), and whether it wins for the taker
//! ```

use dp_core::bits::{full, ones};
use serde_json::{Value, json};

use crate::parse::Case;
use crate::solve::{Choice, Game, Outcome, Row, Solution, triangle};

/// The page's data for one case.
pub fn data(case: Case, solution: &Solution) -> Value {
    let Case {
        max_number: m,
        target,
    } = case;
    let game = match solution.game {
        Game::AlreadyReached => "already-reached",
        Game::OutOfReach => "out-of-reach",
        Game::Played => "played",
    };
    let mut data = json!({
        "m": m,
        "t": target.to_string(),
        "n": triangle(m),
        "game": game,
        "wins": solution.wins,
        "winning_first_moves": solution.winning_first_moves,
    });
    if solution.game != Game::Played {
        return data;
    }
    data["slack"] = json!(triangle(m) - target);
    let mut taken = 0;
    let line: Vec<Value> = solution
        .line
        .iter()
        .zip(&solution.positions)
        .enumerate()
        .map(|(index, (step, position))| {
            let at = set(
                taken,
                step.total - step.number,
                Some((position.outcome, &position.choices)),
            );
            taken |= 1 << (step.number - 1);
            let player = ["first", "second"][index % 2];
            json!({
                "player": player,
                "number": step.number,
                "total": step.total,
                "at": at,
            })
        })
        .collect();
    data["line"] = Value::Array(line);
    let layers = solution
        .layers
        .iter()
        .map(|layer| json!({ "won": layer.won, "lost": layer.lost, "over": layer.over }));
    data["layers"] = Value::Array(layers.collect());
    if !solution.table.is_empty() {
        data["table"] = solution
            .table
            .iter()
            .map(|row| table_set(&solution.table, row, m))
            .collect();
        // The DP fills F, the free set, from 1 up as a number: the taken set from the top.
        let all = full(m);
        let order = (1..=all)
            .map(|free| all ^ free)
            .filter(|&taken| solution.table[taken as usize].to_move.is_some());
        data["order"] = order.collect();
    }
    data
}

/// A set of the whole table: its choices are the rows one number further.
fn table_set(table: &[Row], row: &Row, max_number: u32) -> Value {
    let Some((outcome, winning)) = &row.to_move else {
        return set(row.taken, row.total, None);
    };
    let free = full(max_number) & !row.taken;
    let choices: Vec<Choice> = ones(free)
        .map(|bit| Choice {
            number: bit + 1,
            after: table[(row.taken | 1 << bit) as usize]
                .to_move
                .as_ref()
                .map(|(after, _)| *after),
        })
        .collect();
    let value = set(row.taken, row.total, Some((*outcome, &choices)));
    debug_assert_eq!(value["winning"], json!(winning));
    value
}

/// One set: over, or its outcome for the player to move and every choice.
fn set(taken: u32, total: u32, to_move: Option<(Outcome, &[Choice])>) -> Value {
    let Some((outcome, choices)) = to_move else {
        return json!({ "key": taken, "total": total, "over": true });
    };
    let winning: Vec<u32> = choices
        .iter()
        .filter(|choice| choice.wins())
        .map(|choice| choice.number)
        .collect();
    let choices: Vec<Value> = choices
        .iter()
        .map(|choice| {
            let mut value = json!({
                "number": choice.number,
                "key": taken | 1 << (choice.number - 1),
                "reaches": choice.after.is_none(),
                "wins": choice.wins(),
            });
            if let Some(after) = choice.after {
                value["other_wins"] = json!(after.wins);
                value["other_moves"] = json!(after.moves);
            }
            value
        })
        .collect();
    json!({
        "key": taken,
        "total": total,
        "over": false,
        "wins": outcome.wins,
        "moves": outcome.moves,
        "winning": winning,
        "choices": choices,
    })
}
