//! A deterministic mutation fuzzer for the parser, verifier and printer.
//!
//! Seeds are every lit test input and example (generic and custom forms of
//! every dialect); each is mutated (byte flips, insertions of MLIR
//! punctuation, keywords and custom-form op syntax, deletions,
//! duplications, truncation) with a fixed-seed xorshift generator. For
//! every mutant: parsing, verifying and printing must not panic, and when
//! it parses and verifies, printing in generic form and parsing that again
//! must print the same text (print/parse round trip); the parse with
//! deferred (threaded) regions must equal the sequential one; and
//! `canonicalize` on the verified module (every other mutant with
//! `cse=true`, CSE between the driver's iterations) must not panic and must
//! leave IR that verifies, and give the same IR run over the whole module
//! as split into its functions; `sccp`, `remove-dead-values` and `inline`
//! must not panic either, and leave IR that verifies when they succeed.
//!
//! `STRATA_FUZZ_ITERS` sets the number of mutants per seed: 4 by default,
//! a few seconds under `cargo test`; `.ci/run` runs 40 on a release build
//! (`STRATA_FUZZ_ITERS=40 cargo test --release -p strata-opt --test fuzz`),
//! and longer local runs take more. Mutants are made round by round over
//! all seeds, so a run of `N` mutants per seed starts with those of a
//! shorter run.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use strata_ir::verifier::{verify, VerifyConfig};
use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

struct Rng(strata_ir::testing::XorShift);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const TOKENS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ":",
    "=",
    "->",
    "%0",
    "%1#1",
    "^bb0",
    "^bb1",
    "@s",
    "#map",
    "!t",
    "\"",
    "\"x.y\"",
    "i32",
    "f32",
    "index",
    "tensor<",
    "memref<?x",
    "vector<[4]x",
    "dense<",
    "affine_map<(d0)",
    "loc(",
    "unknown",
    "0x",
    "-",
    "1.5e",
    "true",
    "unit",
    "module",
    "// -----\n",
    "\n",
    "\\",
    "\0",
    "\u{ff}",
    "99999999999999999999999",
    "array<i32:",
    "strided<[",
    "complex<",
    "tuple<",
    "#loc",
    "fused[",
    "callsite(",
    // Custom-form keywords and ops, so mutants reach the dialect parsers.
    "func.func @f(",
    "return",
    "arith.constant",
    "arith.addi",
    "scf.for %i = ",
    " to ",
    " step ",
    "iter_args(",
    "scf.yield",
    "scf.if",
    " else ",
    "cf.br ^bb1",
    "cf.switch",
    "default: ",
    "memref.load",
    "vector.contract",
    "#vector.kind<add>",
    "#arith.fastmath<fast>",
    "overflow<nsw>",
    "attributes",
    "private",
    "-> (",
];

fn seeds() -> Vec<(String, Vec<u8>)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = Vec::new();
    let mut stack = vec![root.join("tests/lit"), root.join("examples"), root.join("tests/conformance")];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "mlir") {
                if let Ok(bytes) = std::fs::read(&p) {
                    out.push((display(&p), bytes));
                }
            }
        }
    }
    out
}

fn display(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let pos = rng.below(v.len() + 1);
        match rng.below(6) {
            0 if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] = rng.next() as u8;
            }
            1 => {
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                v.splice(pos..pos, t.iter().copied());
            }
            2 if pos < v.len() => {
                let end = (pos + 1 + rng.below(16)).min(v.len());
                v.drain(pos..end);
            }
            3 if pos < v.len() => {
                let end = (pos + 1 + rng.below(64)).min(v.len());
                let chunk: Vec<u8> = v[pos..end].to_vec();
                v.splice(pos..pos, chunk);
            }
            4 => v.truncate(pos),
            _ => {}
        }
    }
    v
}

