//! Verifiers of the ops that rearrange vectors: `vector.broadcast`,
//! `vector.shape_cast`, `vector.bitcast`, `vector.transpose`,
//! `vector.shuffle`, `vector.extract`/`vector.insert` (positions, with
//! `-1` as poison) and the strided slices (offsets, sizes and strides
//! confined to the shapes).

use strata_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind, DYNAMIC};

use super::{index_or_poison, int_list, num_elements, vtype};
use crate::{
    BitCastOp, BroadcastOp, ExtractOp, ExtractStridedSliceOp, InsertOp, InsertStridedSliceOp, ShapeCastOp, ShuffleOp,
    TransposeOp,
};
use strata_ir::op_checks::{bit_width, emit_error, op_error, quoted_type, type_of, V};

/// `[N]` for a scalable dimension, `N` otherwise.
fn dim_text(size: i64, scalable: bool) -> String {
    if scalable {
        format!("[{size}]")
    } else {
        size.to_string()
    }
}

/// `vector.broadcast`: a scalar of the element type, or a vector whose
/// trailing dimensions are 1 or equal to the result's (scalable flags
/// must agree, except that a fixed 1 may become `[N]`).
pub fn broadcast(ctx: &Context, body: &Body, op: BroadcastOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dst)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let Some((dshape, dscal, delem)) = vtype(ctx, dst) else { return Ok(()) };
    let Some((sshape, sscal, _)) = vtype(ctx, src) else {
        if bit_width(ctx, src).is_some() && src == delem {
            return Ok(());
        }
        return Err(op_error(ctx, body, op, "source type is not a vector"));
    };
    if sshape.len() > dshape.len() {
        return Err(op_error(ctx, body, op, "source rank higher than destination rank"));
    }
    let lead = dshape.len() - sshape.len();
    for (i, (&s, &s_scalable)) in sshape.iter().zip(sscal).enumerate() {
        let (d, d_scalable) = (dshape[lead + i], dscal[lead + i]);
        let mismatch = (s != 1 && s != d)
            || (s == 1 && s_scalable && d != 1)
            || (s_scalable != d_scalable && (s != 1 || s_scalable));
        if mismatch {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("dimension mismatch ({} vs. {})", dim_text(s, s_scalable), dim_text(d, d_scalable)),
            ));
        }
    }
    Ok(())
}

/// `vector.shape_cast`: the same element type, element count and number
/// of scalable dimensions.
pub fn shape_cast(ctx: &Context, body: &Body, op: ShapeCastOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dst)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let (Some((sshape, sscal, selem)), Some((dshape, dscal, delem))) = (vtype(ctx, src), vtype(ctx, dst)) else {
        return Ok(());
    };
    if selem != delem {
        return Err(op_error(ctx, body, op, "has different source and result element types"));
    }
    let (a, b) = (num_elements(sshape), num_elements(dshape));
    if a != b {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("has different number of elements at source ({a}) and result ({b})"),
        ));
    }
    let (a, b) = (sscal.iter().filter(|&&s| s).count(), dscal.iter().filter(|&&s| s).count());
    if a != b {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("has different number of scalable dims at source ({a}) and result ({b})"),
        ));
    }
    Ok(())
}

/// `vector.bitcast`: equal leading dimensions and equal bit widths of the
/// minor 1-D vectors (of the element types for 0-D vectors).
pub fn bitcast(ctx: &Context, body: &Body, op: BitCastOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dst)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let (Some((sshape, _, selem)), Some((dshape, _, delem))) = (vtype(ctx, src), vtype(ctx, dst)) else {
        return Ok(());
    };
    for (i, s) in sshape.iter().enumerate().take(sshape.len().saturating_sub(1)) {
        if dshape.get(i) != Some(s) {
            return Err(op_error(ctx, body, op, format!("dimension size mismatch at: {i}")));
        }
    }
    let (Some(sbits), Some(dbits)) = (bit_width(ctx, selem), bit_width(ctx, delem)) else { return Ok(()) };
    match (sshape.last(), dshape.last()) {
        (None, _) if sbits != dbits => {
            Err(op_error(ctx, body, op, "source/result bitwidth of the 0-D vector element types must be equal"))
        }
        (Some(&s), Some(&d)) if (sbits as i64).wrapping_mul(s) != (dbits as i64).wrapping_mul(d) => {
            Err(op_error(ctx, body, op, "source/result bitwidth of the minor 1-D vectors must be equal"))
        }
        _ => Ok(()),
    }
}

