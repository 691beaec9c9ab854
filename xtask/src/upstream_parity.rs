//! `cargo xtask upstream-parity`: how much of upstream MLIR's own test files
//! strata-opt handles like `mlir-opt-22`. A measurement, not a pass/fail check.
//!
//! The files come in sets (`--set`):
//! - `dialects` (the default): upstream's
//!   `mlir/test/Dialect/<D>/{canonicalize,ops,invalid}.mlir` for the dialects
//!   strata implements (Index: `index-{canonicalize,ops,errors}.mlir`),
//!   `mlir/test/Transforms/{cse,canonicalize,canonicalize-dce,
//!   canonicalize-block-merge}.mlir` and `mlir/test/IR/invalid.mlir` ([`FILES`]);
//! - `conversions`: every `.mlir` file of the conversion test directories
//!   [`CONVERSION_DIRS`] (`SCFToControlFlow`, `AffineToStandard`,
//!   `ReconcileUnrealizedCasts`, `VectorToSCF`) and the expansion/decomposition
//!   files [`CONVERSION_FILES`] (`Arith/expand-ops`, `MemRef/expand-strided-metadata`,
//!   `Math/expand-math`, `Transforms/decompose-call-graph-types`); a file whose
//!   pass strata lacks is still listed (its chunks just are not identical);
//! - `transforms`: upstream's test files of the generic transforms
//!   [`TRANSFORM_FILES`] (`loop-invariant-code-motion`, `control-flow-sink`,
//!   `topological-sort`, ...); a file whose pass strata lacks is still listed;
//! - `llvmir`: upstream's `mlir/test/Dialect/LLVMIR/` files that test the
//!   `llvm` dialect itself with mlir-opt alone [`LLVMIR_FILES`] (round trips,
//!   verifier and parser errors, and the generic passes on `llvm` IR);
//! - `to-llvm`: upstream's test files of the lowerings to the `llvm`
//!   dialect [`TO_LLVM_FILES`] (`ArithToLLVM`, `FuncToLLVM`,
//!   `MemRefToLLVM`, `ControlFlowToLLVM`, `IndexToLLVM`, `MathToLLVM`,
//!   `VectorToLLVM`);
//! - `all`: the five.
//!
//! They are read from `--dir` (any checkout of llvm-project at release 22, or a
//! directory holding just those files under their repository paths; they are
//! never committed here). Each file is split on `// -----` lines
//! (when that RUN line has `--split-input-file`; else it is one chunk)
//! and every chunk is run through both tools with the flags of the file's first
//! RUN line that runs `mlir-opt` into FileCheck or with `--verify-diagnostics`
//! ([`run_line`]; a `not mlir-opt ...` line only when there is no other), from
//! the chunk's directory and by the same relative name, with
//! a time limit per run. Per file it counts
//! - chunks;
//! - accepted: mlir-opt-22 exits 0 (under `--verify-diagnostics`: the chunk's
//!   annotated diagnostics are exactly what it reports; under `not`: it fails
//!   with status 1);
//! - of those, the chunks using a dialect mlir-opt-22 registers and strata does
//!   not ("other", [`dialects_used`] against both tools' `--show-dialects`;
//!   unregistered test ops like `"foo.op"` do not count) and the others
//!   ("strata dialects");
//! - of the latter, identical: strata-opt exits 0 with the same stdout bytes
//!   (normal files; also the same stderr bytes when the RUN line pipes `2>&1`
//!   into FileCheck), also passes `--verify-diagnostics` (invalid files), or
//!   also fails with status 1 and, under `2>&1`, the same stdout and stderr
//!   (`not` lines);
//! - strata-opt crashes (exit status above 1 or a signal) and hangs (time limit)
//!   on any chunk.
//!
//! Each differing chunk gets a cause (strata's first error line, or the op on the
//! first differing output line); the causes are tallied per file, most frequent
//! first, with an example chunk each. `--diffs` prints every differing chunk.
//! Exit status 0 unless the setup fails.

use crate::conformance::{describe, run_to_files_within, split_shell_words, RunResult};
use crate::util::{self, Args, Result};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// Dialect test directories strata has a dialect for.
const DIALECT_DIRS: &[&str] =
    &["Affine", "Arith", "ControlFlow", "Func", "Index", "Math", "MemRef", "SCF", "Tensor", "Vector"];

/// The measured files besides `Dialect/<D>/{canonicalize,ops,invalid}.mlir`,
/// relative to `--dir`; missing ones are listed and skipped. The Index dialect
/// names its files `index-*.mlir` (`index-errors` is its `invalid`).
const FILES: &[&str] = &[
    "mlir/test/Dialect/Index/index-canonicalize.mlir",
    "mlir/test/Dialect/Index/index-ops.mlir",
    "mlir/test/Dialect/Index/index-errors.mlir",
    "mlir/test/Transforms/cse.mlir",
    "mlir/test/Transforms/canonicalize.mlir",
    "mlir/test/Transforms/canonicalize-dce.mlir",
    "mlir/test/Transforms/canonicalize-block-merge.mlir",
    "mlir/test/IR/invalid.mlir",
];

/// Conversion test directories whose every `.mlir` file is in the
/// `conversions` set, relative to `--dir`.
const CONVERSION_DIRS: &[&str] = &[
    "mlir/test/Conversion/SCFToControlFlow",
    "mlir/test/Conversion/AffineToStandard",
    "mlir/test/Conversion/ReconcileUnrealizedCasts",
    "mlir/test/Conversion/VectorToSCF",
];

