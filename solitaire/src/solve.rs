//! The DP: the chance of clearing the table when every move is a legal pair picked
//! uniformly at random.
//!
//! **State.** How many cards are left on each pile — nine numbers 0 to 4, packed in
//! 27 bits ([`Position`]). The cards left are always the bottom ones, so the counts say
//! which cards are on top; suits never matter, only ranks. 5^9 = 1,953,125 states are
//! conceivable, but only those reachable from the opening matter — typically a few
//! hundred to a few thousand. The seed keeps an array for all 5^9 and clears all of it for
//! every deal; here the memo holds the reachable states only, so the work of a deal is
//! proportional to what the deal can actually reach.
//!
//! **Recurrence.** With `k` legal pairs in state `s` (two different piles whose top cards
//! have equal rank):
//!
//! ```text
//! p(empty table) = 1
//! p(s) = 0                                     when k = 0 (a dead end)
//! p(s) = (1/k) · Σ over the k pairs of p(s after removing the pair)
//! ```
//!
//! **Order of evaluation.** A memoised depth-first search from the opening: every move
//! removes two cards, so the graph has no cycles, and a state's value is final as soon as
//! its children's are. States are numbered in that finishing order, so the children of a
//! state always come before it — the order the exact pass ([`Solution::exact`]) follows.
//!
//! **Answer.** `p(opening)`, in `f64` (the children summed in the seed's order: the same
//! bits), and on demand exactly, as a fraction of big integers over the same graph.
//! Rounding to 6 decimals uses the exact value whenever the `f64` is within 10^-12 of a
//! rounding boundary, so the printed digits are always those of the exact probability;
//! an exact tie rounds to even, as C's `printf` does for an exactly representable value.
//!
//! **Winnable.** Best play can clear the table exactly when the probability is positive:
//! every line of play has a positive chance under random play (at least 12^-18, far above
//! the smallest `f64`), so one winning line makes `p > 0`.
//!
//! **Complexity.** O(reachable states × 36) time for the pair checks, O(reachable states)
//! memory; the exact pass costs big-integer arithmetic per transition.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use rustc_hash::FxHashMap;

use crate::game::{EMPTY, MAX_PAIRS, Position, Ranks, START, after_pair, cards_left};
use crate::parse::Deal;

#[derive(Clone, Debug)]
struct Node {
    position: Position,
    probability: f64,
    /// This node's moves: `moves[first_move..end_move]`.
    first_move: u32,
    end_move: u32,
}

/// A legal pair in the graph: the piles and the state it leads to.
#[derive(Clone, Copy, Debug)]
struct Edge {
    child: u32,
    piles: (u8, u8),
}

/// One move of a winning sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The two piles whose top cards are removed, from 0, `a < b`.
    pub piles: (usize, usize),
    /// The position after the move.
    pub after: Position,
}

/// How many reachable states, and dead ends among them, have a given number of cards left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    /// Cards left on the table.
    pub cards_left: usize,
    /// Reachable states with that many cards.
    pub states: usize,
    /// Of those, states with no legal pair.
    pub dead_ends: usize,
}

/// The reachable graph of one deal with the probability of every state.
#[derive(Clone, Debug)]
pub struct Solution {
    /// Every reachable state, children before parents; the opening is last.
    nodes: Vec<Node>,
    moves: Vec<Edge>,
}

/// Solves one deal.
pub fn solve(deal: &Deal) -> Solution {
    let mut search = Search {
        ranks: Ranks::of(deal),
        memo: FxHashMap::default(),
        nodes: Vec::new(),
        moves: Vec::new(),
    };
    search.visit(START);
    Solution {
        nodes: search.nodes,
        moves: search.moves,
    }
}

struct Search {
    ranks: Ranks,
    memo: FxHashMap<Position, u32>,
    nodes: Vec<Node>,
    moves: Vec<Edge>,
}

impl Search {
    /// The index of `position`'s node, solving it (and what it reaches) the first time.
    fn visit(&mut self, position: Position) -> u32 {
        if let Some(&index) = self.memo.get(&position) {
            return index;
        }
        let mut pairs = [(0, 0); MAX_PAIRS];
        let count = self.ranks.pairs(position, &mut pairs);
        let mut children = [0u32; MAX_PAIRS];
        for (child, &(a, b)) in children.iter_mut().zip(&pairs[..count]) {
            *child = self.visit(after_pair(position, usize::from(a), usize::from(b)));
        }
        let first_move = self.moves.len() as u32;
        let mut sum = 0.0;
        for (&child, &piles) in children.iter().zip(&pairs[..count]) {
            sum += self.nodes[child as usize].probability;
            self.moves.push(Edge { child, piles });
        }
        let probability = match (position, count) {
            (EMPTY, _) => 1.0,
            (_, 0) => 0.0,
            _ => sum / count as f64,
        };
        let index = self.nodes.len() as u32;
        self.nodes.push(Node {
            position,
            probability,
            first_move,
            end_move: self.moves.len() as u32,
        });
        self.memo.insert(position, index);
        index
    }
}

impl Solution {
    fn opening(&self) -> &Node {
        self.nodes.last().expect("the opening is always solved")
    }

    fn moves_of(&self, node: &Node) -> &[Edge] {
        &self.moves[node.first_move as usize..node.end_move as usize]
    }

    /// The probability of clearing the table, in `f64`.
    pub fn probability(&self) -> f64 {
        self.opening().probability
    }

