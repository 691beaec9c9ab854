//! The x86vector dialect to x86 LLVM intrinsics: what
//! `convert-vector-to-llvm=enable-x86vector` adds (upstream's
//! `populateX86VectorLegalizeForLLVMExportPatterns` and
//! `configureX86VectorLegalizeForExportTarget`).
//!
//! Every x86vector op becomes one `llvm.call_intrinsic` of the intrinsic it
//! stands for ([`strata_dialect_x86vector::intrinsics`]) on the operands
//! its plan builds from the converted ones ([`super::intrinsic`]).
//!
//! Invariant: the dialect is illegal once these patterns are in, so an op
//! a pattern declines fails the conversion with upstream's diagnostic.

use strata_dialect_x86vector as x86;
use strata_dialect_x86vector::intrinsics::{intrinsic_of, Intrinsic, IntrinsicOperands};
use strata_ir::{OpClass, OpId, SmallVec, TypeKind, Value};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor};

use super::intrinsic::add_intrinsic_patterns;
use super::{LowerToLlvmOptions, RootName};

/// Upstream's `configureX86VectorLegalizeForExportTarget`.
pub fn configure_x86vector_target(target: &mut ConversionTarget) {
    target.add_illegal_dialect("x86vector");
}

/// Upstream's `populateX86VectorLegalizeForLLVMExportPatterns`: one
/// pattern per op (upstream's matches the op interface).
pub fn populate_x86vector_patterns(set: &mut ConversionPatternSet, options: LowerToLlvmOptions) {
    let roots: [RootName; 12] = [
        x86::MaskCompressOp::op_name,
        x86::MaskRndScaleOp::op_name,
        x86::MaskScaleFOp::op_name,
        x86::Vp2IntersectOp::op_name,
        x86::DotBF16Op::op_name,
        x86::CvtPackedF32ToBF16Op::op_name,
        x86::RsqrtOp::op_name,
        x86::DotOp::op_name,
        x86::DotInt8Op::op_name,
        x86::BcstToPackedF32Op::op_name,
        x86::CvtPackedEvenIndexedToF32Op::op_name,
        x86::CvtPackedOddIndexedToF32Op::op_name,
    ];
    add_intrinsic_patterns(set, &roots, intrinsic, options, "X86IntrinsicOpConversion");
}

/// The intrinsic `op` stands for (upstream's `getIntrinsicName`) and its
/// operands by the op's plan (`getIntrinsicOperands`), constants created
/// before the call.
fn intrinsic(
    options: LowerToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<(String, SmallVec<[Value; 6]>)> {
    let Intrinsic { name, operands: plan } = intrinsic_of(rw.ctx(), rw.body(), op)?;
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let operands = match plan {
        IntrinsicOperands::Same => SmallVec::from_slice(&adaptor.operands()),
        IntrinsicOperands::MaskCompress => {
            let compress = x86::MaskCompressOp::cast(ctx, rw.body(), op)?;
            let (k, a) = (adaptor.operand(0), adaptor.operand(1));
            let src = match compress.src(rw.body()) {
                Some(_) => adaptor.operand(2),
                None => {
                    let ty = rw.body().value_type(compress.a(rw.body()));
                    let value = match compress.constant_src(ctx, rw.body()) {
                        Some(c) => c,
                        None => strata_ir::splat::zero_attr(ctx, ty)?,
                    };
                    strata_dialect_llvm::ConstantOp::build(rw, loc, ty, value).res(rw.body())
                }
            };
            strata_ir::smallvec![a, src, k]
        }
        IntrinsicOperands::DotAllLanes => {
            let mut operands = SmallVec::from_slice(&adaptor.operands());
            let i8 = ctx.integer_type(8);
            let all = ctx.integer_attr(i8, -1);
            operands.push(strata_dialect_llvm::ConstantOp::build(rw, loc, i8, all).res(rw.body()));
            operands
        }
        IntrinsicOperands::BufferPointer => {
            let memref = rw.body().value_type(rw.body().operand(op, 0));
            if !matches!(rw.ctx().type_kind(memref), TypeKind::MemRef { .. }) {
                return None;
            }
            let base = super::memref::element_ptr_base(rw, loc, options, memref, adaptor.operand(0))?;
            strata_ir::smallvec![base]
        }
    };
    Some((name, operands))
}
