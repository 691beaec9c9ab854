//! `tensor.pad`'s canonicalization patterns (upstream MLIR 22's
//! `TensorOps.cpp`), in upstream's order: `FoldStaticZeroPadding`,
//! `FoldSourceTensorCast`, `FoldTargetTensorCast`,
//! `FoldOrthogonalPaddings`, `FoldStaticPadding`,
//! `FoldConsecutiveConstantPadding` (when each summed padding folds
//! without `affine.apply`: two constants, or anything plus a constant 0).
//!
//! A pad has `static_low`/`static_high` (one entry per dimension, `DYNAMIC`
//! where an operand of the `low`/`high` group stands) and one region, the
//! padding value's body; a rebuilt pad gets a copy of that region.

use strata_ir::{Context, OpId, Type, Value, DYNAMIC};
use strata_rewrite::matchers::defining;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use super::result_type;
use super::slice::split as split_mixed;
use crate::fold::MixedSlice;
use crate::fold::{can_fold_into_consumer, constant_value, preserves_static_information, Mixed};
use crate::verify::ranked;
use crate::{CastOp, ExtractSliceOp, PadOp};

/// `tensor.pad`'s patterns.
pub fn pad(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<PadOp>::new("FoldStaticZeroPadding", fold_static_zero_padding));
    set.add(OpPattern::<PadOp>::new("FoldSourceTensorCast", fold_source_tensor_cast));
    set.add(OpPattern::<PadOp>::new("FoldTargetTensorCast", fold_target_tensor_cast));
    set.add(OpPattern::<PadOp>::new("FoldOrthogonalPaddings", fold_orthogonal_paddings));
    set.add(OpPattern::<PadOp>::new("FoldStaticPadding", fold_static_padding));
    set.add(OpPattern::<PadOp>::new("FoldConsecutiveConstantPadding", fold_consecutive_constant_padding));
}

/// A pad's static low and high lists and their operands.
struct Padding {
    static_low: Vec<i64>,
    static_high: Vec<i64>,
    low: Vec<Value>,
    high: Vec<Value>,
}

impl Padding {
    fn of(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Padding {
        let op: OpId = op.into();
        let body = rw.body();
        let static_low = strata_ir::op_checks::i64_array(rw.ctx(), body, op, "static_low");
        let static_high = strata_ir::op_checks::i64_array(rw.ctx(), body, op, "static_high");
        let num_low = static_low.iter().filter(|&&d| d == DYNAMIC).count();
        let operands: Vec<Value> = body.operands(op).skip(1).collect();
        let (low, high) = operands.split_at(num_low.min(operands.len()));
        Padding { static_low, static_high, low: low.to_vec(), high: high.to_vec() }
    }

    /// Each low (or high) entry: static, or its operand.
    fn mixed(statics: &[i64], values: &[Value]) -> Vec<Mixed> {
        let mut next = values.iter();
        statics
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    next.next().map_or(Mixed::Static(s), |&v| Mixed::Value(v))
                } else {
                    Mixed::Static(s)
                }
            })
            .collect()
    }
}

/// A copy of `op` (its region included) padding `source` by `padding` to
/// `ty`, right before `op`.
fn clone_pad(rw: &mut Rewriter<'_>, op: impl Into<OpId>, source: Value, padding: &Padding, ty: Type) -> Value {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    rw.set_insertion_point_before(op);
    let new = rw.clone_op(op, &mut Default::default());
    let mut operands = vec![source];
    operands.extend_from_slice(&padding.low);
    operands.extend_from_slice(&padding.high);
    let segments = ctx.dense_i32_array(&[1, padding.low.len() as i64, padding.high.len() as i64]);
    let (low, high) = (ctx.dense_i64_array(&padding.static_low), ctx.dense_i64_array(&padding.static_high));
    rw.modify_op_in_place(new, |body| {
        body.set_operands(new, &operands);
        let mut props = body.properties(new).unwrap_or_else(|| ctx.empty_dictionary());
        props = ctx.dict_with(props, ctx.ident("operandSegmentSizes"), Some(segments));
        props = ctx.dict_with(props, ctx.ident("static_low"), Some(low));
        props = ctx.dict_with(props, ctx.ident("static_high"), Some(high));
        body.set_properties(new, Some(props));
        let result = body.results(new)[0];
        body.set_value_type(result, ty);
        result
    })
}

fn has_nofold(rw: &Rewriter<'_>, op: PadOp) -> bool {
    op.nofold(rw.ctx(), rw.body()).is_some()
}

