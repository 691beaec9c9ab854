//! The conversion framework on ops of no particular dialect: `a.*` ops
//! lowered to `b.*` ops, with `i32` converted to `i64` where a test asks.

use strata_ir::{Body, Context, OpId, OperationState, SmallVec};

use super::*;
use crate::driver_tests::{append, names};
use crate::fold_tests::{context, function};

strata_ir::op_class! {
    /// `a.one`: lowered to `b.one`.
    AOne = "a.one"
}

strata_ir::op_class! {
    /// `a.two`: lowered to `a.one` (so its lowering needs another).
    ATwo = "a.two"
}

strata_ir::op_class! {
    /// `a.bad`: its pattern changes the IR and then fails.
    ABad = "a.bad"
}

/// `a.one x` -> `b.one x'`, where `x'` is the adaptor's (converted) value
/// and the result has the converted type.
fn one_to_b(op: AOne, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let Some(new_ty) = rw.type_converter().convert_type_1to1(ctx, ty) else { return false };
    let mut st = OperationState::new(ctx.op_name("b.one"), rw.body().op_loc(op));
    st.operands.extend(adaptor.operands());
    st.result_types.push(new_ty);
    let new = rw.create(st);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    true
}

fn two_to_one(op: ATwo, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    replace_by_i32_op(op.into(), "a.one", adaptor, rw)
}

/// Replaces `op` by an op named `name` of the adaptor's operands and one
/// `i32` result.
fn replace_by_i32_op(op: OpId, name: &str, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name(name), rw.body().op_loc(op));
    st.operands.extend(adaptor.operands());
    st.result_types.push(ctx.integer_type(32));
    let new = rw.create(st);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    true
}

fn change_then_fail(op: ABad, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    rw.modify_op_in_place(op, |_| {});
    false
}

/// `i32` becomes `i64`; other types stay.
fn widening(ctx: &Context) -> TypeConverter {
    let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
    let mut converter = TypeConverter::identity();
    converter.add_conversion(move |_, ty| if ty == i32t { TypeConversion::one(i64t) } else { TypeConversion::Pass });
    converter
}

/// A function holding `%w = a.one %x` and `c.use %w`.
fn one_then_use(ctx: &Context) -> (Body, OpId) {
    let mut body = Body::new();
    let (func, entry, x) = function(ctx, &mut body);
    let one = append(ctx, &mut body, entry, "a.one", &[x], 1);
    let w = body.result(one, 0);
    append(ctx, &mut body, entry, "c.use", &[w], 0);
    (body, func)
}

fn patterns(ctx: &Context) -> FrozenConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    set.add_fns::<AOne>(&[("OneToB", one_to_b)]);
    set.add_fns::<ATwo>(&[("TwoToOne", two_to_one)]);
    set.add_fns::<ABad>(&[("ChangeThenFail", change_then_fail)]);
    set.freeze(ctx)
}

fn target_a_illegal() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect("a").add_legal_dialect("b");
    target
}

#[test]
fn legality_by_op_dialect_and_unknown_rule() {
    let ctx = context();
    let mut body = Body::new();
    let (_, entry, x) = function(&ctx, &mut body);
    let one = append(&ctx, &mut body, entry, "a.one", &[x], 1);
    let two = append(&ctx, &mut body, entry, "a.two", &[x], 1);
    let other = append(&ctx, &mut body, entry, "c.op", &[], 0);
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect("a").add_legal_op::<ATwo>();
    assert_eq!(target.is_legal(&ctx, &body, one), Some(false));
    assert_eq!(target.is_legal(&ctx, &body, two), Some(true), "the op's entry wins over its dialect's");
    assert_eq!(target.is_legal(&ctx, &body, other), None);
    target.mark_unknown_op_dynamically_legal(|_, body, op| body.num_results(op) == 0);
    assert_eq!(target.is_legal(&ctx, &body, other), Some(true));
    target.add_dynamically_legal_op::<AOne>(|_, body, op| body.num_operands(op) == 0);
    assert_eq!(target.is_legal(&ctx, &body, one), Some(false));
}

