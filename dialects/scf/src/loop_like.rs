//! The scf loops' `LoopLikeOpInterface` (upstream's `getLoopRegions`,
//! `getLoopInductionVars`, `getLoopLowerBounds`, `getLoopUpperBounds` and
//! `getLoopSteps` in `SCF.cpp`), wired by the generated `OpInfo`s.
//!
//! Invariant: a malformed op (missing region, block or operand group)
//! answers `None` or an empty list.

use strata_ir::{Body, Context, LoopIterArgs, LoopLikeOpInterface, OpFoldResult, OpId, Value};

use crate::canonicalize::{forall_bounds, Bound};

fn values(list: &[Value]) -> Vec<OpFoldResult> {
    list.iter().map(|&v| OpFoldResult::Value(v)).collect()
}

/// `scf.for`: one induction variable, its bounds and step operands.
pub fn r#for() -> LoopLikeOpInterface {
    fn operand(body: &Body, op: OpId, i: usize) -> Option<Vec<OpFoldResult>> {
        (i < body.num_operands(op)).then(|| vec![OpFoldResult::Value(body.operand(op, i))])
    }
    LoopLikeOpInterface {
        induction_vars: |_, body, op| LoopLikeOpInterface::leading_block_args(body, op, 1),
        lower_bounds: |_, body, op| operand(body, op, 0),
        upper_bounds: |_, body, op| operand(body, op, 1),
        steps: |_, body, op| operand(body, op, 2),
        iter_args: Some(LoopIterArgs {
            first_init: |_, body, op| (body.num_operands(op) >= 3).then_some(3),
            first_iter_arg: 1,
            replace_with_additional_yields: LoopIterArgs::replace_with_trailing_inits,
        }),
        ..LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions)
    }
}

/// `scf.parallel`: one induction variable per bound; lower bounds, upper
/// bounds and steps are the first three operand groups, one per variable.
pub fn parallel() -> LoopLikeOpInterface {
    fn group(body: &Body, op: OpId, index: usize) -> Option<Vec<OpFoldResult>> {
        let block = body.entry_block(*body.regions(op).first()?)?;
        let dims = body.block_args(block).len();
        let operands: Vec<Value> = body.operands(op).collect();
        operands.get(index * dims..(index + 1) * dims).map(values)
    }
    LoopLikeOpInterface {
        induction_vars: |_, body, op| {
            let block = body.entry_block(*body.regions(op).first()?)?;
            Some(body.block_args(block).to_vec())
        },
        lower_bounds: |_, body, op| group(body, op, 0),
        upper_bounds: |_, body, op| group(body, op, 1),
        steps: |_, body, op| group(body, op, 2),
        ..LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions)
    }
}

/// `scf.forall`: one induction variable per bound; bounds and steps mix
/// static entries (as `index` attributes) and operands.
pub fn forall() -> LoopLikeOpInterface {
    fn mixed(ctx: &Context, list: &[Bound]) -> Vec<OpFoldResult> {
        list.iter()
            .map(|b| match *b {
                Bound::Static(s) => OpFoldResult::Attribute(ctx.integer_attr(ctx.index_type(), s)),
                Bound::Value(v) => OpFoldResult::Value(v),
            })
            .collect()
    }
    LoopLikeOpInterface {
        induction_vars: |ctx, body, op| {
            let rank = forall_bounds(ctx, body, op)?.0.len();
            LoopLikeOpInterface::leading_block_args(body, op, rank)
        },
        lower_bounds: |ctx, body, op| forall_bounds(ctx, body, op).map(|(lbs, ..)| mixed(ctx, &lbs)),
        upper_bounds: |ctx, body, op| forall_bounds(ctx, body, op).map(|(_, ubs, _)| mixed(ctx, &ubs)),
        steps: |ctx, body, op| forall_bounds(ctx, body, op).map(|(.., steps)| mixed(ctx, &steps)),
        ..LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions)
    }
}

/// `scf.while`: both regions repeat; no induction variables.
pub fn r#while() -> LoopLikeOpInterface {
    LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions)
}

/// `ForOp::getSpeculatability`: a loop with the constant step 1 ends
/// whatever its bounds, so it is as speculatable as its body; with any
/// other step it might not end.
pub fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> strata_ir::Speculatability {
    let unit_step = body.num_operands(op) > 2
        && strata_ir::op_checks::constant_int_value(ctx, body, body.operand(op, 2)) == Some(1);
    if unit_step {
        strata_ir::Speculatability::RecursivelySpeculatable
    } else {
        strata_ir::Speculatability::NotSpeculatable
    }
}