/// Parses, verifies and prints; checks the generic round trip.
fn exercise(ctx: &strata_ir::Context, text: Vec<u8>, canonicalize_options: &str) -> Result<(), String> {
    let src = SourceFile::new("fuzz.mlir", text);
    let config = ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() };
    let parsed = parse_source(ctx, &src, config.clone());
    // Deferring isolated regions (the threaded parse) changes nothing.
    let deferred = parse_source(ctx, &src, ParseConfig { threads: 2, ..config.clone() });
    let generic = PrintConfig { generic: true, debug_info: true, ..PrintConfig::default() };
    match (&parsed, &deferred) {
        (Ok(a), Ok(b))
            if print_op_tree(ctx, &a.body, a.root, &generic) == print_op_tree(ctx, &b.body, b.root, &generic) => {}
        (Err(a), Err(b)) if a == b => {}
        _ => return Err("deferred (threaded) parse differs from the sequential one".into()),
    }
    let Ok(m) = parsed else { return Ok(()) };
    if verify(ctx, &m.body, m.root, &VerifyConfig { allow_unregistered: true, ..VerifyConfig::default() }).is_err() {
        return Ok(());
    }
    // Custom printers may assume verified IR (as upstream's do).
    let custom = print_op_tree(ctx, &m.body, m.root, &PrintConfig::default());
    let first = print_op_tree(ctx, &m.body, m.root, &generic);
    let again = SourceFile::new("fuzz.mlir", first.clone().into_bytes());
    let m2 = match parse_source(ctx, &again, config) {
        Ok(m2) => m2,
        // mlir-opt-22 prints an opaque dialect name ending in `-` as
        // `#foo<q->`, which neither tool reads back (`->` is skipped as an
        // arrow); strata prints the same bytes (docs/differences.md).
        Err(_) if ends_pretty_body_with_dash(&first) => return Ok(()),
        Err(d) => return Err(format!("printed IR does not parse: {d}\n{first}")),
    };
    let second = print_op_tree(ctx, &m2.body, m2.root, &generic);
    if first != second {
        return Err(format!("round trip differs:\n{first}\n---\n{second}"));
    }
    let _ = custom;
    analysis_passes_keep_ir_valid(ctx, &m2)?;
    canonicalize_keeps_ir_valid(ctx, m2, canonicalize_options)
}

/// The passes on the dataflow solver and the call graph (`sccp`,
/// `remove-dead-values` with and without its canonicalization, `inline`)
/// on a verified module: they may fail with a diagnostic, but must not
/// panic, and IR they accept must still verify.
fn analysis_passes_keep_ir_valid(ctx: &strata_ir::Context, m: &strata_syntax::ParsedModule) -> Result<(), String> {
    let registry = strata_init::all_passes();
    for pipeline in [
        "builtin.module(sccp)",
        "builtin.module(remove-dead-values)",
        "builtin.module(remove-dead-values{canonicalize=false})",
        "builtin.module(inline)",
    ] {
        let pm = strata_pass::parse_pipeline(&registry, pipeline).map_err(|e| format!("pipeline: {e}"))?;
        let mut body = m.body.clone();
        let config = strata_pass::RunConfig { threads: 1, verify_each: false, ..Default::default() };
        if pm.run(ctx, &mut body, m.root, &config).failed {
            continue;
        }
        let verify_config = VerifyConfig { allow_unregistered: true, ..VerifyConfig::default() };
        if let Err(e) = verify(ctx, &body, m.root, &verify_config) {
            let generic = PrintConfig { generic: true, ..PrintConfig::default() };
            let text = print_op_tree(ctx, &body, m.root, &generic);
            return Err(format!("{pipeline} left invalid IR: {}\n{text}", e.message));
        }
    }
    Ok(())
}

