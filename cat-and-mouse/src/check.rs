//! What `cat-and-mouse check` needs of this problem: its sizes, its edge families, how a
//! graph is written back and how it gets smaller. The answer (`1`, `2` or `0`) is compared
//! exactly, dp-cli's default rule.
//!
//! - Sizes: n from 3 to LeetCode's 50 nodes ([`JUDGE_MAX_NODES`]), a graph of at least n
//!   nodes about once in (n − 2)³ (the 2n² positions each look at up to n moves: the work
//!   grows as n³ at a given density), density 10% to 60% as `gen`'s, unless `--nodes` and
//!   `--density` fix them. Most graphs are of 3 to 5 nodes; those of 6 to 12 that `gen`
//!   draws by default come mostly from the first two edge families.
//! - Edge families, one case in eight (3 to 12 nodes unless `--nodes` fixes n, `gen`'s
//!   density unless `--density` fixes it; then the edges a family adds are on top):
//!   - the mouse next to the hole (it wins on its first move), or one node from it, the cat
//!     next to that node half the time (it guards the way);
//!   - the cat next to the mouse: the mouse must not step onto it, and loses when every
//!     move it has is next to the cat;
//!   - a game longer than 2n moves ([`long_game`]): the mouse and the cat on a 4-cycle, a
//!     path of L = 5 or more nodes from it to a triangle, the hole away from them (no
//!     neighbour, or one of its own). Only through the triangle, the one odd cycle, can the
//!     cat change the parity that keeps it a step behind, and going there and back takes
//!     4 moves a node of the path: the cat wins in 4L + 8 to 4L + 12 moves, more than the
//!     2n = 2L + 14 or 2L + 16 after which some accepted solutions call a draw. 12 to 20
//!     nodes (within `--nodes` when it allows 12 or more), not drawn when `--density` is
//!     given (the cat next to the mouse then instead);
//!   - draw-heavy graphs: a cycle of even length, 4 or more, through the mouse and the
//!     cat (at random places on it), and few other edges (density 2% to 8%): on a long
//!     cycle the mouse keeps away for ever, and the queue runs dry with positions left
//!     undecided, the draws.
//! - Shrinking: fewer nodes (the nodes after the hole, the mouse and the cat: all of them,
//!   then halves, quarters, ..., one node, each taken out with its edges and the nodes
//!   after it numbered down), then fewer edges (the same cuts over the list of edges).
//!   A smaller graph is proposed only when it is a valid case, read back by the crate's
//!   own parser ([`Case::from_lists`]): the mouse must keep a move, and the cat a move
//!   other than into the hole.

use std::io::{self, Write};

use dp_cli::cli::Span;
use dp_cli::shrink::cuts;
use dp_cli::{Check, Draw};
use dp_core::rng::SplitMix64;
use dp_problem::Generate as _;

use crate::CatAndMouse;
use crate::generate::{DEFAULT_DENSITY, DEFAULT_NODES, Knobs};
use crate::parse::{Case, JUDGE_MAX_NODES, MIN_NODES};

/// The nodes of a graph of [`long_game`] unless `--nodes` says otherwise.
const LONG_GAME_NODES: Span = Span::new(12, 20);

/// The most smaller graphs of each kind one step proposes.
const LIMIT: usize = 100;

/// A graph of n nodes (12 or more) where the cat wins, and needs more than 2n moves (both
/// players' counted) to do it: nodes 1 and 2 on a 4-cycle, a path of L nodes from a node
/// of the cycle to a triangle, the hole with no neighbour or joined to a node of its own
/// (LeetCode's graphs have no empty list), nodes 3 and on numbered at random. The mouse
/// moves first, from a node next to the cat's: the graph without the triangle is
/// bipartite, so until the cat has gone round the triangle the mouse is never next to it
/// when it is the cat's turn. The cat needs 4L + 8 to 4L + 12 moves (the queue's count,
/// for every L up to 50 nodes and each node of the cycle as the path's start), more than
/// 2n = 2L + 14 (2L + 16 with the hole's partner) once L is 5 or more.
pub fn long_game(n: usize, rng: &mut SplitMix64) -> Vec<Vec<usize>> {
    // L = n - 7 nodes on the path, one fewer with the hole's partner: at least 5.
    let hole_paired = n >= 13 && rng.below(2) == 0;
    let path = n - 7 - usize::from(hole_paired);
    // Nodes 3 .. n - 1 in a random order: the cycle's other two, the path, the triangle's
    // other two, the hole's partner.
    let mut others: Vec<usize> = (3..n).collect();
    rng.shuffle(&mut others);
    let mut lists = vec![Vec::new(); n];
    let cycle = [1, 2, others[0], others[1]];
    for at in 0..4 {
        join(&mut lists, cycle[at], cycle[(at + 1) % 4]);
    }
    let mut end = cycle[rng.below(4) as usize];
    for &v in &others[2..2 + path] {
        join(&mut lists, end, v);
        end = v;
    }
    let (a, b) = (others[2 + path], others[3 + path]);
    join(&mut lists, end, a);
    join(&mut lists, a, b);
    join(&mut lists, b, end);
    if hole_paired {
        join(&mut lists, 0, others[4 + path]);
    }
    for list in &mut lists {
        rng.shuffle(list);
    }
    lists
}

/// Joins v and w (once: an edge already there stays as it is).
fn join(lists: &mut [Vec<usize>], v: usize, w: usize) {
    if !lists[v].contains(&w) {
        lists[v].push(w);
        lists[w].push(v);
    }
}

