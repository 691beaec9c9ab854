//! The reassociative reshapes' canonicalization patterns (upstream MLIR
//! 22's `TensorOps.cpp` and `ReshapeOpsUtils.h`):
//!
//! - expand_shape: `ComposeReassociativeReshapeOps`,
//!   `ComposeExpandOfCollapseOp`, `FoldReshapeWithConstant`,
//!   `FoldReshapeWithSplat`, `FoldReshapeWithFromElements`;
//! - collapse_shape: `ComposeReassociativeReshapeOps`,
//!   `ComposeCollapseOfExpandOp`, `FoldReshapeWithConstant`,
//!   `FoldReshapeWithSplat`, `FoldReshapeWithFromElements`,
//!   `FoldCollapseOfCastOp`.
//!
//! A reassociation is a list of groups of dimensions of the higher-rank
//! side, one group per dimension of the lower-rank side, in order
//! (`[[0, 1], [2]]`); `ComposeExpandOfCollapseOp` searches collapsing
//! groups over static shapes only (see [`collapse_reassociation`]).

use strata_interfaces::reshape::reassociation;
use strata_ir::{Attribute, Context, OpClass, OpId, Type, Value, DYNAMIC};
use strata_rewrite::matchers::defining;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use super::result_type;
use crate::fold::{can_fold_into_consumer, int_value, is_static_tensor, reshaped_constant};
use crate::verify::ranked;
use crate::{CastOp, CollapseShapeOp, ExpandShapeOp, FromElementsOp, SplatOp};

/// `tensor.expand_shape`'s patterns.
pub fn expand_shape(_: &Context, set: &mut PatternSet) {
    add_reshape_patterns::<ExpandShapeOp>(set, ("ComposeExpandOfCollapseOp", expand_of_collapse));
}

/// `tensor.collapse_shape`'s patterns.
pub fn collapse_shape(_: &Context, set: &mut PatternSet) {
    add_reshape_patterns::<CollapseShapeOp>(set, ("ComposeCollapseOfExpandOp", collapse_of_expand));
    set.add(OpPattern::<CollapseShapeOp>::new("FoldCollapseOfCastOp", collapse_of_cast));
}

/// The patterns both reshapes have, in upstream's order, with `compose`
/// (the op's composition with the inverse reshape) second.
fn add_reshape_patterns<Op: OpClass + Send + Sync + 'static>(
    set: &mut PatternSet,
    compose: (&'static str, fn(Op, &mut Rewriter<'_>) -> bool),
) {
    set.add(OpPattern::<Op>::new("ComposeReassociativeReshapeOps", compose_reshapes));
    set.add(OpPattern::<Op>::new(compose.0, compose.1));
    set.add(OpPattern::<Op>::new("FoldReshapeWithConstant", reshape_with_constant));
    set.add(OpPattern::<Op>::new("FoldReshapeWithSplat", reshape_with_splat));
    set.add(OpPattern::<Op>::new("FoldReshapeWithFromElements", reshape_with_from_elements));
}

type Groups = Vec<Vec<i64>>;

/// The `reassociation` attribute holding `groups`.
fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64_ty = ctx.integer_type(64);
    let groups =
        groups.iter().map(|g| ctx.array_attr(g.iter().map(|&d| ctx.integer_attr(i64_ty, d)).collect())).collect();
    ctx.array_attr(groups)
}

/// An expansion's output shape: a static extent, or the operand standing
/// for a dynamic one (`getMixedOutputShape`).
fn mixed_output_shape(ctx: &Context, rw: &Rewriter<'_>, expand: impl Into<OpId>) -> Vec<Result<i64, Value>> {
    let expand: OpId = expand.into();
    let statics = strata_ir::op_checks::i64_array(ctx, rw.body(), expand, "static_output_shape");
    let mut next = 1;
    statics
        .into_iter()
        .map(|s| {
            if s == DYNAMIC {
                next += 1;
                Err(rw.body().operand(expand, next - 1))
            } else {
                Ok(s)
            }
        })
        .collect()
}

