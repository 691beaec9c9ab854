//! Canonicalization patterns of the `func` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass.
//!
//! Invariant: a pattern that returns false has changed nothing.

use strata_ir::{AttrKind, Context, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::{PatternSet, Rewriter};

use crate::{CallIndirectOp, CallOp};

/// `func.call_indirect`: upstream's `SimplifyIndirectCallWithKnownCallee`.
pub fn call_indirect(_: &Context, set: &mut PatternSet) {
    set.add_fns::<CallIndirectOp>(&[("SimplifyIndirectCallWithKnownCallee", simplify_indirect_call_with_known_callee)]);
}

/// `call_indirect %f(...)` where a constant op gives `%f` as a symbol
/// (`func.constant @g`): a direct `call @g(...)`.
fn simplify_indirect_call_with_known_callee(op: CallIndirectOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    if body.num_operands(op) == 0 {
        return false;
    }
    let Some(callee) = constant_of(ctx, body, body.operand(op, 0)) else { return false };
    if !matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let args: Vec<Value> = body.operands(op).skip(1).collect();
    let types: Vec<_> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let call = CallOp::build(rw, loc, &args, &types, callee, None, None, None);
    let results = rw.body().results(call).to_vec();
    rw.replace_op(op, &results);
    true
}
