//! Region DCE (upstream's `runRegionDCE`): optimistic liveness over ops and
//! non-entry block arguments, then erasure of everything not proven live,
//! dead cycles through block arguments included.
//!
//! Liveness is the least fixpoint of upstream's rules: an op is live if
//! erasing it could change something (`would_op_be_trivially_dead` says
//! no: terminators, unknown or writing effects, symbols) or a live op uses
//! one of its results; a non-entry block argument is live if a live op
//! uses it. A successor operand of a branch (a terminator implementing
//! `BranchOpInterface`) is a use only while its block argument is live;
//! any other op's successor arguments are all live. Upstream rescans the
//! regions until nothing changes; here a work stack of newly live ops and
//! arguments reaches the same fixpoint in time linear in the ops, operands
//! and successor operands.
//!
//! Erasure follows upstream's order: per region, blocks in post-order
//! (successors first), each block's branch trimmed of dead successor
//! operands, then its ops last to first, dead ones erased through the
//! rewriter and live ones' regions processed in turn; last, the dead
//! arguments of the region's non-entry blocks.

use std::ops::Range;

use strata_ir::op_checks::{
    erasure_effects, has_ssa_dominance, may_be_trivially_dead, ErasureEffects, TriviallyDeadCache,
};
use strata_ir::{
    BlockId, Body, BranchOpInterface, Context, FxHashSet, KeyMap, OpId, RegionId, SmallVec, Value, ValueDef,
};

use super::{branch_interface, post_order};
use crate::rewriter::Rewriter;

/// Upstream's `runRegionDCE` over `regions` and everything nested in them.
/// Returns whether an op was erased (as upstream, erased block arguments
/// and successor operands alone do not count).
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    if provably_all_live(rw.ctx(), rw.body(), regions) {
        return false;
    }
    liveness_dce(rw, regions)
}

/// [`run_region_dce`] without the shortcut: liveness computed, then
/// whatever is not live erased.
pub(crate) fn liveness_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    // A nested run (a listener rewriting during erasure) finds the scratch
    // taken and starts its own.
    let mut scratch = SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let live = Liveness::compute(rw.ctx(), rw.body(), regions, &mut scratch);
    let erased = delete_dead(rw, regions, &live, &mut scratch);
    scratch.stack = live.stack;
    if scratch.worth_keeping() {
        SCRATCH.with(|s| *s.borrow_mut() = scratch);
    }
    erased
}

/// Whether every op in scope is live without computing liveness: the
/// greedy driver runs region DCE on every function (or on the whole
/// module) after every iteration, and having erased trivially dead ops as
/// it went, it mostly finds nothing. Holds when
/// - every region in scope has at most one block: every block is an entry
///   block, whose arguments are never erased, and nothing branches;
/// - every op none of whose results is used is one liveness starts from
///   (a terminator, a symbol, an unregistered op, an op whose own effects
///   block erasure);
/// - in a region without dominance (a graph region, or one of an
///   unregistered op), where uses may form cycles, every op is one
///   liveness starts from (a module of functions is: they are symbols).
///
/// Then each op is live: an op with a used result has a user, which is
/// live or has a used result in turn; among ops of regions with dominance
/// the chain cannot cycle, so it ends at a live op, and liveness flows
/// back along the chain. An op whose erasure depends on what is nested in
/// it (recursive effects, a loop without results) is a seed when a nested
/// op blocks erasure; a cache answers each region op of a nest once.
pub(crate) fn provably_all_live(ctx: &Context, body: &Body, regions: &[RegionId]) -> bool {
    let dominance = |op: Option<OpId>| op.is_some_and(|o| has_ssa_dominance(ctx, body, o));
    let mut nested = TriviallyDeadCache::default();
    let mut seeded = |op: OpId| !may_be_trivially_dead(ctx, body, op) || !nested.effects_allow(ctx, body, op);
    let mut stack: SmallVec<[(RegionId, bool); 8]> =
        regions.iter().map(|&r| (r, dominance(body.region_parent(r)))).collect();
    while let Some((region, ssa)) = stack.pop() {
        let mut blocks = body.region_blocks(region);
        let Some(block) = blocks.next() else { continue };
        if blocks.next().is_some() {
            return false;
        }
        for op in body.block_ops(block) {
            let nested = body.regions(op);
            if !nested.is_empty() {
                let ssa = dominance(Some(op));
                stack.extend(nested.iter().map(|&r| (r, ssa)));
            }
            let used = ssa && body.results(op).iter().any(|&r| !body.uses(r).is_empty());
            if !used && !seeded(op) {
                return false;
            }
        }
    }
    true
}

