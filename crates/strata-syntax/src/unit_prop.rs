//! `UnitProp` properties in the generic form (upstream's property
//! conversion for `UnitProp`): a set one reads and prints as `name` (a
//! unit attribute; `name = true` reads the same), an unset one reads as
//! `name = false` or nothing, and prints as `name = false`, as mlir-opt
//! prints every unset `UnitProp` of a registered op.
//!
//! Invariant: strata stores a set `UnitProp` as a unit attribute and an
//! unset one as no entry at all, whatever the input spelled. They are
//! recognized by their constraint's description, `"unit property"`, which
//! the ODS generator gives `UnitProp` and nothing else
//! (`xtask/src/ods/gen_map.rs`).

use strata_ir::{AttrKind, AttrSpec, Attribute, Context, OpInfo};

/// Is `spec` a `UnitProp`?
fn is_unit_prop(spec: &AttrSpec) -> bool {
    spec.constraint.description == "unit property"
}

/// The generic `<{...}>` of an op as strata stores it: each `UnitProp`
/// written `= true` becomes a unit attribute, one written `= false` goes.
pub(crate) fn normalize_parsed(ctx: &Context, info: &OpInfo, props: Attribute) -> Attribute {
    let mut props = props;
    for spec in info.attributes.iter().filter(|s| is_unit_prop(s)) {
        let Some(value) = ctx.dict_get(props, spec.name) else { continue };
        let replacement = match ctx.attr_kind(value) {
            AttrKind::Integer { ty, value } if ctx.is_signless_integer(*ty, 1) => {
                if value.is_zero() {
                    None
                } else {
                    Some(ctx.unit_attr())
                }
            }
            _ => continue,
        };
        props = ctx.dict_with(props, ctx.ident(spec.name), replacement);
    }
    props
}

/// The properties to print in generic form: `props` plus `name = false`
/// for each unset `UnitProp` (`None` stays `None` when there is none).
pub(crate) fn with_unset_as_false(ctx: &Context, info: &OpInfo, props: Option<Attribute>) -> Option<Attribute> {
    let mut out = props;
    for spec in info.attributes.iter().filter(|s| is_unit_prop(s)) {
        let current = out.unwrap_or_else(|| ctx.empty_dictionary());
        if ctx.dict_get(current, spec.name).is_none() {
            out = Some(ctx.dict_with(current, ctx.ident(spec.name), Some(ctx.bool_attr(false))));
        }
    }
    out
}
