//! `vector.reduction` of a 1-D vector (upstream's
//! `VectorReductionOpConversion`): `llvm.intr.vector.reduce.*` of the
//! vector, then the accumulator combined with the result.
//!
//! - Integers: `add`, `mul`, `and`, `or`, `xor` combine with the scalar
//!   op (`llvm.add %acc, %r`); `minsi`/`minui`/`maxsi`/`maxui` with
//!   `llvm.icmp` and `llvm.select` of the accumulator and the result.
//! - Floats: `add` and `mul` start the intrinsic from the accumulator (or
//!   the neutral 0.0 / 1.0); `minimumf`/`maximumf`/`minnumf`/`maxnumf`
//!   combine with `llvm.intr.minimum`/`maximum`/`minnum`/`maxnum`. Their
//!   `fastmathFlags` are the op's, plus `reassoc` with
//!   `reassociate-fp-reductions`.
//!
//! A reduction inside a `vector.mask` is converted with its mask op
//! ([`lower_masked_reduction`]).
//!
//! Invariant: IEEE order is kept: without `reassoc` the `fadd`/`fmul`
//! intrinsics are ordered reductions in LLVM, as upstream emits them.

use strata_dialect_llvm::{FastmathFlags, ICmpPredicate};
use strata_dialect_vector::{CombiningKind, MaskOp, ReductionOp};
use strata_ir::apfloat::format::from_f64;
use strata_ir::{OpId, TypeKind, Value};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::{create, llvm_fastmath};
use super::{fixed_1d, vector_1d, VectorToLlvmOptions};

pub fn lower_reduction(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let Some(reduction) = ReductionOp::cast(ctx, rw.body(), op) else { return false };
    // A masked reduction is its mask op's to lower (or to leave).
    let body = rw.body();
    if body.parent_op(op).is_some_and(|p| strata_dialect_vector::MaskOp::cast(ctx, body, p).is_some()) {
        return false;
    }
    let Some(kind) = reduction.kind(ctx, rw.body()) else { return false };
    let vector_ty = rw.body().value_type(reduction.vector(rw.body()));
    // The intrinsics take scalable vectors as they are.
    if vector_1d(ctx, vector_ty).is_none() {
        return false;
    }
    let element = rw.body().value_type(reduction.dest(rw.body()));
    let Some(llvm_ty) = rw.type_converter().convert_type_1to1(ctx, element) else { return false };
    let operands = adaptor.operands();
    let vector = operands[0];
    let acc = operands.get(1).copied();
    let is_float = matches!(ctx.type_kind(element), TypeKind::Float(_));
    let result = if is_float {
        let fmf = fastmath_flags(options, reduction, rw);
        let (intrinsic, combine) = match kind {
            CombiningKind::Add => ("fadd", None),
            CombiningKind::Mul => ("fmul", None),
            CombiningKind::Minimumf => ("fminimum", Some("llvm.intr.minimum")),
            CombiningKind::Maximumf => ("fmaximum", Some("llvm.intr.maximum")),
            CombiningKind::Minnumf => ("fmin", Some("llvm.intr.minnum")),
            CombiningKind::Maxnumf => ("fmax", Some("llvm.intr.maxnum")),
            _ => return false,
        };
        let name = format!("llvm.intr.vector.reduce.{intrinsic}");
        match combine {
            None => {
                // An ordered reduction starts from the accumulator or the
                // neutral element.
                let start = match acc {
                    Some(acc) => acc,
                    None => {
                        let TypeKind::Float(format) = ctx.type_kind(llvm_ty) else { return false };
                        let neutral = if kind == CombiningKind::Add { 0.0 } else { 1.0 };
                        let bits = from_f64(*format, neutral);
                        let value = ctx.intern_attr(strata_ir::AttrKind::Float { ty: llvm_ty, bits });
                        strata_dialect_llvm::ConstantOp::build(rw, rw.body().op_loc(op), llvm_ty, value).res(rw.body())
                    }
                };
                make(rw, op, &name, &[start, vector], llvm_ty, fmf)
            }
            Some(combine) => {
                let reduced = make(rw, op, &name, &[vector], llvm_ty, fmf);
                match acc {
                    Some(acc) => make(rw, op, combine, &[reduced, acc], llvm_ty, Vec::new()),
                    None => reduced,
                }
            }
        }
    } else {
        let (intrinsic, combine) = match kind {
            CombiningKind::Add => ("add", Ok("llvm.add")),
            CombiningKind::Mul => ("mul", Ok("llvm.mul")),
            CombiningKind::And => ("and", Ok("llvm.and")),
            CombiningKind::Or => ("or", Ok("llvm.or")),
            CombiningKind::Xor => ("xor", Ok("llvm.xor")),
            CombiningKind::Minui => ("umin", Err(ICmpPredicate::Ule)),
            CombiningKind::Minsi => ("smin", Err(ICmpPredicate::Sle)),
            CombiningKind::Maxui => ("umax", Err(ICmpPredicate::Uge)),
            CombiningKind::Maxsi => ("smax", Err(ICmpPredicate::Sge)),
            _ => return false,
        };
        let name = format!("llvm.intr.vector.reduce.{intrinsic}");
        let reduced = make(rw, op, &name, &[vector], llvm_ty, Vec::new());
        match (acc, combine) {
            (None, _) => reduced,
            (Some(acc), Ok(scalar)) => make(rw, op, scalar, &[acc, reduced], llvm_ty, Vec::new()),
            (Some(acc), Err(predicate)) => {
                let loc = rw.body().op_loc(op);
                let i1 = ctx.integer_type(1);
                let cmp = strata_dialect_llvm::ICmpOp::build(rw, loc, acc, reduced, i1, predicate).res(rw.body());
                strata_dialect_llvm::SelectOp::build(rw, loc, cmp, acc, reduced, llvm_ty, None).res(rw.body())
            }
        }
    };
    rw.replace_op(op, &[result]);
    true
}