/// Replaces `op` with an expansion of `src` to `ty` by `groups`, of the
/// output shape `shape`.
fn replace_with_expand(
    rw: &mut Rewriter<'_>,
    op: impl Into<OpId>,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
    shape: &[Result<i64, Value>],
) {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let statics: Vec<i64> = shape.iter().map(|s| *s.as_ref().unwrap_or(&DYNAMIC)).collect();
    let values: Vec<Value> = shape.iter().filter_map(|s| s.err()).collect();
    let (assoc, static_shape) = (reassociation_attr(ctx, groups), ctx.dense_i64_array(&statics));
    rw.replace_op_with_new_op(op, |rw| ExpandShapeOp::build(rw, loc, src, &values, ty, assoc, static_shape));
}

fn replace_with_collapse(rw: &mut Rewriter<'_>, op: impl Into<OpId>, src: Value, ty: Type, groups: &[Vec<i64>]) {
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let assoc = reassociation_attr(rw.ctx(), groups);
    rw.replace_op_with_new_op(op, |rw| CollapseShapeOp::build(rw, loc, src, ty, assoc));
}

/// `composeReassociationIndices`: the larger reassociation's groups merged
/// along the smaller one's (`None` if they have as many groups, or the
/// smaller does not index the larger's groups).
fn compose_reassociations(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Groups> {
    if a.len() == b.len() {
        return None;
    }
    let (producer, consumer) = if a.len() < b.len() { (b, a) } else { (a, b) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    if consumer.iter().map(Vec::len).sum::<usize>() != producer.len() {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut merged = Vec::new();
            for &i in g {
                merged.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(merged)
        })
        .collect()
}

/// `ComposeReassociativeReshapeOps`: a reshape of a reshape of the same
/// kind is one reshape of the inner one's source.
fn compose_reshapes(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let src = rw.body().operand(op, 0);
    let Some(inner) = rw.body().defining_op(src).filter(|&d| rw.body().op_name(d) == rw.body().op_name(op)) else {
        return false;
    };
    let (Some(outer_groups), Some(inner_groups)) =
        (reassociation(ctx, rw.body(), op), reassociation(ctx, rw.body(), inner))
    else {
        return false;
    };
    let Some(groups) = compose_reassociations(&inner_groups, &outer_groups) else { return false };
    let (inner_src, ty) = (rw.body().operand(inner, 0), result_type(rw, op));
    if ExpandShapeOp::cast(ctx, rw.body(), op).is_some() {
        let shape = mixed_output_shape(ctx, rw, op);
        replace_with_expand(rw, op, inner_src, ty, &groups, &shape);
    } else {
        replace_with_collapse(rw, op, inner_src, ty, &groups);
    }
    true
}

/// The `Producer` reshape defining `op`'s source, that producer's source,
/// and the shapes of that source and of `op`'s result.
fn outer_reshape<Producer: OpClass>(
    rw: &Rewriter<'_>,
    op: impl Into<OpId>,
) -> Option<(Producer, Value, Vec<i64>, Vec<i64>)> {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let producer = defining::<Producer>(ctx, rw.body(), rw.body().operand(op, 0))?;
    let src = rw.body().operand(producer, 0);
    let (src_shape, ..) = ranked(ctx, rw.body().value_type(src))?;
    let (shape, ..) = ranked(ctx, result_type(rw, op))?;
    Some((producer, src, src_shape.to_vec(), shape.to_vec()))
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expansion becomes one
/// reshape of the expansion's source when every group of the lower-rank
/// reassociation is a run of whole groups of the higher-rank one (a cast
/// when the ranks match).
fn collapse_of_expand(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some((expand, src, src_shape, shape)) = outer_reshape::<ExpandShapeOp>(rw, op) else { return false };
    let (src_ty, ty) = (rw.body().value_type(src), result_type(rw, op));
    let (src_rank, rank) = (src_shape.len(), shape.len());
    if src_ty == ty {
        return false;
    }
    let (Some(expand_groups), Some(collapse_groups)) =
        (reassociation(ctx, rw.body(), expand), reassociation(ctx, rw.body(), op))
    else {
        return false;
    };
    let (higher, lower) =
        if src_rank > rank { (&expand_groups, &collapse_groups) } else { (&collapse_groups, &expand_groups) };
    let Some(composed) = strata_interfaces::reshape::compose_reassociations(higher, lower) else { return false };
    if src_rank > rank {
        replace_with_collapse(rw, op, src, ty, &composed);
        return true;
    }
    if src_rank == rank {
        let loc = rw.body().op_loc(op);
        rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, src, ty));
        return true;
    }
    // The new expansion's output shape: each collapsed group's product,
    // static when all its extents are, else the product of its dynamic
    // extents (`arith.muli`) times the static ones.
    let old_shape = mixed_output_shape(ctx, rw, expand);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let mut shape = Vec::with_capacity(collapse_groups.len());
    for group in &collapse_groups {
        let mut product = 1i64;
        let mut dynamic = Vec::new();
        for &d in group {
            match old_shape.get(d as usize) {
                Some(&Ok(c)) => product = product.wrapping_mul(c),
                Some(&Err(v)) => match int_value(ctx, strata_rewrite::fold::constant_of(ctx, rw.body(), v)) {
                    Some(c) => product = product.wrapping_mul(c),
                    None => dynamic.push(v),
                },
                None => return false,
            }
        }
        if dynamic.is_empty() {
            shape.push(Ok(product));
            continue;
        }
        shape.push(Err(strata_dialect_arith::build::index_product(rw, loc, &dynamic, product)));
    }
    replace_with_expand(rw, op, src, ty, &composed, &shape);
    true
}

/// `ComposeExpandOfCollapseOp`: an expansion of a collapse becomes one
/// reshape of the collapse's source when a collapsing reassociation
/// between the two outer shapes is found (`findCollapsingReassociation`).
fn expand_of_collapse(op: ExpandShapeOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some((collapse, src, src_shape, shape)) = outer_reshape::<CollapseShapeOp>(rw, op) else { return false };
    let ty = result_type(rw, op);
    if src_shape.len() == shape.len() {
        return false;
    }
    let (Some(src_groups), Some(result_groups)) =
        (reassociation(ctx, rw.body(), collapse), reassociation(ctx, rw.body(), op))
    else {
        return false;
    };
    let collapsing = src_shape.len() > shape.len();
    let (from_groups, to_groups, from_shape, to_shape) = if collapsing {
        (&src_groups, &result_groups, &src_shape[..], &shape[..])
    } else {
        (&result_groups, &src_groups, &shape[..], &src_shape[..])
    };
    let Some(composed) = find_collapsing_reassociation(from_groups, to_groups, from_shape, to_shape) else {
        return false;
    };
    if collapsing {
        replace_with_collapse(rw, op, src, ty, &composed);
    } else {
        let shape = mixed_output_shape(ctx, rw, op);
        replace_with_expand(rw, op, src, ty, &composed, &shape);
    }
    true
}

/// `findCollapsingReassociation`: a reassociation collapsing `from_shape`
/// into `to_shape` group by group.
fn find_collapsing_reassociation(
    from_groups: &[Vec<i64>],
    to_groups: &[Vec<i64>],
    from_shape: &[i64],
    to_shape: &[i64],
) -> Option<Groups> {
    if from_groups.is_empty() {
        return collapse_reassociation(from_shape, to_shape);
    }
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    let slice = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(<[i64]>::to_vec)
    };
    let mut composed = Vec::new();
    for (from, to) in from_groups.iter().zip(to_groups) {
        let (from_sub, to_sub) = (slice(from_shape, from)?, slice(to_shape, to)?);
        if dynamic(&from_sub) >= 2 && dynamic(&to_sub) >= 2 {
            return None;
        }
        let start = from[0];
        if from_sub.len() == to_sub.len() {
            if from_sub != to_sub {
                return None;
            }
            composed.extend((0..from_sub.len() as i64).map(|i| vec![start + i]));
            continue;
        }
        for g in collapse_reassociation(&from_sub, &to_sub)? {
            composed.push(g.into_iter().map(|i| start + i).collect());
        }
    }
    Some(composed)
}

