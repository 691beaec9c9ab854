//! `test.with_bounds`'s `inferResultRanges` (upstream's
//! `TestWithBoundsOp`): its result's range is what its `umin`, `umax`,
//! `smin` and `smax` attributes say.

use strata_ir::int_range::ConstantIntRanges;
use strata_ir::{AttrKind, Body, Context, OpId};

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
