//! Canonicalization patterns of the `tensor` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Upstream MLIR 22's `TensorOps.cpp`, each op's
//! list in upstream's order, so far:
//!
//! - bitcast: `ChainedTensorBitcast`;
//! - cast: `ChainedTensorCast`, `TensorCastExtractSlice` ([`slice`]);
//! - concat: `SingleInputConcatOp`;
//! - dim: `DimOfCastOp`, `DimOfDestStyleOp` (the destination-style ops
//!   here: `tensor.insert`, `tensor.insert_slice`), `DimOfReshapeOp`,
//!   `FoldEmptyTensorWithDimOp`;
//! - empty: `ReplaceEmptyTensorStaticShapeDims`;
//! - expand_shape, collapse_shape: see [`reshape`];
//! - extract: `ExtractFromTensorCast`;
//! - from_elements: `ExtractElementFromIndexCast` (rooted at
//!   `tensor.extract`, registered by `tensor.from_elements` as upstream);
//! - generate: `ExtractFromTensorGenerate` (rooted at `tensor.extract`),
//!   `StaticTensorGenerate`.
//!
//! - extract_slice, insert_slice, parallel_insert_slice: see [`slice`];
//! - pad: see [`pad`].
//!
//! The other patterns (two pad foldings, concat type inference, the dims of reshapes)
//! are not written yet; adding none is always correct.

use strata_ir::{Context, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::matchers::defining;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::fold::preserves_static_information;
use crate::verify::ranked;
use crate::{BitcastOp, CastOp, ConcatOp, DimOp, EmptyOp, ExtractOp, GenerateOp, ReshapeOp, YieldOp};

mod pad;
mod reshape;
mod slice;

pub use pad::pad;
pub use reshape::{collapse_shape, expand_shape};
pub use slice::{extract_slice, insert_slice, parallel_insert_slice};

/// `tensor.bitcast`: `ChainedTensorBitcast`.
pub fn bitcast(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<BitcastOp>::new("ChainedTensorBitcast", chained_tensor_bitcast));
}

/// `tensor.cast`: `ChainedTensorCast`, `TensorCastExtractSlice`.
pub fn cast(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CastOp>::new("ChainedTensorCast", chained_tensor_cast));
    set.add(OpPattern::<CastOp>::new("TensorCastExtractSlice", slice::tensor_cast_extract_slice));
}

/// `tensor.concat`: `SingleInputConcatOp`.
pub fn concat(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ConcatOp>::new("SingleInputConcatOp", single_input_concat));
}

/// `tensor.dim`: `DimOfCastOp`, `DimOfDestStyleOp`, `DimOfReshapeOp`.
pub fn dim(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<DimOp>::new("DimOfCastOp", dim_of_cast));
    set.add(OpPattern::<DimOp>::new("DimOfDestStyleOp", dim_of_dest_style));
    set.add(OpPattern::<DimOp>::new("DimOfReshapeOp", dim_of_reshape));
}

/// `tensor.empty`: `FoldEmptyTensorWithCastOp`, `FoldEmptyTensorWithDimOp`,
/// `ReplaceEmptyTensorStaticShapeDims`.
pub fn empty(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CastOp>::new("FoldEmptyTensorWithCastOp", fold_empty_with_cast));
    set.add(OpPattern::<DimOp>::new("FoldEmptyTensorWithDimOp", fold_empty_with_dim));
    set.add(OpPattern::<EmptyOp>::new("ReplaceEmptyTensorStaticShapeDims", static_empty));
}

/// `tensor.extract`: `ExtractFromTensorCast`.
pub fn extract(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractOp>::new("ExtractFromTensorCast", extract_from_tensor_cast));
}

/// `tensor.from_elements`: `ExtractElementFromIndexCast`.
pub fn from_elements(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractOp>::new("ExtractElementFromIndexCast", extract_from_index_cast));
}

/// `tensor.generate`: `ExtractFromTensorGenerate`, `StaticTensorGenerate`.
pub fn generate(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractOp>::new("ExtractFromTensorGenerate", extract_from_generate));
    set.add(OpPattern::<GenerateOp>::new("StaticTensorGenerate", static_generate));
}

fn value_type(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body().value_type(v)
}

