//! `cargo xtask canon-diff`: a differential test of `--canonicalize`,
//! `--cse`, `--canonicalize --cse`, the `--convert-scf-to-cf` lowering and
//! the `--arith-expand` and `--math-expand-ops` expansions (the programs'
//! ceil/floor divisions, integer and float min/max, `ctlz`, `fma`, `ceil`,
//! `round`, `roundeven`), `--lower-affine` (alone and before
//! `--convert-scf-to-cf`, on the programs' affine ops) and
//! `--convert-vector-to-scf` (and with `full-unroll`, on the programs'
//! transfers and vector prints), `--loop-invariant-code-motion` (alone and
//! between `--canonicalize` and `--cse`), `--control-flow-sink`, `--sccp`
//! (alone and before `--canonicalize`), `--inline` (with and without
//! its simplification pipeline, and before `--sccp --cse`),
//! `--remove-dead-values` (with and without its canonicalization, and
//! between `--canonicalize` and `--cse`), `--mem2reg` (alone and
//! before `--canonicalize`), `--sroa` (alone and before `--mem2reg`;
//! the programs keep values in `memref.alloca` slots of one element, or
//! of two at constant indices, across `cf` diamonds) and
//! `--loop-invariant-subset-hoisting` (alone and after `--canonicalize`,
//! on loops carrying a tensor whose parts they read and write) and the
//! lowerings `--convert-func-to-llvm`, `--finalize-memref-to-llvm` and
//! `--convert-scf-to-cf --finalize-memref-to-llvm --convert-func-to-llvm`
//! against `mlir-opt-22` (with `--convert-cf-to-llvm` after them,
//! upstream's lowering of the result for the JIT fails on its own output). Random executable programs ([`program`], calling helper
//! functions) go through both tools with each pipeline; each program's
//! printed functions (itself and its helpers) are compared (identical or
//! not), and
//! the original and both outputs are lowered and run by upstream's JIT
//! ([`crate::runner`]): a program whose printed results change is a wrong
//! rewrite, strata's or (if the generator let undefined behaviour in)
//! upstream's. When `mlir-opt-22` fails on a batch (its
//! `remove-dead-values` crashes or leaves invalid IR on some control
//! flow), each program runs alone through it: the ones it fails on are
//! counted apart, strata's results on them still checked by execution.
//!
//! For the pipelines with `cse`, upstream's output is taken after
//! repeating `--cse` on it until nothing changes: strata's `cse` erases
//! the ops a dead op leaves dead in the same run (README.md, a documented
//! difference), upstream's needs further runs for it.
//!
//! Invariants: the programs depend on `--seed` (and `--ops`) only, not on
//! `--batch` or `--jobs`; the report lists pipelines and differing
//! programs in program order; the exit status is 1 if any result is wrong
//! or fewer than `--min-identical` percent of `--canonicalize` outputs are
//! identical, 2 if strata-opt fails.

mod program;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::gen::rng::Rng;
use crate::runner::{batch_text, split_results, Runner};
use crate::util::{self, run_capture, Args, Result};

const HELP: &str = "\
usage: cargo xtask canon-diff [options]

Random executable programs (arith, math, index, vector, memref, tensor,
scf, cf, func calls)
through --canonicalize, --cse, --canonicalize --cse, --convert-scf-to-cf,
--arith-expand, --math-expand-ops, --lower-affine, --lower-affine
--convert-scf-to-cf, --convert-vector-to-scf (also full-unroll),
--loop-invariant-code-motion (also between --canonicalize and --cse),
--control-flow-sink, --sccp (also before --canonicalize), --inline
(also with default-pipeline= and before --sccp --cse) and
--remove-dead-values (also with canonicalize=0, and between
--canonicalize and --cse), --mem2reg (also before --canonicalize),
--sroa (also before --mem2reg), --loop-invariant-subset-hoisting
(also after --canonicalize), --convert-func-to-llvm,
--finalize-memref-to-llvm and --convert-scf-to-cf
--finalize-memref-to-llvm --convert-func-to-llvm of strata-opt
and mlir-opt-22: printed
functions compared, and the original and both outputs run by
mlir-runner-22, whose printed results must not change.

  --programs N       programs (default 200)
  --ops N            random ops per program (default 30)
  --batch N          programs per file / JIT run (default 25)
  --seed N           (default 1)
  --jobs N           batches run in parallel (default 2)
  --min-identical P  least % of identical --canonicalize outputs (default 99.5)
  --show N           line diffs shown per pipeline (default 3)
  --strata PATH      strata-opt (else $STRATA_OPT, else a release build)
  --keep DIR         keep every batch's files in DIR
