//! Upstream MLIR 22's canonicalizations of every `RegionBranchOpInterface`
//! op (`ControlFlowInterfaces.cpp`), written against the interface
//! ([`strata_ir::control_flow`]) so any dialect's region ops get them: a
//! dialect adds them to an op's patterns with
//! [`populate_region_branch_op_canonicalization_patterns`] (scf's `for`,
//! `if`, `while`, `index_switch` and `execute_region` do, after their own
//! patterns, as upstream; there they replace the older per-op patterns
//! `ForOpIterArgsFolder`, `RemoveUnusedResults`, `WhileUnusedResult`,
//! `RemoveLoopInvariant*`, `WhileRemoveUnusedArgs`,
//! `WhileRemoveDuplicatedResults`).
//!
//! The three work on the op's *successor operands* (values a terminator or
//! the op itself forwards along a control-flow edge) and *successor inputs*
//! (the block arguments or op results that receive them):
//! - `MakeRegionBranchOpSuccessorInputsDead`: an input that can only ever
//!   hold one value from outside the op is replaced by that value;
//! - `RemoveDuplicateSuccessorInputUses`: of two inputs of one block or op
//!   that receive the same values on every edge, the later one's uses go to
//!   the earlier one;
//! - `RemoveDeadRegionBranchOpSuccessorInputs`: inputs that are unused,
//!   together with the inputs they must be removed with (those fed by one
//!   operand), are erased with the operands feeding them (segment sizes
//!   kept in step, as upstream's `MutableOperandRange` does).
//!
//! Invariants: the edge map is recomputed from the IR (through the
//! interface) on each application and operands are read through it when
//! used, so replacements made by the pattern itself are seen, as upstream
//! reads its `OpOperand`s; an op whose edges forward a different number of
//! operands than their successor takes is left alone; inputs are visited
//! in a fixed order (results, then entry block arguments in region order),
//! never in hash order.

use strata_ir::{BlockId, Body, Context, FxHashMap, FxHashSet, OpId, RegionBranchOpInterface, Value, ValueDef};

use strata_ir::OpClass;

use crate::{PatternSet, Rewriter};

/// Upstream's `populateRegionBranchOpInterfaceCanonicalizationPatterns`:
/// the three patterns, rooted at the op class `Op` (an op implementing
/// `RegionBranchOpInterface`), named after upstream's pattern structs.
pub fn populate_region_branch_op_canonicalization_patterns<Op: OpClass>(set: &mut PatternSet) {
    set.add_fns::<Op>(&[
        ("MakeRegionBranchOpSuccessorInputsDead", make_successor_inputs_dead),
        ("RemoveDuplicateSuccessorInputUses", remove_duplicate_successor_input_uses),
        ("RemoveDeadRegionBranchOpSuccessorInputs", remove_dead_successor_inputs),
    ]);
}

/// A successor operand: operand `index` of `owner` (the region op itself
/// or one of its terminators).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct Operand {
    owner: OpId,
    index: usize,
}

/// The op's control-flow edges: each successor operand with the inputs it
/// flows into (upstream's `getSuccessorOperandInputMapping`), operands in
/// order of first appearance over the op's edges (its own operands, then
/// terminators region by region).
struct Edges {
    edges: Vec<(Operand, Vec<Value>)>,
    /// Every input some operand flows into, in visiting order.
    inputs: Vec<Value>,
}

impl Edges {
    /// Input → the operands flowing into it.
    fn inverse(&self) -> FxHashMap<Value, Vec<Operand>> {
        let mut map: FxHashMap<Value, Vec<Operand>> = FxHashMap::default();
        for (operand, inputs) in &self.edges {
            for &i in inputs {
                map.entry(i).or_default().push(*operand);
            }
        }
        map
    }
}

