//! The `symbol-dce` pass (upstream's `SymbolDCE`): erases the symbols of a
//! symbol table, and of the symbol tables nested in it, that nothing live
//! references.
//!
//! Liveness starts from roots: every op of a table that is not a symbol, and
//! every symbol that cannot be discarded. Upstream asks
//! `(table hidden || private) && canDiscardOnUseEmpty()`, where
//! `canDiscardOnUseEmpty` holds for every non-public symbol (mlir-opt-22
//! erases unused `nested` functions too). A table is hidden when nothing
//! outside can name its symbols: the root unless it has a parent and is a
//! non-private symbol, a nested table if its parent is hidden, it is not a
//! symbol, or it is private. So a `nested` symbol of a hidden table can go,
//! while in a visible one only private symbols can.
//!
//! A worklist propagates liveness. A live op that is a symbol table seeds
//! its own roots (recursion in upstream, an explicit stack here). A live op
//! that is not a symbol table enqueues its nested ops that have regions, so
//! symbol tables buried in a function body are analysed too. When a live
//! op's parent is a symbol table, every symbol reference it holds is
//! resolved from that parent and each symbol on the reference's path
//! (`@a::@b` marks `@a` and `@b`) becomes live; references that do not
//! resolve are ignored. The references an op holds are those in its
//! properties and attributes (through arrays and dictionaries) and, unless
//! the op is itself a symbol table, those of every op nested in it without
//! entering a nested symbol table (whose own attributes still count) —
//! what mlir-opt-22 does. An op of no loaded dialect with exactly one
//! region might be a symbol table whose uses cannot be known (upstream's
//! `isPotentiallyUnknownSymbolTable`): meeting one while collecting a live
//! op's uses fails the pass with upstream's error on that live op. (An
//! unknown op of a loaded dialect, `"test.foo"`, is walked through.)
//!
//! Finally, post-order over every symbol table under the root (inner tables
//! first, so the count matches upstream's `num-dce` statistic), each symbol
//! op directly in a table that is not live is erased.
//!
//! Invariants: linear in ops plus symbol uses (each op is enqueued a bounded
//! number of times: symbols once through the live set, other ops once from
//! their parent; lookups go through the symbol cache while nothing
//! mutates); no recursion over the IR; the erase order follows the IR, never
//! a hash map; every erasure goes through the one `Rewriter`.

use std::sync::atomic::{AtomicU64, Ordering};

use strata_ir::op_checks::op_error;
use strata_ir::symbols::{
    cache_scope, is_potentially_unknown_symbol_table, is_private, is_public, is_symbol, is_symbol_table,
    lookup_symbol_path, symbol_refs_of,
};
use strata_ir::{Attribute, Body, Context, FxHashSet, OpId, WalkOrder};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun, Statistic};
use strata_rewrite::Rewriter;

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "symbol-dce",
        name: "SymbolDCE",
        description: "Eliminate dead symbols",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(SymbolDce::new())),
    }
}

/// The pass, with its `num-dce` statistic.
#[derive(Default)]
pub struct SymbolDce {
    num_dce: AtomicU64,
}

impl SymbolDce {
    pub fn new() -> SymbolDce {
        SymbolDce::default()
    }
}

impl Pass for SymbolDce {
    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic {
            name: "num-dce",
            description: "Number of symbols DCE'd",
            value: self.num_dce.load(Ordering::Relaxed),
        }]
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        if !is_symbol_table(ctx, body, op) {
            // Upstream's text, double space included (`emitOpError() << " was..."`).
            run.diagnostics.push(op_error(
                ctx,
                body,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            ));
            return Err(PassFailed);
        }
        match eliminate_dead_symbols(ctx, body, op) {
            Ok(erased) => {
                self.num_dce.fetch_add(erased, Ordering::Relaxed);
                Ok(())
            }
            Err(UnknownSymbolTable(at)) => {
                run.diagnostics.push(strata_ir::op_checks::emit_error(
                    body,
                    at,
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                ));
                Err(PassFailed)
            }
        }
    }
}

/// The live op whose symbol uses cannot be known: it is, or holds, an op
/// that may be an unknown symbol table. Nothing was erased.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct UnknownSymbolTable(pub OpId);

