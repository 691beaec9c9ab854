//! `cargo xtask vectorize-diff`: a differential test of `strata-opt
//! --vectorize-loops`. Random programs ([`program`], [`body`]) with loops
//! marked `{vectorize.vectorized}` are run as written by upstream MLIR 22
//! (`mlir-opt-22` ignores the unknown discardable attribute, so the input
//! is its own scalar reference) and after `strata-opt --vectorize-loops
//! --canonicalize --lower-vectorize`, both through [`crate::runner`];
//! every program's printed results (floats as bits) must be identical.
//!
//! Programs are batched (one lowering and one JIT run per side and
//! batch). When strata-opt rejects a batch, or its output does not lower
//! or run, the batch's programs are redone one by one, so a failure is
//! pinned to its program and the others are still compared.
//!
//! Invariants: the programs depend on `--seed`, `--batch`, `--target` and
//! the lanes options only; the reference side failing is a generator bug
//! and stops the run (exit 2) with the files kept; a strata-opt failure,
//! an output upstream cannot run and a difference each count against the
//! program, are reported with a one-program reproducer `pK.mlir` in the
//! work directory (kept, as is everything, when anything failed) and make
//! the exit status 1.

mod body;
mod ops;
mod program;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::gen::rng::Rng;
use crate::runner::{batch_text, split_results, Runner};
use crate::util::{self, run_capture, Args, Result};

const HELP: &str = "\
usage: cargo xtask vectorize-diff [options]

Random programs with loops marked {vectorize.vectorized}, run as written
(mlir-opt-22 ignores the mark: the scalar reference) and after
`strata-opt --vectorize-loops=target=T [lanes=L] --canonicalize
--lower-vectorize`, through mlir-opt-22 and mlir-runner-22; every printed
result (floats bitwise) must be identical.

  --programs N       programs (default 40)
  --batch N          programs per file / JIT run (default 20)
  --seed N           (default 1)
  --target T         avx512, avx2, sse4.2, neon or scalar (default: drawn per batch)
  --lanes N          always pass lanes=N
  --no-lanes-random  never pass lanes= (by default a third of the batches
                     pass a random lanes=1..64)
  --strata PATH      strata-opt (else $STRATA_OPT, else a release build)
  --keep DIR         keep the inputs and outputs in DIR
";

/// The targets and their vector widths in bits.
const TARGETS: &[(&str, u32)] = &[("avx512", 512), ("avx2", 256), ("sse4.2", 128), ("neon", 128), ("scalar", 0)];

/// One batch's pass options.
struct Config {
    target: &'static str,
    bits: u32,
    lanes: Option<u32>,
}

impl Config {
    fn pass_flags(&self) -> Vec<String> {
        let lanes = self.lanes.map_or(String::new(), |l| format!(" lanes={l}"));
        [
            format!("--vectorize-loops=target={}{lanes}", self.target),
            "--canonicalize".into(),
            "--lower-vectorize".into(),
            "--mlir-pass-statistics".into(),
        ]
        .into()
    }

    fn describe(&self) -> String {
        match self.lanes {
            Some(l) => format!("target={} lanes={l}", self.target),
            None => format!("target={}", self.target),
        }
    }
}

/// Counts and findings of the whole run.
#[derive(Default)]
struct Tally {
    programs: usize,
    compared: usize,
    mismatches: Vec<String>,
    /// Failure category -> (count, first reproducer).
    failures: BTreeMap<String, (usize, String)>,
    failed: usize,
    vectorized: u64,
    scalar: u64,
}

