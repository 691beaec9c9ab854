//! [`KeyMap`]: a map from IR keys (ops, blocks, regions, values) that costs
//! what it holds, whatever the size of the arena.
//!
//! A vector indexed by slot is the fastest lookup, but indexed from slot 0
//! its first insert of a key from the end of a big arena allocates (and
//! zeroes) the whole arena's length. An analysis or rewrite run on one
//! function of a million-op module would then pay for the module on every
//! run, and a pipeline nested on functions would go quadratic. A `KeyMap`
//! starts hashed and turns into a slot vector once it holds a quarter of
//! the slots between its smallest and largest key. The vector starts at
//! the smallest key, so a map over one function (whose ops sit together in
//! the arena, as the parser creates them) is a vector as small as the
//! function, and a map over a whole tree one as long as the arena.
//!
//! Invariants: the two representations answer identically; the switch
//! happens once (a map never turns back); no iteration order is exposed; a
//! key whose slot was reused (an erased op's slot given to a new op) is
//! never mistaken for the new key: the dense form stores whole keys.

use slotmap::Key;

use crate::FxHashMap;

/// A map that starts empty stays hashed below this many entries (and a
/// bounded vector overflows keys this far beyond its span). A map made for
/// known keys ([`KeyMap::for_slots`]) is slot-indexed whenever they fill a
/// quarter of their span, however few: one small vector is cheaper to
/// build and read than a hash table of the same keys.
const MIN_DENSE: usize = 64;

/// A map from slot keys, hashed while sparse, slot-indexed once dense.
pub struct KeyMap<K: Key, V> {
    repr: Repr<K, V>,
    /// The smallest and largest slot index inserted so far.
    min_index: u32,
    max_index: u32,
}

enum Repr<K: Key, V> {
    Sparse(FxHashMap<K, V>),
    Dense(Slots<K, V>),
}

/// Entries indexed by slot, starting at slot `base`; keys far outside
/// the vector's range (an op created at the end of the arena while a
/// function in its middle is rewritten) go to `overflow`, so the vector
/// never spans more than a few times the entries it holds.
struct Slots<K, V> {
    base: u32,
    entries: Vec<Option<(K, V)>>,
    /// Entries in `entries`.
    len: usize,
    overflow: FxHashMap<K, V>,
    /// The smallest and largest slot index ever put in `overflow` since it
    /// was last cleared: a key outside them is not there, without hashing.
    overflow_span: (u32, u32),
    /// Whether far keys overflow; not for a map made [`KeyMap::dense`],
    /// whose keys are known to cover the range.
    bounded: bool,
}

impl<K: Key, V> Slots<K, V> {
    fn new(bounded: bool) -> Self {
        Slots {
            base: 0,
            entries: Vec::new(),
            len: 0,
            overflow: FxHashMap::default(),
            overflow_span: (u32::MAX, 0),
            bounded,
        }
    }

    fn total(&self) -> usize {
        self.len + self.overflow.len()
    }

    fn position(&self, key: K) -> Option<usize> {
        Some(index_of(key).checked_sub(self.base)? as usize)
    }

    /// Might `key` be in `overflow`?
    fn may_overflow(&self, key: K) -> bool {
        let idx = index_of(key);
        !self.overflow.is_empty() && self.overflow_span.0 <= idx && idx <= self.overflow_span.1
    }

    /// Where `key` sits in the vector, if it is there (not in `overflow`).
    fn held_at(&self, key: K) -> Option<usize> {
        self.position(key).filter(|&i| matches!(self.entries.get(i), Some(Some((k, _))) if *k == key))
    }

    // A key that overflowed stays in `overflow` when the vector's range
    // later grows over its slot: lookups that miss the vector try it.
    fn get(&self, key: K) -> Option<&V> {
        match self.held_at(key) {
            Some(i) => self.entries[i].as_ref().map(|(_, v)| v),
            None if !self.may_overflow(key) => None,
            None => self.overflow.get(&key),
        }
    }

    fn get_mut(&mut self, key: K) -> Option<&mut V> {
        match self.held_at(key) {
            Some(i) => self.entries[i].as_mut().map(|(_, v)| v),
            None if !self.may_overflow(key) => None,
            None => self.overflow.get_mut(&key),
        }
    }

    fn insert(&mut self, key: K, value: V) -> Option<V> {
        let idx = index_of(key);
        if self.entries.is_empty() {
            self.base = idx;
        }
        let in_range = self.position(key).is_some_and(|i| i < self.entries.len());
        if !in_range && self.bounded {
            let (lo, hi) = (self.base.min(idx), (self.base as usize + self.entries.len()).max(idx as usize + 1));
            if hi - lo as usize > 4 * (self.total() + 1) + 2 * MIN_DENSE {
                self.overflow_span = (self.overflow_span.0.min(idx), self.overflow_span.1.max(idx));
                return self.overflow.insert(key, value);
            }
        }
        // An overflowed key whose slot the vector now covers moves in.
        if let Some(old) = self.may_overflow(key).then(|| self.overflow.remove(&key)).flatten() {
            self.insert_in_range(key, value);
            return Some(old);
        }
        self.insert_in_range(key, value)
    }

