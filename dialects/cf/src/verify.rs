//! Hand-written verification of the cf ops, following upstream (MLIR 22),
//! messages included: successor operands against the target block's
//! arguments (upstream's `BranchOpInterface` verification) and
//! `cf.switch`'s case checks.

use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Value};

use crate::traits::{branch_successor_operands, i64_array, inherent_attr, op_error};

/// The integers of a dense array attribute named `name` (empty if absent),
/// as sizes (a negative entry counts as 0).
fn dense_values(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<usize> {
    i64_array(ctx, body, op, name).into_iter().map(|x| usize::try_from(x).unwrap_or(0)).collect()
}

/// Splits `values` into consecutive groups of the given sizes (short groups if they run out).
fn split(values: &[Value], sizes: &[usize]) -> Vec<Vec<Value>> {
    let mut start = 0;
    sizes
        .iter()
        .map(|&n| {
            let end = (start + n).min(values.len());
            let group = values[start.min(end)..end].to_vec();
            start = end;
            group
        })
        .collect()
}

/// Upstream's `verifyBranchSuccessorOperands` for each successor in turn.
fn successor_operands(body: &Body, op: OpId, groups: &[Vec<Value>]) -> Result<(), Diagnostic> {
    let groups: Vec<&[Value]> = groups.iter().map(Vec::as_slice).collect();
    branch_successor_operands(body, op, &groups)
}

/// `cf.br`: every operand goes to the one successor.
pub fn br(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = body.operands(op).collect();
    successor_operands(body, op, &[operands])
}

/// `cf.cond_br`: `operandSegmentSizes` splits the true and false operands.
pub fn cond_br(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = body.operands(op).collect();
    let sizes = dense_values(ctx, body, op, "operandSegmentSizes");
    let groups = split(&operands, &sizes);
    successor_operands(body, op, groups.get(1..).unwrap_or(&[]))
}

/// `cf.switch`: the case values match the flag and the destinations, then
/// the successor operands.
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
    let operands: Vec<Value> = body.operands(op).collect();
    let sizes = dense_values(ctx, body, op, "operandSegmentSizes");
    let mut groups = split(&operands, &sizes);
    let cases = groups.pop().unwrap_or_default();
    let default = groups.pop().unwrap_or_default();
    let mut all = vec![default];
    all.extend(split(&cases, &dense_values(ctx, body, op, "case_operand_segments")));
    successor_operands(body, op, &all)
}
