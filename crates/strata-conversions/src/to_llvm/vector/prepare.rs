//! The greedy rewrite `convert-vector-to-llvm` runs before converting
//! (upstream's pass applies its vector-to-vector lowering patterns with
//! `applyPatternsGreedily`): folding to fixpoint, constants uniqued and
//! hoisted, dead ops erased, and upstream's pattern groups:
//!
//! - the vector-to-vector canonicalizations (masks known all true or all
//!   false, `create_mask` of constants, transposes of transposes);
//! - n-D broadcasts, masks and shape casts one rank lower, strided slices
//!   as shuffles ([`strata_dialect_vector::transforms`]);
//! - `vector.step` of a fixed length as an `arith.constant`
//!   (`StepToArithConstantOpRewrite`);
//! - an n-D `vector.bitcast` as 1-D bitcasts of each innermost vector,
//!   inserted into a `ub.poison` in row-major order (`UnrollBitCastOp`);
//! - an n-D `vector.from_elements` as `from_elements` of each leading
//!   slice inserted into a `ub.poison`, one dimension at a time
//!   (`UnrollFromElements`), and an n-D `vector.to_elements` as the
//!   `to_elements` of each leading slice (`UnrollToElements`);
//! - 1-D transfers as (masked) loads and stores, 1-D masks as comparisons
//!   ([`super::transfer`]);
//! - `vector.transpose` as the chosen `vector-transpose-lowering` makes it
//!   ([`super::transpose`]);
//! - an n-D `vector.fma` as 1-D ones (`VectorFMAOpNDRewritePattern`);
//! - with i8mm or bf16 for Neon or SVE, matrix-multiplying contractions as
//!   the target's matrix-multiply-accumulate ops ([`super::mmla`]).
//!
//! Invariant: the patterns only rewrite vector ops into vector, arith and
//! ub ops the conversion then lowers (or leaves, as upstream's would).

