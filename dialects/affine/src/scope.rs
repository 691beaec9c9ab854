//! What may be a dimension and what a symbol of an affine map (upstream's
//! `isValidDim`/`isValidSymbol`, `getAffineScope`), and loop facts shared by
//! the verifiers, folds and interfaces (constant bounds, trip counts,
//! induction variables).
//!
//! A value is a valid symbol in a region (the region of the closest
//! enclosing `AffineScope` op, e.g. a function body) if it is an index that
//! is defined at the top level of that region or is one of its arguments, a
//! constant, an `affine.apply` of valid symbols, a `dim` of a top-level
//! shaped value (or of an allocation or view whose size is a valid symbol),
//! or a value defined above the region when the region's op is not
//! isolated. A valid dimension is a valid symbol, an `affine.for` /
//! `affine.parallel` induction variable, an `affine.apply` of valid
//! dimensions, or a `dim` of a top-level shaped value.
//!
//! Invariant: chains of `affine.apply` are followed with an explicit work
//! stack (every value on it must hold), never by recursion.

use strata_ir::{Body, Context, OpId, RegionId, Traits, Value, ValueDef};
use strata_rewrite::fold::constant_of;

use crate::traits::{constant_int_value, i64_array, inherent_attr};

fn name<'a>(ctx: &'a Context, body: &Body, op: OpId) -> &'a str {
    ctx.op_name_str(body.op_name(op))
}

fn has_trait(ctx: &Context, body: &Body, op: OpId, t: Traits) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(t))
}

/// The op owning the block `v` is an argument of.
fn arg_owner_op(body: &Body, v: Value) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::BlockArgument { block, .. } => body.block_parent_op(block),
        _ => None,
    }
}

/// Upstream's `isTopLevelValue(value, region)`: an argument of `region`'s
/// blocks or defined directly in it.
fn is_top_level_in(body: &Body, v: Value, region: RegionId) -> bool {
    body.value_parent_block(v).and_then(|b| body.block_region(b)) == Some(region)
}

/// Upstream's `isTopLevelValue(value)`: defined directly in (or an argument
/// of) a region of an `AffineScope` op.
pub fn is_top_level_value(ctx: &Context, body: &Body, v: Value) -> bool {
    let parent = match body.value_def(v) {
        ValueDef::BlockArgument { block, .. } => body.block_parent_op(block),
        ValueDef::OpResult { op, .. } => body.parent_op(op),
        ValueDef::Placeholder => None,
    };
    parent.is_some_and(|p| has_trait(ctx, body, p, Traits::AFFINE_SCOPE))
}

/// Upstream's `getAffineScope`: the region, held by an `AffineScope` op,
/// that `op` is (transitively) in.
pub fn affine_scope(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(parent) = body.parent_op(cur) {
        if has_trait(ctx, body, parent, Traits::AFFINE_SCOPE) {
            return body.op_region(cur);
        }
        cur = parent;
    }
    None
}

/// The region of `region`'s op, if that op is not isolated from above:
/// where values dominating the op live.
fn enclosing_region(ctx: &Context, body: &Body, region: Option<RegionId>) -> Option<RegionId> {
    let op = body.region_parent(region?)?;
    if has_trait(ctx, body, op, Traits::ISOLATED_FROM_ABOVE) {
        return None;
    }
    body.op_region(op)
}

#[derive(Copy, Clone, PartialEq)]
enum Need {
    Dim,
    Symbol,
}

/// One step of the check of `v`: `Err(())` fails it, `Ok(list)` holds if
/// every value of `list` holds too.
type Step = Result<Vec<(Value, Option<RegionId>, Need)>, ()>;

