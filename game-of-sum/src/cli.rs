//! The command line's half of game-of-sum (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::GameOfSum;
use crate::parse::{JUDGE_MAX_LEN, MAX_LEN};
use crate::{generate, parse};
use dp_problem::{NoCommands, NoOptions};

impl dp_cli::Cli for GameOfSum {
    type GenOptions = generate::Shape;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;
    fn after_help() -> String {
        format!(
            "Input: cases of n, then n integers (32-bit), whitespace-separated (on one line or \
             several); n = 0 ends the input.\n\
             Output: A's score minus B's, one line a case.\n\
             Limits: n 1 to {} (the judge's limit is {JUDGE_MAX_LEN}; time grows as n^2, and \
             --json and explain keep n(n + 1) bytes, {} at the limit).\n\n\
             Examples:\n  \
             printf '4\\n4 -10 -20 7\\n4\\n1 2 3 4\\n0\\n' | game-of-sum   # 7, 10\n  \
             echo 4 4 -10 -20 7 0 | game-of-sum explain\n  \
             game-of-sum gen --seed 1 --count 2000 --len 100 | game-of-sum",
            dp_problem::text::thousands(MAX_LEN as u64),
            parse::decision_memory(MAX_LEN)
        )
    }
}
