//! The MLIR textual format for strata: a hand-written [`lexer`], the
//! [`parser`] (generic and custom op forms, types, attributes, locations,
//! aliases), the [`printer`] (byte-identical to `mlir-opt-22`), custom
//! assembly hooks ([`asm`]) and diagnostic rendering ([`diagnostics`]).
//!
//! Call [`install`] once per context so lower layers can render types,
//! attributes and ops in diagnostics.

pub mod asm;
pub mod def_format;
pub mod diagnostics;
pub mod dialect_asm;
pub mod format;
pub mod lexer;
mod op_table;
pub mod parser;
pub mod printer;
pub mod source;
mod unit_prop;

pub use asm::CustomAssembly;
pub use def_format::FormatParam;
pub use diagnostics::{render_diagnostic, source_snippet};
pub use dialect_asm::{enum_attr_def, DefAssembly, DefParser, DefPrinter};
pub use parser::{parse_source, ParseConfig, ParsedModule, Parser};
pub use printer::{print_op_tree, print_op_tree_to, OpPrinter, PrintConfig};
pub use source::{Placement, SourceFile};

/// Installs the syntax layer's renderers into the context.
pub fn install(ctx: &strata_ir::Context) {
    ctx.set_asm_hooks(strata_ir::AsmHooks {
        print_type: printer::type_to_string,
        print_attr: printer::attr_to_string,
        print_op: printer::print_op_generic_inline,
    });
}
