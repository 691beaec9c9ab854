//! Every dialect and pass strata ships (upstream's `registerAllDialects` and
//! `registerAllPasses`): what `strata-opt` registers, and what a tool that
//! extends strata-opt with its own dialects starts from.
//!
//! The driver library (`strata_opt`) knows no dialect: a tool builds its
//! registries, from this crate or dialect by dialect, and hands them to
//! `strata_opt::main`. Dialects load in the order listed here.

use strata_ir::DialectRegistry;
use strata_pass::PassRegistry;

/// Adds every dialect strata ships to `registry`; the `test` dialect only
/// with the `test-dialect` feature.
pub fn register_all_dialects(registry: &mut DialectRegistry) {
    registry
        .insert(strata_dialect_builtin::register)
        .insert(strata_dialect_affine::register)
        .insert(strata_dialect_amx::register)
        .insert(strata_dialect_arm_neon::register)
        .insert(strata_dialect_arm_sve::register)
        .insert(strata_dialect_arith::register)
        .insert(strata_dialect_cf::register)
        .insert(strata_dialect_func::register)
        .insert(strata_dialect_graph::register)
        .insert(strata_dialect_index::register)
        .insert(strata_dialect_llvm::register)
        .insert(strata_dialect_math::register)
        .insert(strata_dialect_memref::register)
        .insert(strata_dialect_scf::register)
        .insert(strata_dialect_tensor::register);
    #[cfg(feature = "test-dialect")]
    registry.insert(strata_dialect_test::register);
    registry
        .insert(strata_dialect_ub::register)
        .insert(strata_dialect_vector::register)
        .insert(strata_dialect_vectorize::register)
        .insert(strata_dialect_x86vector::register)
        // Extensions of the dialects above, once they are registered.
        .insert(strata_conversions::to_llvm::interface::register_convert_to_llvm_interfaces);
}

/// Adds every pass strata ships to `registry`; the test dialect's test
/// passes only with the `test-dialect` feature.
pub fn register_all_passes(registry: &mut PassRegistry) {
    strata_transforms::register_passes(registry);
    // Equality saturation: `eqsat`, and `cse` with `semantic=true` in place
    // of strata-transforms' `cse`.
    registry.register(strata_eqsat::pass_info());
    registry.register(strata_eqsat::semantic_cse::pass_info());
    strata_conversions::register_passes(registry);
    strata_dialect_llvm::transforms::register_passes(registry);
    #[cfg(feature = "test-dialect")]
    strata_dialect_test::passes::register_passes(registry);
}

/// A registry of every dialect strata ships.
pub fn all_dialects() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    register_all_dialects(&mut registry);
    registry
}

/// A registry of every pass strata ships.
pub fn all_passes() -> PassRegistry {
    let mut registry = PassRegistry::new();
    register_all_passes(&mut registry);
    registry
}
