//! Hand-written verification of the cf ops, following upstream (MLIR 22),
//! messages included: `cf.switch`'s case checks and `cf.cond_br`'s branch
//! weights (`WeightedBranchOpInterface`; `cf.switch` has no weights in 22).
//! Successor operands against the target blocks' arguments are checked by
//! the generated code through each branch's `BranchOpInterface`.

use strata_ir::{AttrKind, Body, Context, Diagnostic};

use crate::{CondBranchOp, SwitchOp};
use strata_ir::op_checks::{inherent_attr, op_error};

/// `cf.cond_br` (upstream's `verifyBranchWeights`): weights, when given,
/// are one per successor and not all zero (reported at the op, without its
/// name).
pub fn cond_br(ctx: &Context, body: &Body, op: CondBranchOp) -> Result<(), Diagnostic> {
    let Some(weights) = inherent_attr(ctx, body, op, "branch_weights") else { return Ok(()) };
    let weights = strata_ir::op_checks::dense_i64_values(ctx, weights);
    if weights.is_empty() {
        return Ok(());
    }
    let successors = body.num_successors(op);
    let fail = |msg: String| Err(Diagnostic::error(body.op_loc(op), msg).on_op(op));
    if weights.len() != successors {
        return fail(format!(
            "expects number of branch weights to match number of successors: {} vs {successors}",
            weights.len()
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return fail("branch weights cannot all be zero".into());
    }
    Ok(())
}

/// `cf.switch`: the case values match the flag and the destinations (its
/// successor operands are checked before, through its `BranchOpInterface`).
pub fn switch(ctx: &Context, body: &Body, op: SwitchOp) -> Result<(), Diagnostic> {
    let destinations = body.num_successors(op).saturating_sub(1);
    if let Some(values) = inherent_attr(ctx, body, op, "case_values") {
        if let AttrKind::DenseElements { ty, elements } = ctx.attr_kind(values) {
            let flag = body.value_type(body.operand(op, 0));
            let elem = ctx.element_type_or_self(*ty);
            if elem != flag {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "'flag' type ('{}') should match case value type ('{}')",
                        ctx.type_to_string(flag),
                        ctx.type_to_string(elem)
                    ),
                ));
            }
            let n = ctx.shape(*ty).map_or(elements.values.len(), |s| s.iter().product::<i64>() as usize);
            if n != destinations {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("number of case values ({n}) should match number of case destinations ({destinations})"),
                ));
            }
        }
    }
    Ok(())
}
