//! The `sroa` pass (upstream's `SROA`, scalar replacement of aggregates):
//! splits an allocation of an aggregate into one allocation per element
//! used, when every use of it is an access that can move to its element's
//! slot (`strata_ir::memory_slot`'s destructuring interfaces; for memref,
//! an alloca of 2 to 16 elements whose loads and stores all have constant
//! indices inside the shape), or an op that can give the use up
//! (`PromotableOpInterface`, as for `mem2reg`). What an accessor points
//! into (an `llvm.getelementptr`'s result) must in turn be used only by
//! ops accessing it within bounds (`SafeMemorySlotAccessOpInterface`) or
//! giving the use up. `mem2reg` can then promote the pieces.
//!
//! The element slots are made in the order the uses first name their
//! index, walking the pointer's uses from the most recent, as upstream's
//! use lists run (upstream keeps the indices in a `SmallPtrSet`, which
//! keeps insertion order up to eight of them). Allocations are tried in
//! post-order; those that split make new allocations, tried in the next
//! round with those that did not, while any split happens.
//!
//! The accessors and the ops giving up uses are rewritten users first
//! (before the ops defining what they use), then erased in that order.
//!
//! Invariant: linear in the uses of each allocation tried per round (and
//! of the values derived from its pointer); the IR changes only once an
//! allocation is known to split.

use std::sync::atomic::{AtomicU64, Ordering};

use strata_ir::memory_slot::{
    DeletionKind, DestructurableAccessorOpInterface, DestructurableAllocationOpInterface, DestructurableMemorySlot,
    MemorySlot, PromotableOpInterface, SafeMemorySlotAccessOpInterface, SlotUse, UsedIndices,
};
use strata_ir::{Body, Builder, Context, FxHashMap, FxHashSet, InsertPoint, OpId, WalkOrder};

use crate::mem2reg::{blocking_users, forward_order, Reach};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun, Statistic};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "sroa",
        name: "SROA",
        description: "Scalar Replacement of Aggregates",
        options: &[],
        anchor: None,
        create: |_, _| Ok(Box::new(Sroa::default())),
    }
}

/// The pass, with upstream's three statistics.
#[derive(Default)]
pub struct Sroa {
    destructured: AtomicU64,
    with_memory_benefit: AtomicU64,
    max_subelements: AtomicU64,
}

impl Pass for Sroa {
    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "destructured slots",
                description: "Total amount of memory slots destructured",
                value: self.destructured.load(Ordering::Relaxed),
            },
            Statistic {
                name: "max subelement number",
                description: "Maximal number of sub-elements a successfully destructured slot initially had",
                value: self.max_subelements.load(Ordering::Relaxed),
            },
            Statistic {
                name: "slots with memory benefit",
                description: "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields",
                value: self.with_memory_benefit.load(Ordering::Relaxed),
            },
        ]
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        for region in body.regions(op).to_vec() {
            if body.region_is_empty(region) {
                continue;
            }
            let mut worklist: Vec<OpId> = Vec::new();
            for b in body.region_blocks(region) {
                for o in body.block_ops(b) {
                    worklist.extend(
                        body.collect_ops(o, WalkOrder::PostOrder)
                            .into_iter()
                            .filter(|&a| DestructurableAllocationOpInterface::of(ctx, body, a).is_some()),
                    );
                }
            }
            loop {
                let mut changed = false;
                let mut next = Vec::with_capacity(worklist.len());
                for allocator in worklist {
                    match self.destructure_one(ctx, body, allocator) {
                        Some(new) => {
                            next.extend(new);
                            changed = true;
                        }
                        None => next.push(allocator),
                    }
                }
                if !changed {
                    break;
                }
                worklist = next;
            }
        }
        Ok(())
    }
}

