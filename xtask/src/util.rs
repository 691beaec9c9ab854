//! Shared helpers for the xtask subcommands: a tiny argument parser, paths of the
//! workspace and its tools, building `strata-opt`, running child processes and a
//! line diff for reports.
//!
//! Everything here uses the standard library only. Errors are plain `String`s that
//! `main` prints as `error: ...`; nothing in xtask panics on a tool failure.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// mlir-opt-22's passes from the dialects strata emits (affine, scf,
/// vector, memref, arith) to the LLVM dialect, as `examples/graph-relu-main.mlir`
/// is run (README.md); tensors, where a program has them, become buffers
/// first (one-shot bufferization, functions included).
pub const LOWER_TO_LLVM: &[&str] = &[
    "--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops",
    "--convert-vector-to-scf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
];

/// The flags of the lowering upstream's execution tests run from the
/// dialects strata's passes leave (vector, scf, memref, func, arith) to
/// the llvm dialect, followed by `$extra`: the one list behind the
/// conformance lowering cases, canon-diff's `lower-to-llvm` and (checked
/// by a test) `strata-run`'s `STRATA_LOWERING`.
macro_rules! execution_lowering {
    ($($extra:literal),* $(,)?) => {
        &[
            "--convert-vector-to-scf",
            "--convert-scf-to-cf",
            "--convert-vector-to-llvm",
            "--finalize-memref-to-llvm",
            "--convert-to-llvm",
            "--reconcile-unrealized-casts",
            $($extra),*
        ]
    };
}
pub(crate) use execution_lowering;

/// The error type of every subcommand: a message for the user.
pub type Result<T> = std::result::Result<T, String>;

/// Hand-rolled argument parser: `--name value`, `--name=value` and boolean flags.
///
/// Subcommands take the options they know with [`Args::value`] / [`Args::flag`] and
/// then call [`Args::finish`], which rejects anything left over.
pub struct Args {
    rest: Vec<String>,
    /// Arguments after a bare `--`, passed through untouched.
    trailing: Vec<String>,
}

impl Args {
    pub fn new(args: Vec<String>) -> Args {
        let mut rest = Vec::new();
        let mut trailing = Vec::new();
        let mut it = args.into_iter();
        for a in it.by_ref() {
            if a == "--" {
                break;
            }
            rest.push(a);
        }
        trailing.extend(it);
        Args { rest, trailing }
    }

    /// Takes `--name VALUE` or `--name=VALUE`; the last occurrence wins.
    pub fn value(&mut self, name: &str) -> Result<Option<String>> {
        let mut found = None;
        let mut i = 0;
        while i < self.rest.len() {
            let a = &self.rest[i];
            if a == name {
                if i + 1 >= self.rest.len() {
                    return Err(format!("option {name} needs a value"));
                }
                found = Some(self.rest.remove(i + 1));
                self.rest.remove(i);
            } else if let Some(v) = a.strip_prefix(name).and_then(|s| s.strip_prefix('=')) {
                found = Some(v.to_string());
                self.rest.remove(i);
            } else {
                i += 1;
            }
        }
        Ok(found)
    }

    /// Takes a boolean flag `--name`.
    pub fn flag(&mut self, name: &str) -> bool {
        let before = self.rest.len();
        self.rest.retain(|a| a != name);
        before != self.rest.len()
    }

    /// Takes a `--name` whose value must parse as `T`.
    pub fn parsed<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>> {
        match self.value(name)? {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| format!("invalid value for {name}: {v:?}")),
        }
    }

    /// Arguments that followed a bare `--`.
    pub fn trailing(&mut self) -> Vec<String> {
        std::mem::take(&mut self.trailing)
    }

    /// Fails if any argument was not consumed.
    pub fn finish(self) -> Result<()> {
        match self.rest.first() {
            None => Ok(()),
            Some(a) => Err(format!("unexpected argument {a:?} (see `cargo xtask help`)")),
        }
    }
}

