//! `cargo xtask conformance`: byte-for-byte differential test of strata-opt's
//! printer against `mlir-opt-22`.
//!
//! The corpus is
//! (a) every `tests/lit/**/*.mlir` without `expected-error`; files whose RUN lines
//!     use `--split-input-file` are split on `// -----` lines, one case per chunk;
//! (b) generated inputs ([`crate::gen`], in process) of the `mixed`, `tir` and
//!     `graph` families at two sizes, in custom and `--generic` form;
//! (c) every `tests/conformance/*.mlir`, split on `// -----` lines;
//! (d) every `tests/lit/**/*.mlir` with `expected-error` whose RUN line is
//!     `strata-opt %s ... --verify-diagnostics ...`, one case per chunk;
//! (e) rewrite cases ([`rewrite`]): every lit file whose first RUN line runs a
//!     pass (`--canonicalize`, `--cse`, `--arith-expand`, `--math-expand-ops`), with those flags, and the generated inputs
//!     with `--canonicalize`, `--cse` and both; both tools' generic outputs are compared one
//!     function at a time;
//! (f) lowering cases ([`lowering`]): every lit chunk of (a) that
//!     `mlir-opt-22`'s execution pipeline lowers to the `llvm` dialect,
//!     through that pipeline in both tools, byte for byte.
//!
//! Print cases (a)-(c): `mlir-opt-22 --mlir-print-op-generic --allow-unregistered-dialect`
//! turns the input into `ref.mlir` (a case mlir-opt rejects is skipped). Then both
//! tools read `ref.mlir`, from the case directory and by that relative name so that
//! printed locations agree, with each flag set of [`VARIANTS`], and read the
//! original input to print it in custom form; their standard outputs must be
//! identical bytes.
//!
//! Invalid cases (d): both tools run the chunk with the file's RUN-line flags, so
//! both must produce exactly the annotated diagnostics (`expected-error` with
//! upstream's message at the annotated location) and nothing else; then, without
//! `--verify-diagnostics`, both must fail with the same stderr bytes (rendered
//! diagnostics, notes and printed ops; see `rendered_diagnostics`). A file marked
//! `// conformance: strata-only (why)` documents a knowing difference (see
//! docs/differences.md): strata must pass it and mlir-opt must not, and the
//! case counts as skipped. Every tool run has a time limit.
//!
//! Output: one `PASS`/`FAIL`/`SKIP` line per case in corpus order (cases run on
//! `--jobs` threads, 2 by default), a line diff for each failure, and finally
//! `conformance: N passed, M failed, K skipped`. Exit status 1 if any case failed.

mod lowering;
mod rewrite;

pub(crate) use rewrite::split_shell_words;

