//! `cargo xtask bench-simd`: the SIMD kernels of [`kernels`] timed as a
//! scalar loop, as strata's vectorized loop and as C auto-vectorized by
//! clang-22, in one harness (`harness.c`), with every result checked.
//!
//! Variants of each case (kernel x element type x mode):
//! - `scalar`: the MLIR ([`mlir`]) as written (upstream ignores the
//!   `vectorize.vectorized` mark), lowered by `mlir-opt-22` with
//!   [`LOWERING`] and `mlir-translate-22`, compiled with [`CLANG_MLIR`]
//!   (LLVM's vectorizers off): the reference;
//! - `strata`: the same MLIR after `strata-opt
//!   "--vectorize-loops=loop-annotation=true" --lower-vectorize
//!   --canonicalize` ([`STRATA_ARGS`], or `--strata-args`), then as
//!   `scalar`, so any SIMD is strata's own (the annotation tells LLVM the
//!   loops are vectorized, as clang's are);
//! - `c` (reported as clang): the C peers ([`c`]), [`CLANG_STRICT`] for
//!   strict cases and [`CLANG_REASSOC`] (`-ffast-math`, a second
//!   translation unit) for reassoc ones.
//!
//! Honesty invariants: reassociation is explicit and matched (a strict
//! case has no `fastmath` in its MLIR and no fast-math or FMA contraction
//! in its C; a reassoc case has `fastmath<reassoc>` on its sum and
//! `-ffast-math` in its C); strict and integer results must equal the
//! scalar reference bitwise and reassoc sums stay within
//! [`report::sum_bound`] of the exact sum, on inputs whose float sums
//! depend on the order, else the run fails (exit 1); variants are timed
//! round-robin and compared per round ([`report`]). Never used by tests
//! (timings); see docs/performance.md.

mod c;
mod kernels;
mod mlir;
mod report;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use kernels::{Case, Mode};

use crate::util::{self, Args, Result, LOWER_TO_LLVM as LOWERING};

const USAGE: &str = "\
usage: cargo xtask bench-simd [options]

  --sizes LIST        elements per kernel call (default 1024,65536,16777216)
  --rounds N          rounds of timing, each timing every variant once (default 7)
  --min-time S        seconds each timed run lasts at least (default 0.05)
  --strata PATH       strata-opt (default: $STRATA_OPT, else a release build)
  --strata-args \"A B\" strata's pipeline, words split as a shell does (default
                      \"'--vectorize-loops=loop-annotation=true' --lower-vectorize --canonicalize\")
  --keep DIR          keep the generated sources, objects and harness output in DIR
  --out FILE          also write the report (markdown) to FILE

Exits 1 when a variant's result fails its check. Needs mlir-opt-22,
mlir-translate-22 and clang-22 (Debian: mlir-22-tools, clang-22).
";

/// clang-22's flags for the lowered MLIR (scalar and strata variants).
/// strata's pipeline (`--strata-args`, split by [`util::split_command_line`]).
const STRATA_ARGS: &str = "'--vectorize-loops=loop-annotation=true' --lower-vectorize --canonicalize";

const CLANG_MLIR: &[&str] = &["-O3", "-march=native", "-fno-vectorize", "-fno-slp-vectorize"];
/// clang-22's flags for the strict C peers: IEEE semantics, and no FMA
/// contraction (which the MLIR, without `contract`, does not allow either).
const CLANG_STRICT: &[&str] = &["-O3", "-march=native", "-ffp-contract=off"];
/// clang-22's flags for the reassoc C peers: fast-math for the
/// reassociation, FMA contraction still off (the MLIR has only `reassoc`).
const CLANG_REASSOC: &[&str] = &["-O3", "-march=native", "-ffast-math", "-ffp-contract=off", "-Wno-overriding-option"];

/// The columns of row_sum's matrix, when they divide the size.
const ROW_COLS: u64 = 1024;

/// The variants, as (name, function prefix), the reference first.
const VARIANTS: [(&str, &str); 3] = [(report::SCALAR, "scalar_"), (report::STRATA, "strata_"), (report::CLANG, "c_")];

