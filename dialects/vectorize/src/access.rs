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
//!   uses wide loads and shuffles instead, which is what this does);
//! - an interleaved group, `s` such accesses at `ramp(r + c, s)` for every
//!   `c` of `m..m + s` (`a[2i]` and `a[2i + 1]`): one plain
//!   `vector.load`/`vector.store` of `N * s` lanes and a shuffle per
//!   member (LLVM's interleaved access groups), found within a few ops of
//!   each other with nothing between that may write (loads) or touch
//!   (stores) memory;
//! - overlapping stride-1 loads at `ramp(r + c, 1)` (a stencil's `a[i]`,
//!   `a[i + 1]`, `a[i + 2]`): two loads, at the least and the greatest
//!   offset, and a shuffle of the two for each offset between.
//!
//! Invariant: the rewritten access touches exactly the elements the gather
//! or scatter did. The wide access's masked-off lanes read and write
//! nothing (`vector.maskedload`'s semantics), so it never reaches past the
//! last element the ramp indexes and needs no bounds reasoning. Only
//! element types whose vectors are laid out as their memrefs are (whole
//! bytes: not `i1`) are rewritten.

use strata_dialect_arith::{AddIOp, ConstantOp};
use strata_dialect_vector::{GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, ShuffleOp, StoreOp};
use strata_ir::{ApInt, AttrKind, Context, DenseElements, DenseValue, Location, OpId, Type, TypeKind, Value};
use strata_rewrite::matchers::{constant_int, defining};
use strata_rewrite::Rewriter;

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

/// `vector.shuffle %a, %b [picks]` of type `ty`.
pub fn shuffle(rw: &mut Rewriter<'_>, loc: Location, a: Value, b: Value, ty: Type, picks: &[i64]) -> Value {
    let picks = rw.ctx().dense_i64_array(picks);
    ShuffleOp::build(rw, loc, a, b, ty, picks).vector(rw.body())
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
    let (mask, pass, ty, loc) = (op.mask(body), op.pass_thru(body), body.value_type(op.result(body)), body.op_loc(op));
    let alignment = op.alignment(rw.ctx(), body);
    let Some((lanes, elem)) = lanes_of(rw.ctx(), ty) else { return false };
    let full = all_true(rw, mask);
    if offsets.is_empty()
        || !rewritable(stride, full)
        || !strata_dialect_vector::layout::same_layout_as_memref(rw.ctx(), elem)
    {
        return false;
    }
    if stride > 1 && full && load_group(rw, op, b, stride) {
        return true;
    }
    if stride == 1 && full && overlap_group(rw, op, b) {
        return true;
    }
    rw.set_insertion_point_before(op);
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
        shuffle(rw, loc, all, all, ty, &picks)
    };
    rw.replace_op(op, &[loaded]);
    true
}

/// How far from a gather [`load_group`] looks for the other members of
/// its group, in ops of its block either way: a loop body's accesses sit
/// close together, and the bound keeps the search constant-time.
const GROUP_WINDOW: usize = 32;

/// The `(root, c)` of a group member's lane indices `indices`: a ramp of
/// constant stride `stride` at `root + c`, under an all-true `mask`.
fn ramp_member(rw: &Rewriter<'_>, indices: Value, mask: Value, stride: i64) -> Option<(Value, i64)> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let ramp = defining::<RampOp>(ctx, body, indices)?;
    let same_stride = constant_int(ctx, body, ramp.stride(body)).and_then(|s| s.to_i64()) == Some(stride);
    (same_stride && all_true(rw, mask)).then(|| split_offset(rw, ramp.base(body)))
}

/// The offset `c` of `o` as a member of a group of gathers like `op` (same
/// memref, outer offsets and result type, all lanes set) at
/// `ramp(root + c, stride)`.
fn gather_member(rw: &Rewriter<'_>, op: GatherOp, o: OpId, root: Value, stride: i64) -> Option<i64> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let g = GatherOp::cast(ctx, body, o)?;
    let same = g.base(body) == op.base(body)
        && g.offsets(body) == op.offsets(body)
        && body.value_type(g.result(body)) == body.value_type(op.result(body));
    let (r, c) = ramp_member(rw, g.indices(body), g.mask(body), stride).filter(|_| same)?;
    (r == root).then_some(c)
}

