//! Fold hooks of the vector ops (`hasFolder` in ODS), wired by the
//! generated `OpInfo`s; upstream MLIR 22's `VectorOps.cpp` folders, the
//! subset strata has so far:
//!
//! - `broadcast`: same type -> source; of a `shape_cast` that only changes
//!   leading unit dimensions -> of its source (in place); poison; scalar or
//!   splat constant -> splat of the result type;
//! - `extract`: no position and same type -> source; poison source or
//!   poison index (-1) -> poison; constant source (splat, or dense with a
//!   static position) -> the element or sub-vector; through an insert
//!   chain (`ExtractFromInsertTransposeChainState`): the inserted value at
//!   the same position, or an extract from an insert at a prefix of it,
//!   through transposes and skipping inserts at disjoint positions; constant dynamic positions made static
//!   (`extractInsertFoldConstantOp`); an extract of an extract at the
//!   joined position; `foldExtractFromBroadcast` (of a broadcast or a
//!   `shape_cast` that only prepends unit dims); through a 1-D `shuffle` or a `shape_cast`
//!   ([`through`]); a scalar of a `from_elements` -> that operand;
//! - `shape_cast`: same type -> source; poison; splat constant -> splat;
//!   dense constant -> the same elements ([`through`]);
//!   `shape_cast(shape_cast(x))` -> `shape_cast(x)` (in place);
//!   `shape_cast(transpose(x))` -> `shape_cast(x)` (in place) when the
//!   transpose only moves unit dimensions;
//! - `bitcast` ([`through`]): same type, round trips, widening splats;
//! - `transpose`: identity permutation -> source; poison; splat -> splat;
//! - `from_elements`: all constants -> dense constant; from the results of
//!   one `to_elements` in order -> its source;
//! - `to_elements`: of a `from_elements` -> its elements;
//! - `insert` ([`insert`](mod@insert)): the whole vector; constant positions; an insert into
//!   an insert at the same position; poison position; constant into
//!   constant;
//! - `shuffle`, `extract_strided_slice`, `insert_strided_slice`
//!   ([`slices`]): whole-operand masks and slices; constant operands; a
//!   slice of an inserted slice;
//! - `constant_mask`: all-true or all-false -> a splat constant;
//! - `mask`: masking nothing, without pass-through -> the yielded values;
//!   an all-true mask -> the results of the op it masks, moved in front
//!   of it;
//! - `multi_reduction`: a 1-D source whose dimension is not reduced ->
//!   the source;
//! - `transfer_read`, `transfer_write` ([`transfer`](mod@transfer)): a
//!   read of the vector just written, a write of what was read, `in_bounds`
//!   inference, casts looked through.
//!
//! Any other case reports `Failure`, always a correct answer. Hooks create
//! no op; in-place folds change only their own op, except `vector.mask`'s,
//! which moves the op it masks out of its region (as upstream's).

use crate::masking::{mask_format, MaskFormat};
use crate::{
    BroadcastOp, ConstantMaskOp, ExtractOp, FromElementsOp, MaskOp, MultiDimReductionOp, ShapeCastOp, ToElementsOp,
    TransposeOp,
};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DenseValue, FoldOutcome, OpFoldResult, OpId, Type, TypeKind, Value,
};

/// Upstream's `materializeConstant` of this dialect: arith's (an `arith.constant`, or a `ub.poison` for a poison value).
pub use strata_dialect_arith::fold::materialize_constant;

strata_ir::fold_not_yet!("vector": load, maskedload, maskedstore, store);

mod insert;
mod slices;
mod through;
pub mod transfer;

pub use insert::insert;
pub(crate) use insert::linear_position;
pub(crate) use slices::for_each_position;
pub use slices::{extract_strided_slice, insert_strided_slice, shuffle};
pub use through::bitcast;
pub use transfer::{transfer_read, transfer_write};

/// `ShapedType::kDynamic`: a dynamic position in `static_position`.
const DYNAMIC: i64 = i64::MIN;
/// `kPoisonIndex`: a poison position.
const POISON_INDEX: i64 = -1;

/// An inherent attribute (property) of `op`.
pub(crate) fn prop(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Option<Attribute> {
    body.properties(op).and_then(|p| ctx.dict_get(p, name))
}

/// Sets the inherent attribute `name` of `op` (an in-place change).
pub(crate) fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    body.set_properties(op, Some(ctx.dict_with(props, ctx.ident(name), Some(value))));
}

