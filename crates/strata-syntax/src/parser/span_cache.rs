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
        for &(start, end, value) in &self.entries {
            let span = &text[start..end];
            let after = pos + span.len();
            if text.get(pos..after) == Some(span)
                && text
                    .get(after)
                    .is_none_or(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b')' | b'}' | b']' | b',' | b'{'))
            {
                return Some((after, value));
            }
        }
        None
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

#[cfg(test)]
mod tests {
    use super::*;

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
