//! [`NameMap`]: the SSA names of one name scope (`%0`, `%arg1`, `%x`),
//! mapped to what the parser knows of them.
//!
//! Nearly every name in a printed or generated file is a decimal number
//! (`%0`, `%17`), numbered from zero in each isolated region, so those live
//! in a vector indexed by the number: a definition, each use and the
//! scope's end cost an index instead of hashing the name and comparing its
//! bytes. Other names, and numbers far beyond the ones seen so far, are
//! hashed.
//!
//! Invariants: a name is held in one place at a time (a number first
//! hashed stays hashed until removed), so both answer alike; the vector
//! never grows beyond twice the entries it held at its fullest plus
//! [`SLACK`], so a scope whose names are huge numbers costs what it holds.

use strata_ir::FxHashMap;

/// Numbers up to this far beyond twice the entries held go in the vector.
const SLACK: usize = 64;

pub(crate) struct NameMap<'a, V> {
    /// `numbered[n]`: the entry of the name `n` (decimal, no leading zero).
    numbered: Vec<Option<V>>,
    /// Entries in `numbered`.
    len_numbered: usize,
    /// Every other name.
    named: FxHashMap<&'a [u8], V>,
}

impl<V> Default for NameMap<'_, V> {
    fn default() -> Self {
        NameMap { numbered: Vec::new(), len_numbered: 0, named: FxHashMap::default() }
    }
}

/// The number a name spells: decimal digits without a leading zero (`0`
/// itself aside), short enough for any vector.
fn number_of(name: &[u8]) -> Option<usize> {
    match name {
        [b'0'] => Some(0),
        [b'1'..=b'9', rest @ ..] if rest.len() < 9 => {
            name.iter().try_fold(0usize, |n, &d| d.is_ascii_digit().then(|| n * 10 + usize::from(d - b'0')))
        }
        _ => None,
    }
}

impl<'a, V> NameMap<'a, V> {
    pub(crate) fn get(&self, name: &[u8]) -> Option<&V> {
        if let Some(Some(v)) = number_of(name).and_then(|n| self.numbered.get(n)) {
            return Some(v);
        }
        if self.named.is_empty() {
            return None;
        }
        self.named.get(name)
    }

    pub(crate) fn get_mut(&mut self, name: &[u8]) -> Option<&mut V> {
        if let Some(n) = number_of(name) {
            if matches!(self.numbered.get(n), Some(Some(_))) {
                return self.numbered[n].as_mut();
            }
        }
        self.named.get_mut(name)
    }

    /// Adds `name` with the value `make` gives, unless it is there; returns
    /// whether it was added.
    pub(crate) fn insert_if_absent(&mut self, name: &'a [u8], make: impl FnOnce() -> V) -> bool {
        match number_of(name) {
            Some(n) => {
                if matches!(self.numbered.get(n), Some(Some(_))) || self.named.contains_key(name) {
                    return false;
                }
                self.add(name, n, make());
                true
            }
            None => match self.named.entry(name) {
                std::collections::hash_map::Entry::Vacant(slot) => {
                    slot.insert(make());
                    true
                }
                std::collections::hash_map::Entry::Occupied(_) => false,
            },
        }
    }

    /// Sets `name` to `value`, adding it if absent.
    pub(crate) fn insert(&mut self, name: &'a [u8], value: V) {
        if let Some(slot) = self.get_mut(name) {
            *slot = value;
            return;
        }
        match number_of(name) {
            Some(n) => self.add(name, n, value),
            None => {
                self.named.insert(name, value);
            }
        }
    }

    /// Adds `name`, the number `n`, known absent.
    fn add(&mut self, name: &'a [u8], n: usize, value: V) {
        if n >= self.numbered.len() {
            if n >= 2 * self.len_numbered + SLACK {
                self.named.insert(name, value);
                return;
            }
            self.numbered.resize_with(n + 1, || None);
        }
        self.numbered[n] = Some(value);
        self.len_numbered += 1;
    }

    pub(crate) fn remove(&mut self, name: &[u8]) {
        if let Some(n) = number_of(name) {
            if let Some(slot @ Some(_)) = self.numbered.get_mut(n) {
                *slot = None;
                self.len_numbered -= 1;
                return;
            }
        }
        self.named.remove(name);
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len_numbered == 0 && self.named.is_empty()
    }

    /// Room held, in entries.
    pub(crate) fn capacity(&self) -> usize {
        self.numbered.capacity().max(self.named.capacity())
    }

    /// Empties the map, keeping its memory.
    pub(crate) fn clear(&mut self) {
        self.numbered.clear();
        self.len_numbered = 0;
        self.named.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::{number_of, NameMap, SLACK};
    use strata_ir::FxHashMap;

    #[test]
    fn numbers_are_decimal_without_leading_zeros() {
        assert_eq!(number_of(b"0"), Some(0));
        assert_eq!(number_of(b"17"), Some(17));
        assert_eq!(number_of(b"123456789"), Some(123_456_789));
        for other in [&b"01"[..], b"00", b"", b"x", b"1x", b"arg0", b"1234567890", b"-1"] {
            assert_eq!(number_of(other), None, "{}", String::from_utf8_lossy(other));
        }
    }

    /// Random inserts, lookups and removals agree with a hash map, and the
    /// vector stays within twice its entries plus the slack.
    #[test]
    fn answers_as_a_hash_map_does() {
        let names: Vec<Vec<u8>> = (0..300)
            .map(|i: usize| match i % 5 {
                0 => format!("x{i}").into_bytes(),
                1 => format!("{}", i * 1000).into_bytes(),
                _ => format!("{}", i / 2).into_bytes(),
            })
            .chain([b"0".to_vec(), b"007".to_vec()])
            .collect();
        let mut rng = strata_ir::testing::XorShift(0x5eed);
        let mut map: NameMap<'_, u64> = NameMap::default();
        let mut reference: FxHashMap<&[u8], u64> = FxHashMap::default();
        let mut fullest = 0;
        for step in 0..20_000u64 {
            let name = &names[(rng.next_u64() % names.len() as u64) as usize][..];
            match rng.next_u64() % 4 {
                0 => {
                    map.insert(name, step);
                    reference.insert(name, step);
                }
                1 => {
                    let added = map.insert_if_absent(name, || step);
                    assert_eq!(added, !reference.contains_key(name));
                    reference.entry(name).or_insert(step);
                }
                2 => {
                    map.remove(name);
                    reference.remove(name);
                }
                _ => {}
            }
            for n in &names {
                assert_eq!(map.get(n), reference.get(&n[..]), "{}", String::from_utf8_lossy(n));
            }
            assert_eq!(map.is_empty(), reference.is_empty());
            fullest = fullest.max(map.len_numbered);
            assert!(map.numbered.len() <= 2 * fullest + SLACK);
        }
        map.clear();
        assert!(map.is_empty() && map.get(b"0").is_none());
    }
}