fn set_static_position(ctx: &Context, body: &mut Body, op: OpId, pos: &[i64]) {
    set_prop(ctx, body, op, "static_position", ctx.dense_i64_array(pos));
}

pub(crate) use strata_ir::op_checks::integer_list as i64_list;

/// `#ub.poison` (upstream's `ub::PoisonAttr`).
pub(crate) fn poison(ctx: &Context) -> Attribute {
    ctx.dialect_attr(strata_dialect_ub::PoisonAttr)
}

/// Every element of a dense elements attribute in row-major order, a splat
/// expanded to its type's element count.
pub(crate) fn dense_values(ctx: &Context, attr: Attribute) -> Option<Vec<DenseValue>> {
    let AttrKind::DenseElements { ty, elements } = ctx.attr_kind(attr) else { return None };
    let n: usize = ctx.shape(*ty)?.iter().map(|&d| d.max(0) as usize).product();
    match elements.values.as_slice() {
        [single] => Some(vec![single.clone(); n]),
        values if values.len() == n => Some(values.to_vec()),
        _ => None,
    }
}

/// The op defining `v`, if it is an `Op` (its id, for folds reading it
/// through `body`).
pub(crate) fn defined_by<Op: strata_ir::OpClass>(ctx: &Context, body: &Body, v: Value) -> Option<OpId> {
    strata_rewrite::matchers::defining::<Op>(ctx, body, v).map(strata_ir::OpClass::op)
}

fn result_type(body: &Body, op: impl Into<OpId>) -> Type {
    body.value_type(body.results(op)[0])
}

/// `#ub.poison`.
pub(crate) fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| strata_ir::op_checks::is_poison_attr(ctx, a))
}

/// The single element of a scalar integer/float attribute or a splat.
fn splat_value(ctx: &Context, a: Option<Attribute>) -> Option<DenseValue> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(DenseValue::Int(value.clone())),
        AttrKind::Float { bits, .. } => Some(DenseValue::Float(*bits)),
        AttrKind::DenseElements { elements, .. } if elements.is_splat() => Some(elements.values[0].clone()),
        _ => None,
    }
}

/// A scalar attribute of type `ty` (or a splat when `ty` is a vector).
fn element_attr(ctx: &Context, ty: Type, v: DenseValue) -> Option<Attribute> {
    match (ctx.type_kind(ty), v) {
        (TypeKind::Vector { .. }, v) => Some(ctx.dense_elements_attr(ty, vec![v])),
        (_, DenseValue::Int(value)) => Some(ctx.intern_attr(AttrKind::Integer { ty, value })),
        (_, DenseValue::Float(bits)) => Some(ctx.intern_attr(AttrKind::Float { ty, bits })),
        _ => None,
    }
}

