//! The `mem2reg` pass (upstream's `Mem2Reg`): promotes memory slots to
//! SSA values. A slot (`strata_ir::memory_slot`: an allocation's
//! promotable part: a `memref.alloca` of one element, an `llvm.alloca` in
//! its region's entry block) whose every use is a
//! load or store that can give it up, all in the slot's own region, is
//! replaced by the values stored: each load by the value reaching it.
//!
//! Analysis, per slot, the IR untouched: the blocking uses (every use of
//! the pointer, then the uses of the results of ops that can only let go
//! of it if their results' users let go too, as a zero-offset
//! `llvm.getelementptr`: [`blocking_users`]; a user without
//! `PromotableMemOpInterface` or `PromotableOpInterface`, or refusing,
//! stops promotion), then the merge points, blocks where definitions from
//! several predecessors meet: the iterated dominance frontier of the
//! blocks that store, pruned to blocks where the slot's value is live in
//! (LLVM's `IDFCalculator`, deepest dominator-tree level first). Every
//! predecessor of a merge point must branch through `BranchOpInterface`.
//!
//! Promotion: a walk of the dominator tree carries the reaching value
//! down; a merge point gets a block argument of the slot's type, and each
//! branch to it passes the value reaching its end (the slot's default,
//! `ub.poison` for memref, `llvm.mlir.undef` for llvm, where nothing was
//! stored; also from blocks that
//! never run). The loads and stores then give up their uses in reverse
//! dominance order (the other users with them, by their ancestor in the
//! slot's region, users of a value before its definition), so a load
//! whose result was stored is replaced after the loads reached by it;
//! the users that asked for them (`visit_replaced_values`: a debug
//! declaration) then learn what each store left in the slot, later stores
//! first; finally the allocation cleans up.
//!
//! Allocations are tried in post-order, and again while any promotion
//! succeeds (promoting a slot of pointers makes the loads through it
//! direct). `region-simplify` is accepted and does nothing, as in
//! `mlir-opt-22`.
//!
//! Invariants: per slot the work is linear in its uses and, in a
//! multi-block region, in the region's blocks; dominance and op positions
//! are computed once per region per round (promotion adds block
//! arguments and erases loads and stores, never blocks or edges; they are
//! computed again only when a slot's user is an op an earlier promotion
//! created, as the load or store a promoted `llvm.intr.memcpy` leaves),
//! and a block is walked only through the slot's own users, sorted by
//! position.

use std::collections::BinaryHeap;
use std::sync::atomic::{AtomicU64, Ordering};

use smallvec::SmallVec;

use strata_ir::dominance::ancestor_in_region;
use strata_ir::memory_slot::{
    DeletionKind, MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface, PromotableOpInterface, SlotUse,
};
use strata_ir::{
    BlockId, Body, BranchOpInterface, Builder, Context, DominanceInfo, FxHashMap, FxHashSet, InsertPoint, OpId,
    RegionId, Traits, Value, WalkOrder, WalkResult,
};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassRun, Statistic};

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "region-simplify",
    description: "Perform control flow optimizations to the region tree",
    kind: OptionKind::Bool,
    default: "true",
    extension: false,
}];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "mem2reg",
        name: "Mem2Reg",
        description: "Promotes memory slots into values.",
        options: OPTIONS,
        anchor: None,
        create: |_, _| Ok(Box::new(Mem2Reg::default())),
    }
}

/// The pass, with upstream's two statistics.
#[derive(Default)]
pub struct Mem2Reg {
    promoted: AtomicU64,
    new_block_args: AtomicU64,
}

impl Pass for Mem2Reg {
    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "new block args",
                description: "Total amount of new block argument inserted in blocks",
                value: self.new_block_args.load(Ordering::Relaxed),
            },
            Statistic {
                name: "promoted slots",
                description: "Total amount of memory slot promoted",
                value: self.promoted.load(Ordering::Relaxed),
            },
        ]
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let counts = promote_memory_slots(run.ctx, body, op);
        self.promoted.fetch_add(counts.promoted, Ordering::Relaxed);
        self.new_block_args.fetch_add(counts.new_block_args, Ordering::Relaxed);
        Ok(())
    }
}

/// What a run promoted.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mem2RegCounts {
    pub promoted: u64,
    pub new_block_args: u64,
}

