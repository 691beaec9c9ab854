//! The `loop-invariant-subset-hoisting` pass (upstream's
//! `LoopInvariantSubsetHoisting` and `hoistLoopInvariantSubsets`): a loop
//! that reads a part of a loop-carried tensor at the start of each
//! iteration and writes the same part back at the end carries that part
//! instead, as an extra iteration argument: the read moves before the
//! loop, the write after it.
//!
//! For each iteration argument, in order (arguments added on the way are
//! visited too), the chain of values from the argument to the loop's
//! terminator must consist of subset ops only ([`SubsetOpInterface`]):
//! every use of a value in the chain is an extraction, an insertion into
//! it (whose result continues the chain; at most one per value) or a
//! nested loop carrying it (whose subset ops are gathered but not
//! hoisted), and the chain must end in the argument's own terminator
//! operand. Extractions and insertions of equivalent subsets pair up; a
//! pair moves when both ops' other operands are defined outside the loop,
//! the extracted and inserted types agree, and every other subset op of
//! the chain touches a provably disjoint subset
//! ([`strata_ir::value_bounds`]).
//!
//! Loops are visited innermost first (post-order), so a pair hoisted out
//! of an inner loop can move on out of the outer one. A loop gains
//! arguments by [`strata_ir::LoopIterArgs::replace_with_additional_yields`]:
//! `scf.for` and `affine.for` implement it; other loops are left as they
//! are.
//!
//! Invariants: nothing is erased but the loops replaced by their wider
//! copies; the chain is followed with an explicit stack of loop frames,
//! so nesting depth costs no native stack. Use lists are read newest use
//! first, upstream's order, which decides the order of new arguments.

use strata_ir::subset::{Access, SubsetOpInterface, SubsetRole};
use strata_ir::value_bounds::{HyperrectangularSlice, ValueBounds};
use strata_ir::{Body, Context, FxHashMap, LoopLikeOpInterface, OpFoldResult, OpId, Traits, TypeKind, Use, Value};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};

use crate::licm::can_be_hoisted_if;

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "loop-invariant-subset-hoisting",
        name: "LoopInvariantSubsetHoisting",
        description: "Hoist loop invariant subset ops outside of the loop",
        options: &[],
        anchor: None,
        create: |_, _| Ok(Box::new(LoopInvariantSubsetHoisting)),
    }
}

/// The pass.
pub struct LoopInvariantSubsetHoisting;

impl Pass for LoopInvariantSubsetHoisting {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let loops = LoopLikeOpInterface::loops_innermost_first(ctx, body, op);
        for lp in loops {
            hoist_loop_invariant_subsets(ctx, body, lp);
        }
        Ok(())
    }
}

/// Hoists the matching subset pairs of every iteration argument of `lp`
/// (upstream's `hoistLoopInvariantSubsets`); returns the loop, which is a
/// new op when anything moved.
pub fn hoist_loop_invariant_subsets(ctx: &Context, body: &mut Body, mut lp: OpId) -> OpId {
    let mut i = 0;
    while let Some(iface) = LoopLikeOpInterface::of(ctx, body, lp) {
        if i >= iface.region_iter_args(ctx, body, lp).len() {
            break;
        }
        lp = hoist_subset_at_iter_arg(ctx, body, lp, i);
        i += 1;
    }
    lp
}

/// The subset ops found along one chain (upstream's `MatchingSubsets`):
/// extractions and insertions paired by equivalent subsets (either side
/// may be missing), and every subset op met, hoistable or not.
#[derive(Default)]
struct MatchingSubsets {
    extractions: Vec<Option<OpId>>,
    insertions: Vec<Option<OpId>>,
    all: Vec<OpId>,
    /// What each op met accesses, asked of its interface once. When a
    /// loop is rebuilt, the accesses naming values go (its induction
    /// variables are new values); those of constant offsets, sizes and
    /// strides stay: the ops keep their properties, and the containers an
    /// access names are never compared (`equivalent`).
    accesses: FxHashMap<OpId, Option<Access>>,
}

/// Container equivalence along a chain: every tensor in it is a version of
/// the same one (only destinations of insertions are followed).
fn equivalent(_: Value, _: Value) -> bool {
    true
}

/// One loop whose iteration argument's chain is being followed.
struct Frame {
    lp: OpId,
    iter_arg: Value,
    collect: bool,
    /// The uses of the current chain value still to look at, newest first
    /// (`None` before the value's uses are taken).
    uses: Option<Vec<Use>>,
    pos: usize,
    next: Option<Value>,
    /// The nested loop (and the init operand it takes) whose chain is
    /// being followed on the frame above.
    nested: Option<(OpId, usize)>,
    value: Value,
}

