//! The llvm dialect: LLVM IR's types and attributes, the vocabulary of a
//! lowering's last stage before translation to LLVM IR.
//!
//! - [`types`]: `!llvm.ptr`, `!llvm.struct`, `!llvm.array`, `!llvm.func`
//!   and the parameterless types, in plain Rust, printed and parsed as
//!   upstream does (nested llvm types without their `!llvm.` prefix);
//! - [`attrs`]: `#llvm.linkage`, `#llvm.cconv` and `#llvm.tailcallkind`,
//!   the attributes over enums upstream defines in C++.
//!
//! The ops (upstream's `LLVMOps.td` and `LLVMIntrinsicOps.td`, read
//! through `ods/LLVMDialect.td` with the code-generation tables of
//! `ods/tables.txt`) are not registered yet: their verifiers, folds,
//! custom forms and interfaces are hand-written hooks still to come, so
//! an `llvm.*` op is an unregistered op today.

pub mod attrs;
pub mod constraints;
pub mod types;

/// Registers the llvm dialect: its types and attributes.
pub fn register(ctx: &strata_ir::Context) {
    ctx.register_dialect(strata_ir::DialectInfo::new("llvm"));
    for def in types::type_defs() {
        ctx.register_type_def(def);
    }
    for def in attrs::attr_defs() {
        ctx.register_attr_def(def);
    }
}
