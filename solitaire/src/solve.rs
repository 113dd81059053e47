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
//! **Two paths, one recurrence.** The judge's line needs only `p(opening)` as an `f64`:
//! [`solve_probability`] computes it with no graph and no allocation per state — a
//! stamped open-addressing memo per thread (a new deal bumps the stamp instead of
//! clearing anything) and, per rank, the bitset of piles showing it on top, kept up to
//! date move by move, so the legal pairs are the piles whose rank's bitset has two bits.
//! [`solve`] builds the reachable graph that `--exact`, `--json` and `explain` read; the
//! quick path builds it too, on demand, in the rare case the rounding needs the exact
//! value. Both sum a state's children in pile order: the same bits.
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
//! **Complexity.** With S reachable states (at most 5^9) and T legal pairs summed over
//! them (at most 12 a state): O(36 · S) time for the pair checks — each state compares
//! the tops of its 36 pairs of piles — plus O(T) for the sums, and O(S + T) memory. The
//! exact pass costs big-integer arithmetic per transition.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use std::sync::OnceLock;

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

/// One legal pair played from a state: of a winning sequence, of the line that gets
/// furthest, or from the opening.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Move {
    /// The two piles whose top cards are removed, from 0, `a < b`.
    pub piles: (usize, usize),
    /// The position after the move.
    pub after: Position,
    /// `k`: how many legal pairs the state before the move has; random play picks each
    /// with chance `1/k`.
    pub choices: usize,
    /// `p(after)`, in `f64`.
    pub probability: f64,
    /// The state after the move, in [`Solution`]'s order.
    node: u32,
}

impl Move {
    /// The index of the state after the move in [`Solution::states`].
    pub fn state(&self) -> usize {
        self.node as usize
    }
}

/// One reachable state, as [`Solution::states`] lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// How many cards are left on each pile.
    pub position: Position,
    /// `p(position)`, in `f64`.
    pub probability: f64,
    /// Its legal pairs in pile order: the piles `(a, b)` and the index of the state reached.
    pub moves: Vec<(usize, usize, usize)>,
}

/// Every reachable state's probability as an exact fraction ([`Solution::exact_values`]).
#[derive(Clone, Debug)]
pub struct Exact {
    values: Vec<BigRational>,
}

impl Exact {
    /// `p(opening)`, the answer.
    pub fn answer(&self) -> &BigRational {
        self.values.last().expect("the opening is always solved")
    }

    /// `p` of the state `step` leads to.
    pub fn after(&self, step: &Move) -> &BigRational {
        &self.values[step.node as usize]
    }
}

/// How many reachable states, and dead ends among them, have a given number of cards left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    /// Cards left on the table.
    pub cards_left: usize,
    /// Reachable states with that many cards.
    pub states: usize,
    /// Of those, states from which the table can never be cleared (`p = 0`), dead ends
    /// included.
    pub doomed: usize,
    /// Of those, states with no legal pair.
    pub dead_ends: usize,
}

/// One solved deal: the probability of clearing the table and, built when first asked
/// for (at once for `--exact`, `--json` and `explain`), the reachable graph with the
/// probability of every state.
#[derive(Clone, Debug)]
pub struct Solution {
    ranks: Ranks,
    probability: f64,
    graph: OnceLock<Graph>,
}

/// The reachable graph of one deal with the probability of every state.
#[derive(Clone, Debug)]
struct Graph {
    /// Every reachable state, children before parents; the opening is last.
    nodes: Vec<Node>,
    moves: Vec<Edge>,
}

/// Solves one deal, building the whole reachable graph.
pub fn solve(deal: &Deal) -> Solution {
    let ranks = Ranks::of(deal);
    let graph = build_graph(&ranks);
    let probability = graph.opening().probability;
    Solution {
        ranks,
        probability,
        graph: OnceLock::from(graph),
    }
}