/// `FoldStaticZeroPadding`: a pad of zeros everywhere (not `nofold`) is a
/// cast of its source.
fn fold_static_zero_padding(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let p = Padding::of(rw, op);
    let zero = |statics: &[i64], values: &[Value]| {
        Padding::mixed(statics, values).into_iter().all(|m| constant_value(ctx, rw.body(), m) == Some(0))
    };
    if !zero(&p.static_low, &p.low) || !zero(&p.static_high, &p.high) || has_nofold(rw, op) {
        return false;
    }
    let (source, ty, loc) = (rw.body().operand(op, 0), result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, source, ty));
    true
}

/// `PadOp::inferResultType`: each dimension its source extent plus its
/// static padding, or `fallback`'s where any of those is dynamic.
fn infer_result_type(ctx: &Context, source: Type, p: &Padding, fallback: &[i64]) -> Option<Type> {
    let (shape, element, _) = ranked(ctx, source)?;
    if p.static_low.len() != shape.len() || p.static_high.len() != shape.len() || fallback.len() != shape.len() {
        return None;
    }
    let inferred = (0..shape.len())
        .map(|i| {
            if shape[i] == DYNAMIC || p.static_low[i] == DYNAMIC || p.static_high[i] == DYNAMIC {
                fallback[i]
            } else {
                shape[i] + p.static_low[i] + p.static_high[i]
            }
        })
        .collect();
    Some(ctx.ranked_tensor_type(inferred, element))
}

/// `FoldSourceTensorCast`: a pad of a cast losing no static information
/// pads the cast's source (upstream first rebuilds the pad, still of the
/// cast, with the type inferred from the cast's source, cast back).
fn fold_source_tensor_cast(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = rw.body().operand(op, 0);
    let Some(cast) = defining::<CastOp>(ctx, rw.body(), source) else { return false };
    if !can_fold_into_consumer(ctx, rw.body(), cast) {
        return false;
    }
    let ty = result_type(rw, op);
    let Some((shape, ..)) = ranked(ctx, ty) else { return false };
    let p = Padding::of(rw, op);
    let cast_source = cast.source(rw.body());
    let Some(new_ty) = infer_result_type(ctx, rw.body().value_type(cast_source), &p, shape) else {
        return false;
    };
    if new_ty == ty {
        rw.modify_op_in_place(op, |body| body.set_operand(op, 0, cast_source));
        return true;
    }
    let new = clone_pad(rw, op, source, &p, new_ty);
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, ty));
    true
}

/// `FoldTargetTensorCast`: a pad used only by a cast making it no less
/// static becomes a pad of the cast's type, replacing both.
fn fold_target_tensor_cast(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let result = rw.body().results(op)[0];
    let [only] = rw.body().uses(result) else { return false };
    let Some(cast) = CastOp::cast(ctx, rw.body(), only.op) else { return false };
    let cast_ty = rw.body().value_type(cast.dest(rw.body()));
    if !preserves_static_information(ctx, rw.body().value_type(result), cast_ty) {
        return false;
    }
    let p = Padding::of(rw, op);
    let source = rw.body().operand(op, 0);
    let new = clone_pad(rw, op, source, &p, cast_ty);
    rw.replace_op(op, &[new]);
    rw.replace_op(cast, &[new]);
    true
}

/// `FoldStaticPadding`: constant low/high operands become static entries,
/// and the result's dynamic extents they make computable static; the new
/// pad is cast back to the old type.
fn fold_static_padding(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = rw.body().operand(op, 0);
    let ty = result_type(rw, op);
    let (Some((input, element, _)), Some((output, ..))) = (ranked(ctx, rw.body().value_type(source)), ranked(ctx, ty))
    else {
        return false;
    };
    let p = Padding::of(rw, op);
    if input.len() != output.len() || input.len() != p.static_low.len() || input.len() != p.static_high.len() {
        return false;
    }
    // Upstream's `m_ConstantInt` on each operand.
    let fold = |statics: &[i64], values: &[Value]| -> (Vec<i64>, Vec<Value>) {
        let mut kept = Vec::new();
        let mut next = values.iter();
        let folded = statics
            .iter()
            .map(|&s| {
                if s != DYNAMIC {
                    return s;
                }
                let Some(&v) = next.next() else { return DYNAMIC };
                match strata_rewrite::matchers::constant_int(ctx, rw.body(), v).and_then(|c| c.to_i64()) {
                    Some(c) => c,
                    None => {
                        kept.push(v);
                        DYNAMIC
                    }
                }
            })
            .collect();
        (folded, kept)
    };
    let ((static_low, low), (static_high, high)) = (fold(&p.static_low, &p.low), fold(&p.static_high, &p.high));
    let new_shape: Vec<i64> = (0..input.len())
        .map(|i| {
            if output[i] != DYNAMIC {
                output[i]
            } else if static_low[i] == DYNAMIC || static_high[i] == DYNAMIC || input[i] == DYNAMIC {
                DYNAMIC
            } else {
                input[i] + static_low[i] + static_high[i]
            }
        })
        .collect();
    if new_shape == output || new_shape.iter().all(|&d| d == DYNAMIC) {
        return false;
    }
    let new_ty = ctx.ranked_tensor_type(new_shape, element);
    let padding = Padding { static_low, static_high, low, high };
    let new = clone_pad(rw, op, source, &padding, new_ty);
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, ty));
    true
}

