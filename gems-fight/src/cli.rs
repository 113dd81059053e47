//! The command line's half of gems-fight (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::GemsFight;
use crate::generate;
use crate::parse::{MAX_BAGS, MAX_COLORS, MAX_GEMS_PER_BAG, table_bytes};
use dp_problem::{NoCommands, NoOptions};

impl dp_cli::Cli for GemsFight {
    /// The layers of a case's table are filled on rayon's pool (`solve`).
    const SOLVES_ON_THE_POOL: bool = true;
    type GenOptions = generate::Knobs;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;
    fn after_help() -> String {
        format!(
            "Input: cases \"G B S\" (colors, bags, gems a stone) then B bags \"n c1 .. cn\" \
             (n gems, each a color from 1 to G), whitespace anywhere, ending with \"0 0 0\".\n\
             Output: Alice's stones minus Bob's, one line a case.\n\
             Limits: G 0 to {MAX_COLORS}, B 0 to {MAX_BAGS} (the judge's limit is 21; B = \
             {MAX_BAGS} takes {}), n 1 to {MAX_GEMS_PER_BAG} (the judge's: 10), S 1 to {} \
             (the judge's: below 20), colors 1 to G.\n\n\
             Examples:\n  \
             printf '3 2 2  3 2 3 1  3 1 2 3  0 0 0' | gems-fight  # -3: Bob's pour makes 3\n  \
             gems-fight gen --seed 1 --count 6 --colors 8 --bags 21 --gems 10 | gems-fight",
            dp_problem::error::bytes(table_bytes(MAX_BAGS)),
            u32::MAX
        )
    }
}
