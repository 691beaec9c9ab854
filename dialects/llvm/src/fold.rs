//! Fold hooks of the llvm ops (`hasFolder` in ODS, upstream's `fold`
//! methods in `LLVMDialect.cpp`), wired by the generated `OpInfo`s, and
//! the dialect's constant materializer (`LLVMDialect::materializeConstant`).
//!
//! The llvm folds are few and deliberately shallow: constants fold to their
//! attribute, casts of casts collapse, `extractvalue` looks through
//! `insertvalue` chains, GEP constant indices become static, and a handful
//! of integer ops fold scalar constants. Invariant: a fold that changes the
//! op in place (`FoldOutcome::InPlace`) leaves it verified: operand lists
//! and their segment properties change together.

use crate::build::DYNAMIC_INDEX;
use strata_ir::op_checks::{dense_i64_values, set_inherent_attr};
use strata_ir::splat::{bool_attr, element_attr};
use strata_ir::{
    ApInt, AttrKind, Attribute, Body, Context, FoldOutcome, Location, OpClass, OpId, OperationState, Type, TypeKind,
    Value,
};

use crate::attrs::{PoisonAttr, UndefAttr, ZeroAttr};
use crate::types::is_compatible;
use crate::*;

/// `llvm.dso_local_equivalent @f` folds to `#llvm.dso_local_equivalent`
/// (which no materializer builds, as upstream: the fold only makes the
/// op a constant the driver hoists and merges).
pub fn dso_local_equivalent(
    ctx: &Context,
    body: &mut Body,
    op: DSOLocalEquivalentOp,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    FoldOutcome::attribute_or_failure(dso_local_equivalent_value(ctx, body, op.into()))
}

/// `llvm.blockaddress` folds to its `#llvm.blockaddress`.
pub fn blockaddress(ctx: &Context, body: &mut Body, op: BlockAddressOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::attribute_or_failure(op.block_addr(ctx, body))
}

/// The op of class `Op` defining `v`, if any.
fn defined_by<Op: OpClass>(ctx: &Context, body: &Body, v: Value) -> Option<Op> {
    body.defining_op(v).and_then(|d| Op::cast(ctx, body, d))
}

/// The integer attribute `a` (a scalar, not a splat), with its value.
fn int_attr(ctx: &Context, a: Option<Attribute>) -> Option<&ApInt> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

fn result_type(body: &Body, op: impl Into<OpId>) -> Type {
    body.value_type(body.results(op)[0])
}

/// `llvm.mlir.constant` folds to its value.
pub fn mlir_constant(ctx: &Context, body: &mut Body, op: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

/// `llvm.mlir.addressof` folds to the symbol it names.
pub fn mlir_addressof(ctx: &Context, body: &mut Body, op: AddressOfOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::attribute_or_failure(op.global_name(ctx, body))
}

/// `llvm.mlir.undef` folds to `#llvm.undef`.
pub fn mlir_undef(ctx: &Context, _: &mut Body, _: UndefOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::attribute(UndefAttr::get(ctx))
}

/// `llvm.mlir.poison` folds to `#llvm.poison`.
pub fn mlir_poison(ctx: &Context, _: &mut Body, _: PoisonOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::attribute(PoisonAttr::get(ctx))
}

/// `llvm.mlir.zero` folds to `#llvm.zero` (mlir-opt-22 keeps
/// `llvm.mlir.zero : i32` rather than making it a constant).
pub fn mlir_zero(ctx: &Context, _: &mut Body, _: ZeroOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::attribute(ZeroAttr::get(ctx))
}

/// The constant `llvm.mlir.zero` defines (its `ConstantValueHook`).
pub fn zero_value(ctx: &Context, _: &Body, _: OpId) -> Option<Attribute> {
    Some(ZeroAttr::get(ctx))
}

/// The constant `llvm.mlir.undef` defines.
pub fn undef_value(ctx: &Context, _: &Body, _: OpId) -> Option<Attribute> {
    Some(UndefAttr::get(ctx))
}

/// The constant `llvm.mlir.poison` defines.
pub fn poison_value(ctx: &Context, _: &Body, _: OpId) -> Option<Attribute> {
    Some(PoisonAttr::get(ctx))
}

/// The constant `llvm.mlir.addressof` defines: the symbol it names.
pub fn addressof_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    strata_ir::op_checks::inherent_attr(ctx, body, op, "global_name")
}