use crate::gen;
use crate::util::{self, Args, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How mlir-opt turns a case's input into `ref.mlir`.
const REF_FLAGS: &[&str] = &["--mlir-print-op-generic", "--allow-unregistered-dialect"];

/// Flag sets under which both tools print `ref.mlir`.
const VARIANTS: &[(&str, &[&str])] = &[
    ("custom", &["--allow-unregistered-dialect"]),
    ("generic", &["--mlir-print-op-generic", "--allow-unregistered-dialect"]),
    ("debuginfo", &["--mlir-print-op-generic", "--allow-unregistered-dialect", "--mlir-print-debuginfo"]),
    (
        "local-scope",
        &[
            "--mlir-print-op-generic",
            "--allow-unregistered-dialect",
            "--mlir-print-local-scope",
            "--mlir-print-debuginfo",
        ],
    ),
];

/// Generated inputs: (family, --ops, --seed, extra `cargo xtask gen` options).
const GEN_CASES: &[(&str, u32, u32, &[&str])] = &[
    ("mixed", 2000, 1, &[]),
    ("mixed", 600, 7, &["--ops-per-func", "150", "--nested", "0.1", "--max-depth", "3"]),
    ("tir", 2000, 1, &[]),
    ("tir", 600, 7, &["--ops-per-func", "200", "--tir-loops", "1"]),
    ("graph", 2000, 1, &[]),
    ("graph", 600, 7, &["--ops-per-func", "150", "--shape", "2x3x8"]),
    // Many small functions: exercises the printer's parallel path for top-level siblings.
    ("mixed", 6000, 3, &["--ops-per-func", "40"]),
];

/// Time limit for one tool invocation.
const TOOL_TIMEOUT: Duration = Duration::from_secs(120);

/// Marker file that lets `--keep DIR` safely wipe a previous run's directory.
const KEEP_MARKER: &str = ".strata-conformance";

const USAGE: &str = "\
usage: cargo xtask conformance [options]

  --strata PATH     strata-opt to test (default: $STRATA_OPT, else a fresh
                    `cargo build --release -p strata-opt`)
  --mlir-opt PATH   reference tool (default: $MLIR_OPT, else mlir-opt-22)
  --keep DIR        keep every case's files in DIR (input, ref.mlir, outputs)
  --jobs N          parallel cases (default 2)
  --filter TEXT     only cases whose name contains TEXT
  --no-gen          leave out the generated (`cargo xtask gen`) cases
";

enum Input {
    /// A file used as is.
    File(PathBuf),
    /// Text written to `input.mlir` (a split chunk).
    Text(String),
    /// `cargo xtask gen ARGS -o input.mlir`, run in process.
    Gen(Vec<String>),
}

struct Case {
    name: String,
    input: Input,
    check: Check,
}

/// What a case compares.
#[derive(Clone)]
enum Check {
    /// Printed output of both tools, byte for byte.
    Print,
    /// `--verify-diagnostics` with these flags must pass in both tools (or, with
    /// `strata_only`, in strata only).
    Diagnostics { flags: Vec<String>, strata_only: Option<String> },
    /// Both tools run these pass flags (mlir-opt runs `upstream` instead
    /// when given); functions compared one by one (`strict`: every one
    /// must be identical).
    Rewrite { flags: Vec<String>, upstream: Option<Vec<String>>, strict: bool },
    /// The execution pipeline's lowering to the `llvm` dialect, compared
    /// byte for byte ([`lowering`]).
    Lowering,
    /// A documented, knowing difference (see docs/differences.md): skipped.
    Known(String),
}

enum Outcome {
    Pass,
    Fail(String),
    Skip(String),
    /// A counted (not strict) case with differing functions: a summary and
    /// the diffs. It does not fail the run by itself.
    Differs(String, String),
}

struct Ctx {
    strata: PathBuf,
    mlir_opt: PathBuf,
    work: PathBuf,
    rewrite: rewrite::Tally,
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let strata_flag = args.value("--strata")?;
    let mlir_flag = args.value("--mlir-opt")?;
    let keep = args.value("--keep")?.map(PathBuf::from);
    let jobs: usize = args.parsed("--jobs")?.unwrap_or(2).max(1);
    let filter = args.value("--filter")?;
    let no_gen = args.flag("--no-gen");
    args.finish()?;

    let root = util::repo_root();
    let mlir_opt = util::mlir_opt_binary(mlir_flag)?;
    let strata = util::strata_binary(strata_flag)?;

    let (mut cases, excluded) = corpus(&root, !no_gen)?;
    if let Some(f) = &filter {
        cases.retain(|c| c.name.contains(f.as_str()));
    }
    if excluded > 0 {
        println!("note: {excluded} lit file(s) with expected-error but no `strata-opt %s --verify-diagnostics` RUN line left out");
    }

    let work = match &keep {
        Some(dir) => prepare_keep_dir(dir)?,
        None => {
            let dir = std::env::temp_dir().join(format!("strata-conformance-{}", std::process::id()));
            fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            dir
        }
    };
    println!(
        "conformance: {} cases, strata-opt = {}, reference = {}, {} job(s)",
        cases.len(),
        strata.display(),
        mlir_opt.display(),
        jobs
    );

    let ctx = Ctx { strata, mlir_opt, work: work.clone(), rewrite: rewrite::Tally::default() };
    let outcomes = run_all(&ctx, &cases, jobs);

    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    // Per kind of case: [passed, failed, skipped].
    let mut by_kind = [[0usize; 3]; 4];
    let mut reasons: Vec<(String, usize)> = Vec::new();
    for (o, case) in outcomes.iter().zip(&cases) {
        let kind = &mut by_kind[match case.check {
            Check::Print => 0,
            Check::Diagnostics { .. } => 1,
            Check::Known(_) if case.name.starts_with("lower/") => 3,
            Check::Rewrite { .. } | Check::Known(_) => 2,
            Check::Lowering => 3,
        }];
        match o {
            Outcome::Pass | Outcome::Differs(..) => kind[0] += 1,
            Outcome::Fail(_) => kind[1] += 1,
            Outcome::Skip(_) => kind[2] += 1,
        }
        match o {
            Outcome::Pass | Outcome::Differs(..) => passed += 1,
            Outcome::Fail(_) => failed += 1,
            Outcome::Skip(why) => {
                skipped += 1;
                let key = why.split(':').next().unwrap_or(why).to_string();
                match reasons.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, n)) => *n += 1,
                    None => reasons.push((key, 1)),
                }
            }
        }
    }
    for (why, n) in &reasons {
        println!("skipped ({why}): {n}");
    }
    for (kind, [p, f, k]) in ["print", "invalid", "rewrite", "lowering"].iter().zip(by_kind) {
        println!("{kind} cases: {p} passed, {f} failed, {k} skipped");
    }
    let (rewrite_summary, rewrite_ok) = ctx.rewrite.summary();
    println!("{rewrite_summary}");
    if !rewrite_ok {
        println!(
            "rewrite target missed: every lit function must be identical and at least {}% of all",
            rewrite::MIN_IDENTICAL_PERCENT
        );
        failed += 1;
    }
    match &keep {
        Some(dir) => println!("case files kept in {}", dir.display()),
        None => {
            let _ = fs::remove_dir_all(&work);
            if failed > 0 {
                println!("rerun with --keep DIR (and --filter NAME) to inspect the files of failing cases");
            }
        }
    }
    println!("conformance: {passed} passed, {failed} failed, {skipped} skipped");
    Ok(if failed > 0 { 1 } else { 0 })
}

