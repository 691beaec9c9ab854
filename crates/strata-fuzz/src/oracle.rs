//! The checks every input must pass, whatever its bytes.
//!
//! For any input: parsing (sequential and with deferred, threaded
//! regions), verifying and printing must not panic, and both parses must
//! agree. For an input that parses and verifies:
//! - printing it generic and parsing that again prints the same text, and
//!   so does its custom form (the custom printers and parsers agree);
//! - the passes of [`ANALYSES`] and [`TRANSFORMS`] may fail with a
//!   diagnostic but leave IR that verifies when they succeed; those of
//!   [`LOWERINGS`] must not panic;
//! - `canonicalize` (with `cse=true` if asked) gives the same IR and
//!   diagnostics on one thread and on four, over the whole module and split
//!   into its functions, fused with an adjacent `cse` or not, and leaves IR
//!   that verifies; so does a nested `func.func(cse,canonicalize)` pipeline;
//!   once converged, running it again changes nothing;
//! - `cse` run twice changes nothing the second time, once no dead op is
//!   left (an op with a region is compared before the dead ops in it are
//!   erased, so a run that erased some may leave a merge for the next).
//!
//! An [`Oracle`] builds its context, pipelines and canonicalization
//! patterns once, so a fuzzer calls [`Oracle::check`] per input at the cost
//! of the checks alone.

use strata_ir::verifier::{verify, VerifyConfig};
use strata_ir::{Body, Context, OpId};
use strata_pass::{OpPassManager, RunConfig};
use strata_rewrite::FrozenPatternSet;
use strata_syntax::{parse_source, print_op_tree, ParseConfig, ParsedModule, PrintConfig, SourceFile};

/// The analysis-driven passes (dataflow solver, call graph).
pub const ANALYSES: &[&str] = &["sccp", "inline", "int-range-optimizations"];

/// The other transforms: each must leave valid IR.
pub const TRANSFORMS: &[&str] = &[
    "dce",
    "symbol-dce",
    "eqsat",
    "vectorize-loops",
    "lower-vectorize",
    "func.func(graph-to-loops)",
    "loop-invariant-code-motion",
    "loop-invariant-subset-hoisting",
    "control-flow-sink",
    "mem2reg",
    "sroa",
    "symbol-privatize",
    "strip-debuginfo",
    "ensure-debug-info-scope-on-llvm-func",
];

/// The lowerings, `topological-sort` and `remove-dead-values`: they may
/// leave IR the verifier rejects, as upstream's do on the same input
/// (`convert-scf-to-cf` on an `scf.if` in an `affine.for` leaves a
/// multi-block `affine.for`; sorting a graph region moves an unregistered
/// op that ended it; `remove-dead-values` erases an unregistered op that
/// ended a block). They run as strata-opt runs them,
/// verifying after each pass, and must not panic.
pub const LOWERINGS: &[&str] = &[
    "topological-sort",
    "remove-dead-values",
    "remove-dead-values{canonicalize=false}",
    "convert-scf-to-cf",
    "lower-affine",
    "arith-expand",
    "expand-strided-metadata",
    "convert-vector-to-scf",
    "math-expand-ops",
    "reconcile-unrealized-casts",
];

/// Which checks [`Oracle::check`] runs.
#[derive(Clone, Debug, Default)]
pub struct CheckConfig {
    /// Run the passes on inputs that verify (otherwise only parse, verify,
    /// print and round trip).
    pub passes: bool,
    /// `canonicalize{cse=true}` instead of plain `canonicalize`.
    pub canonicalize_cse: bool,
}

/// The context, parsed pipelines and patterns the checks run.
pub struct Oracle {
    ctx: Context,
    passes: Vec<(String, OpPassManager)>,
    lowerings: Vec<OpPassManager>,
    nested: OpPassManager,
    adjacent: OpPassManager,
    /// `canonicalize` as strata-opt builds it from its flag: plain, and
    /// with `cse=true`.
    canonicalize: [OpPassManager; 2],
    /// The canonicalization patterns, for the greedy driver run directly.
    patterns: FrozenPatternSet,
}

