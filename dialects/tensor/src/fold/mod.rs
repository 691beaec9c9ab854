//! Fold hooks of the tensor ops (`hasFolder` in ODS), wired by the
//! generated `OpInfo`s: upstream MLIR 22's `TensorOps.cpp` folders.
//!
//! - `dim`: a static extent -> its constant; a dynamic extent of a
//!   `tensor.generate` -> its extent operand, of a non-rank-reducing
//!   `tensor.extract_slice` -> its size operand; else `foldTensorCast`;
//! - `extract` ([`elements`]): of a splat constant, of a
//!   `tensor.from_elements` at constant in-bounds indices, of a dense or
//!   sparse constant at valid constant indices, of a `tensor.insert` at the
//!   same indices;
//! - `from_elements`: all elements constant -> a dense constant;
//! - `insert`: a splat constant with the inserted constant -> the splat;
//! - `concat`: a single input of the result type;
//! - `rank`: a ranked operand -> its rank;
//! - `splat`: a constant integer or float into a static shape -> a splat;
//! - `expand_shape`, `collapse_shape` ([`reshape`]): `foldReshapeOp`;
//! - `reshape`: a splat constant into a static shape, a reshape of a
//!   reshape (in place), an identity reshape;
//! - `extract_slice`, `insert_slice` ([`slice`]): the trivial slices;
//! - `pad`: a pad of a static shape onto itself, not `nofold`;
//! - `gather`: of a splat constant, into a static shape;
//! - `tensor.cast` and `tensor.bitcast` have no folder: `CastOpInterface`'s
//!   trait fold (an identity cast is its source) runs for them.
//!
//! Hooks create no op; an in-place fold only re-points operands.

mod elements;
mod reshape;
mod slice;

use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, OpId, TypeKind, Value, DYNAMIC};

pub use elements::{extract, from_elements, insert, splat};
pub use reshape::{collapse_shape, expand_shape, reshape};
pub(crate) use reshape::{is_static_tensor, reshape_constant_source, reshaped_constant};
pub use slice::{constant_value, Mixed, MixedSlice};
pub use slice::{extract_slice, insert_slice};

use crate::verify::ranked;
use crate::{ConcatOp, DimOp, GatherOp, PadOp, RankOp};

/// Upstream's `materializeConstant` of this dialect: an `arith.constant` when the value can build one (`arith::ConstantOp::materialize`; no poison; no `complex` dialect here).
pub use strata_dialect_arith::fold::constant_state as materialize_constant;

/// `tensor.gather`: a gather from a splat constant is the splat of the
/// result type, when that is static (`reshapeConstantSource`).
pub fn gather(ctx: &Context, body: &mut Body, op: GatherOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    match reshape_constant_source(ctx, constants[0], result_type(body, op)) {
        Some(attr) => FoldOutcome::attribute(attr),
        None => FoldOutcome::Failure,
    }
}

/// The integer value of a constant index operand (`IntegerAttr::getInt`).
pub(crate) fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64().or_else(|| value.to_u64().map(|u| u as i64)),
        _ => None,
    }
}

fn result_type(body: &Body, op: impl Into<OpId>) -> strata_ir::Type {
    body.value_type(body.results(op)[0])
}

/// `preservesStaticInformation(source, target)`: two ranked tensors of one
/// element type, rank and encoding, `source` no less static than `target`
/// in any dimension.
pub fn preserves_static_information(ctx: &Context, source: strata_ir::Type, target: strata_ir::Type) -> bool {
    let (Some((s_shape, s_elem, s_enc)), Some((t_shape, t_elem, t_enc))) = (ranked(ctx, source), ranked(ctx, target))
    else {
        return false;
    };
    s_elem == t_elem
        && s_shape.len() == t_shape.len()
        && s_enc == t_enc
        && !s_shape.iter().zip(t_shape).any(|(&s, &t)| s != DYNAMIC && t == DYNAMIC)
}

/// `canFoldIntoConsumerOp(castOp)`: the cast's source is at least as static
/// as its result.
pub(crate) fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: impl Into<OpId>) -> bool {
    let cast: OpId = cast.into();
    preserves_static_information(ctx, result_type(body, cast), body.value_type(body.operand(cast, 0)))
}

