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
//! O(H × k) time for the table, H the largest heap asked about; then O(l) a position.
//! Engineering: S is sorted and deduplicated, and moves larger than H are dropped (they
//! fit no heap asked about); the moves that fit n are a prefix of the sorted S that grows
//! with n. The values seen from n are gathered as a bit set, the OR of `1 << g(n − s)`,
//! and the mex is its count of trailing ones; so the table keeps each g(m) also as that
//! one-bit word. A move of at least B beads reads, from a block of B positions, only
//! positions before the block: a block of 16 (32 when every move is 32 or more) is filled
//! at once, each such move OR-ing one contiguous window of words into the block's sets
//! (loops the compiler turns into vector instructions), with a few empty words in front
//! so that a move too large for some of the block reads nothing; the few smaller moves
//! are added position by position. Words of 16 bits while every value is below 16, then 32
//! (random move sets give values up to about 30), 64 and 128 (k ≤ 100 keeps values below
//! 128): the narrower the words, the fewer bytes each move ORs. Memory: 3 to 17 bytes a
//! heap size (the table, and the words of the width in use). When S is a few runs of consecutive
//! numbers ({1, ..., 100} is one), each run's values are a window of the table sliding by
//! one position as n grows: a count per value, 2 updates a run per position, replaces
//! the k reads. Test cases are solved on all cores.

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
    /// The test case solved, which the detailed views show.
    pub case: Case,
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
    let runs = runs(moves);
    // Per position: a block of B costs about k / min(B, 4) steps, the runs 3 a run.
    let width = block_width(moves).min(4);
    if 3 * runs.len() * width < moves.len() {
        table_by_runs(&runs, largest)
    } else {
        table_by_blocks(moves, largest)
    }
}

/// The moves as maximal runs of consecutive numbers, `(first, last)`: {1, ..., 100} is
/// one run, where random moves are as many runs as moves.
fn runs(moves: &[u32]) -> Vec<(usize, usize)> {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &s in moves {
        let s = s as usize;
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == s => *last = s,
            _ => runs.push((s, s)),
        }
    }
    runs
}

/// How many positions in a row never read each other: up to 16, and fewer than the
/// smallest move (what a block of [`fill`] gains over one position at a time).
fn block_width(moves: &[u32]) -> usize {
    match moves.first().copied().unwrap_or(u32::MAX) {
        16.. => 16,
        8..=15 => 8,
        4..=7 => 4,
        2..=3 => 2,
        _ => 1,
    }
}

/// The table by blocks of positions (see [`fill`]): of 32 when every move is 32 or more
/// (the usual case for random moves up to 10,000), else of 16.
fn table_by_blocks(moves: &[u32], largest: u32) -> Vec<u8> {
    let mut table = vec![0u8; largest as usize + 1];
    let moves: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
    if moves.first().is_some_and(|&s| s >= 32) {
        fill_all::<32>(&mut table, &moves);
    } else {
        fill_all::<16>(&mut table, &moves);
    }
    table
}

/// The table by sliding windows, for moves that form few runs: the values a run
/// [a, b] reads from n are those of positions n − b to n − a, a window that slides by one
/// as n grows. `count[v]` says how many moves reach value v; moving to n + 1 adds one
/// position to each run's window and drops one, 2 updates a run instead of k reads, and
/// the values with a count above 0 are kept as a bit set whose trailing ones are the mex.
fn table_by_runs(runs: &[(usize, usize)], largest: u32) -> Vec<u8> {
    let mut table = vec![0u8; largest as usize + 1];
    let mut count = [0u8; 256];
    let mut seen = 0u128;
    for n in 1..table.len() {
        for &(first, last) in runs {
            if n >= first {
                let g = table[n - first];
                count[usize::from(g)] += 1;
                seen |= 1 << g;
            }
            if n > last {
                let g = table[n - last - 1];
                count[usize::from(g)] -= 1;
                seen &= !(u128::from(count[usize::from(g)] == 0) << g);
            }
        }
        table[n] = seen.trailing_ones() as u8;
    }
    table
}

/// A set of Grundy values as the bits of a word: `u16` while every value is below 16,
/// then `u32`, `u64`, `u128` (k ≤ 100 keeps every value below 128).
trait ValueSet: Copy + Default + std::ops::BitOrAssign {
    /// How many values the set holds.
    const WIDTH: u32;
    /// The set {g}.
    fn of(g: u8) -> Self;
    /// The least value not in the set (`WIDTH` when it holds them all).
    fn mex(self) -> u32;
}

macro_rules! value_set {
    ($($set:ty),*) => {$(
        impl ValueSet for $set {
            const WIDTH: u32 = <$set>::BITS;
            #[inline(always)]
            fn of(g: u8) -> Self {
                1 << g
            }
            #[inline(always)]
            fn mex(self) -> u32 {
                self.trailing_ones()
            }
        }
    )*};
}

value_set!(u16, u32, u64, u128);

