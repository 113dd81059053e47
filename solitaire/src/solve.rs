//! The DP: the chance of clearing the table when every move is a legal pair picked
//! uniformly at random.
//!
//! **State.** How many cards are left on each pile — nine numbers 0 to 4, packed in
//! 27 bits ([`Position`]). The cards left are always the bottom ones, so the counts say
//! which cards are on top; suits never matter, only ranks. 5^9 = 1,953,125 states are
//! conceivable, but only those reachable from the opening matter — typically a few
//! hundred to a few thousand. The original write-up's solution keeps an array for all 5^9
//! and clears all of it for every deal; here the memo holds the reachable states only, so
//! the work of a deal is proportional to what the deal can actually reach.
//!
//! **Two paths, one recurrence.** The judge's line needs only `p(opening)` as an `f64`:
//! [`solve_probability`] computes it with no graph and no allocation per state — an
//! open-addressing memo per thread (a new deal bumps a stamp that its positions carry
//! instead of clearing anything), and the legal pairs kept as one bitset over the 36
//! pairs of piles, in pile order, so walking its bits is walking the sum's terms; a move
//! updates it from a table of the pairs a pile makes with the piles showing its new top's
//! rank, and a table built per deal for each pair of cards of a rank says what the move
//! leaves on the two piles — and it does not search below a move that is sure to lose
//! or sure to win (next two paragraphs).
//! [`solve`] builds the reachable graph that `--exact`, `--json` and `explain` read; the
//! quick path builds it too, on demand, in the rare case the rounding needs the exact
//! value. Both sum a state's children in pile order: the same bits.
//!
//! **Sure losses.** Once a rank has lost one pair, its last two cards must be played
//! together: a *forced pair*. Its cards must both be on top at once, so every card above
//! either of them must go first; a forced pair with a card above a card of another forced
//! pair must go before that pair. Forced pairs that must go before one another in a
//! cycle can never all be played, so the state is lost — and so is a forced pair on one
//! pile, and a deal with three cards of a rank on one pile. The quick path keeps its
//! states free of such cycles: a move that makes a rank's pair forced is tested for one
//! through the new pair (a walk over the forced pairs it must go before, at most eight),
//! and a move that closes one has `p = 0`: it counts among the `k` pairs and adds nothing,
//! and nothing below it is searched — the sum is the same bits, since adding `0.0` changes
//! nothing. Such a state is lost whatever move leads to it, so it is never in the memo:
//! the test runs only for a child the memo lacks. Which pairs of cards must go before
//! which is worked out once per deal.
//!
//! **Sure wins.** Once every rank has lost a pair, the cards left are all forced pairs,
//! and with no cycle among them (nor one on a pile, which the test counts as a cycle) the
//! table is cleared whatever is played: a forced pair
//! with nothing above it is always there to play (a cycle-free "must go before" has a
//! pair that nothing must go before), and playing it leaves no cycle. Every state the
//! quick path reaches is free of cycles, so it takes `p = 1` for such a state without
//! searching it, and keeps no slot for it.
//!
//! On 2,000 random deals the quick path searches 514,000 states; 689,000 when it tested
//! only for cycles of two pairs and searched the first legal pair of a state with every
//! rank touched. [`solve`] still builds every reachable state, since the views count and
//! draw them.
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
//! **Order of evaluation.** Every state after its children: every move removes two cards,
//! so a child holds fewer cards than its parent, the graph has no cycles, and a state's
//! value is final as soon as its children's are. The solver keeps that order with a
//! memoised depth-first search from the opening, which also visits only the states play
//! can reach. States are numbered in that finishing order, so the children of a
//! state always come before it — the order the exact pass ([`Solution::exact`]) follows.
//!
//! **Answer.** `p(opening)`, in `f64` (the children summed in the order of the original
//! write-up's solution: the same bits), and on demand exactly, as a fraction of big
//! integers over the same graph.
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
//! quick path finds each pair from the bitsets in O(1): O(S + T) time and O(S) memory,
//! over the states it searches. The exact pass costs big-integer arithmetic per
//! transition.

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
    /// The deal solved, for the views.
    pub deal: Deal,
    /// Whether the judge's line is the exact fraction (`--exact`) rather than 6 digits.
    pub exact: bool,
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
        deal: deal.clone(),
        exact: false,
        ranks,
        probability,
        graph: OnceLock::from(graph),
    }
}