/// clang's flags for the C peer of a case in `mode` (as the report shows them).
fn clang_flags(mode: &str) -> String {
    let flags = if mode == Mode::Reassoc.name() { CLANG_REASSOC } else { CLANG_STRICT };
    flags.iter().filter(|f| !f.starts_with("-W")).copied().collect::<Vec<_>>().join(" ")
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let sizes = util::split_list(&args.value("--sizes")?.unwrap_or_else(|| "1024,65536,16777216".into()));
    let rounds: usize = args.parsed("--rounds")?.unwrap_or(7);
    let min_time: f64 = args.parsed("--min-time")?.unwrap_or(0.05);
    let strata_flag = args.value("--strata")?;
    let strata_args = args.value("--strata-args")?.unwrap_or_else(|| STRATA_ARGS.into());
    let keep = args.value("--keep")?.map(PathBuf::from);
    let out = args.value("--out")?.map(PathBuf::from);
    args.finish()?;
    let sizes: Vec<u64> =
        sizes.iter().map(|s| s.parse().map_err(|_| format!("--sizes: bad size {s:?}"))).collect::<Result<_>>()?;
    if sizes.is_empty() || sizes.contains(&0) || rounds == 0 || min_time.is_nan() || min_time < 0.0 {
        return Err(format!("--sizes must be positive, --rounds at least 1, --min-time not negative\n\n{USAGE}"));
    }
    let tool = |name: &str| util::resolve_tool(name).ok_or_else(|| format!("{name} not found\n\n{USAGE}"));
    let (mlir_opt, translate, clang) = (util::mlir_opt_binary(None)?, tool("mlir-translate-22")?, tool("clang-22")?);
    let strata = util::strata_binary(strata_flag)?;
    let work = util::work_dir(keep, "bench-simd")?;
    let cases = Case::all();

    // The MLIR variants: the same kernels, strata's pipeline for one.
    let mut objects = Vec::new();
    let mut notes = Vec::new();
    for (variant, prefix) in &VARIANTS[..2] {
        let text: String = cases.iter().map(|c| mlir::function(*c, prefix)).collect();
        let mut input = work.join(format!("{variant}.mlir"));
        write(&input, &text)?;
        if *variant == report::STRATA {
            let vectorized = work.join("strata-vectorized.mlir");
            let mut cmd = Command::new(&strata);
            cmd.arg(&input).args(util::split_command_line(&strata_args)).arg("-o").arg(&vectorized);
            let o = util::run_capture(&mut cmd)?;
            if !o.status.success() {
                return Err(format!("strata-opt {strata_args} failed: {}", util::excerpt(&o.stderr, 8)));
            }
            notes.extend(scalar_functions(&read(&vectorized)?).into_iter().map(|f| {
                format!("strata left `{f}` without vector code (strata-opt said: {})", util::excerpt(&o.stderr, 3))
            }));
            input = vectorized;
        }
        let lowered = work.join(format!("{variant}.llvm.mlir"));
        check(Command::new(&mlir_opt).arg(&input).args(LOWERING).arg("-o").arg(&lowered), "mlir-opt-22")?;
        let ll = work.join(format!("{variant}.ll"));
        check(Command::new(&translate).arg("--mlir-to-llvmir").arg(&lowered).arg("-o").arg(&ll), "mlir-translate-22")?;
        let obj = work.join(format!("{variant}.o"));
        check(Command::new(&clang).args(CLANG_MLIR).arg("-c").arg(&ll).arg("-o").arg(&obj), "clang-22")?;
        objects.push(obj);
    }

    // The C peers, one translation unit per mode.
    for (mode, flags) in [(Mode::Strict, CLANG_STRICT), (Mode::Reassoc, CLANG_REASSOC)] {
        let src = work.join(format!("peers-{}.c", mode.name()));
        write(&src, &c::translation_unit(mode))?;
        let obj = src.with_extension("o");
        check(Command::new(&clang).args(flags).arg("-c").arg(&src).arg("-o").arg(&obj), "clang-22")?;
        objects.push(obj);
    }

    // The harness.
    write(&work.join("kernels.h"), &c::header(&VARIANTS))?;
    let harness = work.join("harness.c");
    write(&harness, include_str!("harness.c"))?;
    let exe = work.join("harness");
    check(
        Command::new(&clang).args(["-O2", "-I"]).arg(&work).arg(&harness).args(&objects).arg("-o").arg(&exe),
        "clang-22",
    )?;

    eprintln!("bench-simd: running {} ({} sizes, {rounds} rounds)", exe.display(), sizes.len());
    let started = Instant::now();
    let mut cmd = Command::new(&exe);
    cmd.arg(min_time.to_string()).arg(rounds.to_string()).arg(ROW_COLS.to_string());
    cmd.args(sizes.iter().map(u64::to_string));
    let o = util::run_capture(&mut cmd)?;
    let output = String::from_utf8_lossy(&o.stdout);
    write(&work.join("harness.out"), &output)?;
    if !o.status.success() {
        return Err(format!("the harness failed ({}): {}", o.status, util::excerpt(&o.stderr, 5)));
    }
    eprintln!("bench-simd: the harness ran {:.0} s", started.elapsed().as_secs_f64());

    let (mut text, failures) = report::report(&output, &intro(rounds, min_time), rounds);
    for n in notes {
        text.push_str(&format!("\nNote: {n}\n"));
    }
    print!("{text}");
    if let Some(out) = out {
        write(&out, &text)?;
    }
    if failures.is_empty() {
        Ok(0)
    } else {
        eprintln!("bench-simd: {} check(s) FAILED (listed at the end of the report)", failures.len());
        Ok(1)
    }
}