fn is_scalable(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// The `static_position` of an extract/insert.
pub(crate) fn static_position(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
) -> Option<strata_ir::SmallVec<[i64; 4]>> {
    let attr = body.properties(op).and_then(|p| ctx.dict_get(p, "static_position"))?;
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(attr) else { return None };
    values.iter().map(|v| if let DenseValue::Int(i) = v { i.to_i64() } else { None }).collect()
}

/// `isBroadcastableTo(src, dst) == Success` for a vector `dst`: a scalar
/// always; a vector of at most `dst`'s rank whose trailing dimensions are
/// each 1 or `dst`'s (scalable flags equal where the sizes match).
pub(crate) fn broadcastable(ctx: &Context, src: Type, dst: Type) -> bool {
    let TypeKind::Vector { shape: dshape, scalable: dscal, .. } = ctx.type_kind(dst) else { return false };
    let TypeKind::Vector { shape: sshape, scalable: sscal, element } = ctx.type_kind(src) else {
        return ctx.element_type_or_self(dst) == src;
    };
    if *element != ctx.element_type_or_self(dst) || sshape.len() > dshape.len() {
        return false;
    }
    let lead = dshape.len() - sshape.len();
    sshape.iter().enumerate().all(|(i, &d)| {
        let j = lead + i;
        (d == 1 && !sscal[i]) || (d == dshape[j] && sscal[i] == dscal[j])
    })
}

/// `vector.broadcast`.
pub fn broadcast(ctx: &Context, body: &mut Body, op: BroadcastOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let source = body.operand(op, 0);
    let ty = result_type(body, op);
    if body.value_type(source) == ty {
        return FoldOutcome::value(source);
    }
    if fold_broadcast_of_shape_cast(ctx, body, op) {
        return FoldOutcome::InPlace;
    }
    if is_poison(ctx, constants[0]) {
        return FoldOutcome::attribute(constants[0].expect("poison"));
    }
    match splat_value(ctx, constants[0]) {
        Some(v) => FoldOutcome::attribute(ctx.dense_elements_attr(ty, vec![v])),
        None => FoldOutcome::Failure,
    }
}

/// `foldBroadcastOfShapeCast`: a broadcast of a `shape_cast` that only
/// adds or drops leading unit dimensions broadcasts the cast's source (in
/// place), when that source broadcasts to the result.
fn fold_broadcast_of_shape_cast(ctx: &Context, body: &mut Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    let Some(cast) = defined_by::<crate::ShapeCastOp>(ctx, body, body.operand(op, 0)) else { return false };
    let source = body.operand(cast, 0);
    let source_ty = body.value_type(source);
    if !broadcastable(ctx, source_ty, result_type(body, op)) {
        return false;
    }
    let (Some(src), Some(cast_shape)) = (ctx.shape(source_ty), ctx.shape(result_type(body, cast))) else {
        return false;
    };
    let n = src.len().min(cast_shape.len());
    if src[src.len() - n..] != cast_shape[cast_shape.len() - n..] {
        return false;
    }
    body.set_operand(op, 0, source);
    true
}

/// `vector.extract`.
pub fn extract(ctx: &Context, body: &mut Body, op: ExtractOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let source = body.operand(op, 0);
    let ty = result_type(body, op);
    let Some(pos) = static_position(ctx, body, op) else { return FoldOutcome::Failure };
    if pos.is_empty() && body.value_type(source) == ty {
        return FoldOutcome::value(source);
    }
    if is_poison(ctx, constants[0]) {
        return FoldOutcome::attribute(constants[0].expect("poison"));
    }
    // Constant dynamic positions become static; folding goes on.
    let source_shape = ctx.shape(body.value_type(source)).map(<[i64]>::to_vec).unwrap_or_default();
    let in_place = insert::fold_constant_positions(ctx, body, op, constants, 1, &source_shape);
    let pos = static_position(ctx, body, op).unwrap_or_default();
    let unchanged = if in_place { FoldOutcome::InPlace } else { FoldOutcome::Failure };
    let dynamic = pos.contains(&DYNAMIC);
    if pos.contains(&POISON_INDEX) {
        return FoldOutcome::attribute(poison(ctx));
    }
    if let Some(a) = extract_constant(ctx, body, source, ty, &pos, constants[0]) {
        return FoldOutcome::attribute(a);
    }
    if !dynamic {
        if extract_from_extract_chain(ctx, body, op.into()) {
            return FoldOutcome::InPlace;
        }
        if let Some(v) = extract_from_insert_chain(ctx, body, op, source, &pos) {
            return v;
        }
    }
    if let Some(v) = extract_from_broadcast(ctx, body, op.into()) {
        return v;
    }
    if dynamic {
        return unchanged;
    }
    through::extract_from_shuffle(ctx, body, op, &pos)
        .or_else(|| through::extract_from_shape_cast(ctx, body, op, &pos))
        .or_else(|| slices::extract_from_extract_strided(ctx, body, op, &pos))
        .or_else(|| slices::extract_from_insert_strided_chain(ctx, body, op, &pos))
        .or_else(|| scalar_extract_from_from_elements(ctx, body, source, ty, &pos))
        .unwrap_or(unchanged)
}

/// `foldExtractOpFromExtractChain`: an extract of an extract (all static)
/// extracts from the first source at the concatenated position, in place.
fn extract_from_extract_chain(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let mut position = static_position(ctx, body, op).unwrap_or_default();
    let mut source = body.operand(op, 0);
    let mut changed = false;
    while let Some(inner) = defined_by::<ExtractOp>(ctx, body, source) {
        let Some(inner_pos) = static_position(ctx, body, inner) else { return false };
        if inner_pos.contains(&DYNAMIC) {
            return false;
        }
        position.insert_many(0, inner_pos);
        source = body.operand(inner, 0);
        changed = true;
    }
    if changed {
        body.set_operand(op, 0, source);
        set_static_position(ctx, body, op, &position);
    }
    changed
}

/// `isBroadcastLike`: a `vector.broadcast`, or a `vector.shape_cast` that
/// only prepends unit dims (its source shape is a suffix of its own).
fn is_broadcast_like(ctx: &Context, body: &Body, op: OpId) -> bool {
    if BroadcastOp::cast(ctx, body, op).is_some() {
        return true;
    }
    if ShapeCastOp::cast(ctx, body, op).is_none() {
        return false;
    }
    let (Some(src), Some(dst)) = (ctx.shape(body.value_type(body.operand(op, 0))), ctx.shape(result_type(body, op)))
    else {
        return false;
    };
    dst.len() >= src.len() && dst[dst.len() - src.len()..] == *src
}

/// `foldExtractFromBroadcast`: an extract of a broadcast-like op is its
/// input when the types match, else (when the extracted shape is a
/// suffix of the input's) an extract from the input at the positions of
/// the input's leading dims (0 for the unit ones), in place.
fn extract_from_broadcast(ctx: &Context, body: &mut Body, op: OpId) -> Option<FoldOutcome> {
    let source = body.operand(op, 0);
    let def = body.defining_op(source).filter(|&d| is_broadcast_like(ctx, body, d))?;
    let input = body.operand(def, 0);
    let ty = result_type(body, op);
    let input_ty = body.value_type(input);
    if ty == input_ty {
        return Some(FoldOutcome::value(input));
    }
    let rank = |t: Type| ctx.shape(t).map_or(0, <[i64]>::len);
    let (input_rank, broadcast_rank, extract_rank) = (rank(input_ty), rank(body.value_type(source)), rank(ty));
    if extract_rank > input_rank {
        return None;
    }
    let input_shape = ctx.shape(input_ty)?.to_vec();
    if let Some(extract_shape) = ctx.shape(ty) {
        if extract_shape != &input_shape[input_rank - extract_rank..] {
            return None;
        }
    }
    let delta_overall = input_rank - extract_rank;
    let delta_broadcast = broadcast_rank - input_rank;
    let old_static = static_position(ctx, body, op)?;
    let old_dynamic: Vec<Value> = body.operands(op).skip(1).collect();
    // The dynamic operand of each old position, in order.
    let mut next = 0;
    let old: Vec<(i64, Option<Value>)> = old_static
        .iter()
        .map(|&p| {
            if p == DYNAMIC {
                next += 1;
                (p, old_dynamic.get(next - 1).copied())
            } else {
                (p, None)
            }
        })
        .collect();
    let mut statics = Vec::with_capacity(delta_overall);
    let mut operands = vec![input];
    for (i, &size) in input_shape[..delta_overall].iter().enumerate() {
        let (p, v) = if size == 1 { (0, None) } else { *old.get(i + delta_broadcast)? };
        statics.push(p);
        operands.extend(v);
    }
    body.set_operands(op, &operands);
    set_static_position(ctx, body, op, &statics);
    Some(FoldOutcome::InPlace)
}

/// `foldScalarExtractFromFromElements`: a scalar at a static position of
/// a `from_elements` is its operand at the linearized position (vector
/// results are the `foldExtractFromFromElements` pattern's).
fn scalar_extract_from_from_elements(
    ctx: &Context,
    body: &Body,
    source: Value,
    ty: Type,
    pos: &[i64],
) -> Option<FoldOutcome> {
    let from = defined_by::<crate::FromElementsOp>(ctx, body, source)?;
    let src_ty = body.value_type(source);
    if is_scalable(ctx, src_ty) || ctx.element_type_or_self(src_ty) != ty {
        return None;
    }
    let shape = ctx.shape(src_ty)?;
    if pos.len() != shape.len() {
        return None;
    }
    let (mut flat, mut stride) = (0i64, 1i64);
    for (i, &d) in shape.iter().enumerate().rev() {
        flat += pos[i] * stride;
        stride *= d;
    }
    let element = body.operands(from).nth(usize::try_from(flat).ok()?)?;
    Some(FoldOutcome::value(element))
}

/// `foldDenseElementsAttrSrcExtractOp`.
fn extract_constant(
    ctx: &Context,
    body: &Body,
    source: Value,
    ty: Type,
    pos: &[i64],
    constant: Option<Attribute>,
) -> Option<Attribute> {
    let AttrKind::DenseElements { elements, .. } = ctx.attr_kind(constant?) else { return None };
    if elements.is_splat() {
        return element_attr(ctx, ty, elements.values[0].clone());
    }
    let src_ty = body.value_type(source);
    if is_scalable(ctx, src_ty) || pos.contains(&DYNAMIC) {
        return None;
    }
    let shape = ctx.shape(src_ty)?;
    let mut start = 0usize;
    let mut stride = 1usize;
    for (i, &d) in shape.iter().enumerate().rev() {
        start += pos.get(i).copied().unwrap_or(0) as usize * stride;
        stride *= d as usize;
    }
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => {
            let n: usize = shape.iter().map(|&d| d as usize).product();
            Some(ctx.dense_elements_attr(ty, elements.values.get(start..start + n)?.to_vec()))
        }
        _ => element_attr(ctx, ty, elements.values.get(start)?.clone()),
    }
}

