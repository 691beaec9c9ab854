//! What may be a dimension and what a symbol of an affine map (upstream's
//! `isValidDim`/`isValidSymbol`, `getAffineScope`), and loop facts shared by
//! the verifiers, folds and interfaces (constant bounds, trip counts,
//! induction variables).
//!
//! A value is a valid symbol in a region (the region of the closest
//! enclosing `AffineScope` op, e.g. a function body) if it is an index that
//! is defined at the top level of that region or is one of its arguments, a
//! constant, the result of a pure op (such as `affine.apply` or
//! `arith.addi`) of valid symbols, a `dim` of a top-level
//! shaped value (or of an allocation or view whose size is a valid symbol),
//! or a value defined above the region when the region's op is not
//! isolated. A valid dimension is a valid symbol, an `affine.for` /
//! `affine.parallel` induction variable, an `affine.apply` (or index
//! (de)linearization) of valid dimensions, or a `dim` of a top-level shaped
//! value.
//!
//! Invariant: chains of defining ops are followed with an explicit work
//! stack ([`holds`]), never by recursion.

use strata_ir::{smallvec, Body, Context, FxHashMap, OpId, RegionId, SmallVec, Traits, Value, ValueDef};
use strata_rewrite::fold::constant_of;

use strata_dialect_memref as memref;
use strata_dialect_tensor as tensor;
use strata_rewrite::matchers::isa;

use crate::{AffineApplyOp, AffineDelinearizeIndexOp, AffineForOp, AffineLinearizeIndexOp, AffineParallelOp};
use strata_ir::op_checks::has_trait;
use strata_ir::op_checks::{constant_int_value, i64_array, inherent_attr};