impl Frame {
    fn new(lp: OpId, iter_arg: Value, collect: bool) -> Frame {
        Frame { lp, iter_arg, collect, uses: None, pos: 0, next: None, nested: None, value: iter_arg }
    }
}

impl MatchingSubsets {
    /// Asks the interface of each op of `ops` not asked yet.
    fn ask(&mut self, ctx: &Context, body: &Body, ops: impl IntoIterator<Item = OpId>) {
        for op in ops {
            self.accesses.entry(op).or_insert_with(|| SubsetOpInterface::access(ctx, body, op));
        }
    }

    /// The accesses of two ops already asked, when both say theirs.
    fn accesses_of(&self, a: OpId, b: OpId) -> Option<(&Access, &Access)> {
        Some((self.accesses.get(&a)?.as_ref()?, self.accesses.get(&b)?.as_ref()?))
    }

    fn insert(&mut self, ctx: &Context, body: &Body, op: OpId, role: SubsetRole, collect: bool) {
        self.all.push(op);
        if !collect {
            return;
        }
        let others = match role {
            SubsetRole::Extraction { .. } => &self.insertions,
            SubsetRole::Insertion { .. } => &self.extractions,
        };
        let others: Vec<(usize, OpId)> = others.iter().enumerate().filter_map(|(k, o)| Some((k, (*o)?))).collect();
        self.ask(ctx, body, others.iter().map(|&(_, o)| o).chain([op]));
        let mut bounds = ValueBounds::new(ctx, body);
        let found = others
            .iter()
            .find(|&&(_, other)| {
                self.accesses_of(other, op).is_some_and(|(x, y)| x.equivalent_to(y, &mut bounds, &equivalent))
            })
            .map(|&(k, _)| k);
        let mine = match role {
            SubsetRole::Extraction { .. } => &mut self.extractions,
            SubsetRole::Insertion { .. } => &mut self.insertions,
        };
        if let Some(k) = found {
            mine[k] = Some(op);
            return;
        }
        mine.push(Some(op));
        match role {
            SubsetRole::Extraction { .. } => self.insertions.push(None),
            SubsetRole::Insertion { .. } => self.extractions.push(None),
        }
    }

    /// Do all other known subset ops touch subsets disjoint from the
    /// pair's?
    fn all_disjoint(&mut self, ctx: &Context, body: &Body, pair: [Option<OpId>; 2]) -> bool {
        self.ask(ctx, body, self.all.clone());
        let mut bounds = ValueBounds::new(ctx, body);
        self.all.iter().filter(|o| !pair.contains(&Some(**o))).all(|&other| {
            pair.iter()
                .flatten()
                .all(|&p| self.accesses_of(other, p).is_some_and(|(x, y)| x.disjoint_from(y, &mut bounds, &equivalent)))
        })
    }

    /// Upstream's `populateSubsetOpsAtIterArg`: follows the chain from
    /// `iter_arg` of `lp` to the loop's terminator, gathering subset ops;
    /// false when it meets anything else.
    fn populate(&mut self, ctx: &Context, body: &Body, lp: OpId, iter_arg: Value) -> bool {
        let mut stack = vec![Frame::new(lp, iter_arg, true)];
        while let Some(f) = stack.last_mut() {
            if f.uses.is_none() {
                if let Some(u) = single_terminator_use(ctx, body, f.value) {
                    // The chain must end in the argument's own operand.
                    let Some(iface) = LoopLikeOpInterface::of(ctx, body, f.lp) else { return false };
                    let Some(index) = iface.iter_arg_index(ctx, body, f.lp, f.iter_arg) else { return false };
                    if iface.tied_yielded(body, f.lp, index) != Some((u.op, u.index as usize)) {
                        return false;
                    }
                    stack.pop();
                    let Some(parent) = stack.last_mut() else { return true };
                    let Some((nested, operand)) = parent.nested.take() else { return false };
                    parent.next = LoopLikeOpInterface::of(ctx, body, nested)
                        .and_then(|l| l.tied_result(ctx, body, nested, operand));
                    parent.pos += 1;
                    continue;
                }
                f.uses = Some(body.uses(f.value).iter().rev().copied().collect());
                f.pos = 0;
                f.next = None;
            }
            let uses = f.uses.as_ref().map_or(0, Vec::len);
            if f.pos == uses {
                let Some(next) = f.next else { return false };
                f.value = next;
                f.uses = None;
                continue;
            }
            let u = f.uses.as_ref().map(|list| list[f.pos]).expect("uses taken");
            if let Some(iface) = LoopLikeOpInterface::of(ctx, body, u.op) {
                // Subset ops of nested loops are gathered for the
                // disjointness check only.
                let Some(nested_arg) = iface.tied_iter_arg_of_operand(ctx, body, u.op, u.index as usize) else {
                    return false;
                };
                f.nested = Some((u.op, u.index as usize));
                stack.push(Frame::new(u.op, nested_arg, false));
                continue;
            }
            let Some((_, role)) = SubsetOpInterface::of(ctx, body, u.op) else { return false };
            let collect = f.collect;
            self.insert(ctx, body, u.op, role, collect);
            let f = stack.last_mut().expect("frame");
            if let SubsetRole::Insertion { destination, updated, .. } = role {
                // Only destination-style ops on tensors, the value as the
                // destination, one insertion per value.
                if !pure_tensor_semantics(ctx, body, u.op) || u.index as usize != destination || f.next.is_some() {
                    return false;
                }
                f.next = body.results(u.op).get(updated).copied();
            }
            f.pos += 1;
        }
        false
    }
}

