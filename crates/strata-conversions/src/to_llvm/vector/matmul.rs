//! `vector-contract-lowering=llvmintr`: a row-major matrix multiply as
//! `llvm.intr.matrix.multiply` (upstream's `ContractionOpToMatmulOpLowering`,
//! which `convert-vector-to-llvm` adds with benefit 100 so it goes before
//! the general contraction lowering). The operands are transposed to
//! `(m, k)` and `(k, n)`, flattened by shape casts, multiplied, cast back
//! to `m x n` (transposed for an `(n, m)` accumulator) and added to the
//! accumulator.
//!
//! Invariant: only the `add` kind is lowered. Upstream's pattern ignores
//! the kind and adds the product for any (a `mul` contraction becomes
//! `acc + A * B`); strata leaves other kinds as the general lowering does
//! (`docs/differences.md`). Masked, scalable and mixed-type contractions
//! are left too, and nothing is built unless all three maps fit.

use strata_dialect_arith as arith;
use strata_dialect_llvm::MatrixMultiplyOp;
use strata_dialect_vector::transforms::contract::{matmul_operands, transpose};
use strata_dialect_vector::{CombiningKind, ContractionOp, ShapeCastOp};
use strata_ir::{Context, OpClass, OpId, OpName, TypeKind, Value};
use strata_rewrite::{PatternBenefit, RewritePattern, Rewriter};

/// See the module doc.
pub(super) struct ContractionToMatmul;

impl RewritePattern for ContractionToMatmul {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ContractionOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "ContractionOpToMatmulOpLowering"
    }
    fn benefit(&self) -> PatternBenefit {
        PatternBenefit(100)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(m) = matmul_operands(rw, op) else { return false };
        if m.kind != CombiningKind::Add {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let t = |rw: &mut Rewriter<'_>, v: Value| transpose(rw, op, v);
        let lhs = if m.transpose_lhs { t(rw, m.lhs) } else { m.lhs };
        let rhs = if m.transpose_rhs { t(rw, m.rhs) } else { m.rhs };
        let (Some(l), Some(r)) = (ctx.shape(rw.body().value_type(lhs)), ctx.shape(rw.body().value_type(rhs))) else {
            return false;
        };
        let (lhs_rows, lhs_columns, rhs_columns) = (l[0], l[1], r[1]);
        let flat_lhs = ctx.vector_type(vec![lhs_rows * lhs_columns], m.element);
        let lhs = ShapeCastOp::build(rw, loc, lhs, flat_lhs).result(rw.body());
        let flat_rhs = ctx.vector_type(vec![lhs_columns * rhs_columns], m.element);
        let rhs = ShapeCastOp::build(rw, loc, rhs, flat_rhs).result(rw.body());
        let i32_attr = |v: i64| ctx.integer_attr(ctx.integer_type(32), v);
        let product_ty = ctx.vector_type(vec![lhs_rows * rhs_columns], m.element);
        let product = MatrixMultiplyOp::build(
            rw,
            loc,
            lhs,
            rhs,
            product_ty,
            i32_attr(lhs_rows),
            i32_attr(lhs_columns),
            i32_attr(rhs_columns),
        )
        .op();
        let product = rw.body().results(product)[0];
        let matrix_ty = ctx.vector_type(vec![lhs_rows, rhs_columns], m.element);
        let mut product = ShapeCastOp::build(rw, loc, product, matrix_ty).result(rw.body());
        if m.transpose_result {
            product = t(rw, product);
        }
        let acc_ty = rw.body().value_type(m.acc);
        let sum = if matches!(ctx.type_kind(m.element), TypeKind::Integer { .. }) {
            arith::AddIOp::build(rw, loc, m.acc, product, acc_ty, None).result(rw.body())
        } else {
            arith::AddFOp::build(rw, loc, m.acc, product, acc_ty, None).result(rw.body())
        };
        rw.replace_op(op, &[sum]);
        true
    }
}
