//! The `expand-strided-metadata` pass (upstream MLIR 22's
//! `populateExpandStridedMetadataPatterns` under the greedy driver): the
//! memref ops that only change a buffer's metadata become explicit index
//! arithmetic on `memref.extract_strided_metadata`'s results.
//!
//! - `memref.subview`, `memref.expand_shape`, `memref.collapse_shape`
//!   become a `memref.reinterpret_cast` of the base buffer of an
//!   `extract_strided_metadata` of their source, with the offset, sizes
//!   and strides computed by `affine.apply`s (composed and folded as
//!   upstream's `makeComposedFoldedAffineApply`: constants where known);
//! - `extract_strided_metadata` of a subview, reshape, `alloc`/`alloca`
//!   (identity layout), `get_global` (identity layout, static shape),
//!   `reinterpret_cast` or `cast` (of a ranked source), `memory_space_cast`,
//!   `assume_alignment` or of another `extract_strided_metadata`'s base
//!   yields those values directly;
//! - `extract_aligned_pointer_as_index` of a `subview` or
//!   `reinterpret_cast` reads the view's source (the views that keep the
//!   base pointer; `memref.view` may move it and is left alone).
//!
//! It lives here rather than in the memref dialect crate because it builds
//! `affine.apply`s and the affine dialect crate already depends on memref
//! (as upstream, where the memref IR library cannot use affine either and
//! this pass sits in memref's transforms library).
//!
//! Invariants: a pattern checks every condition before it creates an op,
//! so one that does not apply leaves the IR unchanged; ops are created in
//! upstream's order (the printed SSA names and the driver's constant
//! order depend on it); nothing recurses over the IR.

use strata_dialect_affine::map_operands::compose_map_and_operands;
use strata_dialect_affine::AffineApplyOp;
use strata_dialect_arith::build::index_constant;
use strata_dialect_memref::subview::{rank_reduction_mask, Mixed, MixedSlice};
use strata_dialect_memref::{
    AllocOp, AllocaOp, AssumeAlignmentOp, CastOp, CollapseShapeOp, ExpandShapeOp, ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp, GetGlobalOp, MemorySpaceCastOp, ReinterpretCastOp, SubViewOp,
};
use strata_interfaces::layout::{canonical_strides, is_identity_layout, memref_parts, type_strides_and_offset};
use strata_interfaces::reshape::reassociation;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::op_checks::constant_int_value;
use strata_ir::{Body, Context, Location, OpClass, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::matchers::defining;
use strata_rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, PatternFilter, PatternSet, Rewriter};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "expand-strided-metadata",
        name: "ExpandStridedMetadataPass",
        description: "Expand memref operations into easier to analyze constructs",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(ExpandStridedMetadata)),
    }
}

/// The pass.
pub struct ExpandStridedMetadata;

impl Pass for ExpandStridedMetadata {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let mut set = PatternSet::new();
        populate_expand_strided_metadata_patterns(&mut set);
        let patterns = FrozenPatternSet::new(ctx, set, &PatternFilter::default()).map_err(|_| PassFailed)?;
        // Upstream runs the driver with its default configuration, which
        // seeds the worklist bottom-up (the order of the constants it
        // hoists depends on it).
        let config = GreedyConfig { top_down: false, threads: run.threads, ..GreedyConfig::default() };
        apply_patterns_greedily(ctx, body, op, &patterns, &config);
        Ok(())
    }
}

/// Upstream's `populateExpandStridedMetadataPatterns`, in its order.
pub fn populate_expand_strided_metadata_patterns(set: &mut PatternSet) {
    set.add_fns::<SubViewOp>(&[("SubviewFolder", subview_folder)]);
    set.add_fns::<ExpandShapeOp>(&[("ReshapeFolder<ExpandShapeOp>", expand_shape_folder)]);
    set.add_fns::<CollapseShapeOp>(&[("ReshapeFolder<CollapseShapeOp>", collapse_shape_folder)]);
    set.add_fns::<ExtractStridedMetadataOp>(&[
        ("ExtractStridedMetadataOpAllocFolder<AllocOp>", metadata_of_alloc),
        ("ExtractStridedMetadataOpAllocFolder<AllocaOp>", metadata_of_alloca),
        ("ExtractStridedMetadataOpCollapseShapeFolder", metadata_of_collapse_shape),
        ("ExtractStridedMetadataOpExpandShapeFolder", metadata_of_expand_shape),
        ("ExtractStridedMetadataOpGetGlobalFolder", metadata_of_get_global),
    ]);
    set.add_fns::<ExtractAlignedPointerAsIndexOp>(&[(
        "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
        aligned_pointer_of_view,
    )]);
    set.add_fns::<ExtractStridedMetadataOp>(&[
        ("ExtractStridedMetadataOpReinterpretCastFolder", metadata_of_reinterpret_cast),
        ("ExtractStridedMetadataOpSubviewFolder", metadata_of_subview),
        ("ExtractStridedMetadataOpCastFolder", metadata_of_cast),
        ("ExtractStridedMetadataOpMemorySpaceCastFolder", metadata_of_memory_space_cast),
        ("ExtractStridedMetadataOpAssumeAlignmentFolder", metadata_of_assume_alignment),
        ("ExtractStridedMetadataOpExtractStridedMetadataFolder", metadata_of_metadata),
    ]);
}

