//! Builders other dialects' patterns share: loads and stores as
//! upstream's `LoadOp::create(b, loc, memref, indices)` and
//! `StoreOp::create(b, loc, value, memref, indices)` make them. With
//! indices the generated ODS builder runs (`nontemporal = false` is set);
//! without, the hand-written one (no properties). The difference shows in
//! generic form only.

use strata_ir::{Location, OpBuilder, OperationState, TypeKind, Value};

use crate::{LoadOp, StoreOp};

/// `memref.load memref[indices]` of the memref's element type.
pub fn load<'a>(b: &mut impl OpBuilder<'a>, loc: Location, memref: Value, indices: &[Value]) -> Value {
    let ctx = b.ctx();
    let element = match ctx.type_kind(b.body().value_type(memref)) {
        TypeKind::MemRef { element, .. } => *element,
        _ => ctx.none_type(),
    };
    let mut state = OperationState::new(ctx.op_name(LoadOp::NAME), loc);
    state.operands.push(memref);
    state.operands.extend_from_slice(indices);
    state.result_types.push(element);
    state.properties = Some(properties(ctx, indices));
    let op = b.create(state);
    b.body().results(op)[0]
}

/// `memref.store value, memref[indices]`.
pub fn store<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    value: Value,
    memref: Value,
    indices: &[Value],
) -> strata_ir::OpId {
    let ctx = b.ctx();
    let mut state = OperationState::new(ctx.op_name(StoreOp::NAME), loc);
    state.operands.push(value);
    state.operands.push(memref);
    state.operands.extend_from_slice(indices);
    state.properties = Some(properties(ctx, indices));
    b.create(state)
}

/// `nontemporal = false` when there are indices (see the module doc).
fn properties(ctx: &strata_ir::Context, indices: &[Value]) -> strata_ir::Attribute {
    let entries = if indices.is_empty() { Vec::new() } else { vec![(ctx.ident("nontemporal"), ctx.bool_attr(false))] };
    ctx.dictionary_attr(entries)
}