/// Single files of the `conversions` set, relative to `--dir`.
const CONVERSION_FILES: &[&str] = &[
    "mlir/test/Dialect/Arith/expand-ops.mlir",
    "mlir/test/Dialect/MemRef/expand-strided-metadata.mlir",
    "mlir/test/Dialect/Math/expand-math.mlir",
    "mlir/test/Transforms/decompose-call-graph-types.mlir",
];

/// The `transforms` set: upstream's tests of generic passes, relative to
/// `--dir`.
const TRANSFORM_FILES: &[&str] = &[
    "mlir/test/Transforms/loop-invariant-code-motion.mlir",
    "mlir/test/Transforms/loop-invariant-subset-hoisting.mlir",
    "mlir/test/Transforms/control-flow-sink.mlir",
    "mlir/test/Transforms/test-toposort.mlir",
    "mlir/test/Transforms/sccp.mlir",
    "mlir/test/Transforms/sccp-callgraph.mlir",
    "mlir/test/Transforms/sccp-structured.mlir",
    "mlir/test/Dialect/Arith/int-range-opts.mlir",
    "mlir/test/Transforms/inlining.mlir",
    "mlir/test/Transforms/inlining-dce.mlir",
    "mlir/test/Transforms/inlining-recursive.mlir",
    "mlir/test/Transforms/inlining-recursive-2.mlir",
    "mlir/test/Transforms/inlining-recursive-self.mlir",
    "mlir/test/Transforms/inlining-threshold.mlir",
    "mlir/test/Transforms/remove-dead-values.mlir",
    "mlir/test/Dialect/MemRef/mem2reg.mlir",
    "mlir/test/Dialect/MemRef/sroa.mlir",
];

/// The `llvmir` set, relative to `--dir`: chosen from the listing of upstream's
/// `mlir/test/Dialect/LLVMIR/` as the files whose RUN line runs `mlir-opt`
/// alone on `llvm` dialect IR: parse and print (`roundtrip`, `func`, `global`,
/// `types`, `alias`, `loop-metadata`), verifier and parser errors (`invalid`,
/// `types-invalid`, `invalid-call-location`), and the generic passes on
/// `llvm` functions (`canonicalize`, `constant-folding`, `inlining`,
/// `inlining-alias-scopes`, `inlining-loop-annotation`, `mem2reg`, `sroa`).
/// Left out: translation tests (`mlir-translate`), other dialects' files
/// (`nvvm`, `rocdl`, `genx`, `xevm`, `omp`), the `llvm` dialect's own passes
/// (`legalize-for-export`, `add-comdats`, debug-info scopes, data layouts),
/// test passes (`layout`, ...) and the typed-pointer files release 22 no
/// longer parses. `callgraph` (it runs `-test-print-callgraph`) is the one
/// test-pass file kept, for the call-graph interfaces of `llvm.call`.
const LLVMIR_FILES: &[&str] = &[
    "mlir/test/Dialect/LLVMIR/roundtrip.mlir",
    "mlir/test/Dialect/LLVMIR/invalid.mlir",
    "mlir/test/Dialect/LLVMIR/func.mlir",
    "mlir/test/Dialect/LLVMIR/global.mlir",
    "mlir/test/Dialect/LLVMIR/alias.mlir",
    "mlir/test/Dialect/LLVMIR/types.mlir",
    "mlir/test/Dialect/LLVMIR/types-invalid.mlir",
    "mlir/test/Dialect/LLVMIR/invalid-call-location.mlir",
    "mlir/test/Dialect/LLVMIR/canonicalize.mlir",
    "mlir/test/Dialect/LLVMIR/constant-folding.mlir",
    "mlir/test/Dialect/LLVMIR/callgraph.mlir",
    "mlir/test/Dialect/LLVMIR/inlining.mlir",
    "mlir/test/Dialect/LLVMIR/inlining-alias-scopes.mlir",
    "mlir/test/Dialect/LLVMIR/inlining-loop-annotation.mlir",
    "mlir/test/Dialect/LLVMIR/loop-metadata.mlir",
    "mlir/test/Dialect/LLVMIR/mem2reg.mlir",
    "mlir/test/Dialect/LLVMIR/sroa.mlir",
];

/// The `to-llvm` set, relative to `--dir`: the test files of the lowerings
/// to the `llvm` dialect strata implements whose first RUN line runs one
/// pass (or a pipeline of them) with `mlir-opt` alone.
const TO_LLVM_FILES: &[&str] = &[
    "mlir/test/Conversion/ArithToLLVM/arith-to-llvm.mlir",
    "mlir/test/Conversion/ArithToLLVM/convert-nd-vector-to-llvmir.mlir",
    "mlir/test/Conversion/FuncToLLVM/func-to-llvm.mlir",
    "mlir/test/Conversion/FuncToLLVM/convert-funcs.mlir",
    "mlir/test/Conversion/FuncToLLVM/calling-convention.mlir",
    "mlir/test/Conversion/MemRefToLLVM/memref-to-llvm.mlir",
    "mlir/test/Conversion/MemRefToLLVM/expand-then-convert-to-llvm.mlir",
    "mlir/test/Conversion/ControlFlowToLLVM/branch.mlir",
    "mlir/test/Conversion/IndexToLLVM/index-to-llvm.mlir",
    "mlir/test/Conversion/MathToLLVM/math-to-llvm.mlir",
    "mlir/test/Conversion/VectorToLLVM/vector-to-llvm.mlir",
];

/// Time limit for one tool run on one chunk.
const TIME_LIMIT: Duration = Duration::from_secs(10);

