//! `vector.contract` lowered as upstream's `ContractionOpLowering` (part of
//! `populateVectorContractLoweringPatterns`) does, the chosen
//! [`ContractLowering`] first:
//!
//! - `outerproduct` and `parallelarith`: see [`super::contract_forms`];
//!   `llvmintr`'s matrix multiply is a pattern of the conversion to LLVM;
//! - `dot` (the default): a matmul (iterators parallel, parallel, reduction) or matvec
//!   (parallel, reduction) in one of the maps upstream lists becomes, after
//!   transposing the operands so the reduction is innermost, a
//!   `vector.reduction <add>` of the product of each lhs row and rhs row,
//!   inserted into zeros, then added to the accumulator
//!   (`ContractionOpToDotLowering`);
//! - otherwise, whatever the choice, one dimension at a time: the first batch dimension, then
//!   the first free dimension of the lhs, then of the rhs, is unrolled into
//!   contractions one rank lower inserted into zeros (`lowerParallel`); with
//!   only reduction dimensions left, the first is unrolled into a chain of
//!   contractions through the accumulator, down to a 1-D product reduced
//!   into it (`lowerReduction`).
//!
//! A contraction inside a `vector.mask` is lowered in front of the mask op,
//! which it replaces: the unrolled contractions take the matching slices
//! of the mask in masks of their own, and the final reduction is a masked
//! `vector.reduction` (the dot and element-wise forms take no mask).
//!
//! Invariant: kinds other than `add`, mixed element types and `index`
//! elements are left as they are (upstream leaves the first two; for
//! `index` it would build a float multiplication).

use strata_dialect_arith as arith;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{AttrKind, Attribute, Context, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use super::zeros;
use crate::build::{extract_at, insert_at};
use crate::verify::compute::{indexing_maps, reduction_iterators, result_index};
use crate::{CombiningKind, ContractionOp, MaskOp, ReductionOp, TransposeOp};

/// Upstream's `VectorContractLowering`: what matmuls and matvecs become
/// before the one-dimension-at-a-time fallback.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ContractLowering {
    /// Dot products (the default).
    Dot,
    /// Chains of `vector.outerproduct` ([`super::contract_forms`]).
    OuterProduct,
    /// Element-wise arithmetic when every reduction has size one.
    ParallelArith,
    /// `llvm.intr.matrix.multiply`, which the conversion to LLVM adds as a
    /// pattern of its own; here only the fallback.
    LlvmIntr,
}

impl ContractLowering {
    /// The option's value (`dot`, `outerproduct`, `parallelarith`, `llvmintr`).
    pub fn from_option(value: &str) -> ContractLowering {
        match value {
            "outerproduct" => ContractLowering::OuterProduct,
            "parallelarith" => ContractLowering::ParallelArith,
            "llvmintr" => ContractLowering::LlvmIntr,
            _ => ContractLowering::Dot,
        }
    }
}

/// Adds `ContractionOpLowering` with the `lowering` choice (and, for
/// `outerproduct`, upstream's separate outer-product pattern, folded into
/// the same one here).
pub fn populate_vector_contract_lowering_patterns(set: &mut PatternSet, lowering: ContractLowering) {
    set.add(ContractionLowering { lowering });
}

/// What the lowering reads of a contraction.
pub(super) struct Contract {
    pub(super) lhs: Value,
    pub(super) rhs: Value,
    pub(super) acc: Value,
    maps: Vec<AffineMap>,
    pub(super) reduction: Vec<bool>,
    /// The mask of an enclosing `vector.mask`, over the iteration space.
    pub(super) mask: Option<Value>,
    /// The `iterator_types` entries, kept as attributes to rebuild lower ones.
    iterators: Vec<Attribute>,
    is_int: bool,
}

fn value_type(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body().value_type(v)
}

fn shape(ctx: &Context, ty: Type) -> Vec<i64> {
    ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default()
}