/// Solves one deal for the judge's line: the probability only, from a memo of `f64`s
/// kept per thread and reused from deal to deal; nothing is allocated per state. The
/// graph is built later only if asked for (when the `f64` lies too near a rounding
/// boundary). The sums run in the same order as [`solve`]'s: the same bits.
pub fn solve_probability(deal: &Deal) -> Solution {
    let ranks = Ranks::of(deal);
    let probability = quick::probability(&ranks);
    Solution {
        ranks,
        probability,
        graph: OnceLock::new(),
    }
}

fn build_graph(ranks: &Ranks) -> Graph {
    let mut search = Search {
        ranks: ranks.clone(),
        memo: FxHashMap::default(),
        nodes: Vec::new(),
        moves: Vec::new(),
    };
    search.visit(START);
    Graph {
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

impl Graph {
    fn opening(&self) -> &Node {
        self.nodes.last().expect("the opening is always solved")
    }

    fn moves_of(&self, node: &Node) -> &[Edge] {
        &self.moves[node.first_move as usize..node.end_move as usize]
    }

    fn exact_values(&self) -> Exact {
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
        Exact { values: exact }
    }

    /// Reachable states, the opening and the cleared table included.
    fn reachable_states(&self) -> usize {
        self.nodes.len()
    }

    /// Legal pairs summed over the reachable states.
    fn transitions(&self) -> usize {
        self.moves.len()
    }

    /// Reachable states, states with `p = 0` and dead ends, by cards left from 36 down
    /// to 0.
    fn layers(&self) -> Vec<Layer> {
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
            if node.probability == 0.0 {
                layer.doomed += 1;
            }
            if node.position != EMPTY && node.first_move == node.end_move {
                layer.dead_ends += 1;
            }
        }
        layers
    }

    /// The move along `edge` from `node`.
    fn step(&self, node: &Node, edge: &Edge) -> Move {
        let child = &self.nodes[edge.child as usize];
        Move {
            piles: (usize::from(edge.piles.0), usize::from(edge.piles.1)),
            after: child.position,
            choices: self.moves_of(node).len(),
            probability: child.probability,
            node: edge.child,
        }
    }

    /// Every legal pair of the opening, in pile order: the terms of its recurrence.
    fn opening_moves(&self) -> Vec<Move> {
        let opening = self.opening();
        self.moves_of(opening)
            .iter()
            .map(|edge| self.step(opening, edge))
            .collect()
    }

    /// One way to clear the table, when there is one: at each state the first legal pair
    /// (in pile order) that keeps the table clearable.
    fn winning_line(&self) -> Option<Vec<Move>> {
        if self.opening().probability <= 0.0 {
            return None;
        }
        Some(self.line_by(|child| child.probability > 0.0))
    }

    /// A line of play that leaves as few cards as any can: when the deal cannot be
    /// cleared, how far play gets. At each state, the first legal pair (in pile order)
    /// from which that fewest number is still reachable. Reads the graph the DP built,
    /// children before parents; it runs only when asked (`explain`).
    fn furthest_line(&self) -> Vec<Move> {
        // fewest[i]: the fewest cards left that play from state i can reach.
        let mut fewest: Vec<u8> = Vec::with_capacity(self.nodes.len());
        for node in &self.nodes {
            let reach = self
                .moves_of(node)
                .iter()
                .map(|edge| fewest[edge.child as usize])
                .min()
                .unwrap_or(cards_left(node.position) as u8);
            fewest.push(reach);
        }
        let goal = *fewest.last().expect("the opening is always solved");
        let mut line = Vec::new();
        let mut node = self.opening();
        while let Some(edge) = self
            .moves_of(node)
            .iter()
            .find(|edge| fewest[edge.child as usize] == goal)
        {
            line.push(self.step(node, edge));
            node = &self.nodes[edge.child as usize];
        }
        line
    }

    /// The line that takes, at each state, the first legal pair whose state `keep`s.
    fn line_by(&self, keep: impl Fn(&Node) -> bool) -> Vec<Move> {
        let mut line = Vec::new();
        let mut node = self.opening();
        while node.position != EMPTY {
            let edge = self
                .moves_of(node)
                .iter()
                .find(|edge| keep(&self.nodes[edge.child as usize]))
                .expect("a state with p > 0 has a child with p > 0");
            line.push(self.step(node, edge));
            node = &self.nodes[edge.child as usize];
        }
        line
    }
}

impl Solution {
    /// The graph, built on first use when this solution came from [`solve_probability`].
    fn graph(&self) -> &Graph {
        self.graph.get_or_init(|| build_graph(&self.ranks))
    }

    /// The probability of clearing the table, in `f64`.
    pub fn probability(&self) -> f64 {
        self.probability
    }

    /// The probability as an exact fraction, in lowest terms.
    pub fn exact(&self) -> BigRational {
        let mut exact = self.graph().exact_values().values;
        exact.pop().expect("the opening is always solved")
    }

    /// The probability of every state as an exact fraction, children before parents.
    pub fn exact_values(&self) -> Exact {
        self.graph().exact_values()
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
        self.graph().reachable_states()
    }

    /// Legal pairs summed over the reachable states.
    pub fn transitions(&self) -> usize {
        self.graph().transitions()
    }

    /// Whether best play can clear the table (see the module docs).
    pub fn winnable(&self) -> bool {
        self.probability() > 0.0
    }

    /// Reachable states, states with `p = 0` and dead ends, by cards left from 36 down
    /// to 0.
    pub fn layers(&self) -> Vec<Layer> {
        self.graph().layers()
    }

    /// Every reachable state, children before parents, the opening last: the graph the
    /// DP evaluated, as the lesson page draws it.
    pub fn states(&self) -> Vec<State> {
        let graph = self.graph();
        graph
            .nodes
            .iter()
            .map(|node| State {
                position: node.position,
                probability: node.probability,
                moves: graph
                    .moves_of(node)
                    .iter()
                    .map(|edge| {
                        let (a, b) = edge.piles;
                        (usize::from(a), usize::from(b), edge.child as usize)
                    })
                    .collect(),
            })
            .collect()
    }

    /// Every legal pair of the opening, in pile order: the terms of its recurrence.
    pub fn opening_moves(&self) -> Vec<Move> {
        self.graph().opening_moves()
    }

    /// One way to clear the table, when there is one: at each state the first legal pair
    /// (in pile order) that keeps the table clearable.
    pub fn winning_line(&self) -> Option<Vec<Move>> {
        self.graph().winning_line()
    }

    /// A line of play that leaves as few cards as any can: when the deal cannot be
    /// cleared, how far play gets (see [`Graph::furthest_line`]).
    pub fn furthest_line(&self) -> Vec<Move> {
        self.graph().furthest_line()
    }
}

/// The judge's answer alone: the same recurrence, the same order of the sums, but no
/// graph — a memo from position to `f64` kept per thread, and the legal pairs found from
/// a bitset of piles per rank kept up to date move by move.
mod quick {
    use std::cell::RefCell;

    use crate::game::{EMPTY, Position, Ranks, START};
    use crate::parse::{PILE_HEIGHT, PILES};

    /// The rank index of an empty pile: its bitset is always empty.
    const NONE: u8 = 9;

    /// One memo slot: valid for the current deal when `stamp` is the memo's.
    #[derive(Clone, Copy, Default)]
    struct Slot {
        key: Position,
        stamp: u32,
        value: f64,
    }

    /// An open-addressing hash table (linear probing) from position to probability,
    /// emptied for a new deal by bumping `stamp`, never by clearing.
    struct Memo {
        slots: Vec<Slot>,
        shift: u32,
        len: usize,
        stamp: u32,
    }

    impl Memo {
        fn new() -> Self {
            let bits = 12;
            Self {
                slots: vec![Slot::default(); 1 << bits],
                shift: 32 - bits,
                len: 0,
                stamp: 0,
            }
        }

        fn start_deal(&mut self) {
            self.len = 0;
            self.stamp = self.stamp.wrapping_add(1);
            if self.stamp == 0 {
                self.slots.fill(Slot::default());
                self.stamp = 1;
            }
        }

        #[inline]
        fn home(&self, key: Position) -> usize {
            (key.wrapping_mul(0x9E37_79B9) >> self.shift) as usize
        }

        #[inline]
        fn get(&self, key: Position) -> Option<f64> {
            let mask = self.slots.len() - 1;
            let mut at = self.home(key);
            loop {
                let slot = &self.slots[at];
                if slot.stamp != self.stamp {
                    return None;
                }
                if slot.key == key {
                    return Some(slot.value);
                }
                at = (at + 1) & mask;
            }
        }

        fn insert(&mut self, key: Position, value: f64) {
            if 2 * (self.len + 1) > self.slots.len() {
                self.grow();
            }
            self.put(key, value);
            self.len += 1;
        }

        #[inline]
        fn put(&mut self, key: Position, value: f64) {
            let mask = self.slots.len() - 1;
            let mut at = self.home(key);
            while self.slots[at].stamp == self.stamp {
                at = (at + 1) & mask;
            }
            self.slots[at] = Slot {
                key,
                stamp: self.stamp,
                value,
            };
        }

        fn grow(&mut self) {
            let stamp = self.stamp;
            let wider = vec![Slot::default(); 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, wider);
            self.shift -= 1;
            self.stamp = 1;
            for slot in old.into_iter().filter(|slot| slot.stamp == stamp) {
                self.put(slot.key, slot.value);
            }
        }
    }

    thread_local! {
        static MEMO: RefCell<Memo> = RefCell::new(Memo::new());
    }

    struct Search<'a> {
        /// `below[p][c]`: the rank on top of pile `p` once one of its `c` cards is
        /// taken, [`NONE`] for none (sized to powers of two: no bounds checks).
        below: [[u8; 8]; 16],
        memo: &'a mut Memo,
    }

    /// The piles' top ranks and, per rank, the bitset of piles showing it.
    #[derive(Clone, Copy)]
    struct Tops {
        rank: [u8; 16],
        piles: [u16; 16],
    }

    /// `p(opening)`, as [`super::solve`] computes it.
    pub(super) fn probability(ranks: &Ranks) -> f64 {
        let mut below = [[NONE; 8]; 16];
        for (pile, below) in below.iter_mut().enumerate().take(PILES) {
            for (count, rank) in below.iter_mut().enumerate().take(PILE_HEIGHT + 1).skip(2) {
                *rank = ranks.top(pile, count - 1);
            }
        }
        let mut tops = Tops {
            rank: [NONE; 16],
            piles: [0; 16],
        };
        for pile in 0..PILES {
            let rank = ranks.top(pile, PILE_HEIGHT);
            tops.rank[pile] = rank;
            tops.piles[usize::from(rank)] |= 1 << pile;
        }
        MEMO.with(|memo| {
            let mut memo = memo.borrow_mut();
            memo.start_deal();
            let mut search = Search {
                below,
                memo: &mut memo,
            };
            search.solve(START, tops)
        })
    }

    impl Search<'_> {
        #[inline]
        fn remove(&self, position: Position, tops: &mut Tops, pile: usize) {
            let pile = pile & 15;
            let count = (position >> (3 * pile) & 7) as usize;
            let old = tops.rank[pile];
            tops.piles[usize::from(old & 15)] &= !(1 << pile);
            let new = self.below[pile][count];
            tops.rank[pile] = new;
            tops.piles[usize::from(new & 15)] |= 1 << pile;
        }

        /// `p(position)` for a position not in the memo yet (and not the cleared table).
        fn solve(&mut self, position: Position, tops: Tops) -> f64 {
            let mut sum = 0.0;
            let mut count = 0u32;
            // The piles that share their top rank with another pile.
            let mut paired = 0u16;
            for &piles in &tops.piles[..9] {
                if piles & piles.wrapping_sub(1) != 0 {
                    paired |= piles;
                }
            }
            let mut rest = paired;
            while rest != 0 {
                let a = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let mut partners = tops.piles[usize::from(tops.rank[a & 15] & 15)] & rest;
                while partners != 0 {
                    let b = partners.trailing_zeros() as usize;
                    partners &= partners - 1;
                    let child = position - (1 << (3 * a)) - (1 << (3 * b));
                    sum += match self.memo.get(child) {
                        Some(value) => value,
                        None if child == EMPTY => 1.0,
                        None => {
                            let mut after = tops;
                            self.remove(position, &mut after, a);
                            self.remove(position, &mut after, b);
                            self.solve(child, after)
                        }
                    };
                    count += 1;
                }
            }
            let value = if count == 0 {
                0.0
            } else {
                sum / f64::from(count)
            };
            self.memo.insert(position, value);
            value
        }
    }
}

