//! `initialize_and_run_by_children` finds the states one run over the
//! module finds: function by function when no call links two functions,
//! in one run when one does, in either worklist order.

mod common;

use strata_dataflow::{
    values_under, ConstantValue, DataFlowSolver, DeadCodeAnalysis, Executable, IntegerRangeAnalysis, IntegerValueRange,
    ProgramPoint, SolverConfig, SparseConstantPropagation, SparseForward, WorklistOrder,
};
use strata_ir::WalkOrder;

/// Every value's constant and range and every block's liveness, solved
/// over the module at once or by its children.
fn states(text: &str, order: WorklistOrder, by_children: bool) -> Vec<String> {
    let ctx = common::context();
    let mut m = common::parse(&ctx, text);
    let root = m.root;
    let values = values_under(&m.body, root);
    let blocks: Vec<_> = m
        .body
        .collect_ops(root, WalkOrder::PreOrder)
        .into_iter()
        .flat_map(|op| m.body.regions(op).to_vec())
        .flat_map(|r| m.body.region_blocks(r).collect::<Vec<_>>())
        .collect();
    let mut solver = DataFlowSolver::new(&ctx, &mut m.body, SolverConfig { order, ..SolverConfig::default() });
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(SparseForward::new(IntegerRangeAnalysis));
    if by_children {
        solver.initialize_and_run_by_children(root).expect("the analyses run");
    } else {
        solver.initialize_and_run(root).expect("the analyses run");
    }
    let mut out: Vec<String> = values
        .iter()
        .map(|&v| {
            let constant = solver.lookup::<ConstantValue>(v).cloned();
            let range = solver.lookup::<IntegerValueRange>(v).cloned();
            format!("{constant:?} {range:?}")
        })
        .collect();
    out.extend(blocks.iter().map(|&b| format!("{:?}", solver.lookup::<Executable>(ProgramPoint::BlockStart(b)))));
    out
}

fn assert_same_states(text: &str) {
    for order in [WorklistOrder::Fifo, WorklistOrder::Lifo] {
        let whole = states(text, order, false);
        let by_children = states(text, order, true);
        assert!(whole.iter().any(|s| s.contains("Constant")), "the program has constants to find");
        assert_eq!(whole, by_children, "{order:?}");
    }
}

/// Loops (whose ranges widen), branches and region ops in functions that
/// call nothing, a private function nobody calls, and a global.
const INDEPENDENT: &str = "
memref.global \"private\" @g : memref<4xi32> = dense<0>
func.func @loops(%n: index, %b: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %i0) -> (i32) {
    %t = arith.addi %acc, %i1 : i32
    scf.yield %t : i32
  }
  %r = scf.if %b -> (i32) {
    %m = arith.muli %s, %i1 : i32
    scf.yield %m : i32
  } else {
    scf.yield %i1 : i32
  }
  return %r : i32
}
func.func @branches(%x: i32) -> i32 {
  %true = arith.constant true
  %c3 = arith.constant 3 : i32
  cf.cond_br %true, ^bb1(%c3 : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  %d = arith.divui %a, %c3 : i32
  cf.br ^bb2(%d : i32)
^bb2(%z: i32):
  return %z : i32
}
func.func private @unused(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %y = arith.addi %x, %c5 : i32
  return %y : i32
}
";

/// The same functions, but one calls a private one with a constant: its
/// argument's range comes from the caller, so they are solved together.
const COUPLED: &str = "
func.func private @callee(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %y = arith.addi %x, %c5 : i32
  return %y : i32
}
func.func @caller() -> i32 {
  %c2 = arith.constant 2 : i32
  %r = func.call @callee(%c2) : (i32) -> i32
  return %r : i32
}
func.func @other(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %t = arith.addi %acc, %c1 : index
    scf.yield %t : index
  }
  return %s : index
}
";

#[test]
fn functions_that_call_nothing_are_solved_one_by_one_to_the_same_states() {
    assert_same_states(INDEPENDENT);
}

#[test]
fn functions_linked_by_a_call_are_solved_together_to_the_same_states() {
    assert_same_states(COUPLED);
    // The callee's argument is known only through the call.
    let states = states(COUPLED, WorklistOrder::Fifo, true);
    assert!(states.iter().any(|s| s.contains("7")), "the callee returns 7: {states:?}");
}
