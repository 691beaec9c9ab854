//! Moving a whole arena into another: [`Body::absorb_region`].
//!
//! This is how IR built separately (the parser builds the regions of
//! isolated ops on worker threads, each into its own `Body`) joins the main
//! arena. Every entity of the source gets a new key in `self`; every key
//! stored inside the moved data (operands, results, use lists, parents,
//! sibling links, successors, predecessors) is rewritten through the key
//! maps, so all `Body` invariants carry over. Cost: O(entities of the
//! source), independent of the size of `self`.

use slotmap::{Key, SlotMap};

use super::{BlockId, Body, OpId, RegionId, Use, Value, ValueDef};

/// Where [`Body::absorb_region`] moved the source's ops and values.
pub struct Remap {
    ops: KeyMap<OpId>,
    values: KeyMap<Value>,
}

impl Remap {
    /// The new key of a moved op.
    pub fn op(&self, old: OpId) -> OpId {
        self.ops.get(old)
    }
    /// The new key of a moved value.
    pub fn value(&self, old: Value) -> Value {
        self.values.get(old)
    }
}

/// Old key -> new key, indexed by the old key's slot index.
struct KeyMap<K> {
    new: Vec<K>,
}

impl<K: Key> KeyMap<K> {
    fn slot(k: K) -> usize {
        // The low 32 bits of a slotmap key are its slot index.
        (k.data().as_ffi() & 0xffff_ffff) as usize
    }

    /// Moves every entry of `src` into `dst`, remembering the new keys.
    fn move_all<T>(src: &mut SlotMap<K, T>, dst: &mut SlotMap<K, T>) -> (KeyMap<K>, Vec<K>) {
        let mut new = Vec::new();
        let mut moved = Vec::with_capacity(src.len());
        for (old, data) in src.drain() {
            let k = dst.insert(data);
            let slot = Self::slot(old);
            if new.len() <= slot {
                new.resize(slot + 1, K::null());
            }
            new[slot] = k;
            moved.push(k);
        }
        (KeyMap { new }, moved)
    }
}

/// Where moved entities went: old key -> new key.
pub(super) trait KeyLookup<K: Copy> {
    fn get(&self, old: K) -> K;
    fn opt(&self, old: Option<K>) -> Option<K> {
        old.map(|k| self.get(k))
    }
}

impl<K: Key> KeyLookup<K> for KeyMap<K> {
    fn get(&self, old: K) -> K {
        self.new[Self::slot(old)]
    }
}

impl<K: Copy + Eq + std::hash::Hash> KeyLookup<K> for crate::FxHashMap<K, K> {
    fn get(&self, old: K) -> K {
        self[&old]
    }
}

impl<K: Key + std::hash::Hash> KeyLookup<K> for crate::keymap::KeyMap<K, K> {
    fn get(&self, old: K) -> K {
        self[old]
    }
}

/// The entities a move created in the destination, and the maps from
/// their old keys.
pub(super) struct Moved<'m, O, B, R, V> {
    pub ops: (&'m [OpId], &'m O),
    pub blocks: (&'m [BlockId], &'m B),
    pub regions: (&'m [RegionId], &'m R),
    pub values: (&'m [Value], &'m V),
}

