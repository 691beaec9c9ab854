//! The `convert-scf-to-cf` pass (upstream's `SCFToControlFlow`): structured
//! control flow as blocks and branches, on the conversion framework
//! (`strata_rewrite::conversion`). The target is upstream's: the scf region
//! ops are illegal, every other op legal.
//!
//! - `scf.for`: the block is split at the loop; the body's entry block
//!   becomes the condition block (`arith.cmpi slt`, `ult` for an unsigned
//!   loop, of the induction variable and the upper bound), the body's ops
//!   move to the block after it, and the last body block steps the
//!   induction variable (`arith.addi`) and branches back with the yielded
//!   values; the results are the condition block's arguments.
//! - `scf.if`: the block is split at the `if`; then and else regions move
//!   before the continuation, each ending in a branch to it with its
//!   yielded values; with results, the continuation is a block of its own
//!   whose arguments are the results, branching on to the rest.
//! - `scf.while`: both regions move before the continuation; `before`
//!   ends in a conditional branch to `after` (with the condition's values)
//!   or out, `after` branches back to `before`; the results are the
//!   condition's values. When `after` only forwards its arguments
//!   (`DoWhileLowering`, preferred), `before` branches back to itself.
//! - `scf.execute_region`: its blocks move in place, each `scf.yield`
//!   branching to the rest of the block, which takes the results as
//!   arguments.
//!
//! Invariants: blocks are created and moved in upstream's order, so the
//! output numbers blocks as `mlir-opt-22` does; every new op carries the
//! converted op's location; a pattern reads all it needs before it changes
//! anything (the framework has no rollback). `scf.parallel`, `scf.forall`
//! and `scf.index_switch` have no pattern here yet: the pass reports them
//! as upstream reports an op it cannot legalize.

use strata_dialect_arith::{AddIOp, CmpIOp, CmpIPredicate};
use strata_dialect_cf::{BranchOp, CondBranchOp};
use strata_dialect_scf::{ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp};
use strata_ir::{BlockId, Body, InsertPoint, OpId, Value};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor,
    OpConversionPattern, TypeConverter,
};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-scf-to-cf",
        name: "SCFToControlFlowPass",
        description: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_| Box::new(ScfToCf),
    }
}

/// The pass.
pub struct ScfToCf;

impl Pass for ScfToCf {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::new();
        target
            .add_illegal_op::<ForallOp>()
            .add_illegal_op::<ForOp>()
            .add_illegal_op::<IfOp>()
            .add_illegal_op::<IndexSwitchOp>()
            .add_illegal_op::<ParallelOp>()
            .add_illegal_op::<WhileOp>()
            .add_illegal_op::<ExecuteRegionOp>()
            .mark_unknown_op_dynamically_legal(|_, _, _| true);
        let mut patterns = ConversionPatternSet::new();
        populate_scf_to_cf_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        let converter = TypeConverter::identity();
        apply_partial_conversion(run.ctx, body, op, &target, &patterns, &converter).map_err(|d| {
            run.diagnostics.push(d);
            PassFailed
        })
    }
}

/// The scf-to-cf patterns (upstream's
/// `populateSCFToControlFlowConversionPatterns`).
pub fn populate_scf_to_cf_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<ForOp>(&[("ForLowering", lower_for)]);
    set.add_fns::<IfOp>(&[("IfLowering", lower_if)]);
    set.add_fns::<WhileOp>(&[("WhileLowering", lower_while)]);
    set.add_fns::<ExecuteRegionOp>(&[("ExecuteRegionLowering", lower_execute_region)]);
    // A loop whose `after` region only forwards its arguments is a
    // do-while: the `before` region loops on itself.
    set.add(OpConversionPattern::<WhileOp>::new("DoWhileLowering", lower_do_while).with_benefit(2));
}

/// The single block of region `index` of `op`'s entry and last blocks.
fn region_ends(body: &Body, op: OpId, index: usize) -> Option<(BlockId, BlockId)> {
    let region = *body.regions(op).get(index)?;
    let first = body.entry_block(region)?;
    let last = body.region_blocks(region).last()?;
    Some((first, last))
}

