//! The `eqsat` pass through its API: rules added by the caller (what a
//! generated table will be), a bad rule reported as an error, output
//! independent of the thread count, a time limit that stops saturation
//! (with zero time, so nothing depends on the clock), and never more ops
//! than `cse` on the lit inputs of `cse` and `eqsat`.

use strata_eqsat::{Condition, EqsatConfig, RuleSpec};
use strata_ir::{Context, WalkOrder};
use strata_rewrite::cse::{eliminate_common_subexpressions, CseConfig};

fn parse(ctx: &Context, text: &str) -> strata_syntax::ParsedModule {
    let src = strata_syntax::SourceFile::new("t.mlir", text.as_bytes().to_vec());
    strata_syntax::parse_source(ctx, &src, Default::default()).expect("parses")
}

fn print(ctx: &Context, m: &strata_syntax::ParsedModule) -> String {
    strata_syntax::print_op_tree(ctx, &m.body, m.root, &Default::default())
}

/// `text` after eqsat with `extra` rules on `threads` threads.
fn eqsat(text: &str, extra: &[RuleSpec], threads: usize) -> Result<String, String> {
    eqsat_with(text, &EqsatConfig::default(), extra, threads)
}

fn eqsat_with(text: &str, config: &EqsatConfig, extra: &[RuleSpec], threads: usize) -> Result<String, String> {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let mut m = parse(&ctx, text);
    strata_eqsat::run(&ctx, &mut m.body, m.root, config, extra, threads)?;
    Ok(print(&ctx, &m))
}

const ASSOC: &str = "func.func @f(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %c : i32
  %2 = arith.addi %b, %c : i32
  %3 = arith.addi %a, %2 : i32
  return %1, %3 : i32, i32
}
";

/// A time limit of zero stops saturation before any rule applies: the
/// result is that of no iteration at all, not the saturated one.
#[test]
fn a_spent_time_limit_stops_before_any_rule() {
    let timed = EqsatConfig { time_limit: Some(std::time::Duration::ZERO), ..EqsatConfig::default() };
    let no_iteration = EqsatConfig { max_iterations: 0, ..EqsatConfig::default() };
    let stopped = eqsat_with(ASSOC, &timed, &[], 1).unwrap();
    assert_eq!(stopped, eqsat_with(ASSOC, &no_iteration, &[], 1).unwrap());
    assert_ne!(stopped, eqsat(ASSOC, &[], 1).unwrap(), "saturation merges the two sums");
}

const MAX_TWICE: &str = "func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxsi %0, %b : i32
  return %0, %1 : i32, i32
}
";

/// What a generator would emit: laws beyond `LAWS`.
static EXTRA: &[RuleSpec] = &[RuleSpec {
    name: "max-twice",
    lhs: "(arith.maxsi (arith.maxsi ?a ?b) ?b)",
    rhs: "(arith.maxsi ?a ?b)",
    conditions: &[Condition::IntegerLike("?a")],
}];

#[test]
fn extra_rules_join_the_laws() {
    let without = eqsat(MAX_TWICE, &[], 1).unwrap();
    assert_eq!(without.matches("arith.maxsi").count(), 2, "{without}");
    let with = eqsat(MAX_TWICE, EXTRA, 1).unwrap();
    assert_eq!(with.matches("arith.maxsi").count(), 1, "{with}");
    assert!(with.contains("return %0, %0 : i32, i32"), "{with}");
}

#[test]
fn a_bad_rule_is_an_error() {
    static BAD: &[RuleSpec] = &[RuleSpec { name: "oops", lhs: "(arith.addi ?a", rhs: "?a", conditions: &[] }];
    let err = eqsat(MAX_TWICE, BAD, 1).unwrap_err();
    assert!(err.contains("rule 'oops'"), "{err}");
}

#[test]
fn output_does_not_depend_on_threads() {
    let mut text = String::new();
    for i in 0..8 {
        text.push_str(&format!(
            "func.func @f{i}(%a: i32, %b: i32, %c: i32) -> (i32, i32) {{
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %c : i32
  %2 = arith.addi %b, %c : i32
  %3 = arith.addi %a, %2 : i32
  %4 = arith.muli %1, %3 : i32
  return %4, %1 : i32, i32
}}
"
        ));
    }
    let one = eqsat(&text, &[], 1).unwrap();
    assert_eq!(one, eqsat(&text, &[], 2).unwrap());
    assert_eq!(one, eqsat(&text, &[], 4).unwrap());
    assert_eq!(one.matches("arith.addi").count(), 16, "{one}");
}

fn count_ops(m: &strata_syntax::ParsedModule) -> usize {
    m.body.collect_ops(m.root, WalkOrder::PreOrder).len()
}

#[test]
fn never_more_ops_than_cse_on_the_lit_inputs() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit");
    let mut checked = 0;
    for dir in ["eqsat", "cse", "scf", "arith", "index", "canonicalize", "memref", "graph"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(dir)).unwrap().flatten().map(|e| e.path()).collect();
        files.sort();
        for path in files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "mlir")) {
            let text = std::fs::read_to_string(&path).unwrap();
            for chunk in text.split("// -----") {
                let ctx = strata_opt::make_context(&strata_init::all_dialects());
                let src = strata_syntax::SourceFile::new("t.mlir", chunk.as_bytes().to_vec());
                let Ok(mut a) = strata_syntax::parse_source(&ctx, &src, Default::default()) else { continue };
                if strata_ir::verifier::verify(&ctx, &a.body, a.root, &Default::default()).is_err() {
                    continue;
                }
                let mut b = strata_syntax::parse_source(&ctx, &src, Default::default()).unwrap();
                eliminate_common_subexpressions(&ctx, &mut a.body, a.root, &CseConfig::default());
                strata_eqsat::run(&ctx, &mut b.body, b.root, &EqsatConfig::default(), &[], 1).unwrap();
                assert!(
                    count_ops(&b) <= count_ops(&a),
                    "{}: eqsat {} ops, cse {}",
                    path.display(),
                    count_ops(&b),
                    count_ops(&a)
                );
                assert!(
                    strata_ir::verifier::verify(&ctx, &b.body, b.root, &Default::default()).is_ok(),
                    "{}",
                    path.display()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 50, "{checked}");
}