/// The report's opening: what was measured and how.
fn intro(rounds: usize, min_time: f64) -> String {
    format!(
        "Time per element in ns (lower is better): the median of {rounds} rounds, each round timing every \
         variant once (a run of at least {min_time} s). `strata/clang speed` is the median over rounds of \
         clang's time / strata's time in the same round: > 1 means strata is faster. `scalar` and `strata` \
         are the MLIR kernels (one loop marked `vectorize.vectorized`) lowered by mlir-opt-22 and compiled \
         by `clang-22 {}` (so `strata`'s SIMD is strata's own); `clang` is the C peer compiled with the flags \
         shown. Mode `strict`: no reassociation anywhere (no `fastmath`, no `-ffast-math`, no FMA \
         contraction); `reassoc`: the float sum's `arith.addf` carries `fastmath<reassoc>` and the C is \
         compiled with `-ffast-math` (FMA contraction still off: the MLIR allows only reassociation). Check `bitwise`: every variant's result equals the scalar loop's bit \
         for bit; `≤ bound`: each variant's sum is within terms · 2^-23 · Σ|term| of the exact sum (long \
         double). Float inputs have mixed sign and magnitude (±[0, 1) · 2^k, k in -8..7), so float sums \
         depend on their order.\n\n",
        CLANG_MLIR.join(" ")
    )
}

/// The `strata_` functions of strata-opt's output without any vector type.
fn scalar_functions(text: &str) -> Vec<String> {
    text.split("func.func @")
        .skip(1)
        .filter(|f| !f.contains("vector<"))
        .filter_map(|f| f.split('(').next().map(str::to_string))
        .collect()
}

fn read(path: &Path) -> Result<String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write(path: &Path, text: &str) -> Result<()> {
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn check(cmd: &mut Command, what: &str) -> Result<()> {
    let o = util::run_capture(cmd)?;
    if o.status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed: {}", util::excerpt(&o.stderr, 8)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_match_modes() {
        assert!(clang_flags("reassoc").contains("-ffast-math"));
        assert!(!clang_flags("strict").contains("fast"));
        assert!(CLANG_MLIR.contains(&"-fno-vectorize") && CLANG_MLIR.contains(&"-fno-slp-vectorize"));
    }

    #[test]
    fn scalar_functions_are_found() {
        let text = "func.func @strata_a(%x: vector<16xf32>) {}\nfunc.func @strata_b(%x: f32) {}\n";
        assert_eq!(scalar_functions(text), vec!["strata_b".to_string()]);
    }
}
