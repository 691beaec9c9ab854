//! Folding (upstream's `Operation::fold`, the greedy driver's fold step and
//! `OperationFolder` from `FoldUtils.cpp`).
//!
//! [`fold_op`] runs an op's fold hook with the constant values of its
//! operands, then, if that folded nothing, the trait folds (Commutative
//! moves constant operands to the right); attributes it returns become
//! constants materialized by the op's dialect right before the op, and the
//! op is replaced. [`OperationFolder`] uniques constants by (dialect, value,
//! type) per insertion region (the nearest IsolatedFromAbove region's entry
//! block) and hoists them there, as the driver does when it seeds its
//! worklist.
//!
//! Invariants: folding never leaves a half-done change (a failed
//! materialization erases what it built); a ConstantLike op is never folded
//! (it would fold to its own value forever); all changes go through the
//! rewriter.

use smallvec::SmallVec;
use strata_ir::{
    Attribute, Body, Context, FoldOutcome, FxHashMap, InsertPoint, MaterializeConstant, OpFoldResult, OpId, OpInfo,
    OpName, RegionId, ShouldMaterializeInto, Traits, Type, Value,
};

use crate::rewriter::Rewriter;
use strata_ir::op_checks::has_trait;

/// The value of a constant op (upstream's `m_Constant`): a ConstantLike op
/// whose fold hook returns one attribute.
pub fn constant_value(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<Attribute> {
    let op: OpId = op.into();
    let info = ctx.op_info(body.op_name(op))?;
    if !info.has_trait(Traits::CONSTANT_LIKE) || body.num_results(op) != 1 {
        return None;
    }
    (info.constant_value?)(ctx, body, op)
}

/// The constant value of `v`, if a constant op defines it.
pub fn constant_of(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    let def = body.defining_op(v)?;
    constant_value(ctx, body, def)
}

/// What [`fold_op`] did.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Folded {
    /// Nothing.
    No,
    /// The op was changed in place (reported modified).
    InPlace,
    /// The op was replaced (and erased).
    Replaced,
}

/// Folds `op` (not a ConstantLike one) through `rw`; see the module doc.
pub fn fold_op(rw: &mut Rewriter<'_>, op: impl Into<OpId>) -> Folded {
    let op: OpId = op.into();
    match fold_to_values(rw, op) {
        FoldValues::No => Folded::No,
        FoldValues::InPlace => Folded::InPlace,
        FoldValues::Replacement(values) => {
            rw.replace_op(op, &values);
            Folded::Replaced
        }
    }
}

/// What [`fold_to_values`] did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoldValues {
    /// Nothing.
    No,
    /// The op was changed in place (reported modified).
    InPlace,
    /// The values that replace the op's results, constants materialized
    /// before it; the op itself is untouched.
    Replacement(SmallVec<[Value; 2]>),
}

/// The results of the op `build` creates, or the values it folds to
/// (upstream's `OpBuilder::createOrFold`): the op is reported inserted
/// only if it stays (no fold, or an in-place one); folded away, it is
/// erased unreported, and only the constants its fold materializes before
/// it are reported. A ConstantLike op is never folded.
pub fn create_or_fold(
    rw: &mut Rewriter<'_>,
    build: impl FnOnce(&mut crate::rewriter::Unreported<'_, '_>) -> OpId,
) -> SmallVec<[Value; 2]> {
    let op = build(&mut rw.unreported());
    let ctx = rw.ctx();
    if !has_trait(ctx, rw.body(), op, Traits::CONSTANT_LIKE) {
        let outcome = rw.with_body(|body| {
            let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
            let constants: SmallVec<[Option<Attribute>; 4]> =
                operands.iter().map(|&v| constant_of(ctx, body, v)).collect();
            fold_hook_and_traits(ctx, body, op, &constants)
        });
        if let FoldOutcome::Replace(results) = outcome {
            if let Some(values) = materialize_fold_results(rw, op, &results) {
                rw.erase_unreported(op);
                return values;
            }
        }
    }
    rw.report_inserted(op);
    rw.body().results(op).iter().copied().collect()
}

