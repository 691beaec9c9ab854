//! The `vector-contract-lowering` choices other than `dot` (upstream's
//! `ContractionOpToOuterProductOpLowering` with its
//! `UnrolledOuterProductGenerator`, and `ContractOpToElementwise`):
//!
//! - `outerproduct`: a matmul (iterators parallel, parallel, reduction), a
//!   matvec (parallel, reduction) or a transposed matvec (reduction,
//!   parallel) in one of the layouts upstream lists becomes, after
//!   transposing operands so the reduction is the leading dimension, one
//!   `vector.outerproduct` per reduction step, chained through the
//!   accumulator with the contraction's kind; operands of a narrower
//!   element type than the accumulator's are extended first (`arith.extf`,
//!   `arith.extsi`). This form takes any kind and mixed element types.
//! - `parallelarith`: a contraction whose reduction dimensions all have
//!   size one becomes element-wise arithmetic: each operand broadcast to
//!   the parallel dimensions it lacks, transposed to the accumulator's
//!   order behind its reduction dimensions, the unit reduction extracted,
//!   then multiplied and added to the accumulator (one `vector.fma` for
//!   floats with a vector accumulator).
//!
//! Invariant: nothing is built unless the form applies; masked
//! contractions are left to the caller's fallback (which leaves them).

use strata_dialect_arith as arith;
use strata_ir::{Context, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::contract::{transpose, Contract};
use super::outer_product::contract_arith;
use crate::build::extract_at;
use crate::{BroadcastOp, CombiningKind, OuterProductOp, TransposeOp};

/// `UnrolledOuterProductGenerator`'s matmat, matvec and tmatvec, in
/// upstream's order: `None` when no layout matches.
pub(super) fn outer_product(rw: &mut Rewriter<'_>, op: OpId, c: &Contract, kind: CombiningKind) -> Option<Value> {
    let maps = [c.dims(0), c.dims(1), c.dims(2)];
    let layout = |l: &[u32], r: &[u32], a: &[u32]| maps[0] == l && maps[1] == r && maps[2] == a;
    // Each layout: which operand goes first, which are transposed (in the
    // order upstream builds them), and the lhs dimension the reduction
    // runs along.
    use Operand::{Lhs, Rhs};
    let (order, transposed, reduction_dim, mask_perm): ([Operand; 2], &[Operand], usize, Option<&[i64]>);
    if c.reduction == [false, false, true] {
        let (m, n, k) = (0, 1, 2);
        (order, transposed, reduction_dim) = if layout(&[m, k], &[k, n], &[m, n]) {
            case([Lhs, Rhs], &[Lhs], 1)
        } else if layout(&[m, k], &[n, k], &[m, n]) {
            case([Lhs, Rhs], &[Lhs, Rhs], 1)
        } else if layout(&[k, m], &[k, n], &[m, n]) {
            case([Lhs, Rhs], &[], 0)
        } else if layout(&[k, m], &[n, k], &[m, n]) {
            case([Lhs, Rhs], &[Rhs], 0)
        } else if layout(&[m, k], &[k, n], &[n, m]) {
            case([Rhs, Lhs], &[Lhs], 1)
        } else if layout(&[m, k], &[n, k], &[n, m]) {
            case([Rhs, Lhs], &[Rhs, Lhs], 1)
        } else if layout(&[k, m], &[k, n], &[n, m]) {
            case([Rhs, Lhs], &[], 0)
        } else if layout(&[k, m], &[n, k], &[n, m]) {
            case([Rhs, Lhs], &[Rhs], 0)
        } else {
            return None;
        };
        // The steps' masks are (m, n) slices, or (n, m) ones for an (n, m)
        // accumulator. Upstream slices (m, n) for both, which fails to
        // verify for the latter (`docs/differences.md`).
        mask_perm = if maps[2] == [m, n] { Some(&[2, 0, 1]) } else { Some(&[2, 1, 0]) };
    } else if c.reduction == [false, true] || c.reduction == [true, false] {
        // matvec binds (m, k) to dims (0, 1) and transposes its mask;
        // tmatvec binds them to (1, 0) and takes the mask as it is.
        let matvec = c.reduction[1];
        let (m, k) = if matvec { (0, 1) } else { (1, 0) };
        (order, transposed, reduction_dim) = if layout(&[m, k], &[k], &[m]) {
            case([Lhs, Rhs], &[Lhs], 1)
        } else if layout(&[k, m], &[k], &[m]) {
            case([Lhs, Rhs], &[], 0)
        } else if layout(&[k], &[m, k], &[m]) {
            case([Rhs, Lhs], &[Rhs], 0)
        } else if layout(&[k], &[k, m], &[m]) {
            case([Rhs, Lhs], &[], 0)
        } else {
            return None;
        };
        mask_perm = if matvec { Some(&[1, 0]) } else { None };
    } else {
        return None;
    }
    let ctx = rw.ctx();
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(rw.body().value_type(c.lhs)) else { return None };
    if scalable[reduction_dim] {
        return None;
    }
    let size = shape[reduction_dim];
    let (mut lhs, mut rhs) = (c.lhs, c.rhs);
    for operand in transposed {
        match operand {
            Lhs => lhs = transpose(rw, op, lhs),
            Rhs => rhs = transpose(rw, op, rhs),
        }
    }
    let mask = match (c.mask, mask_perm) {
        (Some(mask), Some(perm)) => Some(permute(rw, op, mask, perm)),
        (mask, _) => mask,
    };
    let (a, b) = if order[0] == Lhs { (lhs, rhs) } else { (rhs, lhs) };
    let res_ty = rw.body().value_type(c.acc);
    let res_element = ctx.element_type_or_self(res_ty);
    let loc = rw.body().op_loc(op);
    let mut res = c.acc;
    for step in 0..size {
        let x = extract_at(rw, loc, a, &[step]);
        let y = extract_at(rw, loc, b, &[step]);
        let x = promote(rw, op, x, res_element);
        let y = promote(rw, op, y, res_element);
        let step_mask = mask.map(|m| extract_at(rw, loc, m, &[step]));
        let outer = OuterProductOp::build(rw, loc, x, y, Some(res), res_ty, Some(kind)).op();
        res = super::mask_operation(rw, outer, step_mask)?;
    }
    Some(res)
}

/// One outer-product layout (see [`outer_product`]).
fn case(
    order: [Operand; 2],
    transposed: &'static [Operand],
    reduction_dim: usize,
) -> ([Operand; 2], &'static [Operand], usize) {
    (order, transposed, reduction_dim)
}

/// The operands of a contraction, as the outer-product layouts name them.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Operand {
    Lhs,
    Rhs,
}