/// A ramp base as `root + c`: `addi(root, c)` or `addi(c, root)` for a
/// constant `c`, else `root + 0`.
fn split_offset(rw: &Rewriter<'_>, b: Value) -> (Value, i64) {
    let (ctx, body) = (rw.ctx(), rw.body());
    if let Some(add) = defining::<AddIOp>(ctx, body, b) {
        let (lhs, rhs) = (add.lhs(body), add.rhs(body));
        if let Some(c) = constant_int(ctx, body, rhs).and_then(|c| c.to_i64()) {
            return (lhs, c);
        }
        if let Some(c) = constant_int(ctx, body, lhs).and_then(|c| c.to_i64()) {
            return (rhs, c);
        }
    }
    (b, 0)
}

/// The ops within [`GROUP_WINDOW`] of `op` in its block for which `member`
/// gives an offset, in block order, with their offsets; `None` when an op
/// between the first and the last of them is `in_the_way`.
fn window_members(
    rw: &Rewriter<'_>,
    op: impl Into<OpId>,
    member: impl Fn(OpId) -> Option<i64>,
    in_the_way: impl Fn(OpId) -> bool,
) -> Option<Vec<(OpId, i64)>> {
    let op: OpId = op.into();
    let body = rw.body();
    let mut first = op;
    for _ in 0..GROUP_WINDOW {
        match body.prev_op(first) {
            Some(p) => first = p,
            None => break,
        }
    }
    let mut members: Vec<(OpId, i64)> = Vec::new();
    let mut blocked = Vec::new();
    let mut cursor = Some(first);
    for _ in 0..2 * GROUP_WINDOW + 1 {
        let Some(o) = cursor else { break };
        match member(o) {
            Some(c) => members.push((o, c)),
            None if in_the_way(o) => blocked.push(members.len()),
            None => {}
        }
        cursor = body.next_op(o);
    }
    let between = blocked.iter().any(|&k| k > 0 && k < members.len());
    (!between).then_some(members)
}

/// The members of an interleaved group around `op` ([`window_members`]),
/// and the least offset `m`, when the offsets are exactly `m..m + stride`,
/// each once.
fn group_members(
    rw: &Rewriter<'_>,
    op: impl Into<OpId>,
    stride: i64,
    member: impl Fn(OpId) -> Option<i64>,
    in_the_way: impl Fn(OpId) -> bool,
) -> Option<(Vec<(OpId, i64)>, i64)> {
    let members = window_members(rw, op, member, in_the_way)?;
    let m = members.iter().map(|&(_, c)| c).min()?;
    let mut seen: Vec<i64> = members.iter().map(|&(_, c)| c).collect();
    seen.sort_unstable();
    let complete = seen.len() == stride as usize && seen.iter().zip(m..).all(|(&c, want)| c == want);
    complete.then_some((members, m))
}