const USAGE: &str = "\
usage: cargo xtask upstream-parity --dir DIR [options]

  --dir DIR          root holding upstream's mlir/test/... (an llvm-project
                     checkout at release 22; required)
  --strata-bin PATH  strata-opt to measure (default: $STRATA_OPT, else a fresh
                     `cargo build --release -p strata-opt`)
  --mlir-opt PATH    reference tool (default: $MLIR_OPT, else mlir-opt-22)
  --jobs N           parallel tool runs (default 2)
  --set NAME         which files: dialects (default; dialect, canonicalize,
                     cse and IR tests), conversions (SCFToControlFlow,
                     AffineToStandard, ReconcileUnrealizedCasts and VectorToSCF
                     directories, Arith/expand-ops, MemRef/expand-strided-metadata,
                     Math/expand-math, Transforms/decompose-call-graph-types),
                     transforms (Transforms/loop-invariant-code-motion,
                     loop-invariant-subset-hoisting, control-flow-sink,
                     test-toposort, sccp, sccp-callgraph, sccp-structured,
                     Dialect/Arith/int-range-opts, inlining, inlining-dce,
                     inlining-recursive, inlining-recursive-2,
                     inlining-recursive-self, inlining-threshold,
                     remove-dead-values, Dialect/MemRef/mem2reg,
                     Dialect/MemRef/sroa), llvmir (Dialect/LLVMIR/roundtrip,
                     invalid, func, global, alias, types, types-invalid,
                     invalid-call-location, canonicalize, constant-folding,
                     callgraph, inlining, mem2reg, sroa), to-llvm
                     (Conversion/ArithToLLVM, FuncToLLVM, MemRefToLLVM,
                     ControlFlowToLLVM, IndexToLLVM, MathToLLVM and
                     VectorToLLVM test files) or all
  --file TEXT        only files whose path contains TEXT
  --diffs            print each differing chunk with a short diff or error
  --markdown         print the table as markdown
";

/// How a file's chunks are run, from its RUN line.
#[derive(Debug, PartialEq)]
struct RunLine {
    /// The flags after `mlir-opt`, without `%s`, `--split-input-file` and redirections.
    flags: Vec<String>,
    /// `--verify-diagnostics`: compare pass/fail, not output.
    verify: bool,
    /// `not mlir-opt ...`: the run is expected to fail (status 1).
    expect_failure: bool,
    /// `2>&1` into FileCheck: stderr is compared as well as stdout.
    merge_stderr: bool,
    /// `--split-input-file`: the file is run chunk by chunk; without it, whole.
    split: bool,
}

/// The first RUN command (continuation lines joined) that is `mlir-opt ...`
/// piped into FileCheck, or `mlir-opt ... --verify-diagnostics`; failing that,
/// the first `not mlir-opt ...` one (an expected failure).
fn run_line(text: &str) -> Option<RunLine> {
    let mut commands: Vec<String> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let Some(body) = line.trim_start().strip_prefix("// RUN:").or_else(|| line.trim_start().strip_prefix("//RUN:"))
        else {
            open = false;
            continue;
        };
        let body = body.trim();
        let (body, continues) = match body.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (body, false),
        };
        match commands.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(body);
            }
            _ => commands.push(body.to_string()),
        }
        open = continues;
    }
    let parsed: Vec<RunLine> = commands.iter().filter_map(|c| parse_command(c)).collect();
    let first = parsed.iter().position(|r| !r.expect_failure).or_else(|| (!parsed.is_empty()).then_some(0))?;
    parsed.into_iter().nth(first)
}

/// One RUN command as a [`RunLine`], when it is `[not] mlir-opt ...` piped
/// into FileCheck or run with `--verify-diagnostics`.
fn parse_command(command: &str) -> Option<RunLine> {
    let mut stages = command.split('|');
    let mut words = split_shell_words(stages.next()?);
    let expect_failure = words.first().is_some_and(|w| w == "not");
    if expect_failure {
        words.remove(0);
    }
    if words.first().map(String::as_str) != Some("mlir-opt") {
        return None;
    }
    let verify = words.iter().any(|w| w.trim_start_matches('-').starts_with("verify-diagnostics"));
    let filecheck = stages.any(|s| s.split_whitespace().next().is_some_and(|w| w.starts_with("FileCheck")));
    if !verify && !filecheck {
        return None;
    }
    let merge_stderr = filecheck && words.iter().any(|w| w == "2>&1");
    let split = words.iter().any(|w| w.trim_start_matches('-').starts_with("split-input-file"));
    let flags = words[1..]
        .iter()
        .filter(|w| {
            let redirect = w.starts_with('>') || w.starts_with('<') || w.starts_with("2>");
            !redirect && w.as_str() != "%s" && !w.trim_start_matches('-').starts_with("split-input-file")
        })
        .cloned()
        .collect();
    Some(RunLine { flags, verify, expect_failure, merge_stderr, split })
}

