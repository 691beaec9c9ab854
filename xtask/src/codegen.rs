//! `cargo xtask codegen [--check]`: regenerates the checked-in generated files.
//!
//! Each entry of [`GENERATORS`] names one output file (relative to the workspace
//! root) and a function producing its text. Without `--check` every output whose
//! text changed is rewritten; with `--check` nothing is written and the command
//! fails (exit 1) if any file is missing or stale, which is what CI runs.
//!
//! The list is empty for now: the ODS/DRR generators (tblgen `.td` -> Rust,
//! `dialects/*/src/generated.rs`) arrive in a later issue and only need to be
//! appended here.

use crate::util::{self, Args, Result};
use std::fs;
use std::path::Path;

/// One generated file.
#[cfg_attr(not(test), allow(dead_code))] // constructed once the first generator lands
pub struct Generator {
    /// Short name for reports, e.g. `"builtin ops (ODS)"`.
    pub name: &'static str,
    /// Output path relative to the workspace root.
    pub output: &'static str,
    /// Produces the file's full text; gets the workspace root.
    pub generate: fn(&Path) -> Result<String>,
}

/// Every generator, in the order they run.
pub const GENERATORS: &[Generator] = &[];

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        println!(
            "usage: cargo xtask codegen [--check]\n\n  --check   verify the checked-in files instead of writing them"
        );
        return Ok(0);
    }
    let check = args.flag("--check");
    args.finish()?;
    apply(&util::repo_root(), GENERATORS, check)
}

/// Runs `gens` against `root`; returns the exit status.
fn apply(root: &Path, gens: &[Generator], check: bool) -> Result<i32> {
    if gens.is_empty() {
        println!("codegen: no generated files yet (0 generators)");
        return Ok(0);
    }
    let mut stale = 0;
    for g in gens {
        let text = (g.generate)(root).map_err(|e| format!("generator {}: {e}", g.name))?;
        let path = root.join(g.output);
        let current = fs::read_to_string(&path).ok();
        if current.as_deref() == Some(text.as_str()) {
            println!("codegen: {} up to date", g.output);
            continue;
        }
        if check {
            let why = if current.is_none() { "missing" } else { "stale" };
            println!("codegen: {} is {why} (generator {}); run `cargo xtask codegen`", g.output, g.name);
            stale += 1;
        } else {
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            }
            fs::write(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("codegen: wrote {}", g.output);
        }
    }
    if stale > 0 {
        println!("codegen: {stale} file(s) out of date");
        return Ok(1);
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hello(_: &Path) -> Result<String> {
        Ok("hello\n".into())
    }

    #[test]
    fn write_then_check() {
        let dir = std::env::temp_dir().join(format!("strata-codegen-test-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let gens = [Generator { name: "hello", output: "sub/out.txt", generate: hello }];
        assert_eq!(apply(&dir, &gens, true).unwrap(), 1, "missing file must fail --check");
        assert_eq!(apply(&dir, &gens, false).unwrap(), 0);
        assert_eq!(fs::read_to_string(dir.join("sub/out.txt")).unwrap(), "hello\n");
        assert_eq!(apply(&dir, &gens, true).unwrap(), 0);
        fs::write(dir.join("sub/out.txt"), "edited\n").unwrap();
        assert_eq!(apply(&dir, &gens, true).unwrap(), 1, "stale file must fail --check");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn empty_list_is_ok() {
        assert_eq!(apply(Path::new("/nonexistent"), &[], true).unwrap(), 0);
    }
}
