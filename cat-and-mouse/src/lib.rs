//! LeetCode 913 "Cat and Mouse": on an undirected graph the mouse starts at node 1 and
//! moves first, the cat starts at node 2 and may never enter the hole, node 0; each turn
//! a player must move along an edge. The mouse wins on reaching the hole, the cat on
//! reaching the mouse's node, and a position that repeats with the same player to move
//! is a draw. Who wins when both play their best: 1 (the mouse), 2 (the cat) or 0 (a
//! draw)?
//!
//! [`parse`] reads one graph a line into flat adjacency lists → [`solve`] runs the
//! retrograde analysis once (its doc comment is the lesson: why there is no order to fill
//! the table in, and how a queue of decided positions replaces it; the plain answer on up
//! to 64 nodes grows the same decided positions as rows of bits instead) → [`render`] prints
//! the answer, `--json` or `explain` from that one solution, and [`page`] gives the
//! lesson page (`explain --html`, drawn by `lesson.js`) its data. [`generate`] writes
//! random graphs (`gen`), and [`check`] writes a graph back and makes it smaller
//! (`check`). [`CatAndMouse`] names their types for dp-cli.
//!
//! Limits: the judge's n ≤ 50, and beyond it up to [`parse::MAX_NODES`] = 1,000 nodes:
//! 2n² positions of 7 bytes each (14 MB), and O(n · E) steps, about a second for a
//! complete graph of 1,000 nodes.

use dp_cli::{NoCommands, NoOptions, Problem, View};

pub mod check;
pub mod generate;
pub mod page;
pub mod parse;
pub mod play;
pub mod render;
pub mod solve;

use parse::{Case, JUDGE_MAX_NODES, MAX_NODES, MIN_NODES};
use solve::Solution;

/// The cat-and-mouse problem, for dp-cli's command line and run loop.
#[derive(Debug)]
pub struct CatAndMouse;

impl Problem for CatAndMouse {
    const NAME: &'static str = "cat-and-mouse";
    const ABOUT: &'static str = "Cat and Mouse (LeetCode 913): on an undirected graph the \
        mouse starts at node 1 and moves first, the cat at node 2, the hole is node 0 (the \
        cat may not enter it); each must move along an edge. The mouse wins in the hole, the \
        cat on the mouse, and a repeated position is a draw. Who wins with best play?";

    type Case = Case;
    type Options = NoOptions;
    type Solution = Solution;

    /// The plain answer stops once the start is decided (rows of bits up to 64 nodes, the
    /// queue above); the other views run the queue dry and keep the table.
    type RunState = ();

    fn solve(case: &Case, _: &NoOptions, view: View, _: &()) -> Solution {
        solve::solve(case, view.wants_detail())
    }

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

    /// The graph drawn with the mouse and the cat on it, stepping through the queue of
    /// decided positions (small graphs) or the line of play.
    const LESSON_SCRIPT: &'static str = include_str!("lesson.js");
    const LESSON_STYLE: &'static str = include_str!("lesson.css");
}