impl Contract {
    /// A contraction whose maps are permutations and projections, of any
    /// kind and element types, with its kind.
    fn read(rw: &Rewriter<'_>, op: OpId) -> Option<(Contract, CombiningKind)> {
        let ctx = rw.ctx();
        let body = rw.body();
        let contract = ContractionOp::cast(ctx, body, op)?;
        let mask = body.parent_op(op).filter(|&p| MaskOp::cast(ctx, body, p).is_some()).map(|p| body.operand(p, 0));
        let kind = contract.kind(ctx, body).unwrap_or(CombiningKind::Add);
        let (lhs, rhs, acc) = (contract.lhs(body), contract.rhs(body), contract.acc(body));
        let is_int = matches!(ctx.type_kind(ctx.element_type_or_self(value_type(rw, acc))), TypeKind::Integer { .. });
        let maps: Vec<AffineMap> = indexing_maps(ctx, body, op)?.into_iter().cloned().collect();
        let AttrKind::Array(iterators) = ctx.attr_kind(contract.iterator_types(ctx, body)?) else { return None };
        let reduction = reduction_iterators(ctx, body, op);
        if maps.len() != 3 || maps.iter().any(|m| m.results.iter().any(|e| !matches!(e, AffineExpr::Dim(_)))) {
            return None;
        }
        Some((Contract { lhs, rhs, acc, maps, reduction, mask, iterators: iterators.clone(), is_int }, kind))
    }

    /// [`Contract::read`], for what `ContractionOpLowering` takes: the
    /// `add` kind and one integer or float element type throughout.
    fn of(rw: &Rewriter<'_>, op: OpId) -> Option<Contract> {
        let ctx = rw.ctx();
        let (c, kind) = Contract::read(rw, op)?;
        if kind != CombiningKind::Add {
            return None;
        }
        let element = ctx.element_type_or_self(value_type(rw, c.acc));
        let same = |v: Value| ctx.element_type_or_self(value_type(rw, v)) == element;
        if !same(c.lhs)
            || !same(c.rhs)
            || !matches!(ctx.type_kind(element), TypeKind::Integer { .. } | TypeKind::Float(_))
        {
            return None;
        }
        Some(c)
    }

    /// Map `i`'s results as dim positions.
    pub(super) fn dims(&self, i: usize) -> Vec<u32> {
        self.maps[i].results.iter().map(|e| if let AffineExpr::Dim(d) = e { *d } else { u32::MAX }).collect()
    }
}

/// `arith.muli`/`arith.mulf` (`createMul`).
fn mul(rw: &mut Rewriter<'_>, op: OpId, is_int: bool, (x, y): (Value, Value)) -> Value {
    let (loc, ty) = (rw.body().op_loc(op), value_type(rw, x));
    if is_int {
        arith::MulIOp::build(rw, loc, x, y, ty, None).result(rw.body())
    } else {
        arith::MulFOp::build(rw, loc, x, y, ty, None).result(rw.body())
    }
}

/// `arith.addi`/`arith.addf` (`createAdd`).
fn add(rw: &mut Rewriter<'_>, op: OpId, is_int: bool, (x, y): (Value, Value)) -> Value {
    let (loc, ty) = (rw.body().op_loc(op), value_type(rw, x));
    if is_int {
        arith::AddIOp::build(rw, loc, x, y, ty, None).result(rw.body())
    } else {
        arith::AddFOp::build(rw, loc, x, y, ty, None).result(rw.body())
    }
}

/// `vector.transpose v, [1, 0]`.
pub fn transpose(rw: &mut Rewriter<'_>, op: OpId, v: Value) -> Value {
    let ctx = rw.ctx();
    let mut s = shape(ctx, value_type(rw, v));
    s.reverse();
    let ty = ctx.vector_type(s, ctx.element_type_or_self(value_type(rw, v)));
    let loc = rw.body().op_loc(op);
    let perm = ctx.dense_i64_array(&[1, 0]);
    let t = TransposeOp::build(rw, loc, v, ty, perm).op();
    rw.body().results(t)[0]
}

