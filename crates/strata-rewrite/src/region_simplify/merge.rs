//! The `aggressive` region simplifications (upstream's
//! `mergeIdenticalBlocks` and `dropRedundantArguments`).
//!
//! Merging: the non-entry blocks of a region are grouped by their
//! successor lists; within a group, a block joins the first cluster whose
//! leader it is equivalent to: the same argument types, and op for op the
//! same name, attributes, properties, result types, operand types and
//! region and successor counts, with operands defined in the block at the
//! same position (argument number, or results counted from the block's
//! start), and no value of the block used outside it. Operands defined
//! elsewhere may differ: they become new leader arguments, which each
//! predecessor then passes (a list of them that repeats a value the same
//! way in every block is pruned). Blocks holding non-empty regions are
//! left alone. A region is merged again while a round merges anything.
//!
//! Dropping: an argument every predecessor branch passes the same value
//! for is replaced by that value and erased with its successor operands.
//!
//! Invariants: groups and clusters are visited in block order (upstream
//! visits its groups in hash-map order, so strata's choice among groups is
//! deterministic where upstream's is not); a block is compared only with
//! clusters of the same hash, so unequal blocks cost nothing; predecessor
//! branches are rewritten once per op, however many successors change.

use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

use strata_ir::{
    BlockId, Body, Context, FxHashMap, FxHashSet, FxHasher, OpId, RegionId, SmallVec, Traits, Value, ValueDef,
};

use super::dce::set_successor_operands;
use super::{branch_interface, successor_operand_lists};
use crate::rewriter::Rewriter;

/// Upstream's `mergeIdenticalBlocks` over `regions` and the regions nested
/// in them. Returns whether any block was merged.
pub fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        // Merging never touches a block holding a non-empty region, so the
        // nested regions can wait until this one settles.
        while merge_round(rw, region) {
            changed = true;
        }
        for b in rw.body().region_blocks(region) {
            super::push_nested_regions(rw.body(), b, &mut worklist);
        }
    }
    changed
}