/// The `fastmathFlags` of a float reduction's intrinsic: the op's, plus
/// `reassoc` with `reassociate-fp-reductions`.
fn fastmath_flags(
    options: VectorToLlvmOptions,
    reduction: ReductionOp,
    rw: &ConversionRewriter<'_, '_>,
) -> Vec<(strata_ir::Ident, strata_ir::Attribute)> {
    let ctx = rw.ctx();
    let arith = reduction.fastmath(ctx, rw.body()).map_or(0, |f| f.0);
    let mut flags = llvm_fastmath(arith);
    if options.reassociate_fp_reductions {
        flags = flags | FastmathFlags::REASSOC;
    }
    vec![(ctx.ident("fastmathFlags"), ctx.dialect_attr(flags))]
}

/// The result of a new op `name` of type `ty` at `op`'s location.
fn make(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    name: &str,
    operands: &[Value],
    ty: strata_ir::Type,
    attrs: Vec<(strata_ir::Ident, strata_ir::Attribute)>,
) -> Value {
    let new = create(rw, op, name, operands, &[ty], attrs);
    rw.body().results(new)[0]
}

/// `vector.mask %m { vector.reduction ... }` of a 1-D vector (upstream's
/// `MaskedReductionOpConversion`), which replaces the mask op:
///
/// - most kinds are `llvm.intr.vp.reduce.*` of the vector and the mask,
///   starting from the accumulator or the kind's neutral value (0, 1, all
///   ones, the integer extremes, or a NaN for `minnumf`/`maxnumf`, which
///   ignore it), over the vector's length;
/// - `minimumf`/`maximumf` select the masked-out lanes to +inf / -inf and
///   reduce the result as an unmasked reduction does.
///
/// Upstream fills masked-out lanes of `minimumf`/`maximumf` with the
/// largest finite value and the negative smallest denormal: a `maximumf`
/// of active lanes that are all below -1.4e-45 then returns -1.4e-45
/// (`docs/differences.md`). The infinities are the neutral values.
pub fn lower_masked_reduction(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(inner) = MaskOp::cast(ctx, body, op).and_then(|mask| mask.maskable_op(body)) else { return false };
    let Some(reduction) = ReductionOp::cast(ctx, body, inner) else { return false };
    let Some(kind) = reduction.kind(ctx, body) else { return false };
    let vector = reduction.vector(body);
    let acc = reduction.acc(body);
    let vector_ty = body.value_type(vector);
    let Some((length, _)) = vector_1d(ctx, vector_ty) else { return false };
    let scalable = fixed_1d(ctx, vector_ty).is_none();
    let element = body.value_type(reduction.dest(body));
    let Some(llvm_ty) = rw.type_converter().convert_type_1to1(ctx, element) else { return false };
    let mask = adaptor.operands()[0];
    let loc = rw.body().op_loc(op);
    let float_format = match ctx.type_kind(llvm_ty) {
        TypeKind::Float(format) => Some(*format),
        _ => None,
    };
    let constant = |rw: &mut ConversionRewriter<'_, '_>, value: strata_ir::Attribute, ty: strata_ir::Type| {
        strata_dialect_llvm::ConstantOp::build(rw, loc, ty, value).res(rw.body())
    };
    let float_attr =
        |format, value: f64| ctx.intern_attr(strata_ir::AttrKind::Float { ty: llvm_ty, bits: from_f64(format, value) });
    let result = if let Some(format) = float_format {
        let neutral_nan = |negative: bool| {
            let nan = from_f64(format, f64::NAN);
            let sign = 1u128 << (strata_ir::apfloat::format::bit_width(format) - 1);
            ctx.intern_attr(strata_ir::AttrKind::Float { ty: llvm_ty, bits: if negative { nan | sign } else { nan } })
        };
        let (name, neutral) = match kind {
            CombiningKind::Add => ("fadd", float_attr(format, 0.0)),
            CombiningKind::Mul => ("fmul", float_attr(format, 1.0)),
            CombiningKind::Minnumf => ("fmin", neutral_nan(true)),
            CombiningKind::Maxnumf => ("fmax", neutral_nan(false)),
            CombiningKind::Minimumf | CombiningKind::Maximumf => {
                let minimum = kind == CombiningKind::Minimumf;
                let vector_ty = rw.body().value_type(vector);
                let fill = if minimum { f64::INFINITY } else { f64::NEG_INFINITY };
                let splat =
                    ctx.dense_elements_attr(vector_ty, vec![strata_ir::DenseValue::Float(from_f64(format, fill))]);
                let neutral = constant(rw, splat, vector_ty);
                let selected = strata_dialect_llvm::SelectOp::build(rw, loc, mask, vector, neutral, vector_ty, None)
                    .res(rw.body());
                let fmf = fastmath_flags(options, reduction, rw);
                let (intrinsic, combine) = if minimum {
                    ("llvm.intr.vector.reduce.fminimum", "llvm.intr.minimum")
                } else {
                    ("llvm.intr.vector.reduce.fmaximum", "llvm.intr.maximum")
                };
                let reduced = make(rw, op, intrinsic, &[selected], llvm_ty, fmf);
                let result = match acc {
                    Some(acc) => make(rw, op, combine, &[reduced, acc], llvm_ty, Vec::new()),
                    None => reduced,
                };
                rw.replace_op(op, &[result]);
                return true;
            }
            _ => return false,
        };
        vp_reduce(rw, op, name, acc, neutral, (vector, mask, length, scalable), llvm_ty)
    } else {
        let TypeKind::Integer { width, .. } = ctx.type_kind(llvm_ty) else { return false };
        let width = *width;
        let int = |value: strata_ir::ApInt| ctx.intern_attr(strata_ir::AttrKind::Integer { ty: llvm_ty, value });
        let (name, neutral) = match kind {
            CombiningKind::Add => ("add", int(strata_ir::ApInt::zero(width))),
            CombiningKind::Mul => ("mul", int(strata_ir::ApInt::from_u64(width, 1))),
            CombiningKind::Minui => ("umin", int(strata_ir::ApInt::all_ones(width))),
            CombiningKind::Minsi => ("smin", int(strata_ir::ApInt::signed_max(width))),
            CombiningKind::Maxui => ("umax", int(strata_ir::ApInt::zero(width))),
            CombiningKind::Maxsi => ("smax", int(strata_ir::ApInt::signed_min(width))),
            CombiningKind::And => ("and", int(strata_ir::ApInt::all_ones(width))),
            CombiningKind::Or => ("or", int(strata_ir::ApInt::zero(width))),
            CombiningKind::Xor => ("xor", int(strata_ir::ApInt::zero(width))),
            _ => return false,
        };
        vp_reduce(rw, op, name, acc, neutral, (vector, mask, length, scalable), llvm_ty)
    };
    rw.replace_op(op, &[result]);
    true
}

