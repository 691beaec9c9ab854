//! [`Rewriter`]: every IR change of a pattern, a fold or a pass, reported
//! to an optional [`Listener`] (upstream's `RewriterBase`/`PatternRewriter`).
//!
//! Creation goes through [`strata_ir::Builder`]'s insertion point, so there
//! is one definition of where an op lands. Notifications follow upstream's
//! order: a replacement reports `replaced`, then each user it modified (most
//! recent use first, as upstream's use lists run), then the erasure; an
//! erasure reports nested ops before their parents (regions last to first,
//! blocks in post-order so successors go before predecessors, ops last to
//! first), each block after its ops, the root last. The IR is changed once
//! every notification is sent: listeners see it whole.

use strata_ir::op_checks::{i64_array, set_inherent_attr};
use strata_ir::{
    ApInt, AttrKind, BlockId, Body, Builder, Context, DenseValue, InsertPoint, OpId, OperationState, RegionId, Traits,
    Type, Value,
};

use crate::listener::Listener;

pub struct Rewriter<'a> {
    builder: Builder<'a>,
    listener: Option<&'a mut dyn Listener>,
}

impl<'a> Rewriter<'a> {
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Rewriter<'a> {
        Rewriter { builder: Builder::new(ctx, body), listener: None }
    }

    /// A rewriter that reports every change to `listener`.
    pub fn with_listener(ctx: &'a Context, body: &'a mut Body, listener: &'a mut dyn Listener) -> Rewriter<'a> {
        Rewriter { builder: Builder::new(ctx, body), listener: Some(listener) }
    }

    pub fn ctx(&self) -> &'a Context {
        self.builder.ctx
    }

    /// The IR, for reading. Changes go through the rewriter's methods.
    pub fn body(&self) -> &Body {
        self.builder.body
    }

    pub fn insertion_point(&self) -> InsertPoint {
        self.builder.point
    }
    pub fn set_insertion_point(&mut self, point: InsertPoint) {
        self.builder.set_insertion_point(point);
    }
    pub fn set_insertion_point_before(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        self.builder.set_insertion_point(InsertPoint::Before(op));
    }
    pub fn set_insertion_point_after(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        self.builder.set_insertion_point(InsertPoint::After(op));
    }

    fn with_listener_do(&mut self, f: impl FnOnce(&mut dyn Listener, &Body)) {
        if let Some(l) = self.listener.as_deref_mut() {
            f(l, self.builder.body);
        }
    }

    /// Creates an op at the insertion point (upstream's `create`).
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.builder.create(state);
        self.with_listener_do(|l, b| l.notify_operation_inserted(b, op, false));
        op
    }

    /// Deep-clones `op` to the insertion point; the clone's nested ops are
    /// reported in pre-order, then the clone itself.
    pub fn clone_op(&mut self, op: impl Into<OpId>, mapping: &mut strata_ir::inliner::ValueMapping) -> OpId {
        let new = self.builder.body.clone_op(op, mapping);
        self.builder.insert(new);
        if self.listener.is_some() {
            let nested: Vec<OpId> =
                self.builder.body.collect_ops(new, strata_ir::WalkOrder::PreOrder).into_iter().skip(1).collect();
            for o in nested {
                self.with_listener_do(|l, b| l.notify_operation_inserted(b, o, false));
            }
        }
        self.with_listener_do(|l, b| l.notify_operation_inserted(b, new, false));
        new
    }

    /// Changes `op` in place with `f`, then reports it modified (upstream's
    /// `modifyOpInPlace`).
    pub fn modify_op_in_place<R>(&mut self, op: impl Into<OpId>, f: impl FnOnce(&mut Body) -> R) -> R {
        let op: OpId = op.into();
        let r = f(self.builder.body);
        self.with_listener_do(|l, b| l.notify_operation_modified(b, op));
        r
    }

    /// Runs `f` on the IR without reporting anything: for changes the caller
    /// reports itself (a fold hook may update its op in place, which the
    /// caller then reports with [`Self::notify_operation_modified`]).
    pub fn with_body<R>(&mut self, f: impl FnOnce(&mut Body) -> R) -> R {
        f(self.builder.body)
    }

    /// Reports `op` modified.
    pub fn notify_operation_modified(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        self.with_listener_do(|l, b| l.notify_operation_modified(b, op));
    }

    /// Reports `op` replaced by `values` (one per result) without touching
    /// its uses: the dialect conversion hands them over when it ends.
    pub fn notify_operation_replaced(&mut self, op: impl Into<OpId>, values: &[Value]) {
        let op: OpId = op.into();
        self.with_listener_do(|l, b| l.notify_operation_replaced(b, op, values));
    }

    /// Replaces every use of `from` with `to`, reporting each user modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if self.listener.is_none() {
            self.builder.body.replace_all_uses_with(from, to);
            return;
        }
        // Inline storage: most values have a few users.
        let users: strata_ir::SmallVec<[OpId; 4]> = self.builder.body.uses(from).iter().rev().map(|u| u.op).collect();
        self.builder.body.replace_all_uses_with(from, to);
        for op in users {
            self.with_listener_do(|l, b| l.notify_operation_modified(b, op));
        }
    }

    /// Replaces every use of `from` with `to` except those by `except`
    /// (upstream's `replaceAllUsesExcept`), reporting each user modified.
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: impl Into<OpId>) {
        let except: OpId = except.into();
        let users: Vec<OpId> = match self.listener {
            Some(_) => self.builder.body.uses(from).iter().map(|u| u.op).filter(|&op| op != except).collect(),
            None => Vec::new(),
        };
        self.builder.body.replace_uses_with_if(from, to, |_, u| u.op != except);
        for op in users {
            self.with_listener_do(|l, b| l.notify_operation_modified(b, op));
        }
    }

    /// Replaces the results of `op` with `values` (one per result) and
    /// erases it (upstream's `replaceOp`).
    pub fn replace_op(&mut self, op: impl Into<OpId>, values: &[Value]) {
        let op: OpId = op.into();
        self.replace_all_op_uses_with(op, values);
        self.erase_op(op);
    }

    /// Replaces the results of `op` with `values` (one per result), leaving
    /// `op` in place without users (upstream's `replaceAllOpUsesWith`).
    pub fn replace_all_op_uses_with(&mut self, op: impl Into<OpId>, values: &[Value]) {
        let op: OpId = op.into();
        let results: strata_ir::SmallVec<[Value; 2]> = self.builder.body.results(op).iter().copied().collect();
        assert_eq!(results.len(), values.len(), "replace_op: one value per result");
        self.with_listener_do(|l, b| l.notify_operation_replaced(b, op, values));
        for (&r, &v) in results.iter().zip(values) {
            self.replace_all_uses_with(r, v);
        }
    }

    /// Reports `op` (and what it holds) erased to the listener without
    /// erasing it: the dialect conversion erases replaced ops only when it
    /// ends, as upstream's does, but reports them when they are replaced.
    pub fn notify_operation_erased(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        self.report_erasure(&[op], None);
    }

    /// Creates an op at `op`'s position and replaces `op` with its results.
    pub fn replace_op_with_new(&mut self, op: impl Into<OpId>, state: OperationState) -> OpId {
        let op: OpId = op.into();
        let saved = self.insertion_point();
        self.set_insertion_point_before(op);
        let new = self.create(state);
        self.set_insertion_point(saved);
        let values = self.builder.body.results(new).to_vec();
        self.replace_op(op, &values);
        new
    }

    /// Builds a typed op at `op`'s position with `build` and replaces `op`
    /// with its results (upstream's `replaceOpWithNewOp<OpTy>`):
    /// `rw.replace_op_with_new_op(op, |rw| BroadcastOp::build(rw, loc, x, ty))`.
    pub fn replace_op_with_new_op<Op: strata_ir::OpClass>(
        &mut self,
        op: impl Into<OpId>,
        build: impl FnOnce(&mut Self) -> Op,
    ) -> Op {
        let op: OpId = op.into();
        let saved = self.insertion_point();
        self.set_insertion_point_before(op);
        let new = build(self);
        self.set_insertion_point(saved);
        let values = self.builder.body.results(new).to_vec();
        self.replace_op(op, &values);
        new
    }

    /// Erases `op`, whose results must be unused, and everything nested in
    /// it (upstream's `eraseOp`).
    pub fn erase_op(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        self.report_erasure(&[op], None);
        self.builder.body.erase_op(op);
    }

    /// Erases `block` and its ops (reported last to first, then the block).
    pub fn erase_block(&mut self, block: BlockId) {
        if self.listener.is_some() {
            let ops: Vec<OpId> = self.builder.body.block_ops(block).collect();
            self.report_erasure(&ops, Some(block));
        }
        self.builder.body.erase_block(block);
    }

    /// Reports the erasure of `ops` (last to first, each after its tree),
    /// then of `block` if given.
    fn report_erasure(&mut self, ops: &[OpId], block: Option<BlockId>) {
        if self.listener.is_none() {
            return;
        }
        for &op in ops.iter().rev() {
            // An op without regions (nearly every one) is all there is to
            // report: no walk, no list.
            if self.builder.body.regions(op).is_empty() {
                self.with_listener_do(|l, b| l.notify_operation_erased(b, op));
                continue;
            }
            for item in erase_order(self.builder.body, op) {
                match item {
                    Erased::Op(o) => self.with_listener_do(|l, b| l.notify_operation_erased(b, o)),
                    Erased::Block(blk) => self.with_listener_do(|l, b| l.notify_block_erased(b, blk)),
                }
            }
        }
        if let Some(block) = block {
            self.with_listener_do(|l, b| l.notify_block_erased(b, block));
        }
    }

    /// Moves `op` right before `anchor`.
    pub fn move_op_before(&mut self, op: impl Into<OpId>, anchor: impl Into<OpId>) {
        let (op, anchor): (OpId, OpId) = (op.into(), anchor.into());
        self.builder.body.move_op_before(op, anchor);
        self.with_listener_do(|l, b| l.notify_operation_inserted(b, op, true));
    }

    /// Moves `op` right after `anchor`.
    pub fn move_op_after(&mut self, op: impl Into<OpId>, anchor: impl Into<OpId>) {
        let (op, anchor): (OpId, OpId) = (op.into(), anchor.into());
        self.builder.body.move_op_after(op, anchor);
        self.with_listener_do(|l, b| l.notify_operation_inserted(b, op, true));
    }

    /// Moves `op` to the end of `block`.
    pub fn move_op_to_block_end(&mut self, op: impl Into<OpId>, block: BlockId) {
        let op: OpId = op.into();
        self.builder.body.remove_op(op);
        self.builder.body.append_op(block, op);
        self.with_listener_do(|l, b| l.notify_operation_inserted(b, op, true));
    }

    /// Creates a block with arguments of `types` (at `loc`) at the end of
    /// `region` and reports it inserted (upstream's `createBlock`, which
    /// also moves the insertion point; this one leaves it).
    pub fn create_block(
        &mut self,
        region: RegionId,
        types: &[strata_ir::Type],
        loc: Option<strata_ir::Location>,
    ) -> BlockId {
        let block = self.new_block(types, loc);
        self.builder.body.append_block(region, block);
        self.with_listener_do(|l, b| l.notify_block_inserted(b, block));
        block
    }

    /// A detached block with arguments of `types`.
    fn new_block(&mut self, types: &[strata_ir::Type], loc: Option<strata_ir::Location>) -> BlockId {
        let body = &mut *self.builder.body;
        let block = body.create_block();
        for &t in types {
            body.add_block_arg(block, t, loc);
        }
        block
    }

    /// Creates a block with arguments of `types` right before `anchor` and
    /// reports it inserted (upstream's `createBlock(Block *insertBefore,
    /// ...)`; the insertion point stays).
    pub fn create_block_before(
        &mut self,
        anchor: BlockId,
        types: &[strata_ir::Type],
        loc: Option<strata_ir::Location>,
    ) -> BlockId {
        let block = self.new_block(types, loc);
        self.builder.body.insert_block_before(anchor, block);
        self.with_listener_do(|l, b| l.notify_block_inserted(b, block));
        block
    }

    /// Moves the blocks of `region` into `dest` before `before` (or at the
    /// end), reporting each block inserted.
    pub fn inline_region_before(&mut self, region: RegionId, dest: RegionId, before: Option<BlockId>) {
        let blocks: Vec<BlockId> = self.builder.body.region_blocks(region).collect();
        self.builder.body.inline_region_before(region, dest, before);
        for b in blocks {
            self.with_listener_do(|l, body| l.notify_block_inserted(body, b));
        }
    }

    /// Moves the ops of `source` before `before` in `dest` (or to its end),
    /// replacing `source`'s arguments with `args`, and erases `source`
    /// (upstream's `inlineBlockBefore` / `mergeBlocks`).
    pub fn inline_block_before(&mut self, source: BlockId, dest: BlockId, before: Option<OpId>, args: &[Value]) {
        let params = self.builder.body.block_args(source).to_vec();
        assert_eq!(params.len(), args.len(), "inline_block_before: one value per block argument");
        for (&p, &a) in params.iter().zip(args) {
            self.replace_all_uses_with(p, a);
        }
        let ops: Vec<OpId> = self.builder.body.block_ops(source).collect();
        for o in ops {
            let body = &mut *self.builder.body;
            body.remove_op(o);
            match before {
                Some(anchor) => body.insert_op_before(anchor, o),
                None => body.append_op(dest, o),
            }
            self.with_listener_do(|l, b| l.notify_operation_inserted(b, o, true));
        }
        // Empty now, and its arguments unused.
        self.with_listener_do(|l, b| l.notify_block_erased(b, source));
        self.builder.body.erase_block(source);
    }

    /// Splits `block` before `op` (upstream's `splitBlock`): the new block,
    /// holding `op` and what follows, is reported, then each moved op.
    pub fn split_block(&mut self, block: BlockId, op: impl Into<OpId>) -> BlockId {
        let op: OpId = op.into();
        let new = self.builder.body.split_block(block, op);
        if let Some(l) = self.listener.as_deref_mut() {
            let body = &*self.builder.body;
            l.notify_block_inserted(body, new);
            // Listeners see the body read-only: the moved ops are exactly
            // the new block's.
            for o in body.block_ops(new) {
                l.notify_operation_inserted(body, o, true);
            }
        }
        new
    }

    /// A copy of `op` (same name, operands `operands`, properties and
    /// attributes, empty regions) with result types `types`, created right
    /// before `op`.
    pub fn create_like(&mut self, op: impl Into<OpId>, operands: &[Value], types: &[Type]) -> OpId {
        let op: OpId = op.into();
        let body = self.body();
        let mut st = OperationState::new(body.op_name(op), body.op_loc(op));
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(types);
        st.properties = body.properties(op);
        st.attrs = Some(body.attrs(op));
        let num_regions = body.regions(op).len();
        st.regions = self.with_body(|b| (0..num_regions).map(|_| b.create_region()).collect());
        self.set_insertion_point_before(op);
        self.create(st)
    }

    /// Upstream's `eraseOpResults`: `op` is rebuilt without the results
    /// `keep` says false for (which must be unused), its regions moved into
    /// the new op, which replaces it. Returns the new op.
    pub fn erase_op_results(&mut self, op: impl Into<OpId>, keep: &[bool]) -> OpId {
        let op: OpId = op.into();
        let body = self.body();
        let results = body.results(op).to_vec();
        let types: Vec<Type> = results.iter().zip(keep).filter(|(_, &k)| k).map(|(&r, _)| body.value_type(r)).collect();
        let operands: Vec<Value> = body.operands(op).collect();
        let new = self.create_like(op, &operands, &types);
        let old_regions = self.body().regions(op).to_vec();
        let new_regions = self.body().regions(new).to_vec();
        for (old, new) in old_regions.into_iter().zip(new_regions) {
            self.inline_region_before(old, new, None);
        }
        let new_results = self.body().results(new).to_vec();
        let mut next = new_results.into_iter();
        // An erased result has no uses: it stands for itself, which
        // replaces nothing.
        let replacements: Vec<Value> =
            results.iter().zip(keep).map(|(&r, &k)| if k { next.next().expect("a kept result") } else { r }).collect();
        self.replace_op(op, &replacements);
        new
    }

    /// Erases the operands of `owner` that `erase` marks; an op with
    /// `AttrSizedOperandSegments` has its `operandSegmentSizes` shrunk to
    /// match (what upstream's `MutableOperandRange` does on erase).
    pub fn erase_operands(&mut self, owner: impl Into<OpId>, erase: &[bool]) {
        let owner: OpId = owner.into();
        let rw = self;
        let ctx = rw.ctx();
        let body = rw.body();
        let kept: Vec<Value> = body.operands(owner).zip(erase).filter(|(_, &e)| !e).map(|(v, _)| v).collect();
        let sized = ctx.op_info(body.op_name(owner)).is_some_and(|i| i.has_trait(Traits::ATTR_SIZED_OPERAND_SEGMENTS));
        let segments = sized.then(|| {
            let mut pos = 0;
            let sizes = i64_array(ctx, body, owner, "operandSegmentSizes");
            let values: Vec<DenseValue> = sizes
                .iter()
                .map(|&n| {
                    let end = (pos + usize::try_from(n).unwrap_or(0)).min(erase.len());
                    let kept = erase[pos.min(end)..end].iter().filter(|&&e| !e).count();
                    pos = end;
                    DenseValue::Int(ApInt::from_i64(32, kept as i64))
                })
                .collect();
            ctx.intern_attr(AttrKind::DenseArray { element: ctx.integer_type(32), values })
        });
        rw.modify_op_in_place(owner, |b| {
            b.set_operands(owner, &kept);
            if let Some(segments) = segments {
                set_inherent_attr(ctx, b, owner, "operandSegmentSizes", segments);
            }
        });
    }

    /// Reports why a pattern did not apply to `op`; returns `false` so a
    /// pattern can `return rewriter.notify_match_failure(op, "...")`.
    pub fn notify_match_failure(&mut self, op: impl Into<OpId>, reason: &str) -> bool {
        let loc = self.builder.body.op_loc(op);
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_match_failure(loc, reason);
        }
        false
    }
}

