//! SVE's matrix-multiply-accumulate lowering of a `vector.contract`
//! (upstream's `LowerContractionToSVEI8MMPattern` and
//! `LowerContractionToSVEBFMMLAPattern`).
//!
//! The contraction is an `add` matmul with a transposed rhs (maps `(m,
//! k)`, `(n, k)`, `(m, n)`): a fixed M x K lhs, a [N] x K rhs scalable in
//! N, M and N even, K 8 for i8mm (inputs extensions of `i8` to `i32`, see
//! [`super`]; an `i32` result) and 4 for bf16 (`bf16` inputs, an `f32`
//! result).
//!
//! Each pair of lhs rows is concatenated, put in a scalable vector and
//! replicated into every 128-bit segment (`dupq_lane`); the rhs is
//! flattened and read as N/2 scalable K x [2] tiles; each pair of
//! accumulator rows is interleaved by pairs of elements (through a bitcast
//! to 64-bit elements) so that every 2x2 tile is four consecutive
//! elements, or element by element when the operands are swapped, which
//! transposes each tile. One mmla per tile; the results are put back
//! together by the inverse deinterleave and inserted row by row into a
//! poison vector.
//!
//! Invariant: the rhs's flattening `vector.shape_cast` is left as upstream
//! leaves it (no lowering for a shape cast of a vector scalable in a
//! leading dimension).

use strata_dialect_arm_sve::{BfmmlaOp, DupQLaneOp, SmmlaOp, UmmlaOp, UsmmlaOp};
use strata_dialect_ub::PoisonOp;
use strata_dialect_vector::build::{extract_at, insert_at};
use strata_dialect_vector::transforms::contract::ContractionSpace;
use strata_dialect_vector::{
    BitCastOp, CombiningKind, ContractionOp, DeinterleaveOp, InterleaveOp, ScalableExtractOp, ScalableInsertOp,
    ShapeCastOp, ShuffleOp,
};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Context, Location, OpClass, OpId, Type, Value};
use strata_rewrite::Rewriter;

use super::{int_inputs, shape_of, IntInputs, Mmla, MmlaExtension};

/// Lowers `op` if it matches (see the module doc).
pub(super) fn rewrite(rw: &mut Rewriter<'_>, op: OpId, extension: MmlaExtension) -> bool {
    let Some(plan) = plan(rw, op, extension) else { return false };
    let result = lower(rw, op, &plan);
    rw.replace_op(op, &[result]);
    true
}

/// What the match found (upstream's `VectorContractRewriter` state).
struct Plan {
    mmla: Mmla,
    swap_operands: bool,
    lhs: Value,
    rhs: Value,
    acc: Value,
    m: i64,
    n: i64,
    k: i64,
    /// The 1-D scalable types of the mmla's two inputs (one type) and its
    /// accumulator.
    flat_input: Type,
    flat_acc: Type,
    /// The whole rhs, flattened.
    flat_rhs_tile: Type,
    /// An accumulator row, two of them, and both as 64-bit elements.
    acc_row: Type,
    acc_row_x2: Type,
    acc_row_64: Type,
    acc_row_x2_64: Type,
}

/// `(d0, d1, d2) -> (d{a}, d{b})`.
fn is_map(map: &AffineMap, a: u32, b: u32) -> bool {
    map.num_dims == 3 && map.num_symbols == 0 && map.results == [AffineExpr::Dim(a), AffineExpr::Dim(b)]
}

