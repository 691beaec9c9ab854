//! Memory accesses at a ramp: `vector.gather`/`vector.scatter` whose lane
//! indices are `vectorize.ramp b, s` with a constant stride, on a
//! memref of the identity layout (its innermost dimension is contiguous),
//! become contiguous vector accesses.
//!
//! - stride 1: `vector.maskedload`/`vector.maskedstore` at `b` (or
//!   `vector.load`/`vector.store` when every lane of the mask is set);
//! - stride `s` in `2..=`[`MAX_SHUFFLE_STRIDE`], mask all set: one access of
//!   `N * s` contiguous lanes under the constant mask that selects every
//!   `s`-th lane, and a `vector.shuffle` between it and the `N` lanes
//!   (TVM leaves strided ramps to LLVM's gathers; clang's loop vectorizer
//!   uses wide loads and shuffles instead, which is what this does).
//!
//! Invariant: the rewritten access touches exactly the elements the gather
//! or scatter did. The wide access's masked-off lanes read and write
//! nothing (`vector.maskedload`'s semantics), so it never reaches past the
//! last element the ramp indexes and needs no bounds reasoning. Only
//! element types whose vectors are laid out as their memrefs are (whole
//! bytes: not `i1`) are rewritten.

use strata_dialect_arith::{AddIOp, ConstantOp};
use strata_dialect_vector::{GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, ShuffleOp, StoreOp};
use strata_ir::{ApInt, AttrKind, Context, DenseElements, DenseValue, Location, OpClass, Type, TypeKind, Value};
use strata_rewrite::matchers::{constant_int, defining};
use strata_rewrite::Rewriter;
use strata_syntax::format::common::dense_i64_array;

use crate::RampOp;

/// The widest constant stride made contiguous: the wide access spans
/// `s` times the vector's lanes, so larger strides load more than a
/// gather's element-by-element accesses cost.
pub const MAX_SHUFFLE_STRIDE: i64 = 4;

/// The base index and constant stride of a ramp of `index` lanes indexing
/// the innermost dimension of `base`, a memref of the identity layout.
///
/// Only ramps: a constant index vector (a folded ramp) is left to the
/// vector dialect, whose canonicalization must match upstream's.
fn ramp_access(rw: &Rewriter<'_>, base: Value, indices: Value) -> Option<(Value, i64)> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let TypeKind::MemRef { shape, layout: None, .. } = ctx.type_kind(body.value_type(base)) else { return None };
    let ramp = defining::<RampOp>(ctx, body, indices)?;
    let stride = constant_int(ctx, body, ramp.stride(body))?.to_i64()?;
    let b = ramp.base(body);
    (!shape.is_empty() && matches!(ctx.type_kind(body.value_type(b)), TypeKind::Index)).then_some((b, stride))
}

/// Is a vector of `elem` laid out in memory as a memref of `elem` is, one
/// element after the other? Not for an element narrower than a byte or
/// not a whole number of bytes (`i1`): a memref keeps each in its own
/// byte(s), a vector packs their bits, so a `vector.load` of
/// `vector<8xi1>` would read the bits of one byte. Such accesses stay
/// gathers and scatters, which read and write element by element.
fn same_layout_as_memref(ctx: &Context, elem: Type) -> bool {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => width % 8 == 0,
        TypeKind::Float(kind) => kind.width() % 8 == 0,
        TypeKind::Index => true,
        _ => false,
    }
}

/// Does an access at a ramp of `stride` become contiguous: stride 1 under
/// any mask, a shuffled stride only under a full one (`full`)?
fn rewritable(stride: i64, full: bool) -> bool {
    stride == 1 || (full && (2..=MAX_SHUFFLE_STRIDE).contains(&stride))
}

/// Is `mask` a constant with every lane set?
fn all_true(rw: &Rewriter<'_>, mask: Value) -> bool {
    constant_int(rw.ctx(), rw.body(), mask).is_some_and(|m| m.is_all_ones())
}

/// The zero of a scalar type, as a dense element.
pub fn zero_of(ctx: &Context, ty: Type) -> DenseValue {
    match ctx.type_kind(ty) {
        TypeKind::Float(_) => DenseValue::Float(0),
        TypeKind::Integer { width, .. } => DenseValue::Int(ApInt::from_u64(*width, 0)),
        _ => DenseValue::Int(ApInt::from_u64(64, 0)),
    }
}

/// A constant of vector type `ty` from its lanes (one lane: a splat).
pub fn dense_constant(rw: &mut Rewriter<'_>, loc: Location, ty: Type, values: Vec<DenseValue>) -> Value {
    let attr = rw.ctx().intern_attr(AttrKind::DenseElements { ty, elements: DenseElements { values } });
    ConstantOp::build(rw, loc, ty, attr).result(rw.body())
}

/// The indices of the access: `offsets` with the innermost one moved by `b`.
fn start_at(rw: &mut Rewriter<'_>, loc: Location, offsets: &[Value], b: Value) -> Vec<Value> {
    let (&offset, outer) = offsets.split_last().expect("a memref of rank >= 1 has an innermost offset");
    let outer = outer.to_vec();
    let index = rw.ctx().index_type();
    let start = AddIOp::build(rw, loc, offset, b, index, None).result(rw.body());
    outer.into_iter().chain([start]).collect()
}

