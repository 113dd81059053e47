//! The DP: retrograde analysis. Who wins when the mouse (at node 1, moving first) and the
//! cat (at node 2, never entering the hole 0) both play their best, and the game is a draw
//! when a position comes back?
//!
//! # State
//! A *position* `(m, c, t)`: the mouse's node m, the cat's node c (never 0), and t, whose
//! turn it is (the mouse's or the cat's). How the players got there does not matter: the
//! moves that follow, and so the outcome, depend on nothing else. n · (n − 1) · 2
//! positions; they are stored flat, position `(m, c, t)` at index `(m · 2^b + c) · 2 + t`
//! with 2^b the power of two at or above n (so an index splits with shifts, no division).
//!
//! # Value
//! `outcome(m, c, t)`: *mouse* when the mouse can force reaching the hole whatever the cat
//! does, *cat* when the cat can force catching the mouse whatever the mouse does, *draw*
//! when neither can force anything: each can keep the game going for ever, so a position
//! repeats.
//!
//! # Recurrence
//! The game is over in the *terminal* positions: `m = 0` (the mouse is in the hole: mouse)
//! and `m = c` (the cat is on the mouse: cat). Elsewhere, for the player to move:
//!
//! ```text
//! outcome(p) = the mover       when some move leads to a position the mover wins
//!            = the other one   when every move leads to a position the other one wins
//!            = draw            otherwise
//! ```
//!
//! A player with no move at all would lose; the input has none (see `parse`).
//!
//! # Order
//! There is no order to fill the table in: the positions form a graph *with cycles* (the
//! mouse steps 1 → 3, the cat 2 → 4, the mouse 3 → 1, the cat 4 → 2, and the position is
//! back), so no position can wait until all the positions after it are known, as in a DP
//! over a DAG. Instead the table is filled *backwards from the ends*: start from the
//! terminal positions, which are decided, and look at the positions one move *before* a
//! decided one (its predecessors), with a queue of decided positions:
//!
//! - pop a decided position q, won by W; for each undecided predecessor p (the position
//!   before the mover of p moved into q):
//!   - if the mover of p is W, p is won by W (it has a winning move: into q): decide it;
//!   - otherwise that move of p loses; count it. When every move of p is counted, p is
//!     lost for its mover, won by W: decide it.
//! - a decided position goes at the back of the queue.
//!
//! The counter of p is the number of its moves known to lose; its moves are its mover's
//! neighbours (the cat's without the hole), so p is decided lost when the counter reaches
//! that degree. Each position is decided at most once, and each decided position looks at
//! its predecessors once.
//!
//! # Answer
//! `outcome(1, 2, mouse to move)`: 1 mouse, 2 cat, 0 draw. A position never decided when
//! the queue runs dry is a draw: its mover has no move to a position it wins (else it
//! would be decided won), and at least one move to an undecided one (else every move
//! would be counted as lost). So each player can always stay among undecided positions,
//! neither can force an end, and the finite game must repeat. The plain answer stops the
//! moment the start is decided; `--json` and `explain` run the queue dry to show the
//! whole table.
//!
//! Because the queue is first in, first out, a position is decided in the order of its
//! distance to the end when the winner hurries and the loser stalls: a won position is
//! decided through its nearest win, a lost one through its last, farthest, move. That
//! distance, kept for the detailed views, gives the line of play.
//!
//! # Complexity
//! Each of the 2n² positions is decided at most once, and deciding it looks at its
//! predecessors: the mover's neighbours. O(n · E) time (E edges), n³ at worst.
//!
//! The engineering: the graph is one flat list of neighbours with offsets (CSR) and, for
//! looking back, rows of bits (row v has bit w when v and w are joined). Two more sets of
//! rows of bits index the undecided positions (for each cat node, the mouse nodes whose
//! mouse-to-move position is undecided, and the other way round for the cat to move), so
//! looking back from a decided position ANDs two rows and visits only the undecided
//! predecessors, 64 nodes a word. Outcomes are a byte, counters 2 bytes, the queue 4
//! bytes a position: about 30 KB at n = 50, 14 MB at n = 1,000; the detailed views add
//! the distances (4 bytes) and the reasons (8 bytes). For the plain answer only the
//! positions play can reach are searched: the mouse on the nodes it reaches from 1 (not
//! going on from the hole), the cat on those it reaches from 2 (never through the hole);
//! the moves from such a position stay among them, so their outcomes are the same.
//!
//! The plain answer on a graph of at most 64 nodes (the judge's 50) skips the queue:
//! the same decided positions, the least fixed point of the recurrence grown from the
//! terminal positions, are grown 64 at a time as rows of bits, one row over the mouse's
//! nodes for each cat node and mover (`outcome_by_rows`). A won row is a union of
//! neighbour rows, a lost one an intersection, and only the bits a row gained are carried
//! on, so the work follows the rows that change, not the 2n² positions one by one: about
//! a fifth (sparse) to a twelfth (dense) of the queue's instructions on the 50-node
//! graphs of the speed target.
//!
//! A search that calls the game a draw after 2n moves, as some accepted solutions do, is
//! wrong: `fixtures/cat-and-mouse/cat-wins-in-2n-moves.in` is a graph of 8 nodes where
//! the cat needs all 16 moves. The queue needs no bound on the length of a game.

