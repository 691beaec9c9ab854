//! Declarative rewrite rules (upstream's DRR) compiled to Rust: the
//! generator behind `cargo xtask codegen`'s `patterns/*.td` entries.
//!
//! A rules file (`patterns/arith.td`) includes upstream's
//! `mlir/IR/PatternBase.td`, the `.td` of the ops it rewrites and
//! `patterns/StrataPatterns.td`, and writes rules as upstream does:
//! `def Name : Pat<(Source ...), (Result ...), [(Constraint ...)]>`. The
//! host-language snippets (`CPred` predicates, `NativeCodeCall`
//! expressions) are Rust instead of C++. [`read`] turns the file's rules
//! into the [`model`]; [`gen`] writes one typed pattern per rule
//! (`OpPattern<AddIOp>`) and, per root op, the function that registers the
//! op's rules in file order. `docs/patterns.md` is the user's guide.
//!
//! Invariants of the generated code: a pattern reads the IR only (through
//! `&Body`) until its whole source has matched, its constraints hold and
//! every native value it needs exists; only then does it build ops, so a
//! pattern that returns `false` has changed nothing.

// The model and the file list are only used by the reader and generator
// (feature `ods`).
#![cfg_attr(not(feature = "ods"), allow(dead_code))]

pub mod cli;
#[cfg(feature = "ods")]
pub mod gen;
pub mod laws;
pub mod model;
#[cfg(feature = "ods")]
pub mod read;

/// The rules files: the `.td` (relative to the workspace root) and the
/// dialect whose crate gets its greedy patterns (`generated_patterns.rs`,
/// an entry of codegen's list where the file has greedy rules).
pub const RULE_FILES: &[RuleFile] = &[
    RuleFile {
        td: "patterns/arith.td",
        dialect: "arith",
        patterns_output: Some("dialects/arith/src/generated_patterns.rs"),
        saturation: true,
    },
    RuleFile {
        td: "patterns/graph.td",
        dialect: "graph",
        patterns_output: Some("dialects/graph/src/generated_patterns.rs"),
        saturation: true,
    },
    RuleFile { td: "patterns/index.td", dialect: "index", patterns_output: None, saturation: true },
    // What the fold hooks do, stated to be proven (`FoldStatement`).
    RuleFile { td: "patterns/ArithFolds.td", dialect: "arith", patterns_output: None, saturation: false },
    RuleFile { td: "patterns/IndexFolds.td", dialect: "index", patterns_output: None, saturation: false },
    // The Toy tutorial's combining rules (an out-of-tree crate would run
    // `cargo xtask drr` itself; listed here so `codegen --check` covers it).
    RuleFile {
        td: "examples/toy/ods/ToyCombine.td",
        dialect: "toy",
        patterns_output: Some("examples/toy/src/generated_patterns.rs"),
        saturation: false,
    },
];

/// One `patterns/*.td` file.
pub struct RuleFile {
    pub td: &'static str,
    /// The dialect whose crate the generated file is in (enum paths are
    /// relative to it).
    pub dialect: &'static str,
    /// Where its greedy patterns go (`None`: it has saturation rules only).
    pub patterns_output: Option<&'static str>,
    /// Whether its saturation rules join `strata-eqsat`'s table (only
    /// strata's own dialects' may: the engine's crate names no other).
    pub saturation: bool,
}

/// Where every file's saturation rules go (`strata-eqsat`'s table).
pub const LAWS_OUTPUT: &str = "crates/strata-eqsat/src/generated_laws.rs";

/// The rules of `td` (relative to the workspace root), for the crate of
/// `dialect`, read with the MLIR include directory, the workspace root
/// (rules include strata's own dialects' `.td` by their path in the
/// repository) and the file's own directory on the include path.
#[cfg(feature = "ods")]
pub fn read(root: &std::path::Path, td: &str, dialect: &str) -> crate::util::Result<model::RuleSet> {
    let path = root.join(td);
    let here = path.parent().map(std::path::Path::to_path_buf).unwrap_or_else(|| root.to_path_buf());
    let includes = [crate::ods::default_include_dir(), root.to_path_buf(), here];
    read::read_rules(&path, &includes, dialect)
}

/// The greedy patterns of the rules file `td`, as a `generated_patterns.rs`
/// of the crate of `dialect`.
#[cfg(feature = "ods")]
pub fn generate(root: &std::path::Path, td: &str, dialect: &str) -> crate::util::Result<String> {
    gen::generate(&read(root, td, dialect)?, td)
}

/// [`LAWS_OUTPUT`]: the saturation rules of every file.
#[cfg(feature = "ods")]
pub fn generate_laws(root: &std::path::Path) -> crate::util::Result<String> {
    let sets = RULE_FILES
        .iter()
        .filter(|f| f.saturation)
        .map(|f| Ok((f.td, read(root, f.td, f.dialect)?)))
        .collect::<crate::util::Result<Vec<_>>>()?;
    laws::generate(&sets)
}
