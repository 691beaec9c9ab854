//! Creating, linking, unlinking, erasing, moving and cloning IR.
//!
//! Everything here keeps the invariants of the module doc. Recursive
//! structures (erasing or cloning an op with regions) are handled with
//! explicit work stacks, never recursion, so depth is bounded by memory only.

use super::block::ArgLocs;
use super::operation::BlockOperand;
use super::{BlockData, BlockId, Body, OpData, OpId, OpOperand, RegionData, RegionId, Use, Value, ValueData, ValueDef};
use crate::{Attribute, Location, OpName, Type};

/// Everything needed to create an op (upstream's `OperationState`).
#[derive(Clone, Debug)]
pub struct OperationState {
    pub name: OpName,
    pub loc: Location,
    /// Inline for the common small cases (no allocation per op).
    pub operands: smallvec::SmallVec<[Value; 4]>,
    pub result_types: smallvec::SmallVec<[Type; 2]>,
    pub properties: Option<Attribute>,
    /// Discardable attributes; `None` means an empty dictionary.
    pub attrs: Option<Attribute>,
    /// Regions to attach (created with [`Body::create_region`], detached).
    pub regions: Vec<RegionId>,
    pub successors: Vec<BlockId>,
}

impl OperationState {
    /// A constant-like op `name` with one result of type `ty` and the
    /// property `value` (how dialects materialize constants).
    pub fn constant(
        ctx: &crate::Context,
        name: &str,
        value: crate::Attribute,
        ty: Type,
        loc: Location,
    ) -> OperationState {
        let mut st = OperationState::new(ctx.op_name(name), loc);
        st.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("value"), value)]));
        st.result_types.push(ty);
        st
    }

    /// Sets the op's attributes from one list, as upstream's
    /// `OperationState::addAttributes` on an op with properties: the
    /// registered op's inherent attributes go to its properties, with the
    /// default of each absent default-valued one filled in, the rest stay
    /// discardable (an unregistered op keeps them all discardable).
    pub fn set_attributes(&mut self, ctx: &crate::Context, entries: Vec<(crate::Ident, crate::Attribute)>) {
        let Some(info) = ctx.op_info(self.name) else {
            self.properties = None;
            self.attrs = (!entries.is_empty()).then(|| ctx.dictionary_attr(entries));
            return;
        };
        let (mut props, attrs): (Vec<_>, Vec<_>) =
            entries.into_iter().partition(|&(k, _)| info.is_inherent_ident(ctx, k));
        let defaults = info.attr_defaults(ctx);
        for (&name, default) in info.attr_idents().iter().zip(defaults) {
            if let Some(default) = *default {
                if !props.iter().any(|&(k, _)| k == name) {
                    props.push((name, default));
                }
            }
        }
        self.properties = Some(ctx.dictionary_attr(props));
        self.attrs = (!attrs.is_empty()).then(|| ctx.dictionary_attr(attrs));
    }

    pub fn new(name: OpName, loc: Location) -> OperationState {
        OperationState {
            name,
            loc,
            operands: smallvec::SmallVec::new(),
            result_types: smallvec::SmallVec::new(),
            properties: None,
            attrs: None,
            regions: Vec::new(),
            successors: Vec::new(),
        }
    }
}

impl Body {
    /// Creates a detached op. `empty_dict` must be the context's empty
    /// dictionary (used when `state.attrs` is `None`).
    pub fn create_op(&mut self, state: OperationState, empty_dict: Attribute) -> OpId {
        self.op_names.insert(state.name);
        let op = self.ops.insert(OpData {
            name: state.name,
            loc: state.loc,
            operands: smallvec::SmallVec::with_capacity(state.operands.len()),
            results: smallvec::SmallVec::with_capacity(state.result_types.len()),
            properties: state.properties,
            attrs: state.attrs.unwrap_or(empty_dict),
            extra: OpData::extra_of(state.regions, state.successors.len()),
            parent: None,
            prev: None,
            next: None,
        });
        for (i, v) in state.operands.into_iter().enumerate() {
            let use_index = self.add_use(v, Use { op, index: i as u32 });
            self.ops[op].operands.push(OpOperand { value: v, use_index });
        }
        for (i, ty) in state.result_types.into_iter().enumerate() {
            let v = self.values.insert(ValueData {
                ty,
                def: ValueDef::OpResult { op, index: i as u32 },
                uses: Default::default(),
            });
            self.ops[op].results.push(v);
        }
        for (i, b) in state.successors.into_iter().enumerate() {
            let use_index = self.add_pred(b, Use { op, index: i as u32 });
            self.ops[op].successors_mut().push(BlockOperand { block: b, use_index });
        }
        for k in 0..self.ops[op].regions().len() {
            let r = self.ops[op].regions()[k];
            self.regions[r].parent = Some(op);
        }
        op
    }

