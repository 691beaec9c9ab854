//! The affine loops' `LoopLikeOpInterface` (upstream's `AffineOps.cpp`),
//! wired by the generated `OpInfo`s: `affine.for` reports its induction
//! variable, its constant bounds (a bound that is not a single constant
//! is not expressible as a value: `None`, as upstream), its step and its
//! iteration arguments (the last operand segment);
//! `affine.parallel` its induction variables.
//!
//! Invariant: a malformed op answers `None` or an empty list.

use strata_ir::{Body, Context, LoopIterArgs, LoopLikeOpInterface, OpFoldResult, OpId, Speculatability};

use crate::scope::{constant_bounds, for_step};

fn index(ctx: &Context, v: i64) -> Vec<OpFoldResult> {
    vec![OpFoldResult::Attribute(ctx.integer_attr(ctx.index_type(), v))]
}

/// `affine.for`.
pub fn r#for() -> LoopLikeOpInterface {
    LoopLikeOpInterface {
        induction_vars: |_, body, op| LoopLikeOpInterface::leading_block_args(body, op, 1),
        lower_bounds: |ctx, body, op| constant_bounds(ctx, body, op).0.map(|lb| index(ctx, lb)),
        upper_bounds: |ctx, body, op| constant_bounds(ctx, body, op).1.map(|ub| index(ctx, ub)),
        steps: |ctx, body, op| for_step(ctx, body, op).map(|s| index(ctx, s)),
        iter_args: Some(LoopIterArgs {
            first_init: |ctx, body, op| {
                let inits = *strata_ir::op_checks::i64_array(ctx, body, op, "operandSegmentSizes").last()?;
                body.num_operands(op).checked_sub(usize::try_from(inits).ok()?)
            },
            first_iter_arg: 1,
            replace_with_additional_yields: LoopIterArgs::replace_with_trailing_inits,
        }),
        ..LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions)
    }
}

/// `affine.parallel`: one induction variable per entry block argument.
pub fn parallel() -> LoopLikeOpInterface {
    LoopLikeOpInterface {
        induction_vars: |_, body, op| {
            let block = body.entry_block(*body.regions(op).first()?)?;
            Some(body.block_args(block).to_vec())
        },
        ..LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions)
    }
}

/// `AffineForOp::getSpeculatability`: with step 1 the loop ends whatever
/// its bounds, so it is as speculatable as its body; with another step it
/// might not end.
pub fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    if for_step(ctx, body, op) == Some(1) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}