/// `ExtractFromInsertTransposeChainState::fold` (static positions only):
/// walks up the inserts and transposes above an extract, tracking the
/// extract's position through each transpose (trailing sentinels `-1,
/// -2, ...` stand for the extracted dims, so an internal transposition of
/// the result is noticed). The value inserted at exactly the position is
/// the result; an insert at a prefix of the position continues inside the
/// inserted value; an insert at a disjoint position is skipped. The
/// extract is re-pointed in place at where the walk stopped, unless the
/// result would be transposed inside.
fn extract_from_insert_chain(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    source: Value,
    pos: &[i64],
) -> Option<FoldOutcome> {
    let op: OpId = op.into();
    let vector_rank = ctx.shape(body.value_type(source))?.len();
    let mut extracted_rank = pos.len();
    let sentinels: Vec<i64> = (0..vector_rank.checked_sub(extracted_rank)?).map(|i| -(i as i64 + 1)).collect();
    let mut position: Vec<i64> = pos.iter().copied().chain(sentinels.iter().copied()).collect();
    let can_fold = |position: &[i64], extracted_rank: usize| position.get(extracted_rank..) == Some(&sentinels[..]);
    let contained = |a: &[i64], b: &[i64]| a.len() <= b.len() && a == &b[..a.len()];
    let mut value = source;
    loop {
        if let Some(transpose) = defined_by::<TransposeOp>(ctx, body, value) {
            let permutation = i64_list(ctx, prop(ctx, body, transpose, "permutation")?);
            // Entry `p[i]` of the new position is entry `i` of the old.
            let mut next = vec![0; position.len()];
            for (i, &p) in permutation.iter().enumerate() {
                *next.get_mut(usize::try_from(p).ok()?)? = *position.get(i)?;
            }
            position = next;
            value = body.operand(transpose, 0);
            continue;
        }
        let Some(insert) = defined_by::<crate::InsertOp>(ctx, body, value) else { break };
        let inserted = static_position(ctx, body, insert)?;
        let static_insert = !inserted.contains(&DYNAMIC);
        if static_insert && inserted[..] == position[..extracted_rank] && can_fold(&position, extracted_rank) {
            return Some(FoldOutcome::value(body.operand(insert, 0)));
        }
        if static_insert && contained(&inserted, &position) {
            position.drain(..inserted.len());
            extracted_rank = position.len() - sentinels.len();
            value = body.operand(insert, 0);
            return refold_extract(
                ctx,
                body,
                op,
                source,
                value,
                &position,
                extracted_rank,
                can_fold(&position, extracted_rank),
            );
        }
        let intersects = position.iter().zip(&inserted).all(|(&a, &b)| a < 0 || b < 0 || a == b);
        if contained(&position, &inserted) || intersects {
            return None;
        }
        value = body.operand(insert, 1);
    }
    let foldable = can_fold(&position, extracted_rank);
    refold_extract(ctx, body, op, source, value, &position, extracted_rank, foldable)
}