/// One pass of merging over the blocks of `region`.
fn merge_round(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let body = rw.body();
    let Some(entry) = body.entry_block(region) else { return false };
    if body.next_block(entry).is_none() {
        return false;
    }
    let mut index: FxHashMap<SmallVec<[BlockId; 2]>, usize> = FxHashMap::default();
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    for b in body.region_blocks(region).skip(1) {
        let key: SmallVec<[BlockId; 2]> = body.block_successors(b).collect();
        let i = *index.entry(key).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[i].push(b);
    }
    let mut merged = false;
    for group in groups.into_iter().filter(|g| g.len() > 1) {
        let body = rw.body();
        let mut clusters: Vec<Cluster> = Vec::new();
        let mut by_hash: FxHashMap<u64, Vec<usize>> = FxHashMap::default();
        for b in group {
            if has_non_empty_region(body, b) || body.block_args(b).iter().any(|&a| used_outside(body, a, b)) {
                continue;
            }
            let data = BlockData::new(body, b);
            let candidates = by_hash.entry(data.hash).or_default();
            if !candidates.iter().any(|&c| clusters[c].try_add(rw.ctx(), body, &data)) {
                candidates.push(clusters.len());
                clusters.push(Cluster { leader: data, members: Vec::new(), operands: BTreeSet::new() });
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(rw);
        }
    }
    merged
}

fn has_non_empty_region(body: &Body, block: BlockId) -> bool {
    body.block_ops(block).any(|op| body.regions(op).iter().any(|&r| !body.region_is_empty(r)))
}

/// Is `v` used by an op whose block is not `block` (upstream's
/// `isUsedOutsideOfBlock`)?
fn used_outside(body: &Body, v: Value, block: BlockId) -> bool {
    body.uses(v).iter().any(|u| body.op_block(u.op) != Some(block))
}

/// Upstream's `BlockEquivalenceData`: a block's ops, a hash of what must
/// match, and the position of each value the block defines.
struct BlockData {
    block: BlockId,
    ops: Vec<OpId>,
    hash: u64,
    /// For each op with results, the number of values defined before it
    /// (arguments first).
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> BlockData {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let mut order = FxHashMap::default();
        let mut next = body.block_args(block).len();
        let mut h = FxHasher::default();
        for &op in &ops {
            if body.num_results(op) > 0 {
                order.insert(op, next);
                next += body.num_results(op);
            }
            // Upstream's `computeHash` ignoring operand and result values:
            // name, attributes, properties, result types, operand count.
            body.op_name(op).hash(&mut h);
            body.attrs(op).hash(&mut h);
            body.properties(op).hash(&mut h);
            for &r in body.results(op) {
                body.value_type(r).hash(&mut h);
            }
            body.num_operands(op).hash(&mut h);
        }
        BlockData { block, ops, hash: h.finish(), order }
    }

    /// The position of `v`, defined in this block.
    fn order_of(&self, body: &Body, v: Value) -> Option<usize> {
        match body.value_def(v) {
            ValueDef::BlockArgument { index, .. } => Some(index as usize),
            ValueDef::OpResult { op, index } => self.order.get(&op).map(|o| o + index as usize),
            ValueDef::Placeholder => None,
        }
    }
}

/// Upstream's `BlockMergeCluster`: a leader and the blocks to merge into it.
struct Cluster {
    leader: BlockData,
    members: Vec<BlockId>,
    /// (op index, operand index) of the operands that differ and become
    /// leader arguments, sorted.
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    /// Upstream's `addToCluster`.
    fn try_add(&mut self, ctx: &Context, body: &Body, data: &BlockData) -> bool {
        let (lb, rb) = (self.leader.block, data.block);
        if self.leader.hash != data.hash || self.leader.ops.len() != data.ops.len() {
            return false;
        }
        let arg_types = |b: BlockId| body.block_args(b).iter().map(|&a| body.value_type(a)).collect::<Vec<_>>();
        if arg_types(lb) != arg_types(rb) {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in self.leader.ops.iter().zip(&data.ops).enumerate() {
            if !ops_equivalent(ctx, body, l, r) {
                return false;
            }
            for k in 0..body.num_operands(l) {
                let (lv, rv) = (body.operand(l, k), body.operand(r, k));
                if lv == rv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(rv) {
                    return false;
                }
                let l_inside = body.value_parent_block(lv) == Some(lb);
                if l_inside != (body.value_parent_block(rv) == Some(rb)) {
                    return false;
                }
                if !l_inside {
                    // A result of the terminator of a predecessor cannot be
                    // passed by that predecessor's branch.
                    if !valid_successor_operand(body, lb, lv) || !valid_successor_operand(body, rb, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                } else if self.leader.order_of(body, lv) != data.order_of(body, rv) {
                    return false;
                }
            }
            // The merged op would stand for both: only if neither is seen
            // from outside its block.
            let outside = |op: OpId, b: BlockId| body.results(op).iter().any(|&v| used_outside(body, v, b));
            if outside(r, rb) || outside(l, lb) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        self.members.push(rb);
        true
    }

    /// Upstream's `BlockMergeCluster::merge`.
    fn merge(self, rw: &mut Rewriter<'_>) -> bool {
        if self.members.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let blocks: Vec<BlockId> = std::iter::once(leader).chain(self.members.iter().copied()).collect();
        let ctx = rw.ctx();
        let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); blocks.len()];
        if !self.operands.is_empty() {
            let updatable =
                |b: BlockId| rw.body().predecessors(b).iter().all(|p| branch_interface(ctx, rw.body(), p.op).is_some());
            if !blocks.iter().all(|&b| updatable(b)) {
                return false;
            }
            let ops: Vec<Vec<OpId>> = blocks.iter().map(|&b| rw.body().block_ops(b).collect()).collect();
            let num_old = rw.body().block_args(leader).len();
            for &(i, k) in &self.operands {
                for (c, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[i];
                    let v = rw.body().operand(op, k);
                    new_args[c].push(v);
                    if c == 0 {
                        let ty = rw.body().value_type(v);
                        let loc = value_loc(rw.body(), v);
                        let arg = rw.with_body(|body| body.add_block_arg(leader, ty, loc));
                        rw.modify_op_in_place(op, |body| body.set_operand(op, k, arg));
                    }
                }
            }
            new_args = prune_redundant_arguments(rw, new_args, num_old, leader);
        }
        // Each predecessor branch is rewritten once: the new arguments
        // appended for each of its successors in the cluster, and the
        // members replaced by the leader.
        let mut order: Vec<OpId> = Vec::new();
        let mut edits: FxHashMap<OpId, Vec<(usize, usize)>> = FxHashMap::default();
        for (c, &b) in blocks.iter().enumerate() {
            for p in rw.body().predecessors(b) {
                let list = edits.entry(p.op).or_insert_with(|| {
                    order.push(p.op);
                    Vec::new()
                });
                list.push((p.index as usize, c));
            }
        }
        for op in order {
            let edit = &edits[&op];
            // Without new arguments the predecessors need not be branches.
            let appended = branch_interface(ctx, rw.body(), op).filter(|_| !self.operands.is_empty()).map(|iface| {
                let mut lists = successor_operand_lists(ctx, rw.body(), op, &iface);
                for &(s, c) in edit {
                    lists[s].extend_from_slice(&new_args[c]);
                }
                (iface, lists)
            });
            if appended.is_none() && edit.iter().all(|&(_, c)| c == 0) {
                continue;
            }
            rw.modify_op_in_place(op, |body| {
                if let Some((iface, lists)) = &appended {
                    iface.set_successor_operands(ctx, body, op, lists);
                }
                for &(s, c) in edit {
                    if c > 0 {
                        body.set_successor(op, s, leader);
                    }
                }
            });
        }
        for &m in &self.members {
            rw.erase_block(m);
        }
        true
    }
}

/// Upstream's `OperationEquivalence::isEquivalentTo` ignoring values and
/// locations, for ops without non-empty regions: everything but the
/// operand and result values themselves (operand types are compared,
/// sorted first for commutative ops).
fn ops_equivalent(ctx: &Context, body: &Body, l: OpId, r: OpId) -> bool {
    if !body.same_op_shape(l, r) {
        return false;
    }
    let operands = |op: OpId| {
        let mut values: Vec<Value> = body.operands(op).collect();
        if ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::COMMUTATIVE)) {
            // Upstream's order: block arguments first (by block, then
            // number), then other values.
            values.sort_by_key(|&v| match body.value_def(v) {
                ValueDef::BlockArgument { block, index } => (0, Some((block, index)), v),
                _ => (1, None, v),
            });
        }
        values
    };
    let (lo, ro) = (operands(l), operands(r));
    if lo.iter().zip(&ro).any(|(&a, &b)| a != b && body.value_type(a) != body.value_type(b)) {
        return false;
    }
    body.results(l).iter().zip(body.results(r)).all(|(&a, &b)| body.value_type(a) == body.value_type(b))
}

