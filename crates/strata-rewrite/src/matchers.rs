//! Matchers for folds and patterns: op tests over generated op classes
//! ([`isa`], upstream's `isa<OpTy>`, and [`defining`], its
//! `getDefiningOp<OpTy>()`) and
//! constant matchers (upstream's `m_ConstantInt`, `m_ConstantFloat`,
//! `m_One`, `m_Zero`, `m_NonZero` from `Matchers.h`).
//!
//! A value matches when a ConstantLike op defines it and that op's fold
//! gives an integer attribute (an `IntegerAttr`, of any integer type or
//! `index`) or a splat of integers, as upstream's matchers accept. Matching
//! reads the IR only: constant fold hooks do not change their op.

use strata_ir::{ApInt, AttrKind, Body, Context, FloatKind, OpClass, OpId, TypeKind, Value};

use crate::fold::constant_of;

/// Is `op` an `Op` (upstream's `isa<OpTy>(op)`)?
pub fn isa<Op: OpClass>(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    Op::cast(ctx, body, op.into()).is_some()
}

/// The op defining `v`, if it is an `Op` (upstream's
/// `v.getDefiningOp<OpTy>()`): `defining::<XOrIOp>(ctx, body, v)`.
pub fn defining<Op: OpClass>(ctx: &Context, body: &Body, v: Value) -> Option<Op> {
    body.defining_op(v).and_then(|d| Op::cast(ctx, body, d))
}

/// The integer `v` is a constant of (upstream's `m_ConstantInt`): a scalar
/// integer or index constant, or a splat of one.
pub fn constant_int(ctx: &Context, body: &Body, v: Value) -> Option<ApInt> {
    let attr = constant_of(ctx, body, v)?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        AttrKind::DenseElements { elements, .. } if elements.is_splat() => match &elements.values[0] {
            strata_ir::DenseValue::Int(i) => Some(i.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The format and bits of the float `v` is a constant of (upstream's
/// `m_ConstantFloat`): a scalar float constant, or a splat of one.
pub fn constant_float(ctx: &Context, body: &Body, v: Value) -> Option<(FloatKind, u128)> {
    let attr = constant_of(ctx, body, v)?;
    let (ty, bits) = match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => (*ty, *bits),
        AttrKind::DenseElements { ty, elements } if elements.is_splat() => match &elements.values[0] {
            strata_ir::DenseValue::Float(bits) => (ctx.element_type_or_self(*ty), *bits),
            _ => return None,
        },
        _ => return None,
    };
    match ctx.type_kind(ty) {
        TypeKind::Float(kind) => Some((*kind, bits)),
        _ => None,
    }
}

/// `v` is the integer constant 1 (upstream's `m_One`).
pub fn is_constant_one(ctx: &Context, body: &Body, v: Value) -> bool {
    constant_int(ctx, body, v).is_some_and(|i| i.is_one())
}

/// `v` is the integer constant 0 (upstream's `m_Zero`).
pub fn is_constant_zero(ctx: &Context, body: &Body, v: Value) -> bool {
    constant_int(ctx, body, v).is_some_and(|i| i.is_zero())
}

/// `v` is a non-zero integer constant (upstream's `m_NonZero`).
pub fn is_constant_non_zero(ctx: &Context, body: &Body, v: Value) -> bool {
    constant_int(ctx, body, v).is_some_and(|i| !i.is_zero())
}
