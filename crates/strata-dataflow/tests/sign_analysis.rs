//! The example of `docs/analyses.md`: a dialect author's own sparse
//! analysis (the sign of `i32` values) on the solver, beside dead code
//! analysis and constant propagation, which decide the branches it sees.

mod common;

use strata_dataflow::{
    ChangeResult, DataFlowSolver, DeadCodeAnalysis, SolverConfig, SparseConstantPropagation, SparseForward,
    SparseForwardAnalysis, SparseLattice, WorklistOrder,
};
use strata_ir::op_checks::value_attribute;
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Value};

/// The lattice: nothing known yet, one sign, or any sign.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
enum Sign {
    #[default]
    Uninitialized,
    Negative,
    Zero,
    Positive,
    Unknown,
}

impl SparseLattice for Sign {
    fn join(&mut self, other: &Sign) -> ChangeResult {
        let joined = match (*self, *other) {
            (Sign::Uninitialized, o) => o,
            (s, Sign::Uninitialized) => s,
            (s, o) if s == o => s,
            _ => Sign::Unknown,
        };
        if joined == *self {
            return ChangeResult::NoChange;
        }
        *self = joined;
        ChangeResult::Change
    }

    fn is_uninitialized(&self) -> bool {
        *self == Sign::Uninitialized
    }
}

/// The transfer functions: constants have their sign, products multiply
/// signs, anything else may have any sign.
struct SignAnalysis;

impl SparseForwardAnalysis for SignAnalysis {
    type Lattice = Sign;

    fn entry_state(&self, _: &Context, _: &Body, _: Value) -> Sign {
        Sign::Unknown
    }

    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        operands: &[Sign],
    ) -> Result<Option<Vec<Sign>>, Diagnostic> {
        let (ctx, body) = (solver.ctx(), solver.body());
        let sign = match ctx.op_name_str(body.op_name(op)) {
            "arith.constant" => match value_attribute(ctx, body, op).map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Integer { value, .. }) if value.is_zero() => Sign::Zero,
                Some(AttrKind::Integer { value, .. }) if value.is_negative() => Sign::Negative,
                Some(AttrKind::Integer { .. }) => Sign::Positive,
                _ => Sign::Unknown,
            },
            "arith.muli" => match (operands[0], operands[1]) {
                (Sign::Uninitialized, _) | (_, Sign::Uninitialized) => return Ok(None),
                (Sign::Zero, _) | (_, Sign::Zero) => Sign::Zero,
                (Sign::Unknown, _) | (_, Sign::Unknown) => Sign::Unknown,
                (a, b) if a == b => Sign::Positive,
                _ => Sign::Negative,
            },
            _ => Sign::Unknown,
        };
        Ok(Some(vec![sign; body.num_results(op)]))
    }
}

/// The signs of the values `func`'s `return` returns, after running the
/// sign analysis with dead code analysis and constant propagation, the
/// worklist visited in upstream's order.
fn returned_signs(text: &str) -> Vec<Sign> {
    returned_signs_in(text, WorklistOrder::Fifo)
}

fn returned_signs_in(text: &str, order: WorklistOrder) -> Vec<Sign> {
    let ctx = common::context();
    let mut m = common::parse(&ctx, text);
    let root = m.root;
    let ret = m
        .body
        .collect_ops(root, strata_ir::WalkOrder::PreOrder)
        .into_iter()
        .find(|&o| ctx.op_name_str(m.body.op_name(o)) == "func.return")
        .expect("a return");
    let returned: Vec<Value> = m.body.operands(ret).collect();
    let config = SolverConfig { order, ..SolverConfig::default() };
    let mut solver = DataFlowSolver::new(&ctx, &mut m.body, config);
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(SparseForward::new(SignAnalysis));
    solver.initialize_and_run(root).expect("the analyses run");
    returned.iter().map(|&v| solver.read::<Sign>(v)).collect()
}

