//! The DP: one Grundy number per heap size, then the XOR of a position's numbers.
//!
//! # State
//! n, the beads in one heap, for n from 0 to the largest heap asked about. A position of
//! several heaps is never a state: the Sprague–Grundy theorem (below) decides it from its
//! heaps' numbers alone, so the table is one-dimensional however many heaps there are.
//!
//! # Value
//! g(n), the Grundy number of a single heap of n beads: the smallest whole number that no
//! move from n reaches, its *mex* (minimum excluded value). g(n) = 0 exactly when the
//! player to move on that lone heap loses. A move reaches at most k values, so g(n) ≤ k.
//!
//! Why a number and not just win/lose: in a sum of games (several heaps, a move in one of
//! them) a heap of value g behaves exactly like a Nim heap of g beads: from it a move
//! reaches every smaller value (that is what "mex" guarantees) and maybe some larger ones,
//! which the opponent can undo by moving back down to g. In Nim the player to move loses
//! exactly when the XOR of the heap sizes is 0: from XOR 0 every move changes one heap
//! and so makes the XOR non-zero; from XOR x ≠ 0, take the heap whose value a has x's
//! highest bit set: a XOR x < a, so that heap can be moved to a XOR x, and the XOR becomes
//! x XOR a XOR (a XOR x) = 0. The last move (to all heaps empty, XOR 0) is made by the
//! player who keeps handing over XOR 0. That is the Sprague–Grundy theorem: a sum of games
//! is lost for the player to move exactly when the XOR of its parts' Grundy numbers is 0.
//!
//! # Recurrence
//! g(n) = mex { g(n − s) : s in S, s ≤ n }; g(n) = 0 when no move fits (n < the smallest s).
//!
//! # Order
//! n from 0 up: g(n) reads only smaller heaps.
//!
//! # Answer
//! A position h1 .. hl is `W` when g(h1) XOR .. XOR g(hl) = x ≠ 0, else `L`. The winning
//! move (for `--json` and `explain`): the first heap in input order whose value a has
//! a XOR x < a, and the smallest s that takes it to a heap of value a XOR x (one exists:
//! a is the mex of the values reachable, so every smaller value is reachable).
//!
//! # Complexity
//! O(H × k) time for the table, H the largest heap asked about, and one byte a bead of
//! memory; then O(l) a position. Engineering: S is sorted and deduplicated, and moves
//! larger than H are dropped (they fit no heap asked about); the moves that fit n are a
//! prefix of the sorted S that grows with n. The values seen from n are gathered in a
//! bit set, `mask |= 1 << g(n − s)`, and the mex is the number of trailing ones. While
//! every value so far is below 64 the set is one machine word (the common case: random
//! move sets give small values); at the first mex of 64 the loop goes on with 128 bits,
//! which hold every value up to k = 100. Test cases are solved on all cores at once.

use crate::parse::Case;

/// How many heap sizes, from 0, the explain's and the page's mex table show.
pub const TABLE_SHOWN: usize = 16;

/// What the DP found for one test case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// For each position, whether the player to move wins.
    pub wins: Vec<bool>,
    /// The numbers behind the answer, for `--json` and `explain` (none for the plain
    /// answer).
    pub detail: Option<Detail>,
}

/// The numbers the detailed views show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detail {
    /// S sorted, without duplicates, without the moves larger than every heap.
    pub moves: Vec<u32>,
    /// How many moves the input gave (duplicates and too-large ones included).
    pub moves_given: usize,
    /// The first rows of the table, n = 0 up to [`TABLE_SHOWN`] − 1 (fewer when the
    /// largest heap is smaller).
    pub rows: Vec<Row>,
    /// The largest heap asked about, H: the table runs from 0 to H.
    pub largest: u32,
    /// Each position's numbers, in input order.
    pub positions: Vec<Position>,
}

/// One row of the table: what g(n) reads and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The heap size.
    pub n: u32,
    /// For each move s ≤ n, smallest first: (s, g(n − s)).
    pub seen: Vec<(u32, u8)>,
    /// g(n), the mex of the values seen.
    pub value: u8,
}

/// One position's numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// g(h) of each heap, in input order.
    pub grundy: Vec<u8>,
    /// Their XOR.
    pub xor: u8,
    /// The winning move, when there is one.
    pub winning: Option<WinningMove>,
}

/// A move that leaves the XOR at 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WinningMove {
    /// Which heap, from 0 in input order.
    pub heap: usize,
    /// The beads taken.
    pub take: u32,
    /// The heap's beads before the move.
    pub from: u32,
    /// Its Grundy value before the move.
    pub from_value: u8,
    /// Its Grundy value after the move: `from_value` XOR the position's XOR.
    pub to_value: u8,
}

/// S sorted and deduplicated, without the moves larger than `largest`.
pub fn usable_moves(moves: &[u32], largest: u32) -> Vec<u32> {
    let mut usable: Vec<u32> = moves.iter().copied().filter(|&s| s <= largest).collect();
    usable.sort_unstable();
    usable.dedup();
    usable
}

