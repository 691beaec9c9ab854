//! The affine dialect's inliner interface (upstream's
//! `AffineInlinerInterface`): affine ops may be inlined into a region of an
//! affine scope (`func.func`) or of an affine construct (`affine.for`,
//! `affine.parallel`, `affine.if`); a callee may be inlined *into* an
//! affine construct only when it is one block whose ops are effect-free,
//! or affine loads and stores whose dims and symbols stay valid dims and
//! symbols there (upstream's `remainsLegalAfterInline`).

use strata_ir::inliner::{DialectInlinerInterface, ValueMapping};
use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Body, Context, MemoryEffects, OpId, RegionId, Traits, Value};
use strata_rewrite::fold::constant_of;

use crate::scope::{is_dim_op, is_valid_dim_in, is_valid_symbol_in};

/// The interface registered with the dialect.
pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        is_legal_to_inline_region: into_construct,
        is_legal_to_inline_op: op_into,
        ..DialectInlinerInterface::NOTHING_LEGAL
    }
}

fn is_construct(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(ctx.op_name_str(body.op_name(op)), "affine.for" | "affine.parallel" | "affine.if")
}

/// Inlining `src` into a region of an affine construct.
fn into_construct(ctx: &Context, body: &Body, dest: RegionId, src: RegionId, _: bool, map: &ValueMapping) -> bool {
    let Some(dest_op) = body.region_parent(dest) else { return false };
    if !is_construct(ctx, body, dest_op) {
        return false;
    }
    let mut blocks = body.region_blocks(src);
    let (Some(block), None) = (blocks.next(), blocks.next()) else { return false };
    body.block_ops(block).all(|op| {
        // Ops with no memory effect of their own (an interface answer, not
        // `RecursiveMemoryEffects`) keep every affine rule.
        let effect_free = matches!(MemoryEffects::of_op(ctx, body, op).as_deref(),
            Some(MemoryEffects::Known { effects, recursive: false }) if effects.is_empty());
        effect_free || memory_op_stays_legal(ctx, body, op, src, dest, map)
    })
}

/// An affine load or store whose map's dims stay valid dims and symbols
/// valid symbols in `dest`; any other op is refused.
fn memory_op_stays_legal(
    ctx: &Context,
    body: &Body,
    op: OpId,
    src: RegionId,
    dest: RegionId,
    map: &ValueMapping,
) -> bool {
    let first = match ctx.op_name_str(body.op_name(op)) {
        "affine.load" | "affine.vector_load" => 1,
        "affine.store" | "affine.vector_store" => 2,
        _ => return false,
    };
    let Some(attr) = inherent_attr(ctx, body, op, "map") else { return false };
    let AttrKind::AffineMap(affine_map) = ctx.attr_kind(attr) else { return false };
    let dims = affine_map.num_dims as usize;
    let operands: Vec<Value> = body.operands(op).skip(first).collect();
    operands.iter().enumerate().all(|(i, &v)| {
        let need_dim = i < dims;
        stays_legal(ctx, body, v, src, dest, map, need_dim)
    })
}

/// Upstream's `remainsLegalAfterInline` for one value.
fn stays_legal(
    ctx: &Context,
    body: &Body,
    v: Value,
    src: RegionId,
    dest: RegionId,
    map: &ValueMapping,
    need_dim: bool,
) -> bool {
    // Not defined at the callee's top level: it moves along and is checked
    // where it is defined.
    if body.value_parent_block(v).and_then(|b| body.block_region(b)) != Some(src) {
        return true;
    }
    match body.defining_op(v) {
        // An argument: what replaces it must be valid where it lands.
        None => {
            let Some(&replacement) = map.get(&v) else { return false };
            if need_dim {
                is_valid_dim_in(ctx, body, replacement, Some(dest))
            } else {
                is_valid_symbol_in(ctx, body, replacement, Some(dest))
            }
        }
        // Defined in the callee: valid anywhere when a constant or a dim.
        Some(def) => constant_of(ctx, body, v).is_some() || is_dim_op(ctx, body, def),
    }
}

/// An affine op goes into affine scopes and constructs only.
fn op_into(ctx: &Context, body: &Body, _: OpId, dest: RegionId, _: bool, _: &ValueMapping) -> bool {
    let Some(parent) = body.region_parent(dest) else { return false };
    ctx.op_info(body.op_name(parent)).is_some_and(|i| i.has_trait(Traits::AFFINE_SCOPE))
        || is_construct(ctx, body, parent)
}
