//! Neon's matrix-multiply-accumulate lowering of a `vector.contract`
//! (upstream's `LowerContractionToNeonI8MMPattern` and
//! `LowerContractionToNeonBFMMLAPattern`).
//!
//! The contraction has iterators (parallel, parallel, reduction) or
//! (parallel, reduction), an lhs of rank 1 or 2 (rank 1: a vecmat, one
//! row), an rhs of rank 2 read as N x K, fixed-length vectors, and M (unless
//! 1), N and K multiples of the sub-tile: 2 x 2 x 8 for i8mm, 2 x 2 x 4 for
//! bf16. For i8mm the inputs are integers of at most 8 bits (see
//! [`super`]), narrower ones extended to `i8` first; for bf16 the inputs
//! are `bf16` and the result `f32` (`bfmmla`).
//!
//! Each tile of the iteration space (K innermost) extracts its operand
//! slices through the indexing maps, collapses them to the 1-D vectors the
//! Neon op takes, chains the accumulator through the K tiles, and inserts
//! the 2x2 result into a zero vector of the result's type. A vecmat pads
//! its lhs and accumulator slices to two rows and keeps the first row of
//! the product.
//!
//! Invariant: as upstream's, the indexing maps are not checked beyond the
//! operand shapes; the maps place the slices.

