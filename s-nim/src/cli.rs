//! The command line's half of s-nim (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::SNim;
use crate::parse::{MAX_BEADS, MAX_HEAPS, MAX_MOVES, MAX_POSITIONS};
use dp_problem::text::thousands;
use dp_problem::{NoCommands, NoOptions};

use crate::generate;

impl dp_cli::Cli for SNim {
    type GenOptions = generate::Knobs;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;
    fn after_help() -> String {
        format!(
            "Input (the judge's): test cases, each `k s1 .. sk`, then `m`, then m positions \
             `l h1 .. hl`; a `0` for k ends the input. Numbers are separated by any \
             whitespace.\n\
             Output: a line a test case, one letter a position: W when the player to move \
             wins, L when not.\n\
             Limits: k from 1 to {MAX_MOVES}; s from 1 and h from 0, up to {} beads (the \
             judge's: 10,000); m up to {} positions and l up to {} heaps (the judge's: 100).\n\n\
             Examples:\n  \
             printf '2 2 5\\n3\\n2 5 12\\n3 2 4 7\\n4 2 3 7 12\\n0\\n' | s-nim   # LWW\n  \
             s-nim gen --seed 1 --count 2 | s-nim explain",
            thousands(MAX_BEADS.into()),
            thousands(MAX_POSITIONS.into()),
            thousands(MAX_HEAPS.into())
        )
    }
}
