//! The trait and constraint checks the generated code calls (`t::...`),
//! shared by every generated dialect from [`strata_ir::op_checks`].

pub use strata_ir::op_checks::*;
