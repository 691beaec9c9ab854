//! Where new records land in the arena while a pass rebuilds the IR:
//! near the ops they replace, not wherever an earlier pass left a hole.
//!
//! An arena reuses the slot freed last first. After a pass that erased ops
//! all over the module (`--canonicalize` folding a third of `tir`'s ops),
//! the holes are spread over the whole arena, in the order they were made.
//! A lowering that then creates more ops than it frees (one `memref.load`
//! becomes a `getelementptr` and a `load`) drops its new ops into holes
//! megabytes away from the function it works on, and every later walk of
//! the IR pays a cache miss per op.
//!
//! [`Body::hold_free_slots`] fills every hole with a placeholder when such
//! a pass starts; as the pass walks the IR it hands the holes back with
//! [`Body::release_held_below`], those below the highest slot it has
//! reached, lowest on top of the free list. Parsed IR sits in the arena in
//! program order, so the holes handed back are those of the function the
//! pass is in, which its new ops then fill in order;
//! [`Body::release_free_slots`] hands back the rest when the pass ends.
//!
//! Invariants: a placeholder is linked to nothing (no parent, no operands,
//! no results, no uses), so no walk of the IR meets one; placeholders live
//! only between `hold_free_slots` and `release_free_slots`, which frees
//! every one still held.

use super::arena::Arena;
use super::{Body, OpData, OpId, Value, ValueData, ValueDef};
use crate::keymap::{index_of, version_of};

/// The holes [`Body::hold_free_slots`] filled, by slot, and how many of
/// them have been handed back.
#[must_use = "the held slots must be released"]
#[derive(Debug, Default)]
pub struct HeldSlots {
    ops: Held<OpId>,
    values: Held<Value>,
}

/// Held slots of one arena in ascending slot order; those before `next`
/// are handed back.
#[derive(Debug)]
struct Held<K> {
    keys: Vec<K>,
    next: usize,
}

impl<K> Default for Held<K> {
    fn default() -> Self {
        Held { keys: Vec::new(), next: 0 }
    }
}

impl<K: slotmap::Key> Held<K> {
    /// The held keys of slots at most `slot` not handed back yet, taken
    /// out of the set, highest slot first (so that freeing them in that
    /// order leaves the lowest on top of the free list).
    fn take_below(&mut self, slot: u32) -> impl Iterator<Item = K> + '_ {
        let start = self.next;
        while self.next < self.keys.len() && index_of(self.keys[self.next]) <= slot {
            self.next += 1;
        }
        self.keys[start..self.next].iter().rev().copied()
    }

    fn take_all(&mut self) -> impl Iterator<Item = K> + '_ {
        self.take_below(u32::MAX)
    }
}

/// How far down the free list [`hold`] reads ahead of its pops.
const READ_AHEAD: usize = 8;

/// Fills every free slot of `arena` with a copy of `placeholder`, in
/// ascending slot order.
fn hold<K: slotmap::Key, T: Clone>(arena: &mut Arena<K, T>, placeholder: &T) -> Held<K> {
    let mut keys = Vec::new();
    loop {
        // Each pop reads the slot naming the next: the slots further down
        // are read now, so their misses overlap (`super::arena`).
        arena.touch_free(READ_AHEAD);
        let key = arena.insert(placeholder.clone());
        // Version 1 is a slot just added at the end of the arena: the
        // free list is empty.
        if version_of(key) == 1 {
            arena.remove(key);
            break;
        }
        keys.push(key);
    }
    keys.sort_unstable_by_key(|&k| index_of(k));
    Held { keys, next: 0 }
}

impl Body {
    /// Fills every free op and value slot with a placeholder (see the
    /// module doc). `like` is any live op: the placeholders borrow its
    /// name, location and attributes, which are plain handles.
    pub fn hold_free_slots(&mut self, like: OpId) -> HeldSlots {
        let template = &self.ops[like];
        let op = OpData {
            name: template.name,
            loc: template.loc,
            operands: Default::default(),
            results: Default::default(),
            properties: None,
            attrs: template.attrs,
            extra: None,
            parent: None,
            prev: None,
            next: None,
        };
        let ops = hold(&mut self.ops, &op);
        let values = match self.values.values().next() {
            Some(v) => {
                let value =
                    ValueData { ty: v.ty, def: ValueDef::OpResult { op: like, index: 0 }, uses: Default::default() };
                hold(&mut self.values, &value)
            }
            None => Held::default(),
        };
        HeldSlots { ops, values }
    }

