//! Dominance of uses, checked by the verifier's structural walk as it
//! meets them ([`UseCheck`]), so that a unit whose every use is dominated
//! (nearly every unit) needs no dominance walk of its own.
//!
//! The structural walk is a preorder. An op's definition in the user's
//! block, or in the block of an op enclosing the user (which the walk is
//! inside of), comes before the use exactly when the walk has met it
//! already: a set of the ops met answers, without numbering blocks. A
//! definition in another block of such a region comes before when its
//! block dominates, by the block dominance the walk computes for each
//! region as it enters it.
//!
//! Invariants: the check only ever proves; it never reports. Whatever it
//! cannot prove (a use in a graph region before its definition, a nest
//! deeper than the dominance walk walks up, a value from outside the
//! walk, a real violation) marks the unit unproven, and the dominance walk
//! ([`super::verify_dominance`]) then decides and reports, in upstream's
//! order, exactly as without this check. Memory is kept from unit to unit.
//!
//! A proven use is also defined inside the walk's root (in the user's
//! block, or in a region of an op the walk is inside of): when every use
//! is proven and no op sat in an unreachable block, the root's
//! IsolatedFromAbove check holds without a walk of its own.

use crate::{BlockId, Body, DominanceInfo, OpId, RegionId, Value, ValueDef};

/// Where the walk meets an op: its block, the block's region, the
/// op's nesting below the walk's root (1 for the root's own regions), and
/// whether the block is reachable from its region's entry.
#[derive(Copy, Clone)]
pub(super) struct Place {
    pub block: BlockId,
    pub region: RegionId,
    pub depth: u32,
    pub reachable: bool,
}

/// An op the walk is inside of (or the user itself), where it sits.
#[derive(Copy, Clone)]
struct Open {
    op: OpId,
    block: BlockId,
    region: RegionId,
}

/// The use check of one walk at a time (see the module doc).
#[derive(Default)]
pub(super) struct UseCheck {
    met: SlotSet,
    /// The ops the walk is inside of, outermost first, one per depth;
    /// entries past the current op's depth are stale.
    open: Vec<Open>,
    /// Some use could not be proven dominated.
    pub unproven: bool,
    /// The walk met an op in an unreachable block, whose uses it does not
    /// check: nothing is proven of where their values come from.
    pub unreachable_met: bool,
}

impl UseCheck {
    /// Forgets the last walk, keeping the memory.
    pub fn clear(&mut self) {
        self.met.clear();
        self.open.clear();
        self.unproven = false;
        self.unreachable_met = false;
    }

    /// The walk meets `op` at `place`, before anything nested in it:
    /// checks its operands.
    pub fn meet(&mut self, body: &Body, dom: &DominanceInfo, op: OpId, place: Place, max_depth: usize) {
        if self.unproven {
            return;
        }
        self.met.insert(op);
        if !place.reachable {
            // As the dominance walk: uses in unreachable blocks are not checked.
            self.unreachable_met = true;
            return;
        }
        if place.depth as usize > max_depth {
            self.unproven = true;
            return;
        }
        let enclosing = &self.open[..(place.depth as usize - 1).min(self.open.len())];
        let user = Open { op, block: place.block, region: place.region };
        self.unproven = !body.operands(op).all(|v| self.dominated(body, dom, v, user, enclosing));
    }

    /// The walk enters the regions of `op` (met at `place`).
    pub fn enter(&mut self, op: OpId, place: Place) {
        if self.unproven {
            return;
        }
        self.open.truncate(place.depth as usize - 1);
        self.open.push(Open { op, block: place.block, region: place.region });
    }

    /// Whether the use of `v` by `user` is surely dominated; `enclosing`
    /// are the ops holding the user, outermost first.
    fn dominated(&self, body: &Body, dom: &DominanceInfo, v: Value, user: Open, enclosing: &[Open]) -> bool {
        let (def_block, def_op) = match body.value_def(v) {
            ValueDef::OpResult { op, .. } => match body.op_block(op) {
                Some(b) => (b, Some(op)),
                None => return false,
            },
            ValueDef::BlockArgument { block, .. } => (block, None),
            ValueDef::Placeholder => return false,
        };
        if def_block == user.block {
            // The block's argument, or an op the walk met before the user.
            return def_op.is_none_or(|d| d != user.op && self.met.contains(d));
        }
        let Some(def_region) = body.block_region(def_block) else { return false };
        // The user or the innermost op holding it in the definition's region.
        let Some(anc) = std::iter::once(&user).chain(enclosing.iter().rev()).find(|o| o.region == def_region) else {
            return false;
        };
        if anc.block == def_block {
            // The walk is inside `anc`: it met the definition if it comes first.
            return def_op.is_none_or(|d| d != anc.op && self.met.contains(d));
        }
        dom.block_dominates(def_block, anc.block)
    }
}

