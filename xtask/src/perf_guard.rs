//! `cargo xtask perf-guard`: a performance check that is not a timing.
//! strata-opt's instructions, counted by valgrind's callgrind, on fixed
//! generated inputs (100k ops of the `mixed` and `tir` families, custom
//! form) for parse + verify + print and for `--canonicalize --cse`, and on
//! smaller inputs of the families that exercise the lowerings, the
//! generic transforms and modules of many small functions, against the
//! checked-in baseline [`BASELINE`]; more than `--threshold` percent (3)
//! over it fails. A count is only worth
//! keeping for the right output: each case's output must equal
//! `mlir-opt-22`'s for the same flags, byte for byte (`--no-compare` skips
//! that, for a machine without it).
//!
//! Invariants: the inputs depend on the generator's defaults only; every
//! run is one thread (`--mlir-disable-threading`), so the count depends on
//! the binary and the input, not on the machine's load. The baseline
//! changes only by `--update`, a deliberate change to review: a new
//! toolchain or an accepted slowdown shows in its diff.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::gen;
use crate::util::{self, run_capture, Args, Result};

/// The checked-in counts, relative to the repository root.
pub const BASELINE: &str = "xtask/perf-guard.baseline";

const HELP: &str = "\
usage: cargo xtask perf-guard [options]

strata-opt's instructions (valgrind --tool=callgrind, one thread) on 100k-op
`mixed` and `tir` inputs, for parse+verify+print and --canonicalize --cse, and
on smaller `vector`, `affine`, `mixed` and `calls` inputs for the lowerings,
generic transforms and many small functions, against xtask/perf-guard.baseline;
fails on a regression over the threshold.

  --threshold P   allowed regression in percent (default 3)
  --update        write the counts measured as the new baseline
  --strata PATH   strata-opt (else $STRATA_OPT, else a release build)
  --keep DIR      keep the generated inputs in DIR
  --mlir-opt PATH the reference whose output each case must equal (else
                  $MLIR_OPT, else mlir-opt-22)
  --no-compare    do not compare the outputs with mlir-opt's
";

/// The measured cases: name, generator family, input ops, further
/// generator flags, strata-opt's pass flags. The lowerings and transforms
/// run on smaller inputs: their cost per op is higher, and a regression in
/// them (a walk of a whole subtree per rewrite) shows at any size. The
/// `calls` cases hold 1,667 functions of 12 ops calling each other: a cost
/// per function that grows with the module (a symbol table indexed again
/// for each function verified) shows there.
type Case = (&'static str, &'static str, usize, &'static [&'static str], &'static [&'static str]);

const CASES: &[Case] = &[
    ("mixed-100k parse+verify+print", "mixed", 100_000, &[], &[]),
    ("mixed-100k --canonicalize --cse", "mixed", 100_000, &[], &["--canonicalize", "--cse"]),
    ("tir-100k parse+verify+print", "tir", 100_000, &[], &[]),
    ("tir-100k --canonicalize --cse", "tir", 100_000, &[], &["--canonicalize", "--cse"]),
    ("vector-2k --convert-vector-to-scf", "vector", 2_000, &[], &["--convert-vector-to-scf"]),
    (
        "affine-20k --lower-affine --convert-scf-to-cf",
        "affine",
        20_000,
        &[],
        &["--lower-affine", "--convert-scf-to-cf"],
    ),
    (
        "mixed-20k --sccp --loop-invariant-code-motion --control-flow-sink",
        "mixed",
        20_000,
        &[],
        &["--sccp", "--loop-invariant-code-motion", "--control-flow-sink"],
    ),
    ("calls-20k --canonicalize --cse", "calls", 20_000, &["--ops-per-func", "12"], &["--canonicalize", "--cse"]),
    ("calls-20k --inline", "calls", 20_000, &["--ops-per-func", "12"], &["--inline"]),
];

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") {
        print!("{HELP}");
        return Ok(0);
    }
    let threshold: f64 = args.parsed("--threshold")?.unwrap_or(3.0);
    let update = args.flag("--update");
    let strata = args.value("--strata")?;
    let keep = args.value("--keep")?;
    let mlir_opt = args.value("--mlir-opt")?;
    let compare_outputs = !args.flag("--no-compare");
    args.finish()?;
    let strata = util::strata_binary(strata)?;
    let mlir_opt = if compare_outputs { Some(util::mlir_opt_binary(mlir_opt)?) } else { None };
    let valgrind = util::resolve_tool("valgrind").ok_or("valgrind not found (Debian package valgrind)")?;
    let kept = keep.is_some();
    let dir = util::work_dir(keep.map(PathBuf::from), "perf-guard")?;
    let mut measured = Vec::new();
    let mut differing = Vec::new();
    for &(name, family, ops, gen_flags, flags) in CASES {
        let input = dir.join(format!("{family}-{ops}{}.mlir", gen_flags.concat()));
        if !input.exists() {
            let ops = ops.to_string();
            let gen_args: Vec<&str> =
                ["--family", family, "--ops", &ops].into_iter().chain(gen_flags.iter().copied()).collect();
            let cfg = gen::cli::config_of(&gen_args)?;
            gen::generate_file(&cfg, &input)?;
        }
        measured.push((name, instructions(&valgrind, &strata, &input, flags)?));
        if let Some(mlir_opt) = &mlir_opt {
            if !same_output(&strata, mlir_opt, &input, flags)? {
                differing.push(name);
            }
        }
    }
    if !kept {
        let _ = std::fs::remove_dir_all(&dir);
    }
    if !differing.is_empty() {
        println!("perf-guard: strata-opt's output differs from mlir-opt's on: {}", differing.join("; "));
        return Ok(1);
    }
    if mlir_opt.is_some() {
        println!("perf-guard: every case's output equals mlir-opt's");
    }
    let path = util::repo_root().join(BASELINE);
    if update {
        std::fs::write(&path, baseline_text(&measured)).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        println!("perf-guard: wrote {} ({} cases)", BASELINE, measured.len());
        return Ok(0);
    }
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let baseline = parse_baseline(&text)?;
    let (report, regressions) = compare(&measured, &baseline, threshold);
    print!("{report}");
    if regressions > 0 {
        println!("perf-guard: {regressions} case(s) over the baseline by more than {threshold}% (a deliberate change runs `cargo xtask perf-guard --update` and commits the baseline)");
        return Ok(1);
    }
    println!("perf-guard: every case within {threshold}% of the baseline");
    Ok(0)
}

