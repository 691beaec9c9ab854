//! Verifiers of the computing ops: `vector.contract` (indexing maps against
//! the operand shapes, contracting and batch dimensions, the accumulator
//! and result shape), `vector.outerproduct`, `vector.reduction`,
//! `vector.multi_reduction` and `vector.scan` (shapes and combining kinds).

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, TypeKind};

use super::{combining_kind, supports_kind, vtype};
use crate::{ContractionOp, MultiDimReductionOp, OuterProductOp, ReductionOp, ScanOp};
use strata_ir::op_checks::{inherent_attr, op_error, quoted_type, type_of, V};

/// `vector.reduction`: a 0-D or 1-D source and a kind that applies to the
/// result type.
pub fn reduction(ctx: &Context, body: &Body, op: ReductionOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dest)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let Some((shape, ..)) = vtype(ctx, src) else { return Ok(()) };
    if shape.len() > 1 {
        return Err(op_error(ctx, body, op, format!("unsupported reduction rank: {}", shape.len())));
    }
    let kind = combining_kind(ctx, body, op).unwrap_or("");
    if !supports_kind(ctx, kind, dest) {
        // Upstream quotes the (already quoted) type: `''f32''`.
        return Err(op_error(
            ctx,
            body,
            op,
            format!("unsupported reduction type '{}' for kind '{kind}'", quoted_type(ctx, dest)),
        ));
    }
    Ok(())
}

/// `vector.multi_reduction`: the result is the source without the reduced
/// dimensions (the element type when all are reduced).
pub fn multi_reduction(ctx: &Context, body: &Body, op: MultiDimReductionOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(dest)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let Some((shape, scalable, element)) = vtype(ctx, src) else { return Ok(()) };
    let dims = super::int_list(ctx, body, op, "reduction_dims");
    let kept: Vec<usize> =
        (0..shape.len()).filter(|&i| !dims.iter().any(|&d| usize::try_from(d).ok() == Some(i))).collect();
    let inferred = if kept.is_empty() {
        element
    } else {
        ctx.intern_type(TypeKind::Vector {
            shape: kept.iter().map(|&i| shape[i]).collect(),
            scalable: kept.iter().map(|&i| scalable[i]).collect(),
            element,
        })
    };
    if dest != inferred {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "destination type {} is incompatible with source type {}",
                quoted_type(ctx, dest),
                quoted_type(ctx, src)
            ),
        ));
    }
    Ok(())
}

/// `vector.scan`: a reduction dimension within the source, an initial value
/// of the source's shape without it, and a kind that applies.
pub fn scan(ctx: &Context, body: &Body, op: ScanOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(init), Some(dest)) = (
        type_of(ctx, body, op, V::Operand(0)),
        type_of(ctx, body, op, V::Operand(1)),
        type_of(ctx, body, op, V::Result(0)),
    ) else {
        return Ok(());
    };
    let (Some((shape, ..)), Some((init_shape, ..)), Some((_, _, element))) =
        (vtype(ctx, src), vtype(ctx, init), vtype(ctx, dest))
    else {
        return Ok(());
    };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let rank = shape.len() as i64;
    let dim = match inherent_attr(ctx, body, op, "reduction_dim").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    };
    if dim >= rank {
        return err(format!("reduction dimension {dim} has to be less than {rank}"));
    }
    if init_shape.len() as i64 != rank - 1 {
        return err(format!("initial value rank {} has to be equal to {}", init_shape.len(), rank - 1));
    }
    let expected: Vec<i64> = shape.iter().enumerate().filter(|&(i, _)| i as i64 != dim).map(|(_, &d)| d).collect();
    if init_shape != expected.as_slice() {
        return err("incompatible input/initial value shapes".into());
    }
    let kind = combining_kind(ctx, body, op).unwrap_or("");
    if !supports_kind(ctx, kind, element) {
        return err(format!("unsupported reduction type {} for kind '{kind}'", quoted_type(ctx, element)));
    }
    Ok(())
}

/// `vector.outerproduct`: 1-D operands and a 2-D result of their sizes (an
/// AXPY with a scalar `rhs`: a 1-D result), an accumulator of the result
/// type, and a kind that applies.
pub fn outerproduct(ctx: &Context, body: &Body, op: OuterProductOp) -> Result<(), Diagnostic> {
    let (Some(lhs), Some(rhs), Some(res)) = (
        type_of(ctx, body, op, V::Operand(0)),
        type_of(ctx, body, op, V::Operand(1)),
        type_of(ctx, body, op, V::Result(0)),
    ) else {
        return Ok(());
    };
    let (Some((lshape, lscal, _)), Some((rshape, _, relem))) = (vtype(ctx, lhs), vtype(ctx, res)) else {
        return Ok(());
    };
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    if lshape.len() != 1 {
        return err("expected 1-d vector for operand #1");
    }
    if let Some((vshape, vscal, _)) = vtype(ctx, rhs) {
        if vshape.len() != 1 {
            return err("expected 1-d vector for operand #2");
        }
        if rshape.len() != 2 {
            return err("expected 2-d vector result");
        }
        if lshape[0] != rshape[0] {
            return err("expected #1 operand dim to match result dim #1");
        }
        if vshape[0] != rshape[1] {
            return err("expected #2 operand dim to match result dim #2");
        }
        if lscal[0] && !vscal[0] {
            return err("expected either both or only #2 operand dim to be scalable");
        }
    } else {
        if rshape.len() != 1 {
            return err("expected 1-d vector result");
        }
        if lshape[0] != rshape[0] {
            return err("expected #1 operand dim to match result dim #1");
        }
    }
    if type_of(ctx, body, op, V::Operand(2)).is_some_and(|acc| acc != res) {
        return err("expected operand #3 of same type as result type");
    }
    if !supports_kind(ctx, combining_kind(ctx, body, op).unwrap_or(""), relem) {
        return err("unsupported outerproduct type");
    }
    Ok(())
}