/// `getReassociationIndicesForCollapse` over static shapes: the source
/// dimensions grouped greedily from the left until each group's product
/// is its target extent, trailing 1s joining the last group. Shapes with
/// dynamic extents are left alone (`None`: the pattern does not apply),
/// where upstream searches further.
fn collapse_reassociation(source: &[i64], target: &[i64]) -> Option<Groups> {
    if source.len() <= target.len() || source.contains(&DYNAMIC) || target.contains(&DYNAMIC) {
        return None;
    }
    let mut groups: Groups = Vec::with_capacity(target.len());
    let mut dim = 0;
    for &extent in target {
        let mut group = Vec::new();
        let mut product = 1i64;
        while dim < source.len() && product.saturating_mul(source[dim]) < extent {
            product = product.saturating_mul(source[dim]);
            group.push(dim as i64);
            dim += 1;
        }
        if dim == source.len() || product.saturating_mul(source[dim]) != extent {
            return None;
        }
        group.push(dim as i64);
        dim += 1;
        groups.push(group);
    }
    for (d, &extent) in source.iter().enumerate().skip(dim) {
        if extent != 1 {
            return None;
        }
        if let Some(last) = groups.last_mut() {
            last.push(d as i64);
        }
    }
    Some(groups)
}

/// `FoldCollapseOfCastOp`: a collapse of a cast losing no static
/// information collapses the cast's source (cast back when the inferred
/// type differs).
fn collapse_of_cast(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(cast) = defining::<CastOp>(ctx, rw.body(), op.src(rw.body())) else { return false };
    if !can_fold_into_consumer(ctx, rw.body(), cast) {
        return false;
    }
    let source = cast.source(rw.body());
    let Some((shape, element, _)) = ranked(ctx, rw.body().value_type(source)) else { return false };
    let Some(groups) = reassociation(ctx, rw.body(), op) else { return false };
    // `inferCollapsedType`: each group's product, dynamic if any extent is.
    let mut collapsed = Vec::with_capacity(groups.len());
    for g in &groups {
        let mut product = 1i64;
        for &d in g {
            let Some(&extent) = shape.get(d as usize) else { return false };
            product = if extent == DYNAMIC || product == DYNAMIC { DYNAMIC } else { product.wrapping_mul(extent) };
        }
        collapsed.push(product);
    }
    let new_ty = ctx.ranked_tensor_type(collapsed, element);
    let ty = result_type(rw, op);
    if new_ty == ty {
        rw.modify_op_in_place(op, |body| body.set_operand(op, 0, source));
        return true;
    }
    let loc = rw.body().op_loc(op);
    let assoc = reassociation_attr(ctx, &groups);
    rw.set_insertion_point_before(op);
    let new = CollapseShapeOp::build(rw, loc, source, new_ty, assoc).result(rw.body());
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, ty));
    true
}

