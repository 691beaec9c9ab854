//! The `lower-affine` pass (upstream's `AffineToStandard`): affine ops as
//! `scf`, `arith`, `memref` and `vector` ops, on the conversion framework.
//! The target is upstream's: `arith`, `memref`, `scf` and `vector` are
//! legal and nothing is illegal, so an affine op no pattern lowers stays
//! (a partial conversion that cannot fail on it).
//!
//! - Affine maps are expanded into `arith` on `index`
//!   ([`expand_affine_expr`]), operands first, left to right: a constant
//!   is an `arith.constant`, `+` an `arith.addi`, `*` an `arith.muli`
//!   with `nsw`, and `mod`, `floordiv` and `ceildiv` the branch-free
//!   sequences upstream emits for a positive divisor.
//! - `affine.apply` is its expanded map; `affine.min`/`affine.max` the
//!   expanded results reduced left to right by `arith.minsi`/`maxsi`.
//! - `affine.for` is an `scf.for` from the max of its lower bounds to the
//!   min of its upper bounds, the step an `arith.constant`, the body
//!   moved over; `affine.yield` becomes `scf.yield`.
//! - `affine.if`: each constraint expanded and compared with 0 (`sge`, or
//!   `eq` for an equality), the results `arith.andi`'d in order (`true`
//!   without constraints), then an `scf.if` holding the same regions.
//! - `affine.parallel` is an `scf.parallel` starting its reductions from
//!   their identities; its `affine.yield` becomes an `scf.reduce` whose
//!   regions combine two values with the reduction's op.
//! - `affine.delinearize_index` is a `arith.floordivsi` by the first
//!   stride and, per later result, the index modulo its stride divided by
//!   the next; `affine.linearize_index` the sum of each index times its
//!   stride, the indices invariant in more enclosing loops first
//!   (upstream's `populateAffineExpandIndexOpsPatterns`).
//! - `affine.load`/`store` are `memref.load`/`store`,
//!   `affine.vector_load`/`vector_store` are `vector.load`/`store`,
//!   `affine.prefetch` is `memref.prefetch`, and
//!   `affine.dma_start`/`dma_wait` are `memref.dma_start`/`dma_wait`
//!   (the source, destination and tag maps expanded in that order), on
//!   the expanded indices.
//!
//! Invariants: a pattern checks every expression it will expand before
//! it creates anything (the framework has no rollback): a `mod`,
//! `floordiv` or `ceildiv` by a constant that is not positive leaves the
//! op as it is, with upstream's error; every op created carries the
//! lowered op's location.

use strata_dialect_affine::dma::MapAccess;
use strata_dialect_affine::scope::{for_step, map_attr, set_attr};
use strata_dialect_affine::syntax::parallel::{dense_ints, REDUCTIONS};
use strata_dialect_affine::verify::segments;
use strata_dialect_affine::{
    AffineApplyOp, AffineDelinearizeIndexOp, AffineDmaStartOp, AffineDmaWaitOp, AffineForOp, AffineIfOp,
    AffineLinearizeIndexOp, AffineLoadOp, AffineMaxOp, AffineMinOp, AffineParallelOp, AffinePrefetchOp, AffineStoreOp,
    AffineVectorLoadOp, AffineVectorStoreOp, AffineYieldOp,
};
use strata_dialect_arith::build::{float_constant, index_constant, int_constant};
use strata_dialect_arith::{
    AddIOp, AndIOp, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, FloorDivSIOp, IntegerOverflowFlags, MaxSIOp, MinSIOp,
    MulIOp, RemSIOp, SelectOp, SubIOp,
};
use strata_dialect_scf as scf;
use strata_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use strata_ir::op_checks::{i64_array, inherent_attr, integer_list};
use strata_ir::{AttrKind, Body, Location, OpId, Value};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor};
use strata_rewrite::matchers::isa;

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "lower-affine",
        name: "LowerAffinePass",
        description: "Lower Affine operations to a combination of Arith and SCF operations",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(LowerAffine)),
    }
}

/// The pass.
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::new();
        target
            .add_legal_dialect("arith")
            .add_legal_dialect("memref")
            .add_legal_dialect("scf")
            .add_legal_dialect("vector");
        let mut patterns = ConversionPatternSet::new();
        populate_affine_to_std_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        crate::run_partial_conversion(run, body, op, &target, &patterns, Default::default())
    }
}

