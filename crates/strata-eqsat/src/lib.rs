//! Equality saturation over strata IR with `egg`: a semantic CSE.
//!
//! [`run`] gives each IsolatedFromAbove op (each `func.func`) an e-graph of
//! its pure ops (`build`), grows it with algebraic laws (`saturate`, rules
//! from [`laws::LAWS`] plus the caller's), folds constants through the
//! dialects' own fold hooks as the e-graph analysis (`analysis`), extracts
//! the cheapest equivalent program counting shared subterms once
//! (`extract`), and writes it back in dominance order (`elaborate`). It
//! runs `cse` first, and keeps `cse`'s result whenever its own would not
//! have fewer ops (or as many, cheaper): never more ops than `--cse`.
//! Functions run on worker threads, as other passes. `docs/eqsat.md` has
//! the user's view.
//!
//! # The rule format (what the generator emits)
//!
//! A rule is a [`RuleSpec`] value: `name`, `lhs`, `rhs` (s-expressions)
//! and `conditions` (a slice of [`Condition`]). Rules are plain data; a
//! table is `pub static NAME: &[RuleSpec] = &[RuleSpec { .. }, ...];`, as
//! `cargo xtask codegen` writes `generated_laws.rs` from the
//! `SaturationOnly` rules of `patterns/*.td` (docs/patterns.md). Pattern
//! grammar:
//!
//! ```text
//! term    := '?' name                    a variable: any e-class
//!          | integer                     a literal: in lhs, a class whose constant is this
//!                                        integer; in rhs, that constant (integer/index types)
//!          | '(' op [':' label] term* ')'  an op by its MLIR name, with its operands
//!          | '(' 'log2' term ')'          rhs only: log2 of a constant power of two
//!          | '(' 'pow2' term ')'          rhs only: 2^k of a constant k
//! ```
//!
//! - The lhs root must be an op. Variables are bound in the lhs; the rhs
//!   may only use them (and labels the lhs binds).
//! - Types: every op and literal of the rhs gets the type of the matched
//!   root (laws over ops whose operands and result share one type).
//! - Attributes: an lhs label names the matched op (for conditions); an rhs
//!   op with a label copies that lhs op's properties and kept discardable
//!   attributes; an rhs op without one gets default properties and the
//!   kept discardable attributes of the op the lhs root matched (so
//!   attributes that tell ops apart keep telling them apart). Poison
//!   flags (what dialects declare as [`strata_ir::PoisonGeneratingProperties`]:
//!   arith's `overflowFlags`, `isExact`) are
//!   never in the e-graph: integer laws must hold for wrap-around
//!   arithmetic, and elaboration restores flags only where every replaced
//!   op had them.
//! - Conditions ([`Condition`]) name variables (`"?c"`) or labels (`"o"`).
//! - Commutativity is built in (every op with the `Commutative` trait); do
//!   not emit rules for it.
//!
//! A bad rule (unbalanced text, an unbound variable, an unknown label or
//! head) makes [`run`] return an error naming the rule.
//!
//! Invariants: the output has no more ops than `cse`'s, computes the same
//! values, and is the same whatever the thread count; limits (`max_nodes`,
//! `max_iterations`, `time_limit`) end saturation early but never fail.

mod analysis;
mod build;
mod elaborate;
mod extract;
mod generated_laws;
mod lang;
pub mod laws;
pub mod pass;
mod rule;
mod saturate;
pub mod semantic_cse;

use std::time::Duration;

use strata_ir::{run_on_lent_regions, Body, Context, FxHashMap, FxHashSet, LentRun, OpId, Traits};
use strata_rewrite::cse::{eliminate_common_subexpressions, CseConfig};

pub use pass::{pass_info, Eqsat};
pub use rule::{Condition, RuleSpec};

use crate::build::{build, AttrFilter};
use crate::elaborate::{elaborate, Rejected};
use crate::extract::extract;
use crate::rule::Rule;
use crate::saturate::{saturate, Limits, Stop};

/// Options of one run.
#[derive(Clone, Debug)]
pub struct EqsatConfig {
    /// Which attributes tell ops apart (as `cse`'s options).
    pub cse: CseConfig,
    /// E-nodes per e-graph; 0: twice the initial e-graph, at least 1,000.
    pub max_nodes: usize,
    /// Rounds of rule application.
    pub max_iterations: usize,
    /// Wall-clock limit of one saturation (a safety net: the other limits
    /// are deterministic, this one is not); `None`: no limit.
    pub time_limit: Option<Duration>,
}

impl Default for EqsatConfig {
    fn default() -> Self {
        EqsatConfig { cse: CseConfig::default(), max_nodes: 0, max_iterations: 8, time_limit: None }
    }
}

/// What a run did (summed over units).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct EqsatStats {
    /// Units (isolated ops) given an e-graph.
    pub units: u64,
    /// Units left to `cse` alone (multi-block or graph regions).
    pub skipped: u64,
    pub e_nodes: u64,
    pub e_classes: u64,
    pub iterations: u64,
    pub rules_applied: u64,
    pub folds: u64,
    pub stop_saturated: u64,
    pub stop_iterations: u64,
    pub stop_nodes: u64,
    pub stop_time: u64,
    /// Units whose extraction was not better than `cse`'s result.
    pub kept_cse: u64,
    /// Of those, units where some value could not be placed after its
    /// operands (the plan was invalid, not just no better).
    pub invalid_plans: u64,
    /// Ops removed beyond `cse`.
    pub ops_removed: u64,
    /// `cse`'s own counts.
    pub num_cse: u64,
    pub num_dce: u64,
}

