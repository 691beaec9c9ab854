//! The arm_sve dialect to its AArch64 intrinsic ops: what
//! `convert-vector-to-llvm=enable-arm-sve` adds (upstream's
//! `populateArmSVELegalizeForLLVMExportPatterns` and
//! `configureArmSVELegalizeForExportTarget`).
//!
//! - the masked arithmetic, dot products, matrix multiply-accumulates,
//!   zips and `dupq_lane` become their `arm_sve.intr.*` op one to one
//!   ([`super::one_to_one`]: operands and attributes kept, several results
//!   packed into a struct);
//! - `convert_to_svbool`/`convert_from_svbool` are unrolled over the
//!   leading dimensions into the 1-D intrinsics, through `vector.extract`
//!   and `vector.insert` into a zero `arith.constant` (which the vector
//!   patterns of the same conversion lower in turn);
//! - `psel` takes its first predicate as an svbool and its index as `i32`
//!   and gives its result back as the predicate type;
//! - a `vector.create_mask` of an SVE predicate is `whilelt` from zero,
//!   ahead of the vector dialect's own lowering.
//!
//! Invariant: the intrinsic ops are legal and the ops they replace illegal,
//! so a declined op fails the conversion with upstream's diagnostic.

use strata_dialect_arith as arith;
use strata_dialect_arm_sve as sve;
use strata_dialect_vector as vector;
use strata_ir::{Location, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor, OpConversionPattern,
};

use super::{all_attrs, one_to_one, LoweringPattern, RootName};

/// The ops lowered one to one, with the intrinsic op each becomes.
const ONE_TO_ONE: [(RootName, &str); 18] = [
    (sve::SdotOp::op_name, sve::SdotIntrOp::NAME),
    (sve::SmmlaOp::op_name, sve::SmmlaIntrOp::NAME),
    (sve::UdotOp::op_name, sve::UdotIntrOp::NAME),
    (sve::UmmlaOp::op_name, sve::UmmlaIntrOp::NAME),
    (sve::UsmmlaOp::op_name, sve::UsmmlaIntrOp::NAME),
    (sve::ScalableMaskedAddIOp::op_name, sve::ScalableMaskedAddIIntrOp::NAME),
    (sve::ScalableMaskedAddFOp::op_name, sve::ScalableMaskedAddFIntrOp::NAME),
    (sve::ScalableMaskedSubIOp::op_name, sve::ScalableMaskedSubIIntrOp::NAME),
    (sve::ScalableMaskedSubFOp::op_name, sve::ScalableMaskedSubFIntrOp::NAME),
    (sve::ScalableMaskedMulIOp::op_name, sve::ScalableMaskedMulIIntrOp::NAME),
    (sve::ScalableMaskedMulFOp::op_name, sve::ScalableMaskedMulFIntrOp::NAME),
    (sve::ScalableMaskedSDivIOp::op_name, sve::ScalableMaskedSDivIIntrOp::NAME),
    (sve::ScalableMaskedUDivIOp::op_name, sve::ScalableMaskedUDivIIntrOp::NAME),
    (sve::ScalableMaskedDivFOp::op_name, sve::ScalableMaskedDivFIntrOp::NAME),
    (sve::ZipX2Op::op_name, sve::ZipX2IntrOp::NAME),
    (sve::ZipX4Op::op_name, sve::ZipX4IntrOp::NAME),
    (sve::DupQLaneOp::op_name, sve::DupQLaneIntrOp::NAME),
    (sve::PselOp::op_name, sve::PselIntrOp::NAME),
];

/// Upstream's `configureArmSVELegalizeForExportTarget`: the intrinsic ops
/// (`arm_sve.intr.*`) legal, the ops lowered to them (every other op of the
/// dialect) illegal.
pub fn configure_arm_sve_target(target: &mut ConversionTarget) {
    target.add_dynamically_legal_dialect("arm_sve", |ctx, body, op| {
        ctx.op_name_str(body.op_name(op)).starts_with("arm_sve.intr.")
    });
}

/// Upstream's `populateArmSVELegalizeForLLVMExportPatterns`.
pub fn populate_arm_sve_patterns(set: &mut ConversionPatternSet) {
    // Before the vector dialect's own lowering of the mask.
    set.add(
        OpConversionPattern::<vector::CreateMaskOp>::new("CreateMaskOpLowering", lower_create_mask).with_benefit(4096),
    );
    for (root, target) in ONE_TO_ONE {
        let rewrite = if target == sve::PselIntrOp::NAME { lower_psel } else { lower_one_to_one };
        set.add(LoweringPattern { root, rewrite, options: target, debug_name: "ArmSVELegalizeForLLVMExport" });
    }
    let svbool: [(RootName, &str); 2] = [
        (sve::ConvertToSvboolOp::op_name, sve::ConvertToSvboolIntrOp::NAME),
        (sve::ConvertFromSvboolOp::op_name, sve::ConvertFromSvboolIntrOp::NAME),
    ];
    for (root, target) in svbool {
        set.add(LoweringPattern {
            root,
            rewrite: lower_svbool_conversion,
            options: target,
            debug_name: "SvboolConversionOpLowering",
        });
    }
}