/// The files of a `--set`, relative to `dir`: for `conversions` the `.mlir`
/// files of [`CONVERSION_DIRS`] found there (sorted; a missing directory is
/// listed as itself, so it shows as not present) and [`CONVERSION_FILES`].
fn file_set(set: &str, dir: &Path) -> Result<Vec<String>> {
    let dialects = || {
        DIALECT_DIRS
            .iter()
            .flat_map(|d| ["canonicalize", "ops", "invalid"].map(|f| format!("mlir/test/Dialect/{d}/{f}.mlir")))
            .chain(FILES.iter().map(|f| f.to_string()))
            .collect::<Vec<_>>()
    };
    let conversions = || {
        let mut out = Vec::new();
        for d in CONVERSION_DIRS {
            let mut names: Vec<String> = fs::read_dir(dir.join(d))
                .map(|entries| {
                    entries
                        .filter_map(|e| e.ok())
                        .map(|e| e.file_name().to_string_lossy().into_owned())
                        .filter(|n| n.ends_with(".mlir"))
                        .collect()
                })
                .unwrap_or_default();
            names.sort();
            if names.is_empty() {
                out.push(d.to_string());
            }
            out.extend(names.into_iter().map(|n| format!("{d}/{n}")));
        }
        out.extend(CONVERSION_FILES.iter().map(|f| f.to_string()));
        out
    };
    match set {
        "dialects" => Ok(dialects()),
        "conversions" => Ok(conversions()),
        "transforms" => Ok(TRANSFORM_FILES.iter().map(|f| f.to_string()).collect()),
        "llvmir" => Ok(LLVMIR_FILES.iter().map(|f| f.to_string()).collect()),
        "to-llvm" => Ok(TO_LLVM_FILES.iter().map(|f| f.to_string()).collect()),
        "all" => Ok(dialects()
            .into_iter()
            .chain(conversions())
            .chain(TRANSFORM_FILES.iter().map(|f| f.to_string()))
            .chain(LLVMIR_FILES.iter().map(|f| f.to_string()))
            .chain(TO_LLVM_FILES.iter().map(|f| f.to_string()))
            .collect()),
        other => {
            Err(format!("--set {other}: expected dialects, conversions, transforms, llvmir, to-llvm or all\n\n{USAGE}"))
        }
    }
}

/// The dialects a chunk uses: the prefixes of op names at op positions (the
/// first word of a line or the word after `... =`), of generic op names
/// (`"dialect.op"(`) and of dialect types and attributes (`!dialect.`,
/// `#dialect.`). Comments are ignored.
fn dialects_used(chunk: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    for line in chunk.lines() {
        let line = strip_comment(line);
        // Generic op names and dialect types/attributes anywhere on the line.
        let bytes: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if c == '"' {
                let end = bytes[i + 1..].iter().position(|&q| q == '"').map(|k| i + 1 + k);
                let Some(end) = end else { break };
                let name: String = bytes[i + 1..end].iter().collect();
                if bytes.get(end + 1) == Some(&'(') {
                    if let Some(d) = dialect_of(&name) {
                        out.insert(d);
                    }
                }
                i = end + 1;
                continue;
            }
            if (c == '!' || c == '#') && (i == 0 || !ident(bytes[i - 1])) {
                let word: String = bytes[i + 1..].iter().take_while(|&&c| ident(c) || c == '.').collect();
                if word.contains('.') {
                    if let Some(d) = dialect_of(&word) {
                        out.insert(d);
                    }
                }
            }
            i += 1;
        }
        // The custom-form op name at the op position.
        let mut rest = line.trim_start();
        if rest.starts_with('%') {
            match rest.find(" = ") {
                Some(k) => rest = rest[k + 3..].trim_start(),
                None => continue,
            }
        }
        let word: String = rest.chars().take_while(|&c| ident(c) || c == '.').collect();
        let after = rest[word.len()..].trim_start();
        if word.contains('.') && !after.starts_with('=') && !after.starts_with(':') {
            if let Some(d) = dialect_of(&word) {
                out.insert(d);
            }
        }
    }
    out
}

/// `line` without a trailing `//` comment (one outside a string).
fn strip_comment(line: &str) -> &str {
    let mut in_string = false;
    let mut prev = '\0';
    for (k, c) in line.char_indices() {
        match c {
            '"' if prev != '\\' => in_string = !in_string,
            '/' if !in_string && prev == '/' => return &line[..k - 1],
            _ => {}
        }
        prev = c;
    }
    line
}

/// The dialect prefix of `dialect.name` when it looks like one (a lower-case
/// identifier before the first dot, something after it).
fn dialect_of(name: &str) -> Option<String> {
    let (d, rest) = name.split_once('.')?;
    let ok = !d.is_empty()
        && !rest.is_empty()
        && d.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && d.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    ok.then(|| d.to_string())
}

/// A chunk's header for reports: `#k (line L) label` with the chunk's
/// `CHECK-LABEL`, else its first `@symbol`.
fn chunk_header(index: usize, line: usize, chunk: &str) -> String {
    let label = chunk
        .lines()
        .find_map(|l| l.split_once("CHECK-LABEL:").map(|(_, r)| r.trim().to_string()))
        .or_else(|| {
            chunk.lines().map(strip_comment).find_map(|l| {
                let at = l.find('@')?;
                let sym: String =
                    l[at..].chars().take_while(|&c| c == '@' || c.is_alphanumeric() || "_.$-".contains(c)).collect();
                Some(sym)
            })
        })
        .unwrap_or_default();
    let label: String = label.chars().take(60).collect();
    format!("#{index} (line {line}) {label}").trim_end().to_string()
}

struct Chunk {
    file: usize,
    header: String,
    text: String,
}

#[derive(Default)]
struct ChunkResult {
    accepted: bool,
    other: BTreeSet<String>,
    identical: bool,
    crash: Option<String>,
    hang: bool,
    /// Why strata differs (empty when it does not, or the chunk is not compared).
    cause: String,
    detail: String,
}

struct FileRow {
    rel: String,
    run: RunLine,
    chunks: Vec<usize>,
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let dir = args.value("--dir")?.ok_or_else(|| format!("--dir is required\n\n{USAGE}"))?;
    let strata_flag = args.value("--strata-bin")?;
    let mlir_flag = args.value("--mlir-opt")?;
    let jobs: usize = args.parsed("--jobs")?.unwrap_or(2).max(1);
    let filter = args.value("--file")?;
    let diffs = args.flag("--diffs");
    let markdown = args.flag("--markdown");
    let set = args.value("--set")?.unwrap_or_else(|| "dialects".to_string());
    args.finish()?;

