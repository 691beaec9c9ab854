//! Unit tests of the generated registration, wrappers and hooks.

use strata_ir::verifier::{verify, VerifyConfig};
use strata_ir::{Body, Builder, Context, InsertPoint, OpId, OperationState};

use crate::{AddIOp, CmpIOp, CmpIPredicate, ConstantOp, IntegerOverflowFlags, SelectOp, CMP_I_PREDICATE};

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    crate::register(&ctx);
    ctx
}

/// A `builtin.module` with one block, and that block.
fn module(ctx: &Context, body: &mut Body) -> (OpId, strata_ir::BlockId) {
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let mut state = OperationState::new(ctx.op_name("builtin.module"), ctx.unknown_loc());
    state.regions.push(region);
    let m = body.create_op(state, ctx.empty_dictionary());
    (m, block)
}

#[test]
fn every_op_registers_with_its_format() {
    let ctx = context();
    assert_eq!(crate::ops().len(), 51);
    for name in ["arith.addi", "arith.select", "arith.constant", "arith.scaling_truncf"] {
        assert!(ctx.is_registered(ctx.op_name(name)), "{name}");
    }
}

#[test]
fn wrappers_build_verify_and_access() {
    let ctx = context();
    let mut body = Body::new();
    let (m, block) = module(&ctx, &mut body);
    let i32t = ctx.integer_type(32);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at(&ctx, &mut body, InsertPoint::BlockEnd(block));
    let c = ConstantOp::build(&mut b, loc, i32t, ctx.integer_attr(i32t, 7));
    let x = c.result(b.body);
    let add = AddIOp::build(&mut b, loc, x, x, i32t, None);
    let sum = add.result(b.body);
    let cmp = CmpIOp::build(&mut b, loc, sum, x, ctx.integer_type(1), CmpIPredicate::Slt);
    let cond = cmp.result(b.body);
    let sel = SelectOp::build(&mut b, loc, cond, sum, x, i32t);
    assert_eq!(add.lhs(&body), x);
    assert_eq!(sel.true_value(&body), sum);
    assert_eq!(AddIOp::cast(&ctx, &body, add.into()), Some(add));
    assert_eq!(AddIOp::cast(&ctx, &body, cmp.into()), None);
    // The default overflow flags were filled in.
    let flags = add.overflow_flags(&ctx, &body).expect("default populated");
    assert_eq!(flags, IntegerOverflowFlags::NONE);
    // Typed enum attributes print as upstream's.
    assert_eq!(cmp.predicate(&ctx, &body), Some(CmpIPredicate::Slt));
    let stored = body.properties(cmp).and_then(|p| ctx.dict_get(p, "predicate")).expect("predicate stored");
    assert_eq!(ctx.attr_to_string(stored), "2 : i64");
    let config = VerifyConfig { allow_unregistered: false, disable_threading: true };
    verify(&ctx, &body, m, &config).expect("built IR verifies");
}

#[test]
fn verifier_reports_upstream_messages() {
    let ctx = context();
    let mut body = Body::new();
    let (m, block) = module(&ctx, &mut body);
    let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
    let loc = ctx.unknown_loc();
    let mut b = Builder::at(&ctx, &mut body, InsertPoint::BlockEnd(block));
    let c32 = ConstantOp::build(&mut b, loc, i32t, ctx.integer_attr(i32t, 1)).result(b.body);
    let c64 = ConstantOp::build(&mut b, loc, i64t, ctx.integer_attr(i64t, 1)).result(b.body);
    AddIOp::build(&mut b, loc, c32, c64, i32t, None);
    let config = VerifyConfig { allow_unregistered: false, disable_threading: true };
    let err = verify(&ctx, &body, m, &config).expect_err("mismatched types");
    assert_eq!(err.message, "'arith.addi' op requires the same type for all operands and results");
}

#[test]
fn cast_compatibility() {
    let ctx = context();
    let (i32t, i64t, idx) = (ctx.integer_type(32), ctx.integer_type(64), ctx.index_type());
    let f32t = ctx.float_type(strata_ir::FloatKind::F32);
    let v = |t| ctx.vector_type(vec![4], t);
    assert!(crate::verify::extsi_cast_compatible(&ctx, &[i32t], &[i64t]));
    assert!(!crate::verify::extsi_cast_compatible(&ctx, &[i64t], &[i32t]));
    assert!(crate::verify::trunci_cast_compatible(&ctx, &[v(i64t)], &[v(i32t)]));
    assert!(!crate::verify::trunci_cast_compatible(&ctx, &[v(i64t)], &[i32t]));
    assert!(crate::verify::index_cast_cast_compatible(&ctx, &[idx], &[i32t]));
    assert!(!crate::verify::index_cast_cast_compatible(&ctx, &[i64t], &[i32t]));
    assert!(crate::verify::bitcast_cast_compatible(&ctx, &[i32t], &[f32t]));
    assert!(!crate::verify::bitcast_cast_compatible(&ctx, &[i64t], &[f32t]));
    assert!(crate::verify::sitofp_cast_compatible(&ctx, &[i32t], &[f32t]));
    assert!(!crate::verify::scaling_extf_cast_compatible(&ctx, &[], &[f32t]));
}