// ---- values or constants ----

/// Upstream's `getValueOrCreateConstantIndexOp`.
fn materialize(rw: &mut Rewriter<'_>, loc: Location, m: Mixed) -> Value {
    match m {
        Mixed::Dynamic(v) => v,
        Mixed::Static(c) => index_constant(rw, loc, c),
    }
}

/// `Static(known)` where the type knows the value, else `value`.
fn known_or(known: i64, value: Value) -> Mixed {
    if known == DYNAMIC {
        Mixed::Dynamic(value)
    } else {
        Mixed::Static(known)
    }
}

/// Highest symbol position used by `e`, plus one (how many symbols
/// upstream's `AffineMap::inferFromExprList` gives the map of `e`).
fn symbol_count(e: &AffineExpr) -> u32 {
    let mut n = 0;
    e.walk_dims_and_symbols(|is_dim, p| {
        if !is_dim {
            n = n.max(p + 1);
        }
    });
    n
}

/// Upstream's `makeComposedFoldedAffineApply` for a symbols-only
/// expression: the static operands folded into the map
/// (`foldAttributesIntoMap`), the `affine.apply`s feeding the rest
/// composed in and the map canonicalized with its operands; then the
/// apply's fold (a map returning an input is that operand, constant
/// operands fold to the value) or, failing that, a new `affine.apply` at
/// the insertion point.
fn folded_apply(rw: &mut Rewriter<'_>, loc: Location, e: AffineExpr, operands: &[Mixed]) -> Mixed {
    let ctx = rw.ctx();
    let num_symbols = symbol_count(&e);
    let mut syms = Vec::with_capacity(num_symbols as usize);
    let mut values = Vec::new();
    for i in 0..num_symbols as usize {
        match operands.get(i).copied().unwrap_or(Mixed::Static(0)) {
            Mixed::Static(c) => syms.push(AffineExpr::constant(c)),
            Mixed::Dynamic(v) => {
                syms.push(AffineExpr::symbol(values.len() as u32));
                values.push(v);
            }
        }
    }
    let mut map = AffineMap::new(0, num_symbols, vec![e]).replace_dims_and_symbols(&[], &syms, 0, values.len() as u32);
    compose_map_and_operands(ctx, rw.body(), &mut map, &mut values);
    let nd = map.num_dims as usize;
    match map.results.first() {
        Some(AffineExpr::Dim(p)) => return Mixed::Dynamic(values[*p as usize]),
        Some(AffineExpr::Symbol(p)) => return Mixed::Dynamic(values[nd + *p as usize]),
        _ => {}
    }
    let consts: Vec<Option<i64>> = values.iter().map(|&v| constant_int_value(ctx, rw.body(), v)).collect();
    if let Some(Ok(folded)) = map.constant_fold(&consts) {
        if let [v] = folded.as_slice() {
            return Mixed::Static(*v);
        }
    }
    let map_attr = ctx.affine_map_attr(map);
    let apply = AffineApplyOp::build(rw, loc, &values, ctx.index_type(), map_attr);
    Mixed::Dynamic(rw.body().results(apply)[0])
}

// ---- metadata ----

/// `{base, offset, sizes, strides}` of a view, computed from its source's
/// metadata (upstream's `StridedMetadata`).
struct StridedMetadata {
    base: Value,
    offset: Mixed,
    sizes: Vec<Mixed>,
    strides: Vec<Mixed>,
}

/// A ranked memref's shape, element type and memory space.
fn ranked(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type, Option<strata_ir::Attribute>)> {
    let (shape, element, _, space) = memref_parts(ctx, ty)?;
    Some((shape.to_vec(), element, space))
}

