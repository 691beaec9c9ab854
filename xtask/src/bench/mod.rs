//! `cargo xtask bench`: wall time and peak RSS of strata-opt against mlir-opt-22 on
//! inputs of `cargo xtask gen` ([`crate::gen`]), measured in the same run.
//!
//! For every family x size x form (custom / `--generic`) the input is generated
//! (in process, with the generator's defaults) into a temporary directory, its ops
//! are counted with [`crate::gen::count`], and then, `--runs`
//! times and alternating between the tools, `TOOL [ARGS] FILE -o /dev/null` is run.
//! The median wall time and the largest peak RSS are reported in a markdown table
//! (printed, and written to `--out FILE` if given). Peak RSS comes from
//! `/usr/bin/time -f %M` (Debian package `time`); without it, `/proc/<pid>/status`
//! `VmHWM` is polled, which can miss a short final peak.
//!
//! `--stress NAME=SIZE,...` adds the inputs of [`stress`] (one constant
//! used a million times, a function of 100,000 blocks).
//!
//! Beside the threaded runs, each input is also run on one thread
//! (`--mlir-disable-threading` for both tools, the same `--runs`), and once
//! more on one thread with `--mlir-timing`, whose top-level phases (Parser,
//! each pass, Output, Rest) are reported side by side, so each phase's
//! ratio shows (`--no-single-thread`, `--no-phases` leave them out).
//!
//! Runs are sequential on purpose: both cores are left to the tool being measured.
//! Never used by tests; see docs/performance.md.

pub mod simd;
mod stress;

