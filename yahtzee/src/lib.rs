//! UVa 10149 "Yahtzee": thirteen rolls of five dice are known in advance; give each roll to
//! a different one of the 13 categories so that the total, with the upper-section bonus, is
//! as large as possible.
//!
//! The pipeline is the same in every solver of this workspace:
//! [`parse`] reads games → [`rules`] scores every roll in every category → [`solve`] runs the
//! DP once → [`render`] prints the judge's line, `--json` or `explain` from that one
//! solution. The DP, and why the upper-section sum needs no place in its state, is
//! documented in [`solve`]. [`generate`] writes random games (`gen`).
//!
//! [`optimal`] is the real game, where the rolls are not known in advance: the strategy
//! maximising the expected score (`yahtzee optimal`) and advice from it (`yahtzee advise`).

use std::io::{self, Write};

pub mod generate;
pub mod optimal;
pub mod parse;
pub mod render;
pub mod rules;
pub mod solve;

use parse::Game;
use rules::FullHouse;

/// What to print for each game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The judge's line of 15 numbers.
    Plain,
    /// One JSON object a line.
    Json,
    /// The teaching view.
    Explain,
}

/// Solves one game and writes it in `format`.
pub fn write_answer(
    out: &mut dyn Write,
    format: Format,
    full_house: FullHouse,
    game_number: usize,
    game: &Game,
) -> io::Result<()> {
    let table = rules::score_table(&game.rolls, full_house);
    let solution = solve::solve(&table);
    match format {
        Format::Plain => render::plain(out, &solution),
        Format::Json => render::json(out, game_number, game, &solution),
        Format::Explain => render::explain(out, game_number, game, &table, &solution),
    }
}