/// Upstream's `VectorContractRewriter::match` and the extension's own
/// checks; `None` when the contraction does not lower.
fn plan(rw: &Rewriter<'_>, op: OpId, extension: MmlaExtension) -> Option<Plan> {
    let ctx = rw.ctx();
    let body = rw.body();
    let contract = ContractionOp::cast(ctx, body, op)?;
    let space = ContractionSpace::of(ctx, body, op)?;
    if space.reduction != [false, false, true] {
        return None;
    }
    let [lhs_map, rhs_map, acc_map] = [0, 1, 2].map(|i| &space.maps[i]);
    if !is_map(lhs_map, 0, 2) || !is_map(rhs_map, 1, 2) || !is_map(acc_map, 0, 1) {
        return None;
    }
    if contract.kind(ctx, body).unwrap_or(CombiningKind::Add) != CombiningKind::Add {
        return None;
    }
    let (lhs, rhs, acc) = (contract.lhs(body), contract.rhs(body), contract.acc(body));
    let (lhs_shape, lhs_scalable, lhs_element) = shape_of(ctx, body.value_type(lhs))?;
    let rhs_ty = body.value_type(rhs);
    let strata_ir::TypeKind::Vector { shape: rhs_shape, scalable: rhs_scalable, .. } = ctx.type_kind(rhs_ty) else {
        return None;
    };
    let (m, n, k) = (*lhs_shape.first()?, *rhs_shape.first()?, *rhs_shape.get(1)?);
    let k_wanted = match extension {
        MmlaExtension::I8mm => 8,
        MmlaExtension::Bf16 => 4,
    };
    if lhs_scalable
        || rhs_scalable != &[true, false]
        || lhs_shape.get(1) != Some(&k)
        || k != k_wanted
        || m < 2
        || m % 2 != 0
        || n < 2
        || n % 2 != 0
    {
        return None;
    }
    let result = ctx.element_type_or_self(body.value_type(body.results(op)[0]));
    let scalable = |len: i64, element: Type| {
        ctx.intern_type(strata_ir::TypeKind::Vector { shape: vec![len], scalable: vec![true], element })
    };
    let i64_ty = ctx.integer_type(64);
    let (mmla, swap_operands, lhs, rhs, input, output) = match extension {
        MmlaExtension::I8mm => {
            if !ctx.is_signless_integer(result, 32) {
                return None;
            }
            let IntInputs { mmla, swap_operands, lhs, rhs } = int_inputs(rw, lhs, rhs, |width| width == 8)?;
            (mmla, swap_operands, lhs, rhs, ctx.integer_type(8), result)
        }
        MmlaExtension::Bf16 => {
            if !strata_ir::constraints::is_f32(ctx, result) || !strata_ir::constraints::is_bf16(ctx, lhs_element) {
                return None;
            }
            (Mmla::Bfloat, false, lhs, rhs, lhs_element, result)
        }
    };
    Some(Plan {
        mmla,
        swap_operands,
        lhs,
        rhs,
        acc,
        m,
        n,
        k,
        flat_input: scalable(2 * k, input),
        flat_acc: scalable(4, output),
        flat_rhs_tile: scalable(k * n, input),
        acc_row: scalable(n, output),
        acc_row_x2: scalable(2 * n, output),
        acc_row_64: scalable(n / 2, i64_ty),
        acc_row_x2_64: scalable(n, i64_ty),
    })
}

fn poison(rw: &mut Rewriter<'_>, loc: Location, ty: Type) -> Value {
    PoisonOp::build(rw, loc, ty, None).result(rw.body())
}

fn bitcast(rw: &mut Rewriter<'_>, loc: Location, v: Value, ty: Type) -> Value {
    let cast = BitCastOp::build(rw, loc, v, ty);
    rw.body().results(cast.op())[0]
}

fn scalable_extract(rw: &mut Rewriter<'_>, loc: Location, v: Value, ty: Type, pos: i64) -> Value {
    let at = rw.ctx().integer_attr(rw.ctx().integer_type(64), pos);
    let extract = ScalableExtractOp::build(rw, loc, v, ty, at);
    rw.body().results(extract.op())[0]
}

fn scalable_insert(rw: &mut Rewriter<'_>, loc: Location, v: Value, dest: Value, pos: i64) -> Value {
    let ty = rw.body().value_type(dest);
    let at = rw.ctx().integer_attr(rw.ctx().integer_type(64), pos);
    let insert = ScalableInsertOp::build(rw, loc, v, dest, ty, at);
    rw.body().results(insert.op())[0]
}

/// The vector type `ty` with its trailing dimension scaled by `num / den`
/// (the result types of `vector.interleave` and `vector.deinterleave`).
fn scale_trailing(ctx: &Context, ty: Type, num: i64, den: i64) -> Type {
    let strata_ir::TypeKind::Vector { shape, scalable, element } = ctx.type_kind(ty) else { return ty };
    let mut shape = shape.clone();
    if let Some(last) = shape.last_mut() {
        *last = *last * num / den;
    }
    ctx.intern_type(strata_ir::TypeKind::Vector { shape, scalable: scalable.clone(), element: *element })
}

