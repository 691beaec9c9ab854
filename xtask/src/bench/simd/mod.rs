//! `cargo xtask bench-simd`: the SIMD kernels of [`kernels`] as a scalar
//! loop, as strata's vectorized loop, with LLVM's own vectorizers, and as C
//! compiled by `clang-22 -O3 -march=native`, timed by one harness
//! (`harness.c`) in one run, with the machine's memory bandwidth.
//!
//! Variants (all MLIR ones lowered by `mlir-opt-22` with the same upstream
//! pipeline and `mlir-translate-22`, then compiled by `clang-22 -O3
//! -march=native`):
//! - `scalar`: the kernels as written (upstream ignores the
//!   `vectorize.vectorized` marker), LLVM's loop and SLP vectorizers off;
//! - `strata`: after `strata-opt --vectorize-loops --lower-vectorize
//!   --canonicalize` (or `--strata-args`), LLVM's vectorizers off, so any
//!   SIMD is strata's own; left out, with the reason, when strata-opt
//!   refuses the kernels;
//! - `llvm-vec`: the scalar IR with LLVM's vectorizers on;
//! - `c`: the C peers, clang's auto-vectorizer on.
//!
//! Every variant's checksum of one call on the same input is reported next
//! to the scalar one, so a wrong vectorization shows in the table. Never
//! used by tests (timings); see docs/performance.md.

mod kernels;

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use kernels::{Elem, Kernel};

use crate::util::{self, Args, Result, LOWER_TO_LLVM as LOWERING};

const USAGE: &str = "\
usage: cargo xtask bench-simd [options]

  --sizes LIST        elements per kernel call (default 1024,65536,1048576,16777216; multiples of --width)
  --width N           elements per inner (marked) loop (default 16: 512-bit f32/i32)
  --min-time S        seconds each timed run lasts at least (default 0.05)
  --strata PATH       strata-opt (default: $STRATA_OPT, else a release build)
  --strata-args \"A B\" strata's pipeline (default \"--vectorize-loops --lower-vectorize --canonicalize\")
  --keep DIR          keep the generated sources and objects in DIR
  --out FILE          also write the report (markdown) to FILE

Needs mlir-opt-22, mlir-translate-22 and clang-22 (Debian: mlir-22-tools, clang-22).
";

const NO_VECTORIZE: &[&str] = &["-fno-vectorize", "-fno-slp-vectorize"];

/// One variant's measurement of one kernel, element type and size.
struct Measure {
    per_ns: f64,
    gbps: f64,
    checksum: String,
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let sizes = util::split_list(&args.value("--sizes")?.unwrap_or_else(|| "1024,65536,1048576,16777216".into()));
    let width: u64 = args.parsed("--width")?.unwrap_or(16);
    let min_time: f64 = args.parsed("--min-time")?.unwrap_or(0.05);
    let strata_flag = args.value("--strata")?;
    let strata_args =
        args.value("--strata-args")?.unwrap_or_else(|| "--vectorize-loops --lower-vectorize --canonicalize".into());
    let keep = args.value("--keep")?.map(PathBuf::from);
    let out = args.value("--out")?.map(PathBuf::from);
    args.finish()?;
    let sizes: Vec<u64> =
        sizes.iter().map(|s| s.parse().map_err(|_| format!("--sizes: bad size {s:?}"))).collect::<Result<_>>()?;
    if width == 0 || sizes.iter().any(|s| *s == 0 || s % width != 0) {
        return Err(format!("--sizes must be positive multiples of --width {width}"));
    }
    let tool = |name: &str| util::resolve_tool(name).ok_or_else(|| format!("{name} not found\n\n{USAGE}"));
    let (mlir_opt, translate, clang) = (util::mlir_opt_binary(None)?, tool("mlir-translate-22")?, tool("clang-22")?);
    let strata = util::strata_binary(strata_flag)?;

    let work = util::work_dir(keep, "bench-simd")?;