/// The work lists of one run, kept from run to run on a thread: the
/// greedy driver runs region DCE after every iteration on every function,
/// and most functions are small, so their allocations would cost more
/// than the analysis. Each run leaves them empty.
#[derive(Default)]
struct Scratch {
    ops: Vec<OpId>,
    blocks: Vec<BlockId>,
    seeds: Vec<OpId>,
    stack: Vec<Item>,
    tasks: Vec<Task>,
}

impl Scratch {
    /// Kept only while small (see [`crate::reuse`]).
    fn worth_keeping(&self) -> bool {
        crate::reuse::worth_keeping(&[
            self.ops.capacity(),
            self.blocks.capacity(),
            self.seeds.capacity(),
            self.stack.capacity(),
            self.tasks.capacity(),
        ])
    }
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// What is proven live, and the scope it was computed over.
struct Liveness {
    /// Every op in scope, and whether it is live.
    ops: KeyMap<OpId, bool>,
    /// Every block in scope, and whether it is its region's entry block
    /// (whose arguments are never erased, so not tracked).
    blocks: KeyMap<BlockId, bool>,
    /// The live non-entry block arguments.
    args: FxHashSet<Value>,
    /// The forwarded operand ranges of each live branch, once processed.
    ranges: KeyMap<OpId, Vec<Range<usize>>>,
    stack: Vec<Item>,
}

/// A step of [`delete_dead`]'s walk.
enum Task {
    Region(RegionId),
    Block(BlockId),
    Op(OpId),
    Args(RegionId),
}

/// Something newly proven live whose consequences are still to draw.
enum Item {
    Op(OpId),
    Arg(Value),
}

impl Liveness {
    fn compute(ctx: &Context, body: &Body, regions: &[RegionId], scratch: &mut Scratch) -> Liveness {
        // The scope, ops in pre-order (an op before the ops nested in it),
        // its blocks, and apart the entry blocks among them.
        let ops = &mut scratch.ops;
        let blocks = &mut scratch.blocks;
        let mut worklist: SmallVec<[RegionId; 8]> = regions.iter().copied().collect();
        let mut entries: SmallVec<[BlockId; 8]> = SmallVec::new();
        while let Some(region) = worklist.pop() {
            entries.extend(body.entry_block(region));
            for b in body.region_blocks(region) {
                blocks.push(b);
                for op in body.block_ops(b) {
                    ops.push(op);
                    worklist.extend_from_slice(body.regions(op));
                }
            }
        }
        let mut live = Liveness {
            // The maps are over exactly these keys: slot-indexed from the
            // start where the keys lie together.
            ops: KeyMap::for_keys(ops),
            blocks: KeyMap::for_keys(blocks),
            args: FxHashSet::default(),
            ranges: KeyMap::new(),
            stack: std::mem::take(&mut scratch.stack),
        };
        for b in blocks.drain(..) {
            live.blocks.insert(b, false);
        }
        for b in entries {
            live.blocks.insert(b, true);
        }
        for &op in ops.iter() {
            live.ops.insert(op, false);
        }
        // Whether each op's effects allow erasing it, bottom-up (nested ops
        // first), so no subtree is walked twice.
        let mut blocked: KeyMap<OpId, ()> = KeyMap::for_keys(ops);
        let seeds = &mut scratch.seeds;
        for &op in ops.iter().rev() {
            let removable = match erasure_effects(ctx, body, op) {
                ErasureEffects::Block => false,
                ErasureEffects::Allow => true,
                ErasureEffects::AllowIfNestedDo => !blocked.contains_key(op),
            };
            if !removable {
                if let Some(parent) = body.parent_op(op) {
                    blocked.insert(parent, ());
                }
            }
            if !(removable && may_be_trivially_dead(ctx, body, op)) {
                seeds.push(op);
            }
        }
        ops.clear();
        for op in seeds.drain(..).rev() {
            live.mark_op(op);
        }
        while let Some(item) = live.stack.pop() {
            match item {
                Item::Op(op) => live.process_op(ctx, body, op),
                Item::Arg(arg) => live.process_arg(body, arg),
            }
        }
        live
    }