struct Ctx {
    strata: PathBuf,
    runner: Runner,
    dir: PathBuf,
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") {
        print!("{HELP}");
        return Ok(0);
    }
    let programs: usize = args.parsed("--programs")?.unwrap_or(40);
    let batch: usize = args.parsed::<usize>("--batch")?.unwrap_or(20).max(1);
    let seed: u64 = args.parsed("--seed")?.unwrap_or(1);
    let target = args.value("--target")?;
    let fixed_lanes: Option<u32> = args.parsed("--lanes")?;
    let lanes_random = !args.flag("--no-lanes-random");
    let strata = args.value("--strata")?;
    let keep = args.value("--keep")?;
    args.finish()?;
    let target = match target {
        None => None,
        Some(t) => Some(
            *TARGETS
                .iter()
                .find(|(n, _)| *n == t)
                .ok_or_else(|| format!("unknown --target {t:?} (avx512, avx2, sse4.2, neon, scalar)"))?,
        ),
    };
    let ctx = Ctx {
        strata: util::strata_binary(strata)?,
        runner: Runner::find()?,
        dir: util::work_dir(keep.clone().map(PathBuf::from), "vectorize-diff")?,
    };
    let start = Instant::now();
    // Separate streams: the batch options never shift the programs' draws.
    let (mut rng, mut cfg_rng) = (Rng::new(seed), Rng::new(seed ^ 0x7665_6374_6f72));
    let mut tally = Tally::default();
    let mut done = 0;
    while done < programs {
        let n = batch.min(programs - done);
        let (name, bits) = target.unwrap_or_else(|| *cfg_rng.choice(TARGETS));
        let random = if lanes_random && cfg_rng.below(3) == 0 { Some(cfg_rng.range(1, 65) as u32) } else { None };
        let cfg = Config { target: name, bits, lanes: fixed_lanes.or(random) };
        let hint = program::Hint { bits: cfg.bits, lanes: cfg.lanes };
        let texts: Vec<String> = (done..done + n).map(|k| program::program(&mut rng, &format!("p{k}"), hint)).collect();
        check_batch(&ctx, &cfg, done / batch, done, &texts, &mut tally)?;
        done += n;
    }
    let bad = tally.mismatches.len() + tally.failed;
    for m in &tally.mismatches {
        println!("{m}");
    }
    if !tally.failures.is_empty() {
        println!("strata-opt failures by kind (count, first reproducer):");
        for (kind, (count, file)) in &tally.failures {
            println!("  {count:>4}  {kind}\n        {file}");
        }
    }
    println!(
        "vectorize-diff: {} programs, {} printed results compared, {} mismatching programs, {} strata-opt failures",
        tally.programs,
        tally.compared,
        tally.mismatches.len(),
        tally.failed
    );
    println!(
        "  marked loops (--mlir-pass-statistics, of strata-opt runs that succeeded): {} vectorized, {} left scalar; {:.1} s",
        tally.vectorized,
        tally.scalar,
        start.elapsed().as_secs_f64()
    );
    if bad == 0 && keep.is_none() {
        let _ = std::fs::remove_dir_all(&ctx.dir);
    } else {
        println!("files in {}", ctx.dir.display());
    }
    Ok(i32::from(bad > 0))
}

/// Runs batch `b` (programs `first..`): the reference, then strata's
/// output, per batch or, if that fails, per program.
fn check_batch(ctx: &Ctx, cfg: &Config, b: usize, first: usize, texts: &[String], tally: &mut Tally) -> Result<()> {
    let n = texts.len();
    tally.programs += n;
    let input = ctx.dir.join(format!("batch{b}.mlir"));
    write(&input, &batch_text(first, texts))?;
    let reference = ctx
        .runner
        .execute(&input)
        .map_err(|e| format!("the reference run failed (a generator bug; files in {}):\n{e}", ctx.dir.display()))?;
    let reference = split_results(first, n, &reference);
    let output = ctx.dir.join(format!("batch{b}.vec.mlir"));
    if let Ok(stats) = vectorize(ctx, cfg, &input, &output) {
        if let Ok(after) = ctx.runner.execute(&output) {
            tally.vectorized += stats.0;
            tally.scalar += stats.1;
            let after = split_results(first, n, &after);
            for k in 0..n {
                compare(ctx, cfg, first + k, &texts[k], &reference[k], &after[k], tally)?;
            }
            return Ok(());
        }
    }
    // Pin each failure to its program.
    for k in 0..n {
        let p = first + k;
        let single = reproducer(ctx, p, &texts[k])?;
        let out = ctx.dir.join(format!("p{p}.vec.mlir"));
        let stats = match vectorize(ctx, cfg, &single, &out) {
            Ok(s) => s,
            Err(msg) => {
                fail(tally, cfg, p, &single, &format!("strata-opt: {msg}"));
                continue;
            }
        };
        tally.vectorized += stats.0;
        tally.scalar += stats.1;
        match ctx.runner.execute(&out) {
            Ok(after) => {
                let after = split_results(p, 1, &after);
                compare(ctx, cfg, p, &texts[k], &reference[k], &after[0], tally)?;
            }
            Err(e) => {
                let first_error = e.lines().find(|l| l.contains("error")).unwrap_or("").trim_start_matches([' ', '|']);
                fail(tally, cfg, p, &single, &format!("output does not lower/run: {first_error}"));
            }
        }
    }
    Ok(())
}

/// `strata-opt input <pass flags> -o output`: the vectorized and scalar
/// loop counts, or the first error line.
fn vectorize(ctx: &Ctx, cfg: &Config, input: &Path, output: &Path) -> std::result::Result<(u64, u64), String> {
    let out = run_capture(Command::new(&ctx.strata).arg(input).args(cfg.pass_flags()).arg("-o").arg(output))
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        // A panic is named by its site and message, an error by its line.
        let mut lines = stderr.lines();
        if let Some(at) = lines.by_ref().find_map(|l| l.split_once(" panicked at ").map(|(_, at)| at.to_string())) {
            return Err(format!("panicked at {at} {}", lines.next().unwrap_or("").trim()));
        }
        let line = stderr.lines().find(|l| l.contains("error")).or_else(|| stderr.lines().next()).unwrap_or("");
        return Err(format!("{} ({})", line.trim(), out.status));
    }
    Ok((statistic(&stderr, "num-vectorized"), statistic(&stderr, "num-scalar")))
}

