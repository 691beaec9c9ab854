//! Runs every `tests/lit/**/*.mlir` file as a lit test (`harness = false`).
//!
//! `strata-opt` is the binary built by this package; FileCheck runs
//! in-process from strata-filecheck.

use std::path::PathBuf;
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
    lit.tools = Arc::new(Tools::new().with_program("strata-opt", env!("CARGO_BIN_EXE_strata-opt")));
    harness::main(HarnessConfig::new(root, lit));
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
        .unwrap_or(false)
}
