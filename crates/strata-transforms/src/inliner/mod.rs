//! The `inline` pass (upstream's `InlinerPass` and SCC-based `Inliner`):
//! the call graph's strongly connected components are visited callees
//! first; in each, the callables are simplified with a pipeline (by
//! default `canonicalize`; per callable op with `op-pipelines`), then the
//! calls in them are inlined, and again, up to `max-iterations` times,
//! while calls get inlined. A call whose callee is private and has no other
//! use moves the callee's body instead of copying it; callees left without
//! uses are erased at the end.
//!
//! Modules: [`call_graph`] (upstream's `CallGraph`), [`use_list`]
//! (`CGUseList`), [`inline_call`] (`inlineCall`, for dialect authors too).
//! What may be inlined is each dialect's
//! [`strata_ir::inliner::DialectInlinerInterface`]; nothing here names an
//! op.
//!
//! Invariants: the order of SCCs, of calls within one, and of the uses
//! bookkeeping is upstream's, so the same calls are inlined in the same
//! order; an inlining history stops a call chain the inliner created from
//! being inlined into itself again (recursion terminates); every walk is
//! an explicit stack.

pub mod call_graph;
pub mod inline_call;
pub mod use_list;

use std::collections::HashMap;

use strata_ir::inliner::InlinerInterfaceCache;
use strata_ir::symbols::cache_scope;
use strata_ir::{AttrKind, BlockId, Body, CallOpInterface, Callee, Context, OpId, RegionId, Traits};
use strata_pass::{
    parse_pipeline, parse_pipeline_elements, OpPassManager, OptionKind, OptionSpec, Pass, PassFailed, PassInfo,
    PassOptions, PassRegistry, PassRun, RunConfig,
};

use call_graph::{CallGraph, NodeId};
use inline_call::{inline_call, InlineConfig, InlineHooks};
use use_list::CgUseList;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "default-pipeline",
        description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
        kind: OptionKind::String,
        default: "canonicalize",
        extension: false,
    },
    OptionSpec {
        name: "inlining-threshold",
        description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
        kind: OptionKind::UInt,
        default: "4294967295",
        extension: false,
    },
    OptionSpec {
        name: "max-iterations",
        description: "Maximum number of iterations when inlining within an SCC",
        kind: OptionKind::UInt,
        default: "4",
        extension: false,
    },
    OptionSpec {
        name: "op-pipelines",
        description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
        kind: OptionKind::PipelineList,
        default: "",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "inline",
        name: "Inliner",
        description: "Inline function calls",
        options: OPTIONS,
        anchor: None,
        create: |options, registry| Inliner::new(options, registry).map(|p| Box::new(p) as Box<dyn Pass>),
    }
}

/// The pass, with its pipelines parsed.
pub struct Inliner {
    /// Run on callables without a pipeline of their own; `None` when
    /// `default-pipeline` was given empty.
    default_pipeline: Option<OpPassManager>,
    /// By callable op name.
    op_pipelines: HashMap<String, OpPassManager>,
    max_iterations: u32,
    threshold: u32,
}

impl Inliner {
    pub fn new(options: &PassOptions, registry: &PassRegistry) -> Result<Inliner, String> {
        let text = options.text("default-pipeline");
        let default_pipeline =
            if text.is_empty() { None } else { Some(parse_pipeline_elements(registry, "any", text)?) };
        let mut op_pipelines = HashMap::new();
        for p in options.list("op-pipelines") {
            let pm = parse_pipeline(registry, &p)?;
            if !pm.is_empty() {
                op_pipelines.entry(pm.anchor.clone()).or_insert(pm);
            }
        }
        Ok(Inliner {
            default_pipeline,
            op_pipelines,
            max_iterations: options.int("max-iterations") as u32,
            threshold: options.int("inlining-threshold") as u32,
        })
    }
}

impl Pass for Inliner {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        if !ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::SYMBOL_TABLE)) {
            let msg = format!(
                "'{}' op  was scheduled to run under the inliner, but does not define a symbol table",
                ctx.op_name_str(body.op_name(op))
            );
            run.diagnostics.push(strata_ir::Diagnostic::error(body.op_loc(op), msg));
            return Err(PassFailed);
        }
        let _symbols = cache_scope();
        let cg = CallGraph::build(ctx, body, op);
        let mut driver = Driver {
            pass: self,
            cg: &cg,
            use_list: CgUseList::new(ctx, body, &cg),
            interfaces: InlinerInterfaceCache::default(),
            dead: Vec::new(),
            dead_set: Default::default(),
        };
        for mut scc in cg.sccs() {
            driver.inline_scc(run, body, &mut scc)?;
        }
        // Erase callables proven dead, once no SCC is being visited.
        let dead = std::mem::take(&mut driver.dead);
        for node in dead {
            // A callable nested in one erased before it went with it.
            if let Some(callable) = cg.nodes[node].op.filter(|&c| body.contains_op(c)) {
                body.erase_op(callable);
            }
        }
        Ok(())
    }
}

