//! Runs every `tests/lit/**/*.mlir` file as a lit test (`harness = false`).
//!
//! `strata-opt` is the binary built by this package; FileCheck runs
//! in-process from strata-filecheck.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use strata_filecheck::harness::{self, HarnessConfig};
use strata_filecheck::lit::{LitConfig, Tools};

fn main() {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.join("../../tests/lit");
    let mut lit = LitConfig::new();
    // Some tests generate their input with Python; they are unsupported
    // (not failed) where it is missing.
    if on_path("python3") {
        lit.features.insert("python3".to_string());
    }
    let mut tools = Tools::new().with_program("strata-opt", env!("CARGO_BIN_EXE_strata-opt"));
    // Execution tests (`REQUIRES: mlir-runner`) lower strata's output with
    // upstream's mlir-opt and run it with mlir-runner (Debian's
    // mlir-22-tools), as under LLVM's lit (`tests/lit/lit.cfg.py`).
    let runner = (find_on_path("mlir-opt-22"), find_on_path("mlir-runner-22"));
    match runner {
        (Some(mlir_opt), Some(mlir_runner)) if Path::new(RUNNER_UTILS).is_file() => {
            lit.features.insert("mlir-runner".to_string());
            lit.substitutions.push(("%mlir_c_runner_utils".to_string(), RUNNER_UTILS.to_string()));
            tools = tools.with_program("mlir-opt", mlir_opt).with_program("mlir-runner", mlir_runner);
        }
        _ => eprintln!(
            "lit: mlir-opt-22, mlir-runner-22 or {RUNNER_UTILS} not found: the `REQUIRES: mlir-runner` tests are \
             reported ignored (Debian: mlir-22-tools, libmlir-22-dev)"
        ),
    }
    lit.tools = Arc::new(tools);
    harness::main(HarnessConfig::new(root, lit));
}

/// The C runner library execution tests load for `vector.print`.
const RUNNER_UTILS: &str = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";

fn on_path(program: &str) -> bool {
    find_on_path(program).is_some()
}

fn find_on_path(program: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")
        .and_then(|paths| std::env::split_paths(&paths).map(|dir| dir.join(program)).find(|p| p.is_file()))
}
