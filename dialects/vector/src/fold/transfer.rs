//! Folds of the transfers (upstream MLIR 22's `TransferReadOp::fold` and
//! `TransferWriteOp::fold`), and the view of a transfer they share with
//! the transfer patterns and the memory-effect hooks.
//!
//! - read: `foldRAW` (a read of a tensor written by a chain of
//!   `transfer_write`s is the vector written at the same indices, looking
//!   past writes to disjoint indices); `foldTransferInBoundsAttribute`;
//!   `memref::foldMemRefCast`, `tensor::foldTensorCast` (in place);
//! - write: `foldReadInitWrite` (writing a whole-tensor read of `%t0`
//!   yields `%t0`), `foldWAR` (writing back what was read from the same
//!   tensor at the same place yields the tensor),
//!   `foldTransferInBoundsAttribute`, `memref::foldMemRefCast`.
//!
//! Invariant: a [`Transfer`] is only built from an op whose operand
//! segments, `permutation_map` and vector type are well formed; anything
//! else is `None`, so no fold reads past an operand list.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{AttrKind, Body, Context, Effect, EffectInstance, EffectOn, FoldOutcome, MemoryEffects, OpId, Type};
use strata_ir::{Attribute, SmallVec, Speculatability, TypeKind, Value};

use crate::verify::{int_list, vtype};
use crate::{TransferReadOp, TransferWriteOp};

/// `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

/// What upstream's `VectorTransferOpInterface` reads of a transfer. The
/// permutation map is borrowed from the context: a view is taken several
/// times per transfer per sweep of the greedy driver.
pub struct Transfer<'c> {
    /// The read's result or the written vector.
    pub vector: Value,
    pub vector_type: Type,
    /// Operand number of the base (0 for a read, 1 for a write).
    pub base_index: usize,
    pub base: Value,
    /// Inline: transfers are of a few dims.
    pub indices: SmallVec<[Value; 4]>,
    /// A read's padding value (`None` for a write).
    pub padding: Option<Value>,
    pub mask: Option<Value>,
    pub map: &'c AffineMap,
    pub in_bounds: SmallVec<[bool; 8]>,
}

impl<'c> Transfer<'c> {
    /// The view of `op`, a `vector.transfer_read` or `vector.transfer_write`.
    pub fn of(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<Transfer<'c>> {
        let op: OpId = op.into();
        let segments = int_list(ctx, body, op, "operandSegmentSizes");
        let (vector, base_index) = if TransferReadOp::cast(ctx, body, op).is_some() {
            (*body.results(op).first()?, 0)
        } else if TransferWriteOp::cast(ctx, body, op).is_some() {
            (body.operands(op).next()?, 1)
        } else {
            return None;
        };
        let count = usize::try_from(*segments.get(base_index + 1)?).ok()?;
        let num_operands = body.num_operands(op);
        if base_index + 1 + count > num_operands {
            return None;
        }
        let operand = |i: usize| (i < num_operands).then(|| body.operand(op, i));
        let indices = body.operands(op).skip(base_index + 1).take(count).collect();
        let mask = (segments.last().is_some_and(|&m| m > 0)).then(|| operand(num_operands - 1)).flatten();
        let map = match ctx.attr_kind(crate::fold::prop(ctx, body, op, "permutation_map")?) {
            AttrKind::AffineMap(m) => &**m,
            _ => return None,
        };
        let in_bounds: SmallVec<[bool; 8]> = match ctx.attr_kind(crate::fold::prop(ctx, body, op, "in_bounds")?) {
            AttrKind::Array(items) => items.iter().map(|&i| i == ctx.bool_attr(true)).collect(),
            _ => return None,
        };
        let vector_type = body.value_type(vector);
        // A base of vectors (`memref<16xvector<4xf32>>`) holds the minor
        // dimensions of the transfer in each element: the map spans only
        // the others (upstream's `getTransferRank`).
        let base = operand(base_index)?;
        let element_rank = match ctx.type_kind(body.value_type(base)) {
            TypeKind::MemRef { element, .. } | TypeKind::RankedTensor { element, .. } => {
                vtype(ctx, *element).map_or(0, |(shape, ..)| shape.len())
            }
            _ => 0,
        };
        let rank = vtype(ctx, vector_type)?.0.len().checked_sub(element_rank)?;
        if map.results.len() != rank || in_bounds.len() != rank || map.num_dims as usize != count {
            return None;
        }
        let padding = if base_index == 0 { Some(operand(1 + count)?) } else { None };
        Some(Transfer { vector, vector_type, base_index, base, indices, padding, mask, map, in_bounds })
    }