/// The constant an `llvm.blockaddress` stands for: its `#llvm.blockaddress`.
pub fn blockaddress_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    strata_ir::op_checks::inherent_attr(ctx, body, op, "block_addr")
}

/// The constant an `llvm.dso_local_equivalent` stands for.
pub fn dso_local_equivalent_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let sym = strata_ir::op_checks::inherent_attr(ctx, body, op, "function_name")?;
    Some(ctx.dialect_attr(crate::attrs::block_address::DSOLocalEquivalentAttr { sym }))
}

/// `llvm.bitcast`: a chainable cast.
pub fn bitcast(ctx: &Context, body: &mut Body, op: BitcastOp, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_chainable_cast::<BitcastOp>(ctx, body, op.into())
}

/// `llvm.addrspacecast`: a chainable cast.
pub fn addrspacecast(ctx: &Context, body: &mut Body, op: AddrSpaceCastOp, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_chainable_cast::<AddrSpaceCastOp>(ctx, body, op.into())
}

/// `cast(x : T) : T -> x`; `cast(cast(x : T0) : T1) : T0 -> x`; and
/// `cast(cast(x : T0) : T1) : T2 -> cast(x : T0) : T2` in place.
fn fold_chainable_cast<Op: OpClass>(ctx: &Context, body: &mut Body, op: OpId) -> FoldOutcome {
    let arg = body.operand(op, 0);
    let ty = result_type(body, op);
    if body.value_type(arg) == ty {
        return FoldOutcome::value(arg);
    }
    let Some(prev) = defined_by::<Op>(ctx, body, arg) else { return FoldOutcome::Failure };
    let source = body.operand(prev.into(), 0);
    if body.value_type(source) == ty {
        return FoldOutcome::value(source);
    }
    body.set_operand(op, 0, source);
    FoldOutcome::InPlace
}

/// `llvm.icmp eq/ne`: `x == x` is true, an alloca is never null (and null
/// goes to the right of an alloca).
pub fn icmp(ctx: &Context, body: &mut Body, op: ICmpOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let pred = match op.predicate(ctx, body) {
        Some(p @ (ICmpPredicate::Eq | ICmpPredicate::Ne)) => p,
        _ => return FoldOutcome::Failure,
    };
    let eq = pred == ICmpPredicate::Eq;
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    let ty = result_type(body, op);
    if lhs == rhs {
        return FoldOutcome::attribute_or_failure(bool_attr(ctx, ty, eq));
    }
    let is_alloca = |v| defined_by::<AllocaOp>(ctx, body, v).is_some();
    let is_zero = |v| defined_by::<ZeroOp>(ctx, body, v).is_some();
    if is_alloca(lhs) && is_zero(rhs) {
        return FoldOutcome::attribute_or_failure(bool_attr(ctx, ty, !eq));
    }
    if is_zero(lhs) && is_alloca(rhs) {
        body.set_operand(op, 0, rhs);
        body.set_operand(op, 1, lhs);
        return FoldOutcome::InPlace;
    }
    FoldOutcome::Failure
}

/// `llvm.zext` of a scalar integer constant.
pub fn zext(ctx: &Context, body: &mut Body, op: ZExtOp, operands: &[Option<Attribute>]) -> FoldOutcome {
    let Some(arg) = int_attr(ctx, operands[0]) else { return FoldOutcome::Failure };
    let ty = result_type(body, op);
    let Some(width) = ctx.integer_width(ty) else { return FoldOutcome::Failure };
    FoldOutcome::attribute(ctx.intern_attr(AttrKind::Integer { ty, value: arg.zext(width) }))
}

/// `llvm.or` of two scalar integer constants.
pub fn or(ctx: &Context, body: &mut Body, op: OrOp, operands: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(lhs), Some(rhs)) = (int_attr(ctx, operands[0]), int_attr(ctx, operands[1])) else {
        return FoldOutcome::Failure;
    };
    let value = lhs.or(rhs);
    FoldOutcome::attribute(ctx.intern_attr(AttrKind::Integer { ty: result_type(body, op), value }))
}