    fn mark_op(&mut self, op: OpId) {
        if let Some(l) = self.ops.get_mut(op) {
            if !*l {
                *l = true;
                self.stack.push(Item::Op(op));
            }
        }
    }

    fn mark_value(&mut self, body: &Body, v: Value) {
        match body.value_def(v) {
            ValueDef::OpResult { op, .. } => self.mark_op(op),
            ValueDef::BlockArgument { block, .. } => {
                if self.blocks.get(block) == Some(&false) && self.args.insert(v) {
                    self.stack.push(Item::Arg(v));
                }
            }
            ValueDef::Placeholder => {}
        }
    }

    /// Is `arg`, forwarded to, live? Untracked arguments (malformed IR) are.
    fn arg_live(&self, body: &Body, arg: Option<&Value>) -> bool {
        match arg {
            Some(a) => {
                self.args.contains(a) || body.value_parent_block(*a).and_then(|b| self.blocks.get(b)) != Some(&false)
            }
            None => true,
        }
    }

    /// A live op makes what it uses live; a branch's successor operand only
    /// once its block argument is.
    fn process_op(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let Some(iface) = branch_interface(ctx, body, op) else {
            for v in body.operands(op) {
                self.mark_value(body, v);
            }
            // Without the interface nothing is known of the successor
            // operands: every successor argument is live.
            for s in body.successors(op) {
                for &a in body.block_args(s) {
                    self.mark_value(body, a);
                }
            }
            return;
        };
        let ranges = (iface.successor_operands)(ctx, body, op);
        let mut forwarded = vec![false; body.num_operands(op)];
        for (s, range) in ranges.iter().enumerate() {
            let args = body.block_args(body.successor(op, s));
            for (j, k) in range.clone().enumerate() {
                forwarded[k] = true;
                if self.arg_live(body, args.get(j)) {
                    self.mark_value(body, body.operand(op, k));
                }
            }
        }
        for (k, f) in forwarded.into_iter().enumerate() {
            if !f {
                self.mark_value(body, body.operand(op, k));
            }
        }
        self.ranges.insert(op, ranges);
    }

    /// A newly live argument makes the operands live that the live branches
    /// already processed forward to it (later ones see it live).
    fn process_arg(&mut self, body: &Body, arg: Value) {
        let ValueDef::BlockArgument { block, index } = body.value_def(arg) else { return };
        for p in body.predecessors(block) {
            let Some(range) = self.ranges.get(p.op).and_then(|r| r.get(p.index as usize)) else { continue };
            let k = range.start + index as usize;
            if k < range.end {
                self.mark_value(body, body.operand(p.op, k));
            }
        }
    }

