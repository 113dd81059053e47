//! Brute-force oracle for "Game of Sum".
//!
//! Method: plain recursive minimax over the remaining interval values[l..r].
//! `best(l, r)` = the largest (mover's total - opponent's total) the player to
//! move can guarantee on values[l..r]. Every move is enumerated explicitly:
//! take k = 1..=len numbers from the left or from the right; the taken part is
//! summed directly with `iter().sum()` (no prefix sums, no running extrema).
//! best(l, r) = max over moves of (taken sum) - best(remaining interval); an
//! empty row is worth 0. Memoised in a HashMap<(usize, usize), i64>.
//! Cost O(n^4) (n^2 intervals x 2n moves x O(n) summing): < 50 ms for n <= 30.
//! Each player maximising their own score == maximising own-minus-opponent,
//! because the total of all numbers is fixed.
use std::collections::HashMap;

pub fn oracle_game_of_sum(values: &[i64]) -> i64 {
    let mut memo = HashMap::new();
    best(values, 0, values.len(), &mut memo)
}

fn best(v: &[i64], l: usize, r: usize, memo: &mut HashMap<(usize, usize), i64>) -> i64 {
    if l == r {
        return 0;
    }
    if let Some(&x) = memo.get(&(l, r)) {
        return x;
    }
    let mut result = i64::MIN;
    for k in 1..=(r - l) {
        // take v[l..l+k] from the left end
        let taken: i64 = v[l..l + k].iter().sum();
        result = result.max(taken - best(v, l + k, r, memo));
        // take v[r-k..r] from the right end
        let taken: i64 = v[r - k..r].iter().sum();
        result = result.max(taken - best(v, l, r - k, memo));
    }
    memo.insert((l, r), result);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Memo-free exhaustive version, used only to cross-check on tiny inputs.
    fn naive(v: &[i64]) -> i64 {
        if v.is_empty() {
            return 0;
        }
        let mut r = i64::MIN;
        for k in 1..=v.len() {
            r = r.max(v[..k].iter().sum::<i64>() - naive(&v[k..]));
            r = r.max(v[v.len() - k..].iter().sum::<i64>() - naive(&v[..v.len() - k]));
        }
        r
    }

    #[test]
    fn samples() {
        assert_eq!(oracle_game_of_sum(&[4, -10, -20, 7]), 7);
        assert_eq!(oracle_game_of_sum(&[1, 2, 3, 4]), 10);
        assert_eq!(oracle_game_of_sum(&[]), 0);
    }

    #[test]
    fn hand_worked() {
        assert_eq!(oracle_game_of_sum(&[5]), 5);
        assert_eq!(oracle_game_of_sum(&[-3]), -3); // must take at least one
        // [-1,-1]: take one (-1), B forced to take -1 -> 0; take both -> -2.
        assert_eq!(oracle_game_of_sum(&[-1, -1]), 0);
        // [3,-5,3]: take all -> 1; take a 3 -> B takes the other 3, A gets -5 -> -5.
        assert_eq!(oracle_game_of_sum(&[3, -5, 3]), 1);
        // [-5, 10]: take 10 from right, B forced -5 -> 15.
        assert_eq!(oracle_game_of_sum(&[-5, 10]), 15);
    }

    #[test]
    fn matches_naive_on_small_random() {
        let mut rng = dp_core::rng::SplitMix64::new(12345);
        for _ in 0..300 {
            let n = rng.below(8);
            let v: Vec<i64> = (0..n).map(|_| rng.between(-20, 20)).collect();
            assert_eq!(oracle_game_of_sum(&v), naive(&v), "{:?}", v);
        }
    }
}
