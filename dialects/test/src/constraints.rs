//! The test dialect's own ODS constraint checks, which generated code
//! calls as `crate::constraints::...` (the shared ones are
//! `strata_ir::op_checks`): its `!test.i32` type predicate and the vector
//! types `test.reflect_bounds` takes.

use strata_ir::{Context, Type};

/// Upstream's `!test.i32` (`TestI32` in `TestOps.td`). strata has no test
/// types, so no type is one; `test.addi` therefore takes `i32` only.
pub fn is_test_i32(_: &Context, _: Type) -> bool {
    false
}

/// A vector of any rank of integers or indices (`VectorOfAnyRankOf<[AnyInteger,
/// Index]>`, which `test.reflect_bounds` takes among its types).
pub fn is_vector_of_integer_or_index(ctx: &Context, t: Type) -> bool {
    strata_ir::constraints::vector_of(ctx, t, strata_ir::constraints::is_integer_or_index)
}
