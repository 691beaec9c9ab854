//! What the scf patterns share: reading ops and their terminators, the
//! rewrite upstream's patterns are built from (`replaceOpWithRegion`) and
//! creating the arith ops some patterns emit.
//!
//! The arith ops are created by name, as upstream's builders create them:
//! no properties (no overflow or fastmath flags), and `arith.constant`
//! through the dialect's registered constant materializer, so the output
//! matches upstream's whatever defaults the typed builders would fill.

use strata_ir::{Attribute, BlockId, Body, Location, MaterializeConstant, OpId, OperationState, RegionId, Type, Value};
use strata_rewrite::Rewriter;

/// The entry block of region `index` of `op`, if the region has one.
pub fn region_block(body: &Body, op: impl Into<OpId>, index: usize) -> Option<BlockId> {
    body.regions(op).get(index).and_then(|&r| body.entry_block(r))
}

/// Is `v` defined outside `op` (upstream's `isDefinedOutsideOfLoop`)?
pub fn defined_outside(body: &Body, op: impl Into<OpId>, v: Value) -> bool {
    strata_ir::LoopLikeOpInterface::is_defined_outside(body, op, v)
}

/// Upstream's `replaceOpWithRegion`: the single block of `region` moves
/// before `op` (its arguments replaced by `args`), `op`'s results become
/// the operands of that block's terminator, and the terminator goes.
pub fn replace_op_with_region(rw: &mut Rewriter<'_>, op: impl Into<OpId>, region: RegionId, args: &[Value]) {
    let op: OpId = op.into();
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
