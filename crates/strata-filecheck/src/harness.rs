//! A libtest-compatible driver for `harness = false` integration tests that
//! runs every lit test file under a root directory as its own test case.
//!
//! Discovery is recursive and sorted (deterministic); test names are
//! `<prefix><relative/path>` with `/` separators. Understands the libtest
//! flags cargo passes: substring filters, `--exact`, `--list`, `--skip`,
//! `--ignored`/`--include-ignored` (accepted), and ignores the rest
//! (`--nocapture`, `--test-threads N`, `-q`, `--format X`, ...). Tests run on
//! a few worker threads but results are printed in name order.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Instant;

use crate::lit::{run_test, LitConfig, Status};

/// Harness configuration.
#[derive(Clone)]
pub struct HarnessConfig {
    /// Directory searched for tests.
    pub root: PathBuf,
    /// File suffixes that are tests (default `.mlir`).
    pub suffixes: Vec<String>,
    /// Test name prefix (default `lit::`).
    pub name_prefix: String,
    /// Worker threads (default: available parallelism clamped to 2..=4).
    pub threads: usize,
    /// The lit configuration.
    pub lit: LitConfig,
}

impl HarnessConfig {
    /// Defaults for a root directory.
    pub fn new(root: impl Into<PathBuf>, lit: LitConfig) -> Self {
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 4);
        HarnessConfig {
            root: root.into(),
            suffixes: vec![".mlir".to_string()],
            name_prefix: "lit::".to_string(),
            threads,
            lit,
        }
    }
}

/// Parsed libtest-style arguments.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Args {
    /// Substring (or exact) filters; empty = all.
    pub filters: Vec<String>,
    /// `--skip` filters.
    pub skip: Vec<String>,
    /// `--exact`.
    pub exact: bool,
    /// `--list`.
    pub list: bool,
    /// `--ignored` (only run ignored tests: none here).
    pub ignored: bool,
    /// `-q` / `--quiet` / `--format terse`.
    pub quiet: bool,
}

/// Parse libtest arguments (without argv\[0\]), ignoring unknown flags.
pub fn parse_args(args: &[String]) -> Args {
    let mut a = Args::default();
    let with_value = ["--test-threads", "--format", "--color", "--logfile", "-Z", "--report-time", "--shuffle-seed"];
    let mut i = 0;
    while i < args.len() {
        let s = args[i].as_str();
        i += 1;
        match s {
            "--exact" => a.exact = true,
            "--list" => a.list = true,
            "--ignored" => a.ignored = true,
            "-q" | "--quiet" => a.quiet = true,
            "--skip" => {
                if let Some(v) = args.get(i) {
                    a.skip.push(v.clone());
                    i += 1;
                }
            }
            "--format" => {
                if args.get(i).map(String::as_str) == Some("terse") {
                    a.quiet = true;
                }
                i += 1;
            }
            _ if with_value.contains(&s) && s != "--report-time" => i += 1,
            _ if s.starts_with('-') => {}
            _ => a.filters.push(s.to_string()),
        }
    }
    a
}

/// Find test files under `root` (sorted relative paths with `/`). As
/// `tests/lit/lit.cfg.py`'s excludes: `Output` (lit's work directory) and
/// `Inputs` (files that tests read, not tests) are skipped.
pub fn discover(root: &Path, suffixes: &[String]) -> Vec<String> {
    fn walk(dir: &Path, rel: &str, suffixes: &[String], out: &mut Vec<String>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = rd.flatten().collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || name == "Output" || name == "Inputs" {
                continue;
            }
            let r = if rel.is_empty() { name.clone() } else { format!("{rel}/{name}") };
            let p = e.path();
            if p.is_dir() {
                walk(&p, &r, suffixes, out);
            } else if suffixes.iter().any(|s| name.ends_with(s.as_str())) {
                out.push(r);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, "", suffixes, &mut out);
    out.sort();
    out
}

/// Summary counts of a harness run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Passed (including XFAIL).
    pub passed: usize,
    /// Failed (including XPASS).
    pub failed: usize,
    /// Unsupported.
    pub ignored: usize,
    /// Filtered out.
    pub filtered: usize,
}