    /// `getTransferRank`: the dimensions the permutation map spans, the
    /// vector's rank less that of a base's vector element.
    pub fn rank(&self) -> usize {
        self.in_bounds.len()
    }

    pub fn vector_shape<'a>(&self, ctx: &'a Context) -> &'a [i64] {
        vtype(ctx, self.vector_type).map_or(&[], |(shape, ..)| shape)
    }

    /// `hasOutOfBoundsDim`.
    pub fn has_out_of_bounds_dim(&self) -> bool {
        self.in_bounds.iter().any(|&b| !b)
    }

    /// `isBroadcastDim`: the map's result `dim` is the constant 0.
    pub fn is_broadcast_dim(&self, dim: usize) -> bool {
        self.map.results.get(dim) == Some(&AffineExpr::Constant(0))
    }

    /// `isDimInBounds`: a broadcast dim always is.
    pub fn is_dim_in_bounds(&self, dim: usize) -> bool {
        self.is_broadcast_dim(dim) || self.in_bounds.get(dim).copied().unwrap_or(false)
    }

    /// `getLeadingShapedRank`: the base dimensions the vector does not span.
    fn leading_shaped_rank(&self) -> usize {
        self.indices.len().saturating_sub(self.rank())
    }
}

/// Whether the base of a transfer of type `ty` is a ranked tensor (the
/// value semantics the tensor folds need).
pub fn is_ranked_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. })
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { .. })
}

/// The memory effects of a transfer (`getEffects`): reading or writing its
/// base when that is a memref; none on a tensor.
fn base_effect(ctx: &Context, body: &Body, op: OpId, base: usize, effect: Effect) -> MemoryEffects {
    if body.num_operands(op) <= base {
        return MemoryEffects::Unknown;
    }
    if !is_memref(ctx, body.value_type(body.operand(op, base))) {
        return MemoryEffects::none();
    }
    let on = EffectOn::Operand(base as u32);
    MemoryEffects::Known { effects: vec![EffectInstance { effect, on, resource: "DefaultResource" }], recursive: false }
}

/// `TransferReadOp::getEffects` (the `MemoryEffects::PerOp` hook).
pub fn read_effects(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
    base_effect(ctx, body, op, 0, Effect::Read)
}

/// `TransferWriteOp::getEffects` (the `MemoryEffects::PerOp` hook).
pub fn write_effects(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
    base_effect(ctx, body, op, 1, Effect::Write)
}

/// A transfer on a ranked tensor (upstream's `hasPureTensorSemantics`) is
/// speculatable; one on a memref is not.
fn base_speculatability(ctx: &Context, body: &Body, op: OpId, base: usize) -> Speculatability {
    Speculatability::speculatable_if(
        body.num_operands(op) > base && is_ranked_tensor(ctx, body.value_type(body.operand(op, base))),
    )
}

/// `TransferReadOp::getSpeculatability` (the `Speculatability::PerOp` hook).
pub fn read_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    base_speculatability(ctx, body, op, 0)
}

/// `TransferWriteOp::getSpeculatability` (the `Speculatability::PerOp` hook).
pub fn write_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    base_speculatability(ctx, body, op, 1)
}

fn constant_index(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    strata_rewrite::matchers::constant_int(ctx, body, v)?.to_i64()
}