/// Overlapping contiguous loads (a stencil's `a[i]`, `a[i + 1]`,
/// `a[i + 2]`): gathers under full masks at `ramp(root + c, 1)` from the
/// same memref and outer offsets, with at least one offset strictly
/// between the least `lo` and the greatest `hi`, and `hi - lo` below the
/// lanes `N`. Two `vector.load`s, at `root + lo` and `root + hi`, and a
/// `vector.shuffle` of the two for each offset between replace them (what
/// clang's vectorizer does): they read the same elements as the members,
/// `root + lo` to `root + hi + N - 1`. Members are looked for as for an
/// interleaved group, with no op between that may write memory.
fn overlap_group(rw: &mut Rewriter<'_>, op: GatherOp, b: Value) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (base, offsets, ty) = (op.base(body), op.offsets(body).to_vec(), body.value_type(op.result(body)));
    let Some((lanes, _)) = lanes_of(ctx, ty) else { return false };
    let (root, _) = split_offset(rw, b);
    let member = |o: OpId| gather_member(rw, op, o, root, 1);
    let may_write = |o: OpId| strata_ir::op_checks::may_write_recursively(ctx, body, o);
    let Some(members) = window_members(rw, op, member, may_write) else { return false };
    let (Some(lo), Some(hi)) = (members.iter().map(|&(_, c)| c).min(), members.iter().map(|&(_, c)| c).max()) else {
        return false;
    };
    let between = members.iter().any(|&(_, c)| c > lo && c < hi);
    if !between || hi - lo >= lanes {
        return false;
    }
    let loc = body.op_loc(members[0].0);
    rw.set_insertion_point_before(members[0].0);
    let load_at = |rw: &mut Rewriter<'_>, c: i64| {
        let start = offset_index(rw, loc, root, c);
        let at = start_at(rw, loc, &offsets, start);
        LoadOp::build(rw, loc, base, &at, ty, None, None).result(rw.body())
    };
    let (low, high) = (load_at(rw, lo), load_at(rw, hi));
    for (g, c) in members {
        rw.set_insertion_point_before(g);
        let lanes_of_member = match c {
            c if c == lo => low,
            c if c == hi => high,
            c => {
                // Lane k is element c + k: from `low` while it reaches,
                // then from `high`, which starts at element hi.
                let picks: Vec<i64> =
                    (0..lanes).map(|k| if c - lo + k < lanes { c - lo + k } else { lanes + c + k - hi }).collect();
                shuffle(rw, loc, low, high, ty, &picks)
            }
        };
        rw.replace_op(g, &[lanes_of_member]);
    }
    true
}

/// The index `root + m`, built at the insertion point.
fn offset_index(rw: &mut Rewriter<'_>, loc: Location, root: Value, m: i64) -> Value {
    if m == 0 {
        return root;
    }
    let index = rw.ctx().index_type();
    let c = rw.ctx().integer_attr(index, m);
    let c = ConstantOp::build(rw, loc, index, c).result(rw.body());
    AddIOp::build(rw, loc, root, c, index, None).result(rw.body())
}

/// An interleaved load group (LLVM's interleaved accesses): `s` gathers
/// under full masks from the same memref and outer offsets, at
/// `ramp(root + c, s)` for every `c` of `m..m + s`. Together they read
/// every element from `root + m` on, `s * N` of them, so one
/// `vector.load` of `s * N` lanes at `root + m` (before the first of them)
/// and a `vector.shuffle` per member replace the `s` wide masked loads,
/// touching the same elements. Members are looked for within
/// [`GROUP_WINDOW`] ops of `op` in its block, with no op between the first
/// and the last that may write memory.
fn load_group(rw: &mut Rewriter<'_>, op: GatherOp, b: Value, stride: i64) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (base, offsets, ty) = (op.base(body), op.offsets(body).to_vec(), body.value_type(op.result(body)));
    let (root, _) = split_offset(rw, b);
    let member = |o: OpId| gather_member(rw, op, o, root, stride);
    let may_write = |o: OpId| strata_ir::op_checks::may_write_recursively(ctx, body, o);
    let Some((members, m)) = group_members(rw, op, stride, member, may_write) else { return false };
    let Some((lanes, elem)) = lanes_of(ctx, ty) else { return false };
    let loc = body.op_loc(members[0].0);
    rw.set_insertion_point_before(members[0].0);
    let start = offset_index(rw, loc, root, m);
    let at = start_at(rw, loc, &offsets, start);
    let wide_type = rw.ctx().vector_type(vec![lanes * stride], elem);
    let all = LoadOp::build(rw, loc, base, &at, wide_type, None, None).result(rw.body());
    for (g, c) in members {
        let picks: Vec<i64> = (0..lanes).map(|k| k * stride + (c - m)).collect();
        rw.set_insertion_point_before(g);
        let lanes_of_member = shuffle(rw, loc, all, all, ty, &picks);
        rw.replace_op(g, &[lanes_of_member]);
    }
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
    let (mask, value, loc) = (op.mask(body), op.value_to_store(body), body.op_loc(op));
    let alignment = op.alignment(rw.ctx(), body);
    let Some((lanes, elem)) = lanes_of(rw.ctx(), body.value_type(value)) else { return false };
    let full = all_true(rw, mask);
    if offsets.is_empty()
        || !rewritable(stride, full)
        || !strata_dialect_vector::layout::same_layout_as_memref(rw.ctx(), elem)
    {
        return false;
    }
    if stride > 1 && full && store_group(rw, op, b, stride) {
        return true;
    }
    rw.set_insertion_point_before(op);
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
        let wide_value = shuffle(rw, loc, value, value, wide_type, &spread);
        MaskedStoreOp::build(rw, loc, base, &at, wide_mask, wide_value, None);
    }
    rw.erase_op(op);
    true
}