/// `ContractionOpToDotLowering`: `None` when the contraction is not one
/// of its matmul or matvec forms (nothing is built then).
fn dot(rw: &mut Rewriter<'_>, op: OpId, c: &Contract) -> Option<Value> {
    let ctx = rw.ctx();
    let (mut lhs, mut rhs) = (c.lhs, c.rhs);
    let maps = [c.dims(0), c.dims(1), c.dims(2)];
    let is = |l: &[u32], r: &[u32], a: &[u32]| maps[0] == l && maps[1] == r && maps[2] == a;
    let (m, n, k) = (0, 1, 2);
    let dims = c.maps[0].num_dims as usize;
    if dims == 3 && c.reduction == [false, false, true] {
        if is(&[m, k], &[k, n], &[m, n]) {
            rhs = transpose(rw, op, rhs);
        } else if is(&[m, k], &[n, k], &[m, n]) {
        } else if is(&[k, m], &[k, n], &[m, n]) {
            lhs = transpose(rw, op, lhs);
            rhs = transpose(rw, op, rhs);
        } else if is(&[k, m], &[n, k], &[m, n]) {
            lhs = transpose(rw, op, lhs);
        } else if is(&[m, k], &[k, n], &[n, m]) {
            let tmp = lhs;
            lhs = transpose(rw, op, rhs);
            rhs = tmp;
        } else if is(&[m, k], &[n, k], &[n, m]) {
            std::mem::swap(&mut lhs, &mut rhs);
        } else if is(&[k, m], &[k, n], &[n, m]) {
            let tmp = lhs;
            lhs = transpose(rw, op, rhs);
            rhs = transpose(rw, op, tmp);
        } else if is(&[k, m], &[n, k], &[n, m]) {
            let tmp = rhs;
            rhs = transpose(rw, op, lhs);
            lhs = tmp;
        } else {
            return None;
        }
    } else if dims == 2 && c.reduction == [false, true] {
        let (m, n) = (0, 1);
        if is(&[m, n], &[n], &[m]) {
        } else if is(&[n, m], &[n], &[m]) {
            lhs = transpose(rw, op, lhs);
        } else if is(&[n], &[m, n], &[m]) {
            std::mem::swap(&mut lhs, &mut rhs);
        } else if is(&[n], &[n, m], &[m]) {
            std::mem::swap(&mut lhs, &mut rhs);
            lhs = transpose(rw, op, lhs);
        } else {
            return None;
        }
    } else {
        return None;
    }
    let ty = value_type(rw, rw.body().results(op)[0]);
    let out = shape(ctx, ty);
    let (rows, columns) = (out.first().copied().unwrap_or(1), if out.len() == 1 { 1 } else { out[1] });
    let element = ctx.element_type_or_self(ty);
    let mut result = zeros(rw, op, ty)?;
    let loc = rw.body().op_loc(op);
    // Each rhs row is extracted once, with the first lhs row.
    let mut rhs_rows = Vec::with_capacity(columns as usize);
    for r in 0..rows {
        let a = extract_at(rw, loc, lhs, &[r]);
        for col in 0..columns {
            if r == 0 {
                let row = if out.len() == 1 { rhs } else { extract_at(rw, loc, rhs, &[col]) };
                rhs_rows.push(row);
            }
            let b = rhs_rows[col as usize];
            let product = mul(rw, op, c.is_int, (a, b));
            let reduced = ReductionOp::build(rw, loc, product, None, element, CombiningKind::Add, None).op();
            let reduced = rw.body().results(reduced)[0];
            let at: Vec<i64> = if out.len() == 1 { vec![r] } else { vec![r, col] };
            result = insert_at(rw, loc, reduced, result, &at);
        }
    }
    Some(add(rw, op, c.is_int, (result, c.acc)))
}

/// `adjustMap`: `map` without dimension `index` (later ones renumbered).
fn adjust_map(map: &AffineMap, index: u32) -> AffineMap {
    let results = map
        .results
        .iter()
        .filter_map(|e| match e {
            AffineExpr::Dim(d) if *d == index => None,
            AffineExpr::Dim(d) => Some(AffineExpr::Dim(if *d < index { *d } else { d - 1 })),
            other => Some(other.clone()),
        })
        .collect();
    AffineMap { num_dims: map.num_dims - 1, num_symbols: 0, results }
}

/// The indexing maps and iterator types without iterator `index`.
fn lower_attrs(rw: &Rewriter<'_>, c: &Contract, index: u32) -> (Attribute, Attribute) {
    let ctx = rw.ctx();
    let maps = c.maps.iter().map(|m| ctx.affine_map_attr(adjust_map(m, index))).collect();
    let iterators = c.iterators.iter().enumerate().filter(|(i, _)| *i as u32 != index).map(|(_, &a)| a).collect();
    (ctx.array_attr(maps), ctx.array_attr(iterators))
}

