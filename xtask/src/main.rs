//! `cargo xtask`: project automation for strata (std only, hand-parsed arguments).
//!
//! Subcommands, one module each:
//! - `conformance`  — byte-for-byte printer comparison against `mlir-opt-22`
//!   ([`conformance`]);
//! - `lit-upstream` — `tests/lit` under LLVM's `lit` with `FileCheck-22`
//!   ([`lit_upstream`]);
//! - `bench`        — wall time and peak RSS of strata-opt vs mlir-opt-22
//!   ([`bench`]);
//! - `perf-guard`   — strata-opt's instruction counts on fixed inputs
//!   against a checked-in baseline, a regression check that is not a
//!   timing ([`perf_guard`]);
//! - `gen`          — the deterministic MLIR generator behind `bench` and
//!   conformance's generated cases, and an op counter ([`gen`]);
//! - `codegen`      — regenerate (or `--check`) checked-in generated files
//!   ([`codegen`]);
//! - `ods`          — read upstream ODS `.td` files into a Rust model, print it
//!   or its constraint/trait coverage (feature `ods`; [`ods`]);
//! - `upstream-parity` — how many chunks of upstream MLIR's own test files
//!   strata-opt handles like mlir-opt-22 (a measurement; [`upstream_parity`]);
//! - `eqsat-diff`, `canon-diff` — random programs run through upstream's
//!   JIT before and after strata-opt's passes ([`eqsat_diff`],
//!   [`canon_diff`], sharing [`runner`]);
//! - `family-diff`  — every generator family through every pass pipeline
//!   of both tools, outputs compared byte for byte ([`family_diff`]);
//! - `vectorize-diff` — random programs with marked loops run as written
//!   and after strata-opt's `--vectorize-loops` ([`vectorize_diff`], also
//!   on [`runner`]);
//! - `prove-rules`  — every rule of `patterns/*.td` proven by an SMT
//!   solver, or refuted with a counterexample ([`prove`]);
//! - `fuzz`         — the libFuzzer targets of `fuzz/` built and run for a
//!   fixed time ([`fuzz`]);
//! - `ci`           — the full CI run, i.e. `.ci/run` ([`ci`]).
//!
//! Exit status: 0 on success, 1 when a check failed, 2 on a usage or setup error.

mod bench;
mod canon_diff;
mod ci;
mod codegen;
mod conformance;
mod drr;
#[cfg(feature = "ods")]
mod dwarf;
mod eqsat_diff;
mod family_diff;
mod fuzz;
mod gen;
mod lit_upstream;
mod ods;
mod perf_guard;
mod prove;
mod runner;
mod upstream_parity;
mod util;
mod vectorize_diff;

const HELP: &str = "\
usage: cargo xtask <command> [options]

commands:
  conformance   compare strata-opt's generic printer with mlir-opt-22, byte for byte
  lit-upstream  run tests/lit under LLVM's lit with FileCheck-22
  upstream-parity  measure strata-opt against mlir-opt-22 on upstream's own test files (--dir)
  bench         time strata-opt against mlir-opt-22 on `gen` inputs
  bench-simd    the SIMD kernels: scalar, strata-vectorized and C (clang-22), checked and timed
  gen           generate benchmark MLIR (mixed, tir, graph families); --count FILES
  eqsat-diff    random programs run before and after strata-opt --eqsat (mlir-runner-22)
  canon-diff    random programs through --canonicalize/--cse of strata-opt and mlir-opt-22, outputs compared and run
  vectorize-diff  random programs with marked loops, run as written and after strata-opt --vectorize-loops
  family-diff   every generator family through every pass pipeline of strata-opt and mlir-opt-22, outputs compared
  perf-guard    strata-opt's instruction counts (callgrind) on fixed inputs against a checked-in baseline
  codegen       regenerate checked-in generated files (--check: verify them)
  prove-rules   prove every rule of patterns/*.td with an SMT solver (z3), or say why not
  drr           compile one declarative-rewrite-rules file into a crate's patterns (any crate, e.g. Toy's)
  ods           print upstream ODS op definitions / their coverage (feature `ods`)
  fuzz          coverage-guided fuzzing (libFuzzer, stable Rust) of the parser and the passes
  ci            run .ci/run (tests, fmt, clippy, codegen check, LLVM-backed checks)
  help          this text

`cargo xtask <command> --help` describes a command's options.
";

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        eprint!("{HELP}");
        std::process::exit(2);
    }
    let command = args.remove(0);
    let result = match command.as_str() {
        "conformance" => conformance::run(args),
        "lit-upstream" => lit_upstream::run(args),
        "upstream-parity" => upstream_parity::run(args),
        "bench" => bench::run(args),
        "bench-simd" => bench::simd::run(args),
        "gen" => gen::cli::run(args),
        "eqsat-diff" => eqsat_diff::run(args),
        "canon-diff" => canon_diff::run(args),
        "family-diff" => family_diff::run(args),
        "perf-guard" => perf_guard::run(args),
        "vectorize-diff" => vectorize_diff::run(args),
        "codegen" => codegen::run(args),
        "drr" => drr::cli::run(args),
        "prove-rules" => prove::run(args),
        "ods" => ods::run(args),
        "fuzz" => fuzz::run(args),
        "ci" => ci::run(args),
        "help" | "--help" | "-h" => {
            print!("{HELP}");
            Ok(0)
        }
        other => Err(format!("unknown command {other:?}\n\n{HELP}")),
    };
    match result {
        Ok(code) => std::process::exit(code),
        Err(msg) => {
            eprintln!("error: {msg}");
            std::process::exit(2);
        }
    }
}
