//! A memo for custom parsers: what the text at the end of an op (its
//! attribute dictionary and types, say) parsed to, keyed by the bytes of
//! that text and by what else the parse depended on. Generated IR repeats
//! the same tail on thousands of ops (`{in_bounds = [true]} :
//! tensor<8xf32>, vector<8xf32>`); a hit skips parsing it and building and
//! interning what it stands for.
//!
//! Invariant: a hit needs the same key and the same bytes at the current
//! token, followed by a byte that cannot continue them (the span caches'
//! rule, `span_cache.rs`) and by none of the tokens the caller says would
//! extend its parse (`Parser::recall_tail`), so it yields what parsing
//! would have produced, provided the key says everything besides those
//! bytes that the parse depends on (the caller's promise). Only successful
//! parses are remembered: an error is always reported by parsing.

use std::any::Any;

use super::span_cache::{head_word, repeats, spread};

/// Entries: a power of two, several times the distinct tails of a file.
const SLOTS: usize = 64;

struct Entry {
    key: u64,
    start: usize,
    end: usize,
    value: Box<dyn Any + Send + Sync>,
}

#[derive(Default)]
pub(crate) struct TailMemo {
    entries: Vec<Option<Entry>>,
}

fn slot(text: &[u8], pos: usize, key: u64) -> usize {
    spread(head_word(text.get(pos..).unwrap_or_default()) ^ key.rotate_left(17), SLOTS)
}

impl TailMemo {
    /// The value remembered under `key` for the span repeated at `pos`,
    /// with the span's end.
    pub(crate) fn get<T: Clone + 'static>(&self, text: &[u8], pos: usize, key: u64) -> Option<(usize, T)> {
        let entry = self.entries.get(slot(text, pos, key))?.as_ref()?;
        if entry.key != key {
            return None;
        }
        let end = repeats(text, entry.start..entry.end, pos)?;
        entry.value.downcast_ref::<T>().map(|v| (end, v.clone()))
    }

    /// Remembers `text[start..end]` as parsing to `value` under `key`.
    pub(crate) fn insert<T: Clone + Send + Sync + 'static>(
        &mut self,
        text: &[u8],
        start: usize,
        end: usize,
        key: u64,
        value: T,
    ) {
        if start >= end {
            return;
        }
        if self.entries.is_empty() {
            self.entries.resize_with(SLOTS, || None);
        }
        self.entries[slot(text, start, key)] = Some(Entry { key, start, end, value: Box::new(value) });
    }
}

#[cfg(test)]
mod tests {
    use super::TailMemo;

    #[test]
    fn a_hit_needs_the_key_the_bytes_and_a_boundary() {
        let text = b": i32, f32\n: i32, f32\n: i32, f32x\n: i64, f32\n";
        let mut memo = TailMemo::default();
        assert_eq!(memo.get::<u8>(text, 0, 1), None);
        memo.insert(text, 0, 10, 1, 7u8);
        assert_eq!(memo.get::<u8>(text, 0, 1), Some((10, 7)));
        assert_eq!(memo.get::<u8>(text, 11, 1), Some((21, 7)), "the same tail later");
        assert_eq!(memo.get::<u8>(text, 11, 2), None, "another key");
        assert_eq!(memo.get::<u16>(text, 11, 1), None, "another type");
        assert_eq!(memo.get::<u8>(text, 22, 1), None, "f32x is another token");
        assert_eq!(memo.get::<u8>(text, 34, 1), None, "other bytes");
    }
}
