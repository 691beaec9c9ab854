//! What the dataflow tests share: a context with the dialects they use,
//! and parsing (unregistered ops allowed).

use strata_ir::Context;
use strata_syntax::{parse_source, ParseConfig, ParsedModule, SourceFile};

/// A context with builtin, arith, cf, func, scf and memref.
pub fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    strata_dialect_arith::register(&ctx);
    strata_dialect_cf::register(&ctx);
    strata_dialect_func::register(&ctx);
    strata_dialect_scf::register(&ctx);
    strata_dialect_memref::register(&ctx);
    ctx
}

/// `text` parsed into a module.
pub fn parse(ctx: &Context, text: &str) -> ParsedModule {
    let src = SourceFile::new("input.mlir", text.as_bytes().to_vec());
    let config = ParseConfig { allow_unregistered: true, ..ParseConfig::default() };
    parse_source(ctx, &src, config).expect("parses")
}
