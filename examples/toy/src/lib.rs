//! MLIR's Toy tutorial on strata (`docs/toy/`): the Toy language, its
//! dialect and `toyc`, the compiler that takes a Toy program to IR, to
//! LLVM and to running code.
//!
//! The crate is the tutorial's final state; each chapter adds modules:
//!
//! - chapter 1, [`language`]: lexer, parser and AST of Toy;
//! - chapter 2, the `toy` dialect (`ods/ToyOps.td`, generated into
//!   `generated.rs` by `cargo xtask codegen`) with its hand-written
//!   [`syntax`], [`verify`] and [`constraints`], and [`mlirgen`], which
//!   emits it from the AST;
//! - chapter 3, [`canonicalize`] and [`fold`]: `transpose(transpose(x))`
//!   in Rust, the reshape rules declared in `ods/ToyCombine.td`
//!   (compiled into `generated_patterns.rs` by `cargo xtask drr`);
//! - chapter 4, [`call`], [`inliner`] and [`shape_inference`]: the call
//!   interfaces and the inliner interface that let strata's generic
//!   `inline` pass inline Toy calls, and the Toy crate's own op interface
//!   (`ods/ShapeInferenceInterface.td`) with the pass using it;
//! - chapter 5, [`lower_to_affine`]: the partial lowering to `affine`,
//!   `arith` and `memref` on strata's conversion framework;
//! - chapter 6, [`lower_to_llvm`]: the rest of the way to the `llvm`
//!   dialect (`toy.print` as `printf` calls), which `toyc` translates
//!   and runs through `strata-mlir` (feature `llvm`);
//! - chapter 7: the struct type and ops, in the modules of chapters 2
//!   and 3.
//!
//! `toy-opt` (`src/bin/toy-opt.rs`) is strata's driver over [`dialects`]
//! and [`passes`]; `toyc` (`src/bin/toyc.rs`) is the compiler.

pub mod call;
pub mod canonicalize;
pub mod constraints;
pub mod fold;
pub mod inliner;
pub mod language;
pub mod lower_to_affine;
pub mod lower_to_llvm;
pub mod mlirgen;
pub mod shape_inference;
pub mod syntax;
pub mod verify;

#[rustfmt::skip]
mod generated;
#[rustfmt::skip]
mod generated_patterns;

pub use generated::*;

use strata_ir::DialectRegistry;
use strata_pass::PassRegistry;

/// The dialects Toy programs are lowered through: `toy`, and `func`,
/// `affine`, `arith` and `memref` (chapter 5), `scf`, `cf` and `llvm`
/// (chapter 6) (the driver always adds `builtin`).
pub fn dialects() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    registry
        .insert(strata_dialect_affine::register)
        .insert(strata_dialect_arith::register)
        .insert(strata_dialect_cf::register)
        .insert(strata_dialect_func::register)
        .insert(strata_dialect_llvm::register)
        .insert(strata_dialect_memref::register)
        .insert(strata_dialect_scf::register)
        .insert(register);
    registry
}

/// strata's passes (`canonicalize`, `cse`, `inline`, ...), the llvm
/// dialect's (`ensure-debug-info-scope-on-llvm-func`) and Toy's own
/// `toy-shape-inference`, `toy-lower-to-affine` and `toy-lower-to-llvm`.
pub fn passes() -> PassRegistry {
    let mut passes = PassRegistry::new();
    strata_transforms::register_passes(&mut passes);
    strata_dialect_llvm::transforms::register_passes(&mut passes);
    passes.register(shape_inference::pass_info());
    passes.register(lower_to_affine::pass_info());
    passes.register(lower_to_llvm::pass_info());
    passes
}

/// How far `toyc` takes a program (its `-emit=` beyond the AST).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Emit {
    /// Toy IR (`-emit=mlir`).
    Toy,
    /// Toy lowered to `affine`, `arith` and `memref`, `toy.print` aside
    /// (`-emit=mlir-affine`, chapter 5).
    Affine,
    /// Lowered to the `llvm` dialect (`-emit=mlir-llvm`, and what
    /// `-emit=llvm` and `-emit=jit` translate; chapter 6).
    Llvm,
}

/// The pass pipeline `toyc` runs (upstream's chapter 7 `toyc`): with
/// `opt`, or to lower, inline every call and then, per function,
/// canonicalize, infer the shapes, canonicalize and CSE (chapters 3 and
/// 4); to lower to affine, the Toy-to-affine conversion and a clean-up by
/// canonicalize and CSE (chapter 5); to lower to LLVM, then the
/// conversion to the `llvm` dialect (chapter 6). `None` when nothing is
/// to run. (Upstream's `-opt` also runs affine loop fusion and scalar
/// replacement after lowering, which strata does not have, and
/// upstream's LLVM lowering adds debug-info scopes to the functions.)
pub fn pipeline(emit: Emit, opt: bool) -> Option<String> {
    let mut passes = Vec::new();
    if opt || emit != Emit::Toy {
        passes.push("inline, toy.func(canonicalize, toy-shape-inference, canonicalize, cse)");
    }
    if emit != Emit::Toy {
        passes.push("toy-lower-to-affine, func.func(canonicalize, cse)");
    }
    if emit == Emit::Llvm {
        // As upstream's toyc: line tables need a subprogram per function.
        passes.push("toy-lower-to-llvm, ensure-debug-info-scope-on-llvm-func");
    }
    (!passes.is_empty()).then(|| format!("builtin.module({})", passes.join(", ")))
}

/// A context with the syntax hooks, `builtin` and [`dialects`] loaded.
pub fn context() -> strata_ir::Context {
    strata_opt::make_context(&dialects())
}

/// Runs `pipeline` (textual, over [`passes`]) on `module`; `Err` with its
/// diagnostics when a pass fails.
pub fn run_pipeline(
    ctx: &strata_ir::Context,
    body: &mut strata_ir::Body,
    module: strata_ir::OpId,
    pipeline: &str,
) -> Result<(), Vec<strata_ir::Diagnostic>> {
    let pm = strata_pass::parse_pipeline(&passes(), pipeline)
        .map_err(|message| vec![strata_ir::Diagnostic::error(ctx.unknown_loc(), message)])?;
    let config = strata_pass::RunConfig { verify_each: true, threads: 1, ..Default::default() };
    let outcome = pm.run(ctx, body, module, &config);
    if outcome.failed {
        return Err(outcome.diagnostics);
    }
    Ok(())
}
