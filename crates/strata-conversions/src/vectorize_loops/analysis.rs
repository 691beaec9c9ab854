//! What `vectorize-loops` checks before it changes a loop: the bounds
//! (TVM's rule: from 0 by 1 to a constant extent >= 1) and whether each op
//! of the body can become vector code.
//!
//! An op *varies* when an operand is the induction variable or a varying
//! op's result. Varying ops must be elementwise `arith`/`math` ops (any
//! number of results of scalar types), `memref.load` from a memref of the
//! identity layout that does not vary, at indices of which only the
//! innermost varies, or `memref.store` to one at a varying innermost index.
//! Uniform ops (not varying) stay as they are, once per vector, so they
//! must be free of memory effects, or loads. Each `iter_args` value must
//! be a reduction ([`Reduction`]). The analysis only reads.

use strata_dialect_arith::{AddFOp, FastMathFlags, MulFOp};
use strata_dialect_scf::ForOp;
use strata_dialect_vector::CombiningKind;
use strata_ir::{
    ApInt, Body, Context, DenseValue, FloatKind, FxHashSet, MemoryEffects, OpClass, OpId, TypeKind, Value,
};
use strata_rewrite::matchers::constant_int;

/// The loop's body can be vectorized: what the rewrite needs.
pub struct Plan {
    /// The widest element type of the data (not `index`, not `i1`) the
    /// body computes with, in bits: it sets the lane count.
    pub element_bits: u32,
    /// The varying ops, in body order.
    pub varying: Vec<OpId>,
    /// One per `iter_args` value, in order.
    pub reductions: Vec<Reduction>,
}

/// A loop-carried value that is a reduction: `acc' = op(acc, x)`, with
/// `acc'` yielded and nothing else using `acc` or `acc'`.
pub struct Reduction {
    /// The combining op (`arith.addf`, `arith.maxsi`, ...).
    pub op: OpId,
    pub kind: CombiningKind,
    /// The identity of `kind` for the value's type.
    pub identity: DenseValue,
    /// The combination may also be reordered across the iterations of an
    /// enclosing loop, exactly or because the op allows it: integer kinds
    /// (wrap-around arithmetic is associative and commutative), float
    /// minimum/maximum, and float sums and products marked `reassoc`.
    pub hoistable: bool,
}

/// The analysis's answer.
pub enum Verdict {
    Vector(Plan),
    /// The loop stays scalar because of op `at`.
    Scalar {
        at: OpId,
        why: String,
    },
}

/// The loop's constant extent, or TVM's message.
pub fn extent(ctx: &Context, body: &Body, f: ForOp) -> Result<u64, String> {
    let lb = constant_int(ctx, body, f.lower_bound(body)).and_then(|v| v.to_i64());
    let ub = constant_int(ctx, body, f.upper_bound(body)).and_then(|v| v.to_i64());
    let step = constant_int(ctx, body, f.step(body)).and_then(|v| v.to_i64());
    match (lb, ub, step) {
        (Some(0), Some(e), Some(1)) if e >= 1 => Ok(e as u64),
        (Some(0), Some(e), Some(1)) => Err(format!("failed to vectorize loop with extent {e}")),
        (_, None, _) => {
            Err("failed to vectorize loop with extent of unknown value (a constant extent is needed)".into())
        }
        (lb, Some(e), step) => Err(format!(
            "failed to vectorize loop with extent {e}: it must run from 0 by 1 (lower bound {}, step {})",
            lb.map_or("unknown".into(), |v| v.to_string()),
            step.map_or("unknown".into(), |v| v.to_string())
        )),
    }
}

