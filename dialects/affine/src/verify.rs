//! Verifiers of the affine ops (`hasVerifier`/`hasRegionVerifier`), in
//! upstream's order and wording: map and set input counts against the
//! operands, the dimension and symbol rules of [`crate::scope`] for map
//! operands, memref and vector element types of the memory ops, the
//! operand groups of the DMA ops, and the bases of the index
//! (de)linearization ops.
//!
//! Invariant: a verifier reads only what the generated constraint checks
//! have already established (attribute kinds, operand and result counts of
//! fixed arity); everything else is checked before it is indexed.

use strata_ir::affine::AffineMap;
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::matchers::isa;

use crate::scope::{affine_scope, is_valid_dim_in, is_valid_symbol_in, map_attr, set_attr};
use crate::{
    AffineApplyOp, AffineDelinearizeIndexOp, AffineDmaStartOp, AffineDmaWaitOp, AffineForOp, AffineIfOp,
    AffineLinearizeIndexOp, AffineLoadOp, AffineMaxOp, AffineMinOp, AffineParallelOp, AffinePrefetchOp, AffineStoreOp,
    AffineVectorLoadOp, AffineVectorStoreOp, AffineYieldOp,
};
use strata_ir::op_checks::{i64_array, inherent_attr, integer_list, op_error};

