//! What `cat-and-mouse check` needs of this problem: how a graph is written back and how it
//! gets smaller. The answer (`1`, `2` or `0`) is compared exactly, dp-cli's default rule;
//! the cases are `gen`'s (3 to 12 nodes, density 10% to 60%, unless its knobs say
//! otherwise).
//!
//! - Shrinking: fewer nodes (the nodes after the hole, the mouse and the cat: all of them,
//!   then halves, quarters, ..., one node, each taken out with its edges and the nodes
//!   after it numbered down), then fewer edges (the same cuts over the list of edges).
//!   A smaller graph is proposed only when it is a valid case, read back by the crate's
//!   own parser ([`Case::from_lists`]): the mouse must keep a move, and the cat a move
//!   other than into the hole.

use std::io::{self, Write};

use dp_cli::Check;
use dp_cli::shrink::cuts;

use crate::CatAndMouse;
use crate::parse::{Case, MIN_NODES};

/// The most smaller graphs of each kind one step proposes.
const LIMIT: usize = 100;

/// The graph of `lists` on line `line`, when it reads back as a valid case.
fn valid(lists: &[Vec<usize>], line: u32) -> Option<Case> {
    Case::from_lists(lists).map(|case| Case { line, ..case })
}

impl Check for CatAndMouse {
    /// The graph as LeetCode writes it, on a line.
    fn write(case: &Case, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", case.to_text())
    }

    /// Smaller graphs: fewer nodes, then fewer edges, each still a valid case. Each is built
    /// from the cut it makes ([`cuts`]), so a graph of a thousand nodes and a hundred thousand
    /// edges costs a pass over its lists a candidate, not a copy of every list of edges.
    fn shrink(case: &Case) -> Vec<Case> {
        let n = case.nodes();
        let mut smaller = Vec::new();
        // Nodes: the ones after the cat (MIN_NODES..n), a run of them taken out.
        for cut in cuts(n - MIN_NODES, 0, LIMIT) {
            let out = cut.start + MIN_NODES..cut.end + MIN_NODES;
            // The new number of each node kept: those after the cut move down.
            let number = |v: usize| match v {
                _ if v < out.start => Some(v),
                _ if v < out.end => None,
                _ => Some(v - out.len()),
            };
            let fewer: Vec<Vec<usize>> = (0..n)
                .filter(|&v| number(v).is_some())
                .map(|v| {
                    let list = case.adjacent(v).iter();
                    list.filter_map(|&w| number(w as usize)).collect()
                })
                .collect();
            smaller.extend(valid(&fewer, case.line));
        }
        // Edges: numbered as they are first listed, by their smaller end; a run of them out,
        // each list keeping its order.
        let mut numbered = std::collections::HashMap::new();
        for v in 0..n {
            for &w in case.adjacent(v).iter().filter(|&&w| v < w as usize) {
                let next = numbered.len();
                numbered.insert((v, w as usize), next);
            }
        }
        let edge_of: Vec<Vec<usize>> = (0..n)
            .map(|v| {
                let ends = case
                    .adjacent(v)
                    .iter()
                    .map(|&w| (v.min(w as usize), v.max(w as usize)));
                ends.map(|edge| numbered[&edge]).collect()
            })
            .collect();
        for cut in cuts(case.edges(), 0, LIMIT) {
            let fewer: Vec<Vec<usize>> = (0..n)
                .map(|v| {
                    let pairs = case.adjacent(v).iter().zip(&edge_of[v]);
                    let kept = pairs.filter(|&(_, edge)| !cut.contains(edge));
                    kept.map(|(&w, _)| w as usize).collect()
                })
                .collect();
            smaller.extend(valid(&fewer, case.line));
        }
        smaller
    }

    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.nodes() as u64, "nodes"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CatAndMouse;

    #[test]
    fn smaller_graphs_are_valid_and_smaller() {
        let case =
            Case::from_lists(&[vec![], vec![2, 4], vec![1], vec![5], vec![1, 5], vec![3, 4]])
                .expect("a valid graph");
        let mut text = Vec::new();
        CatAndMouse::write(&case, &mut text).expect("written");
        assert_eq!(
            String::from_utf8_lossy(&text),
            "[[],[2,4],[1],[5],[1,5],[3,4]]\n"
        );
        let smaller = dp_testing::shrunk::<CatAndMouse>(&case);
        assert!(smaller.iter().all(|small| small.nodes() < case.nodes()
            || small.nodes() == case.nodes() && small.edges() < case.edges()));
        // Node 3 out, 4 and 5 numbered 3 and 4.
        let without_3 =
            Case::from_lists(&[vec![], vec![2, 3], vec![1], vec![1, 4], vec![3]]).expect("valid");
        assert!(smaller.contains(&without_3));
        // Without the edge 1 - 2 the cat has no move: not proposed.
        assert!(smaller.iter().all(|small| small.adjacent(1).contains(&2)));
        // The smallest graph: the mouse and the cat joined, nothing else.
        let least = Case::from_lists(&[vec![], vec![2], vec![1]]).expect("valid");
        assert!(CatAndMouse::shrink(&least).is_empty());
    }
}