/// `isDisjointTransferIndices` without value bounds: two transfers of one
/// base provably touch different elements because a leading index differs,
/// or because two constant indices of a vector dimension are at least the
/// first vector's size apart.
pub(crate) fn disjoint_indices(ctx: &Context, body: &Body, a: &Transfer, b: &Transfer) -> bool {
    if a.indices.len() != b.indices.len() {
        return false;
    }
    let offset = a.leading_shaped_rank();
    let shape = a.vector_shape(ctx);
    for (i, (&x, &y)) in a.indices.iter().zip(&b.indices).enumerate() {
        let (Some(x), Some(y)) = (constant_index(ctx, body, x), constant_index(ctx, body, y)) else { continue };
        let disjoint = if i < offset {
            x != y
        } else {
            shape.get(i - offset).is_some_and(|&size| x.abs_diff(y) >= size.unsigned_abs())
        };
        if disjoint {
            return true;
        }
    }
    false
}

/// `foldTransferInBoundsAttribute`: a dimension indexed by a constant whose
/// vector fits inside a static base dimension is in bounds; broadcast
/// dimensions follow when every other out-of-bounds candidate became in
/// bounds. Changes `in_bounds` in place.
fn fold_in_bounds(ctx: &Context, body: &mut Body, op: impl Into<OpId>, t: &Transfer) -> bool {
    let op: OpId = op.into();
    if t.rank() == 0 {
        return false;
    }
    let shaped = ctx.shape(body.value_type(t.base)).unwrap_or(&[]);
    let vector_shape = t.vector_shape(ctx);
    let mut in_bounds = t.in_bounds.clone();
    let mut changed = false;
    let mut non_broadcast: SmallVec<[usize; 8]> = SmallVec::new();
    for (i, expr) in t.map.results.iter().enumerate() {
        if in_bounds[i] {
            continue;
        }
        let AffineExpr::Dim(d) = *expr else { continue };
        non_broadcast.push(i);
        let d = d as usize;
        let fits = match (shaped.get(d), t.indices.get(d).and_then(|&v| constant_index(ctx, body, v))) {
            (Some(&size), Some(index)) if size != DYNAMIC => {
                index.checked_add(vector_shape[i]).is_some_and(|end| end <= size)
            }
            _ => false,
        };
        in_bounds[i] = fits;
        changed |= fits;
    }
    if non_broadcast.iter().all(|&i| in_bounds[i]) {
        for (i, expr) in t.map.results.iter().enumerate() {
            if matches!(expr, AffineExpr::Constant(0)) && !in_bounds[i] {
                in_bounds[i] = true;
                changed = true;
            }
        }
    }
    if changed {
        let attr = bool_array(ctx, &in_bounds);
        crate::fold::set_prop(ctx, body, op, "in_bounds", attr);
    }
    changed
}

/// A mask that is a constant with every bit set masks nothing: the
/// transfer drops it (in place). `constants` are the op's operands'.
fn fold_full_mask(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    t: &Transfer,
    constants: &[Option<Attribute>],
) -> bool {
    if t.mask.is_none() {
        return false;
    }
    let Some(&Some(mask)) = constants.last() else { return false };
    let all_true = matches!(ctx.attr_kind(mask), AttrKind::DenseElements { elements, .. }
        if !elements.values.is_empty() && elements.values.iter().all(|v| matches!(v, strata_ir::DenseValue::Int(i) if !i.is_zero())));
    if !all_true {
        return false;
    }
    let op: OpId = op.into();
    let operands: Vec<Value> = body.operands(op).collect();
    body.set_operands(op, &operands[..operands.len() - 1]);
    let mut segments = int_list(ctx, body, op, "operandSegmentSizes");
    if let Some(last) = segments.last_mut() {
        *last = 0;
    }
    crate::fold::set_prop(ctx, body, op, "operandSegmentSizes", ctx.dense_i32_array(&segments));
    true
}

/// A `BoolArrayAttr` (`[true, false]`).
pub fn bool_array(ctx: &Context, values: &[bool]) -> Attribute {
    ctx.array_attr(values.iter().map(|&b| ctx.bool_attr(b)).collect())
}

/// `vector.transfer_read`.
pub fn transfer_read(
    ctx: &Context,
    body: &mut Body,
    op: TransferReadOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(t) = Transfer::of(ctx, body, op) else { return FoldOutcome::Failure };
    if let Some(v) = fold_raw(ctx, body, &t) {
        return FoldOutcome::value(v);
    }
    if fold_in_bounds(ctx, body, op, &t)
        || fold_full_mask(ctx, body, op, &t, constants)
        || strata_dialect_memref::fold::fold_memref_cast(ctx, body, op, None)
        || strata_dialect_tensor::fold::fold_tensor_cast(ctx, body, op)
    {
        return FoldOutcome::InPlace;
    }
    FoldOutcome::Failure
}