/// Builds the corpus in its fixed order; also returns how many lit files were left
/// out for `expected-error`.
fn corpus(root: &Path, with_gen: bool) -> Result<(Vec<Case>, usize)> {
    let mut cases = Vec::new();
    let mut excluded = 0;

    let lit = root.join("tests").join("lit");
    let mut files = Vec::new();
    collect_mlir(&lit, &mut files)?;
    files.sort();
    for f in files {
        let text = fs::read_to_string(&f).map_err(|e| format!("cannot read {}: {e}", f.display()))?;
        let rel = f.strip_prefix(root).unwrap_or(&f).display().to_string();
        if text.contains("expected-error") {
            match diagnostics_check(&text) {
                Some(check) => push_chunks(&mut cases, &rel, &text, check),
                None => excluded += 1,
            }
            continue;
        }
        let split = text.contains("--split-input-file") || text.contains("-split-input-file");
        if let Some(flags) = rewrite::lit_flags(&text) {
            let rewrite_differs = text
                .lines()
                .find_map(|l| l.trim_start().strip_prefix("// conformance: rewrite-differs"))
                .map(|why| format!("knowing difference: {}", why.trim()));
            let upstream = rewrite::upstream_flags(&text);
            // An extension option has no upstream counterpart unless the
            // file names upstream's equivalent flags.
            let extension = upstream
                .is_none()
                .then(|| rewrite::strata_extension(&flags))
                .flatten()
                .map(|option| format!("strata extension: {option}"));
            let check = Check::Rewrite { upstream, flags, strict: true };
            match rewrite_differs.or(extension) {
                Some(why) => cases.push(Case {
                    name: format!("rewrite/{rel}"),
                    input: Input::Text(String::new()),
                    check: Check::Known(why),
                }),
                None if split => push_chunks(&mut cases, &format!("rewrite/{rel}"), &text, check),
                None => cases.push(Case { name: format!("rewrite/{rel}"), input: Input::File(f.clone()), check }),
            }
        }
        if split {
            lowering::push_cases(&mut cases, &format!("lower/{rel}"), &text, util::split_input(&text));
            push_chunks(&mut cases, &rel, &text, Check::Print);
        } else {
            lowering::push_cases(&mut cases, &format!("lower/{rel}"), &text, vec![text.clone()]);
            cases.push(Case { name: rel, input: Input::File(f), check: Check::Print });
        }
    }

    if with_gen {
        for (family, ops, seed, extra) in GEN_CASES {
            for generic in [false, true] {
                let mut a: Vec<String> = vec![
                    "--family".into(),
                    family.to_string(),
                    "--ops".into(),
                    ops.to_string(),
                    "--seed".into(),
                    seed.to_string(),
                ];
                a.extend(extra.iter().map(|s| s.to_string()));
                if generic {
                    a.push("--generic".into());
                }
                let form = if generic { "generic" } else { "custom" };
                if !generic {
                    // Each pipeline the issues ask to compare on generated IR.
                    for (suffix, flags) in [
                        ("", &["--canonicalize"][..]),
                        ("-cse", &["--cse"]),
                        ("-canonicalize-cse", &["--canonicalize", "--cse"]),
                    ] {
                        let flags = flags.iter().map(|f| f.to_string()).collect();
                        cases.push(Case {
                            name: format!("rewrite/gen/{family}-{ops}-s{seed}{suffix}"),
                            input: Input::Gen(a.clone()),
                            check: Check::Rewrite { flags, upstream: None, strict: false },
                        });
                    }
                }
                cases.push(Case {
                    name: format!("gen/{family}-{ops}-s{seed}-{form}"),
                    input: Input::Gen(a),
                    check: Check::Print,
                });
            }
        }
    }

    let conf = root.join("tests").join("conformance");
    let mut files = Vec::new();
    if conf.is_dir() {
        for e in fs::read_dir(&conf).map_err(|e| format!("cannot list {}: {e}", conf.display()))? {
            let p = e.map_err(|e| format!("cannot list {}: {e}", conf.display()))?.path();
            if p.extension().is_some_and(|x| x == "mlir") && p.is_file() {
                files.push(p);
            }
        }
    }
    files.sort();
    for f in files {
        let text = fs::read_to_string(&f).map_err(|e| format!("cannot read {}: {e}", f.display()))?;
        let rel = f.strip_prefix(root).unwrap_or(&f).display().to_string();
        push_chunks(&mut cases, &rel, &text, Check::Print);
    }
    Ok((cases, excluded))
}