fn result_type(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

fn chained_tensor_bitcast(op: BitcastOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = defining::<BitcastOp>(rw.ctx(), rw.body(), op.source(rw.body())) else { return false };
    let (source, ty, loc) = (inner.source(rw.body()), result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| BitcastOp::build(rw, loc, source, ty));
    true
}

/// `joinShapes`: the most static type both tensor types can be, if they
/// are compatible (one unranked: the other; the ranked join drops the
/// encoding, as upstream's does).
fn join_shapes(ctx: &Context, one: Type, two: Type) -> Option<Type> {
    if one == two {
        return Some(one);
    }
    let (Some((a, element, _)), Some((b, ..))) = (ranked(ctx, one), ranked(ctx, two)) else {
        return Some(if ranked(ctx, one).is_none() { two } else { one });
    };
    if a.len() != b.len() {
        return None;
    }
    let mut join = Vec::with_capacity(a.len());
    for (&x, &y) in a.iter().zip(b) {
        join.push(match (x, y) {
            (DYNAMIC, y) => y,
            (x, DYNAMIC) => x,
            (x, y) if x == y => x,
            _ => return None,
        });
    }
    Some(ctx.ranked_tensor_type(join, element))
}

/// `ChainedTensorCast`: `cast(cast(x))` -> `cast(x)` when the intermediate
/// type adds no runtime check (joining all three types gives what joining
/// the outer two does).
fn chained_tensor_cast(op: CastOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(inner) = defining::<CastOp>(ctx, rw.body(), op.source(rw.body())) else { return false };
    let source = inner.source(rw.body());
    let (source_ty, mid_ty, ty) = (value_type(rw, source), value_type(rw, inner.dest(rw.body())), result_type(rw, op));
    let Some(first) = join_shapes(ctx, source_ty, mid_ty).and_then(|j| join_shapes(ctx, j, ty)) else { return false };
    if join_shapes(ctx, source_ty, ty) != Some(first) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, source, ty));
    true
}

fn single_input_concat(op: ConcatOp, rw: &mut Rewriter<'_>) -> bool {
    if rw.body().num_operands(op) != 1 {
        return false;
    }
    let (input, ty, loc) = (rw.body().operand(op, 0), result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, input, ty));
    true
}

fn dim_of_cast(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = defining::<CastOp>(rw.ctx(), rw.body(), op.source(rw.body())) else { return false };
    let (source, index) = (cast.source(rw.body()), op.index(rw.body()));
    let (ty, loc) = (result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| DimOp::build(rw, loc, source, index, ty));
    true
}

/// `DimOfDestStyleOp`: the dim of a destination-style op's result is the
/// dim of its init (`tensor.insert`'s and `tensor.insert_slice`'s `dest`,
/// operand 1).
fn dim_of_dest_style(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(def) = rw.body().defining_op(op.source(rw.body())) else { return false };
    let dest_style = crate::InsertOp::cast(ctx, rw.body(), def).is_some()
        || crate::InsertSliceOp::cast(ctx, rw.body(), def).is_some();
    if !dest_style {
        return false;
    }
    let init = rw.body().operand(def, 1);
    rw.modify_op_in_place(op, |body| body.set_operand(op, 0, init));
    true
}

/// `DimOfReshapeOp`: the dim of a `tensor.reshape` is the element of its
/// shape operand, index-cast when the shape is not of `index`.
fn dim_of_reshape(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(reshape) = defining::<ReshapeOp>(rw.ctx(), rw.body(), op.source(rw.body())) else { return false };
    let (shape, index) = (reshape.shape(rw.body()), op.index(rw.body()));
    let (ty, loc) = (result_type(rw, op), rw.body().op_loc(op));
    let element = rw.ctx().element_type_or_self(value_type(rw, shape));
    rw.set_insertion_point_after(op);
    let mut extract = ExtractOp::build(rw, loc, shape, &[index], element).result(rw.body());
    if element != ty {
        extract = strata_dialect_arith::IndexCastOp::build(rw, loc, extract, ty).out(rw.body());
    }
    rw.replace_op(op, &[extract]);
    true
}

/// `foldDynamicToStaticDimSizes`: `ty` with each dynamic dimension whose
/// size is a non-negative constant made static, and the sizes left.
fn fold_dynamic_sizes(rw: &Rewriter<'_>, ty: Type, sizes: &[Value]) -> Option<(Type, Vec<Value>)> {
    let ctx = rw.ctx();
    let TypeKind::RankedTensor { shape, element, encoding } = ctx.type_kind(ty).clone() else { return None };
    let mut next = sizes.iter();
    let mut kept = Vec::new();
    let mut new_shape = Vec::with_capacity(shape.len());
    for d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let &size = next.next()?;
        match strata_rewrite::matchers::constant_int(ctx, rw.body(), size).and_then(|c| c.to_i64()) {
            Some(c) if c >= 0 => new_shape.push(c),
            _ => {
                new_shape.push(DYNAMIC);
                kept.push(size);
            }
        }
    }
    Some((ctx.intern_type(TypeKind::RankedTensor { shape: new_shape, element, encoding }), kept))
}

/// `op`'s type with its constant sizes made static (`None` if none is)
/// and the sizes left, for the static-size patterns.
fn more_static(rw: &Rewriter<'_>, op: impl Into<OpId>, sizes: &[Value]) -> Option<(Type, Type, Vec<Value>)> {
    let ty = result_type(rw, op);
    let (new_ty, kept) = fold_dynamic_sizes(rw, ty, sizes)?;
    (new_ty != ty).then_some((ty, new_ty, kept))
}

fn static_empty(op: EmptyOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((ty, new_ty, kept)) = more_static(rw, op, &op.dynamic_sizes(rw.body())) else { return false };
    let loc = rw.body().op_loc(op);
    let new = EmptyOp::build(rw, loc, &kept, new_ty).result(rw.body());
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, ty));
    true
}

