//! `vector.outerproduct` as 1-D arithmetic (upstream's
//! `OuterProductOpLowering`, part of `populateVectorContractLoweringPatterns`):
//! each row is the lhs element broadcast times the rhs, combined with the
//! accumulator's row by the op's kind, inserted into zeros. A float `add`
//! with an accumulator is one `vector.fma`; otherwise a multiplication and
//! the combining op (`createContractArithOp`). With a scalar rhs (AXPY) the
//! rhs is broadcast and the whole op is that arithmetic.
//!
//! Inside a `vector.mask`, the mask op is what is replaced: each row takes
//! its row of the mask, and masked-out lanes keep the accumulator
//! (`selectPassthru`).
//!
//! Invariant: kinds that do not fit the element type are left as they are,
//! and nothing is built for them.

use strata_ir::{Context, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use super::{broadcast, zeros};
use crate::build::{extract_at, insert_at};
use crate::canonicalize::masks::{combining_op, root_and_mask, select_passthru};
use crate::{CombiningKind, FMAOp, OuterProductOp};

/// Adds `OuterProductOpLowering`.
pub fn populate_vector_outer_product_lowering_patterns(set: &mut PatternSet) {
    set.add(OuterProductLowering);
}

/// `createContractArithOp`: `x * y` combined with `acc` by `kind`, or one
/// fma for a float `add` with a vector accumulator; `None` for a kind the
/// element type does not have.
pub(super) fn contract_arith(
    rw: &mut Rewriter<'_>,
    op: OpId,
    (x, y): (Value, Value),
    acc: Option<Value>,
    kind: CombiningKind,
    mask: Option<Value>,
) -> Option<Value> {
    use CombiningKind as K;
    let ctx = rw.ctx();
    let ty = rw.body().value_type(x);
    if !kind_fits(ctx, kind, ty) {
        return None;
    }
    let is_float = matches!(ctx.type_kind(ctx.element_type_or_self(ty)), TypeKind::Float(_));
    let loc = rw.body().op_loc(op);
    let vector_acc = acc.filter(|&a| matches!(ctx.type_kind(rw.body().value_type(a)), TypeKind::Vector { .. }));
    if let (true, Some(acc), K::Add) = (is_float, vector_acc, kind) {
        let fma = FMAOp::build(rw, loc, x, y, acc, ty).op();
        let fma = rw.body().results(fma)[0];
        // Masked-out lanes keep the accumulator.
        return Some(select_passthru(rw, mask, fma, acc, op));
    }
    let mul = combining_op(rw, K::Mul, ty)?;
    let product = mul(rw, loc, (x, y), ty, None);
    let Some(acc) = acc else { return Some(product) };
    let combine = combining_op(rw, kind, ty)?;
    let combined = combine(rw, loc, (product, acc), ty, None);
    Some(select_passthru(rw, mask, combined, acc, op))
}

/// Whether `createContractArithOp` accepts `kind` for `ty`'s elements
/// (checked before anything is built).
fn kind_fits(ctx: &Context, kind: CombiningKind, ty: Type) -> bool {
    use CombiningKind as K;
    let is_float = matches!(ctx.type_kind(ctx.element_type_or_self(ty)), TypeKind::Float(_));
    let float_only = matches!(kind, K::Minnumf | K::Maxnumf | K::Minimumf | K::Maximumf);
    let int_only = matches!(kind, K::And | K::Minui | K::Minsi | K::Maxui | K::Maxsi | K::Or | K::Xor);
    !((is_float && int_only) || (!is_float && float_only))
}

/// See the module doc.
struct OuterProductLowering;

impl RewritePattern for OuterProductLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(OuterProductOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "OuterProductOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(outer) = OuterProductOp::cast(ctx, rw.body(), op) else { return false };
        let body = rw.body();
        let ty: Type = body.value_type(body.results(op)[0]);
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else { return false };
        if shape.len() >= 2 && scalable.iter().all(|&s| s) {
            return false;
        }
        let (lhs, rhs, acc) = (outer.lhs(body), outer.rhs(body), outer.acc(body));
        let kind = outer.kind(ctx, body).unwrap_or(CombiningKind::Add);
        let lhs_ty = body.value_type(lhs);
        let rhs_ty = body.value_type(rhs);
        if !kind_fits(ctx, kind, ty) {
            return false;
        }
        let saved = rw.insertion_point();
        let (root, mask) = root_and_mask(rw, op);
        let value = if !matches!(ctx.type_kind(rhs_ty), TypeKind::Vector { .. }) {
            // AXPY: a vector times a scalar.
            let b = broadcast(rw, op, rhs, lhs_ty);
            contract_arith(rw, op, (lhs, b), acc, kind, mask)
        } else {
            let rows = shape[0];
            let mut result = zeros(rw, op, ty);
            let loc = rw.body().op_loc(op);
            for d in 0..rows {
                let x = extract_at(rw, loc, lhs, &[d]);
                let a = broadcast(rw, op, x, rhs_ty);
                let r = acc.map(|acc| extract_at(rw, loc, acc, &[d]));
                let row_mask = mask.map(|m| extract_at(rw, loc, m, &[d]));
                let row = contract_arith(rw, op, (a, rhs), r, kind, row_mask);
                result = match (result, row) {
                    (Some(result), Some(row)) => Some(insert_at(rw, loc, row, result, &[d])),
                    _ => None,
                };
            }
            result
        };
        let Some(value) = value else {
            rw.set_insertion_point(saved);
            return false;
        };
        rw.replace_op(root, &[value]);
        rw.set_insertion_point(saved);
        true
    }
}