/// Promotes every promotable slot allocated in `op`'s regions (see the
/// module doc); for dialect authors as upstream's `tryToPromoteMemorySlots`
/// loop.
pub fn promote_memory_slots(ctx: &Context, body: &mut Body, op: OpId) -> Mem2RegCounts {
    let mut counts = Mem2RegCounts::default();
    for region in body.regions(op).to_vec() {
        if body.region_is_empty(region) {
            continue;
        }
        loop {
            let allocators = allocators_post_order(ctx, body, region);
            let mut doms = RegionDominance::default();
            let mut promoted_any = false;
            for allocator in allocators {
                if !body.contains_op(allocator) {
                    continue;
                }
                let Some(&iface) = PromotableAllocationOpInterface::of(ctx, body, allocator) else { continue };
                for slot in (iface.promotable_slots)(ctx, body, allocator) {
                    if !body.contains_value(slot.ptr) || !body.has_uses(slot.ptr) {
                        continue;
                    }
                    let Some(info) = analyze(ctx, body, &slot, &mut doms) else { continue };
                    let args = promote(ctx, body, &slot, allocator, &iface, info, &mut doms);
                    counts.promoted += 1;
                    counts.new_block_args += args;
                    promoted_any = true;
                }
            }
            if !promoted_any {
                break;
            }
        }
    }
    counts
}

/// The ops nested in `region` with `PromotableAllocationOpInterface`, in
/// post-order.
fn allocators_post_order(ctx: &Context, body: &Body, region: RegionId) -> Vec<OpId> {
    let mut allocators = Vec::new();
    let mut visit = |body: &Body, o: OpId| {
        if PromotableAllocationOpInterface::of(ctx, body, o).is_some() {
            allocators.push(o);
        }
        WalkResult::Advance
    };
    for b in body.region_blocks(region) {
        for o in body.block_ops(b) {
            body.walk(o, WalkOrder::PostOrder, &mut visit);
        }
    }
    allocators
}

/// Per region: dominance, op positions and the dominator tree's shape,
/// computed on first use in a round.
#[derive(Default)]
struct RegionDominance {
    info: DominanceInfo,
    trees: FxHashMap<RegionId, DomTree>,
}

/// A region's dominator tree: children in block order, each reachable
/// block's level and preorder number.
#[derive(Default)]
struct DomTree {
    children: FxHashMap<BlockId, Vec<BlockId>>,
    /// (level, preorder number) of each reachable block.
    rank: FxHashMap<BlockId, (u32, u32)>,
    preorder: Vec<BlockId>,
}

impl RegionDominance {
    fn tree(&mut self, body: &Body, region: RegionId) -> &DomTree {
        if !self.trees.contains_key(&region) {
            self.info.add_regions(body, [region]);
            let mut tree = DomTree::default();
            for b in body.region_blocks(region) {
                if let Some(parent) = self.info.immediate_dominator(b) {
                    tree.children.entry(parent).or_default().push(b);
                }
            }
            if let Some(entry) = body.entry_block(region) {
                let mut stack = vec![(entry, 0u32)];
                while let Some((b, level)) = stack.pop() {
                    tree.rank.insert(b, (level, tree.preorder.len() as u32));
                    tree.preorder.push(b);
                    if let Some(children) = tree.children.get(&b) {
                        stack.extend(children.iter().rev().map(|&c| (c, level + 1)));
                    }
                }
            }
            self.trees.insert(region, tree);
        }
        &self.trees[&region]
    }

    fn position(&self, op: OpId) -> u32 {
        self.info.position(op).unwrap_or(u32::MAX)
    }
}

/// What the analysis found for a slot.
struct PromotionInfo {
    region: RegionId,
    /// The slot's loads and stores with their operands using the pointer,
    /// in use order.
    users: Vec<(OpId, PromotableMemOpInterface)>,
    /// The users grouped by block (see [`users_by_block`]), as indices
    /// into `users`.
    by_block: Vec<(BlockId, Vec<usize>)>,
    /// The other ops giving up uses, with their blocking operands, each
    /// after the ops defining those operands.
    others: Vec<(OpId, Vec<usize>, PromotableOpInterface)>,
    merge_points: FxHashSet<BlockId>,
}

/// How [`forward_order`] treats an op it reaches.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Reach {
    /// In the order, and the users of its results are walked.
    Through,
    /// In the order, its users not walked from it.
    Stop,
    /// Left out, its users not walked from it.
    Skip,
}