impl Body {
    /// Rewrites every key stored in the moved entities (operands, results,
    /// use lists, parents, sibling links, successors, predecessors) through
    /// the maps, so that the destination's invariants hold again.
    pub(super) fn remap_moved<O, B, R, V>(&mut self, m: Moved<'_, O, B, R, V>)
    where
        O: KeyLookup<OpId>,
        B: KeyLookup<BlockId>,
        R: KeyLookup<RegionId>,
        V: KeyLookup<Value>,
    {
        let ((new_ops, ops), (new_blocks, blocks)) = (m.ops, m.blocks);
        let ((new_regions, regions), (new_values, values)) = (m.regions, m.values);
        let remap_use = |u: &mut Use| u.op = ops.get(u.op);
        for &op in new_ops {
            let d = &mut self.ops[op];
            for o in d.operands.iter_mut() {
                o.value = values.get(o.value);
            }
            for r in d.results.iter_mut() {
                *r = values.get(*r);
            }
            if let Some(extra) = d.extra.as_mut() {
                for r in extra.regions.iter_mut() {
                    *r = regions.get(*r);
                }
                for s in extra.successors.iter_mut() {
                    s.block = blocks.get(s.block);
                }
            }
            d.parent = blocks.opt(d.parent);
            d.prev = ops.opt(d.prev);
            d.next = ops.opt(d.next);
        }
        for &block in new_blocks {
            let d = &mut self.blocks[block];
            d.parent = regions.opt(d.parent);
            for a in d.args.iter_mut() {
                *a = values.get(*a);
            }
            d.first = ops.opt(d.first);
            d.last = ops.opt(d.last);
            d.prev = blocks.opt(d.prev);
            d.next = blocks.opt(d.next);
            d.predecessors.iter_mut().for_each(remap_use);
        }
        for &region in new_regions {
            let d = &mut self.regions[region];
            d.parent = ops.opt(d.parent);
            d.first = blocks.opt(d.first);
            d.last = blocks.opt(d.last);
        }
        for &value in new_values {
            let d = &mut self.values[value];
            d.def = match d.def {
                ValueDef::OpResult { op, index } => ValueDef::OpResult { op: ops.get(op), index },
                ValueDef::BlockArgument { block, index } => ValueDef::BlockArgument { block: blocks.get(block), index },
                ValueDef::Placeholder => ValueDef::Placeholder,
            };
            d.uses.iter_mut().for_each(remap_use);
        }
    }

    /// Moves everything in `src` into `self` (keys remapped), leaving `src`
    /// empty with its capacity.
    fn absorb_all(&mut self, src: &mut Body) -> Absorbed {
        self.op_names.union_with(&src.op_names);
        let (ops, new_ops) = KeyMap::move_all(&mut src.ops, &mut self.ops);
        let (blocks, new_blocks) = KeyMap::move_all(&mut src.blocks, &mut self.blocks);
        let (regions, new_regions) = KeyMap::move_all(&mut src.regions, &mut self.regions);
        let (values, new_values) = KeyMap::move_all(&mut src.values, &mut self.values);
        self.remap_moved(Moved {
            ops: (&new_ops, &ops),
            blocks: (&new_blocks, &blocks),
            regions: (&new_regions, &regions),
            values: (&new_values, &values),
        });
        Absorbed { ops, regions, values }
    }

    /// Makes the blocks of the detached region `from` the blocks of the
    /// empty region `dst`, and erases `from`.
    pub(super) fn transfer_blocks(&mut self, from: RegionId, dst: RegionId) {
        debug_assert!(self.regions[dst].first.is_none(), "blocks moved into a non-empty region");
        let data = self.regions.remove(from).expect("moved region");
        let mut b = data.first;
        while let Some(block) = b {
            self.blocks[block].parent = Some(dst);
            b = self.blocks[block].next;
        }
        let d = &mut self.regions[dst];
        d.first = data.first;
        d.last = data.last;
    }

    /// Moves everything in `src` into `self` and appends the blocks of
    /// `src_region` (a detached region of `src`) to `dst`, which must be
    /// empty. `src` must hold nothing but that region's contents, so that
    /// nothing detached is left behind in `self`. `src` is left empty with
    /// its capacity, ready to be reused. Returns where ops and values went.
    pub fn absorb_region(&mut self, dst: RegionId, src: &mut Body, src_region: RegionId) -> Remap {
        debug_assert!(self.regions[dst].first.is_none(), "absorb_region into a non-empty region");
        let moved = self.absorb_all(src);
        self.transfer_blocks(moved.regions.get(src_region), dst);
        Remap { ops: moved.ops, values: moved.values }
    }

    /// Moves everything in `src` into `self`; `src_op` must be a detached
    /// op of `src` whose regions match `dst`'s in number and are empty in
    /// `dst`. Each region's blocks go to the matching region of `dst`, and
    /// `src_op` itself (with its regions) is erased. See [`Body::lend_regions`].
    pub(super) fn absorb_regions_of(&mut self, dst: OpId, src: &mut Body, src_op: OpId) {
        let moved = self.absorb_all(src);
        let shell = moved.ops.get(src_op);
        let from: Vec<RegionId> = self.ops[shell].take_regions();
        let to = self.ops[dst].regions().to_vec();
        for (f, t) in from.into_iter().zip(to) {
            self.transfer_blocks(f, t);
        }
        self.ops.remove(shell);
    }
}

/// The maps of [`Body::absorb_all`].
struct Absorbed {
    ops: KeyMap<OpId>,
    regions: KeyMap<RegionId>,
    values: KeyMap<Value>,
}

#[cfg(test)]
mod tests {
    use crate::{Body, Context, OperationState};

    /// Builds `op(%arg) { ^bb0(%a): use(%a) ; br ^bb1 ^bb1: }` in a fresh body.
    fn region_body(ctx: &Context) -> (Body, crate::RegionId) {
        let mut b = Body::new();
        let i32 = ctx.integer_type(32);
        let region = b.create_region();
        let bb0 = b.create_block();
        let bb1 = b.create_block();
        b.append_block(region, bb0);
        b.append_block(region, bb1);
        let arg = b.add_block_arg(bb0, i32, None);
        let loc = ctx.unknown_loc();
        let mut s = OperationState::new(ctx.op_name("t.def"), loc);
        s.operands.push(arg);
        s.result_types.push(i32);
        let def = b.create_op(s, ctx.empty_dictionary());
        b.append_op(bb0, def);
        let mut s = OperationState::new(ctx.op_name("t.br"), loc);
        s.operands.push(b.result(def, 0));
        s.successors.push(bb1);
        let br = b.create_op(s, ctx.empty_dictionary());
        b.append_op(bb0, br);
        (b, region)
    }

    #[test]
    fn absorbed_region_keeps_links_and_invariants() {
        let ctx = Context::default();
        let mut main = Body::new();
        // Unrelated entities first, so new keys differ from old ones.
        let (filler, filler_region) = region_body(&ctx);
        let first = main.create_region();
        let mut filler = filler;
        main.absorb_region(first, &mut filler, filler_region);
        assert_eq!(filler.num_ops(), 0);
        let dst = main.create_region();
        let (mut src, src_region) = region_body(&ctx);
        main.absorb_region(dst, &mut src, src_region);
        main.check_invariants().unwrap();

        let blocks: Vec<_> = main.region_blocks(dst).collect();
        assert_eq!(blocks.len(), 2);
        assert!(blocks.iter().all(|&b| main.block_region(b) == Some(dst)));
        let ops: Vec<_> = main.block_ops(blocks[0]).collect();
        assert_eq!(ops.len(), 2);
        assert_eq!(main.operand(ops[0], 0), main.block_args(blocks[0])[0]);
        assert_eq!(main.operand(ops[1], 0), main.result(ops[0], 0));
        assert_eq!(main.successors(ops[1]).collect::<Vec<_>>(), vec![blocks[1]]);
        assert_eq!(main.region_blocks(first).count(), 2);
    }
}