/// Nothing here widens: last-in-first-out finds the same states.
#[test]
fn the_worklist_order_does_not_change_a_joining_analysis() {
    let program = "func.func @f(%c: i1, %n: index) -> (i32, i32) {
      %m = arith.constant -4 : i32
      %p = arith.constant 6 : i32
      %lb = arith.constant 0 : index
      %one = arith.constant 1 : index
      %r = scf.for %i = %lb to %n step %one iter_args(%acc = %p) -> (i32) {
        %sq = arith.muli %acc, %acc : i32
        scf.yield %sq : i32
      }
      %s = scf.if %c -> (i32) {
        %q = arith.muli %m, %r : i32
        scf.yield %q : i32
      } else {
        scf.yield %m : i32
      }
      cf.br ^next(%r : i32)
    ^next(%a: i32):
      return %a, %s : i32, i32
    }";
    let fifo = returned_signs_in(program, WorklistOrder::Fifo);
    assert_eq!(fifo, vec![Sign::Positive, Sign::Negative]);
    assert_eq!(returned_signs_in(program, WorklistOrder::Lifo), fifo);
}

#[test]
fn signs_flow_through_live_edges_only() {
    let signs = returned_signs(
        "func.func @f(%x: i32, %c: i1) -> (i32, i32, i32, i32) {
          %true = arith.constant true
          %m2 = arith.constant -2 : i32
          %p3 = arith.constant 3 : i32
          %prod = arith.muli %m2, %p3 : i32
          %sq = arith.muli %m2, %m2 : i32
          cf.cond_br %true, ^a, ^b
        ^a:
          cf.br ^join(%p3 : i32)
        ^b:
          cf.br ^join(%m2 : i32)
        ^join(%j: i32):
          cf.cond_br %c, ^c(%prod : i32), ^c(%sq : i32)
        ^c(%k: i32):
          return %prod, %sq, %j, %k : i32, i32, i32, i32
        }",
    );
    // `^b` never runs: the join only sees 3. The last argument joins a
    // negative and a positive product.
    assert_eq!(signs, vec![Sign::Negative, Sign::Positive, Sign::Positive, Sign::Unknown]);
}

#[test]
fn region_results_join_every_yield() {
    let signs = returned_signs(
        "func.func @f(%c: i1, %x: i32) -> (i32, i32) {
          %p = arith.constant 5 : i32
          %q = arith.constant 7 : i32
          %a = scf.if %c -> (i32) {
            scf.yield %p : i32
          } else {
            scf.yield %q : i32
          }
          %b = scf.if %c -> (i32) {
            scf.yield %p : i32
          } else {
            scf.yield %x : i32
          }
          return %a, %b : i32, i32
        }",
    );
    assert_eq!(signs, vec![Sign::Positive, Sign::Unknown]);
}

#[test]
fn value_states_outlive_the_solver_and_miss_new_values() {
    let ctx = common::context();
    let mut m = common::parse(
        &ctx,
        "func.func @f() -> i32 {
          %m2 = arith.constant -2 : i32
          %p3 = arith.constant 3 : i32
          %prod = arith.muli %m2, %p3 : i32
          return %prod : i32
        }",
    );
    let root = m.root;
    let ops = m.body.collect_ops(root, strata_ir::WalkOrder::PreOrder);
    let muli = *ops.iter().find(|&&o| ctx.op_name_str(m.body.op_name(o)) == "arith.muli").expect("a muli");
    let prod = m.body.results(muli)[0];
    let mut solver = DataFlowSolver::new(&ctx, &mut m.body, SolverConfig::default());
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(SparseForward::new(SignAnalysis));
    solver.initialize_and_run(root).expect("the analyses run");
    let signs = solver.into_value_states::<Sign>();
    assert_eq!(signs.get(prod), Some(&Sign::Negative));
    // The product's op erased and its value slot reused: the new value
    // has no state, though it sits in the old one's slot.
    let operands: Vec<Value> = m.body.operands(muli).collect();
    let mut state = strata_ir::OperationState::new(m.body.op_name(muli), m.body.op_loc(muli));
    state.operands.extend(operands.iter().copied());
    state.result_types.push(m.body.value_type(prod));
    m.body.replace_all_uses_with(prod, operands[0]);
    m.body.erase_op(muli);
    let again = m.body.create_op(state, ctx.dictionary_attr(Vec::new()));
    let fresh = m.body.results(again)[0];
    let slot = |v: Value| slotmap::Key::data(&v).as_ffi() as u32;
    assert_eq!(slot(fresh), slot(prod));
    assert_eq!(signs.get(fresh), None);
}
