//! Folds of the integer arithmetic ops `arith.addi`, `arith.subi` and
//! `arith.muli` (upstream's `AddIOp::fold`, `SubIOp::fold`,
//! `MulIOp::fold`), in upstream's order: identities first, then constant
//! folding with two's-complement wrap-around at the operands' width (index
//! values are 64 bits wide, as upstream stores them). Overflow flags do not
//! change a fold.
//!
//! Scope for now: scalar integer and index constants; splat and dense
//! vector/tensor constants come with the rest of the arith folds.

use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, FoldOutcome, OpFoldResult, OpId, Type, TypeKind, Value};

/// The integer value of a scalar integer or index constant.
fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<(Type, &ApInt)> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => Some((*ty, value)),
        _ => None,
    }
}

fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    int_value(ctx, a).is_some_and(|(_, v)| v.is_zero())
}

fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    int_value(ctx, a).is_some_and(|(_, v)| v.is_one())
}

fn value(v: Value) -> FoldOutcome {
    FoldOutcome::Replace(vec![OpFoldResult::Value(v)])
}

fn attribute(a: Attribute) -> FoldOutcome {
    FoldOutcome::Replace(vec![OpFoldResult::Attribute(a)])
}

/// `constFoldBinaryOp<IntegerAttr>`: both operands scalar constants of one
/// type, folded with `f`.
fn fold_binary(ctx: &Context, constants: &[Option<Attribute>], f: fn(&ApInt, &ApInt) -> ApInt) -> FoldOutcome {
    match (int_value(ctx, constants[0]), int_value(ctx, constants[1])) {
        (Some((ta, a)), Some((tb, b))) if ta == tb && a.width() == b.width() => {
            attribute(ctx.intern_attr(AttrKind::Integer { ty: ta, value: f(a, b) }))
        }
        _ => FoldOutcome::Failure,
    }
}

/// The op defining `v`, if it is an `name` op.
fn defined_by(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| ctx.op_name_str(body.op_name(d)) == name)
}

/// `arith.addi`: `x + 0 -> x`, `(a - b) + b -> a`, `b + (a - b) -> a`, constants.
pub fn addi(ctx: &Context, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_zero(ctx, constants[1]) {
        return value(lhs);
    }
    if let Some(sub) = defined_by(ctx, body, lhs, "arith.subi") {
        if body.operand(sub, 1) == rhs {
            return value(body.operand(sub, 0));
        }
    }
    if let Some(sub) = defined_by(ctx, body, rhs, "arith.subi") {
        if body.operand(sub, 1) == lhs {
            return value(body.operand(sub, 0));
        }
    }
    fold_binary(ctx, constants, ApInt::add)
}

/// `arith.subi`: `x - x -> 0` (scalars), `x - 0 -> x`, `(a + b) - b -> a`,
/// `(a + b) - a -> b`, constants.
pub fn subi(ctx: &Context, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        let ty = body.value_type(body.results(op)[0]);
        // Upstream builds a zero of any static shape; scalars for now.
        let width = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            _ => None,
        };
        if let Some(width) = width {
            return attribute(ctx.intern_attr(AttrKind::Integer { ty, value: ApInt::zero(width) }));
        }
    }
    if is_zero(ctx, constants[1]) {
        return value(lhs);
    }
    if let Some(add) = defined_by(ctx, body, lhs, "arith.addi") {
        if body.operand(add, 1) == rhs {
            return value(body.operand(add, 0));
        }
        if body.operand(add, 0) == rhs {
            return value(body.operand(add, 1));
        }
    }
    fold_binary(ctx, constants, ApInt::sub)
}

/// `arith.muli`: `x * 0 -> 0` (the zero operand), `x * 1 -> x`, constants.
pub fn muli(ctx: &Context, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_zero(ctx, constants[1]) {
        return value(rhs);
    }
    if is_one(ctx, constants[1]) {
        return value(lhs);
    }
    fold_binary(ctx, constants, ApInt::mul)
}
