//! Hand-written verification of the arith ops: the `verify()` of ops with
//! `hasVerifier` and the `areCastCompatible` of `CastOpInterface` ops,
//! following upstream's `ArithOps.cpp` (MLIR 22), messages included.
//!
//! The generated verify hooks call these after the trait checks, so
//! operand/result counts and ODS type constraints already hold here; the
//! code still never indexes past what it checked.

use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, TypeKind};

use crate::{ConstantOp, ExtFOp, ExtSIOp, ExtUIOp, ScalingExtFOp, ScalingTruncFOp, SelectOp, TruncFOp, TruncIOp};
use strata_ir::op_checks::{compatible_shapes, op_error};

// ---- cast compatibility (upstream's `areCastCompatible`) ----

/// Which element types a cast accepts.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Elem {
    Integer,
    Float,
    IntegerOrIndex,
    IntegerOrFloat,
}

fn elem_ok(ctx: &Context, ty: Type, elem: Elem) -> bool {
    let (int, float, index) = match ctx.type_kind(ty) {
        TypeKind::Integer { .. } => (true, false, false),
        TypeKind::Float(_) => (false, true, false),
        TypeKind::Index => (false, false, true),
        _ => return false,
    };
    match elem {
        Elem::Integer => int,
        Elem::Float => float,
        Elem::IntegerOrIndex => int || index,
        Elem::IntegerOrFloat => int || float,
    }
}

/// Upstream's `getTypeIfLike` / `getTypeIfLikeOrMemRef`: the element type of
/// a scalar, vector or tensor (or ranked memref) of accepted elements.
fn type_if_like(ctx: &Context, ty: Type, elem: Elem, memref: bool) -> Option<Type> {
    let container_ok = match ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => true,
        TypeKind::MemRef { .. } => memref,
        TypeKind::UnrankedMemRef { .. } => false,
        _ => true,
    };
    let e = ctx.element_type_or_self(ty);
    (container_ok && elem_ok(ctx, e, elem)).then_some(e)
}

fn encoding(ctx: &Context, ty: Type) -> Option<strata_ir::Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// Upstream's `areValidCastInputsAndOutputs`: one input, one output, same
/// tensor encoding, compatible shapes.
fn valid_cast(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> Option<(Type, Type)> {
    let (&[a], &[b]) = (inputs, outputs) else { return None };
    let both_ranked_tensors =
        matches!((ctx.type_kind(a), ctx.type_kind(b)), (TypeKind::RankedTensor { .. }, TypeKind::RankedTensor { .. }));
    if both_ranked_tensors && encoding(ctx, a) != encoding(ctx, b) {
        return None;
    }
    compatible_shapes(ctx, &[a, b]).then_some((a, b))
}

/// Bit width of an integer or float type.
fn width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(k) => k.width(),
        _ => 0,
    }
}

/// `checkWidthChangeCast<cmp, elem>`: `wider` compares destination > source.
fn width_change(ctx: &Context, inputs: &[Type], outputs: &[Type], elem: Elem, wider: bool) -> bool {
    let Some((a, b)) = valid_cast(ctx, inputs, outputs) else { return false };
    match (type_if_like(ctx, a, elem, false), type_if_like(ctx, b, elem, false)) {
        (Some(s), Some(d)) if wider => width(ctx, d) > width(ctx, s),
        (Some(s), Some(d)) => width(ctx, d) < width(ctx, s),
        _ => false,
    }
}

/// `checkIntFloatCast<from, to>`.
fn int_float(ctx: &Context, inputs: &[Type], outputs: &[Type], from: Elem, to: Elem) -> bool {
    let Some((a, b)) = valid_cast(ctx, inputs, outputs) else { return false };
    type_if_like(ctx, a, from, false).is_some() && type_if_like(ctx, b, to, false).is_some()
}

/// `areIndexCastCompatible`.
fn index_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let Some((a, b)) = valid_cast(ctx, inputs, outputs) else { return false };
    let (Some(s), Some(d)) =
        (type_if_like(ctx, a, Elem::IntegerOrIndex, true), type_if_like(ctx, b, Elem::IntegerOrIndex, true))
    else {
        return false;
    };
    let signless =
        |t| matches!(ctx.type_kind(t), TypeKind::Integer { signedness: strata_ir::Signedness::Signless, .. });
    (ctx.is_index(s) && signless(d)) || (signless(s) && ctx.is_index(d))
}

pub fn extui_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Integer, true)
}
pub fn extsi_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Integer, true)
}
pub fn extf_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Float, true)
}
pub fn trunci_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Integer, false)
}
pub fn truncf_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, inputs, outputs, Elem::Float, false)
}
/// Only the scaled input takes part (upstream passes `inputs.front()`).
pub fn scaling_extf_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, &inputs[..inputs.len().min(1)], outputs, Elem::Float, true)
}
pub fn scaling_truncf_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    width_change(ctx, &inputs[..inputs.len().min(1)], outputs, Elem::Float, false)
}
pub fn uitofp_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    int_float(ctx, inputs, outputs, Elem::Integer, Elem::Float)
}
pub fn sitofp_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    int_float(ctx, inputs, outputs, Elem::Integer, Elem::Float)
}
pub fn fptoui_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    int_float(ctx, inputs, outputs, Elem::Float, Elem::Integer)
}
pub fn fptosi_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    int_float(ctx, inputs, outputs, Elem::Float, Elem::Integer)
}
pub fn index_cast_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    index_cast_compatible(ctx, inputs, outputs)
}
pub fn index_castui_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    index_cast_compatible(ctx, inputs, outputs)
}
pub fn bitcast_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let Some((a, b)) = valid_cast(ctx, inputs, outputs) else { return false };
    match (type_if_like(ctx, a, Elem::IntegerOrFloat, true), type_if_like(ctx, b, Elem::IntegerOrFloat, true)) {
        (Some(s), Some(d)) => width(ctx, s) == width(ctx, d),
        _ => false,
    }
}