/// `vector.transpose`: a permutation of the dimensions, and the result's
/// sizes permuted accordingly.
pub fn transpose(ctx: &Context, body: &Body, op: TransposeOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dst)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let (Some((sshape, ..)), Some((dshape, ..))) = (vtype(ctx, src), vtype(ctx, dst)) else { return Ok(()) };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let rank = dshape.len();
    if sshape.len() != rank {
        return err(format!("vector result rank mismatch: {rank}"));
    }
    let perm = int_list(ctx, body, op, "permutation");
    if perm.len() != rank {
        return err(format!("transposition length mismatch: {}", perm.len()));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        let Some(pos) = usize::try_from(p).ok().filter(|&p| p < rank) else {
            return err(format!("transposition index out of range: {p}"));
        };
        if std::mem::replace(&mut seen[pos], true) {
            return err(format!("duplicate position index: {p}"));
        }
        if dshape[i] != sshape[pos] {
            return err(format!("dimension size mismatch at: {p}"));
        }
    }
    Ok(())
}

/// `vector.shuffle`: operands of the result's rank (or two 0-D operands and
/// a 1-D result) with equal trailing dimensions, and one mask index per
/// result row, each a row of `v1` then `v2` or poison (`-1`).
pub fn shuffle(ctx: &Context, body: &Body, op: ShuffleOp) -> Result<(), Diagnostic> {
    let (Some(v1), Some(v2), Some(res)) = (
        type_of(ctx, body, op, V::Operand(0)),
        type_of(ctx, body, op, V::Operand(1)),
        type_of(ctx, body, op, V::Result(0)),
    ) else {
        return Ok(());
    };
    let (Some((s1, ..)), Some((s2, ..)), Some((sr, ..))) = (vtype(ctx, v1), vtype(ctx, v2), vtype(ctx, res)) else {
        return Ok(());
    };
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    let zero_d = s1.is_empty() && s2.is_empty() && sr.len() == 1;
    if !(zero_d || (s1.len() == sr.len() && s2.len() == sr.len())) {
        return err("rank mismatch");
    }
    for r in 1..s1.len() {
        if sr[r] != s1[r] || s1[r] != s2[r] {
            return err("dimension mismatch");
        }
    }
    let mask = int_list(ctx, body, op, "mask");
    if mask.is_empty() {
        return err("invalid mask length");
    }
    if sr.first().copied() != i64::try_from(mask.len()).ok() {
        return err("mask length mismatch");
    }
    let rows = s1.first().copied().unwrap_or(1).wrapping_add(s2.first().copied().unwrap_or(1));
    if let Some(i) = mask.iter().position(|&m| !index_or_poison(m, rows)) {
        return Err(op_error(ctx, body, op, format!("mask index #{} out of range", i + 1)));
    }
    Ok(())
}

/// The static positions of `vector.extract`/`vector.insert` (`DYNAMIC`
/// where an operand stands).
fn positions(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<i64> {
    int_list(ctx, body, op, "static_position").into_vec()
}

/// `vector.extract`: a scalar (not 0-D) result, one dynamic operand per
/// `DYNAMIC` marker, at most one position per dimension, each in range or
/// poison, and the result type the positions select (a 1-element vector and
/// its scalar are interchangeable).
pub fn extract(ctx: &Context, body: &Body, op: ExtractOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(res)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    if vtype(ctx, res).is_some_and(|(s, ..)| s.is_empty()) {
        return Err(emit_error(body, op, "expected a scalar instead of a 0-d vector as the result type"));
    }
    let position = positions(ctx, body, op);
    let markers = position.iter().filter(|&&p| p == DYNAMIC).count();
    if markers != body.num_operands(op).saturating_sub(1) {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) \
             -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    let Some((shape, scalable, element)) = vtype(ctx, src) else { return Ok(()) };
    if position.len() > shape.len() {
        return Err(op_error(ctx, body, op, "expected position attribute of rank no greater than vector rank"));
    }
    for (i, &p) in position.iter().enumerate() {
        if p != DYNAMIC && !index_or_poison(p, shape[i]) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding \
                     vector dimension or poison (-1)",
                    i + 1
                ),
            ));
        }
    }
    // Upstream infers the result type (`InferTypeOpInterface`) after `verify`.
    let n = position.len();
    let inferred = if n == shape.len() {
        element
    } else {
        ctx.intern_type(TypeKind::Vector { shape: shape[n..].to_vec(), scalable: scalable[n..].to_vec(), element })
    };
    if !compatible_extract_types(ctx, inferred, res) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                quoted_type(ctx, inferred),
                quoted_type(ctx, res)
            ),
        ));
    }
    Ok(())
}

