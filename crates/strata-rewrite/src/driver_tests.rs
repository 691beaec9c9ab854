//! Unit tests of the greedy driver on the fold tests' small dialect.

use strata_ir::{BlockId, Body, Context, Ident, OpId, OpName, OperationState, Value};

use crate::canonicalization::OpPattern;
use crate::cse::CseConfig;
use crate::driver::{apply_op_patterns_greedily, apply_patterns_greedily, GreedyConfig};
use crate::fold::constant_value;
use crate::fold_tests::{const_state, context, function, int_of};
use crate::pattern::{FrozenPatternSet, PatternFilter, PatternSet, RewritePattern};
use crate::rewriter::Rewriter;

pub(crate) fn append(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    name: &str,
    operands: &[Value],
    results: usize,
) -> OpId {
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands.extend(operands.iter().copied());
    st.result_types.extend(std::iter::repeat_n(ctx.integer_type(32), results));
    let op = body.create_op(st, ctx.empty_dictionary());
    body.append_op(block, op);
    op
}

fn constant(ctx: &Context, body: &mut Body, block: BlockId, value: i64) -> Value {
    let ty = ctx.integer_type(32);
    let st = const_state(ctx, ctx.integer_attr(ty, value), ty, ctx.unknown_loc()).expect("state");
    let op = body.create_op(st, ctx.empty_dictionary());
    body.append_op(block, op);
    body.results(op)[0]
}

pub(crate) fn names(ctx: &Context, body: &Body, block: BlockId) -> Vec<String> {
    body.block_ops(block).map(|o| ctx.op_name_str(body.op_name(o)).to_string()).collect()
}

/// Registers the test patterns' roots (as ops of unknown effects, as
/// unregistered ops are taken to be): frozen sets refuse unknown roots.
fn register_roots(ctx: &Context, names: &[&str]) {
    for name in names {
        ctx.register_op(strata_ir::OpInfo::new(name));
    }
}

fn no_patterns(ctx: &Context) -> FrozenPatternSet {
    FrozenPatternSet::new(ctx, PatternSet::new(), &PatternFilter::default()).expect("registered roots")
}

#[test]
fn folds_to_a_fixpoint_and_erases_what_died() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, _) = function(&ctx, &mut body);
    let (c1, c2) = (constant(&ctx, &mut body, entry, 1), constant(&ctx, &mut body, entry, 2));
    let a = append(&ctx, &mut body, entry, "t.add", &[c1, c2], 1);
    let va = body.results(a)[0];
    let b = append(&ctx, &mut body, entry, "t.add", &[va, c1], 1);
    let vb = body.results(b)[0];
    let user = append(&ctx, &mut body, entry, "x.use", &[vb], 0);
    let result = apply_patterns_greedily(&ctx, &mut body, func, &no_patterns(&ctx), &GreedyConfig::default());
    assert!(result.converged && result.changed, "{result:?}");
    assert_eq!(result.iterations, 2, "one iteration changes, the next one confirms");
    assert_eq!(names(&ctx, &body, entry), ["t.const", "x.use"]);
    let folded = body.defining_op(body.operand(user, 0)).expect("a constant");
    assert_eq!(int_of(&ctx, constant_value(&ctx, &body, folded)), Some(4));
}

#[test]
fn only_the_given_ops_and_what_their_rewrites_touch_are_rewritten() {
    let ctx = context();
    let mut body = Body::new();
    let (_, entry, _) = function(&ctx, &mut body);
    let (c1, c2) = (constant(&ctx, &mut body, entry, 1), constant(&ctx, &mut body, entry, 2));
    let a = append(&ctx, &mut body, entry, "t.add", &[c1, c2], 1);
    let b = append(&ctx, &mut body, entry, "t.add", &[c1, c2], 1);
    let va = body.results(a)[0];
    let vb = body.results(b)[0];
    // A dead op the run never reaches stays.
    append(&ctx, &mut body, entry, "t.add", &[c1, c1], 1);
    let user_a = append(&ctx, &mut body, entry, "x.use", &[va], 0);
    append(&ctx, &mut body, entry, "x.use", &[vb], 0);
    let result = apply_op_patterns_greedily(&ctx, &mut body, &[a], &no_patterns(&ctx), &GreedyConfig::default());
    assert!(result.converged && result.changed, "{result:?}");
    assert_eq!(names(&ctx, &body, entry), ["t.const", "t.const", "t.const", "t.add", "t.add", "x.use", "x.use"]);
    let folded = body.defining_op(body.operand(user_a, 0)).expect("a constant");
    assert_eq!(int_of(&ctx, constant_value(&ctx, &body, folded)), Some(3));
}