    /// Hands back the held holes at or below the slots of `op` and of its
    /// results: the pass has reached them (see the module doc).
    pub fn release_held_below(&mut self, held: &mut HeldSlots, op: OpId) {
        for key in held.ops.take_below(index_of(op)) {
            self.ops.remove(key);
        }
        if let Some(&last) = self.ops[op].results.last() {
            for key in held.values.take_below(index_of(last)) {
                self.values.remove(key);
            }
        }
    }

    /// Frees every placeholder of [`Body::hold_free_slots`] still held.
    pub fn release_free_slots(&mut self, mut held: HeldSlots) {
        for key in held.ops.take_all() {
            self.ops.remove(key);
        }
        for key in held.values.take_all() {
            self.values.remove(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::keymap::index_of;
    use crate::{Body, Context, OpId, OperationState};

    /// A block of `n` ops each with one result; every third one erased
    /// from the end backwards, so the free list's top is the lowest hole.
    fn holed(ctx: &Context, n: usize) -> (Body, Vec<OpId>, Vec<u32>) {
        let mut b = Body::new();
        let (loc, empty, i32) = (ctx.unknown_loc(), ctx.empty_dictionary(), ctx.integer_type(32));
        let block = b.create_block();
        let mut ops = Vec::new();
        for _ in 0..n {
            let mut s = OperationState::new(ctx.op_name("t.op"), loc);
            s.result_types.push(i32);
            let op = b.create_op(s, empty);
            b.append_op(block, op);
            ops.push(op);
        }
        let mut holes = Vec::new();
        for i in (0..n).step_by(3) {
            holes.push(index_of(ops[i]));
            b.erase_op(ops[i]);
        }
        let kept = (0..n).filter(|i| i % 3 != 0).map(|i| ops[i]).collect();
        (b, kept, holes)
    }

    fn new_op(ctx: &Context, b: &mut Body) -> OpId {
        let mut s = OperationState::new(ctx.op_name("t.new"), ctx.unknown_loc());
        s.result_types.push(ctx.integer_type(32));
        b.create_op(s, ctx.empty_dictionary())
    }

    #[test]
    fn held_holes_are_handed_back_in_slot_order_as_the_walk_reaches_them() {
        let ctx = Context::default();
        let (mut b, kept, holes) = holed(&ctx, 30);
        let live = b.num_ops();
        let end = index_of(*kept.last().unwrap()) + 1;
        let mut held = b.hold_free_slots(kept[0]);
        // Nothing handed back yet: a new op goes to the end of the arena.
        let first = new_op(&ctx, &mut b);
        assert!(index_of(first) >= end);
        // The walk reaches the sixth kept op: the holes below it come
        // back, lowest first.
        b.release_held_below(&mut held, kept[5]);
        let below: Vec<u32> = holes.iter().copied().filter(|&h| h <= index_of(kept[5])).collect();
        assert!(below.len() >= 2);
        for &hole in &below {
            let op = new_op(&ctx, &mut b);
            assert_eq!(index_of(op), hole);
            assert!(index_of(b.result(op, 0)) <= index_of(b.result(kept[5], 0)));
        }
        // A walk going back hands nothing more back.
        b.release_held_below(&mut held, kept[0]);
        assert!(index_of(new_op(&ctx, &mut b)) >= end);
        b.release_free_slots(held);
        assert_eq!(b.num_ops(), live + below.len() + 2);
        b.check_invariants().unwrap();
        // The rest of the holes are free again, lowest first.
        let rest: Vec<u32> = holes.iter().copied().filter(|&h| h > index_of(kept[5])).collect();
        for &hole in &rest {
            assert_eq!(index_of(new_op(&ctx, &mut b)), hole);
        }
    }

    #[test]
    fn holding_an_arena_without_holes_holds_nothing() {
        let ctx = Context::default();
        let (mut b, kept, _) = holed(&ctx, 3);
        let _ = new_op(&ctx, &mut b); // fills the one hole
        let live = b.num_ops();
        let held = b.hold_free_slots(kept[0]);
        assert_eq!(b.num_ops(), live);
        b.release_free_slots(held);
        assert_eq!(b.num_ops(), live);
    }
}