/// A `vector.contract` of the default kind, its type the accumulator's,
/// inside a `vector.mask` of `mask` when there is one.
fn contract(
    rw: &mut Rewriter<'_>,
    op: OpId,
    (lhs, rhs, acc): (Value, Value, Value),
    attrs: (Attribute, Attribute),
    mask: Option<Value>,
) -> Option<Value> {
    let (loc, ty) = (rw.body().op_loc(op), value_type(rw, acc));
    let built = ContractionOp::build(rw, loc, lhs, rhs, acc, ty, attrs.0, attrs.1, None).op();
    super::mask_operation(rw, built, mask)
}

/// `reshapeLoad`: the slice `pos` of `val` along dimension `index` (the
/// value itself for `None`), rows rebuilt into zeros below the top.
fn reshape_load(rw: &mut Rewriter<'_>, op: OpId, val: Value, index: Option<usize>, pos: i64) -> Option<Value> {
    let Some(index) = index else { return Some(val) };
    let loc = rw.body().op_loc(op);
    if index == 0 {
        return Some(extract_at(rw, loc, val, &[pos]));
    }
    let ctx = rw.ctx();
    let ty = value_type(rw, val);
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(ty) else { return None };
    let mut rest_shape = shape.clone();
    let mut rest_scalable = scalable.clone();
    rest_shape.remove(index);
    rest_scalable.remove(index);
    let rest = ctx.intern_type(TypeKind::Vector { shape: rest_shape, scalable: rest_scalable, element: *element });
    let rows = shape[0];
    let mut result = zeros(rw, op, rest)?;
    for d in 0..rows {
        let row = extract_at(rw, loc, val, &[d]);
        let loaded = reshape_load(rw, op, row, Some(index - 1), pos)?;
        result = insert_at(rw, loc, loaded, result, &[d]);
    }
    Some(result)
}

/// `reshapeStore`: `val` stored as the slice `pos` of `result` along
/// dimension `index` (`val` itself for `None`).
fn reshape_store(rw: &mut Rewriter<'_>, op: OpId, val: Value, result: Value, index: Option<usize>, pos: i64) -> Value {
    let Some(index) = index else { return val };
    let loc = rw.body().op_loc(op);
    if index == 0 {
        return insert_at(rw, loc, val, result, &[pos]);
    }
    let rows = shape(rw.ctx(), value_type(rw, result)).first().copied().unwrap_or(0);
    let mut result = result;
    for d in 0..rows {
        let slot = extract_at(rw, loc, result, &[d]);
        let row = extract_at(rw, loc, val, &[d]);
        let stored = reshape_store(rw, op, row, slot, Some(index - 1), pos);
        result = insert_at(rw, loc, stored, result, &[d]);
    }
    result
}

/// `lowerParallel`: unrolls the iterator of lhs result `lhs_index` (or rhs
/// result `rhs_index`).
fn lower_parallel(
    rw: &mut Rewriter<'_>,
    op: OpId,
    c: &Contract,
    lhs_index: Option<usize>,
    rhs_index: Option<usize>,
) -> Option<Value> {
    let ctx = rw.ctx();
    let res_ty = value_type(rw, rw.body().results(op)[0]);
    if !matches!(ctx.type_kind(res_ty), TypeKind::Vector { .. }) {
        return None;
    }
    let (lhs_ty, rhs_ty) = (value_type(rw, c.lhs), value_type(rw, c.rhs));
    let scalable = |ty: Type, i: usize| matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable[i]);
    let (iter, size) = match (lhs_index, rhs_index) {
        (Some(l), r) => {
            let iter = c.dims(0)[l];
            if r.is_some_and(|r| c.dims(1)[r] != iter) || scalable(lhs_ty, l) {
                return None;
            }
            (iter, shape(ctx, lhs_ty)[l])
        }
        (None, Some(r)) => {
            if scalable(rhs_ty, r) {
                return None;
            }
            (c.dims(1)[r], shape(ctx, rhs_ty)[r])
        }
        (None, None) => return None,
    };
    let res_index = result_index(&c.maps[2], iter as usize);
    if res_index.is_none() && size != 1 {
        return None;
    }
    let attrs = lower_attrs(rw, c, iter);
    let mut result = zeros(rw, op, res_ty)?;
    for d in 0..size {
        let lhs = reshape_load(rw, op, c.lhs, lhs_index, d)?;
        let rhs = reshape_load(rw, op, c.rhs, rhs_index, d)?;
        let acc = reshape_load(rw, op, c.acc, res_index, d)?;
        let low_mask = match c.mask {
            Some(mask) => Some(reshape_load(rw, op, mask, Some(iter as usize), d)?),
            None => None,
        };
        let low = contract(rw, op, (lhs, rhs, acc), attrs, low_mask)?;
        result = reshape_store(rw, op, low, result, res_index, d);
    }
    Some(result)
}

