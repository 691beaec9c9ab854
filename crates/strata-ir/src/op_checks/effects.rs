//! Memory-effect queries (upstream's `SideEffectInterfaces`): whether an
//! op, with everything nested in it, touches memory, and whether erasing an
//! unused op changes nothing (`isOpTriviallyDead`).
//!
//! Invariant: answers follow the registered `OpInfo::effects` only (for
//! each op, through [`MemoryEffects::of_op`]); an unregistered op, or a
//! registered one whose effects are unknown, may do anything, as upstream
//! treats an op without `MemoryEffectOpInterface`.

use crate::{BlockId, Body, Context, Effect, EffectInstance, EffectOn, MemoryEffects, OpId, SmallVec, Traits};

/// Upstream's `isMemoryEffectFree`: `op` declares no effect and, if its
/// effects are recursive (`RecursiveMemoryEffects`), neither do the ops in
/// its regions.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    effects_allowed(ctx, body, op, |effects| effects.is_empty())
}

/// Might `op`, or an op nested in it when its effects are recursive, write
/// memory? Unknown effects might (upstream's `getEffectsRecursively`
/// answering none, or answering a `Write`).
pub fn may_write_recursively(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    !effects_allowed(ctx, body, op, |effects| effects.iter().all(|e| e.effect != Effect::Write))
}

/// Does `allowed` accept the declared effects of `op` and, when they are
/// recursive, of every op nested in it? Unknown effects are never accepted.
fn effects_allowed(ctx: &Context, body: &Body, op: OpId, allowed: impl Fn(&[EffectInstance]) -> bool) -> bool {
    all_recursively(body, op, |o| judge_effects(ctx, body, o, &allowed), |_| None)
}

/// `op`'s own declared effects, judged by `allowed`.
fn judge_effects(ctx: &Context, body: &Body, op: OpId, allowed: impl Fn(&[EffectInstance]) -> bool) -> ErasureEffects {
    match MemoryEffects::of_op(ctx, body, op).as_deref() {
        Some(MemoryEffects::Known { effects, recursive }) if allowed(effects) => {
            if *recursive {
                ErasureEffects::AllowIfNestedDo
            } else {
                ErasureEffects::Allow
            }
        }
        _ => ErasureEffects::Block,
    }
}

/// [`is_memory_effect_free`] for many ops of one tree, each nested op with
/// recursive effects judged once: asking for the ops of a nest from the
/// inside out costs time linear in the nest, not in its depth squared.
///
/// Invariant: valid while no op under an answered one gains an effect
/// (erasing ops and replacing uses, as CSE does, never adds one).
#[derive(Default)]
pub struct EffectFreeCache {
    known: crate::FxHashMap<OpId, bool>,
}

impl EffectFreeCache {
    pub fn is_memory_effect_free(&mut self, ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
        let op: OpId = op.into();
        let judge = |o| judge_effects(ctx, body, o, |effects| effects.is_empty());
        if judge(op) != ErasureEffects::AllowIfNestedDo {
            return judge(op) == ErasureEffects::Allow;
        }
        if let Some(&free) = self.known.get(&op) {
            return free;
        }
        let free = all_recursively(body, op, judge, |o| self.known.get(&o).copied());
        self.known.insert(op, free);
        free
    }
}

/// [`would_op_be_trivially_dead`] for many ops of one tree (an analysis
/// asking about every op of a nest, outer ones first; the greedy driver
/// asking about each op it pops): a region op is judged by a depth-first
/// walk that stops at the first nested op blocking erasure, as upstream's
/// lazy walk, and keeps the answer of every region op the walk finishes,
/// so a nest costs time linear in its ops whatever order the questions
/// come in.
///
/// Invariant: valid while the IR under an answered op does not change; a
/// user that changes the IR calls [`TriviallyDeadCache::invalidate`]
/// (constant time: answers carry the generation they were given in).
#[derive(Default)]
pub struct TriviallyDeadCache {
    /// For ops whose effects are recursive: do their nested ops allow
    /// erasure, and in which generation was that answered?
    nested_allow: crate::FxHashMap<OpId, (u32, bool)>,
    generation: u32,
}

impl TriviallyDeadCache {
    pub fn would_op_be_trivially_dead(&mut self, ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
        let op: OpId = op.into();
        may_be_trivially_dead(ctx, body, op) && self.effects_allow(ctx, body, op)
    }

    /// [`is_op_trivially_dead`] for a caller asking about many ops while it
    /// changes the IR (the greedy driver): a deep nest asked about level by
    /// level costs linear time between two changes.
    pub fn is_op_trivially_dead(&mut self, ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
        let op: OpId = op.into();
        if !body.use_empty(op) || !may_be_trivially_dead(ctx, body, op) {
            return false;
        }
        self.effects_allow(ctx, body, op)
    }