/// The affine lowering patterns (upstream's
/// `populateAffineToStdConversionPatterns` and
/// `populateAffineToVectorConversionPatterns`).
pub fn populate_affine_to_std_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<AffineApplyOp>(&[("AffineApplyLowering", lower_apply)]);
    set.add_fns::<AffineDmaStartOp>(&[("AffineDmaStartLowering", lower_dma_start)]);
    set.add_fns::<AffineDmaWaitOp>(&[("AffineDmaWaitLowering", lower_dma_wait)]);
    set.add_fns::<AffineLoadOp>(&[("AffineLoadLowering", lower_load)]);
    set.add_fns::<AffineMinOp>(&[("AffineMinLowering", lower_min)]);
    set.add_fns::<AffineMaxOp>(&[("AffineMaxLowering", lower_max)]);
    set.add_fns::<AffineParallelOp>(&[("AffineParallelLowering", lower_parallel)]);
    set.add_fns::<AffinePrefetchOp>(&[("AffinePrefetchLowering", lower_prefetch)]);
    set.add_fns::<AffineStoreOp>(&[("AffineStoreLowering", lower_store)]);
    set.add_fns::<AffineForOp>(&[("AffineForLowering", lower_for)]);
    set.add_fns::<AffineIfOp>(&[("AffineIfLowering", lower_if)]);
    set.add_fns::<AffineYieldOp>(&[("AffineYieldOpLowering", lower_yield)]);
    set.add_fns::<AffineVectorLoadOp>(&[("AffineVectorLoadLowering", lower_vector_load)]);
    set.add_fns::<AffineVectorStoreOp>(&[("AffineVectorStoreLowering", lower_vector_store)]);
    // Upstream's `populateAffineExpandIndexOpsPatterns`.
    set.add_fns::<AffineDelinearizeIndexOp>(&[("LowerDelinearizeIndexOps", lower_delinearize)]);
    set.add_fns::<AffineLinearizeIndexOp>(&[("LowerLinearizeIndexOps", lower_linearize)]);
}

/// Whether `expr` can be expanded: every `mod`, `floordiv` and `ceildiv`
/// by a constant divides by a positive one. Otherwise upstream's error
/// for the first such divisor, reported at `op`.
fn check_expandable(rw: &mut ConversionRewriter<'_, '_>, op: OpId, exprs: &[&AffineExpr]) -> bool {
    // Inline: asked of every subscript lowered.
    let mut stack: strata_ir::SmallVec<[&AffineExpr; 16]> = exprs.iter().rev().copied().collect();
    while let Some(e) = stack.pop() {
        let Some((lhs, rhs)) = e.operands() else { continue };
        let message = match e {
            AffineExpr::Mod(..) => "modulo by non-positive value is not supported",
            AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) => "division by non-positive value is not supported",
            _ => "",
        };
        if !message.is_empty() && rhs.as_const().is_some_and(|c| c <= 0) {
            rw.emit_error(op, message);
            return rw.notify_match_failure(op, message);
        }
        stack.push(rhs);
        stack.push(lhs);
    }
    true
}

/// `expr` over `dims` and `syms` as `arith` ops on `index` at the
/// rewriter's insertion point (upstream's `expandAffineExpr`); `expr` must
/// have passed [`check_expandable`].
pub fn expand_affine_expr(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    expr: &AffineExpr,
    dims: &[Value],
    syms: &[Value],
) -> Value {
    let index = rw.ctx().index_type();
    expr.fold_post_order(|e, operands| {
        let Some((lhs, rhs)) = operands else {
            return match e {
                AffineExpr::Dim(i) => dims[*i as usize],
                AffineExpr::Symbol(i) => syms[*i as usize],
                _ => index_constant(rw, loc, e.as_const().unwrap_or(0)),
            };
        };
        let result = |rw: &ConversionRewriter<'_, '_>, op: OpId| rw.body().result(op, 0);
        match e {
            AffineExpr::Add(..) => {
                let op = AddIOp::build(rw, loc, lhs, rhs, index, None);
                result(rw, op.into())
            }
            AffineExpr::Mul(..) => {
                let op = MulIOp::build(rw, loc, lhs, rhs, index, Some(IntegerOverflowFlags::NSW));
                result(rw, op.into())
            }
            AffineExpr::Mod(..) => {
                // lhs mod rhs = (r = lhs rem rhs) < 0 ? r + rhs : r
                let rem = RemSIOp::build(rw, loc, lhs, rhs, index);
                let rem = result(rw, rem.into());
                let zero = index_constant(rw, loc, 0);
                let negative = CmpIOp::build(rw, loc, rem, zero, rw.ctx().integer_type(1), CmpIPredicate::Slt);
                let negative = result(rw, negative.into());
                let corrected = AddIOp::build(rw, loc, rem, rhs, index, None);
                let corrected = result(rw, corrected.into());
                let select = SelectOp::build(rw, loc, negative, corrected, rem, index);
                result(rw, select.into())
            }
            AffineExpr::FloorDiv(..) => {
                // lhs < 0 ? -1 - (-1 - lhs) / rhs : lhs / rhs
                let zero = index_constant(rw, loc, 0);
                let minus_one = index_constant(rw, loc, -1);
                let negative = CmpIOp::build(rw, loc, lhs, zero, rw.ctx().integer_type(1), CmpIPredicate::Slt);
                let negative = result(rw, negative.into());
                let flipped = SubIOp::build(rw, loc, minus_one, lhs, index, None);
                let flipped = result(rw, flipped.into());
                let dividend = SelectOp::build(rw, loc, negative, flipped, lhs, index);
                let dividend = result(rw, dividend.into());
                let quotient = DivSIOp::build(rw, loc, dividend, rhs, index, None);
                let quotient = result(rw, quotient.into());
                let corrected = SubIOp::build(rw, loc, minus_one, quotient, index, None);
                let corrected = result(rw, corrected.into());
                let select = SelectOp::build(rw, loc, negative, corrected, quotient, index);
                result(rw, select.into())
            }
            _ => {
                // ceildiv: lhs <= 0 ? -((-lhs) / rhs) : (lhs - 1) / rhs + 1
                let zero = index_constant(rw, loc, 0);
                let one = index_constant(rw, loc, 1);
                let non_positive = CmpIOp::build(rw, loc, lhs, zero, rw.ctx().integer_type(1), CmpIPredicate::Sle);
                let non_positive = result(rw, non_positive.into());
                let negated = SubIOp::build(rw, loc, zero, lhs, index, None);
                let negated = result(rw, negated.into());
                let decremented = SubIOp::build(rw, loc, lhs, one, index, None);
                let decremented = result(rw, decremented.into());
                let dividend = SelectOp::build(rw, loc, non_positive, negated, decremented, index);
                let dividend = result(rw, dividend.into());
                let quotient = DivSIOp::build(rw, loc, dividend, rhs, index, None);
                let quotient = result(rw, quotient.into());
                let negated_quotient = SubIOp::build(rw, loc, zero, quotient, index, None);
                let negated_quotient = result(rw, negated_quotient.into());
                let incremented = AddIOp::build(rw, loc, quotient, one, index, None);
                let incremented = result(rw, incremented.into());
                let select = SelectOp::build(rw, loc, non_positive, negated_quotient, incremented, index);
                result(rw, select.into())
            }
        }
    })
}

