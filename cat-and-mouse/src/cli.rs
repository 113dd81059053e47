//! The command line's half of cat-and-mouse (its `cli` feature): the flags, the help text,
//! `gen`'s knobs, the problem's own subcommands and how `play` starts, for dp-cli's
//! products; the solver itself is the rest of the crate, which builds without it.

use crate::CatAndMouse;
use crate::parse::{JUDGE_MAX_NODES, MAX_NODES, MIN_NODES};
use dp_problem::{NoCommands, NoOptions};

use crate::{generate, parse};

impl dp_cli::Cli for CatAndMouse {
    type GenOptions = generate::Knobs;
    type Commands = NoCommands;
    type PlayFlags = NoOptions;
    fn after_help() -> String {
        format!(
            "Input: one graph a line, its adjacency lists as LeetCode writes them, \
             [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]] (whitespace allowed anywhere between \
             the brackets, commas and numbers); blank lines are skipped. The graph is \
             undirected (every edge in both lists), with no loops and no neighbour listed \
             twice, and the mouse and the cat can move.\n\
             Output: one line a graph: 1 when the mouse wins, 2 when the cat wins, 0 for a \
             draw.\n\
             Limits: {MIN_NODES} to {MAX_NODES} nodes (the judge's limit is \
             {JUDGE_MAX_NODES}; the 2 x n^2 positions take 7 bytes each, {} at n = \
             {MAX_NODES}).\n\n\
             Examples:\n  \
             echo '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]' | cat-and-mouse   # 0\n  \
             echo '[[1,3],[0],[3],[0,2]]' | cat-and-mouse explain  # the queue step by step\n  \
             cat-and-mouse gen --seed 1 --count 30 --nodes 50 --density 5 | cat-and-mouse",
            parse::largest_tables()
        )
    }
}
