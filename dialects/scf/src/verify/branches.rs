//! Verifiers of the ops that run one of their regions once: `scf.if` (an
//! else region when it defines values), `scf.execute_region` (a block
//! without arguments) and `scf.index_switch` (one region per distinct case value;
//! each region yields the results' types).

use strata_ir::{Body, Context, Diagnostic};

use super::types;
use crate::{ExecuteRegionOp, IfOp, IndexSwitchOp, YieldOp};
use strata_ir::op_checks::{i64_array, op_error, quoted_type};
use strata_rewrite::matchers::isa;

/// `scf.if`: an else block when defining values (the yields are checked
/// against the results through the interface).
pub fn r#if(ctx: &Context, body: &Body, op: IfOp) -> Result<(), Diagnostic> {
    let else_empty = body.regions(op).get(1).is_none_or(|&r| body.region_is_empty(r));
    if body.num_results(op) != 0 && else_empty {
        return Err(op_error(ctx, body, op, "must have an else block if defining values"));
    }
    Ok(())
}

/// `scf.execute_region`: a region with an entry block without arguments
/// (the yields are checked against the results through the interface).
pub fn execute_region(ctx: &Context, body: &Body, op: ExecuteRegionOp) -> Result<(), Diagnostic> {
    let Some(&region) = body.regions(op).first() else { return Ok(()) };
    let Some(entry) = body.entry_block(region) else {
        return Err(op_error(ctx, body, op, "region needs to have at least one block"));
    };
    if !body.block_args(entry).is_empty() {
        return Err(op_error(ctx, body, op, "region cannot have any arguments"));
    }
    Ok(())
}

/// `scf.index_switch`: one case region per case value, no value twice, and
/// every region (the default one first) ending with an `scf.yield` of the
/// results' types.
pub fn index_switch(ctx: &Context, body: &Body, op: IndexSwitchOp) -> Result<(), Diagnostic> {
    let cases = i64_array(ctx, body, op, "cases");
    let regions = body.regions(op);
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let case_regions = regions.len().saturating_sub(1);
    if cases.len() != case_regions {
        return err(format!("has {case_regions} case regions but {} case values", cases.len()));
    }
    let mut seen = strata_ir::FxHashSet::default();
    if let Some(value) = cases.iter().find(|&&v| !seen.insert(v)) {
        return err(format!("has duplicate case value: {value}"));
    }
    let results = types(body, body.results(op));
    for (i, &region) in regions.iter().enumerate() {
        let name = if i == 0 { "default region".to_string() } else { format!("case region #{}", i - 1) };
        // The generated region checks made the block exist and end with an op.
        let Some(last) = body.entry_block(region).and_then(|b| body.last_op(b)) else { continue };
        if !isa::<YieldOp>(ctx, body, last) {
            let last_name = ctx.op_name_str(body.op_name(last));
            return err(format!("expected region to end with scf.yield, but got {last_name}"));
        }
        let yielded: Vec<_> = body.operands(last).map(|v| body.value_type(v)).collect();
        if yielded.len() != results.len() {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    yielded.len()
                ),
            )
            .with_note(body.op_loc(last), "see yield operation here"));
        }
        if let Some(idx) = yielded.iter().zip(&results).position(|(a, b)| a != b) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("expected result #{idx} of each region to be {}", quoted_type(ctx, results[idx])),
            )
            .with_note(body.op_loc(last), format!("{name} returns {} here", quoted_type(ctx, yielded[idx]))));
        }
    }
    Ok(())
}