#[test]
fn equal_constants_are_merged_and_hoisted_when_seeding() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    let first = append(&ctx, &mut body, entry, "x.use", &[x], 0);
    let c = constant(&ctx, &mut body, entry, 5);
    let d = constant(&ctx, &mut body, entry, 5);
    append(&ctx, &mut body, entry, "x.use", &[c, d], 0);
    apply_patterns_greedily(&ctx, &mut body, func, &no_patterns(&ctx), &GreedyConfig::default());
    assert_eq!(names(&ctx, &body, entry), ["t.const", "x.use", "x.use"]);
    assert_eq!(body.op_name(body.block_ops(entry).nth(1).expect("op")), body.op_name(first));
    let last = body.last_op(entry).expect("op");
    let operands: Vec<Value> = body.operands(last).collect();
    assert_eq!(operands[0], operands[1], "one constant serves both uses");
}

/// `t.flip` toggles a `flipped` unit attribute: it never converges.
struct Flip;

impl RewritePattern for Flip {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ctx.op_name("t.flip"))
    }
    fn debug_name(&self) -> &str {
        "Flip"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let key: Ident = ctx.ident("flipped");
        let attrs = rw.body().attrs(op);
        let value = if ctx.dict_get(attrs, "flipped").is_some() { None } else { Some(ctx.unit_attr()) };
        let new = ctx.dict_with(attrs, key, value);
        rw.modify_op_in_place(op, |b| b.set_attrs(op, new));
        true
    }
}

#[test]
fn a_pattern_that_never_settles_stops_at_max_iterations_and_is_named() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    let flip = append(&ctx, &mut body, entry, "t.flip", &[x], 0);
    append(&ctx, &mut body, entry, "x.use", &[x], 0);
    let mut set = PatternSet::new();
    set.add(Flip);
    register_roots(&ctx, &["t.flip"]);
    let frozen = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).expect("registered roots");
    let config = GreedyConfig { max_iterations: Some(3), ..GreedyConfig::default() };
    let result = apply_patterns_greedily(&ctx, &mut body, func, &frozen, &config);
    assert!(!result.converged);
    assert_eq!(result.iterations, 3);
    assert!(result.last_iteration_rewrites.iter().all(|p| p == "Flip") && !result.last_iteration_rewrites.is_empty());
    // Iterations that `max_num_rewrites` (per iteration) cuts short share
    // one budget: with no iteration limit, the run still ends.
    let config = GreedyConfig { max_iterations: None, max_num_rewrites: Some(5), ..GreedyConfig::default() };
    let result = apply_patterns_greedily(&ctx, &mut body, func, &frozen, &config);
    assert!(body.contains_op(flip));
    assert!(result.changed && !result.converged);
    assert!(result.iterations > 1, "5 rewrites per iteration: {} iterations", result.iterations);
    // No iteration at all (upstream's 0 or any negative limit but -1)
    // converges, as upstream's `continueRewrites` starts false.
    let config = GreedyConfig { max_iterations: Some(0), ..GreedyConfig::default() };
    let result = apply_patterns_greedily(&ctx, &mut body, func, &frozen, &config);
    assert!(result.converged && !result.changed);
    assert_eq!(result.iterations, 0);
    // With no limit at all, the iteration budget still ends the run.
    let config = GreedyConfig { max_iterations: None, max_num_rewrites: None, ..GreedyConfig::default() };
    let result = apply_patterns_greedily(&ctx, &mut body, func, &frozen, &config);
    assert!(!result.converged);
    assert_eq!(result.iterations, 1);
}