/// Every result of `map` applied to `operands` (dimensions first), as
/// `arith` ops (upstream's `expandAffineMap`).
fn expand_affine_map(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    map: &AffineMap,
    operands: &[Value],
) -> Vec<Value> {
    let (dims, syms) = operands.split_at((map.num_dims as usize).min(operands.len()));
    map.results.iter().map(|e| expand_affine_expr(rw, loc, e, dims, syms)).collect()
}

/// `map`'s results, checked expandable at `op`.
fn expandable(rw: &mut ConversionRewriter<'_, '_>, op: OpId, map: &AffineMap) -> bool {
    let exprs: Vec<&AffineExpr> = map.results.iter().collect();
    check_expandable(rw, op, &exprs)
}

/// The values reduced left to right by `arith.maxsi` (`max`) or
/// `arith.minsi` (upstream's `buildMinMaxReductionSeq`).
fn min_max_sequence(rw: &mut ConversionRewriter<'_, '_>, loc: Location, values: &[Value], max: bool) -> Option<Value> {
    let index = rw.ctx().index_type();
    let (&first, rest) = values.split_first()?;
    Some(rest.iter().fold(first, |acc, &v| {
        let op: OpId = if max {
            MaxSIOp::build(rw, loc, acc, v, index).into()
        } else {
            MinSIOp::build(rw, loc, acc, v, index).into()
        };
        rw.body().result(op, 0)
    }))
}

/// `map` applied to `operands`, reduced to its min or max.
fn lower_map_min_max(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    map: &AffineMap,
    operands: &[Value],
    max: bool,
) -> Option<Value> {
    let values = expand_affine_map(rw, loc, map, operands);
    min_max_sequence(rw, loc, &values, max)
}

/// The map attribute `name` of `op` and its operands (all of `op`'s
/// operands after the first `skip`), when expandable.
fn map_and_operands<'a>(
    rw: &mut ConversionRewriter<'_, 'a>,
    op: OpId,
    name: &str,
    skip: usize,
) -> Option<(&'a AffineMap, Vec<Value>)> {
    let map = map_attr(rw.ctx(), rw.body(), op, name)?;
    let operands: Vec<Value> = rw.body().operands(op).skip(skip).collect();
    if operands.len() != map.num_inputs() || !expandable(rw, op, map) {
        return None;
    }
    Some((map, operands))
}

fn lower_apply(op: AffineApplyOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op.into(), "map", 0) else { return false };
    let loc = rw.body().op_loc(op);
    let values = expand_affine_map(rw, loc, map, &operands);
    rw.replace_op(op, &values);
    true
}

fn lower_min_max(op: OpId, rw: &mut ConversionRewriter<'_, '_>, max: bool) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op, "map", 0) else { return false };
    if map.results.is_empty() {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let Some(value) = lower_map_min_max(rw, loc, map, &operands, max) else { return false };
    rw.replace_op(op, &[value]);
    true
}

