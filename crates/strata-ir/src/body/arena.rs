//! [`Arena`]: the slot map ops and values live in, with a log of the slots
//! it freed, so that a walk of its free list can read ahead.
//!
//! A slot map reuses the slot freed last first. Its free list is a chain
//! through the freed slots themselves: to pop one it reads the slot for
//! the next. [`Body::hold_free_slots`](super::Body::hold_free_slots) pops
//! every free slot at once, and after a pass that erased ops all over the
//! arena each pop waits on a cache miss that the next pop depends on (on
//! `tir-1M` after `--canonicalize`, 670,000 of them in a row). The arena
//! logs the slots it frees and forgets one when it is reused, so the log
//! read from its end is the free list's order: [`Arena::touch_free`] reads
//! a slot further down the list before the pops reach it, and the misses
//! overlap instead of following one another.
//!
//! Invariant: the log is a hint, nothing else. Whenever a reused slot is
//! not the log's last (the map was changed behind the arena's back, or the
//! slot was fresh), the log is emptied; a wrong or empty log only makes the
//! walk wait as it would without one.

use std::ops::{Deref, DerefMut};

use slotmap::{Key, KeyData, SlotMap};

use crate::keymap::index_of;

/// A slot map (reads go to it through `Deref`) whose `insert` and
/// `remove` keep the log of freed slots (see the module doc).
#[derive(Clone, Debug)]
pub(crate) struct Arena<K: Key, V> {
    map: SlotMap<K, V>,
    /// Freed slot indices, the most recently freed last.
    freed: Vec<u32>,
}

impl<K: Key, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena { map: SlotMap::with_key(), freed: Vec::new() }
    }
}

impl<K: Key, V> Arena<K, V> {
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        Arena { map: SlotMap::with_capacity_and_key(capacity), freed: Vec::new() }
    }

    pub(crate) fn insert(&mut self, value: V) -> K {
        let key = self.map.insert(value);
        if self.freed.last() == Some(&index_of(key)) {
            self.freed.pop();
        } else {
            self.freed.clear();
        }
        key
    }

    pub(crate) fn remove(&mut self, key: K) -> Option<V> {
        let value = self.map.remove(key)?;
        self.freed.push(index_of(key));
        Some(value)
    }

    /// Reads the slot `ahead` places down the free list (0 is the next one
    /// `insert` takes), if the log knows it, and nothing else.
    #[inline]
    pub(crate) fn touch_free(&self, ahead: usize) {
        let Some(i) = self.freed.len().checked_sub(ahead + 1) else { return };
        // A freed slot's version is even, or odd above 1 once reused: a key
        // of version 1 finds nothing there, the read only brings it in.
        let key: K = KeyData::from_ffi(1 << 32 | u64::from(self.freed[i])).into();
        std::hint::black_box(self.map.contains_key(key));
    }
}

impl<K: Key, V> Deref for Arena<K, V> {
    type Target = SlotMap<K, V>;
    fn deref(&self) -> &SlotMap<K, V> {
        &self.map
    }
}

impl<K: Key, V> DerefMut for Arena<K, V> {
    fn deref_mut(&mut self) -> &mut SlotMap<K, V> {
        &mut self.map
    }
}

impl<'a, K: Key, V> IntoIterator for &'a Arena<K, V> {
    type Item = (K, &'a V);
    type IntoIter = slotmap::basic::Iter<'a, K, V>;
    fn into_iter(self) -> Self::IntoIter {
        self.map.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slotmap::DefaultKey;

    #[test]
    fn the_log_follows_the_free_list_and_forgets_what_it_cannot_follow() {
        let mut a: Arena<DefaultKey, u32> = Arena::default();
        let keys: Vec<DefaultKey> = (0..6).map(|i| a.insert(i)).collect();
        assert!(a.freed.is_empty());
        for &k in &[keys[1], keys[4], keys[2]] {
            a.remove(k);
        }
        assert_eq!(a.freed, [1, 4, 2].map(|k| index_of(keys[k])));
        // Reuse pops the slot freed last, which the log names last.
        let k = a.insert(10);
        assert_eq!(index_of(k), index_of(keys[2]));
        assert_eq!(a.freed.len(), 2);
        a.touch_free(0);
        a.touch_free(5);
        // A removal behind the arena's back: the next reuse disagrees with
        // the log, which empties.
        a.map.remove(keys[0]);
        a.insert(11);
        assert!(a.freed.is_empty());
        assert_eq!(a.len(), 4);
    }
}
