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
//! Invariant: IEEE order is kept: without `reassoc` the `fadd`/`fmul`
//! intrinsics are ordered reductions in LLVM, as upstream emits them.

use strata_dialect_llvm::{FastmathFlags, ICmpPredicate};
use strata_dialect_vector::{CombiningKind, ReductionOp};
use strata_ir::apfloat::format::from_f64;
use strata_ir::{OpId, TypeKind, Value};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::{create, llvm_fastmath};
use super::{fixed_1d, VectorToLlvmOptions};

pub fn lower_reduction(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let Some(reduction) = ReductionOp::cast(ctx, rw.body(), op) else { return false };
    let Some(kind) = reduction.kind(ctx, rw.body()) else { return false };
    let vector_ty = rw.body().value_type(reduction.vector(rw.body()));
    if fixed_1d(ctx, vector_ty).is_none() {
        return false;
    }
    let element = rw.body().value_type(reduction.dest(rw.body()));
    let Some(llvm_ty) = rw.type_converter().convert_type_1to1(ctx, element) else { return false };
    let operands = adaptor.operands();
    let vector = operands[0];
    let acc = operands.get(1).copied();
    let is_float = matches!(ctx.type_kind(element), TypeKind::Float(_));
    let result = if is_float {
        let arith = reduction.fastmath(ctx, rw.body()).map_or(0, |f| f.0);
        let mut flags = llvm_fastmath(arith);
        if options.reassociate_fp_reductions {
            flags = flags | FastmathFlags::REASSOC;
        }
        let fmf = vec![(ctx.ident("fastmathFlags"), ctx.dialect_attr(flags))];
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