/// Can `f`'s body become vector code (see the module doc)?
pub fn analyze(ctx: &Context, body: &Body, f: ForOp) -> Verdict {
    let scalar = |at: OpId, why: String| Verdict::Scalar { at, why };
    let Some(block) = body.regions(f.op()).first().and_then(|&r| body.entry_block(r)) else {
        return scalar(f.op(), "the loop has no body".into());
    };
    let mut reductions = Vec::new();
    for (k, &acc) in body.block_args(block).iter().enumerate().skip(1) {
        match reduction(ctx, body, acc, k - 1) {
            Ok(r) => reductions.push(r),
            Err(why) => return scalar(f.op(), why),
        }
    }
    let mut varying: FxHashSet<Value> = body.block_args(block).iter().copied().collect();
    let mut plan = Plan { element_bits: 0, varying: Vec::new(), reductions };
    for op in body.block_ops(block) {
        let name = ctx.op_name_str(body.op_name(op));
        if name == "scf.yield" {
            continue;
        }
        let varies = body.operands(op).any(|v| varying.contains(&v));
        for &r in body.results(op) {
            note_element(ctx, body.value_type(r), &mut plan.element_bits);
        }
        if !varies {
            let reads_only = name == "memref.load";
            let pure = matches!(MemoryEffects::of_op(ctx, body, op).as_deref(), Some(MemoryEffects::Known { effects, recursive: false }) if effects.is_empty());
            if !(pure || reads_only) || !body.regions(op).is_empty() {
                return scalar(op, format!("'{name}' has effects the vector loop would repeat or reorder"));
            }
            continue;
        }
        if let Err(why) = check_varying(ctx, body, op, name, &varying) {
            return scalar(op, why);
        }
        if name == "memref.store" {
            note_element(ctx, body.value_type(body.operand(op, 0)), &mut plan.element_bits);
        }
        varying.extend(body.results(op).iter().copied());
        plan.varying.push(op);
    }
    if plan.element_bits == 0 {
        plan.element_bits = 64;
    }
    Verdict::Vector(plan)
}

/// The reduction carried by block argument `acc` (the `k`-th `iter_args`
/// value), or why it is not one.
fn reduction(ctx: &Context, body: &Body, acc: Value, k: usize) -> Result<Reduction, String> {
    let not = || format!("loop-carried value #{k} is not a reduction (acc = op(acc, x), yielded, used nowhere else)");
    let uses = body.uses(acc);
    let [only] = uses else { return Err(not()) };
    let op = only.op;
    let [result] = body.results(op) else { return Err(not()) };
    let yielded = match body.uses(*result) {
        [u] => ctx.op_name_str(body.op_name(u.op)) == "scf.yield" && u.index as usize == k,
        _ => false,
    };
    let ty = body.value_type(acc);
    let name = ctx.op_name_str(body.op_name(op));
    let (kind, identity) = combining(ctx, name, ty).ok_or_else(not)?;
    if !yielded || body.num_operands(op) != 2 {
        return Err(not());
    }
    let hoistable = match ctx.type_kind(ty) {
        TypeKind::Float(_) => match kind {
            CombiningKind::Maximumf | CombiningKind::Minimumf => true,
            _ => reassoc(ctx, body, op),
        },
        _ => true,
    };
    Ok(Reduction { op, kind, identity, hoistable })
}

/// Does float op `op` carry the `reassoc` fast-math flag?
fn reassoc(ctx: &Context, body: &Body, op: OpId) -> bool {
    let flags = AddFOp::cast(ctx, body, op)
        .and_then(|o| o.fastmath(ctx, body))
        .or_else(|| MulFOp::cast(ctx, body, op).and_then(|o| o.fastmath(ctx, body)));
    flags.is_some_and(|f| f.contains(FastMathFlags::REASSOC))
}

