//! Liveness analysis on parsed IR: effects, returns of public and private
//! functions, branch conditions and region ops.

mod common;

use strata_dataflow::{
    DataFlowSolver, DeadCodeAnalysis, Liveness, LivenessAnalysis, SolverConfig, SparseBackward,
    SparseConstantPropagation, SparseForward,
};
use strata_ir::{Value, WalkOrder};

/// The liveness of every op result under the module, by the op's
/// `tag` attribute (a string), in walk order.
fn live_by_tag(text: &str) -> Vec<(String, bool)> {
    let ctx = common::context();
    let mut m = common::parse(&ctx, text);
    let root = m.root;
    let tagged: Vec<(String, Value)> = m
        .body
        .collect_ops(root, WalkOrder::PreOrder)
        .into_iter()
        .filter_map(|o| {
            let tag = ctx.dict_get(m.body.attrs(o), "tag")?;
            let name = String::from_utf8(ctx.string_value(tag)?.to_vec()).ok()?;
            Some((name, *m.body.results(o).first()?))
        })
        .collect();
    let mut solver = DataFlowSolver::new(&ctx, &mut m.body, SolverConfig::default());
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(SparseBackward::new(LivenessAnalysis::default()));
    solver.initialize_and_run(root).expect("the analyses run");
    tagged.into_iter().map(|(n, v)| (n, solver.read::<Liveness>(v).is_live)).collect()
}

fn live(results: &[(String, bool)]) -> Vec<&str> {
    results.iter().filter(|(_, l)| *l).map(|(n, _)| n.as_str()).collect()
}

#[test]
fn effects_and_public_returns_are_live() {
    let r = live_by_tag(
        r#"func.func @f(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
          %x = arith.addi %a, %a {tag = "returned"} : i32
          %y = arith.muli %b, %b {tag = "unused"} : i32
          %z = arith.subi %b, %a {tag = "stored"} : i32
          %w = arith.addi %z, %z {tag = "uses_stored"} : i32
          memref.store %z, %m[] : memref<i32>
          return %x : i32
        }"#,
    );
    assert_eq!(live(&r), vec!["returned", "stored"]);
}

#[test]
fn private_results_nobody_uses_are_dead() {
    let r = live_by_tag(
        r#"func.func private @p(%v: i32) -> (i32, i32) {
          %r = arith.addi %v, %v {tag = "first"} : i32
          %s = arith.muli %v, %v {tag = "second"} : i32
          return %r, %s : i32, i32
        }
        func.func @main(%a: i32) -> i32 {
          %u:2 = call @p(%a) {tag = "call"} : (i32) -> (i32, i32)
          return %u#1 : i32
        }"#,
    );
    // Only the second result reaches a public return; the call's first
    // result (the tagged one) is unused.
    assert_eq!(live(&r), vec!["second"]);
}

#[test]
fn conditions_of_branches_with_effects_are_live() {
    let r = live_by_tag(
        r#"func.func @f(%a: i32, %m: memref<i32>) {
          %c = arith.cmpi slt, %a, %a {tag = "cond"} : i32
          %d = arith.cmpi sgt, %a, %a {tag = "pure_if_cond"} : i32
          scf.if %c {
            memref.store %a, %m[] : memref<i32>
          }
          %r = scf.if %d -> (i32) {
            scf.yield %a : i32
          } else {
            scf.yield %a : i32
          }
          return
        }"#,
    );
    // The second `scf.if` has no effects and an unused result.
    assert_eq!(live(&r), vec!["cond"]);
}
