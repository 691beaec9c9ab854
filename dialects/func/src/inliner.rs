//! The func dialect's inliner interface (upstream's
//! `FuncInlinerExtension`): calls not marked `no_inline` (nor their
//! callee), func's ops and anything inlined into a
//! `func.func` are legal; an inlined `func.return` becomes a `cf.br` to the
//! block after the inlined code, or, when one block was inlined, hands its
//! operands to the call's users.
//!
//! Invariant: the terminator hooks only touch `func.return`; the branch is
//! built by name, so the func crate needs no dependency on cf (a tool
//! that inlines registers both, as upstream's extension loads cf).

use strata_ir::inliner::{forward_terminator_operands, DialectInlinerInterface};
use strata_ir::op_checks::inherent_attr;
use strata_ir::{BlockId, Body, Builder, Context, InsertPoint, OpId, OperationState, Value};

/// The interface registered with the dialect.
pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        is_legal_to_inline_call: not_marked_no_inline,
        handle_terminator_with_block: Some(return_to_branch),
        handle_terminator_with_values: Some(return_to_values),
        ..DialectInlinerInterface::ALL_LEGAL
    }
}

/// A call or callee marked `no_inline` stays a call.
fn not_marked_no_inline(ctx: &Context, body: &Body, call: OpId, callable: OpId, _: bool) -> bool {
    inherent_attr(ctx, body, call, "no_inline").is_none() && inherent_attr(ctx, body, callable, "no_inline").is_none()
}

fn is_return(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == "func.return"
}

/// `func.return %a` becomes `cf.br ^dest(%a)` at the same location.
fn return_to_branch(ctx: &Context, body: &mut Body, op: OpId, dest: BlockId) {
    if !is_return(ctx, body, op) {
        return;
    }
    let mut state = OperationState::new(ctx.op_name("cf.br"), body.op_loc(op));
    state.operands = body.operands(op).collect();
    state.successors.push(dest);
    Builder::at(ctx, body, InsertPoint::Before(op)).create(state);
    body.erase_op(op);
}

/// The call's results take `func.return`'s operands.
fn return_to_values(ctx: &Context, body: &mut Body, op: OpId, values: &[Value]) {
    if !is_return(ctx, body, op) {
        return;
    }
    forward_terminator_operands(body, op, values);
}