/// The invalid-case check of a lit file with `expected-error`: the flags of its
/// first `strata-opt %s` RUN line, if that line verifies diagnostics and is not
/// negated (a `not strata-opt` line tests the failure output itself).
fn diagnostics_check(text: &str) -> Option<Check> {
    let args = first_run_args(text)?;
    // Shell words: a quoted option list (`--arith-expand="a b"`) is one flag.
    let flags: Vec<String> = split_shell_words(args)
        .into_iter()
        .filter(|a| !matches!(a.as_str(), "%s" | "--split-input-file" | "-split-input-file"))
        .collect();
    if !flags.iter().any(|f| f == "--verify-diagnostics" || f == "-verify-diagnostics") {
        return None;
    }
    let strata_only = text.lines().find_map(|l| l.trim_start().strip_prefix("// conformance: strata-only"));
    let why = |w: &str| w.trim().trim_start_matches('(').trim_end_matches(')').to_string();
    Some(Check::Diagnostics { flags, strata_only: strata_only.map(why) })
}

/// The arguments of a lit file's first RUN line when it is `strata-opt
/// ARGS | ...` (not negated), up to the first pipe.
fn first_run_args(text: &str) -> Option<&str> {
    let run = text.lines().find_map(|l| l.trim_start().strip_prefix("// RUN:"))?.trim();
    run.strip_prefix("strata-opt ")?.split('|').next()
}

