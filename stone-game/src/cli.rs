//! The command line's half of stone-game (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::StoneGame;
use crate::parse::MAX_PILES;
use crate::{MIN_TAKE, generate};
use dp_problem::scan::MAX_INPUT_BYTES;
use dp_problem::{NoCommands, NoOptions};

impl dp_cli::Cli for StoneGame {
    type GenOptions = generate::Knobs;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;
    fn after_help() -> String {
        format!(
            "Input: one case a line, the pile values as integers (64-bit) separated by commas \
             and/or spaces, optionally in [ ]; blank lines are skipped.\n\
             Output: Alice, Bob or Tie, one line a case.\n\
             Limits: at most {} piles a line, {} of input; K at least {MIN_TAKE}.\n\n\
             Examples:\n  \
             echo '[1,2,3,7]' | stone-game  # Bob\n  \
             stone-game gen --seed 1 --count 3 | stone-game explain --take 2",
            dp_problem::text::thousands(MAX_PILES as u64),
            dp_problem::error::bytes(MAX_INPUT_BYTES)
        )
    }
}
