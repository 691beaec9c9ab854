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
    let (lhs, rhs) = (c.lhs, c.rhs);
    let iterators: Vec<bool> = c.reduction.clone();
    // Each case: (lhs, rhs) after their transposes, and the lhs dimension
    // the reduction runs along (read of the original lhs type).
    let case: (Value, Value, usize);
    if iterators == [false, false, true] {
        let (m, n, k) = (0, 1, 2);
        case = if layout(&[m, k], &[k, n], &[m, n]) {
            (transpose(rw, op, lhs), rhs, 1)
        } else if layout(&[m, k], &[n, k], &[m, n]) {
            let tl = transpose(rw, op, lhs);
            (tl, transpose(rw, op, rhs), 1)
        } else if layout(&[k, m], &[k, n], &[m, n]) {
            (lhs, rhs, 0)
        } else if layout(&[k, m], &[n, k], &[m, n]) {
            (lhs, transpose(rw, op, rhs), 0)
        } else if layout(&[m, k], &[k, n], &[n, m]) {
            (rhs, transpose(rw, op, lhs), 1)
        } else if layout(&[m, k], &[n, k], &[n, m]) {
            let tr = transpose(rw, op, rhs);
            (tr, transpose(rw, op, lhs), 1)
        } else if layout(&[k, m], &[k, n], &[n, m]) {
            (rhs, lhs, 0)
        } else if layout(&[k, m], &[n, k], &[n, m]) {
            (transpose(rw, op, rhs), lhs, 0)
        } else {
            return None;
        };
    } else if iterators == [false, true] || iterators == [true, false] {
        // matvec binds (m, k) to dims (0, 1); tmatvec to (1, 0).
        let (m, k) = if iterators[1] { (0, 1) } else { (1, 0) };
        case = if layout(&[m, k], &[k], &[m]) {
            (transpose(rw, op, lhs), rhs, 1)
        } else if layout(&[k, m], &[k], &[m]) {
            (lhs, rhs, 0)
        } else if layout(&[k], &[m, k], &[m]) {
            (transpose(rw, op, rhs), lhs, 0)
        } else if layout(&[k], &[k, m], &[m]) {
            (rhs, lhs, 0)
        } else {
            return None;
        };
    } else {
        return None;
    }
    let (a, b, reduction_dim) = case;
    let ctx = rw.ctx();
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(rw.body().value_type(lhs)) else { return None };
    if scalable[reduction_dim] {
        return None;
    }
    let size = shape[reduction_dim];
    let res_ty = rw.body().value_type(c.acc);
    let res_element = ctx.element_type_or_self(res_ty);
    let loc = rw.body().op_loc(op);
    let mut res = c.acc;
    for step in 0..size {
        let x = extract_at(rw, loc, a, &[step]);
        let y = extract_at(rw, loc, b, &[step]);
        let x = promote(rw, op, x, res_element);
        let y = promote(rw, op, y, res_element);
        let outer = OuterProductOp::build(rw, loc, x, y, Some(res), res_ty, Some(kind)).op();
        res = rw.body().results(outer)[0];
    }
    Some(res)
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
    contract_arith(rw, op, (lhs, rhs), Some(c.acc), CombiningKind::Add)
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
