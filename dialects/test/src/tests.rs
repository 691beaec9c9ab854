//! Unit tests of the registration and the hand-written hooks.

use strata_ir::{BranchOpInterface, Builder, Context, InsertPoint, MaterializeConstant, OpId, Value};

use crate::{BranchOp, ProducingBranchOp};

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    crate::register(&ctx);
    ctx
}

#[test]
fn the_dialect_allows_unknown_ops_and_materializes_test_constants() {
    let ctx = context();
    let dialect = ctx.dialect("test").expect("registered");
    assert!(dialect.allow_unknown_operations);
    for name in ["test.br", "test.op_with_memread", "test.graph_region", "test.single_block_implicit_terminator"] {
        let registered = ctx.is_registered(ctx.op_name(name));
        // The CamelCase mnemonic keeps its case; only its Rust names are snake_case.
        assert_eq!(registered, name != "test.single_block_implicit_terminator", "{name}");
    }
    assert!(ctx.is_registered(ctx.op_name("test.SingleBlockImplicitTerminator")));
    let materialize = dialect.interfaces.get::<MaterializeConstant>().expect("hasConstantMaterializer");
    let i32t = ctx.integer_type(32);
    let state = (materialize.0)(&ctx, ctx.integer_attr(i32t, 3), i32t, ctx.unknown_loc()).expect("a test.constant");
    assert_eq!(ctx.op_name_str(state.name), "test.constant");
}

/// A block with `n` `i32` arguments, and the arguments.
fn block_with_args(ctx: &Context, body: &mut strata_ir::Body, n: usize) -> (strata_ir::BlockId, Vec<Value>) {
    let block = body.create_block();
    let args = (0..n).map(|_| body.add_block_arg(block, ctx.integer_type(32), None)).collect();
    (block, args)
}

/// `test.producing_br` hands its second group to successor #0, and new
/// counts land in `operandSegmentSizes` in group order.
#[test]
fn producing_br_crosses_its_operand_groups() {
    let ctx = context();
    let mut body = strata_ir::Body::new();
    let (entry, args) = block_with_args(&ctx, &mut body, 3);
    let (s0, _) = block_with_args(&ctx, &mut body, 0);
    let (s1, _) = block_with_args(&ctx, &mut body, 0);
    let mut b = Builder::at(&ctx, &mut body, InsertPoint::BlockEnd(entry));
    let br =
        ProducingBranchOp::build(&mut b, ctx.unknown_loc(), &args[..1], &args[1..], ctx.integer_type(32), vec![s0, s1]);
    let segments = ctx.dense_i32_array(&[1, 2]);
    let props = ctx.dictionary_attr(vec![(ctx.ident("operandSegmentSizes"), segments)]);
    body.set_properties(br, Some(props));
    let iface = *BranchOpInterface::of(&ctx, &body, br).expect("attached");
    assert_eq!((iface.successor_operands)(&ctx, &body, br.into()), vec![1..3, 0..1]);
    // Drop one operand of each group: successor #0 keeps args[2], #1 nothing.
    iface.set_successor_operands(&ctx, &mut body, br, &[vec![args[2]], vec![]]);
    assert_eq!(body.operands(br).collect::<Vec<_>>(), vec![args[2]]);
    assert_eq!((iface.successor_operands)(&ctx, &body, br.into()), vec![0..1, 0..0]);
    let segments = ctx.dict_get(body.properties(br).expect("props"), "operandSegmentSizes").expect("set");
    assert_eq!(ctx.attr_to_string(segments), "array<i32: 0, 1>");
}

#[test]
fn br_forwards_every_operand() {
    let ctx = context();
    let mut body = strata_ir::Body::new();
    let (entry, args) = block_with_args(&ctx, &mut body, 2);
    let (succ, _) = block_with_args(&ctx, &mut body, 2);
    let mut b = Builder::at(&ctx, &mut body, InsertPoint::BlockEnd(entry));
    let br: OpId = BranchOp::build(&mut b, ctx.unknown_loc(), &args, vec![succ]).into();
    let iface = BranchOpInterface::of(&ctx, &body, br).expect("attached");
    assert_eq!((iface.successor_operands)(&ctx, &body, br), vec![0..2]);
    strata_ir::op_checks::branch_op_interface(&ctx, &body, br).expect("two operands for two arguments");
}

/// `test.side_effect_op` with `effects = <value>`.
fn side_effect_op(ctx: &Context, body: &mut strata_ir::Body, value: strata_ir::Attribute) -> OpId {
    let mut st = strata_ir::OperationState::new(ctx.op_name("test.side_effect_op"), ctx.unknown_loc());
    st.result_types.push(ctx.integer_type(32));
    st.attrs = Some(ctx.dictionary_attr(vec![(ctx.ident("effects"), value)]));
    body.create_op(st, ctx.empty_dictionary())
}

/// What upstream asserts on is unknown effects here; a list that is no
/// array is no effect, as upstream's `getAttrOfType<ArrayAttr>` finds none.
#[test]
fn malformed_effect_lists() {
    use strata_ir::op_checks::{may_write_recursively, would_op_be_trivially_dead};
    let ctx = context();
    let mut body = strata_ir::Body::new();
    let three = ctx.integer_attr(ctx.integer_type(64), 3);
    let bogus = ctx.dictionary_attr(vec![(ctx.ident("effect"), ctx.string_attr("bogus"))]);
    let bogus = side_effect_op(&ctx, &mut body, ctx.array_attr(vec![bogus]));
    let not_a_dict = side_effect_op(&ctx, &mut body, ctx.array_attr(vec![three]));
    let not_a_list = side_effect_op(&ctx, &mut body, three);
    for op in [bogus, not_a_dict] {
        assert!(!would_op_be_trivially_dead(&ctx, &body, op));
        assert!(may_write_recursively(&ctx, &body, op));
    }
    assert!(would_op_be_trivially_dead(&ctx, &body, not_a_list));
}