/// `FoldReshapeWithConstant`: a reshape of a splat constant is the splat
/// of the result type.
fn reshape_with_constant(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let src = rw.body().operand(op, 0);
    let Some((_, attr)) = strata_rewrite::drr::constant_like(ctx, rw.body(), src) else { return false };
    let splat =
        matches!(ctx.attr_kind(attr), strata_ir::AttrKind::DenseElements { elements, .. } if elements.is_splat());
    let ty = result_type(rw, op);
    let Some(new) = splat.then(|| reshaped_constant(ctx, attr, ty)).flatten() else { return false };
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| strata_dialect_arith::ConstantOp::build(rw, loc, ty, new));
    true
}

/// `FoldReshapeWithSplat`: a reshape of a static-shaped `tensor.splat` is
/// a splat of the result type.
fn reshape_with_splat(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let Some(splat) = defining::<SplatOp>(ctx, rw.body(), rw.body().operand(op, 0)) else { return false };
    if !is_static_tensor(ctx, result_type(rw, splat)) {
        return false;
    }
    let (input, ty, loc) = (splat.input(rw.body()), result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| SplatOp::build(rw, loc, input, &[], ty));
    true
}

/// `FoldReshapeWithFromElements`: a reshape of a `tensor.from_elements` to
/// a static shape is a `tensor.from_elements` of that shape.
fn reshape_with_from_elements(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let Some(from) = defining::<FromElementsOp>(ctx, rw.body(), rw.body().operand(op, 0)) else { return false };
    let ty = result_type(rw, op);
    if !is_static_tensor(ctx, ty) {
        return false;
    }
    let (elements, loc) = (from.elements(rw.body()), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| FromElementsOp::build(rw, loc, &elements, ty));
    true
}