/// The ops reached from `roots` over the users of results, as `reach`
/// says, `roots` included, each after the ops among them whose results it
/// uses (a depth-first walk over uses, in reverse post-order; an explicit
/// stack of cursors into the use lists, each op visited once).
pub(crate) fn forward_order(body: &Body, roots: &[OpId], mut reach: impl FnMut(&Body, OpId) -> Reach) -> Vec<OpId> {
    let mut visited: FxHashSet<OpId> = FxHashSet::default();
    let mut post = Vec::new();
    // (op, its users walked?, result index, use index): where the walk of
    // the op's users stands.
    let mut stack: Vec<(OpId, bool, usize, usize)> = Vec::new();
    let mut enter = |body: &Body, op: OpId, stack: &mut Vec<(OpId, bool, usize, usize)>| {
        if visited.contains(&op) {
            return;
        }
        let how = reach(body, op);
        if how != Reach::Skip {
            visited.insert(op);
            stack.push((op, how == Reach::Through, 0, 0));
        }
    };
    for &root in roots {
        enter(body, root, &mut stack);
        while let Some(&mut (op, through, mut result, mut index)) = stack.last_mut() {
            let mut next = None;
            if through {
                let results = body.results(op);
                while result < results.len() {
                    if let Some(u) = body.uses(results[result]).get(index) {
                        next = Some(u.op);
                        break;
                    }
                    result += 1;
                    index = 0;
                }
            }
            match next {
                Some(user) => {
                    if let Some(top) = stack.last_mut() {
                        *top = (op, through, result, index + 1);
                    }
                    enter(body, user, &mut stack);
                }
                None => {
                    post.push(op);
                    stack.pop();
                }
            }
        }
    }
    post.reverse();
    post
}

/// The ops that must give up uses for the slot's pointer to go, with
/// their blocking operands (upstream's `computeBlockingUses`): `initial`,
/// then the uses of the results that ops with `PromotableOpInterface` ask
/// to go as well, asked in an order where each op has all its blocking
/// uses. `check_mem` answers for the ops that have no
/// `PromotableOpInterface`; `None` when an op refuses or cannot answer.
pub(crate) fn blocking_users(
    ctx: &Context,
    body: &Body,
    initial: &[SlotUse],
    mut check_mem: impl FnMut(OpId, &[usize]) -> bool,
) -> Option<Vec<(OpId, Vec<usize>)>> {
    let mut blocking: FxHashMap<OpId, Vec<usize>> = FxHashMap::default();
    let mut roots = Vec::new();
    for &(op, index) in initial {
        let entry = blocking.entry(op).or_default();
        if entry.is_empty() {
            roots.push(op);
        }
        if !entry.contains(&index) {
            entry.push(index);
        }
    }
    let order = forward_order(body, &roots, |body, op| match PromotableOpInterface::of(ctx, body, op) {
        Some(_) => Reach::Through,
        None => Reach::Stop,
    });
    let mut done: FxHashSet<OpId> = FxHashSet::default();
    let mut out = Vec::new();
    for op in order {
        done.insert(op);
        let Some(operands) = blocking.remove(&op) else { continue };
        if let Some(iface) = PromotableOpInterface::of(ctx, body, op) {
            let mut new = Vec::new();
            if !(iface.can_uses_be_removed)(ctx, body, op, &operands, &mut new) {
                return None;
            }
            for (user, index) in new {
                // A request for an op already asked could not be honoured.
                if done.contains(&user) {
                    return None;
                }
                let entry = blocking.entry(user).or_default();
                if !entry.contains(&index) {
                    entry.push(index);
                }
            }
        } else if !check_mem(op, &operands) {
            return None;
        }
        out.push((op, operands));
    }
    // Requests for ops the walk never reached (not users of a result).
    if !blocking.is_empty() {
        return None;
    }
    Some(out)
}