fn lower_min(op: AffineMinOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_min_max(op.into(), rw, false)
}

fn lower_max(op: AffineMaxOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_min_max(op.into(), rw, true)
}

/// `affine.yield` in anything but a parallel loop (whose lowering makes
/// its terminator) is `scf.yield`.
fn lower_yield(op: AffineYieldOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let parent = body.op_block(op).and_then(|b| body.block_parent_op(b));
    if parent.is_some_and(|p| isa::<scf::ParallelOp>(ctx, body, p) || isa::<AffineParallelOp>(ctx, body, p)) {
        return false;
    }
    let operands: Vec<Value> = body.operands(op).collect();
    let loc = body.op_loc(op);
    scf::YieldOp::build(rw, loc, &operands);
    rw.replace_op(op, &[]);
    true
}

fn lower_for(op: AffineForOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let groups = segments(ctx, rw.body(), op);
    let (Some(lb_map), Some(ub_map), Some(step)) = (
        map_attr(ctx, rw.body(), op, "lowerBoundMap"),
        map_attr(ctx, rw.body(), op, "upperBoundMap"),
        for_step(ctx, rw.body(), op.into()),
    ) else {
        return false;
    };
    let [lb_operands, ub_operands, inits] = groups.as_slice() else { return false };
    if lb_map.results.is_empty()
        || ub_map.results.is_empty()
        || !expandable(rw, op.into(), lb_map)
        || !expandable(rw, op.into(), ub_map)
    {
        return false;
    }
    let Some(&region) = rw.body().regions(op).first() else { return false };
    let loc = rw.body().op_loc(op);
    let Some(lower) = lower_map_min_max(rw, loc, lb_map, lb_operands, true) else { return false };
    let Some(upper) = lower_map_min_max(rw, loc, ub_map, ub_operands, false) else { return false };
    let step = index_constant(rw, loc, step);
    let types: Vec<_> = rw.body().results(op).iter().map(|&r| rw.body().value_type(r)).collect();
    let new_region = rw.with_body(|b| b.create_region());
    let for_op = scf::ForOp::build(rw, loc, lower, upper, step, inits, &types, None, vec![new_region]);
    rw.inline_region_before(region, new_region, None);
    let results = rw.body().results(for_op).to_vec();
    rw.replace_op(op, &results);
    true
}

fn lower_if(op: AffineIfOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(set) = set_attr(ctx, rw.body(), op, "condition") else { return false };
    let IntegerSet { num_dims, constraints, eq, .. } = set;
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let exprs: Vec<&AffineExpr> = constraints.iter().collect();
    if !check_expandable(rw, op.into(), &exprs) {
        return false;
    }
    let regions = rw.body().regions(op).to_vec();
    let [then_region, else_region] = regions.as_slice() else { return false };
    let loc = rw.body().op_loc(op);
    let i1 = ctx.integer_type(1);
    let zero = index_constant(rw, loc, 0);
    let (dims, syms) = operands.split_at((num_dims as usize).min(operands.len()));
    let mut cond: Option<Value> = None;
    for (expr, &is_eq) in constraints.iter().zip(&eq) {
        let value = expand_affine_expr(rw, loc, expr, dims, syms);
        let predicate = if is_eq { CmpIPredicate::Eq } else { CmpIPredicate::Sge };
        let cmp = CmpIOp::build(rw, loc, value, zero, i1, predicate);
        let cmp = rw.body().result(cmp, 0);
        cond = Some(match cond {
            Some(c) => {
                let and = AndIOp::build(rw, loc, c, cmp, i1);
                rw.body().result(and, 0)
            }
            None => cmp,
        });
    }
    let cond = cond.unwrap_or_else(|| {
        let c = ConstantOp::build(rw, loc, i1, ctx.integer_attr(i1, 1));
        rw.body().result(c, 0)
    });
    let types: Vec<_> = rw.body().results(op).iter().map(|&r| rw.body().value_type(r)).collect();
    let (new_then, new_else) = rw.with_body(|b| (b.create_region(), b.create_region()));
    let if_op = scf::IfOp::build(rw, loc, cond, &types, vec![new_then, new_else]);
    rw.inline_region_before(*then_region, new_then, None);
    rw.inline_region_before(*else_region, new_else, None);
    let results = rw.body().results(if_op).to_vec();
    rw.replace_op(op, &results);
    true
}

/// The reductions `affine.parallel` names (upstream's
/// `arith::AtomicRMWKind`, by value) that its verifier accepts: the
/// identity the loop starts from and the op that combines two values.
#[derive(Copy, Clone, Debug)]
enum Reduction {
    AddF,
    AddI,
    AndI,
    MaximumF,
    MinimumF,
    MulF,
    MulI,
    OrI,
}

