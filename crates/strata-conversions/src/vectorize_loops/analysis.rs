//! What `vectorize-loops` checks before it changes a loop: the bounds
//! (any, but for TVM's constant extent below 1, unsigned comparison and a
//! constant step below 1) and whether each op of the body can become
//! vector code.
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
use strata_ir::op_checks::is_memory_effect_free;
use strata_ir::{
    ApInt, Body, Context, DenseValue, FloatKind, FxHashSet, OpClass, OpId, Speculatability, TypeKind, Value,
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
    /// The loop's block argument carrying the value.
    pub acc: Value,
    pub kind: CombiningKind,
    /// The identity of `kind` for the value's type.
    pub identity: DenseValue,
    /// The combination may also be reordered across the iterations of an
    /// enclosing loop, exactly or because the op allows it: integer kinds
    /// (wrap-around arithmetic is associative and commutative), float
    /// minimum/maximum, and float sums and products marked `reassoc`.
    pub hoistable: bool,
    /// A float sum or product that must keep its order (its op has no
    /// `reassoc`): the accumulator stays a scalar, and each vector of
    /// lanes is folded into it in lane order by an ordered
    /// `vector.reduction`, so the result is the scalar loop's, bit for bit.
    pub ordered: bool,
}

/// The analysis's answer.
pub enum Verdict<P = Plan> {
    Vector(P),
    /// The loop stays scalar because of op `at`.
    Scalar {
        at: OpId,
        why: String,
    },
}

impl<P> Verdict<P> {
    pub fn map<Q>(self, f: impl FnOnce(P) -> Q) -> Verdict<Q> {
        match self {
            Verdict::Vector(p) => Verdict::Vector(f(p)),
            Verdict::Scalar { at, why } => Verdict::Scalar { at, why },
        }
    }
}

/// What the analysis may assume beyond the ops' own promises.
#[derive(Clone, Copy, Default)]
pub struct Options {
    /// Float sums and products may be reassociated across lanes although
    /// their op carries no `reassoc` flag (TVM's reading of the loop mark).
    pub reassociate_floats: bool,
}

/// The loop's bounds, as far as they are constants.
#[derive(Clone, Copy)]
pub struct Bounds {
    pub lower: Option<i64>,
    pub upper: Option<i64>,
    pub step: Option<i64>,
}

impl Bounds {
    /// The number of iterations, when every bound is a constant.
    pub fn trip_count(&self) -> Option<u64> {
        let (lb, ub, step) = (self.lower?, self.upper?, self.step?);
        let extent = i128::from(ub) - i128::from(lb);
        if extent <= 0 || step <= 0 {
            return Some(0);
        }
        u64::try_from((extent + i128::from(step) - 1) / i128::from(step)).ok()
    }
}

/// Why a marked loop is not vectorized.
pub enum Refusal {
    /// TVM's diagnostic, for the case it was made for: a constant extent
    /// below 1. The pass fails.
    Error(String),
    /// The loop stays as written, with a remark.
    Scalar(String),
}

/// The loop's bounds, or why it cannot be vectorized whatever its body.
pub fn bounds(ctx: &Context, body: &Body, f: ForOp) -> Result<Bounds, Refusal> {
    let constant = |v: Value| constant_int(ctx, body, v).and_then(|c| c.to_i64());
    let bounds = Bounds {
        lower: constant(f.lower_bound(body)),
        upper: constant(f.upper_bound(body)),
        step: constant(f.step(body)),
    };
    if f.unsigned_cmp(ctx, body).is_some() {
        return Err(Refusal::Scalar("a loop with unsigned bounds (unsignedCmp) is not vectorized".into()));
    }
    if let Some(step) = bounds.step.filter(|&s| s <= 0) {
        return Err(Refusal::Scalar(format!("a loop of step {step} is not vectorized (the step must be positive)")));
    }
    if let (Some(lb), Some(ub)) = (bounds.lower, bounds.upper) {
        if i128::from(ub) - i128::from(lb) < 1 {
            return Err(Refusal::Error(format!(
                "failed to vectorize loop with extent {}",
                i128::from(ub) - i128::from(lb)
            )));
        }
    }
    Ok(bounds)
}