fn lower_for(op: ForOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(init_block) = body.op_block(op) else { return false };
    let Some((condition_block, last_block)) = region_ends(body, op.into(), 0) else { return false };
    let Some(terminator) = body.last_op(last_block) else { return false };
    let Some(first_op) = body.first_op(condition_block) else { return false };
    let Some(&iv) = body.block_args(condition_block).first() else { return false };
    let loc = body.op_loc(op);
    let (lower, upper, step) = (op.lower_bound(body), op.upper_bound(body), op.step(body));
    let inits = op.init_args(body);
    let yielded: Vec<Value> = body.operands(terminator).collect();
    let unsigned = op.unsigned_cmp(rw.ctx(), body).is_some();
    let region = body.regions(op)[0];
    let parent_region = body.block_region(init_block).expect("a block is in a region");
    let results: Vec<Value> = body.block_args(condition_block)[1..].to_vec();

    // Split at the loop: what follows it goes to the end block.
    let end_block = rw.split_block(init_block, op);
    let first_body_block = rw.split_block(condition_block, first_op);
    // The body's last block: the split-off one when the body was one block.
    let last_body_block = if last_block == condition_block { first_body_block } else { last_block };
    rw.inline_region_before(region, parent_region, Some(end_block));
    // Step the induction variable and branch back from the last body block.
    rw.set_insertion_point(InsertPoint::BlockEnd(last_body_block));
    let ty = rw.body().value_type(iv);
    let stepped = AddIOp::build(&mut **rw, loc, iv, step, ty, None).result(rw.body());
    let carried: Vec<Value> = std::iter::once(stepped).chain(yielded).collect();
    BranchOp::build(&mut **rw, loc, &carried, vec![condition_block]);
    rw.erase_op(terminator);
    // Enter the loop with the lower bound and the initial values.
    rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
    let entry: Vec<Value> = std::iter::once(lower).chain(inits).collect();
    BranchOp::build(&mut **rw, loc, &entry, vec![condition_block]);
    // The condition block tests the induction variable.
    rw.set_insertion_point(InsertPoint::BlockEnd(condition_block));
    let predicate = if unsigned { CmpIPredicate::Ult } else { CmpIPredicate::Slt };
    let i1 = rw.ctx().integer_type(1);
    let comparison = CmpIOp::build(&mut **rw, loc, iv, upper, i1, predicate).result(rw.body());
    CondBranchOp::build(&mut **rw, loc, comparison, &[], &[], None, vec![first_body_block, end_block]);
    rw.replace_op(op, &results);
    true
}

fn lower_if(op: IfOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(cond_block) = body.op_block(op) else { return false };
    let Some((then_block, then_last)) = region_ends(body, op.into(), 0) else { return false };
    let Some(then_terminator) = body.last_op(then_last) else { return false };
    let else_ends = region_ends(body, op.into(), 1);
    let else_terminator = match else_ends {
        Some((_, last)) => match body.last_op(last) {
            Some(t) => Some(t),
            None => return false,
        },
        None => None,
    };
    let loc = body.op_loc(op);
    let condition = op.condition(body);
    let result_types: Vec<_> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let (then_region, else_region) = (body.regions(op)[0], body.regions(op)[1]);
    let parent_region = body.block_region(cond_block).expect("a block is in a region");

    let remaining = rw.split_block(cond_block, op);
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let block = rw.create_block_before(remaining, &result_types, Some(loc));
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        BranchOp::build(&mut **rw, loc, &[], vec![remaining]);
        block
    };
    for (terminator, last, region) in
        std::iter::once((then_terminator, then_last, then_region)).chain(else_terminator.map(|t| {
            let (_, last) = else_ends.expect("an else terminator has its region");
            (t, last, else_region)
        }))
    {
        let yielded: Vec<Value> = rw.body().operands(terminator).collect();
        rw.set_insertion_point(InsertPoint::BlockEnd(last));
        BranchOp::build(&mut **rw, loc, &yielded, vec![continue_block]);
        rw.erase_op(terminator);
        rw.inline_region_before(region, parent_region, Some(continue_block));
    }
    let else_block = else_ends.map_or(continue_block, |(first, _)| first);
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    CondBranchOp::build(&mut **rw, loc, condition, &[], &[], None, vec![then_block, else_block]);
    let results = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    true
}

/// `before` and `after` of an `scf.while`, each one block, with their
/// terminators (`scf.condition`, `scf.yield`).
fn while_blocks(body: &Body, op: OpId) -> Option<(BlockId, OpId, BlockId, OpId)> {
    let before = body.entry_block(*body.regions(op).first()?)?;
    let after = body.entry_block(*body.regions(op).get(1)?)?;
    Some((before, body.last_op(before)?, after, body.last_op(after)?))
}

