//! Memory effects read from the op (upstream's `SideEffectOp::getEffects`
//! and `SideEffectWithRegionOp::getEffects` in `TestOpDefs.cpp`): the
//! `effects` attribute of `test.side_effect_op` and
//! `test.side_effect_with_region_op` lists them, one dictionary each:
//!
//! ```mlir
//! %0 = "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i32
//! ```
//!
//! `effect` is `"read"`, `"write"`, `"allocate"` or `"free"`; `on_result`
//! puts it on the op's result, `on_operand` on its operand (the region
//! op's), `on_argument` or `on_reference = @sym` on something that is
//! neither (strata records those on the op, which its queries treat
//! alike); `test_resource` names upstream's `TestResource`. No attribute:
//! no effect. A malformed list, on which upstream asserts, counts as
//! unknown effects.

use strata_ir::{AttrKind, Body, Context, Effect, EffectInstance, EffectOn, MemoryEffects, OpId};

/// The effects listed by `op`'s `effects` attribute (the two ops'
/// `MemoryEffects::PerOp` hook, attached by the generated `OpInfo`s).
pub fn from_attribute(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
    let Some(list) = ctx.dict_get(body.attrs(op), "effects") else { return MemoryEffects::none() };
    let AttrKind::Array(elements) = ctx.attr_kind(list) else { return MemoryEffects::none() };
    let effects: Option<Vec<EffectInstance>> = elements.iter().map(|&e| instance(ctx, e)).collect();
    effects.map_or(MemoryEffects::Unknown, |effects| MemoryEffects::Known { effects, recursive: false })
}

/// One `{effect = ..., ...}` entry; `None` if it is not one.
fn instance(ctx: &Context, entry: strata_ir::Attribute) -> Option<EffectInstance> {
    let has = |key: &str| ctx.dict_get(entry, key).is_some();
    let effect = match ctx.string_value(ctx.dict_get(entry, "effect")?)? {
        b"read" => Effect::Read,
        b"write" => Effect::Write,
        b"allocate" => Effect::Allocate,
        b"free" => Effect::Free,
        _ => return None,
    };
    let resource = if has("test_resource") { "TestResource" } else { "DefaultResource" };
    let on = if has("on_result") {
        EffectOn::Result(0)
    } else if has("on_operand") {
        EffectOn::Operand(0)
    } else {
        EffectOn::Op
    };
    Some(EffectInstance { effect, on, resource })
}
