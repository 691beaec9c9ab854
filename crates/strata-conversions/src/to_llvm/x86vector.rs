//! The x86vector dialect to x86 LLVM intrinsics: what
//! `convert-vector-to-llvm=enable-x86vector` adds (upstream's
//! `populateX86VectorLegalizeForLLVMExportPatterns` and
//! `configureX86VectorLegalizeForExportTarget`).
//!
//! Every x86vector op becomes one `llvm.call_intrinsic` of the intrinsic it
//! stands for ([`strata_dialect_x86vector::intrinsics`]), as upstream's
//! `LLVM::detail::intrinsicRewrite`: the converted operands (by the op's
//! plan), the result types converted and packed into a literal struct
//! when there are several (then taken apart with `llvm.extractvalue`), and
//! every attribute of the op copied onto the call.
//!
//! Invariant: the dialect is illegal once these patterns are in, so an op
//! a pattern declines fails the conversion with upstream's diagnostic.

use strata_dialect_llvm::types::StructType;
use strata_dialect_llvm::ExtractValueOp;
use strata_dialect_x86vector as x86;
use strata_dialect_x86vector::intrinsics::{intrinsic_of, IntrinsicOperands};
use strata_ir::{OpClass, OpId, SmallVec, Type, TypeKind, Value};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor};

use super::{all_attrs, create, LowerToLlvmOptions, LoweringPattern, RootName};

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
    for root in roots {
        set.add(LoweringPattern { root, rewrite: lower_intrinsic_op, options, debug_name: "X86IntrinsicOpConversion" });
    }
}

/// The op as a call of its intrinsic.
fn lower_intrinsic_op(
    options: LowerToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let Some(intrinsic) = intrinsic_of(ctx, rw.body(), op) else { return false };
    let loc = rw.body().op_loc(op);
    let Some(operands) = intrinsic_operands(options, op, intrinsic.operands, adaptor, rw) else { return false };
    if !operands.iter().all(|&v| strata_dialect_llvm::types::is_compatible(ctx, rw.body().value_type(v))) {
        return false;
    }
    let mut results: SmallVec<[Type; 2]> = SmallVec::new();
    for &r in rw.body().results(op) {
        match rw.type_converter().convert_type_1to1(ctx, rw.body().value_type(r)) {
            Some(t) => results.push(t),
            None => return false,
        }
    }
    let packed = match results.len() {
        0 => None,
        1 => Some(results[0]),
        _ => Some(StructType::literal(ctx, results.to_vec(), false)),
    };
    let mut attrs = vec![
        (ctx.ident("intrin"), ctx.string_attr(&intrinsic.name)),
        (ctx.ident("fastmathFlags"), ctx.dialect_attr(strata_dialect_llvm::FastmathFlags(0))),
        (ctx.ident("op_bundle_sizes"), ctx.dense_i32_array(&[])),
        (ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[operands.len() as i64, 0])),
    ];
    attrs.extend(all_attrs(ctx, rw.body(), op));
    let call = create(rw, op, "llvm.call_intrinsic", &operands, packed.as_slice(), attrs);
    let call_results = rw.body().results(call).to_vec();
    if results.len() <= 1 {
        rw.replace_op(op, &call_results);
        return true;
    }
    let values: Vec<Value> = results
        .iter()
        .enumerate()
        .map(|(i, &ty)| {
            ExtractValueOp::build(rw, loc, call_results[0], ty, ctx.dense_i64_array(&[i as i64])).res(rw.body())
        })
        .collect();
    rw.replace_op(op, &values);
    true
}

/// The intrinsic's operands by the op's plan (upstream's
/// `getIntrinsicOperands`), constants created before the call.
fn intrinsic_operands(
    options: LowerToLlvmOptions,
    op: OpId,
    plan: IntrinsicOperands,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<SmallVec<[Value; 4]>> {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    Some(match plan {
        IntrinsicOperands::Same => adaptor.operands(),
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
            let mut operands = adaptor.operands();
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
    })
}