fn analyze(ctx: &Context, body: &Body, slot: &MemorySlot, doms: &mut RegionDominance) -> Option<PromotionInfo> {
    let region = body.value_parent_region(slot.ptr)?;
    // Graph regions have no dominance to promote along.
    let parent = body.region_parent(region)?;
    if ctx.op_info(body.op_name(parent)).is_some_and(|i| i.has_trait(Traits::GRAPH_REGIONS)) {
        return None;
    }
    let (users, others) = match direct_users(ctx, body, slot, region) {
        DirectUsers::All(users) => (users, Vec::new()),
        DirectUsers::Refused => return None,
        DirectUsers::NotAll => indirect_users(ctx, body, slot, region)?,
    };
    // A load or store an earlier promotion created (a memcpy's) has no
    // position in this round's snapshot: take a new one.
    if users.iter().any(|&(u, _)| doms.info.position(u).is_none()) {
        *doms = RegionDominance::default();
    }
    doms.tree(body, region);
    let by_block = users_by_block(body, &users, doms);
    let merge_points = merge_points(ctx, body, slot, region, &users, &by_block, doms);
    let usable = merge_points
        .iter()
        .all(|&m| body.predecessors(m).iter().all(|p| BranchOpInterface::of(ctx, body, p.op).is_some()));
    if !usable {
        return None;
    }
    Some(PromotionInfo { region, users, by_block, others, merge_points })
}

/// What [`direct_users`] found.
enum DirectUsers {
    /// Every user is a load or store of the slot's region that gives up
    /// its uses: the users in use order.
    All(Vec<(OpId, PromotableMemOpInterface)>),
    /// A user refused: the slot cannot be promoted.
    Refused,
    /// A user has `PromotableOpInterface`: the uses of its results block
    /// too ([`indirect_users`]).
    NotAll,
}

/// The common case of [`blocking_users`], in one pass over the uses and
/// without its maps: when no user has `PromotableOpInterface`, the
/// blocking users are the pointer's users, each asked once with the
/// operands it uses the pointer as.
fn direct_users(ctx: &Context, body: &Body, slot: &MemorySlot, region: RegionId) -> DirectUsers {
    let uses = body.uses(slot.ptr);
    let mut users = Vec::with_capacity(uses.len());
    // The users using the pointer more than once, asked at their first use.
    let mut repeated: FxHashSet<OpId> = FxHashSet::default();
    for u in uses {
        let op = u.op;
        if repeated.contains(&op) {
            continue;
        }
        if PromotableOpInterface::of(ctx, body, op).is_some() {
            return DirectUsers::NotAll;
        }
        // Refused before its operands are read: an op of many operands
        // using many slots (a call) is not read once per slot.
        let Some(&iface) = PromotableMemOpInterface::of(ctx, body, op) else { return DirectUsers::Refused };
        let operands: SmallVec<[usize; 2]> =
            body.operands(op).enumerate().filter(|&(_, v)| v == slot.ptr).map(|(i, _)| i).collect();
        if operands.len() > 1 {
            repeated.insert(op);
        }
        if !(iface.can_uses_be_removed)(ctx, body, op, slot, &operands) || body.op_region(op) != Some(region) {
            return DirectUsers::Refused;
        }
        users.push((op, iface));
    }
    DirectUsers::All(users)
}

/// The loads and stores of the slot in use order and the other blocking
/// users (see [`blocking_users`]), when some user has
/// `PromotableOpInterface`; `None` when one refuses.
#[allow(clippy::type_complexity)]
fn indirect_users(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    region: RegionId,
) -> Option<(Vec<(OpId, PromotableMemOpInterface)>, Vec<(OpId, Vec<usize>, PromotableOpInterface)>)> {
    let initial: Vec<SlotUse> = body.uses(slot.ptr).iter().map(|u| (u.op, u.index as usize)).collect();
    let blocking = blocking_users(ctx, body, &initial, |user, operands| {
        PromotableMemOpInterface::of(ctx, body, user)
            .is_some_and(|iface| (iface.can_uses_be_removed)(ctx, body, user, slot, operands))
    })?;
    let mut mem_users: FxHashSet<OpId> = FxHashSet::default();
    let mut others = Vec::new();
    for (user, operands) in blocking {
        match PromotableOpInterface::of(ctx, body, user) {
            Some(iface) => others.push((user, operands, iface)),
            None => {
                // Only the slot's own region gets reaching definitions.
                if body.op_region(user) != Some(region) {
                    return None;
                }
                mem_users.insert(user);
            }
        }
    }
    // The loads and stores in use order.
    let mut users = Vec::with_capacity(mem_users.len());
    for u in body.uses(slot.ptr) {
        if mem_users.remove(&u.op) {
            users.push((u.op, *PromotableMemOpInterface::of(ctx, body, u.op)?));
        }
    }
    if !mem_users.is_empty() {
        // A load or store reached only through another op's result.
        return None;
    }
    Some((users, others))
}

