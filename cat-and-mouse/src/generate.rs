//! `gen`: random graphs, one a line as LeetCode writes them, the same for the same seed.
//! Each knob takes one value or a range `LOW-HIGH` to draw from, for each graph: the nodes
//! n, and the density, the chance in percent that any two nodes are joined. Dense graphs
//! are mostly decided quickly; sparse ones (a few percent) are full of draws, where the
//! queue runs dry. After the draw, the mouse and the cat are each given a move if they
//! have none (an edge from node 1, or from node 2 to a node other than the hole), so
//! every graph is valid.

use std::io::{self, Write};

use dp_cli::cli::{Span, span_within};
use dp_core::rng::SplitMix64;
use dp_problem::Generate;

use crate::parse::{JUDGE_MAX_NODES, MAX_NODES, MIN_NODES};

/// Without `--nodes`, n is drawn from this span: small enough to read in `explain`.
pub const DEFAULT_NODES: Span = Span::new(3, 12);
/// Without `--density`, the density in percent is drawn from this span.
pub const DEFAULT_DENSITY: Span = Span::new(10, 60);

fn nodes_span(text: &str) -> Result<Span, String> {
    span_within(text, MIN_NODES as u64..=MAX_NODES as u64)
}

fn density_span(text: &str) -> Result<Span, String> {
    span_within(text, 0..=100)
}

/// The knobs of `gen`: the nodes and the density, each fixed or drawn from a range.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Knobs {
    /// n, the nodes, or a range LOW-HIGH to draw it from.
    #[arg(long, value_name = "N|LOW-HIGH", value_parser = nodes_span, help = format!(
        "n, the nodes, or a range LOW-HIGH to draw it from ({MIN_NODES} to {MAX_NODES}; the \
         judge's limit is {JUDGE_MAX_NODES}) [default: {}-{}]",
        DEFAULT_NODES.low, DEFAULT_NODES.high
    ))]
    pub nodes: Option<Span>,
    /// The chance in percent that two nodes are joined, or a range to draw it from.
    #[arg(long, value_name = "P|LOW-HIGH", value_parser = density_span, help = format!(
        "the chance in percent that two nodes are joined, or a range LOW-HIGH to draw it \
         from (0 to 100; a few percent gives sparse, draw-heavy graphs) [default: {}-{}]",
        DEFAULT_DENSITY.low, DEFAULT_DENSITY.high
    ))]
    pub density: Option<Span>,
}

impl Generate for Knobs {
    /// One graph, a line: n and the density drawn first, then each pair of nodes in turn.
    fn case(&self, out: &mut dyn Write, rng: &mut SplitMix64, _: u64) -> io::Result<()> {
        let n = self.nodes.unwrap_or(DEFAULT_NODES).draw(rng) as usize;
        let density = self.density.unwrap_or(DEFAULT_DENSITY).draw(rng);
        let mut lists: Vec<Vec<usize>> = vec![Vec::new(); n];
        for v in 0..n {
            for w in v + 1..n {
                if rng.below(100) < density {
                    lists[v].push(w);
                    lists[w].push(v);
                }
            }
        }
        if lists[1].is_empty() {
            // Any node but 1 itself: 0, 2, 3, ..., n - 1.
            let w = rng.below(n as u64 - 1) as usize;
            join(&mut lists, 1, if w >= 1 { w + 1 } else { w });
        }
        if lists[2].iter().all(|&w| w == 0) {
            // A node other than the hole and 2: 1, 3, 4, ...
            let w = 1 + rng.below(n as u64 - 2) as usize;
            join(&mut lists, 2, if w >= 2 { w + 1 } else { w });
        }
        write!(out, "[")?;
        for (v, list) in lists.iter().enumerate() {
            let items: Vec<String> = list.iter().map(usize::to_string).collect();
            let comma = if v + 1 < n { "," } else { "" };
            write!(out, "[{}]{comma}", items.join(","))?;
        }
        writeln!(out, "]")
    }
}

/// Adds the edge v – w, keeping both lists in increasing order.
fn join(lists: &mut [Vec<usize>], v: usize, w: usize) {
    for (a, b) in [(v, w), (w, v)] {
        let at = lists[a].partition_point(|&x| x < b);
        lists[a].insert(at, b);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The graphs `gen` writes, as (nodes, edges).
    fn drawn(seed: u64, count: u64, knobs: Knobs) -> Vec<(usize, usize)> {
        let cases = dp_testing::generated::<crate::CatAndMouse>(&knobs, seed, count);
        cases
            .into_iter()
            .map(|case| (case.nodes(), case.edges()))
            .collect()
    }

    #[test]
    fn defaults_are_small_and_reproducible() {
        let all = drawn(4, 300, Knobs::default());
        assert_eq!(all, drawn(4, 300, Knobs::default()));
        assert_ne!(all, drawn(5, 300, Knobs::default()));
        assert!(all.iter().all(|&(n, _)| (3..=12).contains(&n)));
    }

    #[test]
    fn knobs_reach_the_edges_of_their_ranges() {
        // Density 0: only the edges that give the mouse and the cat a move.
        let empty = Knobs {
            nodes: Some(Span::new(3, 3)),
            density: Some(Span::new(0, 0)),
        };
        assert!(
            drawn(1, 50, empty)
                .iter()
                .all(|&(n, e)| n == 3 && (1..=2).contains(&e))
        );
        let complete = Knobs {
            nodes: Some(Span::new(50, 50)),
            density: Some(Span::new(100, 100)),
        };
        assert!(
            drawn(1, 3, complete)
                .iter()
                .all(|&(n, e)| n == 50 && e == 50 * 49 / 2)
        );
        let largest = Knobs {
            nodes: Some(Span::new(1000, 1000)),
            density: Some(Span::new(1, 1)),
        };
        assert_eq!(drawn(1, 1, largest)[0].0, 1000);
    }

    #[test]
    fn spans_are_read_and_checked() {
        assert_eq!(nodes_span("7"), Ok(Span::new(7, 7)));
        assert_eq!(density_span("0-5"), Ok(Span::new(0, 5)));
        assert_eq!(
            nodes_span("9-3"),
            Err("the range 9-3 is empty: LOW comes first".into())
        );
        assert_eq!(
            nodes_span("1001"),
            Err("expected a whole number or a range LOW-HIGH, from 3 to 1,000".into())
        );
    }
}
