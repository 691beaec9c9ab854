//! The integer ranges of the test ops (upstream's `TestWithBoundsOp` and
//! `TestReflectBoundsOp`): `test.with_bounds`'s result's range is what
//! its `umin`, `umax`, `smin` and `smax` attributes say;
//! `test.reflect_bounds` passes its operand's range on and keeps it in
//! those attributes ([`ReflectIntRanges`]).

use strata_ir::int_range::{ConstantIntRanges, ReflectIntRanges};
use strata_ir::{ApInt, AttrKind, Body, Context, OpId, Signedness, TypeKind};

/// `test.with_bounds`: the four bounds of the op's properties (nothing
/// known when one is missing or their widths differ).
pub fn with_bounds(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<ConstantIntRanges>],
) -> Vec<Option<ConstantIntRanges>> {
    let bound = |name: &str| match ctx.attr_kind(strata_ir::op_checks::inherent_attr(ctx, body, op, name)?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    };
    let range = (|| {
        let r = ConstantIntRanges {
            umin: bound("umin")?,
            umax: bound("umax")?,
            smin: bound("smin")?,
            smax: bound("smax")?,
        };
        let w = r.width();
        [&r.umax, &r.smin, &r.smax].iter().all(|b| b.width() == w).then_some(r)
    })();
    vec![range]
}

/// `test.reflect_bounds`: its result's range is its operand's.
pub fn reflect_bounds(
    _: &Context,
    _: &Body,
    _: OpId,
    operands: &[Option<ConstantIntRanges>],
) -> Vec<Option<ConstantIntRanges>> {
    vec![operands.first().cloned().flatten()]
}

/// `test.reflect_bounds` keeps its operand's range in its `umin`, `umax`,
/// `smin` and `smax` properties: typed `ui<w>` and `si<w>` for integers
/// (and vectors of them) of width `w`, `index` for an index.
pub fn reflect_bounds_recorder() -> ReflectIntRanges {
    ReflectIntRanges {
        reflect: |ctx, body, op, ranges| {
            let Some(Some(range)) = ranges.first() else { return };
            let Some(&result) = body.results(op).first() else { return };
            let element = ctx.element_type_or_self(body.value_type(result));
            let (signed, unsigned) = match ctx.type_kind(element) {
                TypeKind::Integer { width, .. } => (
                    ctx.integer_type_with(*width, Signedness::Signed),
                    ctx.integer_type_with(*width, Signedness::Unsigned),
                ),
                _ => (element, element),
            };
            let attr = |ty, value: &ApInt| ctx.intern_attr(AttrKind::Integer { ty, value: value.clone() });
            for (name, ty, value) in [
                ("umin", unsigned, &range.umin),
                ("umax", unsigned, &range.umax),
                ("smin", signed, &range.smin),
                ("smax", signed, &range.smax),
            ] {
                let value = attr(ty, value);
                strata_ir::op_checks::set_inherent_attr(ctx, body, op, name, value);
            }
        },
    }
}