/// Run the harness with explicit arguments, writing to `out`. Returns the
/// summary; the run failed iff `summary.failed > 0`.
pub fn run_with_args(cfg: &HarnessConfig, args: &Args, out: &mut dyn Write) -> Summary {
    let all = discover(&cfg.root, &cfg.suffixes);
    let selected: Vec<(String, String)> = all
        .iter()
        .map(|rel| (format!("{}{}", cfg.name_prefix, rel), rel.clone()))
        .filter(|(name, _)| {
            let matches = |f: &String| if args.exact { name == f } else { name.contains(f.as_str()) };
            (args.filters.is_empty() || args.filters.iter().any(matches)) && !args.skip.iter().any(matches)
        })
        .collect();
    let mut summary = Summary { filtered: all.len() - selected.len(), ..Summary::default() };
    if args.list {
        for (name, _) in &selected {
            let _ = writeln!(out, "{name}: test");
        }
        if !args.quiet {
            let _ = writeln!(out, "\n{} tests, 0 benchmarks", selected.len());
        }
        return summary;
    }
    let start = Instant::now();
    let _ = writeln!(out, "\nrunning {} tests", selected.len());
    if args.ignored {
        // No lit test is "ignored"; nothing to run.
        let _ = writeln!(
            out,
            "\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; {} filtered out; finished in 0.00s\n",
            all.len()
        );
        summary.filtered = all.len();
        return summary;
    }
    let jobs = Arc::new(selected.clone());
    let next = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = mpsc::channel();
    let mut handles = Vec::new();
    for _ in 0..cfg.threads.max(1).min(selected.len().max(1)) {
        let (jobs, next, tx, lit, root) = (jobs.clone(), next.clone(), tx.clone(), cfg.lit.clone(), cfg.root.clone());
        handles.push(std::thread::spawn(move || loop {
            let i = next.fetch_add(1, Ordering::SeqCst);
            let Some((_, rel)) = jobs.get(i) else {
                break;
            };
            let r = run_test(&root.join(rel), rel, &lit);
            if tx.send((i, r)).is_err() {
                break;
            }
        }));
    }
    drop(tx);
    let mut pending = BTreeMap::new();
    let mut next_print = 0;
    let mut failures = Vec::new();
    for (i, r) in rx {
        pending.insert(i, r);
        while let Some(r) = pending.remove(&next_print) {
            let name = &selected[next_print].0;
            let word = match r.status {
                Status::Pass | Status::XFail => {
                    summary.passed += 1;
                    "ok"
                }
                Status::Unsupported => {
                    summary.ignored += 1;
                    "ignored"
                }
                Status::Fail | Status::XPass => {
                    summary.failed += 1;
                    failures.push((name.clone(), r.status, r.log.clone()));
                    "FAILED"
                }
            };
            if args.quiet {
                let _ = write!(
                    out,
                    "{}",
                    match word {
                        "ok" => ".",
                        "ignored" => "i",
                        _ => "F",
                    }
                );
            } else {
                let _ = writeln!(out, "test {name} ... {word}");
            }
            let _ = out.flush();
            next_print += 1;
        }
    }
    for h in handles {
        let _ = h.join();
    }
    if args.quiet {
        let _ = writeln!(out);
    }
    if !failures.is_empty() {
        let _ = writeln!(out, "\nfailures:\n");
        for (name, status, log) in &failures {
            let _ = writeln!(out, "---- {name} stdout ----");
            if *status == Status::XPass {
                let _ = writeln!(out, "XPASS: test marked XFAIL passed unexpectedly");
            }
            let _ = writeln!(out, "{log}");
        }
        let _ = writeln!(out, "\nfailures:");
        for (name, _, _) in &failures {
            let _ = writeln!(out, "    {name}");
        }
    }
    let _ = writeln!(
        out,
        "\ntest result: {}. {} passed; {} failed; {} ignored; 0 measured; {} filtered out; finished in {:.2}s\n",
        if summary.failed == 0 { "ok" } else { "FAILED" },
        summary.passed,
        summary.failed,
        summary.ignored,
        summary.filtered,
        start.elapsed().as_secs_f64()
    );
    summary
}

/// Entry point for a `harness = false` test: parses `std::env::args`, runs,
/// and exits the process (status 101 on failure, like libtest).
pub fn main(cfg: HarnessConfig) -> ! {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = parse_args(&args);
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    let s = run_with_args(&cfg, &args, &mut lock);
    let _ = lock.flush();
    let _ = std::fs::remove_dir(&cfg.lit.temp_root);
    std::process::exit(if s.failed == 0 { 0 } else { 101 });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discover_skips_inputs_and_output() {
        let root = std::env::temp_dir().join(format!("strata-discover-{}", std::process::id()));
        for dir in ["a/Inputs", "a/Output", "b"] {
            std::fs::create_dir_all(root.join(dir)).unwrap();
        }
        for file in ["a/t.mlir", "a/Inputs/in.mlir", "a/Output/o.mlir", "b/u.mlir", "b/notes.txt"] {
            std::fs::write(root.join(file), "").unwrap();
        }
        let found = discover(&root, &[".mlir".to_string()]);
        std::fs::remove_dir_all(&root).unwrap();
        assert_eq!(found, ["a/t.mlir", "b/u.mlir"]);
    }
}