/// One case per `// -----` chunk (`name#k`), or the whole file if there is one chunk.
fn push_chunks(cases: &mut Vec<Case>, rel: &str, text: &str, check: Check) {
    let chunks = util::split_input(text);
    if chunks.len() == 1 {
        cases.push(Case { name: rel.to_string(), input: Input::Text(text.to_string()), check });
        return;
    }
    for (k, chunk) in chunks.into_iter().enumerate() {
        cases.push(Case { name: format!("{rel}#{}", k + 1), input: Input::Text(chunk), check: check.clone() });
    }
}

fn collect_mlir(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    if !dir.is_dir() {
        return Ok(());
    }
    for e in fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))? {
        let p = e.map_err(|e| format!("cannot list {}: {e}", dir.display()))?.path();
        let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if p.is_dir() {
            // lit's own output directories and test inputs are not tests.
            if name != "Output" && name != "Inputs" {
                collect_mlir(&p, out)?;
            }
        } else if name.ends_with(".mlir") {
            out.push(p);
        }
    }
    Ok(())
}

fn prepare_keep_dir(dir: &Path) -> Result<PathBuf> {
    if dir.exists() {
        let empty = fs::read_dir(dir).map(|mut d| d.next().is_none()).unwrap_or(false);
        if !empty {
            if !dir.join(KEEP_MARKER).is_file() {
                return Err(format!(
                    "--keep {}: directory exists and was not made by `cargo xtask conformance`; choose another",
                    dir.display()
                ));
            }
            fs::remove_dir_all(dir).map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
        }
    }
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    fs::write(dir.join(KEEP_MARKER), "").map_err(|e| format!("cannot write in {}: {e}", dir.display()))?;
    dir.canonicalize().map_err(|e| format!("{}: {e}", dir.display()))
}

/// Runs every case on `jobs` threads and prints each result in corpus order as
/// soon as all earlier cases are done.
fn run_all(ctx: &Ctx, cases: &[Case], jobs: usize) -> Vec<Outcome> {
    struct Shared {
        results: Vec<Option<Outcome>>,
        printed: usize,
    }
    let next = AtomicUsize::new(0);
    let shared = Mutex::new(Shared { results: (0..cases.len()).map(|_| None).collect(), printed: 0 });
    std::thread::scope(|s| {
        for _ in 0..jobs.min(cases.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= cases.len() {
                    break;
                }
                let outcome = run_case(ctx, i, &cases[i]);
                let mut sh = shared.lock().unwrap_or_else(|e| e.into_inner());
                sh.results[i] = Some(outcome);
                while sh.printed < cases.len() {
                    let p = sh.printed;
                    match &sh.results[p] {
                        None => break,
                        Some(o) => report(&cases[p].name, o),
                    }
                    sh.printed += 1;
                }
            });
        }
    });
    let sh = shared.into_inner().unwrap_or_else(|e| e.into_inner());
    sh.results.into_iter().map(|o| o.unwrap_or_else(|| Outcome::Fail("internal: case did not run".into()))).collect()
}