use crate::parse::Case;

/// The outcome of a position, and the answer: the judge's numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// Neither can force an end: 0.
    Draw = 0,
    /// The mouse reaches the hole: 1.
    Mouse = 1,
    /// The cat catches the mouse: 2.
    Cat = 2,
}

impl Outcome {
    /// The byte a table holds for `self`.
    fn from_byte(byte: u8) -> Outcome {
        match byte {
            MOUSE => Outcome::Mouse,
            CAT => Outcome::Cat,
            _ => Outcome::Draw,
        }
    }

    /// The judge's number.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// `mouse`, `cat` or `draw`.
    pub fn word(self) -> &'static str {
        ["draw", "mouse", "cat"][self as usize]
    }
}

const UNDECIDED: u8 = 0;
const MOUSE: u8 = 1;
const CAT: u8 = 2;

/// Whose turn it is: the mouse's (0) or the cat's (1), the last bit of a position's index.
pub const MOUSE_TO_MOVE: usize = 0;
/// The cat's turn.
pub const CAT_TO_MOVE: usize = 1;

/// log2 of a row's length in the flat tables: n rounded up to a power of two, so that a
/// position's index splits into (m, c, t) with shifts and masks, not a division.
pub fn row_bits(n: usize) -> u32 {
    n.next_power_of_two().trailing_zeros()
}

/// The length of the flat tables for `n` nodes: 2 · n · 2^row_bits(n) (at most 4n²).
pub fn table_len(n: usize) -> usize {
    (2 * n) << row_bits(n)
}

/// A position `(m, c, t)` of a graph of `n` nodes, as its index in the flat tables:
/// `(m · 2^b + c) · 2 + t` with `b` = [`row_bits`].
pub fn index(n: usize, mouse: usize, cat: usize, turn: usize) -> usize {
    ((mouse << row_bits(n) | cat) << 1) | turn
}

/// The position at an index: `(m, c, t)`.
pub fn position(n: usize, index: usize) -> (usize, usize, usize) {
    let bits = row_bits(n);
    let pair = index >> 1;
    (pair >> bits, pair & ((1 << bits) - 1), index & 1)
}

/// Why a position was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The mouse is in the hole.
    Hole,
    /// The cat is on the mouse.
    Caught,
    /// The player to move has no move (never in a case the parser accepts from the start,
    /// but such positions exist when a node other than 1 and 2 has no move).
    Stuck,
    /// A move into the position decided at this step of the queue wins for the mover.
    Wins(u32),
    /// Every move loses; the last one known leads to the position decided at this step.
    Loses(u32),
}

