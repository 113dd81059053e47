//! The data of the lesson page (`explain --html`), read from the one [`Solution`]: what
//! `lesson.js` draws. Nothing here solves anything; the numbers are those `explain`
//! prints. The schema is the types below, one field a line: `lesson.js` reads exactly
//! these names. Numbers that may pass what a browser's numbers hold exactly (values, f,
//! gains, scores) are strings.
//!
//! An entry of the f row is keyed by its position `i` (from 0): the page's cells carry it
//! as `data-entry`, so `#case=1&step=3&entry=2` opens f(2) with its candidates.

use serde::{Deserialize, Serialize};

use crate::parse::Case;
use crate::render::winner;
use crate::solve::Solution;

const PLAYERS: [&str; 2] = ["Alice", "Bob"];

/// One case's page.
#[derive(Debug, Serialize, Deserialize)]
pub struct Data {
    /// The case's line in the input.
    pub line_number: u32,
    /// How many piles.
    pub n: usize,
    /// The most piles a move takes (a string: K may be any u64).
    pub k: String,
    /// "Alice", "Bob" or "Tie".
    pub winner: String,
    /// f(0): how far Alice finishes ahead.
    pub difference: String,
    /// Alice's score.
    pub alice: String,
    /// Bob's score.
    pub bob: String,
    /// How many moves the whole line of play has.
    pub moves: usize,
    /// The steps, when the solve kept them (absent for a case `explain` does not draw).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub steps: Option<Steps>,
}

/// What the page steps through: the first piles, their f row, the line of play.
#[derive(Debug, Serialize, Deserialize)]
pub struct Steps {
    /// How many of the first piles the page steps through (at most `PAGE_PILES`).
    pub piles: usize,
    /// The piles drawn: those, and `SHOWN_TAKES` beyond them when there are.
    pub values: Vec<String>,
    /// f(i) for the positions drawn; f(n) last when n is among them.
    pub f: Vec<String>,
    /// The rows filled, i = 0 to piles − 1.
    pub rows: Vec<Row>,
    /// The moves of the line of play that start on the piles drawn.
    pub line: Vec<Played>,
}

/// How f(i) is filled.
#[derive(Debug, Serialize, Deserialize)]
pub struct Row {
    /// The position.
    pub i: usize,
    /// f(i).
    pub f: String,
    /// The best take (the smallest among equal leads).
    pub take: usize,
    /// How many takes are allowed: min(K, n − i).
    pub moves: usize,
    /// t = 1 to min(moves, 4), and the best take.
    pub candidates: Vec<Candidate>,
}

/// One take t of f(i)'s candidates.
#[derive(Debug, Serialize, Deserialize)]
pub struct Candidate {
    /// How many piles.
    pub t: usize,
    /// `v[i] + … + v[i+t−1]`.
    pub gain: String,
    /// `f(i+t)`, which the other player then leads by.
    pub next: String,
    /// `gain − f(i+t)`.
    pub value: String,
}

/// One move of the line of play.
#[derive(Debug, Serialize, Deserialize)]
pub struct Played {
    /// Its number, from 1.
    pub number: usize,
    /// "Alice" or "Bob".
    pub player: String,
    /// The first pile it takes.
    pub first: usize,
    /// How many piles.
    pub take: usize,
    /// Their sum.
    pub gain: String,
    /// Alice's score after it.
    pub alice: String,
    /// Bob's score after it.
    pub bob: String,
}

/// The page's data for one case.
pub fn data(case: &Case, solution: &Solution, take: u64) -> Data {
    let n = case.values.len();
    let steps = solution.page.as_ref().map(|page| Steps {
        piles: page.piles,
        values: case
            .values
            .iter()
            .take(page.f.len().min(n))
            .map(|value| value.to_string())
            .collect(),
        f: page.f.iter().map(ToString::to_string).collect(),
        rows: page
            .rows
            .iter()
            .map(|row| Row {
                i: row.pile,
                f: row.best_difference.to_string(),
                take: row.take,
                moves: row.moves,
                candidates: row
                    .candidates
                    .iter()
                    .map(|candidate| Candidate {
                        t: candidate.take,
                        gain: candidate.gain.to_string(),
                        next: candidate.next_difference.to_string(),
                        value: candidate.value().to_string(),
                    })
                    .collect(),
            })
            .collect(),
        line: page
            .line
            .iter()
            .map(|played| Played {
                number: played.number,
                player: PLAYERS[played.step.player].to_owned(),
                first: played.step.first_pile,
                take: played.step.take,
                gain: played.step.gain.to_string(),
                alice: played.scores[0].to_string(),
                bob: played.scores[1].to_string(),
            })
            .collect(),
    });
    Data {
        line_number: case.line,
        n,
        k: take.to_string(),
        winner: winner(solution).to_owned(),
        difference: solution.difference.to_string(),
        alice: solution.alice().to_string(),
        bob: solution.bob().to_string(),
        moves: solution
            .line_excerpt
            .as_ref()
            .map_or(0, |excerpt| excerpt.moves),
        steps,
    }
}