#[cfg(test)]
thread_local! {
    /// Tests compare the check with the dominance walk run on every unit.
    static FORCE_DOMINANCE_WALK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a test asked for the dominance walk whatever the check proved.
pub(super) fn dominance_walk_forced() -> bool {
    #[cfg(test)]
    return FORCE_DOMINANCE_WALK.with(|f| f.get());
    #[cfg(not(test))]
    false
}

/// A set of ops by arena slot: a bit per slot up to the largest inserted,
/// cleared by unsetting what was set (so clearing costs what was inserted,
/// not the arena). Only for a walk of unchanging IR: a slot is one op then.
#[derive(Default)]
struct SlotSet {
    bits: Vec<u64>,
    set: Vec<u32>,
}

impl SlotSet {
    fn slot(op: OpId) -> usize {
        crate::keymap::index_of(op) as usize
    }

    fn insert(&mut self, op: OpId) {
        let i = Self::slot(op);
        if i / 64 >= self.bits.len() {
            self.bits.resize(i / 64 + 1, 0);
        }
        let bit = 1u64 << (i % 64);
        if self.bits[i / 64] & bit == 0 {
            self.bits[i / 64] |= bit;
            self.set.push(i as u32);
        }
    }

    fn contains(&self, op: OpId) -> bool {
        let i = Self::slot(op);
        self.bits.get(i / 64).is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }

    fn clear(&mut self) {
        for i in self.set.drain(..) {
            self.bits[i as usize / 64] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{SlotSet, FORCE_DOMINANCE_WALK};
    use crate::testing::XorShift;
    use crate::verifier::{verify, VerifyConfig};
    use crate::{BlockId, Body, Context, OpId, OpInfo, OperationState, RegionId, RegionSpec, Traits, Value};
    use slotmap::SlotMap;

    /// The verifier's answer, with the dominance walk only where the use
    /// check proved nothing, and with it on every unit.
    fn both_answers(ctx: &Context, body: &Body, root: OpId) -> (String, String) {
        let config = VerifyConfig { allow_unregistered: true, disable_threading: true };
        let answer = || format!("{:?}", verify(ctx, body, root, &config));
        let checked = answer();
        FORCE_DOMINANCE_WALK.with(|f| f.set(true));
        let walked = answer();
        FORCE_DOMINANCE_WALK.with(|f| f.set(false));
        (checked, walked)
    }

    fn context() -> Context {
        let ctx = Context::new();
        for (name, traits) in [
            ("t.ssa", Traits::NO_TERMINATOR),
            ("t.graph", Traits::NO_TERMINATOR | Traits::GRAPH_REGIONS),
            ("t.iso", Traits::NO_TERMINATOR | Traits::ISOLATED_FROM_ABOVE),
        ] {
            let mut info = OpInfo::new(name);
            info.regions = vec![RegionSpec { name: "r", variadic: true }];
            info.traits = traits;
            ctx.register_op(info);
        }
        ctx
    }

    /// Random nests of SSA regions, graph regions, regions of unregistered
    /// ops and isolated ops, with several blocks branching among
    /// themselves (some unreachable); operands mostly defined earlier in
    /// creation order (often dominating), sometimes anywhere.
    struct Gen<'c> {
        ctx: &'c Context,
        rng: XorShift,
        values: Vec<Value>,
        /// Unregistered ops, which may take any operands, with the number
        /// of values created before them.
        users: Vec<(OpId, usize)>,
    }

    impl Gen<'_> {
        fn below(&mut self, n: u64) -> u64 {
            self.rng.next_u64() % n
        }

        fn region(&mut self, body: &mut Body, depth: u32, single_block: bool) -> RegionId {
            let ty = self.ctx.index_type();
            let r = body.create_region();
            let n = if single_block || depth >= 3 { 1 } else { 1 + self.below(3) as usize };
            let blocks: Vec<BlockId> = (0..n).map(|_| body.create_block()).collect();
            for &b in &blocks {
                body.append_block(r, b);
            }
            for &b in &blocks {
                for _ in 0..self.below(2) {
                    let a = body.add_block_arg(b, ty, None);
                    self.values.push(a);
                }
                for _ in 0..1 + self.below(4) {
                    let mut state;
                    if depth < 4 && self.below(10) < 3 {
                        let (name, single) = match self.below(4) {
                            0 => ("t.ssa", false),
                            1 => ("t.graph", true),
                            2 => ("u.region", false),
                            _ => ("t.iso", false),
                        };
                        state = OperationState::new(self.ctx.op_name(name), self.ctx.unknown_loc());
                        for _ in 0..1 + self.below(2) {
                            state.regions.push(self.region(body, depth + 1, single));
                        }
                    } else {
                        state = OperationState::new(self.ctx.op_name("u.val"), self.ctx.unknown_loc());
                        state.result_types.push(ty);
                    }
                    let registered = self.ctx.op_info(state.name).is_some();
                    let op = body.create_op(state, self.ctx.empty_dictionary());
                    body.append_op(b, op);
                    if !registered {
                        self.users.push((op, self.values.len()));
                    }
                    self.values.extend(body.results(op).iter().copied());
                }
                if n > 1 {
                    let mut state = OperationState::new(self.ctx.op_name("u.br"), self.ctx.unknown_loc());
                    for _ in 0..self.below(3) {
                        state.successors.push(blocks[1 + self.below(n as u64 - 1) as usize]);
                    }
                    let op = body.create_op(state, self.ctx.empty_dictionary());
                    body.append_op(b, op);
                    self.users.push((op, self.values.len()));
                }
            }
            r
        }
    }

    #[test]
    fn the_use_check_answers_as_the_dominance_walk() {
        let ctx = context();
        let (mut accepted, mut rejected) = (0, 0);
        for seed in 1..=2000u64 {
            let mut body = Body::new();
            let mut g = Gen { ctx: &ctx, rng: XorShift(seed * 0x9e37_79b9), values: Vec::new(), users: Vec::new() };
            let region = g.region(&mut body, 0, false);
            let mut state = OperationState::new(ctx.op_name("t.ssa"), ctx.unknown_loc());
            state.regions.push(region);
            let root = body.create_op(state, ctx.empty_dictionary());
            for (op, before) in std::mem::take(&mut g.users) {
                let mut operands: Vec<Value> = Vec::new();
                for _ in 0..g.below(3) {
                    let pool = if g.below(8) == 0 { g.values.len() } else { before };
                    if pool > 0 {
                        let i = g.below(pool as u64) as usize;
                        operands.push(g.values[i]);
                    }
                }
                body.set_operands(op, &operands);
            }
            let (checked, walked) = both_answers(&ctx, &body, root);
            assert_eq!(checked, walked, "seed {seed}");
            if checked.starts_with("Ok") {
                accepted += 1;
            } else {
                rejected += 1;
            }
        }
        // Both kinds of unit are common, so both answers were compared.
        assert!(accepted > 100 && rejected > 100, "{accepted} accepted, {rejected} rejected");
    }

    /// Past the nesting the dominance walk walks up, the check leaves the
    /// unit to it: uses far below their definitions answer alike.
    #[test]
    fn deep_nests_answer_as_the_dominance_walk() {
        let ctx = context();
        for bad in [false, true] {
            let mut body = Body::new();
            let ty = ctx.index_type();
            let outer = body.create_block();
            let top = body.create_region();
            body.append_block(top, outer);
            let def = body.create_op(
                {
                    let mut s = OperationState::new(ctx.op_name("u.val"), ctx.unknown_loc());
                    s.result_types.push(ty);
                    s
                },
                ctx.empty_dictionary(),
            );
            body.append_op(outer, def);
            let mut block = outer;
            for _ in 0..24 {
                let (r, b) = (body.create_region(), body.create_block());
                body.append_block(r, b);
                let mut s = OperationState::new(ctx.op_name("t.ssa"), ctx.unknown_loc());
                s.regions.push(r);
                let nest = body.create_op(s, ctx.empty_dictionary());
                body.append_op(block, nest);
                block = b;
            }
            let mut s = OperationState::new(ctx.op_name("u.use"), ctx.unknown_loc());
            s.operands.push(body.results(def)[0]);
            let user = body.create_op(s, ctx.empty_dictionary());
            body.append_op(block, user);
            if bad {
                // The definition after the nest that uses it.
                body.remove_op(def);
                body.append_op(outer, def);
            }
            let mut s = OperationState::new(ctx.op_name("t.ssa"), ctx.unknown_loc());
            s.regions.push(top);
            let root = body.create_op(s, ctx.empty_dictionary());
            let (checked, walked) = both_answers(&ctx, &body, root);
            assert_eq!(checked, walked);
            assert_eq!(checked.starts_with("Ok"), !bad, "{checked}");
        }
    }

    #[test]
    fn slot_set_inserts_finds_and_clears() {
        let mut arena: SlotMap<OpId, ()> = SlotMap::with_key();
        let ops: Vec<OpId> = (0..300).map(|_| arena.insert(())).collect();
        let mut set = SlotSet::default();
        for &o in ops.iter().step_by(7) {
            set.insert(o);
            set.insert(o);
        }
        for (i, &o) in ops.iter().enumerate() {
            assert_eq!(set.contains(o), i % 7 == 0);
        }
        set.clear();
        assert!(ops.iter().all(|&o| !set.contains(o)));
        set.insert(ops[299]);
        assert!(set.contains(ops[299]) && !set.contains(ops[0]));
    }
}