/// Upstream's `isValidSuccessorArg`: `v` may become a successor operand
/// of `block`'s predecessors unless it is the result of the terminator of
/// one of them.
fn valid_successor_operand(body: &Body, block: BlockId, v: Value) -> bool {
    let Some(def) = body.defining_op(v) else { return true };
    let Some(def_block) = body.op_block(def) else { return true };
    if body.last_op(def_block) != Some(def) {
        return true;
    }
    !body.predecessors(block).iter().any(|p| body.op_block(p.op) == Some(def_block))
}

/// Upstream's `Value::getLoc`: a block argument's location, or the
/// defining op's.
fn value_loc(body: &Body, v: Value) -> Option<strata_ir::Location> {
    match body.defining_op(v) {
        Some(op) => Some(body.op_loc(op)),
        None => body.block_arg_loc(v),
    }
}

/// Upstream's `pruneRedundantArguments`: a new argument whose value
/// repeats, in every block's list, the value of an earlier one (the first
/// occurrence in the leader's list) is replaced by that earlier argument.
/// Returns the lists without the pruned entries.
fn prune_redundant_arguments(
    rw: &mut Rewriter<'_>,
    lists: Vec<Vec<Value>>,
    num_old: usize,
    leader: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first_list) = lists.first() else { return lists };
    let mut first: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first_list.iter().enumerate() {
        first.entry(v).or_insert(j);
    }
    let replacement: Vec<Option<usize>> = (0..first_list.len())
        .map(|j| {
            let k = first[&first_list[j]];
            (k != j && lists[1..].iter().all(|l| l[k] == l[j])).then_some(k)
        })
        .collect();
    if replacement.iter().all(Option::is_none) {
        return lists;
    }
    let args = rw.body().block_args(leader).to_vec();
    let mut erase = FxHashSet::default();
    for (j, k) in replacement.iter().enumerate() {
        if let Some(k) = k {
            rw.replace_all_uses_with(args[num_old + j], args[num_old + k]);
            erase.insert(args[num_old + j]);
        }
    }
    rw.with_body(|body| body.erase_block_args_if(leader, |_, a| erase.contains(&a)));
    lists
        .into_iter()
        .map(|l| l.into_iter().zip(&replacement).filter(|(_, r)| r.is_none()).map(|(v, _)| v).collect())
        .collect()
}

