//! The `remove-dead-values` pass (upstream's `RemoveDeadValues`): removes
//! what liveness analysis proves unneeded.
//!
//! 1. The analysis: dead code analysis, sparse constant propagation and
//!    [`strata_dataflow::LivenessAnalysis`] run on the pass's op; a value
//!    the solver never reached (a dead block) is not live.
//! 2. Collection ([`collect`]): the ops are visited in post-order, each as
//!    upstream classifies it: a function-like op (its non-live arguments,
//!    and the results no caller uses, leave the function, its returns and
//!    its calls), a region branch op (erased when effect-free with no live
//!    result; otherwise operands forwarded only to dead inputs become
//!    `ub.poison`), a branch (erased when a non-forwarded operand is dead;
//!    otherwise dead successor operands and their block arguments go), a
//!    terminator or call (left to their parents and callees), or any other
//!    op (erased when an operand is dead, or when it is effect-free with no
//!    live result). What is decided dead joins a set the later decisions
//!    read. Nothing changes the IR in this phase.
//! 3. Cleanup ([`cleanup`]): upstream's seven steps in its order.
//! 4. With `canonicalize` (the default), every region branch op is
//!    canonicalized once more with all canonicalization patterns
//!    (`strata_rewrite::apply_op_patterns_greedily`).
//!
//! Where upstream leaves an operand null (it drops the uses of an erased
//! value that a kept op still holds, and the verifier rejects the result),
//! strata passes `ub.poison` instead (`docs/differences.md`).
//!
//! Invariants: linear in ops, uses and symbol references (a function's
//! call sites come from one index of the module's references, not a walk
//! per function); the cleanup order is upstream's, never hash order.

mod cleanup;

use strata_dataflow::{
    values_under, DataFlowSolver, DeadCodeAnalysis, Liveness, LivenessAnalysis, SolverConfig, SparseBackward,
    SparseConstantPropagation, SparseForward, WorklistOrder,
};
use strata_ir::op_checks::EffectFreeCache;
use strata_ir::symbols::{
    cache_scope, is_potentially_unknown_symbol_table, is_public, is_symbol_table, lookup_symbol_path, symbol_refs_of,
};
use strata_ir::{
    function_like, BlockId, Body, BranchOpInterface, CallOpInterface, Context, Diagnostic, FxHashMap, FxHashSet, OpId,
    RegionBranchOpInterface, Traits, Value, WalkOrder,
};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::{
    apply_op_patterns_greedily, collect_canonicalization_patterns, FrozenPatternSet, GreedyConfig, PatternFilter,
};

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "canonicalize",
    description: "Canonicalize region branch ops",
    kind: OptionKind::Bool,
    default: "true",
    extension: false,
}];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "remove-dead-values",
        name: "RemoveDeadValues",
        description: "Remove dead values",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(RemoveDeadValues { canonicalize: options.bool("canonicalize") })),
    }
}

/// The pass.
pub struct RemoveDeadValues {
    canonicalize: bool,
}

impl RemoveDeadValues {
    /// The pass with its options' defaults.
    pub fn new(options: &PassOptions) -> RemoveDeadValues {
        RemoveDeadValues { canonicalize: options.bool("canonicalize") }
    }
}

impl Pass for RemoveDeadValues {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let fail = |run: &mut PassRun<'_>, d: Diagnostic| {
            run.diagnostics.push(d);
            PassFailed
        };
        let live = live_values(ctx, body, op).map_err(|d| fail(run, d))?;
        let list = collect(ctx, body, op, &live);
        cleanup::clean_up_dead_values(ctx, body, list);
        if !self.canonicalize {
            return Ok(());
        }
        let region_ops: Vec<OpId> = body
            .collect_ops(op, WalkOrder::PostOrder)
            .into_iter()
            .filter(|&o| RegionBranchOpInterface::of(ctx, body, o).is_some())
            .collect();
        let patterns = FrozenPatternSet::new(ctx, collect_canonicalization_patterns(ctx), &PatternFilter::default())
            .map_err(|e| fail(run, Diagnostic::error(body.op_loc(op), e.to_string())))?;
        let result = apply_op_patterns_greedily(ctx, body, &region_ops, &patterns, &GreedyConfig::default());
        if !result.converged {
            let d = Diagnostic::error(body.op_loc(op), "greedy pattern rewrite failed to converge");
            return Err(fail(run, d));
        }
        Ok(())
    }
}

