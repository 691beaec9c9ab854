//! The amx dialect to x86 LLVM intrinsics: what
//! `convert-vector-to-llvm=enable-amx` adds (upstream's
//! `populateAMXLegalizeForLLVMExportPatterns` and
//! `configureAMXLegalizeForExportTarget`).
//!
//! Tiles become `!llvm.x86_amx` values (a type conversion the option adds
//! to the LLVM type converter); every amx op becomes one
//! `llvm.call_intrinsic` of the `.internal` intrinsic it stands for
//! ([`strata_dialect_amx::intrinsics`]) through [`super::intrinsic`], the
//! tile shape passed as `i16` constants, and loads and stores addressing
//! the tile's first element with the row stride in bytes (upstream's
//! `getTileSizes` and `getStride`).
//!
//! Invariant: the dialect is illegal once these patterns are in, so an op
//! a pattern declines (a memref without a strided layout) fails the
//! conversion with upstream's diagnostic.

use strata_dialect_amx as amx;
use strata_dialect_amx::intrinsics::{intrinsic_of, tile_sizes, Intrinsic, IntrinsicOperands};
use strata_dialect_amx::TileType;
use strata_dialect_llvm::types::X86AmxType;
use strata_dialect_llvm::{ConstantOp, MulOp};
use strata_interfaces::layout::{memref_parts, strides_and_offset};
use strata_ir::{Location, OpClass, OpId, SmallVec, Type, Value, DYNAMIC};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor, TypeConversion, TypeConverter,
};

use super::descriptor::MemRefDescriptor;
use super::intrinsic::add_intrinsic_patterns;
use super::{LowerToLlvmOptions, RootName};

/// Upstream's `configureAMXLegalizeForExportTarget`.
pub fn configure_amx_target(target: &mut ConversionTarget) {
    target.add_illegal_dialect("amx");
}

/// The type conversion `enable-amx` adds: a tile is an `!llvm.x86_amx`.
pub fn add_amx_type_conversion(converter: &mut TypeConverter) {
    converter.add_conversion(|ctx, ty| match TileType::of(ctx, ty) {
        Some(_) => TypeConversion::one(ctx.dialect_type(X86AmxType)),
        None => TypeConversion::Pass,
    });
}

/// Upstream's `populateAMXLegalizeForLLVMExportPatterns`: one pattern per
/// op (upstream's matches the op interface).
pub fn populate_amx_patterns(set: &mut ConversionPatternSet, options: LowerToLlvmOptions) {
    let roots: [RootName; 5] = [
        amx::TileZeroOp::op_name,
        amx::TileLoadOp::op_name,
        amx::TileStoreOp::op_name,
        amx::TileMulFOp::op_name,
        amx::TileMulIOp::op_name,
    ];
    add_intrinsic_patterns(set, &roots, intrinsic, options, "AMXIntrinsicOpConversion");
}

/// The tile `v` holds.
fn tile_of(rw: &ConversionRewriter<'_, '_>, v: Value) -> Option<TileType> {
    TileType::of(rw.ctx(), rw.body().value_type(v)).cloned()
}

/// Rows and bytes per row of `tile` as two `i16` constants.
fn sizes(rw: &mut ConversionRewriter<'_, '_>, loc: Location, tile: &TileType) -> [Value; 2] {
    let ctx = rw.ctx();
    let (rows, bytes) = tile_sizes(ctx, tile);
    let i16 = ctx.integer_type(16);
    [rows, bytes].map(|n| ConstantOp::build(rw, loc, i16, ctx.integer_attr(i16, n)).res(rw.body()))
}

/// The row stride in bytes of the memref `ty` with descriptor `desc`: the
/// op's `stride` operand (in elements) or else the memref's
/// second-to-last stride, times the element's size (upstream's
/// `getStride`).
fn row_stride(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    desc: Value,
    given: Option<Value>,
) -> Option<Value> {
    let ctx = rw.ctx();
    let (shape, element, layout, _) = memref_parts(ctx, ty)?;
    let (strides, _) = strides_and_offset(ctx, shape, layout)?;
    let row = shape.len().checked_sub(2)?;
    let bytes = strata_ir::op_checks::bit_width(ctx, element)? as i64 >> 3;
    let i64 = ctx.integer_type(64);
    let stride = match given {
        Some(v) => v,
        None if strides[row] == DYNAMIC => MemRefDescriptor { value: desc }.stride(rw, loc, row),
        None => {
            return Some(ConstantOp::build(rw, loc, i64, ctx.integer_attr(i64, strides[row] * bytes)).res(rw.body()))
        }
    };
    let scale = ConstantOp::build(rw, loc, i64, ctx.integer_attr(i64, bytes)).res(rw.body());
    Some(MulOp::build(rw, loc, scale, stride, i64, None).res(rw.body()))
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
    let loc = rw.body().op_loc(op);
    let operands = match plan {
        IntrinsicOperands::Zero => {
            let tile = tile_of(rw, rw.body().result(op, 0))?;
            SmallVec::from_slice(&sizes(rw, loc, &tile))
        }
        IntrinsicOperands::Load | IntrinsicOperands::Store => {
            let ctx = rw.ctx();
            let counts = strata_ir::segments::segment_counts(ctx, rw.body(), op, "operandSegmentSizes");
            let n = counts.get(1).copied()?;
            let tile_value = match plan {
                IntrinsicOperands::Load => rw.body().result(op, 0),
                _ => rw.body().operand(op, 1 + n),
            };
            let tile = tile_of(rw, tile_value)?;
            let memref = rw.body().value_type(rw.body().operand(op, 0));
            let desc = adaptor.operand(0);
            let indices: SmallVec<[Value; 4]> = (1..=n).map(|i| adaptor.operand(i)).collect();
            let mut operands: SmallVec<[Value; 6]> = SmallVec::from_slice(&sizes(rw, loc, &tile));
            operands.push(super::memref::strided_element_ptr(rw, loc, options, memref, desc, &indices, None)?);
            // The optional stride operand comes last: segments (base,
            // indices, stride) of a load, (base, indices, value, stride) of
            // a store.
            let stride_segment = if plan == IntrinsicOperands::Load { 2 } else { 3 };
            let given = (counts.get(stride_segment) == Some(&1)).then(|| adaptor.operand(adaptor.len() - 1));
            operands.push(row_stride(rw, loc, memref, desc, given)?);
            if plan == IntrinsicOperands::Store {
                operands.push(adaptor.operand(1 + n));
            }
            operands
        }
        IntrinsicOperands::Multiply => {
            let a = tile_of(rw, rw.body().operand(op, 0))?;
            let b = tile_of(rw, rw.body().operand(op, 1))?;
            let [a_rows, a_bytes] = sizes(rw, loc, &a);
            let [_, b_bytes] = sizes(rw, loc, &b);
            strata_ir::smallvec![a_rows, b_bytes, a_bytes, adaptor.operand(2), adaptor.operand(0), adaptor.operand(1)]
        }
    };
    Some((name, operands))
}