fn report(name: &str, o: &Outcome) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = match o {
        Outcome::Pass => writeln!(out, "PASS {name}"),
        Outcome::Skip(why) => writeln!(out, "SKIP {name} ({why})"),
        Outcome::Fail(detail) => write!(out, "FAIL {name}\n{detail}"),
        Outcome::Differs(summary, detail) => write!(out, "DIFF {name} ({summary})\n{detail}"),
    };
    let _ = out.flush();
}

fn case_dir_name(i: usize, name: &str) -> String {
    let clean: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' { c } else { '_' }).collect();
    let tail: String = clean.chars().rev().take(80).collect::<Vec<_>>().into_iter().rev().collect();
    format!("{i:04}-{tail}")
}

fn run_case(ctx: &Ctx, i: usize, case: &Case) -> Outcome {
    match try_case(ctx, i, case) {
        Ok(o) => o,
        Err(e) => Outcome::Fail(format!("  error: {e}\n")),
    }
}

fn try_case(ctx: &Ctx, i: usize, case: &Case) -> Result<Outcome> {
    let dir = ctx.work.join(case_dir_name(i, &case.name));
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let write = |name: &str, bytes: &[u8]| -> Result<PathBuf> {
        let p = dir.join(name);
        fs::write(&p, bytes).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
        Ok(p)
    };

    let input = match &case.input {
        Input::File(p) => p.clone(),
        Input::Text(t) => write("input.mlir", t.as_bytes())?,
        Input::Gen(args) => {
            let p = dir.join("input.mlir");
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let generated = gen::cli::config_of(&args).and_then(|cfg| gen::generate_file(&cfg, &p));
            if let Err(e) = generated {
                return Ok(Outcome::Fail(format!("  cargo xtask gen {}: {e}\n", args.join(" "))));
            }
            p
        }
    };

    match &case.check {
        Check::Known(why) => return Ok(Outcome::Skip(why.clone())),
        Check::Diagnostics { flags, strata_only } => {
            return diagnostics_case(ctx, &dir, &input, flags, strata_only.as_deref());
        }
        Check::Rewrite { flags, upstream, strict } => {
            let upstream = upstream.as_deref().unwrap_or(flags);
            return rewrite::rewrite_case(ctx, &dir, &input, flags, upstream, *strict);
        }
        Check::Lowering => return lowering::lowering_case(ctx, &dir, &input),
        Check::Print => {}
    }

    // The reference input: mlir-opt's generic print of the case.
    let mut cmd = Command::new(&ctx.mlir_opt);
    cmd.args(REF_FLAGS).arg(&input).current_dir(&dir);
    let r = run_to_files(&mut cmd, &dir, "make-ref")?;
    if r.timed_out {
        return Ok(Outcome::Skip("rejected by mlir-opt: timed out".into()));
    }
    if !r.status.success() {
        let stderr = String::from_utf8_lossy(&r.stderr).replace(&format!("{}/", dir.display()), "");
        let first = stderr.lines().next().unwrap_or("").to_string();
        return Ok(Outcome::Skip(format!("rejected by mlir-opt: {first}")));
    }
    write("ref.mlir", &r.stdout)?;

    let mut detail = String::new();
    // The original (custom-form) input exercises the custom parsers; `ref.mlir`
    // is generic, so it exercises the generic parser and the printers.
    let custom_input = ("custom-input", &["--allow-unregistered-dialect"][..], input.as_path());
    let ref_variants = VARIANTS.iter().map(|(v, f)| (*v, *f, Path::new("ref.mlir")));
    for (variant, flags, file) in std::iter::once(custom_input).chain(ref_variants) {
        let mut cmd = Command::new(&ctx.mlir_opt);
        cmd.args(flags).arg(file).current_dir(&dir);
        let expected = run_to_files(&mut cmd, &dir, &format!("mlir-opt.{variant}"))?;
        if !expected.status.success() || expected.timed_out {
            return Ok(Outcome::Skip(format!(
                "mlir-opt cannot re-read its own output: {variant}: {}",
                String::from_utf8_lossy(&expected.stderr).lines().next().unwrap_or("")
            )));
        }
        let mut cmd = Command::new(&ctx.strata);
        cmd.args(flags).arg(file).current_dir(&dir);
        let actual = run_to_files(&mut cmd, &dir, &format!("strata.{variant}"))?;
        let flags_text = format!("{} {}", flags.join(" "), file.file_name().unwrap_or_default().to_string_lossy());
        if actual.timed_out {
            detail.push_str(&format!(
                "  [{variant}] strata-opt {flags_text} timed out after {}s\n",
                TOOL_TIMEOUT.as_secs()
            ));
        } else if !actual.status.success() {
            detail.push_str(&format!(
                "  [{variant}] strata-opt {flags_text} failed ({})\n{}",
                describe(actual.status),
                util::excerpt(&actual.stderr, 12)
            ));
        } else if actual.stdout != expected.stdout {
            detail.push_str(&format!(
                "  [{variant}] output differs (- mlir-opt, + strata-opt) for {flags_text}\n{}",
                util::line_diff(
                    &String::from_utf8_lossy(&expected.stdout),
                    &String::from_utf8_lossy(&actual.stdout),
                    30
                )
            ));
        }
    }
    Ok(if detail.is_empty() { Outcome::Pass } else { Outcome::Fail(detail) })
}

