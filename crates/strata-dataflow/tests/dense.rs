//! Dense analyses on parsed IR: which tagged stores may have happened
//! before each point (forward), and which tagged loads may still happen
//! after it (backward), through blocks, region ops and calls.

mod common;

use std::collections::BTreeSet;
use std::marker::PhantomData;

use strata_dataflow::{
    ChangeResult, DataFlowSolver, DeadCodeAnalysis, DenseBackward, DenseBackwardAnalysis, DenseForward,
    DenseForwardAnalysis, DenseLattice, ProgramPoint, SolverConfig, SparseConstantPropagation, SparseForward,
};
use strata_ir::{Diagnostic, OpId, WalkOrder};

/// A set of op tags, of the stores seen (`Tags<Store>`) or the loads to
/// come (`Tags<Load>`): states are kept by type, so two analyses need two.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Tags<K>(BTreeSet<String>, PhantomData<K>);

#[derive(Clone, PartialEq, Eq, Debug)]
struct Store;
#[derive(Clone, PartialEq, Eq, Debug)]
struct Load;

impl<K> Default for Tags<K> {
    fn default() -> Self {
        Tags(BTreeSet::new(), PhantomData)
    }
}

impl<K: Clone + 'static> DenseLattice for Tags<K> {
    fn join(&mut self, other: &Tags<K>) -> ChangeResult {
        let before = self.0.len();
        self.0.extend(other.0.iter().cloned());
        if self.0.len() == before {
            ChangeResult::NoChange
        } else {
            ChangeResult::Change
        }
    }
}

fn tag(solver: &DataFlowSolver<'_>, op: OpId) -> Option<String> {
    let ctx = solver.ctx();
    let attr = ctx.dict_get(solver.body().attrs(op), "tag")?;
    String::from_utf8(ctx.string_value(attr)?.to_vec()).ok()
}

/// Forward: the tagged `memref.store`s that may have run.
struct Stores;

impl DenseForwardAnalysis for Stores {
    type Lattice = Tags<Store>;
    fn entry_state(&self) -> Tags<Store> {
        Tags::default()
    }
    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        before: &Tags<Store>,
    ) -> Result<Tags<Store>, Diagnostic> {
        let mut after = before.clone();
        if solver.ctx().op_name_str(solver.body().op_name(op)) == "memref.store" {
            after.0.extend(tag(solver, op));
        }
        Ok(after)
    }
}

/// Backward: the tagged `memref.load`s that may still run.
struct Loads;

impl DenseBackwardAnalysis for Loads {
    type Lattice = Tags<Load>;
    fn exit_state(&self) -> Tags<Load> {
        Tags::default()
    }
    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        after: &Tags<Load>,
    ) -> Result<Tags<Load>, Diagnostic> {
        let mut before = after.clone();
        if solver.ctx().op_name_str(solver.body().op_name(op)) == "memref.load" {
            before.0.extend(tag(solver, op));
        }
        Ok(before)
    }
}

/// For each op tagged `probe=NAME`: (NAME, stores before it, loads after it).
fn run(text: &str) -> Vec<(String, Vec<String>, Vec<String>)> {
    let ctx = common::context();
    let mut m = common::parse(&ctx, text);
    let root = m.root;
    let mut solver = DataFlowSolver::new(&ctx, &mut m.body, SolverConfig::default());
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(DenseForward::new(Stores));
    solver.load(DenseBackward::new(Loads));
    solver.initialize_and_run(root).expect("the analyses run");
    let probes: Vec<(String, OpId)> = solver
        .body()
        .collect_ops(root, WalkOrder::PreOrder)
        .into_iter()
        .filter_map(|o| {
            let attr = ctx.dict_get(solver.body().attrs(o), "probe")?;
            Some((String::from_utf8(ctx.string_value(attr)?.to_vec()).ok()?, o))
        })
        .collect();
    probes
        .into_iter()
        .map(|(name, op)| {
            let before = strata_dataflow::dense::point_before(&solver, op).expect("in a block");
            let stores = solver.read::<Tags<Store>>(before).0.into_iter().collect();
            let loads = solver.read::<Tags<Load>>(ProgramPoint::AfterOp(op)).0.into_iter().collect();
            (name, stores, loads)
        })
        .collect()
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn facts_flow_through_live_blocks() {
    let r = run(r#"func.func @f(%m: memref<i32>, %v: i32, %c: i1) {
          %true = arith.constant true
          memref.store %v, %m[] {tag = "s0"} : memref<i32>
          cf.cond_br %true, ^a, ^dead
        ^a:
          memref.store %v, %m[] {tag = "s1"} : memref<i32>
          cf.cond_br %c, ^join, ^b
        ^b:
          memref.store %v, %m[] {tag = "s2"} : memref<i32>
          cf.br ^join
        ^dead:
          memref.store %v, %m[] {tag = "never"} : memref<i32>
          cf.br ^join
        ^join:
          "test.probe"() {probe = "join"} : () -> ()
          %x = memref.load %m[] {tag = "l0"} : memref<i32>
          return
        }"#);
    assert_eq!(r, vec![("join".to_string(), strings(&["s0", "s1", "s2"]), strings(&["l0"]))]);
}

#[test]
fn facts_flow_through_regions_and_calls() {
    let r = run(r#"func.func private @callee(%m: memref<i32>, %v: i32) {
          memref.store %v, %m[] {tag = "in_callee"} : memref<i32>
          return
        }
        func.func @f(%m: memref<i32>, %v: i32, %c: i1) {
          scf.if %c {
            memref.store %v, %m[] {tag = "then"} : memref<i32>
          }
          "test.probe"() {probe = "after_if"} : () -> ()
          call @callee(%m, %v) : (memref<i32>, i32) -> ()
          "test.probe"() {probe = "after_call"} : () -> ()
          scf.if %c {
            %x = memref.load %m[] {tag = "l_then"} : memref<i32>
          }
          return
        }"#);
    assert_eq!(
        r,
        vec![
            ("after_if".to_string(), strings(&["then"]), strings(&["l_then"])),
            ("after_call".to_string(), strings(&["in_callee", "then"]), strings(&["l_then"])),
        ]
    );
}
