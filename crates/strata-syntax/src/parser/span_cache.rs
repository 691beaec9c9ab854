//! A tiny memo of recently parsed source spans, for generated IR that
//! repeats the same text over and over (`: (i32, i32) -> i32`,
//! `{value = 0 : index}`, `<{overflowFlags = ...}>`).
//!
//! Invariant: a hit is only reported when the source at the current
//! position starts with exactly the remembered bytes and the byte after
//! them cannot continue the construct (end of input, whitespace, or a
//! closing/separating `)`, `}`, `]`, `,`, `{`), so a hit always yields what
//! parsing would have produced. Misses simply parse.

/// Remembers up to `N` spans (start, end) with the value they parsed to.
pub(crate) struct SpanCache<T: Copy, const N: usize> {
    entries: Vec<(usize, usize, T)>,
    next: usize,
}

impl<T: Copy, const N: usize> Default for SpanCache<T, N> {
    fn default() -> Self {
        SpanCache { entries: Vec::with_capacity(N), next: 0 }
    }
}

impl<T: Copy, const N: usize> SpanCache<T, N> {
    /// The value and end offset of a remembered span repeated at `pos`.
    pub(crate) fn lookup(&self, text: &[u8], pos: usize) -> Option<(usize, T)> {
        self.entries.iter().find_map(|&(start, end, value)| repeats(text, start..end, pos).map(|after| (after, value)))
    }

    /// Remembers `text[start..end]` as parsing to `value` (round robin).
    pub(crate) fn insert(&mut self, start: usize, end: usize, value: T) {
        if start >= end {
            return;
        }
        if self.entries.len() < N {
            self.entries.push((start, end, value));
        } else {
            self.entries[self.next] = (start, end, value);
            self.next = (self.next + 1) % N;
        }
    }
}

/// Where the span `text[span]` ends if it is repeated at `pos` and
/// followed by a byte that cannot continue it (see the module doc).
pub(super) fn repeats(text: &[u8], span: std::ops::Range<usize>, pos: usize) -> Option<usize> {
    let span = text.get(span)?;
    let after = pos + span.len();
    let bounded =
        text.get(after).is_none_or(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b')' | b'}' | b']' | b',' | b'{'));
    (text.get(pos..after) == Some(span) && bounded).then_some(after)
}

/// A span cache of `N` entries placed by the first bytes at their start
/// (direct-mapped), for constructs that take a few dozen spellings all
/// through a file (`0 : i32`, `-1 : i32`, `16 : index`): each is found by
/// one compare, where a scan of that many entries would cost more than it
/// saves. Two spellings that share their first eight bytes and what
/// follows them take turns in one entry.
pub(crate) struct SpanTable<T: Copy, const N: usize> {
    entries: Vec<Option<(usize, usize, T)>>,
}

impl<T: Copy, const N: usize> Default for SpanTable<T, N> {
    fn default() -> Self {
        SpanTable { entries: Vec::new() }
    }
}

/// The first eight bytes of `bytes` (zero-padded) as a word: what the
/// direct-mapped memos of the parser place their entries by.
pub(super) fn head_word(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    let n = bytes.len().min(8);
    word[..n].copy_from_slice(&bytes[..n]);
    u64::from_le_bytes(word)
}

/// The entry of a direct-mapped table of `slots` (a power of two) for
/// the key word `h`: the top bits of a multiplicative hash.
pub(super) fn spread(h: u64, slots: usize) -> usize {
    debug_assert!(slots.is_power_of_two() && slots > 1);
    (h.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - slots.trailing_zeros())) as usize
}

impl<T: Copy, const N: usize> SpanTable<T, N> {
    fn slot(text: &[u8], pos: usize) -> usize {
        spread(head_word(text.get(pos..).unwrap_or_default()), N)
    }

    /// The value and end offset of a remembered span repeated at `pos`.
    pub(crate) fn lookup(&self, text: &[u8], pos: usize) -> Option<(usize, T)> {
        let (start, end, value) = (*self.entries.get(Self::slot(text, pos))?)?;
        repeats(text, start..end, pos).map(|after| (after, value))
    }

    /// Remembers `text[start..end]` as parsing to `value`.
    pub(crate) fn insert(&mut self, text: &[u8], start: usize, end: usize, value: T) {
        if start >= end {
            return;
        }
        if self.entries.is_empty() {
            self.entries.resize(N, None);
        }
        self.entries[Self::slot(text, start)] = Some((start, end, value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_hit_needs_the_same_text_and_a_boundary() {
        let text = b"0 : i32\n0 : i32x 0 : index\n0 : i32)";
        let mut t: SpanTable<u8, 64> = SpanTable::default();
        assert_eq!(t.lookup(text, 0), None);
        t.insert(text, 0, 7, 1);
        assert_eq!(t.lookup(text, 0), Some((7, 1)));
        assert_eq!(t.lookup(text, 8), None, "i32x is another token");
        assert_eq!(t.lookup(text, 17), None, "another type");
        t.insert(text, 17, 26, 2);
        assert_eq!(t.lookup(text, 17), Some((26, 2)));
        assert_eq!(t.lookup(text, 0), Some((7, 1)), "a different first eight bytes, another entry");
        // The same text before `)` may sit in another entry (the bytes
        // after it differ): a miss, never a wrong answer.
        assert!(matches!(t.lookup(text, 27), None | Some((34, 1))));
    }

    #[test]
    fn hit_needs_a_boundary() {
        let text = b"-> i32 x -> i32x -> i32";
        let mut c: SpanCache<u8, 2> = SpanCache::default();
        c.insert(0, 6, 7);
        assert_eq!(c.lookup(text, 0), Some((6, 7)));
        assert_eq!(c.lookup(text, 9), None, "i32x is another token");
        assert_eq!(c.lookup(text, 17), Some((23, 7)), "end of input is a boundary");
    }
}