/// `tryToFoldExtractOpInPlace`: the extract reads `value` at the first
/// `extracted_rank` entries of `position`, unless nothing changed or the
/// result would be transposed inside.
#[allow(clippy::too_many_arguments)]
fn refold_extract(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    source: Value,
    value: Value,
    position: &[i64],
    extracted_rank: usize,
    foldable: bool,
) -> Option<FoldOutcome> {
    if value == source || !foldable {
        return None;
    }
    set_static_position(ctx, body, op, &position[..extracted_rank]);
    body.set_operand(op, 0, value);
    Some(FoldOutcome::InPlace)
}

/// The folds of `vector.bitcast` (upstream's `BitCastOp::fold`): a cast to
/// its own type is its source; `cast(cast(x))` is `x` when the types
/// round-trip, else the outer cast reads `x` (in place).
pub(crate) fn cast_chain<Op: strata_ir::OpClass>(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
) -> Option<FoldOutcome> {
    let op: OpId = op.into();
    let source = body.operand(op, 0);
    let ty = result_type(body, op);
    if body.value_type(source) == ty {
        return Some(FoldOutcome::value(source));
    }
    let inner = defined_by::<Op>(ctx, body, source)?;
    let inner_source = body.operand(inner, 0);
    if body.value_type(inner_source) == ty {
        return Some(FoldOutcome::value(inner_source));
    }
    body.set_operand(op, 0, inner_source);
    Some(FoldOutcome::InPlace)
}

