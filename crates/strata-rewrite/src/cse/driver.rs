//! The CSE walk (upstream's `CSEDriver`): every region under the given
//! ones (a root op's, or the one the greedy driver rewrites), in program
//! order, with the scoped table of known ops following the
//! dominator tree, then the erasure of what the walk marked dead.
//!
//! Invariants: the walk never recurses over the IR (one explicit task
//! stack: 10,000-deep nesting needs no native stack); the IR changes during
//! the walk only by redirecting uses to an earlier equivalent op and by
//! giving such an op a location, so the positions, dominance and effect
//! facts computed on the way stay valid; ops are erased after the walk,
//! through the rewriter (so a listener, such as the greedy driver's, sees
//! every change). Work is linear in ops, uses and blocks besides
//! the comparisons of ops whose hashes collide: a block's possibly-writing
//! ops are counted once, so "no write between two reads" is O(1).

use super::equivalence::Key;
use super::table::KnownOps;
use super::CseConfig;
use crate::rewriter::Rewriter;
use strata_ir::op_checks::{is_op_trivially_dead, may_write_recursively, EffectFreeCache};
use strata_ir::{
    BlockId, Body, Context, DominanceInfo, Effect, FxHashMap, FxHashSet, KeyMap, MemoryEffects, OpId, RegionId,
    SmallVec, Traits, Use, Value, WalkOrder, WalkResult,
};

/// What one run did (upstream's `num-cse` and `num-dce` statistics).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Ops replaced by an equivalent earlier op.
    pub num_cse: u64,
    /// Trivially dead ops erased, including those left dead by erasures.
    pub num_dce: u64,
    /// The IR changed. Not implied by `num_cse`: in a graph region a
    /// replacement can move no use and keep the op.
    pub changed: bool,
}

/// Eliminates common subexpressions in the regions of `root`, erasing
/// trivially dead ops on the way and the ops those erasures leave dead.
pub fn eliminate_common_subexpressions(ctx: &Context, body: &mut Body, root: OpId, config: &CseConfig) -> CseStats {
    let regions = body.regions(root).to_vec();
    eliminate_common_subexpressions_in(&mut Rewriter::new(ctx, body), &regions, config)
}

/// [`eliminate_common_subexpressions`] on `regions` (each from an empty
/// table, as the regions of an isolated op), through `rw` and so its
/// listener.
pub fn eliminate_common_subexpressions_in(rw: &mut Rewriter<'_>, regions: &[RegionId], config: &CseConfig) -> CseStats {
    let ctx = rw.ctx();
    let mut driver = Driver {
        ctx,
        key: Key::new(ctx, config),
        known: KnownOps::new(),
        dominance: DominanceInfo::default(),
        writes_before: KeyMap::new(),
        counted_blocks: FxHashSet::default(),
        dom_children: FxHashMap::default(),
        to_erase: Vec::new(),
        effect_free: EffectFreeCache::default(),
        stats: CseStats::default(),
    };
    driver.walk(rw, regions);
    driver.erase(rw);
    driver.known.finish();
    driver.stats
}

struct Driver<'c> {
    ctx: &'c Context,
    key: Key<'c>,
    known: KnownOps,
    /// Dominator trees of the multi-block regions met so far.
    dominance: DominanceInfo,
    /// For ops of counted blocks: how many possibly-writing ops precede
    /// them in their block.
    writes_before: KeyMap<OpId, u32>,
    counted_blocks: FxHashSet<BlockId>,
    /// Children in the dominator tree of the blocks still to visit
    /// (only looked up, so the map's order does not matter).
    dom_children: FxHashMap<BlockId, SmallVec<[BlockId; 2]>>,
    /// Ops to erase after the walk, nested ones before their parents.
    to_erase: Vec<OpId>,
    /// Regions are simplified before the op holding them, so a nest of
    /// region-holding ops is judged from the inside out, each level once.
    effect_free: EffectFreeCache,
    stats: CseStats,
}

/// One step of the walk.
enum Task {
    /// Simplify a region with the current table.
    Region(RegionId),
    /// Visit a dominator-tree node: its block in a new scope, then its
    /// children (the blocks it immediately dominates), in block order.
    DomNode {
        block: BlockId,
        ssa: bool,
    },
    /// The rest of a block, from this op on.
    Ops {
        next: Option<OpId>,
        ssa: bool,
    },
    /// The op itself, once its regions are done.
    Simplify {
        op: OpId,
        ssa: bool,
    },
    PopScope,
    PushTable,
    PopTable,
}