/// The combining kind and identity of a reduction by op `name` over `ty`.
fn combining(ctx: &Context, name: &str, ty: strata_ir::Type) -> Option<(CombiningKind, DenseValue)> {
    if let TypeKind::Integer { width, .. } = ctx.type_kind(ty) {
        let w = *width;
        let int = |v: ApInt| Some(DenseValue::Int(v));
        let (kind, identity) = match name {
            "arith.addi" | "arith.ori" | "arith.xori" | "arith.maxui" => (
                match name {
                    "arith.addi" => CombiningKind::Add,
                    "arith.ori" => CombiningKind::Or,
                    "arith.xori" => CombiningKind::Xor,
                    _ => CombiningKind::Maxui,
                },
                int(ApInt::from_u64(w, 0)),
            ),
            "arith.muli" => (CombiningKind::Mul, int(ApInt::from_u64(w, 1))),
            "arith.andi" => (CombiningKind::And, int(ApInt::from_i64(w, -1))),
            "arith.minui" => (CombiningKind::Minui, int(ApInt::from_i64(w, -1))),
            "arith.maxsi" => (CombiningKind::Maxsi, int(ApInt::signed_min(w))),
            "arith.minsi" => (CombiningKind::Minsi, int(ApInt::signed_max(w))),
            _ => return None,
        };
        return identity.map(|i| (kind, i));
    }
    let bits = |v: f64| match ctx.type_kind(ty) {
        TypeKind::Float(FloatKind::F32) => Some(DenseValue::Float(u128::from((v as f32).to_bits()))),
        TypeKind::Float(FloatKind::F64) => Some(DenseValue::Float(u128::from(v.to_bits()))),
        _ => None,
    };
    // Float sums and products are reassociated (lanes combine separately).
    match name {
        "arith.addf" => Some((CombiningKind::Add, bits(-0.0)?)),
        "arith.mulf" => Some((CombiningKind::Mul, bits(1.0)?)),
        "arith.maximumf" => Some((CombiningKind::Maximumf, bits(f64::NEG_INFINITY)?)),
        "arith.minimumf" => Some((CombiningKind::Minimumf, bits(f64::INFINITY)?)),
        _ => None,
    }
}

/// Can this varying op become a vector op?
fn check_varying(ctx: &Context, body: &Body, op: OpId, name: &str, varying: &FxHashSet<Value>) -> Result<(), String> {
    let scalar_types =
        || body.operands(op).chain(body.results(op).iter().copied()).all(|v| is_scalar(ctx, body.value_type(v)));
    // A memref the loop does not vary, of the identity layout (its
    // innermost dimension is contiguous), indexed by the loop in the
    // innermost dimension only.
    let innermost = |m: Value, indices: &[Value]| {
        let identity = matches!(ctx.type_kind(body.value_type(m)), TypeKind::MemRef { shape, layout: None, .. } if !shape.is_empty());
        let (last, outer) = indices.split_last().map_or((None, &[][..]), |(l, o)| (Some(l), o));
        identity && !varying.contains(&m) && outer.iter().all(|v| !varying.contains(v)) && last.is_some()
    };
    let operands: Vec<Value> = body.operands(op).collect();
    match name {
        "memref.load" if innermost(operands[0], &operands[1..]) => Ok(()),
        "memref.store"
            if innermost(operands[1], &operands[2..]) && operands.last().is_some_and(|v| varying.contains(v)) =>
        {
            Ok(())
        }
        "memref.load" | "memref.store" => Err(format!(
            "'{name}' is vectorized on an identity-layout memref indexed by the loop in its innermost dimension only"
        )),
        _ if (name.starts_with("arith.") || name.starts_with("math."))
            && body.regions(op).is_empty()
            && name != "arith.constant"
            && scalar_types() =>
        {
            Ok(())
        }
        _ => Err(format!("'{name}' cannot be vectorized")),
    }
}

fn is_scalar(ctx: &Context, ty: strata_ir::Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_))
}

/// Widens `bits` to a data element type's width (not `index`, not `i1`).
fn note_element(ctx: &Context, ty: strata_ir::Type, bits: &mut u32) {
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width > 1 => *width,
        TypeKind::Float(kind) => kind.width(),
        _ => return,
    };
    *bits = (*bits).max(width);
}