/// A new `extract_strided_metadata` of the ranked memref `source` with
/// the types upstream infers; `None` (nothing created) for another type.
fn build_metadata(rw: &mut Rewriter<'_>, loc: Location, source: Value) -> Option<ExtractStridedMetadataOp> {
    let ctx = rw.ctx();
    let (shape, element, memory_space) = ranked(ctx, rw.body().value_type(source))?;
    let base = ctx.intern_type(TypeKind::MemRef { shape: Vec::new(), element, layout: None, memory_space });
    let index = ctx.index_type();
    let indices = vec![index; shape.len()];
    Some(ExtractStridedMetadataOp::build(rw, loc, source, base, index, &indices, &indices))
}

/// Offset, sizes and strides of a metadata op's results.
fn metadata_values(body: &Body, op: ExtractStridedMetadataOp) -> (Value, Vec<Value>, Vec<Value>) {
    let results = body.results(op);
    let rank = (results.len() - 2) / 2;
    (results[1], results[2..2 + rank].to_vec(), results[2 + rank..].to_vec())
}

/// Upstream's `resolveSubviewStridedMetadata`: stride `i` is the source
/// stride times the subview's, the offset the source offset plus each
/// subview offset times its source stride; dimensions the subview drops
/// are left out.
fn resolve_subview(rw: &mut Rewriter<'_>, subview: SubViewOp) -> Option<StridedMetadata> {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op_loc(subview);
    let source = body.operand(subview, 0);
    let source_ty = body.value_type(source);
    let result_ty = body.value_type(body.results(subview)[0]);
    let (shape, _, _) = ranked(ctx, source_ty)?;
    let (source_strides, source_offset) = type_strides_and_offset(ctx, source_ty)?;
    let slice = MixedSlice::of(ctx, body, subview);
    let rank = shape.len();
    if [&slice.offsets, &slice.sizes, &slice.strides].iter().any(|l| l.len() != rank) || source_strides.len() != rank {
        return None;
    }
    let dropped = rank_reduction_mask(ctx, source_ty, result_ty, &slice.sizes)?;
    let metadata = build_metadata(rw, loc, source)?;
    let (meta_offset, _, meta_strides) = metadata_values(rw.body(), metadata);

    let mut strides = Vec::with_capacity(rank);
    let mut offset_expr = AffineExpr::symbol(0);
    let mut offset_operands = vec![known_or(source_offset, meta_offset)];
    let product = AffineExpr::symbol(0).mul(AffineExpr::symbol(1));
    for i in 0..rank {
        let source_stride = known_or(source_strides[i], meta_strides[i]);
        strides.push(folded_apply(rw, loc, product.clone(), &[slice.strides[i], source_stride]));
        let (o, s) = (2 * i as u32 + 1, 2 * i as u32 + 2);
        offset_expr = offset_expr.add(AffineExpr::symbol(o).mul(AffineExpr::symbol(s)));
        offset_operands.extend([slice.offsets[i], source_stride]);
    }
    let offset = folded_apply(rw, loc, offset_expr, &offset_operands);
    let kept = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    Some(StridedMetadata {
        base: rw.body().results(metadata)[0],
        offset,
        sizes: (0..rank).filter(kept).map(|i| slice.sizes[i]).collect(),
        strides: (0..rank).filter(kept).map(|i| strides[i]).collect(),
    })
}

/// Which reshape a metadata computation is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reshape {
    Expand,
    Collapse,
}

/// The checked shapes of a reshape: source and result shapes, source
/// strides and offset, the groups, and (collapse only) the result strides.
struct ReshapeInfo {
    source: Value,
    source_shape: Vec<i64>,
    source_strides: Vec<i64>,
    source_offset: i64,
    result_shape: Vec<i64>,
    result_strides: Option<Vec<i64>>,
    groups: Vec<Vec<usize>>,
}