/// The blocks where stored values meet (see the module doc).
fn merge_points(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    region: RegionId,
    users: &[(OpId, PromotableMemOpInterface)],
    by_block: &[(BlockId, Vec<usize>)],
    doms: &RegionDominance,
) -> FxHashSet<BlockId> {
    let mut merge = FxHashSet::default();
    let Some(entry) = body.entry_block(region) else { return merge };
    if body.next_block(entry).is_none() {
        return merge;
    }
    let tree = &doms.trees[&region];
    let defining: FxHashSet<BlockId> = users
        .iter()
        .filter(|(u, iface)| (iface.stores_to)(ctx, body, *u, slot))
        .filter_map(|&(u, _)| body.op_block(u))
        .collect();
    let live_in = slot_live_in(ctx, body, slot, users, by_block, &defining);
    // LLVM's IDFCalculator: roots deepest first; from each, the dominator
    // subtree's CFG edges to blocks no deeper than the root.
    let mut queue: BinaryHeap<(u32, u32, BlockId)> = BinaryHeap::new();
    let mut visited_worklist: FxHashSet<BlockId> = FxHashSet::default();
    let mut visited_queue: FxHashSet<BlockId> = FxHashSet::default();
    for &b in &defining {
        if let Some(&(level, pre)) = tree.rank.get(&b) {
            queue.push((level, pre, b));
            visited_worklist.insert(b);
        }
    }
    let mut worklist = Vec::new();
    while let Some((root_level, _, root)) = queue.pop() {
        worklist.push(root);
        while let Some(node) = worklist.pop() {
            for succ in body.block_successors(node) {
                let Some(&(level, pre)) = tree.rank.get(&succ) else { continue };
                if level > root_level || !visited_queue.insert(succ) || !live_in.contains(&succ) {
                    continue;
                }
                merge.insert(succ);
                if !defining.contains(&succ) {
                    queue.push((level, pre, succ));
                }
            }
            for &child in tree.children.get(&node).map_or(&[][..], Vec::as_slice) {
                if visited_worklist.insert(child) {
                    worklist.push(child);
                }
            }
        }
    }
    merge
}

/// The blocks where the slot's value on entry may be read: those loading
/// it before any store, and their predecessors back to a storing block.
fn slot_live_in(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    users: &[(OpId, PromotableMemOpInterface)],
    by_block: &[(BlockId, Vec<usize>)],
    defining: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    let mut live_in = FxHashSet::default();
    let mut worklist = Vec::new();
    for (block, indices) in by_block {
        for &i in indices {
            let (op, iface) = users[i];
            if (iface.loads_from)(ctx, body, op, slot) {
                worklist.push(*block);
                break;
            }
            if (iface.stores_to)(ctx, body, op, slot) {
                break;
            }
        }
    }
    while let Some(b) = worklist.pop() {
        if !live_in.insert(b) {
            continue;
        }
        for p in body.predecessors(b) {
            if let Some(pred) = body.op_block(p.op).filter(|pred| !defining.contains(pred)) {
                worklist.push(pred);
            }
        }
    }
    live_in
}

/// The users grouped by block (blocks in first-use order), each block's in
/// op order, as indices into `users`.
fn users_by_block(
    body: &Body,
    users: &[(OpId, PromotableMemOpInterface)],
    doms: &RegionDominance,
) -> Vec<(BlockId, Vec<usize>)> {
    let mut groups: Vec<(BlockId, Vec<usize>)> = Vec::new();
    let mut slot_of: FxHashMap<BlockId, usize> = FxHashMap::default();
    for (i, &(op, _)) in users.iter().enumerate() {
        let Some(block) = body.op_block(op) else { continue };
        let g = match groups.last() {
            // Uses mostly come block by block.
            Some((b, _)) if *b == block => groups.len() - 1,
            _ => *slot_of.entry(block).or_insert_with(|| {
                groups.push((block, Vec::new()));
                groups.len() - 1
            }),
        };
        groups[g].1.push(i);
    }
    for (_, indices) in &mut groups {
        indices.sort_by_key(|&i| doms.position(users[i].0));
    }
    groups
}

