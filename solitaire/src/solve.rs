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
//! date move by move, so the legal pairs are the piles whose rank's bitset has two bits —
//! and it does not search below a move that is sure to lose (next paragraph).
//! [`solve`] builds the reachable graph that `--exact`, `--json` and `explain` read; the
//! quick path builds it too, on demand, in the rare case the rounding needs the exact
//! value. Both sum a state's children in pile order: the same bits.
//!
//! **Sure losses.** Once a rank has lost one pair, its last two cards must be played
//! together, which needs both on top at once. That never happens if they lie on one
//! pile, nor if another rank's last two cards lie on the same two piles in the opposite
//! order — above one and below the other — since each pair would have to go before the
//! other; and a deal with three cards of a rank on one pile is lost from the start. A
//! move that leaves such a state has `p = 0`, so the quick path counts it among the `k`
//! pairs and adds nothing for it, searching nothing below it: the sum is the same bits,
//! since adding `0.0` changes nothing. The test costs a couple of table lookups per
//! move; the table of which pairs of cards exclude each other is built once per deal. On
//! random deals this leaves about 40% of the reachable states to search (360 of 909 on
//! average); [`solve`] still builds them all, since the views count and draw them.
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
/// pairs found from a bitset of piles per rank kept up to date move by move, and no search
/// below a move that is sure to lose (see `Search::cross`).
mod quick {
    use std::sync::{Mutex, PoisonError};

    use crate::game::{EMPTY, Position, Ranks, START};
    use crate::parse::{PILE_HEIGHT, PILES};

    /// Ranks in the deck.
    const RANKS: usize = 9;

    /// A card as the search knows it: `4 · rank + q`, where `q` (0 to 3) tells the four
    /// cards of a rank apart, in pile order and bottom to top.
    type Code = u8;

    /// The code of "no card": an empty pile, whose rank (9) has a bitset no pair is
    /// looked for in.
    const NONE: Code = 4 * RANKS as Code;

    /// The six pairs of a rank's four cards, by `q`; pair `i` and pair `5 - i` make up
    /// the four.
    const PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

    /// `OTHER_PAIR[4 · q1 + q2]`: the index in [`PAIRS`] of the two cards other than
    /// `q1` and `q2`.
    const OTHER_PAIR: [u8; 16] = {
        let mut table = [0; 16];
        let mut i = 0;
        while i < PAIRS.len() {
            let (q1, q2) = PAIRS[i];
            table[4 * q1 + q2] = 5 - i as u8;
            table[4 * q2 + q1] = 5 - i as u8;
            i += 1;
        }
        table
    };

    /// The forced pairs are bits `6 · rank + i` (pair `i` of [`PAIRS`]) of
    /// [`Tops::forced`]; bit `TOUCHED + rank` says the rank has lost a pair already.
    const TOUCHED: u32 = 6 * RANKS as u32;

    /// A bit always set in [`Tops::forced`], and in [`Search::cross`] for a pair whose
    /// two cards lie on one pile: such a pair is lost by itself.
    const ALWAYS: u64 = 1 << 63;

    /// `WITHOUT_TOP[g]`: the set of piles `g` without its highest pile — the piles of `g`
    /// that have a partner of `g` after them.
    const WITHOUT_TOP: [u16; 1 << PILES] = {
        let mut table = [0; 1 << PILES];
        let mut set = 1;
        while set < table.len() {
            let top = 1 << (15 - (set as u16).leading_zeros());
            table[set] = set as u16 & !top;
            set += 1;
        }
        table
    };

    /// Bits of a memo tag above the position (27 bits): the deal's stamp, 1 to 31.
    const STAMP_SHIFT: u32 = 27;

    /// An open-addressing hash table (linear probing) from position to probability. A
    /// slot's tag is the position and the stamp of the deal that stored it; a new deal
    /// bumps the stamp, and the tags are cleared only when the stamp wraps (every 31
    /// deals).
    struct Memo {
        tags: Vec<u32>,
        values: Vec<f64>,
        shift: u32,
        len: usize,
        stamp: u32,
    }

    impl Memo {
        fn new() -> Self {
            let bits = 12;
            Self {
                tags: vec![0; 1 << bits],
                values: vec![0.0; 1 << bits],
                shift: 32 - bits,
                len: 0,
                stamp: 0,
            }
        }

        fn start_deal(&mut self) {
            self.len = 0;
            self.stamp += 1;
            if self.stamp >> (32 - STAMP_SHIFT) != 0 {
                self.tags.fill(0);
                self.stamp = 1;
            }
        }

        #[inline]
        fn home(&self, key: Position) -> usize {
            (key.wrapping_mul(0x9E37_79B9) >> self.shift) as usize
        }

        /// `key`'s value, or the free slot where the probe for it ended.
        #[inline]
        fn get(&self, key: Position) -> Result<f64, usize> {
            let mask = self.tags.len() - 1;
            let want = key | self.stamp << STAMP_SHIFT;
            let mut at = self.home(key);
            loop {
                let tag = self.tags[at];
                if tag == want {
                    return Ok(self.values[at]);
                }
                if tag >> STAMP_SHIFT != self.stamp {
                    return Err(at);
                }
                at = (at + 1) & mask;
            }
        }