/// [`fold_op`] up to the replacement: the op's fold, in place or with its
/// constants materialized before it, the op left for the caller to replace
/// (a dialect conversion first legalizes the constants, and leaves the op
/// when one of them cannot be: upstream's `legalizeWithFold`).
pub fn fold_to_values(rw: &mut Rewriter<'_>, op: impl Into<OpId>) -> FoldValues {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let Some(info) = ctx.op_info(rw.body().op_name(op)) else { return FoldValues::No };
    // Folding is tried on every op the driver visits: an op with neither a
    // fold hook nor a trait that folds has nothing to try, and its
    // operands' constants are not looked up.
    if info.has_trait(Traits::CONSTANT_LIKE) || (info.fold.is_none() && !info.traits.intersects(TRAIT_FOLDS)) {
        return FoldValues::No;
    }
    // The hook may update `op` in place; that is reported below.
    let outcome = rw.with_body(|body| {
        // Inline storage: folding is tried on every op the driver visits.
        let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
        let constants: SmallVec<[Option<Attribute>; 4]> = operands.iter().map(|&v| constant_of(ctx, body, v)).collect();
        fold_hook_and_traits(ctx, body, op, &constants)
    });
    if outcome == FoldOutcome::InPlace {
        rw.notify_operation_modified(op);
    }
    match outcome {
        FoldOutcome::Failure => FoldValues::No,
        FoldOutcome::InPlace => FoldValues::InPlace,
        FoldOutcome::Replace(results) => match materialize_fold_results(rw, op, &results) {
            Some(values) => FoldValues::Replacement(values),
            None => FoldValues::No,
        },
    }
}

/// The fold of `op` given its operands' constants, without changing the IR
/// around it: the op's fold hook, then the trait folds when it fails or
/// folds in place (upstream's `Operation::fold`). The one fold source of the
/// greedy driver ([`fold_op`]) and the `eqsat` pass, which folds scratch
/// ops whose operands are placeholders.
pub fn fold_hook_and_traits(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let op: OpId = op.into();
    let Some(info) = ctx.op_info(body.op_name(op)) else { return FoldOutcome::Failure };
    let outcome = match info.fold.map_or(FoldOutcome::Failure, |f| f(ctx, body, op, constants)) {
        FoldOutcome::Failure => fold_traits(body, op, info, constants),
        FoldOutcome::InPlace => match fold_traits(body, op, info, constants) {
            FoldOutcome::Failure => FoldOutcome::InPlace,
            outcome => outcome,
        },
        // Upstream's `foldSingleResultHook`: a fold to the op's own result
        // (`%0 = arith.addi %0, %c0` in a graph region) is an in-place
        // fold, after which the traits still get their turn.
        outcome if folds_to_itself(body, op, &outcome) => match fold_traits(body, op, info, constants) {
            FoldOutcome::Failure => FoldOutcome::InPlace,
            outcome => outcome,
        },
        outcome => outcome,
    };
    // A trait fold may name the op's own result too (`%0 = arith.andi %0,
    // %0`); replacing a value by itself would erase its definition under
    // its users, so that is an in-place fold as well.
    if folds_to_itself(body, op, &outcome) {
        return FoldOutcome::InPlace;
    }
    outcome
}

/// Whether `outcome` replaces some result of `op` by that result itself,
/// which only a self-referencing op in a graph region can fold to.
fn folds_to_itself(body: &Body, op: OpId, outcome: &FoldOutcome) -> bool {
    let FoldOutcome::Replace(results) = outcome else { return false };
    results.iter().zip(body.results(op)).any(|(r, &own)| matches!(r, OpFoldResult::Value(v) if *v == own))
}

/// The traits [`fold_traits`] folds by.
const TRAIT_FOLDS: Traits =
    Traits(Traits::COMMUTATIVE.0 | Traits::IDEMPOTENT.0 | Traits::INVOLUTION.0 | Traits::CAST_OP_INTERFACE.0);