/// The reshape's types and groups, when every computation upstream makes
/// on them is defined (upstream asserts what is checked here).
fn reshape_info(ctx: &Context, body: &Body, op: OpId, kind: Reshape) -> Option<ReshapeInfo> {
    let source = body.operand(op, 0);
    let source_ty = body.value_type(source);
    let result_ty = body.value_type(*body.results(op).first()?);
    let (source_shape, _, _) = ranked(ctx, source_ty)?;
    let (result_shape, _, _) = ranked(ctx, result_ty)?;
    let (source_strides, source_offset) = type_strides_and_offset(ctx, source_ty)?;
    let result_strides = type_strides_and_offset(ctx, result_ty).map(|(s, _)| s);
    let groups: Vec<Vec<usize>> = reassociation(ctx, body, op)?
        .into_iter()
        .map(|g| g.into_iter().map(|i| usize::try_from(i).ok()).collect::<Option<Vec<_>>>())
        .collect::<Option<_>>()?;
    let (grouped, ungrouped) = match kind {
        Reshape::Expand => (&result_shape, &source_shape),
        Reshape::Collapse => (&source_shape, &result_shape),
    };
    let info = |groups| ReshapeInfo {
        source,
        source_shape: source_shape.clone(),
        source_strides: source_strides.clone(),
        source_offset,
        result_shape: result_shape.clone(),
        result_strides: result_strides.clone(),
        groups,
    };
    if source_shape.is_empty() {
        // Every result dimension is a unit one; the groups are not read.
        return Some(info(Vec::new()));
    }
    // One group per dimension of the ungrouped side, covering the grouped
    // side's dimensions in order (what the verifier checks); no group for
    // a collapse to rank 0.
    let in_order = groups.is_empty() || groups.iter().flatten().copied().eq(0..grouped.len());
    if groups.len() != ungrouped.len() || !in_order || groups.iter().any(|g| g.is_empty()) {
        return None;
    }
    for (g, group) in groups.iter().enumerate() {
        match kind {
            Reshape::Expand => {
                let dynamic = group.iter().filter(|&&i| result_shape[i] == DYNAMIC).count();
                let product = group
                    .iter()
                    .filter(|&&i| result_shape[i] != DYNAMIC)
                    .fold(1i64, |p, &i| p.wrapping_mul(result_shape[i]));
                if dynamic > 1 || (dynamic == 1 && (product == 0 || source_shape[g] != DYNAMIC)) {
                    return None;
                }
            }
            Reshape::Collapse => {
                // An all-unit group takes its stride from the result type,
                // or from one of its dynamic source strides.
                if group.iter().all(|&i| source_shape[i] == 1) {
                    let stride = *result_strides.as_ref()?.get(g)?;
                    if stride == DYNAMIC && !group.iter().any(|&i| source_strides[i] == DYNAMIC) {
                        return None;
                    }
                }
            }
        }
    }
    Some(info(groups))
}

/// Upstream's `getExpandedSizes` and `getExpandedStrides` for group `g`.
fn expanded_group(
    rw: &mut Rewriter<'_>,
    loc: Location,
    info: &ReshapeInfo,
    g: usize,
    orig_size: Value,
    orig_stride: Mixed,
) -> (Vec<Mixed>, Vec<Mixed>) {
    let group = &info.groups[g];
    let mut sizes = Vec::with_capacity(group.len());
    let mut dynamic_at = None;
    let mut product = 1i64;
    for (i, &d) in group.iter().enumerate() {
        let size = info.result_shape[d];
        if size == DYNAMIC {
            dynamic_at = Some(i);
            sizes.push(Mixed::Static(DYNAMIC));
        } else {
            product = product.wrapping_mul(size);
            sizes.push(Mixed::Static(size));
        }
    }
    // The dynamic size: the source size over the product of the others.
    if let Some(at) = dynamic_at {
        let e = AffineExpr::symbol(0).floor_div(AffineExpr::constant(product));
        sizes[at] = folded_apply(rw, loc, e, &[Mixed::Dynamic(orig_size)]);
    }
    // Row-major strides inside the group (the dynamic size skipped), then
    // scaled by the source stride; those left of the dynamic size also
    // need the dynamic size.
    let mut base_strides = vec![0i64; group.len()];
    let mut current = 1i64;
    for i in (0..group.len()).rev() {
        base_strides[i] = current;
        let size = info.result_shape[group[i]];
        if size != DYNAMIC {
            current = current.wrapping_mul(size);
        }
    }
    let mut strides = Vec::with_capacity(group.len());
    let mut done = 0;
    if let Some(at) = dynamic_at {
        for &base in &base_strides[..at] {
            let e = AffineExpr::symbol(0)
                .mul(AffineExpr::constant(base))
                .floor_div(AffineExpr::constant(current))
                .mul(AffineExpr::symbol(1));
            strides.push(folded_apply(rw, loc, e, &[Mixed::Dynamic(orig_size), orig_stride]));
        }
        done = at;
    }
    for &base in &base_strides[done..] {
        let e = AffineExpr::symbol(0).mul(AffineExpr::constant(base));
        strides.push(folded_apply(rw, loc, e, &[orig_stride]));
    }
    (sizes, strides)
}