    /// Forgets every answer: the IR changed.
    pub fn invalidate(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // A full turn of generations: old answers would look current.
            self.nested_allow.clear();
        }
    }

    fn get(&self, op: OpId) -> Option<bool> {
        self.nested_allow.get(&op).filter(|(g, _)| *g == self.generation).map(|&(_, allow)| allow)
    }

    fn put(&mut self, op: OpId, allow: bool) {
        self.nested_allow.insert(op, (self.generation, allow));
    }

    /// Do `op`'s effects, and those of everything nested in it, allow
    /// erasure? A depth-first walk that stops, as the lazy walk does, at
    /// the first op that blocks erasure, and keeps the answer of every
    /// region op it finishes (a blocked one, and each of its enclosing
    /// ones, finish at once): a region op is entered at most once per
    /// generation, and no op past a blocking one is looked at.
    ///
    /// The answer is a conjunction over the nested ops, so any order gives
    /// it; the walk goes from the end of each block back, where bodies
    /// keep their stores (before the terminator), and so stops early on
    /// the loops a lowering leaves without results.
    pub fn effects_allow(&mut self, ctx: &Context, body: &Body, op: OpId) -> bool {
        match erasure_effects(ctx, body, op) {
            ErasureEffects::Block => return false,
            ErasureEffects::Allow => return true,
            ErasureEffects::AllowIfNestedDo => {}
        }
        if let Some(allow) = self.get(op) {
            return allow;
        }
        /// A region op being judged: the next nested op to look at, and
        /// where its not yet entered blocks start in the shared stack.
        struct Frame {
            op: OpId,
            next: Option<OpId>,
            blocks_from: usize,
        }
        // Inline: most judged ops are loops and branches a few levels deep.
        let mut blocks: SmallVec<[BlockId; 8]> = SmallVec::new();
        let enter = |blocks: &mut SmallVec<[BlockId; 8]>, op: OpId| {
            let from = blocks.len();
            for &r in body.regions(op) {
                blocks.extend(body.region_blocks(r));
            }
            // Popped from the end: the last block is judged first.
            Frame { op, next: None, blocks_from: from }
        };
        let mut frames: SmallVec<[Frame; 4]> = crate::smallvec![enter(&mut blocks, op)];
        while let Some(frame) = frames.last_mut() {
            let nested = match frame.next {
                Some(nested) => nested,
                None => match if blocks.len() > frame.blocks_from { blocks.pop() } else { None } {
                    Some(block) => {
                        frame.next = body.last_op(block);
                        continue;
                    }
                    None => {
                        // Everything nested allows erasure.
                        if let Some(done) = frames.pop() {
                            self.put(done.op, true);
                        }
                        continue;
                    }
                },
            };
            frame.next = body.prev_op(nested);
            let blocked = match erasure_effects(ctx, body, nested) {
                ErasureEffects::Block => true,
                ErasureEffects::Allow => false,
                ErasureEffects::AllowIfNestedDo => match self.get(nested) {
                    Some(allow) => !allow,
                    None => {
                        let inner = enter(&mut blocks, nested);
                        frames.push(inner);
                        false
                    }
                },
            };
            if blocked {
                // The blocking op blocks every op it is nested in.
                for f in frames.drain(..) {
                    self.put(f.op, false);
                }
                break;
            }
        }
        self.get(op).unwrap_or(false)
    }
}

/// Does `judge` allow `op` and, for each op it allows only if the ops nested
/// in it do, those ops, to any depth? Blocks are scanned with an explicit
/// stack (nesting depth is no limit), lazily: the scan stops at the first
/// op judged `Block`, and an op allowed outright costs no allocation. A
/// nested op whose answer `known` has is not entered again.
fn all_recursively(
    body: &Body,
    op: OpId,
    judge: impl Fn(OpId) -> ErasureEffects,
    known: impl Fn(OpId) -> Option<bool>,
) -> bool {
    let push_blocks = |blocks: &mut Vec<BlockId>, op: OpId| {
        blocks.extend(body.regions(op).iter().flat_map(|&r| body.region_blocks(r)));
    };
    let mut blocks: Vec<BlockId> = Vec::new();
    match judge(op) {
        ErasureEffects::Block => return false,
        ErasureEffects::Allow => return true,
        ErasureEffects::AllowIfNestedDo => push_blocks(&mut blocks, op),
    }
    while let Some(block) = blocks.pop() {
        for nested in body.block_ops(block) {
            match judge(nested) {
                ErasureEffects::Block => return false,
                ErasureEffects::Allow => {}
                ErasureEffects::AllowIfNestedDo => match known(nested) {
                    Some(false) => return false,
                    Some(true) => {}
                    None => push_blocks(&mut blocks, nested),
                },
            }
        }
    }
    true
}