/// `llvm.shl` of two scalar integer constants, when the shift is in range
/// (upstream leaves an over-wide shift, poison, alone).
pub fn shl(ctx: &Context, body: &mut Body, op: ShlOp, operands: &[Option<Attribute>]) -> FoldOutcome {
    let Some(rhs) = int_attr(ctx, operands[1]) else { return FoldOutcome::Failure };
    let width = ctx.integer_width(body.value_type(body.operand(op, 0))).unwrap_or(0);
    let Some(shift) = rhs.to_u64().filter(|&s| s < u64::from(width)) else { return FoldOutcome::Failure };
    let Some(lhs) = int_attr(ctx, operands[0]) else { return FoldOutcome::Failure };
    let value = lhs.shl(shift);
    FoldOutcome::attribute(ctx.intern_attr(AttrKind::Integer { ty: result_type(body, op), value }))
}

/// `llvm.shufflevector %v1, %v2 [0]` of a one-element `%v1` of the
/// result's type is `%v1`.
pub fn shufflevector(ctx: &Context, body: &mut Body, op: ShuffleVectorOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let v1 = op.v1(body);
    let one_element = matches!(ctx.type_kind(body.value_type(v1)),
        TypeKind::Vector { shape, scalable, .. } if shape[..] == [1] && !scalable.iter().any(|&s| s));
    let mask = op.mask(ctx, body).map(|m| dense_i64_values(ctx, m)).unwrap_or_default();
    if one_element && mask == [0] && body.value_type(v1) == result_type(body, op) {
        return FoldOutcome::value(v1);
    }
    FoldOutcome::Failure
}

/// The position attribute of an `extractvalue`/`insertvalue`.
fn position(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    strata_ir::op_checks::inherent_attr(ctx, body, op, "position").map(|a| dense_i64_values(ctx, a)).unwrap_or_default()
}

