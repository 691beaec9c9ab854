//! The llvm dialect's own passes (upstream's `LLVMIR/Transforms`):
//!
//! - [`di_scope`], `ensure-debug-info-scope-on-llvm-func`: a debug-info
//!   subprogram on every function, so translation emits line tables.

pub mod di_scope;

use strata_pass::PassRegistry;

/// Registers the llvm dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(di_scope::pass_info());
}