/// `lowerReduction`: unrolls the first iterator, a reduction.
fn lower_reduction(rw: &mut Rewriter<'_>, op: OpId, c: &Contract) -> Option<Value> {
    let ctx = rw.ctx();
    let res_ty = value_type(rw, rw.body().results(op)[0]);
    if matches!(ctx.type_kind(res_ty), TypeKind::Vector { .. }) {
        return None;
    }
    let (lhs_index, rhs_index) = (result_index(&c.maps[0], 0)?, result_index(&c.maps[1], 0)?);
    let (lhs_shape, rhs_shape) = (shape(ctx, value_type(rw, c.lhs)), shape(ctx, value_type(rw, c.rhs)));
    let size = lhs_shape[lhs_index];
    if size != rhs_shape[rhs_index] {
        return None;
    }
    let loc = rw.body().op_loc(op);
    if lhs_shape.len() == 1 {
        if rhs_shape.len() != 1 {
            return None;
        }
        let product = mul(rw, op, c.is_int, (c.lhs, c.rhs));
        let reduced = ReductionOp::build(rw, loc, product, Some(c.acc), res_ty, CombiningKind::Add, None).op();
        return super::mask_operation(rw, reduced, c.mask);
    }
    let attrs = lower_attrs(rw, c, 0);
    let mut result = c.acc;
    for d in 0..size {
        let lhs = reshape_load(rw, op, c.lhs, Some(lhs_index), d)?;
        let rhs = reshape_load(rw, op, c.rhs, Some(rhs_index), d)?;
        let low_mask = match c.mask {
            Some(mask) => Some(reshape_load(rw, op, mask, Some(0), d)?),
            None => None,
        };
        result = contract(rw, op, (lhs, rhs, result), attrs, low_mask)?;
    }
    Some(result)
}

/// See the module doc.
struct ContractionLowering {
    lowering: ContractLowering,
}

impl RewritePattern for ContractionLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ContractionOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "ContractionOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let saved = rw.insertion_point();
        // A masked contraction is replaced with its mask op, in front of it.
        let (root, _) = crate::canonicalize::masks::root_and_mask(rw, op);
        let done = self.lower(op, root, rw);
        rw.set_insertion_point(saved);
        done
    }
}

impl ContractionLowering {
    fn lower(&self, op: OpId, root: OpId, rw: &mut Rewriter<'_>) -> bool {
        if self.lowering == ContractLowering::OuterProduct {
            // Upstream's separate outer-product pattern takes any kind and
            // mixed element types; for the others it is the first choice.
            let Some((c, kind)) = Contract::read(rw, op) else { return false };
            if let Some(result) = super::contract_forms::outer_product(rw, op, &c, kind) {
                rw.replace_op(root, &[result]);
                return true;
            }
        }
        let Some(c) = Contract::of(rw, op) else { return false };
        // The dot and element-wise forms take no mask.
        let chosen = match self.lowering {
            ContractLowering::Dot if c.mask.is_none() => dot(rw, op, &c),
            ContractLowering::ParallelArith if c.mask.is_none() => super::contract_forms::elementwise(rw, op, &c),
            _ => None,
        };
        let result = chosen.or_else(|| {
            let (lhs, rhs) = (c.dims(0), c.dims(1));
            let both = |iter: usize| {
                let it = iter as u32;
                Some((lhs.iter().position(|&d| d == it)?, rhs.iter().position(|&d| d == it)?))
            };
            // The first batch dimension (parallel, in both operands).
            if let Some((l, r)) = (0..c.reduction.len()).filter(|&i| !c.reduction[i]).find_map(both) {
                return lower_parallel(rw, op, &c, Some(l), Some(r));
            }
            let contracting: Vec<(usize, usize)> =
                (0..c.reduction.len()).filter(|&i| c.reduction[i]).filter_map(both).collect();
            if let Some(l) = (0..lhs.len()).find(|l| !contracting.iter().any(|p| p.0 == *l)) {
                return lower_parallel(rw, op, &c, Some(l), None);
            }
            if let Some(r) = (0..rhs.len()).find(|r| !contracting.iter().any(|p| p.1 == *r)) {
                return lower_parallel(rw, op, &c, None, Some(r));
            }
            if contracting.is_empty() {
                return None;
            }
            lower_reduction(rw, op, &c)
        });
        let Some(result) = result else { return false };
        rw.replace_op(root, &[result]);
        true
    }
}

