//! The seed inputs of both fuzzers: every `.mlir` file under the
//! repository's `tests/lit`, `tests/conformance` and `examples`, in a fixed
//! (sorted) order, so a mutation run is reproducible.

use std::path::{Path, PathBuf};

/// The repository's root (this crate is `crates/strata-fuzz`).
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every seed as (file name, bytes), sorted by path.
pub fn seeds() -> Vec<(String, Vec<u8>)> {
    let root = repo_root();
    seed_paths(&[root.join("tests/lit"), root.join("examples"), root.join("tests/conformance")])
        .into_iter()
        .filter_map(|p| std::fs::read(&p).ok().map(|bytes| (display(&p), bytes)))
        .collect()
}

/// The `.mlir` files under `dirs`, sorted by path.
pub fn seed_paths(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack: Vec<PathBuf> = dirs.to_vec();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for p in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn display(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}