/// Upstream's `ExtractOp::isCompatibleReturnTypes`: equal, or a
/// `vector<1xT>` against its `T`.
fn compatible_extract_types(ctx: &Context, a: Type, b: Type) -> bool {
    let one = |v: Type, s: Type| {
        matches!(ctx.type_kind(v), TypeKind::Vector { shape, scalable, element }
            if shape.as_slice() == [1] && scalable.as_slice() == [false] && *element == s)
    };
    a == b || one(a, b) || one(b, a)
}

/// `vector.insert`: a scalar (not 0-D) or vector source whose rank plus the
/// number of positions is the destination's rank, each position in range
/// or poison.
pub fn insert(ctx: &Context, body: &Body, op: InsertOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dest)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Operand(1))) else {
        return Ok(());
    };
    let src_rank = vtype(ctx, src).map(|(s, ..)| s.len());
    if src_rank == Some(0) {
        return Err(emit_error(body, op, "expected a scalar instead of a 0-d vector as the source operand"));
    }
    let Some((shape, ..)) = vtype(ctx, dest) else { return Ok(()) };
    let position = positions(ctx, body, op);
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    if position.len() > shape.len() {
        return err("expected position attribute of rank no greater than dest vector rank");
    }
    match src_rank {
        Some(r) if r + position.len() != shape.len() => {
            return err("expected position attribute rank + source rank to match dest vector rank")
        }
        None if position.len() != shape.len() => {
            return err("expected position attribute rank to match the dest vector rank")
        }
        _ => {}
    }
    for (i, &p) in position.iter().enumerate() {
        if p != DYNAMIC && !index_or_poison(p, shape[i]) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding \
                     dest vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

/// Upstream's `isIntegerArrayAttrConfinedToShape`: `values[i]` in
/// `[min, shape[i])` (`[min, shape[i]]` when not `half_open`).
fn confined_to_shape(values: &[i64], shape: &[i64], min: i64, half_open: bool) -> Option<(usize, i64, i64)> {
    values.iter().zip(shape).enumerate().find_map(|(i, (&v, &d))| {
        let max = if half_open { d } else { d.wrapping_add(1) };
        (v < min || v >= max).then_some((i, min, max))
    })
}

/// Upstream's `isSumOfIntegerArrayAttrConfinedToShape` (closed interval):
/// the index of the first `a[i] + b[i]` outside `[0, shape[i]]`, with the
/// bound it broke.
fn sum_confined_to_shape(a: &[i64], b: &[i64], shape: &[i64]) -> Option<(usize, i64)> {
    a.iter().zip(b).zip(shape).enumerate().find_map(|(i, ((&x, &y), &d))| {
        let (sum, max) = (x.wrapping_add(y), d.wrapping_add(1));
        (sum < 0 || sum >= max).then_some((i, max))
    })
}

/// `vector.extract_strided_slice`: offsets, sizes and strides of one
/// length, at most the source rank, confined to the source shape (unit
/// strides), the result type they select, and whole scalable dimensions.
pub fn extract_strided_slice(ctx: &Context, body: &Body, op: ExtractStridedSliceOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(res)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let Some((shape, scalable, element)) = vtype(ctx, src) else { return Ok(()) };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (offsets, sizes, strides) =
        (int_list(ctx, body, op, "offsets"), int_list(ctx, body, op, "sizes"), int_list(ctx, body, op, "strides"));
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return err("expected offsets, sizes and strides attributes of same size".into());
    }
    for (name, list) in [("offsets", &offsets), ("sizes", &sizes), ("strides", &strides)] {
        if list.len() > shape.len() {
            return err(format!("expected {name} attribute of rank no greater than vector rank"));
        }
    }
    for (name, list, min, half_open) in [("offsets", &offsets, 0, true), ("sizes", &sizes, 1, false)] {
        if let Some((i, min, max)) = confined_to_shape(list, shape, min, half_open) {
            return err(format!("expected {name} dimension {i} to be confined to [{min}, {max})"));
        }
    }
    if strides.iter().any(|&s| s != 1) {
        return err("expected strides to be confined to [1, 2)".into());
    }
    if let Some((i, max)) = sum_confined_to_shape(&offsets, &sizes, shape) {
        return err(format!("expected sum(offsets, sizes) dimension {i} to be confined to [1, {max})"));
    }
    let mut expected_shape = sizes.to_vec();
    expected_shape.extend_from_slice(&shape[sizes.len()..]);
    let expected = ctx.intern_type(TypeKind::Vector { shape: expected_shape, scalable: scalable.to_vec(), element });
    if res != expected {
        return err(format!("expected result type to be {}", quoted_type(ctx, expected)));
    }
    scalable_sizes_match(ctx, body, op, &sizes, shape, scalable)
}