/// The indexing maps of `vector.contract` (`None` if one is not a map).
pub(crate) fn indexing_maps<'a>(ctx: &'a Context, body: &Body, op: impl Into<OpId>) -> Option<Vec<&'a AffineMap>> {
    let AttrKind::Array(items) = ctx.attr_kind(inherent_attr(ctx, body, op, "indexing_maps")?) else {
        return None;
    };
    items
        .iter()
        .map(|&m| match ctx.attr_kind(m) {
            AttrKind::AffineMap(map) => Some(&**map),
            _ => None,
        })
        .collect()
}

/// The iterator types of `vector.contract`: `true` for `reduction`.
pub(crate) fn reduction_iterators(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<bool> {
    match inherent_attr(ctx, body, op, "iterator_types").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => {
            items.iter().map(|&i| ctx.attr_storage(i) == Some(&crate::IteratorType::Reduction)).collect()
        }
        _ => Vec::new(),
    }
}

/// The result index of `map` that is `d{dim}`.
pub(crate) fn result_index(map: &AffineMap, dim: usize) -> Option<usize> {
    map.results.iter().position(|e| matches!(e, AffineExpr::Dim(d) if *d as usize == dim))
}

/// Upstream's `AffineMap::isProjectedPermutation`: distinct dimensions only.
fn is_projected_permutation(map: &AffineMap) -> bool {
    let mut seen = vec![false; map.num_dims as usize];
    map.results.iter().all(|e| match e {
        AffineExpr::Dim(d) => seen.get_mut(*d as usize).is_some_and(|s| !std::mem::replace(s, true)),
        _ => false,
    })
}

/// `(lhs dim, rhs dim)` pairs of the iterators of the given kind used by
/// both the lhs and the rhs map (upstream's `getDimMap`).
fn dim_map(maps: &[&AffineMap], reduction: &[bool], of_reduction: bool) -> Vec<(usize, usize)> {
    reduction
        .iter()
        .enumerate()
        .filter(|&(_, &r)| r == of_reduction)
        .filter_map(|(i, _)| Some((result_index(maps[0], i)?, result_index(maps[1], i)?)))
        .collect()
}

/// `vector.contract`: signless integers, one projected-permutation map per
/// operand over the iterators, at least one contracting dimension, equal
/// sizes of paired dimensions, an accumulator and result of the shape the
/// maps infer, and a kind that applies.
pub fn contract(ctx: &Context, body: &Body, op: ContractionOp) -> Result<(), Diagnostic> {
    let (Some(lhs), Some(rhs), Some(acc), Some(res)) = (
        type_of(ctx, body, op, V::Operand(0)),
        type_of(ctx, body, op, V::Operand(1)),
        type_of(ctx, body, op, V::Operand(2)),
        type_of(ctx, body, op, V::Result(0)),
    ) else {
        return Ok(());
    };
    let (Some((lshape, _, lelem)), Some((rshape, ..))) = (vtype(ctx, lhs), vtype(ctx, rhs)) else { return Ok(()) };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    if matches!(ctx.type_kind(lelem), TypeKind::Integer { .. })
        && !strata_ir::constraints::is_signless_integer(ctx, lelem)
    {
        return err("only supports signless integer types".into());
    }
    let Some(maps) = indexing_maps(ctx, body, op).filter(|m| m.len() == 3) else {
        return err("expected an indexing map for each vector operand".into());
    };
    let reduction = reduction_iterators(ctx, body, op);
    let operands = [lhs, rhs, acc];
    for (i, map) in maps.iter().enumerate() {
        if map.num_symbols != 0 {
            return err(format!("expected indexing map {i} to have no symbols"));
        }
        let rank = vtype(ctx, operands[i]).map_or(0, |(s, ..)| s.len());
        if map.num_dims as usize != reduction.len() {
            return err(format!("expected indexing map {i} to have {} number of inputs", reduction.len()));
        }
        if map.results.len() != rank {
            return err(format!("expected indexing map {i} to have {rank} number of outputs"));
        }
        if !is_projected_permutation(map) {
            return err(format!("expected indexing map {i} to be a projected permutation of its inputs"));
        }
    }
    let contracting = dim_map(&maps, &reduction, true);
    let batch = dim_map(&maps, &reduction, false);
    if contracting.is_empty() {
        return err("expected at least one contracting dimension pair".into());
    }
    let paired = |pairs: &[(usize, usize)]| pairs.iter().all(|&(l, r)| lshape.get(l) == rshape.get(r));
    if !paired(&contracting) {
        return err("invalid contracting dimension map".into());
    }
    if !paired(&batch) {
        return err("invalid batch dimension map".into());
    }
    output_shape(ctx, body, op, (lhs, rhs, acc, res), &maps, &contracting, &batch)?;
    let element = vtype(ctx, res).map_or(res, |(_, _, e)| e);
    if !supports_kind(ctx, combining_kind(ctx, body, op).unwrap_or(""), element) {
        return err("unsupported contraction type".into());
    }
    invertible_maps(ctx, body, op, &maps)
}