    // Sources: the kernels as MLIR (one file per variant prefix) and C.
    let mut notes = Vec::new();
    let mut objects = Vec::new();
    let mut variants: Vec<(&str, &str)> = Vec::new();
    for (variant, prefix, strata_pipeline, vectorize) in
        [("scalar", "scalar_", false, false), ("strata", "strata_", true, false), ("llvm-vec", "llvmvec_", false, true)]
    {
        let mut text = String::new();
        for k in Kernel::ALL {
            for e in Elem::ALL {
                text.push_str(&kernels::mlir(k, e, width, prefix));
            }
        }
        let mlir = work.join(format!("{variant}.mlir"));
        write(&mlir, &text)?;
        let input = if strata_pipeline {
            let vectorized = work.join("strata-vectorized.mlir");
            let mut cmd = Command::new(&strata);
            cmd.arg(&mlir).args(strata_args.split_whitespace()).arg("-o").arg(&vectorized);
            let o = util::run_capture(&mut cmd)?;
            if !o.status.success() {
                notes.push(format!(
                    "`strata` left out: strata-opt {strata_args} failed: {}",
                    util::excerpt(&o.stderr, 3)
                ));
                continue;
            }
            vectorized
        } else {
            mlir
        };
        let lowered = work.join(format!("{variant}.llvm.mlir"));
        check(Command::new(&mlir_opt).arg(&input).args(LOWERING).arg("-o").arg(&lowered), "mlir-opt-22")?;
        let ll = work.join(format!("{variant}.ll"));
        check(Command::new(&translate).arg("--mlir-to-llvmir").arg(&lowered).arg("-o").arg(&ll), "mlir-translate-22")?;
        let obj = work.join(format!("{variant}.o"));
        let mut cc = Command::new(&clang);
        cc.args(["-O3", "-march=native", "-c"]).arg(&ll).arg("-o").arg(&obj);
        if !vectorize {
            cc.args(NO_VECTORIZE);
        }
        check(&mut cc, "clang-22")?;
        objects.push(obj);
        variants.push((variant, prefix));
    }
    let mut c_text = String::from("#include <stdint.h>\n");
    for k in Kernel::ALL {
        for e in Elem::ALL {
            c_text.push_str(&kernels::c(k, e));
        }
    }
    let c_src = work.join("peers.c");
    write(&c_src, &c_text)?;
    let c_obj = work.join("peers.o");
    check(Command::new(&clang).args(["-O3", "-march=native", "-c"]).arg(&c_src).arg("-o").arg(&c_obj), "clang-22")?;
    objects.push(c_obj);
    variants.push(("c", "c_"));

    // The harness and its table of entries.
    let mut header = String::from(
        "#include <stdint.h>\ntypedef struct { const char *kernel, *elem, *variant, *shape; int is_float; void *fn; int bytes; } entry;\n",
    );
    let mut table = String::from("static const entry ENTRIES[] = {\n");
    for k in Kernel::ALL {
        for e in Elem::ALL {
            for (variant, prefix) in &variants {
                header.push_str(&kernels::c_declaration(k, e, prefix));
                writeln!(
                    table,
                    "  {{\"{}\", \"{}\", \"{variant}\", \"{}\", {}, (void *){prefix}{}_{}, {}}},",
                    k.name(),
                    e.name(),
                    k.shape(),
                    u8::from(e == Elem::F32),
                    k.name(),
                    e.name(),
                    k.bytes_per_elem()
                )
                .ok();
            }
        }
    }
    table.push_str("};\n");
    header.push_str(&table);
    write(&work.join("kernels.h"), &header)?;
    let harness = work.join("harness.c");
    write(&harness, include_str!("harness.c"))?;
    let exe = work.join("harness");
    check(
        Command::new(&clang)
            .args(["-O3", "-march=native", "-I"])
            .arg(&work)
            .arg(&harness)
            .args(&objects)
            .arg("-o")
            .arg(&exe),
        "clang-22",
    )?;