/// A scalable dimension is taken whole: `sizes[i] == shape[i]` where
/// `scalable[i]`.
fn scalable_sizes_match(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    sizes: &[i64],
    shape: &[i64],
    scalable: &[bool],
) -> Result<(), Diagnostic> {
    for (i, (&size, (&dim, &is_scalable))) in sizes.iter().zip(shape.iter().zip(scalable)).enumerate() {
        if is_scalable && size != dim {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("expected size at idx={i} to match the corresponding base size from the input vector ({size} vs {dim})"),
            ));
        }
    }
    Ok(())
}

/// `vector.insert_strided_slice`: one offset per destination dimension, one
/// (unit) stride per source dimension, a source no higher than the
/// destination that fits at the offsets, and matching scalable dimensions.
pub fn insert_strided_slice(ctx: &Context, body: &Body, op: InsertStridedSliceOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dest)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Operand(1))) else {
        return Ok(());
    };
    let (Some((sshape, sscal, _)), Some((dshape, dscal, _))) = (vtype(ctx, src), vtype(ctx, dest)) else {
        return Ok(());
    };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (offsets, strides) = (int_list(ctx, body, op, "offsets"), int_list(ctx, body, op, "strides"));
    if offsets.len() != dshape.len() {
        return err("expected offsets of same size as destination vector rank".into());
    }
    if strides.len() != sshape.len() {
        return err("expected strides of same size as source vector rank".into());
    }
    if sshape.len() > dshape.len() {
        return err("expected source rank to be no greater than destination rank".into());
    }
    if let Some((i, min, max)) = confined_to_shape(&offsets, dshape, 0, true) {
        return err(format!("expected offsets dimension {i} to be confined to [{min}, {max})"));
    }
    if strides.iter().any(|&s| s != 1) {
        return err("expected strides to be confined to [1, 2)".into());
    }
    let diff = dshape.len() - sshape.len();
    let mut as_dest = vec![0i64; diff];
    as_dest.extend_from_slice(sshape);
    if let Some((i, max)) = sum_confined_to_shape(&offsets, &as_dest, dshape) {
        return err(format!("expected sum(offsets, source vector shape) dimension {i} to be confined to [1, {max})"));
    }
    for i in 0..sshape.len() {
        if sscal[i] != dscal[i + diff] {
            return err(format!("mismatching scalable flags (at source vector idx={i})"));
        }
        if sscal[i] && sshape[i] != dshape[i + diff] {
            return err(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                sshape[i],
                dshape[i + diff]
            ));
        }
    }
    Ok(())
}
