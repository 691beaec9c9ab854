//! Hand-written verifiers of the scf ops (`hasVerifier` in ODS), following
//! upstream's `SCF.cpp` (MLIR 22), messages included, plus the
//! what upstream checks in them before the `RegionBranchOpInterface`
//! checks of the control-flow edges between an op and its regions, which
//! the generated verifier runs after these through the interface
//! ([`crate::region_branch`]).
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
pub use loops::{for_regions, r#for, r#while};
pub use parallel::{forall, forall_in_parallel, parallel, reduce_regions, reduce_return};

use strata_ir::{Body, Context, Diagnostic, OpClass, OpId, Type, Value};

use strata_ir::op_checks::op_error;

pub(crate) fn types(body: &Body, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| body.value_type(v)).collect()
}

/// The terminator of region `index`'s entry block, if it is a `T`.
pub(crate) fn region_terminator<T: OpClass>(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    index: usize,
) -> Option<T> {
    let region = *body.regions(op).get(index)?;
    let last = body.last_op(body.entry_block(region)?)?;
    T::cast(ctx, body, last)
}

/// Upstream's `verifyAndGetTerminator`: region `index` of `op` ends with a
/// `T`; else `message`, with a note at the terminator if there is one.
pub(crate) fn expect_terminator<T: OpClass>(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    index: usize,
    message: &str,
) -> Result<T, Diagnostic> {
    let op: OpId = op.into();
    if let Some(t) = region_terminator::<T>(ctx, body, op, index) {
        return Ok(t);
    }
    let last = body.regions(op).get(index).and_then(|&r| body.entry_block(r)).and_then(|b| body.last_op(b));
    let error = op_error(ctx, body, op, message);
    Err(match last {
        Some(t) => error.with_note(body.op_loc(t), "terminator here"),
        None => error,
    })
}
