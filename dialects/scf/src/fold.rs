//! Fold hooks of the scf ops (`hasFolder` in ODS, MLIR 22: only `scf.if`),
//! wired by the generated `OpInfo`s.

use crate::IfOp;
use strata_dialect_arith as arith;
use strata_ir::{Attribute, Body, Context, FoldOutcome};
use strata_rewrite::matchers::is_constant_one;
use strata_rewrite::matchers::isa;

/// `scf.if`: `if (x xor 1) A else B` is `if x B else A` (upstream's
/// `IfOp::fold`, in place: the condition and the two regions' blocks are
/// swapped). Needs an else region.
pub fn r#if(ctx: &Context, body: &mut Body, op: IfOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let (then_region, else_region) = match body.regions(op) {
        &[t, e] => (t, e),
        _ => return FoldOutcome::Failure,
    };
    let (Some(then_block), Some(else_block)) = (body.entry_block(then_region), body.entry_block(else_region)) else {
        return FoldOutcome::Failure;
    };
    let Some(xor) = body.defining_op(body.operand(op, 0)) else { return FoldOutcome::Failure };
    if !isa::<arith::XOrIOp>(ctx, body, xor) || !is_constant_one(ctx, body, body.operand(xor, 1)) {
        return FoldOutcome::Failure;
    }
    let lhs = body.operand(xor, 0);
    body.set_operand(op, 0, lhs);
    body.remove_block(then_block);
    body.remove_block(else_block);
    body.append_block(then_region, else_block);
    body.append_block(else_region, then_block);
    FoldOutcome::InPlace
}
