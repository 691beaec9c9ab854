//! Upstream's subset interfaces (`SubsetOpInterface.td`): an op that
//! reads a part of a tensor (`SubsetExtractionOpInterface`:
//! `tensor.extract_slice`, `vector.transfer_read` of a tensor) or writes
//! one into a tensor, giving the updated tensor (`SubsetInsertionOpInterface`:
//! `tensor.insert_slice`, `vector.transfer_write` to a tensor), and which
//! part that is, as a [`HyperrectangularSlice`]. Subset hoisting asks
//! whether two such ops touch the same part or disjoint parts.
//!
//! One table, [`SubsetOpInterface`], holds the three interfaces: the role
//! names the operands (upstream's `getSourceOperand`,
//! `getDestinationOperand`, `getUpdatedDestination`). What one op
//! accesses is an [`Access`]; whether two accesses are the same part or
//! disjoint parts (upstream's default `operatesOnEquivalentSubset` and
//! `operatesOnDisjointSubset`) is answered by [`crate::value_bounds`] on
//! their slices.
//!
//! Invariant: the hooks only read the IR; a malformed op answers `None`.

use crate::value_bounds::{HyperrectangularSlice, ValueBounds};
use crate::{Body, Context, OpId, Value};

/// Which operands of a subset op are what.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SubsetRole {
    /// Reads the subset of operand `source`; its one result is the subset.
    Extraction { source: usize },
    /// Writes operand `source` into the subset of operand `destination`;
    /// result `updated` is the updated destination (destination style).
    Insertion { source: usize, destination: usize, updated: usize },
}

/// Upstream's `SubsetOpInterface` with its extraction and insertion
/// refinements.
#[derive(Copy, Clone)]
pub struct SubsetOpInterface {
    pub role: fn(&Context, &Body, OpId) -> Option<SubsetRole>,
    /// The part of the tensor container the op reads or writes
    /// (`getAccessedHyperrectangularSlice`).
    pub accessed_slice: fn(&Context, &Body, OpId) -> Option<HyperrectangularSlice>,
}

impl SubsetOpInterface {
    /// The interface of `op`, if its op implements it and says its role.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<(&'c SubsetOpInterface, SubsetRole)> {
        let op = op.into();
        let iface = ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<SubsetOpInterface>())?;
        Some((iface, (iface.role)(ctx, body, op)?))
    }

    /// The tensor the op reads from or writes into (`getTensorContainer`).
    pub fn tensor_container(body: &Body, op: OpId, role: SubsetRole) -> Option<Value> {
        let index = match role {
            SubsetRole::Extraction { source } => source,
            SubsetRole::Insertion { destination, .. } => destination,
        };
        (index < body.num_operands(op)).then(|| body.operand(op, index))
    }

    /// What `op` accesses: its slice and tensor container, if it says.
    pub fn access(ctx: &Context, body: &Body, op: OpId) -> Option<Access> {
        let (iface, role) = SubsetOpInterface::of(ctx, body, op)?;
        Some(Access {
            slice: (iface.accessed_slice)(ctx, body, op)?,
            container: Self::tensor_container(body, op, role)?,
        })
    }
}

/// The part of a tensor a subset op reads or writes: the answers of the
/// interface for one op, which a pass asking many questions keeps.
#[derive(Clone, Debug)]
pub struct Access {
    pub slice: HyperrectangularSlice,
    pub container: Value,
}

impl Access {
    /// Same rank and equivalent containers: the slices may be compared.
    fn comparable(&self, other: &Access, equivalent: &dyn Fn(Value, Value) -> bool) -> bool {
        let (a, b) = (&self.slice, &other.slice);
        a.offsets.len() == b.offsets.len()
            && a.sizes.len() == b.sizes.len()
            && a.strides.len() == b.strides.len()
            && equivalent(self.container, other.container)
    }

    /// The same subset of equivalent tensors, as `bounds` proves.
    pub fn equivalent_to(
        &self,
        other: &Access,
        bounds: &mut ValueBounds<'_>,
        equivalent: &dyn Fn(Value, Value) -> bool,
    ) -> bool {
        self.comparable(other, equivalent) && bounds.are_equivalent_slices(&self.slice, &other.slice) == Some(true)
    }

    /// Disjoint subsets of equivalent tensors, as `bounds` proves.
    pub fn disjoint_from(
        &self,
        other: &Access,
        bounds: &mut ValueBounds<'_>,
        equivalent: &dyn Fn(Value, Value) -> bool,
    ) -> bool {
        self.comparable(other, equivalent) && bounds.are_overlapping_slices(&self.slice, &other.slice) == Some(false)
    }
}
