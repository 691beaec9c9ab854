//! Upstream's memory-slot interfaces (`MemorySlotInterfaces.td`) that
//! `mem2reg` and `sroa` ask: what an allocation offers for promotion
//! ([`PromotableAllocationOpInterface`]) and how an op loading or storing
//! a slot gives way to plain values ([`PromotableMemOpInterface`]); what
//! aggregate an allocation offers for splitting
//! ([`DestructurableAllocationOpInterface`]) and how an op accessing one
//! element moves to that element's own slot
//! ([`DestructurableAccessorOpInterface`]).
//!
//! Two more let the passes see through ops that only pass the pointer on
//! or merely mention it: [`PromotableOpInterface`] (an op that can let go
//! of the slot's pointer, or of a value derived from it, such as
//! `llvm.intr.lifetime.start` or a zero-offset `llvm.getelementptr`) and
//! [`SafeMemorySlotAccessOpInterface`] (an op that provably accesses a
//! slot only within its bounds, for `sroa`).
//!
//! A dialect provides the tables as functions; generated code attaches
//! them to the ops whose ODS declares the interfaces (`memref.alloca`,
//! `memref.load`, `memref.store`). The last two, which the generator does
//! not wire, a dialect may answer for its ops through the dialect-level
//! [`MemorySlotOpModels`] (upstream's external models). The passes never
//! name an op.
//!
//! Invariant: the `stored`, `default_value` and block-argument hooks
//! create ops only at the builder's insertion point; `remove_blocking_uses`
//! may create ops right after the op, replace the op's results and report
//! the op for deletion, which the caller carries out (after the op's
//! users).

use crate::{BlockId, Body, Builder, Context, OpId, Type, Value};

/// An operand: the op using a value and the operand's index (upstream's
/// `OpOperand *`).
pub type SlotUse = (OpId, usize);

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
    /// Told of the block arguments promotion added for the slot (each
    /// with its block), once all are added: what the op puts at the start
    /// of those blocks is as upstream's `handleBlockArgument` puts it, and
    /// what the op needs of its users it looks up once.
    pub handle_block_arguments: HandleBlockArguments,
    /// The slot is promoted: the op cleans up (erasing itself, and the
    /// default value if it was made and is unused).
    pub handle_promotion_complete: fn(&Context, &mut Body, OpId, &MemorySlot, Option<Value>),
}

/// See [`PromotableAllocationOpInterface::handle_block_arguments`]:
/// `(allocator, slot, [(block, its new argument)])`.
pub type HandleBlockArguments = fn(&Context, &mut Body, OpId, &MemorySlot, &[(BlockId, Value)]);