/// One call found for inlining (upstream's `ResolvedCall`).
#[derive(Copy, Clone)]
struct ResolvedCall {
    call: OpId,
    source: NodeId,
    target: NodeId,
}

struct Driver<'a> {
    pass: &'a Inliner,
    cg: &'a CallGraph,
    use_list: CgUseList,
    interfaces: InlinerInterfaceCache,
    /// Callables to erase at the end, in the order found dead.
    dead: Vec<NodeId>,
    dead_set: strata_ir::FxHashSet<NodeId>,
}

impl Driver<'_> {
    /// Simplify and inline until nothing is inlined or the iterations run
    /// out.
    fn inline_scc(&mut self, run: &mut PassRun<'_>, body: &mut Body, scc: &mut Vec<NodeId>) -> Result<(), PassFailed> {
        let mut iteration = 0;
        loop {
            self.optimize_scc(run, body, scc)?;
            if !self.inline_calls_in_scc(run.ctx, body, scc) {
                break;
            }
            iteration += 1;
            if iteration >= self.pass.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the simplification pipeline on the isolated callables of the
    /// SCC that hold no nested callables.
    fn optimize_scc(&mut self, run: &mut PassRun<'_>, body: &mut Body, scc: &[NodeId]) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let mut visited = Vec::new();
        for &node in scc {
            let n = &self.cg.nodes[node];
            let Some(callable) = n.region.and_then(|r| body.region_parent(r)) else { continue };
            if n.has_children()
                || !ctx.op_info(body.op_name(callable)).is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE))
            {
                continue;
            }
            visited.push(node);
            let name = ctx.op_name_str(body.op_name(callable));
            let Some(pm) = self.pass.op_pipelines.get(name).or(self.pass.default_pipeline.as_ref()) else {
                continue;
            };
            // The outer run's verification (unregistered dialects allowed or
            // not) and diagnostics, verifying after each pass, untimed.
            let config = RunConfig {
                verify_each: true,
                trace: run.trace.is_some(),
                threads: run.threads,
                timing: false,
                ..run.config.clone()
            };
            let outcome = pm.run(ctx, body, callable, &config);
            run.diagnostics.extend(outcome.diagnostics);
            if let Some(trace) = run.trace.as_deref_mut() {
                trace.push_str(&outcome.trace);
            }
            if outcome.failed {
                return Err(PassFailed);
            }
        }
        for node in visited {
            self.use_list.recompute_uses(ctx, body, self.cg, node);
        }
        Ok(())
    }

    /// Inlines the calls in the SCC's callables (and calls that inlining
    /// brings in); true if any was inlined.
    fn inline_calls_in_scc(&mut self, ctx: &Context, body: &mut Body, scc: &mut Vec<NodeId>) -> bool {
        let cg = self.cg;
        let mut calls: Vec<ResolvedCall> = Vec::new();
        let mut dead_nodes: Vec<NodeId> = Vec::new();
        for &node in scc.iter() {
            let Some(region) = cg.nodes[node].region else { continue };
            if self.use_list.is_dead(ctx, body, node) {
                push_unique(&mut dead_nodes, node);
            } else {
                let blocks: Vec<BlockId> = body.region_blocks(region).collect();
                collect_calls(ctx, body, cg, &blocks, node, &mut calls, false);
            }
        }
        // Where each call came from: an index into `history`, whose entries
        // are (inlined callee, the entry it came from).
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let resolved = calls[i];
            let origin = call_history[i];
            i += 1;
            if dead_nodes.contains(&resolved.source) {
                continue;
            }
            if in_history(resolved.target, origin, &history) || !self.should_inline(ctx, body, resolved) {
                continue;
            }
            let Some(target_region) = cg.nodes[resolved.target].region else { continue };
            let Some(callable) = body.region_parent(target_region) else { continue };
            let in_place = self.use_list.has_one_use_and_discardable(ctx, body, resolved.target);
            let before = calls.len();
            let mut on_blocks = |ctx: &Context, body: &Body, blocks: &[BlockId]| {
                // Attribute new calls to the nearest callable around them.
                let mut region = blocks.first().and_then(|&b| body.block_region(b));
                let node = loop {
                    let Some(r) = region else { break None };
                    if let Some(n) = cg.lookup(r) {
                        break Some(n);
                    }
                    region = body.region_parent(r).and_then(|p| body.op_region(p));
                };
                if let Some(node) = node {
                    collect_calls(ctx, body, cg, blocks, node, &mut calls, true);
                }
            };
            let mut hooks = InlineHooks { interfaces: &mut self.interfaces, on_inlined_blocks: &mut on_blocks };
            let config = InlineConfig { clone_callee: !in_place };
            if !inline_call(ctx, body, &mut hooks, resolved.call, callable, target_region, config) {
                continue;
            }
            inlined_any = true;
            let entry = history.len();
            history.push((resolved.target, origin));
            call_history.resize(calls.len().max(before), Some(entry));
            self.use_list.drop_call_uses(ctx, body, cg, resolved.source, resolved.call);
            self.use_list.merge_uses_after_inlining(resolved.target, resolved.source);
            body.erase_op(resolved.call);
            if in_place {
                self.use_list.erase_node(cg, resolved.target);
                push_unique(&mut dead_nodes, resolved.target);
            }
        }
        for node in dead_nodes {
            scc.retain(|&n| n != node);
            if self.dead_set.insert(node) {
                self.dead.push(node);
            }
        }
        inlined_any
    }

    /// Upstream's `shouldInline` and the pass's profitability check.
    fn should_inline(&self, ctx: &Context, body: &Body, c: ResolvedCall) -> bool {
        let info = |op: OpId| ctx.op_info(body.op_name(op));
        if info(c.call).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR)) {
            return false;
        }
        // Self-recursive, or calling back into its caller.
        if self.cg.nodes[c.target].edges.iter().any(|&(t, _)| t == c.target || t == c.source) {
            return false;
        }
        let Some(callee_region) = self.cg.nodes[c.target].region else { return false };
        let Some(call_region) = body.op_region(c.call) else { return false };
        if body.region_is_ancestor(callee_region, call_region) {
            return false;
        }
        let multi_block = body.region_blocks(callee_region).nth(1).is_some();
        if multi_block {
            let (Some(callee_op), Some(caller_op)) = (body.region_parent(callee_region), body.parent_op(c.call)) else {
                return false;
            };
            let same_kind = body.op_name(callee_op) == body.op_name(caller_op);
            // An unregistered op might be single-block (`mightHaveTrait`).
            let might_be_single_block = info(caller_op).is_none_or(|i| i.has_trait(Traits::SINGLE_BLOCK));
            if !same_kind && might_be_single_block {
                return false;
            }
        }
        self.profitable(body, c)
    }

    /// The callee/caller size ratio against `inlining-threshold`.
    fn profitable(&self, body: &Body, c: ResolvedCall) -> bool {
        match self.pass.threshold {
            0 => return false,
            u32::MAX => return true,
            _ => {}
        }
        let count = |node: NodeId| -> u64 {
            let Some(region) = self.cg.nodes[node].region else { return 0 };
            ops_in_region(body, region)
        };
        let caller = count(c.source);
        if caller == 0 {
            return true;
        }
        count(c.target) * 100 / caller <= u64::from(self.pass.threshold)
    }
}