#[test]
fn unreachable_blocks_are_erased() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    append(&ctx, &mut body, entry, "x.ret", &[x], 0);
    let region = body.block_region(entry).expect("region");
    let dead = body.create_block();
    body.append_block(region, dead);
    let dead_arg = body.add_block_arg(dead, ctx.integer_type(32), None);
    let mut st = OperationState::new(ctx.op_name("x.br"), ctx.unknown_loc());
    st.operands.push(dead_arg);
    st.successors.push(dead);
    let br = body.create_op(st, ctx.empty_dictionary());
    body.append_op(dead, br);
    let result = apply_patterns_greedily(&ctx, &mut body, func, &no_patterns(&ctx), &GreedyConfig::default());
    assert!(result.converged && result.changed);
    assert!(!body.contains_block(dead));
    assert_eq!(body.region_blocks(region).count(), 1);
}

#[test]
fn a_wider_scope_lets_changes_reenqueue_the_ops_around_the_region() {
    for wide in [false, true] {
        let ctx = context();
        let mut body = Body::new();
        let (_, entry, x) = function(&ctx, &mut body);
        let zero = constant(&ctx, &mut body, entry, 0);
        // `t.add(0, x)` holding a region; Commutative would move the
        // constant right if the driver visited it.
        let holder = append(&ctx, &mut body, entry, "t.add", &[zero, x], 1);
        let vh = body.results(holder)[0];
        append(&ctx, &mut body, entry, "x.use", &[vh], 0);
        let region = body.add_region(holder);
        let inner = body.create_block();
        body.append_block(region, inner);
        let (c1, c2) = (constant(&ctx, &mut body, inner, 1), constant(&ctx, &mut body, inner, 2));
        let sum = append(&ctx, &mut body, inner, "t.add", &[c1, c2], 1);
        let vs = body.results(sum)[0];
        append(&ctx, &mut body, inner, "x.use", &[vs], 0);
        let config =
            GreedyConfig { scope: wide.then(|| body.block_region(entry)).flatten(), ..GreedyConfig::default() };
        let result = crate::driver::apply_to_region(&ctx, &mut body, region, &no_patterns(&ctx), &config, None);
        assert!(result.converged && result.changed);
        // The sum folded; its constant went to the function's entry block.
        assert_eq!(names(&ctx, &body, inner), ["x.use"]);
        let order = (body.operand(holder, 0), body.operand(holder, 1));
        assert_eq!(order, if wide { (x, zero) } else { (zero, x) }, "wide scope: {wide}");
    }
}

/// `x.pair(a, a)` becomes `x.single(a)`: it fires only once CSE has made
/// the two operands one value.
fn pair_of_same(op: PairOp, rw: &mut Rewriter<'_>) -> bool {
    let (a, b) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    if a != b {
        return false;
    }
    let mut st = OperationState::new(rw.ctx().op_name("x.single"), rw.ctx().unknown_loc());
    st.operands.push(a);
    rw.create(st);
    rw.erase_op(op);
    true
}

#[test]
fn cse_between_iterations_finds_the_rewrites_merging_exposes() {
    for cse in [false, true] {
        let ctx = context();
        let mut body = Body::new();
        let (func, entry, x) = function(&ctx, &mut body);
        let a = append(&ctx, &mut body, entry, "t.add", &[x, x], 1);
        let b = append(&ctx, &mut body, entry, "t.add", &[x, x], 1);
        let (va, vb) = (body.results(a)[0], body.results(b)[0]);
        append(&ctx, &mut body, entry, "x.pair", &[va, vb], 0);
        let mut set = PatternSet::new();
        set.add(OpPattern::<PairOp>::new("PairOfSame", pair_of_same));
        register_roots(&ctx, &["x.pair"]);
        let frozen = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).expect("registered roots");
        let config = GreedyConfig { cse_between_iterations: cse.then(CseConfig::default), ..GreedyConfig::default() };
        let result = apply_patterns_greedily(&ctx, &mut body, func, &frozen, &config);
        assert!(result.converged, "{result:?}");
        if cse {
            // Iteration 1: nothing fires, CSE merges; 2: the pattern
            // fires; 3: confirms (CSE skipped: it found nothing before).
            assert_eq!(names(&ctx, &body, entry), ["t.add", "x.single"]);
            assert_eq!(result.iterations, 3);
        } else {
            assert_eq!(names(&ctx, &body, entry), ["t.add", "t.add", "x.pair"]);
            assert!(!result.changed);
        }
    }
}

