//! Hand-written verification of the cf ops, following upstream (MLIR 22),
//! messages included: `cf.switch`'s case checks. Successor operands against
//! the target blocks' arguments are checked by the generated code through
//! each branch's `BranchOpInterface`.

use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId};

use crate::traits::{inherent_attr, op_error};

/// `cf.switch`: the case values match the flag and the destinations (its
/// successor operands are checked before, through its `BranchOpInterface`).
pub fn switch(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
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