// ---- op verifiers ----

/// Element types of the first operand and the first result.
fn in_out_elements(body: &Body, ctx: &Context, op: OpId) -> Option<(Type, Type)> {
    let input = body.operands(op).next()?;
    let output = *body.results(op).first()?;
    Some((ctx.element_type_or_self(body.value_type(input)), ctx.element_type_or_self(body.value_type(output))))
}

/// `verifyExtOp` / `verifyTruncateOp` (plain `emitError`: no op prefix).
fn verify_width(ctx: &Context, body: &Body, op: impl Into<OpId>, wider: bool) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some((src, dst)) = in_out_elements(body, ctx, op) else { return Ok(()) };
    let (ws, wd) = (width(ctx, src), width(ctx, dst));
    let (bad, what) = if wider { (ws >= wd, "wider") } else { (ws <= wd, "shorter") };
    if !bad {
        return Ok(());
    }
    let msg = format!(
        "result type '{}' must be {what} than operand type '{}'",
        ctx.type_to_string(dst),
        ctx.type_to_string(src)
    );
    Err(Diagnostic::error(body.op_loc(op), msg).on_op(op))
}

pub fn extui(ctx: &Context, body: &Body, op: ExtUIOp) -> Result<(), Diagnostic> {
    verify_width(ctx, body, op, true)
}
pub fn extsi(ctx: &Context, body: &Body, op: ExtSIOp) -> Result<(), Diagnostic> {
    verify_width(ctx, body, op, true)
}
pub fn extf(ctx: &Context, body: &Body, op: ExtFOp) -> Result<(), Diagnostic> {
    verify_width(ctx, body, op, true)
}
pub fn scaling_extf(ctx: &Context, body: &Body, op: ScalingExtFOp) -> Result<(), Diagnostic> {
    verify_width(ctx, body, op, true)
}
pub fn trunci(ctx: &Context, body: &Body, op: TruncIOp) -> Result<(), Diagnostic> {
    verify_width(ctx, body, op, false)
}
pub fn truncf(ctx: &Context, body: &Body, op: TruncFOp) -> Result<(), Diagnostic> {
    verify_width(ctx, body, op, false)
}
pub fn scaling_truncf(ctx: &Context, body: &Body, op: ScalingTruncFOp) -> Result<(), Diagnostic> {
    verify_width(ctx, body, op, false)
}

/// `arith.constant`: signless integer results; integer, float or elements
/// values; scalable vectors only from splats.
pub fn constant(ctx: &Context, body: &Body, op: ConstantOp) -> Result<(), Diagnostic> {
    let Some(&result) = body.results(op).first() else { return Ok(()) };
    let ty = body.value_type(result);
    if matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness != strata_ir::Signedness::Signless)
    {
        return Err(op_error(ctx, body, op, "integer return type must be signless"));
    }
    let value =
        body.properties(op).and_then(|p| ctx.dict_get(p, "value")).or_else(|| ctx.dict_get(body.attrs(op), "value"));
    let splat = match value.map(|v| ctx.attr_kind(v)) {
        Some(AttrKind::Integer { .. } | AttrKind::Float { .. }) => true,
        Some(AttrKind::DenseElements { elements, .. }) => elements.is_splat(),
        Some(AttrKind::SparseElements { .. } | AttrKind::DenseResource { .. }) => false,
        _ => return Err(op_error(ctx, body, op, "value must be an integer, float, or elements attribute")),
    };
    let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if scalable && !splat {
        // mlir-opt-22's spelling ("intializing"), fixed upstream later.
        return Err(op_error(
            ctx,
            body,
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

/// `arith.select`: an `i1` condition, or an `i1` mask shaped like a vector or tensor result.
pub fn select(ctx: &Context, body: &Body, op: SelectOp) -> Result<(), Diagnostic> {
    let (Some(cond), Some(&result)) = (body.operands(op).next(), body.results(op).first()) else { return Ok(()) };
    let cond_ty = body.value_type(cond);
    if ctx.is_signless_integer(cond_ty, 1) {
        return Ok(());
    }
    let result_ty = body.value_type(result);
    let shaped_result = matches!(
        ctx.type_kind(result_ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    );
    if !shaped_result {
        let msg = format!("expected condition to be a signless i1, but got '{}'", ctx.type_to_string(cond_ty));
        return Err(op_error(ctx, body, op, msg));
    }
    let expected = strata_ir::op_checks::i1_same_shape(ctx, result_ty);
    if cond_ty != expected {
        let msg = format!(
            "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
            ctx.type_to_string(expected),
            ctx.type_to_string(cond_ty)
        );
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}
