//! Hand-written verifiers of the scf ops (`hasVerifier` in ODS), following
//! upstream's `SCF.cpp` (MLIR 22), messages included, plus the
//! `RegionBranchOpInterface` checks upstream runs on the control-flow
//! edges between an op and its regions (the types passed along each edge
//! match the types received).
//!
//! - [`branches`]: `scf.if`, `scf.execute_region`, `scf.index_switch`;
//! - [`loops`]: `scf.for`, `scf.while`;
//! - [`parallel`]: `scf.forall`, `scf.forall.in_parallel`, `scf.parallel`,
//!   `scf.reduce` (its `verifyRegions`), `scf.reduce.return`.
//!
//! Upstream checks regions (`verifyRegions`, interface checks) after the
//! ops inside them; here they run with the op's own checks, so when an op
//! and an op nested in it are both invalid, strata reports the outer one.
//! Every function is total: the generated checks that run first guarantee
//! the operand and result kinds and the region counts, and anything else
//! unexpected is accepted rather than indexed blindly.

mod branches;
mod loops;
mod parallel;

pub use branches::{execute_region, index_switch, r#if};
pub use loops::{r#for, r#while};
pub use parallel::{forall, forall_in_parallel, parallel, reduce, reduce_return};

use strata_ir::{Body, Context, Diagnostic, OpId, Type, Value};

use crate::traits::op_error;

pub(crate) fn types(body: &Body, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| body.value_type(v)).collect()
}

/// The terminator of region `index`'s entry block, if it is a `name` op.
pub(crate) fn region_terminator(ctx: &Context, body: &Body, op: OpId, index: usize, name: &str) -> Option<OpId> {
    let region = *body.regions(op).get(index)?;
    let last = body.last_op(body.entry_block(region)?)?;
    (ctx.op_name_str(body.op_name(last)) == name).then_some(last)
}

/// Where a control-flow edge leaves from (upstream's `RegionBranchPoint`):
/// the op itself, or a terminator in one of its regions.
#[derive(Copy, Clone, Debug)]
pub(crate) enum From {
    Parent,
    Terminator(OpId),
}

/// Where a control-flow edge goes (upstream's `RegionSuccessor`): back to
/// the op's results, or into region `n`.
#[derive(Copy, Clone, Debug)]
pub(crate) enum To {
    Parent,
    Region(usize),
}

/// Upstream's `RegionBranchOpInterface` check of one edge of `op`: the
/// `operands` passed along it match the `inputs` of its successor, in
/// number and type. The note points at the branch point.
pub(crate) fn edge(
    ctx: &Context,
    body: &Body,
    op: OpId,
    (from, to): (From, To),
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let (source, note_loc) = match from {
        From::Parent => ("parent".to_string(), body.op_loc(op)),
        From::Terminator(t) => (format!("Operation {}", ctx.op_name_str(body.op_name(t))), body.op_loc(t)),
    };
    let target = match to {
        To::Parent => "parent".to_string(),
        To::Region(n) => format!("Region #{n}"),
    };
    let error = |detail: String| {
        op_error(ctx, body, op, format!("along control flow edge from {source} to {target}: {detail}"))
            .with_note(note_loc, "region branch point")
    };
    if operands.len() != inputs.len() {
        return Err(error(format!(
            "region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        )));
    }
    for (i, (a, b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(error(format!(
                "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                ctx.type_to_string(*a),
                ctx.type_to_string(*b)
            )));
        }
    }
    Ok(())
}

/// Upstream's `verifyAndGetTerminator`: region `index` of `op` ends with a
/// `name` op; else `message`, with a note at the terminator if there is one.
pub(crate) fn expect_terminator(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
    name: &str,
    message: &str,
) -> Result<OpId, Diagnostic> {
    if let Some(t) = region_terminator(ctx, body, op, index, name) {
        return Ok(t);
    }
    let last = body.regions(op).get(index).and_then(|&r| body.entry_block(r)).and_then(|b| body.last_op(b));
    let error = op_error(ctx, body, op, message);
    Err(match last {
        Some(t) => error.with_note(body.op_loc(t), "terminator here"),
        None => error,
    })
}