/// Upstream's `verifyDimAndSymbolIdentifiers`: the first `num_dims`
/// operands are valid dims, the rest valid symbols, in `op`'s scope.
fn dims_and_symbols(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let scope = affine_scope(ctx, body, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, body, v, scope) {
                return Err(op_error(ctx, body, op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol_in(ctx, body, v, scope) {
            return Err(op_error(ctx, body, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

fn operands(body: &Body, op: impl Into<OpId>) -> Vec<Value> {
    body.operands(op).collect()
}

fn element_type(ctx: &Context, t: Type) -> Type {
    ctx.element_type_or_self(t)
}

/// `affine.apply`.
pub fn apply(ctx: &Context, body: &Body, op: AffineApplyOp) -> Result<(), Diagnostic> {
    let Some(map) = map_attr(ctx, body, op, "map") else { return Ok(()) };
    if body.num_operands(op) != map.num_inputs() {
        return Err(op_error(ctx, body, op, "operand count and affine map dimension and symbol count must match"));
    }
    if map.results.len() != 1 {
        return Err(op_error(ctx, body, op, "mapping must produce one value"));
    }
    // Valid dims may not stand for symbols; operands that are neither are
    // allowed (uses outside affine ops).
    let scope = affine_scope(ctx, body, op);
    for v in body.operands(op).skip(map.num_dims as usize) {
        if is_valid_dim_in(ctx, body, v, scope) && !is_valid_symbol_in(ctx, body, v, scope) {
            return Err(strata_ir::op_checks::emit_error(body, op, "dimensional operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

/// `affine.min` / `affine.max`.
fn min_max(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(map) = map_attr(ctx, body, op, "map") else { return Ok(()) };
    if body.num_operands(op) != map.num_inputs() {
        return Err(op_error(ctx, body, op, "operand count and affine map dimension and symbol count must match"));
    }
    Ok(())
}

pub fn min(ctx: &Context, body: &Body, op: AffineMinOp) -> Result<(), Diagnostic> {
    min_max(ctx, body, op)
}

pub fn max(ctx: &Context, body: &Body, op: AffineMaxOp) -> Result<(), Diagnostic> {
    min_max(ctx, body, op)
}

/// The operand groups of an op with `operandSegmentSizes`.
pub fn segments(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<Vec<Value>> {
    let op: OpId = op.into();
    let all = operands(body, op);
    let mut start = 0;
    i64_array(ctx, body, op, "operandSegmentSizes")
        .into_iter()
        .map(|n| {
            let end = (start + usize::try_from(n).unwrap_or(0)).min(all.len());
            let group = all[start.min(end)..end].to_vec();
            start = end;
            group
        })
        .collect()
}

/// `affine.for`, once its region is verified.
pub fn for_regions(ctx: &Context, body: &Body, op: AffineForOp) -> Result<(), Diagnostic> {
    let entry = body.regions(op).first().and_then(|&r| body.entry_block(r));
    let args = entry.map(|b| body.block_args(b).to_vec()).unwrap_or_default();
    if args.first().is_none_or(|&iv| !ctx.is_index(body.value_type(iv))) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let groups = segments(ctx, body, op);
    let empty = Vec::new();
    let (lbs, ubs, inits) =
        (groups.first().unwrap_or(&empty), groups.get(1).unwrap_or(&empty), groups.get(2).unwrap_or(&empty));
    for (map, values) in
        [(map_attr(ctx, body, op, "lowerBoundMap"), lbs), (map_attr(ctx, body, op, "upperBoundMap"), ubs)]
    {
        if let Some(map) = map.filter(|m| m.num_inputs() > 0) {
            dims_and_symbols(ctx, body, op, values, map.num_dims as usize)?;
        }
    }
    let results = body.num_results(op);
    if results == 0 {
        return Ok(());
    }
    if inits.len() != results {
        return Err(op_error(ctx, body, op, "mismatch between the number of loop-carried values and results"));
    }
    if args.len() - 1 != results {
        return Err(op_error(ctx, body, op, "mismatch between the number of basic block args and results"));
    }
    Ok(())
}

/// `affine.if`.
pub fn r#if(ctx: &Context, body: &Body, op: AffineIfOp) -> Result<(), Diagnostic> {
    let Some(set) = set_attr(ctx, body, op, "condition") else {
        return Err(op_error(ctx, body, op, "requires an integer set attribute named 'condition'"));
    };
    let values = operands(body, op);
    if values.len() != set.num_inputs() {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    dims_and_symbols(ctx, body, op, &values, set.num_dims as usize)
}

/// Upstream's `verifyMemoryOpIndexing`: the map of a load or store against
/// its memref and subscripts (`first_index`: where the subscripts start).
fn memory_indexing(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    memref: Type,
    first_index: usize,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(map) = map_attr(ctx, body, op, "map") else { return Ok(()) };
    let rank = ctx.shape(memref).map_or(0, <[i64]>::len);
    if map.results.len() != rank {
        return Err(op_error(ctx, body, op, "affine map num results must equal memref rank"));
    }
    let indices: Vec<Value> = body.operands(op).skip(first_index).collect();
    if map.num_inputs() != indices.len() {
        return Err(op_error(ctx, body, op, "expects as many subscripts as affine map inputs"));
    }
    if indices.iter().any(|&v| !ctx.is_index(body.value_type(v))) {
        return Err(op_error(ctx, body, op, "index to load must have 'index' type"));
    }
    dims_and_symbols(ctx, body, op, &indices, map.num_dims as usize)
}

/// `affine.load`.
pub fn load(ctx: &Context, body: &Body, op: AffineLoadOp) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, 0));
    if body.value_type(body.results(op)[0]) != element_type(ctx, memref) {
        return Err(op_error(ctx, body, op, "result type must match element type of memref"));
    }
    memory_indexing(ctx, body, op, memref, 1)
}

/// `affine.store`.
pub fn store(ctx: &Context, body: &Body, op: AffineStoreOp) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, 1));
    if body.value_type(body.operand(op, 0)) != element_type(ctx, memref) {
        return Err(op_error(ctx, body, op, "value to store must have the same type as memref element type"));
    }
    memory_indexing(ctx, body, op, memref, 2)
}

/// Upstream's `verifyVectorMemoryOp`.
fn vector_memory(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    memref: Type,
    vector: Type,
) -> Result<(), Diagnostic> {
    if element_type(ctx, memref) != element_type(ctx, vector) {
        return Err(op_error(ctx, body, op, "requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

/// `affine.vector_load`.
pub fn vector_load(ctx: &Context, body: &Body, op: AffineVectorLoadOp) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, 0));
    memory_indexing(ctx, body, op, memref, 1)?;
    vector_memory(ctx, body, op, memref, body.value_type(body.results(op)[0]))
}

/// `affine.vector_store`.
pub fn vector_store(ctx: &Context, body: &Body, op: AffineVectorStoreOp) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, 1));
    memory_indexing(ctx, body, op, memref, 2)?;
    vector_memory(ctx, body, op, memref, body.value_type(body.operand(op, 0)))
}

/// `affine.prefetch`.
pub fn prefetch(ctx: &Context, body: &Body, op: AffinePrefetchOp) -> Result<(), Diagnostic> {
    let memref = body.value_type(body.operand(op, 0));
    if let Some(map) = map_attr(ctx, body, op, "map") {
        if map.results.len() != ctx.shape(memref).map_or(0, <[i64]>::len) {
            return Err(op_error(ctx, body, op, "affine.prefetch affine map num results must equal memref rank"));
        }
        if map.num_inputs() + 1 != body.num_operands(op) {
            return Err(op_error(ctx, body, op, "too few operands"));
        }
    } else if body.num_operands(op) != 1 {
        return Err(op_error(ctx, body, op, "too few operands"));
    }
    let scope = affine_scope(ctx, body, op);
    if body.operands(op).skip(1).any(|v| !is_valid_dim_in(ctx, body, v, scope)) {
        return Err(op_error(ctx, body, op, "index must be a valid dimension or symbol identifier"));
    }
    Ok(())
}

/// A map of a DMA op. Upstream reads it unchecked (and crashes without
/// it); strata reports it as ODS reports a required attribute.
fn dma_map(ctx: &Context, body: &Body, op: OpId, name: &str) -> Result<AffineMap, Diagnostic> {
    let Some(attr) = inherent_attr(ctx, body, op, name) else {
        return Err(op_error(ctx, body, op, format!("requires attribute '{name}'")));
    };
    match ctx.attr_kind(attr) {
        AttrKind::AffineMap(map) => Ok((**map).clone()),
        _ => Err(op_error(
            ctx,
            body,
            op,
            format!("attribute '{name}' failed to satisfy constraint: AffineMap attribute"),
        )),
    }
}

/// Upstream's checks of a DMA op's indices, each in turn: an `index`
/// (else `type_message`), and a valid dimension in `op`'s affine scope
/// (else `dim_message`).
fn dma_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    indices: &[Value],
    type_message: &str,
    dim_message: &str,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, body, op);
    for &v in indices {
        if !ctx.is_index(body.value_type(v)) {
            return Err(op_error(ctx, body, op, type_message));
        }
        if !is_valid_dim_in(ctx, body, v, scope) {
            return Err(op_error(ctx, body, op, dim_message));
        }
    }
    Ok(())
}

/// Operand `at` of a DMA op is a ranked memref (else upstream's `expected
/// DMA <what> to be of memref type`); past the operands, the count is
/// reported where upstream would read out of bounds.
fn dma_memref(ctx: &Context, body: &Body, op: OpId, at: usize, what: &str) -> Result<(), Diagnostic> {
    let Some(memref) = body.operands(op).nth(at) else {
        return Err(op_error(ctx, body, op, "incorrect number of operands"));
    };
    if !matches!(ctx.type_kind(body.value_type(memref)), TypeKind::MemRef { .. }) {
        return Err(op_error(ctx, body, op, format!("expected DMA {what} to be of memref type")));
    }
    Ok(())
}

/// `affine.dma_start` (upstream's `verifyInvariantsImpl`, which reads each
/// map only once it needs it): the three memrefs, where the maps' input
/// counts place them, are ranked memrefs; the operands are the maps'
/// inputs plus four, or six with a stride; every index is an `index` and a
/// valid dimension.
pub fn dma_start(ctx: &Context, body: &Body, op: AffineDmaStartOp) -> Result<(), Diagnostic> {
    let id: OpId = op.into();
    dma_memref(ctx, body, id, 0, "source")?;
    let src_map = dma_map(ctx, body, id, AffineDmaStartOp::SRC_MAP)?;
    let dst = 1 + src_map.num_inputs();
    dma_memref(ctx, body, id, dst, "destination")?;
    let dst_map = dma_map(ctx, body, id, AffineDmaStartOp::DST_MAP)?;
    dma_memref(ctx, body, id, dst + 1 + dst_map.num_inputs(), "tag")?;
    dma_map(ctx, body, id, AffineDmaStartOp::TAG_MAP)?;
    // The groups fit the maps with four operands more than their inputs, or six.
    let Some(parts) = op.parts(ctx, body) else {
        return Err(op_error(ctx, body, op, "incorrect number of operands"));
    };
    for (access, kind) in [(&parts.src, "src"), (&parts.dst, "dst"), (&parts.tag, "tag")] {
        let type_message = format!("{kind} index to dma_start must have 'index' type");
        let dim_message = format!("{kind} index must be a valid dimension or symbol identifier");
        dma_indices(ctx, body, id, &access.indices, &type_message, &dim_message)?;
    }
    Ok(())
}

/// `affine.dma_wait` (upstream's `verifyInvariantsImpl`): the tag is a
/// ranked memref and every index an `index` and a valid dimension.
/// Upstream does not count the operands (and crashes without the number
/// of elements); strata reports too few.
pub fn dma_wait(ctx: &Context, body: &Body, op: AffineDmaWaitOp) -> Result<(), Diagnostic> {
    let id: OpId = op.into();
    dma_memref(ctx, body, id, 0, "tag")?;
    dma_map(ctx, body, id, AffineDmaWaitOp::TAG_MAP)?;
    let Some(parts) = op.parts(ctx, body) else {
        return Err(op_error(ctx, body, op, "incorrect number of operands"));
    };
    let (type_message, dim_message) =
        ("index to dma_wait must have 'index' type", "index must be a valid dimension or symbol identifier");
    dma_indices(ctx, body, id, &parts.tag.indices, type_message, dim_message)
}

/// The `i32` values of a dense elements attribute (`lowerBoundsGroups`).
fn i32_elements(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Vec<i64> {
    let Some(attr) = inherent_attr(ctx, body, op, name) else { return Vec::new() };
    match ctx.attr_kind(attr) {
        AttrKind::DenseElements { ty, elements } => {
            let n = ctx.shape(*ty).map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
            (0..n)
                .map(|i| {
                    let v = if elements.is_splat() { &elements.values[0] } else { &elements.values[i] };
                    match v {
                        strata_ir::DenseValue::Int(v) => v.to_i64().unwrap_or(0),
                        _ => 0,
                    }
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// Whether a result type fits an `arith` AtomicRMWKind case (upstream's
/// `isResultTypeMatchAtomicRMWKind`: the signed and unsigned integer kinds
/// need signed and unsigned integer types; `maxnumf`, `minnumf` and `xori`
/// fit none); `None` for a value that is no case.
fn reduction_fits(ctx: &Context, kind: i64, ty: Type) -> Option<bool> {
    use strata_ir::{Signedness, TypeKind};
    let is_float = ctx.is_float(ty);
    let int = match ctx.type_kind(ty) {
        TypeKind::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    Some(match kind {
        0 | 4 | 8 | 12 => is_float,                  // addf, maximumf, minimumf, mulf
        1 | 2 | 13 | 14 => int.is_some(),            // addi, andi, muli, ori
        3 => true,                                   // assign
        6 | 10 => int == Some(Signedness::Signed),   // maxs, mins
        7 | 11 => int == Some(Signedness::Unsigned), // maxu, minu
        5 | 9 | 15 => false,                         // maxnumf, minnumf, xori
        _ => return None,
    })
}

/// `affine.parallel`.
pub fn parallel(ctx: &Context, body: &Body, op: AffineParallelOp) -> Result<(), Diagnostic> {
    let steps = inherent_attr(ctx, body, op, "steps").map(|a| integer_list(ctx, a)).unwrap_or_default();
    let lb_groups = i32_elements(ctx, body, op, "lowerBoundsGroups");
    let ub_groups = i32_elements(ctx, body, op, "upperBoundsGroups");
    let entry = body.regions(op).first().and_then(|&r| body.entry_block(r));
    let num_args = entry.map_or(0, |b| body.block_args(b).len());
    let n = steps.len();
    if lb_groups.len() != n || ub_groups.len() != n || num_args != n {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper \
                 bound ({}), and the number of steps ({n}) must all match",
                lb_groups.len(),
                ub_groups.len()
            ),
        ));
    }
    let empty = AffineMap::new(0, 0, vec![]);
    let lb_map = map_attr(ctx, body, op, "lowerBoundsMap").unwrap_or(&empty);
    let ub_map = map_attr(ctx, body, op, "upperBoundsMap").unwrap_or(&empty);
    for (groups, map, which) in [(&lb_groups, lb_map, "lower"), (&ub_groups, ub_map, "upper")] {
        let expected: i64 = groups.iter().sum();
        if expected != map.results.len() as i64 {
            return Err(op_error(ctx, body, op, format!("expected {which} bounds map to have {expected} results")));
        }
    }
    let reductions = inherent_attr(ctx, body, op, "reductions");
    let reductions: Vec<strata_ir::Attribute> = match reductions.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    };
    if reductions.len() != body.num_results(op) {
        return Err(op_error(ctx, body, op, "a reduction must be specified for each output"));
    }
    for (attr, &result) in reductions.iter().zip(body.results(op)) {
        let kind = match ctx.attr_kind(*attr) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        };
        match kind.and_then(|k| reduction_fits(ctx, k, body.value_type(result))) {
            None => return Err(op_error(ctx, body, op, "invalid reduction attribute")),
            Some(false) => return Err(op_error(ctx, body, op, "result type cannot match reduction attribute")),
            Some(true) => {}
        }
    }
    let all = operands(body, op);
    let split = lb_map.num_inputs().min(all.len());
    dims_and_symbols(ctx, body, op, &all[..split], lb_map.num_dims as usize)?;
    dims_and_symbols(ctx, body, op, &all[split..], ub_map.num_dims as usize)
}

/// `affine.yield`.
pub fn r#yield(ctx: &Context, body: &Body, op: AffineYieldOp) -> Result<(), Diagnostic> {
    let Some(parent) = body.parent_op(op) else { return Ok(()) };
    if !(isa::<crate::AffineParallelOp>(ctx, body, parent)
        || isa::<crate::AffineIfOp>(ctx, body, parent)
        || isa::<crate::AffineForOp>(ctx, body, parent))
    {
        return Err(op_error(ctx, body, op, "only terminates affine.if/for/parallel regions"));
    }
    if body.num_results(parent) != body.num_operands(op) {
        return Err(op_error(ctx, body, op, "parent of yield must have same number of results as the yield operands"));
    }
    if body.results(parent).iter().zip(body.operands(op)).any(|(&r, v)| body.value_type(r) != body.value_type(v)) {
        return Err(op_error(ctx, body, op, "types mismatch between yield op and its parent"));
    }
    Ok(())
}

/// The static basis and its dynamic entries' count, checked alike by both
/// index ops.
fn basis_markers(ctx: &Context, body: &Body, op: impl Into<OpId>, dynamic: usize) -> Result<Vec<i64>, Diagnostic> {
    let op: OpId = op.into();
    let basis = i64_array(ctx, body, op, "static_basis");
    if basis.iter().filter(|&&b| b == DYNAMIC).count() != dynamic {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- \
             this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(basis)
}

/// `affine.delinearize_index`.
pub fn delinearize_index(ctx: &Context, body: &Body, op: AffineDelinearizeIndexOp) -> Result<(), Diagnostic> {
    let basis = i64_array(ctx, body, op, "static_basis");
    let results = body.num_results(op);
    if results != basis.len() && results != basis.len() + 1 {
        return Err(op_error(ctx, body, op, "should return an index for each basis element and up to one extra index"));
    }
    let basis = basis_markers(ctx, body, op, body.num_operands(op).saturating_sub(1))?;
    if basis.iter().any(|&b| b != DYNAMIC && b <= 0) {
        return Err(op_error(ctx, body, op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

/// `affine.linearize_index`.
pub fn linearize_index(ctx: &Context, body: &Body, op: AffineLinearizeIndexOp) -> Result<(), Diagnostic> {
    let groups = segments(ctx, body, op);
    let (indices, dynamic) = (groups.first().map_or(0, Vec::len), groups.get(1).map_or(0, Vec::len));
    let basis = i64_array(ctx, body, op, "static_basis");
    if indices != basis.len() && indices != basis.len() + 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    basis_markers(ctx, body, op, dynamic).map(|_| ())
}