/// `llvm.intr.vp.reduce.<name>(start, vector, mask, length)`, the start
/// the accumulator or a new constant `neutral`; a scalable vector's length
/// is its minimum times `vector.vscale`.
fn vp_reduce(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    name: &str,
    acc: Option<Value>,
    neutral: strata_ir::Attribute,
    (vector, mask, length, scalable): (Value, Value, i64, bool),
    ty: strata_ir::Type,
) -> Value {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let start = match acc {
        Some(acc) => acc,
        None => strata_dialect_llvm::ConstantOp::build(rw, loc, ty, neutral).res(rw.body()),
    };
    let i32_ty = ctx.integer_type(32);
    let evl = ctx.integer_attr(i32_ty, length);
    let mut evl = strata_dialect_llvm::ConstantOp::build(rw, loc, i32_ty, evl).res(rw.body());
    if scalable {
        let vscale = strata_dialect_vector::VectorScaleOp::build(rw, loc, ctx.index_type()).res(rw.body());
        let vscale = strata_dialect_arith::IndexCastOp::build(rw, loc, vscale, i32_ty).out(rw.body());
        evl = strata_dialect_arith::MulIOp::build(rw, loc, evl, vscale, i32_ty, None).result(rw.body());
    }
    make(rw, op, &format!("llvm.intr.vp.reduce.{name}"), &[start, vector, mask, evl], ty, Vec::new())
}
