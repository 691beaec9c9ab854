//! The Toy dialect's inliner interface (chapter 4, upstream's
//! `ToyInlinerInterface`): every Toy call, op and function body may be
//! inlined; an inlined `toy.return` hands its operand to the call's
//! users; where a call passes a shaped tensor to an unranked argument (or
//! the reverse), a `toy.cast` converts it.

use strata_ir::inliner::{forward_terminator_operands, DialectInlinerInterface};
use strata_ir::{Body, Builder, Context, InsertPoint, Location, OpId, Type, Value};

use crate::CastOp;

pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        handle_terminator_with_values: Some(return_to_values),
        materialize_call_conversion: cast,
        ..DialectInlinerInterface::ALL_LEGAL
    }
}

/// The call's results take `toy.return`'s operands.
fn return_to_values(ctx: &Context, body: &mut Body, op: OpId, values: &[Value]) {
    if ctx.op_name_str(body.op_name(op)) == "toy.return" {
        forward_terminator_operands(body, op, values);
    }
}

/// `toy.cast %input : <its type> to <ty>`.
fn cast(ctx: &Context, body: &mut Body, at: InsertPoint, input: Value, ty: Type, loc: Location) -> Option<OpId> {
    let mut b = Builder::at(ctx, body, at);
    Some(CastOp::build(&mut b, loc, input, ty).into())
}