enum Erased {
    Op(OpId),
    Block(BlockId),
}

/// The order in which erasing `root` reports its tree: for each region,
/// last to first, its blocks in post-order of the successor graph
/// (successors before predecessors; blocks no walk reaches in region
/// order), each block's ops last to first with their own trees first, then
/// the block; finally `root`. An explicit stack: no recursion over the IR.
fn erase_order(body: &Body, root: OpId) -> Vec<Erased> {
    enum Task {
        Op(OpId),
        Done(Erased),
    }
    let mut out = Vec::new();
    let mut tasks = vec![Task::Op(root)];
    while let Some(task) = tasks.pop() {
        match task {
            Task::Done(item) => out.push(item),
            Task::Op(op) => {
                tasks.push(Task::Done(Erased::Op(op)));
                let mut blocks = Vec::new();
                for &r in body.regions(op).iter().rev() {
                    blocks.extend(post_order(body, r));
                }
                // Last pushed, first reported: push in reverse.
                for &b in blocks.iter().rev() {
                    tasks.push(Task::Done(Erased::Block(b)));
                    tasks.extend(body.block_ops(b).map(Task::Op));
                }
            }
        }
    }
    out
}

/// The blocks of `region` in post-order of its successor graph from the
/// entry block, then the blocks not reached, each with its own walk.
fn post_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let mut seen = strata_ir::FxHashSet::default();
    let mut order = Vec::new();
    for start in body.region_blocks(region) {
        if !seen.insert(start) {
            continue;
        }
        let mut stack: Vec<(BlockId, Vec<BlockId>)> = vec![(start, body.block_successors(start).collect())];
        while let Some((b, succs)) = stack.last_mut() {
            match succs.pop() {
                Some(s) if body.block_region(s) == Some(region) && seen.insert(s) => {
                    let next = body.block_successors(s).collect();
                    stack.push((s, next));
                }
                Some(_) => {}
                None => {
                    order.push(*b);
                    stack.pop();
                }
            }
        }
    }
    order
}

