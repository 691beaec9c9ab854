//! The solver's worklist: a point an analysis visits during its
//! initialization walk, after it was queued, is visited again when what
//! it read changes after that walk's visit; the entry queued before is not
//! visited twice.

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use strata_dataflow::{ChangeResult, DataFlowAnalysis, DataFlowSolver, ProgramPoint, SolverConfig};
use strata_ir::{Diagnostic, OpId, Value, WalkOrder};

/// The largest number written to a value.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
struct Max(u32);

/// At `point`, records what it reads of `value` on each visit.
struct Reader {
    point: ProgramPoint,
    value: Value,
    seen: Rc<RefCell<Vec<u32>>>,
}

fn raise(solver: &mut DataFlowSolver<'_>, value: Value, to: u32) {
    solver.update::<Max>(value, |m| {
        if to > m.0 {
            m.0 = to;
            ChangeResult::Change
        } else {
            ChangeResult::NoChange
        }
    });
}

impl DataFlowAnalysis for Reader {
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, _top: OpId) -> Result<(), Diagnostic> {
        // The point depends on the value, which changes: the point is queued.
        let _: Max = solver.read_for(self.point, self.value);
        raise(solver, self.value, 1);
        // The walk then visits the point (that queued visit is now stale)...
        solver.visiting(self.point);
        self.visit(solver, self.point)?;
        // ...and the value changes again: the point must be seen again.
        raise(solver, self.value, 2);
        Ok(())
    }

    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        let seen: Max = solver.read_for(point, self.value);
        self.seen.borrow_mut().push(seen.0);
        Ok(())
    }
}

#[test]
fn a_change_after_an_initialization_visit_is_seen() {
    let ctx = common::context();
    let mut m = common::parse(
        &ctx,
        "func.func @f(%x: i32) -> i32 {
          %y = arith.addi %x, %x : i32
          return %y : i32
        }",
    );
    let root = m.root;
    let ops = m.body.collect_ops(root, WalkOrder::PreOrder);
    let add = *ops.iter().find(|&&o| ctx.op_name_str(m.body.op_name(o)) == "arith.addi").expect("an addi");
    let value = m.body.results(add)[0];
    let mut solver = DataFlowSolver::new(&ctx, &mut m.body, SolverConfig::default());
    let seen = Rc::new(RefCell::new(Vec::new()));
    solver.load(Reader { point: ProgramPoint::AfterOp(add), value, seen: seen.clone() });
    solver.initialize_and_run(root).expect("the analysis runs");
    let seen = seen.borrow().clone();
    // Once in the walk, once for the second change; the stale entry of the
    // first change is skipped.
    assert_eq!(seen, vec![1, 2]);
}
