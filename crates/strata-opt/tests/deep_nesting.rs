//! IR nested deeper than the parser accepts (10,000 `scf.if`s, built in
//! Rust): verification, `cse`, `canonicalize` and `dce` must neither
//! overflow the stack nor go quadratic. They run on a thread with a modest
//! stack, so recursion over the nesting would fail here. Printing recurses
//! through the dialects' custom printers (as upstream's does): it runs with
//! the stack strata-opt gives its main thread.

use strata_ir::{Body, Context, OpId, OperationState, WalkOrder, WalkResult};
use strata_pass::RunConfig;
use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

const DEPTH: usize = 10_000;

const TEMPLATE: &str = "func.func @f(%c: i1, %x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %r = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
";

fn ops_named(ctx: &Context, body: &Body, root: OpId, name: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    body.walk(root, WalkOrder::PreOrder, |b, op| {
        if ctx.op_name_str(b.op_name(op)) == name {
            out.push(op);
        }
        WalkResult::Advance
    });
    out
}

/// Nests `DEPTH` more `scf.if %c` in the template's, each then-branch
/// computing `%x + %x` again and yielding the nested if's result.
fn deep_module(ctx: &Context) -> strata_syntax::ParsedModule {
    let src = SourceFile::new("deep.mlir", TEMPLATE.as_bytes().to_vec());
    let mut m = parse_source(ctx, &src, ParseConfig::default()).expect("template parses");
    let body = &mut m.body;
    let add = ops_named(ctx, body, m.root, "arith.addi")[0];
    let (add_props, x, i32_ty) = (body.properties(add), body.operand(add, 0), body.value_type(body.result(add, 0)));
    let mut outer_if = ops_named(ctx, body, m.root, "scf.if")[0];
    let cond = body.operand(outer_if, 0);
    let loc = body.op_loc(outer_if);
    let yield_op = |body: &mut Body, value| {
        let mut st = OperationState::new(ctx.op_name("scf.yield"), loc);
        st.operands.push(value);
        body.create_op(st, ctx.empty_dictionary())
    };
    for _ in 0..DEPTH {
        let then_block = body.region_blocks(body.regions(outer_if)[0]).next().expect("then block");
        let then_yield = body.last_op(then_block).expect("yield");
        let mut st = OperationState::new(ctx.op_name("arith.addi"), loc);
        st.operands.extend([x, x]);
        st.result_types.push(i32_ty);
        st.properties = add_props;
        let sum = body.create_op(st, ctx.empty_dictionary());
        body.insert_op_before(then_yield, sum);
        let mut st = OperationState::new(ctx.op_name("scf.if"), loc);
        st.operands.push(cond);
        st.result_types.push(i32_ty);
        let inner = body.create_op(st, ctx.empty_dictionary());
        for yielded in [body.result(sum, 0), x] {
            let region = body.add_region(inner);
            let block = body.create_block();
            body.append_block(region, block);
            let y = yield_op(body, yielded);
            body.append_op(block, y);
        }
        body.insert_op_before(then_yield, inner);
        let result = body.result(inner, 0);
        body.set_operand(then_yield, 0, result);
        outer_if = inner;
    }
    m
}

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    let thread = std::thread::Builder::new().stack_size(4 << 20).spawn(f).expect("thread");
    thread.join().expect("no stack overflow, no panic");
}

/// Prints on a thread with strata-opt's main-thread stack.
fn print_with_main_stack(ctx: &Context, body: &Body, root: OpId, config: &PrintConfig) -> String {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .stack_size(512 << 20)
            .spawn_scoped(scope, || print_op_tree(ctx, body, root, config))
            .expect("thread");
        thread.join().expect("printed")
    })
}

#[test]
fn cse_merges_ten_thousand_nested_recomputations() {
    on_small_stack(|| {
        let ctx = strata_opt::make_context(&strata_init::all_dialects());
        let mut m = deep_module(&ctx);
        assert_eq!(ops_named(&ctx, &m.body, m.root, "scf.if").len(), DEPTH + 1);
        let config = RunConfig { verify_each: true, threads: 2, ..RunConfig::default() };
        let registry = strata_init::all_passes();
        let pm = strata_pass::parse_pipeline(&registry, "builtin.module(func.func(cse))").expect("pipeline");
        let out = pm.run(&ctx, &mut m.body, m.root, &config);
        assert!(!out.failed, "{:?}", out.diagnostics);
        // Every nested `%x + %x` is the dominating one.
        assert_eq!(ops_named(&ctx, &m.body, m.root, "arith.addi").len(), 1);
        assert_eq!(ops_named(&ctx, &m.body, m.root, "scf.if").len(), DEPTH + 1);
        let text = print_with_main_stack(&ctx, &m.body, m.root, &PrintConfig::default());
        assert_eq!(text.matches("scf.if").count(), DEPTH + 1);
    });
}

#[test]
fn canonicalize_and_dce_survive_ten_thousand_nested_ifs() {
    on_small_stack(|| {
        let ctx = strata_opt::make_context(&strata_init::all_dialects());
        let registry = strata_init::all_passes();
        for pipeline in ["builtin.module(canonicalize)", "builtin.module(func.func(dce,canonicalize))"] {
            let pm = strata_pass::parse_pipeline(&registry, pipeline).expect("pipeline");
            let mut m = deep_module(&ctx);
            let config = RunConfig { verify_each: true, threads: 1, ..RunConfig::default() };
            let out = pm.run(&ctx, &mut m.body, m.root, &config);
            assert!(!out.failed, "{pipeline}: {:?}", out.diagnostics);
            let generic = PrintConfig { generic: true, ..PrintConfig::default() };
            assert!(print_with_main_stack(&ctx, &m.body, m.root, &generic).contains("func.return"));
        }
    });
}
