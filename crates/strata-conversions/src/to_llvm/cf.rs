//! `convert-cf-to-llvm` (upstream's `ConvertControlFlowToLLVMPass`,
//! `populateControlFlowToLLVMConversionPatterns` and
//! `populateAssertToLLVMConversionPattern`): `cf.br`, `cf.cond_br` and
//! `cf.switch` as `llvm.br`, `llvm.cond_br` and `llvm.switch`, and
//! `cf.assert` as a branch to a block that prints the message with `puts`
//! and calls `abort`.
//!
//! A branch passes its converted operands, so each destination block's
//! arguments are converted first (upstream's `getConvertedBlock`): a block
//! whose arguments already have the operands' types is taken as it is.
//! Only cf ops are illegal; the others are legal as they are (upstream's
//! target), so nothing else is folded. A branch whose operands do not
//! convert (a tensor's) fails the pass, as upstream's does. Invariant (no rollback): every destination's conversion is computed and
//! checked before any block is changed.

use strata_dialect_cf::{AssertOp, BranchOp, CondBranchOp, SwitchOp};
use strata_dialect_llvm::build::call;
use strata_dialect_llvm::{BrOp, CondBrOp, UnreachableOp};
use strata_ir::{BlockId, Body, BranchOpInterface, InsertPoint, OpBuilder, OpId, Type, Value};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, OpAdaptor, SignatureConversion};

use super::arith::{options_of, OPTIONS};
use super::runtime::{enclosing_module, lookup_or_create_fn, print_string};
use super::{llvm_conversion_target, llvm_type_converter, LowerToLlvmOptions};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-cf-to-llvm",
        name: "ConvertControlFlowToLLVMPass",
        description: "Convert ControlFlow operations to the LLVM dialect",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(CfToLlvm { options: options_of(options) })),
    }
}

/// The pass.
pub struct CfToLlvm {
    options: LowerToLlvmOptions,
}

impl Pass for CfToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut target = llvm_conversion_target();
        // Only cf is lowered; the other ops stay as they are (not even
        // folded), though block signatures inside them change.
        target.mark_unknown_op_dynamically_legal(|ctx, body, op| !ctx.op_name_str(body.op_name(op)).starts_with("cf."));
        let mut patterns = ConversionPatternSet::new();
        populate_cf_to_llvm_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        let converter = llvm_type_converter(self.options);
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// Upstream's `populateControlFlowToLLVMConversionPatterns` and the assert
/// lowering that aborts.
pub fn populate_cf_to_llvm_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<AssertOp>(&[("AssertOpLowering", lower_assert)]);
    set.add_fns::<BranchOp>(&[("BranchOpLowering", lower_br)]);
    set.add_fns::<CondBranchOp>(&[("CondBranchOpLowering", lower_cond_br)]);
    set.add_fns::<SwitchOp>(&[("SwitchOpLowering", lower_switch)]);
}

/// The converted operands each successor of the branch `op` receives.
fn successor_operands(rw: &ConversionRewriter<'_, '_>, op: OpId, adaptor: &OpAdaptor) -> Option<Vec<Vec<Value>>> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let iface = BranchOpInterface::of(ctx, body, op)?;
    let ranges = (iface.successor_operands)(ctx, body, op);
    Some(ranges.into_iter().map(|r| r.map(|i| adaptor.operand(i)).collect()).collect())
}

/// What converting `block` for operands of `types` takes: nothing when its
/// arguments have those types, else the signature conversion, which must
/// give exactly those types (upstream's `getConvertedBlock`); `Err` when
/// it cannot be done.
fn block_conversion(
    rw: &ConversionRewriter<'_, '_>,
    block: BlockId,
    types: &[Type],
) -> Result<Option<SignatureConversion>, ()> {
    let body = rw.body();
    let current: Vec<Type> = body.block_args(block).iter().map(|&a| body.value_type(a)).collect();
    if current == types {
        return Ok(None);
    }
    let conversion = rw.type_converter().convert_signature_args(rw.ctx(), &current).ok_or(())?;
    if conversion.converted_types() != types {
        return Err(());
    }
    Ok(Some(conversion))
}

