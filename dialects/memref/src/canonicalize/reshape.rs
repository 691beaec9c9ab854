//! Canonicalization patterns of the reshaping memref ops (upstream MLIR
//! 22's `MemRefOps.cpp` and `ReshapeOpsUtils.h`):
//!
//! - dim: `DimOfMemRefReshape` (a `dim` of a `memref.reshape` is a load of
//!   the shape operand, placed right after the reshape so later stores to
//!   the shape do not change it; only when the index is known to dominate
//!   the reshape, by upstream's cheap block/region test);
//! - expand_shape: `ComposeReassociativeReshapeOps` (an expansion of an
//!   expansion is one expansion);
//! - collapse_shape: `ComposeReassociativeReshapeOps`,
//!   `ComposeCollapseOfExpandOp` (a collapse of an expansion whose groups
//!   line up is one reshape, or a cast when the ranks match) and
//!   `CollapseShapeOpMemRefCastFolder` (a collapse of a foldable cast
//!   collapses the cast's source, cast back when the type changes).
//!
//! The composing patterns only apply to memrefs of identity layout
//! (`hasNonIdentityLayout`). A reassociation lists, per dimension of the
//! lower-rank side, its dimensions on the higher-rank side.

use strata_interfaces::layout::is_identity_layout;
use strata_interfaces::reshape::reassociation;
use strata_ir::{Attribute, Context, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::matchers::{constant_int, defining};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::{CastOp, CollapseShapeOp, DimOp, ExpandShapeOp, LoadOp, ReshapeOp};

type Groups = Vec<Vec<i64>>;

/// `memref.dim`: `DimOfMemRefReshape`.
pub fn dim(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<DimOp>::new("DimOfMemRefReshape", dim_of_reshape));
}

/// `memref.expand_shape`: `ComposeReassociativeReshapeOps`.
pub fn expand_shape(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExpandShapeOp>::new("ComposeReassociativeReshapeOps", compose_reshapes));
}

/// `memref.collapse_shape`: `ComposeReassociativeReshapeOps`,
/// `ComposeCollapseOfExpandOp`, `CollapseShapeOpMemRefCastFolder`.
pub fn collapse_shape(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CollapseShapeOp>::new("ComposeReassociativeReshapeOps", compose_reshapes));
    set.add(OpPattern::<CollapseShapeOp>::new("ComposeCollapseOfExpandOp", collapse_of_expand));
    set.add(OpPattern::<CollapseShapeOp>::new("CollapseShapeOpMemRefCastFolder", collapse_of_cast));
}

/// Is `op` at or after `start` in their block (walking forward)?
fn is_at_or_after(rw: &Rewriter<'_>, start: impl Into<OpId>, op: OpId) -> bool {
    let start: OpId = start.into();
    let mut cur = Some(start);
    while let Some(c) = cur {
        if c == op {
            return true;
        }
        cur = rw.body().next_op(c);
    }
    false
}

fn dim_of_reshape(dim: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let op = dim;
    let Some(reshape) = defining::<ReshapeOp>(ctx, body, body.operand(op, 0)) else { return false };
    let index = body.operand(op, 1);
    let reshape_block = body.op_block(reshape);
    if body.value_parent_block(index) == reshape_block {
        // An index defined later in the reshape's block does not dominate it.
        if let Some(def) = body.defining_op(index) {
            if def != reshape && is_at_or_after(rw, reshape, def) {
                return false;
            }
        }
    } else if body.op_block(op) != reshape_block {
        let index_region = body.value_parent_block(index).and_then(|b| body.block_region(b));
        let reshape_region = body.op_region(reshape);
        // `isProperAncestor`: the index's region strictly encloses the reshape's.
        let encloses = match (index_region, reshape_region) {
            (Some(i), Some(r)) => i != r && body.region_is_ancestor(i, r),
            _ => false,
        };
        if !encloses {
            return false;
        }
    }
    let shape = body.operand(reshape, 1);
    let element = match ctx.type_kind(body.value_type(shape)) {
        TypeKind::MemRef { element, .. } => *element,
        _ => return false,
    };
    let dim_ty = body.value_type(body.results(op)[0]);
    let loc = body.op_loc(op);
    rw.set_insertion_point_after(reshape);
    let mut load = LoadOp::build(rw, loc, shape, &[index], element, None, None).result(rw.body());
    if element != dim_ty {
        load = strata_dialect_arith::IndexCastOp::build(rw, loc, load, dim_ty).out(rw.body());
    }
    rw.replace_op(op, &[load]);
    true
}