/// The trait folds upstream runs when an op's own fold fails or folds in
/// place (`foldTraits`), in upstream's order, the first replacement
/// winning: Commutative moves constant operands after the others (keeping
/// each group's order; in place); Idempotent folds `f(x, x)` to `x` and
/// `f(f(x))` to `f(x)`; Involution folds `f(f(x))` to `x`; a
/// `CastOpInterface` op whose operand types are its result types folds to
/// its operands. `constants` are the operands' values from before the op's
/// own fold, as upstream's.
fn fold_traits(body: &mut Body, op: OpId, info: &OpInfo, constants: &[Option<Attribute>]) -> FoldOutcome {
    let mut in_place = false;
    // Nothing to move unless a constant comes before a non-constant.
    let unordered = || constants.iter().skip_while(|c| c.is_none()).any(Option::is_none);
    if info.has_trait(Traits::COMMUTATIVE) && body.num_operands(op) >= 2 && unordered() {
        let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
        let pick = |constant: bool| {
            operands.iter().zip(constants).filter(move |(_, c)| c.is_some() == constant).map(|(&v, _)| v)
        };
        let reordered: SmallVec<[Value; 4]> = pick(false).chain(pick(true)).collect();
        if reordered != operands {
            body.set_operands(op, &reordered);
            in_place = true;
        }
    }
    // Upstream folds these traits on single-result ops only.
    let chained = info.has_trait(Traits::IDEMPOTENT) || info.has_trait(Traits::INVOLUTION);
    if chained && body.num_results(op) == 1 && body.num_operands(op) >= 1 {
        let first = body.operand(op, 0);
        let inner = body.defining_op(first).filter(|&d| body.op_name(d) == body.op_name(op));
        if info.has_trait(Traits::IDEMPOTENT) {
            let folds = match body.num_operands(op) {
                1 => inner.is_some(),
                _ => body.operand(op, 1) == first,
            };
            if folds {
                return FoldOutcome::value(first);
            }
        }
        if info.has_trait(Traits::INVOLUTION) {
            if let Some(inner) = inner.filter(|&d| body.num_operands(d) >= 1) {
                return FoldOutcome::value(body.operand(inner, 0));
            }
        }
    }
    if info.has_trait(Traits::CAST_OP_INTERFACE) && body.num_operands(op) > 0 {
        let results = body.results(op);
        let identity = body.num_operands(op) == results.len()
            && body.operands(op).zip(results).all(|(v, &r)| body.value_type(v) == body.value_type(r));
        if identity {
            return FoldOutcome::Replace(body.operands(op).map(OpFoldResult::Value).collect());
        }
    }
    if in_place {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// Replaces `op` with its fold results, materializing attributes as
/// constants right before it; undoes the materialization if the dialect
/// cannot build one of them.
fn materialize_fold_results(rw: &mut Rewriter<'_>, op: OpId, results: &[OpFoldResult]) -> Option<SmallVec<[Value; 2]>> {
    // Inline storage: most folds replace one result.
    let types: SmallVec<[Type; 2]> = rw.body().results(op).iter().map(|&r| rw.body().value_type(r)).collect();
    assert_eq!(types.len(), results.len(), "a fold must give one result per op result");
    let saved = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::Before(op));
    let mut values: SmallVec<[Value; 2]> = SmallVec::with_capacity(results.len());
    let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
    for (r, &ty) in results.iter().zip(&types) {
        match *r {
            OpFoldResult::Value(v) => values.push(v),
            OpFoldResult::Attribute(a) => match materialize(rw, op, a, ty) {
                Some(c) => {
                    created.push(c);
                    values.push(rw.body().results(c)[0]);
                }
                None => {
                    for c in created.into_iter().rev() {
                        rw.erase_op(c);
                    }
                    rw.set_insertion_point(saved);
                    return None;
                }
            },
        }
    }
    rw.set_insertion_point(saved);
    Some(values)
}

/// The constant for `value : ty` built by the dialect of ops named
/// `dialect_op` (its `materialize_constant`), if it has one and can.
pub fn materialize_state(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    dialect_op: OpName,
    loc: strata_ir::Location,
) -> Option<strata_ir::OperationState> {
    let hook = ctx.op_dialect_interface::<MaterializeConstant>(dialect_op)?;
    (hook.0)(ctx, value, ty, loc)
}

/// The dialect of `op` materializes `value : ty` at the insertion point.
fn materialize(rw: &mut Rewriter<'_>, op: OpId, value: Attribute, ty: Type) -> Option<OpId> {
    let ctx = rw.ctx();
    let name = rw.body().op_name(op);
    let state = materialize_state(ctx, value, ty, name, rw.body().op_loc(op))?;
    let c = rw.create(state);
    let ok = has_trait(ctx, rw.body(), c, Traits::CONSTANT_LIKE)
        && rw.body().num_results(c) == 1
        && rw.body().value_type(rw.body().results(c)[0]) == ty;
    assert!(
        ok,
        "materialize_constant of '{}' must build one ConstantLike op of the requested type",
        ctx.op_dialect(name)
    );
    Some(c)
}

/// The region constants for `block` are hoisted to (upstream's
/// `OperationFolder::getInsertionRegion`): the nearest region whose parent
/// op might be IsolatedFromAbove (an unregistered op might: upstream's
/// `mightHaveTrait`), or whose parent op's dialect asks for constants there
/// ([`ShouldMaterializeInto`]), or that has no parent op.
fn insertion_region(ctx: &Context, body: &Body, block: strata_ir::BlockId) -> Option<RegionId> {
    let mut region = body.block_region(block)?;
    loop {
        let Some(parent) = body.region_parent(region) else { return Some(region) };
        let name = body.op_name(parent);
        if ctx.op_info(name).is_none_or(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE)) {
            return Some(region);
        }
        // A registered op: its dialect is looked up once, not per constant.
        let hook = ctx.op_dialect_interface::<ShouldMaterializeInto>(name);
        if hook.is_some_and(|h| (h.0)(ctx, body, region)) {
            return Some(region);
        }
        region = body.op_region(parent)?;
    }
}