fn generic() -> PrintConfig {
    PrintConfig { generic: true, ..PrintConfig::default() }
}

fn generic_with_locations() -> PrintConfig {
    PrintConfig { generic: true, debug_info: true, ..PrintConfig::default() }
}

fn parse_config() -> ParseConfig {
    ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() }
}

fn lenient() -> VerifyConfig {
    VerifyConfig { allow_unregistered: true, ..VerifyConfig::default() }
}

impl Default for Oracle {
    fn default() -> Self {
        Self::new()
    }
}

impl Oracle {
    /// Every dialect (the test dialect too) and every pass.
    pub fn new() -> Self {
        let ctx = strata_opt::make_context(&strata_init::all_dialects());
        let registry = strata_init::all_passes();
        let parse = |p: &str| {
            strata_pass::parse_pipeline(&registry, p).unwrap_or_else(|e| panic!("pipeline {p} does not parse: {e}"))
        };
        let passes = ANALYSES
            .iter()
            .chain(TRANSFORMS)
            .map(|p| {
                let pipeline = format!("builtin.module({p})");
                let pm = parse(&pipeline);
                (pipeline, pm)
            })
            .collect();
        let lowerings = LOWERINGS.iter().map(|p| parse(&format!("builtin.module({p})"))).collect();
        let nested = parse("builtin.module(func.func(cse,canonicalize),cse)");
        let adjacent = parse("builtin.module(canonicalize,cse)");
        let canonicalize = ["", "cse=true"].map(|options| {
            let opts = strata_opt::cli::Options {
                passes: vec![("canonicalize".into(), options.into())],
                ..Default::default()
            };
            match strata_opt::build_pipeline(&registry, &opts, "builtin.module") {
                Ok(Some(pm)) => pm,
                _ => panic!("canonicalize{{{options}}} builds no pipeline"),
            }
        });
        let patterns = FrozenPatternSet::new(
            &ctx,
            strata_rewrite::collect_canonicalization_patterns(&ctx),
            &strata_rewrite::PatternFilter::default(),
        )
        .unwrap_or_else(|e| panic!("the canonicalization patterns do not freeze: {e}"));
        Oracle { ctx, passes, lowerings, nested, adjacent, canonicalize, patterns }
    }

    /// Runs the checks on `text`; `Err` names the first that failed.
    pub fn check(&self, text: &[u8], config: &CheckConfig) -> Result<(), String> {
        let ctx = &self.ctx;
        let src = SourceFile::new("fuzz.mlir", text.to_vec());
        let parsed = parse_source(ctx, &src, parse_config());
        // Deferring isolated regions (the threaded parse) changes nothing.
        let deferred = parse_source(ctx, &src, ParseConfig { threads: 2, ..parse_config() });
        let with_locations = generic_with_locations();
        match (&parsed, &deferred) {
            (Ok(a), Ok(b))
                if print_op_tree(ctx, &a.body, a.root, &with_locations)
                    == print_op_tree(ctx, &b.body, b.root, &with_locations) => {}
            (Err(a), Err(b)) if a == b => {}
            _ => return Err("deferred (threaded) parse differs from the sequential one".into()),
        }
        let Ok(m) = parsed else { return Ok(()) };
        if verify(ctx, &m.body, m.root, &lenient()).is_err() {
            return Ok(());
        }
        let first = print_op_tree(ctx, &m.body, m.root, &with_locations);
        let m2 = match self.reparse(&first) {
            Ok(m2) => m2,
            // mlir-opt-22 prints an opaque dialect name ending in `-` as
            // `#foo<q->`, which neither tool reads back (`->` is skipped as
            // an arrow); strata prints the same bytes (docs/differences.md).
            Err(_) if ends_pretty_body_with_dash(&first) => return Ok(()),
            Err(d) => return Err(format!("printed IR does not parse: {d}\n{first}")),
        };
        let second = print_op_tree(ctx, &m2.body, m2.root, &with_locations);
        if first != second {
            return Err(format!("round trip differs:\n{first}\n---\n{second}"));
        }
        self.custom_form_round_trips(&m2)?;
        if !config.passes {
            return Ok(());
        }
        self.passes_keep_ir_valid(&m2)?;
        self.cse_is_idempotent(&m2)?;
        self.canonicalize_keeps_ir_valid(m2, config.canonicalize_cse)
    }