/// Rewrites the slot away (see the module doc); returns the block
/// arguments added.
fn promote(
    ctx: &Context,
    body: &mut Body,
    slot: &MemorySlot,
    allocator: OpId,
    iface: &PromotableAllocationOpInterface,
    info: PromotionInfo,
    doms: &mut RegionDominance,
) -> u64 {
    let mut p = Promoter {
        ctx,
        slot,
        allocator,
        iface,
        default: None,
        users: &info.users,
        reaching: vec![None; info.users.len()],
        stored: info
            .others
            .iter()
            .any(|(_, _, iface)| iface.visit_replaced_values.is_some())
            .then(|| vec![None; info.users.len()]),
    };
    let group_of: FxHashMap<BlockId, usize> =
        info.by_block.iter().enumerate().map(|(g, &(block, _))| (block, g)).collect();
    doms.tree(body, info.region);
    let tree = &doms.trees[&info.region];
    let mut new_args: Vec<(BlockId, Value)> = Vec::new();
    let entry = body.entry_block(info.region).expect("a slot's region has blocks");
    // A walk of the dominator tree, each block with the value reaching it.
    let mut stack: Vec<(BlockId, Option<Value>)> = vec![(entry, None)];
    while let Some((block, mut reaching)) = stack.pop() {
        if info.merge_points.contains(&block) {
            let loc = body.value_loc(slot.ptr);
            let arg = body.add_block_arg(block, slot.elem_type, loc);
            reaching = Some(arg);
            new_args.push((block, arg));
        }
        if let Some(&g) = group_of.get(&block) {
            reaching = p.reaching_in_block(body, &info.by_block[g].1, reaching);
        }
        if let Some(term) = body.last_op(block) {
            if let Some(&branch) = BranchOpInterface::of(ctx, body, term) {
                let successors: Vec<BlockId> = body.successors(term).collect();
                for (s, succ) in successors.into_iter().enumerate() {
                    if info.merge_points.contains(&succ) {
                        let value = match reaching {
                            Some(v) => v,
                            None => *reaching.insert(p.default_value(body)),
                        };
                        append_successor_operand(ctx, body, &branch, term, s, value);
                    }
                }
            }
        }
        for &child in tree.children.get(&block).map_or(&[][..], Vec::as_slice).iter().rev() {
            stack.push((child, reaching));
        }
    }
    if !new_args.is_empty() {
        (iface.handle_block_arguments)(ctx, body, allocator, slot, &new_args);
    }
    // Later users first: a load whose result was stored is replaced after
    // the loads that value reached; users of a value before its definition.
    enum Remover {
        /// With the user's index in `info.users`.
        Mem(PromotableMemOpInterface, usize),
        Other(PromotableOpInterface, Vec<usize>),
    }
    let mut order: Vec<(u32, u32, usize, OpId, Remover)> = Vec::new();
    let key = |body: &Body, op: OpId| {
        let anchor = ancestor_in_region(body, op, info.region).unwrap_or(op);
        let block = body.op_block(anchor);
        let rank = block.and_then(|b| tree.rank.get(&b)).map_or(u32::MAX, |r| r.1);
        (rank, doms.position(anchor))
    };
    for (i, &(op, iface)) in info.users.iter().enumerate() {
        let (rank, pos) = key(body, op);
        order.push((rank, pos, 0, op, Remover::Mem(iface, i)));
    }
    for (i, (op, operands, iface)) in info.others.into_iter().enumerate() {
        let (rank, pos) = key(body, op);
        order.push((rank, pos, i, op, Remover::Other(iface, operands)));
    }
    order.sort_by_key(|&(rank, pos, i, _, _)| (rank, pos, i));
    let mut erase = Vec::new();
    // What each store put in the slot, later stores first, for the users
    // that want to know (upstream's `replacedValuesList`).
    let mut replaced_values: Vec<(OpId, Value)> = Vec::new();
    let mut to_visit = Vec::new();
    for (_, _, _, op, remover) in order.into_iter().rev() {
        let kind = match remover {
            Remover::Mem(mem, i) => {
                let reaching = match p.reaching[i] {
                    Some(v) => v,
                    None => p.default_value(body),
                };
                // Only stores have a value in `stored`.
                replaced_values.extend(p.stored.as_ref().and_then(|s| s[i]).map(|v| (op, v)));
                (mem.remove_blocking_uses)(ctx, body, op, slot, reaching)
            }
            Remover::Other(iface, operands) => {
                to_visit.extend(iface.visit_replaced_values.map(|visit| (op, visit)));
                (iface.remove_blocking_uses)(ctx, body, op, &operands)
            }
        };
        if kind == DeletionKind::Delete {
            erase.push(op);
        }
    }
    for (op, visit) in to_visit {
        visit(ctx, body, op, &replaced_values);
    }
    for op in erase {
        if body.contains_op(op) && body.results(op).iter().all(|&r| !body.has_uses(r)) {
            body.erase_op(op);
        }
    }
    // Branches from blocks the walk never reached pass the default.
    let mut merge_points: Vec<BlockId> = info.merge_points.iter().copied().collect();
    merge_points.sort_by_key(|b| tree.rank.get(b).map(|r| r.1));
    for m in merge_points {
        let num_args = body.block_args(m).len();
        for u in body.predecessors(m).to_vec() {
            let Some(&branch) = BranchOpInterface::of(ctx, body, u.op) else { continue };
            let s = u.index as usize;
            let produced = (branch.produced_operand_counts)(ctx, body, u.op).get(s).copied().unwrap_or(0);
            let forwarded = (branch.successor_operands)(ctx, body, u.op).get(s).map_or(0, |r| r.len());
            if produced + forwarded + 1 == num_args {
                let value = p.default_value(body);
                append_successor_operand(ctx, body, &branch, u.op, s, value);
            }
        }
    }
    (iface.handle_promotion_complete)(ctx, body, allocator, slot, p.default);
    new_args.len() as u64
}

