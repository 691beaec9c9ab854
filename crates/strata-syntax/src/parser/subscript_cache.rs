//! A memo of the subscript lists of affine memory ops (`[%i * 16 + %j + 3]`),
//! which generated and unrolled affine code repeats from function to
//! function: a repeated list skips building, simplifying and interning its
//! affine map again.
//!
//! The memo is direct-mapped by a hash of the whole list's text, from `[`
//! to the first `]`. Invariant: a hit is only reported for exactly the
//! bytes of a list that parsed successfully, so it yields what parsing
//! would have: the same map and the same SSA uses, at the new place (their
//! names and positions are taken from the text at hand). The names stay
//! unresolved, so a list repeated in another function names that
//! function's values.

use std::hash::Hasher;

use strata_ir::{Attribute, FxHasher, SmallVec};

use super::span_cache::spread;
use super::UnresolvedOperand;

/// Entries of the memo (a power of two).
const SLOTS: usize = 256;
/// Lists longer than this are not remembered (nor looked for).
const MAX_LEN: usize = 256;

/// One SSA use of a remembered list: where its `%` is, relative to the
/// `[`, how long its name is, and its `#N` result number.
#[derive(Clone, Copy)]
struct Use {
    pos: u32,
    len: u32,
    number: u32,
}

struct Entry {
    start: usize,
    end: usize,
    map: Attribute,
    uses: SmallVec<[Use; 4]>,
}

#[derive(Default)]
pub(crate) struct SubscriptCache {
    entries: Vec<Option<Entry>>,
}

/// The end of the list starting at `start` (after its first `]`) if it is
/// short enough to remember, and its slot.
fn span_at(text: &[u8], start: usize) -> Option<(usize, usize)> {
    let rest = text.get(start..)?;
    if rest.first() != Some(&b'[') {
        return None;
    }
    let close = rest.iter().take(MAX_LEN).position(|&c| c == b']')?;
    let mut h = FxHasher::default();
    h.write(&rest[..=close]);
    Some((start + close + 1, spread(h.finish(), SLOTS)))
}

impl SubscriptCache {
    /// The map and operands of a remembered list repeated at `start`, and
    /// where it ends.
    pub(crate) fn lookup<'a>(
        &self,
        text: &'a [u8],
        start: usize,
    ) -> Option<(usize, Attribute, Vec<UnresolvedOperand<'a>>)> {
        let (end, slot) = span_at(text, start)?;
        let entry = self.entries.get(slot)?.as_ref()?;
        if text.get(entry.start..entry.end) != text.get(start..end) {
            return None;
        }
        let operands = entry
            .uses
            .iter()
            .map(|u| {
                let pos = start + u.pos as usize;
                UnresolvedOperand { name: &text[pos + 1..pos + 1 + u.len as usize], number: u.number, pos }
            })
            .collect();
        Some((end, entry.map, operands))
    }

    /// Remembers the list `text[start..end]`, parsed to `map` with
    /// `operands`, if it is one this memo can give back.
    pub(crate) fn insert(
        &mut self,
        text: &[u8],
        (start, end): (usize, usize),
        map: Attribute,
        operands: &[UnresolvedOperand<'_>],
    ) {
        let Some((span_end, slot)) = span_at(text, start) else { return };
        if span_end != end {
            return;
        }
        let mut uses = SmallVec::new();
        for o in operands {
            // Every use sits inside the list, its name right after its `%`.
            let inside = o.pos > start && o.pos + 1 + o.name.len() < end;
            if !inside || text.get(o.pos + 1..o.pos + 1 + o.name.len()) != Some(o.name) {
                return;
            }
            uses.push(Use { pos: (o.pos - start) as u32, len: o.name.len() as u32, number: o.number });
        }
        if self.entries.is_empty() {
            self.entries.resize_with(SLOTS, || None);
        }
        self.entries[slot] = Some(Entry { start, end, map, uses });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hit_needs_the_same_list_and_gives_uses_at_the_new_place() {
        let ctx = strata_ir::Context::default();
        let map = ctx.integer_attr(ctx.index_type(), 7);
        let text = b"x[%a + %b#1] y[%a + %b#1] z[%a + %c#1] w[%a + %b#1";
        let mut c = SubscriptCache::default();
        assert!(c.lookup(text, 1).is_none());
        let ops = [
            UnresolvedOperand { name: &text[3..4], number: 0, pos: 2 },
            UnresolvedOperand { name: &text[8..9], number: 1, pos: 7 },
        ];
        c.insert(text, (1, 12), map, &ops);
        let (end, got, uses) = c.lookup(text, 14).expect("the same list");
        assert_eq!((end, got), (25, map));
        assert_eq!(
            uses.iter().map(|u| (u.name, u.number, u.pos)).collect::<Vec<_>>(),
            [(&b"a"[..], 0, 15), (&b"b"[..], 1, 20)]
        );
        assert!(c.lookup(text, 27).is_none(), "another name");
        assert!(c.lookup(text, 40).is_none(), "not closed");
    }
}