/// Runs `canonicalize` on a verified module: it may not converge, but it
/// must not panic and its result must verify. It runs twice, on one thread
/// and on four: the parallel driver must give exactly the same IR and
/// diagnostics. So must a nested pipeline, whose functions the pass
/// manager spreads over threads.
fn canonicalize_keeps_ir_valid(
    ctx: &strata_ir::Context,
    mut m: strata_syntax::ParsedModule,
    options: &str,
) -> Result<(), String> {
    let registry = strata_init::all_passes();
    let opts = strata_opt::cli::Options { passes: vec![("canonicalize".into(), options.into())], ..Default::default() };
    let Ok(Some(pm)) = strata_opt::build_pipeline(&registry, &opts, "builtin.module") else {
        return Err("no pipeline".into());
    };
    let nested = strata_pass::parse_pipeline(&registry, "builtin.module(func.func(cse,canonicalize),cse)")
        .map_err(|e| format!("pipeline: {e}"))?;
    let mut nested_body = m.body.clone();
    same_on_threads(ctx, &nested, &mut nested_body, m.root)?;
    let adjacent = strata_pass::parse_pipeline(&registry, "builtin.module(canonicalize,cse)")
        .map_err(|e| format!("pipeline: {e}"))?;
    same_fused_and_unfused(ctx, &adjacent, &m.body, m.root)?;
    same_split_and_whole(ctx, &m.body, m.root, options)?;
    let text = same_on_threads(ctx, &pm, &mut m.body, m.root).map_err(|e| format!("canonicalize{{{options}}}: {e}"))?;
    let config = VerifyConfig { allow_unregistered: true, ..VerifyConfig::default() };
    if let Err(e) = verify(ctx, &m.body, m.root, &config) {
        return Err(format!("canonicalize left invalid IR: {}\n{text}", e.message));
    }
    Ok(())
}

/// Runs the greedy driver with the canonicalization patterns over `root`
/// once as a whole and once split into its IsolatedFromAbove children
/// (`GreedyConfig::split_isolated_children`, one thread, in place): both
/// must give the same IR and the same outcome; and so must `cse`.
fn same_split_and_whole(
    ctx: &strata_ir::Context,
    body: &strata_ir::Body,
    root: strata_ir::OpId,
    options: &str,
) -> Result<(), String> {
    use strata_rewrite::{
        apply_patterns_greedily, collect_canonicalization_patterns, CseConfig, FrozenPatternSet, GreedyConfig,
        PatternFilter,
    };
    let patterns = FrozenPatternSet::new(ctx, collect_canonicalization_patterns(ctx), &PatternFilter::default())
        .map_err(|e| format!("patterns: {e}"))?;
    let cse = options.contains("cse=true").then(CseConfig::default);
    let generic = PrintConfig { generic: true, ..PrintConfig::default() };
    let run = |split: bool| {
        let mut body = body.clone();
        let config = GreedyConfig {
            split_isolated_children: split,
            cse_between_iterations: cse.clone(),
            ..GreedyConfig::default()
        };
        let r = apply_patterns_greedily(ctx, &mut body, root, &patterns, &config);
        ((r.converged, r.changed, r.iterations), print_op_tree(ctx, &body, root, &generic))
    };
    let (whole, split) = (run(false), run(true));
    if whole != split {
        return Err(format!("split run differs:\n{:?}\n{}\n---\n{:?}\n{}", whole.0, whole.1, split.0, split.1));
    }
    // `cse` on one thread, split into the functions, against one walk.
    let cse = |split: bool| {
        let mut body = body.clone();
        let config = CseConfig::default();
        let stats = if split {
            strata_rewrite::cse::eliminate_common_subexpressions_split(ctx, &mut body, root, &config)
        } else {
            strata_rewrite::cse::eliminate_common_subexpressions(ctx, &mut body, root, &config)
        };
        (stats, print_op_tree(ctx, &body, root, &generic))
    };
    let (whole, split) = (cse(false), cse(true));
    if whole != split {
        return Err(format!("split cse differs:\n{:?}\n{}\n---\n{:?}\n{}", whole.0, whole.1, split.0, split.1));
    }
    Ok(())
}