/// The directory a subcommand writes its files to, created: `keep` when
/// given (kept afterwards), else `strata-<tag>-<pid>` in the temp dir.
pub fn work_dir(keep: Option<PathBuf>, tag: &str) -> Result<PathBuf> {
    let dir = keep.unwrap_or_else(|| std::env::temp_dir().join(format!("strata-{tag}-{}", std::process::id())));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir)
}

/// Splits a comma-separated list, dropping empty items.
/// A command line split into words as a shell would for the quoting it
/// needs here: whitespace separates words, except inside `'...'` or
/// `"..."` (the quotes are dropped), so one word may carry a pass's
/// options (`"--vectorize-loops=target=avx2 interleave=4"`).
pub fn split_command_line(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in s.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

pub fn split_list(s: &str) -> Vec<String> {
    s.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()
}

/// The workspace root (the parent of the `xtask` package).
pub fn repo_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// Cargo's target directory: `$CARGO_TARGET_DIR` or `<root>/target`.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(d) if !d.is_empty() => {
            let d = PathBuf::from(d);
            if d.is_absolute() {
                d
            } else {
                repo_root().join(d)
            }
        }
        _ => repo_root().join("target"),
    }
}

/// A `cargo` command (the one that runs us, if known), with `CARGO_BUILD_JOBS`
/// defaulting to 2 because the CI machine and the dev box have 2 cores.
pub fn cargo() -> Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let mut cmd = Command::new(cargo);
    if std::env::var_os("CARGO_BUILD_JOBS").is_none() {
        cmd.env("CARGO_BUILD_JOBS", "2");
    }
    cmd.current_dir(repo_root());
    cmd
}

/// Runs `cargo build --release -p strata-opt` and returns the binary's path.
pub fn build_strata_release() -> Result<PathBuf> {
    eprintln!("xtask: cargo build --release -p strata-opt");
    let status = cargo()
        .args(["build", "--release", "-p", "strata-opt"])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("`cargo build --release -p strata-opt` failed ({status})"));
    }
    let bin = target_dir().join("release").join(exe("strata-opt"));
    if !bin.is_file() {
        return Err(format!("strata-opt was built but {} does not exist", bin.display()));
    }
    Ok(bin)
}

/// The strata-opt binary to test: `--strata PATH`, else `$STRATA_OPT`, else a fresh
/// release build.
pub fn strata_binary(flag: Option<String>) -> Result<PathBuf> {
    if let Some(p) = flag.or_else(|| non_empty_env("STRATA_OPT")) {
        return resolve_tool(&p).ok_or_else(|| format!("strata-opt binary {p:?} not found"));
    }
    build_strata_release()
}

/// The reference mlir-opt: `--mlir-opt PATH`, else `$MLIR_OPT`, else `mlir-opt-22`
/// on PATH, else `/usr/lib/llvm-22/bin/mlir-opt`.
pub fn mlir_opt_binary(flag: Option<String>) -> Result<PathBuf> {
    if let Some(p) = flag.or_else(|| non_empty_env("MLIR_OPT")) {
        return resolve_tool(&p).ok_or_else(|| format!("mlir-opt binary {p:?} not found"));
    }
    ["mlir-opt-22", "/usr/lib/llvm-22/bin/mlir-opt"].iter().find_map(|c| resolve_tool(c)).ok_or_else(|| {
        "mlir-opt-22 not found (install the Debian package mlir-22-tools, or pass --mlir-opt PATH)".to_string()
    })
}

pub fn non_empty_env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|s| !s.is_empty())
}

/// Resolves a tool given as a path (anything with a `/`) or a name looked up on PATH.
/// Returns an absolute path.
pub fn resolve_tool(name: &str) -> Option<PathBuf> {
    let p = Path::new(name);
    if name.contains(std::path::MAIN_SEPARATOR) || name.contains('/') {
        let abs = if p.is_absolute() { p.to_path_buf() } else { std::env::current_dir().ok()?.join(p) };
        return abs.is_file().then_some(abs);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|c| c.is_file())
}

