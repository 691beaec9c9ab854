//! Hand-written verification of the test ops that upstream verifies
//! through interfaces, with upstream's messages: the successor operands of
//! the branches (`BranchOpInterface`) and the types along `test.region_if`'s
//! control flow edges (`RegionBranchOpInterface`).

use strata_ir::op_checks::{branch_op_interface, op_error, quoted_type};
use strata_ir::{Body, Context, Diagnostic, Location, OpId, Traits, Type, Value};

/// `test.br`: its operands against the target block's arguments.
pub fn br(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    branch_op_interface(ctx, body, op)
}

/// `test.producing_br`: each operand group against its successor's arguments.
pub fn producing_br(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    branch_op_interface(ctx, body, op)
}

/// Where control comes from or goes to along one edge of `test.region_if`.
#[derive(Copy, Clone)]
enum Point {
    Parent,
    Region(usize),
}

/// Upstream's `verifyTypesAlongControlFlowEdges` for `test.region_if`: the
/// op enters its then and else regions with its operands; a return-like
/// terminator of then or else goes to the join region, one of join returns
/// to the op's results. Each edge passes as many values as the target
/// takes, of the same types.
pub fn region_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = body.operands(op).collect();
    for target in [Point::Region(0), Point::Region(1)] {
        edge(ctx, body, op, None, &operands, target)?;
    }
    for (i, &region) in body.regions(op).iter().enumerate() {
        let target = if i == 2 { Point::Parent } else { Point::Region(2) };
        for block in body.region_blocks(region) {
            let Some(term) = body.block_ops(block).last() else { continue };
            if ctx.op_info(body.op_name(term)).is_some_and(|info| info.has_trait(Traits::RETURN_LIKE)) {
                let values: Vec<Value> = body.operands(term).collect();
                edge(ctx, body, op, Some(term), &values, target)?;
            }
        }
    }
    Ok(())
}

/// One edge: `values`, passed from the op (`from` is `None`) or from the
/// terminator `from`, against what `target` takes.
fn edge(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: Option<OpId>,
    values: &[Value],
    target: Point,
) -> Result<(), Diagnostic> {
    let inputs: Vec<Type> = match target {
        Point::Parent => body.results(op).iter().map(|&r| body.value_type(r)).collect(),
        Point::Region(i) => {
            let entry = body.regions(op).get(i).and_then(|&r| body.region_blocks(r).next());
            entry.map_or_else(Vec::new, |b| body.block_args(b).iter().map(|&a| body.value_type(a)).collect())
        }
    };
    let source = match from {
        None => "parent".to_string(),
        Some(term) => format!("Operation {}", ctx.op_name_str(body.op_name(term))),
    };
    let target_text = match target {
        Point::Parent => "parent".to_string(),
        Point::Region(i) => format!("Region #{i}"),
    };
    let fail = |msg: String| {
        let loc: Location = from.map_or_else(|| body.op_loc(op), |t| body.op_loc(t));
        let msg = format!("along control flow edge from {source} to {target_text}: {msg}");
        Err(op_error(ctx, body, op, msg).with_note(loc, "region branch point"))
    };
    if values.len() != inputs.len() {
        return fail(format!(
            "region branch point has {} operands, but region successor needs {} inputs",
            values.len(),
            inputs.len()
        ));
    }
    for (i, (&v, &input)) in values.iter().zip(&inputs).enumerate() {
        let ty = body.value_type(v);
        if ty != input {
            return fail(format!(
                "successor operand type #{i} {} should match successor input type #{i} {}",
                quoted_type(ctx, ty),
                quoted_type(ctx, input)
            ));
        }
    }
    Ok(())
}