    fn insert_in_range(&mut self, key: K, value: V) -> Option<V> {
        let idx = index_of(key);
        if idx < self.base {
            // Grow downwards by at least the current length, so inserting
            // keys in falling order stays linear overall.
            let need = (self.base - idx) as usize;
            let grow = need.max(self.entries.len()).min(self.base as usize);
            let mut fresh = Vec::with_capacity(grow + self.entries.len());
            fresh.resize_with(grow, || None);
            fresh.append(&mut self.entries);
            self.entries = fresh;
            self.base -= grow as u32;
        }
        let i = (idx - self.base) as usize;
        if i >= self.entries.len() {
            self.entries.resize_with(i + 1, || None);
        }
        // As a `SecondaryMap`: a key older than the slot's (its slot was
        // reused since) is not stored; a newer one replaces the stale key.
        if matches!(&self.entries[i], Some((k, _)) if version_of(*k) > version_of(key)) {
            return None;
        }
        match self.entries[i].replace((key, value)) {
            Some((k, v)) if k == key => Some(v),
            // The stale key is dropped: the count stays.
            Some(_) => None,
            None => {
                self.len += 1;
                None
            }
        }
    }

    fn remove(&mut self, key: K) -> Option<V> {
        let i = self.position(key).filter(|&i| matches!(self.entries.get(i), Some(Some((k, _))) if *k == key));
        match i {
            Some(i) => {
                self.len -= 1;
                self.entries[i].take().map(|(_, v)| v)
            }
            None if self.may_overflow(key) => self.overflow.remove(&key),
            None => None,
        }
    }

    fn clear(&mut self) {
        self.entries.clear();
        self.len = 0;
        self.overflow.clear();
        self.overflow_span = (u32::MAX, 0);
    }
}

/// The low half of a key's FFI form is its slot index: the arena slot,
/// for every side table by key in the crate.
pub(crate) fn index_of<K: Key>(key: K) -> u32 {
    key.data().as_ffi() as u32
}

/// The high half is the slot's version, which grows each time the slot is
/// reused.
pub(crate) fn version_of<K: Key>(key: K) -> u32 {
    (key.data().as_ffi() >> 32) as u32
}

impl<K: Key, V> Default for KeyMap<K, V> {
    fn default() -> Self {
        KeyMap { repr: Repr::Sparse(FxHashMap::default()), min_index: u32::MAX, max_index: 0 }
    }
}

impl<K: Key + std::hash::Hash, V> KeyMap<K, V> {
    /// A map that starts hashed and turns dense when that pays.
    pub fn new() -> Self {
        Self::default()
    }

    /// A map that is slot-indexed from the start, for a run known to
    /// cover most of the slots between its keys (a whole tree).
    pub fn dense() -> Self {
        KeyMap { repr: Repr::Dense(Slots::new(false)), min_index: u32::MAX, max_index: 0 }
    }

    /// An empty map for about `count` keys known to lie mostly in the slots
    /// `lo..=hi` (what a walk over them found), dense from the start over
    /// that span when they fill enough of it, else as [`KeyMap::new`].
    pub fn for_slots(lo: u32, hi: u32, count: usize) -> Self {
        let span = (hi.max(lo) - lo) as usize + 1;
        if count == 0 || span > 4 * count {
            // Sized for the keys to come: a map made per small function
            // would otherwise rehash its way up from empty.
            let map = FxHashMap::with_capacity_and_hasher(count, Default::default());
            return KeyMap { repr: Repr::Sparse(map), ..Self::new() };
        }
        let mut dense = Slots::new(true);
        dense.base = lo;
        dense.entries.resize_with(span, || None);
        KeyMap { repr: Repr::Dense(dense), min_index: lo, max_index: hi }
    }

    /// An empty map for keys known to be mostly `keys` (the ops of one
    /// function, say): slot-indexed from the start over their span when
    /// they fill enough of it, so no insert of theirs hashes or grows the
    /// vector; other keys go where [`KeyMap::new`]'s would. A map for
    /// spread keys starts hashed, as `new`'s does.
    pub fn for_keys(keys: &[K]) -> Self {
        let Some(lo) = keys.iter().map(|&k| index_of(k)).min() else { return Self::new() };
        let hi = keys.iter().map(|&k| index_of(k)).max().unwrap_or(lo);
        Self::for_slots(lo, hi, keys.len())
    }