/// Are the slice's offsets, sizes and strides all constants?
fn names_no_value(slice: &HyperrectangularSlice) -> bool {
    [&slice.offsets, &slice.sizes, &slice.strides]
        .iter()
        .all(|list| list.iter().all(|r| matches!(r, OpFoldResult::Attribute(_))))
}

/// The use of `v`, if it has exactly one and a terminator makes it.
fn single_terminator_use(ctx: &Context, body: &Body, v: Value) -> Option<Use> {
    let [u] = body.uses(v) else { return None };
    let terminator = ctx.op_info(body.op_name(u.op)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR));
    terminator.then_some(*u)
}

/// `hasPureTensorSemantics`: no operand is a memref or an unranked tensor.
fn pure_tensor_semantics(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.operands(op).all(|v| {
        !matches!(
            ctx.type_kind(body.value_type(v)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } | TypeKind::UnrankedTensor { .. }
        )
    })
}

/// Upstream's `hoistSubsetAtIterArg`: hoists the pairs found on the chain
/// of iteration argument `index` of `lp`; returns the loop.
fn hoist_subset_at_iter_arg(ctx: &Context, body: &mut Body, mut lp: OpId, index: usize) -> OpId {
    let Some(iface) = LoopLikeOpInterface::of(ctx, body, lp).copied() else { return lp };
    let Some(iter_args) = iface.iter_args else { return lp };
    let iter_arg = iface.region_iter_args(ctx, body, lp)[index];
    let mut subsets = MatchingSubsets::default();
    if !subsets.populate(ctx, body, lp, iter_arg) {
        return lp;
    }
    for k in 0..subsets.extractions.len() {
        let (Some(extraction), Some(insertion)) = (subsets.extractions[k], subsets.insertions[k]) else {
            // Only pairs are hoisted (lone ones would be easier to
            // canonicalize), but they still take part in disjointness.
            continue;
        };
        let Some((_, SubsetRole::Extraction { source })) = SubsetOpInterface::of(ctx, body, extraction) else {
            continue;
        };
        let Some((_, SubsetRole::Insertion { source: ins_source, destination, updated })) =
            SubsetOpInterface::of(ctx, body, insertion)
        else {
            continue;
        };
        let Some(&extracted) = body.results(extraction).first() else { continue };
        if body.value_type(extracted) != body.value_type(body.operand(insertion, ins_source)) {
            continue;
        }
        if !subsets.all_disjoint(ctx, body, [Some(extraction), Some(insertion)]) {
            continue;
        }
        let invariant = |op: OpId, allowed: &[usize]| {
            can_be_hoisted_if(ctx, body, op, |b, user, i, v| {
                LoopLikeOpInterface::is_defined_outside(b, lp, v) || (user == op && allowed.contains(&i))
            })
        };
        if !invariant(extraction, &[source]) || !invariant(insertion, &[ins_source, destination]) {
            continue;
        }
        let inserted = body.operand(insertion, ins_source);
        let mut yields = |_: &mut Body, _: OpId, _: &[Value]| vec![inserted];
        let Some(new) = (iter_args.replace_with_additional_yields)(ctx, body, lp, &[extracted], true, &mut yields)
        else {
            return lp;
        };
        lp = new;
        subsets.accesses.retain(|_, access| access.as_ref().is_none_or(|a| names_no_value(&a.slice)));
        let (Some(init), Some(&loop_result), Some(&new_result)) =
            (iface.tied_init(ctx, body, lp, index), body.results(lp).get(index), body.results(lp).last())
        else {
            return lp;
        };
        body.move_op_before(extraction, lp);
        body.move_op_after(insertion, lp);
        let updated_value = body.results(insertion)[updated];
        let dest_value = body.operand(insertion, destination);
        body.replace_all_uses_with(updated_value, dest_value);
        let init_value = body.operand(lp, init);
        body.set_operand(extraction, source, init_value);
        body.replace_all_uses_with(loop_result, updated_value);
        body.set_operand(insertion, ins_source, new_result);
        body.set_operand(insertion, destination, loop_result);
    }
    lp
}
