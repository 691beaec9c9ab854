//! The vector ops on lanes: `vector.shuffle` (upstream's
//! `VectorShuffleOpConversion`), `vector.broadcast` of a scalar
//! (`VectorBroadcastScalarToLowRankLowering`, `...ToNdLowering`), `vector.extract` and
//! `vector.insert` (`VectorExtractOpConversion`,
//! `VectorInsertOpConversion`), and of 1-D vectors `vector.fma`
//! (`VectorFMAOp1DConversion`), `vector.bitcast`
//! (`VectorBitCastOpConversion`) and `vector.from_elements`
//! (`VectorFromElementsLowering`).
//!
//! n-D vectors are arrays of 1-D vectors: extract and insert reach a 1-D
//! vector with `llvm.extractvalue`/`insertvalue` at the leading
//! positions, then a lane with `llvm.extractelement`/`insertelement`.
//! Positions are `i64` constants (`llvm.mlir.constant(2 : i64)`), except
//! in the element-wise shuffle, whose constants are `index` attributes, as
//! upstream's `extractOne`/`insertOne` make them.
//!
//! A 0-D vector is converted to a vector of one lane: extract and insert
//! use its lane 0.
//!
//! A 1-D scalable vector lowers as a fixed one where the ops are the same
//! (lanes, fma, bitcast, a splat of its minimum length); interleaving one
//! takes the `llvm.intr.vector.(de)interleave2` intrinsics, and its
//! `vector.step` is `llvm.intr.stepvector`.
//!
//! Invariant: scalable outer dimensions, n-D shuffles, broadcasts of n-D
//! vectors (the prepass lowers those) and a dynamic position inside an
//! array are left as they are.