/// `llvm.extractvalue`: an extract of an extract reads the outer
/// container; an extract of a constant is the element; otherwise it
/// walks the `insertvalue` chain its container heads, to the value
/// inserted at its position or to the last container before an insert
/// that may overlap it.
pub fn extractvalue(ctx: &Context, body: &mut Body, op: ExtractValueOp, operands: &[Option<Attribute>]) -> FoldOutcome {
    let pos = position(ctx, body, op.into());
    if let Some(prev) = defined_by::<ExtractValueOp>(ctx, body, op.container(body)) {
        let mut outer = position(ctx, body, prev.into());
        outer.extend_from_slice(&pos);
        set_inherent_attr(ctx, body, op, "position", ctx.dense_i64_array(&outer));
        body.set_operand(op, 0, prev.container(body));
        return FoldOutcome::InPlace;
    }
    if let Some(mut value) = operands[0] {
        for &i in &pos {
            match element_at(ctx, value, i) {
                Some(e) => value = e,
                None => return FoldOutcome::Failure,
            }
        }
        return FoldOutcome::attribute(value);
    }
    // mlir-opt-22's walk: once it reads inside an inserted value, it only
    // looks for an insert of exactly what is read there; before that, each
    // insert of something else moves the read to the insert's container,
    // and an insert overlapping the read stops the walk.
    let mut insert = defined_by::<InsertValueOp>(ctx, body, op.container(body));
    let mut extract: &[i64] = &pos;
    let mut inside_inserted = false;
    let mut moved = false;
    while let Some(ins) = insert {
        let insert_pos = position(ctx, body, ins.into());
        if extract == insert_pos {
            return FoldOutcome::value(ins.value(body));
        }
        if extract.len() > insert_pos.len() && extract.starts_with(&insert_pos) {
            insert = defined_by::<InsertValueOp>(ctx, body, ins.value(body));
            extract = &extract[insert_pos.len()..];
            inside_inserted = true;
            continue;
        }
        let common = extract.len().min(insert_pos.len());
        if extract[..common] == insert_pos[..common] {
            break;
        }
        let outer = ins.container(body);
        if !inside_inserted {
            body.set_operand(op, 0, outer);
            moved = true;
        }
        insert = defined_by::<InsertValueOp>(ctx, body, outer);
    }
    if moved {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// Element `index` of a constant aggregate: of an elements or array
/// attribute, or the undef/poison/zero constant itself.
fn element_at(ctx: &Context, value: Attribute, index: i64) -> Option<Attribute> {
    let index = usize::try_from(index).ok()?;
    if UndefAttr::is(ctx, value) || PoisonAttr::is(ctx, value) || ZeroAttr::is(ctx, value) {
        return Some(value);
    }
    match ctx.attr_kind(value) {
        AttrKind::Array(elements) => elements.get(index).copied(),
        AttrKind::DenseElements { .. } => element_attr(ctx, value, index),
        _ => None,
    }
}

/// `llvm.getelementptr`: `gep %x[0] : T -> T` is `%x`; constant dynamic
/// indices that fit in 32 bits become static.
pub fn getelementptr(ctx: &Context, body: &mut Body, op: GEPOp, operands: &[Option<Attribute>]) -> FoldOutcome {
    let raw = op.raw_constant_indices(ctx, body).map(|a| dense_i64_values(ctx, a)).unwrap_or_default();
    let dynamic = op.dynamic_indices(body);
    // Each index: its static value, or its dynamic operand and constant.
    let mut next_dynamic = 0;
    let mut indices: Vec<Result<i64, (Value, Option<Attribute>)>> = Vec::with_capacity(raw.len());
    for &r in &raw {
        if r == DYNAMIC_INDEX {
            let Some(&v) = dynamic.get(next_dynamic) else { return FoldOutcome::Failure };
            indices.push(Err((v, operands.get(1 + next_dynamic).copied().flatten())));
            next_dynamic += 1;
        } else {
            indices.push(Ok(r));
        }
    }
    let base = op.base(body);
    if body.value_type(base) == result_type(body, op) && indices.len() == 1 {
        let zero = match &indices[0] {
            Ok(r) => *r == 0,
            Err((_, c)) => int_attr(ctx, *c).is_some_and(|v| v.is_zero()),
        };
        if zero {
            return FoldOutcome::value(base);
        }
    }
    let mut changed = false;
    for index in &mut indices {
        if let Err((_, c)) = index {
            if let Some(v) = int_attr(ctx, *c).and_then(ApInt::to_i64).filter(|v| i32::try_from(*v).is_ok()) {
                *index = Ok(v);
                changed = true;
            }
        }
    }
    if !changed {
        return FoldOutcome::Failure;
    }
    let raw: Vec<i64> = indices.iter().map(|i| i.as_ref().map_or(DYNAMIC_INDEX, |v| *v)).collect();
    let mut new_operands = vec![base];
    new_operands.extend(indices.iter().filter_map(|i| i.as_ref().err().map(|(v, _)| *v)));
    body.set_operands(op, &new_operands);
    set_inherent_attr(ctx, body, op, "rawConstantIndices", ctx.dense_i32_array(&raw));
    FoldOutcome::InPlace
}

/// Upstream's `LLVMDialect::materializeConstant`: a symbol of pointer type
/// as `llvm.mlir.addressof`, the undef/poison/zero constants as their
/// ops, and otherwise an `llvm.mlir.constant` when the value can build
/// one (an integer, float or elements attribute typed exactly `ty`, an
/// LLVM-compatible type).
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let bare = |name: &str| {
        let mut st = OperationState::new(ctx.op_name(name), loc);
        st.result_types.push(ty);
        st
    };
    if matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
        && crate::types::is_pointer(ctx, ty)
    {
        let mut st = bare(AddressOfOp::NAME);
        st.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("global_name"), value)]));
        return Some(st);
    }
    if UndefAttr::is(ctx, value) {
        return Some(bare(UndefOp::NAME));
    }
    if PoisonAttr::is(ctx, value) {
        return Some(bare(PoisonOp::NAME));
    }
    if ZeroAttr::is(ctx, value) {
        return Some(bare(ZeroOp::NAME));
    }
    let buildable = matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    ) && strata_ir::op_checks::typed_attr_type(ctx, value) == Some(ty)
        && is_compatible(ctx, ty);
    buildable.then(|| OperationState::constant(ctx, ConstantOp::NAME, value, ty, loc))
}