use strata_dialect_arith::ConstantOp as ArithConstantOp;
use strata_dialect_ub::PoisonOp;
use strata_dialect_vector::build::{extract_at, insert_at, next_position, without_leading_dims};
use strata_dialect_vector::transforms;
use strata_dialect_vector::transforms::{broadcast, drop_leading, zeros};
use strata_dialect_vector::{BitCastOp, ExtractOp, FMAOp, FromElementsOp, InsertOp, StepOp, ToElementsOp};
use strata_ir::{Context, DenseValue, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_pass::{PassFailed, PassRun};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Runs the prepass on `op`.
pub fn prepare(
    run: &mut PassRun<'_>,
    body: &mut strata_ir::Body,
    op: OpId,
    options: super::VectorToLlvmOptions,
    mmla_lowerings: &[(super::mmla::MmlaTarget, super::mmla::MmlaExtension)],
) -> Result<(), PassFailed> {
    let mut set = PatternSet::new();
    strata_dialect_vector::canonicalize::vector_to_vector(&mut set);
    set.add(StepToConstant);
    set.add(UnrollBitCast);
    set.add(UnrollFromElements);
    set.add(UnrollToElements);
    transforms::populate_vector_broadcast_lowering_patterns(&mut set);
    transforms::populate_vector_outer_product_lowering_patterns(&mut set);
    transforms::populate_vector_contract_lowering_patterns(&mut set, options.contract_lowering);
    if options.contract_lowering == transforms::ContractLowering::LlvmIntr {
        set.add(super::matmul::ContractionToMatmul);
    }
    transforms::populate_vector_mask_op_lowering_patterns(&mut set);
    transforms::populate_vector_shape_cast_lowering_patterns(&mut set);
    transforms::populate_vector_interleave_lowering_patterns(&mut set);
    super::transpose::populate(&mut set, options.transpose_lowering);
    super::transfer::populate(&mut set, options.force_32bit_vector_indices);
    transforms::populate_vector_insert_extract_strided_slice_transforms(&mut set);
    set.add(FmaUnroll);
    transforms::populate_vector_gather_lowering_patterns(&mut set);
    super::mmla::populate(&mut set, mmla_lowerings);
    crate::apply_patterns_greedily(run, body, op, set)?;
    Ok(())
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// The shape of a vector type whose leading dimension is not scalable,
/// of rank 2 or more; `None` otherwise.
fn unrollable(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type)> {
    match strata_ir::constraints::scalable_at_most_last(ctx, ty) {
        Some((shape, _, element)) if shape.len() >= 2 => Some((shape.to_vec(), element)),
        _ => None,
    }
}

/// See the module doc.
struct StepToConstant;

impl RewritePattern for StepToConstant {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(StepOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "StepToArithConstantOpRewrite"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = result_type(rw, op);
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else { return false };
        if scalable.iter().any(|&s| s) || shape.len() != 1 {
            return false;
        }
        let values: Vec<DenseValue> =
            (0..shape[0]).map(|i| DenseValue::Int(strata_ir::ApInt::from_u64(64, i as u64))).collect();
        let value = strata_ir::splat::elements_attr(ctx, ty, values);
        let loc = rw.body().op_loc(op);
        let constant = ArithConstantOp::build(rw, loc, ty, value).result(rw.body());
        rw.replace_op(op, &[constant]);
        true
    }
}

/// See the module doc.
struct UnrollBitCast;

impl RewritePattern for UnrollBitCast {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(BitCastOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "UnrollBitCastOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = result_type(rw, op);
        let Some((shape, _)) = unrollable(ctx, ty) else { return false };
        let leading = &shape[..shape.len() - 1];
        // The innermost dimension keeps its scalability.
        let one_d = without_leading_dims(ctx, ty, leading.len());
        let source = rw.body().operand(op, 0);
        let source_1d = without_leading_dims(ctx, rw.body().value_type(source), leading.len());
        let loc = rw.body().op_loc(op);
        let mut result = PoisonOp::build(rw, loc, ty, None).result(rw.body());
        let mut position = vec![0i64; leading.len()];
        let count: i64 = leading.iter().product();
        for _ in 0..count {
            let at = ctx.dense_i64_array(&position);
            let part = ExtractOp::build(rw, loc, source, &[], source_1d, at).result(rw.body());
            let cast = BitCastOp::build(rw, loc, part, one_d).result(rw.body());
            result = InsertOp::build(rw, loc, cast, result, &[], ty, at).result(rw.body());
            next_position(&mut position, leading);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// See the module doc.
struct UnrollFromElements;

impl RewritePattern for UnrollFromElements {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(FromElementsOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "UnrollFromElements"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = result_type(rw, op);
        let Some((shape, element)) = unrollable(ctx, ty) else { return false };
        let sub = ctx.vector_type(shape[1..].to_vec(), element);
        let per: usize = shape[1..].iter().product::<i64>().try_into().unwrap_or(0);
        let elements: Vec<Value> = rw.body().operands(op).collect();
        if per == 0 || elements.len() != per * usize::try_from(shape[0]).unwrap_or(0) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let mut result = PoisonOp::build(rw, loc, ty, None).result(rw.body());
        for (i, chunk) in elements.chunks(per).enumerate() {
            let part = FromElementsOp::build(rw, loc, chunk, sub).dest(rw.body());
            let at = ctx.dense_i64_array(&[i as i64]);
            result = InsertOp::build(rw, loc, part, result, &[], ty, at).result(rw.body());
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// See the module doc. The slices are extracted first, then decomposed,
/// at the source's location (upstream's `unrollVectorValue`).
struct UnrollToElements;

impl RewritePattern for UnrollToElements {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ToElementsOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "UnrollToElements"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let source = rw.body().operand(op, 0);
        let ty = rw.body().value_type(source);
        let Some((shape, element)) = unrollable(ctx, ty) else { return false };
        let loc = rw.body().value_loc(source).unwrap_or_else(|| rw.body().op_loc(op));
        let slices: Vec<Value> = (0..shape[0]).map(|i| extract_at(rw, loc, source, &[i])).collect();
        let per: usize = shape[1..].iter().product::<i64>().try_into().unwrap_or(0);
        let element_types = vec![element; per];
        let op_loc = rw.body().op_loc(op);
        let mut results: Vec<Value> = Vec::with_capacity(per * slices.len());
        for slice in slices {
            let part = ToElementsOp::build(rw, op_loc, slice, &element_types).op();
            results.extend_from_slice(rw.body().results(part));
        }
        rw.replace_op(op, &results);
        true
    }
}

/// A `vector.fma` of rank 2 or more as the fma of each leading slice,
/// inserted into a zero vector (`VectorFMAOpNDRewritePattern`).
struct FmaUnroll;

impl RewritePattern for FmaUnroll {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(FMAOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "VectorFMAOpNDRewritePattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = result_type(rw, op);
        let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty) else { return false };
        if shape.len() < 2 {
            return false;
        }
        let Some((length, false, lower)) = drop_leading(ctx, ty) else { return false };
        let Some(zero) = zeros(rw, op, *element) else { return false };
        let mut result = broadcast(rw, op, zero, ty);
        let (lhs, rhs, acc) = (rw.body().operand(op, 0), rw.body().operand(op, 1), rw.body().operand(op, 2));
        let loc = rw.body().op_loc(op);
        for d in 0..length {
            let (l, r, a) =
                (extract_at(rw, loc, lhs, &[d]), extract_at(rw, loc, rhs, &[d]), extract_at(rw, loc, acc, &[d]));
            let fma = FMAOp::build(rw, loc, l, r, a, lower).op();
            let fma = rw.body().results(fma)[0];
            result = insert_at(rw, loc, fma, result, &[d]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}
