//! Canonicalization patterns rooted at vectorize ops.

use strata_ir::Context;
use strata_rewrite::PatternSet;

/// `vectorize.ramp`'s patterns.
pub fn ramp(_ctx: &Context, _set: &mut PatternSet) {}