/// `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the pad's body.
fn constant_padding_value(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Option<Value> {
    let body = rw.body();
    let block = body.region_blocks(*body.regions(op).first()?).next()?;
    let terminator = body.last_op(block)?;
    let value = crate::YieldOp::cast(rw.ctx(), body, terminator)?.value(body);
    if strata_rewrite::fold::constant_of(rw.ctx(), body, value).is_some() {
        return Some(value);
    }
    let inside = body
        .defining_op(value)
        .map_or_else(|| body.block_args(block).contains(&value), |d| body.op_block(d) == Some(block));
    (!inside).then_some(value)
}

/// The sum of two paddings when it needs no `affine.apply`
/// (`makeComposedFoldedAffineApply` of `d0 + d1` folding): both constant,
/// or one a constant 0.
fn add_paddings(rw: &Rewriter<'_>, a: Mixed, b: Mixed) -> Option<Mixed> {
    let (ca, cb) = (constant_value(rw.ctx(), rw.body(), a), constant_value(rw.ctx(), rw.body(), b));
    match (ca, cb) {
        (Some(x), Some(y)) => Some(Mixed::Static(x.wrapping_add(y))),
        (Some(0), None) => Some(b),
        (None, Some(0)) => Some(a),
        _ => None,
    }
}

/// `FoldConsecutiveConstantPadding`: a pad of a pad with the same constant
/// padding value (neither `nofold`) is one pad by the summed paddings.
fn fold_consecutive_constant_padding(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if has_nofold(rw, op) {
        return false;
    }
    let Some(producer) = defining::<PadOp>(ctx, rw.body(), rw.body().operand(op, 0)) else { return false };
    if has_nofold(rw, producer) {
        return false;
    }
    match (constant_padding_value(rw, op), constant_padding_value(rw, producer)) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    let (outer, inner) = (Padding::of(rw, op), Padding::of(rw, producer));
    let sum = |a: Vec<Mixed>, b: Vec<Mixed>| -> Option<Vec<Mixed>> {
        if a.len() != b.len() {
            return None;
        }
        a.into_iter().zip(b).map(|(x, y)| add_paddings(rw, x, y)).collect()
    };
    let Some(high) =
        sum(Padding::mixed(&outer.static_high, &outer.high), Padding::mixed(&inner.static_high, &inner.high))
    else {
        return false;
    };
    let Some(low) = sum(Padding::mixed(&outer.static_low, &outer.low), Padding::mixed(&inner.static_low, &inner.low))
    else {
        return false;
    };
    let ((static_low, low), (static_high, high)) = (split_mixed(&low), split_mixed(&high));
    let (source, ty, loc) = (rw.body().operand(producer, 0), result_type(rw, op), rw.body().op_loc(op));
    let (low_attr, high_attr) = (ctx.dense_i64_array(&static_low), ctx.dense_i64_array(&static_high));
    rw.set_insertion_point_before(op);
    let region = rw.with_body(|b| b.create_region());
    let new = PadOp::build(rw, loc, source, &low, &high, ty, low_attr, high_attr, None, vec![region]);
    let old_region = rw.body().regions(op)[0];
    rw.inline_region_before(old_region, region, None);
    let result = new.result(rw.body());
    rw.replace_op(op, &[result]);
    true
}

/// `PadOp::getPaddedDims`: the dimensions with a low or high padding other
/// than a constant 0.
fn padded_dims(rw: &Rewriter<'_>, p: &Padding) -> Vec<bool> {
    let (low, high) = (Padding::mixed(&p.static_low, &p.low), Padding::mixed(&p.static_high, &p.high));
    let zero = |m: Mixed| constant_value(rw.ctx(), rw.body(), m) == Some(0);
    low.into_iter().zip(high).map(|(l, h)| !zero(l) || !zero(h)).collect()
}

/// `FoldOrthogonalPaddings`: `pad(slice(pad(slice(x))))` padding disjoint
/// dimensions (both with zero low padding, unit strides, one constant
/// padding value, no rank reduction) becomes one slice of `x` and one pad.
fn fold_orthogonal_paddings(op: PadOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(inner_slice) = defining::<ExtractSliceOp>(ctx, rw.body(), rw.body().operand(op, 0)) else {
        return false;
    };
    let Some(outer_pad) = defining::<PadOp>(ctx, rw.body(), rw.body().operand(inner_slice, 0)) else { return false };
    if has_nofold(rw, outer_pad) {
        return false;
    }
    let Some(outer_slice) = defining::<ExtractSliceOp>(ctx, rw.body(), rw.body().operand(outer_pad, 0)) else {
        return false;
    };
    let rank_of = |v: Value| ranked(ctx, rw.body().value_type(v)).map(|(s, ..)| s.len());
    let rank = rank_of(rw.body().operand(op, 0));
    let outer_source = rw.body().operand(outer_slice, 0);
    if rank.is_none() || rank_of(outer_source) != rank {
        return false;
    }
    let (inner, outer) =
        (MixedSlice::of(ctx, rw.body(), inner_slice, 1), MixedSlice::of(ctx, rw.body(), outer_slice, 1));
    let is = |m: Mixed, c: i64| constant_value(ctx, rw.body(), m) == Some(c);
    if !inner.strides.iter().chain(&outer.strides).all(|&m| is(m, 1)) {
        return false;
    }
    let (pad, outer_padding) = (Padding::of(rw, op), Padding::of(rw, outer_pad));
    let zero_low = |p: &Padding| Padding::mixed(&p.static_low, &p.low).into_iter().all(|m| is(m, 0));
    if !zero_low(&pad) || !zero_low(&outer_padding) {
        return false;
    }
    let constant = |v: Option<Value>| v.and_then(|v| strata_rewrite::fold::constant_of(ctx, rw.body(), v));
    match (constant(constant_padding_value(rw, op)), constant(constant_padding_value(rw, outer_pad))) {
        (Some(a), Some(b)) if a == b => {}
        _ => return false,
    }
    let (inner_dims, outer_dims) = (padded_dims(rw, &pad), padded_dims(rw, &outer_padding));
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return false;
    }
    let rank = inner_dims.len();
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        let (io, oo) = (inner.offsets[i], outer.offsets[i]);
        if !inner_dims[i] && is(io, 0) {
            offsets.push(oo);
        } else if !outer_dims[i] && is(oo, 0) {
            offsets.push(io);
        } else {
            return false;
        }
    }
    let Some((inner_source_shape, ..)) = ranked(ctx, rw.body().value_type(rw.body().operand(inner_slice, 0))) else {
        return false;
    };
    let mut sizes = inner.sizes.clone();
    for i in (0..rank).filter(|&i| outer_dims[i]) {
        if constant_value(ctx, rw.body(), inner.sizes[i]) != Some(inner_source_shape[i]) {
            return false;
        }
        sizes[i] = outer.sizes[i];
    }
    let (inner_high, outer_high) =
        (Padding::mixed(&pad.static_high, &pad.high), Padding::mixed(&outer_padding.static_high, &outer_padding.high));
    let high: Vec<Mixed> = (0..rank)
        .map(|i| {
            if outer_dims[i] {
                outer_high[i]
            } else if inner_dims[i] {
                inner_high[i]
            } else {
                Mixed::Static(0)
            }
        })
        .collect();
    // The new slice's type is inferred from the static sizes (the source's
    // encoding kept).
    let Some((_, element, encoding)) = ranked(ctx, rw.body().value_type(outer_source)) else { return false };
    let static_sizes = split_mixed(&sizes).0;
    let slice_ty = ctx.intern_type(strata_ir::TypeKind::RankedTensor { shape: static_sizes, element, encoding });
    let new_slice = MixedSlice { offsets, sizes, strides: inner.strides.clone() };
    rw.set_insertion_point_before(op);
    let sliced = super::slice::build_extract(rw, op, outer_source, &new_slice, slice_ty);
    let (static_high, high) = split_mixed(&high);
    let (low_attr, high_attr) = (ctx.dense_i64_array(&pad.static_low), ctx.dense_i64_array(&static_high));
    let (ty, loc) = (result_type(rw, op), rw.body().op_loc(op));
    let nofold = op.nofold(ctx, rw.body());
    let region = rw.with_body(|b| b.create_region());
    let new = PadOp::build(rw, loc, sliced, &pad.low, &high, ty, low_attr, high_attr, nofold, vec![region]);
    let old_region = rw.body().regions(op)[0];
    rw.inline_region_before(old_region, region, None);
    let result = new.result(rw.body());
    rw.replace_op(op, &[result]);
    true
}
