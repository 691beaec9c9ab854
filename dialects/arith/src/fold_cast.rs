//! Folds of the casts: `extui`, `extsi`, `trunci`, `index_cast`,
//! `index_castui`, `bitcast`, `sitofp`, `uitofp`, `fptosi`, `fptoui`,
//! `extf`, `truncf` (upstream's `*Op::fold` in `ArithOps.cpp`).
//!
//! Casts of casts fold as upstream's fold methods do (`ext(ext(x))` and
//! `trunci(trunci(x))` update the op in place, `trunci(ext(x))` goes to
//! `x` or a shorter `trunci`, `truncf(extf(x))` likewise when the first
//! format is representable in the second, `extf(truncf(x))` only under
//! `contract` on both); `index_cast` of `index_cast` is a canonicalization
//! pattern upstream, not a fold. Constants fold element-wise to the result
//! type. Float-to-float casts fold only when exact, float-to-integer casts
//! only in range, integer-to-float casts round to nearest even. Overflow
//! flags (`trunci`) and rounding modes (`truncf`, only exact results fold)
//! never change a fold.

use strata_ir::{ApInt, Attribute, Body, Context, DenseValue, FloatKind, FoldOutcome, OpId, Type, TypeKind};

use crate::apfloat;
use crate::elementwise::{cast, defined_by, float_kind, has_fastmath, int_width};
use crate::{
    BitcastOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp, TruncFOp, TruncIOp,
    UIToFPOp,
};

fn result_type(body: &Body, op: impl Into<OpId>) -> Type {
    body.value_type(body.results(op)[0])
}

/// The float format of a (shaped) float type's elements.
fn elem_float(ctx: &Context, ty: Type) -> Option<FloatKind> {
    float_kind(ctx, ctx.element_type_or_self(ty))
}

/// Replaces the op's operand (`getInMutable().assign(...)`): an in-place fold.
fn set_input(body: &mut Body, op: impl Into<OpId>, v: strata_ir::Value) -> FoldOutcome {
    body.set_operand(op, 0, v);
    FoldOutcome::InPlace
}

/// A constant integer cast to the result's element width with `f`.
fn int_cast(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    f: fn(&ApInt, u32) -> ApInt,
) -> FoldOutcome {
    let ty = result_type(body, op);
    let Some(width) = int_width(ctx, ty) else { return FoldOutcome::Failure };
    FoldOutcome::attribute_or_failure(cast(ctx, constants[0], ty, |v| match v {
        DenseValue::Int(a) => Some(DenseValue::Int(f(a, width))),
        _ => None,
    }))
}

/// `arith.extui`: `extui(extui(x)) -> extui(x)` in place, constants.
pub fn extui(ctx: &Context, body: &mut Body, op: ExtUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(inner) = defined_by::<crate::ExtUIOp>(ctx, body, body.operand(op, 0)) {
        let x = body.operand(inner, 0);
        return set_input(body, op, x);
    }
    int_cast(ctx, body, op, constants, ApInt::zext)
}

/// `arith.extsi`: `extsi(extsi(x)) -> extsi(x)` in place, constants.
pub fn extsi(ctx: &Context, body: &mut Body, op: ExtSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(inner) = defined_by::<crate::ExtSIOp>(ctx, body, body.operand(op, 0)) {
        let x = body.operand(inner, 0);
        return set_input(body, op, x);
    }
    int_cast(ctx, body, op, constants, ApInt::sext)
}

/// `arith.trunci`: `trunci(ext(x))` -> `trunci(x)` (in place) when `x` is
/// wider than the result, `x` when it has the result's element type;
/// `trunci(trunci(x)) -> trunci(x)` in place; constants.
pub fn trunci(ctx: &Context, body: &mut Body, op: TruncIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let input = body.operand(op, 0);
    let ext = defined_by::<crate::ExtUIOp>(ctx, body, input).or_else(|| defined_by::<crate::ExtSIOp>(ctx, body, input));
    if let Some(ext) = ext {
        let src = body.operand(ext, 0);
        let src_elem = ctx.element_type_or_self(body.value_type(src));
        let dst_elem = ctx.element_type_or_self(result_type(body, op));
        if int_width(ctx, src_elem) > int_width(ctx, dst_elem) {
            return set_input(body, op, src);
        }
        if src_elem == dst_elem {
            return FoldOutcome::value(src);
        }
    }
    if let Some(inner) = defined_by::<crate::TruncIOp>(ctx, body, input) {
        let x = body.operand(inner, 0);
        return set_input(body, op, x);
    }
    int_cast(ctx, body, op, constants, ApInt::trunc)
}

/// `arith.index_cast`: constants, sign-extended or truncated.
pub fn index_cast(ctx: &Context, body: &mut Body, op: IndexCastOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    int_cast(ctx, body, op, constants, ApInt::sext)
}

/// `arith.index_castui`: constants, zero-extended or truncated.
pub fn index_castui(ctx: &Context, body: &mut Body, op: IndexCastUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    int_cast(ctx, body, op, constants, ApInt::zext)
}

/// The bits of an element of type `from` as an element of type `to` (same
/// width). Non-canonical `f80` encodings do not fold: upstream rewrites
/// them on the way in and out.
fn reinterpret(ctx: &Context, v: &DenseValue, from: Type, to: Type) -> Option<DenseValue> {
    let bits = match v {
        DenseValue::Int(a) => {
            let w = a.words();
            w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
        }
        DenseValue::Float(b) => *b,
        _ => return None,
    };
    let canonical = |ty| float_kind(ctx, ty).is_none_or(|k| apfloat::is_canonical(k, bits));
    if !canonical(from) || !canonical(to) {
        return None;
    }
    match ctx.type_kind(to) {
        TypeKind::Float(_) => Some(DenseValue::Float(bits)),
        _ => Some(DenseValue::Int(ApInt::from_words(int_width(ctx, to)?, &[bits as u64, (bits >> 64) as u64]))),
    }
}

