//! Runs every `tests/lit/**/*.mlir` and `*.toy` file as a lit test
//! (`harness = false`), with `toy-opt` and `toyc` (this package's
//! binaries) and FileCheck in-process from strata-filecheck. Built with the
//! feature `llvm`, the tests that translate and run (`REQUIRES: llvm`) run
//! too.

use std::path::PathBuf;
use std::sync::Arc;

use strata_filecheck::harness::{self, HarnessConfig};
use strata_filecheck::lit::{LitConfig, Tools};

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/lit");
    let mut lit = LitConfig::new();
    lit.tools = Arc::new(
        Tools::new()
            .with_program("toy-opt", env!("CARGO_BIN_EXE_toy-opt"))
            .with_program("toyc", env!("CARGO_BIN_EXE_toyc")),
    );
    // Chapter 6's translation and JIT (`REQUIRES: llvm`).
    if cfg!(feature = "llvm") {
        lit.features.insert("llvm".to_string());
    }
    let mut config = HarnessConfig::new(root, lit);
    config.suffixes.push(".toy".to_string());
    harness::main(config);
}
