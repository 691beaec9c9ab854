//! `cargo xtask fuzz`: the coverage-guided fuzz targets of `fuzz/`
//! (`parse`, `passes`; both call `strata_fuzz::Oracle`) built with
//! libFuzzer's instrumentation on stable Rust and run for a fixed time.
//!
//! The build is cargo-fuzz's without a nightly flag: LLVM's sanitizer
//! coverage pass (`-Cpasses=sancov-module`, 8-bit counters, a PC table,
//! comparison tracing), `--cfg fuzzing`, debug assertions and overflow
//! checks on, into `fuzz/target` (its own flags would otherwise rebuild
//! the workspace's `target`). No sanitizer: strata forbids `unsafe`, so
//! memory errors cannot happen in its code; what the fuzzer looks for is a
//! panic, a failed oracle check, a stack overflow, a hang (`--timeout`) or
//! runaway memory (`--rss-limit-mb`).
//!
//! Each target starts from `fuzz/corpus/<target>` (where libFuzzer keeps
//! the inputs that reached new coverage; not committed) and every `.mlir`
//! file under `tests/lit`, `examples` and `tests/conformance`. A crash is
//! written to `fuzz/artifacts/<target>/`; the command prints it and exits 1.
//! With `--keep-going` libFuzzer's fork mode goes on after a crash, and the
//! report counts them.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use crate::util::{self, Args, Result};

const HELP: &str = "\
usage: cargo xtask fuzz [options]

Builds fuzz/'s libFuzzer targets (stable Rust, sanitizer coverage) and runs
each for a fixed time from the lit tests and examples as seeds.

  --seconds N       how long each target runs (default 60)
  --target T,...    the targets: parse, passes (default both)
  --timeout N       an input taking longer than N seconds is a hang (default 10)
  --rss-limit-mb N  memory over N MB is a crash (default 4096)
  --seed N          libFuzzer's random seed (default: a new one per run)
  --keep-going      go on after a crash (libFuzzer's fork mode) and count them
  --no-build        use the targets already built
  --deny-warnings   a compiler warning in strata's code fails the build
";

/// The targets, in `fuzz/Cargo.toml`'s order.
const TARGETS: &[&str] = &["parse", "passes"];

/// cargo-fuzz's instrumentation flags that stable rustc accepts.
const INSTRUMENT: &[&str] = &[
    "-Cpasses=sancov-module",
    "-Cllvm-args=-sanitizer-coverage-level=4",
    "-Cllvm-args=-sanitizer-coverage-inline-8bit-counters",
    "-Cllvm-args=-sanitizer-coverage-pc-table",
    "-Cllvm-args=-sanitizer-coverage-trace-compares",
    "--cfg",
    "fuzzing",
];

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") {
        print!("{HELP}");
        return Ok(0);
    }
    let seconds: u64 = args.parsed("--seconds")?.unwrap_or(60);
    let targets = args
        .value("--target")?
        .map(|t| util::split_list(&t))
        .unwrap_or_else(|| TARGETS.iter().map(|t| t.to_string()).collect());
    let timeout: u64 = args.parsed("--timeout")?.unwrap_or(10);
    let rss_limit: u64 = args.parsed("--rss-limit-mb")?.unwrap_or(4096);
    let seed: Option<u64> = args.parsed("--seed")?;
    let keep_going = args.flag("--keep-going");
    let no_build = args.flag("--no-build");
    let deny_warnings = args.flag("--deny-warnings");
    args.finish()?;
    if let Some(t) = targets.iter().find(|t| !TARGETS.contains(&t.as_str())) {
        return Err(format!("unknown fuzz target {t:?} (known: {})", TARGETS.join(", ")));
    }
    let root = util::repo_root();
    let fuzz = root.join("fuzz");
    let triple = host_triple()?;
    if !no_build {
        build(&fuzz, &triple, &targets, deny_warnings)?;
    }
    let mut failed = 0;
    let mut report = Vec::new();
    for target in &targets {
        let binary = fuzz.join("target").join(&triple).join("release").join(util::exe(target));
        if !binary.is_file() {
            return Err(format!("{} is not built (run without --no-build)", binary.display()));
        }
        let corpus = fuzz.join("corpus").join(target);
        let artifacts = fuzz.join("artifacts").join(target);
        for dir in [&corpus, &artifacts] {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let before = findings(&artifacts);
        let mut cmd = Command::new(&binary);
        cmd.arg(&corpus)
            // The seed folders of `strata_fuzz::seeds` (libFuzzer reads them recursively).
            .args(["tests/lit", "examples", "tests/conformance"].map(|d| root.join(d)))
            .arg(format!("-max_total_time={seconds}"))
            .arg(format!("-timeout={timeout}"))
            .arg(format!("-rss_limit_mb={rss_limit}"))
            .arg(format!("-artifact_prefix={}/", artifacts.display()))
            .arg("-print_final_stats=1");
        if let Some(seed) = seed {
            cmd.arg(format!("-seed={seed}"));
        }
        if keep_going {
            cmd.args(["-fork=1", "-ignore_crashes=1", "-ignore_timeouts=1", "-ignore_ooms=1"]);
        }
        eprintln!("xtask: fuzzing {target} for {seconds} s");
        let start = Instant::now();
        let out = cmd
            .current_dir(&root)
            .stdout(Stdio::inherit())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
        let stderr = String::from_utf8_lossy(&out.stderr);
        eprint!("{}", tail(&stderr, 40));
        let new: Vec<PathBuf> = findings(&artifacts).into_iter().filter(|f| !before.contains(f)).collect();
        let runs = stat(&stderr, "stat::number_of_executed_units:").or_else(|| last_count(&stderr)).unwrap_or(0);
        let coverage = last_field(&stderr, "cov: ").unwrap_or(0);
        report.push(format!(
            "{target}: {runs} inputs in {:.0} s, coverage {coverage} edges, {} in the corpus, {} crash(es)",
            start.elapsed().as_secs_f64(),
            std::fs::read_dir(&corpus).map(|d| d.count()).unwrap_or(0),
            new.len()
        ));
        if !out.status.success() || !new.is_empty() {
            failed += 1;
            for f in &new {
                let bytes = std::fs::read(f).unwrap_or_default();
                eprintln!("xtask: {target} found {}:\n{}", f.display(), util::excerpt(&bytes, 40));
            }
            if new.is_empty() {
                eprintln!("xtask: {target} exited with {}", out.status);
            }
        }
    }
    for line in &report {
        println!("fuzz: {line}");
    }
    Ok(if failed > 0 { 1 } else { 0 })
}

