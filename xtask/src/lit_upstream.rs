//! `cargo xtask lit-upstream`: runs `tests/lit` unchanged under LLVM's `lit` with
//! `FileCheck-22`, against a release build of strata-opt.
//!
//! The lit configuration is `tests/lit/lit.cfg.py`; this command builds
//! strata-opt (unless `--strata-bin-dir` is given), finds `lit`, and runs
//! `lit -v tests/lit --param strata_bin_dir=... --param strata_exec_root=...`.
//! Arguments after `--` go to lit (e.g. `-- --filter canonicalize`).
//! Exit status 1 if lit reports a failure.

use crate::util::{self, Args, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const USAGE: &str = "\
usage: cargo xtask lit-upstream [options] [-- LIT-ARGS...]

  --strata-bin-dir DIR  directory holding strata-opt (default: $STRATA_BIN_DIR, else
                        a fresh `cargo build --release -p strata-opt`)
  --lit PATH            lit to run (default: $LIT, /usr/lib/llvm-22/bin/lit,
                        /usr/lib/llvm-22/build/utils/lit/lit.py, lit on PATH)
  --filecheck PATH      FileCheck (default: $FILECHECK, else FileCheck-22)
";

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let bin_dir = args.value("--strata-bin-dir")?.or_else(|| util::non_empty_env("STRATA_BIN_DIR"));
    let lit_flag = args.value("--lit")?.or_else(|| util::non_empty_env("LIT"));
    let filecheck = args.value("--filecheck")?.or_else(|| util::non_empty_env("FILECHECK"));
    let lit_args = args.trailing();
    args.finish()?;

    let root = util::repo_root();
    let tests = root.join("tests").join("lit");
    let n = count_tests(&tests);
    if n == 0 {
        println!("lit-upstream: no .mlir tests under {}; nothing to run", tests.display());
        return Ok(0);
    }

    let lit = find_lit(lit_flag)?;
    let filecheck = match filecheck {
        Some(f) => Some(util::resolve_tool(&f).ok_or_else(|| format!("FileCheck {f:?} not found"))?),
        None => util::resolve_tool("FileCheck-22").or_else(|| util::resolve_tool("/usr/lib/llvm-22/bin/FileCheck")),
    };
    let Some(filecheck) = filecheck else {
        return Err("FileCheck-22 not found (install the Debian package llvm-22-tools, or pass --filecheck)".into());
    };

    let bin_dir = match bin_dir {
        Some(d) => {
            let d = PathBuf::from(d);
            let d = if d.is_absolute() { d } else { root.join(d) };
            if !d.join("strata-opt").is_file() {
                return Err(format!("--strata-bin-dir {}: no strata-opt there", d.display()));
            }
            d
        }
        None => {
            let bin = util::build_strata_release()?;
            bin.parent().map(Path::to_path_buf).ok_or("strata-opt path has no parent")?
        }
    };
    let exec_root = util::target_dir().join("lit-upstream");
    fs::create_dir_all(&exec_root).map_err(|e| format!("cannot create {}: {e}", exec_root.display()))?;

    let mut cmd = match &lit {
        Lit::Exe(p) => Command::new(p),
        Lit::Script(p) => {
            let mut c = Command::new("python3");
            c.arg(p);
            c
        }
    };
    cmd.current_dir(&root)
        .arg("-v")
        .arg("tests/lit")
        .arg(format!("--param=strata_bin_dir={}", bin_dir.display()))
        .arg(format!("--param=strata_exec_root={}", exec_root.display()))
        .arg(format!("--param=filecheck={}", filecheck.display()))
        .args(&lit_args);
    println!("lit-upstream: {n} test file(s), strata-opt from {}, {}", bin_dir.display(), filecheck.display());
    let status = cmd.status().map_err(|e| format!("cannot run lit: {e}"))?;
    if status.success() {
        println!("lit-upstream: passed");
        Ok(0)
    } else {
        println!("lit-upstream: FAILED (lit: {status})");
        Ok(1)
    }
}

enum Lit {
    Exe(PathBuf),
    Script(PathBuf),
}

fn find_lit(flag: Option<String>) -> Result<Lit> {
    let as_lit = |p: PathBuf| if p.extension().is_some_and(|e| e == "py") { Lit::Script(p) } else { Lit::Exe(p) };
    if let Some(f) = flag {
        return util::resolve_tool(&f).map(as_lit).ok_or_else(|| format!("lit {f:?} not found"));
    }
    ["/usr/lib/llvm-22/bin/lit", "/usr/lib/llvm-22/build/utils/lit/lit.py", "lit", "lit.py"]
        .iter()
        .find_map(|c| util::resolve_tool(c))
        .map(as_lit)
        .ok_or_else(|| "LLVM lit not found (install llvm-22-tools, or pass --lit PATH)".to_string())
}

fn count_tests(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else { return 0 };
    let mut n = 0;
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if p.is_dir() {
            if name != "Output" && name != "Inputs" {
                n += count_tests(&p);
            }
        } else if name.ends_with(".mlir") {
            n += 1;
        }
    }
    n
}
