//! A direct-mapped memo of attributes built from short slices: the
//! entries of a properties dictionary, an op's segment sizes. Generated IR
//! builds the same few over and over (every `tensor.extract_slice` of a
//! loop the same four properties); a hit costs a hash of the slice and
//! one compare, where building the attribute sorts, allocates and takes
//! the context's interner.
//!
//! Invariant: an entry answers only for exactly the slice it was filled
//! with; a miss (an empty or another entry, which it then replaces)
//! builds. The table has a fixed size, so a file of distinct slices costs
//! no memory beyond it.

use std::hash::{Hash, Hasher};

use strata_ir::{Attribute, FxHasher, SmallVec};

/// Entries: a power of two.
const SLOTS: usize = 256;

pub(crate) struct SliceMemo<K: Copy + Eq + Hash> {
    entries: Vec<Option<(SmallVec<[K; 4]>, Attribute)>>,
}

impl<K: Copy + Eq + Hash> Default for SliceMemo<K> {
    fn default() -> Self {
        SliceMemo { entries: Vec::new() }
    }
}

impl<K: Copy + Eq + Hash> SliceMemo<K> {
    /// The attribute remembered for `key`, else `make`'s, remembered.
    pub(crate) fn get_or_make(&mut self, key: &[K], make: impl FnOnce() -> Attribute) -> Attribute {
        let mut h = FxHasher::default();
        key.hash(&mut h);
        let slot = super::span_cache::spread(h.finish(), SLOTS);
        if let Some(Some((k, attr))) = self.entries.get(slot) {
            if k.as_slice() == key {
                return *attr;
            }
        }
        let attr = make();
        if self.entries.is_empty() {
            self.entries.resize_with(SLOTS, || None);
        }
        self.entries[slot] = Some((SmallVec::from_slice(key), attr));
        attr
    }
}

#[cfg(test)]
mod tests {
    use super::{SliceMemo, SLOTS};

    #[test]
    fn answers_only_the_slice_it_was_given() {
        let ctx = strata_ir::Context::new();
        let (one, two) = (ctx.unit_attr(), ctx.bool_attr(true));
        let mut memo: SliceMemo<usize> = SliceMemo::default();
        assert_eq!(memo.get_or_make(&[1, 2], || one), one);
        assert_eq!(memo.get_or_make(&[1, 2], || two), one, "remembered");
        assert_eq!(memo.get_or_make(&[1, 2, 0], || two), two, "another slice");
        assert_eq!(memo.get_or_make(&[], || two), two);
        // Many slices sharing slots: each is answered as it was made, or
        // made again, never with another slice's attribute.
        for i in 0..4 * SLOTS {
            let (want, other) = if i % 2 == 0 { (one, two) } else { (two, one) };
            assert_eq!(memo.get_or_make(&[i, 7], || want), want);
            assert_eq!(memo.get_or_make(&[i, 7], || other), want);
        }
    }
}
