//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints. Positions are from 0 here (the page adds 1 when it shows them); every number
//! fits a browser's numbers exactly (|sum| < 2^46).
//!
//! The schema is the types below, one field a line: `lesson.js` reads exactly these names.
//!
//! A number of the row is keyed `vK` and an interval `I-J` (both from 0): the page's cells
//! carry the key as `data-entry`, so `#case=1&step=3&entry=0-2` opens `[1..3]`.

use serde::{Deserialize, Serialize};

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

/// One case's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// How many numbers the row has.
    pub n: usize,
    /// A − B when both play best.
    pub difference: i64,
    /// A's score.
    pub a_score: i64,
    /// B's score.
    pub b_score: i64,
    /// The first [`PAGE_VALUES`] numbers of the row.
    pub values: Vec<i64>,
    /// How many moves the whole line of play has.
    pub moves: usize,
    /// n ≤ `TABLE_MAX` only: every interval, by length, then left end.
    pub table: Vec<Cell>,
    /// The first [`PAGE_MOVES`] moves of the line of play.
    pub line: Vec<Played>,
}

/// One interval of the table.
#[derive(Debug, Serialize, Deserialize)]
pub struct Cell {
    /// Its first number (from 0).
    pub i: usize,
    /// Its last number.
    pub j: usize,
    /// The sum of its numbers.
    pub sum: i64,
    /// The best take from the left (null for one number).
    pub left: Option<Candidate>,
    /// The best take from the right (null for one number).
    pub right: Option<Candidate>,
    /// d: the most the mover scores.
    pub score: i64,
    /// The side of the move kept: "left" or "right".
    pub side: String,
    /// How many numbers it takes.
    pub take: usize,
}

/// The best take from one end.
#[derive(Debug, Serialize, Deserialize)]
pub struct Candidate {
    /// How many numbers.
    pub take: usize,
    /// What it scores: sum − d(rest).
    pub value: i64,
}

/// One move of the line of play.
#[derive(Debug, Serialize, Deserialize)]
pub struct Played {
    /// "A" or "B".
    pub player: String,
    /// "left" or "right".
    pub side: String,
    /// The first number taken (from 0).
    pub first: usize,
    /// The last.
    pub last: usize,
    /// Their sum.
    pub gain: i64,
    /// d of the interval it is made from.
    pub score: i64,
    /// The mover's lead over the rest of the game.
    pub lead: i64,
    /// A's score after it.
    pub a: i64,
    /// B's score after it.
    pub b: i64,
}

/// The page's data for one case.
pub fn data(solution: &Solution) -> Data {
    let values = &solution.row;
    let n = values.len();
    let table = solution
        .table
        .iter()
        .map(|cell| {
            let candidate = |c: Option<crate::solve::Candidate>| {
                c.map(|c| Candidate {
                    take: c.take,
                    value: cell.sum - c.rest,
                })
            };
            Cell {
                i: cell.i,
                j: cell.j,
                sum: cell.sum,
                left: candidate(cell.left),
                right: candidate(cell.right),
                score: cell.score,
                side: side(cell.best.0).to_owned(),
                take: cell.best.1,
            }
        })
        .collect();
    let line = with_scores(&solution.line)
        .take(PAGE_MOVES)
        .map(|(step, scores)| Played {
            player: PLAYERS[step.player].to_owned(),
            side: side(step.side).to_owned(),
            first: step.first,
            last: step.last,
            gain: step.gain,
            score: step.score,
            lead: step.lead(),
            a: scores[0],
            b: scores[1],
        })
        .collect();
    Data {
        n,
        difference: solution.difference,
        a_score: solution.first_score(),
        b_score: solution.second_score(),
        values: values[..n.min(PAGE_VALUES)].to_vec(),
        moves: solution.line.len(),
        table,
        line,
    }
}