    pub fn get(&self, key: K) -> Option<&V> {
        match &self.repr {
            Repr::Sparse(m) => m.get(&key),
            Repr::Dense(m) => m.get(key),
        }
    }

    pub fn get_mut(&mut self, key: K) -> Option<&mut V> {
        match &mut self.repr {
            Repr::Sparse(m) => m.get_mut(&key),
            Repr::Dense(m) => m.get_mut(key),
        }
    }

    pub fn contains_key(&self, key: K) -> bool {
        self.get(key).is_some()
    }

    /// The value of `key`, made by `f` and inserted first when absent.
    /// A key already in a slot-indexed map costs one index, no hashing.
    pub fn get_or_insert_with(&mut self, key: K, f: impl FnOnce() -> V) -> &mut V {
        let slot = match &self.repr {
            Repr::Dense(m) => m.held_at(key),
            Repr::Sparse(_) => None,
        };
        if let Some(i) = slot {
            let Repr::Dense(m) = &mut self.repr else { unreachable!("the slot was found in the vector") };
            return &mut m.entries[i].as_mut().expect("the slot holds the key").1;
        }
        if self.get(key).is_none() {
            self.insert(key, f());
        }
        self.get_mut(key).expect("present or just inserted")
    }

    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match &mut self.repr {
            Repr::Dense(m) => m.insert(key, value),
            Repr::Sparse(m) => {
                let idx = index_of(key);
                self.min_index = self.min_index.min(idx);
                self.max_index = self.max_index.max(idx);
                let old = m.insert(key, value);
                let span = (self.max_index - self.min_index) as usize + 1;
                if m.len() >= MIN_DENSE && m.len() * 4 > span {
                    // The vector covers every key held so far.
                    let mut dense = Slots::new(true);
                    dense.base = self.min_index;
                    dense.entries.resize_with(span, || None);
                    for (k, v) in m.drain() {
                        dense.insert_in_range(k, v);
                    }
                    self.repr = Repr::Dense(dense);
                }
                old
            }
        }
    }

    pub fn remove(&mut self, key: K) -> Option<V> {
        match &mut self.repr {
            Repr::Sparse(m) => m.remove(&key),
            Repr::Dense(m) => m.remove(key),
        }
    }

    pub fn len(&self) -> usize {
        match &self.repr {
            Repr::Sparse(m) => m.len(),
            Repr::Dense(m) => m.total(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Empties the map, keeping its representation and memory.
    pub fn clear(&mut self) {
        match &mut self.repr {
            Repr::Sparse(m) => m.clear(),
            Repr::Dense(m) => m.clear(),
        }
    }
}

impl<K: Key + std::hash::Hash, V> std::ops::Index<K> for KeyMap<K, V> {
    type Output = V;
    fn index(&self, key: K) -> &V {
        self.get(key).expect("key in KeyMap")
    }
}

impl<K: Key + std::hash::Hash, V> std::ops::IndexMut<K> for KeyMap<K, V> {
    fn index_mut(&mut self, key: K) -> &mut V {
        self.get_mut(key).expect("key in KeyMap")
    }
}

#[cfg(test)]
mod tests {
    use super::KeyMap;
    use slotmap::{DefaultKey, Key, SlotMap};

    #[test]
    fn sparse_and_dense_answer_alike() {
        let mut arena: SlotMap<DefaultKey, ()> = SlotMap::new();
        let keys: Vec<DefaultKey> = (0..10_000).map(|_| arena.insert(())).collect();
        // A few keys far apart stay hashed.
        let mut sparse = KeyMap::new();
        for (i, &k) in keys.iter().rev().step_by(100).enumerate() {
            sparse.insert(k, i);
        }
        assert!(matches!(sparse.repr, super::Repr::Sparse(_)));
        // Most keys turn the map dense.
        let mut dense = KeyMap::new();
        for (i, &k) in keys.iter().enumerate() {
            dense.insert(k, i);
        }
        assert!(matches!(dense.repr, super::Repr::Dense(_)));
        for (i, &k) in keys.iter().enumerate() {
            assert_eq!(dense.get(k), Some(&i));
        }
        assert_eq!(sparse.get(keys[9_999]), Some(&0));
        assert_eq!(sparse.get(keys[0]), None);
        assert_eq!(dense.remove(keys[5]), Some(5));
        assert!(!dense.contains_key(keys[5]) && dense.len() == 9_999);
        dense.clear();
        assert!(dense.is_empty());
    }

    #[test]
    fn a_map_over_a_late_range_is_dense_and_small() {
        let mut arena: SlotMap<DefaultKey, ()> = SlotMap::new();
        let keys: Vec<DefaultKey> = (0..50_000).map(|_| arena.insert(())).collect();
        // Keys of one "function" at the end of the arena, inserted in
        // falling order (the dense form then grows downwards).
        let mut map = KeyMap::new();
        for (i, &k) in keys[40_000..41_000].iter().rev().enumerate() {
            map.insert(k, i);
        }
        let super::Repr::Dense(slots) = &map.repr else { panic!("expected dense") };
        assert!(slots.entries.len() <= 2_000, "a slot vector as small as the range: {}", slots.entries.len());
        for (i, &k) in keys[40_000..41_000].iter().rev().enumerate() {
            assert_eq!(map.get(k), Some(&i));
        }
        assert_eq!(map.get(keys[39_999]), None);
        assert_eq!(map.get(keys[41_000]), None);
        // Keys just below the vector's start extend it; far ones overflow.
        map.insert(keys[39_990], 8);
        map.insert(keys[10], 7);
        assert_eq!(map.get(keys[39_990]), Some(&8));
        assert_eq!(map.get(keys[10]), Some(&7));
        assert_eq!(map.get(keys[40_500]), Some(&499));
        assert_eq!(map.len(), 1_002);
        // A key far beyond the range does not stretch the vector.
        map.insert(keys[49_999], 9);
        let super::Repr::Dense(slots) = &map.repr else { panic!("expected dense") };
        assert!(slots.entries.len() < 4_000 && slots.overflow.len() == 2);
        assert_eq!(map.get(keys[49_999]), Some(&9));
        assert_eq!(map.len(), 1_003);
        assert_eq!(map.remove(keys[49_999]), Some(9));
        assert_eq!(map.get(keys[49_999]), None);
        // Once the vector grows over an overflowed key, it is still found,
        // and moves into the vector when set again.
        for &k in &keys[30_000..40_000] {
            map.insert(k, 1);
        }
        assert_eq!(map.get(keys[10]), Some(&7));
        assert_eq!(map.insert(keys[10], 6), Some(7));
        assert_eq!(map.get(keys[10]), Some(&6));
        assert_eq!(map.remove(keys[10]), Some(6));
        assert_eq!(map.get(keys[10]), None);
    }

    #[test]
    fn a_reused_slot_is_a_different_key() {
        let mut arena: SlotMap<DefaultKey, ()> = SlotMap::new();
        let keys: Vec<DefaultKey> = (0..100).map(|_| arena.insert(())).collect();
        let mut map = KeyMap::dense();
        for (i, &k) in keys.iter().enumerate() {
            map.insert(k, i);
        }
        arena.remove(keys[3]);
        let reused = arena.insert(());
        assert_eq!(reused.data().as_ffi() as u32, keys[3].data().as_ffi() as u32);
        assert_eq!(map.get(reused), None);
        assert_eq!(map.remove(reused), None);
        assert_eq!(map.insert(reused, 1_000), None);
        assert_eq!(map.get(keys[3]), None);
        assert_eq!(map.get(reused), Some(&1_000));
        assert_eq!(map.len(), 100);
    }

    /// Random inserts, removals and lookups, with slots reused, answer as
    /// a plain hash map does, in both representations.
    #[test]
    fn random_operations_match_a_hash_map() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for form in ["sparse", "dense", "for_keys"] {
            let dense = form != "sparse";
            let mut arena: SlotMap<DefaultKey, ()> = SlotMap::new();
            let mut keys: Vec<DefaultKey> = (0..5_000).map(|_| arena.insert(())).collect();
            let mut map = match form {
                "sparse" => KeyMap::new(),
                "dense" => KeyMap::dense(),
                // Sized for the window the steps below mostly use.
                _ => KeyMap::for_keys(&keys[2_000..2_300]),
            };
            let mut reference = std::collections::HashMap::new();
            for step in 0..200_000 {
                // Mostly a window of the arena, sometimes anywhere.
                let i = if next(10) == 0 { next(keys.len()) } else { 2_000 + next(300) };
                let k = keys[i];
                match next(6) {
                    0 | 1 => assert_eq!(map.insert(k, step), reference.insert(k, step)),
                    4 => assert_eq!(*map.get_or_insert_with(k, || step), *reference.entry(k).or_insert(step)),
                    2 => assert_eq!(map.remove(k), reference.remove(&k)),
                    3 => {
                        // The slot is reused by a new key.
                        reference.remove(&k);
                        arena.remove(k);
                        keys[i] = arena.insert(());
                        assert_eq!(map.get(keys[i]), None);
                    }
                    _ => assert_eq!(map.get(k), reference.get(&k), "{form} dense={dense} step={step} i={i} k={k:?}"),
                }
            }
            for &k in &keys {
                assert_eq!(map.get(k), reference.get(&k));
            }
        }
    }
}