/// Can `f`'s body become vector code (see the module doc)?
pub fn analyze(ctx: &Context, body: &Body, f: ForOp, options: Options) -> Verdict {
    let scalar = |at: OpId, why: String| Verdict::Scalar { at, why };
    let Some(block) = body.regions(f.op()).first().and_then(|&r| body.entry_block(r)) else {
        return scalar(f.op(), "the loop has no body".into());
    };
    let mut reductions = Vec::new();
    for (k, &acc) in body.block_args(block).iter().enumerate().skip(1) {
        match reduction(ctx, body, acc, k - 1, options) {
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
        if name == "scf.if" {
            if let Err((at, why)) = check_if(ctx, body, op, &mut varying, &mut plan.element_bits) {
                return scalar(at, why);
            }
            plan.varying.push(op);
            continue;
        }
        if name == "scf.for" {
            return scalar(op, "only innermost loops are vectorized (mark the inner loop)".into());
        }
        let varies = body.operands(op).any(|v| varying.contains(&v));
        for &r in body.results(op) {
            note_element(ctx, body.value_type(r), &mut plan.element_bits);
        }
        if !varies {
            let reads_only = name == "memref.load";
            if !(is_memory_effect_free(ctx, body, op) || reads_only) || !body.regions(op).is_empty() {
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

/// Can `scf.if` op `op` be if-converted: both branches run on every lane,
/// loads and stores under the lanes' condition as a mask, the results
/// chosen by `arith.select`? Every op of a branch is run where the scalar
/// loop would skip it, so it must be speculatable (no `arith.divsi`, whose
/// divisor may be zero on a lane that skips it); a memory access must vary
/// (it is masked), and an `scf.if` inside is converted the same way. The
/// results are varying values.
fn check_if(
    ctx: &Context,
    body: &Body,
    op: OpId,
    varying: &mut FxHashSet<Value>,
    element_bits: &mut u32,
) -> Result<(), (OpId, String)> {
    for &region in body.regions(op) {
        let Some(block) = body.entry_block(region) else { continue };
        for inner in body.block_ops(block) {
            let name = ctx.op_name_str(body.op_name(inner));
            for &r in body.results(inner) {
                note_element(ctx, body.value_type(r), element_bits);
            }
            match name {
                "scf.yield" => continue,
                "scf.if" => {
                    check_if(ctx, body, inner, varying, element_bits)?;
                    continue;
                }
                _ => {}
            }
            let varies = body.operands(inner).any(|v| varying.contains(&v));
            let memory = name == "memref.load" || name == "memref.store";
            if memory && !varies {
                return Err((
                    inner,
                    format!("'{name}' in a branch does not depend on the loop, so it cannot be masked"),
                ));
            }
            if !memory && !speculatable(ctx, body, inner) {
                return Err((inner, format!("'{name}' in a branch cannot run on the lanes that skip it")));
            }
            if varies {
                check_varying(ctx, body, inner, name, varying).map_err(|why| (inner, why))?;
                if name == "memref.store" {
                    note_element(ctx, body.value_type(body.operand(inner, 0)), element_bits);
                }
                varying.extend(body.results(inner).iter().copied());
            }
        }
    }
    varying.extend(body.results(op).iter().copied());
    Ok(())
}

/// May `op` run where the scalar loop would not: free of memory effects,
/// without regions, and speculatable (no undefined behavior on any
/// operand)?
fn speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    let always =
        ctx.op_info(body.op_name(op)).is_some_and(|i| matches!(i.speculatability, Speculatability::Speculatable));
    is_memory_effect_free(ctx, body, op) && always && body.regions(op).is_empty()
}

/// The reduction carried by block argument `acc` (the `k`-th `iter_args`
/// value), or why it is not one.
fn reduction(ctx: &Context, body: &Body, acc: Value, k: usize, options: Options) -> Result<Reduction, String> {
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
    // Integer arithmetic wraps and float minimum/maximum are associative
    // and commutative: any order is exact. A float sum or product is
    // reordered only when its op allows it.
    let reorderable = match ctx.type_kind(ty) {
        TypeKind::Float(_) => match kind {
            CombiningKind::Maximumf | CombiningKind::Minimumf => true,
            _ => options.reassociate_floats || reassoc(ctx, body, op),
        },
        _ => true,
    };
    Ok(Reduction { op, acc, kind, identity, hoistable: reorderable, ordered: !reorderable })
}

/// Does float op `op` carry the `reassoc` fast-math flag?
fn reassoc(ctx: &Context, body: &Body, op: OpId) -> bool {
    float_flags(ctx, body, op).is_some_and(|f| f.contains(FastMathFlags::REASSOC))
}

/// The fast-math flags of float op `op` (`arith.addf`, `arith.mulf`), if
/// any are set.
pub fn float_flags(ctx: &Context, body: &Body, op: OpId) -> Option<FastMathFlags> {
    AddFOp::cast(ctx, body, op)
        .and_then(|o| o.fastmath(ctx, body))
        .or_else(|| MulFOp::cast(ctx, body, op).and_then(|o| o.fastmath(ctx, body)))
        .filter(|f| *f != FastMathFlags::NONE)
}

/// The combining kind and identity of a reduction by op `name` over `ty`.
fn combining(ctx: &Context, name: &str, ty: strata_ir::Type) -> Option<(CombiningKind, DenseValue)> {
    // `index` reduces as the 64-bit integer it lowers to.
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    };
    if let Some(w) = width {
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
    let TypeKind::Float(float) = ctx.type_kind(ty) else { return None };
    let (kind, identity) = match name {
        "arith.addf" => (CombiningKind::Add, FloatIdentity::NegativeZero),
        "arith.mulf" => (CombiningKind::Mul, FloatIdentity::One),
        "arith.maximumf" => (CombiningKind::Maximumf, FloatIdentity::NegativeInfinity),
        "arith.minimumf" => (CombiningKind::Minimumf, FloatIdentity::Infinity),
        _ => return None,
    };
    Some((kind, DenseValue::Float(float_identity(*float, identity)?)))
}

/// The identities of the float combining kinds.
#[derive(Clone, Copy)]
enum FloatIdentity {
    NegativeZero,
    One,
    NegativeInfinity,
    Infinity,
}

/// The bits of `identity` in float type `kind` (the IEEE and bfloat types
/// with an infinity; `None` for the others).
fn float_identity(kind: FloatKind, identity: FloatIdentity) -> Option<u128> {
    // Sign, exponent and mantissa widths fix each constant's bits.
    let (exponent, mantissa) = match kind {
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
        FloatKind::F32 => (8, 23),
        FloatKind::F64 => (11, 52),
        _ => return None,
    };
    let sign = 1u128 << (exponent + mantissa);
    let infinity = ((1u128 << exponent) - 1) << mantissa;
    let one = ((1u128 << (exponent - 1)) - 1) << mantissa;
    Some(match identity {
        FloatIdentity::NegativeZero => sign,
        FloatIdentity::One => one,
        FloatIdentity::NegativeInfinity => sign | infinity,
        FloatIdentity::Infinity => infinity,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_identities_are_the_ieee_constants() {
        let f32_bits = |v: f32| Some(u128::from(v.to_bits()));
        let f64_bits = |v: f64| Some(u128::from(v.to_bits()));
        assert_eq!(float_identity(FloatKind::F32, FloatIdentity::NegativeZero), f32_bits(-0.0));
        assert_eq!(float_identity(FloatKind::F32, FloatIdentity::One), f32_bits(1.0));
        assert_eq!(float_identity(FloatKind::F32, FloatIdentity::NegativeInfinity), f32_bits(f32::NEG_INFINITY));
        assert_eq!(float_identity(FloatKind::F64, FloatIdentity::Infinity), f64_bits(f64::INFINITY));
        assert_eq!(float_identity(FloatKind::F64, FloatIdentity::One), f64_bits(1.0));
        assert_eq!(float_identity(FloatKind::F16, FloatIdentity::One), Some(0x3C00));
        assert_eq!(float_identity(FloatKind::F16, FloatIdentity::NegativeInfinity), Some(0xFC00));
        assert_eq!(float_identity(FloatKind::BF16, FloatIdentity::One), Some(0x3F80));
        assert_eq!(float_identity(FloatKind::BF16, FloatIdentity::NegativeZero), Some(0x8000));
        assert_eq!(float_identity(FloatKind::F8E4M3FN, FloatIdentity::One), None);
    }

    #[test]
    fn trip_counts() {
        let b = |lower, upper, step| Bounds { lower: Some(lower), upper: Some(upper), step: Some(step) };
        assert_eq!(b(3, 777, 1).trip_count(), Some(774));
        assert_eq!(b(0, 63, 2).trip_count(), Some(32));
        assert_eq!(b(0, 64, 2).trip_count(), Some(32));
        assert_eq!(b(5, 5, 1).trip_count(), Some(0));
        assert_eq!(b(9, 5, 1).trip_count(), Some(0));
        assert_eq!(b(i64::MIN, i64::MAX, i64::MAX).trip_count(), Some(3));
        assert_eq!(Bounds { lower: Some(0), upper: None, step: Some(1) }.trip_count(), None);
    }
}