/// `memref.dim` or `tensor.dim` (upstream's `ShapedDimOpInterface`).
pub(crate) fn is_dim_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    isa::<memref::DimOp>(ctx, body, op) || isa::<tensor::DimOp>(ctx, body, op)
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
pub fn affine_scope(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<RegionId> {
    let op: OpId = op.into();
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

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum Need {
    Dim,
    Symbol,
}

/// A question: is the value a valid dim (symbol) in the region?
type Key = (Value, Option<RegionId>, Need);

/// The answer to a [`Key`] in terms of others: it holds if every key of
/// some alternative holds (none: never; one empty: always). Inline: a
/// rule is built for every subscript operand the verifier checks.
type Rule = SmallVec<[Alternative; 2]>;
type Alternative = SmallVec<[Key; 2]>;

fn never() -> Rule {
    Rule::new()
}

fn always() -> Rule {
    smallvec![Alternative::new()]
}

/// Upstream's `isValidSymbol(value, region)`, one step.
fn symbol_rule(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> Rule {
    if !ctx.is_index(body.value_type(v)) {
        return never();
    }
    if region.is_some_and(|r| is_top_level_in(body, v, r)) {
        return always();
    }
    // Values dominating the region's op, when it is not isolated.
    let above: Rule =
        enclosing_region(ctx, body, region).map_or(never(), |up| smallvec![smallvec![(v, Some(up), Need::Symbol)]]);
    let Some(def) = body.defining_op(v) else { return above };
    if constant_of(ctx, body, v).is_some() {
        return always();
    }
    let mut rule = never();
    if strata_ir::op_checks::is_pure(ctx, body, def) {
        rule.push(body.operands(def).map(|o| (o, region, Need::Symbol)).collect());
    }
    if is_dim_op(ctx, body, def) {
        rule.extend(dim_op_symbol_rule(ctx, body, def, region));
    } else {
        rule.extend(above);
    }
    rule
}

/// Upstream's `isDimOpValidSymbol`.
fn dim_op_symbol_rule(ctx: &Context, body: &Body, dim: OpId, region: Option<RegionId>) -> Rule {
    let shaped = body.operand(dim, 0);
    if is_top_level_value(ctx, body, shaped) {
        return always();
    }
    let Some(index) = constant_int_value(ctx, body, body.operand(dim, 1)) else { return never() };
    // Casts between ranked memrefs are looked through.
    let mut source = shaped;
    let mut def = body.defining_op(source);
    while let Some(cast) = def.filter(|&d| isa::<memref::CastOp>(ctx, body, d)) {
        source = body.operand(cast, 0);
        if ctx.shape(body.value_type(source)).is_none() {
            return never();
        }
        def = body.defining_op(source);
    }
    let Some(def) = def else { return never() };
    let Some(shape) = ctx.shape(body.value_type(body.results(def).first().copied().unwrap_or(source))) else {
        return never();
    };
    let Some(&extent) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else { return never() };
    if extent != strata_ir::DYNAMIC {
        return always();
    }
    let dynamic_pos = shape[..index as usize].iter().filter(|&&d| d == strata_ir::DYNAMIC).count();
    // Where each op's dynamic sizes start among its operands.
    let sizes_start = if isa::<memref::AllocOp>(ctx, body, def) {
        0
    } else if isa::<memref::ViewOp>(ctx, body, def) {
        2
    } else if isa::<memref::SubViewOp>(ctx, body, def) {
        let segments = i64_array(ctx, body, def, "operandSegmentSizes");
        (segments.first().copied().unwrap_or(1) + segments.get(1).copied().unwrap_or(0)) as usize
    } else {
        return never();
    };
    match body.operands(def).nth(sizes_start + dynamic_pos) {
        Some(size) => smallvec![smallvec![(size, region, Need::Symbol)]],
        None => never(),
    }
}

/// Upstream's `isValidDim(value, region)`, one step.
fn dim_rule(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> Rule {
    if !ctx.is_index(body.value_type(v)) {
        return never();
    }
    let mut rule: Rule = smallvec![smallvec![(v, region, Need::Symbol)]];
    match body.defining_op(v) {
        None => {
            if is_affine_induction_var(ctx, body, v) {
                rule.push(Alternative::new());
            }
        }
        Some(def) => {
            if isa::<AffineApplyOp>(ctx, body, def)
                || isa::<AffineDelinearizeIndexOp>(ctx, body, def)
                || isa::<AffineLinearizeIndexOp>(ctx, body, def)
            {
                rule.push(body.operands(def).map(|o| (o, region, Need::Dim)).collect())
            } else if is_dim_op(ctx, body, def) && is_top_level_value(ctx, body, body.operand(def, 0)) {
                rule.push(Alternative::new());
            }
        }
    }
    rule
}

/// Does `start` hold? Questions are answered bottom-up with an explicit
/// stack and remembered; a question met again while it is being answered
/// (a cycle, possible in graph regions) counts as false.
fn holds(ctx: &Context, body: &Body, start: Key) -> bool {
    let rule_of = |(v, region, need): Key| match need {
        Need::Symbol => symbol_rule(ctx, body, v, region),
        Need::Dim => dim_rule(ctx, body, v, region),
    };
    // Most questions are settled by their own rule (an induction variable,
    // a function argument, a constant): no maps, no stack.
    let first = rule_of(start);
    if first.iter().any(|a| a.is_empty()) {
        return true;
    }
    if first.is_empty() {
        return false;
    }
    let mut answers: FxHashMap<Key, bool> = FxHashMap::default();
    let mut rules: FxHashMap<Key, Rule> = FxHashMap::default();
    let mut stack = vec![(start, true)];
    for &dep in first.iter().flatten() {
        stack.push((dep, false));
    }
    rules.insert(start, first);
    while let Some((key, expanded)) = stack.pop() {
        if answers.contains_key(&key) {
            continue;
        }
        if !expanded {
            if rules.contains_key(&key) {
                continue; // being answered further down the stack
            }
            let rule = rule_of(key);
            stack.push((key, true));
            for &dep in rule.iter().flatten() {
                if !answers.contains_key(&dep) && !rules.contains_key(&dep) {
                    stack.push((dep, false));
                }
            }
            rules.insert(key, rule);
            continue;
        }
        let rule = rules.get(&key).map(|r| r.as_slice()).unwrap_or_default();
        let answer = rule.iter().any(|all| all.iter().all(|dep| answers.get(dep) == Some(&true)));
        answers.insert(key, answer);
    }
    answers.get(&start) == Some(&true)
}

/// Upstream's `isValidSymbol(value, region)`.
pub fn is_valid_symbol_in(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> bool {
    holds(ctx, body, (v, region, Need::Symbol))
}

/// Upstream's `isValidDim(value, region)`.
pub fn is_valid_dim_in(ctx: &Context, body: &Body, v: Value, region: Option<RegionId>) -> bool {
    holds(ctx, body, (v, region, Need::Dim))
}

/// Upstream's `isAffineInductionVar`: an `affine.for` induction variable
/// or one of an `affine.parallel`'s.
pub fn is_affine_induction_var(ctx: &Context, body: &Body, v: Value) -> bool {
    if for_induction_var_owner(ctx, body, v).is_some() {
        return true;
    }
    let ValueDef::BlockArgument { block, .. } = body.value_def(v) else { return false };
    let Some(owner) = body.block_parent_op(block) else { return false };
    isa::<AffineParallelOp>(ctx, body, owner)
        && body.regions(owner).first().and_then(|&r| body.entry_block(r)) == Some(block)
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
                || isa::<AffineForOp>(ctx, body, o)
                || isa::<AffineParallelOp>(ctx, body, o)
        }),
    }
}

/// The `affine.for` whose induction variable `v` is (upstream's
/// `getForInductionVarOwner`).
pub fn for_induction_var_owner(ctx: &Context, body: &Body, v: Value) -> Option<OpId> {
    let ValueDef::BlockArgument { block, index: 0 } = body.value_def(v) else { return None };
    let owner = body.block_parent_op(block)?;
    isa::<AffineForOp>(ctx, body, owner).then_some(owner)
}

/// An affine map attribute of `op`, borrowed from the context that
/// interned it.
pub fn map_attr<'c>(
    ctx: &'c Context,
    body: &Body,
    op: impl Into<OpId>,
    attr: &str,
) -> Option<&'c strata_ir::affine::AffineMap> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, attr)?) {
        strata_ir::AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// An integer set attribute of `op` (`affine.if`'s `condition`).
pub fn set_attr(ctx: &Context, body: &Body, op: impl Into<OpId>, attr: &str) -> Option<strata_ir::affine::IntegerSet> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, attr)?) {
        strata_ir::AttrKind::IntegerSet(s) => Some((**s).clone()),
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
pub fn constant_trip_count(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<u64> {
    let op: OpId = op.into();
    let step = for_step(ctx, body, op).filter(|&s| s > 0)?;
    let (Some(lb), Some(ub)) = constant_bounds(ctx, body, op) else { return None };
    let span = i128::from(ub) - i128::from(lb);
    Some(if span <= 0 { 0 } else { ((span + i128::from(step) - 1) / i128::from(step)) as u64 })
}
