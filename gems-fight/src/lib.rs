//! HDU 4778 "Gems Fight!": Alice and Bob take turns pouring one of B bags of colored gems
//! into a shared cooker; every S gems of one color melt into a magic stone for the player
//! who poured, and a player who makes a stone moves again. What is Alice's stones minus
//! Bob's under optimal play?
//!
//! [`parse`] reads the cases → [`solve`] runs the DP over sets of poured bags once (its doc
//! comment is the lesson: why the cooker needs no place in the state, and how a move
//! costs O(1)) → [`render`] prints the number, `--json` or `explain` from that one
//! solution. [`generate`] writes random cases (`gen`).

use std::io::{self, Write};

pub mod generate;
pub mod parse;
pub mod render;
pub mod solve;

use parse::Case;

/// What to print for each case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Alice's stones minus Bob's.
    Plain,
    /// One JSON object a line.
    Json,
    /// The teaching view.
    Explain,
}

/// Solves one case and writes it in `format`.
pub fn write_answer(
    out: &mut dyn Write,
    format: Format,
    case_number: usize,
    case: &Case,
) -> io::Result<()> {
    let solution = solve::solve(case);
    match format {
        Format::Plain => render::plain(out, &solution),
        Format::Json => render::json(out, case_number, &solution),
        Format::Explain => render::explain(out, case_number, case, &solution),
    }
}
