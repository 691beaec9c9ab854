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
    lit.tools = Arc::new(Tools::new().with_program("strata-opt", env!("CARGO_BIN_EXE_strata-opt")));
    harness::main(HarnessConfig::new(root, lit));
}