    fn reparse(&self, text: &str) -> Result<ParsedModule, String> {
        let src = SourceFile::new("fuzz.mlir", text.as_bytes().to_vec());
        parse_source(&self.ctx, &src, parse_config()).map_err(|d| d.to_string())
    }

    /// The custom form reads back as IR that prints the same custom form.
    /// Not compared with the generic form: a custom form elides an
    /// attribute equal to its default (`nontemporal = false`), as
    /// upstream's does, and an elided terminator (`scf.yield`) takes its
    /// location from where it was read. Custom printers may assume
    /// verified IR, as upstream's do.
    fn custom_form_round_trips(&self, m: &ParsedModule) -> Result<(), String> {
        let ctx = &self.ctx;
        let custom = print_op_tree(ctx, &m.body, m.root, &PrintConfig::default());
        match self.reparse(&custom) {
            Ok(back) => {
                let again = print_op_tree(ctx, &back.body, back.root, &PrintConfig::default());
                if again == custom {
                    return Ok(());
                }
                Err(format!("the custom form reads back as other IR:\n{custom}\n---\n{again}"))
            }
            Err(_) if ends_pretty_body_with_dash(&custom) => Ok(()),
            Err(d) => Err(format!("the custom form does not parse: {d}\n{custom}")),
        }
    }

    /// Every pass of [`ANALYSES`] and [`TRANSFORMS`] on a verified module:
    /// it may fail with a diagnostic, but must not panic, and IR it accepts
    /// must still verify. Then each of [`LOWERINGS`], verified after.
    fn passes_keep_ir_valid(&self, m: &ParsedModule) -> Result<(), String> {
        for (pipeline, pm) in &self.passes {
            let mut body = m.body.clone();
            let config = RunConfig { threads: 1, verify_each: false, ..Default::default() };
            if pm.run(&self.ctx, &mut body, m.root, &config).failed {
                continue;
            }
            if let Err(e) = verify(&self.ctx, &body, m.root, &lenient()) {
                let text = print_op_tree(&self.ctx, &body, m.root, &generic());
                return Err(format!("{pipeline} left invalid IR: {}\n{text}", e.message));
            }
        }
        for pm in &self.lowerings {
            let config = RunConfig { threads: 1, verify_each: true, verify: lenient(), ..Default::default() };
            pm.run(&self.ctx, &mut m.body.clone(), m.root, &config);
        }
        Ok(())
    }

    /// `cse` reaches its fixpoint in one run once nothing is dead: a run
    /// that erased no dead op is followed by one that changes nothing. A
    /// run that erased some may leave work for the next, as upstream's:
    /// an op with a region is compared before the dead ops in its region
    /// are erased, so two ops whose regions differ only in dead ops merge
    /// on the next run.
    fn cse_is_idempotent(&self, m: &ParsedModule) -> Result<(), String> {
        use strata_rewrite::cse::{eliminate_common_subexpressions, CseConfig};
        const MAX_RUNS_WITH_DCE: usize = 4;
        let mut body = m.body.clone();
        let config = CseConfig::default();
        for _ in 0..MAX_RUNS_WITH_DCE {
            if eliminate_common_subexpressions(&self.ctx, &mut body, m.root, &config).num_dce > 0 {
                continue;
            }
            let once = print_op_tree(&self.ctx, &body, m.root, &generic());
            eliminate_common_subexpressions(&self.ctx, &mut body, m.root, &config);
            let twice = print_op_tree(&self.ctx, &body, m.root, &generic());
            if once != twice {
                return Err(format!("a second cse changed the IR:\n{once}\n---\n{twice}"));
            }
            return Ok(());
        }
        Ok(())
    }

