//! POJ 2794 / UVa 1637 "Double Patience": 36 cards lie in 9 piles of 4; a move removes the
//! top cards of two piles with equal rank, chosen uniformly among all such pairs. What is
//! the chance of clearing the table?
//!
//! [`parse`] reads deals → [`solve`] explores the reachable states once and evaluates the
//! probability DP over them (its doc comment is the lesson; [`game`] holds the moves) →
//! [`render`] prints the judge's line, `--exact`, `--json` or `explain` from that one
//! solution. [`simulate`] plays the random strategy; [`generate`] writes deals (`gen`).

use std::io::{self, Write};

pub mod game;
pub mod generate;
pub mod parse;
pub mod render;
pub mod simulate;
pub mod solve;

use parse::Deal;

/// What to print for each deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The probability with 6 digits after the point.
    Plain,
    /// The probability as a reduced fraction.
    Exact,
    /// One JSON object a line.
    Json,
    /// The teaching view.
    Explain,
}

/// Solves one deal and writes it in `format`.
pub fn write_answer(
    out: &mut dyn Write,
    format: Format,
    deal_number: usize,
    deal: &Deal,
) -> io::Result<()> {
    let solution = solve::solve(deal);
    match format {
        Format::Plain => render::plain(out, &solution),
        Format::Exact => render::exact(out, &solution),
        Format::Json => render::json(out, deal_number, &solution),
        Format::Explain => render::explain(out, deal_number, deal, &solution),
    }
}
