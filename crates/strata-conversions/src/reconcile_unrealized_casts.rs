//! The `reconcile-unrealized-casts` pass (upstream's
//! `ReconcileUnrealizedCasts`): `builtin.unrealized_conversion_cast`s that
//! a chain of conversions made redundant go. A cast nothing uses is erased;
//! a cast whose result types equal the input types of a cast up its chain
//! of casts (each reading all of the previous one's results, in order) is
//! replaced by those inputs. Casts that still convert something stay.
//!
//! In a graph region casts may form a cycle: a cast whose matching chain
//! leads back to its own results is left as it is, and casts that no op
//! other than a cast uses, even through other casts (a cycle of casts
//! nothing else reads), are erased at the end, as mlir-opt-22 does.
//!
//! Invariant: the worklist holds each cast once (upstream's `SetVector`)
//! and is processed last in, first out, from the casts in program order,
//! so the result is upstream's; chains are followed with a loop, never by
//! recursion, and a chain that cycles without a match ends (mlir-opt-22
//! loops forever on one). The casts of each top-level op isolated from
//! above (a function) are a worklist of their own, reconciled as the walk
//! leaves it: no chain crosses its boundary, so the result is the one
//! worklist's.

use strata_dialect_builtin::UnrealizedConversionCastOp as CastOp;
use strata_ir::op_checks::has_trait;
use strata_ir::{Body, FxHashSet, KeyMap, OpClass, OpId, SmallVec, Traits, Type, Value, WalkOrder, WalkResult};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::Rewriter;

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "reconcile-unrealized-casts",
        name: "ReconcileUnrealizedCastsPass",
        description: "Simplify and eliminate unrealized conversion casts",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(ReconcileUnrealizedCasts)),
    }
}

/// The pass.
pub struct ReconcileUnrealizedCasts;

impl Pass for ReconcileUnrealizedCasts {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        // The casts inside an op isolated from above (a function) neither
        // read nor feed any outside it: they are reconciled on their own,
        // right after the walk met them and while they are in the caches,
        // which gives what reconciling all of them at once would. The
        // others (the root's own, those in ops that are not isolated) go
        // together at the end.
        let ctx = run.ctx;
        let children: Vec<OpId> =
            body.regions(op).iter().flat_map(|&r| body.region_blocks(r)).flat_map(|b| body.block_ops(b)).collect();
        let mut rest = Vec::new();
        if let Some(cast) = CastOp::cast(ctx, body, op) {
            rest.push(cast);
        }
        let mut casts = Vec::new();
        for child in children {
            let isolated = has_trait(ctx, body, child, Traits::ISOLATED_FROM_ABOVE);
            let into = if isolated { &mut casts } else { &mut rest };
            body.walk(child, WalkOrder::PreOrder, |body, nested| {
                if let Some(cast) = CastOp::cast(ctx, body, nested) {
                    into.push(cast);
                }
                WalkResult::Advance
            });
            if isolated {
                reconcile_unrealized_casts(&mut Rewriter::new(ctx, body), &casts);
                casts.clear();
            }
        }
        reconcile_unrealized_casts(&mut Rewriter::new(ctx, body), &rest);
        Ok(())
    }
}