/// Upstream's `isOpTriviallyDead`: no result of `op` is used and erasing it
/// would change nothing ([`would_op_be_trivially_dead`]).
pub fn is_op_trivially_dead(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    body.use_empty(op) && would_op_be_trivially_dead(ctx, body, op)
}

/// Upstream's `wouldOpBeTriviallyDead`: `op` is no terminator (an
/// unregistered op might be one) and no symbol, and neither it nor, for
/// recursive effects, anything nested in it has an effect other than
/// reading memory or touching what it allocates itself (an `Allocate` on
/// one of its own results). Unknown effects keep an op alive.
pub fn would_op_be_trivially_dead(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    if !may_be_trivially_dead(ctx, body, op) {
        return false;
    }
    all_recursively(body, op, |o| erasure_effects(ctx, body, o), |_| None)
}

/// The part of [`would_op_be_trivially_dead`] about `op` itself, not its
/// effects: it is registered (an unregistered op might be a terminator),
/// and no terminator or symbol.
pub fn may_be_trivially_dead(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    ctx.op_info(body.op_name(op))
        .is_some_and(|info| !info.has_trait(Traits::IS_TERMINATOR) && !info.has_trait(Traits::SYMBOL))
}

/// What the effects `op` itself declares say about erasing it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ErasureEffects {
    /// Unknown effects, or an effect other than a read or a use of what the
    /// op allocates itself.
    Block,
    /// No such effect, and nothing nested counts.
    Allow,
    /// No such effect, but the effects are recursive: the ops nested in its
    /// regions must allow erasure too.
    AllowIfNestedDo,
}