/// One move of the line of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Who moves: [`MOUSE_TO_MOVE`] or [`CAT_TO_MOVE`].
    pub turn: usize,
    /// From which node to which.
    pub from: usize,
    /// The node moved to.
    pub to: usize,
}

/// One move from the start position, and where it leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The mouse's node after the move.
    pub to: usize,
    /// The outcome of the position it leads to.
    pub outcome: Outcome,
    /// Moves to the end from there, on the line of play, when decided.
    pub moves: Option<u32>,
}

/// The whole table, for `--json` and `explain`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// n, the nodes.
    pub nodes: usize,
    /// Every position's outcome (a byte: 0 undecided, 1 mouse, 2 cat), by [`index`].
    pub outcome: Vec<u8>,
    /// Every decided position's distance to the end, when the winner hurries and the
    /// loser stalls.
    pub moves: Vec<u32>,
    /// The decided positions in the order they were decided: the queue.
    pub order: Vec<u32>,
    /// For each of them, why.
    pub reasons: Vec<Reason>,
    /// The line of play from the start, when decided.
    pub line: Vec<Move>,
    /// The mouse's first moves.
    pub choices: Vec<Choice>,
}

impl Table {
    /// The outcome of a position.
    pub fn outcome_at(&self, index: usize) -> Outcome {
        Outcome::from_byte(self.outcome[index])
    }

    /// Every position with the cat off the hole, counted by outcome: mouse, cat, draw.
    pub fn counts(&self) -> [usize; 3] {
        let n = self.nodes;
        let mut counts = [0; 3];
        for m in 0..n {
            for c in 1..n {
                for turn in [MOUSE_TO_MOVE, CAT_TO_MOVE] {
                    counts[self.outcome_at(index(n, m, c, turn)) as usize] += 1;
                }
            }
        }
        [counts[1], counts[2], counts[0]]
    }
}

/// What the queue found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The answer: the outcome of the start, the mouse at 1 and the cat at 2, the mouse to
    /// move.
    pub outcome: Outcome,
    /// The whole table, when a detailed view asked for it.
    pub table: Option<Table>,
    /// The graph, when a detailed view asked for it (they show it).
    pub case: Option<Case>,
}

/// The queue's working state, flat arrays over the positions.
struct Search {
    /// log2 of a row's length ([`row_bits`]).
    bits: u32,
    /// u64 words in a row of bits over the nodes.
    words: usize,
    /// Each position's outcome: [`UNDECIDED`], [`MOUSE`] or [`CAT`].
    outcome: Vec<u8>,
    /// Each position's moves known to lose for its mover.
    lost: Vec<u16>,
    /// The decided positions, in the order they were decided.
    queue: Vec<u32>,
    /// Row c, bit m: (m, c, the mouse to move) is undecided and in play. An index of the
    /// undecided positions, so that looking back from a decided position visits only those.
    open_mouse: Vec<u64>,
    /// Row m, bit c: (m, c, the cat to move) is undecided and in play (bit 0 never: the cat
    /// is never in the hole).
    open_cat: Vec<u64>,
    /// Whether to keep the distances and the reasons.
    detail: bool,
    moves: Vec<u32>,
    reasons: Vec<Reason>,
}

impl Search {
    /// Decides (m, c, turn): `won` wins it, `moves` from the end, for `why`.
    #[inline]
    fn decide(&mut self, (m, c, turn): (usize, usize, usize), won: u8, why: Reason, moves: u32) {
        let (row, bit) = if turn == MOUSE_TO_MOVE {
            (&mut self.open_mouse, c * self.words * 64 + m)
        } else {
            (&mut self.open_cat, m * self.words * 64 + c)
        };
        row[bit / 64] &= !(1 << (bit % 64));
        let p = ((m << self.bits | c) << 1) | turn;
        self.outcome[p] = won;
        self.queue.push(p as u32);
        if self.detail {
            self.moves[p] = moves;
            self.reasons.push(why);
        }
    }
}