/// `v` extended to elements of `element` when its own are narrower.
fn promote(rw: &mut Rewriter<'_>, op: OpId, v: Value, element: Type) -> Value {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(v);
    if ctx.element_type_or_self(ty) == element {
        return v;
    }
    let promoted = match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element })
        }
        _ => element,
    };
    let loc = rw.body().op_loc(op);
    if matches!(ctx.type_kind(element), TypeKind::Float(_)) {
        arith::ExtFOp::build(rw, loc, v, promoted, None).out(rw.body())
    } else {
        arith::ExtSIOp::build(rw, loc, v, promoted).out(rw.body())
    }
}

/// `ContractOpToElementwise`: `None` (nothing built) unless every
/// reduction dimension of both operands has size one.
pub(super) fn elementwise(rw: &mut Rewriter<'_>, op: OpId, c: &Contract) -> Option<Value> {
    let ctx = rw.ctx();
    // Empty for a scalar result, which then needs no broadcast.
    let result_shape = shape_of(ctx, rw.body().value_type(rw.body().results(op)[0]));
    let (lhs_dims, rhs_dims, acc_dims) = (c.dims(0), c.dims(1), c.dims(2));
    let lhs_shape = shape_of(ctx, rw.body().value_type(c.lhs));
    let rhs_shape = shape_of(ctx, rw.body().value_type(c.rhs));
    // Positions of the reduction dimensions in each operand.
    let reductions =
        |dims: &[u32]| -> Vec<usize> { (0..dims.len()).filter(|&i| c.reduction[dims[i] as usize]).collect() };
    let (lhs_red, rhs_red) = (reductions(&lhs_dims), reductions(&rhs_dims));
    if lhs_red.iter().any(|&d| lhs_shape[d] != 1) || rhs_red.iter().any(|&d| rhs_shape[d] != 1) {
        return None;
    }
    let plan = |dims: &[u32], red: &[usize]| -> (Vec<i64>, Vec<i64>) {
        let missing = acc_dims.len() - (dims.len() - red.len());
        let mut broadcast = Vec::new();
        let mut perm: Vec<i64> = red.iter().map(|&d| (missing + d) as i64).collect();
        for (i, &dim) in acc_dims.iter().enumerate() {
            match dims.iter().position(|&d| d == dim) {
                Some(p) => perm.push((missing + p) as i64),
                None => {
                    broadcast.push(result_shape[i]);
                    perm.push(broadcast.len() as i64 - 1);
                }
            }
        }
        (broadcast, perm)
    };
    let (lhs_broadcast, lhs_perm) = plan(&lhs_dims, &lhs_red);
    let (rhs_broadcast, rhs_perm) = plan(&rhs_dims, &rhs_red);
    let loc = rw.body().op_loc(op);
    let widen = |rw: &mut Rewriter<'_>, v: Value, mut dims: Vec<i64>, shape: &[i64]| -> Value {
        if dims.is_empty() {
            return v;
        }
        let ctx = rw.ctx();
        dims.extend_from_slice(shape);
        let ty = ctx.vector_type(dims, ctx.element_type_or_self(rw.body().value_type(v)));
        BroadcastOp::build(rw, loc, v, ty).vector(rw.body())
    };
    let lhs = widen(rw, c.lhs, lhs_broadcast, &lhs_shape);
    let rhs = widen(rw, c.rhs, rhs_broadcast, &rhs_shape);
    let lhs = permute(rw, op, lhs, &lhs_perm);
    let rhs = permute(rw, op, rhs, &rhs_perm);
    let lhs = extract_at(rw, loc, lhs, &vec![0; lhs_red.len()]);
    let rhs = extract_at(rw, loc, rhs, &vec![0; rhs_red.len()]);
    contract_arith(rw, op, (lhs, rhs), Some(c.acc), CombiningKind::Add, None)
}

fn shape_of(ctx: &Context, ty: Type) -> Vec<i64> {
    ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default()
}

/// `vector.transpose v, perm`.
fn permute(rw: &mut Rewriter<'_>, op: OpId, v: Value, perm: &[i64]) -> Value {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(v);
    let shape = shape_of(ctx, ty);
    let permuted: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
    let ty = ctx.vector_type(permuted, ctx.element_type_or_self(ty));
    let loc = rw.body().op_loc(op);
    let t = TransposeOp::build(rw, loc, v, ty, ctx.dense_i64_array(perm)).op();
    rw.body().results(t)[0]
}