/// `name` with the platform's executable suffix.
pub fn exe(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// Runs an opt tool (strata-opt or mlir-opt) on `input` with `flags`, on
/// one thread (`--mlir-disable-threading`), output captured from stdout.
pub fn run_opt_one_thread(tool: &Path, input: &Path, flags: &[&str]) -> Result<Output> {
    run_capture(Command::new(tool).arg(input).args(flags).arg("--mlir-disable-threading"))
}

/// Runs a command to completion with captured stdout/stderr and no stdin.
pub fn run_capture(cmd: &mut Command) -> Result<Output> {
    cmd.stdin(Stdio::null()).output().map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program().to_string_lossy()))
}

/// The first `max` lines of a tool's stderr, for a report.
pub fn excerpt(bytes: &[u8], max: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut out: Vec<&str> = text.lines().take(max).collect();
    let total = text.lines().count();
    let more;
    if total > max {
        more = format!("... ({} more lines)", total - max);
        out.push(&more);
    }
    out.iter().map(|l| format!("    | {l}\n")).collect()
}

/// Splits MLIR source on `// -----` lines the way `--split-input-file` does.
/// Every chunk keeps its text; marker lines are dropped.
pub fn split_input(text: &str) -> Vec<String> {
    let mut chunks = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("// -----") {
            chunks.push(String::new());
        } else if let Some(last) = chunks.last_mut() {
            last.push_str(line);
        }
    }
    chunks
}

/// The top-level ops of each printed module, as text: an op starts on a
/// line indented by exactly two spaces that does not close a region.
pub fn top_level_ops(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        if line.starts_with("// -----") || (indent == 0 && !line.is_empty()) {
            open = false;
            continue;
        }
        if indent == 2 && !line.trim_start().starts_with('}') && !line.trim_start().starts_with('^') {
            out.push(String::new());
            open = true;
        }
        if open {
            if let Some(f) = out.last_mut() {
                f.push_str(line);
                f.push('\n');
            }
        }
    }
    out
}