    eprintln!("bench-simd: running {} ({} sizes)", exe.display(), sizes.len());
    let mut cmd = Command::new(&exe);
    cmd.arg(min_time.to_string()).args(sizes.iter().map(u64::to_string));
    let o = util::run_capture(&mut cmd)?;
    if !o.status.success() {
        return Err(format!("the harness failed: {}", util::excerpt(&o.stderr, 5)));
    }
    let report = report(&String::from_utf8_lossy(&o.stdout), &variants, &notes, width);
    print!("{report}");
    if let Some(out) = out {
        write(&out, &report)?;
    }
    Ok(0)
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

/// How far a float reduction may move when its additions are reassociated
/// (vector lanes summed separately), relative to the exact sum.
const DOT_TOLERANCE: f64 = 1e-4;

/// Does `m` compute what the scalar loop `base` does? Bitwise, but for the
/// float dot product: as close to the exact sum as the scalar loop's own
/// (sequential) sum, or within [`DOT_TOLERANCE`] of it.
fn same_result(kernel: &str, elem: &str, base: &Measure, m: &Measure, exact: Option<f64>) -> bool {
    if kernel != Kernel::Dot.name() || elem != Elem::F32.name() {
        return m.checksum == base.checksum;
    }
    let (Ok(a), Ok(b)) = (base.checksum.parse::<f64>(), m.checksum.parse::<f64>()) else { return false };
    let exact = exact.unwrap_or(a);
    (b - exact).abs() <= (a - exact).abs().max(DOT_TOLERANCE * exact.abs().max(1.0))
}

/// The markdown report of the harness's output.
fn report(output: &str, variants: &[(&str, &str)], notes: &[String], width: u64) -> String {
    let mut results: std::collections::BTreeMap<(String, String, u64), Vec<(String, Measure)>> = Default::default();
    let mut bandwidth: std::collections::BTreeMap<String, f64> = Default::default();
    let mut exact: std::collections::BTreeMap<u64, f64> = Default::default();
    for line in output.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        match f.as_slice() {
            ["BANDWIDTH", shape, gbps] => {
                bandwidth.insert(shape.to_string(), gbps.parse().unwrap_or(0.0));
            }
            ["EXACT", "dot", n, value] => {
                exact.insert(n.parse().unwrap_or(0), value.parse().unwrap_or(0.0));
            }
            ["RESULT", kernel, elem, variant, n, per_ns, gbps, sum] => {
                let m = Measure {
                    per_ns: per_ns.parse().unwrap_or(0.0),
                    gbps: gbps.parse().unwrap_or(0.0),
                    checksum: sum.to_string(),
                };
                let key = (kernel.to_string(), elem.to_string(), n.parse().unwrap_or(0));
                results.entry(key).or_default().push((variant.to_string(), m));
            }
            _ => {}
        }
    }
    let shapes: Vec<String> = bandwidth.iter().map(|(shape, gbps)| format!("{shape} {gbps:.1}")).collect();
    let mut s = format!(
        "Memory bandwidth (GB/s, 256 MB arrays, by access shape): {}. Inner loops of {width} elements.\n\n\
         Elements per ns (higher is better); `strata/scalar` and `strata/c` are speed ratios; `GB/s` and `% bw` are strata's \
         (`% bw`: of the bandwidth of the kernel's access shape: add1 update, saxpy axpy, dot read, the others copy); \
         `same` says whether each variant's checksum equals the scalar loop's \
         (bitwise, but for the f32 dot product, whose sum is reassociated: as close to the exact sum as the scalar loop's, \
         or within {DOT_TOLERANCE:e} of it).\n\n",
        shapes.join(", ")
    );
    let names: Vec<&str> = variants.iter().map(|(v, _)| *v).collect();
    writeln!(s, "| kernel | type | n | {} | strata/scalar | strata/c | GB/s | % bw | same |", names.join(" | ")).ok();
    writeln!(s, "|---|---|---:|{}---:|---:|---:|---:|---|", "---:|".repeat(names.len())).ok();
    for ((kernel, elem, n), ms) in &results {
        let get = |v: &str| ms.iter().find(|(name, _)| name == v).map(|(_, m)| m);
        let cells: Vec<String> =
            names.iter().map(|v| get(v).map_or("-".into(), |m| format!("{:.3}", m.per_ns))).collect();
        let ratio = |a: Option<&Measure>, b: Option<&Measure>| match (a, b) {
            (Some(a), Some(b)) if b.per_ns > 0.0 => format!("{:.2}x", a.per_ns / b.per_ns),
            _ => "-".into(),
        };
        let strata = get("strata");
        let peak = Kernel::ALL
            .iter()
            .find(|k| k.name() == kernel)
            .and_then(|k| bandwidth.get(k.bandwidth_shape()))
            .copied()
            .unwrap_or(0.0);
        let (gbps, bw) = strata.map_or(("-".into(), "-".into()), |m| {
            (format!("{:.1}", m.gbps), if peak > 0.0 { format!("{:.0}%", 100.0 * m.gbps / peak) } else { "-".into() })
        });
        let reference = exact.get(n).copied();
        let same =
            get("scalar").is_some_and(|base| ms.iter().all(|(_, m)| same_result(kernel, elem, base, m, reference)));
        writeln!(
            s,
            "| {kernel} | {elem} | {n} | {} | {} | {} | {gbps} | {bw} | {} |",
            cells.join(" | "),
            ratio(strata, get("scalar")),
            ratio(strata, get("c")),
            if same { "yes" } else { "no" }
        )
        .ok();
    }
    for n in notes {
        writeln!(s, "\nNote: {n}").ok();
    }
    s
}
