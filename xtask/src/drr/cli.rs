//! `cargo xtask drr --td FILE --dialect NAME -o OUT [--check]`: compiles one
//! declarative-rewrite-rules file into its crate's typed patterns, for any
//! crate, in-tree or not (the Toy tutorial's `ToyCombine.td` is one). The
//! generated code names the crate's op classes as `crate::XOp`, so `OUT`
//! belongs to the crate whose ODS the rules include. With `--check`,
//! nothing is written and a stale or missing `OUT` fails (exit 1), as
//! `cargo xtask codegen --check` does.

use crate::util::{Args, Result};

const USAGE: &str = "\\
usage: cargo xtask drr --td FILE --dialect NAME -o OUT [--check]

  --td FILE        the rules (.td; includes resolve against the MLIR include
                   directory, the workspace root and FILE's directory)
  --dialect NAME   the dialect whose crate OUT is in (enum paths are relative to it)
  -o OUT           the Rust file to write (relative to the workspace root)
  --check          verify OUT instead of writing it
";

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let td = args.value("--td")?.ok_or_else(|| format!("--td is required\\n\\n{USAGE}"))?;
    let dialect = args.value("--dialect")?.ok_or_else(|| format!("--dialect is required\\n\\n{USAGE}"))?;
    let out = args.value("-o")?.ok_or_else(|| format!("-o is required\\n\\n{USAGE}"))?;
    let check = args.flag("--check");
    args.finish()?;
    generate(&td, &dialect, &out, check)
}

#[cfg(feature = "ods")]
fn generate(td: &str, dialect: &str, out: &str, check: bool) -> Result<i32> {
    let (td, dialect) = (td.to_string(), dialect.to_string());
    let generator = crate::codegen::Generator {
        name: format!("{dialect} rules (DRR)"),
        output: out.to_string(),
        generate: Box::new(move |root| crate::codegen::rustfmt(root, &super::generate(root, &td, &dialect)?)),
    };
    crate::codegen::apply(&crate::util::repo_root(), &[generator], check)
}

#[cfg(not(feature = "ods"))]
fn generate(td: &str, dialect: &str, out: &str, check: bool) -> Result<i32> {
    let mut args = vec!["drr", "--td", td, "--dialect", dialect, "-o", out];
    if check {
        args.push("--check");
    }
    crate::codegen::rerun_with_ods(&args)
}