/// `arith.bitcast`: dense constants element by element, else scalar
/// constants and scalar poison.
pub fn bitcast(ctx: &Context, body: &mut Body, op: BitcastOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let ty = result_type(body, op);
    let to = ctx.element_type_or_self(ty);
    let from = ctx.element_type_or_self(body.value_type(body.operand(op, 0)));
    let Some(c) = constants[0] else { return FoldOutcome::Failure };
    let shaped = ctx.shape(ty).is_some() || matches!(ctx.type_kind(ty), TypeKind::UnrankedTensor { .. });
    let dense = matches!(ctx.attr_kind(c), strata_ir::AttrKind::DenseElements { .. });
    // A shaped result folds from dense constants only (not from poison:
    // upstream gives up on any other shaped value), a scalar one from a
    // scalar constant or poison.
    if shaped != dense {
        return FoldOutcome::Failure;
    }
    FoldOutcome::attribute_or_failure(cast(ctx, Some(c), ty, |v| reinterpret(ctx, v, from, to)))
}

/// `sitofp`/`uitofp`: constants, rounded to nearest even.
fn int_to_float(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let ty = result_type(body, op);
    let Some(kind) = elem_float(ctx, ty) else { return FoldOutcome::Failure };
    FoldOutcome::attribute_or_failure(cast(ctx, constants[0], ty, |v| match v {
        DenseValue::Int(a) => apfloat::from_int(kind, a, signed).map(DenseValue::Float),
        _ => None,
    }))
}

/// `arith.sitofp`.
pub fn sitofp(ctx: &Context, body: &mut Body, op: SIToFPOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    int_to_float(ctx, body, op, constants, true)
}

/// `arith.uitofp`.
pub fn uitofp(ctx: &Context, body: &mut Body, op: UIToFPOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    int_to_float(ctx, body, op, constants, false)
}

/// `fptosi`/`fptoui`: constants, truncated toward zero, when in range.
fn float_to_int(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let op: OpId = op.into();
    let ty = result_type(body, op);
    let (Some(kind), Some(width)) = (elem_float(ctx, body.value_type(body.operand(op, 0))), int_width(ctx, ty)) else {
        return FoldOutcome::Failure;
    };
    FoldOutcome::attribute_or_failure(cast(ctx, constants[0], ty, |v| match v {
        DenseValue::Float(b) => apfloat::to_int(kind, *b, width, signed).map(DenseValue::Int),
        _ => None,
    }))
}

/// `arith.fptosi`.
pub fn fptosi(ctx: &Context, body: &mut Body, op: FPToSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    float_to_int(ctx, body, op, constants, true)
}

/// `arith.fptoui`.
pub fn fptoui(ctx: &Context, body: &mut Body, op: FPToUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    float_to_int(ctx, body, op, constants, false)
}

/// An exact float-to-float constant conversion to the result type.
fn float_cast(ctx: &Context, body: &Body, op: impl Into<OpId>, constants: &[Option<Attribute>]) -> FoldOutcome {
    let op: OpId = op.into();
    let ty = result_type(body, op);
    let (Some(from), Some(to)) = (elem_float(ctx, body.value_type(body.operand(op, 0))), elem_float(ctx, ty)) else {
        return FoldOutcome::Failure;
    };
    FoldOutcome::attribute_or_failure(cast(ctx, constants[0], ty, |v| match v {
        DenseValue::Float(b) => apfloat::convert(from, to, *b).map(DenseValue::Float),
        _ => None,
    }))
}

/// `arith.extf`: `extf(truncf(x)) -> x` when both carry `contract` and `x`
/// has the result type; exact constants.
pub fn extf(ctx: &Context, body: &mut Body, op: ExtFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(trunc) = defined_by::<crate::TruncFOp>(ctx, body, body.operand(op, 0)) {
        let x = body.operand(trunc, 0);
        let contract = has_fastmath(ctx, body, trunc, crate::FastMathFlags::CONTRACT)
            && has_fastmath(ctx, body, op, crate::FastMathFlags::CONTRACT);
        if body.value_type(x) == result_type(body, op) && contract {
            return FoldOutcome::value(x);
        }
    }
    float_cast(ctx, body, op, constants)
}

/// `arith.truncf`: `truncf(extf(x))` -> `truncf(x)` (in place) or `x`,
/// when `x`'s format is representable in the intermediate one; exact
/// constants.
pub fn truncf(ctx: &Context, body: &mut Body, op: TruncFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(ext) = defined_by::<crate::ExtFOp>(ctx, body, body.operand(op, 0)) {
        let src = body.operand(ext, 0);
        let kinds = (
            elem_float(ctx, body.value_type(src)),
            elem_float(ctx, result_type(body, ext)),
            elem_float(ctx, result_type(body, op)),
        );
        if let (Some(src_kind), Some(mid), Some(res)) = kinds {
            if apfloat::is_representable_by(src_kind, mid) {
                if src_kind.width() > res.width() {
                    return set_input(body, op, src);
                }
                if src_kind == res {
                    return FoldOutcome::value(src);
                }
            }
        }
    }
    float_cast(ctx, body, op, constants)
}