    fn add_pred(&mut self, block: BlockId, u: Use) -> u32 {
        let preds = &mut self.blocks[block].predecessors;
        preds.push(u);
        (preds.len() - 1) as u32
    }

    fn remove_pred(&mut self, block: BlockId, use_index: u32) {
        let preds = &mut self.blocks[block].predecessors;
        preds.swap_remove(use_index as usize);
        if let Some(&moved) = preds.get(use_index as usize) {
            self.ops[moved.op].successors_mut()[moved.index as usize].use_index = use_index;
        }
    }

    /// Sets successor `index` of `op` to `block`.
    pub fn set_successor(&mut self, op: impl Into<OpId>, index: usize, block: BlockId) {
        let op: OpId = op.into();
        let old = self.ops[op].successors()[index];
        if old.block == block {
            return;
        }
        self.remove_pred(old.block, old.use_index);
        let use_index = self.add_pred(block, Use { op, index: index as u32 });
        self.ops[op].successors_mut()[index] = BlockOperand { block, use_index };
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: impl Into<OpId>, values: &[Value]) {
        let op: OpId = op.into();
        self.drop_operands(op);
        for (i, &v) in values.iter().enumerate() {
            let use_index = self.add_use(v, Use { op, index: i as u32 });
            self.ops[op].operands.push(OpOperand { value: v, use_index });
        }
    }

    /// Removes every operand of `op` (and their uses).
    pub fn drop_operands(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        let mut operands = std::mem::take(&mut self.ops[op].operands);
        // Highest use index first: a swap-remove then only ever moves a use
        // of another op (this op's operands are gone, so one of its own uses
        // could not be patched), whatever order the uses are in.
        operands.sort_unstable_by_key(|o| std::cmp::Reverse(o.use_index));
        for o in operands {
            self.remove_use(o.value, o.use_index);
        }
    }

