//! Builders other dialects' patterns share: affine ops created through the
//! generated op classes, at a rewriter's insertion point.

use strata_ir::affine::AffineMap;
use strata_ir::{Location, Value};
use strata_rewrite::Rewriter;

use crate::map_operands::compose_map_and_operands;
use crate::AffineApplyOp;

/// Upstream's `makeComposedAffineApply`: a new `affine.apply` of `map`
/// (one result) over `operands`, with the `affine.apply`s that define
/// operands composed in and the map canonicalized with its operands
/// (`composeAffineMapAndOperands`); nothing is folded.
pub fn composed_apply(rw: &mut Rewriter<'_>, loc: Location, map: AffineMap, operands: &[Value]) -> Value {
    let ctx = rw.ctx();
    let (mut map, mut operands) = (map, operands.to_vec());
    compose_map_and_operands(ctx, rw.body(), &mut map, &mut operands);
    let map = ctx.affine_map_attr(map);
    let apply = AffineApplyOp::build(rw, loc, &operands, ctx.index_type(), map);
    apply.ods_arg0(rw.body())
}
