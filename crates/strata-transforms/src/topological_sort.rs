//! The `topological-sort` pass (upstream's `TopologicalSort`) and the
//! utility under it, [`sort_topologically`] (upstream's
//! `sortTopologically(Block *)`): the ops of every block of a graph region
//! (no SSA dominance) are reordered so that, where possible, each op comes
//! after the ops defining the values it and its nested ops use.
//!
//! The order is upstream's exactly. Upstream scans the unscheduled ops in
//! passes: each pass schedules, in block order, every op whose
//! dependencies are scheduled by then; a pass that schedules nothing
//! (a cycle) takes the first unscheduled op as scheduled where it stands.
//! Here each op counts its unscheduled dependencies, and scheduling an op
//! releases its dependents into the current pass when they stand after it
//! and into the next pass otherwise: the same order in `O(n log n)` plus
//! the dependencies, where upstream's scans cost up to `O(n²)`.
//!
//! Invariants: a block ending in a terminator keeps it last; an op's
//! dependencies are the ops of the block that define, or hold the
//! definition of, a value used in the op or nested in it (not the op
//! itself); values from outside the block never wait. The IR is verified:
//! the ops nested in an IsolatedFromAbove op use only values defined in
//! it, so they are not walked (sorting a module of functions reads the
//! functions, not their bodies).

use std::collections::BTreeSet;

use strata_ir::dominance::ancestor_in_region;
use strata_ir::op_checks::has_trait;
use strata_ir::{BlockId, Body, Context, OpId, Traits, WalkOrder};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "topological-sort",
        name: "TopologicalSort",
        description: "Sort regions without SSA dominance in topological order",
        options: &[],
        anchor: None,
        create: |_, _| Ok(Box::new(TopologicalSort)),
    }
}

/// The pass.
pub struct TopologicalSort;

impl Pass for TopologicalSort {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        // Only ops with regions can hold a graph region: the leaves are
        // not collected.
        let mut blocks: Vec<BlockId> = Vec::new();
        body.walk_region_ops(op, WalkOrder::PostOrder, |body, o| {
            if has_trait(ctx, body, o, Traits::GRAPH_REGIONS) {
                blocks.extend(body.regions(o).iter().flat_map(|&r| body.region_blocks(r)));
            }
            strata_ir::WalkResult::Advance
        });
        for block in blocks {
            sort_topologically(ctx, body, block);
        }
        Ok(())
    }
}

/// Sorts the ops of `block` (all but a final terminator) topologically;
/// false if a cycle made some op come before a dependency. The IR must be
/// verified (an IsolatedFromAbove op's body is not read; see the module
/// doc).
pub fn sort_topologically(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let mut ops: Vec<OpId> = body.block_ops(block).collect();
    let terminator = ops.last().copied().filter(|&last| has_trait(ctx, body, last, Traits::IS_TERMINATOR));
    if terminator.is_some() {
        ops.pop();
    }
    if ops.is_empty() {
        return true;
    }
    let (order, acyclic) = schedule(ctx, body, block, &ops);
    // Most blocks are in order already: moving nothing keeps them as they are.
    if order == ops {
        return acyclic;
    }
    for op in order {
        match terminator {
            Some(t) => body.move_op_before(op, t),
            None => {
                body.remove_op(op);
                body.append_op(block, op);
            }
        }
    }
    acyclic
}

/// Upstream's scheduling order of `ops` (the sorted range of `block`),
/// and whether no cycle had to be broken.
fn schedule(ctx: &Context, body: &Body, block: BlockId, ops: &[OpId]) -> (Vec<OpId>, bool) {
    let n = ops.len();
    let position: strata_ir::FxHashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    // The block's region: an op of another of its blocks is never in `position`.
    let region = body.block_region(block);
    // dependents[d]: the ops waiting for op d, once per use.
    let mut dependents: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut waiting = vec![0usize; n];
    for (x, &op) in ops.iter().enumerate() {
        // The ops nested in an IsolatedFromAbove op use only values
        // defined inside it (the IR is verified), which make the op wait
        // for nothing: only its own operands count, and a module of
        // functions is sorted without walking their bodies.
        let isolated = has_trait(ctx, body, op, Traits::ISOLATED_FROM_ABOVE);
        body.walk(op, WalkOrder::PreOrder, |body, nested| {
            for v in body.operands(nested) {
                let holder = body.defining_op(v).zip(region).and_then(|(def, r)| ancestor_in_region(body, def, r));
                if let Some(&d) = holder.and_then(|h| position.get(&h)) {
                    if d != x {
                        dependents[d].push(x);
                        waiting[x] += 1;
                    }
                }
            }
            if isolated {
                strata_ir::WalkResult::Skip
            } else {
                strata_ir::WalkResult::Advance
            }
        });
    }
    let mut done = vec![false; n];
    let mut order = Vec::with_capacity(n);
    let mut now: BTreeSet<usize> = (0..n).filter(|&x| waiting[x] == 0).collect();
    let mut next: BTreeSet<usize> = BTreeSet::new();
    let mut first_unscheduled = 0;
    let mut acyclic = true;
    let release = |d: usize,
                   cursor: Option<usize>,
                   waiting: &mut Vec<usize>,
                   now: &mut BTreeSet<usize>,
                   next: &mut BTreeSet<usize>| {
        for &x in &dependents[d] {
            waiting[x] -= 1;
            if waiting[x] == 0 {
                if cursor.is_none_or(|c| x > c) {
                    now.insert(x)
                } else {
                    next.insert(x)
                };
            }
        }
    };
    while order.len() < n {
        if now.is_empty() {
            // A cycle: the first unscheduled op counts as scheduled where
            // it stands.
            while done[first_unscheduled] {
                first_unscheduled += 1;
            }
            let z = first_unscheduled;
            done[z] = true;
            order.push(ops[z]);
            acyclic = false;
            release(z, None, &mut waiting, &mut now, &mut next);
            continue;
        }
        while let Some(x) = now.pop_first() {
            // An op a broken cycle scheduled may still be released later.
            if done[x] {
                continue;
            }
            done[x] = true;
            order.push(ops[x]);
            release(x, Some(x), &mut waiting, &mut now, &mut next);
        }
        std::mem::swap(&mut now, &mut next);
    }
    (order, acyclic)
}