fn lower_while(op: WhileOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(current) = body.op_block(op) else { return false };
    let Some((before, condition, after, yield_op)) = while_blocks(body, op.into()) else { return false };
    let (before_region, after_region) = (body.regions(op)[0], body.regions(op)[1]);
    let parent_region = body.block_region(current).expect("a block is in a region");
    let (loc, inits) = (body.op_loc(op), op.inits(body));
    let (cond_loc, yield_loc) = (body.op_loc(condition), body.op_loc(yield_op));
    let flag = body.operand(condition, 0);
    let args: Vec<Value> = body.operands(condition).skip(1).collect();
    let yielded: Vec<Value> = body.operands(yield_op).collect();

    let continuation = rw.split_block(current, op);
    rw.inline_region_before(after_region, parent_region, Some(continuation));
    rw.inline_region_before(before_region, parent_region, Some(after));
    rw.set_insertion_point(InsertPoint::BlockEnd(current));
    BranchOp::build(rw, loc, &inits, vec![before]);
    // Each terminator becomes a branch, at its own location.
    rw.set_insertion_point(InsertPoint::Before(condition));
    CondBranchOp::build(rw, cond_loc, flag, &args, &[], None, vec![after, continuation]);
    rw.erase_op(condition);
    rw.set_insertion_point(InsertPoint::Before(yield_op));
    BranchOp::build(rw, yield_loc, &yielded, vec![before]);
    rw.erase_op(yield_op);
    rw.replace_op(op, &args);
    true
}

fn lower_do_while(op: WhileOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(current) = body.op_block(op) else { return false };
    let Some((before, condition, after, yield_op)) = while_blocks(body, op.into()) else { return false };
    let forwards = body.first_op(after) == Some(yield_op)
        && body.operands(yield_op).eq(body.block_args(after).iter().copied())
        && isa_yield(rw, yield_op);
    if !forwards {
        return false;
    }
    let body = rw.body();
    let before_region = body.regions(op)[0];
    let parent_region = body.block_region(current).expect("a block is in a region");
    let (loc, inits, cond_loc) = (body.op_loc(op), op.inits(body), body.op_loc(condition));
    let flag = body.operand(condition, 0);
    let args: Vec<Value> = body.operands(condition).skip(1).collect();

    let continuation = rw.split_block(current, op);
    rw.inline_region_before(before_region, parent_region, Some(continuation));
    rw.set_insertion_point(InsertPoint::BlockEnd(current));
    BranchOp::build(rw, loc, &inits, vec![before]);
    rw.set_insertion_point(InsertPoint::Before(condition));
    CondBranchOp::build(rw, cond_loc, flag, &args, &[], None, vec![before, continuation]);
    rw.erase_op(condition);
    rw.replace_op(op, &args);
    true
}

fn isa_yield(rw: &ConversionRewriter<'_, '_>, op: OpId) -> bool {
    strata_rewrite::matchers::isa::<strata_dialect_scf::YieldOp>(rw.ctx(), rw.body(), op)
}

fn lower_execute_region(op: ExecuteRegionOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(block) = body.op_block(op) else { return false };
    let region = body.regions(op)[0];
    let Some(entry) = body.entry_block(region) else { return false };
    let parent_region = body.block_region(block).expect("a block is in a region");
    let loc = body.op_loc(op);
    let result_types: Vec<_> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let yields: Vec<OpId> =
        body.region_blocks(region).filter_map(|b| body.last_op(b)).filter(|&t| isa_yield(rw, t)).collect();

    let remaining = rw.split_block(block, op);
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    BranchOp::build(rw, loc, &[], vec![entry]);
    for terminator in yields {
        let operands: Vec<Value> = rw.body().operands(terminator).collect();
        rw.set_insertion_point(InsertPoint::Before(terminator));
        BranchOp::build(rw, loc, &operands, vec![remaining]);
        rw.erase_op(terminator);
    }
    rw.inline_region_before(region, parent_region, Some(remaining));
    let results: Vec<Value> =
        rw.with_body(|body| result_types.iter().map(|&t| body.add_block_arg(remaining, t, Some(loc))).collect());
    rw.replace_op(op, &results);
    true
}
