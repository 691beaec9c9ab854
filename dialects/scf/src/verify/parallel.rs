//! Verifiers of the parallel loops: `scf.forall` (index block arguments per
//! loop, one block argument and result per shared output, the mapping,
//! bounds lists of the loop rank), `scf.forall.in_parallel` (only parallel
//! combining ops, inserting into the loop's outputs), `scf.parallel` (index
//! induction variables per step, positive constant steps, an `scf.reduce`
//! terminator reducing to the results), `scf.reduce` (one two-argument
//! reduction region per operand, ending with `scf.reduce.return`; upstream's
//! `verifyRegions`) and `scf.reduce.return` (returns the reduction's type).

use strata_interfaces::view_like::list_of_operands_or_integers;
use strata_ir::op_checks::has_trait;
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Traits, Type};

use super::{expect_terminator, types};
use crate::{ForallOp, InParallelOp, ParallelOp, ReduceOp, ReduceReturnOp};
use strata_ir::op_checks::{constant_int_value, i64_array, inherent_attr, op_error, quoted_type};
use strata_rewrite::matchers::isa;

/// The sizes of the operand groups of an op with `operandSegmentSizes`.
fn segments(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<usize> {
    i64_array(ctx, body, op, "operandSegmentSizes").into_iter().map(|n| usize::try_from(n).unwrap_or(0)).collect()
}

/// The operand types of group `group` (empty if the segments are off).
fn group_types(ctx: &Context, body: &Body, op: impl Into<OpId>, group: usize) -> Vec<Type> {
    let op: OpId = op.into();
    let sizes = segments(ctx, body, op);
    let start: usize = sizes.iter().take(group).sum();
    let len = sizes.get(group).copied().unwrap_or(0);
    body.operands(op).skip(start).take(len).map(|v| body.value_type(v)).collect()
}

/// A `#gpu.mask<...>` mapping entry: upstream's `DeviceMaskingAttrInterface`;
/// the other entries are `DeviceMappingAttrInterface`s.
fn is_masking(ctx: &Context, attr: strata_ir::Attribute) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Opaque { dialect, body, .. }
        if ctx.ident_str(*dialect) == "gpu" && body.starts_with("mask<"))
}

/// `scf.forall`: as many results as shared outputs; the body takes one
/// index per loop then one argument per output, of its type; a mapping of
/// one entry per loop (plus at most one mask); bounds and steps of the
/// loop rank, one operand per dynamic entry.
pub fn forall(ctx: &Context, body: &Body, op: ForallOp) -> Result<(), Diagnostic> {
    let lower = i64_array(ctx, body, op, "staticLowerBound");
    let rank = lower.len();
    let outputs = group_types(ctx, body, op, 3);
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    if body.num_results(op) != outputs.len() {
        return err(format!("produces {} results, but has only {} outputs", body.num_results(op), outputs.len()));
    }
    let Some(entry) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    let args = types(body, body.block_args(entry));
    if args.len() != rank + outputs.len() {
        return err(format!("region expects {rank} arguments"));
    }
    if let Some(i) = args[..rank].iter().position(|&t| !ctx.is_index(t)) {
        return err(format!("expects {i}-th block argument to be an index"));
    }
    if let Some(i) = args[rank..].iter().zip(&outputs).position(|(a, b)| a != b) {
        return err(format!("type mismatch between {i}-th output and corresponding block argument"));
    }
    if let Some(AttrKind::Array(mapping)) = inherent_attr(ctx, body, op, "mapping").map(|a| ctx.attr_kind(a)) {
        if !mapping.is_empty() {
            let masks = mapping.iter().filter(|&&a| is_masking(ctx, a)).count();
            if mapping.len() - masks != rank {
                return err("mapping attribute size must match op rank".into());
            }
            if masks > 1 {
                return err("\"mapping\" supports at most one device masking attribute".into());
            }
        }
    }
    let counts = segments(ctx, body, op);
    let lists = [("lower bound", lower), ("upper bound", i64_array(ctx, body, op, "staticUpperBound"))];
    let step = ("step", i64_array(ctx, body, op, "staticStep"));
    for (i, (name, statics)) in lists.into_iter().chain([step]).enumerate() {
        list_of_operands_or_integers(body, op, name, rank, &statics, counts.get(i).copied().unwrap_or(0))?;
    }
    Ok(())
}