/// An interleaved store group: `s` scatters under full masks to the same
/// memref and outer offsets, at `ramp(root + c, s)` for every `c` of
/// `m..m + s`, which together write every element from `root + m` on. One
/// `vector.store` of the lanes interleaved by `vector.shuffle` replaces
/// them, at the last of them: no op between the first and the last may
/// touch memory, since the earlier members' writes move down to it.
fn store_group(rw: &mut Rewriter<'_>, op: ScatterOp, b: Value, stride: i64) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (base, offsets) = (op.base(body), op.offsets(body).to_vec());
    let ty = body.value_type(op.value_to_store(body));
    let (root, _) = split_offset(rw, b);
    let member = |o: OpId| -> Option<i64> {
        let g = ScatterOp::cast(ctx, body, o)?;
        let same = g.base(body) == base
            && g.offsets(body) == offsets.as_slice()
            && body.value_type(g.value_to_store(body)) == ty
            && g.result(body).is_none();
        let (r, c) = ramp_member(rw, g.indices(body), g.mask(body), stride).filter(|_| same)?;
        (r == root).then_some(c)
    };
    let touches_memory = |o: OpId| !strata_ir::op_checks::is_memory_effect_free(ctx, body, o);
    let Some((members, m)) = group_members(rw, op, stride, member, touches_memory) else { return false };
    let Some((lanes, elem)) = lanes_of(ctx, ty) else { return false };
    let (last, _) = members[members.len() - 1];
    let loc = body.op_loc(last);
    // The members' values by offset, concatenated, then interleaved.
    let mut by_offset: Vec<(i64, Value)> =
        members.iter().filter_map(|&(g, c)| Some((c, ScatterOp::cast(ctx, body, g)?.value_to_store(body)))).collect();
    by_offset.sort_unstable_by_key(|&(c, _)| c);
    rw.set_insertion_point_before(last);
    let mut concat = by_offset[0].1;
    for (k, &(_, v)) in by_offset.iter().enumerate().skip(1) {
        let width = lanes * (k as i64 + 1);
        let cat_type = rw.ctx().vector_type(vec![width], elem);
        concat = shuffle(rw, loc, concat, v, cat_type, &(0..width).collect::<Vec<i64>>());
    }
    // Lane `k * s + c` of the store is lane `k` of the member at offset `c`.
    let wide_type = rw.ctx().vector_type(vec![lanes * stride], elem);
    let picks: Vec<i64> = (0..lanes * stride).map(|j| (j % stride) * lanes + j / stride).collect();
    let interleaved = shuffle(rw, loc, concat, concat, wide_type, &picks);
    let start = offset_index(rw, loc, root, m);
    let at = start_at(rw, loc, &offsets, start);
    StoreOp::build(rw, loc, interleaved, base, &at, None, None);
    for (g, _) in members {
        rw.erase_op(g);
    }
    true
}
