//! `ValueBoundsOpInterface` of the integer arithmetic ops (upstream's
//! `Arith/IR/ValueBoundsOpInterfaceImpl.cpp`), attached by the tables as
//! upstream attaches its external models: an `index` sum, difference or
//! product is that expression of its operands. A product of two
//! non-constant operands says nothing, as upstream's constraint set cannot
//! hold it either.

use strata_ir::value_bounds::{LinearExpr, ValueBoundsOpInterface};
use strata_ir::{Body, Context, OpId};

fn operands(ctx: &Context, body: &Body, op: OpId) -> Option<(LinearExpr, LinearExpr)> {
    Some((ValueBoundsOpInterface::operand(ctx, body, op, 0)?, ValueBoundsOpInterface::operand(ctx, body, op, 1)?))
}

/// `arith.addi`: `lhs + rhs`.
pub fn addi() -> ValueBoundsOpInterface {
    ValueBoundsOpInterface::index_only(|ctx, body, op, _| {
        let (l, r) = operands(ctx, body, op)?;
        l.add_scaled(&r, 1)
    })
}

/// `arith.subi`: `lhs - rhs`.
pub fn subi() -> ValueBoundsOpInterface {
    ValueBoundsOpInterface::index_only(|ctx, body, op, _| {
        let (l, r) = operands(ctx, body, op)?;
        l.add_scaled(&r, -1)
    })
}

/// `arith.muli`: `lhs * rhs` when one side is a constant.
pub fn muli() -> ValueBoundsOpInterface {
    ValueBoundsOpInterface::index_only(|ctx, body, op, _| {
        let (l, r) = operands(ctx, body, op)?;
        l.mul(&r)
    })
}
