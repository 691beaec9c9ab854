//! The cf ops' `BranchOpInterface`: the operand range each successor
//! receives, and rewriting them keeps the segment properties consistent
//! (the result verifies and prints as upstream would write it).

use strata_ir::verifier::{verify, VerifyConfig};
use strata_ir::{Body, BranchOpInterface, Context, OpId};
use strata_syntax::{parse_source, print_op_tree, ParseConfig, ParsedModule, PrintConfig, SourceFile};

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    strata_dialect_func::register(&ctx);
    strata_dialect_cf::register(&ctx);
    ctx
}

fn parse(ctx: &Context, text: &str) -> ParsedModule {
    let src = SourceFile::new("branch.mlir", text.as_bytes().to_vec());
    parse_source(ctx, &src, ParseConfig::default()).expect("parses")
}

/// The terminator of the function's entry block.
fn entry_terminator(body: &Body, root: OpId) -> OpId {
    let top = body.entry_block(body.regions(root)[0]).expect("module block");
    let func = body.first_op(top).expect("function");
    body.last_op(body.entry_block(body.regions(func)[0]).expect("entry")).expect("terminator")
}

#[test]
fn switch_ranges_follow_its_segments_and_setting_them_updates_both() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"func.func @f(%flag: i32, %x: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    0: ^bb2(%x, %x : i32, i32),
    1: ^bb3
  ]
^bb1(%a: i32):
  return
^bb2(%b: i32, %c: i32):
  return
^bb3:
  return
}
"#,
    );
    let switch = entry_terminator(&m.body, m.root);
    let iface = *BranchOpInterface::of(&ctx, &m.body, switch).expect("cf.switch is a branch");
    assert_eq!((iface.successor_operands)(&ctx, &m.body, switch), [1..2, 2..4, 4..4]);
    let x = m.body.operand(switch, 1);
    let (bb1, bb2, bb3) = (m.body.successor(switch, 0), m.body.successor(switch, 1), m.body.successor(switch, 2));
    // Move one argument from the default and the first case to the last.
    m.body.erase_block_args_if(bb1, |_, _| true);
    m.body.erase_block_args_if(bb2, |body, a| body.block_args(bb2)[0] == a);
    let ty = ctx.integer_type(32);
    m.body.add_block_arg(bb3, ty, None);
    iface.set_successor_operands(&ctx, &mut m.body, switch, &[vec![], vec![x], vec![x]]);
    assert_eq!((iface.successor_operands)(&ctx, &m.body, switch), [1..1, 1..2, 2..3]);
    verify(&ctx, &m.body, m.root, &VerifyConfig::default()).expect("segments match the operands");
    let text = print_op_tree(&ctx, &m.body, m.root, &PrintConfig { generic: true, ..PrintConfig::default() });
    assert!(
        text.contains("<{case_operand_segments = array<i32: 1, 1>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}>"),
        "{text}"
    );
}

#[test]
fn br_and_cond_br_forward_everything_but_the_condition() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"func.func @f(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x, %x : i32, i32)
^bb1(%a: i32):
  cf.br ^bb2(%a, %a : i32, i32)
^bb2(%b: i32, %d: i32):
  return
}
"#,
    );
    let cond_br = entry_terminator(&m.body, m.root);
    let iface = *BranchOpInterface::of(&ctx, &m.body, cond_br).expect("cf.cond_br is a branch");
    assert_eq!((iface.successor_operands)(&ctx, &m.body, cond_br), [1..2, 2..4]);
    let bb1 = m.body.successor(cond_br, 0);
    let br = m.body.last_op(bb1).expect("cf.br");
    let br_iface = *BranchOpInterface::of(&ctx, &m.body, br).expect("cf.br is a branch");
    let ranges = (br_iface.successor_operands)(&ctx, &m.body, br);
    assert_eq!((ranges.len(), ranges[0].clone()), (1, 0..2));
    // Drop the true destination's operand and argument.
    let x = m.body.operand(cond_br, 1);
    iface.set_successor_operands(&ctx, &mut m.body, cond_br, &[vec![], vec![x, x]]);
    let a = m.body.block_args(bb1)[0];
    m.body.replace_all_uses_with(a, x);
    m.body.erase_block_args_if(bb1, |_, _| true);
    verify(&ctx, &m.body, m.root, &VerifyConfig::default()).expect("segments match the operands");
    let text = print_op_tree(&ctx, &m.body, m.root, &PrintConfig { generic: true, ..PrintConfig::default() });
    assert!(text.contains("operandSegmentSizes = array<i32: 1, 0, 2>"), "{text}");
}