    let dir = PathBuf::from(dir);
    if !dir.join("mlir").join("test").is_dir() {
        return Err(format!("--dir {}: no mlir/test there", dir.display()));
    }
    let mlir_opt = util::mlir_opt_binary(mlir_flag)?;
    let strata = util::strata_binary(strata_flag)?;
    let registered = registered_dialects(&strata)?;
    let upstream_dialects = registered_dialects(&mlir_opt)?;

    let candidates: Vec<String> =
        file_set(&set, &dir)?.into_iter().filter(|f| filter.as_deref().is_none_or(|t| f.contains(t))).collect();
    let (mut rows, mut chunks, mut missing) = (Vec::new(), Vec::new(), Vec::new());
    for rel in candidates {
        let path = dir.join(&rel);
        let Ok(text) = fs::read_to_string(&path) else {
            missing.push(rel);
            continue;
        };
        let Some(run) = run_line(&text) else {
            println!("{rel}: no `mlir-opt ... | FileCheck` or `--verify-diagnostics` RUN line; left out");
            continue;
        };
        let mut ids = Vec::new();
        let mut line = 1;
        let parts = if run.split { util::split_input(&text) } else { vec![text] };
        for (k, text) in parts.into_iter().enumerate() {
            ids.push(chunks.len());
            let (header, lines) = (chunk_header(k + 1, line, &text), text.lines().count());
            chunks.push(Chunk { file: rows.len(), header, text });
            line += lines + 1;
        }
        rows.push(FileRow { rel, run, chunks: ids });
    }
    if !missing.is_empty() {
        println!("not present (skipped): {}", missing.join(", "));
    }

