//! [`MaskTable`]: one entry per subset of `n` items, stored densely and indexed by the mask.
//!
//! A subset DP over `n` items touches all `2^n` subsets, so a flat `Vec` beats any map: the
//! index is the mask itself, and the table says up front how much memory it takes, so that
//! a solver can refuse an instance before allocating rather than after.

use std::ops::{Index, IndexMut};

/// A dense table with one `T` for each of the `2^items` subsets of `items` items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaskTable<T> {
    items: u32,
    entries: Vec<T>,
}

impl<T: Clone> MaskTable<T> {
    /// A table for the subsets of `items` items, every entry `fill`.
    ///
    /// Panics when `items > 31`; solvers check their own, much lower, documented limits
    /// (with [`MaskTable::bytes_for`]) before they get here.
    pub fn new(items: u32, fill: T) -> Self {
        assert!(items <= 31, "a mask table over {items} items is too large");
        Self {
            items,
            entries: vec![fill; 1 << items],
        }
    }
}

impl<T> MaskTable<T> {
    /// A table for the subsets of `items` items, the entry of `mask` being `entry(mask)`;
    /// for entries that are not `Clone`, such as atomics shared between threads.
    ///
    /// Panics when `items > 31`, as [`MaskTable::new`].
    pub fn from_fn(items: u32, entry: impl FnMut(u32) -> T) -> Self {
        assert!(items <= 31, "a mask table over {items} items is too large");
        Self {
            items,
            entries: (0..1u32 << items).map(entry).collect(),
        }
    }

    /// The entries in mask order.
    pub fn as_slice(&self) -> &[T] {
        &self.entries
    }

    /// The entries in mask order, for filling a table in parallel chunks.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.entries
    }

    /// The memory the entries of a table over `items` items take, in bytes.
    pub fn bytes_for(items: u32) -> u64 {
        (size_of::<T>() as u64) << items
    }

    /// How many items the subsets are drawn from.
    pub fn items(&self) -> u32 {
        self.items
    }

    /// The number of entries, `2^items`.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Never true: even the table over zero items has the entry for the empty set.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entry of the set of all items.
    pub fn full(&self) -> &T {
        &self.entries[self.entries.len() - 1]
    }
}

impl<T> Index<u32> for MaskTable<T> {
    type Output = T;

    fn index(&self, mask: u32) -> &T {
        &self.entries[mask as usize]
    }
}

impl<T> IndexMut<u32> for MaskTable<T> {
    fn index_mut(&mut self, mask: u32) -> &mut T {
        &mut self.entries[mask as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_entry_per_subset() {
        let mut table = MaskTable::new(3, 0u8);
        assert_eq!(table.len(), 8);
        assert_eq!(table.items(), 3);
        table[0b101] = 7;
        assert_eq!(table[0b101], 7);
        assert_eq!(table[0b100], 0);
        table[0b111] = 9;
        assert_eq!(*table.full(), 9);
    }

    #[test]
    fn zero_items_has_the_empty_set() {
        let table = MaskTable::new(0, 'x');
        assert_eq!(table.len(), 1);
        assert!(!table.is_empty());
        assert_eq!(*table.full(), 'x');
    }

    #[test]
    fn from_fn_sees_every_mask_and_slices_in_mask_order() {
        let mut table = MaskTable::from_fn(3, |mask| mask * 10);
        assert_eq!(table[0b110], 60);
        table.as_mut_slice()[5] += 1;
        assert_eq!(table[5], 51);
        assert_eq!(table.as_slice()[5], 51);
    }

    #[test]
    fn bytes_for_counts_every_entry() {
        assert_eq!(MaskTable::<i32>::bytes_for(10), 4096);
        assert_eq!(MaskTable::<u8>::bytes_for(0), 1);
    }
}