/// Erases the dead symbols of symbol table `root` and of the tables nested
/// in it; returns how many symbols were erased.
pub fn eliminate_dead_symbols(ctx: &Context, body: &mut Body, root: OpId) -> Result<u64, UnknownSymbolTable> {
    // The root is visible from outside only if it sits in a parent and is a
    // non-private symbol.
    let hidden = body.parent_op(root).is_none() || !is_symbol(ctx, body, root) || is_private(ctx, body, root);
    let live = {
        // Nothing mutates the IR while liveness is computed: cached lookups.
        let _scope = cache_scope();
        compute_liveness(ctx, body, root, hidden)?
    };

    // Post-order: a nested table's dead symbols go before the op holding it.
    let tables: Vec<OpId> =
        body.collect_ops(root, WalkOrder::PostOrder).into_iter().filter(|&o| is_symbol_table(ctx, body, o)).collect();
    let mut dead = Vec::new();
    for table in tables {
        let Some(&region) = body.regions(table).first() else { continue };
        for block in body.region_blocks(region) {
            dead.extend(body.block_ops(block).filter(|&o| is_symbol(ctx, body, o) && !live.contains(&o)));
        }
    }
    let mut rewriter = Rewriter::new(ctx, body);
    for &op in &dead {
        rewriter.erase_op(op);
    }
    Ok(dead.len() as u64)
}

/// The set of live symbols under `root` (see the module doc).
fn compute_liveness(
    ctx: &Context,
    body: &Body,
    root: OpId,
    root_hidden: bool,
) -> Result<FxHashSet<OpId>, UnknownSymbolTable> {
    let mut live = FxHashSet::default();
    // (op, hidden flag of the table whose analysis enqueued it): upstream
    // carries the flag through its recursion, a stack entry carries it here.
    let mut worklist: Vec<(OpId, bool)> = Vec::new();
    seed_table(ctx, body, root, root_hidden, &mut live, &mut worklist);
    let mut refs: Vec<Attribute> = Vec::new();
    let mut path: Vec<OpId> = Vec::new();
    while let Some((op, hidden)) = worklist.pop() {
        if is_symbol_table(ctx, body, op) {
            // A nested table is hidden if its parent is, if it is not a
            // symbol, or if it is private.
            let nested_hidden = hidden || !is_symbol(ctx, body, op) || is_private(ctx, body, op);
            seed_table(ctx, body, op, nested_hidden, &mut live, &mut worklist);
        } else {
            // Upstream's conservative step: ops with regions nested in a
            // live op are analysed as if at top level, so symbol tables
            // inside a function body get their own liveness.
            for &r in body.regions(op) {
                for b in body.region_blocks(r) {
                    worklist.extend(body.block_ops(b).filter(|&o| !body.regions(o).is_empty()).map(|o| (o, hidden)));
                }
            }
        }
        // References only resolve from a symbol table parent; ops enqueued
        // from inside a function body have none.
        let parent = body.parent_op(op).filter(|&p| is_symbol_table(ctx, body, p));
        refs.clear();
        // An op enqueued from inside a body lies in a live op's subtree
        // that was walked already: only ops under a table are walked.
        if parent.is_some() && !collect_symbol_uses(ctx, body, op, &mut refs) {
            return Err(UnknownSymbolTable(op));
        }
        let Some(parent) = parent else { continue };
        for &sym_ref in &refs {
            if lookup_symbol_path(ctx, body, parent, sym_ref, &mut path) {
                for &symbol in &path {
                    if live.insert(symbol) {
                        worklist.push((symbol, hidden));
                    }
                }
            }
        }
    }
    Ok(live)
}

/// Enqueues the roots of `table`: its non-symbol ops and the symbols that
/// cannot be discarded.
fn seed_table(
    ctx: &Context,
    body: &Body,
    table: OpId,
    hidden: bool,
    live: &mut FxHashSet<OpId>,
    worklist: &mut Vec<(OpId, bool)>,
) {
    let Some(&region) = body.regions(table).first() else { return };
    for block in body.region_blocks(region) {
        for op in body.block_ops(block) {
            if !is_symbol(ctx, body, op) {
                worklist.push((op, hidden));
                continue;
            }
            let discardable = (hidden || is_private(ctx, body, op)) && can_discard_on_use_empty(ctx, body, op);
            if !discardable && live.insert(op) {
                worklist.push((op, hidden));
            }
        }
    }
}

/// Upstream's `canDiscardOnUseEmpty` as mlir-opt-22 behaves: every symbol
/// that is not public (private or nested).
fn can_discard_on_use_empty(ctx: &Context, body: &Body, op: OpId) -> bool {
    !is_public(ctx, body, op)
}

/// Every symbol reference `op` holds: its own properties and attributes,
/// and unless it is a symbol table, those of the ops nested in it, without
/// entering nested symbol tables (whose own attributes still count).
/// False if one of these ops may be an unknown symbol table.
fn collect_symbol_uses(ctx: &Context, body: &Body, op: OpId, out: &mut Vec<Attribute>) -> bool {
    let mut ops = vec![op];
    while let Some(o) = ops.pop() {
        if is_potentially_unknown_symbol_table(ctx, body, o) {
            return false;
        }
        symbol_refs_of(ctx, body, o, out);
        if is_symbol_table(ctx, body, o) {
            continue;
        }
        for &r in body.regions(o) {
            for b in body.region_blocks(r) {
                ops.extend(body.block_ops(b));
            }
        }
    }
    true
}