/// Upstream's `getCollapsedSize` and `getCollapsedStride` for group `g`.
fn collapsed_group(
    rw: &mut Rewriter<'_>,
    loc: Location,
    info: &ReshapeInfo,
    g: usize,
    orig_sizes: &[Value],
    orig_strides: &[Value],
) -> (Mixed, Mixed) {
    let group = &info.groups[g];
    let size = if info.result_shape[g] != DYNAMIC {
        Mixed::Static(info.result_shape[g])
    } else {
        // The product of the group's source sizes.
        let mut e = AffineExpr::constant(1);
        let mut operands = Vec::with_capacity(group.len());
        for (k, &d) in group.iter().enumerate() {
            e = e.mul(AffineExpr::symbol(k as u32));
            operands.push(known_or(info.source_shape[d], orig_sizes[d]));
        }
        folded_apply(rw, loc, e, &operands)
    };
    // The innermost stride of the group, unit dimensions skipped (their
    // strides may be meaningless).
    let last = group.iter().rev().find(|&&d| info.source_shape[d] != 1);
    let stride = match last {
        Some(&d) => known_or(info.source_strides[d], orig_strides[d]),
        None => {
            // All unit: any stride is as good; the type decides.
            let result_stride = info.result_strides.as_ref().and_then(|s| s.get(g).copied()).unwrap_or(DYNAMIC);
            if result_stride != DYNAMIC {
                Mixed::Static(result_stride)
            } else {
                let d = group.iter().copied().find(|&d| info.source_strides[d] == DYNAMIC).unwrap_or(group[0]);
                Mixed::Dynamic(orig_strides[d])
            }
        }
    };
    (size, stride)
}

/// Upstream's `resolveReshapeStridedMetadata`: the base and offset of the
/// source, the sizes and strides group by group.
fn resolve_reshape(rw: &mut Rewriter<'_>, op: OpId, kind: Reshape) -> Option<StridedMetadata> {
    let ctx = rw.ctx();
    let info = reshape_info(ctx, rw.body(), op, kind)?;
    let loc = rw.body().op_loc(op);
    let metadata = build_metadata(rw, loc, info.source)?;
    let base = rw.body().results(metadata)[0];
    let (meta_offset, orig_sizes, orig_strides) = metadata_values(rw.body(), metadata);
    let offset = known_or(info.source_offset, meta_offset);
    if info.source_shape.is_empty() {
        let ones = vec![Mixed::Static(1); info.result_shape.len()];
        return Some(StridedMetadata { base, offset, sizes: ones.clone(), strides: ones });
    }
    let mut sizes = Vec::with_capacity(info.result_shape.len());
    let mut strides = Vec::with_capacity(info.result_shape.len());
    for g in 0..info.groups.len() {
        match kind {
            Reshape::Expand => {
                let orig_stride = known_or(info.source_strides[g], orig_strides[g]);
                let (s, t) = expanded_group(rw, loc, &info, g, orig_sizes[g], orig_stride);
                sizes.extend(s);
                strides.extend(t);
            }
            Reshape::Collapse => {
                let (s, t) = collapsed_group(rw, loc, &info, g, &orig_sizes, &orig_strides);
                sizes.push(s);
                strides.push(t);
            }
        }
    }
    Some(StridedMetadata { base, offset, sizes, strides })
}

// ---- view rewrites ----

/// Replaces the view `op` by a `reinterpret_cast` of `m`.
fn replace_with_reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId, m: StridedMetadata) {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    let lists = [vec![m.offset], m.sizes, m.strides];
    let [(so, vo), (ss, vs), (st, vt)] = lists.map(|l| MixedSlice::dispatch(&l));
    let attrs = [&so, &ss, &st].map(|s| ctx.dense_i64_array(s));
    rw.replace_op_with_new_op(op, |rw| {
        ReinterpretCastOp::build(rw, loc, m.base, &vo, &vs, &vt, ty, attrs[0], attrs[1], attrs[2])
    });
}

/// Rank a resolved reshape would have, checked before anything is built.
fn reshape_result_rank(rw: &Rewriter<'_>, op: OpId) -> Option<usize> {
    let ty = rw.body().value_type(*rw.body().results(op).first()?);
    ranked(rw.ctx(), ty).map(|(s, _, _)| s.len())
}

fn subview_folder(op: SubViewOp, rw: &mut Rewriter<'_>) -> bool {
    rw.set_insertion_point_before(op);
    let Some(m) = resolve_subview(rw, op) else { return false };
    replace_with_reinterpret_cast(rw, op.into(), m);
    true
}