impl Driver<'_> {
    fn walk(&mut self, rw: &mut Rewriter<'_>, regions: &[RegionId]) {
        let mut tasks: Vec<Task> = regions.iter().rev().map(|&r| Task::Region(r)).collect();
        while let Some(task) = tasks.pop() {
            match task {
                Task::Region(region) => self.start_region(rw.body(), region, &mut tasks),
                Task::DomNode { block, ssa } => {
                    self.known.push_scope();
                    tasks.push(Task::PopScope);
                    let kids = self.dom_children.remove(&block).unwrap_or_default();
                    tasks.extend(kids.into_iter().rev().map(|kid| Task::DomNode { block: kid, ssa }));
                    tasks.push(Task::Ops { next: rw.body().first_op(block), ssa });
                }
                Task::Ops { next: None, .. } => {}
                Task::Ops { next: Some(op), ssa } => {
                    let body = rw.body();
                    tasks.push(Task::Ops { next: body.next_op(op), ssa });
                    tasks.push(Task::Simplify { op, ssa });
                    let regions = body.regions(op);
                    if !regions.is_empty() {
                        // An op that is or might be IsolatedFromAbove gets
                        // a fresh table: its regions must not capture
                        // values from outside.
                        let isolated =
                            self.ctx.op_info(body.op_name(op)).is_none_or(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE));
                        if isolated {
                            tasks.push(Task::PopTable);
                        }
                        tasks.extend(regions.iter().rev().map(|&r| Task::Region(r)));
                        if isolated {
                            tasks.push(Task::PushTable);
                        }
                    }
                }
                Task::Simplify { op, ssa } => self.simplify_op(rw, op, ssa),
                Task::PopScope => self.known.pop_scope(),
                Task::PushTable => self.known.push_table(),
                Task::PopTable => {
                    self.known.pop_table();
                    if self.known.depth() == 1 {
                        self.forget_isolated_op();
                    }
                }
            }
        }
    }

    /// Upstream's `simplifyRegion`: one block in a scope of its own; more
    /// blocks along the dominator tree when the region has SSA dominance,
    /// else not at all (nor anything nested in it).
    fn start_region(&mut self, body: &Body, region: RegionId, tasks: &mut Vec<Task>) {
        let Some(entry) = body.entry_block(region) else { return };
        let ssa = has_ssa_dominance(self.ctx, body, region);
        if body.next_block(entry).is_none() {
            self.known.push_scope();
            tasks.push(Task::PopScope);
            tasks.push(Task::Ops { next: body.first_op(entry), ssa });
            return;
        }
        if !ssa {
            return;
        }
        // Unreachable blocks are in no tree: never visited, as upstream.
        self.dominance.add_regions(body, [region]);
        for b in body.region_blocks(region) {
            if let Some(parent) = self.dominance.immediate_dominator(b) {
                self.dom_children.entry(parent).or_default().push(b);
            }
        }
        tasks.push(Task::DomNode { block: entry, ssa });
    }

    /// Drops what was learnt inside an isolated op just left (its blocks'
    /// write counts, its regions' dominance, its ops' effects): nothing
    /// outside refers to it, and a module's worth of it would outweigh the
    /// IR. Recomputed on demand if asked again.
    fn forget_isolated_op(&mut self) {
        self.writes_before = KeyMap::new();
        self.counted_blocks.clear();
        self.dominance = DominanceInfo::default();
        self.effect_free = EffectFreeCache::default();
    }

    /// Upstream's `simplifyOperation`.
    fn simplify_op(&mut self, rw: &mut Rewriter<'_>, op: OpId, ssa: bool) {
        let ctx = self.ctx;
        let body = rw.body();
        let info = ctx.op_info(body.op_name(op));
        if info.is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR)) {
            return;
        }
        if is_op_trivially_dead(ctx, body, op) {
            self.to_erase.push(op);
            self.stats.num_dce += 1;
            self.stats.changed = true;
            return;
        }
        // Ops with a multi-block region are left alone, as upstream.
        if body.regions(op).iter().any(|&r| body.region_blocks(r).nth(1).is_some()) {
            return;
        }
        let hash = self.key.hash(body, op);
        if !self.effect_free.is_memory_effect_free(ctx, body, op) {
            // Only an op that declares nothing but reads may be merged,
            // with an earlier one of its block and no possible write in
            // between.
            if !only_reads(ctx, body, op) {
                return;
            }
            if let Some(existing) = self.known.lookup(&self.key, body, op, hash) {
                if body.op_block(existing) == body.op_block(op) && !self.write_between(body, existing, op) {
                    self.replace(rw, op, existing, ssa);
                    return;
                }
            }
            self.known.insert(op, hash);
            return;
        }
        match self.known.lookup(&self.key, body, op, hash) {
            Some(existing) => self.replace(rw, op, existing, ssa),
            None => self.known.insert(op, hash),
        }
    }

    /// Upstream's `replaceUsesAndDelete`: `op`'s uses go to `existing`.
    /// Without SSA dominance only the uses by ops with no known equivalent
    /// move (a use by a visited op must stay), and `op` stays while used.
    fn replace(&mut self, rw: &mut Rewriter<'_>, op: OpId, existing: OpId, ssa: bool) {
        let pairs: SmallVec<[(Value, Value); 1]> =
            rw.body().results(op).iter().copied().zip(rw.body().results(existing).iter().copied()).collect();
        if ssa {
            for (from, to) in pairs {
                rw.replace_all_uses_with(from, to);
            }
            self.to_erase.push(op);
            self.stats.changed = true;
        } else {
            for (from, to) in pairs {
                let body = rw.body();
                let moving: Vec<Use> =
                    body.uses(from).iter().copied().filter(|u| !self.known.contains(&self.key, body, u.op)).collect();
                for u in moving {
                    rw.modify_op_in_place(u.op, |b| b.set_operand(u.op, u.index as usize, to));
                    self.stats.changed = true;
                }
            }
            if rw.body().use_empty(op) {
                self.to_erase.push(op);
                self.stats.changed = true;
            }
        }
        // The survivor takes the location of the op it replaces when its
        // own says nothing.
        let (keep, gone) = (rw.body().op_loc(existing), rw.body().op_loc(op));
        let unknown = |l| self.ctx.is_unknown_loc(l);
        if unknown(keep) && !unknown(gone) {
            rw.modify_op_in_place(existing, |b| b.set_op_loc(existing, gone));
            self.stats.changed = true;
        }
        self.stats.num_cse += 1;
    }

    /// Is there an op between `from` and `to` (same block, `from` first)
    /// that might write, itself or in its regions (upstream's
    /// `hasOtherSideEffectingOpInBetween`)? Counted once per block.
    fn write_between(&mut self, body: &Body, from: OpId, to: OpId) -> bool {
        let block = body.op_block(to).expect("attached");
        if self.counted_blocks.insert(block) {
            let mut count = 0;
            for o in body.block_ops(block) {
                // Only ops that just read are ever asked about.
                if only_reads(self.ctx, body, o) {
                    self.writes_before.insert(o, count);
                }
                if may_write_recursively(self.ctx, body, o) {
                    count += 1;
                }
            }
        }
        // `from` itself only reads, so the writes before `to` not before
        // `from` lie strictly between them.
        self.writes_before[to] != self.writes_before[from]
    }

    /// Erases what the walk marked, then every op an erasure leaves
    /// trivially dead (upstream leaves those to the next run).
    fn erase(&mut self, rw: &mut Rewriter<'_>) {
        let mut freed: Vec<Value> = Vec::new();
        let erase = |rw: &mut Rewriter<'_>, op: OpId, freed: &mut Vec<Value>| {
            rw.body().walk(op, WalkOrder::PreOrder, |body, o| {
                freed.extend(body.operands(o));
                WalkResult::Advance
            });
            rw.erase_op(op);
        };
        for op in std::mem::take(&mut self.to_erase) {
            if rw.body().contains_op(op) {
                erase(rw, op, &mut freed);
            }
        }
        while let Some(v) = freed.pop() {
            let body = rw.body();
            if !body.contains_value(v) {
                continue;
            }
            let Some(def) = body.defining_op(v) else { continue };
            if is_op_trivially_dead(self.ctx, body, def) {
                erase(rw, def, &mut freed);
                self.stats.num_dce += 1;
            }
        }
    }
}

/// Upstream's `DominanceInfo::hasSSADominance`: false only for a region
/// whose registered parent declares graph regions (an unregistered parent
/// counts as SSA, as upstream's analysis treats it).
fn has_ssa_dominance(ctx: &Context, body: &Body, region: RegionId) -> bool {
    let parent = body.region_parent(region).expect("attached region");
    ctx.op_info(body.op_name(parent)).is_none_or(|i| !i.has_trait(Traits::GRAPH_REGIONS))
}

/// Upstream's `hasSingleEffect<Read>`: the op declares effects (through
/// the interface, which ops declaring only `RecursiveMemoryEffects` lack),
/// at least one, and all of them reads.
fn only_reads(ctx: &Context, body: &Body, op: OpId) -> bool {
    match MemoryEffects::of_op(ctx, body, op).as_deref() {
        Some(MemoryEffects::Known { effects, .. }) => {
            !effects.is_empty() && effects.iter().all(|e| e.effect == Effect::Read)
        }
        _ => false,
    }
}