/// The values under `top` liveness analysis finds live (upstream's
/// `RunLivenessAnalysis`); every other value is not live.
fn live_values(ctx: &Context, body: &mut Body, top: OpId) -> Result<FxHashSet<Value>, Diagnostic> {
    let _symbols = cache_scope();
    // No analysis here widens: any worklist order finds the same states,
    // and last-in-first-out keeps them in cache.
    let config = SolverConfig { order: WorklistOrder::Lifo, ..SolverConfig::default() };
    let mut solver = DataFlowSolver::new(ctx, body, config);
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(SparseBackward::new(LivenessAnalysis::default()));
    solver.initialize_and_run(top)?;
    let body = solver.body();
    Ok(values_under(body, top).into_iter().filter(|&v| solver.read::<Liveness>(v).is_live).collect())
}

/// What the cleanup removes, in upstream's `RDVFinalCleanupList` order.
#[derive(Default)]
struct CleanupList {
    operations: Vec<OpId>,
    functions: Vec<FunctionToCleanUp>,
    operands: Vec<OperandsToCleanup>,
    results: Vec<ResultsToCleanup>,
    blocks: Vec<BlockArgsToCleanup>,
    successor_operands: Vec<SuccessorOperandsToCleanup>,
}

struct FunctionToCleanUp {
    func: OpId,
    non_live_args: Vec<bool>,
    non_live_rets: Vec<bool>,
}

struct OperandsToCleanup {
    op: OpId,
    non_live: Vec<bool>,
    /// For a call: the function-like op it calls, whose erased arguments
    /// its argument operands lose.
    callee: Option<OpId>,
    /// Replace the marked operands by `ub.poison` rather than erase them.
    replace_with_poison: bool,
}

struct ResultsToCleanup {
    op: OpId,
    non_live: Vec<bool>,
}

struct BlockArgsToCleanup {
    block: BlockId,
    non_live_args: Vec<bool>,
}

struct SuccessorOperandsToCleanup {
    branch: OpId,
    successor: usize,
    non_live: Vec<bool>,
}

/// Liveness as the collection sees it: the analysis, less what the
/// collection has decided dead so far.
struct Lives<'a> {
    live: &'a FxHashSet<Value>,
    dead: FxHashSet<Value>,
}

impl Lives<'_> {
    fn is_live(&self, v: Value) -> bool {
        !self.dead.contains(&v) && self.live.contains(&v)
    }
    fn any_live(&self, values: &[Value]) -> bool {
        values.iter().any(|&v| self.is_live(v))
    }
    fn non_live(&self, values: &[Value]) -> Vec<bool> {
        values.iter().map(|&v| !self.is_live(v)).collect()
    }
    fn mark_dead(&mut self, values: &[Value], marked: &[bool]) {
        for (&v, _) in values.iter().zip(marked).filter(|(_, &m)| m) {
            self.dead.insert(v);
        }
    }
}

/// The callers of each function-like symbol under the pass's op, from one
/// walk of every symbol reference.
struct SymbolUsers {
    /// Users of each referenced symbol, in walk order.
    users: FxHashMap<OpId, Vec<OpId>>,
    /// Symbols some op that is not a call references.
    non_call_users: FxHashSet<OpId>,
    /// An op that may be an unknown symbol table hides uses: no function's
    /// call sites are all known.
    unknown: bool,
}