/// `op`'s own effects, judged as [`would_op_be_trivially_dead`] judges
/// each op of the tree it walks. Callers judging many ops of one tree
/// combine these bottom-up instead of walking every subtree again.
pub fn erasure_effects(ctx: &Context, body: &Body, op: impl Into<OpId>) -> ErasureEffects {
    let effects = MemoryEffects::of_op(ctx, body, op);
    let Some(MemoryEffects::Known { effects, recursive }) = effects.as_deref() else {
        return ErasureEffects::Block;
    };
    let allocated = |on: EffectOn| {
        matches!(on, EffectOn::Result(_)) && effects.iter().any(|e| e.effect == Effect::Allocate && e.on == on)
    };
    if !effects.iter().all(|e| e.effect == Effect::Read || allocated(e.on)) {
        ErasureEffects::Block
    } else if *recursive {
        ErasureEffects::AllowIfNestedDo
    } else {
        ErasureEffects::Allow
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OpInfo, OperationState};

    fn register(ctx: &Context, name: &str, effects: MemoryEffects, traits: Traits) {
        let mut info = OpInfo::new(name);
        info.effects = effects;
        info.traits = traits;
        ctx.register_op(info);
    }

    fn effect(effect: Effect, on: EffectOn) -> EffectInstance {
        EffectInstance { effect, on, resource: "DefaultResource" }
    }

    #[test]
    fn the_trivially_dead_cache_answers_as_the_walk_in_any_order() {
        let ctx = Context::new();
        let known = |effects| MemoryEffects::Known { effects, recursive: false };
        register(&ctx, "t.load", known(vec![effect(Effect::Read, EffectOn::Operand(0))]), Traits::NONE);
        register(&ctx, "t.store", known(vec![effect(Effect::Write, EffectOn::Operand(0))]), Traits::NONE);
        register(&ctx, "t.region", MemoryEffects::recursive(), Traits::NONE);
        // Two nests of region ops, a store at the bottom of the first
        // (every level must keep it) and a load in the second.
        let mut body = Body::new();
        let top = body.create_block();
        let mut levels = Vec::new();
        for bottom in ["t.store", "t.load"] {
            let mut block = top;
            let mut nest = Vec::new();
            for _ in 0..20 {
                let op = body
                    .create_op(OperationState::new(ctx.op_name("t.region"), ctx.unknown_loc()), ctx.empty_dictionary());
                body.append_op(block, op);
                let region = body.add_region(op);
                block = body.create_block();
                body.append_block(region, block);
                nest.push(op);
            }
            let op =
                body.create_op(OperationState::new(ctx.op_name(bottom), ctx.unknown_loc()), ctx.empty_dictionary());
            body.append_op(block, op);
            levels.push(nest);
        }
        for order in [false, true] {
            let mut cache = TriviallyDeadCache::default();
            for nest in &levels {
                let asked: Vec<OpId> = if order { nest.iter().rev().copied().collect() } else { nest.clone() };
                for op in asked {
                    assert_eq!(
                        cache.would_op_be_trivially_dead(&ctx, &body, op),
                        would_op_be_trivially_dead(&ctx, &body, op)
                    );
                }
            }
        }
        assert!(!would_op_be_trivially_dead(&ctx, &body, levels[0][0]));
        assert!(would_op_be_trivially_dead(&ctx, &body, levels[1][0]));
    }

    #[test]
    fn trivially_dead_follows_upstreams_effect_rules() {
        let ctx = Context::new();
        let known = |effects| MemoryEffects::Known { effects, recursive: false };
        register(&ctx, "t.pure", MemoryEffects::none(), Traits::NONE);
        register(&ctx, "t.load", known(vec![effect(Effect::Read, EffectOn::Operand(0))]), Traits::NONE);
        register(&ctx, "t.store", known(vec![effect(Effect::Write, EffectOn::Operand(0))]), Traits::NONE);
        let alloc = vec![effect(Effect::Allocate, EffectOn::Result(0)), effect(Effect::Write, EffectOn::Result(0))];
        register(&ctx, "t.alloc", known(alloc), Traits::NONE);
        register(&ctx, "t.region", MemoryEffects::recursive(), Traits::NONE);
        register(&ctx, "t.term", MemoryEffects::none(), Traits::IS_TERMINATOR);
        register(&ctx, "t.sym", MemoryEffects::none(), Traits::SYMBOL);
        let mut body = Body::new();
        let block = body.create_block();
        let make = |body: &mut Body, name: &str, results: usize| {
            let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
            st.result_types.extend(std::iter::repeat_n(ctx.integer_type(32), results));
            let op = body.create_op(st, ctx.empty_dictionary());
            body.append_op(block, op);
            op
        };
        let dead = |body: &Body, op| would_op_be_trivially_dead(&ctx, body, op);
        for (name, expected) in [
            ("t.pure", true),
            ("t.load", true),
            ("t.store", false),
            ("t.alloc", true),
            ("t.term", false),
            ("t.sym", false),
            ("x.unregistered", false),
        ] {
            let op = make(&mut body, name, 1);
            assert_eq!(dead(&body, op), expected, "{name}");
        }
        // Recursive effects: dead unless something nested has an effect.
        let outer = make(&mut body, "t.region", 0);
        let region = body.add_region(outer);
        let inner = body.create_block();
        body.append_block(region, inner);
        let mut st = OperationState::new(ctx.op_name("t.load"), ctx.unknown_loc());
        st.result_types.push(ctx.integer_type(32));
        let load = body.create_op(st, ctx.empty_dictionary());
        body.append_op(inner, load);
        assert!(dead(&body, outer));
        let store =
            body.create_op(OperationState::new(ctx.op_name("t.store"), ctx.unknown_loc()), ctx.empty_dictionary());
        body.append_op(inner, store);
        assert!(!dead(&body, outer));
        // A used result keeps an op alive.
        let pure = make(&mut body, "t.pure", 1);
        assert!(is_op_trivially_dead(&ctx, &body, pure));
        let v = body.results(pure)[0];
        let mut st = OperationState::new(ctx.op_name("t.store"), ctx.unknown_loc());
        st.operands.push(v);
        let user = body.create_op(st, ctx.empty_dictionary());
        body.append_op(block, user);
        assert!(!is_op_trivially_dead(&ctx, &body, pure));
    }

    /// Effects computed for each op: `t.dyn` writes when it has a `writes`
    /// attribute, and only reads otherwise.
    fn dynamic(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
        let effect = if ctx.dict_get(body.attrs(op), "writes").is_some() { Effect::Write } else { Effect::Read };
        MemoryEffects::Known { effects: vec![effect_on_op(effect)], recursive: false }
    }

    fn effect_on_op(effect: Effect) -> EffectInstance {
        EffectInstance { effect, on: EffectOn::Op, resource: "DefaultResource" }
    }

    #[test]
    fn per_op_effects_are_asked_of_each_op() {
        let ctx = Context::new();
        register(&ctx, "t.dyn", MemoryEffects::PerOp(dynamic), Traits::NONE);
        let mut body = Body::new();
        let make = |body: &mut Body, attrs: Vec<(crate::Ident, crate::Attribute)>| {
            let mut st = OperationState::new(ctx.op_name("t.dyn"), ctx.unknown_loc());
            st.attrs = Some(ctx.dictionary_attr(attrs));
            body.create_op(st, ctx.empty_dictionary())
        };
        let reads = make(&mut body, vec![]);
        let writes = make(&mut body, vec![(ctx.ident("writes"), ctx.unit_attr())]);
        assert!(would_op_be_trivially_dead(&ctx, &body, reads));
        assert!(!would_op_be_trivially_dead(&ctx, &body, writes));
        assert!(!may_write_recursively(&ctx, &body, reads));
        assert!(may_write_recursively(&ctx, &body, writes));
    }
}