    /// Ops outside the scope count as live: they are never erased.
    fn op_live(&self, op: OpId) -> bool {
        self.ops.get(op).copied().unwrap_or(true)
    }
}

/// Upstream's `deleteDeadness`, with an explicit task stack in place of its
/// recursion into the regions of live ops.
fn delete_dead(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &Liveness, scratch: &mut Scratch) -> bool {
    let mut erased = false;
    let mut trimmed = FxHashSet::default();
    let tasks = &mut scratch.tasks;
    tasks.extend(regions.iter().rev().map(|&r| Task::Region(r)));
    while let Some(task) = tasks.pop() {
        match task {
            Task::Region(region) => {
                let body = rw.body();
                let entry = body.entry_block(region);
                if entry.is_some_and(|e| body.next_block(e).is_none()) {
                    // One block: its post-order is itself, and it has no
                    // arguments to erase.
                    tasks.extend(entry.map(Task::Block));
                    continue;
                }
                // Blocks no path reaches (normally erased already) come
                // after the others, in region order.
                let mut blocks = post_order(body, region);
                let reached: FxHashSet<BlockId> = blocks.iter().copied().collect();
                blocks.extend(body.region_blocks(region).filter(|b| !reached.contains(b)));
                tasks.push(Task::Args(region));
                tasks.extend(blocks.into_iter().rev().map(Task::Block));
            }
            Task::Block(block) => {
                if let Some(term) = rw.body().last_op(block) {
                    trim_successor_operands(rw, term, live, &mut trimmed);
                }
                // Last op first: pushed in order, popped in reverse.
                tasks.extend(rw.body().block_ops(block).map(Task::Op));
            }
            Task::Op(op) => {
                if !live.op_live(op) {
                    erased |= erase_dead_op(rw, op, live, &mut trimmed);
                } else {
                    tasks.extend(rw.body().regions(op).iter().rev().map(|&r| Task::Region(r)));
                }
            }
            Task::Args(region) => {
                let blocks: Vec<BlockId> = rw.body().region_blocks(region).skip(1).collect();
                let dead = |body: &Body, a: Value| !live.args.contains(&a) && !body.has_uses(a);
                for b in blocks {
                    if rw.body().block_args(b).iter().any(|&a| dead(rw.body(), a)) {
                        rw.with_body(|body| body.erase_block_args_if(b, dead));
                    }
                }
            }
        }
    }
    erased
}

/// Drops from a live branch the successor operands whose block argument is
/// dead (upstream's `eraseTerminatorSuccessorOperands`), once per branch.
fn trim_successor_operands(rw: &mut Rewriter<'_>, op: OpId, live: &Liveness, trimmed: &mut FxHashSet<OpId>) {
    // The ranges found while computing liveness: only live branches have
    // them, and nothing has changed their operands since.
    let Some(ranges) = live.ranges.get(op) else { return };
    let body = rw.body();
    let dead = |s: usize, j: usize| !live.arg_live(body, body.block_args(body.successor(op, s)).get(j));
    if !ranges.iter().enumerate().any(|(s, r)| (0..r.len()).any(|j| dead(s, j))) || !trimmed.insert(op) {
        return;
    }
    let lists: Vec<Vec<Value>> = ranges
        .iter()
        .enumerate()
        .map(|(s, r)| r.clone().enumerate().filter(|&(j, _)| !dead(s, j)).map(|(_, k)| body.operand(op, k)).collect())
        .collect();
    let Some(iface) = branch_interface(rw.ctx(), body, op) else { return };
    set_successor_operands(rw, op, &iface, &lists);
}

/// Rewrites the forwarded operands of `op`, reporting it modified.
pub(super) fn set_successor_operands(rw: &mut Rewriter<'_>, op: OpId, iface: &BranchOpInterface, lists: &[Vec<Value>]) {
    let ctx = rw.ctx();
    rw.modify_op_in_place(op, |body| iface.set_successor_operands(ctx, body, op, lists));
}

/// Erases a dead op. Its results can still be used only by dead ops (in a
/// graph region's cycle) or by live branches not yet trimmed: the former
/// lose their operands unreported, as upstream's `dropAllUses` leaves them
/// (they are erased later in this pass), the latter are trimmed now. An
/// op still used by a live op after that (never in valid IR) is kept.
fn erase_dead_op(rw: &mut Rewriter<'_>, op: OpId, live: &Liveness, trimmed: &mut FxHashSet<OpId>) -> bool {
    let results = rw.body().results(op).to_vec();
    for &r in &results {
        let users: Vec<OpId> = rw.body().uses(r).iter().map(|u| u.op).collect();
        for u in users {
            if live.op_live(u) {
                trim_successor_operands(rw, u, live, trimmed);
            }
        }
    }
    let users: Vec<OpId> = results.iter().flat_map(|&r| rw.body().uses(r).iter().map(|u| u.op)).collect();
    if users.iter().any(|&u| live.op_live(u)) {
        return false;
    }
    for u in users {
        rw.with_body(|body| body.drop_operands(u));
    }
    rw.erase_op(op);
    true
}