    let work = std::env::temp_dir().join(format!("strata-upstream-parity-{}", std::process::id()));
    fs::create_dir_all(&work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    println!(
        "upstream-parity: {} files, {} chunks, strata-opt = {}, reference = {}, {} job(s), {}s limit per run",
        rows.len(),
        chunks.len(),
        strata.display(),
        mlir_opt.display(),
        jobs,
        TIME_LIMIT.as_secs()
    );
    let tools = Tools { strata, mlir_opt, registered, upstream_dialects, work: work.clone() };
    let results = parallel_map(&chunks, jobs, |i, c| {
        measure(&tools, i, c, &rows[c.file].run)
            .unwrap_or_else(|e| ChunkResult { cause: format!("xtask error: {e}"), ..ChunkResult::default() })
    });
    let _ = fs::remove_dir_all(&work);

    if diffs {
        for (c, r) in chunks.iter().zip(&results) {
            if !r.cause.is_empty() {
                println!("DIFF {} {}: {}\n{}", rows[c.file].rel, c.header, r.cause, r.detail);
            }
        }
    }
    print_table(&rows, &results, markdown);
    print_causes(&rows, &chunks, &results);
    Ok(0)
}

struct Tools {
    strata: PathBuf,
    mlir_opt: PathBuf,
    /// What strata-opt registers.
    registered: BTreeSet<String>,
    /// What mlir-opt-22 registers: a prefix neither tool registers is an
    /// unregistered op (`--allow-unregistered-dialect`), not another dialect.
    upstream_dialects: BTreeSet<String>,
    work: PathBuf,
}

/// The dialects `TOOL --show-dialects` lists.
fn registered_dialects(tool: &Path) -> Result<BTreeSet<String>> {
    let out = util::run_capture(Command::new(tool).arg("--show-dialects"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let list = text
        .lines()
        .find_map(|l| l.strip_prefix("Available Dialects:"))
        .ok_or_else(|| format!("{} --show-dialects printed no dialect list", tool.display()))?;
    Ok(list.split(',').map(|d| d.trim().to_string()).filter(|d| !d.is_empty()).collect())
}

/// Runs `f` over `items` on `jobs` threads; results in item order.
fn parallel_map<T: Sync, R: Send>(items: &[T], jobs: usize, f: impl Fn(usize, &T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs.min(items.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                let r = f(i, item);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.into_iter().map(|r| r.expect("every item is mapped")).collect()
}

/// Runs one chunk through both tools.
fn measure(tools: &Tools, i: usize, chunk: &Chunk, run: &RunLine) -> Result<ChunkResult> {
    let dir = tools.work.join(format!("{i:05}"));
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    fs::write(dir.join("input.mlir"), &chunk.text).map_err(|e| format!("cannot write in {}: {e}", dir.display()))?;
    let tool = |bin: &Path, stem: &str| -> Result<RunResult> {
        let mut cmd = Command::new(bin);
        cmd.args(&run.flags).arg("input.mlir").current_dir(&dir);
        run_to_files_within(&mut cmd, &dir, stem, TIME_LIMIT)
    };
    let reference = tool(&tools.mlir_opt, "mlir-opt")?;
    let strata = tool(&tools.strata, "strata")?;
    let _ = fs::remove_dir_all(&dir);

    // Under `not`, a run "succeeds" when the tool fails cleanly (status 1).
    let passed = |r: &RunResult| {
        !r.timed_out && if run.expect_failure { r.status.code() == Some(1) } else { r.status.success() }
    };
    let mut r = ChunkResult {
        accepted: passed(&reference),
        other: dialects_used(&chunk.text)
            .into_iter()
            .filter(|d| tools.upstream_dialects.contains(d) && !tools.registered.contains(d))
            .collect(),
        hang: strata.timed_out,
        ..ChunkResult::default()
    };
    let crashed = strata.status.code().is_none_or(|c| c > 1);
    if crashed && !strata.timed_out {
        r.crash = Some(format!("{}: {}", describe(strata.status), first_error(&strata.stderr)));
    }
    if !r.accepted || !r.other.is_empty() {
        return Ok(r);
    }
    let strata_ok = passed(&strata);
    let same_stderr = !run.merge_stderr || strata.stderr == reference.stderr;
    let same_output =
        if run.expect_failure && !run.merge_stderr { true } else { strata.stdout == reference.stdout && same_stderr };
    r.identical = strata_ok && (run.verify || same_output);
    if r.identical {
        return Ok(r);
    }
    r.cause = if strata.timed_out {
        format!("hang (over {}s)", TIME_LIMIT.as_secs())
    } else if let Some(crash) = &r.crash {
        format!("crash: {crash}")
    } else if !strata_ok && run.expect_failure {
        "strata-opt succeeds where mlir-opt-22 fails".to_string()
    } else if !strata_ok {
        first_error(&strata.stderr)
    } else {
        let (a, b) = (checked_output(run, &reference), checked_output(run, &strata));
        let differ = a.lines().zip(b.lines()).find(|(x, y)| x != y);
        match differ {
            Some((x, y)) => format!("output differs: mlir-opt `{}`, strata `{}`", op_of(x), op_of(y)),
            None => "output differs: length".to_string(),
        }
    };
    r.detail = if strata_ok {
        util::line_diff(&checked_output(run, &reference), &checked_output(run, &strata), 12)
    } else if run.expect_failure {
        util::excerpt(&strata.stdout, 6)
    } else {
        util::excerpt(&strata.stderr, 6)
    };
    Ok(r)
}

/// What FileCheck sees of a run: stdout, then stderr under `2>&1`.
fn checked_output(run: &RunLine, r: &RunResult) -> String {
    let mut t = String::from_utf8_lossy(&r.stdout).into_owned();
    if run.merge_stderr {
        t.push_str(&String::from_utf8_lossy(&r.stderr));
    }
    t
}

/// The op name (or first word) of a printed line, for grouping differences.
fn op_of(line: &str) -> &str {
    let l = line.trim_start();
    let l = if l.starts_with('%') { l.find(" = ").map_or(l, |k| &l[k + 3..]) } else { l };
    let word = l.split_whitespace().next().unwrap_or("");
    // A generic op: `"dialect.op"(...)`.
    word.strip_prefix('"').and_then(|w| w.split('"').next()).unwrap_or(word)
}

/// The first `error:` message of a tool's stderr without its location (the
/// first line if there is none), at most 110 characters.
fn first_error(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let line = text.lines().find(|l| l.contains("error: ")).or_else(|| text.lines().next()).unwrap_or("(no output)");
    let full = line.split_once("error: ").map_or(line, |(_, m)| m).trim();
    let mut msg: String = full.chars().take(110).collect();
    if msg.len() < full.len() {
        msg.push('…');
    }
    msg
}

/// Per-file tallies: chunks, accepted, other dialects, strata dialects,
/// identical, crashes, hangs.
fn tally(row: &FileRow, results: &[ChunkResult]) -> [usize; 7] {
    let mut t = [0; 7];
    for &i in &row.chunks {
        let r = &results[i];
        t[0] += 1;
        t[1] += r.accepted as usize;
        t[2] += (r.accepted && !r.other.is_empty()) as usize;
        t[3] += (r.accepted && r.other.is_empty()) as usize;
        t[4] += r.identical as usize;
        t[5] += r.crash.is_some() as usize;
        t[6] += r.hang as usize;
    }
    t
}

fn print_table(rows: &[FileRow], results: &[ChunkResult], markdown: bool) {
    let head = [
        "file",
        "chunks",
        "accepted by mlir-opt-22",
        "other dialects",
        "strata dialects only",
        "identical",
        "%",
        "strata crashes/hangs",
    ];
    let mut lines: Vec<[String; 8]> = Vec::new();
    let mut total = [0; 7];
    let line_of = |name: String, t: [usize; 7]| {
        let pct = if t[3] == 0 { "-".to_string() } else { format!("{:.0}", 100.0 * t[4] as f64 / t[3] as f64) };
        [
            name,
            t[0].to_string(),
            t[1].to_string(),
            t[2].to_string(),
            t[3].to_string(),
            t[4].to_string(),
            pct,
            format!("{}/{}", t[5], t[6]),
        ]
    };
    for row in rows {
        let t = tally(row, results);
        for (a, b) in total.iter_mut().zip(t) {
            *a += b;
        }
        let kind = match (row.run.verify, row.run.expect_failure) {
            (true, _) => " (verify)",
            (false, true) => " (not)",
            (false, false) => "",
        };
        lines.push(line_of(format!("{}{kind}", row.rel.trim_start_matches("mlir/test/")), t));
    }
    lines.push(line_of("total".to_string(), total));
    println!();
    if markdown {
        println!("| {} |", head.join(" | "));
        println!(
            "|{}",
            head.iter().enumerate().map(|(k, _)| if k == 0 { " --- |" } else { " ---: |" }).collect::<String>()
        );
        for l in &lines {
            println!("| {} |", l.join(" | "));
        }
        return;
    }
    let width: Vec<usize> =
        (0..8).map(|k| lines.iter().map(|l| l[k].len()).chain([head[k].len()]).max().unwrap_or(0)).collect();
    let fmt = |cells: &[String]| {
        cells
            .iter()
            .enumerate()
            .map(|(k, c)| if k == 0 { format!("{c:<w$}", w = width[k]) } else { format!("{c:>w$}", w = width[k]) })
            .collect::<Vec<_>>()
            .join("  ")
    };
    println!("{}", fmt(&head.map(String::from)));
    for l in &lines {
        println!("{}", fmt(l));
    }
}

/// Differences grouped by cause per file, most frequent first, with the other
/// dialects that kept chunks out of the comparison.
fn print_causes(rows: &[FileRow], chunks: &[Chunk], results: &[ChunkResult]) {
    for (f, row) in rows.iter().enumerate() {
        let mut causes: BTreeMap<&str, (usize, &str)> = BTreeMap::new();
        let mut other: BTreeMap<&str, usize> = BTreeMap::new();
        let mut crashes = Vec::new();
        for (c, r) in chunks.iter().zip(results).filter(|(c, _)| c.file == f) {
            if !r.cause.is_empty() {
                causes.entry(&r.cause).or_insert((0, &c.header)).0 += 1;
            }
            if r.accepted {
                for d in &r.other {
                    *other.entry(d).or_default() += 1;
                }
            }
            if r.crash.is_some() || r.hang {
                crashes.push(format!("{} ({})", c.header, r.crash.as_deref().unwrap_or("hang")));
            }
        }
        if causes.is_empty() && other.is_empty() && crashes.is_empty() {
            continue;
        }
        println!("\n{}:", row.rel);
        let mut causes: Vec<_> = causes.into_iter().collect();
        causes.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
        for (cause, (n, example)) in causes {
            println!("  {n:>4}  {cause}   [e.g. {example}]");
        }
        if !other.is_empty() {
            let mut other: Vec<_> = other.into_iter().collect();
            other.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
            let list: Vec<String> = other.iter().map(|(d, n)| format!("{d} {n}")).collect();
            println!("  other dialects (accepted chunks using them): {}", list.join(", "));
        }
        for c in crashes {
            println!("  strata crash/hang: {c}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn run_line_takes_the_first_filecheck_or_verify_command() {
        let text = "// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect \\\n\
                    // RUN:   -pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s\n\
                    // RUN: mlir-opt %s --cse | FileCheck %s --check-prefix=CSE\n";
        let r = run_line(text).unwrap();
        assert_eq!(
            r.flags,
            words(&["-allow-unregistered-dialect", "-pass-pipeline=builtin.module(func.func(canonicalize))"])
        );
        assert!(!r.verify);

        let text = "// RUN: not mlir-opt %s 2>&1 | FileCheck %s\n\
                    // RUN: mlir-opt %s -split-input-file -verify-diagnostics\n";
        let r = run_line(text).unwrap();
        assert_eq!(r.flags, words(&["-verify-diagnostics"]));
        assert!(r.verify);

        // A round trip without FileCheck is not a measurable RUN line.
        assert_eq!(run_line("// RUN: mlir-opt %s | mlir-opt\n"), None);
        assert_eq!(run_line("func.func @f()\n"), None);
    }

    #[test]
    fn run_line_reads_conversion_test_forms() {
        // Pass flag after `%s`, quoted pass options, two RUN lines.
        let text = "// RUN: mlir-opt -allow-unregistered-dialect -convert-scf-to-cf -split-input-file %s | FileCheck %s\n\
                    // RUN: mlir-opt -allow-unregistered-dialect -convert-scf-to-cf=\"allow-pattern-rollback=0\" -split-input-file %s | FileCheck %s\n";
        let r = run_line(text).unwrap();
        assert_eq!(r.flags, words(&["-allow-unregistered-dialect", "-convert-scf-to-cf"]));
        assert!(!r.verify && !r.expect_failure && !r.merge_stderr);

        assert!(r.split);

        // No `-split-input-file`: the file is one chunk.
        let r = run_line("// RUN: mlir-opt -lower-affine %s | FileCheck %s\n").unwrap();
        assert_eq!(r.flags, words(&["-lower-affine"]));
        assert!(!r.split);

        let r = run_line(
            "// RUN: mlir-opt -pass-pipeline=\"builtin.module(gpu.module(lower-affine))\" %s | FileCheck %s\n",
        )
        .unwrap();
        assert_eq!(r.flags, words(&["-pass-pipeline=builtin.module(gpu.module(lower-affine))"]));

        let r = run_line("// RUN: mlir-opt %s -arith-expand=\"include-bf16=true\" -split-input-file | FileCheck %s\n")
            .unwrap();
        assert_eq!(r.flags, words(&["-arith-expand=include-bf16=true"]));

        // Diagnostics in the FileCheck input.
        let r = run_line("// RUN: mlir-opt --lower-affine %s 2>&1 | FileCheck %s\n").unwrap();
        assert_eq!(r.flags, words(&["--lower-affine"]));
        assert!(r.merge_stderr && !r.expect_failure);

        // `-verify-diagnostics` after `-split-input-file`, no FileCheck.
        let r = run_line(
            "// RUN: mlir-opt -allow-unregistered-dialect -convert-scf-to-cf -split-input-file -verify-diagnostics %s\n",
        )
        .unwrap();
        assert_eq!(r.flags, words(&["-allow-unregistered-dialect", "-convert-scf-to-cf", "-verify-diagnostics"]));
        assert!(r.verify);

        // Continuation lines with the FileCheck stage on its own line.
        let text = "// RUN: mlir-opt %s -split-input-file -test-decompose-call-graph-types | FileCheck %s\n\n\
                    // RUN: mlir-opt %s -split-input-file \\\n\
                    // RUN:   -test-one-to-n-type-conversion=\"convert-func-ops\" \\\n\
                    // RUN: | FileCheck %s --check-prefix=CHECK-12N\n";
        assert_eq!(run_line(text).unwrap().flags, words(&["-test-decompose-call-graph-types"]));
        let text = "// RUN: mlir-opt %s -split-input-file \\\n\
                    // RUN:   -test-one-to-n-type-conversion=\"convert-func-ops\" \\\n\
                    // RUN: | FileCheck %s --check-prefix=CHECK-12N\n";
        assert_eq!(run_line(text).unwrap().flags, words(&["-test-one-to-n-type-conversion=convert-func-ops"]));

        // A `not` line is used only when there is no other.
        let text = "// RUN: not mlir-opt %s -split-input-file -mlir-print-ir-after-failure -reconcile-unrealized-casts 2>&1 | FileCheck %s\n";
        let r = run_line(text).unwrap();
        assert_eq!(r.flags, words(&["-mlir-print-ir-after-failure", "-reconcile-unrealized-casts"]));
        assert!(r.expect_failure && r.merge_stderr && !r.verify);
        let text = format!("{text}// RUN: mlir-opt %s -reconcile-unrealized-casts | FileCheck %s\n");
        let r = run_line(&text).unwrap();
        assert_eq!(r.flags, words(&["-reconcile-unrealized-casts"]));
        assert!(!r.expect_failure && !r.merge_stderr);
    }

    #[test]
    fn file_sets() {
        let dir = std::env::temp_dir().join(format!("strata-parity-set-{}", std::process::id()));
        let scf = dir.join("mlir/test/Conversion/SCFToControlFlow");
        fs::create_dir_all(&scf).unwrap();
        fs::write(scf.join("b.mlir"), "").unwrap();
        fs::write(scf.join("a.mlir"), "").unwrap();
        fs::write(scf.join("notes.txt"), "").unwrap();
        let conv = file_set("conversions", &dir).unwrap();
        let all = file_set("all", &dir).unwrap();
        let _ = fs::remove_dir_all(&dir);
        assert_eq!(conv[0], "mlir/test/Conversion/SCFToControlFlow/a.mlir");
        assert_eq!(conv[1], "mlir/test/Conversion/SCFToControlFlow/b.mlir");
        // Missing directories stay listed (reported as not present).
        assert!(conv.contains(&"mlir/test/Conversion/VectorToSCF".to_string()));
        assert!(conv.contains(&"mlir/test/Transforms/decompose-call-graph-types.mlir".to_string()));
        let dialects = file_set("dialects", &dir).unwrap();
        assert!(dialects.contains(&"mlir/test/Transforms/cse.mlir".to_string()));
        assert!(!dialects.iter().any(|f| f.contains("Conversion")));
        let transforms = file_set("transforms", &dir).unwrap();
        assert!(transforms.contains(&"mlir/test/Transforms/loop-invariant-code-motion.mlir".to_string()));
        let llvmir = file_set("llvmir", &dir).unwrap();
        assert!(llvmir.contains(&"mlir/test/Dialect/LLVMIR/roundtrip.mlir".to_string()));
        assert!(llvmir.iter().all(|f| f.starts_with("mlir/test/Dialect/LLVMIR/")));
        let to_llvm = file_set("to-llvm", &dir).unwrap();
        assert!(to_llvm.contains(&"mlir/test/Conversion/ArithToLLVM/arith-to-llvm.mlir".to_string()));
        assert!(to_llvm.iter().all(|f| f.starts_with("mlir/test/Conversion/") && f.contains("ToLLVM/")));
        assert_eq!(all.len(), dialects.len() + conv.len() + transforms.len() + llvmir.len() + to_llvm.len());
        assert!(file_set("nope", &dir).is_err());
    }

    #[test]
    fn dialects_from_op_positions_generic_names_types_and_attributes() {
        let chunk = r#"
// CHECK: affine.for   (a comment: ignored)
func.func @f(%m: memref<4xf32>, %p: !llvm.ptr) -> index {
  %0 = arith.constant 0 : index
  %1:2 = "test.op"() {attr = "gpu.thing"} : () -> (i32, i32)
  %2 = memref.load %m[%0] {foo.bar = #spirv.storage_class<Uniform>} : memref<4xf32>
  scf.yield
  return %0 : index
}
"#;
        let d: Vec<String> = dialects_used(chunk).into_iter().collect();
        assert_eq!(d, words(&["arith", "func", "llvm", "memref", "scf", "spirv", "test"]));
    }

    #[test]
    fn attribute_entries_on_their_own_line_are_not_ops() {
        let chunk = "%0 = \"x.op\"() {\n  linalg.attr = 1 : i32,\n  transform.x : i32 } : () -> ()\n";
        assert_eq!(dialects_used(chunk).into_iter().collect::<Vec<_>>(), words(&["x"]));
    }

    #[test]
    fn chunk_headers_use_labels_or_symbols() {
        assert_eq!(chunk_header(3, 10, "// CHECK-LABEL: func @foo\nfunc.func @foo()"), "#3 (line 10) func @foo");
        assert_eq!(chunk_header(1, 1, "func.func @bar() {\n}\n"), "#1 (line 1) @bar");
        assert_eq!(first_error(b"input.mlir:3:7: error: 'x' op is bad\nnote: y\n"), "'x' op is bad");
        assert_eq!(op_of("    %0:2 = \"test.op\"(%a) : (i32) -> i32"), "test.op");
        assert_eq!(op_of("  return %arg0 : index"), "return");
    }
}
