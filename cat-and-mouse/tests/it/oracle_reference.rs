//! Brute-force oracle for Cat and Mouse (LeetCode 913).
//!
//! Method: Kleene fixed-point iteration over every position (mouse m, cat c,
//! turn t), NOT a queue-based retrograde BFS. Terminal positions: m == 0 is a
//! mouse win, m == c is a cat win. All other positions start Unknown. Each sweep
//! re-evaluates every non-terminal position from its successors:
//!   mouse to move (m->m'): MOUSE if some move reaches MOUSE, CAT if every move
//!   reaches CAT; cat to move (c->c', c' != 0): CAT if some move reaches CAT,
//!   MOUSE if every legal move reaches MOUSE. Repeat until a sweep changes nothing;
//!   still Unknown = draw (0).
//! Why this is "repeated position = draw": labels only move Unknown -> decided
//! and never revert, so the iteration is monotone and reaches the LEAST fixed
//! point: a position is decided exactly when the winner can force reaching a
//! terminal in a bounded number of moves (a label is only set from labels set
//! earlier, so "time of labelling" is a rank that strictly drops along the
//! winner's strategy). Such a forced win never revisits a position (the rank
//! strictly decreases), so the repetition rule can't stop it. Conversely, from an
//! Unknown position the player to move has a move staying in Unknown (otherwise
//! it would be labelled a loss), and no move to a position lost for the opponent,
//! so both sides can keep the play inside Unknown; neither can force a terminal,
//! the state space is finite, so play repeats a position: draw.
//! Out-of-domain decision: a player with no legal move (the cat whose only
//! neighbours are the hole, or a node with an empty list) gets the vacuous
//! "every move reaches a win for the opponent", i.e. it LOSES. LeetCode
//! guarantees this never happens for the cat; such graphs are outside the domain.
//! Cost: <= 2n^2 sweeps x 2n^2 states x deg: < 50 ms for n <= 20 (n <= 12 easily).

const DRAW: u8 = 0;
const MOUSE: u8 = 1;
const CAT: u8 = 2;

pub fn oracle_cat_and_mouse(graph: &[Vec<usize>]) -> u8 {
    let n = graph.len();
    // res[m][c][t]: t = 0 mouse to move, t = 1 cat to move. DRAW = unknown.
    let mut res = vec![vec![[DRAW; 2]; n]; n];
    for m in 0..n {
        for c in 0..n {
            for t in 0..2 {
                if m == 0 {
                    res[m][c][t] = MOUSE;
                } else if m == c {
                    res[m][c][t] = CAT;
                }
            }
        }
    }
    loop {
        let mut changed = false;
        for m in 1..n {
            for c in 0..n {
                if m == c {
                    continue;
                }
                for t in 0..2 {
                    if res[m][c][t] != DRAW {
                        continue;
                    }
                    let (me, opp) = if t == 0 { (MOUSE, CAT) } else { (CAT, MOUSE) };
                    let outcomes: Vec<u8> = if t == 0 {
                        graph[m].iter().map(|&m2| res[m2][c][1]).collect()
                    } else {
                        graph[c]
                            .iter()
                            .filter(|&&c2| c2 != 0)
                            .map(|&c2| res[m][c2][0])
                            .collect()
                    };
                    let new = if outcomes.iter().any(|&o| o == me) {
                        me
                    } else if outcomes.iter().all(|&o| o == opp) {
                        opp
                    } else {
                        DRAW
                    };
                    if new != DRAW {
                        res[m][c][t] = new;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    res[1][2][0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        let g = vec![
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ];
        assert_eq!(oracle_cat_and_mouse(&g), 0);
        let g = vec![vec![1, 3], vec![0], vec![3], vec![0, 2]];
        assert_eq!(oracle_cat_and_mouse(&g), 1);
    }

    #[test]
    fn hand_worked() {
        // Mouse's only neighbour is the cat's node: forced into the cat. 0-3, 1-2, 2-3.
        let g = vec![vec![3], vec![2], vec![1, 3], vec![0, 2]];
        assert_eq!(oracle_cat_and_mouse(&g), 2);
        // Path 0-1-2: mouse steps into the hole at once.
        let g = vec![vec![1], vec![0, 2], vec![1]];
        assert_eq!(oracle_cat_and_mouse(&g), 1);
        // Path 0-3-1, cat at 2 adjacent to 3: mouse -> 3, cat -> 3 catches it.
        let g = vec![vec![3], vec![3], vec![3], vec![0, 1, 2]];
        assert_eq!(oracle_cat_and_mouse(&g), 2);
        // Mouse and cat on separate components, hole unreachable for the mouse:
        // 1-3 edge, 2-4 edge, 0-5 edge. Nobody can ever finish: draw.
        let g = vec![vec![5], vec![3], vec![4], vec![1], vec![2], vec![0]];
        assert_eq!(oracle_cat_and_mouse(&g), 0);
        // Mouse on a component with the hole two steps away, cat elsewhere:
        // 1-3, 3-0, cat 2-4. Mouse 1->3->0 wins.
        let g = vec![vec![3], vec![3], vec![4], vec![0, 1], vec![2]];
        assert_eq!(oracle_cat_and_mouse(&g), 1);
        // Out-of-domain: cat's only neighbour is the hole -> cat cannot move ->
        // treated as a cat loss. Mouse 1-3 (3 a dead end back to 1), cat 2-0.
        let g = vec![vec![2], vec![3], vec![0], vec![1]];
        assert_eq!(oracle_cat_and_mouse(&g), 1);
    }
}
