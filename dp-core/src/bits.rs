//! Bitmask utilities: a `u32` is a subset of items `0..32`, bit `i` set when item `i` is in.

/// The indices of the set bits of `mask`, lowest first.
///
/// ```
/// let items: Vec<u32> = dp_core::bits::ones(0b1011_0000).collect();
/// assert_eq!(items, [4, 5, 7]);
/// ```
pub fn ones(mask: u32) -> Ones {
    Ones { rest: mask }
}

/// Iterator returned by [`ones`].
#[derive(Clone, Debug)]
pub struct Ones {
    rest: u32,
}

impl Iterator for Ones {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.rest == 0 {
            return None;
        }
        let index = self.rest.trailing_zeros();
        // Clearing the lowest set bit: x & (x - 1).
        self.rest &= self.rest - 1;
        Some(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.rest.count_ones() as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for Ones {}

/// The mask with the `n` lowest bits set: the set of all `n` items. `n` may be 32.
///
/// ```
/// assert_eq!(dp_core::bits::full(3), 0b111);
/// assert_eq!(dp_core::bits::full(32), u32::MAX);
/// ```
pub fn full(n: u32) -> u32 {
    assert!(n <= 32, "a u32 mask holds at most 32 items, not {n}");
    if n == 32 { u32::MAX } else { (1 << n) - 1 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn ones_of_empty_and_full() {
        assert_eq!(ones(0).count(), 0);
        assert_eq!(
            ones(u32::MAX).collect::<Vec<_>>(),
            (0..32).collect::<Vec<_>>()
        );
    }

    proptest! {
        #[test]
        fn ones_lists_exactly_the_set_bits_in_order(mask: u32) {
            let expected: Vec<u32> = (0..32).filter(|i| mask >> i & 1 == 1).collect();
            let iter = ones(mask);
            prop_assert_eq!(iter.len(), expected.len());
            prop_assert_eq!(iter.collect::<Vec<_>>(), expected);
        }

        #[test]
        fn full_has_n_bits(n in 0u32..=32) {
            prop_assert_eq!(full(n).count_ones(), n);
            prop_assert_eq!(ones(full(n)).last(), n.checked_sub(1));
        }
    }
}
