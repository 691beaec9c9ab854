//! The region-branch canonicalizations on a region op of no particular
//! dialect: a loop `t.loop(bound, inits...)` with `AttrSizedOperandSegments`,
//! whose body's `t.yield` (`ReturnLike`) goes back to the body or out to
//! the results, known only through its `RegionBranchOpInterface`.

use strata_ir::op_checks::{i64_array, set_inherent_attr};
use strata_ir::{
    ApInt, AttrKind, BlockId, Body, Context, DenseValue, MemoryEffects, OpId, OpInfo, OperationState,
    RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor, Traits, Value,
};

use crate::driver::{apply_patterns_greedily, GreedyConfig};
use crate::fold_tests::{context, function};
use crate::pattern::{FrozenPatternSet, PatternFilter, PatternSet};
use crate::region_branch::populate_region_branch_op_canonicalization_patterns;

strata_ir::op_class! {
    /// `t.loop`, the region op under test.
    LoopOp = "t.loop"
}

fn register_loop(ctx: &Context) {
    fn successors(_: &Context, body: &Body, op: OpId, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let entry = body.entry_block(body.regions(op)[0]).expect("a body");
        vec![
            RegionSuccessor::region(0, 0..body.block_args(entry).len()),
            RegionSuccessor::parent(0..body.num_results(op)),
        ]
    }
    let mut lp = OpInfo::new("t.loop");
    lp.traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    lp.effects = MemoryEffects::recursive();
    lp.interfaces.insert(RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: |_, body, op, _| 1..body.num_operands(op),
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    });
    ctx.register_op(lp);
    let mut y = OpInfo::new("t.yield");
    y.traits = Traits::RETURN_LIKE | Traits::IS_TERMINATOR;
    y.effects = MemoryEffects::none();
    ctx.register_op(y);
}

fn segments(ctx: &Context, sizes: &[i64]) -> strata_ir::Attribute {
    let values = sizes.iter().map(|&n| DenseValue::Int(ApInt::from_i64(32, n))).collect();
    ctx.intern_attr(AttrKind::DenseArray { element: ctx.integer_type(32), values })
}

fn append(ctx: &Context, body: &mut Body, block: BlockId, name: &str, operands: &[Value], results: usize) -> OpId {
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands.extend_from_slice(operands);
    st.result_types.extend(std::iter::repeat_n(ctx.integer_type(32), results));
    let op = body.create_op(st, ctx.empty_dictionary());
    body.append_op(block, op);
    op
}

/// `%r:2 = t.loop(%b, %x, %y) { ^(%a0, %a1): %v = t.step(%a0); t.yield(%v, %a1) }`
/// with only `%r#0` used: `%a1` can only hold `%y`, so it is replaced by
/// it, and then it, `%r#1` and the operands feeding them go, segment
/// sizes included.
#[test]
fn any_region_branch_op_loses_its_dead_successor_inputs() {
    let ctx = context();
    register_loop(&ctx);
    let mut body = Body::new();
    let (func, entry, b) = function(&ctx, &mut body);
    let x = append(&ctx, &mut body, entry, "t.source", &[], 1);
    let y = append(&ctx, &mut body, entry, "t.source", &[], 1);
    let (x, y) = (body.results(x)[0], body.results(y)[0]);
    let lp = append(&ctx, &mut body, entry, "t.loop", &[b, x, y], 2);
    set_inherent_attr(&ctx, &mut body, lp, "operandSegmentSizes", segments(&ctx, &[1, 2]));
    let region = body.add_region(lp);
    let inner = body.create_block();
    body.append_block(region, inner);
    let a0 = body.add_block_arg(inner, ctx.integer_type(32), None);
    let a1 = body.add_block_arg(inner, ctx.integer_type(32), None);
    let step = append(&ctx, &mut body, inner, "t.step", &[a0], 1);
    let v = body.results(step)[0];
    append(&ctx, &mut body, inner, "t.yield", &[v, a1], 0);
    let r0 = body.results(lp)[0];
    let user = append(&ctx, &mut body, entry, "t.use", &[r0], 0);

    let mut set = PatternSet::new();
    populate_region_branch_op_canonicalization_patterns::<LoopOp>(&mut set);
    let frozen = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).expect("registered root");
    let result = apply_patterns_greedily(&ctx, &mut body, func, &frozen, &GreedyConfig::default());
    assert!(result.changed && result.converged);

    let new_loop = body.defining_op(body.operand(user, 0)).expect("the rebuilt loop");
    assert_eq!(ctx.op_name_str(body.op_name(new_loop)), "t.loop");
    assert_eq!(body.operands(new_loop).collect::<Vec<_>>(), vec![b, x]);
    assert_eq!(i64_array(&ctx, &body, new_loop, "operandSegmentSizes"), vec![1, 1]);
    assert_eq!(body.num_results(new_loop), 1);
    let inner = body.entry_block(body.regions(new_loop)[0]).expect("the body moved over");
    assert_eq!(body.block_args(inner), &[a0]);
    let yield_op = body.last_op(inner).expect("a terminator");
    assert_eq!(body.operands(yield_op).collect::<Vec<_>>(), vec![v]);
}