/// Upstream's `dropRedundantArguments` over `regions` and the regions
/// nested in them, block by block in order. Returns whether an argument
/// was dropped.
pub fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks: Vec<BlockId> = rw.body().region_blocks(region).collect();
        for b in blocks {
            changed |= drop_in_block(rw, b);
            super::push_nested_regions(rw.body(), b, &mut worklist);
        }
    }
    changed
}

/// Drops the arguments of `block` that every predecessor passes one value
/// for; all predecessors must be branches.
fn drop_in_block(rw: &mut Rewriter<'_>, block: BlockId) -> bool {
    let ctx = rw.ctx();
    let preds = rw.body().predecessors(block).to_vec();
    if preds.is_empty() {
        return false;
    }
    let mut ranges = FxHashMap::default();
    for p in &preds {
        let Some(iface) = branch_interface(ctx, rw.body(), p.op) else { return false };
        ranges.entry(p.op).or_insert_with(|| (iface.successor_operands)(ctx, rw.body(), p.op));
    }
    let args = rw.body().block_args(block).to_vec();
    let mut erase = FxHashSet::default();
    for (j, &arg) in args.iter().enumerate() {
        // Read now: replacing an earlier argument may have changed them.
        let mut passed = preds.iter().map(|p| {
            let range = ranges[&p.op].get(p.index as usize)?;
            (range.start + j < range.end).then(|| rw.body().operand(p.op, range.start + j))
        });
        let Some(Some(common)) = passed.next() else { continue };
        if common == arg || !passed.all(|v| v == Some(common)) {
            continue;
        }
        rw.replace_all_uses_with(arg, common);
        erase.insert(arg);
    }
    if erase.is_empty() {
        return false;
    }
    let erased: Vec<usize> = args.iter().enumerate().filter(|(_, a)| erase.contains(a)).map(|(j, _)| j).collect();
    rw.with_body(|body| body.erase_block_args_if(block, |_, a| erase.contains(&a)));
    let mut seen = FxHashSet::default();
    for p in &preds {
        if !seen.insert(p.op) {
            continue;
        }
        let Some(iface) = branch_interface(ctx, rw.body(), p.op) else { continue };
        let mut lists = successor_operand_lists(ctx, rw.body(), p.op, &iface);
        for (s, list) in lists.iter_mut().enumerate() {
            if rw.body().successor(p.op, s) == block {
                let mut j = 0;
                list.retain(|_| {
                    j += 1;
                    erased.binary_search(&(j - 1)).is_err()
                });
            }
        }
        set_successor_operands(rw, p.op, &iface, &lists);
    }
    true
}