fn symbol_step(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> Step {
    if !ctx.is_index(body.value_type(v)) {
        return Err(());
    }
    if region.is_some_and(|r| is_top_level_in(body, v, r)) {
        return Ok(vec![]);
    }
    // Values dominating the region's op, when it is not isolated.
    let above = || match enclosing_region(ctx, body, region) {
        Some(up) => Ok(vec![(v, Some(up), Need::Symbol)]),
        None => Err(()),
    };
    let Some(def) = body.defining_op(v) else { return above() };
    if constant_of(ctx, body, v).is_some() {
        return Ok(vec![]);
    }
    match name(ctx, body, def) {
        "affine.apply" => Ok(body.operands(def).map(|o| (o, region, Need::Symbol)).collect()),
        "memref.dim" | "tensor.dim" => dim_op_symbol_step(ctx, body, def, region),
        _ => above(),
    }
}

/// Upstream's `isDimOpValidSymbol`.
fn dim_op_symbol_step(ctx: &Context, body: &Body, dim: OpId, region: Option<RegionId>) -> Step {
    let shaped = body.operand(dim, 0);
    if is_top_level_value(ctx, body, shaped) {
        return Ok(vec![]);
    }
    let (Some(def), Some(index)) = (body.defining_op(shaped), constant_int_value(ctx, body, body.operand(dim, 1)))
    else {
        return Err(());
    };
    let Some(shape) = ctx.shape(body.value_type(shaped)) else { return Err(()) };
    let Some(&extent) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else { return Err(()) };
    if extent != strata_ir::DYNAMIC {
        return Ok(vec![]);
    }
    let dynamic_pos = shape[..index as usize].iter().filter(|&&d| d == strata_ir::DYNAMIC).count();
    // Where each op's dynamic sizes start among its operands.
    let sizes_start = match name(ctx, body, def) {
        "memref.alloc" => 0,
        "memref.view" => 2,
        "memref.subview" => {
            let segments = i64_array(ctx, body, def, "operandSegmentSizes");
            (segments.first().copied().unwrap_or(1) + segments.get(1).copied().unwrap_or(0)) as usize
        }
        _ => return Err(()),
    };
    match body.operands(def).nth(sizes_start + dynamic_pos) {
        Some(size) => Ok(vec![(size, region, Need::Symbol)]),
        None => Err(()),
    }
}

fn dim_step(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> Step {
    if !ctx.is_index(body.value_type(v)) {
        return Err(());
    }
    if check(ctx, body, vec![(v, region, Need::Symbol)]) {
        return Ok(vec![]);
    }
    let Some(def) = body.defining_op(v) else {
        let owner = arg_owner_op(body, v).map(|o| name(ctx, body, o));
        return if matches!(owner, Some("affine.for" | "affine.parallel")) { Ok(vec![]) } else { Err(()) };
    };
    match name(ctx, body, def) {
        "affine.apply" => Ok(body.operands(def).map(|o| (o, region, Need::Dim)).collect()),
        "memref.dim" | "tensor.dim" if is_top_level_value(ctx, body, body.operand(def, 0)) => Ok(vec![]),
        _ => Err(()),
    }
}

/// Every `(value, region, need)` of `work` holds.
fn check(ctx: &Context, body: &Body, mut work: Vec<(Value, Option<RegionId>, Need)>) -> bool {
    while let Some((v, region, need)) = work.pop() {
        let step = match need {
            Need::Symbol => symbol_step(ctx, body, v, region),
            Need::Dim => dim_step(ctx, body, v, region),
        };
        match step {
            Ok(more) => work.extend(more),
            Err(()) => return false,
        }
    }
    true
}

/// Upstream's `isValidSymbol(value, region)`.
pub fn is_valid_symbol_in(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> bool {
    check(ctx, body, vec![(v, region, Need::Symbol)])
}

/// Upstream's `isValidDim(value, region)`.
pub fn is_valid_dim_in(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> bool {
    check(ctx, body, vec![(v, region, Need::Dim)])
}

/// Upstream's `isValidSymbol(value)`: a valid symbol wherever it is used.
pub fn is_valid_symbol(ctx: &Context, body: &Body, v: Value) -> bool {
    if !ctx.is_index(body.value_type(v)) {
        return false;
    }
    if is_top_level_value(ctx, body, v) {
        return true;
    }
    match body.defining_op(v) {
        Some(def) => is_valid_symbol_in(ctx, body, v, affine_scope(ctx, body, def)),
        None => false,
    }
}

/// Upstream's `isValidDim(value)`.
pub fn is_valid_dim(ctx: &Context, body: &Body, v: Value) -> bool {
    if !ctx.is_index(body.value_type(v)) {
        return false;
    }
    match body.defining_op(v) {
        Some(def) => is_valid_dim_in(ctx, body, v, affine_scope(ctx, body, def)),
        None => arg_owner_op(body, v).is_some_and(|o| {
            has_trait(ctx, body, o, Traits::AFFINE_SCOPE)
                || matches!(name(ctx, body, o), "affine.for" | "affine.parallel")
        }),
    }
}

/// The `affine.for` whose induction variable `v` is (upstream's
/// `getForInductionVarOwner`).
pub fn for_induction_var_owner(ctx: &Context, body: &Body, v: Value) -> Option<OpId> {
    let ValueDef::BlockArgument { block, index: 0 } = body.value_def(v) else { return None };
    let owner = body.block_parent_op(block)?;
    (name(ctx, body, owner) == "affine.for").then_some(owner)
}

/// An affine map attribute of `op`.
pub fn map_attr(ctx: &Context, body: &Body, op: OpId, attr: &str) -> Option<strata_ir::affine::AffineMap> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, attr)?) {
        strata_ir::AttrKind::AffineMap(m) => Some((**m).clone()),
        _ => None,
    }
}

/// `affine.for`'s step.
pub fn for_step(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, "step")?) {
        strata_ir::AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `affine.for`'s constant lower and upper bounds, when its maps are
/// single constants.
pub fn constant_bounds(ctx: &Context, body: &Body, op: OpId) -> (Option<i64>, Option<i64>) {
    let lb = map_attr(ctx, body, op, "lowerBoundMap").and_then(|m| m.single_constant());
    let ub = map_attr(ctx, body, op, "upperBoundMap").and_then(|m| m.single_constant());
    (lb, ub)
}

/// The trip count of an `affine.for` whose bounds are single constant
/// results (upstream's `getTrivialConstantTripCount`): `None` otherwise.
pub fn constant_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let step = for_step(ctx, body, op).filter(|&s| s > 0)?;
    let (Some(lb), Some(ub)) = constant_bounds(ctx, body, op) else { return None };
    let span = i128::from(ub) - i128::from(lb);
    Some(if span <= 0 { 0 } else { ((span + i128::from(step) - 1) / i128::from(step)) as u64 })
}
