//! [`KeyMap`]: a map from IR keys (ops, blocks, regions, values) that costs
//! what it holds, whatever the size of the arena.
//!
//! A `SecondaryMap` is a vector indexed by slot: the fastest lookup, but
//! its first insert of a key from the end of a big arena allocates (and
//! zeroes) the whole arena's length. An analysis or rewrite run on one
//! function of a million-op module would then pay for the module on every
//! run, and a pipeline nested on functions would go quadratic. A `KeyMap`
//! starts hashed and turns into a slot vector once it holds a quarter of
//! the slots up to its largest key, so a run over a whole tree is as fast
//! as with a `SecondaryMap` and a run over a small part of it costs only
//! that part.
//!
//! Invariants: the two representations answer identically; the switch
//! happens once (a map never turns back); no iteration order is exposed.

use slotmap::{Key, SecondaryMap};

use crate::FxHashMap;

/// Entries below this are always hashed: small maps stay cheap to create.
const MIN_DENSE: usize = 64;

/// A map from slot keys, hashed while sparse, slot-indexed once dense.
pub struct KeyMap<K: Key, V> {
    repr: Repr<K, V>,
    /// The largest slot index inserted so far.
    max_index: u32,
}

enum Repr<K: Key, V> {
    Sparse(FxHashMap<K, V>),
    Dense(SecondaryMap<K, V>),
}

impl<K: Key, V> Default for KeyMap<K, V> {
    fn default() -> Self {
        KeyMap { repr: Repr::Sparse(FxHashMap::default()), max_index: 0 }
    }
}

impl<K: Key + std::hash::Hash, V> KeyMap<K, V> {
    /// A map that starts hashed and turns dense when that pays.
    pub fn new() -> Self {
        Self::default()
    }

    /// A map that is slot-indexed from the start, for a run known to
    /// cover most of its arena (a whole tree).
    pub fn dense() -> Self {
        KeyMap { repr: Repr::Dense(SecondaryMap::new()), max_index: 0 }
    }

    fn index(key: K) -> u32 {
        // The low half of a key's FFI form is its slot index.
        key.data().as_ffi() as u32
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

    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        self.max_index = self.max_index.max(Self::index(key));
        let old = match &mut self.repr {
            Repr::Sparse(m) => m.insert(key, value),
            Repr::Dense(m) => m.insert(key, value),
        };
        if let Repr::Sparse(m) = &mut self.repr {
            if m.len() >= MIN_DENSE && m.len() * 4 > self.max_index as usize {
                let mut dense = SecondaryMap::with_capacity(self.max_index as usize + 1);
                for (k, v) in m.drain() {
                    dense.insert(k, v);
                }
                self.repr = Repr::Dense(dense);
            }
        }
        old
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
            Repr::Dense(m) => m.len(),
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
    use slotmap::{DefaultKey, SlotMap};

    #[test]
    fn sparse_and_dense_answer_alike() {
        let mut arena: SlotMap<DefaultKey, ()> = SlotMap::new();
        let keys: Vec<DefaultKey> = (0..10_000).map(|_| arena.insert(())).collect();
        // A few keys from the end stay hashed.
        let mut sparse = KeyMap::new();
        for (i, &k) in keys.iter().rev().take(100).enumerate() {
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
}