impl std::ops::AddAssign for EqsatStats {
    fn add_assign(&mut self, o: EqsatStats) {
        self.units += o.units;
        self.skipped += o.skipped;
        self.e_nodes += o.e_nodes;
        self.e_classes += o.e_classes;
        self.iterations += o.iterations;
        self.rules_applied += o.rules_applied;
        self.folds += o.folds;
        self.stop_saturated += o.stop_saturated;
        self.stop_iterations += o.stop_iterations;
        self.stop_nodes += o.stop_nodes;
        self.stop_time += o.stop_time;
        self.kept_cse += o.kept_cse;
        self.invalid_plans += o.invalid_plans;
        self.ops_removed += o.ops_removed;
        self.num_cse += o.num_cse;
        self.num_dce += o.num_dce;
    }
}

/// Compiles the laws and `extra` against `ctx`.
fn compile(ctx: &Context, extra: &[RuleSpec]) -> Result<Vec<Rule>, String> {
    laws::LAWS.iter().chain(extra).map(|spec| Rule::compile(ctx, spec)).collect()
}

fn is_isolated(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE))
}

/// Runs `cse` then equality saturation on `root`'s regions: each
/// IsolatedFromAbove op directly inside (on up to `threads` workers) and
/// the root's own ops. `extra` rules join [`laws::LAWS`].
pub fn run(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    config: &EqsatConfig,
    extra: &[RuleSpec],
    threads: usize,
) -> Result<EqsatStats, String> {
    let rules = compile(ctx, extra)?;
    let mut units = Vec::new();
    let mut others = false;
    for &r in body.regions(root) {
        for block in body.region_blocks(r) {
            for op in body.block_ops(block) {
                if is_isolated(ctx, body, op) {
                    units.push(op);
                } else if !ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR)) {
                    others = true;
                }
            }
        }
    }
    let mut stats = EqsatStats::default();
    let mut done: FxHashSet<usize> = FxHashSet::default();
    if threads > 1 && units.len() > 1 {
        let results = match run_on_lent_regions(ctx, body, &units, threads, |_, lent, shell| {
            run_tree(ctx, lent, shell, config, &rules)
        }) {
            LentRun::Done(r) => r.into_iter().map(Some).collect(),
            LentRun::LendFailed(r) => r,
            LentRun::Unavailable => Vec::new(),
        };
        for (i, r) in results.into_iter().enumerate() {
            if let Some(s) = r {
                stats += s;
                done.insert(i);
            }
        }
    }
    for (i, &unit) in units.iter().enumerate() {
        if !done.contains(&i) {
            stats += run_tree(ctx, body, unit, config, &rules);
        }
    }
    if others || units.is_empty() {
        stats += run_unit(ctx, body, root, config, &rules).0;
    }
    Ok(stats)
}

/// [`run_unit`] on `unit` and the isolated ops nested in it.
fn run_tree(ctx: &Context, body: &mut Body, unit: OpId, config: &EqsatConfig, rules: &[Rule]) -> EqsatStats {
    let mut stats = EqsatStats::default();
    let mut work = vec![unit];
    while let Some(u) = work.pop() {
        let (s, nested) = run_unit(ctx, body, u, config, rules);
        stats += s;
        work.extend(nested.into_iter().rev());
    }
    stats
}

/// `cse`, then equality saturation on one unit's regions (not into nested
/// isolated ops, which are returned).
fn run_unit(
    ctx: &Context,
    body: &mut Body,
    unit: OpId,
    config: &EqsatConfig,
    rules: &[Rule],
) -> (EqsatStats, Vec<OpId>) {
    let mut stats = EqsatStats::default();
    let cse = eliminate_common_subexpressions(ctx, body, unit, &config.cse);
    stats.num_cse = cse.num_cse;
    stats.num_dce = cse.num_dce;
    let filter = AttrFilter::new(ctx, &config.cse);
    let Some(mut built) = build(ctx, body, unit, &filter) else {
        stats.skipped = 1;
        return (stats, Vec::new());
    };
    let nested = std::mem::take(&mut built.nested_units);
    stats.units = 1;
    if built.origins.is_empty() {
        stats.stop_saturated = 1;
        return (stats, nested);
    }
    let initial = built.egraph.nodes().len();
    let max_nodes = if config.max_nodes == 0 { (2 * initial).max(1_000) } else { config.max_nodes };
    let limits = Limits { max_nodes, max_iterations: config.max_iterations, time_limit: config.time_limit };
    let report = saturate(&mut built.egraph, rules, &limits);
    stats.iterations = report.iterations;
    stats.rules_applied = report.applied;
    match report.stop {
        Stop::Saturated => stats.stop_saturated = 1,
        Stop::Iterations => stats.stop_iterations = 1,
        Stop::Nodes => stats.stop_nodes = 1,
        Stop::Time => stats.stop_time = 1,
    }
    stats.e_nodes = built.egraph.total_number_of_nodes() as u64;
    stats.e_classes = built.egraph.number_of_classes() as u64;
    stats.folds = built.egraph.analysis.folds;
    let eg = &built.egraph;
    let roots: Vec<egg::Id> = built.uses.iter().map(|u| eg.find(u.class)).collect();
    let mut original: FxHashMap<lang::ENode, u32> = FxHashMap::default();
    for (rank, o) in built.origins.iter().enumerate() {
        original.entry(lang::canonical(eg, &o.node)).or_insert(rank as u32);
    }
    let choice = extract(eg, &roots, &original);
    match elaborate(ctx, body, &built, &choice) {
        Ok(removed) => stats.ops_removed = removed.max(0) as u64,
        Err(reason) => {
            stats.kept_cse = 1;
            stats.invalid_plans = u64::from(reason == Rejected::Invalid);
        }
    }
    (stats, nested)
}