/// Runs `pm` on one thread (in place) and on four (on a copy); both must
/// give the same IR, diagnostics and failure. Returns the IR, generic.
/// Adjacent passes that split over the functions run fused (each function
/// through both passes before the next); with a rewrite trace they run one
/// after the other over the whole module. Both must leave the same IR, or
/// both fail.
fn same_fused_and_unfused(
    ctx: &strata_ir::Context,
    pm: &strata_pass::OpPassManager,
    body: &strata_ir::Body,
    root: strata_ir::OpId,
) -> Result<(), String> {
    let (mut fused, mut unfused) = (body.clone(), body.clone());
    let config = strata_pass::RunConfig { threads: 1, verify_each: true, ..Default::default() };
    let a = pm.run(ctx, &mut fused, root, &config);
    let b = pm.run(ctx, &mut unfused, root, &strata_pass::RunConfig { trace: true, ..config });
    let generic = PrintConfig { generic: true, ..PrintConfig::default() };
    let (fused_text, unfused_text) =
        (print_op_tree(ctx, &fused, root, &generic), print_op_tree(ctx, &unfused, root, &generic));
    if a.failed != b.failed || (!a.failed && fused_text != unfused_text) {
        return Err(format!(
            "fused passes differ from unfused:\n{:?}\n{fused_text}\n---\n{:?}\n{unfused_text}",
            a.diagnostics, b.diagnostics
        ));
    }
    Ok(())
}

fn same_on_threads(
    ctx: &strata_ir::Context,
    pm: &strata_pass::OpPassManager,
    body: &mut strata_ir::Body,
    root: strata_ir::OpId,
) -> Result<String, String> {
    let mut threaded = body.clone();
    let one = pm.run(ctx, body, root, &strata_pass::RunConfig { threads: 1, ..Default::default() });
    let four = pm.run(ctx, &mut threaded, root, &strata_pass::RunConfig { threads: 4, ..Default::default() });
    let generic = PrintConfig { generic: true, ..PrintConfig::default() };
    let text = print_op_tree(ctx, body, root, &generic);
    let threaded_text = print_op_tree(ctx, &threaded, root, &generic);
    if (one.failed, &one.diagnostics, &text) != (four.failed, &four.diagnostics, &threaded_text) {
        return Err(format!(
            "pipeline on threads differs:\n{:?}\n{text}\n---\n{:?}\n{threaded_text}",
            one.diagnostics, four.diagnostics
        ));
    }
    Ok(text)
}

/// Does `text` contain a dialect attribute or type whose pretty body is a
/// name ending in `-` (`#foo<q->`, `!foo<a.b->`)?
fn ends_pretty_body_with_dash(text: &str) -> bool {
    text.match_indices("->").any(|(at, _)| {
        let before = &text[..at];
        let Some(open) = before.rfind('<') else { return false };
        let body = &before[open + 1..];
        let Some(sigil) = before[..open].rfind(['#', '!']) else { return false };
        let dialect = &before[sigil + 1..open];
        !dialect.is_empty()
            && dialect.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && body.chars().all(|c| c.is_ascii_alphanumeric() || "_.$-".contains(c))
    })
}

#[test]
fn fuzz_parser_and_printer() {
    // The parser recurses up to its nesting limit: give it strata-opt's stack.
    let worker = std::thread::Builder::new().stack_size(512 << 20).spawn(run_fuzz).expect("spawn");
    if let Err(e) = worker.join() {
        std::panic::resume_unwind(e);
    }
}

fn run_fuzz() {
    let iters: usize = std::env::var("STRATA_FUZZ_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(4);
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let mut rng = Rng(strata_ir::testing::XorShift(0x9E37_79B9_7F4A_7C15));
    let mut failures = Vec::new();
    let seeds = seeds();
    assert!(!seeds.is_empty(), "no fuzz seeds found");
    for i in 0..iters {
        for (name, seed) in &seeds {
            let input = mutate(&mut rng, seed);
            let shown = String::from_utf8_lossy(&input).into_owned();
            let options = if i % 2 == 1 { "cse=true" } else { "" };
            match catch_unwind(AssertUnwindSafe(|| exercise(&ctx, input, options))) {
                Ok(Ok(())) => {}
                Ok(Err(msg)) => failures.push(format!("{name} #{i}: {msg}\ninput:\n{shown}")),
                Err(_) => failures.push(format!("{name} #{i}: panic\ninput:\n{shown}")),
            }
        }
    }
    eprintln!("fuzz: {} seeds x {iters} mutants, {} failures", seeds.len(), failures.len());
    for f in &failures {
        eprintln!("  {}", f.lines().next().unwrap_or(""));
    }
    assert!(failures.is_empty(), "{} fuzz failures; first:\n{}", failures.len(), failures[0]);
}
