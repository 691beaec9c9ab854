//! Result-name hints of the index ops (upstream's `getAsmResultNames`):
//! `index.constant` names its result `%idx<value>` (`%idx5`, `%idx-2`),
//! `index.bool.constant` `%true` or `%false`.

use strata_ir::{AttrKind, Body, Context, OpId, Value};

/// `%idx<value>`, the value in signed decimal.
pub fn constant_result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let Some(&result) = body.results(op).first() else { return };
    let value = body.properties(op).and_then(|p| ctx.dict_get(p, "value"));
    if let Some(AttrKind::Integer { value, .. }) = value.map(|v| ctx.attr_kind(v)) {
        set(result, &format!("idx{}", value.to_signed_decimal()));
    }
}

/// `%true` / `%false`.
pub fn bool_constant_result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let Some(&result) = body.results(op).first() else { return };
    let value = body.properties(op).and_then(|p| ctx.dict_get(p, "value"));
    if let Some(AttrKind::Integer { value, .. }) = value.map(|v| ctx.attr_kind(v)) {
        set(result, if value.is_zero() { "false" } else { "true" });
    }
}