impl SymbolUsers {
    fn new(ctx: &Context, body: &Body, top: OpId) -> SymbolUsers {
        let _symbols = cache_scope();
        let mut index =
            SymbolUsers { users: FxHashMap::default(), non_call_users: FxHashSet::default(), unknown: false };
        let mut refs = Vec::new();
        let mut path = Vec::new();
        // The closest symbol table strictly above each op: a parent is
        // walked before its children, so each op asks its parent's.
        let mut enclosing: FxHashMap<OpId, Option<OpId>> = FxHashMap::default();
        for op in body.collect_ops(top, WalkOrder::PreOrder) {
            let table = match body.parent_op(op) {
                Some(p) if is_symbol_table(ctx, body, p) => Some(p),
                Some(p) => enclosing.get(&p).copied().unwrap_or_else(|| nearest_symbol_table(ctx, body, p)),
                None => None,
            };
            enclosing.insert(op, table);
            if op != top && is_potentially_unknown_symbol_table(ctx, body, op) {
                index.unknown = true;
            }
            refs.clear();
            symbol_refs_of(ctx, body, op, &mut refs);
            if refs.is_empty() {
                continue;
            }
            let Some(table) = table else { continue };
            let is_call = CallOpInterface::of(ctx, body, op).is_some();
            for &r in &refs {
                if !lookup_symbol_path(ctx, body, table, r, &mut path) {
                    continue;
                }
                let Some(&target) = path.last() else { continue };
                index.users.entry(target).or_default().push(op);
                if !is_call {
                    index.non_call_users.insert(target);
                }
            }
        }
        index
    }
}

/// The closest symbol table enclosing `op`, `op` included.
fn nearest_symbol_table(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(p) = cur {
        if is_symbol_table(ctx, body, p) {
            return Some(p);
        }
        cur = body.parent_op(p);
    }
    None
}

/// Phase 2 of the module doc: decides what goes, changing nothing.
fn collect(ctx: &Context, body: &Body, top: OpId, live: &FxHashSet<Value>) -> CleanupList {
    let symbols = SymbolUsers::new(ctx, body, top);
    let mut lives = Lives { live, dead: FxHashSet::default() };
    let mut list = CleanupList::default();
    let mut effects = EffectFreeCache::default();
    let ops = body.collect_ops(top, WalkOrder::PostOrder);
    let block_erase = block_args_to_erase(ctx, body, &ops, &lives);
    for op in ops {
        if function_like::is_function_like(ctx, body, op) {
            process_func_op(ctx, body, op, &symbols, &mut lives, &mut list);
        } else if let Some(iface) = RegionBranchOpInterface::of(ctx, body, op) {
            process_region_branch_op(ctx, body, op, iface, &mut effects, &mut lives, &mut list);
        } else if let Some(iface) = BranchOpInterface::of(ctx, body, op) {
            process_branch_op(ctx, body, op, iface, &block_erase, &mut lives, &mut list);
        } else if ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR))
            || CallOpInterface::of(ctx, body, op).is_some()
        {
            // Honoured through their parents and callees.
        } else {
            process_simple_op(ctx, body, op, &mut effects, &mut lives, &mut list);
        }
    }
    list
}

/// An op with a dead operand goes whatever its effects: liveness would
/// have kept the operand of a reachable op with effects. Otherwise an
/// effect-free op whose results are all dead goes.
fn process_simple_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    effects: &mut EffectFreeCache,
    lives: &mut Lives<'_>,
    list: &mut CleanupList,
) {
    let results = body.results(op);
    let dead_operand = body.operands(op).any(|v| !lives.is_live(v));
    if !dead_operand && (!effects.is_memory_effect_free(ctx, body, op) || lives.any_live(results)) {
        return;
    }
    list.operations.push(op);
    lives.mark_dead(results, &vec![true; results.len()]);
}