/// strata-opt's instructions on `input` with `flags`, one thread.
fn instructions(valgrind: &Path, strata: &Path, input: &Path, flags: &[&str]) -> Result<u64> {
    let out = run_capture(
        Command::new(valgrind)
            .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
            .arg(strata)
            .arg(input)
            .args(flags)
            .args(["--mlir-disable-threading", "-o", "/dev/null"]),
    )?;
    if !out.status.success() {
        return Err(format!(
            "strata-opt under valgrind failed on {}:\n{}",
            input.display(),
            util::excerpt(&out.stderr, 20)
        ));
    }
    collected(&String::from_utf8_lossy(&out.stderr))
        .ok_or_else(|| format!("no `Collected :` line in valgrind's output:\n{}", util::excerpt(&out.stderr, 20)))
}

/// Do strata-opt and mlir-opt print the same for `input` with `flags`
/// (one thread each, as measured)?
fn same_output(strata: &Path, mlir_opt: &Path, input: &Path, flags: &[&str]) -> Result<bool> {
    let mut outputs = Vec::new();
    for tool in [strata, mlir_opt] {
        let out = util::run_opt_one_thread(tool, input, flags)?;
        if !out.status.success() {
            return Err(format!(
                "{} failed on {}:\n{}",
                tool.display(),
                input.display(),
                util::excerpt(&out.stderr, 20)
            ));
        }
        outputs.push(out.stdout);
    }
    Ok(outputs[0] == outputs[1])
}

/// The count of callgrind's `==PID== Collected : N` line.
fn collected(stderr: &str) -> Option<u64> {
    stderr.lines().find_map(|l| l.split_once("Collected :").and_then(|(_, n)| n.trim().parse().ok()))
}

fn baseline_text(measured: &[(&str, u64)]) -> String {
    let mut text = String::from(
        "# strata-opt's instructions per case (cargo xtask perf-guard --update; valgrind --tool=callgrind,\n\
         # one thread). A change of this file is a reviewed decision: say why in its commit.\n",
    );
    for (name, n) in measured {
        let _ = writeln!(text, "{n} {name}");
    }
    text
}

/// `(case, instructions)` per non-comment line `N case name`.
fn parse_baseline(text: &str) -> Result<Vec<(String, u64)>> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (n, name) = l.split_once(' ').ok_or_else(|| format!("bad baseline line: {l}"))?;
            let n = n.parse::<u64>().map_err(|e| format!("bad count in baseline line {l}: {e}"))?;
            Ok((name.trim().to_string(), n))
        })
        .collect()
}

/// The report's table and how many cases exceed `threshold` percent over
/// their baseline (a case missing from the baseline counts as one).
fn compare(measured: &[(&str, u64)], baseline: &[(String, u64)], threshold: f64) -> (String, usize) {
    let mut report = String::from("| case | baseline | now | change |\n|---|---:|---:|---:|\n");
    let mut regressions = 0;
    for &(name, now) in measured {
        match baseline.iter().find(|(b, _)| b == name) {
            Some(&(_, before)) => {
                let change = (now as f64 - before as f64) / before.max(1) as f64 * 100.0;
                if change > threshold {
                    regressions += 1;
                }
                let _ = writeln!(report, "| {name} | {before} | {now} | {change:+.2}% |");
            }
            None => {
                regressions += 1;
                let _ = writeln!(report, "| {name} | (none) | {now} | |");
            }
        }
    }
    (report, regressions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn callgrind_totals_are_read() {
        let err = "==12== Callgrind, a call-graph generating cache profiler\n==12==\n==12== Events    : Ir\n==12== Collected : 381234567\n==12==\n";
        assert_eq!(collected(err), Some(381234567));
        assert_eq!(collected("no such line"), None);
    }

    #[test]
    fn regressions_over_the_threshold_fail() {
        let baseline = parse_baseline(&baseline_text(&[("a", 1000), ("b", 1000)])).expect("parses");
        assert_eq!(baseline, vec![("a".to_string(), 1000), ("b".to_string(), 1000)]);
        let (_, n) = compare(&[("a", 1030), ("b", 900)], &baseline, 3.0);
        assert_eq!(n, 0, "3% is allowed, faster is fine");
        let (report, n) = compare(&[("a", 1031), ("c", 5)], &baseline, 3.0);
        assert_eq!(n, 2, "over 3%, and a case without a baseline");
        assert!(report.contains("| a | 1000 | 1031 | +3.10% |"));
    }
}