/// `scf.forall.in_parallel`: only parallel combining ops, each updating a
/// shared output block argument of the enclosing `scf.forall` (the
/// generated `HasParent` check ran first).
pub fn forall_in_parallel(ctx: &Context, body: &Body, op: InParallelOp) -> Result<(), Diagnostic> {
    let Some(forall) = body.parent_op(op) else { return Ok(()) };
    let rank = i64_array(ctx, body, forall, "staticLowerBound").len();
    let outs = body.regions(forall).first().and_then(|&r| body.entry_block(r)).map(|b| body.block_args(b));
    let outs = outs.and_then(|args| args.get(rank..)).unwrap_or(&[]);
    let Some(block) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    for nested in body.block_ops(block) {
        if !has_trait(ctx, body, nested, Traits::PARALLEL_COMBINING) {
            return Err(op_error(ctx, body, op, "expected only ParallelCombiningOpInterface ops"));
        }
        // Upstream's `getUpdatedDestinations`: the combining op's
        // destination, its operand 1 (`tensor.parallel_insert_slice`, the
        // one registered such op).
        let dest = 1;
        if dest < body.num_operands(nested) && !outs.contains(&body.operand(nested, dest)) {
            return Err(op_error(ctx, body, nested, "may only insert into an output block argument"));
        }
    }
    Ok(())
}

/// `scf.parallel`: at least one loop; positive constant steps; one index
/// block argument per step; an `scf.reduce` terminator with one reduction
/// and one initial value per result, each reducing the result's type.
pub fn parallel(ctx: &Context, body: &Body, op: ParallelOp) -> Result<(), Diagnostic> {
    let sizes = segments(ctx, body, op);
    let (Some(&steps), Some(&inits)) = (sizes.get(2), sizes.get(3)) else { return Ok(()) };
    let step_start: usize = sizes[..2].iter().sum();
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    if steps == 0 {
        return err("needs at least one tuple element for lowerBound, upperBound and step".into());
    }
    let step_values = body.operands(op).skip(step_start).take(steps);
    if step_values.into_iter().any(|v| constant_int_value(ctx, body, v).is_some_and(|c| c <= 0)) {
        return err("constant step operand must be positive".into());
    }
    let Some(entry) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    let args = types(body, body.block_args(entry));
    if args.len() != steps {
        return err(format!(
            "expects the same number of induction variables: {} as bound and step values: {steps}",
            args.len()
        ));
    }
    if args.iter().any(|&t| !ctx.is_index(t)) {
        return err("expects arguments for the induction variable to be of index type".into());
    }
    let reduce = expect_terminator::<ReduceOp>(ctx, body, op, 0, "expects body to terminate with 'scf.reduce'")?;
    let (results, reductions) = (body.num_results(op), body.regions(reduce).len());
    if results != reductions {
        return err(format!(
            "expects number of results: {results} to be the same as number of reductions: {reductions}"
        ));
    }
    if results != inits {
        return err(format!(
            "expects number of results: {results} to be the same as number of initial values: {inits}"
        ));
    }
    // A reduction with another operand count is the `scf.reduce`'s error.
    if body.num_operands(reduce) != inits {
        return Ok(());
    }
    let result_types = types(body, body.results(op));
    for (i, (operand, &result)) in body.operands(reduce).zip(&result_types).enumerate() {
        let operand = body.value_type(operand);
        if operand != result {
            return Err(op_error(
                ctx,
                body,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    quoted_type(ctx, operand),
                    quoted_type(ctx, result)
                ),
            ));
        }
    }
    Ok(())
}

/// `scf.reduce`'s `verifyRegions`: one reduction region per operand, each a
/// non-empty block with two arguments of the operand's type ending with
/// `scf.reduce.return`.
pub fn reduce_regions(ctx: &Context, body: &Body, op: ReduceOp) -> Result<(), Diagnostic> {
    let (regions, operands) = (body.regions(op), types(body, &body.operands(op).collect::<Vec<_>>()));
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    if regions.len() != operands.len() {
        return err(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            regions.len(),
            operands.len()
        ));
    }
    for (i, (&region, &ty)) in regions.iter().zip(&operands).enumerate() {
        let Some(block) = body.entry_block(region) else { continue };
        let Some(last) = body.last_op(block) else { return err(format!("{i}-th reduction has an empty body")) };
        let args = body.block_args(block);
        if args.len() != 2 || args.iter().any(|&a| body.value_type(a) != ty) {
            return err(format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                quoted_type(ctx, ty)
            ));
        }
        if !isa::<ReduceReturnOp>(ctx, body, last) {
            return err("reduction bodies must be terminated with an 'scf.reduce.return' op".into());
        }
    }
    Ok(())
}

/// `scf.reduce.return`: returns the type of its reduction block's
/// arguments (the generated `HasParent` check ran first).
pub fn reduce_return(ctx: &Context, body: &Body, op: ReduceReturnOp) -> Result<(), Diagnostic> {
    let Some(block) = body.op_block(op) else { return Ok(()) };
    let (Some(&arg), Some(value)) = (body.block_args(block).first(), body.operands(op).next()) else { return Ok(()) };
    let expected = body.value_type(arg);
    if body.value_type(value) != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("must have type {} (the type of the reduction inputs)", quoted_type(ctx, expected)),
        ));
    }
    Ok(())
}