impl Search {
    /// Looks back from a position just decided, won by `won`, at step `step` of the
    /// queue, `after` moves from the end for those it decides: the undecided positions
    /// whose mover (`turn`) moved into it from a node of row `rows.0` of `joined` that is
    /// open in row `rows.1` of its open rows. Those whose mover `wins` are won at once;
    /// the others count a losing move and are lost once all of their `degree` are.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn look_back(
        &mut self,
        joined: &[u64],
        rows: (usize, usize),
        turn: usize,
        at: impl Fn(usize) -> usize,
        degree: &[u16],
        wins: bool,
        (won, step, after): (u8, u32, u32),
    ) {
        for k in 0..self.words {
            let open = if turn == MOUSE_TO_MOVE {
                &mut self.open_mouse[rows.1 + k]
            } else {
                &mut self.open_cat[rows.1 + k]
            };
            let mut next = joined[rows.0 + k] & *open;
            if wins {
                // Every one of them is won: a move into q.
                *open &= !next;
            }
            while next != 0 {
                let from = k * 64 + next.trailing_zeros() as usize;
                next &= next - 1;
                let p = at(from);
                let why = if wins {
                    Reason::Wins(step)
                } else {
                    let lost = &mut self.lost[p];
                    *lost += 1;
                    if *lost < degree[from] {
                        continue;
                    }
                    let open = if turn == MOUSE_TO_MOVE {
                        &mut self.open_mouse[rows.1 + k]
                    } else {
                        &mut self.open_cat[rows.1 + k]
                    };
                    *open &= !(1 << (from % 64));
                    Reason::Loses(step)
                };
                self.outcome[p] = won;
                self.queue.push(p as u32);
                if self.detail {
                    self.moves[p] = after;
                    self.reasons.push(why);
                }
            }
        }
    }
}

/// The nodes a player can ever stand on, as bits: from `start` along edges (`joined`, rows
/// of bits), the cat never into the hole, the mouse never on from it (the game ends there).
fn reachable(joined: &[u64], words: usize, start: usize, cat: bool) -> Vec<u64> {
    let mut seen = vec![0u64; words];
    let mut stack = vec![start];
    seen[start / 64] |= 1 << (start % 64);
    if cat {
        // The hole counts as seen: never entered.
        seen[0] |= 1;
    }
    while let Some(v) = stack.pop() {
        for k in 0..words {
            let mut new = joined[v * words + k] & !seen[k];
            seen[k] |= new;
            while new != 0 {
                let w = k * 64 + new.trailing_zeros() as usize;
                new &= new - 1;
                if w != 0 {
                    stack.push(w);
                }
            }
        }
    }
    if cat {
        seen[0] &= !1;
    }
    seen
}

/// Runs the queue. With `detail`, runs it dry over every position and keeps the table;
/// without, only over the positions play can reach (the mouse and the cat on the nodes
/// each can reach from its start), and stops as soon as the start position is decided.
pub fn solve(case: &Case, detail: bool) -> Solution {
    if !detail && case.nodes() <= ROWS_MAX_NODES {
        return Solution {
            outcome: outcome_by_rows(case),
            table: None,
            case: None,
        };
    }
    queue(case, detail)
}

/// The most nodes the plain answer's rows of bits (`outcome_by_rows`) take: a row of
/// positions is one `u64`.
pub const ROWS_MAX_NODES: usize = 64;

