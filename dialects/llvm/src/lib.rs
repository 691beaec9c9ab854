//! The llvm dialect: LLVM IR's types, attributes and ops, the vocabulary
//! of a lowering's last stage before translation to LLVM IR.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op of
//!   upstream's `LLVMOps.td` and `LLVMIntrinsicOps.td` (read through
//!   `ods/LLVMDialect.td` with the code-generation tables of
//!   `ods/tables.txt`): its `OpInfo`, verify hook, assembly format and
//!   typed wrapper;
//! - [`types`]: `!llvm.ptr`, `!llvm.struct`, `!llvm.array`, `!llvm.func`,
//!   `!llvm.target` and the parameterless types, in plain Rust, printed and parsed as
//!   upstream does (nested llvm types without their `!llvm.` prefix);
//! - [`attrs`]: `#llvm.linkage`, `#llvm.cconv` and `#llvm.tailcallkind`,
//!   the attributes over enums upstream defines in C++, and the constants
//!   `#llvm.undef`, `#llvm.poison`, `#llvm.zero`;
//! - [`debug_info`]: the debug-info attributes (`#llvm.di_subprogram`,
//!   `#llvm.di_local_variable`, `#llvm.di_expression`, ...);
//! - [`effects`]: the memory effects of `llvm.load`, `llvm.store` and
//!   `llvm.inline_asm`, which depend on the op;
//! - [`verify`], [`fold`], [`syntax`]: the ops' hand-written verifiers,
//!   folds (and the constant materializer) and custom forms;
//! - [`build`]: builders in the shapes lowerings use (direct calls,
//!   constant GEPs);
//! - [`inliner`]: the `DialectInlinerInterface` (calls of `llvm.func`s);
//! - [`transforms`]: the dialect's passes (`ensure-debug-info-scope-on-llvm-func`);
//! - [`branch`], [`call`]: the terminators' `BranchOpInterface` and the
//!   call interfaces of `llvm.call`, `llvm.invoke` and `llvm.func`.
//!
//! As upstream's, the dialect allows unknown operations: `"llvm.foo"()`
//! parses and verifies as an unregistered op.

pub mod attrs;
pub mod branch;
pub mod build;
pub mod call;
pub mod constraints;
pub mod debug_info;
pub mod effects;
pub mod fold;
pub mod inliner;
// `llvm.cmpxchg`'s accessor is `cmp`, upstream's operand name.
#[allow(clippy::should_implement_trait)]
#[rustfmt::skip]
mod generated;
pub mod mem2reg;
pub mod memory_effects;
pub mod sroa;
pub mod syntax;
pub mod transforms;
pub mod types;
pub mod verify;

pub use generated::{ops, *};

/// Registers the llvm dialect: its ops, types and attributes.
pub fn register(ctx: &strata_ir::Context) {
    generated::register(ctx);
    for def in types::type_defs() {
        ctx.register_type_def(def);
    }
    for def in attrs::attr_defs().into_iter().chain(debug_info::attr_defs()) {
        ctx.register_attr_def(def);
    }
    ctx.register_attr_def(memory_effects::MemoryEffectsAttr::def());
}

#[cfg(test)]
mod tests {
    /// Every generated op's declarative format compiles against the
    /// dialect's custom directives and buildable types (they are compiled
    /// when the dialect registers).
    #[test]
    fn every_op_registers() {
        let ctx = strata_ir::Context::new();
        super::register(&ctx);
        assert!(ctx.op_info(ctx.op_name("llvm.func")).is_some());
    }
}