    /// Erases operand `index` of `op`, shifting later operands down.
    pub fn erase_operand(&mut self, op: impl Into<OpId>, index: usize) {
        let op: OpId = op.into();
        let mut values: Vec<Value> = self.operands(op).collect();
        values.remove(index);
        self.set_operands(op, &values);
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        self.regions.insert(RegionData::default())
    }

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        self.blocks.insert(BlockData::default())
    }

    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Location>) -> Value {
        let index = self.blocks[block].args.len() as u32;
        let v = self.values.insert(ValueData {
            ty,
            def: ValueDef::BlockArgument { block, index },
            uses: Default::default(),
        });
        let data = &mut self.blocks[block];
        data.args.push(v);
        if loc.is_some() || !data.arg_locs.is_empty() {
            let locs = data.arg_locs.vec_mut();
            locs.resize(data.args.len() - 1, None);
            locs.push(loc);
        }
        v
    }

    /// Erases an unused block argument, renumbering the later ones.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let v = self.blocks[block].args.remove(index);
        if index < self.blocks[block].arg_locs.len() {
            self.blocks[block].arg_locs.vec_mut().remove(index);
        }
        debug_assert!(self.values[v].uses.is_empty(), "erasing a used block argument");
        self.values.remove(v);
        for (i, &a) in self.blocks[block].args.iter().enumerate().skip(index) {
            self.values[a].def = ValueDef::BlockArgument { block, index: i as u32 };
        }
    }

    /// Makes `args`, each an argument of `block` already, its argument
    /// list in that order, erasing the arguments left out (all unused):
    /// O(arguments). With [`Body::add_block_arg`] it inserts arguments
    /// anywhere at once (upstream's `insertArguments`).
    pub fn set_block_args(&mut self, block: BlockId, args: &[Value]) {
        let old = std::mem::take(&mut self.blocks[block].args);
        let old_locs = std::mem::take(&mut self.blocks[block].arg_locs);
        let mut kept = vec![false; old.len()];
        let mut locs = Vec::with_capacity(args.len());
        for &a in args {
            let ValueDef::BlockArgument { block: b, index } = self.values[a].def else {
                panic!("set_block_args: a value that is not a block argument")
            };
            assert!(b == block, "set_block_args: an argument of another block");
            kept[index as usize] = true;
            locs.push(old_locs.get(index as usize));
        }
        for (v, kept) in old.into_iter().zip(kept) {
            if !kept {
                debug_assert!(self.values[v].uses.is_empty(), "erasing a used block argument");
                self.values.remove(v);
            }
        }
        for (i, &a) in args.iter().enumerate() {
            self.values[a].def = ValueDef::BlockArgument { block, index: i as u32 };
        }
        let data = &mut self.blocks[block];
        data.args = args.to_vec();
        data.arg_locs = ArgLocs::from_vec(if locs.iter().any(Option::is_some) { locs } else { Vec::new() });
    }

    /// Erases the arguments of `block` for which `erase` says true (all
    /// unused), renumbering the rest once: O(arguments), however many go
    /// (upstream's `eraseArguments(pred)`).
    pub fn erase_block_args_if(&mut self, block: BlockId, mut erase: impl FnMut(&Body, Value) -> bool) {
        let args = self.blocks[block].args.clone();
        let locs = self.blocks[block].arg_locs.take();
        let mut kept = Vec::with_capacity(args.len());
        let mut kept_locs = Vec::with_capacity(locs.len());
        for (i, a) in args.into_iter().enumerate() {
            if erase(self, a) {
                debug_assert!(self.values[a].uses.is_empty(), "erasing a used block argument");
                self.values.remove(a);
            } else {
                self.values[a].def = ValueDef::BlockArgument { block, index: kept.len() as u32 };
                kept.push(a);
                if let Some(&loc) = locs.get(i) {
                    kept_locs.push(loc);
                }
            }
        }
        self.blocks[block].args = kept;
        self.blocks[block].arg_locs = ArgLocs::from_vec(kept_locs);
    }

    // ---- op lists ----

    fn link_op(&mut self, op: OpId, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        self.ops[op].parent = Some(block);
        self.ops[op].prev = prev;
        self.ops[op].next = next;
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op),
            None => self.blocks[block].last = Some(op),
        }
    }

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: impl Into<OpId>) {
        let op: OpId = op.into();
        let last = self.blocks[block].last;
        self.link_op(op, block, last, None);
    }

    /// Inserts a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: impl Into<OpId>) {
        let op: OpId = op.into();
        let first = self.blocks[block].first;
        self.link_op(op, block, None, first);
    }

    /// Inserts a detached op right before `anchor`.
    pub fn insert_op_before(&mut self, anchor: impl Into<OpId>, op: impl Into<OpId>) {
        let (op, anchor): (OpId, OpId) = (op.into(), anchor.into());
        let block = self.ops[anchor].parent.expect("anchor op is not in a block");
        let prev = self.ops[anchor].prev;
        self.link_op(op, block, prev, Some(anchor));
    }

    /// Inserts a detached op right after `anchor`.
    pub fn insert_op_after(&mut self, anchor: impl Into<OpId>, op: impl Into<OpId>) {
        let (op, anchor): (OpId, OpId) = (op.into(), anchor.into());
        let block = self.ops[anchor].parent.expect("anchor op is not in a block");
        let next = self.ops[anchor].next;
        self.link_op(op, block, Some(anchor), next);
    }

    /// Unlinks `op` from its block; it stays alive, detached.
    pub fn remove_op(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        let Some(block) = self.ops[op].parent else { return };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
        let data = &mut self.ops[op];
        data.parent = None;
        data.prev = None;
        data.next = None;
    }

    /// Moves `op` (attached or not) right before `anchor`.
    pub fn move_op_before(&mut self, op: impl Into<OpId>, anchor: impl Into<OpId>) {
        let (op, anchor): (OpId, OpId) = (op.into(), anchor.into());
        self.remove_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Moves `op` (attached or not) right after `anchor`.
    pub fn move_op_after(&mut self, op: impl Into<OpId>, anchor: impl Into<OpId>) {
        let (op, anchor): (OpId, OpId) = (op.into(), anchor.into());
        self.remove_op(op);
        self.insert_op_after(anchor, op);
    }

    /// Replaces every use of `op`'s results with `values` (one per result)
    /// and erases `op` (upstream's `replaceOp`).
    pub fn replace_op(&mut self, op: impl Into<OpId>, values: &[Value]) {
        let op: OpId = op.into();
        let results = self.ops[op].results.clone();
        assert_eq!(results.len(), values.len(), "replace_op: one value per result");
        for (&r, &v) in results.iter().zip(values) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Erases `op` and everything nested in it. Its results must be unused
    /// (values used only inside `op` itself are fine).
    pub fn erase_op(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        self.remove_op(op);
        if self.ops[op].regions().is_empty() {
            // The common case, a leaf: no work lists to build.
            self.drop_references(op);
            self.free_op(op);
            return;
        }
        // Pass 1: drop every operand and successor reference in the tree, so
        // uses between nested ops vanish before values are freed.
        let mut all_ops = Vec::new();
        let mut all_blocks = Vec::new();
        let mut all_regions = Vec::new();
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            all_ops.push(o);
            for &r in self.ops[o].regions() {
                all_regions.push(r);
                let mut b = self.regions[r].first;
                while let Some(bb) = b {
                    all_blocks.push(bb);
                    let mut cur = self.blocks[bb].first;
                    while let Some(c) = cur {
                        stack.push(c);
                        cur = self.ops[c].next;
                    }
                    b = self.blocks[bb].next;
                }
            }
        }
        for &o in &all_ops {
            self.drop_references(o);
        }
        // Pass 2: free storage.
        for o in all_ops {
            self.free_op(o);
        }
        for b in all_blocks {
            if let Some(data) = self.blocks.remove(b) {
                for a in data.args {
                    self.values.remove(a);
                }
            }
        }
        for r in all_regions {
            self.regions.remove(r);
        }
    }

    /// Drops `o`'s operand uses and its successors' predecessor entries.
    fn drop_references(&mut self, o: OpId) {
        self.drop_operands(o);
        let mut succs = self.ops[o].take_successors();
        // Highest predecessor index first, as `drop_operands` does: a
        // swap-remove then never moves a slot of this op (two successors
        // naming one block), whose list is gone.
        succs.sort_unstable_by_key(|s| std::cmp::Reverse(s.use_index));
        for s in succs {
            if self.blocks.contains_key(s.block) {
                self.remove_pred(s.block, s.use_index);
            }
        }
    }

    /// Frees `o` and its results (all unused by now).
    fn free_op(&mut self, o: OpId) {
        if let Some(data) = self.ops.remove(o) {
            for r in data.results {
                debug_assert!(self.values[r].uses.is_empty(), "erasing an op whose result is still used");
                self.values.remove(r);
            }
        }
    }

    // ---- block lists ----

    fn link_block(&mut self, block: BlockId, region: RegionId, prev: Option<BlockId>, next: Option<BlockId>) {
        self.blocks[block].parent = Some(region);
        self.blocks[block].prev = prev;
        self.blocks[block].next = next;
        match prev {
            Some(p) => self.blocks[p].next = Some(block),
            None => self.regions[region].first = Some(block),
        }
        match next {
            Some(n) => self.blocks[n].prev = Some(block),
            None => self.regions[region].last = Some(block),
        }
    }

    /// Appends a detached block to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.regions[region].last;
        self.link_block(block, region, last, None);
    }

    /// Inserts a detached block before `anchor`.
    pub fn insert_block_before(&mut self, anchor: BlockId, block: BlockId) {
        let region = self.blocks[anchor].parent.expect("anchor block is not in a region");
        let prev = self.blocks[anchor].prev;
        self.link_block(block, region, prev, Some(anchor));
    }

    /// Inserts a detached block after `anchor`.
    pub fn insert_block_after(&mut self, anchor: BlockId, block: BlockId) {
        let region = self.blocks[anchor].parent.expect("anchor block is not in a region");
        let next = self.blocks[anchor].next;
        self.link_block(block, region, Some(anchor), next);
    }

    /// Unlinks a block from its region; it stays alive, detached.
    pub fn remove_block(&mut self, block: BlockId) {
        let Some(region) = self.blocks[block].parent else { return };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last = prev,
        }
        let data = &mut self.blocks[block];
        data.parent = None;
        data.prev = None;
        data.next = None;
    }

    /// Erases a block and its ops. Its arguments and op results must be
    /// unused outside it, and no op may still branch to it.
    pub fn erase_block(&mut self, block: BlockId) {
        self.remove_block(block);
        let ops: Vec<OpId> = self.block_ops(block).collect();
        // Drop every top-level operand first: uses between the block's own
        // ops then vanish whatever the erasure order.
        for &o in &ops {
            self.drop_operands(o);
        }
        for &o in ops.iter().rev() {
            self.erase_op(o);
        }
        let data = self.blocks.remove(block).expect("block erased twice");
        for a in data.args {
            self.values.remove(a);
        }
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new
    /// block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: impl Into<OpId>) -> BlockId {
        let op: OpId = op.into();
        let from = self.ops[op].parent.expect("split_block: op is not in a block");
        let new_block = self.create_block();
        self.insert_block_after(block, new_block);
        self.splice_tail(from, op, new_block);
        new_block
    }

    /// Moves `first` and every op after it in `from` to the end of `to`,
    /// unlinking the chain once and relinking it once: each moved op only
    /// has its parent rewritten (a split at an early op of a long block
    /// would otherwise unlink and relink every op after it).
    fn splice_tail(&mut self, from: BlockId, first: OpId, to: BlockId) {
        debug_assert_ne!(from, to, "splice_tail: a block onto itself");
        let last = self.blocks[from].last.expect("a block holding `first` has a last op");
        match self.ops[first].prev {
            Some(p) => self.ops[p].next = None,
            None => self.blocks[from].first = None,
        }
        self.blocks[from].last = self.ops[first].prev;
        match self.blocks[to].last {
            Some(tail) => self.ops[tail].next = Some(first),
            None => self.blocks[to].first = Some(first),
        }
        self.ops[first].prev = self.blocks[to].last;
        self.blocks[to].last = Some(last);
        let mut cur = Some(first);
        while let Some(o) = cur {
            let data = &mut self.ops[o];
            data.parent = Some(to);
            cur = data.next;
        }
    }

    /// Moves every op of `source` to the end of `dest` (or before `before`
    /// when given, which must be in `dest`), replacing `source`'s arguments
    /// with `args`, and erases `source`.
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value], before: Option<OpId>) {
        let src_args = self.blocks[source].args.clone();
        assert_eq!(src_args.len(), args.len(), "merge_blocks: argument count mismatch");
        for (&a, &v) in src_args.iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        match (before, self.blocks[source].first) {
            (None, Some(first)) if source != dest => self.splice_tail(source, first, dest),
            _ => {
                while let Some(o) = self.blocks[source].first {
                    self.remove_op(o);
                    match before {
                        Some(anchor) => self.insert_op_before(anchor, o),
                        None => self.append_op(dest, o),
                    }
                }
            }
        }
        self.erase_block(source);
    }

    /// Moves every block of `region` into `dest_region` before `before` (or
    /// at the end); `region` is left empty.
    pub fn inline_region_before(&mut self, region: RegionId, dest_region: RegionId, before: Option<BlockId>) {
        while let Some(b) = self.regions[region].first {
            self.remove_block(b);
            match before {
                Some(anchor) => self.insert_block_before(anchor, b),
                None => self.append_block(dest_region, b),
            }
        }
    }

    /// Adds a region to an op (appended after its existing regions).
    pub fn add_region(&mut self, op: impl Into<OpId>) -> RegionId {
        let op: OpId = op.into();
        let r = self.create_region();
        self.regions[r].parent = Some(op);
        self.ops[op].regions_mut().push(r);
        r
    }

    /// Deep-clones `op` (detached) with its regions. Operands found in
    /// `mapping` are remapped; every value the clone defines is added to it.
    pub fn clone_op(&mut self, op: impl Into<OpId>, mapping: &mut crate::inliner::ValueMapping) -> OpId {
        let op: OpId = op.into();
        let mut cloning = Cloning::default();
        let root = self.clone_shell(op, mapping);
        cloning.pending.push((op, root));
        cloning.stack.push((op, root));
        self.finish_clone(cloning, mapping);
        root
    }

    /// Clones the blocks of `src` into `dest`, before `before` (or at the
    /// end), and returns the new blocks (upstream's `Region::cloneInto`).
    /// A block argument already in `mapping` is not cloned: its uses take
    /// the mapped value (how an inlined entry block's arguments become the
    /// call's operands). Every value the clone defines is added to
    /// `mapping`.
    pub fn clone_region_before(
        &mut self,
        src: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        mapping: &mut crate::inliner::ValueMapping,
    ) -> Vec<BlockId> {
        let mut cloning = Cloning::default();
        let blocks = self.clone_blocks(&mut cloning, src, dest, before, mapping);
        self.finish_clone(cloning, mapping);
        blocks
    }

    /// Creates the blocks of `src` in `dest` with their arguments and the
    /// shells of their ops, queueing the ops for [`Body::finish_clone`].
    fn clone_blocks(
        &mut self,
        cloning: &mut Cloning,
        src: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        mapping: &mut crate::inliner::ValueMapping,
    ) -> Vec<BlockId> {
        let blocks: Vec<BlockId> = self.region_blocks(src).collect();
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for b in &blocks {
            let nb = self.create_block();
            match before {
                Some(anchor) => self.insert_block_before(anchor, nb),
                None => self.append_block(dest, nb),
            }
            cloning.block_map.insert(*b, nb);
            new_blocks.push(nb);
            let args = self.blocks[*b].args.clone();
            for a in args {
                if mapping.contains_key(&a) {
                    continue;
                }
                let (ty, loc) = (self.values[a].ty, self.block_arg_loc(a));
                let na = self.add_block_arg(nb, ty, loc);
                mapping.insert(a, na);
            }
        }
        for b in blocks {
            let nb = cloning.block_map[&b];
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for o in ops {
                let no = self.clone_shell(o, mapping);
                self.append_op(nb, no);
                cloning.pending.push((o, no));
                cloning.stack.push((o, no));
            }
        }
        new_blocks
    }

    /// Clones the regions of every queued op (top-down, so definitions
    /// are mapped before nested uses), then sets operands and successors
    /// now that every value and block is mapped.
    fn finish_clone(&mut self, mut cloning: Cloning, mapping: &mut crate::inliner::ValueMapping) {
        while let Some((src, dst)) = cloning.stack.pop() {
            let src_regions = self.ops[src].regions().to_vec();
            for r in src_regions {
                let new_r = self.add_region(dst);
                self.clone_blocks(&mut cloning, r, new_r, None, mapping);
            }
        }
        for (src, dst) in cloning.pending {
            let operands: Vec<Value> = self.operands(src).map(|v| *mapping.get(&v).unwrap_or(&v)).collect();
            self.set_operands(dst, &operands);
            let succs: Vec<BlockId> = self.successors(src).map(|b| *cloning.block_map.get(&b).unwrap_or(&b)).collect();
            for (i, b) in succs.into_iter().enumerate() {
                let use_index = self.add_pred(b, Use { op: dst, index: i as u32 });
                self.ops[dst].successors_mut().push(BlockOperand { block: b, use_index });
            }
        }
    }

    /// A copy of `op` without operands, successors or regions; results mapped.
    fn clone_shell(&mut self, op: OpId, mapping: &mut crate::inliner::ValueMapping) -> OpId {
        let d = &self.ops[op];
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: smallvec::SmallVec::new(),
            result_types: d.results.iter().map(|&r| self.values[r].ty).collect(),
            properties: d.properties,
            attrs: Some(d.attrs),
            regions: Vec::new(),
            successors: Vec::new(),
        };
        let old_results = d.results.clone();
        let new_op = self.create_op(state, d.attrs);
        for (o, n) in old_results.into_iter().zip(self.ops[new_op].results.clone()) {
            mapping.insert(o, n);
        }
        new_op
    }
}

/// The state of one deep clone: source blocks to their copies, every op
/// copied (for operands and successors), and ops whose regions are still
/// to be copied.
#[derive(Default)]
struct Cloning {
    block_map: crate::FxHashMap<BlockId, BlockId>,
    pending: Vec<(OpId, OpId)>,
    stack: Vec<(OpId, OpId)>,
}
