//! Upstream's memory-slot interfaces (`MemorySlotInterfaces.td`) that
//! `mem2reg` asks: what an allocation offers for promotion
//! ([`PromotableAllocationOpInterface`]) and how an op loading or storing
//! a slot gives way to plain values ([`PromotableMemOpInterface`]).
//!
//! A dialect provides the tables as functions; generated code attaches
//! them to the ops whose ODS declares the interfaces (`memref.alloca`,
//! `memref.load`, `memref.store`). `mem2reg` never names an op.
//!
//! Invariant: the `stored`, `default_value` and block-argument hooks
//! create ops only at the builder's insertion point; `remove_blocking_uses`
//! may replace the op's results and report the op for deletion, which the
//! caller carries out.

use crate::{Body, Builder, Context, OpId, Type, Value};

/// A memory location a pointer value addresses, holding one value of
/// `elem_type` (upstream's `MemorySlot`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MemorySlot {
    pub ptr: Value,
    pub elem_type: Type,
}

/// What an op does once the uses of a slot it blocked are gone.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DeletionKind {
    Keep,
    Delete,
}

/// Upstream's `PromotableAllocationOpInterface`.
#[derive(Copy, Clone)]
pub struct PromotableAllocationOpInterface {
    /// The slots the op allocates that may be promoted.
    pub promotable_slots: fn(&Context, &Body, OpId) -> Vec<MemorySlot>,
    /// The value a slot holds before any store, created at the builder's
    /// insertion point (the start of the slot's block).
    pub default_value: fn(&Context, &mut Builder<'_>, OpId, &MemorySlot) -> Value,
    /// Told of each block argument promotion adds for the slot, with the
    /// builder at the start of its block.
    pub handle_block_argument: fn(&Context, &mut Builder<'_>, OpId, &MemorySlot, Value),
    /// The slot is promoted: the op cleans up (erasing itself, and the
    /// default value if it was made and is unused).
    pub handle_promotion_complete: fn(&Context, &mut Body, OpId, &MemorySlot, Option<Value>),
}

/// Upstream's `PromotableMemOpInterface`.
#[derive(Copy, Clone)]
pub struct PromotableMemOpInterface {
    /// Does the op read the slot?
    pub loads_from: fn(&Context, &Body, OpId, &MemorySlot) -> bool,
    /// Does the op write the slot?
    pub stores_to: fn(&Context, &Body, OpId, &MemorySlot) -> bool,
    /// The value the slot holds after the op, given the value before it
    /// (`reaching`); the builder is right after the op.
    pub stored: fn(&Context, &mut Builder<'_>, OpId, &MemorySlot, Option<Value>) -> Value,
    /// Can the op give up its operands `blocking` (operand indices, all
    /// uses of the slot's pointer) without needing other uses removed?
    pub can_uses_be_removed: fn(&Context, &Body, OpId, &MemorySlot, &[usize]) -> bool,
    /// Gives up the blocking uses, the slot holding `reaching` right
    /// before the op: the op's results are replaced as needed, and the op
    /// says whether it must be erased.
    pub remove_blocking_uses: fn(&Context, &mut Body, OpId, &MemorySlot, Value) -> DeletionKind,
}

impl PromotableAllocationOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c PromotableAllocationOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<PromotableAllocationOpInterface>())
    }
}

impl PromotableMemOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c PromotableMemOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<PromotableMemOpInterface>())
    }
}
