//! The trait and constraint checks the generated code calls (`t::...`):
//! the shared ones from [`strata_ir::op_checks`], and the test dialect's
//! own type predicate.

pub use strata_ir::op_checks::*;

use strata_ir::{Context, Type};

/// Upstream's `!test.i32` (`TestI32` in `TestOps.td`). strata has no test
/// types, so no type is one; `test.addi` therefore takes `i32` only.
pub fn is_test_i32(_: &Context, _: Type) -> bool {
    false
}