/// The lanes and element type of a 1-D vector type.
fn lanes_of(ctx: &Context, ty: Type) -> Option<(i64, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, scalable } if shape.len() == 1 && scalable.iter().all(|s| !s) => {
            Some((shape[0], *element))
        }
        _ => None,
    }
}

/// The wide access of a stride-`s` ramp over `lanes` lanes: its vector
/// type and the constant mask selecting every `s`-th of its lanes.
fn wide(rw: &mut Rewriter<'_>, loc: Location, lanes: i64, s: i64, elem: Type) -> (Type, Value) {
    let ctx = rw.ctx();
    let wide_type = ctx.vector_type(vec![lanes * s], elem);
    let mask_type = ctx.vector_type(vec![lanes * s], ctx.integer_type(1));
    let bits = (0..lanes * s).map(|k| DenseValue::Int(ApInt::from_u64(1, u64::from(k % s == 0)))).collect();
    (wide_type, dense_constant(rw, loc, mask_type, bits))
}

/// `vector.gather %m[.., %o][ramp(b, 1)], %mask, %pass` ->
/// `vector.maskedload %m[.., %o + b], %mask, %pass` (`vector.load` when every
/// lane of the mask is set); for a constant stride `s` of at most
/// [`MAX_SHUFFLE_STRIDE`] under a full mask, a wide `vector.maskedload` of
/// every `s`-th lane and a `vector.shuffle` of those lanes.
pub fn ramp_gather(op: GatherOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let (base, offsets) = (op.base(body), op.offsets(body).to_vec());
    let Some((b, stride)) = ramp_access(rw, base, op.indices(body)) else { return false };
    let (mask, pass, ty, loc) =
        (op.mask(body), op.pass_thru(body), body.value_type(op.result(body)), body.op_loc(op.op()));
    let alignment = op.alignment(rw.ctx(), body);
    let Some((lanes, elem)) = lanes_of(rw.ctx(), ty) else { return false };
    let full = all_true(rw, mask);
    if offsets.is_empty() || !rewritable(stride, full) || !same_layout_as_memref(rw.ctx(), elem) {
        return false;
    }
    rw.set_insertion_point_before(op.op());
    let at = start_at(rw, loc, &offsets, b);
    let loaded = if stride == 1 && full {
        LoadOp::build(rw, loc, base, &at, ty, None, alignment).result(rw.body())
    } else if stride == 1 {
        MaskedLoadOp::build(rw, loc, base, &at, mask, pass, ty, alignment).result(rw.body())
    } else {
        let (wide_type, wide_mask) = wide(rw, loc, lanes, stride, elem);
        let zero = zero_of(rw.ctx(), elem);
        let wide_pass = dense_constant(rw, loc, wide_type, vec![zero]);
        let all = MaskedLoadOp::build(rw, loc, base, &at, wide_mask, wide_pass, wide_type, None).result(rw.body());
        let picks: Vec<i64> = (0..lanes).map(|k| k * stride).collect();
        let picks = dense_i64_array(rw.ctx(), &picks);
        ShuffleOp::build(rw, loc, all, all, ty, picks).vector(rw.body())
    };
    rw.replace_op(op.op(), &[loaded]);
    true
}

/// `vector.scatter %m[.., %o][ramp(b, 1)], %mask, %v` ->
/// `vector.maskedstore %m[.., %o + b], %mask, %v` (`vector.store` when every
/// lane of the mask is set); for a constant stride `s` of at most
/// [`MAX_SHUFFLE_STRIDE`] under a full mask, a `vector.shuffle` spreading
/// the lanes `s` apart and a wide `vector.maskedstore` of every `s`-th lane.
pub fn ramp_scatter(op: ScatterOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    if op.result(body).is_some() {
        return false;
    }
    let (base, offsets) = (op.base(body), op.offsets(body).to_vec());
    let Some((b, stride)) = ramp_access(rw, base, op.indices(body)) else { return false };
    let (mask, value, loc) = (op.mask(body), op.value_to_store(body), body.op_loc(op.op()));
    let alignment = op.alignment(rw.ctx(), body);
    let Some((lanes, elem)) = lanes_of(rw.ctx(), body.value_type(value)) else { return false };
    let full = all_true(rw, mask);
    if offsets.is_empty() || !rewritable(stride, full) || !same_layout_as_memref(rw.ctx(), elem) {
        return false;
    }
    rw.set_insertion_point_before(op.op());
    let at = start_at(rw, loc, &offsets, b);
    if stride == 1 && full {
        StoreOp::build(rw, loc, value, base, &at, None, alignment);
    } else if stride == 1 {
        MaskedStoreOp::build(rw, loc, base, &at, mask, value, alignment);
    } else {
        let (wide_type, wide_mask) = wide(rw, loc, lanes, stride, elem);
        // Lane k*s takes lane k; the lanes between are masked off, so any
        // lane will do (lane 0).
        let spread: Vec<i64> = (0..lanes * stride).map(|k| if k % stride == 0 { k / stride } else { 0 }).collect();
        let spread = dense_i64_array(rw.ctx(), &spread);
        let wide_value = ShuffleOp::build(rw, loc, value, value, wide_type, spread).vector(rw.body());
        MaskedStoreOp::build(rw, loc, base, &at, wide_mask, wide_value, None);
    }
    rw.erase_op(op.op());
    true
}