    /// The probability as an exact fraction, in lowest terms.
    pub fn exact(&self) -> BigRational {
        let mut exact: Vec<BigRational> = Vec::with_capacity(self.nodes.len());
        for node in &self.nodes {
            let moves = self.moves_of(node);
            let value = if node.position == EMPTY {
                BigRational::one()
            } else if moves.is_empty() {
                BigRational::zero()
            } else {
                let sum: BigRational = moves.iter().map(|edge| &exact[edge.child as usize]).sum();
                sum / BigInt::from(moves.len())
            };
            exact.push(value);
        }
        exact.pop().expect("the opening is always solved")
    }

    /// The probability with 6 digits after the point, rounded as the exact value rounds.
    pub fn rounded(&self) -> String {
        let scaled = self.probability() * 1e6;
        let distance_from_boundary = (scaled - scaled.floor() - 0.5).abs();
        // The f64 is within about 1e-14 of the exact value; 1e-6 here is 1e-12 absolute.
        if distance_from_boundary > 1e-6 {
            format!("{:.6}", self.probability())
        } else {
            round_to_6_places(&self.exact())
        }
    }

    /// Reachable states, the opening and the cleared table included.
    pub fn reachable_states(&self) -> usize {
        self.nodes.len()
    }

    /// Legal pairs summed over the reachable states.
    pub fn transitions(&self) -> usize {
        self.moves.len()
    }

    /// Whether best play can clear the table (see the module docs).
    pub fn winnable(&self) -> bool {
        self.probability() > 0.0
    }

    /// Reachable states and dead ends by cards left, from 36 down to 0.
    pub fn layers(&self) -> Vec<Layer> {
        let mut layers: Vec<Layer> = (0..=18)
            .rev()
            .map(|half| Layer {
                cards_left: 2 * half,
                ..Layer::default()
            })
            .collect();
        for node in &self.nodes {
            let layer = &mut layers[18 - cards_left(node.position) / 2];
            layer.states += 1;
            if node.position != EMPTY && node.first_move == node.end_move {
                layer.dead_ends += 1;
            }
        }
        layers
    }

    /// One way to clear the table, when there is one: at each state the first legal pair
    /// (in pile order) that keeps the table clearable.
    pub fn winning_line(&self) -> Option<Vec<Move>> {
        if !self.winnable() {
            return None;
        }
        let mut line = Vec::new();
        let mut node = self.opening();
        while node.position != EMPTY {
            let edge = self
                .moves_of(node)
                .iter()
                .find(|edge| self.nodes[edge.child as usize].probability > 0.0)
                .expect("a state with p > 0 has a child with p > 0");
            node = &self.nodes[edge.child as usize];
            let piles = (usize::from(edge.piles.0), usize::from(edge.piles.1));
            line.push(Move {
                piles,
                after: node.position,
            });
        }
        Some(line)
    }
}

/// `value` (in 0..=1) with 6 digits after the point; an exact tie rounds to even.
pub fn round_to_6_places(value: &BigRational) -> String {
    let million = BigInt::from(1_000_000);
    let scaled = value * BigRational::from_integer(million.clone());
    let floor = scaled.floor();
    let fraction = &scaled - &floor;
    let half = BigRational::new(BigInt::one(), BigInt::from(2));
    let mut millionths = floor.to_integer();
    if fraction > half || (fraction == half && (&millionths % 2u32) == BigInt::one()) {
        millionths += 1;
    }
    let whole = &millionths / &million;
    let part = &millionths % &million;
    format!("{whole}.{part:0>6}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::read_case;
    use dp_core::Scanner;

    fn deal(text: &str) -> Deal {
        read_case(&mut Scanner::from_bytes(text.as_bytes()), 1)
            .expect("valid")
            .expect("a deal")
    }

    const SAMPLE: &str = "AS 9S 6C KS JC QH AC KH 7S QD JD KD QS TS JS 9H 6D TD AD 8S \
                          QC TH KC 8D 8C 9D TC 7C 9C 7H JH 7D 8H 6S AH 6H";

    fn ratio(numerator: i64, denominator: i64) -> BigRational {
        BigRational::new(BigInt::from(numerator), BigInt::from(denominator))
    }

    #[test]
    fn the_sample() {
        let deal = deal(SAMPLE);
        let solution = solve(&deal);
        assert_eq!(solution.rounded(), "0.589314");
        assert_eq!(
            solution.exact().to_string(),
            "14259369055191929/24196548096000000"
        );
        assert_eq!(solution.probability(), 0.5893141864127796);
        assert!(solution.winnable());
        let line = solution.winning_line().expect("winnable");
        assert_eq!(line.len(), 18);
        assert_eq!(line.last().map(|m| m.after), Some(EMPTY));
        let layers = solution.layers();
        assert_eq!(
            layers.iter().map(|l| l.states).sum::<usize>(),
            solution.reachable_states()
        );
        assert_eq!((layers[0].cards_left, layers[0].states), (36, 1));
    }

    #[test]
    fn rounding_is_exact_at_and_near_the_boundary() {
        assert_eq!(round_to_6_places(&ratio(1, 128)), "0.007812"); // 0.0078125: a tie, to even
        assert_eq!(round_to_6_places(&ratio(3, 128)), "0.023438"); // 0.0234375: a tie, to even
        assert_eq!(
            round_to_6_places(&ratio(5_000_001, 10_000_000_000)),
            "0.000500"
        );
        assert_eq!(
            round_to_6_places(&ratio(15_000_001, 10_000_000_000_000)),
            "0.000002"
        );
        assert_eq!(round_to_6_places(&ratio(1, 1)), "1.000000");
        assert_eq!(round_to_6_places(&ratio(0, 1)), "0.000000");
        assert_eq!(round_to_6_places(&ratio(9_999_995, 10_000_000)), "1.000000");
    }
}