fn reshape_folder(op: OpId, rw: &mut Rewriter<'_>, kind: Reshape) -> bool {
    if reshape_result_rank(rw, op).is_none() {
        return false;
    }
    rw.set_insertion_point_before(op);
    let Some(m) = resolve_reshape(rw, op, kind) else { return false };
    replace_with_reinterpret_cast(rw, op, m);
    true
}

fn expand_shape_folder(op: ExpandShapeOp, rw: &mut Rewriter<'_>) -> bool {
    reshape_folder(op.into(), rw, Reshape::Expand)
}

fn collapse_shape_folder(op: CollapseShapeOp, rw: &mut Rewriter<'_>) -> bool {
    reshape_folder(op.into(), rw, Reshape::Collapse)
}

/// `extract_aligned_pointer_as_index` of a view that keeps its source's
/// base pointer reads the source.
fn aligned_pointer_of_view(op: ExtractAlignedPointerAsIndexOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(def) = body.defining_op(body.operand(op, 0)) else { return false };
    if !(SubViewOp::cast(ctx, body, def).is_some() || ReinterpretCastOp::cast(ctx, body, def).is_some()) {
        return false;
    }
    let source = body.operand(def, 0);
    rw.modify_op_in_place(op, |body| body.set_operand(op, 0, source));
    true
}

// ---- extract_strided_metadata rewrites ----

/// Replaces the metadata op's results by `base` (kept when `None`: it has
/// no uses) and the materialized offset, sizes and strides, created at
/// `loc` in that order.
fn replace_metadata(
    rw: &mut Rewriter<'_>,
    op: ExtractStridedMetadataOp,
    loc: Location,
    base: Option<Value>,
    rest: &[Mixed],
) {
    let mut values = Vec::with_capacity(rest.len() + 1);
    for &m in rest {
        values.push(materialize(rw, loc, m));
    }
    let results: Vec<Value> = rw.body().results(op).to_vec();
    match base {
        Some(b) => {
            values.insert(0, b);
            rw.replace_op(op, &values);
        }
        None => {
            for (&r, &v) in results[1..].iter().zip(&values) {
                rw.replace_all_uses_with(r, v);
            }
            rw.erase_op(op);
        }
    }
}

/// The metadata op's source's defining op, as `Op`.
fn source_op<Op: OpClass>(rw: &Rewriter<'_>, op: ExtractStridedMetadataOp) -> Option<Op> {
    defining::<Op>(rw.ctx(), rw.body(), rw.body().operand(op, 0))
}

/// The metadata op has the results of a rank-`rank` source.
fn has_rank(rw: &Rewriter<'_>, op: ExtractStridedMetadataOp, rank: usize) -> bool {
    rw.body().results(op).len() == 2 + 2 * rank
}

fn metadata_of_subview(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(subview) = source_op::<SubViewOp>(rw, op) else { return false };
    if !reshape_result_rank(rw, subview.into()).is_some_and(|r| has_rank(rw, op, r)) {
        return false;
    }
    let loc = rw.body().op_loc(subview);
    rw.set_insertion_point_before(op);
    let Some(m) = resolve_subview(rw, subview) else { return false };
    let rest: Vec<Mixed> = std::iter::once(m.offset).chain(m.sizes).chain(m.strides).collect();
    replace_metadata(rw, op, loc, Some(m.base), &rest);
    true
}

fn metadata_of_reshape(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>, reshape: OpId, kind: Reshape) -> bool {
    if !reshape_result_rank(rw, reshape).is_some_and(|r| has_rank(rw, op, r)) {
        return false;
    }
    let loc = rw.body().op_loc(reshape);
    rw.set_insertion_point_before(op);
    let Some(m) = resolve_reshape(rw, reshape, kind) else { return false };
    let rest: Vec<Mixed> = std::iter::once(m.offset).chain(m.sizes).chain(m.strides).collect();
    replace_metadata(rw, op, loc, Some(m.base), &rest);
    true
}

fn metadata_of_expand_shape(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(reshape) = source_op::<ExpandShapeOp>(rw, op) else { return false };
    metadata_of_reshape(op, rw, reshape.into(), Reshape::Expand)
}

fn metadata_of_collapse_shape(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(reshape) = source_op::<CollapseShapeOp>(rw, op) else { return false };
    metadata_of_reshape(op, rw, reshape.into(), Reshape::Collapse)
}