        /// Stores `key`, absent so far, whose probe once ended at the free slot `hint`
        /// of a table `capacity` slots wide: the slots before it on the probe are taken.
        #[inline]
        fn insert(&mut self, key: Position, value: f64, hint: usize, capacity: usize) {
            self.len += 1;
            if 2 * self.len > self.tags.len() {
                self.grow();
            }
            let mut at = if self.tags.len() == capacity {
                hint
            } else {
                self.home(key)
            };
            let mask = self.tags.len() - 1;
            while self.tags[at] >> STAMP_SHIFT == self.stamp {
                at = (at + 1) & mask;
            }
            self.tags[at] = key | self.stamp << STAMP_SHIFT;
            self.values[at] = value;
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
                    let mut at = self.home(tag & ((1 << STAMP_SHIFT) - 1));
                    while self.tags[at] != 0 {
                        at = (at + 1) & mask;
                    }
                    self.tags[at] = tag;
                    self.values[at] = value;
                }
            }
        }
    }

    /// The memos of one run (`Problem::RunState`): one for each thread answering a deal at
    /// that moment, each taken for a deal and given back after it, so a run allocates a
    /// memo per thread, not per deal, and keeps no state in a global.
    #[derive(Default)]
    pub struct Memos(Mutex<Vec<Memo>>);

    impl std::fmt::Debug for Memos {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("Memos")
        }
    }

    impl Memos {
        fn take(&self) -> Memo {
            let mut memos = self.0.lock().unwrap_or_else(PoisonError::into_inner);
            memos.pop().unwrap_or_else(Memo::new)
        }

        fn give_back(&self, memo: Memo) {
            self.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(memo);
        }
    }

    struct Search<'a> {
        /// `top[p][c]`: the card on top of pile `p` when it has `c` cards, [`NONE`] for
        /// none (sized to powers of two: no bounds checks).
        top: [[Code; 8]; 16],
        /// `cross[f]`, for the pair `f` of a rank's cards (a bit of [`Tops::forced`]): the
        /// pairs that cannot be played together with it, each on the two piles that hold
        /// `f` but above one card of `f` and below the other — the first of the two
        /// pairs to go would need the other gone already. When both are the last two
        /// cards of their rank, they must be played so, and the table cannot be cleared.
        /// [`ALWAYS`] when `f` lies on one pile.
        cross: [u64; 64],
        memo: &'a mut Memo,
    }

    /// What the search carries from a position to the next: the piles' top cards, per
    /// rank the bitset of piles showing it, the piles that have a partner after them,
    /// and the forced pairs.
    #[derive(Clone, Copy)]
    struct Tops {
        code: [Code; 16],
        piles: [u16; 16],
        firsts: u16,
        /// The pairs that are the last two cards of their rank (which must be played
        /// together), the ranks that have lost a pair, and [`ALWAYS`].
        forced: u64,
    }

    impl Tops {
        /// The piles `bits` stop showing `rank`.
        #[inline]
        fn take(&mut self, rank: usize, bits: u16) {
            let old = self.piles[rank & 15];
            let new = old & !bits;
            self.piles[rank & 15] = new;
            self.firsts ^= without_top(old) ^ without_top(new);
        }

        /// Pile `pile` shows `code` (or is empty, [`NONE`]).
        #[inline]
        fn show(&mut self, pile: usize, code: Code) {
            self.code[pile & 15] = code;
            if code != NONE {
                let rank = usize::from(code >> 2) & 15;
                let old = self.piles[rank];
                let new = old | 1 << pile;
                self.piles[rank] = new;
                self.firsts ^= without_top(old) ^ without_top(new);
            }
        }
    }

    #[inline]
    fn without_top(piles: u16) -> u16 {
        WITHOUT_TOP[usize::from(piles) & ((1 << PILES) - 1)]
    }

    /// The bit of [`Tops::forced`] for the pair of rank `rank` left when the cards
    /// `code_a` and `code_b` of that rank go first.
    #[inline]
    fn pair_left(rank: usize, code_a: Code, code_b: Code) -> usize {
        6 * rank + usize::from(OTHER_PAIR[usize::from((code_a & 3) << 2 | (code_b & 3))])
    }

    /// `p(opening)`, as [`super::solve`] computes it.
    pub(super) fn probability(ranks: &Ranks, memos: &Memos) -> f64 {
        let mut top = [[NONE; 8]; 16];
        // Where each card is: its pile, and the pile's count when it is on top.
        let mut place = [[(0, 0u8); 4]; RANKS];
        let mut numbered = [0; RANKS];
        let mut on_pile = [[0u8; PILES]; RANKS];
        for (pile, top) in top.iter_mut().enumerate().take(PILES) {
            for (count, code) in top.iter_mut().enumerate().take(PILE_HEIGHT + 1).skip(1) {
                let rank = usize::from(ranks.top(pile, count)) % RANKS;
                on_pile[rank][pile] += 1;
                if on_pile[rank][pile] > 2 {
                    // Two cards of the rank would have to be played together.
                    return 0.0;
                }
                let q = numbered[rank] & 3;
                numbered[rank] += 1;
                place[rank][q] = (pile, count as u8);
                *code = (4 * rank + q) as Code;
            }
        }
        // Pairs on one pile, and two pairs of different ranks on the same two piles in
        // opposite orders; `listed[PILES · p1 + p2]` pairs so far lie on piles `p1 < p2`.
        let mut cross = [0u64; 64];
        let mut on_piles = [[(0u8, 0, 0); 8]; PILES * PILES];
        let mut listed = [0u8; PILES * PILES];
        for (rank, place) in place.iter().enumerate() {
            for (i, &(q1, q2)) in PAIRS.iter().enumerate() {
                let f = 6 * rank + i;
                let ((pile_1, count_1), (pile_2, count_2)) = (place[q1], place[q2]);
                if pile_1 == pile_2 {
                    cross[f] = ALWAYS;
                    continue;
                }
                let piles = PILES * pile_1 + pile_2;
                for &(g, g_1, g_2) in &on_piles[piles][..usize::from(listed[piles] & 7)] {
                    if usize::from(g) / 6 != rank && (count_1 < g_1) != (count_2 < g_2) {
                        cross[f] |= 1 << g;
                        cross[usize::from(g)] |= 1 << f;
                    }
                }
                on_piles[piles][usize::from(listed[piles] & 7)] = (f as u8, count_1, count_2);
                listed[piles] += 1;
            }
        }
        let mut tops = Tops {
            code: [NONE; 16],
            piles: [0; 16],
            firsts: 0,
            forced: ALWAYS,
        };
        for (pile, top) in top.iter().enumerate().take(PILES) {
            tops.show(pile, top[PILE_HEIGHT]);
        }
        let mut memo = memos.take();
        memo.start_deal();
        let (hint, capacity) = (memo.home(START), memo.tags.len());
        let mut search = Search {
            top,
            cross,
            memo: &mut memo,
        };
        let probability = search.solve(START, &tops, hint, capacity);
        memos.give_back(memo);
        probability
    }

    impl Search<'_> {
        /// `p(position)` for a position not in the memo yet (and not the cleared table),
        /// whose probe ended at the free slot `hint` of a memo `capacity` slots wide.
        fn solve(&mut self, position: Position, tops: &Tops, hint: usize, capacity: usize) -> f64 {
            let mut sum = 0.0;
            let mut count = 0u32;
            let mut firsts = tops.firsts;
            while firsts != 0 {
                let a = firsts.trailing_zeros() as usize & 15;
                firsts &= firsts - 1;
                let code_a = tops.code[a];
                let rank = usize::from(code_a >> 2) & 15;
                let first_pair = tops.forced & 1 << (TOUCHED as usize + rank) == 0;
                let mut partners = tops.piles[rank] & (u16::MAX << (a + 1));
                while partners != 0 {
                    let b = partners.trailing_zeros() as usize & 15;
                    partners &= partners - 1;
                    count += 1;
                    if first_pair
                        && self.cross[pair_left(rank, code_a, tops.code[b]) & 63] & tops.forced != 0
                    {
                        // Sure to lose: p = 0 adds nothing to the sum.
                        continue;
                    }
                    let child = position - (1 << (3 * a)) - (1 << (3 * b));
                    sum += match self.memo.get(child) {
                        Ok(value) => value,
                        Err(hint) => self.descend(child, tops, (a, b), hint),
                    };
                }
            }
            let value = if count == 0 {
                0.0
            } else {
                sum / f64::from(count)
            };
            self.memo.insert(position, value, hint, capacity);
            value
        }

        /// `p(child)`, `child` not in the memo: the position after the pair on piles `a`
        /// and `b` is played from `tops`.
        #[inline(never)]
        fn descend(
            &mut self,
            child: Position,
            tops: &Tops,
            (a, b): (usize, usize),
            hint: usize,
        ) -> f64 {
            if child == EMPTY {
                return 1.0;
            }
            let mut after = *tops;
            let (code_a, code_b) = (tops.code[a & 15], tops.code[b & 15]);
            let rank = usize::from(code_a >> 2) & 15;
            let touched = 1 << (TOUCHED as usize + rank);
            after.forced = if tops.forced & touched == 0 {
                tops.forced | touched | 1 << (pair_left(rank, code_a, code_b) & 63)
            } else {
                tops.forced & !(0x3F << (6 * rank))
            };
            after.take(rank, 1 << a | 1 << b);
            after.show(a, self.top[a & 15][(child >> (3 * a) & 7) as usize]);
            after.show(b, self.top[b & 15][(child >> (3 * b) & 7) as usize]);
            let capacity = self.memo.tags.len();
            self.solve(child, &after, hint, capacity)
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
    use dp_cli::{Generate, ReadCase, Scanner};

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
        let deals = dp_cli::scan::read_all(&input, Deal::read_case);
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
