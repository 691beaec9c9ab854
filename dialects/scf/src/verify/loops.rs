//! Verifiers of the sequential loops: `scf.for` (loop-carried values,
//! block arguments and yielded types agree) and `scf.while` (a `before`
//! region ending with `scf.condition`, an `after` region ending with
//! `scf.yield`; the values passed between the op and its regions are
//! checked through the interface).

use strata_ir::{Body, Context, Diagnostic, OpId, Type, Value};

use super::{expect_terminator, region_terminator, types};
use crate::{ConditionOp, ForOp, WhileOp, YieldOp};
use strata_ir::op_checks::op_error;

/// `scf.for`'s `verify`: as many inits as results.
pub fn r#for(ctx: &Context, body: &Body, op: ForOp) -> Result<(), Diagnostic> {
    if body.num_operands(op).saturating_sub(3) != body.results(op).len() {
        return Err(op_error(ctx, body, op, "mismatch in number of loop-carried values and defined values"));
    }
    Ok(())
}

/// `scf.for` once its region verified: the `LoopLikeOpInterface` checks
/// (counts, then types, of inits, region iter_args, yielded values and
/// results), then its `verifyRegions` (the induction variable's type).
pub fn for_regions(ctx: &Context, body: &Body, op: ForOp) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = body.operands(op).collect();
    let inits = operands.get(3..).unwrap_or(&[]);
    let results = body.results(op);
    let Some(entry) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    let args = body.block_args(entry);
    let iter_args = args.get(1..).unwrap_or(&[]);
    let yielded: Vec<Value> =
        region_terminator::<YieldOp>(ctx, body, op, 0).map(|y| body.operands(y).collect()).unwrap_or_default();
    verify_loop_like(ctx, body, op, inits, iter_args, &yielded, results)?;
    let bound = operands.first().map(|&v| body.value_type(v));
    if args.first().map(|&v| body.value_type(v)) != bound {
        return Err(op_error(ctx, body, op, "expected induction variable to be same type as bounds and step"));
    }
    Ok(())
}

/// Upstream's `verifyLoopLikeOpInterface`: as many inits as region
/// iter_args, yielded values (when any) and loop results, then the same
/// types, pair by pair.
fn verify_loop_like(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    inits: &[Value],
    iter_args: &[Value],
    yielded: &[Value],
    results: &[Value],
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let count_error =
        |what: &str, a: usize, b: usize| op_error(ctx, body, op, format!("different number of {what}: {a} != {b}"));
    if inits.len() != iter_args.len() {
        return Err(count_error("inits and region iter_args", inits.len(), iter_args.len()));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(count_error("region iter_args and yielded values", iter_args.len(), yielded.len()));
    }
    if results.len() != iter_args.len() {
        return Err(count_error("loop results and region iter_args", results.len(), iter_args.len()));
    }
    let (init_types, iter_types, yielded_types, result_types) =
        (types(body, inits), types(body, iter_args), types(body, yielded), types(body, results));
    let differ = |what: &str, i: usize, a: Type, b: Type| {
        op_error(
            ctx,
            body,
            op,
            format!("{i}-th {what} have different type: '{}' != '{}'", ctx.type_to_string(a), ctx.type_to_string(b)),
        )
    };
    for (i, &iter) in iter_types.iter().enumerate() {
        if init_types[i] != iter {
            return Err(differ(&format!("init and {i}-th region iter_arg"), i, init_types[i], iter));
        }
        if let Some(&y) = yielded_types.get(i) {
            if iter != y {
                return Err(differ(&format!("region iter_arg and {i}-th yielded value"), i, iter, y));
            }
        }
    }
    for (i, (&iter, &r)) in iter_types.iter().zip(&result_types).enumerate() {
        if iter != r {
            return Err(differ(&format!("region iter_arg and {i}-th loop result"), i, iter, r));
        }
    }
    Ok(())
}

/// `scf.while`: the `before` region ends with `scf.condition` and the
/// `after` region with `scf.yield` (the types along the edges between the
/// op and its regions are checked after, through the interface).
pub fn r#while(ctx: &Context, body: &Body, op: WhileOp) -> Result<(), Diagnostic> {
    expect_terminator::<ConditionOp>(
        ctx,
        body,
        op,
        0,
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    expect_terminator::<YieldOp>(ctx, body, op, 1, "expects the 'after' region to terminate with 'scf.yield'")?;
    Ok(())
}