/// A uniqued constant: its insertion region, dialect (numbered by
/// [`OperationFolder::dialect_of`]), value and type.
type ConstantKey = (RegionId, u32, Attribute, Type);

/// Uniques and hoists constants (upstream's `OperationFolder`, the part the
/// greedy driver uses when it seeds its worklist).
#[derive(Default)]
pub struct OperationFolder {
    constants: FxHashMap<ConstantKey, OpId>,
    /// The keys each owned constant op is registered under.
    owned: FxHashMap<OpId, ConstantKey>,
    /// Dialect numbers by op name, and the dialects numbered so far: keys
    /// hash a number, not the dialect's name, for every constant seen.
    dialect_numbers: FxHashMap<OpName, u32>,
    dialects: Vec<String>,
}

impl OperationFolder {
    pub fn new() -> OperationFolder {
        OperationFolder::default()
    }

    /// Forgets every constant.
    pub fn clear(&mut self) {
        self.constants.clear();
        self.owned.clear();
    }

    /// Forgets everything, dialect numbers too (a later use may be in
    /// another context), keeping the memory.
    pub(crate) fn reset(&mut self) {
        self.clear();
        self.dialect_numbers.clear();
        self.dialects.clear();
    }

    /// The most entries any of its tables has room for.
    pub(crate) fn capacity(&self) -> usize {
        self.constants.capacity().max(self.owned.capacity()).max(self.dialect_numbers.capacity())
    }

    /// Is `op` a constant this folder keeps?
    pub fn is_folder_owned(&self, op: impl Into<OpId>) -> bool {
        let op: OpId = op.into();
        self.owned.contains_key(&op)
    }

    /// `op` is being erased: forget it.
    pub fn notify_removal(&mut self, op: impl Into<OpId>) {
        let op: OpId = op.into();
        if let Some(key) = self.owned.remove(&op) {
            self.constants.remove(&key);
        }
    }