use strata_dialect_llvm::types::StructType;
use strata_dialect_llvm::{
    BitcastOp, ConstantOp, ExtractElementOp, ExtractValueOp, FMulAddOp, InsertElementOp, InsertValueOp, PoisonOp,
    ShuffleVectorOp, VectorExtract, VectorInsert, Vscale,
};
use strata_ir::op_checks::{dense_i64_values, inherent_attr};
use strata_ir::{Attribute, Context, Location, OpBuilder, OpId, SmallVec, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::create;
use super::{fixed_1d, vector_1d, VectorToLlvmOptions};

/// `llvm.mlir.constant(value : ty)` of type `i64`.
fn constant_i64(rw: &mut ConversionRewriter<'_, '_>, loc: Location, value: i64, attr_ty: Type) -> Value {
    let ctx = rw.ctx();
    let i64 = ctx.integer_type(64);
    ConstantOp::build(rw, loc, i64, ctx.integer_attr(attr_ty, value)).res(rw.body())
}

/// `vector.shuffle`: one `llvm.shufflevector` of 1-D vectors of one
/// type; otherwise each picked lane (1-D) or leading slice (n-D, through
/// `llvm.extractvalue`/`insertvalue`) moved into a poison value in turn.
pub fn lower_shuffle(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let (v1_ty, v2_ty) = (body.value_type(body.operand(op, 0)), body.value_type(body.operand(op, 1)));
    let result_ty = body.value_type(body.results(op)[0]);
    let Some(mask) = inherent_attr(ctx, body, op, "mask").map(|m| dense_i64_values(ctx, m)) else { return false };
    // The result's rank decides (upstream's): 0-D operands are vectors of
    // one lane, shuffled into a 1-D result.
    let (Some(_), Some(_), Some(rank)) =
        (vector_rank(ctx, v1_ty), vector_rank(ctx, v2_ty), vector_rank(ctx, result_ty))
    else {
        return false;
    };
    let v1_len = ctx.shape(v1_ty).and_then(|s| s.first().copied()).unwrap_or(1);
    let Some(llvm_ty) = rw.type_converter().convert_type_1to1(ctx, result_ty) else { return false };
    let loc = body.op_loc(op);
    let (v1, v2) = (adaptor.operand(0), adaptor.operand(1));
    if rank == 1 && v1_ty == v2_ty {
        let shuffle = ShuffleVectorOp::build(rw, loc, v1, v2, llvm_ty, ctx.dense_i32_array(&mask)).res(rw.body());
        rw.replace_op(op, &[shuffle]);
        return true;
    }
    if mask.iter().any(|&m| m < 0) || vector_rank(ctx, v1_ty) != Some(rank) {
        return false;
    }
    let element = if rank == 1 {
        let Some((_, element)) = fixed_1d(ctx, result_ty) else { return false };
        let Some(element) = rw.type_converter().convert_type_1to1(ctx, element) else { return false };
        element
    } else {
        super::super::innermost(ctx, llvm_ty, 1)
    };
    let index = ctx.index_type();
    let mut result = PoisonOp::build(rw, loc, llvm_ty).res(rw.body());
    for (insert_at, &lane) in mask.iter().enumerate() {
        let (source, lane) = if lane >= v1_len { (v2, lane - v1_len) } else { (v1, lane) };
        if rank > 1 {
            let value = ExtractValueOp::build(rw, loc, source, element, ctx.dense_i64_array(&[lane])).res(rw.body());
            let at = ctx.dense_i64_array(&[insert_at as i64]);
            result = InsertValueOp::build(rw, loc, result, value, llvm_ty, at).res(rw.body());
            continue;
        }
        let at = constant_i64(rw, loc, lane, index);
        let value = ExtractElementOp::build(rw, loc, source, at, element).res(rw.body());
        let at = constant_i64(rw, loc, insert_at as i64, index);
        result = InsertElementOp::build(rw, loc, result, value, at, llvm_ty).res(rw.body());
    }
    rw.replace_op(op, &[result]);
    true
}

/// `vector.interleave` of fixed 1-D vectors: an `llvm.shufflevector`
/// taking lanes from each in turn (`VectorInterleaveOpLowering`).
pub fn lower_interleave(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    if let Some(llvm_ty) = scalable_1d_result(rw, op) {
        // Scalable: the lanes are not known, so the intrinsic interleaves.
        let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
        let value = create(rw, op, "llvm.intr.vector.interleave2", &[lhs, rhs], &[llvm_ty], Vec::new());
        let value = rw.body().results(value)[0];
        rw.replace_op(op, &[value]);
        return true;
    }
    let Some(llvm_ty) = converted_1d_result(rw, op) else { return false };
    let Some(&lanes) = ctx.shape(llvm_ty).and_then(|s| s.first()) else { return false };
    let half = lanes / 2;
    let mask: Vec<i64> = (0..half).flat_map(|i| [i, half + i]).collect();
    let loc = rw.body().op_loc(op);
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let shuffle = ShuffleVectorOp::build(rw, loc, lhs, rhs, llvm_ty, ctx.dense_i32_array(&mask)).res(rw.body());
    rw.replace_op(op, &[shuffle]);
    true
}

/// `vector.deinterleave` of a fixed 1-D vector: two `llvm.shufflevector`s
/// of it and a poison vector, the even lanes and the odd ones
/// (`VectorDeinterleaveOpLowering`).
pub fn lower_deinterleave(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    if let Some(half_ty) = scalable_1d_result(rw, op) {
        // Scalable: the intrinsic returns both halves in a struct.
        let pair = StructType::literal(ctx, vec![half_ty, half_ty], false);
        let loc = rw.body().op_loc(op);
        let value = create(rw, op, "llvm.intr.vector.deinterleave2", &[adaptor.operand(0)], &[pair], Vec::new());
        let value = rw.body().results(value)[0];
        let even = ExtractValueOp::build(rw, loc, value, half_ty, ctx.dense_i64_array(&[0])).res(rw.body());
        let odd = ExtractValueOp::build(rw, loc, value, half_ty, ctx.dense_i64_array(&[1])).res(rw.body());
        rw.replace_op(op, &[even, odd]);
        return true;
    }
    let Some(half_ty) = converted_1d_result(rw, op) else { return false };
    let source_ty = rw.body().value_type(rw.body().operand(op, 0));
    let Some((lanes, _)) = fixed_1d(ctx, source_ty) else { return false };
    let loc = rw.body().op_loc(op);
    let source = adaptor.operand(0);
    let poison = PoisonOp::build(rw, loc, source_ty).res(rw.body());
    let (even, odd): (Vec<i64>, Vec<i64>) = (0..lanes).partition(|i| i % 2 == 0);
    let even = ShuffleVectorOp::build(rw, loc, source, poison, half_ty, ctx.dense_i32_array(&even)).res(rw.body());
    let odd = ShuffleVectorOp::build(rw, loc, source, poison, half_ty, ctx.dense_i32_array(&odd)).res(rw.body());
    rw.replace_op(op, &[even, odd]);
    true
}

/// `vector.to_elements` of a fixed 1-D or 0-D vector: an
/// `llvm.extractelement` per used element; an unused one is dropped
/// (`VectorToElementsToLLVMLowering` replaces it by no value).
pub fn lower_to_elements(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    if !matches!(vector_rank(ctx, body.value_type(body.operand(op, 0))), Some(0 | 1)) {
        return false;
    }
    let results = body.results(op).to_vec();
    let mut types = Vec::with_capacity(results.len());
    for &r in &results {
        let Some(ty) = rw.type_converter().convert_type_1to1(ctx, rw.body().value_type(r)) else { return false };
        types.push(ty);
    }
    let loc = rw.body().op_loc(op);
    let (source, i64) = (adaptor.operand(0), ctx.integer_type(64));
    let mut values: Vec<SmallVec<[Value; 1]>> = Vec::with_capacity(results.len());
    for (lane, (&r, &ty)) in results.iter().zip(&types).enumerate() {
        if !rw.body().has_uses(r) {
            values.push(SmallVec::new());
            continue;
        }
        let at = constant_i64(rw, loc, lane as i64, i64);
        values.push(SmallVec::from_elem(ExtractElementOp::build(rw, loc, source, at, ty).res(rw.body()), 1));
    }
    rw.replace_op_with_multiple(op, &values);
    true
}

/// `vector.vscale`: `llvm.intr.vscale` of the converted index type.
pub fn lower_vscale(_: VectorToLlvmOptions, op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = rw.type_converter().convert_type_1to1(ctx, ctx.index_type()) else { return false };
    let loc = rw.body().op_loc(op);
    let value = Vscale::build(rw, loc, ty).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `vector.scalable.insert`: `llvm.intr.vector.insert` at the same
/// position (`VectorScalableInsertOpLowering`).
pub fn lower_scalable_insert(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let Some(insert) = strata_dialect_vector::ScalableInsertOp::cast(ctx, rw.body(), op) else { return false };
    let Some(pos) = insert.pos(ctx, rw.body()) else { return false };
    let (value, dest) = (adaptor.operand(0), adaptor.operand(1));
    let ty = rw.body().value_type(dest);
    let loc = rw.body().op_loc(op);
    let inserted = VectorInsert::build(rw, loc, dest, value, ty, pos).res(rw.body());
    rw.replace_op(op, &[inserted]);
    true
}

/// `vector.scalable.extract`: `llvm.intr.vector.extract` at the same
/// position (`VectorScalableExtractOpLowering`).
pub fn lower_scalable_extract(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let Some(extract) = strata_dialect_vector::ScalableExtractOp::cast(ctx, rw.body(), op) else { return false };
    let Some(pos) = extract.pos(ctx, rw.body()) else { return false };
    let result_ty = rw.body().value_type(rw.body().results(op)[0]);
    let Some(ty) = rw.type_converter().convert_type_1to1(ctx, result_ty) else { return false };
    let loc = rw.body().op_loc(op);
    let extracted = VectorExtract::build(rw, loc, adaptor.operand(0), ty, pos).res(rw.body());
    rw.replace_op(op, &[extracted]);
    true
}

/// `vector.broadcast` of a scalar: inserted into lane 0 of a poison
/// vector (all there is to a 0-D result), then shuffled to every lane of
/// a 1-D vector; to an n-D vector, that 1-D splat is inserted at every
/// leading position of a poison array, in row-major order
/// (`VectorBroadcastScalarToNdLowering`).
pub fn lower_broadcast(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let source_ty = body.value_type(body.operand(op, 0));
    if matches!(ctx.type_kind(source_ty), TypeKind::Vector { .. }) {
        return false;
    }
    let result_ty = body.value_type(body.results(op)[0]);
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(result_ty) else { return false };
    // A scalable innermost dimension is splat as a fixed one is (the
    // shuffle mask as long as its minimum length); a scalable outer one is
    // not lowered.
    if scalable.split_last().is_some_and(|(_, outer)| outer.iter().any(|&s| s)) {
        return false;
    }
    let shape = shape.clone();
    let Some(llvm_ty) = rw.type_converter().convert_type_1to1(ctx, result_ty) else { return false };
    let loc = body.op_loc(op);
    let i32 = ctx.integer_type(32);
    if shape.len() > 1 {
        let leading = &shape[..shape.len() - 1];
        let row_ty = super::super::innermost(ctx, llvm_ty, leading.len());
        let mut result = PoisonOp::build(rw, loc, llvm_ty).res(rw.body());
        let poison = PoisonOp::build(rw, loc, row_ty).res(rw.body());
        let zero = ConstantOp::build(rw, loc, i32, ctx.integer_attr(i32, 0)).res(rw.body());
        let one = InsertElementOp::build(rw, loc, poison, adaptor.operand(0), zero, row_ty).res(rw.body());
        let zeros = vec![0; usize::try_from(shape[shape.len() - 1]).unwrap_or(0)];
        let splat = ShuffleVectorOp::build(rw, loc, one, one, row_ty, ctx.dense_i32_array(&zeros)).res(rw.body());
        let mut position = vec![0i64; leading.len()];
        for _ in 0..leading.iter().product::<i64>() {
            result =
                InsertValueOp::build(rw, loc, result, splat, llvm_ty, ctx.dense_i64_array(&position)).res(rw.body());
            strata_dialect_vector::build::next_position(&mut position, leading);
        }
        rw.replace_op(op, &[result]);
        return true;
    }
    let poison = PoisonOp::build(rw, loc, llvm_ty).res(rw.body());
    let zero = ConstantOp::build(rw, loc, i32, ctx.integer_attr(i32, 0)).res(rw.body());
    let one = InsertElementOp::build(rw, loc, poison, adaptor.operand(0), zero, llvm_ty).res(rw.body());
    // A one-lane splat is the inserted lane: upstream's shuffle of it with
    // mask [0] folds away (`createOrFold`).
    if let Some(&lanes) = shape.first().filter(|&&lanes| lanes != 1) {
        let zeros = vec![0; usize::try_from(lanes).unwrap_or(0)];
        let splat = ShuffleVectorOp::build(rw, loc, one, poison, llvm_ty, ctx.dense_i32_array(&zeros)).res(rw.body());
        rw.replace_op(op, &[splat]);
    } else {
        rw.replace_op(op, &[one]);
    }
    true
}

/// A position of an extract or insert: a constant or a converted value.
#[derive(Copy, Clone)]
enum Position {
    Static(i64),
    Dynamic(Value),
}

/// The positions of `op` (its `static_position` with each dynamic entry
/// the next of `dynamic`, the converted dynamic operands).
fn positions(ctx: &Context, body: &strata_ir::Body, op: OpId, dynamic: &[Value]) -> Option<Vec<Position>> {
    let statics = dense_i64_values(ctx, inherent_attr(ctx, body, op, "static_position")?);
    let mut dynamic = dynamic.iter();
    statics
        .into_iter()
        .map(|p| if p == DYNAMIC { dynamic.next().map(|&v| Position::Dynamic(v)) } else { Some(Position::Static(p)) })
        .collect()
}

/// The constant leading positions, or `None` when one is dynamic
/// (`llvm.extractvalue` and `insertvalue` take constants only).
fn static_positions(ctx: &Context, positions: &[Position]) -> Option<Attribute> {
    let values: Option<Vec<i64>> =
        positions.iter().map(|p| if let Position::Static(v) = p { Some(*v) } else { None }).collect();
    Some(ctx.dense_i64_array(&values?))
}

/// The lane operand of `llvm.extractelement`/`insertelement`.
fn lane_value(rw: &mut ConversionRewriter<'_, '_>, loc: Location, position: Position) -> Value {
    match position {
        Position::Static(v) => {
            let i64 = rw.ctx().integer_type(64);
            constant_i64(rw, loc, v, i64)
        }
        Position::Dynamic(v) => v,
    }
}

/// The rank an extract or insert works on: a fixed-shape vector's, or 1
/// for a 1-D scalable vector (whose lanes `llvm.extractelement` and
/// `llvm.insertelement` address as a fixed one's).
fn lane_rank(ctx: &Context, ty: Type) -> Option<usize> {
    vector_1d(ctx, ty).map(|_| 1).or_else(|| vector_rank(ctx, ty))
}

/// The rank of a vector type the LLVM types can hold: fixed, or scalable
/// in its innermost dimension only (an array of scalable 1-D vectors).
fn vector_rank(ctx: &Context, ty: Type) -> Option<usize> {
    strata_ir::constraints::scalable_at_most_last(ctx, ty).map(|(shape, _, _)| shape.len())
}

/// `vector.extract`: `llvm.extractvalue` of the leading positions of an
/// n-D vector, then `llvm.extractelement` when the result is a scalar.
pub fn lower_extract(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(rank) = lane_rank(ctx, body.value_type(body.operand(op, 0))) else { return false };
    let result_ty = body.value_type(body.results(op)[0]);
    let Some(llvm_result) = rw.type_converter().convert_type_1to1(ctx, result_ty) else { return false };
    let operands = adaptor.operands();
    let Some(mut positions) = positions(ctx, body, op, &operands[1..]) else { return false };
    if rank == 0 {
        // A 0-D vector is converted to a vector of one lane.
        positions.push(Position::Static(0));
    } else if positions.is_empty() {
        return false;
    }
    let extracts_scalar = positions.len() == rank.max(1);
    let leading = if extracts_scalar { &positions[..positions.len() - 1] } else { &positions[..] };
    let loc = body.op_loc(op);
    let mut extracted = operands[0];
    if rank > 1 {
        let Some(at) = static_positions(ctx, leading) else { return false };
        let ty = if extracts_scalar {
            let Some(source) = rw.type_converter().convert_type_1to1(ctx, body.value_type(body.operand(op, 0))) else {
                return false;
            };
            super::super::innermost(ctx, source, leading.len())
        } else {
            llvm_result
        };
        extracted = ExtractValueOp::build(rw, loc, extracted, ty, at).res(rw.body());
    }
    if extracts_scalar {
        let Some(&last) = positions.last() else { return false };
        let lane = lane_value(rw, loc, last);
        extracted = ExtractElementOp::build(rw, loc, extracted, lane, llvm_result).res(rw.body());
    }
    rw.replace_op(op, &[extracted]);
    true
}

/// `vector.insert`: `llvm.insertelement` of a scalar into the 1-D vector
/// at the leading positions (extracted from the array first), and
/// `llvm.insertvalue` of that vector (or the inserted vector) into the
/// array.
pub fn lower_insert(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let dest_ty = body.value_type(body.operand(op, 1));
    let Some(rank) = lane_rank(ctx, dest_ty) else { return false };
    let Some(llvm_dest) = rw.type_converter().convert_type_1to1(ctx, dest_ty) else { return false };
    let operands = adaptor.operands();
    let Some(mut positions) = positions(ctx, body, op, &operands[2..]) else { return false };
    if rank == 0 {
        positions.push(Position::Static(0));
    } else if positions.is_empty() {
        return false;
    }
    let into_innermost = positions.len() == rank.max(1);
    let leading = if into_innermost { &positions[..positions.len() - 1] } else { &positions[..] };
    let nested = rank > 1;
    let loc = body.op_loc(op);
    let (value, dest) = (operands[0], operands[1]);
    let leading_attr = static_positions(ctx, leading);
    if nested && leading_attr.is_none() {
        return false;
    }
    let mut inserted = value;
    if into_innermost {
        let mut vector = dest;
        let mut vector_ty = llvm_dest;
        if nested {
            let Some(at) = leading_attr else { return false };
            vector_ty = super::super::innermost(ctx, llvm_dest, leading.len());
            vector = ExtractValueOp::build(rw, loc, dest, vector_ty, at).res(rw.body());
        }
        let Some(&last) = positions.last() else { return false };
        let lane = lane_value(rw, loc, last);
        inserted = InsertElementOp::build(rw, loc, vector, value, lane, vector_ty).res(rw.body());
    }
    if nested {
        let Some(at) = leading_attr else { return false };
        inserted = InsertValueOp::build(rw, loc, dest, inserted, llvm_dest, at).res(rw.body());
    }
    rw.replace_op(op, &[inserted]);
    true
}

/// The converted type of `op`'s result when it is a fixed-length 1-D
/// vector.
fn converted_1d_result(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<Type> {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    fixed_1d(ctx, ty)?;
    rw.type_converter().convert_type_1to1(ctx, ty)
}

/// The converted type of `op`'s result when it is a scalable 1-D vector.
fn scalable_1d_result(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<Type> {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    if fixed_1d(ctx, ty).is_some() {
        return None;
    }
    vector_1d(ctx, ty)?;
    rw.type_converter().convert_type_1to1(ctx, ty)
}

/// The converted type of `op`'s result when it is a 1-D vector, fixed or
/// scalable.
fn converted_vector_1d_result(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<Type> {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    vector_1d(ctx, ty)?;
    rw.type_converter().convert_type_1to1(ctx, ty)
}

/// `vector.fma` of 0-D or 1-D vectors, fixed or scalable:
/// `llvm.intr.fmuladd` (a 0-D vector converts to a one-lane vector).
pub fn lower_fma(_: VectorToLlvmOptions, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    if !matches!(ctx.type_kind(ty), TypeKind::Vector { shape, .. } if shape.len() <= 1) {
        return false;
    }
    let Some(llvm_ty) = rw.type_converter().convert_type_1to1(ctx, ty) else { return false };
    let loc = rw.body().op_loc(op);
    let (a, b, c) = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    let fma = FMulAddOp::build(rw, loc, a, b, c, llvm_ty, None);
    let value = rw.body().results(strata_ir::OpClass::op(fma))[0];
    rw.replace_op(op, &[value]);
    true
}

/// `vector.bitcast` of 1-D vectors, fixed or scalable: `llvm.bitcast`.
pub fn lower_bitcast(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some(llvm_ty) = converted_vector_1d_result(rw, op) else { return false };
    let loc = rw.body().op_loc(op);
    let cast = BitcastOp::build(rw, loc, adaptor.operand(0), llvm_ty).res(rw.body());
    rw.replace_op(op, &[cast]);
    true
}

/// `vector.from_elements` of a 1-D vector: each element inserted into a
/// poison vector at an `i64` constant lane.
pub fn lower_from_elements(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let result_ty = rw.body().value_type(rw.body().results(op)[0]);
    // A 0-D vector is a vector of one lane.
    let zero_d = vector_rank(ctx, result_ty) == Some(0);
    let converted =
        if zero_d { rw.type_converter().convert_type_1to1(ctx, result_ty) } else { converted_1d_result(rw, op) };
    let Some(llvm_ty) = converted else { return false };
    let loc = rw.body().op_loc(op);
    let i64 = rw.ctx().integer_type(64);
    let mut result = PoisonOp::build(rw, loc, llvm_ty).res(rw.body());
    for (lane, element) in adaptor.operands().into_iter().enumerate() {
        let at = constant_i64(rw, loc, lane as i64, i64);
        result = InsertElementOp::build(rw, loc, result, element, at, llvm_ty).res(rw.body());
    }
    rw.replace_op(op, &[result]);
    true
}

/// `vector.step` of a scalable vector: `llvm.intr.stepvector` of the
/// converted type (`VectorScalableStepOpLowering`; a fixed one is a
/// constant by then).
pub fn lower_scalable_step(
    _: VectorToLlvmOptions,
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    if !matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s)) {
        return false;
    }
    let Some(llvm_ty) = rw.type_converter().convert_type_1to1(ctx, ty) else { return false };
    let loc = rw.body().op_loc(op);
    let step = strata_dialect_llvm::StepVectorOp::build(rw, loc, llvm_ty).res(rw.body());
    rw.replace_op(op, &[step]);
    true
}