/// A private function with a body: its non-live arguments, and the
/// results no call site uses, go from it, its returns and its calls.
fn process_func_op(
    ctx: &Context,
    body: &Body,
    func: OpId,
    symbols: &SymbolUsers,
    lives: &mut Lives<'_>,
    list: &mut CleanupList,
) {
    if is_public(ctx, body, func) || function_like::is_external(ctx, body, func) {
        return;
    }
    // Uses that are not calls, or that cannot all be known, leave the
    // signature as it is (upstream asserts they do not happen).
    if symbols.unknown || symbols.non_call_users.contains(&func) {
        return;
    }
    let calls: &[OpId] = symbols.users.get(&func).map_or(&[], Vec::as_slice);
    let args = function_like::arguments(ctx, body, func);
    let non_live_args = lives.non_live(&args);
    lives.mark_dead(&args, &non_live_args);
    for &call in calls {
        list.operands.push(OperandsToCleanup {
            op: call,
            non_live: vec![false; body.num_operands(call)],
            callee: Some(func),
            replace_with_poison: false,
        });
    }
    // A result goes when no call site uses it, even if the value returned
    // is live for another reason.
    let num_returns = function_like::signature(ctx, body, func).1.len();
    let mut non_live_rets = vec![true; num_returns];
    for &call in calls {
        let results = body.results(call);
        for (i, r) in non_live_rets.iter_mut().enumerate() {
            *r &= results.get(i).is_some_and(|&v| !lives.is_live(v));
        }
    }
    let region = strata_ir::CallableOpInterface::region_of(ctx, body, func);
    for block in region.into_iter().flat_map(|r| body.region_blocks(r)) {
        let Some(ret) = body.last_op(block) else { continue };
        let return_like = ctx.op_info(body.op_name(ret)).is_some_and(|i| i.has_trait(Traits::RETURN_LIKE));
        if return_like && body.num_operands(ret) == num_returns {
            list.operands.push(OperandsToCleanup {
                op: ret,
                non_live: non_live_rets.clone(),
                callee: None,
                replace_with_poison: false,
            });
        }
    }
    list.functions.push(FunctionToCleanUp { func, non_live_args, non_live_rets: non_live_rets.clone() });
    if num_returns == 0 {
        return;
    }
    for &call in calls {
        list.results.push(ResultsToCleanup { op: call, non_live: non_live_rets.clone() });
        lives.mark_dead(body.results(call), &non_live_rets);
    }
}

/// An effect-free region op with no live result goes; otherwise each
/// operand (of the op or of its region terminators) forwarded only to
/// dead inputs, or itself dead, becomes `ub.poison`, for canonicalization
/// to drop.
fn process_region_branch_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    iface: &RegionBranchOpInterface,
    effects: &mut EffectFreeCache,
    lives: &mut Lives<'_>,
    list: &mut CleanupList,
) {
    if effects.is_memory_effect_free(ctx, body, op) && !lives.any_live(body.results(op)) {
        list.operations.push(op);
        return;
    }
    // Each forwarded operand with every input it flows to, operands in
    // the order the edges first name them.
    let mut slots: FxHashMap<(OpId, usize), usize> = FxHashMap::default();
    let mut forwarded: Vec<((OpId, usize), Vec<Value>)> = Vec::new();
    for edge in iface.edges(ctx, body, op) {
        let inputs = edge.successor.input_values(body, op);
        for (k, &input) in edge.operands.operands.clone().zip(inputs) {
            let key = (edge.operands.owner, k);
            let slot = *slots.entry(key).or_insert_with(|| {
                forwarded.push((key, Vec::new()));
                forwarded.len() - 1
            });
            forwarded[slot].1.push(input);
        }
    }
    let mut dead_per_op: Vec<(OpId, Vec<bool>)> = Vec::new();
    let mut op_slot: FxHashMap<OpId, usize> = FxHashMap::default();
    for ((owner, k), inputs) in forwarded {
        let value = body.operand(owner, k);
        if lives.is_live(value) && lives.any_live(&inputs) {
            continue;
        }
        let slot = *op_slot.entry(owner).or_insert_with(|| {
            dead_per_op.push((owner, vec![false; body.num_operands(owner)]));
            dead_per_op.len() - 1
        });
        dead_per_op[slot].1[k] = true;
    }
    for (owner, non_live) in dead_per_op {
        list.operands.push(OperandsToCleanup { op: owner, non_live, callee: None, replace_with_poison: true });
    }
}

