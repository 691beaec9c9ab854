//! The `reconcile-unrealized-casts` pass (upstream's
//! `ReconcileUnrealizedCasts`): `builtin.unrealized_conversion_cast`s that
//! a chain of conversions made redundant go. A cast nothing uses is erased;
//! a cast whose result types equal the input types of a cast up its chain
//! of casts (each reading all of the previous one's results, in order) is
//! replaced by those inputs. Casts that still convert something stay.
//!
//! Invariant: the worklist holds each cast once (upstream's `SetVector`)
//! and is processed last in, first out, from the casts in program order,
//! so the result is upstream's; chains are followed with a loop, never by
//! recursion.

use strata_dialect_builtin::UnrealizedConversionCastOp as CastOp;
use strata_ir::{Body, FxHashSet, OpClass, OpId, Value, WalkOrder, WalkResult};
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
        let mut casts = Vec::new();
        body.walk(op, WalkOrder::PreOrder, |body, nested| {
            if let Some(cast) = CastOp::cast(run.ctx, body, nested) {
                casts.push(cast);
            }
            WalkResult::Advance
        });
        reconcile_unrealized_casts(&mut Rewriter::new(run.ctx, body), &casts);
        Ok(())
    }
}

/// Upstream's `reconcileUnrealizedCasts` over `casts`.
pub fn reconcile_unrealized_casts(rw: &mut Rewriter<'_>, casts: &[CastOp]) {
    let mut worklist: Vec<CastOp> = Vec::with_capacity(casts.len());
    let mut queued: FxHashSet<OpId> = FxHashSet::default();
    for &cast in casts {
        if queued.insert(cast.into()) {
            worklist.push(cast);
        }
    }
    while let Some(cast) = worklist.pop() {
        queued.remove(&cast.into());
        let inputs: Vec<Value> = rw.body().operands(cast).collect();
        if rw.body().use_empty(cast) {
            enqueue_inputs(rw, &inputs, &mut worklist, &mut queued);
            rw.erase_op(cast);
            continue;
        }
        let result_types: Vec<_> = rw.body().results(cast).iter().map(|&r| rw.body().value_type(r)).collect();
        let mut next = Some(cast);
        while let Some(candidate) = next {
            let candidate_inputs: Vec<Value> = rw.body().operands(candidate).collect();
            let same = candidate_inputs.len() == result_types.len()
                && candidate_inputs.iter().zip(&result_types).all(|(&v, &t)| rw.body().value_type(v) == t);
            if same {
                enqueue_inputs(rw, &inputs, &mut worklist, &mut queued);
                rw.replace_op(cast, &candidate_inputs);
                break;
            }
            next = input_cast(rw, candidate);
        }
    }
}

/// The cast defining all of `cast`'s inputs, in order, if there is one.
fn input_cast(rw: &Rewriter<'_>, cast: CastOp) -> Option<CastOp> {
    let body = rw.body();
    let inputs: Vec<Value> = body.operands(cast).collect();
    let first = *inputs.first()?;
    let def = CastOp::cast(rw.ctx(), body, body.defining_op(first)?)?;
    (body.results(def) == inputs.as_slice()).then_some(def)
}

fn enqueue_inputs(rw: &Rewriter<'_>, inputs: &[Value], worklist: &mut Vec<CastOp>, queued: &mut FxHashSet<OpId>) {
    for &v in inputs {
        let Some(def) = rw.body().defining_op(v).and_then(|d| CastOp::cast(rw.ctx(), rw.body(), d)) else { continue };
        if queued.insert(def.into()) {
            worklist.push(def);
        }
    }
}