/// Solves one deal for the judge's line: the probability only, from a memo of `f64`s
/// kept per thread and reused from deal to deal; nothing is allocated per state. The
/// graph is built later only if asked for (when the `f64` lies too near a rounding
/// boundary). The sums run in the same order as [`solve`]'s: the same bits.
pub fn solve_probability(deal: &Deal, memos: &Memos) -> Solution {
    let ranks = Ranks::of(deal);
    let probability = quick::probability(&ranks, memos);
    Solution {
        deal: deal.clone(),
        exact: false,
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
    /// cleared, how far play gets (see `Graph::furthest_line`).
    pub fn furthest_line(&self) -> Vec<Move> {
        self.graph().furthest_line()
    }
}

pub use quick::Memos;

/// The judge's answer alone: the same recurrence, the same order of the sums, but no
/// graph — a memo from position to `f64` taken from the run's pool for each deal, the legal
/// pairs kept as one bitset over the 36 pairs of piles and brought up to date move by move,
/// and no search below a move that is sure to lose or sure to win (see `Search::closes_cycle`
/// and `ALL_TOUCHED`).
mod quick {
    use std::sync::{Mutex, PoisonError};

    use crate::game::{Position, Ranks, START};
    use crate::parse::{PILE_HEIGHT, PILES};

    /// Ranks in the deck.
    const RANKS: usize = 9;

    /// A card as the search knows it: `4 · rank + q`, where `q` (0 to 3) tells the four
    /// cards of a rank apart, in pile order and bottom to top.
    type Code = u8;

    /// The code of "no card", on an empty pile: its rank (63) is none of the nine, and
    /// [`Node::showing`] keeps no piles under it (slot 15 stays empty).
    const NO_CARD: Code = 0xFF;

    /// The six pairs of a rank's four cards, by `q`; pair `i` and pair `5 - i` make up
    /// the four.
    const RANK_PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

    /// `WITH_CARD[q]`: the pairs of [`RANK_PAIRS`] that hold the card `q`, as bits `i`.
    const WITH_CARD: [u64; 4] = {
        let mut with = [0; 4];
        let mut i = 0;
        while i < RANK_PAIRS.len() {
            with[RANK_PAIRS[i].0] |= 1 << i;
            with[RANK_PAIRS[i].1] |= 1 << i;
            i += 1;
        }
        with
    };

    /// The forced pairs are bits `6 · rank + i` (pair `i` of [`RANK_PAIRS`]) of
    /// [`Node::forced`]; bit `TOUCHED + rank` says the rank has lost a pair already.
    const TOUCHED: usize = 6 * RANKS;

    /// Every rank touched: [`Node::forced`]'s bits `TOUCHED..TOUCHED + RANKS`. A state the
    /// search reaches with every rank touched is won (the module doc's "Sure wins").
    const ALL_TOUCHED: u64 = ((1 << RANKS) - 1) << TOUCHED;

    /// A bit always set in [`Node::forced`], and in [`Play::ahead_of`] and [`Play::behind`]
    /// for a pair whose two cards lie on one pile: such a pair is lost by itself.
    const ALWAYS: u64 = 1 << 63;

    /// The index of the piles `a < b` among the 36 pairs of piles in pile order, `(0, 1)`,
    /// `(0, 2)`, … `(7, 8)`: walking a set of pairs from its lowest bit visits them in
    /// the order the recurrence sums them.
    const fn pile_pair(a: usize, b: usize) -> usize {
        a * (2 * PILES - 1 - a) / 2 + (b - a - 1)
    }

    /// What a move on a pair of piles does, by the pair's index ([`pile_pair`]).
    #[derive(Clone, Copy)]
    struct PilePair {
        /// The position minus the position after the move: a card off each pile.
        delta: Position,
        a: u8,
        b: u8,
        /// The two piles as a set.
        piles: u16,
        /// Every pair of piles that has `a` or `b` in it.
        touching: u64,
    }

    const PILE_PAIRS: [PilePair; 64] = {
        let mut table = [PilePair {
            delta: 0,
            a: 0,
            b: 0,
            piles: 0,
            touching: 0,
        }; 64];
        let mut touching = [0u64; PILES];
        let mut a = 0;
        while a < PILES {
            let mut b = a + 1;
            while b < PILES {
                touching[a] |= 1 << pile_pair(a, b);
                touching[b] |= 1 << pile_pair(a, b);
                b += 1;
            }
            a += 1;
        }
        let mut a = 0;
        while a < PILES {
            let mut b = a + 1;
            while b < PILES {
                table[pile_pair(a, b)] = PilePair {
                    delta: (1 << (3 * a)) + (1 << (3 * b)),
                    a: a as u8,
                    b: b as u8,
                    piles: 1 << a | 1 << b,
                    touching: touching[a] | touching[b],
                };
                b += 1;
            }
            a += 1;
        }
        table
    };

    /// `PAIRS_WITH[p][set]`: the pairs of piles `p` and another pile of `set` — the legal
    /// pairs of `p` when `set` is the piles showing its rank.
    static PAIRS_WITH: [[u64; 1 << PILES]; PILES] = {
        let mut table = [[0; 1 << PILES]; PILES];
        let mut p = 0;
        while p < PILES {
            let mut set = 0;
            while set < 1 << PILES {
                let mut other = 0;
                while other < PILES {
                    if set >> other & 1 == 1 && other != p {
                        let bit = if other < p {
                            pile_pair(other, p)
                        } else {
                            pile_pair(p, other)
                        };
                        table[p][set] |= 1 << bit;
                    }
                    other += 1;
                }
                set += 1;
            }
            p += 1;
        }
        table
    };

    /// The bits of a position above its 27: the search's positions carry the deal's
    /// stamp there, 1 to 31, so the memo's tags need no stamp of their own.
    const STAMP_SHIFT: u32 = 27;

    /// Slots of a new memo: a typical deal's searched states (about 350) fill 2% of them.
    /// The emptier the table, the fewer probes go on past a taken slot, a branch that is
    /// hard to predict: with 1 << 12 slots the 2,000 random deals took 1.3% longer (64 KiB
    /// of tags and 128 KiB of values a thread stay in the second-level cache).
    const FIRST_CAPACITY: usize = 1 << 14;

    /// What playing two cards of one rank does, by `4 · code_a + q_b` (the code of the
    /// card on the first pile and the `q` of the card on the second): built for each deal.
    #[derive(Clone, Copy, Default)]
    struct Play {
        /// When the move is the rank's first pair, the pairs of other ranks that the pair
        /// it leaves must go before: those with a card under one of its cards. [`ALWAYS`]
        /// when the pair left lies on one pile.
        ahead_of: u64,
        /// The pairs of other ranks that must go before the pair left: those with a card
        /// above one of its cards. [`ALWAYS`] when the pair left lies on one pile.
        behind: u64,
        /// What the rank's first pair adds to `forced`: the rank touched, its pair left.
        leave: u64,
        /// What the rank's last pair keeps of `forced`: all but the rank's pairs.
        keep: u64,
        /// What the two piles show after the move.
        under_a: Under,
        under_b: Under,
    }

    /// What a pile shows once a card leaves it: all of it is known from the card.
    #[derive(Clone, Copy, Default)]
    struct Under {
        /// The card under it ([`NO_CARD`] at the bottom).
        code: Code,
        /// Its rank's slot in [`Node::showing`] (15, which stays empty, for no card).
        slot: u8,
        /// The pile as a set, or nothing when it empties.
        pile: u16,
    }

    /// What the search carries from a position to the next.
    #[derive(Clone, Copy)]
    struct Node {
        /// The code on top of each pile ([`NO_CARD`] when it is empty).
        codes: [Code; 16],
        /// Per rank, the piles showing it.
        showing: [u16; 16],
        /// The legal pairs: bit [`pile_pair`]`(a, b)` when piles `a` and `b` show the same
        /// rank.
        pairs: u64,
        /// The pairs that are the last two cards of their rank (which must be played
        /// together), the ranks that have lost a pair, and [`ALWAYS`].
        forced: u64,
    }

    /// A thread's search: the tables of the deal it solves and its memo, an
    /// open-addressing hash table (linear probing) from position to probability. A slot's
    /// tag is the stamped position that took it: a slot whose tag has another stamp is
    /// free, so a new deal bumps the stamp instead of clearing anything, and the tags are
    /// cleared only when the stamp wraps (every 31 deals). The stamp rides in the
    /// positions the search carries, so that a probe compares the tag with the position
    /// as it is.
    pub(super) struct Search {
        /// `play[4 · code_a + q_b]`: see [`Play`].
        play: [Play; 256],
        /// `ahead_of[f]`: the pairs of other ranks that the pair `f` (bit `6 · rank + i`
        /// of [`Node::forced`]) must go before, as in [`Play::ahead_of`].
        ahead_of: [u64; 64],
        tags: Vec<u32>,
        values: Vec<f64>,
        shift: u32,
        len: usize,
        stamp: u32,
    }

    /// The searches of one run (`Problem::RunState`): one for each thread answering a deal
    /// at that moment, each taken for a deal and given back after it, so a run allocates a
    /// memo per thread, not per deal, and keeps no state in a global.
    #[derive(Default)]
    pub struct Memos(Mutex<Vec<Box<Search>>>);

    impl std::fmt::Debug for Memos {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("Memos")
        }
    }

    impl Memos {
        fn take(&self) -> Box<Search> {
            let mut memos = self.0.lock().unwrap_or_else(PoisonError::into_inner);
            memos.pop().unwrap_or_else(|| Box::new(Search::new()))
        }

        fn give_back(&self, search: Box<Search>) {
            self.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(search);
        }
    }

    /// `p(opening)`, as [`super::solve`] computes it.
    pub(super) fn probability(ranks: &Ranks, memos: &Memos) -> f64 {
        // `top[p][c]`: the card on top of pile `p` when it has `c` cards.
        let mut top = [[NO_CARD; PILE_HEIGHT + 1]; PILES];
        // Where each card is: its pile, and the pile's count when it is on top.
        let mut place = [[(0, 0u8); 4]; RANKS];
        let mut numbered = [0; RANKS];
        let mut on_pile = [[0u8; PILES]; RANKS];
        // What each card's pile shows once it goes.
        let mut under = [[Under::default(); 4]; RANKS];
        // `lower[code]`, `higher[code]`: the pairs of cards (bits as in `Node::forced`)
        // with a card below, above, the card `code` on its pile.
        let (mut lower, mut higher) = ([0u64; 4 * RANKS], [0u64; 4 * RANKS]);
        for (pile, top) in top.iter_mut().enumerate() {
            let mut below = NO_CARD;
            let mut pairs_below = 0;
            for (count, code) in top.iter_mut().enumerate().skip(1) {
                let rank = usize::from(ranks.top(pile, count)) % RANKS;
                on_pile[rank][pile] += 1;
                if on_pile[rank][pile] > 2 {
                    // Two cards of the rank would have to be played together.
                    return 0.0;
                }
                let q = numbered[rank] & 3;
                numbered[rank] += 1;
                place[rank][q] = (pile, count as u8);
                under[rank][q] = Under {
                    code: below,
                    slot: below >> 2 & 15,
                    pile: u16::from(below != NO_CARD) << pile,
                };
                *code = (4 * rank + q) as Code;
                below = *code;
                lower[usize::from(*code)] = pairs_below;
                pairs_below |= WITH_CARD[q] << (6 * rank);
            }
            let mut pairs_above = 0;
            for &code in top[1..].iter().rev() {
                higher[usize::from(code)] = pairs_above;
                pairs_above |= WITH_CARD[usize::from(code & 3)] << (6 * usize::from(code >> 2));
            }
        }
        let mut search = memos.take();
        // `ahead_of[f]`, `behind[f]` for the pair `f` of a rank's cards (see `Play`).
        let mut behind = [0u64; 64];
        for (rank, place) in place.iter().enumerate() {
            let others = !(0x3F << (6 * rank));
            for (i, &(q1, q2)) in RANK_PAIRS.iter().enumerate() {
                let f = 6 * rank + i;
                if place[q1].0 == place[q2].0 {
                    (search.ahead_of[f], behind[f]) = (ALWAYS, ALWAYS);
                    continue;
                }
                let (card_1, card_2) = (4 * rank + q1, 4 * rank + q2);
                search.ahead_of[f] = (lower[card_1] | lower[card_2]) & others;
                behind[f] = (higher[card_1] | higher[card_2]) & others;
            }
        }
        for (rank, under) in under.iter().enumerate() {
            let (touched, keep) = (1 << (TOUCHED + rank), !(0x3F << (6 * rank)));
            for (i, &(q1, q2)) in RANK_PAIRS.iter().enumerate() {
                // Playing pair `i` leaves pair `5 - i`.
                let left = 6 * rank + 5 - i;
                let (ahead_of, behind, leave) =
                    (search.ahead_of[left], behind[left], touched | 1 << left);
                for (qa, qb) in [(q1, q2), (q2, q1)] {
                    search.play[16 * rank + 4 * qa + qb] = Play {
                        ahead_of,
                        behind,
                        leave,
                        keep,
                        under_a: under[qa],
                        under_b: under[qb],
                    };
                }
            }
        }
        let mut codes = [NO_CARD; 16];
        let mut showing = [0u16; 16];
        for (pile, top) in top.iter().enumerate() {
            codes[pile] = top[PILE_HEIGHT];
            showing[usize::from(top[PILE_HEIGHT] >> 2) & 15] |= 1 << pile;
        }
        let pairs = (0..PILES).fold(0, |pairs, pile| {
            let set = showing[usize::from(codes[pile] >> 2) & 15];
            pairs | PAIRS_WITH[pile][usize::from(set) & ((1 << PILES) - 1)]
        });
        search.start_deal();
        let opening = Node {
            codes,
            showing,
            pairs,
            forced: ALWAYS,
        };
        let probability = search.solve(START | search.stamp << STAMP_SHIFT, &opening);
        memos.give_back(search);
        probability
    }

    /// The slot where a probe for `key` starts, in a memo of `32 - shift` bits of slots.
    #[inline(always)]
    fn home(key: Position, shift: u32) -> usize {
        (key.wrapping_mul(0x9E37_79B9) >> shift) as usize
    }

    /// Where `key` (a stamped position) is in a memo of `tags` (home slot by `shift`):
    /// `Ok` with its slot, or `Err` with the free slot (a tag of another stamp) where it
    /// would go. Inlined, so that the search's loop keeps the memo in registers.
    #[inline(always)]
    fn probe(tags: &[u32], shift: u32, stamp: u32, key: Position) -> Result<usize, usize> {
        let mask = tags.len() - 1;
        let mut at = home(key, shift);
        loop {
            let tag = tags[at];
            if tag == key {
                return Ok(at);
            }
            if tag >> STAMP_SHIFT != stamp {
                return Err(at);
            }
            at = (at + 1) & mask;
        }
    }

    impl Search {
        fn new() -> Self {
            Self {
                play: [Play::default(); 256],
                ahead_of: [0; 64],
                tags: vec![0; FIRST_CAPACITY],
                values: vec![0.0; FIRST_CAPACITY],
                shift: 32 - FIRST_CAPACITY.trailing_zeros(),
                len: 0,
                stamp: 0,
            }
        }

        /// Empties the memo for a new deal. The cleared table needs no entry: the search
        /// reaches it only from a position with every rank touched, which is won without
        /// search.
        fn start_deal(&mut self) {
            self.len = 0;
            self.stamp += 1;
            if self.stamp >> (32 - STAMP_SHIFT) != 0 {
                self.tags.fill(0);
                self.stamp = 1;
            }
        }

        /// Takes the free slot `at` for `key`, whose value follows ([`Search::store`]).
        #[inline]
        fn reserve(&mut self, key: Position, at: usize) {
            self.tags[at] = key;
            self.len += 1;
            if 2 * self.len > self.tags.len() {
                self.grow();
            }
        }

        /// Stores `key`'s value in the slot reserved at `at` when the memo was `capacity`
        /// slots wide: if it has grown since, the slot has moved.
        #[inline]
        fn store(&mut self, key: Position, value: f64, at: usize, capacity: usize) {
            let at = if self.tags.len() == capacity {
                at
            } else {
                self.find(key)
            };
            self.values[at] = value;
        }

        #[cold]
        fn find(&self, key: Position) -> usize {
            let (Ok(at) | Err(at)) = probe(&self.tags, self.shift, self.stamp, key);
            at
        }

        #[cold]
        fn grow(&mut self) {
            let wider = 2 * self.tags.len();
            let tags = std::mem::replace(&mut self.tags, vec![0; wider]);
            let values = std::mem::replace(&mut self.values, vec![0.0; wider]);
            self.shift -= 1;
            let mask = wider - 1;
            for (tag, value) in tags.into_iter().zip(values) {
                if tag >> STAMP_SHIFT == self.stamp {
                    let mut at = home(tag, self.shift);
                    while self.tags[at] != 0 {
                        at = (at + 1) & mask;
                    }
                    self.tags[at] = tag;
                    self.values[at] = value;
                }
            }
        }

        /// Whether the pair that `play` leaves, forced on top of the forced pairs of
        /// `forced` (which must go before one another in no cycle), closes a cycle of
        /// "must go before": a pair it must go before must go, directly or through other
        /// forced pairs, before one that must go before it. [`ALWAYS`] in `play`'s sets
        /// (a pair on one pile) is always such a cycle.
        #[inline(always)]
        fn closes_cycle(&self, play: &Play, forced: u64) -> bool {
            let (ahead_of, behind) = (play.ahead_of & forced, play.behind & forced);
            if ahead_of & behind != 0 {
                return true;
            }
            if ahead_of == 0 || behind == 0 {
                return false;
            }
            // The forced pairs the one left must go before, directly or not, until one of
            // them is among those that must go before it.
            let (mut reached, mut next) = (ahead_of, ahead_of);
            while next != 0 {
                let further = self.ahead_of[next.trailing_zeros() as usize & 63] & forced;
                next &= next - 1;
                if further & behind != 0 {
                    return true;
                }
                next |= further & !reached;
                reached |= further;
            }
            false
        }

        /// `p(position)` for a position not in the memo, whose slot the caller has reserved.
        fn solve(&mut self, position: Position, node: &Node) -> f64 {
            let mut sum = 0.0;
            let mut count = 0u32;
            let mut pairs = node.pairs;
            // Never every rank touched: such a position is won (see `ALL_TOUCHED`).
            debug_assert!(node.forced & ALL_TOUCHED != ALL_TOUCHED);
            loop {
                // Sums the children found in the memo, up to the first that is not: this
                // loop keeps the memo in registers, since nothing in it can move the memo.
                let (pair, child, at) = {
                    let (tags, values) = (&self.tags[..], &self.values[..]);
                    let (shift, stamp) = (self.shift, self.stamp);
                    let mut missing = None;
                    while pairs != 0 {
                        let pair = &PILE_PAIRS[pairs.trailing_zeros() as usize & 63];
                        pairs &= pairs - 1;
                        count += 1;
                        let child = position - pair.delta;
                        match probe(tags, shift, stamp, child) {
                            Ok(at) => sum += values[at],
                            Err(at) => {
                                missing = Some((pair, child, at));
                                break;
                            }
                        }
                    }
                    match missing {
                        Some(missing) => missing,
                        None => break,
                    }
                };
                let (a, b) = (usize::from(pair.a) & 15, usize::from(pair.b) & 15);
                let (code_a, code_b) = (node.codes[a], node.codes[b]);
                let rank = usize::from(code_a >> 2) & 15;
                let play = &self.play[(4 * usize::from(code_a) + usize::from(code_b & 3)) & 255];
                // `leave` holds the rank's touched bit, and the pair it leaves is never
                // forced while the rank is untouched: one test says whether it is.
                let touched = node.forced & play.leave != 0;
                let forced = if touched {
                    node.forced & play.keep
                } else {
                    // Only a child not in the memo can be sure to lose: a position is,
                    // whatever move led to it, and such a position is never searched.
                    if self.closes_cycle(play, node.forced) {
                        // Sure to lose: p = 0 adds nothing to the sum.
                        continue;
                    }
                    node.forced | play.leave
                };
                if forced & ALL_TOUCHED == ALL_TOUCHED {
                    // Sure to win: p = 1. Not kept in the memo: telling it again costs
                    // less than a slot.
                    sum += 1.0;
                    continue;
                }
                let mut next = *node;
                next.forced = forced;
                let (under_a, under_b) = (play.under_a, play.under_b);
                next.codes[a] = under_a.code;
                next.codes[b] = under_b.code;
                next.showing[rank] &= !pair.piles;
                let (slot_a, slot_b) = (
                    usize::from(under_a.slot) & 15,
                    usize::from(under_b.slot) & 15,
                );
                next.showing[slot_a] |= under_a.pile;
                next.showing[slot_b] |= under_b.pile;
                let all = (1 << PILES) - 1;
                next.pairs = node.pairs & !pair.touching
                    | PAIRS_WITH[a][usize::from(next.showing[slot_a]) & all]
                    | PAIRS_WITH[b][usize::from(next.showing[slot_b]) & all];
                let capacity = self.tags.len();
                self.reserve(child, at);
                let value = self.solve(child, &next);
                self.store(child, value, at, capacity);
                sum += value;
            }
            if count == 0 {
                0.0
            } else {
                sum / f64::from(count)
            }
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
    use dp_problem::{Generate, ReadCase, Scanner};

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
        let deals = dp_problem::scan::read_all(&input, Deal::read_case);
        assert_eq!(deals.len(), 300);
        for deal in deals {
            let deal = deal.expect("gen writes valid deals");
            let full = solve(&deal);
            let quick = solve_probability(&deal, &Memos::default());
            assert_eq!(quick.probability().to_bits(), full.probability().to_bits());
            assert!(
                quick.graph.get().is_none(),
                "the judge's line builds no graph"
            );
            assert_eq!(quick.rounded(), full.rounded());
        }
        // On demand, the graph of the quick path is the full one.
        let sample = deal(SAMPLE);
        let quick = solve_probability(&sample, &Memos::default());
        assert_eq!(quick.exact(), solve(&sample).exact());
        assert_eq!(quick.reachable_states(), solve(&sample).reachable_states());
        // The memo is reused across deals on the same thread: solving again changes nothing.
        assert_eq!(
            solve_probability(&sample, &Memos::default()).probability(),
            0.5893141864127796
        );
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