/// `vector.shape_cast`.
pub fn shape_cast(ctx: &Context, body: &mut Body, op: ShapeCastOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let ty = result_type(body, op);
    let source = body.operand(op, 0);
    if body.value_type(source) == ty {
        return FoldOutcome::value(source);
    }
    // shape_cast(shape_cast(x)) reads x, in place even when the types
    // round-trip (the next fold drops the no-op cast), as upstream's: a
    // simulating fold (sccp) sees an in-place fold, not a value.
    if let Some(inner) = defined_by::<crate::ShapeCastOp>(ctx, body, source) {
        let inner_source = body.operand(inner, 0);
        body.set_operand(op, 0, inner_source);
        return FoldOutcome::InPlace;
    }
    // shape_cast(transpose(x)) reads x when the transpose only moves unit
    // dimensions; any other transpose ends the folding, as upstream's.
    if let Some(transpose) = defined_by::<crate::TransposeOp>(ctx, body, source) {
        if !is_order_preserving(ctx, body, transpose) {
            return FoldOutcome::Failure;
        }
        let inner_source = body.operand(transpose, 0);
        body.set_operand(op, 0, inner_source);
        return FoldOutcome::InPlace;
    }
    // shape_cast(broadcast(x)) is x when x has the result's type.
    if let Some(bcast) = defined_by::<crate::BroadcastOp>(ctx, body, body.operand(op, 0)) {
        let source = body.operand(bcast, 0);
        if body.value_type(source) == ty {
            return FoldOutcome::value(source);
        }
    }
    if is_poison(ctx, constants[0]) {
        return FoldOutcome::attribute(constants[0].expect("poison"));
    }
    match constants[0].map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { elements, .. }) if elements.is_splat() => {
            FoldOutcome::attribute(ctx.dense_elements_attr(ty, vec![elements.values[0].clone()]))
        }
        _ => through::shape_cast_of_dense(ctx, ty, constants[0]).map_or(FoldOutcome::Failure, FoldOutcome::attribute),
    }
}

/// Upstream's `isOrderPreserving`: the transpose keeps the order of the
/// source's dimensions other than fixed-size unit ones, so it moves no
/// element and is a shape cast.
pub(crate) fn is_order_preserving(ctx: &Context, body: &Body, transpose: OpId) -> bool {
    let source = body.operand(transpose, 0);
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(body.value_type(source)) else { return false };
    let Some(perm) = prop(ctx, body, transpose, "permutation").map(|a| i64_list(ctx, a)) else { return false };
    let mut current = 0;
    for p in perm {
        let Some(d) = usize::try_from(p).ok().filter(|&d| d < shape.len()) else { return false };
        if shape[d] == 1 && !scalable[d] {
            continue;
        }
        if p < current {
            return false;
        }
        current = p;
    }
    true
}

/// `vector.transpose`.
pub fn transpose(ctx: &Context, body: &mut Body, op: TransposeOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let ty = result_type(body, op);
    if is_poison(ctx, constants[0]) {
        return FoldOutcome::attribute(constants[0].expect("poison"));
    }
    if let Some(AttrKind::DenseElements { elements, .. }) = constants[0].map(|a| ctx.attr_kind(a)) {
        if elements.is_splat() {
            return FoldOutcome::attribute(ctx.dense_elements_attr(ty, vec![elements.values[0].clone()]));
        }
    }
    let perm = body.properties(op).and_then(|p| ctx.dict_get(p, "permutation"));
    let identity = match perm.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => {
            values.iter().enumerate().all(|(i, v)| matches!(v, DenseValue::Int(p) if p.to_i64() == Some(i as i64)))
        }
        _ => false,
    };
    if identity {
        return FoldOutcome::value(body.operand(op, 0));
    }
    FoldOutcome::Failure
}