/// `foldTensorCast`: re-points every operand produced by a `tensor.cast`
/// that [`can_fold_into_consumer`] accepts at the cast's source.
pub fn fold_tensor_cast(ctx: &Context, body: &mut Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        let Some(cast) = body.defining_op(v).filter(|&d| crate::CastOp::cast(ctx, body, d).is_some()) else {
            continue;
        };
        if can_fold_into_consumer(ctx, body, cast) {
            let source = body.operand(cast, 0);
            body.set_operand(op, i, source);
            folded = true;
        }
    }
    folded
}

/// `tensor.dim`.
pub fn dim(ctx: &Context, body: &mut Body, op: DimOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(index) = int_value(ctx, constants[1]) else { return FoldOutcome::Failure };
    let source = body.operand(op, 0);
    let Some((shape, ..)) = ranked(ctx, body.value_type(source)) else { return FoldOutcome::Failure };
    if index < 0 || index as usize >= shape.len() {
        return FoldOutcome::Failure;
    }
    let index = index as usize;
    if shape[index] != DYNAMIC {
        return FoldOutcome::attribute(ctx.integer_attr(ctx.index_type(), shape[index]));
    }
    let def = body.defining_op(source);
    if let Some(generate) = def.and_then(|d| crate::GenerateOp::cast(ctx, body, d)) {
        let dynamic_index = shape[..index].iter().filter(|&&d| d == DYNAMIC).count();
        return FoldOutcome::value(generate.dynamic_extents(body)[dynamic_index]);
    }
    if let Some(slice) = def.and_then(|d| crate::ExtractSliceOp::cast(ctx, body, d)) {
        // Only a slice that keeps the rank: the sizes then match the result's dimensions.
        let slice_rank = ranked(ctx, body.value_type(slice.result(body))).map(|(s, ..)| s.len());
        let source_rank = ranked(ctx, body.value_type(body.operand(slice, 0))).map(|(s, ..)| s.len());
        if slice_rank == source_rank {
            let s = strata_interfaces::view_like::Slice::of(ctx, body, slice);
            if s.sizes.get(index) == Some(&DYNAMIC) {
                let first = 1 + s.offsets.iter().filter(|&&o| o == DYNAMIC).count();
                return FoldOutcome::value(dynamic_operand(body, slice, first, &s.sizes, index));
            }
        }
    }
    if fold_tensor_cast(ctx, body, op) {
        return FoldOutcome::InPlace;
    }
    FoldOutcome::Failure
}

/// `tensor.concat`: a single input of the result's type.
pub fn concat(_: &Context, body: &mut Body, op: ConcatOp, _: &[Option<Attribute>]) -> FoldOutcome {
    if body.num_operands(op) == 1 && body.value_type(body.operand(op, 0)) == result_type(body, op) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    FoldOutcome::Failure
}

/// `tensor.rank`: the rank of a ranked operand.
pub fn rank(ctx: &Context, body: &mut Body, op: RankOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let ty = body.value_type(body.operand(op, 0));
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => {
            FoldOutcome::attribute(ctx.integer_attr(ctx.index_type(), shape.len() as i64))
        }
        _ => FoldOutcome::Failure,
    }
}

/// `tensor.pad`: a pad onto a static result type equal to its source's,
/// unless `nofold`.
pub fn pad(ctx: &Context, body: &mut Body, op: PadOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let source = body.operand(op, 0);
    let ty = result_type(body, op);
    let nofold = op.nofold(ctx, body).is_some();
    let static_shape = ranked(ctx, ty).is_some_and(|(s, ..)| !s.contains(&DYNAMIC));
    if static_shape && ty == body.value_type(source) && !nofold {
        return FoldOutcome::value(source);
    }
    FoldOutcome::Failure
}

/// The operand standing for a `DYNAMIC` entry: `first` is the index of the
/// operand group's first operand, `statics` the group's static entries.
pub(crate) fn dynamic_operand(body: &Body, op: impl Into<OpId>, first: usize, statics: &[i64], index: usize) -> Value {
    let before = statics[..index].iter().filter(|&&d| d == DYNAMIC).count();
    body.operand(op, first + before)
}