/// What a row-major matrix multiply lowering needs of a contraction
/// (upstream's checks in `ContractionOpToMatmulOpLowering`).
pub struct MatmulOperands {
    pub lhs: Value,
    pub rhs: Value,
    pub acc: Value,
    /// The element type of all three.
    pub element: Type,
    pub kind: CombiningKind,
    /// The lhs is `(k, m)`, the rhs `(n, k)`, the accumulator `(n, m)`.
    pub transpose_lhs: bool,
    pub transpose_rhs: bool,
    pub transpose_result: bool,
}

/// A contraction's iteration space: its indexing maps, which iterators
/// reduce, and the size of each iterator (upstream's
/// `getIndexingMapsArray`, `getIteratorTypesArray` and
/// `getShapeForUnroll`), for patterns that tile a contraction.
pub struct ContractionSpace {
    pub maps: Vec<AffineMap>,
    pub reduction: Vec<bool>,
    /// A reduction's size from the lhs, a parallel iterator's from the
    /// result.
    pub bounds: Vec<i64>,
}

impl ContractionSpace {
    pub fn of(ctx: &Context, body: &strata_ir::Body, op: OpId) -> Option<ContractionSpace> {
        let contract = ContractionOp::cast(ctx, body, op)?;
        let maps: Vec<AffineMap> = indexing_maps(ctx, body, op)?.into_iter().cloned().collect();
        let reduction = reduction_iterators(ctx, body, op);
        if maps.len() != 3 {
            return None;
        }
        let lhs = shape(ctx, body.value_type(contract.lhs(body)));
        let result = shape(ctx, body.value_type(body.results(op)[0]));
        let bounds = reduction
            .iter()
            .enumerate()
            .map(|(i, &r)| match r {
                true => lhs.get(result_index(&maps[0], i)?).copied(),
                false => result.get(result_index(&maps[2], i)?).copied(),
            })
            .collect::<Option<Vec<i64>>>()?;
        Some(ContractionSpace { maps, reduction, bounds })
    }
}

/// `values` (one per dimension of `map`) picked by `map`'s results, which
/// are dimensions (upstream's `applyPermutationMap`).
pub fn apply_permutation_map(map: &AffineMap, values: &[i64]) -> Option<Vec<i64>> {
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => values.get(*d as usize).copied(),
            _ => None,
        })
        .collect()
}

/// An unmasked matmul (iterators parallel, parallel, reduction) of one
/// integer or float element type, with fixed-length vectors, whose lhs is
/// `(m, k)` or `(k, m)`, rhs `(k, n)` or `(n, k)` and accumulator `(m, n)`
/// or `(n, m)`; `None` otherwise.
pub fn matmul_operands(rw: &Rewriter<'_>, op: OpId) -> Option<MatmulOperands> {
    let ctx = rw.ctx();
    let (c, kind) = Contract::read(rw, op)?;
    if c.mask.is_some() || c.reduction != [false, false, true] {
        return None;
    }
    let acc_ty = value_type(rw, c.acc);
    let TypeKind::Vector { scalable, element, .. } = ctx.type_kind(acc_ty) else { return None };
    if scalable.iter().any(|&s| s) || !matches!(ctx.type_kind(*element), TypeKind::Integer { .. } | TypeKind::Float(_))
    {
        return None;
    }
    let same = |v: Value| ctx.element_type_or_self(value_type(rw, v)) == *element;
    if !same(c.lhs) || !same(c.rhs) {
        return None;
    }
    let (m, n, k) = (0, 1, 2);
    let pick = |dims: Vec<u32>, plain: [u32; 2], swapped: [u32; 2]| {
        if dims == plain {
            Some(false)
        } else if dims == swapped {
            Some(true)
        } else {
            None
        }
    };
    Some(MatmulOperands {
        lhs: c.lhs,
        rhs: c.rhs,
        acc: c.acc,
        element: *element,
        kind,
        transpose_lhs: pick(c.dims(0), [m, k], [k, m])?,
        transpose_rhs: pick(c.dims(1), [k, n], [n, k])?,
        transpose_result: pick(c.dims(2), [m, n], [n, m])?,
    })
}