/// `hasNonIdentityLayout`: a ranked memref whose layout is not the identity.
fn non_identity_layout(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { layout, .. } if !is_identity_layout(ctx, *layout))
}

/// Any of `values` has a memref type of non-identity layout.
fn any_non_identity(rw: &Rewriter<'_>, values: &[Value]) -> bool {
    values.iter().any(|&v| non_identity_layout(rw.ctx(), rw.body().value_type(v)))
}

/// The `reassociation` attribute holding `groups`.
fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64_ty = ctx.integer_type(64);
    ctx.array_attr(
        groups.iter().map(|g| ctx.array_attr(g.iter().map(|&d| ctx.integer_attr(i64_ty, d)).collect())).collect(),
    )
}

/// `composeReassociationIndices`: the reassociation of the composition of
/// two reshapes of one kind: each group of the shorter one (the consumer)
/// concatenates the groups of the longer one it names. `None` for equal
/// lengths or when the consumer does not cover the producer.
fn compose_groups(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Groups> {
    let (producer, consumer) = match a.len().cmp(&b.len()) {
        std::cmp::Ordering::Equal => return None,
        std::cmp::Ordering::Greater => (a, b),
        std::cmp::Ordering::Less => (b, a),
    };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    if consumer.iter().map(Vec::len).sum::<usize>() != producer.len() {
        return None;
    }
    let mut composed = Vec::with_capacity(consumer.len());
    for group in consumer {
        let mut merged = Vec::new();
        for &i in group {
            merged.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
        }
        composed.push(merged);
    }
    Some(composed)
}

fn replace_with_collapse(rw: &mut Rewriter<'_>, op: impl Into<OpId>, src: Value, ty: Type, groups: &[Vec<i64>]) {
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let attr = reassociation_attr(rw.ctx(), groups);
    rw.replace_op_with_new_op(op, |rw| CollapseShapeOp::build(rw, loc, src, ty, attr));
}

/// Replaces `op` by an expansion of `src` to `ty` along `groups` with the
/// output shape `statics` (`DYNAMIC` entries standing for `values`).
fn replace_with_expand(
    rw: &mut Rewriter<'_>,
    op: impl Into<OpId>,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
    shape: (&[i64], &[Value]),
) {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let (attr, statics) = (reassociation_attr(ctx, groups), ctx.dense_i64_array(shape.0));
    rw.replace_op_with_new_op(op, |rw| ExpandShapeOp::build(rw, loc, src, shape.1, ty, attr, statics));
}

/// `ComposeReassociativeReshapeOps`: a reshape of a reshape of the same
/// kind reshapes the inner source once, by the composed reassociation
/// (an expansion keeps its output shape).
fn compose_reshapes(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let body = rw.body();
    let src = body.operand(op, 0);
    let Some(inner) = body.defining_op(src).filter(|&d| body.op_name(d) == body.op_name(op)) else { return false };
    let inner_src = body.operand(inner, 0);
    if any_non_identity(rw, &[inner_src, src, body.results(op)[0]]) {
        return false;
    }
    let (Some(outer), Some(inner_groups)) = (reassociation(ctx, body, op), reassociation(ctx, body, inner)) else {
        return false;
    };
    let Some(groups) = compose_groups(&inner_groups, &outer) else { return false };
    let ty = body.value_type(body.results(op)[0]);
    if ExpandShapeOp::cast(ctx, body, op).is_some() {
        let statics = strata_ir::op_checks::i64_array(ctx, body, op, "static_output_shape");
        let values: Vec<Value> = body.operands(op).skip(1).collect();
        replace_with_expand(rw, op, inner_src, ty, &groups, (&statics, &values));
    } else {
        replace_with_collapse(rw, op, inner_src, ty, &groups);
    }
    true
}

/// The shape of a ranked memref type.
fn shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// `ComposeCollapseOfExpandOp`: each group of the lower-rank
/// reassociation must end exactly where a run of whole groups of the
/// higher-rank one ends; the run's group numbers form the new group.
fn collapse_of_expand(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(expand) = defining::<ExpandShapeOp>(ctx, body, op.src(body)) else { return false };
    let src = body.operand(expand, 0);
    let result = body.results(op)[0];
    if any_non_identity(rw, &[op.src(body), src, body.results(expand)[0]]) {
        return false;
    }
    let (src_ty, ty) = (body.value_type(src), body.value_type(result));
    let (Some(src_shape), Some(res_shape)) = (shape(ctx, src_ty), shape(ctx, ty)) else { return false };
    if src_ty == ty {
        return false;
    }
    let (Some(expand_groups), Some(collapse_groups)) = (reassociation(ctx, body, expand), reassociation(ctx, body, op))
    else {
        return false;
    };
    let (src_rank, rank) = (src_shape.len(), res_shape.len());
    let (higher, lower) =
        if src_rank > rank { (&expand_groups, &collapse_groups) } else { (&collapse_groups, &expand_groups) };
    let Some(composed) = strata_interfaces::reshape::compose_reassociations(higher, lower) else { return false };
    match src_rank.cmp(&rank) {
        std::cmp::Ordering::Greater => replace_with_collapse(rw, op, src, ty, &composed),
        std::cmp::Ordering::Equal => {
            // Same-rank reshapes do not exist: the shapes agree, so a cast.
            let loc = rw.body().op_loc(op);
            rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, src, ty));
        }
        std::cmp::Ordering::Less => {
            let Some(sizes) = collapsed_output_shape(rw, op, expand, &collapse_groups) else { return false };
            let statics: Vec<i64> = sizes.iter().map(|s| s.unwrap_or(DYNAMIC)).collect();
            let values: Vec<Value> = sizes.iter().filter_map(|s| s.err()).collect();
            replace_with_expand(rw, op, src, ty, &composed, (&statics, &values));
        }
    }
    true
}

