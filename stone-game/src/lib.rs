//! LeetCode 1406 "Stone Game III", generalised to take-up-to-K: piles stand in a row;
//! Alice and Bob alternately take the first 1, 2 or 3 (or 1..=K) remaining piles, scoring
//! their sum; both play optimally. Who wins?
//!
//! [`parse`] reads one case a line → [`solve`] runs the score-difference DP once (its doc
//! comment is the lesson: why one number per position is enough, and what K changes) →
//! [`render`] prints the winner, `--json` or `explain` from that one solution.
//! [`generate`] writes random cases (`gen`).

use std::io::{self, Write};

pub mod generate;
pub mod parse;
pub mod render;
pub mod solve;

use parse::Case;
use solve::Record;

/// What to print for each case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `Alice`, `Bob` or `Tie`.
    Plain,
    /// One JSON object a line.
    Json,
    /// The teaching view.
    Explain,
}

/// Solves one case, where a move takes 1..=`max_take` piles, and writes it in `format`.
pub fn write_answer(
    out: &mut dyn Write,
    format: Format,
    max_take: usize,
    case_number: usize,
    case: &Case,
) -> io::Result<()> {
    let record = if format == Format::Plain {
        Record::Answer
    } else {
        Record::LineOfPlay
    };
    let solution = solve::solve(&case.values, max_take, record);
    let line = match &solution.best_takes {
        Some(takes) => solve::line_of_play(&case.values, takes),
        None => Vec::new(),
    };
    match format {
        Format::Plain => render::plain(out, &solution),
        Format::Json => render::json(out, case_number, &solution, &line),
        Format::Explain => render::explain(out, case_number, case, max_take, &solution, &line),
    }
}
