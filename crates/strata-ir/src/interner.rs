//! Append-only interning storage shared by the [`Context`](crate::Context).
//!
//! Invariants:
//! - an interned value never moves and is never freed while the interner
//!   lives, so `get` hands out `&T` tied to `&self` without any lock;
//! - equal values intern to the same index, so handle equality is value
//!   equality and hashing a handle is O(1);
//! - indices are dense and given in first-interned order, which keeps every
//!   iteration over interned data deterministic.
//!
//! Storage is a fixed array of chunks whose sizes double (64, 128, 256, ...),
//! each slot a `OnceLock`: nothing ever reallocates, so readers need neither
//! locks nor `unsafe`. The hash index is split into shards by hash, each
//! behind its own mutex, so threads interning different values (the
//! parser's per-op locations, on every parsing thread) rarely wait for each
//! other; equal values hash alike and meet in the same shard. Indices come
//! from one atomic counter and are stored before they are handed out.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// A fast non-cryptographic hasher (the FxHash mixing step rustc uses).
/// Interned data is not attacker-controlled in a way that matters: a
/// collision only costs a comparison.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

/// The 1 to 7 bytes of `rest` as a little-endian word padded with zeros,
/// read as two overlapping loads: copying them into a zeroed buffer calls
/// `memcpy`, which costs more than hashing a short name.
#[inline]
fn tail_word(rest: &[u8]) -> u64 {
    let n = rest.len();
    debug_assert!((1..8).contains(&n));
    let (lo, hi) = if n >= 4 {
        let lo = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]) as u64;
        let hi = u32::from_le_bytes([rest[n - 4], rest[n - 3], rest[n - 2], rest[n - 1]]) as u64;
        (lo, hi << (8 * (n - 4)))
    } else if n >= 2 {
        let lo = u16::from_le_bytes([rest[0], rest[1]]) as u64;
        let hi = u16::from_le_bytes([rest[n - 2], rest[n - 1]]) as u64;
        (lo, hi << (8 * (n - 2)))
    } else {
        (rest[0] as u64, 0)
    };
    // The loads overlap on equal bytes, so `|` joins them.
    lo | hi
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            self.add(tail_word(rest));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    /// The Fx multiply leaves the low bits depending only on the low bits of
    /// the input, and hash tables pick buckets by the low bits: names that
    /// differ only in later bytes (`^bb123`, `^bb124`) would all collide.
    /// A splitmix64 finalizer spreads every input bit over the whole hash.
    #[inline]
    fn finish(&self) -> u64 {
        let mut z = self.hash;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// `HashMap` with [`FxHasher`], for hot internal maps.
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
/// `HashSet` with [`FxHasher`].
pub type FxHashSet<K> = std::collections::HashSet<K, BuildHasherDefault<FxHasher>>;

const FIRST_CHUNK: usize = 64;
const NUM_CHUNKS: usize = 32;

/// A vector that only grows, whose elements can be read through `&self`
/// while another thread appends.
pub struct AppendOnlyVec<T> {
    chunks: [OnceLock<Box<[OnceLock<T>]>>; NUM_CHUNKS],
}

fn locate(index: usize) -> (usize, usize) {
    let j = index / FIRST_CHUNK + 1;
    let chunk = (usize::BITS - 1 - j.leading_zeros()) as usize;
    let start = FIRST_CHUNK * ((1usize << chunk) - 1);
    (chunk, index - start)
}

impl<T> Default for AppendOnlyVec<T> {
    fn default() -> Self {
        AppendOnlyVec { chunks: std::array::from_fn(|_| OnceLock::new()) }
    }
}

impl<T> AppendOnlyVec<T> {
    /// Reads slot `index`; `None` if it was never written.
    pub fn get(&self, index: usize) -> Option<&T> {
        let (chunk, offset) = locate(index);
        self.chunks.get(chunk)?.get()?.get(offset)?.get()
    }

    /// Writes slot `index` once. Returns false if the slot was already set or
    /// lies beyond the (astronomical) capacity.
    pub fn set(&self, index: usize, value: T) -> bool {
        let (chunk, offset) = locate(index);
        let Some(slot) = self.chunks.get(chunk) else { return false };
        let slots = slot.get_or_init(|| {
            (0..(FIRST_CHUNK << chunk)).map(|_| OnceLock::new()).collect::<Vec<_>>().into_boxed_slice()
        });
        slots[offset].set(value).is_ok()
    }
}

/// Hash → index for one shard, keyed by the low half of the value's hash
/// (its high bits pick the shard). Most keys name one value; the rare
/// collisions go to `collisions`, so there is no allocation per interned
/// value. Half a hash as the key makes an entry 8 bytes instead of 16: a
/// million call-site locations of an inlined module index in 25 MB, not 48.
#[derive(Default)]
struct Index {
    by_hash: HashMap<u32, u32, BuildHasherDefault<HalfHashHasher>>,
    collisions: HashMap<u32, Vec<u32>, BuildHasherDefault<HalfHashHasher>>,
}

/// The hasher of [`Index`]'s keys, which are already hashes: the key
/// itself in both halves, so the table's bucket (low bits) and tag (top
/// bits) come from well-mixed bits, without hashing again.
#[derive(Default, Clone, Copy)]
struct HalfHashHasher(u64);

impl Hasher for HalfHashHasher {
    fn write(&mut self, bytes: &[u8]) {
        // Only `u32` keys are hashed; any other input still hashes.
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(SEED);
        }
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.0 = (u64::from(i) << 32) | u64::from(i);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// The key of a value's hash in its shard's [`Index`].
fn half(h: u64) -> u32 {
    h as u32
}

const SHARDS: usize = 16;

/// Interns values of type `T` into dense `u32` indices.
pub struct Interner<T> {
    items: AppendOnlyVec<T>,
    len: AtomicUsize,
    shards: [Mutex<Index>; SHARDS],
}

impl<T> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: AppendOnlyVec::default(),
            len: AtomicUsize::new(0),
            shards: std::array::from_fn(|_| Mutex::new(Index::default())),
        }
    }
}

fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
    let mut h = FxHasher::default();
    value.hash(&mut h);
    h.finish()
}

impl<T: Hash + Eq> Interner<T> {
    /// Returns the index of `value`, interning it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let h = hash_of(&value);
        let mut index = self.shard(h);
        let first = index.by_hash.get(&half(h)).copied();
        if let Some(i) = first {
            if self.items.get(i as usize) == Some(&value) {
                return i;
            }
            if let Some(more) = index.collisions.get(&half(h)) {
                for &j in more {
                    if self.items.get(j as usize) == Some(&value) {
                        return j;
                    }
                }
            }
        }
        let n = self.len.fetch_add(1, Ordering::Relaxed);
        let i = u32::try_from(n).expect("interner capacity exhausted");
        let stored = self.items.set(n, value);
        assert!(stored, "interner capacity exhausted");
        if first.is_some() {
            index.collisions.entry(half(h)).or_default().push(i);
        } else {
            index.by_hash.insert(half(h), i);
        }
        i
    }

    /// Looks `value` up without interning it.
    pub fn lookup<Q>(&self, value: &Q) -> Option<u32>
    where
        T: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let h = hash_of(value);
        let index = self.shard(h);
        let matches = |i: u32| self.items.get(i as usize).map(|item| item.borrow() == value).unwrap_or(false);
        let first = *index.by_hash.get(&half(h))?;
        if matches(first) {
            return Some(first);
        }
        index.collisions.get(&half(h))?.iter().copied().find(|&i| matches(i))
    }

    /// The value behind an index this interner returned.
    pub fn get(&self, index: u32) -> &T {
        self.items.get(index as usize).expect("handle from another context")
    }

    /// Every value interned so far, in index order.
    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        // A slot counted in `len` may still be being written by another thread.
        (0..self.len.load(Ordering::Acquire)).filter_map(|i| self.items.get(i))
    }

    /// The locked shard holding hash `h` (its top bits: hash maps use the low ones).
    fn shard(&self, h: u64) -> std::sync::MutexGuard<'_, Index> {
        self.shards[(h >> 60) as usize % SHARDS].lock().unwrap_or_else(|e| e.into_inner())
    }

    #[allow(dead_code)]
    pub fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed)
    }

    #[allow(dead_code)]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tail_word_is_the_zero_padded_word() {
        let bytes: Vec<u8> = (1..=7).map(|i| 0x10 * i + i).collect();
        for n in 1..8 {
            let mut buf = [0u8; 8];
            buf[..n].copy_from_slice(&bytes[..n]);
            assert_eq!(tail_word(&bytes[..n]), u64::from_le_bytes(buf), "{n} bytes");
        }
    }

    #[test]
    fn locate_covers_chunk_boundaries() {
        assert_eq!(locate(0), (0, 0));
        assert_eq!(locate(63), (0, 63));
        assert_eq!(locate(64), (1, 0));
        assert_eq!(locate(191), (1, 127));
        assert_eq!(locate(192), (2, 0));
    }

    #[test]
    fn interning_dedups_and_is_dense() {
        let i: Interner<String> = Interner::default();
        let a = i.intern("a".into());
        let b = i.intern("b".into());
        assert_eq!(i.intern("a".into()), a);
        assert_eq!((a, b), (0, 1));
        assert_eq!(i.get(b), "b");
        assert_eq!(i.lookup("b"), Some(b));
        for n in 0..1000 {
            i.intern(n.to_string());
        }
        assert_eq!(i.get(i.lookup("999").unwrap()), "999");
    }

    #[test]
    fn similar_names_spread_over_buckets() {
        // Regression: names differing only in their last bytes must not
        // share low hash bits (that made 100,000 block names quadratic).
        let low = |s: &str| {
            let mut h = FxHasher::default();
            s.hash(&mut h);
            h.finish() & 0xffff
        };
        let distinct: std::collections::HashSet<u64> = (0..1000).map(|i| low(&format!("^bb{i}"))).collect();
        assert!(distinct.len() > 900, "only {} distinct low-bit patterns", distinct.len());
    }

    #[test]
    fn values_whose_hashes_share_a_key_stay_apart() {
        // 200,000 values: pairs whose hashes agree in the low 32 bits (the
        // index key) are all but certain, and each must keep its own index.
        let i: Interner<u64> = Interner::default();
        let n = 200_000u64;
        for v in 0..n {
            assert_eq!(i.intern(v), v as u32);
        }
        for v in 0..n {
            assert_eq!(i.intern(v), v as u32);
            assert_eq!(i.lookup(&v), Some(v as u32));
        }
        // The collision path was taken (hashes are deterministic).
        let keys: std::collections::HashSet<u32> = (0..n).map(|v| half(hash_of(&v))).collect();
        assert!(keys.len() < n as usize, "no two values share a key: the test needs more");
    }

    #[test]
    fn interning_from_threads() {
        let i: Interner<u64> = Interner::default();
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let i = &i;
                s.spawn(move || {
                    for n in 0..500 {
                        i.intern(n * (t % 2));
                    }
                });
            }
        });
        assert_eq!(i.len(), 500);
    }
}