/// `IndexingMapOpInterface`'s check, which upstream runs after the op's own
/// verifier: the maps, concatenated, must be invertible, i.e. every loop
/// dimension is some map's result. (Its shape checks cannot fail once the
/// contraction's own checks passed: every map is a projected permutation
/// and the operand sizes of each dimension were compared.)
fn invertible_maps(ctx: &Context, body: &Body, op: impl Into<OpId>, maps: &[&AffineMap]) -> Result<(), Diagnostic> {
    let num_dims = maps.iter().map(|m| m.num_dims).max().unwrap_or(0);
    let seen = |d: u32| maps.iter().any(|m| m.results.contains(&AffineExpr::Dim(d)));
    if (0..num_dims).all(seen) {
        return Ok(());
    }
    let concat = AffineMap { num_dims, num_symbols: 0, results: maps.iter().flat_map(|m| m.results.clone()).collect() };
    let mut text = String::new();
    strata_syntax::printer::attrs::write_affine_map(&mut text, &concat);
    Err(op_error(ctx, body, op, format!("invalid indexing maps are non-invertible: ({text})")))
}

/// Upstream's `verifyOutputShape`: the free and batch dimensions of the lhs
/// and the free dimensions of the rhs make the result; a scalar result when
/// there are none, else an accumulator and result of the type the result
/// map selects from the operand sizes.
fn output_shape(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    (lhs, rhs, acc, res): (Type, Type, Type, Type),
    maps: &[&AffineMap],
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (Some((lshape, ..)), Some((rshape, ..))) = (vtype(ctx, lhs), vtype(ctx, rhs)) else { return Ok(()) };
    let free_lhs = (0..lshape.len()).filter(|i| !contracting.iter().any(|p| p.0 == *i)).count();
    let free_rhs = (0..rshape.len())
        .filter(|i| !contracting.iter().any(|p| p.1 == *i) && !batch.iter().any(|p| p.1 == *i))
        .count();
    let (res_vec, acc_vec) = (vtype(ctx, res), vtype(ctx, acc));
    if free_lhs + free_rhs == 0 {
        if res_vec.is_some() || acc_vec.is_some() {
            return err("invalid accumulator/result vector shape".into());
        }
        return Ok(());
    }
    let Some((_, res_scalable, res_element)) = res_vec.filter(|_| acc_vec.is_some()) else {
        return err("invalid accumulator/result vector shape".into());
    };
    let num_dims = maps[0].num_dims as usize;
    let used = |d: usize| maps[..2].iter().any(|m| result_index(m, d).is_some());
    if !(0..num_dims).all(used) {
        return err("expected all dimensions to be either a LHS or a RHS dimension".into());
    }
    let mut extents: Vec<Option<i64>> = vec![None; num_dims];
    for (shape, map) in [(lshape, maps[0]), (rshape, maps[1])] {
        for (idx, e) in map.results.iter().enumerate() {
            if let (AffineExpr::Dim(d), Some(&size)) = (e, shape.get(idx)) {
                if let Some(slot) = extents.get_mut(*d as usize) {
                    slot.get_or_insert(size);
                }
            }
        }
    }
    let Some(extents) = extents.into_iter().collect::<Option<Vec<i64>>>() else {
        return err("expected all dimensions to get an extent as either a LHS or a RHS dimension".into());
    };
    let expected_shape: Vec<i64> = maps[2]
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => extents.get(*d as usize).copied().unwrap_or(0),
            AffineExpr::Constant(c) => *c,
            _ => 0,
        })
        .collect();
    // Upstream takes the result's scalable flags (it asserts on a rank
    // mismatch, which the shape comparison reports here).
    let scalable = if res_scalable.len() == expected_shape.len() {
        res_scalable.to_vec()
    } else {
        vec![false; expected_shape.len()]
    };
    let expected = ctx.intern_type(TypeKind::Vector { shape: expected_shape, scalable, element: res_element });
    if res != expected || acc != expected {
        return err(format!("invalid accumulator/result vector shape, expected: {}", quoted_type(ctx, expected)));
    }
    Ok(())
}