fn fold_empty_with_dim(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(index) = strata_rewrite::matchers::constant_int(ctx, rw.body(), op.index(rw.body())) else { return false };
    let Some(empty) = defining::<EmptyOp>(ctx, rw.body(), op.source(rw.body())) else { return false };
    let Some((shape, ..)) = ranked(ctx, result_type(rw, empty)) else { return false };
    let Some(index) = index.to_i64().filter(|&i| i >= 0 && (i as usize) < shape.len()) else { return false };
    if shape[index as usize] != DYNAMIC {
        return false;
    }
    let size = crate::fold::dynamic_operand(rw.body(), empty, 0, shape, index as usize);
    rw.replace_op(op, &[size]);
    true
}

/// `FoldEmptyTensorWithCastOp`: a cast of a `tensor.empty` to a no less
/// static type is an empty of that type (static cast extents replace the
/// dynamic sizes; the encoding is dropped, as upstream's).
fn fold_empty_with_cast(op: CastOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = op.source(rw.body());
    let ty = result_type(rw, op);
    if !preserves_static_information(ctx, value_type(rw, source), ty) {
        return false;
    }
    let Some(empty) = defining::<EmptyOp>(ctx, rw.body(), source) else { return false };
    let (Some((old, ..)), Some((new, element, _))) = (ranked(ctx, value_type(rw, source)), ranked(ctx, ty)) else {
        return false;
    };
    let sizes = empty.dynamic_sizes(rw.body());
    let mut next = sizes.iter();
    let mut kept = Vec::new();
    for (&o, &n) in old.iter().zip(new) {
        if o != DYNAMIC {
            if n != o {
                return false;
            }
            continue;
        }
        let Some(&size) = next.next() else { return false };
        if n == DYNAMIC {
            kept.push(size);
        }
    }
    let new_ty = ctx.ranked_tensor_type(new.to_vec(), element);
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| EmptyOp::build(rw, loc, &kept, new_ty));
    true
}

fn extract_from_tensor_cast(op: ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(cast) = defining::<CastOp>(ctx, rw.body(), op.tensor(rw.body())) else { return false };
    let source = cast.source(rw.body());
    if ranked(ctx, value_type(rw, source)).is_none() {
        return false;
    }
    let (indices, ty, loc) = (op.indices(rw.body()), result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| ExtractOp::build(rw, loc, source, &indices, ty));
    true
}

/// `ExtractElementFromIndexCast`: extracting from an `arith.index_cast` of
/// a tensor is index-casting the element extracted from its input.
fn extract_from_index_cast(op: ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(cast) = defining::<strata_dialect_arith::IndexCastOp>(ctx, rw.body(), op.tensor(rw.body())) else {
        return false;
    };
    let input = cast.r#in(rw.body());
    let element = ctx.element_type_or_self(value_type(rw, input));
    let (indices, ty, loc) = (op.indices(rw.body()), result_type(rw, op), rw.body().op_loc(op));
    let extracted = ExtractOp::build(rw, loc, input, &indices, element).result(rw.body());
    rw.replace_op_with_new_op(op, |rw| strata_dialect_arith::IndexCastOp::build(rw, loc, extracted, ty));
    true
}

/// `ExtractFromTensorGenerate`: an element of a `tensor.generate` that
/// would be trivially dead is its body, cloned with the indices for the
/// block arguments.
fn extract_from_generate(op: ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(generate) = defining::<GenerateOp>(ctx, rw.body(), op.tensor(rw.body())) else { return false };
    if !strata_ir::op_checks::would_op_be_trivially_dead(ctx, rw.body(), generate) {
        return false;
    }
    let Some(&region) = rw.body().regions(generate).first() else { return false };
    let Some(block) = rw.body().region_blocks(region).next() else { return false };
    let indices = op.indices(rw.body());
    let mut mapping: strata_ir::inliner::ValueMapping =
        rw.body().block_args(block).iter().copied().zip(indices).collect();
    let ops: Vec<OpId> = rw.body().block_ops(block).collect();
    let Some((&terminator, body_ops)) = ops.split_last() else { return false };
    let Some(yield_op) = YieldOp::cast(ctx, rw.body(), terminator) else { return false };
    rw.set_insertion_point_before(op);
    for &inner in body_ops {
        rw.clone_op(inner, &mut mapping);
    }
    let yielded = yield_op.value(rw.body());
    let value = mapping.get(&yielded).copied().unwrap_or(yielded);
    rw.replace_op(op, &[value]);
    true
}

/// `StaticTensorGenerate`: constant non-negative extents move into the
/// type: a new generate (taking the body) cast back to the old type.
fn static_generate(op: GenerateOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((ty, new_ty, kept)) = more_static(rw, op, &op.dynamic_extents(rw.body())) else { return false };
    let loc = rw.body().op_loc(op);
    let region = rw.with_body(|b| b.create_region());
    let new = GenerateOp::build(rw, loc, &kept, new_ty, vec![region]);
    let old_region = rw.body().regions(op)[0];
    rw.inline_region_before(old_region, region, None);
    let result = new.result(rw.body());
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, result, ty));
    true
}