/// Converts the destinations of `op` for the operands they receive, all or
/// none; `None` when one cannot be converted.
fn convert_destinations(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Vec<Value>],
) -> Option<Vec<BlockId>> {
    let successors: Vec<BlockId> = rw.body().successors(op).collect();
    let mut conversions = Vec::with_capacity(successors.len());
    for (&block, values) in successors.iter().zip(operands) {
        let types: Vec<Type> = values.iter().map(|&v| rw.body().value_type(v)).collect();
        conversions.push(block_conversion(rw, block, &types).ok()?);
    }
    // A block reached twice is converted once: the second time its
    // arguments already match.
    for (&block, conversion) in successors.iter().zip(conversions) {
        let current_matches = conversion.as_ref().is_some_and(|c| {
            let body = rw.body();
            body.block_args(block).iter().map(|&a| body.value_type(a)).eq(c.converted_types().iter().copied())
        });
        if let Some(conversion) = conversion.filter(|_| !current_matches) {
            rw.apply_signature_conversion(block, &conversion);
        }
    }
    Some(successors)
}

/// `cf.br`: `llvm.br`, with the branch's discardable attributes.
fn lower_br(op: BranchOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let op: OpId = op.into();
    let Some(operands) = successor_operands(rw, op, adaptor) else { return false };
    let Some(dests) = convert_destinations(rw, op, &operands) else { return false };
    let (loc, attrs) = (rw.body().op_loc(op), rw.body().attrs(op));
    let new = BrOp::build(rw, loc, &operands[0], None, dests);
    rw.with_body(|body| body.set_attrs(new, attrs));
    rw.replace_op(op, &[]);
    true
}

/// `cf.cond_br`: `llvm.cond_br` with its branch weights and discardable
/// attributes.
fn lower_cond_br(op: CondBranchOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let op_id: OpId = op.into();
    let Some(operands) = successor_operands(rw, op_id, adaptor) else { return false };
    let Some(dests) = convert_destinations(rw, op_id, &operands) else { return false };
    let ctx = rw.ctx();
    let weights = strata_ir::op_checks::inherent_attr(ctx, rw.body(), op_id, "branch_weights");
    let (loc, attrs) = (rw.body().op_loc(op_id), rw.body().attrs(op_id));
    let new = CondBrOp::build(rw, loc, adaptor.operand(0), &operands[0], &operands[1], weights, None, dests);
    rw.with_body(|body| body.set_attrs(new, attrs));
    rw.replace_op(op_id, &[]);
    true
}

/// `cf.switch`: `llvm.switch` with the same case values.
fn lower_switch(op: SwitchOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let op_id: OpId = op.into();
    let Some(operands) = successor_operands(rw, op_id, adaptor) else { return false };
    let Some(dests) = convert_destinations(rw, op_id, &operands) else { return false };
    let ctx = rw.ctx();
    let case_values = strata_ir::op_checks::inherent_attr(ctx, rw.body(), op_id, "case_values");
    let segments: Vec<usize> = operands[1..].iter().map(Vec::len).collect();
    let case_operands: Vec<Value> = operands[1..].iter().flatten().copied().collect();
    let loc = rw.body().op_loc(op_id);
    strata_dialect_llvm::SwitchOp::build(
        rw,
        loc,
        adaptor.operand(0),
        &operands[0],
        &case_operands,
        case_values,
        strata_ir::segments::counts_array(ctx, &segments),
        None,
        dests,
    );
    rw.replace_op(op_id, &[]);
    true
}

/// `cf.assert`: the block is split at the assert; a new last block prints
/// the message (`puts` of a private global string) and aborts, and the
/// assert becomes a branch to the rest of the block or to it.
fn lower_assert(op: AssertOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let op_id: OpId = op.into();
    let Some(module) = enclosing_module(ctx, rw.body(), op_id) else { return false };
    let Some(message) = op.msg(ctx, rw.body()).and_then(|m| ctx.string_value(m).map(<[u8]>::to_vec)) else {
        return false;
    };
    let loc = rw.body().op_loc(op_id);
    let Some(block) = rw.body().op_block(op_id) else { return false };
    let Some(region) = rw.body().block_region(block) else { return false };
    let continuation = rw.split_block(block, op_id);
    let failure = rw.create_block(region, &[], None);
    rw.set_insertion_point(InsertPoint::BlockEnd(failure));
    print_string(rw, module, loc, "assert_msg", &message, "puts");
    let abort = lookup_or_create_fn(rw, module, "abort", &[], ctx.unknown_loc());
    call(rw, loc, abort, &[], None);
    UnreachableOp::build(rw, loc);
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    CondBrOp::build(rw, loc, adaptor.operand(0), &[], &[], None, None, vec![continuation, failure]);
    rw.replace_op(op_id, &[]);
    true
}
