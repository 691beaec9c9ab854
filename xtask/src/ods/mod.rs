//! `cargo xtask ods`: reads upstream MLIR ODS (`.td`) files into a plain Rust
//! model and prints it (per-op tables or JSON) or a coverage report of the
//! constraints and traits the ops use. See `docs/ods.md`.
//!
//! - [`model`]: the ODS model (no `tblgen` types; always compiled);
//! - [`read`] / [`resolve`]: the reader over the `tblgen` crate (feature `ods`,
//!   needs LLVM/MLIR 22);
//! - [`print`] / [`json`]: text and JSON output;
//! - [`gen`] (+ [`gen_map`], [`gen_hooks`], [`gen_wrap`], [`gen_enums`], [`gen_defs`],
//!   and each dialect's own [`tables`]): the Rust code generator behind
//!   `cargo xtask codegen` (`dialects/*/src/generated.rs`).
//!
//! Without the `ods` feature the subcommand explains how to enable it and
//! exits 2.

// The model and printers are only used by the reader (feature `ods`) for now.
#![cfg_attr(not(feature = "ods"), allow(dead_code))]

pub mod gen;
pub mod gen_defs;
pub mod gen_enums;
pub mod gen_hooks;
pub mod gen_interfaces;
pub mod gen_map;
pub mod gen_wrap;
pub mod json;
pub mod model;
pub mod print;
#[cfg(feature = "ods")]
pub mod read;
#[cfg(feature = "ods")]
pub mod resolve;
pub mod tables;
#[cfg(all(test, feature = "ods"))]
mod tests;

use crate::util::{self, Args, Result};
use std::path::PathBuf;

/// The dialects `cargo xtask ods` knows: namespace and `.td` file relative to
/// the MLIR include directory.
pub const DIALECTS: &[(&str, &str)] = &[
    ("arith", "mlir/Dialect/Arith/IR/ArithOps.td"),
    ("func", "mlir/Dialect/Func/IR/FuncOps.td"),
    ("cf", "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"),
    ("scf", "mlir/Dialect/SCF/IR/SCFOps.td"),
    ("memref", "mlir/Dialect/MemRef/IR/MemRefOps.td"),
    ("vector", "mlir/Dialect/Vector/IR/VectorOps.td"),
    ("math", "mlir/Dialect/Math/IR/MathOps.td"),
    ("index", "mlir/Dialect/Index/IR/IndexOps.td"),
    ("ub", "mlir/Dialect/UB/IR/UBOps.td"),
    ("tensor", "mlir/Dialect/Tensor/IR/TensorOps.td"),
    ("affine", "mlir/Dialect/Affine/IR/AffineOps.td"),
    ("llvm", "dialects/llvm/ods/LLVMDialect.td"),
    ("x86vector", "mlir/Dialect/X86Vector/X86Vector.td"),
    ("arm_neon", "mlir/Dialect/ArmNeon/ArmNeon.td"),
    ("amx", "mlir/Dialect/AMX/AMX.td"),
    ("arm_sve", "mlir/Dialect/ArmSVE/IR/ArmSVE.td"),
];

/// A dialect strata describes in its own `.td` (relative to the workspace
/// root, including upstream's `OpBase.td`), and where its `generated.rs`
/// goes.
pub struct OwnDialect {
    pub name: &'static str,
    pub td: &'static str,
    pub output: &'static str,
}

/// strata's own dialects, upstream's `test` dialect described again, and
/// the Toy tutorial's (an out-of-tree crate, generated here so its
/// checked-in file stays current).
pub const OWN_DIALECTS: &[OwnDialect] = &[
    OwnDialect { name: "graph", td: "dialects/graph/ods/GraphOps.td", output: "dialects/graph/src/generated.rs" },
    OwnDialect {
        name: "vectorize",
        td: "dialects/vectorize/ods/VectorizeOps.td",
        output: "dialects/vectorize/src/generated.rs",
    },
    OwnDialect { name: "test", td: "dialects/test/ods/TestOps.td", output: "dialects/test/src/generated.rs" },
    OwnDialect { name: "toy", td: "examples/toy/ods/ToyOps.td", output: "examples/toy/src/generated.rs" },
];

/// Where the MLIR `.td` includes live: `$MLIR_INCLUDE_DIR`, else
/// `/usr/lib/llvm-22/include`.
pub fn default_include_dir() -> PathBuf {
    util::non_empty_env("MLIR_INCLUDE_DIR").map_or_else(|| PathBuf::from("/usr/lib/llvm-22/include"), PathBuf::from)
}

const USAGE: &str = "\
usage: cargo run -p xtask --features ods -- ods [options]

  --dialect NAME    arith, func, cf, scf, memref, vector, math, index, ub, tensor,
                    affine, llvm, x86vector, arm_neon, amx, arm_sve
                    or all
                    (default: all); with --td, the dialect to keep from that file
  --td FILE         read this .td file instead of the built-in list
  --include DIRS    comma-separated include directories (default:
                    $MLIR_INCLUDE_DIR or /usr/lib/llvm-22/include)
  --op NAME         only this op (full name, e.g. arith.addi)
  --json            print the model as JSON
  --constraints     print the coverage report: distinct constraints and traits
                    with use counts
  -o, --output FILE with --td: write the dialect's generated Rust (what
                    `cargo xtask codegen` writes for strata's own dialects,
                    formatted with rustfmt) to FILE, e.g.
                    --td examples/toy/ods/ToyOps.td --dialect toy -o examples/toy/src/generated.rs