/// The new expansion's output shape when a collapse of an expansion
/// becomes one expansion: per collapse group, the product of the old
/// output sizes; static when every size is a constant, else the dynamic
/// sizes multiplied (`arith.muli`, created before `op`) times the static
/// product when it is not 1.
fn collapsed_output_shape(
    rw: &mut Rewriter<'_>,
    op: impl Into<OpId>,
    expand: impl Into<OpId>,
    groups: &[Vec<i64>],
) -> Option<Vec<Result<i64, Value>>> {
    let expand: OpId = expand.into();
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let body = rw.body();
    let statics = strata_ir::op_checks::i64_array(ctx, body, expand, "static_output_shape");
    let values: Vec<Value> = body.operands(expand).skip(1).collect();
    let mut values = values.into_iter();
    let old: Vec<Result<i64, Value>> = statics
        .iter()
        .map(|&s| if s == DYNAMIC { values.next().map(Err).ok_or(()) } else { Ok(Ok(s)) })
        .collect::<Result<_, ()>>()
        .ok()?;
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut sizes = Vec::with_capacity(groups.len());
    for group in groups {
        let mut product = 1i64;
        let mut dynamic = Vec::new();
        for &d in group {
            match *old.get(usize::try_from(d).ok()?)? {
                Ok(c) => product = product.wrapping_mul(c),
                Err(v) => match constant_int(ctx, rw.body(), v).and_then(|c| c.to_i64()) {
                    Some(c) => product = product.wrapping_mul(c),
                    None => dynamic.push(v),
                },
            }
        }
        if dynamic.is_empty() {
            sizes.push(Ok(product));
            continue;
        }
        sizes.push(Err(strata_dialect_arith::build::index_product(rw, loc, &dynamic, product)));
    }
    Some(sizes)
}

/// `CollapseShapeOpMemRefCastFolder`.
fn collapse_of_cast(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(cast) = defining::<CastOp>(ctx, body, op.src(body)) else { return false };
    if !crate::fold::can_fold_into_consumer(ctx, body, cast) {
        return false;
    }
    let Some(groups) = reassociation(ctx, body, op) else { return false };
    let source = body.operand(cast, 0);
    let Some(new_ty) = crate::verify::collapsed_type(ctx, body.value_type(source), &groups) else { return false };
    let old_ty = body.value_type(body.results(op)[0]);
    if new_ty == old_ty {
        rw.modify_op_in_place(op, |body| body.set_operand(op, 0, source));
        return true;
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let attr = reassociation_attr(ctx, &groups);
    let collapsed = CollapseShapeOp::build(rw, loc, source, new_ty, attr).result(rw.body());
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, collapsed, old_ty));
    true
}