#[test]
fn type_conversions_are_tried_latest_first_and_cached() {
    let ctx = context();
    let (i32t, i64t, f32t) = (ctx.integer_type(32), ctx.integer_type(64), ctx.float_type(strata_ir::FloatKind::F32));
    let mut converter = TypeConverter::identity();
    converter.add_conversion(move |_, ty| if ty == i32t { TypeConversion::one(i64t) } else { TypeConversion::Pass });
    converter.add_conversion(
        move |_, ty| if ty == f32t { TypeConversion::Types(SmallVec::new()) } else { TypeConversion::Pass },
    );
    assert_eq!(converter.convert_type_1to1(&ctx, i32t), Some(i64t));
    assert_eq!(converter.convert_type(&ctx, f32t).map(|t| t.len()), Some(0), "dropped");
    assert!(converter.is_legal(&ctx, i64t));
    assert!(!converter.is_legal(&ctx, i32t));
    let mut none = TypeConverter::new();
    none.add_conversion(|_, _| TypeConversion::Fail);
    assert_eq!(none.convert_type(&ctx, i32t), None);
}

#[test]
fn partial_conversion_lowers_created_ops_and_remaps_converted_values() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    let two = append(&ctx, &mut body, entry, "a.two", &[x], 1);
    let v = body.result(two, 0);
    let one = append(&ctx, &mut body, entry, "a.one", &[v], 1);
    let w = body.result(one, 0);
    append(&ctx, &mut body, entry, "c.use", &[w], 0);
    let (i32t, i64t) = (ctx.integer_type(32), ctx.integer_type(64));
    let converter = widening(&ctx);
    let result = apply_partial_conversion(&ctx, &mut body, func, &target_a_illegal(), &patterns(&ctx), &converter);
    assert!(result.is_ok(), "{result:?}");
    // a.two -> a.one -> b.one; the function's i32 argument, not
    // converted, reaches the converted ops through a target cast to i64;
    // the second b.one reads the first's i64 directly; `c.use`, not
    // converted, reads it through a source cast to i32.
    assert_eq!(names(&ctx, &body, entry), [UNREALIZED_CAST, "b.one", "b.one", UNREALIZED_CAST, "c.use"]);
    let ops: Vec<OpId> = body.block_ops(entry).collect();
    assert_eq!(body.operand(ops[0], 0), x);
    assert_eq!(body.value_type(body.result(ops[0], 0)), i64t);
    assert_eq!(body.operand(ops[1], 0), body.result(ops[0], 0));
    assert_eq!(body.operand(ops[2], 0), body.result(ops[1], 0));
    assert_eq!(body.value_type(body.result(ops[2], 0)), i64t);
    assert_eq!(body.value_type(body.operand(ops[4], 0)), i32t);
}

#[test]
fn failures_report_upstream_diagnostics() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    append(&ctx, &mut body, entry, "a.other", &[x], 0);
    let converter = TypeConverter::identity();
    let err = apply_partial_conversion(&ctx, &mut body, func, &target_a_illegal(), &patterns(&ctx), &converter)
        .expect_err("a.other has no pattern");
    assert_eq!(err.message, "failed to legalize operation 'a.other' that was explicitly marked illegal");
    // Unknown ops may stay in a partial conversion, not in a full one.
    let mut body = Body::new();
    let (func, entry, _) = function(&ctx, &mut body);
    append(&ctx, &mut body, entry, "c.op", &[], 0);
    let target = target_a_illegal();
    assert!(apply_partial_conversion(&ctx, &mut body, func, &target, &patterns(&ctx), &converter).is_ok());
    let err = apply_full_conversion(&ctx, &mut body, func, &target, &patterns(&ctx), &converter).expect_err("full");
    assert_eq!(err.message, "failed to legalize operation 't.func'");
}

#[test]
fn a_pattern_that_changes_and_fails_is_named() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, _) = function(&ctx, &mut body);
    append(&ctx, &mut body, entry, "a.bad", &[], 0);
    let converter = TypeConverter::identity();
    let err = apply_partial_conversion(&ctx, &mut body, func, &target_a_illegal(), &patterns(&ctx), &converter)
        .expect_err("fails");
    if cfg!(debug_assertions) {
        assert!(err.message.contains("'ChangeThenFail' changed the IR and then failed"), "{}", err.message);
    } else {
        assert_eq!(err.message, "failed to legalize operation 'a.bad' that was explicitly marked illegal");
    }
}

