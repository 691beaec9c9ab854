//! The command line of `cargo xtask gen`: options to [`Config`], the header
//! line that records them in the output, and the `--count` mode.
//!
//! Invariants: every knob has one flag, spelled as the Python script this
//! replaced spelled it (`docs/performance.md`), with its default in
//! [`super::Knobs::default`]; [`describe`] lists every option that shapes the
//! output, sorted by name, so a file says how to make it again.

use super::emit::Form;
use super::{count, Config, Family};
use crate::util::{self, Args, Result};
use std::path::Path;

const USAGE: &str = "\
usage: cargo xtask gen [options]          write generated MLIR
       cargo xtask gen --count FILES [--by-name]   count ops (comma-separated files)

Deterministic MLIR textual IR for canonicalize/CSE benchmarks and differential
tests: same options, same bytes. Families (--family):

  mixed  func.func + arith (i32) + scf.if/scf.for + memref.load/store, with
         tunable fractions of CSE-able repeats, foldable constant arithmetic,
         commutative duplicates (a+b vs b+a), dead ops, nested regions that
         repeat parent computations, and loads with/without intervening stores.
  tir    TVM-TIR-like loop nests whose bodies are straight-line index
         arithmetic: buffer[(i*W + j) + s] with every subexpression
         recomputed and every constant re-materialised, div/rem unflattening,
         loads/stores on flat memrefs.
  affine the tir nests in the affine dialect: affine.for, affine.load/store
         with affine subscripts, affine.apply and affine.min (the input of
         --lower-affine); --unroll, --divmod and --tir-loops apply.
  calls  groups of eight (i32, i32) -> i32 functions: private leaves, private
         middles calling two or three leaves, public entries calling the
         middles and a leaf (the input of --inline).
  slots  (i32, i32) -> i32 functions keeping values in four memref<i32>
         slots and a memref<4xi32> at constant indices, across a cf
         diamond (the input of --sroa and --mem2reg).
  subsets (tensor<64xf32>, index) -> tensor<64xf32> functions: chains of
         scf.for loops carrying the tensor, each reading one to four
         parts of it and writing them back (the input of
         --loop-invariant-subset-hoisting).
  graph  graph-like tensor ops (arith on tensor<...xf32>) carrying discardable
         op_name / scope_symbol_id attributes that differ between otherwise
         identical ops (not CSE-able by MLIR), plus exact duplicates,
         foldable splat constants and expand/collapse round trips.

Output is the custom syntax accepted by mlir-opt, or with --generic the generic
op form; both describe the same IR. --ops N is the target total number of ops
(module, func.func, constants and terminators count); the actual count is
printed on stderr.

  --family NAME        mixed, tir, graph, affine, vector, calls, slots or
                       subsets (default mixed)
  --ops N              target total op count (default 10000)
  --ops-per-func N     target ops per function (default 1000)
  --funcs N            number of functions (overrides the split)
  --seed N             (default 1)
  --generic            emit the generic op form
  --no-default-props   generic form: omit default-valued properties
                       (overflowFlags, fastmath)
  -o, --output FILE    (default: stdout)

mixed family knobs (fractions of emission steps):
  --redundant F        exact repeats of an earlier expression (default 0.15)
  --commutative F      repeats with swapped operands (default 0.05)
  --fold F             foldable constant arithmetic / identities
                       (default 0.10; graph: 0.05)
  --dead F             ops whose result is never used (default 0.05)
  --mem F              memref.load/store steps (default 0.10)
  --mem-write F        fraction of mem steps that are stores (default 0.30)
  --nested F           steps that open an scf.if / scf.for (default 0.02)
  --region-ops N       ops per nested region, scf.if: both branches (default 12)
  --region-repeat F    region ops repeating a parent expression (default 0.4)
  --max-depth N        max scf nesting depth (default 2)
  --window N           operands are drawn from the last N values (default 32)
tir family knobs:
  --unroll N           distinct statements s=0..N-1 in the loop body (default 8)
  --remat F            probability a constant is re-emitted at each use (default 1.0)
  --divmod F           statements that also do a div/rem re-index (default 0.5)
  --tir-loops N        loop nest depth, 0, 1 or 2 (default 2)
graph family knobs (--fold, --dead and --window are shared):
  --attr-dup F         repeats differing only in op_name/scope_symbol_id (default 0.15)
  --exact-dup F        exact repeats including attributes (default 0.05)
  --reshape F          expand_shape+collapse_shape round trips (default 0.03)
  --shape DIMS         tensor shape, e.g. 4x16 (default 4x16)
";

/// Sets `slot` from `--name VALUE` if given.
fn set<T: std::str::FromStr>(args: &mut Args, name: &str, slot: &mut T) -> Result<()> {
    if let Some(v) = args.parsed(name)? {
        *slot = v;
    }
    Ok(())
}