use crate::gen::{self, emit::Form, Family};
use crate::util::{self, Args, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: cargo xtask bench [options]

  --sizes LIST        op counts for `cargo xtask gen --ops` (default 10000,100000,1000000)
  --families LIST     generator families (default mixed,tir; also graph)
  --forms LIST        custom,generic (default both)
  --files LIST        also bench these existing .mlir files
  --stress LIST       also bench stress inputs NAME=SIZE (const-uses=1M,blocks=100k,deep-if=10k)
  --runs N            runs per tool and input; the median is reported (default 3)
  --out FILE          also write the report (markdown) to FILE
  --strata PATH       strata-opt (default: $STRATA_OPT, else a release build)
  --mlir-opt PATH     reference (default: $MLIR_OPT, else mlir-opt-22)
  --args \"A B\"        extra arguments for both tools, e.g. \"--canonicalize --cse\"
  --strata-args \"A B\" extra arguments for strata-opt only
  --mlir-args \"A B\"   extra arguments for mlir-opt only
  --no-allow-unregistered  do not pass --allow-unregistered-dialect
  --keep DIR          generate inputs into DIR and keep them (reused if present)
  --no-single-thread  skip the one-thread runs (--mlir-disable-threading for both tools)
  --no-phases         skip the one-thread --mlir-timing run and its per-phase table
";

struct Sample {
    wall: Duration,
    rss_kib: Option<u64>,
    error: Option<String>,
}

struct Row {
    input: String,
    ops: Option<u64>,
    strata: Vec<Sample>,
    mlir: Vec<Sample>,
    /// One thread (`--mlir-disable-threading`).
    strata_1t: Vec<Sample>,
    mlir_1t: Vec<Sample>,
    /// Top-level phases of one `--mlir-timing` run on one thread: (name, seconds).
    strata_phases: Vec<(String, f64)>,
    mlir_phases: Vec<(String, f64)>,
}

impl Row {
    /// Every timed run of both tools.
    fn samples(&self) -> impl Iterator<Item = &Sample> {
        self.strata.iter().chain(&self.mlir).chain(&self.strata_1t).chain(&self.mlir_1t)
    }
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let sizes: Vec<u64> = util::split_list(&args.value("--sizes")?.unwrap_or_else(|| "10000,100000,1000000".into()))
        .iter()
        .map(|s| parse_size(s))
        .collect::<Result<_>>()?;
    let families = util::split_list(&args.value("--families")?.unwrap_or_else(|| "mixed,tir".into()))
        .iter()
        .map(|f| Family::parse(f).ok_or_else(|| format!("--families: unknown family {f:?} (graph, mixed, tir)")))
        .collect::<Result<Vec<_>>>()?;
    let forms = util::split_list(&args.value("--forms")?.unwrap_or_else(|| "custom,generic".into()));
    if let Some(bad) = forms.iter().find(|f| *f != "custom" && *f != "generic") {
        return Err(format!("--forms: unknown form {bad:?} (custom, generic)"));
    }
    let files = util::split_list(&args.value("--files")?.unwrap_or_default());
    let stress_list = util::split_list(&args.value("--stress")?.unwrap_or_default());
    let runs: usize = args.parsed("--runs")?.unwrap_or(3).max(1);
    let out = args.value("--out")?.map(PathBuf::from);
    let strata_flag = args.value("--strata")?;
    let mlir_flag = args.value("--mlir-opt")?;
    let both_args = split_args(args.value("--args")?);
    let mut strata_args = both_args.clone();
    strata_args.extend(split_args(args.value("--strata-args")?));
    let mut mlir_args = both_args;
    mlir_args.extend(split_args(args.value("--mlir-args")?));
    let unregistered = !args.flag("--no-allow-unregistered");
    let keep = args.value("--keep")?.map(PathBuf::from);
    let single_thread = !args.flag("--no-single-thread");
    let with_phases = !args.flag("--no-phases");
    args.finish()?;
    if unregistered {
        strata_args.insert(0, "--allow-unregistered-dialect".into());
        mlir_args.insert(0, "--allow-unregistered-dialect".into());
    }

    let mlir_opt = util::mlir_opt_binary(mlir_flag)?;
    let strata = util::strata_binary(strata_flag)?;
    let time_bin = Path::new("/usr/bin/time");
    // STRATA_BENCH_NO_TIME=1 forces the /proc polling fallback (to test it).
    let time_bin = (time_bin.is_file() && util::non_empty_env("STRATA_BENCH_NO_TIME").is_none()).then_some(time_bin);
    if time_bin.is_none() {
        eprintln!("bench: /usr/bin/time not found (Debian package `time`); polling /proc for peak RSS");
    }

    let work = util::work_dir(keep.clone(), "bench")?;

    // Inputs, in a fixed order.
    let mut inputs: Vec<(String, PathBuf)> = Vec::new();
    for &family in &families {
        for &size in &sizes {
            for form in &forms {
                let generic = form == "generic";
                let name = format!("{}-{}{}", family.name(), size_label(size), if generic { "-generic" } else { "" });
                let path = work.join(format!("{name}.mlir"));
                if !(keep.is_some() && path.is_file()) {
                    eprintln!("bench: generating {name}");
                    let mut cfg = gen::Config::new(family);
                    cfg.ops = size;
                    cfg.style.form = if generic { Form::Generic } else { Form::Custom };
                    gen::generate_file(&cfg, &path)?;
                }
                inputs.push((name, path));
            }
        }
    }
    for item in &stress_list {
        let (shape, size) = item.split_once('=').unwrap_or((item.as_str(), "100k"));
        let size = parse_size(size)?;
        let text = stress::generate(shape, size)
            .ok_or_else(|| format!("--stress: unknown shape {shape:?} (one of {})", stress::SHAPES.join(", ")))?;
        let name = format!("{shape}-{}", size_label(size));
        let path = work.join(format!("{name}.mlir"));
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        inputs.push((name, path));
    }
    for f in &files {
        let p = PathBuf::from(f);
        if !p.is_file() {
            return Err(format!("--files: {f} not found"));
        }
        let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| f.clone());
        inputs.push((name, p));
    }

    let scratch = work.join("scratch");
    fs::create_dir_all(&scratch).map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;
    let mut rows = Vec::new();
    for (name, path) in &inputs {
        let ops = gen::count::count_file(path).ok().map(|c| c.total);
        let mut row = Row {
            input: name.clone(),
            ops,
            strata: Vec::new(),
            mlir: Vec::new(),
            strata_1t: Vec::new(),
            mlir_1t: Vec::new(),
            strata_phases: Vec::new(),
            mlir_phases: Vec::new(),
        };
        let one_thread = |args: &[String]| [args, &["--mlir-disable-threading".to_string()]].concat();
        let (strata_1t_args, mlir_1t_args) = (one_thread(&strata_args), one_thread(&mlir_args));
        for r in 0..runs {
            eprintln!("bench: {name} run {}/{runs}", r + 1);
            row.strata.push(measure(&strata, &strata_args, path, time_bin, &scratch)?);
            row.mlir.push(measure(&mlir_opt, &mlir_args, path, time_bin, &scratch)?);
            if single_thread {
                row.strata_1t.push(measure(&strata, &strata_1t_args, path, time_bin, &scratch)?);
                row.mlir_1t.push(measure(&mlir_opt, &mlir_1t_args, path, time_bin, &scratch)?);
            }
        }
        if with_phases {
            eprintln!("bench: {name} phases");
            row.strata_phases = phases(&strata, &strata_1t_args, path)?;
            row.mlir_phases = phases(&mlir_opt, &mlir_1t_args, path)?;
        }
        rows.push(row);
    }
    if keep.is_none() {
        let _ = fs::remove_dir_all(&work);
    } else {
        let _ = fs::remove_dir_all(&scratch);
    }

    let report = render(&rows, runs, &strata, &strata_args, &mlir_opt, &mlir_args);
    print!("{report}");
    if let Some(out) = out {
        fs::write(&out, &report).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        eprintln!("bench: report written to {}", out.display());
    }
    let failed = rows.iter().any(|r| r.samples().any(|s| s.error.is_some()));
    Ok(if failed { 1 } else { 0 })
}