impl Reduction {
    /// The reduction an `arith::AtomicRMWKind` value names (by the affine
    /// dialect's table of kinds).
    fn from_kind(kind: i64) -> Option<Reduction> {
        let name = usize::try_from(kind).ok().and_then(|k| REDUCTIONS.get(k))?;
        Some(match *name {
            "addf" => Reduction::AddF,
            "addi" => Reduction::AddI,
            "andi" => Reduction::AndI,
            "maximumf" => Reduction::MaximumF,
            "minimumf" => Reduction::MinimumF,
            "mulf" => Reduction::MulF,
            "muli" => Reduction::MulI,
            "ori" => Reduction::OrI,
            _ => return None,
        })
    }

    /// `arith.constant` of the identity (upstream's `getIdentityValue`):
    /// 0, 1, all ones, or an infinity of the other sign.
    fn identity(self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: strata_ir::Type) -> Option<Value> {
        match self {
            Reduction::AddF => float_constant(rw, loc, ty, 0.0),
            Reduction::MulF => float_constant(rw, loc, ty, 1.0),
            Reduction::MaximumF => float_constant(rw, loc, ty, f64::NEG_INFINITY),
            Reduction::MinimumF => float_constant(rw, loc, ty, f64::INFINITY),
            Reduction::AddI | Reduction::OrI => int_constant(rw, loc, ty, 0),
            Reduction::MulI => int_constant(rw, loc, ty, 1),
            Reduction::AndI => int_constant(rw, loc, ty, -1),
        }
    }

    /// The op combining `lhs` and `rhs` (upstream's `getReductionOp`).
    fn combine(self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, lhs: Value, rhs: Value) -> Value {
        let ty = rw.body().value_type(lhs);
        let op: OpId = match self {
            Reduction::AddF => strata_dialect_arith::AddFOp::build(rw, loc, lhs, rhs, ty, None).into(),
            Reduction::MulF => strata_dialect_arith::MulFOp::build(rw, loc, lhs, rhs, ty, None).into(),
            Reduction::MaximumF => strata_dialect_arith::MaximumFOp::build(rw, loc, lhs, rhs, ty, None).into(),
            Reduction::MinimumF => strata_dialect_arith::MinimumFOp::build(rw, loc, lhs, rhs, ty, None).into(),
            Reduction::AddI => AddIOp::build(rw, loc, lhs, rhs, ty, None).into(),
            Reduction::MulI => MulIOp::build(rw, loc, lhs, rhs, ty, None).into(),
            Reduction::AndI => AndIOp::build(rw, loc, lhs, rhs, ty).into(),
            Reduction::OrI => strata_dialect_arith::OrIOp::build(rw, loc, lhs, rhs, ty).into(),
        };
        rw.body().result(op, 0)
    }
}