#[test]
fn a_live_unresolved_materialization_fails_the_conversion() {
    let ctx = context();
    let (mut body, func) = one_then_use(&ctx);
    let converter = widening(&ctx);
    let mut target = target_a_illegal();
    target.add_illegal_op::<UseOp>();
    let err = apply_partial_conversion(&ctx, &mut body, func, &target, &patterns(&ctx), &converter).expect_err("live");
    assert_eq!(err.message, "failed to legalize operation 'c.use' that was explicitly marked illegal");
    let (mut body, func) = one_then_use(&ctx);
    let result = apply_partial_conversion(&ctx, &mut body, func, &target_a_illegal(), &patterns(&ctx), &converter);
    assert!(result.is_ok(), "c.use keeps reading i32, through the default cast");
    // Without the default cast nothing bridges the i64 to c.use's i32.
    let converter = converter.without_default_cast();
    let (mut body, func) = one_then_use(&ctx);
    let err = apply_partial_conversion(&ctx, &mut body, func, &target_a_illegal(), &patterns(&ctx), &converter)
        .expect_err("unbridged");
    assert!(err.message.starts_with("failed to legalize unresolved materialization from ("), "{}", err.message);
    assert!(err.message.ends_with(") that remained live after conversion"), "{}", err.message);
}

/// A root op holding one `t.func` (isolated from above) per entry of
/// `lowered`: where it says so, the function holds `a.one %x`, whose
/// lowering reads its `i32` argument as an `i64` (a target
/// materialization); else only `c.use %x`, which nothing converts.
fn functions(ctx: &Context, lowered: &[bool]) -> (Body, OpId, Vec<OpId>) {
    let mut body = Body::new();
    let (first, _, _) = function(ctx, &mut body);
    let top = body.op_block(first).expect("in the top block");
    body.erase_op(first);
    let root = body.create_op(OperationState::new(ctx.op_name("t.top"), ctx.unknown_loc()), ctx.empty_dictionary());
    let region = body.add_region(root);
    body.append_block(region, top);
    let mut funcs = Vec::new();
    for &lower in lowered {
        let func =
            body.create_op(OperationState::new(ctx.op_name("t.func"), ctx.unknown_loc()), ctx.empty_dictionary());
        body.append_op(top, func);
        let region = body.add_region(func);
        let entry = body.create_block();
        body.append_block(region, entry);
        let x = body.add_block_arg(entry, ctx.integer_type(32), None);
        append(ctx, &mut body, entry, if lower { "a.one" } else { "c.use" }, &[x], usize::from(lower));
        funcs.push(func);
    }
    (body, root, funcs)
}

#[test]
fn materializations_resolve_function_by_function_and_the_last_made_failure_is_reported() {
    let ctx = context();
    // Without a default cast nothing bridges an `i32` to `i64`.
    let converter = widening(&ctx).without_default_cast();
    let failing_function = |lowered: &[bool]| {
        let (mut body, root, funcs) = functions(&ctx, lowered);
        let err = apply_partial_conversion(&ctx, &mut body, root, &target_a_illegal(), &patterns(&ctx), &converter)
            .expect_err("unbridged");
        assert!(err.message.starts_with("failed to legalize unresolved materialization"), "{}", err.message);
        let func = body.parent_op(err.op.expect("the cast")).expect("in a function");
        funcs.iter().position(|&f| f == func)
    };
    // Resolving the whole module at once, last made first, meets the last
    // failing function's cast first; resolving each function as the walk
    // leaves it reports the same one.
    assert_eq!(failing_function(&[true, false, true, false]), Some(2));
    // A failure in a function left behind is reported though the rest resolve.
    assert_eq!(failing_function(&[true, false, false]), Some(0));
    let (mut body, root, _) = functions(&ctx, &[false, false]);
    apply_partial_conversion(&ctx, &mut body, root, &target_a_illegal(), &patterns(&ctx), &converter)
        .expect("nothing to bridge");
}

strata_ir::op_class! {
    /// `c.use`, made illegal by one test.
    UseOp = "c.use"
}