fn push_unique(v: &mut Vec<NodeId>, n: NodeId) {
    if !v.contains(&n) {
        v.push(n);
    }
}

/// Does the history chain from `entry` already hold `node`?
fn in_history(node: NodeId, mut entry: Option<usize>, history: &[(NodeId, Option<usize>)]) -> bool {
    while let Some(e) = entry {
        if history[e].0 == node {
            return true;
        }
        entry = history[e].1;
    }
    false
}

/// Every op in `region`, nested ones included.
fn ops_in_region(body: &Body, region: RegionId) -> u64 {
    let mut count = 0;
    let mut stack = vec![region];
    while let Some(r) = stack.pop() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                count += 1;
                stack.extend(body.regions(op).iter().copied());
            }
        }
    }
    count
}

/// Upstream's `collectCallOps`: the calls in `blocks` (last block first,
/// as its worklist pops), each attributed to the callable it sits in;
/// nested callables are entered only with `into_nested_callables`.
fn collect_calls(
    ctx: &Context,
    body: &Body,
    cg: &CallGraph,
    blocks: &[BlockId],
    source: NodeId,
    calls: &mut Vec<ResolvedCall>,
    into_nested_callables: bool,
) {
    let mut worklist: Vec<(BlockId, NodeId)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, node)) = worklist.pop() {
        for op in body.block_ops(block) {
            if let Some(iface) = CallOpInterface::of(ctx, body, op) {
                // Nested references (`@a::@b`) are not inlined.
                if let Some(Callee::Symbol(s)) = (iface.callee)(ctx, body, op) {
                    if matches!(ctx.attr_kind(s), AttrKind::SymbolRef { nested, .. } if !nested.is_empty()) {
                        continue;
                    }
                }
                let target = cg.resolve(ctx, body, op);
                if !cg.is_external(target) {
                    calls.push(ResolvedCall { call: op, source: node, target });
                }
                continue;
            }
            for &r in body.regions(op) {
                let nested = cg.lookup(r);
                if into_nested_callables || nested.is_none() {
                    let owner = nested.unwrap_or(node);
                    worklist.extend(body.region_blocks(r).map(|b| (b, owner)));
                }
            }
        }
    }
}
