//! Verifiers of the sequential loops: `scf.for` (loop-carried values,
//! block arguments and yielded types agree) and `scf.while` (a `before`
//! region ending with `scf.condition`, an `after` region ending with
//! `scf.yield`; the values passed between the op and its regions are
//! checked through the interface).

use strata_ir::{Body, Context, Diagnostic, OpId, Type, Value};

use super::{expect_terminator, region_terminator, types};
use crate::traits::op_error;

/// `scf.for`: loop-carried values, block arguments and yielded types agree.
pub fn r#for(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = body.operands(op).collect();
    let inits = operands.get(3..).unwrap_or(&[]);
    let results = body.results(op);
    if inits.len() != results.len() {
        return Err(op_error(ctx, body, op, "mismatch in number of loop-carried values and defined values"));
    }
    let Some(entry) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    let args = body.block_args(entry);
    let bound = operands.first().map(|&v| body.value_type(v));
    if args.first().map(|&v| body.value_type(v)) != bound {
        return Err(op_error(ctx, body, op, "expected induction variable to be same type as bounds and step"));
    }
    let iter_args = &args[1..];
    if iter_args.len() != results.len() {
        return Err(op_error(ctx, body, op, "mismatch in number of basic block args and defined values"));
    }
    let (init_types, iter_types, result_types) = (types(body, inits), types(body, iter_args), types(body, results));
    let differ = |what: &str, i: usize, a: Type, b: Type| {
        op_error(
            ctx,
            body,
            op,
            format!("{i}-th {what} have different type: '{}' != '{}'", ctx.type_to_string(a), ctx.type_to_string(b)),
        )
    };
    for i in 0..iter_types.len() {
        if init_types[i] != iter_types[i] {
            return Err(differ(&format!("init and {i}-th region iter_arg"), i, init_types[i], iter_types[i]));
        }
    }
    if let Some(y) = region_terminator(ctx, body, op, 0, "scf.yield") {
        let yielded: Vec<Value> = body.operands(y).collect();
        for (i, (&a, b)) in iter_types.iter().zip(types(body, &yielded)).enumerate() {
            if a != b {
                return Err(differ(&format!("region iter_arg and {i}-th yielded value"), i, a, b));
            }
        }
        for (i, (&a, &b)) in iter_types.iter().zip(&result_types).enumerate() {
            if a != b {
                return Err(differ(&format!("region iter_arg and {i}-th loop result"), i, a, b));
            }
        }
    }
    Ok(())
}

/// `scf.while`: the `before` region ends with `scf.condition` and the
/// `after` region with `scf.yield` (the types along the edges between the
/// op and its regions are checked after, through the interface).
pub fn r#while(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    expect_terminator(
        ctx,
        body,
        op,
        0,
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    expect_terminator(ctx, body, op, 1, "scf.yield", "expects the 'after' region to terminate with 'scf.yield'")?;
    Ok(())
}