    /// Upstream's `insertKnownConstant` for a constant op with `value`: if
    /// an equal constant (same dialect, value and type) is already known in
    /// its insertion region, `op` is replaced by it and erased (`false`);
    /// else `op` becomes the known one and moves to the front of the
    /// insertion region's entry block unless it already sits among the
    /// known constants there (`true`). A merged constant's location, and
    /// that of a constant moved from another block, becomes unknown; a
    /// constant moved within its block keeps it, as upstream's.
    pub fn insert_known_constant(&mut self, rw: &mut Rewriter<'_>, op: impl Into<OpId>, value: Attribute) -> bool {
        let op: OpId = op.into();
        let ctx = rw.ctx();
        let Some(block) = rw.body().op_block(op) else { return true };
        if self.is_folder_owned(op) {
            self.rehoist(rw, op, block);
            return true;
        }
        let Some(region) = insertion_region(ctx, rw.body(), block) else { return true };
        let ty = rw.body().value_type(rw.body().results(op)[0]);
        let dialect = self.dialect_of(ctx, rw.body().op_name(op));
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            let replacement = rw.body().results(existing).to_vec();
            rw.replace_op(op, &replacement);
            let unknown = ctx.unknown_loc();
            rw.modify_op_in_place(existing, |b| b.set_op_loc(existing, unknown));
            return false;
        }
        let Some(entry) = rw.body().entry_block(region) else { return true };
        let first = rw.body().first_op(entry);
        let prev_owned = rw.body().prev_op(op).is_some_and(|p| self.is_folder_owned(p));
        if block != entry {
            self.move_to_front(rw, op, entry, true);
        } else if first != Some(op) && !prev_owned {
            self.move_to_front(rw, op, entry, false);
        }
        self.constants.insert(key, op);
        self.owned.insert(op, key);
        true
    }

    /// Upstream's `getOrCreateConstant(block, dialect, value, type)`: the
    /// constant `value : ty` of the dialect of ops named `dialect_op`,
    /// uniqued in the insertion region of `block` and created at the front
    /// of its entry block (so constants created later come first); `None`
    /// when the dialect cannot materialize it. A new constant, and a known
    /// one it is asked for again, get an unknown location.
    pub fn get_or_create_constant(
        &mut self,
        rw: &mut Rewriter<'_>,
        block: strata_ir::BlockId,
        dialect_op: OpName,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let ctx = rw.ctx();
        let region = insertion_region(ctx, rw.body(), block)?;
        let entry = rw.body().entry_block(region)?;
        let dialect = self.dialect_of(ctx, dialect_op);
        let unknown = ctx.unknown_loc();
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            if rw.body().op_loc(existing) != unknown {
                rw.modify_op_in_place(existing, |b| b.set_op_loc(existing, unknown));
            }
            return Some(rw.body().results(existing)[0]);
        }
        let state = materialize_state(ctx, value, ty, dialect_op, unknown)?;
        let saved = rw.insertion_point();
        rw.set_insertion_point(InsertPoint::BlockStart(entry));
        let c = rw.create(state);
        rw.set_insertion_point(saved);
        // The dialect may build the constant in another dialect: unique it
        // under that one too.
        let built = self.dialect_of(ctx, rw.body().op_name(c));
        if built != dialect {
            let other = (region, built, value, ty);
            if let Some(&existing) = self.constants.get(&other) {
                rw.erase_op(c);
                self.constants.insert(key, existing);
                return Some(rw.body().results(existing)[0]);
            }
            self.constants.insert(other, c);
        }
        self.constants.insert(key, c);
        self.owned.insert(c, key);
        Some(rw.body().results(c)[0])
    }

    /// The number of the dialect of ops named `name`: equal for ops of one
    /// dialect.
    fn dialect_of(&mut self, ctx: &Context, name: OpName) -> u32 {
        if let Some(&n) = self.dialect_numbers.get(&name) {
            return n;
        }
        let dialect = ctx.op_dialect(name);
        let n = match self.dialects.iter().position(|d| d == dialect) {
            Some(i) => i as u32,
            None => {
                self.dialects.push(dialect.to_string());
                (self.dialects.len() - 1) as u32
            }
        };
        self.dialect_numbers.insert(name, n);
        n
    }

    /// A known constant stays at the front of its block: it moves back
    /// when a non-constant op was inserted before it.
    fn rehoist(&mut self, rw: &mut Rewriter<'_>, op: OpId, block: strata_ir::BlockId) {
        let first = rw.body().first_op(block);
        let prev_owned = rw.body().prev_op(op).is_some_and(|p| self.is_folder_owned(p));
        if first != Some(op) && !prev_owned {
            self.move_to_front(rw, op, block, true);
        }
    }

    fn move_to_front(&mut self, rw: &mut Rewriter<'_>, op: OpId, block: strata_ir::BlockId, erase_loc: bool) {
        match rw.body().first_op(block) {
            Some(first) if first != op => rw.move_op_before(op, first),
            Some(_) => {}
            None => rw.move_op_to_block_end(op, block),
        }
        if erase_loc {
            let unknown = rw.ctx().unknown_loc();
            rw.modify_op_in_place(op, |b| b.set_op_loc(op, unknown));
        }
    }
}
