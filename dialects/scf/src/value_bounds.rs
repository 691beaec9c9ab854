//! `ValueBoundsOpInterface` of the scf loops (upstream's
//! `SCF/IR/ValueBoundsOpInterfaceImpl.cpp`), attached by the tables:
//! the induction variables of `scf.for` and `scf.forall` lie between their
//! bounds. Upstream's equalities for loop-carried values and `scf.if`
//! results (a result equals the init when the loop yields its argument
//! back) are not taken: the slice questions strata asks do not meet them.

use strata_ir::value_bounds::ValueBoundsOpInterface;

/// `scf.for` and `scf.forall`: `lb <= iv < ub` per induction variable.
pub fn r#loop() -> ValueBoundsOpInterface {
    ValueBoundsOpInterface::loop_bounds()
}