/// Which successor operands of a branch are forwarded (as opposed to
/// conditions and other operands the branch uses itself).
fn forwarded_operands(ctx: &Context, body: &Body, op: OpId, iface: &BranchOpInterface) -> Vec<bool> {
    let n = body.num_operands(op);
    let mut forwarded = vec![false; n];
    for range in (iface.successor_operands)(ctx, body, op) {
        for k in range.filter(|&k| k < n) {
            forwarded[k] = true;
        }
    }
    forwarded
}

/// Does the branch use a dead operand it does not forward (its
/// condition)? Then it goes as a whole.
fn has_dead_condition(ctx: &Context, body: &Body, op: OpId, iface: &BranchOpInterface, lives: &Lives<'_>) -> bool {
    let forwarded = forwarded_operands(ctx, body, op, iface);
    body.operands(op).zip(&forwarded).any(|(v, &f)| !f && !lives.is_live(v))
}

/// The arguments of each successor block that every branch staying in
/// place passes a dead value for: only those go, from the block and from
/// every branch to it.
///
/// Upstream decides per branch (the arguments that branch passes dead
/// values for) and applies the first decision to the block, which leaves
/// a branch passing more operands than its block has arguments when the
/// decisions differ (the verifier then rejects the result); it also takes
/// an argument as dead once any branch passes a dead value, dropping a
/// store of a value another branch passes. Where all branches agree, this
/// is upstream's decision (`docs/differences.md`).
fn block_args_to_erase(ctx: &Context, body: &Body, ops: &[OpId], lives: &Lives<'_>) -> FxHashMap<BlockId, Vec<bool>> {
    let mut erase: FxHashMap<BlockId, Vec<bool>> = FxHashMap::default();
    for &op in ops {
        let Some(iface) = BranchOpInterface::of(ctx, body, op) else { continue };
        if has_dead_condition(ctx, body, op, iface, lives) {
            continue;
        }
        for (s, block) in body.successors(op).enumerate() {
            let bits = successor_non_live(ctx, body, op, iface, s, lives);
            match erase.get_mut(&block) {
                Some(common) if common.len() == bits.len() => {
                    for (c, b) in common.iter_mut().zip(&bits) {
                        *c &= b;
                    }
                }
                // Branches disagreeing on the argument count: keep them all.
                Some(common) => common.iter_mut().for_each(|c| *c = false),
                None => {
                    erase.insert(block, bits);
                }
            }
        }
    }
    erase
}

/// For successor `s` of branch `op`: which of its operands (produced ones
/// first, which stay) are dead.
fn successor_non_live(
    ctx: &Context,
    body: &Body,
    op: OpId,
    iface: &BranchOpInterface,
    s: usize,
    lives: &Lives<'_>,
) -> Vec<bool> {
    let skip = (iface.produced_operand_counts)(ctx, body, op).get(s).copied().unwrap_or(0);
    let range = (iface.successor_operands)(ctx, body, op).get(s).cloned().unwrap_or(0..0);
    let mut non_live = vec![false; skip];
    non_live.extend(range.map(|k| !lives.is_live(body.operand(op, k))));
    non_live
}

/// A branch with a dead operand it does not forward (its condition) goes,
/// leaving `ub.unreachable`; otherwise each successor loses the arguments
/// [`block_args_to_erase`] chose and the operands feeding them.
fn process_branch_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    iface: &BranchOpInterface,
    block_erase: &FxHashMap<BlockId, Vec<bool>>,
    lives: &mut Lives<'_>,
    list: &mut CleanupList,
) {
    if has_dead_condition(ctx, body, op, iface, lives) {
        list.operations.push(op);
        return;
    }
    for (s, block) in body.successors(op).enumerate() {
        let non_live = block_erase.get(&block).cloned().unwrap_or_default();
        let args = body.block_args(block);
        lives.mark_dead(args, &non_live);
        list.blocks.push(BlockArgsToCleanup { block, non_live_args: non_live.clone() });
        list.successor_operands.push(SuccessorOperandsToCleanup { branch: op, successor: s, non_live });
    }
}