/// `vector.from_elements`.
pub fn from_elements(
    ctx: &Context,
    body: &mut Body,
    op: FromElementsOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let operands: Vec<Value> = body.operands(op).collect();
    let ty = result_type(body, op);
    if let Some(&first) = operands.first() {
        if let Some(to) = defined_by::<crate::ToElementsOp>(ctx, body, first) {
            let src = body.operand(to, 0);
            if body.value_type(src) == ty && operands.as_slice() == body.results(to) {
                return FoldOutcome::value(src);
            }
        }
    }
    let element = ctx.element_type_or_self(ty);
    let mut values = Vec::with_capacity(constants.len());
    for &c in constants {
        match c.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { ty: t, value }) if *t == element => values.push(DenseValue::Int(value.clone())),
            Some(AttrKind::Float { ty: t, bits }) if *t == element => values.push(DenseValue::Float(*bits)),
            _ => return FoldOutcome::Failure,
        }
    }
    if values.is_empty() {
        return FoldOutcome::Failure;
    }
    FoldOutcome::attribute(ctx.dense_elements_attr(ty, values))
}

/// `vector.to_elements`: of a `from_elements`, its elements.
pub fn to_elements(ctx: &Context, body: &mut Body, op: ToElementsOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(from) = defined_by::<crate::FromElementsOp>(ctx, body, body.operand(op, 0)) else {
        return FoldOutcome::Failure;
    };
    FoldOutcome::replace(body.operands(from).map(OpFoldResult::Value))
}

/// `vector.constant_mask`: a mask setting every element, or none, is a
/// splat `true`/`false` constant (a 0-D mask by its one size).
pub fn constant_mask(ctx: &Context, body: &mut Body, op: ConstantMaskOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let ty = result_type(body, op);
    let Some(shape) = ctx.shape(ty) else { return FoldOutcome::Failure };
    let bounds = prop(ctx, body, op, "mask_dim_sizes").map(|a| i64_list(ctx, a)).unwrap_or_default();
    let splat = |b: bool| {
        FoldOutcome::attribute(
            ctx.dense_elements_attr(ty, vec![DenseValue::Int(strata_ir::ApInt::from_u64(1, b as u64))]),
        )
    };
    if shape.is_empty() {
        return match bounds.as_slice() {
            [b] => splat(*b == 1),
            _ => FoldOutcome::Failure,
        };
    }
    if bounds == shape {
        return splat(true);
    }
    if bounds.iter().all(|&b| b == 0) {
        return splat(false);
    }
    FoldOutcome::Failure
}

/// `vector.mask` (upstream's `MaskOp::fold`): a mask op masking nothing
/// and without a pass-through value is what it yields; under an all-true
/// mask the masked op moves in front of the mask op and the mask op's
/// results are its results (a mask op without results is left empty, and
/// then dead).
pub fn mask(ctx: &Context, body: &mut Body, op: MaskOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(masked) = op.maskable_op(body) else {
        let Some(terminator) = op.terminator(body) else { return FoldOutcome::Failure };
        let yielded = body.num_operands(terminator);
        if op.passthru(body).is_some() || yielded == 0 || yielded != body.results(op).len() {
            return FoldOutcome::Failure;
        }
        return FoldOutcome::replace(body.operands(terminator).map(OpFoldResult::Value));
    };
    if mask_format(ctx, body, op.mask(body)) != MaskFormat::AllTrue
        || body.results(masked).len() != body.results(op).len()
    {
        return FoldOutcome::Failure;
    }
    body.move_op_before(masked, op);
    if body.results(op).is_empty() {
        return FoldOutcome::InPlace;
    }
    FoldOutcome::replace(body.results(masked).iter().map(|&v| OpFoldResult::Value(v)))
}

/// `vector.multi_reduction`: reducing no dimension of a 1-D vector is the
/// source (upstream ignores the accumulator here).
pub fn multi_reduction(
    ctx: &Context,
    body: &mut Body,
    op: MultiDimReductionOp,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let source = body.operand(op, 0);
    let rank = ctx.shape(body.value_type(source)).map_or(0, <[i64]>::len);
    let dims = prop(ctx, body, op, "reduction_dims").map(|a| i64_list(ctx, a)).unwrap_or_default();
    if rank == 1 && !dims.contains(&0) {
        return FoldOutcome::value(source);
    }
    FoldOutcome::Failure
}