";

/// A pipeline compared: its name and the flags both tools get.
type Pipeline = (&'static str, &'static [&'static str]);

/// A set of programs: its file name tag, texts, pipelines, and the index
/// of its first pipeline's tally.
struct ProgramSet<'a> {
    tag: &'static str,
    texts: &'a [String],
    pipelines: &'static [Pipeline],
    tally: usize,
}

/// The pipelines compared, as (name, flags).
const PIPELINES: &[Pipeline] = &[
    ("canonicalize", &["--canonicalize"]),
    ("cse", &["--cse"]),
    ("canonicalize,cse", &["--canonicalize", "--cse"]),
    ("convert-scf-to-cf", &["--convert-scf-to-cf"]),
    ("arith-expand", &["--arith-expand"]),
    ("math-expand-ops", &["--math-expand-ops"]),
    ("lower-affine", &["--lower-affine"]),
    ("lower-affine,convert-scf-to-cf", &["--lower-affine", "--convert-scf-to-cf"]),
    // Generic form: upstream's custom form of a `vector.print` without a
    // value (which the print lowering creates) reads a value on the next
    // line as its operand, so both outputs would not parse again.
    ("convert-vector-to-scf", &["--convert-vector-to-scf", "--mlir-print-op-generic"]),
    ("convert-vector-to-scf{full-unroll}", &["--convert-vector-to-scf=full-unroll", "--mlir-print-op-generic"]),
    ("loop-invariant-code-motion", &["--loop-invariant-code-motion"]),
    ("control-flow-sink", &["--control-flow-sink"]),
    ("canonicalize,loop-invariant-code-motion,cse", &["--canonicalize", "--loop-invariant-code-motion", "--cse"]),
    ("sccp", &["--sccp"]),
    ("sccp,canonicalize", &["--sccp", "--canonicalize"]),
    ("inline", &["--inline"]),
    ("inline{default-pipeline=}", &["--inline=default-pipeline="]),
    ("inline,sccp,cse", &["--inline", "--sccp", "--cse"]),
    ("remove-dead-values", &["--remove-dead-values"]),
    ("remove-dead-values{canonicalize=0}", &["--remove-dead-values=canonicalize=0"]),
    ("canonicalize,remove-dead-values,cse", &["--canonicalize", "--remove-dead-values", "--cse"]),
    ("mem2reg", &["--mem2reg"]),
    ("mem2reg,canonicalize", &["--mem2reg", "--canonicalize"]),
    ("sroa", &["--sroa"]),
    ("sroa,mem2reg", &["--sroa", "--mem2reg"]),
    ("convert-func-to-llvm", &["--convert-func-to-llvm"]),
    ("finalize-memref-to-llvm", &["--finalize-memref-to-llvm"]),
    (
        "convert-scf-to-cf,finalize-memref-to-llvm,convert-func-to-llvm",
        &["--convert-scf-to-cf", "--finalize-memref-to-llvm", "--convert-func-to-llvm"],
    ),
    // strata-run's lowering: every op to the llvm dialect (generic form,
    // as for convert-vector-to-scf, for what stays unlowered).
    ("lower-to-llvm", crate::util::execution_lowering!("--mlir-print-op-generic")),
];

/// Mixed into `--seed` for the tensor programs' stream.
const TENSOR_SEED: u64 = 0x7e45_0a5e;

/// The pipelines compared on the programs with loops carrying tensors
/// (as many programs again, [`program::ProgramConfig::subsets`]), whose
/// tensors the runner bufferizes: none lowers to `cf`.
const TENSOR_PIPELINES: &[Pipeline] = &[
    ("loop-invariant-subset-hoisting", &["--loop-invariant-subset-hoisting"]),
    ("canonicalize,loop-invariant-subset-hoisting", &["--canonicalize", "--loop-invariant-subset-hoisting"]),
    ("canonicalize (tensors)", &["--canonicalize"]),
    ("cse (tensors)", &["--cse"]),
];

/// One pipeline's counts and the first differences seen.
#[derive(Default)]
struct Tally {
    identical: usize,
    /// Programs whose results changed under strata-opt / mlir-opt-22.
    strata_wrong: Vec<usize>,
    upstream_wrong: Vec<usize>,
    /// Programs mlir-opt-22 fails on (crash or invalid output): strata's
    /// result must still run right; there is nothing to compare.
    upstream_failed: Vec<usize>,
    /// Differing programs: index and a line diff (mlir-opt `-`, strata `+`).
    differing: Vec<(usize, String)>,
}

struct Ctx {
    strata: PathBuf,
    runner: Runner,
    dir: PathBuf,
    tallies: Mutex<Vec<Tally>>,
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") {
        print!("{HELP}");
        return Ok(0);
    }
    let programs: usize = args.parsed("--programs")?.unwrap_or(200);
    let ops: usize = args.parsed("--ops")?.unwrap_or(30);
    let batch: usize = args.parsed::<usize>("--batch")?.unwrap_or(25).max(1);
    let seed: u64 = args.parsed("--seed")?.unwrap_or(1);
    let jobs: usize = args.parsed::<usize>("--jobs")?.unwrap_or(2).max(1);
    let min_identical: f64 = args.parsed("--min-identical")?.unwrap_or(99.5);
    let show: usize = args.parsed("--show")?.unwrap_or(3);
    let strata = args.value("--strata")?;
    let keep = args.value("--keep")?;
    args.finish()?;
    let strata = util::strata_binary(strata)?;
    let runner = Runner::find()?;
    let kept = keep.is_some();
    let dir = util::work_dir(keep.map(PathBuf::from), "canon-diff")?;

    // All programs first, in order, so the text does not depend on --jobs;
    // the tensor programs from a stream of their own.
    let mut rng = Rng::new(seed);
    let texts: Vec<String> = (0..programs)
        .map(|k| {
            program::program(&mut rng, &format!("p{k}"), ops, program::ProgramConfig { calls: true, subsets: false })
        })
        .collect();
    let mut rng = Rng::new(seed ^ TENSOR_SEED);
    let tensor_texts: Vec<String> = (0..programs)
        .map(|k| {
            program::program(&mut rng, &format!("p{k}"), ops, program::ProgramConfig { calls: false, subsets: true })
        })
        .collect();
    let all = [
        ProgramSet { tag: "", texts: &texts, pipelines: PIPELINES, tally: 0 },
        ProgramSet { tag: "t", texts: &tensor_texts, pipelines: TENSOR_PIPELINES, tally: PIPELINES.len() },
    ];
    let batches: Vec<(usize, usize)> =
        (0..all.len()).flat_map(|set| (0..programs).step_by(batch).map(move |first| (set, first))).collect();
    let ctx = Ctx {
        strata,
        runner,
        dir: dir.clone(),
        tallies: Mutex::new(PIPELINES.iter().chain(TENSOR_PIPELINES).map(|_| Tally::default()).collect()),
    };
    let next = AtomicUsize::new(0);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let b = next.fetch_add(1, Ordering::SeqCst);
                if b >= batches.len() || failure.lock().map(|f| f.is_some()).unwrap_or(true) {
                    break;
                }
                let (set, first) = batches[b];
                let set = &all[set];
                let end = (first + batch).min(programs);
                let batch =
                    Batch { name: format!("{}batch{b}", set.tag), first, pipelines: set.pipelines, tally: set.tally };
                if let Err(e) = run_batch(&ctx, &batch, &set.texts[first..end]) {
                    if let Ok(mut f) = failure.lock() {
                        f.get_or_insert(e);
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().map_err(|_| "a worker panicked".to_string())? {
        return Err(e);
    }

    let mut tallies = ctx.tallies.into_inner().map_err(|_| "a worker panicked".to_string())?;
    let mut failed = false;
    for (t, (name, _)) in tallies.iter_mut().zip(PIPELINES.iter().chain(TENSOR_PIPELINES)) {
        t.differing.sort_by_key(|(k, _)| *k);
        t.strata_wrong.sort_unstable();
        t.upstream_wrong.sort_unstable();
        for (k, diff) in t.differing.iter().take(show) {
            println!("{name}: @p{k} differs (- mlir-opt-22, + strata-opt)\n{diff}");
        }
        for k in &t.strata_wrong {
            println!("{name}: WRONG RESULT: @p{k} prints differently after strata-opt");
        }
        t.upstream_failed.sort_unstable();
        for k in &t.upstream_wrong {
            println!("{name}: @p{k} prints differently after mlir-opt-22 (undefined behaviour in the generator?)");
        }
    }
    println!("canon-diff: {programs} programs (seed {seed}, {ops} ops)");
    println!("  (the last {} pipelines on {programs} programs with loops carrying tensors)", TENSOR_PIPELINES.len());
    for (t, (name, _)) in tallies.iter().zip(PIPELINES.iter().chain(TENSOR_PIPELINES)) {
        // Programs upstream fails on have nothing to compare with.
        let compared = programs - t.upstream_failed.len();
        let pct = if compared == 0 { 100.0 } else { 100.0 * t.identical as f64 / compared as f64 };
        let upstream_failed = match t.upstream_failed.len() {
            0 => String::new(),
            f => format!(", mlir-opt-22 failed on {f}"),
        };
        println!(
            "  {name:<17} identical {}/{compared} ({pct:.1}%), wrong results: strata-opt {}, mlir-opt-22 {}{upstream_failed}",
            t.identical,
            t.strata_wrong.len(),
            t.upstream_wrong.len()
        );
        failed |= !t.strata_wrong.is_empty() || !t.upstream_wrong.is_empty();
        if *name == "canonicalize" && pct < min_identical {
            println!("  --canonicalize: {pct:.1}% identical, below {min_identical}%");
            failed = true;
        }
    }
    if !failed && !kept {
        let _ = std::fs::remove_dir_all(&dir);
    } else {
        println!("files in {}", dir.display());
    }
    Ok(i32::from(failed))
}

/// One batch: its file name stem, its first program's number, the
/// pipelines it runs and the index of the first one's tally.
struct Batch {
    name: String,
    first: usize,
    pipelines: &'static [Pipeline],
    tally: usize,
}

/// Runs one batch of programs through its pipelines.
fn run_batch(ctx: &Ctx, batch: &Batch, programs: &[String]) -> Result<()> {
    let (first, b) = (batch.first, &batch.name);
    let n = programs.len();
    let input = ctx.dir.join(format!("{b}.mlir"));
    write(&input, &batch_text(first, programs))?;
    // Each distinct output is executed once.
    let mut results: BTreeMap<String, Vec<Vec<String>>> = BTreeMap::new();
    let mut execute = |file: &Path, text: &str| -> Result<Vec<Vec<String>>> {
        if let Some(r) = results.get(text) {
            return Ok(r.clone());
        }
        let r = split_results(first, n, &ctx.runner.execute(file)?);
        results.insert(text.to_string(), r.clone());
        Ok(r)
    };
    let original = std::fs::read_to_string(&input).map_err(|e| e.to_string())?;
    let reference = execute(&input, &original)?;
    for (p, (name, flags)) in batch.pipelines.iter().enumerate() {
        let tag = name.replace(',', "-");
        let ours = ctx.dir.join(format!("{b}.{tag}.strata.mlir"));
        let theirs = ctx.dir.join(format!("{b}.{tag}.mlir-opt.mlir"));
        let s = rewrite(&ctx.strata, &input, flags, &ours)?;
        let mut sf = program_groups(&s, first, n);
        let s_results = execute(&ours, &s)?;
        let (mf, m_results) = match rewrite(&ctx.runner.mlir_opt, &input, flags, &theirs) {
            Ok(mut m) => {
                if flags.contains(&"--cse") {
                    // Upstream's cse to a fixed point (see the module doc).
                    // (mlir-opt maps its input: never write over it.)
                    let step = theirs.with_extension("again.mlir");
                    for _ in 0..8 {
                        let again = rewrite(&ctx.runner.mlir_opt, &theirs, &["--cse"], &step)?;
                        if again == m {
                            break;
                        }
                        std::fs::rename(&step, &theirs)
                            .map_err(|e| format!("cannot rename {}: {e}", step.display()))?;
                        m = again;
                    }
                }
                let mf: Vec<Option<String>> = program_groups(&m, first, n).into_iter().map(Some).collect();
                (mf, Some(execute(&theirs, &m)?))
            }
            // Upstream fails on some program of the batch: each alone
            // tells which (`None`), and the rest still compare.
            Err(_) => {
                let mut mf = Vec::with_capacity(n);
                for (k, program) in programs.iter().enumerate() {
                    let one = ctx.dir.join(format!("{b}.p{}.mlir", first + k));
                    write(&one, &batch_text(first + k, std::slice::from_ref(program)))?;
                    let out = ctx.dir.join(format!("{b}.p{}.{tag}.mlir-opt.mlir", first + k));
                    let group = rewrite(&ctx.runner.mlir_opt, &one, flags, &out).ok();
                    mf.push(group.and_then(|m| program_groups(&m, first + k, 1).pop()));
                    // Compared alone too: attribute aliases are numbered
                    // per module.
                    let ours_one = ctx.dir.join(format!("{b}.p{}.{tag}.strata.mlir", first + k));
                    let alone = rewrite(&ctx.strata, &one, flags, &ours_one)?;
                    sf[k] = program_groups(&alone, first + k, 1).pop().unwrap_or_default();
                }
                (mf, None)
            }
        };
        let mut tallies = ctx.tallies.lock().map_err(|_| "a worker panicked".to_string())?;
        let t = &mut tallies[batch.tally + p];
        for k in 0..n {
            match (sf.get(k), mf.get(k)) {
                (_, Some(None)) => t.upstream_failed.push(first + k),
                (Some(x), Some(Some(y))) if x == y => t.identical += 1,
                (x, y) => {
                    let y = y.and_then(Option::as_deref);
                    let diff = util::line_diff(y.unwrap_or(""), x.map_or("", |s| s), 40);
                    t.differing.push((first + k, diff));
                }
            }
            if s_results[k] != reference[k] {
                t.strata_wrong.push(first + k);
            }
            if m_results.as_ref().is_some_and(|m| m[k] != reference[k]) {
                t.upstream_wrong.push(first + k);
            }
        }
    }
    Ok(())
}

/// The text of each program `@p{first + k}` of a batch with its helpers
/// (`@p{first + k}_...`), in order: inlining erases helpers and moves
/// code between functions, so top-level ops are grouped by name, not
/// counted.
fn program_groups(text: &str, first: usize, n: usize) -> Vec<String> {
    let mut groups = vec![String::new(); n];
    for op in util::top_level_ops(text) {
        let head = op.lines().next().unwrap_or("");
        // `@p3(` or `@p3_h0(` in the custom form, `sym_name = "p3"` or
        // `"p3_h0"` in the generic one.
        let (at, end) = match (head.find("@p"), head.find("sym_name = \"p")) {
            (Some(at), _) => (at + 2, '('),
            (None, Some(at)) => (at + 13, '"'),
            (None, None) => continue,
        };
        let name: String = head[at..].chars().take_while(|c| c.is_ascii_digit()).collect();
        let rest = &head[at + name.len()..];
        if name.is_empty() || !(rest.starts_with(end) || rest.starts_with('_')) {
            continue;
        }
        if let Some(k) = name.parse::<usize>().ok().and_then(|k| k.checked_sub(first)).filter(|&k| k < n) {
            groups[k].push_str(&op);
        }
    }
    groups
}

/// `tool input flags -o output`; the output's text.
fn rewrite(tool: &Path, input: &Path, flags: &[&str], output: &Path) -> Result<String> {
    let out = run_capture(Command::new(tool).arg(input).args(flags).arg("-o").arg(output))?;
    if !out.status.success() {
        return Err(format!(
            "{} {} failed on {}:\n{}",
            tool.display(),
            flags.join(" "),
            input.display(),
            util::excerpt(&out.stderr, 20)
        ));
    }
    std::fs::read_to_string(output).map_err(|e| format!("cannot read {}: {e}", output.display()))
}

fn write(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