/// The edges of `op` through its `RegionBranchOpInterface`; `None` without
/// the interface or when an edge's operand and input counts differ (a
/// malformed op is left alone).
fn edges(ctx: &Context, body: &Body, op: OpId) -> Option<Edges> {
    let iface = RegionBranchOpInterface::of(ctx, body, op)?;
    let mut edges: Vec<(Operand, Vec<Value>)> = Vec::new();
    let mut slot: FxHashMap<Operand, usize> = FxHashMap::default();
    for edge in iface.edges(ctx, body, op) {
        let inputs = edge.successor.input_values(body, op);
        if edge.operands.operands.len() != inputs.len() {
            return None;
        }
        for (index, &input) in edge.operands.operands.clone().zip(inputs) {
            let operand = Operand { owner: edge.operands.owner, index };
            let at = *slot.entry(operand).or_insert_with(|| {
                edges.push((operand, Vec::new()));
                edges.len() - 1
            });
            edges[at].1.push(input);
        }
    }
    // Only inputs some operand flows into count (upstream's maps have no
    // others): results, then entry block arguments region by region.
    let fed: FxHashSet<Value> = edges.iter().flat_map(|(_, ins)| ins.iter().copied()).collect();
    let inputs = input_candidates(body, op).filter(|v| fed.contains(v)).collect();
    Some(Edges { edges, inputs })
}

/// The values that may be successor inputs of `op` (its results and its
/// regions' entry block arguments; the inputs are some of them), without
/// building the edges: the patterns' cheap first test.
fn input_candidates(body: &Body, op: OpId) -> impl Iterator<Item = Value> + '_ {
    let entry_args = body.regions(op).iter().filter_map(|&r| body.entry_block(r)).flat_map(|b| body.block_args(b));
    body.results(op).iter().chain(entry_args).copied()
}

/// Upstream's `computeReachableValuesFromSuccessorInput`: the values other
/// than inputs that `input` may hold, following operands back through
/// inputs (explicit worklist).
fn reachable_values(body: &Body, input: Value, inverse: &FxHashMap<Value, Vec<Operand>>) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited = FxHashSet::default();
    let mut worklist = vec![input];
    while let Some(next) = worklist.pop() {
        let Some(operands) = inverse.get(&next) else {
            if !reachable.contains(&next) {
                reachable.push(next);
            }
            if reachable.len() > 1 {
                // Only a single reachable value is of use.
                return reachable;
            }
            continue;
        };
        for o in operands {
            let v = body.operand(o.owner, o.index);
            if visited.insert(v) {
                worklist.push(v);
            }
        }
    }
    reachable
}

/// Upstream's `isDefinedBefore`: may `a`, reachable from input `b`, stand
/// for `b`? A value of one of `op`'s regions may only replace an argument
/// of the same block that is itself an argument.
fn is_defined_before(body: &Body, op: OpId, a: Value, b: Value) -> bool {
    let a_in_op = body.value_parent_region(a).and_then(|r| body.region_parent(r)) == Some(op);
    if !a_in_op {
        return true;
    }
    match (body.value_def(a), body.value_def(b)) {
        (ValueDef::BlockArgument { block: ab, .. }, ValueDef::BlockArgument { block: bb, .. }) => ab == bb,
        _ => false,
    }
}

/// `MakeRegionBranchOpSuccessorInputsDead`.
pub fn make_successor_inputs_dead(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    // Only an input with uses can have them moved.
    if !input_candidates(rw.body(), op).any(|v| rw.body().has_uses(v)) {
        return false;
    }
    let Some(edges) = edges(ctx, rw.body(), op) else { return false };
    let inverse = edges.inverse();
    let mut changed = false;
    for &input in &edges.inputs {
        let body = rw.body();
        if !body.has_uses(input) {
            continue;
        }
        let reachable = reachable_values(body, input, &inverse);
        let [only] = reachable[..] else { continue };
        if !is_defined_before(body, op, only, input) {
            continue;
        }
        rw.replace_all_uses_with(input, only);
        changed = true;
    }
    changed
}

/// What owns an input: its block, or the op it is a result of.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Owner {
    Block(BlockId),
    Op(OpId),
}

fn owner_and_number(body: &Body, v: Value) -> (Owner, u32) {
    match body.value_def(v) {
        ValueDef::BlockArgument { block, index } => (Owner::Block(block), index),
        ValueDef::OpResult { op, index } => (Owner::Op(op), index),
        ValueDef::Placeholder => unreachable!("a successor input is defined"),
    }
}