fn split_args(s: Option<String>) -> Vec<String> {
    s.map(|s| s.split_whitespace().map(String::from).collect()).unwrap_or_default()
}

/// Accepts `10000`, `10k`, `1M`, `1_000_000`.
fn parse_size(s: &str) -> Result<u64> {
    let t = s.replace('_', "");
    let (num, mul) = match t.chars().last() {
        Some('k' | 'K') => (&t[..t.len() - 1], 1_000),
        Some('m' | 'M') => (&t[..t.len() - 1], 1_000_000),
        _ => (t.as_str(), 1),
    };
    num.parse::<u64>().map(|n| n * mul).map_err(|_| format!("invalid size {s:?}"))
}

fn size_label(n: u64) -> String {
    if n >= 1_000_000 && n.checked_rem(1_000_000) == Some(0) {
        format!("{}M", n / 1_000_000)
    } else if n >= 1000 && n.checked_rem(1000) == Some(0) {
        format!("{}k", n / 1000)
    } else {
        n.to_string()
    }
}

/// One timed run of `tool ARGS FILE -o /dev/null`.
fn measure(tool: &Path, args: &[String], file: &Path, time_bin: Option<&Path>, scratch: &Path) -> Result<Sample> {
    let rss_file = scratch.join("rss.txt");
    let err_file = scratch.join("stderr.txt");
    let _ = fs::remove_file(&rss_file);
    let mut cmd = match time_bin {
        Some(t) => {
            let mut c = Command::new(t);
            c.args(["-f", "%M", "-o"]).arg(&rss_file).arg(tool);
            c
        }
        None => Command::new(tool),
    };
    cmd.args(args).arg(file).args(["-o", "/dev/null"]);
    let err = fs::File::create(&err_file).map_err(|e| format!("cannot create {}: {e}", err_file.display()))?;
    cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(err);

    let start = Instant::now();
    let mut child = cmd.spawn().map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let mut polled_kib: Option<u64> = None;
    let status = if time_bin.is_some() {
        child.wait().map_err(|e| format!("waiting for {}: {e}", tool.display()))?
    } else {
        let status_path = format!("/proc/{}/status", child.id());
        loop {
            if let Some(kib) = fs::read_to_string(&status_path).ok().as_deref().and_then(vm_hwm_kib) {
                polled_kib = Some(polled_kib.map_or(kib, |p| p.max(kib)));
            }
            match child.try_wait() {
                Ok(Some(s)) => break s,
                Ok(None) => std::thread::sleep(Duration::from_millis(2)),
                Err(e) => return Err(format!("waiting for {}: {e}", tool.display())),
            }
        }
    };
    let wall = start.elapsed();

    let rss_kib = if time_bin.is_some() {
        // With a failing child, time(1) writes "Command exited ..." before %M.
        fs::read_to_string(&rss_file).ok().and_then(|t| t.lines().last().and_then(|l| l.trim().parse().ok()))
    } else {
        polled_kib
    };
    let error = if status.success() {
        None
    } else {
        let stderr = fs::read(&err_file).unwrap_or_default();
        Some(format!(
            "{} {} {} -o /dev/null: {status}\n{}",
            tool.display(),
            args.join(" "),
            file.display(),
            util::excerpt(&stderr, 8)
        ))
    };
    Ok(Sample { wall, rss_kib, error })
}

