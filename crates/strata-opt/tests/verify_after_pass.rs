//! When the pass manager verifies after a pass: a pass that left the IR
//! exactly as it found it reports so (upstream's `markAllAnalysesPreserved`,
//! which its CSE calls when it changed nothing) and is not verified after;
//! one that changed anything is.
//!
//! The inputs are made invalid after parsing, in a spot the pass does not
//! touch (a function's signature no longer matches its entry block), so
//! whether the verifier ran shows in the outcome.

use strata_syntax::{parse_source, ParseConfig, SourceFile};

/// Parses `text`, makes its one function's signature `(i32) -> i64`
/// while its entry block takes an `i64`, runs `pipeline` verifying after
/// each pass, and says whether the run failed.
fn run_on_broken_signature(text: &str, pipeline: &str) -> bool {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let src = SourceFile::new("t.mlir", text.as_bytes().to_vec());
    let mut m = parse_source(&ctx, &src, ParseConfig::default()).expect("the input parses");
    let func = m
        .body
        .collect_ops(m.root, strata_ir::WalkOrder::PreOrder)
        .into_iter()
        .find(|&op| ctx.op_name_str(m.body.op_name(op)) == "func.func")
        .expect("a function");
    let (i32, i64) = (ctx.integer_type(32), ctx.integer_type(64));
    let wrong = ctx.type_attr(ctx.function_type(vec![i32], vec![i64]));
    let props = m.body.properties(func).expect("a function has properties");
    m.body.set_properties(func, Some(ctx.dict_with(props, ctx.ident("function_type"), Some(wrong))));
    let registry = strata_init::all_passes();
    let pm = strata_pass::parse_pipeline(&registry, pipeline).expect("the pipeline parses");
    let config = strata_pass::RunConfig { threads: 1, verify_each: true, ..Default::default() };
    pm.run(&ctx, &mut m.body, m.root, &config).failed
}

const CANONICAL: &str = "func.func @f(%a: i64) -> i64 {\n  return %a : i64\n}\n";

#[test]
fn cse_that_changes_nothing_is_not_verified_after() {
    assert!(!run_on_broken_signature(CANONICAL, "builtin.module(cse)"));
    let duplicate = "func.func @f(%a: i64) -> i64 {\n  %x = arith.addi %a, %a : i64\n  \
                     %y = arith.addi %a, %a : i64\n  %r = arith.muli %x, %y : i64\n  return %r : i64\n}\n";
    assert!(run_on_broken_signature(duplicate, "builtin.module(cse)"));
}