/// A rewriter's builder that does not report the ops it creates: what
/// [`crate::create_or_fold`] builds an op with, reporting it only if it
/// stays (upstream's `createOrFold` notifies nothing of an op it folds
/// away).
pub struct Unreported<'r, 'a>(&'r mut Rewriter<'a>);

impl<'a> strata_ir::OpBuilder<'a> for Unreported<'_, 'a> {
    fn ctx(&self) -> &'a Context {
        self.0.builder.ctx
    }
    fn body(&self) -> &Body {
        self.0.builder.body
    }
    fn create(&mut self, state: OperationState) -> OpId {
        self.0.builder.create(state)
    }
}

impl<'a> Rewriter<'a> {
    /// A builder at this rewriter's insertion point that reports nothing.
    pub fn unreported(&mut self) -> Unreported<'_, 'a> {
        Unreported(self)
    }

    /// Reports `op`, built [`Rewriter::unreported`], inserted.
    pub(crate) fn report_inserted(&mut self, op: OpId) {
        self.with_listener_do(|l, b| l.notify_operation_inserted(b, op, false));
    }

    /// Erases `op`, built [`Rewriter::unreported`] and never reported.
    pub(crate) fn erase_unreported(&mut self, op: OpId) {
        self.builder.body.erase_op(op);
    }
}

/// Patterns build ops, typed ones included (`AddIOp::build(rw, ...)`),
/// through their rewriter, which reports each to its listener.
impl<'a> strata_ir::OpBuilder<'a> for Rewriter<'a> {
    fn ctx(&self) -> &'a Context {
        self.builder.ctx
    }
    fn body(&self) -> &Body {
        self.builder.body
    }
    fn create(&mut self, state: OperationState) -> OpId {
        Rewriter::create(self, state)
    }
}
