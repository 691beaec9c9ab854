//! Verifiers of the atomic ops: `memref.atomic_rmw` (one index per
//! dimension), `memref.generic_atomic_rmw` (one entry block argument of
//! the result type; a body of ops without memory effects) and
//! `memref.atomic_yield` (yields its parent's result type).

use strata_ir::op_checks::is_memory_effect_free;
use strata_ir::{Body, Context, Diagnostic, TypeKind, WalkOrder, WalkResult};

use super::index_count;
use crate::generated::{AtomicRMWKind, AtomicRMWOp};
use crate::{AtomicYieldOp, GenericAtomicRMWOp};
use strata_ir::op_checks::{emit_error, op_error, quoted_type, type_of, V};

/// `memref.atomic_rmw`: one index per dimension, and a value type the kind
/// applies to (float kinds on floats, integer kinds on integers).
pub fn atomic_rmw(ctx: &Context, body: &Body, op: AtomicRMWOp) -> Result<(), Diagnostic> {
    index_count(ctx, body, op, 1, "expects the number of subscripts to be equal to memref rank")?;
    let Some(kind) = op.kind(ctx, body) else {
        return Ok(());
    };
    let Some(value) = body.operands(op).next() else { return Ok(()) };
    let ty = body.value_type(value);
    use AtomicRMWKind as K;
    let (ok, what) = match kind {
        K::Addf | K::Maximumf | K::Minimumf | K::Mulf => (ctx.is_float(ty), "a floating-point"),
        K::Addi | K::Maxs | K::Maxu | K::Mins | K::Minu | K::Muli | K::Ori | K::Xori | K::Andi => {
            (matches!(ctx.type_kind(ty), TypeKind::Integer { .. }), "an integer")
        }
        K::Assign | K::Maxnumf | K::Minnumf => (true, ""),
    };
    if ok {
        return Ok(());
    }
    Err(op_error(ctx, body, op, format!("with kind '{}' expects {what} type", kind.keyword())))
}

/// `memref.generic_atomic_rmw`: the entry block takes one argument, of the
/// result type, and no op in the body has a memory effect. The body is
/// walked in post-order, as upstream, so the innermost offending op of the
/// first offending subtree is reported, at its own location.
pub fn generic_atomic_rmw(ctx: &Context, body: &Body, op: GenericAtomicRMWOp) -> Result<(), Diagnostic> {
    let Some(&region) = body.regions(op).first() else { return Ok(()) };
    let entry = body.entry_block(region);
    let args = entry.map(|b| body.block_args(b)).unwrap_or(&[]);
    let [arg] = args else {
        return Err(op_error(ctx, body, op, "expected single number of entry block arguments"));
    };
    if type_of(ctx, body, op, V::Result(0)) != Some(body.value_type(*arg)) {
        return Err(op_error(ctx, body, op, "expected block argument of the same type result type"));
    }
    let mut offender = None;
    'blocks: for block in body.region_blocks(region) {
        for nested in body.block_ops(block) {
            let complete = body.walk(nested, WalkOrder::PostOrder, |b, o| {
                if is_memory_effect_free(ctx, b, o) {
                    WalkResult::Advance
                } else {
                    offender = Some(o);
                    WalkResult::Interrupt
                }
            });
            if !complete {
                break 'blocks;
            }
        }
    }
    if let Some(o) = offender {
        return Err(emit_error(
            body,
            o,
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        ));
    }
    Ok(())
}

/// `memref.atomic_yield`: the yielded value has the type of the parent's
/// result (the generated `HasParent` check ran first).
pub fn atomic_yield(ctx: &Context, body: &Body, op: AtomicYieldOp) -> Result<(), Diagnostic> {
    let Some(parent) = body.parent_op(op) else { return Ok(()) };
    let (Some(&parent_result), Some(yielded)) = (body.results(parent).first(), type_of(ctx, body, op, V::Operand(0)))
    else {
        return Ok(());
    };
    let parent_type = body.value_type(parent_result);
    if parent_type != yielded {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                quoted_type(ctx, yielded),
                quoted_type(ctx, parent_type)
            ),
        ));
    }
    Ok(())
}