/// The top-level phases of `tool ARGS --mlir-timing FILE -o /dev/null`.
fn phases(tool: &Path, args: &[String], file: &Path) -> Result<Vec<(String, f64)>> {
    let mut cmd = Command::new(tool);
    cmd.args(args).arg("--mlir-timing").arg(file).args(["-o", "/dev/null"]).stdin(Stdio::null());
    let o = util::run_capture(&mut cmd)?;
    if !o.status.success() {
        return Err(format!("{} --mlir-timing failed: {}", tool.display(), util::excerpt(&o.stderr, 8)));
    }
    Ok(parse_timing(&String::from_utf8_lossy(&o.stderr)))
}

/// The top-level rows of an `--mlir-timing` report (`  1.2345 ( 26.5%)  Name`;
/// nested rows, such as analyses, are indented further), with their wall
/// time in seconds, in report order.
fn parse_timing(report: &str) -> Vec<(String, f64)> {
    report
        .lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let (secs, rest) = line.split_once(' ')?;
            let secs: f64 = secs.parse().ok()?;
            let (_, name) = rest.split_once("%)")?;
            let name = name.strip_prefix("  ")?;
            (!name.starts_with(' ') && !name.is_empty()).then(|| (name.to_string(), secs))
        })
        .collect()
}

fn vm_hwm_kib(status: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Median wall time of the successful samples, and the largest peak RSS.
fn summarize(samples: &[Sample]) -> (Option<Duration>, Option<u64>, bool) {
    let mut walls: Vec<Duration> = samples.iter().filter(|s| s.error.is_none()).map(|s| s.wall).collect();
    walls.sort();
    let failed = samples.iter().any(|s| s.error.is_some());
    let median = if walls.is_empty() || failed { None } else { Some(walls[walls.len() / 2]) };
    (median, samples.iter().filter(|s| s.error.is_none()).filter_map(|s| s.rss_kib).max(), failed)
}

fn fmt_time(d: Option<Duration>, failed: bool) -> String {
    match d {
        _ if failed => "error".into(),
        None => "-".into(),
        Some(d) if d.as_secs_f64() >= 1.0 => format!("{:.2} s", d.as_secs_f64()),
        Some(d) => format!("{:.1} ms", d.as_secs_f64() * 1000.0),
    }
}

fn fmt_rate(ops: Option<u64>, d: Option<Duration>) -> String {
    match (ops, d) {
        (Some(n), Some(d)) if d.as_secs_f64() > 0.0 => {
            let r = n as f64 / d.as_secs_f64();
            if r >= 1e6 {
                format!("{:.2} M/s", r / 1e6)
            } else {
                format!("{:.0} k/s", r / 1e3)
            }
        }
        _ => "-".into(),
    }
}

fn fmt_rss(kib: Option<u64>) -> String {
    kib.map(|k| format!("{:.1} MiB", k as f64 / 1024.0)).unwrap_or_else(|| "-".into())
}

fn git_rev() -> String {
    let run = |args: &[&str]| {
        let o = util::run_capture(Command::new("git").args(args).current_dir(util::repo_root())).ok()?;
        o.status.success().then(|| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    match run(&["rev-parse", "--short", "HEAD"]) {
        Some(rev) => {
            let dirty = run(&["status", "--porcelain"]).is_some_and(|s| !s.is_empty());
            format!("{rev}{}", if dirty { " (dirty)" } else { "" })
        }
        None => "unknown".into(),
    }
}

/// The head of a time table ([`table_row`]'s columns).
const TABLE_HEADER: &str = "| input | ops | strata time | mlir-opt time | ratio (mlir-opt/strata) | strata ops/s | mlir-opt ops/s | strata peak RSS | mlir-opt peak RSS |\n";

/// One row of a time table: medians, ratio, rates and peak memory.
fn table_row(input: &str, ops: Option<u64>, strata: &[Sample], mlir: &[Sample]) -> String {
    let (st, srss, sfail) = summarize(strata);
    let (mt, mrss, mfail) = summarize(mlir);
    let ratio = match (st, mt) {
        (Some(a), Some(b)) if a.as_secs_f64() > 0.0 => format!("{:.2}x", b.as_secs_f64() / a.as_secs_f64()),
        _ => "-".into(),
    };
    format!(
        "| {input} | {} | {} | {} | {ratio} | {} | {} | {} | {} |\n",
        ops.map(|n| n.to_string()).unwrap_or_else(|| "?".into()),
        fmt_time(st, sfail),
        fmt_time(mt, mfail),
        fmt_rate(ops, st),
        fmt_rate(ops, mt),
        fmt_rss(srss),
        fmt_rss(mrss)
    )
}

fn render(rows: &[Row], runs: usize, strata: &Path, sargs: &[String], mlir: &Path, margs: &[String]) -> String {
    let mut s = String::new();
    s.push_str(&format!(
        "strata-opt: `{} {}` (commit {})\nmlir-opt:   `{} {}`\nmedian of {runs} run(s), `FILE -o /dev/null`; peak RSS is the max over runs\n\n",
        strata.display(),
        sargs.join(" "),
        git_rev(),
        mlir.display(),
        margs.join(" ")
    ));
    s.push_str(TABLE_HEADER);
    s.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    let mut errors = String::new();
    for r in rows {
        s.push_str(&table_row(&r.input, r.ops, &r.strata, &r.mlir));
        if let Some(e) = r.samples().find_map(|s| s.error.as_ref()) {
            errors.push_str(&format!("- {}: {e}", r.input));
        }
    }
    if rows.iter().any(|r| !r.strata_1t.is_empty()) {
        s.push_str("\nOne thread (`--mlir-disable-threading` for both tools):\n\n");
        s.push_str(TABLE_HEADER);
        s.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for r in rows.iter().filter(|r| !r.strata_1t.is_empty()) {
            s.push_str(&table_row(&r.input, r.ops, &r.strata_1t, &r.mlir_1t));
        }
    }
    if rows.iter().any(|r| !r.strata_phases.is_empty()) {
        s.push_str("\nPhases on one thread (`--mlir-disable-threading --mlir-timing`, one run; wall seconds):\n\n");
        s.push_str("| input | phase | strata | mlir-opt | ratio (mlir-opt/strata) |\n|---|---|---:|---:|---:|\n");
        for r in rows.iter().filter(|r| !r.strata_phases.is_empty()) {
            // Strata's phases in its order, then those only mlir-opt has.
            let mut names: Vec<&str> = r.strata_phases.iter().map(|(n, _)| n.as_str()).collect();
            for (n, _) in &r.mlir_phases {
                if !names.contains(&n.as_str()) {
                    names.push(n);
                }
            }
            let get = |phases: &[(String, f64)], n: &str| phases.iter().find(|(p, _)| p == n).map(|(_, t)| *t);
            for n in names {
                let (a, b) = (get(&r.strata_phases, n), get(&r.mlir_phases, n));
                let cell = |t: Option<f64>| t.map_or("-".to_string(), |t| format!("{t:.3}"));
                let ratio = match (a, b) {
                    (Some(a), Some(b)) if a > 0.0 => format!("{:.2}x", b / a),
                    _ => "-".into(),
                };
                s.push_str(&format!("| {} | {n} | {} | {} | {ratio} |\n", r.input, cell(a), cell(b)));
            }
        }
    }
    if !errors.is_empty() {
        s.push_str("\nfailures (first per input):\n\n");
        s.push_str(&errors);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("10k").unwrap(), 10_000);
        assert_eq!(parse_size("1M").unwrap(), 1_000_000);
        assert_eq!(parse_size("1_000").unwrap(), 1000);
        assert!(parse_size("x").is_err());
        assert_eq!(size_label(100_000), "100k");
        assert_eq!(size_label(1_000_000), "1M");
        assert_eq!(size_label(1500), "1500");
    }

    #[test]
    fn timing_report() {
        let report = "===---===\n  Total Execution Time: 9.7699 seconds\n\n  ----Wall Time----  ----Name----\n    3.5966 ( 36.8%)  Parser\n    0.8856 (  9.1%)  CSE\n    0.0000 (  0.0%)    (A) DominanceInfo\n    9.7699 (100.0%)  Total\n";
        let phases = parse_timing(report);
        let names: Vec<&str> = phases.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["Parser", "CSE", "Total"]);
        assert_eq!(phases[0].1, 3.5966);
    }

    #[test]
    fn hwm() {
        assert_eq!(vm_hwm_kib("Name:\tx\nVmHWM:\t  1234 kB\n"), Some(1234));
    }
}