impl Sroa {
    /// Splits the first slot of `allocator` that can be; returns the new
    /// allocations, or `None` when none could be.
    fn destructure_one(&self, ctx: &Context, body: &mut Body, allocator: OpId) -> Option<Vec<OpId>> {
        if !body.contains_op(allocator) {
            return None;
        }
        let iface = *DestructurableAllocationOpInterface::of(ctx, body, allocator)?;
        for slot in (iface.destructurable_slots)(ctx, body, allocator) {
            if !body.has_uses(slot.ptr) {
                continue;
            }
            let Some(info) = destructuring_info(ctx, body, &slot) else { continue };
            let block = body.value_parent_block(slot.ptr)?;
            let subslots = {
                let mut b = Builder::at(ctx, body, InsertPoint::BlockStart(block));
                (iface.destructure)(ctx, &mut b, allocator, &slot, info.used.as_slice())
            };
            if slot.subelements.len() != info.used.len() {
                self.with_memory_benefit.fetch_add(1, Ordering::Relaxed);
            }
            self.max_subelements.fetch_max(slot.subelements.len() as u64, Ordering::Relaxed);
            // Users of a value before its definition (post-order of the
            // walk from the accessors through the results they define, kept
            // to the ops rewritten: the walk is linear in them and their
            // users, and an op is rewritten only after those of its users
            // that are).
            let mut roots: Vec<OpId> = info.accessors.iter().map(|&(o, _)| o).collect();
            roots.extend(info.blocking.iter().map(|(o, _, _)| *o));
            let in_set: FxHashSet<OpId> = roots.iter().copied().collect();
            let order =
                forward_order(body, &roots, |_, op| if in_set.contains(&op) { Reach::Through } else { Reach::Skip });
            let accessors: FxHashMap<OpId, DestructurableAccessorOpInterface> = info.accessors.into_iter().collect();
            let blocking: FxHashMap<OpId, (Vec<usize>, PromotableOpInterface)> =
                info.blocking.into_iter().map(|(o, operands, i)| (o, (operands, i))).collect();
            let mut erase = Vec::new();
            for &op in order.iter().rev() {
                let kind = if let Some(acc) = accessors.get(&op) {
                    (acc.rewire)(ctx, body, op, &slot, &subslots)
                } else if let Some((operands, promotable)) = blocking.get(&op) {
                    (promotable.remove_blocking_uses)(ctx, body, op, operands)
                } else {
                    DeletionKind::Keep
                };
                if kind == DeletionKind::Delete {
                    erase.push(op);
                }
            }
            for op in erase {
                if body.contains_op(op) && body.results(op).iter().all(|&r| !body.has_uses(r)) {
                    body.erase_op(op);
                }
            }
            self.destructured.fetch_add(1, Ordering::Relaxed);
            (iface.handle_destructuring_complete)(ctx, body, allocator, &slot);
            return Some(subslots.into_iter().map(|s| s.allocator).collect());
        }
        None
    }
}

/// What a split of a slot needs (upstream's `MemorySlotDestructuringInfo`).
struct DestructuringInfo {
    /// The element indices used, in the order the uses first name them.
    used: UsedIndices,
    /// The ops moving to the element slots.
    accessors: Vec<(OpId, DestructurableAccessorOpInterface)>,
    /// The ops giving up uses of the slot's pointer or of values derived
    /// from it, with their blocking operands.
    blocking: Vec<(OpId, Vec<usize>, PromotableOpInterface)>,
}

/// Can `slot` be split (upstream's `computeDestructuringInfo`)? Every use
/// of its pointer is an accessor that can move to its element slot, or an
/// op that can give the use up; every use of what the accessors point into
/// (`must be used safely`) accesses it within bounds, or can be given up.
fn destructuring_info(ctx: &Context, body: &Body, slot: &DestructurableMemorySlot) -> Option<DestructuringInfo> {
    let mut used = UsedIndices::default();
    let mut safe_worklist: Vec<MemorySlot> = Vec::new();
    let mut accessors: Vec<(OpId, DestructurableAccessorOpInterface)> = Vec::new();
    let mut initial: Vec<SlotUse> = Vec::new();
    let mut is_accessor: FxHashSet<OpId> = FxHashSet::default();
    for u in body.uses(slot.ptr).iter().rev() {
        if let Some(&acc) = DestructurableAccessorOpInterface::of(ctx, body, u.op) {
            if (acc.can_rewire)(ctx, body, u.op, slot, &mut used, &mut safe_worklist) {
                if is_accessor.insert(u.op) {
                    accessors.push((u.op, acc));
                }
                continue;
            }
        }
        initial.push((u.op, u.index as usize));
    }
    let mut visited: FxHashSet<SlotUse> = FxHashSet::default();
    while let Some(must) = safe_worklist.pop() {
        for u in body.uses(must.ptr).iter().rev() {
            let use_ = (u.op, u.index as usize);
            if !visited.insert(use_) {
                continue;
            }
            if let Some(safe) = SafeMemorySlotAccessOpInterface::of(ctx, body, u.op) {
                if (safe.ensure_only_safe_accesses)(ctx, body, u.op, &must, &mut safe_worklist) {
                    continue;
                }
            }
            initial.push(use_);
        }
    }
    // An op both rewired and blocking cannot be both.
    if initial.iter().any(|(o, _)| is_accessor.contains(o)) {
        return None;
    }
    // Every blocking user must be an op that can let go of the use.
    let blocking = blocking_users(ctx, body, &initial, |_, _| false)?;
    let blocking = blocking
        .into_iter()
        .map(|(op, operands)| PromotableOpInterface::of(ctx, body, op).map(|i| (op, operands, i)))
        .collect::<Option<Vec<_>>>()?;
    Some(DestructuringInfo { used, accessors, blocking })
}
