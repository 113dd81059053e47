//! [`SplitMix64`], the seeded generator behind every `gen --seed S`.
//!
//! Written here rather than taken from a crate because `gen` promises the same instances
//! for the same seed forever; a dependency's stream may change with its version. SplitMix64
//! (Steele, Lea and Flood, 2014) is eight lines and passes BigCrush, more than `gen` needs.

/// A SplitMix64 generator.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..bound` (`bound > 0`), without modulo bias (Lemire's method
    /// with rejection).
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "below(0) has no value to return");
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(bound);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// A uniform integer in `low..=high`.
    pub fn between(&mut self, low: i64, high: i64) -> i64 {
        assert!(low <= high, "between({low}, {high}) is empty");
        let span = high.abs_diff(low);
        if span == u64::MAX {
            return self.next_u64() as i64;
        }
        low.wrapping_add_unsigned(self.below(span + 1))
    }

    /// Shuffles `items` uniformly (Fisher–Yates): solitaire's deals today, any generator's
    /// permutation tomorrow; it stays with [`below`](Self::below), whose stream it must keep.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            let pick = self.below(last as u64 + 1) as usize;
            items.swap(last, pick);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_stream_for_seed_zero() {
        // The reference values of SplitMix64 seeded with 0.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn between_stays_in_range_and_hits_both_ends() {
        let mut rng = SplitMix64::new(7);
        let draws: Vec<i64> = (0..1000).map(|_| rng.between(-2, 3)).collect();
        assert!(draws.iter().all(|d| (-2..=3).contains(d)));
        assert!(draws.contains(&-2) && draws.contains(&3));
        assert_eq!(rng.between(5, 5), 5);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = SplitMix64::new(42);
        let mut items: Vec<u32> = (0..36).collect();
        rng.shuffle(&mut items);
        assert_ne!(items, (0..36).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..36).collect::<Vec<_>>());
    }
}
