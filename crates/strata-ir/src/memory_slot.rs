//! Upstream's memory-slot interfaces (`MemorySlotInterfaces.td`) that
//! `mem2reg` and `sroa` ask: what an allocation offers for promotion
//! ([`PromotableAllocationOpInterface`]) and how an op loading or storing
//! a slot gives way to plain values ([`PromotableMemOpInterface`]); what
//! aggregate an allocation offers for splitting
//! ([`DestructurableAllocationOpInterface`]) and how an op accessing one
//! element moves to that element's own slot
//! ([`DestructurableAccessorOpInterface`]).
//!
//! A dialect provides the tables as functions; generated code attaches
//! them to the ops whose ODS declares the interfaces (`memref.alloca`,
//! `memref.load`, `memref.store`). The passes never name an op.
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

/// A slot of an aggregate that `sroa` may split into one slot per element
/// used (upstream's `DestructurableMemorySlot`): its elements by index (a
/// memref's are coordinates), each with its type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DestructurableMemorySlot {
    pub ptr: Value,
    pub elem_type: Type,
    pub subelements: Vec<(Vec<i64>, Type)>,
}

impl DestructurableMemorySlot {
    /// The type of the element at `index`, if the slot has one there.
    pub fn subelement_type(&self, index: &[i64]) -> Option<Type> {
        self.subelements.iter().find(|(i, _)| i == index).map(|&(_, t)| t)
    }
}

/// One element slot a split made: its index in the aggregate, the slot,
/// and the op allocating it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Subslot {
    pub index: Vec<i64>,
    pub slot: MemorySlot,
    pub allocator: OpId,
}

/// Allocates one element slot per index of `used`, in that order.
pub type Destructure = fn(
    ctx: &Context,
    b: &mut Builder<'_>,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &[Vec<i64>],
) -> Vec<Subslot>;

/// Upstream's `DestructurableAllocationOpInterface`.
#[derive(Copy, Clone)]
pub struct DestructurableAllocationOpInterface {
    /// The slots the op allocates that may be split.
    pub destructurable_slots: fn(&Context, &Body, OpId) -> Vec<DestructurableMemorySlot>,
    /// Allocates one slot per index of `used`, in that order (the builder
    /// is at the start of the slot's block); returns the new slots.
    pub destructure: Destructure,
    /// The slot is split and unused: the op cleans up (erasing itself).
    pub handle_destructuring_complete: fn(&Context, &mut Body, OpId, &DestructurableMemorySlot),
}

/// Upstream's `DestructurableAccessorOpInterface`.
#[derive(Copy, Clone)]
pub struct DestructurableAccessorOpInterface {
    /// Can the op use the element slots instead of the aggregate? Adds
    /// the indices it accesses to `used` (first use first, no repeats).
    pub can_rewire: fn(&Context, &Body, OpId, &DestructurableMemorySlot, &mut Vec<Vec<i64>>) -> bool,
    /// Makes the op use the element slot of its index (`subslots`).
    pub rewire: fn(&Context, &mut Body, OpId, &DestructurableMemorySlot, &[Subslot]) -> DeletionKind,
}

impl DestructurableAllocationOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(
        ctx: &'c Context,
        body: &Body,
        op: impl Into<OpId>,
    ) -> Option<&'c DestructurableAllocationOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<DestructurableAllocationOpInterface>())
    }
}

impl DestructurableAccessorOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c DestructurableAccessorOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<DestructurableAccessorOpInterface>())
    }
}