/// The value of statistic `name` in `--mlir-pass-statistics` output
/// (`(S) 2 num-vectorized - ...`), summed over its lines.
fn statistic(stderr: &str, name: &str) -> u64 {
    stderr
        .lines()
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let at = words.iter().position(|w| *w == name)?;
            words.get(at.checked_sub(1)?)?.parse::<u64>().ok()
        })
        .sum()
}

/// Writes `pK.mlir`, program `p` alone with its `@main`.
fn reproducer(ctx: &Ctx, p: usize, text: &str) -> Result<PathBuf> {
    let file = ctx.dir.join(format!("p{p}.mlir"));
    write(&file, &batch_text(p, std::slice::from_ref(&text.to_string())))?;
    Ok(file)
}

fn compare(
    ctx: &Ctx,
    cfg: &Config,
    p: usize,
    text: &str,
    reference: &[String],
    after: &[String],
    tally: &mut Tally,
) -> Result<()> {
    tally.compared += reference.len();
    if reference == after {
        return Ok(());
    }
    let file = reproducer(ctx, p, text)?;
    let diff = util::line_diff(&reference.join("\n"), &after.join("\n"), 12);
    let msg = format!(
        "MISMATCH @p{p} ({}): {}\n  strata-opt {} {}\n{diff}",
        cfg.describe(),
        file.display(),
        file.display(),
        cfg.pass_flags()[..3].iter().map(|f| format!("'{f}'")).collect::<Vec<_>>().join(" ")
    );
    eprintln!("{msg}");
    tally.mismatches.push(format!("MISMATCH @p{p} ({}): {}", cfg.describe(), file.display()));
    Ok(())
}

fn fail(tally: &mut Tally, cfg: &Config, p: usize, file: &Path, msg: &str) {
    eprintln!("FAIL @p{p} ({}): {}\n  {msg}", cfg.describe(), file.display());
    tally.failed += 1;
    let entry = tally.failures.entry(category(msg)).or_insert((0, file.display().to_string()));
    entry.0 += 1;
}

/// A failure message without its location and numbers, to group failures.
fn category(msg: &str) -> String {
    let msg = match msg.find("error: ") {
        Some(at) => format!("{}{}", &msg[..msg.find(':').map_or(0, |c| c + 2).min(at)], &msg[at..]),
        None => msg.to_string(),
    };
    let mut out = String::new();
    let mut digits = false;
    for c in msg.chars() {
        if c.is_ascii_digit() {
            if !digits {
                out.push('N');
            }
            digits = true;
        } else {
            digits = false;
            out.push(c);
        }
    }
    out
}

fn write(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hint() -> program::Hint {
        program::Hint { bits: 512, lanes: None }
    }

    #[test]
    fn programs_depend_on_the_seed_only() {
        let gen = |seed| {
            let mut rng = Rng::new(seed);
            (0..10).map(|k| program::program(&mut rng, &format!("p{k}"), hint())).collect::<Vec<_>>()
        };
        assert_eq!(gen(3), gen(3));
        assert_ne!(gen(3), gen(4));
    }

    #[test]
    fn programs_are_well_formed() {
        let mut rng = Rng::new(11);
        let mut marked = 0;
        for k in 0..200 {
            let p = program::program(&mut rng, &format!("p{k}"), hint());
            assert!(p.starts_with(&format!("func.func @p{k}() {{\n")), "{p}");
            assert!(p.ends_with("  return\n}\n"), "{p}");
            assert!(!p.contains("$M"), "a memref type placeholder was left: {p}");
            assert_eq!(p.matches('{').count(), p.matches('}').count(), "{p}");
            assert!(p.contains("vector.print"), "{p}");
            // Every SSA value is defined once.
            let mut defs: Vec<&str> =
                p.lines().filter_map(|l| l.trim_start().split_once(" = ")).map(|(d, _)| d).collect();
            let n = defs.len();
            defs.sort_unstable();
            defs.dedup();
            assert_eq!(defs.len(), n, "{p}");
            marked += p.matches("{vectorize.vectorized}").count();
        }
        assert!(marked >= 200, "{marked} marked loops");
    }

    #[test]
    fn statistics_and_categories() {
        let s = "VectorizeLoops\n  (S) 1 num-scalar - x\n  (S) 2 num-vectorized - y\n";
        assert_eq!((statistic(s, "num-vectorized"), statistic(s, "num-scalar")), (2, 1));
        assert_eq!(
            category(
                "strata-opt: /tmp/x/p3.mlir:12:5: error: failed to vectorize loop with extent 17 (exit status: 1)"
            ),
            "strata-opt: error: failed to vectorize loop with extent N (exit status: N)"
        );
    }

    #[test]
    fn pass_options_are_one_argument() {
        let cfg = Config { target: "avx512", bits: 512, lanes: Some(8) };
        assert_eq!(cfg.pass_flags()[0], "--vectorize-loops=target=avx512 lanes=8");
    }
}
