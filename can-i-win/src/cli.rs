//! The command line's half of can-i-win (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::CanIWin;
use crate::parse::{JUDGE_MAX_NUMBER, JUDGE_MAX_TARGET, MAX_NUMBER, MAX_TARGET};
use dp_problem::{NoCommands, NoOptions};

use crate::{generate, parse};

impl dp_cli::Cli for CanIWin {
    type GenOptions = generate::Knobs;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;
    fn after_help() -> String {
        format!(
            "Input: one case a line, \"M T\" (whole numbers); blank lines are skipped.\n\
             Output: true when the first player can force a win, else false, one line a case; \
             T = 0 is true.\n\
             Limits: M 1 to {MAX_NUMBER} (the judge's limit is {JUDGE_MAX_NUMBER}; a sweep \
             takes 8 x 2^M bytes, {} at M = {MAX_NUMBER}), T 0 to {MAX_TARGET} (the \
             judge's limit is {JUDGE_MAX_TARGET}).\n\n\
             Examples:\n  \
             printf '10 11\\n10 0\\n10 1\\n' | can-i-win   # false, true, true\n  \
             echo 4 6 | can-i-win explain    # every set of taken numbers\n  \
             can-i-win gen --seed 1 --count 9 --max-number 20 --target 150-210 | can-i-win",
            dp_problem::error::bytes(parse::sweep_bytes(MAX_NUMBER))
        )
    }
}
