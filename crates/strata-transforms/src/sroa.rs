//! The `sroa` pass (upstream's `SROA`, scalar replacement of aggregates):
//! splits an allocation of an aggregate into one allocation per element
//! used, when every use of it is an access that can move to its element's
//! slot (`strata_ir::memory_slot`'s destructuring interfaces; for memref,
//! an alloca of 2 to 16 elements whose loads and stores all have constant
//! indices inside the shape). `mem2reg` can then promote the pieces.
//!
//! The element slots are made in the order the uses first name their
//! index, walking the pointer's uses from the most recent, as upstream's
//! use lists run (upstream keeps the indices in a `SmallPtrSet`, which
//! keeps insertion order up to eight of them). Allocations are tried in
//! post-order; those that split make new allocations, tried in the next
//! round with those that did not, while any split happens.
//!
//! Invariant: linear in the uses of each allocation tried per round; the
//! IR changes only once an allocation is known to split.

use std::sync::atomic::{AtomicU64, Ordering};

use strata_ir::memory_slot::{DestructurableAccessorOpInterface, DestructurableAllocationOpInterface};
use strata_ir::{Body, Builder, Context, InsertPoint, OpId, WalkOrder};
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
            // Every use must be an access that can move to its element.
            let mut used = Vec::new();
            let mut accessors: Vec<(OpId, DestructurableAccessorOpInterface)> = Vec::new();
            let mut ok = true;
            for u in body.uses(slot.ptr).iter().rev() {
                let Some(&acc) = DestructurableAccessorOpInterface::of(ctx, body, u.op) else {
                    ok = false;
                    break;
                };
                if !(acc.can_rewire)(ctx, body, u.op, &slot, &mut used) {
                    ok = false;
                    break;
                }
                if !accessors.iter().any(|&(o, _)| o == u.op) {
                    accessors.push((u.op, acc));
                }
            }
            if !ok {
                continue;
            }
            let block = body.value_parent_block(slot.ptr)?;
            let subslots = {
                let mut b = Builder::at(ctx, body, InsertPoint::BlockStart(block));
                (iface.destructure)(ctx, &mut b, allocator, &slot, &used)
            };
            if slot.subelements.len() != used.len() {
                self.with_memory_benefit.fetch_add(1, Ordering::Relaxed);
            }
            self.max_subelements.fetch_max(slot.subelements.len() as u64, Ordering::Relaxed);
            let mut erase = Vec::new();
            for &(op, acc) in accessors.iter() {
                if (acc.rewire)(ctx, body, op, &slot, &subslots) == strata_ir::memory_slot::DeletionKind::Delete {
                    erase.push(op);
                }
            }
            for op in erase {
                body.erase_op(op);
            }
            self.destructured.fetch_add(1, Ordering::Relaxed);
            (iface.handle_destructuring_complete)(ctx, body, allocator, &slot);
            return Some(subslots.into_iter().map(|s| s.allocator).collect());
        }
        None
    }
}