/// A unified-style line diff of `expected` (`-`) against `actual` (`+`) with line
/// numbers, at most `max_lines` lines of output.
///
/// Common prefix and suffix lines are skipped; the middle is diffed with an LCS
/// table when it is small, otherwise shown as one replaced block.
pub fn line_diff(expected: &str, actual: &str, max_lines: usize) -> String {
    let a: Vec<&str> = expected.lines().collect();
    let b: Vec<&str> = actual.lines().collect();
    if a == b {
        return if expected.ends_with('\n') != actual.ends_with('\n') {
            "    (outputs differ only in the final newline)\n".to_string()
        } else {
            "    (outputs differ only in line endings)\n".to_string()
        };
    }
    let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..].iter().rev().zip(b[prefix..].iter().rev()).take_while(|(x, y)| x == y).count();
    let (ma, mb) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);

    // Edit script over the middle: (tag, line index in a or b).
    let mut ops: Vec<(char, usize)> = Vec::new();
    if ma.len().saturating_mul(mb.len()) <= 4_000_000 {
        let (n, m) = (ma.len(), mb.len());
        let mut lcs = vec![0u32; (n + 1) * (m + 1)];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * (m + 1) + j] = if ma[i] == mb[j] {
                    lcs[(i + 1) * (m + 1) + j + 1] + 1
                } else {
                    lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && ma[i] == mb[j] {
                ops.push((' ', prefix + i));
                i += 1;
                j += 1;
            } else if i < n && (j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1]) {
                ops.push(('-', prefix + i));
                i += 1;
            } else {
                ops.push(('+', prefix + j));
                j += 1;
            }
        }
    } else {
        ops.extend((0..ma.len()).map(|i| ('-', prefix + i)));
        ops.extend((0..mb.len()).map(|j| ('+', prefix + j)));
    }

    let mut out = String::new();
    let mut emitted = 0;
    let ctx = 3;
    let start = prefix.saturating_sub(ctx);
    out.push_str(&format!(
        "    @@ first difference at line {} (expected {} lines, got {}) @@\n",
        prefix + 1,
        a.len(),
        b.len()
    ));
    for (k, line) in a[start..prefix].iter().enumerate() {
        out.push_str(&format!("    {:>6}   {line}\n", start + k + 1));
    }
    let mut trailing_ctx = 0;
    for (tag, idx) in ops {
        if emitted >= max_lines {
            out.push_str("    ... (diff truncated)\n");
            return out;
        }
        let (num, text) = match tag {
            '+' => (idx + 1, b[idx]),
            _ => (idx + 1, a[idx]),
        };
        if tag == ' ' {
            trailing_ctx += 1;
            if trailing_ctx > ctx {
                continue;
            }
        } else {
            trailing_ctx = 0;
        }
        out.push_str(&format!("    {num:>6} {tag} {text}\n"));
        emitted += 1;
    }
    for (k, line) in a[a.len() - suffix..].iter().take(ctx).enumerate() {
        out.push_str(&format!("    {:>6}   {line}\n", a.len() - suffix + k + 1));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `strata-run` (a crate xtask does not build against) lowers with the
    /// same passes as the conformance and canon-diff lowerings.
    #[test]
    fn strata_run_lowers_with_the_execution_lowering() {
        let source = include_str!("../../crates/strata-mlir/src/run.rs");
        let start = source.find("pub const STRATA_LOWERING: &[&str] = &[").expect("STRATA_LOWERING in run.rs");
        let list = &source[start + "pub const STRATA_LOWERING: &[&str] = &[".len()..];
        let list = &list[..list.find("];").expect("the list ends")];
        let flags: Vec<&str> = list.split(',').map(|f| f.trim().trim_matches('"')).filter(|f| !f.is_empty()).collect();
        let expected: &[&str] = execution_lowering!();
        assert_eq!(flags, expected);
    }

    #[test]
    fn args_values_and_flags() {
        let mut a = Args::new(["--x", "1", "--y=2", "--f", "--", "--z"].map(String::from).to_vec());
        assert_eq!(a.value("--x").unwrap().as_deref(), Some("1"));
        assert_eq!(a.value("--y").unwrap().as_deref(), Some("2"));
        assert!(a.flag("--f"));
        assert!(!a.flag("--g"));
        assert_eq!(a.trailing(), vec!["--z".to_string()]);
        a.finish().unwrap();
    }

    #[test]
    fn args_reject_leftovers() {
        let a = Args::new(vec!["--nope".into()]);
        assert!(a.finish().is_err());
    }

    #[test]
    fn command_lines_split_on_unquoted_whitespace() {
        assert_eq!(split_command_line("  --a  --b=1 "), vec!["--a", "--b=1"]);
        assert_eq!(split_command_line("\"--p=x=1 y=2\" --q 'a b'c"), vec!["--p=x=1 y=2", "--q", "a bc"]);
        assert_eq!(split_command_line("''"), vec![""]);
    }

    #[test]
    fn split_on_markers() {
        let chunks = split_input("a\n// -----\nb\n  // ----- x\nc\n");
        assert_eq!(chunks, vec!["a\n", "b\n", "c\n"]);
    }

    #[test]
    fn diff_reports_changed_line() {
        let d = line_diff("a\nb\nc\n", "a\nx\nc\n", 20);
        assert!(d.contains("first difference at line 2"), "{d}");
        assert!(d.contains("2 - b"), "{d}");
        assert!(d.contains("2 + x"), "{d}");
        assert!(d.find("2 - b") < d.find("2 + x"), "removed lines come first: {d}");
        assert_eq!(line_diff("a\n", "a", 5), "    (outputs differ only in the final newline)\n");
    }
}