/// `affine.parallel`: an `scf.parallel` over the same bounds (each the
/// max of its lower and the min of its upper bound group), starting its
/// reductions from their identities; its `affine.yield` becomes an
/// `scf.reduce` whose regions combine with the reduction's op.
fn lower_parallel(op: AffineParallelOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let reductions: Option<Vec<Reduction>> = inherent_attr(ctx, body, op, "reductions")
        .map(|a| integer_list(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(Reduction::from_kind)
        .collect();
    let Some(reductions) = reductions else {
        return rw.notify_match_failure(op, "unsupported reduction kind for identity value");
    };
    let result_types: Vec<_> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    if reductions.len() != result_types.len() {
        return false;
    }
    let (Some(lbs), Some(ubs)) = (map_attr(ctx, body, op, "lowerBoundsMap"), map_attr(ctx, body, op, "upperBoundsMap"))
    else {
        return false;
    };
    let groups = |name: &str| -> Vec<usize> {
        dense_ints(ctx, inherent_attr(ctx, body, op, name)).into_iter().map(|n| n.max(0) as usize).collect()
    };
    let (lb_groups, ub_groups) = (groups("lowerBoundsGroups"), groups("upperBoundsGroups"));
    let steps = inherent_attr(ctx, body, op, "steps").map(|a| integer_list(ctx, a)).unwrap_or_default();
    let operands: Vec<Value> = body.operands(op).collect();
    let Some(&region) = body.regions(op).first() else { return false };
    let Some(block) = body.entry_block(region) else { return false };
    let Some(terminator) = body.last_op(block) else { return false };
    if body.num_operands(terminator) != reductions.len() {
        return false;
    }
    if steps.is_empty()
        || lb_groups.len() != steps.len()
        || ub_groups.len() != steps.len()
        || operands.len() < lbs.num_dims as usize + lbs.num_symbols as usize
    {
        return false;
    }
    if !expandable(rw, op.into(), lbs) || !expandable(rw, op.into(), ubs) {
        return false;
    }
    let (lb_operands, ub_operands) = operands.split_at(lbs.num_inputs());
    let loc = rw.body().op_loc(op);
    let mut lowers = Vec::with_capacity(steps.len());
    let mut uppers = Vec::with_capacity(steps.len());
    let (mut lb_start, mut ub_start) = (0, 0);
    for (&lb_n, &ub_n) in lb_groups.iter().zip(&ub_groups) {
        let positions: Vec<usize> = (lb_start..lb_start + lb_n).collect();
        let Some(lower) = lower_map_min_max(rw, loc, &lbs.sub_map(&positions), lb_operands, true) else { return false };
        lowers.push(lower);
        let positions: Vec<usize> = (ub_start..ub_start + ub_n).collect();
        let Some(upper) = lower_map_min_max(rw, loc, &ubs.sub_map(&positions), ub_operands, false) else {
            return false;
        };
        uppers.push(upper);
        lb_start += lb_n;
        ub_start += ub_n;
    }
    let steps: Vec<Value> = steps.iter().map(|&s| index_constant(rw, loc, s)).collect();
    let mut inits = Vec::with_capacity(reductions.len());
    for (&reduction, &ty) in reductions.iter().zip(&result_types) {
        let Some(identity) = reduction.identity(rw, loc, ty) else { return false };
        inits.push(identity);
    }
    let new_region = rw.with_body(|b| b.create_region());
    let parallel = scf::ParallelOp::build(rw, loc, &lowers, &uppers, &steps, &inits, &result_types, vec![new_region]);
    rw.inline_region_before(region, new_region, None);
    // The `scf.reduce` replacing the yield: a region per reduction whose
    // block takes two values, located where the yield was.
    let terminator_loc = rw.body().op_loc(terminator);
    let yielded: Vec<Value> = rw.body().operands(terminator).collect();
    let mut regions = Vec::with_capacity(reductions.len());
    let mut blocks = Vec::with_capacity(reductions.len());
    for &ty in &result_types {
        let (region, block) = rw.with_body(|b| {
            let region = b.create_region();
            let block = b.create_block();
            b.append_block(region, block);
            b.add_block_arg(block, ty, Some(terminator_loc));
            b.add_block_arg(block, ty, Some(terminator_loc));
            (region, block)
        });
        regions.push(region);
        blocks.push(block);
    }
    rw.set_insertion_point_before(terminator);
    scf::ReduceOp::build(rw, terminator_loc, &yielded, regions);
    rw.erase_op(terminator);
    for (&reduction, &block) in reductions.iter().zip(&blocks) {
        let args = rw.body().block_args(block).to_vec();
        rw.set_insertion_point(strata_ir::InsertPoint::BlockEnd(block));
        let combined = reduction.combine(rw, loc, args[0], args[1]);
        scf::ReduceReturnOp::build(rw, loc, combined);
    }
    let results = rw.body().results(parallel).to_vec();
    rw.replace_op(op, &results);
    true
}

/// A load through `map` (`affine.load`, `affine.vector_load`): the
/// memref, then the map's operands; `build` makes the load of the
/// result's type from the memref and the expanded indices.
fn lower_load_like(
    op: OpId,
    rw: &mut ConversionRewriter<'_, '_>,
    build: fn(&mut ConversionRewriter<'_, '_>, Location, Value, &[Value], strata_ir::Type) -> OpId,
) -> bool {
    let Some((map, indices)) = map_and_operands(rw, op, "map", 1) else { return false };
    let (memref, loc) = (rw.body().operand(op, 0), rw.body().op_loc(op));
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let indices = expand_affine_map(rw, loc, map, &indices);
    let load = build(rw, loc, memref, &indices, ty);
    let value = rw.body().result(load, 0);
    rw.replace_op(op, &[value]);
    true
}

/// A store through `map` (`affine.store`, `affine.vector_store`): the
/// value, the memref, then the map's operands.
fn lower_store_like(
    op: OpId,
    rw: &mut ConversionRewriter<'_, '_>,
    build: fn(&mut ConversionRewriter<'_, '_>, Location, Value, Value, &[Value]),
) -> bool {
    let Some((map, indices)) = map_and_operands(rw, op, "map", 2) else { return false };
    let body = rw.body();
    let (value, memref, loc) = (body.operand(op, 0), body.operand(op, 1), body.op_loc(op));
    let indices = expand_affine_map(rw, loc, map, &indices);
    build(rw, loc, value, memref, &indices);
    rw.replace_op(op, &[]);
    true
}

fn lower_load(op: AffineLoadOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_load_like(op.into(), rw, |rw, loc, memref, indices, ty| {
        strata_dialect_memref::LoadOp::build(rw, loc, memref, indices, ty, None, None).into()
    })
}

fn lower_store(op: AffineStoreOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_store_like(op.into(), rw, |rw, loc, value, memref, indices| {
        strata_dialect_memref::StoreOp::build(rw, loc, value, memref, indices, None, None);
    })
}

fn lower_vector_load(op: AffineVectorLoadOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_load_like(op.into(), rw, |rw, loc, memref, indices, ty| {
        strata_dialect_vector::LoadOp::build(rw, loc, memref, indices, ty, None, None).into()
    })
}

fn lower_vector_store(op: AffineVectorStoreOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    lower_store_like(op.into(), rw, |rw, loc, value, memref, indices| {
        strata_dialect_vector::StoreOp::build(rw, loc, value, memref, indices, None, None);
    })
}

fn lower_prefetch(op: AffinePrefetchOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some((map, indices)) = map_and_operands(rw, op.into(), "map", 1) else { return false };
    let body = rw.body();
    let attrs = ["isWrite", "localityHint", "isDataCache"].map(|n| inherent_attr(ctx, body, op, n));
    let [Some(is_write), Some(locality), Some(data_cache)] = attrs else { return false };
    let (memref, loc) = (body.operand(op, 0), body.op_loc(op));
    let indices = expand_affine_map(rw, loc, map, &indices);
    strata_dialect_memref::PrefetchOp::build(rw, loc, memref, &indices, is_write, locality, data_cache);
    rw.replace_op(op, &[]);
    true
}

/// Whether every map of `accesses` is expandable (checked at `op`, in order).
fn accesses_expandable(rw: &mut ConversionRewriter<'_, '_>, op: OpId, accesses: &[&MapAccess]) -> bool {
    accesses.iter().all(|a| expandable(rw, op, &a.map))
}

/// `access.memref` followed by its expanded indices, appended to `operands`.
fn push_expanded(rw: &mut ConversionRewriter<'_, '_>, loc: Location, access: &MapAccess, operands: &mut Vec<Value>) {
    let indices = expand_affine_map(rw, loc, &access.map, &access.indices);
    operands.push(access.memref);
    operands.extend(indices);
}

/// `affine.dma_start`: its source, destination and tag maps expanded in
/// turn, then a `memref.dma_start` (whose number of elements comes
/// before the tag).
fn lower_dma_start(op: AffineDmaStartOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(parts) = op.parts(rw.ctx(), rw.body()) else { return false };
    if !accesses_expandable(rw, op.into(), &[&parts.src, &parts.dst, &parts.tag]) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let (mut head, mut tag) = (Vec::new(), Vec::new());
    push_expanded(rw, loc, &parts.src, &mut head);
    push_expanded(rw, loc, &parts.dst, &mut head);
    push_expanded(rw, loc, &parts.tag, &mut tag);
    head.push(parts.num_elements);
    head.extend(tag);
    head.extend(parts.stride.iter().flat_map(|&(stride, per_stride)| [stride, per_stride]));
    strata_dialect_memref::DmaStartOp::build(rw, loc, &head);
    rw.replace_op(op, &[]);
    true
}

/// `affine.dma_wait`: its tag map expanded, then a `memref.dma_wait`.
fn lower_dma_wait(op: AffineDmaWaitOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(parts) = op.parts(rw.ctx(), rw.body()) else { return false };
    if !accesses_expandable(rw, op.into(), &[&parts.tag]) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let indices = expand_affine_map(rw, loc, &parts.tag.map, &parts.tag.indices);
    strata_dialect_memref::DmaWaitOp::build(rw, loc, parts.tag.memref, &indices, parts.num_elements);
    rw.replace_op(op, &[]);
    true
}

/// The suffix products of `basis` (static entries, `i64::MIN` where the
/// dynamic `dynamic` ones stand, the last dynamic value innermost), the
/// whole product first (upstream's `computeStrides`): a constant where
/// the product is static, a `arith.muli` of the dynamic part otherwise.
fn compute_strides(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    dynamic: &[Value],
    basis: &[i64],
    non_negative: bool,
) -> Vec<Value> {
    let index = rw.ctx().index_type();
    let flags = if non_negative {
        IntegerOverflowFlags(IntegerOverflowFlags::NSW.0 | IntegerOverflowFlags::NUW.0)
    } else {
        IntegerOverflowFlags::NSW
    };
    let mut strides = Vec::with_capacity(basis.len());
    let mut next_dynamic = dynamic.len();
    let mut dynamic_part: Option<Value> = None;
    let mut static_part: i64 = 1;
    for &size in basis.iter().rev() {
        if size == i64::MIN {
            next_dynamic = next_dynamic.saturating_sub(1);
            let d = dynamic[next_dynamic];
            dynamic_part = Some(match dynamic_part {
                Some(part) => {
                    let mul = MulIOp::build(rw, loc, part, d, index, Some(flags));
                    rw.body().result(mul, 0)
                }
                None => d,
            });
        } else {
            static_part = static_part.wrapping_mul(size);
        }
        let stride = match dynamic_part {
            Some(part) if static_part == 1 => part,
            Some(part) => {
                let c = index_constant(rw, loc, static_part);
                let mul = MulIOp::build(rw, loc, part, c, index, Some(flags));
                rw.body().result(mul, 0)
            }
            None => index_constant(rw, loc, static_part),
        };
        strides.push(stride);
    }
    strides.reverse();
    strides
}

/// The static basis of an index op, without its outer bound when it has
/// one entry per index.
fn inner_basis(rw: &ConversionRewriter<'_, '_>, op: OpId, indices: usize) -> Vec<i64> {
    let mut basis = i64_array(rw.ctx(), rw.body(), op, "static_basis");
    if basis.len() == indices && !basis.is_empty() {
        basis.remove(0);
    }
    basis
}

fn lower_delinearize(op: AffineDelinearizeIndexOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let Some((&linear, dynamic)) = operands.split_first() else { return false };
    let results = body.num_results(op);
    let loc = body.op_loc(op);
    if results == 1 {
        rw.replace_op(op, &[linear]);
        return true;
    }
    let basis = inner_basis(rw, op.into(), results);
    if basis.len() + 1 != results || basis.iter().filter(|&&b| b == i64::MIN).count() > dynamic.len() {
        return false;
    }
    let index = rw.ctx().index_type();
    let strides = compute_strides(rw, loc, dynamic, &basis, true);
    let zero = index_constant(rw, loc, 0);
    let first = FloorDivSIOp::build(rw, loc, linear, strides[0], index);
    let mut values = vec![rw.body().result(first, 0)];
    // linear mod stride, made non-negative.
    let modulo = |rw: &mut ConversionRewriter<'_, '_>, stride: Value| -> Value {
        let i1 = rw.ctx().integer_type(1);
        let rem = RemSIOp::build(rw, loc, linear, stride, index);
        let rem = rw.body().result(rem, 0);
        let negative = CmpIOp::build(rw, loc, rem, zero, i1, CmpIPredicate::Slt);
        let negative = rw.body().result(negative, 0);
        let corrected = AddIOp::build(rw, loc, rem, stride, index, Some(IntegerOverflowFlags::NSW));
        let corrected = rw.body().result(corrected, 0);
        let select = SelectOp::build(rw, loc, negative, corrected, rem, index);
        rw.body().result(select, 0)
    };
    for pair in strides.windows(2) {
        let m = modulo(rw, pair[0]);
        let divided = DivSIOp::build(rw, loc, m, pair[1], index, None);
        values.push(rw.body().result(divided, 0));
    }
    let last = modulo(rw, strides[strides.len() - 1]);
    values.push(last);
    rw.replace_op(op, &values);
    true
}

/// How many enclosing loops `user`'s operand `value` is invariant in,
/// innermost first (upstream's `numEnclosingInvariantLoops`).
fn enclosing_invariant_loops(rw: &ConversionRewriter<'_, '_>, user: OpId, value: Value) -> usize {
    let (ctx, body) = (rw.ctx(), rw.body());
    let owner = body.value_parent_block(value).and_then(|b| body.block_parent_op(b));
    let mut count = 0;
    let mut current = body.parent_op(user);
    while let Some(op) = current {
        if strata_ir::LoopLikeOpInterface::of(ctx, body, op).is_some() {
            if owner.is_some_and(|o| body.is_ancestor(op, o)) {
                break;
            }
            count += 1;
        }
        current = body.parent_op(op);
    }
    count
}

fn lower_linearize(op: AffineLinearizeIndexOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let groups = segments(ctx, rw.body(), op);
    let [indices, dynamic] = groups.as_slice() else { return false };
    if indices.is_empty() {
        let zero = index_constant(rw, loc, 0);
        rw.replace_op(op, &[zero]);
        return true;
    }
    let basis = inner_basis(rw, op.into(), indices.len());
    if basis.len() + 1 != indices.len() || basis.iter().filter(|&&b| b == i64::MIN).count() > dynamic.len() {
        return false;
    }
    // A unit property, or `false` when unset.
    let disjoint = inherent_attr(ctx, rw.body(), op, "disjoint").is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => !value.is_zero(),
        _ => true,
    });
    let index = ctx.index_type();
    let strides = compute_strides(rw, loc, dynamic, &basis, disjoint);
    let mut scaled: Vec<(Value, usize)> = Vec::with_capacity(indices.len());
    for (&stride, &i) in strides.iter().zip(indices) {
        let mul = MulIOp::build(rw, loc, i, stride, index, Some(IntegerOverflowFlags::NSW));
        let v = rw.body().result(mul, 0);
        scaled.push((v, enclosing_invariant_loops(rw, op.into(), i)));
    }
    let last = indices[indices.len() - 1];
    scaled.push((last, enclosing_invariant_loops(rw, op.into(), last)));
    // Stable: ties keep the larger stride first.
    scaled.sort_by_key(|s| std::cmp::Reverse(s.1));
    let mut sum = scaled[0].0;
    for &(v, _) in &scaled[1..] {
        let add = AddIOp::build(rw, loc, sum, v, index, Some(IntegerOverflowFlags::NSW));
        sum = rw.body().result(add, 0);
    }
    rw.replace_op(op, &[sum]);
    true
}