/// Takes every generator option from `args` (the rest stays for the caller).
pub fn parse(args: &mut Args) -> Result<Config> {
    let family = match args.value("--family")? {
        None => Family::Mixed,
        Some(f) => Family::parse(&f).ok_or_else(|| {
            format!("--family: unknown family {f:?} (graph, mixed, tir, affine, vector, calls, slots, subsets)")
        })?,
    };
    let mut cfg = Config::new(family);
    set(args, "--ops", &mut cfg.ops)?;
    set(args, "--ops-per-func", &mut cfg.ops_per_func)?;
    set(args, "--funcs", &mut cfg.funcs)?;
    set(args, "--seed", &mut cfg.seed)?;
    if args.flag("--generic") {
        cfg.style.form = Form::Generic;
    }
    cfg.style.default_props = !args.flag("--no-default-props");
    let k = &mut cfg.knobs;
    k.fold = args.parsed("--fold")?;
    for (name, slot) in [
        ("--dead", &mut k.dead),
        ("--redundant", &mut k.redundant),
        ("--commutative", &mut k.commutative),
        ("--mem", &mut k.mem),
        ("--mem-write", &mut k.mem_write),
        ("--nested", &mut k.nested),
        ("--region-repeat", &mut k.region_repeat),
        ("--remat", &mut k.remat),
        ("--divmod", &mut k.divmod),
        ("--attr-dup", &mut k.attr_dup),
        ("--exact-dup", &mut k.exact_dup),
        ("--reshape", &mut k.reshape),
    ] {
        set(args, name, slot)?;
    }
    set(args, "--window", &mut k.window)?;
    set(args, "--region-ops", &mut k.region_ops)?;
    set(args, "--max-depth", &mut k.max_depth)?;
    set(args, "--unroll", &mut k.unroll)?;
    set(args, "--tir-loops", &mut k.tir_loops)?;
    if let Some(shape) = args.value("--shape")? {
        k.shape = shape
            .split('x')
            .map(|d| d.parse().ok().filter(|&d| d > 0))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("--shape: {shape:?} is not a list of positive dimensions such as 4x16"))?;
    }
    if k.tir_loops > 2 {
        return Err(format!("--tir-loops: {} is not 0, 1 or 2", k.tir_loops));
    }
    if cfg.ops_per_func == 0 || k.window == 0 {
        return Err("--ops-per-func and --window must be positive".into());
    }
    Ok(cfg)
}

/// [`parse`] of a whole argument list, e.g. `["--family", "tir", "--ops", "600"]`.
pub fn config_of(list: &[&str]) -> Result<Config> {
    let mut args = Args::new(list.iter().map(|s| s.to_string()).collect());
    let cfg = parse(&mut args)?;
    args.finish()?;
    Ok(cfg)
}

/// Every option that shapes the output, `--name=value`, sorted by name.
pub fn describe(cfg: &Config) -> String {
    let k = &cfg.knobs;
    let shape: Vec<String> = k.shape.iter().map(u64::to_string).collect();
    let mut opts: Vec<(&str, String)> = vec![
        ("attr-dup", format!("{:?}", k.attr_dup)),
        ("commutative", format!("{:?}", k.commutative)),
        ("dead", format!("{:?}", k.dead)),
        ("divmod", format!("{:?}", k.divmod)),
        ("exact-dup", format!("{:?}", k.exact_dup)),
        ("family", cfg.family.name().to_string()),
        ("fold", format!("{:?}", k.fold_for(cfg.family))),
        ("funcs", cfg.funcs.to_string()),
        ("generic", (cfg.style.form == Form::Generic).to_string()),
        ("max-depth", k.max_depth.to_string()),
        ("mem", format!("{:?}", k.mem)),
        ("mem-write", format!("{:?}", k.mem_write)),
        ("nested", format!("{:?}", k.nested)),
        ("no-default-props", (!cfg.style.default_props).to_string()),
        ("ops", cfg.ops.to_string()),
        ("ops-per-func", cfg.ops_per_func.to_string()),
        ("redundant", format!("{:?}", k.redundant)),
        ("region-ops", k.region_ops.to_string()),
        ("region-repeat", format!("{:?}", k.region_repeat)),
        ("remat", format!("{:?}", k.remat)),
        ("reshape", format!("{:?}", k.reshape)),
        ("seed", cfg.seed.to_string()),
        ("shape", shape.join("x")),
        ("tir-loops", k.tir_loops.to_string()),
        ("unroll", k.unroll.to_string()),
        ("window", k.window.to_string()),
    ];
    opts.sort_by(|a, b| a.0.cmp(b.0));
    opts.iter().map(|(n, v)| format!("--{n}={v}")).collect::<Vec<_>>().join(" ")
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    if let Some(files) = args.value("--count")? {
        let by_name = args.flag("--by-name");
        args.finish()?;
        return count_files(&util::split_list(&files), by_name);
    }
    let cfg = parse(&mut args)?;
    let output = args.value("--output")?.or(args.value("-o")?).unwrap_or_else(|| "-".into());
    args.finish()?;
    let summary = if output == "-" {
        let stdout = std::io::stdout();
        let mut out = std::io::BufWriter::with_capacity(1 << 20, stdout.lock());
        super::generate(&cfg, &mut out).map_err(|e| format!("cannot write to stdout: {e}"))?
    } else {
        super::generate_file(&cfg, Path::new(&output))?
    };
    eprintln!("gen: family={} funcs={} ops={}", cfg.family.name(), summary.funcs, summary.ops);
    Ok(0)
}

/// `--count`: `<ops> <file>` per file, and with `--by-name` a histogram.
fn count_files(files: &[String], by_name: bool) -> Result<i32> {
    if files.is_empty() {
        return Err("--count needs at least one file".into());
    }
    for f in files {
        let c = count::count_file(Path::new(f))?;
        println!("{} {f}", c.total);
        if by_name {
            for (n, name) in c.histogram() {
                println!("  {n:>8} {name}");
            }
        }
    }
    Ok(0)
}