/// Fills the whole table with blocks of `B` positions, B at most the smallest move: in
/// 16-bit sets, then, from the first value of 16 if one comes, in 32-bit sets, and so on
/// up to 128 bits. The narrower the sets, the fewer bytes each move ORs: random moves
/// keep most values below 16 or 32.
fn fill_all<const B: usize>(table: &mut [u8], moves: &[usize]) {
    let mut stopped = fill::<u16, B>(table, moves, 1);
    if stopped < table.len() {
        stopped = fill::<u32, B>(table, moves, stopped);
    }
    if stopped < table.len() {
        stopped = fill::<u64, B>(table, moves, stopped);
    }
    if stopped < table.len() {
        fill::<u128, B>(table, moves, stopped);
    }
}

/// Fills g(n) from n = `start` (every g below it known) until the end of the table, or
/// until a value reaches the set's width: returns where it stopped.
///
/// Each position's set {g(n − s)} is the OR of `bits[n − s]`, where `bits` holds {g(m)}
/// for every m before n, behind `B` empty sets: a move s > n reads one of those and adds
/// nothing, so a block needs no check of which moves fit which of its positions. Moves of
/// B or more read only positions before the block: each ORs one window into the block's
/// sets at once. The few moves below B (random moves up to 10,000 have about one below
/// 16 in a hundred) read positions of the block itself: they are added lane by lane, each
/// lane after the one before it is known.
fn fill<S: ValueSet, const B: usize>(table: &mut [u8], moves: &[usize], start: usize) -> usize {
    let size = table.len();
    let mut bits = vec![S::default(); B + size];
    for (m, &g) in table[..start].iter().enumerate() {
        bits[B + m] = S::of(g);
    }
    let small = moves.partition_point(|&s| s < B);
    let (small_moves, moves) = moves.split_at(small);
    // moves[..fit] fit the last position of the block.
    let mut fit = 0;
    let mut n = start;
    while n < size {
        let lanes = B.min(size - n);
        while fit < moves.len() && moves[fit] < n + lanes {
            fit += 1;
        }
        let mut sets = [S::default(); B];
        for &s in &moves[..fit] {
            // Positions n − s to n − s + B − 1, all before n since s ≥ B.
            let from = B + n - s;
            let window: &[S; B] = bits[from..from + B].try_into().expect("B sets");
            for (set, &seen) in sets.iter_mut().zip(window) {
                *set |= seen;
            }
        }
        for (lane, &set) in sets.iter().take(lanes).enumerate() {
            let mut set = set;
            for &s in small_moves {
                // n + lane − s, or one of the empty sets in front when s > n + lane.
                set |= bits[B + n + lane - s];
            }
            let mex = set.mex();
            if mex == S::WIDTH {
                return n + lane;
            }
            table[n + lane] = mex as u8;
            bits[B + n + lane] = S::of(mex as u8);
        }
        n += lanes;
    }
    size
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
        case: case.clone(),
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

    /// The recurrence as written, one position at a time with a list of values seen: the
    /// reference for the blocked, bit-set filling.
    fn plain_table(moves: &[u32], largest: u32) -> Vec<u8> {
        let mut table: Vec<u8> = Vec::new();
        for n in 0..=largest {
            let seen: Vec<u8> = moves
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| table[(n - s) as usize])
                .collect();
            table.push(
                (0..)
                    .find(|g| !seen.contains(g))
                    .expect("a value is missing"),
            );
        }
        table
    }

    #[test]
    fn blocks_of_every_width_and_both_set_sizes_match_the_plain_recurrence() {
        let mut state = 11u64;
        let mut next = move |bound: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % bound
        };
        let mut sets: Vec<Vec<u32>> = vec![
            // Even moves 2 to 200: blocks of 2, values past 64 (the 128-bit sets).
            (1..=100).map(|i| 2 * i).collect(),
            // Moves 17 to 116: blocks of 16, values past 64.
            (17..=116).collect(),
            (1..=100).collect(),
            vec![1],
            vec![3, 5],
            vec![8, 9, 10],
            vec![16, 1000],
        ];
        for _ in 0..40 {
            let smallest = 1 + next(40) as u32;
            let count = 1 + next(100);
            let spread = 1 + next(3000);
            sets.push((0..count).map(|_| smallest + next(spread) as u32).collect());
        }
        // Runs of consecutive moves, with gaps.
        sets.push((5..=40).chain(60..=90).chain(200..=210).collect());
        sets.push((1..=30).chain(32..=50).collect());
        for moves in sets {
            let largest = 3000;
            let usable = usable_moves(&moves, largest);
            let plain = plain_table(&usable, largest);
            assert_eq!(table_by_blocks(&usable, largest), plain, "S = {usable:?}");
            assert_eq!(
                table_by_runs(&runs(&usable), largest),
                plain,
                "S = {usable:?}"
            );
            assert_eq!(grundy_table(&usable, largest), plain, "S = {usable:?}");
        }
        let even: Vec<u32> = (1..=100).map(|i| 2 * i).collect();
        assert!(grundy_table(&even, 3000).iter().any(|&g| g >= 64));
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