/// Upstream's `VectorContractRewriter::rewrite`.
fn lower(rw: &mut Rewriter<'_>, op: OpId, plan: &Plan) -> Value {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let lhs_tiles: Vec<Value> = (0..plan.m)
        .step_by(2)
        .map(|i| {
            let r0 = extract_at(rw, loc, plan.lhs, &[i]);
            let r1 = extract_at(rw, loc, plan.lhs, &[i + 1]);
            let element = ctx.element_type_or_self(rw.body().value_type(r0));
            let concat = ctx.vector_type(vec![2 * plan.k], element);
            let mask: Vec<i64> = (0..2 * plan.k).collect();
            let t = ShuffleOp::build(rw, loc, r0, r1, concat, ctx.dense_i64_array(&mask)).vector(rw.body());
            let empty = poison(rw, loc, plan.flat_input);
            let s = scalable_insert(rw, loc, t, empty, 0);
            let lane = ctx.integer_attr(ctx.integer_type(64), 0);
            let dup = DupQLaneOp::build(rw, loc, s, plan.flat_input, lane);
            rw.body().results(dup.op())[0]
        })
        .collect();
    let rhs_loc = rw.body().value_loc(plan.rhs).unwrap_or(loc);
    let flat = ShapeCastOp::build(rw, rhs_loc, plan.rhs, plan.flat_rhs_tile);
    let flat = rw.body().results(flat.op())[0];
    let rhs_tiles: Vec<Value> =
        (0..plan.n).step_by(2).map(|j| scalable_extract(rw, loc, flat, plan.flat_input, j * plan.k)).collect();
    let mut acc_tiles = Vec::new();
    for i in (0..plan.m).step_by(2) {
        let r0 = extract_at(rw, loc, plan.acc, &[i]);
        let r1 = extract_at(rw, loc, plan.acc, &[i + 1]);
        let pairs = if plan.swap_operands {
            let ty = scale_trailing(ctx, rw.body().value_type(r0), 2, 1);
            InterleaveOp::build(rw, loc, r0, r1, ty).result(rw.body())
        } else {
            let r0 = bitcast(rw, loc, r0, plan.acc_row_64);
            let r1 = bitcast(rw, loc, r1, plan.acc_row_64);
            let both = InterleaveOp::build(rw, loc, r0, r1, plan.acc_row_x2_64).result(rw.body());
            bitcast(rw, loc, both, plan.acc_row_x2)
        };
        for j in (0..plan.n).step_by(2) {
            acc_tiles.push(scalable_extract(rw, loc, pairs, plan.flat_acc, j * 2));
        }
    }
    let half_n = usize::try_from(plan.n / 2).unwrap_or(0);
    let mut out_tiles = Vec::with_capacity(acc_tiles.len());
    for (i, &lhs) in lhs_tiles.iter().enumerate() {
        for (j, &rhs) in rhs_tiles.iter().enumerate() {
            let acc = acc_tiles[i * half_n + j];
            let (src1, src2) = if plan.swap_operands { (rhs, lhs) } else { (lhs, rhs) };
            let ty = plan.flat_acc;
            let mmla: OpId = match plan.mmla {
                Mmla::Signed => SmmlaOp::build(rw, loc, acc, src1, src2, ty).into(),
                Mmla::Unsigned => UmmlaOp::build(rw, loc, acc, src1, src2, ty).into(),
                Mmla::Mixed => UsmmlaOp::build(rw, loc, acc, src1, src2, ty).into(),
                Mmla::Bfloat => BfmmlaOp::build(rw, loc, acc, src1, src2, ty).into(),
            };
            out_tiles.push(rw.body().results(mmla)[0]);
        }
    }
    let result_type = rw.body().value_type(rw.body().results(op)[0]);
    let mut result = poison(rw, loc, result_type);
    for (i, row_tiles) in out_tiles.chunks(half_n.max(1)).enumerate() {
        let mut row = poison(rw, loc, plan.acc_row_x2);
        for (j, &tile) in row_tiles.iter().enumerate() {
            row = scalable_insert(rw, loc, tile, row, j as i64 * 4);
        }
        let (out0, out1) = if plan.swap_operands {
            let half = scale_trailing(ctx, plan.acc_row_x2, 1, 2);
            let split = DeinterleaveOp::build(rw, loc, row, half, half);
            (split.res1(rw.body()), split.res2(rw.body()))
        } else {
            let row = bitcast(rw, loc, row, plan.acc_row_x2_64);
            let split = DeinterleaveOp::build(rw, loc, row, plan.acc_row_64, plan.acc_row_64);
            let (a, b) = (split.res1(rw.body()), split.res2(rw.body()));
            (bitcast(rw, loc, a, plan.acc_row), bitcast(rw, loc, b, plan.acc_row))
        };
        let i = i as i64;
        result = insert_at(rw, loc, out0, result, &[2 * i]);
        result = insert_at(rw, loc, out1, result, &[2 * i + 1]);
    }
    result
}
