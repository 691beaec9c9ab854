//! The scf dialect's inliner interface (upstream's `SCFInlinerInterface`):
//! scf ops may be inlined, anything may be inlined into their regions, and
//! an inlined single-block region ending in `scf.yield` hands the yielded
//! values to the users of what it replaces.

use strata_ir::inliner::{forward_terminator_operands, DialectInlinerInterface};
use strata_ir::{Body, Context, OpId, Value};

/// The interface registered with the dialect.
pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        handle_terminator_with_values: Some(yield_to_values),
        ..DialectInlinerInterface::OPS_AND_REGIONS_LEGAL
    }
}

fn yield_to_values(ctx: &Context, body: &mut Body, op: OpId, values: &[Value]) {
    if ctx.op_name_str(body.op_name(op)) == "scf.yield" {
        forward_terminator_operands(body, op, values);
    }
}
