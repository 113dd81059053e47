//! Helpers for a problem's [`Check::shrink`](crate::Check::shrink): smaller lists and
//! smaller numbers, the boldest cuts first, as property-testing libraries shrink.

use std::ops::Range;

/// Lists shorter than `items` (never shorter than `least`): with all it may lose gone at
/// once, then without its first half, then its second, then without each quarter, eighth,
/// ... down to each single item. At most `limit` lists.
pub fn shorter<T: Clone>(items: &[T], least: usize, limit: usize) -> Vec<Vec<T>> {
    cuts(items.len(), least, limit)
        .into_iter()
        .map(|cut| {
            let mut list = items[..cut.start].to_vec();
            list.extend_from_slice(&items[cut.end..]);
            list
        })
        .collect()
}

/// The runs of items that [`shorter`] cuts from a list of `len` items, in its order: for a
/// case that builds its shorter lists itself (a graph without some of its edges), without
/// a copy of the list for each.
pub fn cuts(len: usize, least: usize, limit: usize) -> Vec<Range<usize>> {
    let mut cuts = Vec::new();
    if len <= least {
        return cuts;
    }
    // Everything that may go at once, then halves, quarters, ... single items.
    let mut chunks = vec![len - least];
    let mut chunk = len.div_ceil(2);
    while chunk > 0 {
        if chunk < len - least {
            chunks.push(chunk);
        }
        chunk /= 2;
    }
    for chunk in chunks {
        let mut start = 0;
        while start < len && cuts.len() < limit {
            let end = (start + chunk).min(len);
            if len - (end - start) >= least {
                cuts.push(start..end);
            }
            start += chunk;
        }
    }
    cuts
}

/// Numbers simpler than `value`: 0, then half way to it, then three quarters of the way
/// back, seven eighths, ..., one step nearer zero (so that a boundary is found in a few
/// steps, not one step at a time), then its opposite when it is negative (shrinking ends:
/// each is nearer zero, or as near and positive).
pub fn toward_zero(value: i64) -> Vec<i64> {
    let mut simpler = Vec::new();
    let mut candidates = vec![0, value / 2];
    let mut cut = value / 4;
    while cut != 0 {
        candidates.push(value - cut);
        cut /= 2;
    }
    candidates.push(value - value.signum());
    for candidate in candidates {
        if candidate.unsigned_abs() < value.unsigned_abs() && !simpler.contains(&candidate) {
            simpler.push(candidate);
        }
    }
    if value < 0 && value != i64::MIN {
        simpler.push(-value);
    }
    simpler
}

/// [`toward_zero`] for a number that must stay at least `least` (a count, a size): `least`,
/// half way down, three quarters, ..., one less.
pub fn down_to(value: u64, least: u64) -> Vec<u64> {
    let mut simpler = Vec::new();
    if value <= least {
        return simpler;
    }
    let mut candidates = vec![least, least + (value - least) / 2];
    let mut cut = (value - least) / 4;
    while cut > 0 {
        candidates.push(value - cut);
        cut /= 2;
    }
    candidates.push(value - 1);
    for candidate in candidates {
        if candidate < value && !simpler.contains(&candidate) {
            simpler.push(candidate);
        }
    }
    simpler
}

/// One number of a case for [`numbers_down`]: its value, the least it may be, and how a
/// smaller one is written into a copy of the case.
pub type Number<C> = (u64, u64, fn(&mut C, u64));

/// Cases like `case` with one of its numbers smaller ([`down_to`]): for each
/// `(value, least, set)` of `numbers` in turn, a copy of `case` for each smaller number,
/// which `set` writes into it. For a case of a few numbers (can-i-win's M and T).
pub fn numbers_down<C: Clone>(case: &C, numbers: &[Number<C>]) -> Vec<C> {
    let mut smaller = Vec::new();
    for &(value, least, set) in numbers {
        for number in down_to(value, least) {
            let mut small = case.clone();
            set(&mut small, number);
            smaller.push(small);
        }
    }
    smaller
}

/// Lists like `items` with one item made simpler by `simpler`, item by item; at most
/// `limit` lists.
pub fn each_simpler<T: Clone>(
    items: &[T],
    simpler: impl Fn(&T) -> Vec<T>,
    limit: usize,
) -> Vec<Vec<T>> {
    let mut lists = Vec::new();
    for (index, item) in items.iter().enumerate() {
        for replacement in simpler(item) {
            if lists.len() == limit {
                return lists;
            }
            let mut list = items.to_vec();
            list[index] = replacement;
            lists.push(list);
        }
    }
    lists
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_shrink_boldest_first_and_keep_their_minimum() {
        let lists = shorter(&[1, 2, 3, 4], 1, 100);
        assert_eq!(lists[..4], [vec![4], vec![1, 2, 3], vec![3, 4], vec![1, 2]]);
        assert!(lists.contains(&vec![1, 2, 4]));
        assert!(lists.iter().all(|list| !list.is_empty() && list.len() < 4));
        assert!(shorter(&[1], 1, 100).is_empty());
        assert_eq!(shorter(&[1, 2], 0, 100)[0], Vec::<i32>::new());
        assert_eq!(cuts(4, 1, 4), [0..3, 3..4, 0..2, 2..4]);
    }

    #[test]
    fn numbers_shrink_toward_zero_and_end() {
        assert_eq!(toward_zero(10), [0, 5, 8, 9]);
        assert_eq!(toward_zero(-3), [0, -1, -2, 3]);
        assert_eq!(toward_zero(1), [0]);
        assert!(toward_zero(0).is_empty());
        assert_eq!(down_to(8, 1), [1, 4, 7]);
        assert!(down_to(1, 1).is_empty());
        assert_eq!(
            each_simpler(&[2, 0], |&v| toward_zero(v), 10),
            [vec![0, 0], vec![1, 0]]
        );
        let pair: (u64, u64) = (3, 2);
        assert_eq!(
            numbers_down(&pair, &[(3, 1, |p, v| p.0 = v), (2, 0, |p, v| p.1 = v)]),
            [(1, 2), (2, 2), (3, 0), (3, 1)]
        );
    }
}