/// The base buffer of an allocation-like `source`: itself when its type is
/// the base buffer's, else a `reinterpret_cast` of it to offset 0 and no
/// sizes or strides.
fn flat_base(rw: &mut Rewriter<'_>, loc: Location, source: Value, base_ty: Type) -> Value {
    if rw.body().value_type(source) == base_ty {
        return source;
    }
    let ctx = rw.ctx();
    let attrs = [&[0i64][..], &[], &[]].map(|s| ctx.dense_i64_array(s));
    ReinterpretCastOp::build(rw, loc, source, &[], &[], &[], base_ty, attrs[0], attrs[1], attrs[2]).result(rw.body())
}

/// Upstream's `ExtractStridedMetadataOpAllocFolder` for `alloc`, `alloca`.
fn metadata_of_allocation(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>, alloc: OpId) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let alloc_value = body.results(alloc)[0];
    let alloc_ty = body.value_type(alloc_value);
    let Some((shape, _, layout, _)) = memref_parts(ctx, alloc_ty) else { return false };
    if !is_identity_layout(ctx, layout) || !has_rank(rw, op, shape.len()) {
        return false;
    }
    let shape = shape.to_vec();
    let dynamic: Vec<Value> = body.operands(alloc).collect();
    if dynamic.len() < shape.iter().filter(|&&s| s == DYNAMIC).count() {
        return false;
    }
    let loc = body.op_loc(op);
    let base_value = body.results(op)[0];
    let base_ty = body.value_type(base_value);
    let base_used = body.has_uses(base_value);
    rw.set_insertion_point_before(op);
    let mut next = dynamic.into_iter();
    let sizes: Vec<Mixed> = shape
        .iter()
        .map(|&s| if s == DYNAMIC { Mixed::Dynamic(next.next().unwrap_or(alloc_value)) } else { Mixed::Static(s) })
        .collect();
    // Row-major strides as products of the sizes to the right.
    let rank = shape.len();
    let mut strides = vec![Mixed::Static(1); rank];
    let mut e = AffineExpr::constant(1);
    for i in (0..rank.saturating_sub(1)).rev() {
        let k = (rank - 2 - i) as u32;
        e = e.mul(AffineExpr::symbol(k));
        strides[i] = folded_apply(rw, loc, e.clone(), &sizes[i + 1..i + 2 + k as usize]);
    }
    let base = base_used.then(|| flat_base(rw, loc, alloc_value, base_ty));
    let offset = index_constant(rw, loc, 0);
    let rest: Vec<Mixed> = std::iter::once(Mixed::Dynamic(offset)).chain(sizes).chain(strides).collect();
    replace_metadata(rw, op, loc, base, &rest);
    true
}

fn metadata_of_alloc(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(alloc) = source_op::<AllocOp>(rw, op) else { return false };
    metadata_of_allocation(op, rw, alloc.into())
}

fn metadata_of_alloca(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(alloca) = source_op::<AllocaOp>(rw, op) else { return false };
    metadata_of_allocation(op, rw, alloca.into())
}

/// Upstream's `ExtractStridedMetadataOpGetGlobalFolder`: a static global
/// of identity layout has offset 0 and row-major strides, all constants.
fn metadata_of_get_global(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(global) = source_op::<GetGlobalOp>(rw, op) else { return false };
    let ctx = rw.ctx();
    let body = rw.body();
    let value = body.results(global)[0];
    let Some((shape, _, layout, _)) = memref_parts(ctx, body.value_type(value)) else { return false };
    if !is_identity_layout(ctx, layout) || shape.contains(&DYNAMIC) || !has_rank(rw, op, shape.len()) {
        return false;
    }
    let shape = shape.to_vec();
    let strides = canonical_strides(&shape);
    let loc = body.op_loc(op);
    let base_ty = body.value_type(body.results(op)[0]);
    rw.set_insertion_point_before(op);
    let base = flat_base(rw, loc, value, base_ty);
    let mut values = vec![base];
    for v in std::iter::once(0).chain(shape).chain(strides) {
        values.push(index_constant(rw, loc, v));
    }
    rw.replace_op(op, &values);
    true
}

