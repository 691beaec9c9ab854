//! [`Tool`]: what an opt tool built on this driver knows — its name, its
//! dialects and its passes (the arguments of upstream's `MlirOptMain`).
//! strata-opt is one such tool (every dialect strata ships); an
//! out-of-tree dialect gets its own (`my-opt`) by building a `Tool` with
//! its dialects and calling [`crate::main`].
//!
//! Invariant: every context the driver makes for the tool has the syntax
//! layer's hooks, the builtin dialect (whose module is the top-level op,
//! as upstream's `MLIRContext` always loads it) and the tool's dialects,
//! in the order the registry lists them.

use strata_ir::{Context, DialectRegistry};
use strata_pass::PassRegistry;

/// An opt tool: see the module doc.
pub struct Tool {
    /// The program name, in `--help`, `--version` and option errors.
    pub name: String,
    /// `--help`'s `OVERVIEW:` line.
    pub overview: String,
    /// `--version`'s version.
    pub version: String,
    pub dialects: DialectRegistry,
    pub passes: PassRegistry,
}

impl Tool {
    /// A tool named `name` with these dialects and passes, the version of
    /// this driver and a generic overview (see [`Tool::with_overview`]).
    pub fn new(name: &str, dialects: DialectRegistry, passes: PassRegistry) -> Tool {
        Tool {
            name: name.to_string(),
            overview: format!("{name} optimizer driver"),
            version: env!("CARGO_PKG_VERSION").to_string(),
            dialects,
            passes,
        }
    }

    pub fn with_overview(mut self, overview: &str) -> Tool {
        self.overview = overview.to_string();
        self
    }

    pub fn with_version(mut self, version: &str) -> Tool {
        self.version = version.to_string();
        self
    }

    /// A context with the syntax hooks, builtin and the tool's dialects.
    pub fn make_context(&self) -> Context {
        make_context(&self.dialects)
    }
}

/// A context with the syntax hooks, builtin and `dialects`, as the driver
/// makes one for each input.
pub fn make_context(dialects: &DialectRegistry) -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    dialects.load_into(&ctx);
    ctx
}
