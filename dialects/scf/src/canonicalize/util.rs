//! What the scf patterns share: reading ops and their terminators, the
//! rewrites upstream's patterns are built from (`replaceOpWithRegion`,
//! `eraseOpResults`) and creating the arith ops some patterns emit.
//!
//! scf does not depend on the arith crate: arith ops are created by name,
//! as upstream's builders create them (no properties; `arith.constant`
//! through arith's constant materializer).

use strata_ir::{
    Attribute, BlockId, Body, Location, MaterializeConstant, OpId, OperationState, RegionId, Type, Value, ValueDef,
};
use strata_rewrite::Rewriter;

pub use strata_rewrite::matchers::is_op;

/// The entry block of region `index` of `op`, if the region has one.
pub fn region_block(body: &Body, op: OpId, index: usize) -> Option<BlockId> {
    body.regions(op).get(index).and_then(|&r| body.entry_block(r))
}

/// The region (directly) holding `v`'s definition.
pub fn value_region(body: &Body, v: Value) -> Option<RegionId> {
    match body.value_def(v) {
        ValueDef::OpResult { op, .. } => body.op_region(op),
        ValueDef::BlockArgument { block, .. } => body.block_region(block),
        ValueDef::Placeholder => None,
    }
}

/// Is `v` defined outside `op` (upstream's `isDefinedOutsideOfLoop`)?
pub fn defined_outside(body: &Body, op: OpId, v: Value) -> bool {
    match value_region(body, v).and_then(|r| body.region_parent(r)) {
        Some(parent) => !body.is_ancestor(op, parent),
        None => true,
    }
}

/// Upstream's `replaceOpWithRegion`: the single block of `region` moves
/// before `op` (its arguments replaced by `args`), `op`'s results become
/// the operands of that block's terminator, and the terminator goes.
pub fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[Value]) {
    let body = rw.body();
    let block = body.entry_block(region).expect("a region with one block");
    let term = body.last_op(block).expect("a terminated block");
    let dest = body.op_block(op).expect("an op in a block");
    rw.inline_block_before(block, dest, Some(op), args);
    // Read after inlining: a yielded block argument is now its replacement.
    let results: Vec<Value> = rw.body().operands(term).collect();
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// A copy of `op` (same name, operands, properties and attributes, empty
/// regions) with result types `types`, created right before `op`.
pub fn create_like(rw: &mut Rewriter<'_>, op: OpId, operands: &[Value], types: &[Type]) -> OpId {
    let body = rw.body();
    let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
    st.operands.extend_from_slice(operands);
    st.result_types.extend_from_slice(types);
    st.properties = body.properties(op);
    st.attrs = Some(body.attrs(op));
    let num_regions = body.regions(op).len();
    st.regions = rw.with_body(|b| (0..num_regions).map(|_| b.create_region()).collect());
    rw.set_insertion_point_before(op);
    rw.create(st)
}

/// Upstream's `eraseOpResults`: `op` is rebuilt without the results `keep`
/// says false for (which must be unused), its regions moved into the new
/// op, which replaces it. Returns the new op.
pub fn erase_op_results(rw: &mut Rewriter<'_>, op: OpId, keep: &[bool]) -> OpId {
    let body = rw.body();
    let results = body.results(op).to_vec();
    let types: Vec<Type> = results.iter().zip(keep).filter(|(_, &k)| k).map(|(&r, _)| body.value_type(r)).collect();
    let operands: Vec<Value> = body.operands(op).collect();
    let new = create_like(rw, op, &operands, &types);
    let old_regions = rw.body().regions(op).to_vec();
    let new_regions = rw.body().regions(new).to_vec();
    for (old, new) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(old, new, None);
    }
    let new_results = rw.body().results(new).to_vec();
    let mut next = new_results.into_iter();
    // An erased result has no uses: it stands for itself, which replaces
    // nothing.
    let replacements: Vec<Value> =
        results.iter().zip(keep).map(|(&r, &k)| if k { next.next().expect("a kept result") } else { r }).collect();
    rw.replace_op(op, &replacements);
    new
}

/// Creates, at the insertion point, an `arith.constant` of `value : ty`
/// (through the arith dialect's constant materializer); its result.
pub fn create_arith_constant(rw: &mut Rewriter<'_>, value: Attribute, ty: Type, loc: Location) -> Option<Value> {
    create_constant(rw, "arith", value, ty, loc)
}

/// Creates, at the insertion point, a constant of `value : ty` built by
/// `dialect`'s constant materializer; its result.
pub fn create_constant(
    rw: &mut Rewriter<'_>,
    dialect: &str,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<Value> {
    let ctx = rw.ctx();
    let hook = ctx.dialect(dialect)?.interfaces.get::<MaterializeConstant>().copied()?;
    let st = (hook.0)(ctx, value, ty, loc)?;
    let op = rw.create(st);
    Some(rw.body().result(op, 0))
}

/// Creates, at the insertion point, the arith op `name` on `operands` with
/// one result of type `ty` (no properties: `select`, `andi`, `xori`).
pub fn create_arith(rw: &mut Rewriter<'_>, name: &str, operands: &[Value], ty: Type, loc: Location) -> Value {
    let mut st = OperationState::new(rw.ctx().op_name(name), loc);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ty);
    let op = rw.create(st);
    rw.body().result(op, 0)
}

/// Creates `scf.yield operands` at the insertion point.
pub fn create_yield(rw: &mut Rewriter<'_>, operands: &[Value], loc: Location) -> OpId {
    let mut st = OperationState::new(rw.ctx().op_name("scf.yield"), loc);
    st.operands.extend_from_slice(operands);
    rw.create(st)
}