#[test]
fn analysis_conversion_leaves_the_ir_alone() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    let two = append(&ctx, &mut body, entry, "a.two", &[x], 1);
    let other = append(&ctx, &mut body, entry, "a.other", &[], 0);
    let converter = TypeConverter::identity();
    let legalizable = apply_analysis_conversion(&ctx, &body, func, &target_a_illegal(), &patterns(&ctx), &converter);
    assert!(legalizable.contains(&two) && !legalizable.contains(&other));
    assert_eq!(names(&ctx, &body, entry), ["a.two", "a.other"]);
}

strata_ir::op_class! {
    /// `t.id`, which folds to its operand.
    TId = "t.id"
}

/// `t.id x` -> `b.one x`.
fn id_to_b(op: TId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    replace_by_i32_op(op.into(), "b.one", adaptor, rw)
}

#[test]
fn folding_mode_never_leaves_illegal_ops_to_their_patterns() {
    let ctx = context();
    let build = || {
        let mut body = Body::new();
        let (func, entry, x) = function(&ctx, &mut body);
        let id = append(&ctx, &mut body, entry, "t.id", &[x], 1);
        let v = body.result(id, 0);
        append(&ctx, &mut body, entry, "c.use", &[v], 0);
        (body, func, entry)
    };
    let mut target = ConversionTarget::new();
    target.add_illegal_op::<TId>();
    let patterns = || {
        let mut set = ConversionPatternSet::new();
        set.add_fns::<TId>(&[("IdToB", id_to_b)]);
        set.freeze(&ctx)
    };
    let converter = TypeConverter::identity();
    // By default the fold replaces `t.id` by its operand first.
    let (mut body, func, entry) = build();
    apply_partial_conversion(&ctx, &mut body, func, &target, &patterns(), &converter).expect("folds");
    assert_eq!(names(&ctx, &body, entry), ["c.use"]);
    let (mut body, func, entry) = build();
    let config = ConversionConfig::default();
    apply_partial_conversion_with_config(&ctx, &mut body, func, &target, &patterns(), &converter, config)
        .expect("folds");
    assert_eq!(names(&ctx, &body, entry), ["c.use"]);
    // Never: the pattern converts it.
    let (mut body, func, entry) = build();
    let config = ConversionConfig { folding_mode: DialectConversionFoldingMode::Never, ..Default::default() };
    apply_partial_conversion_with_config(&ctx, &mut body, func, &target, &patterns(), &converter, config)
        .expect("converts");
    assert_eq!(names(&ctx, &body, entry), ["b.one", "c.use"]);
}

/// A plain rewrite (as a DRR rule compiles to): `a.two x` -> `a.one x`,
/// same types, through the plain rewriter.
fn two_to_one_plain(op: ATwo, rw: &mut crate::Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let x = rw.body().operand(op, 0);
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let mut st = OperationState::new(ctx.op_name("a.one"), rw.body().op_loc(op));
    st.operands.push(x);
    st.result_types.push(ty);
    let new = rw.create(st);
    let v = rw.body().result(new, 0);
    rw.replace_op(op, &[v]);
    true
}

#[test]
fn plain_rewrites_take_part_and_what_they_create_is_legalized() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    let two = append(&ctx, &mut body, entry, "a.two", &[x], 1);
    let v = body.result(two, 0);
    append(&ctx, &mut body, entry, "c.use", &[v], 0);
    let mut plain = crate::PatternSet::new();
    plain.add_fns::<ATwo>(&[("TwoToOnePlain", two_to_one_plain)]);
    let mut set = ConversionPatternSet::new();
    set.add_rewrites(plain);
    set.add_fns::<AOne>(&[("OneToB", one_to_b)]);
    let patterns = set.freeze(&ctx);
    let converter = TypeConverter::identity();
    let result = apply_partial_conversion(&ctx, &mut body, func, &target_a_illegal(), &patterns, &converter);
    assert!(result.is_ok(), "{result:?}");
    // a.two -> a.one (the plain rewrite) -> b.one (the conversion pattern).
    assert_eq!(names(&ctx, &body, entry), ["b.one", "c.use"]);
    let ops: Vec<OpId> = body.block_ops(entry).collect();
    assert_eq!(body.operand(ops[0], 0), x);
    assert_eq!(body.operand(ops[1], 0), body.result(ops[0], 0));
}