/// Appends `value` to the operands branch `op` forwards to successor `s`.
fn append_successor_operand(
    ctx: &Context,
    body: &mut Body,
    branch: &BranchOpInterface,
    op: OpId,
    s: usize,
    value: Value,
) {
    let mut lists: Vec<Vec<Value>> = (branch.successor_operands)(ctx, body, op)
        .into_iter()
        .map(|r| r.map(|k| body.operand(op, k)).collect())
        .collect();
    if let Some(list) = lists.get_mut(s) {
        list.push(value);
        branch.set_successor_operands(ctx, body, op, &lists);
    }
}

struct Promoter<'a> {
    ctx: &'a Context,
    slot: &'a MemorySlot,
    allocator: OpId,
    iface: &'a PromotableAllocationOpInterface,
    /// The slot's value before any store, made on first need.
    default: Option<Value>,
    /// The loads and stores, in use order.
    users: &'a [(OpId, PromotableMemOpInterface)],
    /// The value reaching each of `users` (`None`: the default, also for
    /// a user the walk never reached).
    reaching: Vec<Option<Value>>,
    /// The value each store of `users` leaves in the slot, kept only when
    /// a user of the slot asks for them (`visit_replaced_values`).
    stored: Option<Vec<Option<Value>>>,
}

impl Promoter<'_> {
    fn default_value(&mut self, body: &mut Body) -> Value {
        if let Some(v) = self.default {
            return v;
        }
        let block = body.value_parent_block(self.slot.ptr).expect("a slot's pointer is in a block");
        let mut b = Builder::at(self.ctx, body, InsertPoint::BlockStart(block));
        let v = (self.iface.default_value)(self.ctx, &mut b, self.allocator, self.slot);
        self.default = Some(v);
        v
    }

    /// Records the value reaching each of a block's users (indices into
    /// `users`, in op order); returns the value at the block's end.
    fn reaching_in_block(&mut self, body: &mut Body, indices: &[usize], mut reaching: Option<Value>) -> Option<Value> {
        for &i in indices {
            let (op, mem) = self.users[i];
            self.reaching[i] = reaching;
            if (mem.stores_to)(self.ctx, body, op, self.slot) {
                let before = match reaching {
                    Some(v) => v,
                    None => self.default_value(body),
                };
                let mut b = Builder::at(self.ctx, body, InsertPoint::After(op));
                let stored = (mem.stored)(self.ctx, &mut b, op, self.slot, before);
                if let Some(values) = self.stored.as_mut() {
                    values[i] = Some(stored);
                }
                reaching = Some(stored);
            }
        }
        reaching
    }
}
