//! `vector.transpose` as `convert-vector-to-llvm`'s prepass lowers it,
//! by its `vector-transpose-lowering` option (upstream's
//! `TransposeOpLowering` and `TransposeOp2DToShuffleLowering`):
//!
//! - `eltwise` (the default): element-wise extracts and inserts into a
//!   `ub.poison`; the trailing dimensions the permutation keeps in place
//!   stay vectors;
//! - `llvmintr`: a 2-D `[1, 0]` transpose as a shape cast to 1-D,
//!   `llvm.intr.matrix.transpose` and a shape cast back; others eltwise;
//! - `shuffle1d`: a transpose that swaps the only two dimensions longer
//!   than one (a "2-D slice") as a shape cast to 1-D, one
//!   `vector.shuffle` and a shape cast back; others eltwise;
//! - `shuffle16x16`: as `shuffle1d`, but a 16x16 slice takes upstream's
//!   sequence of 512-bit unpack and lane shuffles (an AVX-512 transpose).
//!
//! Invariant: scalable transposes are left as they are.

use strata_dialect_llvm::MatrixTransposeOp;
use strata_dialect_ub::PoisonOp;
use strata_dialect_vector::build::next_position;
use strata_dialect_vector::{ExtractOp, InsertOp, ShapeCastOp, ShuffleOp, TransposeOp};
use strata_ir::op_checks::dense_i64_values;
use strata_ir::{Context, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

/// Upstream's `VectorTransposeLowering`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TransposeLowering {
    Eltwise,
    LlvmIntr,
    Shuffle1D,
    Shuffle16x16,
}

impl TransposeLowering {
    /// The option's value (`eltwise`, `llvmintr`, `shuffle1d`, `shuffle16x16`).
    pub fn from_option(value: &str) -> TransposeLowering {
        match value {
            "llvmintr" => TransposeLowering::LlvmIntr,
            "shuffle1d" => TransposeLowering::Shuffle1D,
            "shuffle16x16" => TransposeLowering::Shuffle16x16,
            _ => TransposeLowering::Eltwise,
        }
    }

    fn shuffle_like(self) -> bool {
        matches!(self, TransposeLowering::Shuffle1D | TransposeLowering::Shuffle16x16)
    }
}

/// Adds the patterns for `lowering` (upstream's
/// `populateVectorTransposeLoweringPatterns`).
pub fn populate(set: &mut PatternSet, lowering: TransposeLowering) {
    set.add(TransposeOpLowering { lowering });
}

/// A transpose's operand, its source shape and element, and its
/// permutation; `None` for a scalable one.
fn parts(ctx: &Context, rw: &Rewriter<'_>, op: OpId) -> Option<(Value, Vec<i64>, Type, Vec<i64>)> {
    let transpose = TransposeOp::cast(ctx, rw.body(), op)?;
    let perm = dense_i64_values(ctx, transpose.permutation(ctx, rw.body())?);
    let input = transpose.vector(rw.body());
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(rw.body().value_type(input)) else {
        return None;
    };
    if scalable.iter().any(|&s| s) || perm.len() != shape.len() {
        return None;
    }
    Some((input, shape.clone(), *element, perm))
}