/// Gives the mouse a move if it has none (an edge to any other node), and the cat one
/// other than into the hole, as `gen` does: the graph is then a valid case.
fn give_moves(lists: &mut [Vec<usize>], rng: &mut SplitMix64) {
    let n = lists.len() as u64;
    if lists[1].is_empty() {
        // Any node but 1 itself: 0, 2, 3, ..., n - 1.
        let w = rng.below(n - 1) as usize;
        join(lists, 1, if w >= 1 { w + 1 } else { w });
    }
    if lists[2].iter().all(|&w| w == 0) {
        // A node other than the hole and 2: 1, 3, 4, ...
        let w = 1 + rng.below(n - 2) as usize;
        join(lists, 2, if w >= 2 { w + 1 } else { w });
    }
}

/// Adjacency lists as LeetCode writes them, on a line.
fn write_lists(lists: &[Vec<usize>], out: &mut dyn Write) -> io::Result<()> {
    let lists: Vec<String> = lists
        .iter()
        .map(|list| {
            let items: Vec<String> = list.iter().map(usize::to_string).collect();
            format!("[{}]", items.join(","))
        })
        .collect();
    writeln!(out, "[{}]", lists.join(","))
}

/// The graph of `lists` on line `line`, when it reads back as a valid case.
fn valid(lists: &[Vec<usize>], line: u32) -> Option<Case> {
    Case::from_lists(lists).map(|case| Case { line, ..case })
}

impl Check for CatAndMouse {
    /// One graph for `check`, at `scale`.
    fn sized(knobs: &Knobs, draw: Draw<'_>) -> io::Result<()> {
        let Draw {
            out, rng, scale, ..
        } = draw;
        let n = match knobs.nodes {
            Some(span) => span.draw(rng),
            None => scale.size(rng, MIN_NODES as u64, JUDGE_MAX_NODES as u64, 3),
        };
        Knobs {
            nodes: Some(Span::new(n, n)),
            ..*knobs
        }
        .case(out, rng, 0)
    }

    /// One graph of an edge family.
    fn edge(knobs: &Knobs, out: &mut dyn Write, rng: &mut SplitMix64) -> io::Result<()> {
        let nodes = knobs.nodes.unwrap_or(DEFAULT_NODES);
        let mut family = rng.below(4);
        let long_nodes = Span::new(
            nodes.low.max(LONG_GAME_NODES.low),
            if knobs.nodes.is_some() {
                nodes.high
            } else {
                LONG_GAME_NODES.high
            },
        );
        if family == 2 && (knobs.density.is_some() || long_nodes.low > long_nodes.high) {
            family = 1;
        }
        let random = |rng: &mut SplitMix64, density: Span| {
            let n = nodes.draw(rng) as usize;
            let density = knobs.density.unwrap_or(density).draw(rng);
            let mut lists: Vec<Vec<usize>> = vec![Vec::new(); n];
            for v in 0..n {
                for w in v + 1..n {
                    if rng.below(100) < density {
                        join(&mut lists, v, w);
                    }
                }
            }
            lists
        };
        let mut lists = match family {
            0 => {
                let mut lists = random(rng, DEFAULT_DENSITY);
                let n = lists.len();
                if n == MIN_NODES || rng.below(2) == 0 {
                    join(&mut lists, 0, 1);
                } else {
                    let step = 3 + rng.below(n as u64 - 3) as usize;
                    join(&mut lists, 1, step);
                    join(&mut lists, step, 0);
                    if rng.below(2) == 0 {
                        join(&mut lists, 2, step);
                    }
                }
                lists
            }
            1 => {
                let mut lists = random(rng, DEFAULT_DENSITY);
                join(&mut lists, 1, 2);
                lists
            }
            2 => long_game(long_nodes.draw(rng) as usize, rng),
            _ => {
                let mut lists = random(rng, Span::new(2, 8));
                let n = lists.len();
                // The mouse and the cat on an even cycle of 4 or more of the nodes other than
                // the hole, when there are 4.
                if n >= 5 {
                    let mut others: Vec<usize> = (3..n).collect();
                    rng.shuffle(&mut others);
                    let length = 4 + 2 * rng.below((n as u64 - 1) / 2 - 1) as usize;
                    let mut cycle = vec![1, 2];
                    cycle.extend_from_slice(&others[..length - 2]);
                    rng.shuffle(&mut cycle);
                    for (at, &v) in cycle.iter().enumerate() {
                        join(&mut lists, v, cycle[(at + 1) % length]);
                    }
                }
                lists
            }
        };
        give_moves(&mut lists, rng);
        write_lists(&lists, out)
    }

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
    /// The size `check` reports.
    fn size(case: &Case) -> Option<(u64, &'static str)> {
        Some((case.nodes() as u64, "nodes"))
    }

    /// LeetCode's 50 nodes.
    fn limit() -> Option<(u64, &'static str)> {
        Some((JUDGE_MAX_NODES as u64, "nodes"))
    }

    /// `--nodes` at LeetCode's 50, unless the user fixed it.
    fn at_limit(knobs: &Knobs) -> Option<Knobs> {
        let most = JUDGE_MAX_NODES as u64;
        Some(Knobs {
            nodes: Some(knobs.nodes.unwrap_or(Span::new(most, most))),
            ..*knobs
        })
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
