//! Executing MLIR programs with upstream MLIR 22, for the differential
//! tests (`eqsat-diff`, `canon-diff`): a file of `func.func @pK()`
//! programs and a `@main` calling each is lowered to LLVM by `mlir-opt-22`
//! ([`LOWER_TO_LLVM`]) and run by `mlir-runner-22`; what it prints is the
//! result compared.
//!
//! Invariants: [`batch_text`] puts the programs in the given order and
//! `@main` prints a marker line (`-1000000 - K`, an `i64`) before
//! calling `@pK`, so [`split_results`] can attribute each printed line to
//! its program; a tool failure is an error naming the file, never a
//! difference.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::util::{self, run_capture, Result, LOWER_TO_LLVM};

const RUNTIME: &str = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";

/// The marker `@main` prints before program `k`.
fn marker(k: usize) -> i64 {
    -1_000_000 - k as i64
}

/// `mlir-opt-22` and `mlir-runner-22`, found.
pub struct Runner {
    pub mlir_opt: PathBuf,
    runner: PathBuf,
}

impl Runner {
    pub fn find() -> Result<Runner> {
        let mlir_opt = util::mlir_opt_binary(None)?;
        let runner = util::resolve_tool("mlir-runner-22")
            .or_else(|| util::resolve_tool("/usr/lib/llvm-22/bin/mlir-runner"))
            .ok_or("mlir-runner-22 not found (Debian package mlir-22-tools)")?;
        Ok(Runner { mlir_opt, runner })
    }

    /// The printed output of `file`'s `@main`, lowered by mlir-opt and run.
    pub fn execute(&self, file: &Path) -> Result<String> {
        let lowered = file.with_extension("llvm.mlir");
        let out = run_capture(Command::new(&self.mlir_opt).arg(file).args(LOWER_TO_LLVM).arg("-o").arg(&lowered))?;
        if !out.status.success() {
            return Err(format!("mlir-opt-22 failed on {}:\n{}", file.display(), util::excerpt(&out.stderr, 20)));
        }
        let out = run_capture(
            Command::new(&self.runner)
                .arg(&lowered)
                .args(["-e", "main", "-entry-point-result=void"])
                .arg(format!("-shared-libs={RUNTIME}")),
        )?;
        if !out.status.success() {
            return Err(format!("mlir-runner-22 failed on {}:\n{}", lowered.display(), util::excerpt(&out.stderr, 20)));
        }
        let _ = std::fs::remove_file(&lowered);
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }
}

/// A module of `programs` (the texts of `func.func @p<first + i>()`) and
/// a `@main` that prints each one's marker and calls it.
pub fn batch_text(first: usize, programs: &[String]) -> String {
    let mut text = String::from("module {\n");
    for p in programs {
        text.push_str(p);
    }
    text.push_str("func.func @main() {\n");
    for k in first..first + programs.len() {
        text.push_str(&format!("  %m{k} = arith.constant {} : i64\n", marker(k)));
        text.push_str(&format!("  vector.print %m{k} : i64\n"));
        text.push_str(&format!("  call @p{k}() : () -> ()\n"));
    }
    text.push_str("  return\n}\n}\n");
    text
}

/// The printed lines of each program of a batch starting at `first`, in
/// order (lines before the first marker are dropped).
pub fn split_results(first: usize, count: usize, output: &str) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![Vec::new(); count];
    let mut current: Option<usize> = None;
    for line in output.lines() {
        if let Some(k) = (0..count).find(|&k| line == marker(first + k).to_string()) {
            current = Some(k);
        } else if let Some(k) = current {
            out[k].push(line.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_split_on_markers() {
        let text = batch_text(3, &["p3\n".to_string(), "p4\n".to_string()]);
        assert!(text.contains("arith.constant -1000003 : i64"));
        assert!(text.contains("call @p4()"));
        let split = split_results(3, 2, "-1000003\n1\n2\n-1000004\n( 1, 2 )\n");
        assert_eq!(split, vec![vec!["1".to_string(), "2".to_string()], vec!["( 1, 2 )".to_string()]]);
    }
}