/// An invalid case: both tools verify the chunk's annotated diagnostics.
fn diagnostics_case(
    ctx: &Ctx,
    dir: &Path,
    input: &Path,
    flags: &[String],
    strata_only: Option<&str>,
) -> Result<Outcome> {
    let run = |tool: &Path, stem: &str| -> Result<RunResult> {
        let mut cmd = Command::new(tool);
        cmd.args(flags).arg(input).current_dir(dir);
        run_to_files(&mut cmd, dir, stem)
    };
    let strata = run(&ctx.strata, "strata.diagnostics")?;
    let reference = run(&ctx.mlir_opt, "mlir-opt.diagnostics")?;
    let ok = |r: &RunResult| r.status.success() && !r.timed_out;
    let mut detail = String::new();
    if !ok(&strata) {
        detail.push_str(&format!(
            "  strata-opt {} failed ({})\n{}",
            flags.join(" "),
            if strata.timed_out { "timed out".to_string() } else { describe(strata.status) },
            util::excerpt(&strata.stderr, 12)
        ));
    }
    match (strata_only, ok(&reference)) {
        (None, false) => detail.push_str(&format!(
            "  mlir-opt-22 {} failed: the annotations are not upstream's diagnostics \
             (mark a knowing difference `// conformance: strata-only (why)`)\n{}",
            flags.join(" "),
            util::excerpt(&reference.stderr, 12)
        )),
        (Some(_), true) => {
            detail.push_str("  mlir-opt-22 passes a case marked `conformance: strata-only`: drop the mark\n")
        }
        _ => {}
    }
    if detail.is_empty() && strata_only.is_none() {
        detail = rendered_diagnostics(ctx, dir, input, flags)?;
    }
    Ok(match strata_only {
        _ if !detail.is_empty() => Outcome::Fail(detail),
        Some(why) => Outcome::Skip(format!("strata-only: {why}")),
        None => Outcome::Pass,
    })
}