/// `op` as the intrinsic op `target` on the converted operands.
fn lower_one_to_one(target: &'static str, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let attrs = all_attrs(rw.ctx(), rw.body(), op);
    one_to_one(rw, op, target, &adaptor.operands(), attrs)
}

/// `vector.create_mask` of an SVE predicate (1-D, scalable, 2, 4, 8 or 16
/// lanes) as `whilelt` from zero to its bound.
fn lower_create_mask(op: vector::CreateMaskOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let mask = rw.body().value_type(op.ods_arg0(rw.body()));
    let predicate = matches!(ctx.type_kind(mask), TypeKind::Vector { shape, scalable, .. }
        if shape.len() == 1 && scalable[0] && [2, 4, 8, 16].contains(&shape[0]));
    if !predicate || adaptor.len() != 1 {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let zero = strata_dialect_llvm::ZeroOp::build(rw, loc, ctx.integer_type(64)).res(rw.body());
    let whilelt = sve::WhileLTIntrOp::build(rw, loc, zero, adaptor.operand(0), mask).res(rw.body());
    rw.replace_op(op, &[whilelt]);
    true
}

/// `vector<[16]xi1>`, the svbool.
fn svbool(rw: &ConversionRewriter<'_, '_>) -> Type {
    let ctx = rw.ctx();
    ctx.intern_type(TypeKind::Vector { shape: vec![16], scalable: vec![true], element: ctx.integer_type(1) })
}

/// `psel`: the intrinsic on the first predicate as an svbool and the
/// index as `i32`, its svbool result converted back to the result's type.
fn lower_psel(_: &'static str, op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(psel) = sve::PselOp::cast(ctx, rw.body(), op) else { return false };
    let loc = rw.body().op_loc(op);
    let (p1, p2, index) = (psel.p1(rw.body()), psel.p2(rw.body()), psel.index(rw.body()));
    let result_type = rw.body().value_type(psel.result(rw.body()));
    let svbool = svbool(rw);
    let p1 = sve::ConvertToSvboolIntrOp::build(rw, loc, p1, svbool).res(rw.body());
    let index = arith::IndexCastOp::build(rw, loc, index, ctx.integer_type(32)).out(rw.body());
    let selected = sve::PselIntrOp::build(rw, loc, p1, p2, index, svbool).res(rw.body());
    let result = sve::ConvertFromSvboolIntrOp::build(rw, loc, selected, result_type).res(rw.body());
    rw.replace_op(op, &[result]);
    true
}

/// `convert_to_svbool`/`convert_from_svbool` (upstream's
/// `SvboolConversionOpLowering`): the 1-D intrinsic `target` on each 1-D
/// slice of the source, inserted into a zero vector of the result type.
fn lower_svbool_conversion(target: &'static str, op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let source = rw.body().operand(op, 0);
    let result_type = rw.body().value_type(rw.body().result(op, 0));
    let (Some(source_shape), Some(result_shape)) =
        (ctx.shape(rw.body().value_type(source)).map(<[i64]>::to_vec), ctx.shape(result_type).map(<[i64]>::to_vec))
    else {
        return false;
    };
    let (Some((&lanes, leading)), Some(&result_lanes)) = (source_shape.split_last(), result_shape.last()) else {
        return false;
    };
    let Some(zero) = strata_ir::splat::zero_attr(ctx, result_type) else { return false };
    let mut result = arith::ConstantOp::build(rw, loc, result_type, zero).result(rw.body());
    let slice_of = |n: i64| {
        ctx.intern_type(TypeKind::Vector { shape: vec![n], scalable: vec![true], element: ctx.integer_type(1) })
    };
    let (source_slice, result_slice) = (slice_of(lanes), slice_of(result_lanes));
    let mut position = vec![0; leading.len()];
    for _ in 0..leading.iter().product::<i64>() {
        let at = ctx.dense_i64_array(&position);
        vector::build::next_position(&mut position, leading);
        let slice = vector::ExtractOp::build(rw, loc, source, &[], source_slice, at).result(rw.body());
        let converted = convert_slice(rw, loc, target, slice, result_slice);
        result = vector::InsertOp::build(rw, loc, converted, result, &[], result_type, at).result(rw.body());
    }
    rw.replace_op(op, &[result]);
    true
}

/// One 1-D slice through the intrinsic op `target`.
fn convert_slice(rw: &mut ConversionRewriter<'_, '_>, loc: Location, target: &str, slice: Value, to: Type) -> Value {
    if target == sve::ConvertToSvboolIntrOp::NAME {
        sve::ConvertToSvboolIntrOp::build(rw, loc, slice, to).res(rw.body())
    } else {
        sve::ConvertFromSvboolIntrOp::build(rw, loc, slice, to).res(rw.body())
    }
}