/// Upstream's `PromotableMemOpInterface`.
#[derive(Copy, Clone)]
pub struct PromotableMemOpInterface {
    /// Does the op read the slot?
    pub loads_from: fn(&Context, &Body, OpId, &MemorySlot) -> bool,
    /// Does the op write the slot?
    pub stores_to: fn(&Context, &Body, OpId, &MemorySlot) -> bool,
    /// The value the slot holds after the op, given the value before it
    /// (`reaching`: the slot's default where nothing was stored); the
    /// builder is right after the op.
    pub stored: fn(&Context, &mut Builder<'_>, OpId, &MemorySlot, Value) -> Value,
    /// Can the op give up its operands `blocking` (operand indices, all
    /// uses of the slot's pointer) without needing other uses removed?
    pub can_uses_be_removed: fn(&Context, &Body, OpId, &MemorySlot, &[usize]) -> bool,
    /// Gives up the blocking uses, the slot holding `reaching` right
    /// before the op: the op's results are replaced as needed, and the op
    /// says whether it must be erased.
    pub remove_blocking_uses: fn(&Context, &mut Body, OpId, &MemorySlot, Value) -> DeletionKind,
}

/// Upstream's `PromotableOpInterface`: an op using the slot's pointer (or
/// a value derived from it) that neither loads nor stores the slot.
#[derive(Copy, Clone)]
pub struct PromotableOpInterface {
    /// Can the op give up its operands `blocking` (operand indices)? Pushes
    /// onto the last argument the uses of its own results that must then
    /// go too (each checked with its own user's interface).
    pub can_uses_be_removed: fn(&Context, &Body, OpId, &[usize], &mut Vec<SlotUse>) -> bool,
    /// Gives up the blocking uses; says whether the op must be erased.
    pub remove_blocking_uses: fn(&Context, &mut Body, OpId, &[usize]) -> DeletionKind,
    /// Upstream's `requiresReplacedValues` and `visitReplacedValues`: when
    /// set, called once the slot's users gave up their uses (the op itself
    /// not yet erased) with each op that stored to the slot and the value
    /// it stored, later stores first, so the op can say what became of the
    /// slot's contents (`llvm.intr.dbg.declare` leaves a `dbg.value` of
    /// each stored value right after its store).
    pub visit_replaced_values: Option<VisitReplacedValues>,
}

/// See [`PromotableOpInterface::visit_replaced_values`]: `(op, [(store,
/// value stored)])`.
pub type VisitReplacedValues = fn(&Context, &mut Body, OpId, &[(OpId, Value)]);

/// Upstream's `SafeMemorySlotAccessOpInterface`.
#[derive(Copy, Clone)]
pub struct SafeMemorySlotAccessOpInterface {
    /// Does the op access `slot` only within its bounds? Pushes onto the
    /// last argument the slots its results point into, whose users must be
    /// safe in turn.
    pub ensure_only_safe_accesses: fn(&Context, &Body, OpId, &MemorySlot, &mut Vec<MemorySlot>) -> bool,
}

/// A dialect-level answer to [`PromotableOpInterface`] and
/// [`SafeMemorySlotAccessOpInterface`] for the dialect's ops whose tables
/// are not attached to their `OpInfo` (upstream's external models): asked
/// when the op's own info has no table.
#[derive(Copy, Clone)]
pub struct MemorySlotOpModels {
    pub promotable: fn(&Context, &Body, OpId) -> Option<PromotableOpInterface>,
    pub safe_access: fn(&Context, &Body, OpId) -> Option<SafeMemorySlotAccessOpInterface>,
}

impl MemorySlotOpModels {
    fn of(ctx: &Context, body: &Body, op: OpId) -> Option<MemorySlotOpModels> {
        ctx.op_dialect_interface::<MemorySlotOpModels>(body.op_name(op))
    }
}

impl PromotableOpInterface {
    /// The interface of `op`: its op's table, else its dialect's model.
    pub fn of(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<PromotableOpInterface> {
        let op: OpId = op.into();
        let own = ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<PromotableOpInterface>());
        match own {
            Some(&t) => Some(t),
            None => MemorySlotOpModels::of(ctx, body, op).and_then(|m| (m.promotable)(ctx, body, op)),
        }
    }
}

impl SafeMemorySlotAccessOpInterface {
    /// The interface of `op`: its op's table, else its dialect's model.
    pub fn of(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<SafeMemorySlotAccessOpInterface> {
        let op: OpId = op.into();
        let own = ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<SafeMemorySlotAccessOpInterface>());
        match own {
            Some(&t) => Some(t),
            None => MemorySlotOpModels::of(ctx, body, op).and_then(|m| (m.safe_access)(ctx, body, op)),
        }
    }
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

/// The element indices of a slot its accessors use, in the order they
/// first name them, each once; noting one is constant time (a set beside
/// the order), so collecting them is linear in the uses.
#[derive(Clone, Debug, Default)]
pub struct UsedIndices {
    order: Vec<Vec<i64>>,
    seen: crate::FxHashSet<Vec<i64>>,
}

impl UsedIndices {
    /// Notes that an accessor uses element `index`.
    pub fn insert(&mut self, index: Vec<i64>) {
        if self.seen.insert(index.clone()) {
            self.order.push(index);
        }
    }
    /// The indices, first named first.
    pub fn as_slice(&self) -> &[Vec<i64>] {
        &self.order
    }
    pub fn len(&self) -> usize {
        self.order.len()
    }
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }
}

/// Can the op use the element slots instead of the aggregate (see
/// [`DestructurableAccessorOpInterface::can_rewire`])?
pub type CanRewire = fn(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &mut UsedIndices,
    must_be_safely_used: &mut Vec<MemorySlot>,
) -> bool;

/// Upstream's `DestructurableAccessorOpInterface`.
#[derive(Copy, Clone)]
pub struct DestructurableAccessorOpInterface {
    /// Can the op use the element slots instead of the aggregate? Adds
    /// the indices it accesses to `used` (first use first, no repeats),
    /// and onto the last argument the slots its results point into, whose
    /// users must access them safely ([`SafeMemorySlotAccessOpInterface`]).
    pub can_rewire: CanRewire,
    /// Makes the op use the element slot of its index (`subslots`); ops it
    /// creates go right after it.
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