";

const NEEDS_FEATURE: &str = "\
`cargo xtask ods` needs the xtask feature `ods` (the tblgen crate over LLVM/MLIR 22):

    cargo run -p xtask --features ods -- ods [options]

The build needs llvm-config, the TableGen libraries and the MLIR .td files of
LLVM 22 (Debian/Ubuntu: llvm-22-dev, libmlir-22-dev); the workspace's
.cargo/config.toml sets TABLEGEN_220_PREFIX=/usr/lib/llvm-22. See docs/ods.md.
";

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    if !cfg!(feature = "ods") {
        eprint!("{NEEDS_FEATURE}");
        return Ok(2);
    }
    let opts = Options {
        dialect: args.value("--dialect")?,
        td: args.value("--td")?.map(PathBuf::from),
        includes: args
            .value("--include")?
            .map(|l| util::split_list(&l))
            .unwrap_or_default()
            .into_iter()
            .map(PathBuf::from)
            .collect(),
        op: args.value("--op")?,
        json: args.flag("--json"),
        constraints: args.flag("--constraints"),
        output: match args.value("--output")? {
            Some(o) => Some(PathBuf::from(o)),
            None => args.value("-o")?.map(PathBuf::from),
        },
    };
    args.finish()?;
    run_with(opts)
}

struct Options {
    dialect: Option<String>,
    td: Option<PathBuf>,
    includes: Vec<PathBuf>,
    op: Option<String>,
    json: bool,
    constraints: bool,
    output: Option<PathBuf>,
}

#[cfg(not(feature = "ods"))]
fn run_with(_: Options) -> Result<i32> {
    Ok(2)
}

#[cfg(feature = "ods")]
fn run_with(opts: Options) -> Result<i32> {
    // The workspace root too, where strata's own `.td` files of upstream
    // dialects live (`dialects/llvm/ods/LLVMDialect.td`), as codegen has it.
    let includes =
        if opts.includes.is_empty() { vec![default_include_dir(), util::repo_root()] } else { opts.includes };
    if let Some(out) = &opts.output {
        let td = opts.td.as_ref().ok_or("--output needs --td FILE (the .td to generate from)")?;
        let dialect = read::read_dialect(td, &includes, opts.dialect.as_deref())?;
        let text = gen::generate(&dialect, &td.to_string_lossy())?;
        let text = crate::codegen::rustfmt(&util::repo_root(), &text)?;
        std::fs::write(out, text).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        eprintln!(
            "wrote {} ({} ops, {} types/attributes of dialect {})",
            out.display(),
            dialect.ops.len(),
            dialect.defs.len(),
            dialect.name
        );
        return Ok(0);
    }
    let mut dialects = match &opts.td {
        Some(td) => vec![read::read_dialect(td, &includes, opts.dialect.as_deref())?],
        None => {
            let wanted = opts.dialect.as_deref().unwrap_or("all");
            let list: Vec<&(&str, &str)> = DIALECTS.iter().filter(|(n, _)| wanted == "all" || *n == wanted).collect();
            if list.is_empty() {
                let names: Vec<&str> = DIALECTS.iter().map(|(n, _)| *n).collect();
                return Err(format!("unknown dialect {wanted:?} (known: {}, all)", names.join(", ")));
            }
            read_all(&list, &includes)?
        }
    };
    if let Some(op) = &opts.op {
        for d in &mut dialects {
            d.ops.retain(|o| &o.name == op);
        }
        if dialects.iter().all(|d| d.ops.is_empty()) {
            return Err(format!("no op named {op:?} in the selected dialects"));
        }
    }
    let text = if opts.constraints {
        print::Coverage::of(&dialects).render()
    } else if opts.json {
        json::dialects(&dialects).pretty()
    } else {
        dialects.iter().map(print::dialect_table).collect::<Vec<_>>().join("\n")
    };
    emit(&text)
}

/// Writes `text` to stdout; a closed pipe (`| head`) is not an error.
#[cfg(feature = "ods")]
fn emit(text: &str) -> Result<i32> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(format!("cannot write to stdout: {e}")),
        _ => Ok(0),
    }
}

/// Reads the given entries of [`DIALECTS`] from the first include directory
/// that holds each file.
#[cfg(feature = "ods")]
pub fn read_all(list: &[&(&str, &str)], includes: &[PathBuf]) -> Result<Vec<model::OdsDialect>> {
    list.iter()
        .map(|(name, rel)| {
            let td =
                includes.iter().map(|dir| dir.join(rel)).find(|p| p.is_file()).ok_or_else(|| {
                    format!("{rel} not found under {includes:?} (set --include or $MLIR_INCLUDE_DIR)")
                })?;
            read::read_dialect(&td, includes, Some(name))
        })
        .collect()
}
