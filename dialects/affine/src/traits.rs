//! The trait and constraint checks the generated code calls (`t::...`):
//! upstream's `OpTrait::impl::verify*`, the ODS predicate traits and enum
//! attribute constraints, shared by every generated dialect from
//! [`strata_ir::op_checks`].

pub use strata_ir::op_checks::*;