/// The second half of an invalid case: without `--verify-diagnostics` both
/// tools must fail and write the same bytes to stderr (messages, source
/// lines, carets, notes, the "see current operation" op). Normalized first:
/// mlir-opt-22 then also reports every `expected-*` directive of the input
/// as "not produced" (even matched ones), which strata does not copy, and
/// the "Available dialects" lists differ by design (docs/differences.md).
fn rendered_diagnostics(ctx: &Ctx, dir: &Path, input: &Path, flags: &[String]) -> Result<String> {
    let plain: Vec<&String> = flags.iter().filter(|f| !f.contains("verify-diagnostics")).collect();
    let run = |tool: &Path, stem: &str| -> Result<RunResult> {
        let mut cmd = Command::new(tool);
        cmd.args(&plain).arg(input).current_dir(dir);
        run_to_files(&mut cmd, dir, stem)
    };
    let strata = run(&ctx.strata, "strata.stderr")?;
    let reference = run(&ctx.mlir_opt, "mlir-opt.stderr")?;
    let (a, b) = (normalize_stderr(&reference.stderr), normalize_stderr(&strata.stderr));
    let same_status = strata.status.code() == reference.status.code() && !strata.timed_out;
    if a == b && same_status {
        return Ok(String::new());
    }
    Ok(format!(
        "  [stderr] diagnostics differ (- mlir-opt {}, + strata-opt {}) for {}\n{}",
        describe(reference.status),
        describe(strata.status),
        plain.iter().map(|f| f.as_str()).collect::<Vec<_>>().join(" "),
        util::line_diff(&a, &b, 30)
    ))
}

/// See [`rendered_diagnostics`].
fn normalize_stderr(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if line.contains(": error: expected ") && line.ends_with("\" was not produced") {
            i += 3; // the message, the directive's line and its range
            continue;
        }
        match line.find("note: Available dialects: ") {
            Some(at) => {
                let tail = line.find(" ; ").map_or("", |k| &line[k..]);
                out.push_str(&format!("{}note: Available dialects: <registered dialects>{tail}", &line[..at]));
            }
            None => out.push_str(line),
        }
        out.push('\n');
        i += 1;
    }
    out
}

/// A child's exit status for a report (a signal is called out as a likely crash).
pub(crate) fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return format!("killed by signal {sig}: crash?");
        }
    }
    status.to_string()
}

/// One tool run: its status and captured output; `timed_out` when it was killed
/// at its time limit.
pub(crate) struct RunResult {
    pub status: ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
}

/// [`run_to_files_within`] with conformance's [`TOOL_TIMEOUT`].
fn run_to_files(cmd: &mut Command, dir: &Path, stem: &str) -> Result<RunResult> {
    run_to_files_within(cmd, dir, stem, TOOL_TIMEOUT)
}

/// Runs `cmd` with stdout/stderr sent to `<dir>/<stem>.out` / `.err` (no pipes, so
/// no deadlock on big outputs), killing it after `limit`.
pub(crate) fn run_to_files_within(cmd: &mut Command, dir: &Path, stem: &str, limit: Duration) -> Result<RunResult> {
    let out_path = dir.join(format!("{stem}.out"));
    let err_path = dir.join(format!("{stem}.err"));
    let out = fs::File::create(&out_path).map_err(|e| format!("cannot create {}: {e}", out_path.display()))?;
    let err = fs::File::create(&err_path).map_err(|e| format!("cannot create {}: {e}", err_path.display()))?;
    let program = cmd.get_program().to_string_lossy().into_owned();
    let mut child =
        cmd.stdin(Stdio::null()).stdout(out).stderr(err).spawn().map_err(|e| format!("cannot run {program}: {e}"))?;
    let start = Instant::now();
    let mut nap = Duration::from_millis(1);
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) => {
                if start.elapsed() > limit {
                    let _ = child.kill();
                    timed_out = true;
                    break child.wait().map_err(|e| format!("waiting for {program}: {e}"))?;
                }
                std::thread::sleep(nap);
                nap = (nap * 2).min(Duration::from_millis(20));
            }
            Err(e) => return Err(format!("waiting for {program}: {e}")),
        }
    };
    let stdout = fs::read(&out_path).map_err(|e| format!("cannot read {}: {e}", out_path.display()))?;
    let stderr = fs::read(&err_path).map_err(|e| format!("cannot read {}: {e}", err_path.display()))?;
    Ok(RunResult { status, stdout, stderr, timed_out })
}