/// Upstream's `ExtractStridedMetadataOpReinterpretCastFolder`: the base of
/// the cast's (ranked) source, the cast's offset, sizes and strides.
fn metadata_of_reinterpret_cast(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = source_op::<ReinterpretCastOp>(rw, op) else { return false };
    let ctx = rw.ctx();
    let body = rw.body();
    let source = body.operand(cast, 0);
    if ranked(ctx, body.value_type(source)).is_none() {
        return false;
    }
    let slice = MixedSlice::of(ctx, body, cast);
    let rank = slice.sizes.len();
    if slice.offsets.len() != 1 || slice.strides.len() != rank || !has_rank(rw, op, rank) {
        return false;
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(metadata) = build_metadata(rw, loc, source) else { return false };
    let base = rw.body().results(metadata)[0];
    let rest: Vec<Mixed> = slice.offsets.iter().chain(&slice.sizes).chain(&slice.strides).copied().collect();
    replace_metadata(rw, op, loc, Some(base), &rest);
    true
}

/// Upstream's `ExtractStridedMetadataOpCastFolder`: the metadata of the
/// cast's (ranked) source, static where the cast's type says so.
fn metadata_of_cast(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = source_op::<CastOp>(rw, op) else { return false };
    let ctx = rw.ctx();
    let body = rw.body();
    let source = body.operand(cast, 0);
    let cast_ty = body.value_type(body.results(cast)[0]);
    let (Some((source_shape, _, _)), Some((shape, _, _)), Some((strides, offset))) =
        (ranked(ctx, body.value_type(source)), ranked(ctx, cast_ty), type_strides_and_offset(ctx, cast_ty))
    else {
        return false;
    };
    if !has_rank(rw, op, shape.len()) || source_shape.len() != shape.len() {
        return false;
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(metadata) = build_metadata(rw, loc, source) else { return false };
    let base = rw.body().results(metadata)[0];
    let (meta_offset, meta_sizes, meta_strides) = metadata_values(rw.body(), metadata);
    let mut rest = vec![known_or(offset, meta_offset)];
    rest.extend(shape.iter().zip(&meta_sizes).map(|(&s, &v)| known_or(s, v)));
    rest.extend(strides.iter().zip(&meta_strides).map(|(&s, &v)| known_or(s, v)));
    replace_metadata(rw, op, loc, Some(base), &rest);
    true
}

/// Upstream's `ExtractStridedMetadataOpMemorySpaceCastFolder`: the
/// metadata of the cast's source, its base cast to the result's memory
/// space when used.
fn metadata_of_memory_space_cast(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = source_op::<MemorySpaceCastOp>(rw, op) else { return false };
    let ctx = rw.ctx();
    let body = rw.body();
    let source = body.operand(cast, 0);
    let cast_ty = body.value_type(body.results(cast)[0]);
    let (Some((shape, _, _)), Some((_, _, space))) = (ranked(ctx, body.value_type(source)), ranked(ctx, cast_ty))
    else {
        return false;
    };
    if !has_rank(rw, op, shape.len()) {
        return false;
    }
    let loc = body.op_loc(op);
    let base_used = body.has_uses(body.results(op)[0]);
    rw.set_insertion_point_before(op);
    let Some(metadata) = build_metadata(rw, loc, source) else { return false };
    let mut values: Vec<Value> = rw.body().results(metadata).to_vec();
    if base_used {
        let Some((shape, element, layout, _)) = memref_parts(ctx, rw.body().value_type(values[0])) else {
            return false;
        };
        let ty = ctx.intern_type(TypeKind::MemRef { shape: shape.to_vec(), element, layout, memory_space: space });
        values[0] = MemorySpaceCastOp::build(rw, loc, values[0], ty).dest(rw.body());
        rw.replace_op(op, &values);
    } else {
        let rest: Vec<Mixed> = values[1..].iter().map(|&v| Mixed::Dynamic(v)).collect();
        replace_metadata(rw, op, loc, None, &rest);
    }
    true
}

/// `extract_strided_metadata` of an `assume_alignment` reads the
/// assumption's source (the metadata is the same).
fn metadata_of_assume_alignment(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(assume) = source_op::<AssumeAlignmentOp>(rw, op) else { return false };
    let body = rw.body();
    let source = body.operand(assume, 0);
    if body.value_type(source) != body.value_type(body.operand(op, 0)) {
        return false;
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let Some(metadata) = build_metadata(rw, loc, source) else { return false };
    let values = rw.body().results(metadata).to_vec();
    rw.replace_op(op, &values);
    true
}

/// Upstream's `ExtractStridedMetadataOpExtractStridedMetadataFolder`: the
/// metadata of a base buffer is that buffer at offset 0.
fn metadata_of_metadata(op: ExtractStridedMetadataOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(source) = source_op::<ExtractStridedMetadataOp>(rw, op) else { return false };
    if rw.body().results(op).len() != 2 {
        return false;
    }
    let base = rw.body().results(source)[0];
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    replace_metadata(rw, op, loc, Some(base), &[Mixed::Static(0)]);
    true
}
