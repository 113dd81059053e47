//! The DP: retrograde analysis. Who wins when the mouse (at node 1, moving first) and the
//! cat (at node 2, never entering the hole 0) both play their best, and the game is a draw
//! when a position comes back?
//!
//! # State
//! A *position* `(m, c, t)`: the mouse's node m, the cat's node c (never 0), and t, whose
//! turn it is (the mouse's or the cat's). How the players got there does not matter: the
//! moves that follow, and so the outcome, depend on nothing else. n · (n − 1) · 2
//! positions; they are stored flat, position `(m, c, t)` at index `(m · n + c) · 2 + t`.
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
//! predecessors: the mover's neighbours. O(n · E) time (E edges), n³ at worst;
//! 2n² bytes of outcomes, 2n² counters of 2 bytes and a queue of 4 bytes a position:
//! 35,000 bytes at n = 50, 14 MB at n = 1,000; the detailed views add the distances (4
//! bytes) and the reasons (8 bytes) a position. The judge's n ≤ 50 would allow LeetCode's
//! old "stop after 2n moves" shortcut; it is known to be wrong on some graphs, and the
//! queue is exact.

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

/// A position `(m, c, t)` of a graph of `n` nodes, as its index in the flat tables.
pub fn index(n: usize, mouse: usize, cat: usize, turn: usize) -> usize {
    (mouse * n + cat) * 2 + turn
}

/// The position at an index: `(m, c, t)`.
pub fn position(n: usize, index: usize) -> (usize, usize, usize) {
    let (pair, turn) = (index / 2, index % 2);
    (pair / n, pair % n, turn)
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
        for (index, &byte) in self.outcome.iter().enumerate() {
            if position(n, index).1 != 0 {
                counts[Outcome::from_byte(byte) as usize] += 1;
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
}

/// Runs the queue. With `detail`, runs it dry and keeps the table; without, stops as soon
/// as the start position is decided.
pub fn solve(case: &Case, detail: bool) -> Solution {
    let n = case.nodes();
    let positions = 2 * n * n;
    // The moves of each mover: the mouse's degree, the cat's without the hole.
    let degree: Vec<u16> = (0..n).map(|v| case.adjacent(v).len() as u16).collect();
    let cat_degree: Vec<u16> = (0..n)
        .map(|v| case.adjacent(v).iter().filter(|&&w| w != 0).count() as u16)
        .collect();
    let mut outcome = vec![UNDECIDED; positions];
    let mut lost = vec![0u16; positions];
    let mut queue: Vec<u32> = Vec::with_capacity(if detail { positions } else { 4 * n });
    let mut moves: Vec<u32> = if detail {
        vec![0; positions]
    } else {
        Vec::new()
    };
    let mut reasons = Vec::new();
    let start = index(n, 1, 2, MOUSE_TO_MOVE);

    let mut decide = |queue: &mut Vec<u32>, outcome: &mut [u8], p: usize, won: u8, why: Reason| {
        outcome[p] = won;
        queue.push(p as u32);
        if detail {
            reasons.push(why);
        }
    };
    // The terminal positions, then the (unreachable) ones whose mover is stuck.
    for c in 1..n {
        for turn in [CAT_TO_MOVE, MOUSE_TO_MOVE] {
            decide(
                &mut queue,
                &mut outcome,
                index(n, 0, c, turn),
                MOUSE,
                Reason::Hole,
            );
            decide(
                &mut queue,
                &mut outcome,
                index(n, c, c, turn),
                CAT,
                Reason::Caught,
            );
        }
    }
    for v in 1..n {
        for other in (1..n).filter(|&other| other != v) {
            if degree[v] == 0 {
                decide(
                    &mut queue,
                    &mut outcome,
                    index(n, v, other, MOUSE_TO_MOVE),
                    CAT,
                    Reason::Stuck,
                );
            }
            if cat_degree[v] == 0 {
                decide(
                    &mut queue,
                    &mut outcome,
                    index(n, other, v, CAT_TO_MOVE),
                    MOUSE,
                    Reason::Stuck,
                );
            }
        }
    }

    let mut head = 0;
    while head < queue.len() && (detail || outcome[start] == UNDECIDED) {
        let q = queue[head] as usize;
        let step = head as u32;
        head += 1;
        let won = outcome[q];
        let (m, c, turn) = position(n, q);
        let after = if detail { moves[q] + 1 } else { 0 };
        if turn == CAT_TO_MOVE {
            // The mouse just moved into m: it came from a neighbour m2.
            for &m2 in case.adjacent(m) {
                let p = index(n, m2 as usize, c, MOUSE_TO_MOVE);
                if outcome[p] != UNDECIDED {
                    continue;
                }
                let why = if won == MOUSE {
                    Reason::Wins(step)
                } else {
                    lost[p] += 1;
                    if lost[p] < degree[m2 as usize] {
                        continue;
                    }
                    Reason::Loses(step)
                };
                decide(&mut queue, &mut outcome, p, won, why);
                if detail {
                    moves[p] = after;
                }
            }
        } else {
            // The cat just moved into c: it came from a neighbour c2 other than the hole.
            for &c2 in case.adjacent(c) {
                let p = index(n, m, c2 as usize, CAT_TO_MOVE);
                if c2 == 0 || outcome[p] != UNDECIDED {
                    continue;
                }
                let why = if won == CAT {
                    Reason::Wins(step)
                } else {
                    lost[p] += 1;
                    if lost[p] < cat_degree[c2 as usize] {
                        continue;
                    }
                    Reason::Loses(step)
                };
                decide(&mut queue, &mut outcome, p, won, why);
                if detail {
                    moves[p] = after;
                }
            }
        }
    }
    let answer = Outcome::from_byte(outcome[start]);
    let table = detail.then(|| {
        let mut table = Table {
            nodes: n,
            outcome,
            moves,
            order: queue,
            reasons,
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