use strata_dialect_arith::{ConstantOp as ArithConstantOp, ExtSIOp, ExtUIOp};
use strata_dialect_arm_neon::{BfmmlaOp, SmmlaOp, UmmlaOp, UsmmlaOp};
use strata_dialect_vector::transforms::contract::{apply_permutation_map, ContractionSpace};
use strata_dialect_vector::transforms::strided_slice::i64_array;
use strata_dialect_vector::{
    ContractionOp, ExtractOp, ExtractStridedSliceOp, InsertStridedSliceOp, ShapeCastOp, TransposeOp,
};
use strata_ir::{Location, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::{create_or_fold, Rewriter};

use super::{int_inputs, shape_of, IntInputs, Mmla, MmlaExtension};

/// What the match found: the inputs (before their extensions), the op and
/// the tiling.
struct Plan {
    mmla: Mmla,
    swap_operands: bool,
    lhs: Value,
    rhs: Value,
    acc: Value,
    dim_m: i64,
    space: ContractionSpace,
    sub_tile: Vec<i64>,
}

/// Lowers `op` if it matches (see the module doc).
pub(super) fn rewrite(rw: &mut Rewriter<'_>, op: OpId, extension: MmlaExtension) -> bool {
    let plan = match extension {
        MmlaExtension::I8mm => match_i8mm(rw, op),
        MmlaExtension::Bf16 => match_bf16(rw, op),
    };
    let Some(plan) = plan else { return false };
    lower(rw, op, plan);
    true
}

/// The checks both extensions share (upstream's
/// `VectorContractRewriter::matchAndInit`): the iterators, the ranks, no
/// scalable dims, matching K; with M, N and K.
fn match_common(rw: &Rewriter<'_>, op: OpId) -> Option<(ContractionSpace, i64, i64, i64)> {
    let ctx = rw.ctx();
    let body = rw.body();
    let contract = ContractionOp::cast(ctx, body, op)?;
    let space = ContractionSpace::of(ctx, body, op)?;
    if space.reduction != [false, false, true] && space.reduction != [false, true] {
        return None;
    }
    let (lhs, lhs_scalable, _) = shape_of(ctx, body.value_type(contract.lhs(body)))?;
    let (rhs, rhs_scalable, _) = shape_of(ctx, body.value_type(contract.rhs(body)))?;
    if lhs.is_empty() || lhs.len() > 2 || rhs.len() != 2 || lhs_scalable || rhs_scalable {
        return None;
    }
    // The result starts as zeros (as do padded vecmat tiles, of its
    // element type).
    strata_ir::splat::zero_attr(ctx, body.value_type(body.results(op)[0]))?;
    let (dim_n, dim_k) = (rhs[0], rhs[1]);
    let (dim_m, lhs_k) = match lhs.as_slice() {
        [k] => (1, *k),
        [m, k] => (*m, *k),
        _ => return None,
    };
    (lhs_k == dim_k).then_some((space, dim_m, dim_n, dim_k))
}

/// The sub-tile of an iteration space of `rank` iterators for a K step of
/// `k`.
fn sub_tile(rank: usize, dim_m: i64, k: i64) -> Vec<i64> {
    match rank {
        3 => vec![if dim_m == 1 { 1 } else { 2 }, 2, k],
        _ => vec![2, k],
    }
}

fn fits(dim_m: i64, dim_n: i64, dim_k: i64, k: i64) -> bool {
    (dim_m == 1 || dim_m % 2 == 0) && dim_n % 2 == 0 && dim_k % k == 0
}

/// `v`, a vector of integers narrower than 8 bits, extended to `i8`.
fn extend_to_i8(rw: &mut Rewriter<'_>, loc: Location, v: Value, signed: bool) -> Value {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(v);
    let narrow = matches!(ctx.type_kind(ctx.element_type_or_self(ty)), TypeKind::Integer { width, .. } if *width < 8);
    if !narrow {
        return v;
    }
    let Some((shape, _, _)) = shape_of(ctx, ty) else { return v };
    let target = ctx.vector_type(shape, ctx.integer_type(8));
    create_or_fold(rw, |b| match signed {
        true => ExtSIOp::build(b, loc, v, target).into(),
        false => ExtUIOp::build(b, loc, v, target).into(),
    })[0]
}

/// Upstream's `VectorContractRewriterI8MM::matchAndInit`.
fn match_i8mm(rw: &mut Rewriter<'_>, op: OpId) -> Option<Plan> {
    let (space, dim_m, dim_n, dim_k) = match_common(rw, op)?;
    if !fits(dim_m, dim_n, dim_k, 8) {
        return None;
    }
    let ctx = rw.ctx();
    let contract = ContractionOp::cast(ctx, rw.body(), op)?;
    let (lhs, rhs, acc) = (contract.lhs(rw.body()), contract.rhs(rw.body()), contract.acc(rw.body()));
    let IntInputs { mmla, swap_operands, lhs, rhs } = int_inputs(rw, lhs, rhs, |width| width <= 8)?;
    let loc = rw.body().op_loc(op);
    let lhs_signed = mmla == Mmla::Signed || (mmla == Mmla::Mixed && !swap_operands);
    let rhs_signed = mmla == Mmla::Signed || (mmla == Mmla::Mixed && swap_operands);
    let lhs = extend_to_i8(rw, loc, lhs, lhs_signed);
    let rhs = extend_to_i8(rw, loc, rhs, rhs_signed);
    let sub_tile = sub_tile(space.bounds.len(), dim_m, 8);
    Some(Plan { mmla, swap_operands, lhs, rhs, acc, dim_m, space, sub_tile })
}

/// Upstream's `VectorContractRewriterBFMMLA::matchAndInit`.
fn match_bf16(rw: &mut Rewriter<'_>, op: OpId) -> Option<Plan> {
    let (space, dim_m, dim_n, dim_k) = match_common(rw, op)?;
    if !fits(dim_m, dim_n, dim_k, 4) {
        return None;
    }
    let ctx = rw.ctx();
    let body = rw.body();
    let contract = ContractionOp::cast(ctx, body, op)?;
    let result = body.value_type(body.results(op)[0]);
    if shape_of(ctx, result).is_none() || !strata_ir::constraints::is_f32(ctx, ctx.element_type_or_self(result)) {
        return None;
    }
    let lhs = contract.lhs(body);
    if !strata_ir::constraints::is_bf16(ctx, ctx.element_type_or_self(body.value_type(lhs))) {
        return None;
    }
    let sub_tile = sub_tile(space.bounds.len(), dim_m, 4);
    Some(Plan {
        mmla: Mmla::Bfloat,
        swap_operands: false,
        lhs,
        rhs: contract.rhs(body),
        acc: contract.acc(body),
        dim_m,
        space,
        sub_tile,
    })
}

/// The tile offsets of `bounds` by `tile`, the last dimension innermost
/// (upstream's `StaticTileOffsetRange` in the identity loop order).
fn tile_offsets(bounds: &[i64], tile: &[i64]) -> Vec<Vec<i64>> {
    let counts: Vec<i64> = bounds.iter().zip(tile).map(|(&b, &t)| (b + t - 1) / t.max(1)).collect();
    let total: i64 = counts.iter().product();
    let mut index = vec![0i64; counts.len()];
    let mut offsets = Vec::with_capacity(usize::try_from(total).unwrap_or(0));
    for _ in 0..total {
        offsets.push(index.iter().zip(tile).map(|(&i, &t)| i * t).collect());
        strata_dialect_vector::build::next_position(&mut index, &counts);
    }
    offsets
}

/// Upstream's `VectorContractRewriter::lower`.
fn lower(rw: &mut Rewriter<'_>, op: OpId, plan: Plan) {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let value_type = |rw: &Rewriter<'_>, v: Value| rw.body().value_type(v);
    let input_element = ctx.element_type_or_self(value_type(rw, plan.lhs));
    let acc_element = ctx.element_type_or_self(value_type(rw, plan.acc));
    let k = *plan.sub_tile.last().unwrap_or(&1);
    let input_expanded = ctx.vector_type(vec![2, k], input_element);
    let output_expanded = ctx.vector_type(vec![2, 2], acc_element);
    let collapsed_input = ctx.vector_type(vec![2 * k], input_element);
    let collapsed_output = ctx.vector_type(vec![4], acc_element);
    let result_type = value_type(rw, rw.body().results(op)[0]);
    let zero = |rw: &mut Rewriter<'_>, ty: Type| {
        let attr = strata_ir::splat::zero_attr(ctx, ty).expect("the match checked the result type has a zero");
        ArithConstantOp::build(rw, loc, ty, attr).result(rw.body())
    };
    let mut result = zero(rw, result_type);
    let [lhs_map, rhs_map, acc_map] = [0, 1, 2].map(|i| plan.space.maps[i].clone());
    let extract = |rw: &mut Rewriter<'_>, operand: Value, map: &strata_ir::affine::AffineMap, offsets: &[i64]| {
        let shape = apply_permutation_map(map, &plan.sub_tile).unwrap_or_default();
        let ty = ctx.vector_type(shape.clone(), ctx.element_type_or_self(rw.body().value_type(operand)));
        let strides = vec![1; offsets.len()];
        let (offsets, sizes, strides) = (i64_array(ctx, offsets), i64_array(ctx, &shape), i64_array(ctx, &strides));
        create_or_fold(rw, |b| ExtractStridedSliceOp::build(b, loc, operand, ty, offsets, sizes, strides).op())[0]
    };
    let insert = |rw: &mut Rewriter<'_>, value: Value, dest: Value, offsets: &[i64]| {
        let rank = strata_dialect_vector::build::vector_rank(ctx, rw.body().value_type(value));
        let ty = rw.body().value_type(dest);
        let (offsets, strides) = (i64_array(ctx, offsets), i64_array(ctx, &vec![1; rank]));
        create_or_fold(rw, |b| InsertStridedSliceOp::build(b, loc, value, dest, ty, offsets, strides).op())[0]
    };
    let shape_cast = |rw: &mut Rewriter<'_>, v: Value, ty: Type| {
        let at = rw.body().value_loc(v).unwrap_or(loc);
        create_or_fold(rw, |b| ShapeCastOp::build(b, at, v, ty).op())[0]
    };
    let transpose = |rw: &mut Rewriter<'_>, v: Value| {
        let ty = rw.body().value_type(v);
        let mut shape = ctx.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
        shape.reverse();
        let ty = ctx.vector_type(shape, ctx.element_type_or_self(ty));
        let t = TransposeOp::build(rw, loc, v, ty, ctx.dense_i64_array(&[1, 0]));
        rw.body().results(t.op())[0]
    };
    let mut k_acc = None;
    for offsets in tile_offsets(&plan.space.bounds, &plan.sub_tile) {
        let pick = |map| apply_permutation_map(map, &offsets).unwrap_or_default();
        let acc_offsets = pick(&acc_map);
        let mut tiled_lhs = extract(rw, plan.lhs, &lhs_map, &pick(&lhs_map));
        let tiled_rhs = extract(rw, plan.rhs, &rhs_map, &pick(&rhs_map));
        let mut tiled_acc = extract(rw, plan.acc, &acc_map, &acc_offsets);
        if plan.dim_m == 1 {
            let lhs_zeros = zero(rw, input_expanded);
            tiled_lhs = insert(rw, tiled_lhs, lhs_zeros, &[0, 0]);
            let acc_zeros = zero(rw, output_expanded);
            tiled_acc = insert(rw, tiled_acc, acc_zeros, &[0, 0]);
        }
        if plan.swap_operands {
            tiled_acc = transpose(rw, tiled_acc);
        }
        let mut collapsed_lhs = shape_cast(rw, tiled_lhs, collapsed_input);
        let mut collapsed_rhs = shape_cast(rw, tiled_rhs, collapsed_input);
        let acc_in = match (offsets.last() == Some(&0), k_acc) {
            (false, Some(previous)) => previous,
            _ => shape_cast(rw, tiled_acc, collapsed_output),
        };
        if plan.swap_operands {
            std::mem::swap(&mut collapsed_lhs, &mut collapsed_rhs);
        }
        let mmla: OpId = match plan.mmla {
            Mmla::Signed => SmmlaOp::build(rw, loc, acc_in, collapsed_lhs, collapsed_rhs, collapsed_output).into(),
            Mmla::Unsigned => UmmlaOp::build(rw, loc, acc_in, collapsed_lhs, collapsed_rhs, collapsed_output).into(),
            Mmla::Mixed => UsmmlaOp::build(rw, loc, acc_in, collapsed_lhs, collapsed_rhs, collapsed_output).into(),
            Mmla::Bfloat => BfmmlaOp::build(rw, loc, acc_in, collapsed_lhs, collapsed_rhs, collapsed_output).into(),
        };
        let product = rw.body().results(mmla)[0];
        k_acc = Some(product);
        let tiled_acc_type = rw.body().value_type(tiled_acc);
        let mut tiled_result = shape_cast(rw, product, tiled_acc_type);
        if plan.swap_operands {
            tiled_result = transpose(rw, tiled_result);
        }
        if plan.dim_m == 1 {
            let row_type = ctx.vector_type(vec![2], acc_element);
            let at = ctx.dense_i64_array(&[0]);
            tiled_result = create_or_fold(rw, |b| ExtractOp::build(b, loc, tiled_result, &[], row_type, at).op())[0];
        }
        result = insert(rw, tiled_result, result, &acc_offsets);
    }
    rw.replace_op(op, &[result]);
}