/// g(n) for every n from 0 to `largest`, with `moves` sorted, deduplicated, none 0 and
/// none larger than `largest`.
pub fn grundy_table(moves: &[u32], largest: u32) -> Vec<u8> {
    let size = largest as usize + 1;
    let mut table = vec![0u8; size];
    let moves: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
    // The moves that fit n are moves[..fit].
    let mut fit = 0;
    let mut n = 1;
    // Every value so far below 64: one word a set.
    while n < size {
        while fit < moves.len() && moves[fit] <= n {
            fit += 1;
        }
        let (below, values) = table.split_at_mut(n);
        let mex = mex64(below, &moves[..fit]);
        if mex == 64 {
            break;
        }
        values[0] = mex as u8;
        n += 1;
    }
    // From the first value of 64 on: two words a set (k ≤ 100 keeps every value below 128).
    while n < size {
        while fit < moves.len() && moves[fit] <= n {
            fit += 1;
        }
        let (below, values) = table.split_at_mut(n);
        values[0] = mex128(below, &moves[..fit]);
        n += 1;
    }
    table
}

/// The mex of `below[n − s]` over `moves` (each at most n = `below.len()`), every value
/// below 64; 64 when 0 to 63 are all seen.
#[inline]
fn mex64(below: &[u8], moves: &[usize]) -> u32 {
    let n = below.len();
    // Four sets, so that the OR of one move does not wait for the one before.
    let mut sets = [0u64; 4];
    let mut chunks = moves.chunks_exact(4);
    for chunk in &mut chunks {
        for (set, &s) in sets.iter_mut().zip(chunk) {
            *set |= 1 << below[n - s];
        }
    }
    for &s in chunks.remainder() {
        sets[0] |= 1 << below[n - s];
    }
    (!(sets[0] | sets[1] | sets[2] | sets[3])).trailing_zeros()
}

/// The mex of `below[n − s]` over `moves`, every value below 128.
#[inline]
fn mex128(below: &[u8], moves: &[usize]) -> u8 {
    let n = below.len();
    let mut set = 0u128;
    for &s in moves {
        set |= 1 << below[n - s];
    }
    (!set).trailing_zeros() as u8
}

/// Whether the player to move wins each position of `case`; with `detail`, also the
/// numbers behind it.
pub fn solve(case: &Case, detail: bool) -> Solution {
    let largest = case.largest_heap();
    let moves = usable_moves(&case.moves, largest);
    let table = grundy_table(&moves, largest);
    let xor_of = |heaps: &[u32]| heaps.iter().fold(0u8, |x, &h| x ^ table[h as usize]);
    let wins = case.positions().map(|heaps| xor_of(heaps) != 0).collect();
    let detail = detail.then(|| Detail {
        rows: rows(&table, &moves),
        positions: case
            .positions()
            .map(|heaps| position(&table, &moves, heaps))
            .collect(),
        moves,
        moves_given: case.moves.len(),
        largest,
    });
    Solution { wins, detail }
}

/// The first [`TABLE_SHOWN`] rows of the table with what each reads.
fn rows(table: &[u8], moves: &[u32]) -> Vec<Row> {
    (0..table.len().min(TABLE_SHOWN) as u32)
        .map(|n| Row {
            n,
            seen: moves
                .iter()
                .take_while(|&&s| s <= n)
                .map(|&s| (s, table[(n - s) as usize]))
                .collect(),
            value: table[n as usize],
        })
        .collect()
}

/// One position's values, XOR and winning move.
fn position(table: &[u8], moves: &[u32], heaps: &[u32]) -> Position {
    let grundy: Vec<u8> = heaps.iter().map(|&h| table[h as usize]).collect();
    let xor = grundy.iter().fold(0, |x, &g| x ^ g);
    let winning = (xor != 0)
        .then(|| {
            let heap = grundy.iter().position(|&g| g ^ xor < g)?;
            let (from, from_value) = (heaps[heap], grundy[heap]);
            let to_value = from_value ^ xor;
            let take = moves
                .iter()
                .take_while(|&&s| s <= from)
                .copied()
                .find(|&s| table[(from - s) as usize] == to_value)?;
            Some(WinningMove {
                heap,
                take,
                from,
                from_value,
                to_value,
            })
        })
        .flatten();
    Position {
        grundy,
        xor,
        winning,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_judges_first_move_set_by_hand() {
        // S = {2, 5}: worked out in the lesson's explain of the sample.
        let table = grundy_table(&[2, 5], 12);
        assert_eq!(table, [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2]);
    }

    #[test]
    fn consecutive_moves_give_n_mod_k_plus_one_past_64() {
        // S = {1..100}: g(n) = n mod 101, so values pass 64 and the 128-bit loop runs.
        let moves: Vec<u32> = (1..=100).collect();
        let table = grundy_table(&moves, 1000);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(usize::from(g), n % 101, "n = {n}");
        }
    }

    #[test]
    fn the_sample_positions_and_their_winning_moves() {
        let case = Case::new(
            &[5, 2, 2, 50],
            &[vec![5, 12], vec![2, 4, 7], vec![2, 3, 7, 12]],
        );
        let solution = solve(&case, true);
        assert_eq!(solution.wins, [false, true, true]);
        let detail = solution.detail.expect("asked for");
        assert_eq!(detail.moves, [2, 5]);
        // (2, 4, 7): values 1, 0, 0, XOR 1: heap 2 -> 0 beads.
        assert_eq!(
            detail.positions[1].winning,
            Some(WinningMove {
                heap: 0,
                take: 2,
                from: 2,
                from_value: 1,
                to_value: 0
            })
        );
        // (2, 3, 7, 12): values 1, 1, 0, 2, XOR 2: heap 12 (value 2) -> value 0: 12 - 5 = 7.
        let third = detail.positions[2].winning.expect("a win");
        assert_eq!((third.heap, third.take, third.to_value), (3, 5, 0));
        assert_eq!(detail.rows[5].seen, [(2, 1), (5, 0)]);
    }
}
