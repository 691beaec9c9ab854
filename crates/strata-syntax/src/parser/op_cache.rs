//! A memo of the custom ops a parse has met: a dotted op name as written
//! (`arith.addi`) to its registered name and custom form, in a small
//! direct-mapped table. Every custom op is looked up once per op parsed;
//! a hit is one slice compare, where the name map and the context's
//! registry cost a hash of the name, a probe and an interface lookup.
//!
//! Invariant: an entry answers only for exactly the bytes it was filled
//! with, and only dotted names are filled (they name the same op anywhere
//! in a file; unqualified ones depend on the enclosing default dialect). A
//! miss (an empty or other entry) falls back to the full lookup.

use strata_ir::OpName;

use super::hooks::CustomAssembly;
use super::span_cache::{head_word, spread};

/// Entries: a power of two, several times the distinct ops of a file.
const SLOTS: usize = 64;

#[derive(Default)]
pub(crate) struct CustomOpCache<'a> {
    entries: Vec<Option<(&'a [u8], OpName, CustomAssembly)>>,
}

fn slot(name: &[u8]) -> usize {
    // The first and the last eight bytes, and the length: op names of one
    // dialect share their start (`arith.addi`, `arith.addf`).
    let tail = head_word(&name[name.len().saturating_sub(8)..]);
    spread(head_word(name) ^ tail.rotate_left(29) ^ name.len() as u64, SLOTS)
}

impl<'a> CustomOpCache<'a> {
    /// The op and custom form remembered for `written`, if any.
    pub(crate) fn get(&self, written: &[u8]) -> Option<(OpName, CustomAssembly)> {
        match self.entries.get(slot(written)) {
            Some(Some((key, name, asm))) if *key == written => Some((*name, *asm)),
            _ => None,
        }
    }

    /// Remembers `written` (a dotted op name) as `name` with custom form `asm`.
    pub(crate) fn insert(&mut self, written: &'a [u8], name: OpName, asm: CustomAssembly) {
        if self.entries.is_empty() {
            self.entries.resize(SLOTS, None);
        }
        self.entries[slot(written)] = Some((written, name, asm));
    }
}

#[cfg(test)]
mod tests {
    use super::{slot, CustomOpCache, SLOTS};
    use crate::parser::CustomAssembly;

    fn form(print_name: bool) -> CustomAssembly {
        CustomAssembly { parse: |_, _| Ok(()), print: |_, _| {}, default_dialect: None, result_names: None, print_name }
    }

    /// Only the exact bytes an entry was filled with are answered, also when
    /// another name shares its slot (the later one replaces it).
    #[test]
    fn answers_only_the_bytes_it_was_given() {
        let ctx = strata_ir::Context::new();
        let names: Vec<String> = (0..4 * SLOTS).map(|i| format!("d.op{i}")).collect();
        let first = names[0].as_bytes();
        let rival =
            names.iter().map(|n| n.as_bytes()).find(|n| *n != first && slot(n) == slot(first)).expect("a rival");
        let mut cache = CustomOpCache::default();
        assert!(cache.get(first).is_none());
        cache.insert(first, ctx.op_name("d.op0"), form(true));
        assert_eq!(cache.get(first).map(|(n, a)| (n, a.print_name)), Some((ctx.op_name("d.op0"), true)));
        assert!(cache.get(rival).is_none());
        assert!(cache.get(b"d.op0x").is_none() && cache.get(b"d.op").is_none());
        let rival_name = ctx.op_name(std::str::from_utf8(rival).expect("ASCII"));
        cache.insert(rival, rival_name, form(false));
        assert!(cache.get(first).is_none());
        assert_eq!(cache.get(rival).map(|(n, a)| (n, a.print_name)), Some((rival_name, false)));
    }
}
