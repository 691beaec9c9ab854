//! The vectorize dialect's canonicalization patterns: TVM's rules for
//! `Ramp` (its `VectorizeLoop` and arith simplifier) as rewrite patterns.
//!
//! - `ramp(b, 0)` -> `vector.broadcast b` (a ramp that does not move);
//! - `ramp(b, s) + broadcast(x)` -> `ramp(b + x, s)` (either order), and
//!   `ramp(b, s) - broadcast(x)` -> `ramp(b - x, s)` (TVM's `AddSubVec`);
//! - `ramp(b, s) * broadcast(c)` -> `ramp(b * c, s * c)` for a constant
//!   `c > 0` (TVM's `MulVec`);
//! - `vector.extract` of lane `i` of a ramp -> `b + i * s`;
//! - `vector.gather`/`vector.scatter` on an identity-layout memref at a
//!   ramp of constant stride -> contiguous accesses ([`crate::access`]).
//!
//! Integer arithmetic wraps, so each rewrite is exact lane by lane; ops with
//! overflow flags (`nsw`/`nuw`) are left alone, since the rewritten ops
//! could not keep the flags' promise.

use strata_dialect_arith::{AddIOp, ConstantOp, IntegerOverflowFlags, MulIOp, SubIOp};
use strata_dialect_vector::{BroadcastOp, ExtractOp, GatherOp, ScatterOp};
use strata_ir::{AttrKind, Context, DenseValue, TypeKind, Value};
use strata_rewrite::matchers::{constant_int, defining};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::RampOp;

/// `vectorize.ramp`'s own patterns (hasCanonicalizer).
pub fn ramp(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<RampOp>::new("RampOfZeroStride", ramp_of_zero_stride));
}

/// The dialect's patterns, rooted at the ops that take ramps.
pub fn dialect(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<AddIOp>::new("AddRampBroadcast", add_ramp_broadcast));
    set.add(OpPattern::<SubIOp>::new("SubRampBroadcast", sub_ramp_broadcast));
    set.add(OpPattern::<MulIOp>::new("MulRampBroadcast", mul_ramp_broadcast));
    set.add(OpPattern::<ExtractOp>::new("ExtractRampLane", extract_ramp_lane));
    set.add(OpPattern::<GatherOp>::new("ContiguousRampGather", crate::access::ramp_gather));
    set.add(OpPattern::<ScatterOp>::new("ContiguousRampScatter", crate::access::ramp_scatter));
}

/// `ramp(b, 0)` -> `vector.broadcast b`.
fn ramp_of_zero_stride(op: RampOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    if !constant_int(ctx, body, op.stride(body)).is_some_and(|s| s.is_zero()) {
        return false;
    }
    let (base, ty, loc) = (op.base(body), body.value_type(op.result(body)), body.op_loc(op));
    rw.set_insertion_point_before(op);
    let splat = BroadcastOp::build(rw, loc, base, ty).vector(rw.body());
    rw.replace_op(op, &[splat]);
    true
}

/// The lane value of a vector operand that is the same in every lane: a
/// `vector.broadcast` of a scalar, or a splat constant.
#[derive(Clone)]
enum Splat {
    Of(Value),
    Const(strata_ir::ApInt),
}

impl Splat {
    /// The constant lane value, if known.
    fn constant(&self, rw: &Rewriter<'_>) -> Option<strata_ir::ApInt> {
        match self {
            Splat::Of(v) => constant_int(rw.ctx(), rw.body(), *v),
            Splat::Const(c) => Some(c.clone()),
        }
    }

    /// The lane value as a scalar of type `elem` (a new constant if need be).
    fn scalar(&self, rw: &mut Rewriter<'_>, loc: strata_ir::Location, elem: strata_ir::Type) -> Value {
        match self {
            Splat::Of(v) => *v,
            Splat::Const(c) => {
                let attr = rw.ctx().intern_attr(AttrKind::Integer { ty: elem, value: c.clone() });
                ConstantOp::build(rw, loc, elem, attr).result(rw.body())
            }
        }
    }
}

fn splat_of(rw: &Rewriter<'_>, v: Value) -> Option<Splat> {
    let (ctx, body) = (rw.ctx(), rw.body());
    if let Some(b) = defining::<BroadcastOp>(ctx, body, v) {
        let source = b.source(body);
        let scalar = !matches!(ctx.type_kind(body.value_type(source)), TypeKind::Vector { .. });
        return scalar.then_some(Splat::Of(source));
    }
    constant_int(ctx, body, v).map(Splat::Const)
}

/// The ramp and the splat among two operands, in either order (the bool
/// tells whether the ramp was the left operand).
fn ramp_and_splat(rw: &Rewriter<'_>, lhs: Value, rhs: Value) -> Option<(RampOp, Splat, bool)> {
    let (ctx, body) = (rw.ctx(), rw.body());
    if let (Some(r), Some(s)) = (defining::<RampOp>(ctx, body, lhs), splat_of(rw, rhs)) {
        return Some((r, s, true));
    }
    let (r, s) = (defining::<RampOp>(ctx, body, rhs)?, splat_of(rw, lhs)?);
    Some((r, s, false))
}