/// Iterates `bits` over the set bits of a word, lowest first.
#[inline]
fn each_bit(mut bits: u64, mut visit: impl FnMut(usize)) {
    while bits != 0 {
        visit(bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

/// The union of the rows of `adjacent` named by the bits of `nodes`: the nodes with a
/// neighbour in `nodes`, the places a move into `nodes` comes from.
#[inline]
fn neighbours_of(adjacent: &[u64; 64], nodes: u64) -> u64 {
    let mut union = 0;
    each_bit(nodes, |v| union |= adjacent[v]);
    union
}

/// The plain answer for a graph of at most 64 nodes, 64 positions a step: the same
/// decided positions as the queue (the least fixed point of the recurrence, grown from
/// the terminal positions), but kept as rows of bits over the mouse's node, one row a cat
/// node and a mover, and grown row by row.
///
/// For the cat at c: `mouse_wins[c]` and `cat_wins[c]` are the mouse's nodes m where
/// (m, c, the mouse to move) is won by the mouse and by the cat, `mouse_wins_after[c]`
/// and `cat_wins_after[c]` the same with the cat to move. Then, with N(v) v's neighbours:
///
/// - the mouse to move wins at m when some m' in N(m) is in `mouse_wins_after[c]`: the
///   row is the union of N(m') over that row's nodes (the graph is undirected);
/// - it loses at m when N(m) lies inside `cat_wins_after[c]`;
/// - the cat to move at c wins at m when m is in `cat_wins[c']` for some move c' of the
///   cat, a union of rows;
/// - it loses at m when m is in `mouse_wins[c']` for every move c': an intersection.
///
/// Each row keeps what it gained since it was last looked at (`new_*`), and only those
/// bits are carried on: a gain of the cat-to-move rows of c can only change the
/// mouse-to-move rows of the same c, and a gain of those only the cat-to-move rows of
/// c's neighbours. Rows are dirty until looked at; the run stops once the start,
/// (1, 2, the mouse to move), is decided, or when no row is dirty (the start is a draw).
/// As in the queue, only the nodes each player can reach are in play.
fn outcome_by_rows(case: &Case) -> Outcome {
    let n = case.nodes();
    debug_assert!(n <= ROWS_MAX_NODES);
    let mut adjacent = [0u64; 64];
    for (v, row) in adjacent.iter_mut().enumerate().take(n) {
        for &w in case.adjacent(v) {
            *row |= 1 << w;
        }
    }
    // The nodes in play: the mouse's from 1 (not on from the hole), the cat's from 2
    // (never into it).
    let mut mouse_nodes = 1u64 << 1;
    let mut frontier = mouse_nodes;
    while frontier != 0 {
        let next = neighbours_of(&adjacent, frontier & !1) & !mouse_nodes;
        mouse_nodes |= next;
        frontier = next;
    }
    let mut cat_nodes = 1u64 << 2;
    let mut frontier = cat_nodes;
    while frontier != 0 {
        let next = neighbours_of(&adjacent, frontier) & !cat_nodes & !1;
        cat_nodes |= next;
        frontier = next;
    }
    if mouse_nodes & cat_nodes == 0 {
        // The cat can never stand where the mouse may: the mouse walks to the hole if it
        // can reach it, and neither can force anything if it cannot.
        return if mouse_nodes & 1 != 0 {
            Outcome::Mouse
        } else {
            Outcome::Draw
        };
    }
    // The cat's moves, among the nodes in play (all of its neighbours but the hole).
    let mut cat_moves = [0u64; 64];
    each_bit(cat_nodes, |c| cat_moves[c] = adjacent[c] & !1);

    let mut mouse_wins = [0u64; 64];
    let mut cat_wins = [0u64; 64];
    let mut mouse_wins_after = [0u64; 64];
    let mut cat_wins_after = [0u64; 64];
    let mut new_mouse_wins = [0u64; 64];
    let mut new_cat_wins = [0u64; 64];
    let mut new_mouse_wins_after = [0u64; 64];
    let mut new_cat_wins_after = [0u64; 64];
    // The mouse's nodes where a move of the cat at c was just found to lose: candidates
    // for a loss of the cat to move at c.
    let mut lost_after = [0u64; 64];
    // The terminal positions: the mouse in the hole, the cat on the mouse.
    let hole = mouse_nodes & 1;
    each_bit(cat_nodes, |c| {
        let caught = mouse_nodes & (1 << c);
        mouse_wins[c] = hole;
        mouse_wins_after[c] = hole;
        new_mouse_wins[c] = hole;
        new_mouse_wins_after[c] = hole;
        cat_wins[c] = caught;
        cat_wins_after[c] = caught;
        new_cat_wins[c] = caught;
        new_cat_wins_after[c] = caught;
    });
    let mut dirty_rows = cat_nodes;
    let mut dirty_rows_after = cat_nodes;
    let decided = |mouse_wins: &[u64; 64], cat_wins: &[u64; 64]| {
        if mouse_wins[2] & (1 << 1) != 0 {
            Some(Outcome::Mouse)
        } else if cat_wins[2] & (1 << 1) != 0 {
            Some(Outcome::Cat)
        } else {
            None
        }
    };
    while dirty_rows | dirty_rows_after != 0 {
        // Gains with the cat to move at c: the mouse to move, at c too.
        each_bit(std::mem::take(&mut dirty_rows_after), |c| {
            let open = mouse_nodes & !(1 | 1 << c) & !mouse_wins[c] & !cat_wins[c];
            let won = neighbours_of(&adjacent, std::mem::take(&mut new_mouse_wins_after[c])) & open;
            let near =
                neighbours_of(&adjacent, std::mem::take(&mut new_cat_wins_after[c])) & open & !won;
            let lost_after = cat_wins_after[c];
            let mut lost = 0;
            each_bit(near, |m| {
                if adjacent[m] & !lost_after == 0 {
                    lost |= 1 << m;
                }
            });
            if won | lost != 0 {
                mouse_wins[c] |= won;
                cat_wins[c] |= lost;
                new_mouse_wins[c] |= won;
                new_cat_wins[c] |= lost;
                dirty_rows |= 1 << c;
            }
        });
        if let Some(outcome) = decided(&mouse_wins, &cat_wins) {
            return outcome;
        }
        // Gains with the mouse to move at c': the cat to move at each c next to it. A
        // gain of the cat's wins is a win for the cat at c at once; a gain of the mouse's
        // is only a candidate, a loss for the cat once every move of c loses, checked
        // once a row after every gain is in.
        let mut candidates = 0u64;
        each_bit(std::mem::take(&mut dirty_rows), |moved_to| {
            let gained_mouse = std::mem::take(&mut new_mouse_wins[moved_to]);
            let gained_cat = std::mem::take(&mut new_cat_wins[moved_to]);
            each_bit(cat_moves[moved_to] & cat_nodes, |c| {
                new_cat_wins_after[c] |= gained_cat;
                lost_after[c] |= gained_mouse;
                candidates |= 1 << c;
            });
        });
        each_bit(candidates, |c| {
            let open = mouse_nodes & !(1 | 1 << c) & !mouse_wins_after[c] & !cat_wins_after[c];
            let won = new_cat_wins_after[c] & open;
            new_cat_wins_after[c] = won;
            let mut lost = std::mem::take(&mut lost_after[c]) & open & !won;
            if lost != 0 {
                for to in Bits(cat_moves[c]) {
                    lost &= mouse_wins[to];
                    if lost == 0 {
                        break;
                    }
                }
            }
            if won | lost != 0 {
                cat_wins_after[c] |= won;
                mouse_wins_after[c] |= lost;
                new_mouse_wins_after[c] |= lost;
                dirty_rows_after |= 1 << c;
            }
        });
    }
    decided(&mouse_wins, &cat_wins).unwrap_or(Outcome::Draw)
}

/// The set bits of a word, lowest first, as an iterator (for loops that stop early).
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(bit)
    }
}

/// The queue of decided positions, over every position with `detail` (keeping the
/// table), else over those in play until the start is decided.
fn queue(case: &Case, detail: bool) -> Solution {
    let n = case.nodes();
    let words = n.div_ceil(64);
    let bits = row_bits(n);
    // The graph as rows of bits too: row v has bit w when v and w are joined.
    let mut joined = vec![0u64; n * words];
    for v in 0..n {
        for &w in case.adjacent(v) {
            joined[v * words + w as usize / 64] |= 1 << (w % 64);
        }
    }
    // The moves of each mover: the mouse's degree, the cat's without the hole.
    let degree: Vec<u16> = (0..n).map(|v| case.adjacent(v).len() as u16).collect();
    let cat_degree: Vec<u16> = (0..n)
        .map(|v| case.adjacent(v).iter().filter(|&&w| w != 0).count() as u16)
        .collect();
    // The nodes in play for each player: all of them for the whole table.
    let (mouse_nodes, cat_nodes) = if detail {
        let mut all = vec![0u64; words];
        for v in 0..n {
            all[v / 64] |= 1 << (v % 64);
        }
        let mut no_hole = all.clone();
        no_hole[0] &= !1;
        (all, no_hole)
    } else {
        (
            reachable(&joined, words, 1, false),
            reachable(&joined, words, 2, true),
        )
    };
    let in_play = |nodes: &[u64], v: usize| nodes[v / 64] & (1 << (v % 64)) != 0;
    let positions = table_len(n);
    let mut search = Search {
        bits,
        words,
        outcome: vec![UNDECIDED; positions],
        lost: vec![0; positions],
        queue: Vec::with_capacity(2 * n * n),
        open_mouse: vec![0; n * words],
        open_cat: vec![0; n * words],
        detail,
        moves: if detail {
            vec![0; positions]
        } else {
            Vec::new()
        },
        reasons: Vec::new(),
    };
    for v in 0..n {
        if in_play(&cat_nodes, v) {
            search.open_mouse[v * words..(v + 1) * words].copy_from_slice(&mouse_nodes);
        }
        if in_play(&mouse_nodes, v) {
            search.open_cat[v * words..(v + 1) * words].copy_from_slice(&cat_nodes);
        }
    }
    // The terminal positions in play, then those whose mover is stuck (never in play: a
    // node a player reaches has the neighbour it came from, and the parser makes sure
    // nodes 1 and 2 have a move).
    for c in (1..n).filter(|&c| in_play(&cat_nodes, c)) {
        for turn in [CAT_TO_MOVE, MOUSE_TO_MOVE] {
            if in_play(&mouse_nodes, 0) {
                search.decide((0, c, turn), MOUSE, Reason::Hole, 0);
            }
            if in_play(&mouse_nodes, c) {
                search.decide((c, c, turn), CAT, Reason::Caught, 0);
            }
        }
    }
    if detail {
        for v in 1..n {
            for other in (1..n).filter(|&other| other != v) {
                if degree[v] == 0 {
                    search.decide((v, other, MOUSE_TO_MOVE), CAT, Reason::Stuck, 0);
                }
                if cat_degree[v] == 0 {
                    search.decide((other, v, CAT_TO_MOVE), MOUSE, Reason::Stuck, 0);
                }
            }
        }
    }

    let start = index(n, 1, 2, MOUSE_TO_MOVE);
    let row = (1 << bits) - 1;
    let mut head = 0;
    while head < search.queue.len() && (detail || search.outcome[start] == UNDECIDED) {
        let q = search.queue[head] as usize;
        let step = head as u32;
        head += 1;
        let won = search.outcome[q];
        let (m, c, turn) = (q >> (bits + 1), (q >> 1) & row, q & 1);
        let after = if detail { search.moves[q] + 1 } else { 0 };
        // The positions one move before q whose mover moved into it: the mouse from a
        // neighbour of m, or the cat from a neighbour of c other than the hole; only the
        // undecided ones, read from the rows of bits a word at a time.
        if turn == CAT_TO_MOVE {
            let at = |from: usize| (from << (bits + 1)) | (c << 1);
            let rows = (m * words, c * words);
            search.look_back(
                &joined,
                rows,
                MOUSE_TO_MOVE,
                at,
                &degree,
                won == MOUSE,
                (won, step, after),
            );
        } else {
            let at = |from: usize| (m << (bits + 1)) | (from << 1) | 1;
            let rows = (c * words, m * words);
            search.look_back(
                &joined,
                rows,
                CAT_TO_MOVE,
                at,
                &cat_degree,
                won == CAT,
                (won, step, after),
            );
        }
    }
    let answer = Outcome::from_byte(search.outcome[start]);
    let table = detail.then(|| {
        let mut table = Table {
            nodes: n,
            outcome: search.outcome,
            moves: search.moves,
            order: search.queue,
            reasons: search.reasons,
            line: Vec::new(),
            choices: Vec::new(),
        };
        table.line = line_of_play(case, &table, start);
        table.choices = case
            .adjacent(1)
            .iter()
            .map(|&to| {
                let p = index(n, to as usize, 2, CAT_TO_MOVE);
                let outcome = table.outcome_at(p);
                let moves = (outcome != Outcome::Draw).then_some(table.moves[p]);
                Choice {
                    to: to as usize,
                    outcome,
                    moves,
                }
            })
            .collect();
        table
    });
    Solution {
        outcome: answer,
        table,
        case: detail.then(|| case.clone()),
    }
}

/// From a decided position, the moves where the winner takes a move that wins fastest and
/// the loser one that loses slowest (on ties the smaller node): each move goes to a
/// position one nearer the end, down to a terminal position.
fn line_of_play(case: &Case, table: &Table, from: usize) -> Vec<Move> {
    let n = table.nodes;
    let mut line = Vec::new();
    let mut p = from;
    if table.outcome[p] == UNDECIDED {
        return line;
    }
    while table.moves[p] > 0 {
        let (m, c, turn) = position(n, p);
        let mover = if turn == MOUSE_TO_MOVE { m } else { c };
        let target = table.moves[p] - 1;
        let won = table.outcome[p];
        let next = case
            .adjacent(mover)
            .iter()
            .map(|&to| to as usize)
            .filter(|&to| turn == MOUSE_TO_MOVE || to != 0)
            .map(|to| {
                let q = if turn == MOUSE_TO_MOVE {
                    index(n, to, c, CAT_TO_MOVE)
                } else {
                    index(n, m, to, MOUSE_TO_MOVE)
                };
                (to, q)
            })
            .filter(|&(_, q)| table.outcome[q] == won && table.moves[q] == target)
            .min();
        let Some((to, q)) = next else {
            debug_assert!(false, "a decided position has a move one nearer the end");
            break;
        };
        line.push(Move {
            turn,
            from: mover,
            to,
        });
        p = q;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(lists: &[Vec<usize>]) -> u8 {
        let case = Case::from_lists(lists).expect("a valid graph");
        let plain = solve(&case, false).outcome;
        assert_eq!(solve(&case, true).outcome, plain);
        plain.number()
    }

    #[test]
    fn the_leetcode_samples() {
        let draw = [
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ];
        assert_eq!(answer(&draw), 0);
        assert_eq!(answer(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]), 1);
    }

    #[test]
    fn the_cat_waits_next_to_the_only_way_in() {
        // 0 - 3 - 1 and 2 - 3: the mouse must step onto 3, where the cat catches it.
        let graph = [vec![3], vec![3], vec![3], vec![0, 1, 2]];
        assert_eq!(answer(&graph), 2);
        let case = Case::from_lists(&graph).expect("valid");
        let table = solve(&case, true).table.expect("detail");
        let line: Vec<(usize, usize, usize)> =
            table.line.iter().map(|m| (m.turn, m.from, m.to)).collect();
        assert_eq!(line, [(MOUSE_TO_MOVE, 1, 3), (CAT_TO_MOVE, 2, 3)]);
    }

    #[test]
    fn every_decided_position_is_decided_once_at_its_distance() {
        let graph = [
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ];
        let case = Case::from_lists(&graph).expect("valid");
        let table = solve(&case, true).table.expect("detail");
        let mut seen = vec![false; table.outcome.len()];
        let mut last = 0;
        for &p in &table.order {
            assert!(!std::mem::replace(&mut seen[p as usize], true));
            assert!(table.moves[p as usize] >= last);
            last = table.moves[p as usize];
        }
        assert_eq!(table.order.len(), table.reasons.len());
    }
}