/// `foldRAW`: walks the chain of writes producing the read tensor; a write
/// of the same vector type, map and indices, fully in bounds and neither
/// masked, is what the read sees; a write to overlapping indices stops.
fn fold_raw(ctx: &Context, body: &Body, read: &Transfer) -> Option<Value> {
    if !is_ranked_tensor(ctx, body.value_type(read.base)) {
        return None;
    }
    let mut def = crate::fold::defined_by::<TransferWriteOp>(ctx, body, read.base);
    while let Some(write_op) = def {
        let write = Transfer::of(ctx, body, write_op)?;
        let same = !write.has_out_of_bounds_dim()
            && write.mask.is_none()
            && read.mask.is_none()
            && write.indices == read.indices
            && write.vector_type == read.vector_type
            && write.map == read.map;
        if same {
            return Some(write.vector);
        }
        if !disjoint_indices(ctx, body, &write, read) {
            return None;
        }
        def = crate::fold::defined_by::<TransferWriteOp>(ctx, body, write.base);
    }
    None
}

/// `vector.transfer_write`.
pub fn transfer_write(
    ctx: &Context,
    body: &mut Body,
    op: TransferWriteOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(t) = Transfer::of(ctx, body, op) else { return FoldOutcome::Failure };
    if let Some(v) = fold_read_init_write(ctx, body, &t).or_else(|| fold_war(ctx, body, &t)) {
        return FoldOutcome::value(v);
    }
    if fold_in_bounds(ctx, body, op, &t)
        || fold_full_mask(ctx, body, op, &t, constants)
        || strata_dialect_memref::fold::fold_memref_cast(ctx, body, op, None)
    {
        return FoldOutcome::InPlace;
    }
    FoldOutcome::Failure
}

/// The read producing the vector a write stores, and the base type the
/// write's tensor folds need (`None` unless both hold).
fn written_read<'c>(ctx: &'c Context, body: &Body, write: &Transfer<'_>) -> Option<Transfer<'c>> {
    if !is_ranked_tensor(ctx, body.value_type(write.base)) {
        return None;
    }
    let read = crate::fold::defined_by::<TransferReadOp>(ctx, body, write.vector)?;
    Transfer::of(ctx, body, read)
}

/// `foldReadInitWrite`: a write of the whole of a same-typed tensor `%t0`,
/// read from `%t0` at zeros, minor identity maps, all in bounds, yields
/// `%t0` whatever tensor it writes into.
fn fold_read_init_write(ctx: &Context, body: &Body, write: &Transfer) -> Option<Value> {
    if write.rank() == 0 {
        return None;
    }
    let read = written_read(ctx, body, write)?;
    let tensor = body.value_type(write.base);
    let zeros = |t: &Transfer| t.indices.iter().all(|&v| constant_index(ctx, body, v) == Some(0));
    let fits = read.rank() == write.rank()
        && read.map.is_minor_identity()
        && write.map.is_minor_identity()
        && !read.has_out_of_bounds_dim()
        && !write.has_out_of_bounds_dim()
        && read.mask.is_none()
        && write.mask.is_none()
        && body.value_type(read.base) == tensor
        && read.vector_type == write.vector_type
        && ctx.shape(tensor) == Some(read.vector_shape(ctx))
        && zeros(&read)
        && zeros(write);
    fits.then_some(read.base)
}

/// `foldWAR`: writing back, unmasked, the vector read from the same tensor
/// with the same indices, map and vector type yields the tensor.
fn fold_war(ctx: &Context, body: &Body, write: &Transfer) -> Option<Value> {
    let read = written_read(ctx, body, write)?;
    let same = read.base == write.base
        && read.indices == write.indices
        && read.map == write.map
        && read.vector_type == write.vector_type
        && read.mask.is_none()
        && write.mask.is_none();
    same.then_some(read.base)
}