/// Upstream's `isTranspose2DSlice`: the only two dimensions longer than
/// one, when the permutation puts the later one first.
fn transpose_2d_slice(shape: &[i64], perm: &[i64]) -> Option<(usize, usize)> {
    let long: Vec<usize> = (0..shape.len()).filter(|&d| shape[d] > 1).collect();
    let &[first, second] = long.as_slice() else { return None };
    let swapped = perm.iter().find(|&&p| p as usize == first || p as usize == second)? == &(second as i64);
    swapped.then_some((first, second))
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// See the module doc: upstream's two patterns in one, as they never both
/// match (the element-wise one leaves 2-D slices to the shuffle one).
struct TransposeOpLowering {
    lowering: TransposeLowering,
}

impl RewritePattern for TransposeOpLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(TransposeOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "TransposeOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((input, in_shape, element, perm)) = parts(ctx, rw, op) else { return false };
        let result_ty = result_type(rw, op);
        let loc = rw.body().op_loc(op);
        if self.lowering.shuffle_like() {
            if let Some(slice) = transpose_2d_slice(&in_shape, &perm) {
                shuffle_2d_slice(rw, op, input, &in_shape, element, slice, self.lowering);
                return true;
            }
        }
        if self.lowering == TransposeLowering::LlvmIntr && perm == [1, 0] {
            let flat = ctx.vector_type(vec![in_shape[0] * in_shape[1]], element);
            let matrix = ShapeCastOp::build(rw, loc, input, flat).result(rw.body());
            // Rows and columns of the result.
            let rows = ctx.integer_attr(ctx.integer_type(32), in_shape[1]);
            let columns = ctx.integer_attr(ctx.integer_type(32), in_shape[0]);
            let transposed = MatrixTransposeOp::build(rw, loc, matrix, flat, rows, columns).op();
            let transposed = rw.body().results(transposed)[0];
            rw.replace_op_with_new_op(op, |rw| ShapeCastOp::build(rw, loc, transposed, result_ty));
            return true;
        }
        let mut transposed = perm.len();
        for (i, &p) in perm.iter().enumerate().rev() {
            if p != i as i64 {
                break;
            }
            transposed -= 1;
        }
        let pruned_shape = &in_shape[..transposed];
        let pruned_perm = &perm[..transposed];
        // The piece each extract takes: a scalar, or the untouched trailing
        // dimensions as a vector.
        let piece = if transposed == in_shape.len() {
            element
        } else {
            ctx.vector_type(in_shape[transposed..].to_vec(), element)
        };
        let mut result = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
        let count: i64 = pruned_shape.iter().product();
        let mut position = vec![0i64; transposed];
        for _ in 0..count {
            let inserted_at: Vec<i64> = pruned_perm.iter().map(|&p| position[p as usize]).collect();
            let from = ctx.dense_i64_array(&position);
            let value = ExtractOp::build(rw, loc, input, &[], piece, from).result(rw.body());
            let to = ctx.dense_i64_array(&inserted_at);
            result = InsertOp::build(rw, loc, value, result, &[], result_ty, to).result(rw.body());
            next_position(&mut position, pruned_shape);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// Upstream's `TransposeOp2DToShuffleLowering` of the 2-D slice of
/// dimensions `first` and `second`.
fn shuffle_2d_slice(
    rw: &mut Rewriter<'_>,
    op: OpId,
    input: Value,
    in_shape: &[i64],
    element: Type,
    (first, second): (usize, usize),
    lowering: TransposeLowering,
) {
    let ctx = rw.ctx();
    let (m, n) = (in_shape[first], in_shape[second]);
    let loc = rw.body().op_loc(op);
    let flat = ctx.vector_type(vec![m * n], element);
    let source = ShapeCastOp::build(rw, loc, input, flat).result(rw.body());
    let transposed = if lowering == TransposeLowering::Shuffle16x16 && m == 16 && n == 16 {
        let matrix_ty = ctx.vector_type(vec![m, n], element);
        let matrix = ShapeCastOp::build(rw, loc, source, matrix_ty).result(rw.body());
        shuffle_16x16(rw, op, matrix, matrix_ty, element)
    } else {
        // Column j of the m x n source is row j of the result.
        let mask: Vec<i64> = (0..n).flat_map(|j| (0..m).map(move |i| i * n + j)).collect();
        shuffle(rw, op, source, source, &mask)
    };
    let result_ty = result_type(rw, op);
    rw.replace_op_with_new_op(op, |rw| ShapeCastOp::build(rw, loc, transposed, result_ty));
}

/// `vector.shuffle %a, %b [mask]`, its type the mask's length of `a`'s elements.
fn shuffle(rw: &mut Rewriter<'_>, at: OpId, a: Value, b: Value, mask: &[i64]) -> Value {
    let ctx = rw.ctx();
    let TypeKind::Vector { element, .. } = ctx.type_kind(rw.body().value_type(a)) else {
        unreachable!("shuffles are built of vectors")
    };
    let ty = ctx.vector_type(vec![mask.len() as i64], *element);
    let loc = rw.body().op_loc(at);
    let op = ShuffleOp::build(rw, loc, a, b, ty, ctx.dense_i64_array(mask)).op();
    rw.body().results(op)[0]
}

/// The unpack masks of 512-bit vectors of 32-bit lanes: `base` repeated
/// in each 128-bit lane (upstream's `getUnpackShufflePermFor128Lane`).
fn unpack(rw: &mut Rewriter<'_>, at: OpId, a: Value, b: Value, base: [i64; 4]) -> Value {
    let mask: Vec<i64> = (0..16).step_by(4).flat_map(|lane| base.map(|v| v + lane)).collect();
    shuffle(rw, at, a, b, &mask)
}

/// Four 128-bit lanes chosen by the 2-bit fields of `control`: two of
/// `a`, then two of `b` (`_mm512_shuffle_i32x4`).
fn lanes_128(rw: &mut Rewriter<'_>, at: OpId, a: Value, b: Value, control: u8) -> Value {
    let mut mask = Vec::with_capacity(16);
    for (field, base) in [(0, 0), (2, 0), (4, 16), (6, 16)] {
        let lane = i64::from((control >> field) & 3);
        mask.extend((0..4).map(|k| base + 4 * lane + k));
    }
    shuffle(rw, at, a, b, &mask)
}

/// Upstream's `transposeToShuffle16x16`: the rows of a 16x16 matrix
/// interleaved by 32 then 64 bits, then their 128-bit lanes permuted
/// twice, and the rows inserted into a `ub.poison` matrix.
fn shuffle_16x16(rw: &mut Rewriter<'_>, at: OpId, matrix: Value, matrix_ty: Type, element: Type) -> Value {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(at);
    let row_ty = ctx.vector_type(vec![16], element);
    let rows: Vec<Value> = (0..16)
        .map(|i| ExtractOp::build(rw, loc, matrix, &[], row_ty, ctx.dense_i64_array(&[i])).result(rw.body()))
        .collect();
    let (lo_ps, hi_ps) = ([0, 16, 1, 17], [2, 18, 3, 19]);
    let (lo_pd, hi_pd) = ([0, 1, 16, 17], [2, 3, 18, 19]);
    let mut t = Vec::with_capacity(16);
    for pair in rows.chunks(2) {
        t.push(unpack(rw, at, pair[0], pair[1], lo_ps));
        t.push(unpack(rw, at, pair[0], pair[1], hi_ps));
    }
    // Each group of four rows: (t0, t2), (t1, t3) by 64 bits.
    let mut r = Vec::with_capacity(16);
    for g in (0..16).step_by(4) {
        for (x, y) in [(g, g + 2), (g + 1, g + 3)] {
            r.push(unpack(rw, at, t[x], t[y], lo_pd));
            r.push(unpack(rw, at, t[x], t[y], hi_pd));
        }
    }
    let mut u = Vec::with_capacity(16);
    for (base, control) in [(0, 0x88), (0, 0xdd), (8, 0x88), (8, 0xdd)] {
        for k in 0..4 {
            u.push(lanes_128(rw, at, r[base + k], r[base + 4 + k], control));
        }
    }
    let mut out = Vec::with_capacity(16);
    for control in [0x88, 0xdd] {
        for k in 0..8 {
            out.push(lanes_128(rw, at, u[k], u[k + 8], control));
        }
    }
    let mut result = PoisonOp::build(rw, loc, matrix_ty, None).result(rw.body());
    for (i, row) in out.into_iter().enumerate() {
        let to = ctx.dense_i64_array(&[i as i64]);
        result = InsertOp::build(rw, loc, row, result, &[], matrix_ty, to).result(rw.body());
    }
    result
}

#[cfg(test)]
mod tests {
    use super::transpose_2d_slice;

    #[test]
    fn two_d_slices() {
        assert_eq!(transpose_2d_slice(&[2, 3], &[1, 0]), Some((0, 1)));
        assert_eq!(transpose_2d_slice(&[1, 2, 3], &[0, 2, 1]), Some((1, 2)));
        assert_eq!(transpose_2d_slice(&[2, 1, 3], &[2, 1, 0]), Some((0, 2)));
        // The two long dimensions keep their order.
        assert_eq!(transpose_2d_slice(&[2, 3, 1], &[2, 0, 1]), None);
        assert_eq!(transpose_2d_slice(&[2, 3, 4], &[1, 0, 2]), None);
        assert_eq!(transpose_2d_slice(&[1, 4], &[1, 0]), None);
    }
}