/// Upstream's `reconcileUnrealizedCasts` over `casts`.
pub fn reconcile_unrealized_casts(rw: &mut Rewriter<'_>, casts: &[CastOp]) {
    let mut worklist: Vec<CastOp> = Vec::with_capacity(casts.len());
    let keys: Vec<OpId> = casts.iter().map(|&c| c.into()).collect();
    let mut queued: KeyMap<OpId, ()> = KeyMap::for_keys(&keys);
    for &cast in casts {
        if queued.insert(cast.into(), ()).is_none() {
            worklist.push(cast);
        }
    }
    while let Some(cast) = worklist.pop() {
        queued.remove(cast.into());
        let inputs: Operands = rw.body().operands(cast).collect();
        if rw.body().use_empty(cast) {
            enqueue_inputs(rw, &inputs, &mut worklist, &mut queued);
            rw.erase_op(cast);
            continue;
        }
        let result_types: SmallVec<[Type; 4]> =
            rw.body().results(cast).iter().map(|&r| rw.body().value_type(r)).collect();
        let mut next = Some(cast);
        // Casts met on the chain, kept once it is long enough to be a cycle.
        let mut seen: FxHashSet<OpId> = FxHashSet::default();
        let mut steps = 0usize;
        while let Some(candidate) = next {
            let candidate_inputs: Operands = rw.body().operands(candidate).collect();
            let same = candidate_inputs.len() == result_types.len()
                && candidate_inputs.iter().zip(&result_types).all(|(&v, &t)| rw.body().value_type(v) == t);
            if same {
                // The chain came back to the cast's own results: a cycle.
                let cast_id: OpId = cast.into();
                if candidate_inputs.iter().any(|&v| rw.body().defining_op(v) == Some(cast_id)) {
                    break;
                }
                enqueue_inputs(rw, &inputs, &mut worklist, &mut queued);
                rw.replace_op(cast, &candidate_inputs);
                break;
            }
            next = input_cast(rw, candidate);
            steps += 1;
            if steps > CHAIN_STEPS_BEFORE_CHECK && !next.is_some_and(|n| seen.insert(n.into())) {
                break;
            }
        }
    }
    erase_dead_cycles(rw, casts);
}

/// A cast's inputs: most casts have one.
type Operands = SmallVec<[Value; 4]>;

/// Chains longer than this are checked for cycles.
const CHAIN_STEPS_BEFORE_CHECK: usize = 64;

/// Erases the casts of `casts` still in the IR that nothing but those casts uses,
/// even through other casts (cycles of casts the worklist could not erase
/// one by one): a cast is live when an op that is not a dead cast reads
/// one of its results. Linear: each cast is marked live once, from its users.
fn erase_dead_cycles(rw: &mut Rewriter<'_>, casts: &[CastOp]) {
    let body = rw.body();
    let remaining: Vec<OpId> = casts.iter().map(|&c| c.into()).filter(|&c| body.contains_op(c)).collect();
    if remaining.is_empty() {
        return;
    }
    // Casts outside `casts` count as any other user.
    let set: FxHashSet<OpId> = remaining.iter().copied().collect();
    let is_cast = |op: OpId| set.contains(&op);
    // Live casts: those with a user that is not a cast, then, walking back
    // through inputs, every cast a live cast reads.
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    let mut stack: Vec<OpId> = Vec::new();
    for &c in &remaining {
        let used_by_other = body.results(c).iter().any(|&r| body.uses(r).iter().any(|u| !is_cast(u.op)));
        if used_by_other && live.insert(c) {
            stack.push(c);
        }
    }
    while let Some(c) = stack.pop() {
        for v in body.operands(c) {
            if let Some(def) = body.defining_op(v).filter(|&d| is_cast(d)) {
                if live.insert(def) {
                    stack.push(def);
                }
            }
        }
    }
    let dead: Vec<OpId> = remaining.into_iter().filter(|c| !live.contains(c)).collect();
    if dead.is_empty() {
        return;
    }
    // A dead cast's users are dead casts: let go of every operand first.
    for &c in &dead {
        rw.with_body(|b| b.set_operands(c, &[]));
    }
    for &c in dead.iter().rev() {
        rw.erase_op(c);
    }
}

/// The cast defining all of `cast`'s inputs, in order, if there is one.
fn input_cast(rw: &Rewriter<'_>, cast: CastOp) -> Option<CastOp> {
    let body = rw.body();
    let inputs: Operands = body.operands(cast).collect();
    let first = *inputs.first()?;
    let def = CastOp::cast(rw.ctx(), body, body.defining_op(first)?)?;
    (body.results(def) == inputs.as_slice()).then_some(def)
}

fn enqueue_inputs(rw: &Rewriter<'_>, inputs: &[Value], worklist: &mut Vec<CastOp>, queued: &mut KeyMap<OpId, ()>) {
    for &v in inputs {
        let Some(def) = rw.body().defining_op(v).and_then(|d| CastOp::cast(rw.ctx(), rw.body(), d)) else { continue };
        if queued.insert(def.into(), ()).is_none() {
            worklist.push(def);
        }
    }
}
