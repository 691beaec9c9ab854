//! Canonicalization patterns of the test dialect, as upstream's
//! `TestOpDefs.cpp` writes them: one op's (`test.op_with_region_pattern`,
//! wired by the generated `OpInfo`) and the dialect's own (registered on
//! its `DialectInfo` by [`crate::register`]).
//!
//! Invariants: a pattern that returns false has changed nothing; every
//! change goes through the rewriter.

use strata_ir::{Context, OperationState};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::{DialectCanonicalizerOp, FoldToCallOp, OpWithRegionPattern};

/// `test.op_with_region_pattern`: upstream's `TestRemoveOpWithInnerOps`
/// erases the op, region and all (`disable-patterns` takes that name).
pub fn op_with_region_pattern(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<OpWithRegionPattern>::new("TestRemoveOpWithInnerOps", erase));
}

fn erase(op: OpWithRegionPattern, rw: &mut Rewriter<'_>) -> bool {
    rw.erase_op(op);
    true
}

/// `test.fold_to_call_op {callee = @f}` becomes `func.call @f()`
/// (upstream's `FoldToCallOpPattern`).
pub fn fold_to_call_op(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<FoldToCallOp>::new("FoldToCallOpPattern", to_call));
}

fn to_call(op: FoldToCallOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(callee) = op.callee(rw.ctx(), rw.body()) else { return false };
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    strata_dialect_func::CallOp::build(rw, loc, &[], &[], callee, None, None, None);
    rw.erase_op(op);
    true
}

/// The dialect's patterns (upstream's `TestDialect::getCanonicalizationPatterns`):
/// `test.dialect_canonicalizable` becomes `arith.constant 42 : i32`.
pub fn dialect(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<DialectCanonicalizerOp>::new("dialectCanonicalizationPattern", to_constant_42));
}

fn to_constant_42(op: DialectCanonicalizerOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let i32_type = ctx.integer_type(32);
    let value = ctx.integer_attr(i32_type, 42);
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new(op, OperationState::constant(ctx, "arith.constant", value, i32_type, loc));
    true
}
