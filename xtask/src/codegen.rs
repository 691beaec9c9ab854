//! `cargo xtask codegen [--check]`: regenerates the checked-in generated files.
//!
//! Each entry of [`generators`] names one output file (relative to the workspace
//! root) and a function producing its text. Without `--check` every output whose
//! text changed is rewritten; with `--check` nothing is written and the command
//! fails (exit 1) if any file is missing or stale, which is what CI runs.
//!
//! The ODS generators (tblgen `.td` -> Rust, `dialects/*/src/generated.rs`,
//! [`crate::ods::gen`]) and the rules generators (`patterns/*.td` ->
//! `dialects/*/src/generated_patterns.rs`, [`crate::drr`]) need the xtask feature `ods` (LLVM/MLIR 22): built
//! without it, `cargo xtask codegen [--check]` builds xtask with
//! `--features ods` and runs that build's `codegen [--check]`; only a failed
//! build is blamed on LLVM, a generator's own error is reported alone. Generated Rust is
//! formatted with `rustfmt` (the workspace's `rustfmt.toml`), so the checked-in
//! files are what `cargo fmt --check` expects.

use crate::util::{self, Args, Result};
use std::fs;
use std::path::Path;

/// One generated file.
#[cfg_attr(not(feature = "ods"), allow(dead_code))] // the generators need the `ods` feature
pub struct Generator {
    /// Short name for reports, e.g. `"arith ops (ODS)"`.
    pub name: String,
    /// Output path relative to the workspace root.
    pub output: String,
    /// Produces the file's full text; gets the workspace root.
    pub generate: Generate,
}

/// A generator's function (a closure over its table entry).
pub type Generate = Box<dyn Fn(&Path) -> Result<String>>;

/// Every generator, in the order they run, from the tables: upstream's
/// dialects ([`crate::ods::DIALECTS`]), strata's own and the Toy
/// tutorial's ([`crate::ods::OWN_DIALECTS`]), the rules files with greedy
/// patterns ([`crate::drr::RULE_FILES`]) and the saturation laws of all of
/// them. Adding a dialect or a rules file is one table entry.
#[cfg(feature = "ods")]
pub fn generators() -> Vec<Generator> {
    let mut list = Vec::new();
    for &(name, td) in crate::ods::DIALECTS {
        list.push(Generator {
            name: format!("{name} ops (ODS)"),
            output: format!("dialects/{name}/src/generated.rs"),
            generate: Box::new(move |root| ods_dialect(root, name, td)),
        });
    }
    for own in crate::ods::OWN_DIALECTS {
        list.push(Generator {
            name: format!("{} ops (ODS)", own.name),
            output: own.output.to_string(),
            generate: Box::new(move |root| own_dialect(root, own.td, own.name)),
        });
    }
    for file in crate::drr::RULE_FILES {
        let Some(output) = file.patterns_output else { continue };
        list.push(Generator {
            name: format!("{} rules (DRR)", file.dialect),
            output: output.to_string(),
            generate: Box::new(move |root| rustfmt(root, &crate::drr::generate(root, file.td, file.dialect)?)),
        });
    }
    list.push(Generator {
        name: "DWARF names (Dwarf.def)".into(),
        output: crate::dwarf::OUTPUT.into(),
        generate: Box::new(|root| rustfmt(root, &crate::dwarf::generate(&crate::ods::default_include_dir())?)),
    });
    list.push(Generator {
        name: "saturation rules (DRR)".into(),
        output: crate::drr::LAWS_OUTPUT.into(),
        generate: Box::new(|root| rustfmt(root, &crate::drr::generate_laws(root)?)),
    });
    list
}

/// A dialect described by one of strata's own `.td` files (relative to the
/// workspace root), which include upstream's `mlir/IR/OpBase.td` (and
/// friends) from the MLIR include directory.
#[cfg(feature = "ods")]
fn own_dialect(root: &Path, td: &str, name: &str) -> Result<String> {
    let includes = [crate::ods::default_include_dir()];
    let dialect = crate::ods::read::read_dialect(&root.join(td), &includes, Some(name))?;
    let text = crate::ods::gen::generate(&dialect, td)?;
    rustfmt(root, &text)
}

/// `generated.rs` of upstream dialect `name`, from `td` (under the MLIR
/// include directory).
#[cfg(feature = "ods")]
fn ods_dialect(root: &Path, name: &str, td: &str) -> Result<String> {
    let includes = [crate::ods::default_include_dir(), root.to_path_buf()];
    let mut dialects = crate::ods::read_all(&[&(name, td)], &includes)?;
    // Upstream dialects' types and attributes are written by hand in their
    // crates (`#ub.poison` with its interface, the builtin types); TypeDef
    // and AttrDef codegen serves the dialects strata describes itself.
    dialects[0].defs.clear();
    let text = crate::ods::gen::generate(&dialects[0], td)?;
    rustfmt(root, &text)
}