strata_ir::op_class! {
    /// `x.use`, a test op.
    UseOp = "x.use"
}

strata_ir::op_class! {
    /// `x.pair`, a test op.
    PairOp = "x.pair"
}

/// Gives the first `x.use` of a shared `t.add` a copy of its own: CSE
/// merges the copy back, every iteration.
fn unshare(op: UseOp, rw: &mut Rewriter<'_>) -> bool {
    let v = rw.body().operand(op, 0);
    let Some(def) = rw.body().defining_op(v) else { return false };
    if rw.body().uses(v).len() < 2 || rw.ctx().op_name_str(rw.body().op_name(def)) != "t.add" {
        return false;
    }
    let copy = rw.clone_op(def, &mut Default::default());
    let new = rw.body().results(copy)[0];
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, new));
    true
}

#[test]
fn cse_that_undoes_a_pattern_is_named_in_the_non_convergence_report() {
    let ctx = context();
    let mut body = Body::new();
    let (func, entry, x) = function(&ctx, &mut body);
    let a = append(&ctx, &mut body, entry, "t.add", &[x, x], 1);
    let va = body.results(a)[0];
    append(&ctx, &mut body, entry, "x.use", &[va], 0);
    append(&ctx, &mut body, entry, "x.use", &[va], 0);
    let mut set = PatternSet::new();
    set.add(OpPattern::<UseOp>::new("Unshare", unshare));
    register_roots(&ctx, &["x.use"]);
    let frozen = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).expect("registered roots");
    let config = GreedyConfig { cse_between_iterations: Some(CseConfig::default()), ..GreedyConfig::default() };
    let result = apply_patterns_greedily(&ctx, &mut body, func, &frozen, &config);
    assert!(!result.converged);
    assert_eq!(result.iterations, 10);
    assert_eq!(result.last_iteration_rewrites, ["Unshare", "cse"]);
    assert_eq!(names(&ctx, &body, entry), ["t.add", "x.use", "x.use"]);
}

/// Matches any op and changes nothing; says it never applies to functions
/// when `functions_inert`.
struct AnyOp {
    functions_inert: bool,
}

impl RewritePattern for AnyOp {
    fn root(&self, _: &Context) -> Option<OpName> {
        None
    }
    fn debug_name(&self) -> &str {
        "AnyOp"
    }
    fn match_and_rewrite(&self, _: OpId, _: &mut Rewriter<'_>) -> bool {
        false
    }
    fn never_applies_to(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        self.functions_inert && ctx.op_name_str(body.op_name(op)) == "t.func"
    }
}

#[test]
fn a_pattern_on_any_op_keeps_a_run_whole_unless_it_never_applies_to_the_children() {
    let ctx = context();
    let mut body = Body::new();
    let module =
        body.create_op(OperationState::new(ctx.op_name("t.module"), ctx.unknown_loc()), ctx.empty_dictionary());
    let region = body.add_region(module);
    let top = body.create_block();
    body.append_block(region, top);
    let mut funcs = Vec::new();
    for _ in 0..2 {
        let func =
            body.create_op(OperationState::new(ctx.op_name("t.func"), ctx.unknown_loc()), ctx.empty_dictionary());
        body.append_op(top, func);
        let r = body.add_region(func);
        let entry = body.create_block();
        body.append_block(r, entry);
        funcs.push(func);
    }
    let split = |functions_inert: bool| {
        let mut set = PatternSet::new();
        set.add(AnyOp { functions_inert });
        let patterns = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).expect("no roots to register");
        crate::split_children(&ctx, &body, module, &patterns, &GreedyConfig::default())
    };
    assert_eq!(split(false), None);
    assert_eq!(split(true), Some(funcs));
}