/// `value` (from 0 to 1) with 6 digits after the point; an exact tie rounds to even.
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
    use crate::game::cards_on;
    use dp_core::{Generate, ReadCase, Scanner};

    fn deal(text: &str) -> Deal {
        Deal::read_case(&mut Scanner::from_bytes(text.as_bytes()), 1)
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
        // Most states that can never be cleared are not stuck yet.
        let doomed: usize = layers.iter().map(|l| l.doomed).sum();
        let dead_ends: usize = layers.iter().map(|l| l.dead_ends).sum();
        assert_eq!((doomed, dead_ends), (556, 39));
        // The opening's recurrence: five pairs, and p is their average.
        let exact = solution.exact_values();
        let opening = solution.opening_moves();
        assert_eq!(opening.len(), 5);
        assert!(opening.iter().all(|step| step.choices == 5));
        assert_eq!(
            exact.after(&opening[0]),
            &ratio(5_196_397_949_243, 7_201_353_600_000)
        );
        let sum: BigRational = opening.iter().map(|step| exact.after(step)).sum();
        assert_eq!(&(sum / BigInt::from(5)), exact.answer());
        assert_eq!(exact.answer(), &solution.exact());
        // p along the winning line: 1 at the end, and never 0.
        assert!(
            line.iter()
                .all(|step| exact.after(step) > &BigRational::zero())
        );
        assert_eq!(exact.after(&line[17]), &BigRational::one());
        assert_eq!(
            solution.furthest_line().last().map(|m| m.after),
            Some(EMPTY)
        );
    }

    #[test]
    fn a_lost_deal_shows_how_far_play_gets() {
        // Pile 1 holds all four sixes: the table can never be cleared.
        let lost = deal(
            "6S 6C 6D 6H JC QH AC KH 7S QD JD KD QS TS JS 9H AS TD AD 8S \
             QC TH KC 8D 8C 9D TC 7C 9C 7H JH 7D 8H 9S KS AH",
        );
        let solution = solve(&lost);
        assert!(!solution.winnable() && solution.winning_line().is_none());
        let layers = solution.layers();
        assert!(layers.iter().all(|l| l.doomed == l.states));
        let line = solution.furthest_line();
        let end = line.last().expect("moves").after;
        assert_eq!(cards_left(end), 4);
        assert_eq!(cards_on(end, 0), 4);
        assert!(line.iter().all(|step| step.probability == 0.0));
    }

    #[test]
    fn the_judge_path_gives_the_same_bits_and_builds_the_graph_on_demand() {
        let mut input = Vec::new();
        crate::generate::Knobs {}
            .generate(&mut input, 3, 300)
            .expect("writing to a Vec succeeds");
        let deals = dp_core::scan::read_all(&input, Deal::read_case);
        assert_eq!(deals.len(), 300);
        for deal in deals {
            let deal = deal.expect("gen writes valid deals");
            let full = solve(&deal);
            let quick = solve_probability(&deal);
            assert_eq!(quick.probability().to_bits(), full.probability().to_bits());
            assert!(
                quick.graph.get().is_none(),
                "the judge's line builds no graph"
            );
            assert_eq!(quick.rounded(), full.rounded());
        }
        // On demand, the graph of the quick path is the full one.
        let sample = deal(SAMPLE);
        let quick = solve_probability(&sample);
        assert_eq!(quick.exact(), solve(&sample).exact());
        assert_eq!(quick.reachable_states(), solve(&sample).reachable_states());
        // The memo is reused across deals on the same thread: solving again changes nothing.
        assert_eq!(solve_probability(&sample).probability(), 0.5893141864127796);
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
