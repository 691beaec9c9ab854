//! `cargo xtask family-diff`: every family of the generator through every
//! pass pipeline of strata-opt and of `mlir-opt-22`, outputs compared byte
//! for byte. The random programs of `canon-diff` are small and executable;
//! these inputs are large and shaped like the benchmarks, which is where
//! the order of the greedy driver's worklist and the interplay of folds and
//! patterns show (a difference in one function of a million-op input was
//! found this way).
//!
//! Invariants: the inputs depend on `--ops` and `--seed` only; a pipeline
//! on which mlir-opt-22 crashes (a signal) is counted apart and strata-opt
//! must still succeed on it; any other difference (output, or one tool
//! failing where the other does not) fails the run; the report lists the
//! cases in family and pipeline order.

use std::path::PathBuf;
use std::process::Output;

use crate::gen;
use crate::util::{self, Args, Result};

const HELP: &str = "\
usage: cargo xtask family-diff [options]

Generates an input of each generator family (mixed, tir, affine, vector,
calls, slots, subsets) and runs every pipeline below through strata-opt and
mlir-opt-22 (one thread each); the outputs must be byte-identical. A
pipeline mlir-opt-22 crashes on is reported, not failed, if strata-opt
succeeds.

  --ops N         ops per input (default 10000; the vector family a sixth)
  --seed S        generator seed (default 1)
  --strata PATH   strata-opt (else $STRATA_OPT, else a release build)
  --mlir-opt PATH the reference (else $MLIR_OPT, else mlir-opt-22)
  --keep DIR      keep the inputs and the differing outputs in DIR
";

const FAMILIES: &[&str] = &["mixed", "tir", "affine", "vector", "calls", "slots", "subsets"];

/// The pipelines: the generic transforms, the lowerings and the usual
/// combinations with canonicalize and cse.
const PIPELINES: &[&[&str]] = &[
    &["--canonicalize"],
    &["--cse"],
    &["--canonicalize", "--cse"],
    &["--sccp"],
    &["--sccp", "--canonicalize"],
    &["--int-range-optimizations"],
    &["--loop-invariant-code-motion"],
    &["--control-flow-sink"],
    &["--topological-sort"],
    &["--inline"],
    &["--inline", "--canonicalize", "--cse"],
    &["--remove-dead-values"],
    &["--mem2reg"],
    &["--sroa"],
    &["--loop-invariant-subset-hoisting"],
    &["--convert-scf-to-cf"],
    &["--lower-affine"],
    &["--lower-affine", "--convert-scf-to-cf", "--canonicalize"],
    &["--arith-expand"],
    &["--math-expand-ops"],
    &["--convert-vector-to-scf"],
    &["--symbol-dce"],
    &["--symbol-privatize"],
    &["--expand-strided-metadata"],
];

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") {
        print!("{HELP}");
        return Ok(0);
    }
    let ops: usize = args.parsed("--ops")?.unwrap_or(10_000);
    let seed: u64 = args.parsed("--seed")?.unwrap_or(1);
    let strata = args.value("--strata")?;
    let mlir_opt = args.value("--mlir-opt")?;
    let keep = args.value("--keep")?;
    args.finish()?;
    let strata = util::strata_binary(strata)?;
    let mlir_opt = util::mlir_opt_binary(mlir_opt)?;
    let kept = keep.is_some();
    let dir = util::work_dir(keep.map(PathBuf::from), "family-diff")?;
    let (mut identical, mut both_fail, mut upstream_crashes, mut differing) = (0usize, 0usize, Vec::new(), Vec::new());
    for family in FAMILIES {
        let family_ops = if *family == "vector" { ops / 6 } else { ops };
        let input = dir.join(format!("{family}-{family_ops}-{seed}.mlir"));
        let cfg =
            gen::cli::config_of(&["--family", family, "--ops", &family_ops.to_string(), "--seed", &seed.to_string()])?;
        gen::generate_file(&cfg, &input)?;
        for pipeline in PIPELINES {
            let case = format!("{family} {}", pipeline.join(" "));
            let ours = util::run_opt_one_thread(&strata, &input, pipeline)?;
            let theirs = util::run_opt_one_thread(&mlir_opt, &input, pipeline)?;
            match (ours.status.success(), theirs.status.success()) {
                (true, true) if ours.stdout == theirs.stdout => identical += 1,
                (true, false) if crashed(&theirs) => upstream_crashes.push(case),
                (false, false) if !crashed(&ours) => both_fail += 1,
                (ours_ok, theirs_ok) => {
                    if kept {
                        let stem = case.replace([' ', '-'], "_");
                        let _ = std::fs::write(dir.join(format!("{stem}.strata")), &ours.stdout);
                        let _ = std::fs::write(dir.join(format!("{stem}.mlir-opt")), &theirs.stdout);
                    }
                    let what = match (ours_ok, theirs_ok) {
                        (true, true) => "outputs differ".to_string(),
                        (false, _) => format!("strata-opt fails: {}", util::excerpt(&ours.stderr, 3)),
                        (true, false) => format!("mlir-opt fails: {}", util::excerpt(&theirs.stderr, 3)),
                    };
                    differing.push(format!("{case}: {what}"));
                }
            }
        }
    }
    if !kept {
        let _ = std::fs::remove_dir_all(&dir);
    }
    let total = FAMILIES.len() * PIPELINES.len();
    println!(
        "family-diff: {total} cases ({} families x {} pipelines, {ops} ops, seed {seed}): {identical} identical, {both_fail} rejected by both, {} where mlir-opt crashes, {} differing",
        FAMILIES.len(),
        PIPELINES.len(),
        upstream_crashes.len(),
        differing.len()
    );
    for case in &upstream_crashes {
        println!("  mlir-opt crashes, strata-opt succeeds: {case}");
    }
    for case in &differing {
        println!("  DIFFERS: {case}");
    }
    Ok(if differing.is_empty() { 0 } else { 1 })
}

/// Did the process end by a signal (a crash), not with an error status?
fn crashed(out: &Output) -> bool {
    match out.status.code() {
        None => true,
        // A shell or runner reporting a signal as 128 + N.
        Some(code) => code > 128,
    }
}
