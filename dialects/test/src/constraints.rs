//! The test dialect's own ODS constraint check, which generated code
//! calls as `crate::constraints::...` (the shared ones are
//! `strata_ir::op_checks`): its `!test.i32` type predicate.

use strata_ir::{Context, Type};

/// Upstream's `!test.i32` (`TestI32` in `TestOps.td`). strata has no test
/// types, so no type is one; `test.addi` therefore takes `i32` only.
pub fn is_test_i32(_: &Context, _: Type) -> bool {
    false
}
