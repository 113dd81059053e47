//! Brute-force oracle for S-Nim (HDU 1536).
//!
//! Method: direct search of the full game tree of the multi-heap position — no
//! Sprague–Grundy numbers, no XOR. A position (multiset of heap sizes) is a win
//! for the player to move iff some legal move leads to a position that is a
//! loss for the player then to move; a position with no legal move is a loss.
//! A legal move picks one heap h and one s in S with 1 <= s <= h and replaces h
//! by h - s. Memoised on the sorted vector of heap sizes (heap order is
//! irrelevant). Duplicates in S and values larger than every heap are harmless.
//! Decision: s = 0 in S is ignored (a "remove zero beads" move would make the
//! game non-terminating; the HDU statement has positive s only).
//! Cost ~ (number of sorted heap vectors reachable) x heaps x |S|:
//! < 5 ms for <= 4 heaps of <= 12 beads; 5 heaps of ~15 take ~20 ms (-O) / ~70 ms (debug).
use std::collections::HashMap;

pub fn oracle_s_nim(moves: &[usize], heaps: &[usize]) -> bool {
    let mut start = heaps.to_vec();
    start.sort();
    let mut memo = HashMap::new();
    wins(moves, start, &mut memo)
}

fn wins(moves: &[usize], pos: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&w) = memo.get(&pos) {
        return w;
    }
    let mut result = false;
    'search: for i in 0..pos.len() {
        for &s in moves {
            if s == 0 || s > pos[i] {
                continue;
            }
            let mut next = pos.clone();
            next[i] -= s;
            next.sort();
            if !wins(moves, next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(pos, result);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        let s = [2, 5];
        assert!(!oracle_s_nim(&s, &[5, 12]));
        assert!(oracle_s_nim(&s, &[2, 4, 7]));
        assert!(oracle_s_nim(&s, &[2, 3, 7, 12]));
        let s = [1, 2, 3, 4, 5];
        assert!(oracle_s_nim(&s, &[5, 12]));
        assert!(oracle_s_nim(&s, &[2, 4, 7]));
        assert!(!oracle_s_nim(&s, &[2, 3, 7, 12]));
    }

    #[test]
    fn hand_worked() {
        // No heaps / empty heaps: no move, loss.
        assert!(!oracle_s_nim(&[2, 5], &[]));
        assert!(!oracle_s_nim(&[1], &[0, 0]));
        // Too-large moves are illegal.
        assert!(!oracle_s_nim(&[3], &[2]));
        assert!(oracle_s_nim(&[3], &[3]));
        // Duplicates and oversized values: S = {7,1,1} on heap 2 -> take 1, take 1: loss.
        assert!(!oracle_s_nim(&[7, 1, 1], &[2]));
        assert!(oracle_s_nim(&[7, 1, 1], &[7]));
        // S = {1}: every move removes one bead, so win iff total is odd.
        for a in 0..5 {
            for b in 0..5 {
                for c in 0..4 {
                    assert_eq!(oracle_s_nim(&[1], &[a, b, c]), (a + b + c) % 2 == 1);
                }
            }
        }
        // S = {1,2}, single heap: loss iff n % 3 == 0.
        for n in 0..13 {
            assert_eq!(oracle_s_nim(&[1, 2], &[n]), n % 3 != 0);
        }
        // Two equal heaps: second player mirrors, always a loss.
        for n in 0..10 {
            assert!(!oracle_s_nim(&[2, 3, 7], &[n, n]));
        }
    }
}
