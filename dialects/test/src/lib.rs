//! The `test` dialect: the ops of upstream MLIR's test dialect
//! (`mlir/test/lib/Dialect/Test`) that upstream's canonicalize, CSE and DCE
//! tests use, so strata's lit tests can be written the way upstream writes
//! them and checked against `mlir-opt-22`, which registers the same
//! dialect. strata-opt registers it behind its cargo feature
//! `test-dialect` (on by default).
//!
//! Described by strata's own ODS file, `ods/TestOps.td` (same names,
//! operands, results, regions, successors, traits, effects and formats as
//! upstream's), generated into `generated.rs` by `cargo xtask codegen`;
//! hand-written beside it:
//!
//! - [`fold`]: the folds (`test.constant`, `test.op_with_region_fold`,
//!   `test.op_with_variadic_results_and_folder`, the involution folds,
//!   `test.op_in_place_fold`), `test.constant` as the materialized
//!   constant and `test.one_region_op` as a constant insertion region;
//! - [`canonicalize`]: `TestRemoveOpWithInnerOps` and the dialect's pattern
//!   turning `test.dialect_canonicalizable` into `arith.constant 42 : i32`;
//! - [`branch`]: `BranchOpInterface` of `test.br` and `test.producing_br`,
//!   and [`region_branch`]: `RegionBranchOpInterface` of `test.region_if`
//!   (attached and verified by the generated code);
//! - [`effects`]: the memory effects `test.side_effect_op` and
//!   `test.side_effect_with_region_op` read from their `effects` attribute
//!   (wired by `ods/tables.txt`);
//! - [`speculation`] and [`int_range`]: the C++ `getSpeculatability` of
//!   `never_speculatable_op` and `conditionally_speculatable_op`, and
//!   `with_bounds`'s `inferResultRanges` (wired by `ods/tables.txt`);
//! - [`syntax`]: the C++ custom forms of `test.region_if` and
//!   `test.single_no_terminator_custom_asm_op`;
//! - [`constraints`]: the dialect's own ODS constraint checks the
//!   generated code calls;
//! - [`passes`]: upstream's test passes that check a framework through
//!   these ops (`test-decompose-call-graph-types`).
//!
//! As upstream's, the dialect allows unknown operations: `"test.foo"() :
//! () -> ()` parses and verifies as an unregistered op without
//! `--allow-unregistered-dialect`.
//!
//! Ops, by what upstream's tests use them for:
//! - memory effects: `op_with_memread`, `op_with_memwrite`,
//!   `test_effects_result` (allocates and writes its result),
//!   `op_with_effects_a`, `op_with_effects_b`, `side_effect_op` and
//!   `side_effect_with_region_op` (effects listed in an attribute);
//! - regions: `graph_region`, `isolated_graph_region`, `ssacfg_region`,
//!   `one_region_op`, `two_region_op`, `one_region_with_operands_op`,
//!   `isolated_one_region_op`, `isolated_regions`, `alloca_scope_region`,
//!   `one_region_with_recursive_memory_effects`, `single_no_terminator_op`,
//!   `single_no_terminator_custom_asm_op`, `variadic_no_terminator_op`,
//!   `graph_loop`, `cse_of_single_block_op`, `region_if`; terminators
//!   `finish`, `return`, `region_yield`, `region_if_yield` and
//!   `SingleBlockImplicitTerminator`;
//! - branches: `br`, `producing_br`;
//! - symbols: `symbol_scope` (a symbol table);
//! - folding and canonicalization: `constant`, `op_with_region_pattern`,
//!   `op_with_region_fold`, `op_with_region_fold_no_side_effect`,
//!   `op_with_variadic_results_and_folder`, `addi`, `op_commutative`,
//!   `op_commutative2`, `op_large_commutative`, `op_idempotent_trait`,
//!   `op_idempotent_trait_binary`, the three `op_involution_trait_*` ops,
//!   `op_in_place_fold`, `op_in_place_fold_anchor`,
//!   `dialect_canonicalizable`;
//! - speculation and ranges (loop-invariant code motion):
//!   `always_speculatable_op`, `never_speculatable_op`,
//!   `conditionally_speculatable_op`, `recursively_speculatable_op`,
//!   `speculatable_op_with_memread`, `speculatable_op_with_memwrite`,
//!   `with_bounds`; `any_cond` (a region that runs once, control-flow
//!   sinking).
//!
//! Left out: `test.isolated_region` (its custom form names the region
//! argument after the operand, `shadowRegionArgs`, which strata's printer
//! does not do), `test.internal_br` (a produced successor operand),
//! upstream's test types and attributes (`!test.i32` is accepted by
//! nothing here), the pattern, conversion, interface and analysis test ops
//! (`op_a`..., `test.illegal_*`, ...), and the test
//! dialect's aliases and dialect-level custom printers.

pub mod branch;
pub mod call;
pub mod canonicalize;
pub mod constraints;
pub mod effects;
pub mod fold;
pub mod inliner;
pub mod int_range;
pub mod loop_like;
pub mod passes;
#[rustfmt::skip]
mod generated;
pub mod region_branch;
pub mod speculation;
pub mod syntax;
#[cfg(test)]
mod tests;

pub use generated::*;