#[test]
fn enum_attribute_checks() {
    let ctx = context();
    // Dialect enum attributes are typed values: equal flags are one handle,
    // and an attribute of another definition is not a fastmath attribute.
    let nnan_ninf = ctx.dialect_attr(crate::FastMathFlags::NNAN | crate::FastMathFlags::NINF);
    assert_eq!(nnan_ninf, ctx.dialect_attr(crate::FastMathFlags(6)));
    assert!(strata_ir::constraints::is_attr_of::<crate::FastMathFlags>(&ctx, nnan_ninf));
    let overflow = ctx.dialect_attr(crate::IntegerOverflowFlags::NSW);
    assert!(!strata_ir::constraints::is_attr_of::<crate::FastMathFlags>(&ctx, overflow));
    assert_eq!(ctx.attr_to_string(nnan_ninf), "#arith.fastmath<nnan,ninf>");
    assert_eq!(ctx.attr_to_string(ctx.dialect_attr(crate::FastMathFlags(127))), "#arith.fastmath<fast>");
    assert_eq!(ctx.attr_to_string(ctx.dialect_attr(crate::IntegerOverflowFlags(3))), "#arith.overflow<nsw, nuw>");
    let p = ctx.integer_attr(ctx.integer_type(64), 9);
    assert!(strata_ir::op_checks::is_int_enum_attr(&ctx, p, 64, CMP_I_PREDICATE.cases));
    let q = ctx.integer_attr(ctx.integer_type(32), 9);
    assert!(!strata_ir::op_checks::is_int_enum_attr(&ctx, q, 64, CMP_I_PREDICATE.cases));
}

/// Folding `addi`/`subi`/`muli` through the greedy driver gives exactly what
/// `mlir-opt-22 --allow-unregistered-dialect --canonicalize` prints for the
/// same input (identities, wrap-around, index values, constant order).
#[test]
fn integer_folds_match_mlir_opt_canonicalize() {
    let input = r#""t.f"() ({
^bb0(%x: i32, %i: index):
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %c3, %c5 : i32
  %m = arith.muli %a, %c1 : i32
  %s = arith.subi %m, %m : i32
  %big = arith.constant 2147483647 : i32
  %w = arith.addi %big, %c1 : i32
  %ci = arith.constant 7 : index
  %ii = arith.muli %ci, %ci : index
  %t = arith.subi %x, %c0 : i32
  %q = arith.addi %t, %c3 : i32
  %r = arith.subi %q, %c3 : i32
  "t.use"(%b, %s, %w, %ii, %r) : (i32, i32, i32, index, i32) -> ()
}) : () -> ()
"#;
    let expected = r#"module {
  "t.f"() ({
  ^bb0(%arg0: i32, %arg1: index):
    %c8_i32 = arith.constant 8 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c49 = arith.constant 49 : index
    "t.use"(%c8_i32, %c0_i32, %c-2147483648_i32, %c49, %arg0) : (i32, i32, i32, index, i32) -> ()
  }) : () -> ()
}

"#;
    crate::fold_tests::check(input, expected);
}

/// A typed pattern: rooted at an op class, matching constants through
/// `&Body`, building typed ops through the rewriter (which reports them to
/// the driver): `x - x` -> `0`, written as a dialect author would.
#[test]
fn typed_patterns_build_through_the_rewriter() {
    use strata_rewrite::{
        apply_patterns_greedily, FrozenPatternSet, GreedyConfig, OpPattern, PatternFilter, PatternSet,
    };

    fn sub_self(op: crate::SubIOp, rw: &mut strata_rewrite::Rewriter<'_>) -> bool {
        let (lhs, rhs) = (op.lhs(rw.body()), op.rhs(rw.body()));
        if lhs != rhs || strata_rewrite::fold::constant_of(rw.ctx(), rw.body(), lhs).is_some() {
            return false;
        }
        let ty = rw.body().value_type(op.result(rw.body()));
        let zero = rw.ctx().integer_attr(ty, 0);
        rw.set_insertion_point_before(op);
        let c = ConstantOp::build(rw, rw.body().op_loc(op), ty, zero);
        let v = c.result(rw.body());
        rw.replace_op(op, &[v]);
        true
    }

    let ctx = context();
    strata_dialect_func::register(&ctx);
    let src = strata_syntax::SourceFile::new(
        "t.mlir",
        b"func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.subi %a, %a : i32\n  %1 = arith.addi %b, %0 : i32\n  return %1 : i32\n}\n".to_vec(),
    );
    let mut m = strata_syntax::parse_source(&ctx, &src, strata_syntax::ParseConfig::default()).expect("parses");
    let mut set = PatternSet::new();
    // Folds are off (`subi`'s own fold does this), so only the pattern can.
    set.add(OpPattern::<crate::SubIOp>::new("SubSelf", sub_self));
    let frozen = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).expect("registered roots");
    let config = GreedyConfig { fold: false, ..GreedyConfig::default() };
    let result = apply_patterns_greedily(&ctx, &mut m.body, m.root, &frozen, &config);
    assert!(result.converged && result.changed);
    let out = strata_syntax::print_op_tree(&ctx, &m.body, m.root, &strata_syntax::PrintConfig::default());
    assert!(out.contains("%c0_i32 = arith.constant 0 : i32"), "{out}");
    assert!(out.contains("arith.addi %arg1, %c0_i32 : i32"), "{out}");
    assert!(!out.contains("arith.subi"), "{out}");
}
