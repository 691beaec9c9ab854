//! The affine dialect's inliner interface (upstream's
//! `AffineInlinerInterface`): affine ops may be inlined into a region of an
//! affine scope (`func.func`) or of an affine construct (`affine.for`,
//! `affine.parallel`, `affine.if`); a callee may be inlined *into* an
//! affine construct only when it is one block of ops the affine rules
//! still accept there.
//!
//! Difference: upstream accepts `affine.load`/`affine.store` (and other
//! affine memory ops) inlined into a construct when their operands stay
//! valid dims and symbols there; strata refuses them, so such a call stays
//! a call (`docs/differences.md`).

use strata_ir::inliner::{DialectInlinerInterface, ValueMapping};
use strata_ir::{Body, Context, MemoryEffects, OpId, RegionId, Traits};

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
fn into_construct(ctx: &Context, body: &Body, dest: RegionId, src: RegionId, _: bool, _: &ValueMapping) -> bool {
    let Some(dest_op) = body.region_parent(dest) else { return false };
    if !is_construct(ctx, body, dest_op) {
        return false;
    }
    let mut blocks = body.region_blocks(src);
    let (Some(block), None) = (blocks.next(), blocks.next()) else { return false };
    // Ops with no memory effect of their own (an interface answer, not
    // `RecursiveMemoryEffects`) keep every affine rule; others are refused.
    body.block_ops(block).all(|op| {
        matches!(MemoryEffects::of_op(ctx, body, op).as_deref(),
            Some(MemoryEffects::Known { effects, recursive: false }) if effects.is_empty())
    })
}

/// An affine op goes into affine scopes and constructs only.
fn op_into(ctx: &Context, body: &Body, _: OpId, dest: RegionId, _: bool, _: &ValueMapping) -> bool {
    let Some(parent) = body.region_parent(dest) else { return false };
    ctx.op_info(body.op_name(parent)).is_some_and(|i| i.has_trait(Traits::AFFINE_SCOPE))
        || is_construct(ctx, body, parent)
}
