//! The small runtime that patterns generated from declarative rewrite rules
//! (`patterns/*.td`, compiled by `cargo xtask codegen`; see
//! `docs/patterns.md`) call: upstream's DRR helpers that are not op
//! specific.
//!
//! - [`constant_like`] is DRR's `ConstantLikeMatcher`: the op defining a
//!   value, when it is ConstantLike, and its constant attribute
//!   (upstream's `m_Constant`, read-only);
//! - [`fused_loc`] is the location DRR gives the ops a rule builds: the
//!   fused location of the matched ops, in match order;
//! - [`is_integer_attr`], [`int_attr`] and [`is_int_attr`] are the
//!   attribute constraints and constants of the rules (`APIntAttr`,
//!   `ConstantAttr<I1Attr, "1">`).
//!
//! Everything here only reads the IR, so a generated pattern matches
//! completely before it changes anything.

use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, Location, OpId, TypeKind, Value};

use crate::fold::constant_value;

/// The storage width of an `index` integer attribute.
const INDEX_BITS: u32 = 64;

/// DRR's `ConstantLikeMatcher`: the ConstantLike op defining `v` and its
/// value.
pub fn constant_like(ctx: &Context, body: &Body, v: Value) -> Option<(OpId, Attribute)> {
    let def = body.defining_op(v)?;
    Some((def, constant_value(ctx, body, def)?))
}

/// The location of the ops a rule builds: the matched ops' locations
/// fused (one op: its own location).
pub fn fused_loc(ctx: &Context, body: &Body, ops: &[OpId]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| body.op_loc(o)).collect();
    ctx.fused_loc(&locs)
}

/// `APIntAttr`: a scalar integer (or index) attribute.
pub fn is_integer_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}

/// `ConstantAttr<I<width>Attr, "value">` (`IndexAttr` with `width` 0): the
/// integer attribute `value` of that type.
pub fn int_attr(ctx: &Context, width: u32, value: i64) -> Attribute {
    let ty = if width == 0 { ctx.index_type() } else { ctx.integer_type(width) };
    let bits = if width == 0 { INDEX_BITS } else { width };
    ctx.intern_attr(AttrKind::Integer { ty, value: ApInt::from_i64(bits, value) })
}

/// Is `a` the attribute [`int_attr`] builds for `width` and `value`?
pub fn is_int_attr(ctx: &Context, a: Attribute, width: u32, value: i64) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value: v } => {
            let of_width = match ctx.type_kind(*ty) {
                TypeKind::Index => width == 0,
                TypeKind::Integer { width: w, .. } => *w == width,
                _ => false,
            };
            let bits = if width == 0 { INDEX_BITS } else { width };
            of_width && *v == ApInt::from_i64(bits, value)
        }
        _ => false,
    }
}