    /// Runs `canonicalize` on a verified module: it may not converge, but
    /// it must not panic and its result must verify. It runs twice, on one
    /// thread and on four: the parallel driver must give exactly the same
    /// IR and diagnostics. So must a nested pipeline, whose functions the
    /// pass manager spreads over threads.
    fn canonicalize_keeps_ir_valid(&self, mut m: ParsedModule, cse: bool) -> Result<(), String> {
        let ctx = &self.ctx;
        let mut nested_body = m.body.clone();
        same_on_threads(ctx, &self.nested, &mut nested_body, m.root)?;
        same_fused_and_unfused(ctx, &self.adjacent, &m.body, m.root)?;
        same_split_and_whole(ctx, &self.patterns, &m.body, m.root, cse)?;
        let pm = &self.canonicalize[usize::from(cse)];
        let text =
            same_on_threads(ctx, pm, &mut m.body, m.root).map_err(|e| format!("canonicalize (cse={cse}): {e}"))?;
        if let Err(e) = verify(ctx, &m.body, m.root, &lenient()) {
            return Err(format!("canonicalize left invalid IR: {}\n{text}", e.message));
        }
        Ok(())
    }
}

/// Runs the greedy driver with the canonicalization patterns over `root`
/// once as a whole and once split into its IsolatedFromAbove children
/// (`GreedyConfig::split_isolated_children`, one thread, in place): both
/// must give the same outcome, and the same IR when they converged; `cse`
/// must give the same IR. A run
/// that converged is run again and must change nothing.
fn same_split_and_whole(
    ctx: &Context,
    patterns: &FrozenPatternSet,
    body: &Body,
    root: OpId,
    cse: bool,
) -> Result<(), String> {
    use strata_rewrite::{apply_patterns_greedily, CseConfig, GreedyConfig};
    let cse = cse.then(CseConfig::default);
    let generic = generic();
    let run = |split: bool| {
        let mut body = body.clone();
        let config = GreedyConfig {
            split_isolated_children: split,
            cse_between_iterations: cse.clone(),
            ..GreedyConfig::default()
        };
        let r = apply_patterns_greedily(ctx, &mut body, root, patterns, &config);
        // Converged is a fixpoint: a second run changes nothing.
        let again = r.converged.then(|| {
            let r = apply_patterns_greedily(ctx, &mut body, root, patterns, &config);
            (r.changed, r.last_iteration_rewrites)
        });
        ((r.converged, r.changed, r.iterations), print_op_tree(ctx, &body, root, &generic), again)
    };
    let (whole, split) = (run(false), run(true));
    // A run that did not converge ends when a rewrite budget runs out, and
    // the whole module's budget is not the sum of its functions' (a
    // function folding in place forever starves the others of the whole
    // run's): its IR, which strata-opt does not print, may differ.
    let converged = whole.0 .0 || split.0 .0;
    if whole.0 != split.0 || (converged && whole.1 != split.1) {
        return Err(format!("split run differs:\n{:?}\n{}\n---\n{:?}\n{}", whole.0, whole.1, split.0, split.1));
    }
    if let Some((true, rewrites)) = whole.2 {
        return Err(format!("canonicalize converged, then changed the IR again ({rewrites:?}):\n{}", whole.1));
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

/// Adjacent passes that split over the functions run fused (each function
/// through both passes before the next); with a rewrite trace they run one
/// after the other over the whole module. Both must leave the same IR, or
/// both fail.
fn same_fused_and_unfused(ctx: &Context, pm: &OpPassManager, body: &Body, root: OpId) -> Result<(), String> {
    let (mut fused, mut unfused) = (body.clone(), body.clone());
    let config = RunConfig { threads: 1, verify_each: true, ..Default::default() };
    let a = pm.run(ctx, &mut fused, root, &config);
    let b = pm.run(ctx, &mut unfused, root, &RunConfig { trace: true, ..config });
    let generic = generic();
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

/// Runs `pm` on one thread (in place) and on four (on a copy); both must
/// give the same IR, diagnostics and failure. Returns the IR, generic.
fn same_on_threads(ctx: &Context, pm: &OpPassManager, body: &mut Body, root: OpId) -> Result<String, String> {
    let mut threaded = body.clone();
    let one = pm.run(ctx, body, root, &RunConfig { threads: 1, ..Default::default() });
    let four = pm.run(ctx, &mut threaded, root, &RunConfig { threads: 4, ..Default::default() });
    let generic = generic();
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