/// Formats Rust source with `rustfmt` and the workspace configuration.
#[cfg(feature = "ods")]
pub fn rustfmt(root: &Path, text: &str) -> Result<String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(util::non_empty_env("RUSTFMT").unwrap_or_else(|| "rustfmt".into()))
        .args(["--edition", "2021", "--emit", "stdout"])
        .current_dir(root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run rustfmt: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("rustfmt: no stdin")?;
    let input = text.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().map_err(|e| format!("rustfmt: {e}"))?;
    writer.join().map_err(|_| "rustfmt: writer panicked")?.map_err(|e| format!("rustfmt: {e}"))?;
    if !out.status.success() {
        return Err(format!("rustfmt failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("rustfmt output: {e}"))
}

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
    run_generators(check)
}

#[cfg(feature = "ods")]
fn run_generators(check: bool) -> Result<i32> {
    apply(&util::repo_root(), &generators(), check)
}

/// Without the `ods` feature: build xtask with it (against LLVM 22), then run
/// that build's `codegen`. The two steps are separate so that a failure is
/// reported by its true cause: only a failed *build* points at LLVM; an error
/// of the generators themselves (say an ODS constraint missing from
/// `gen_map.rs`) was already printed by the child and is passed through as is.
#[cfg(not(feature = "ods"))]
fn run_generators(check: bool) -> Result<i32> {
    let args: &[&str] = if check { &["codegen", "--check"] } else { &["codegen"] };
    rerun_with_ods(args)
}

/// Builds xtask with the `ods` feature and runs that build with `args`
/// (`codegen`, `drr`), in the workspace root.
#[cfg(not(feature = "ods"))]
pub fn rerun_with_ods(args: &[&str]) -> Result<i32> {
    let build = util::cargo()
        .args(["build", "--quiet", "--package", "xtask", "--features", "ods"])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !build.success() {
        return Err(ODS_BUILD_FAILED.into());
    }
    let bin = util::target_dir().join("debug").join(util::exe("xtask"));
    let status = std::process::Command::new(&bin)
        .args(args)
        .current_dir(util::repo_root())
        .status()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    rerun_outcome(status.code())
}

/// Why `cargo xtask codegen` could not run the generators at all.
#[cfg_attr(feature = "ods", allow(dead_code))] // only the re-run without `ods` needs it
const ODS_BUILD_FAILED: &str =
    "building xtask with `--features ods` failed (cargo's errors above); it needs the LLVM/MLIR 22 \
     development packages (see docs/ods.md)";

/// The exit status of `cargo xtask codegen` from that of the `ods` build it
/// ran. xtask's own statuses (0 done, 1 stale files, 2 an error the child has
/// already printed) pass through unchanged and add no message of their own;
/// anything else (a panic's 101, a signal) is reported as such.
#[cfg_attr(feature = "ods", allow(dead_code))] // only the re-run without `ods` needs it
fn rerun_outcome(code: Option<i32>) -> Result<i32> {
    match code {
        Some(code @ (0..=2)) => Ok(code),
        Some(code) => Err(format!("xtask codegen (built with `ods`) exited with status {code}")),
        None => Err("xtask codegen (built with `ods`) was killed by a signal".into()),
    }
}

/// Runs `gens` against `root`; returns the exit status.
#[cfg_attr(not(feature = "ods"), allow(dead_code))] // without `ods` codegen re-runs itself with it
pub fn apply(root: &Path, gens: &[Generator], check: bool) -> Result<i32> {
    if gens.is_empty() {
        println!("codegen: no generated files yet (0 generators)");
        return Ok(0);
    }
    let mut stale = 0;
    for g in gens {
        let text = (g.generate)(root).map_err(|e| format!("generator {}: {e}", g.name))?;
        let path = root.join(&g.output);
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
        let gens = [Generator { name: "hello".into(), output: "sub/out.txt".into(), generate: Box::new(hello) }];
        assert_eq!(apply(&dir, &gens, true).unwrap(), 1, "missing file must fail --check");
        assert_eq!(apply(&dir, &gens, false).unwrap(), 0);
        assert_eq!(fs::read_to_string(dir.join("sub/out.txt")).unwrap(), "hello\n");
        assert_eq!(apply(&dir, &gens, true).unwrap(), 0);
        fs::write(dir.join("sub/out.txt"), "edited\n").unwrap();
        assert_eq!(apply(&dir, &gens, true).unwrap(), 1, "stale file must fail --check");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn rerun_passes_generator_errors_through() {
        // A generator error (status 2) was printed by the child: no LLVM hint.
        assert_eq!(rerun_outcome(Some(2)), Ok(2));
        assert_eq!(rerun_outcome(Some(1)), Ok(1));
        assert_eq!(rerun_outcome(Some(0)), Ok(0));
        let panic = rerun_outcome(Some(101)).unwrap_err();
        assert!(panic.contains("101") && !panic.contains("LLVM"), "{panic}");
        assert!(rerun_outcome(None).unwrap_err().contains("signal"));
        assert!(ODS_BUILD_FAILED.contains("LLVM"), "only a failed build names LLVM");
    }

    #[test]
    fn empty_list_is_ok() {
        assert_eq!(apply(Path::new("/nonexistent"), &[], true).unwrap(), 0);
    }
}