/// Does `op` compute a vector? Ramps are vectors: the rules root at
/// `arith` ops, which are mostly scalar, so this check comes first.
fn on_vectors(rw: &Rewriter<'_>, op: impl Into<strata_ir::OpId>) -> bool {
    let body = rw.body();
    body.results(op).first().is_some_and(|&r| matches!(rw.ctx().type_kind(body.value_type(r)), TypeKind::Vector { .. }))
}

fn has_flags(flags: Option<IntegerOverflowFlags>) -> bool {
    flags.is_some_and(|f| f != IntegerOverflowFlags::NONE)
}

/// A new ramp replacing `op`'s single result, built from scalars
/// computed by `make` before `op`.
fn replace_with_ramp(
    rw: &mut Rewriter<'_>,
    op: impl Into<strata_ir::OpId>,
    make: impl FnOnce(&mut Rewriter<'_>, strata_ir::Location) -> (Value, Value),
) -> bool {
    let op: strata_ir::OpId = op.into();
    let body = rw.body();
    let (ty, loc) = (body.value_type(body.results(op)[0]), body.op_loc(op));
    rw.set_insertion_point_before(op);
    let (base, stride) = make(rw, loc);
    let ramp = RampOp::build(rw, loc, base, stride, ty).result(rw.body());
    rw.replace_op(op, &[ramp]);
    true
}

/// `ramp(b, s) + broadcast(x)` (either order) -> `ramp(b + x, s)`.
fn add_ramp_broadcast(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    if !on_vectors(rw, op) || has_flags(op.overflow_flags(ctx, body)) {
        return false;
    }
    let Some((ramp, x, _)) = ramp_and_splat(rw, op.lhs(body), op.rhs(body)) else { return false };
    let (b, s) = (ramp.base(body), ramp.stride(body));
    let elem = body.value_type(b);
    replace_with_ramp(rw, op, |rw, loc| {
        let x = x.scalar(rw, loc, elem);
        (AddIOp::build(rw, loc, b, x, elem, None).result(rw.body()), s)
    })
}

/// `ramp(b, s) - broadcast(x)` -> `ramp(b - x, s)`; `broadcast(x) -
/// ramp(b, s)` -> `ramp(x - b, 0 - s)`.
fn sub_ramp_broadcast(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    if !on_vectors(rw, op) || has_flags(op.overflow_flags(ctx, body)) {
        return false;
    }
    let Some((ramp, x, ramp_first)) = ramp_and_splat(rw, op.lhs(body), op.rhs(body)) else { return false };
    let (b, s) = (ramp.base(body), ramp.stride(body));
    let elem = body.value_type(b);
    replace_with_ramp(rw, op, |rw, loc| {
        let x = x.scalar(rw, loc, elem);
        if ramp_first {
            (SubIOp::build(rw, loc, b, x, elem, None).result(rw.body()), s)
        } else {
            let zero = ConstantOp::build(rw, loc, elem, rw.ctx().integer_attr(elem, 0)).result(rw.body());
            let neg = SubIOp::build(rw, loc, zero, s, elem, None).result(rw.body());
            (SubIOp::build(rw, loc, x, b, elem, None).result(rw.body()), neg)
        }
    })
}

/// `ramp(b, s) * broadcast(c)` (either order) -> `ramp(b * c, s * c)`
/// for a constant `c > 0`.
fn mul_ramp_broadcast(op: MulIOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    if !on_vectors(rw, op) || has_flags(op.overflow_flags(ctx, body)) {
        return false;
    }
    let Some((ramp, c, _)) = ramp_and_splat(rw, op.lhs(body), op.rhs(body)) else { return false };
    if !c.constant(rw).is_some_and(|c| !c.is_zero() && !c.is_negative()) {
        return false;
    }
    let (b, s) = (ramp.base(body), ramp.stride(body));
    let elem = body.value_type(b);
    replace_with_ramp(rw, op, |rw, loc| {
        let c = c.scalar(rw, loc, elem);
        let base = MulIOp::build(rw, loc, b, c, elem, None).result(rw.body());
        (base, MulIOp::build(rw, loc, s, c, elem, None).result(rw.body()))
    })
}

/// `vector.extract %ramp[i]` (a constant lane) -> `b + i * s`.
fn extract_ramp_lane(op: ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let Some(ramp) = defining::<RampOp>(ctx, body, op.source(body)) else { return false };
    if !op.dynamic_position(body).is_empty() {
        return false;
    }
    let lane = match op.static_position(ctx, body).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) if values.len() == 1 => match &values[0] {
            DenseValue::Int(i) => i.to_i64(),
            _ => None,
        },
        _ => None,
    };
    let Some(lane) = lane.filter(|&i| i >= 0) else { return false };
    let (b, s, loc) = (ramp.base(body), ramp.stride(body), body.op_loc(op));
    let elem = body.value_type(b);
    rw.set_insertion_point_before(op);
    let i = ConstantOp::build(rw, loc, elem, rw.ctx().integer_attr(elem, lane)).result(rw.body());
    let step = MulIOp::build(rw, loc, i, s, elem, None).result(rw.body());
    let value = AddIOp::build(rw, loc, b, step, elem, None).result(rw.body());
    rw.replace_op(op, &[value]);
    true
}