/// `RemoveDuplicateSuccessorInputUses`. Upstream compares every pair of
/// inputs of one owner, in argument/result number order, and moves the
/// uses of the later one to the earlier; grouping the inputs by owner and
/// by the value each predecessor forwards gives the same pairs in linear
/// time (equal forwarded values is an equivalence).
pub fn remove_duplicate_successor_input_uses(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    // A duplicate is a second input (the one whose uses move), with uses.
    let body = rw.body();
    if input_candidates(body, op).nth(1).is_none() || !input_candidates(body, op).skip(1).any(|v| body.has_uses(v)) {
        return false;
    }
    let Some(edges) = edges(ctx, rw.body(), op) else { return false };
    let inverse = edges.inverse();
    let body = rw.body();
    let mut inputs = edges.inputs.clone();
    inputs.sort_by_key(|&v| owner_and_number(body, v).1);
    // (owner, forwarded values by predecessor) → the first input with them.
    let mut first: FxHashMap<(Owner, Vec<(OpId, Value)>), Value> = FxHashMap::default();
    let mut replace = Vec::new();
    for input in inputs {
        let mut signature: Vec<(OpId, Value)> =
            inverse[&input].iter().map(|o| (o.owner, body.operand(o.owner, o.index))).collect();
        signature.sort_unstable();
        let key = (owner_and_number(body, input).0, signature);
        match first.get(&key) {
            Some(&earlier) if body.has_uses(input) => replace.push((input, earlier)),
            Some(_) => {}
            None => {
                first.insert(key, input);
            }
        }
    }
    for &(input, earlier) in &replace {
        rw.replace_all_uses_with(input, earlier);
    }
    !replace.is_empty()
}

/// Union-find over input indices (upstream's `EquivalenceClasses`).
fn find(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`.
pub fn remove_dead_successor_inputs(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    // Every possible input in use: none is dead.
    if input_candidates(rw.body(), op).all(|v| rw.body().has_uses(v)) {
        return rw.notify_match_failure(op, "no values to remove");
    }
    let Some(edges) = edges(ctx, rw.body(), op) else { return false };
    let body = rw.body();
    let index: FxHashMap<Value, usize> = edges.inputs.iter().enumerate().map(|(i, &v)| (v, i)).collect();
    // Inputs fed by one operand are removed together.
    let mut parent: Vec<usize> = (0..edges.inputs.len()).collect();
    for (_, ins) in &edges.edges {
        for w in ins.windows(2) {
            let (a, b) = (find(&mut parent, index[&w[0]]), find(&mut parent, index[&w[1]]));
            parent[b] = a;
        }
    }
    let mut live = vec![false; edges.inputs.len()];
    for (i, &v) in edges.inputs.iter().enumerate() {
        if body.has_uses(v) {
            let root = find(&mut parent, i);
            live[root] = true;
        }
    }
    let dead: Vec<bool> = (0..edges.inputs.len()).map(|i| !live[find(&mut parent, i)]).collect();
    if !dead.iter().any(|&d| d) {
        return rw.notify_match_failure(op, "no values to remove");
    }
    // Operands feeding dead inputs, grouped by owner (in edge order).
    let mut owners: Vec<OpId> = Vec::new();
    let mut erase: FxHashMap<OpId, Vec<bool>> = FxHashMap::default();
    for (operand, ins) in &edges.edges {
        if ins.iter().any(|v| dead[index[v]]) {
            let mask = erase.entry(operand.owner).or_insert_with(|| {
                owners.push(operand.owner);
                vec![false; body.num_operands(operand.owner)]
            });
            mask[operand.index] = true;
        }
    }
    // Dead block arguments, erased in one pass per block (one at a time
    // would renumber the later arguments each time); blocks in order of
    // first appearance.
    let mut dead_args: FxHashSet<Value> = FxHashSet::default();
    let mut arg_blocks: Vec<BlockId> = Vec::new();
    let mut keep_results = vec![true; body.num_results(op)];
    for (i, &v) in edges.inputs.iter().enumerate() {
        if !dead[i] {
            continue;
        }
        match body.value_def(v) {
            ValueDef::BlockArgument { block, .. } => {
                if !arg_blocks.contains(&block) {
                    arg_blocks.push(block);
                }
                dead_args.insert(v);
            }
            ValueDef::OpResult { index, .. } => keep_results[index as usize] = false,
            ValueDef::Placeholder => {}
        }
    }
    for owner in owners {
        rw.erase_operands(owner, &erase[&owner]);
    }
    for block in arg_blocks {
        let parent_op = rw.body().block_parent_op(block).unwrap_or(op);
        rw.modify_op_in_place(parent_op, |b| b.erase_block_args_if(block, |_, v| dead_args.contains(&v)));
    }
    if keep_results.contains(&false) {
        rw.erase_op_results(op, &keep_results);
    }
    true
}
