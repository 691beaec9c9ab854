//! `cargo xtask ci`: runs `.ci/run`, the single definition of the CI steps
//! (workspace tests, rustfmt, clippy, `codegen --check`, then the LLVM-backed
//! `conformance` and `lit-upstream` steps when mlir-opt-22 can be installed).
//!
//! Arguments after `ci` are passed to the script unchanged.

use crate::util::{self, Result};
use std::process::Command;

pub fn run(args: Vec<String>) -> Result<i32> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("usage: cargo xtask ci\n\nRuns .ci/run from the workspace root (see docs/testing.md).");
        return Ok(0);
    }
    let root = util::repo_root();
    let script = root.join(".ci").join("run");
    if !script.is_file() {
        return Err(format!("{} not found", script.display()));
    }
    let status = Command::new("bash")
        .arg(&script)
        .args(&args)
        .current_dir(&root)
        .status()
        .map_err(|e| format!("cannot run bash {}: {e}", script.display()))?;
    Ok(status.code().unwrap_or(1))
}
