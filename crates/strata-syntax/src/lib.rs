//! The MLIR textual format for strata, in layers, bottom to top; a module
//! imports only its own layer and those below, and the top-level
//! modules import each other in no cycle:
//!
//! 1. [`lexer`] and [`source`] (with [`diagnostics`] rendering), then the
//!    generic [`printer`] (byte-identical to `mlir-opt-22`) and above it
//!    the generic [`parser`] (op forms, types, attributes, locations,
//!    aliases), which defines the hook records both call through
//!    ([`CustomAssembly`] for an op's custom form, [`DefAssembly`] for a
//!    dialect type or attribute). The printer finds them through a trait
//!    the parser implements, as the printer sits below it.
//! 2. [`format`](mod@format): the declarative op-format engine, an
//!    implementation of [`CustomAssembly`].
//! 3. [`asm`]: what dialects build their hooks from (enum attributes,
//!    declarative type and attribute formats).
//!
//! Call [`install`] once per context so lower layers can render types,
//! attributes and ops in diagnostics.

pub mod asm;
pub mod diagnostics;
pub mod format;
pub mod lexer;
mod op_table;
pub mod parser;
pub mod printer;
pub mod source;
#[cfg(test)]
mod tests;
mod unit_prop;

pub use asm::def_format::FormatParam;
pub use asm::enum_attr_def;
pub use diagnostics::{render_diagnostic, source_snippet};
pub use parser::{
    parse_source, CustomAssembly, DefAssembly, DefParser, ParseConfig, ParsedModule, Parser, UnknownTypeMnemonic,
};
pub use printer::{print_op_tree, print_op_tree_to, DefPrinter, OpPrinter, PrintConfig};
pub use source::{Placement, SourceFile};

/// Installs the syntax layer's renderers into the context.
pub fn install(ctx: &strata_ir::Context) {
    ctx.set_asm_hooks(strata_ir::AsmHooks {
        print_type: printer::type_to_string,
        print_attr: printer::attr_to_string,
        print_op: printer::print_op_generic_inline,
    });
}