/// `cargo build --release` of the targets with the instrumentation. The
/// `--target` keeps the flags off build scripts and proc macros, as
/// cargo-fuzz does.
fn build(fuzz: &Path, triple: &str, targets: &[String], deny_warnings: bool) -> Result<()> {
    // Cargo caps the lints of registry crates, so this reaches only
    // strata's crates and the targets.
    let mut flags = INSTRUMENT.join(" ");
    if deny_warnings {
        flags.push_str(" -Dwarnings");
    }
    let mut cmd = util::cargo();
    cmd.arg("build")
        .arg("--release")
        .arg("--manifest-path")
        .arg(fuzz.join("Cargo.toml"))
        .args(["--target", triple])
        .env("CARGO_TARGET_DIR", fuzz.join("target"))
        .env("RUSTFLAGS", flags);
    for t in targets {
        cmd.args(["--bin", t]);
    }
    eprintln!("xtask: building the fuzz targets ({})", targets.join(", "));
    let status = cmd.status().map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("building the fuzz targets failed ({status})"));
    }
    Ok(())
}

/// The host's target triple, from `rustc -vV`.
fn host_triple() -> Result<String> {
    let out = util::run_capture(Command::new("rustc").arg("-vV"))?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_string))
        .ok_or_else(|| "no `host:` line in `rustc -vV`".to_string())
}

/// The crash, hang and out-of-memory inputs libFuzzer wrote to `dir`.
fn findings(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    found.retain(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| ["crash-", "timeout-", "oom-", "slow-unit-"].iter().any(|k| n.starts_with(k)))
    });
    found.sort();
    found
}

/// The value of libFuzzer's final `stat::name: N` line.
fn stat(stderr: &str, name: &str) -> Option<u64> {
    stderr.lines().rev().find_map(|l| l.strip_prefix(name).and_then(|v| v.trim().parse().ok()))
}

/// The input count of libFuzzer's last status line (`#N`, which fork mode
/// prints without the final `stat::` lines).
fn last_count(stderr: &str) -> Option<u64> {
    stderr.lines().rev().find_map(|l| {
        let digits: String = l.strip_prefix('#')?.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    })
}

/// The number after the last `key` in libFuzzer's status lines.
fn last_field(stderr: &str, key: &str) -> Option<u64> {
    stderr.lines().rev().find_map(|l| {
        let (_, rest) = l.split_once(key)?;
        rest.split_whitespace().next()?.parse().ok()
    })
}

/// The last `n` lines of `text`.
fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = lines[lines.len().saturating_sub(n)..].join("\n");
    out.push('\n');
    out
}
