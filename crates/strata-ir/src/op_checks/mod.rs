//! The verification side of ODS traits and constraints that generated code
//! calls (upstream's `OpTrait::impl::verify*`, the ODS predicate traits and
//! enum attribute constraints), with upstream's messages.
//!
//! Dialect-independent: every generated dialect's `traits` module re-exports
//! them (`use crate::traits as t`), and the hand-written verifiers share
//! the memory-effect query and the attribute readers. Checks that carry
//! dialect knowledge (slices, reshapes, memref layouts) live in the
//! `strata-interfaces` crate, not here.
//! Invariant: every function is total — it never panics, whatever the op
//! (the verifier has already checked operand and result counts).

use crate::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind, Value};

/// Does `op`'s registration carry trait `t`? (An unregistered op carries none.)
pub fn has_trait(ctx: &Context, body: &Body, op: impl Into<OpId>, t: crate::Traits) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|info| info.has_trait(t))
}

/// Do `op`'s regions have SSA dominance? Not for an op with graph regions,
/// nor for an unregistered op, whose regions may be either.
pub fn has_ssa_dominance(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|info| !info.has_trait(crate::Traits::GRAPH_REGIONS))
}

/// An error on `op`, prefixed like upstream's `emitOpError`.
pub fn op_error(ctx: &Context, body: &Body, op: impl Into<OpId>, msg: impl std::fmt::Display) -> Diagnostic {
    let op: OpId = op.into();
    Diagnostic::error(body.op_loc(op), format!("'{}' op {msg}", ctx.op_name_str(body.op_name(op)))).on_op(op)
}

/// An error on `op` without the `'dialect.op' op` prefix (upstream's
/// `emitError`, which some C++ verifiers use instead of `emitOpError`).
pub fn emit_error(body: &Body, op: impl Into<OpId>, msg: impl Into<String>) -> Diagnostic {
    let op: OpId = op.into();
    Diagnostic::error(body.op_loc(op), msg).on_op(op)
}

/// `'T'`: a type as upstream's diagnostics print it.
pub fn quoted_type(ctx: &Context, ty: Type) -> String {
    format!("'{}'", ctx.type_to_string(ty))
}

/// Size in bits of a scalar element type under upstream's default data
/// layout: the width of integers and floats, 64 for `index`; `None` for
/// other types.
pub fn bit_width(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Float(kind) => Some(u64::from(kind.width())),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// A value an ODS predicate trait talks about.
#[derive(Copy, Clone, Debug)]
pub enum V {
    Operand(usize),
    Result(usize),
    /// The type of a typed attribute (`AllTypesMatch<["value", "result"]>`).
    Attr(&'static str),
}

/// The type of `v` on `op`, if it exists.
pub fn type_of(ctx: &Context, body: &Body, op: impl Into<OpId>, v: V) -> Option<Type> {
    let op: OpId = op.into();
    match v {
        V::Operand(i) => (i < body.num_operands(op)).then(|| body.value_type(body.operand(op, i))),
        V::Result(i) => body.results(op).get(i).map(|&r| body.value_type(r)),
        V::Attr(name) => typed_attr_type(ctx, inherent_attr(ctx, body, op, name)?),
    }
}

/// The attribute `name` of `op`: its property, else its discardable
/// attribute of that name (what upstream's `getAttr`/property accessors see).
pub fn inherent_attr(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Option<Attribute> {
    let op: OpId = op.into();
    body.properties(op).and_then(|p| ctx.dict_get(p, name)).or_else(|| ctx.dict_get(body.attrs(op), name))
}

/// The type in a function-like op's inherent `function_type` attribute
/// (upstream's `FunctionOpInterface::getFunctionType`): `None` when it is
/// absent or not a type attribute.
pub fn function_type(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<Type> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, "function_type")?) {
        AttrKind::Type(ty) => Some(*ty),
        _ => None,
    }
}

/// Sets the inherent attribute `name` of `op` where the op keeps it: its
/// properties, or its attribute dictionary if it sits there (generic input
/// may put it either place, see [`inherent_attr`]). The caller reports the
/// change.
pub fn set_inherent_attr(ctx: &Context, body: &mut Body, op: impl Into<OpId>, name: &str, value: Attribute) {
    let op: OpId = op.into();
    let key = ctx.ident(name);
    let in_props = body.properties(op).and_then(|p| ctx.dict_get(p, name)).is_some();
    if !in_props && ctx.dict_get(body.attrs(op), name).is_some() {
        let attrs = ctx.dict_with(body.attrs(op), key, Some(value));
        body.set_attrs(op, attrs);
    } else {
        let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
        body.set_properties(op, Some(ctx.dict_with(props, key, Some(value))));
    }
}

/// The entries of a `DenseI64ArrayAttr` or `DenseI32ArrayAttr` (empty for
/// anything else).
pub fn dense_i64_values(ctx: &Context, attr: Attribute) -> Vec<i64> {
    dense_i64_iter(ctx, attr).collect()
}

/// [`dense_i64_values`] one entry at a time, for a caller that keeps them
/// in a collection of its own (inline, where they are few).
pub fn dense_i64_iter(ctx: &Context, attr: Attribute) -> impl Iterator<Item = i64> + '_ {
    let values: &[crate::DenseValue] = match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => values,
        _ => &[],
    };
    values.iter().map(|v| match v {
        crate::DenseValue::Int(i) => i.to_i64().unwrap_or(0),
        _ => 0,
    })
}

/// The integers of a `DenseI64ArrayAttr` (or `DenseI32ArrayAttr`) or of
/// an `ArrayAttr` of integers (`I64ArrayAttr`); empty for anything else.
pub fn integer_list(ctx: &Context, attr: Attribute) -> Vec<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) => items
            .iter()
            .map(|&a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i64().unwrap_or(0),
                _ => 0,
            })
            .collect(),
        _ => dense_i64_values(ctx, attr),
    }
}

/// The entries of the dense-array attribute `name` of `op` (empty if absent):
/// `static_sizes`, `operandSegmentSizes`, ...
pub fn i64_array(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Vec<i64> {
    inherent_attr(ctx, body, op, name).map(|a| dense_i64_values(ctx, a)).unwrap_or_default()
}

/// The `value` attribute of `op` (property or discardable): the constant
/// of ConstantLike ops, whose folds return it.
pub fn value_attribute(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<Attribute> {
    inherent_attr(ctx, body, op, "value")
}

/// Upstream's `getConstantIntValue` of a value: the integer a ConstantLike
/// op (`arith.constant 4 : index`) defines it as, if it is one.
pub fn constant_int_value(ctx: &Context, body: &Body, value: crate::Value) -> Option<i64> {
    let def = body.defining_op(value)?;
    if !ctx.op_info(body.op_name(def)).is_some_and(|i| i.has_trait(crate::Traits::CONSTANT_LIKE)) {
        return None;
    }
    match ctx.attr_kind(inherent_attr(ctx, body, def, "value")?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Upstream's `verifyDynamicDimensionCount`: one size operand (of `sizes`)
/// per dynamic dimension of `shape`.
pub fn dynamic_size_count(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    shape: &[i64],
    sizes: usize,
) -> Result<(), Diagnostic> {
    let expected = shape.iter().filter(|&&d| d == crate::DYNAMIC).count();
    if sizes != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("incorrect number of dynamic sizes, has {sizes}, expected {expected}"),
        ));
    }
    Ok(())
}

/// The type of a `TypedAttr` (integer, float, elements, string, typed dialect attribute).
pub fn typed_attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::SparseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => Some(ty.unwrap_or_else(|| ctx.none_type())),
        AttrKind::Opaque { ty, .. } => *ty,
        _ => None,
    }
}

/// ODS `TypedAttrInterface`.
pub fn is_typed_attr(ctx: &Context, attr: Attribute) -> bool {
    typed_attr_type(ctx, attr).is_some()
}

/// Fails with `failed to verify that <summary>` unless `ok`.
pub fn pred(ctx: &Context, body: &Body, op: impl Into<OpId>, ok: bool, summary: &str) -> Result<(), Diagnostic> {
    if ok {
        Ok(())
    } else {
        Err(op_error(ctx, body, op, format!("failed to verify that {summary}")))
    }
}

/// `AllTypesMatch<[...]>`.
pub fn all_types_match(ctx: &Context, body: &Body, op: impl Into<OpId>, values: &[V]) -> bool {
    let op: OpId = op.into();
    let mut types = values.iter().map(|&v| type_of(ctx, body, op, v));
    let Some(first) = types.next() else { return true };
    types.all(|t| t == first)
}

/// `TypesMatchWith<from, to, transform>`.
pub fn types_match_with(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    from: V,
    to: V,
    f: fn(&Context, Type) -> Type,
) -> bool {
    let op: OpId = op.into();
    match (type_of(ctx, body, op, from), type_of(ctx, body, op, to)) {
        (Some(a), Some(b)) => f(ctx, a) == b,
        _ => false,
    }
}

/// Upstream's `getI1SameShape`: `i1` with the shape of `ty`.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1);
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 })
        }
        TypeKind::RankedTensor { shape, encoding, .. } => {
            ctx.intern_type(TypeKind::RankedTensor { shape: shape.clone(), element: i1, encoding: *encoding })
        }
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: i1 }),
        TypeKind::MemRef { shape, layout, memory_space, .. } => ctx.intern_type(TypeKind::MemRef {
            shape: shape.clone(),
            element: i1,
            layout: *layout,
            memory_space: *memory_space,
        }),
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            ctx.intern_type(TypeKind::UnrankedMemRef { element: i1, memory_space: *memory_space })
        }
        _ => i1,
    }
}

/// The shape of a tensor, empty for anything else (`SameInputOutputTensorDims`).
fn tensor_shape(ctx: &Context, ty: Type) -> &[i64] {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => shape,
        _ => &[],
    }
}

/// ODS `SameInputOutputTensorDims` over `$in` and `$out`.
pub fn same_input_output_tensor_dims(ctx: &Context, body: &Body, op: impl Into<OpId>, input: V, output: V) -> bool {
    let op: OpId = op.into();
    match (type_of(ctx, body, op, input), type_of(ctx, body, op, output)) {
        (Some(a), Some(b)) => tensor_shape(ctx, a) == tensor_shape(ctx, b),
        _ => false,
    }
}

/// ODS `BooleanConditionOrMatchingShape` over `$condition` and `$result`
/// (a non-shaped type never matches, where upstream's `cast` would assert).
pub fn boolean_condition_or_matching_shape(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    cond: V,
    result: V,
) -> bool {
    let op: OpId = op.into();
    let (Some(c), Some(r)) = (type_of(ctx, body, op, cond), type_of(ctx, body, op, result)) else { return false };
    if ctx.is_signless_integer(c, 1) {
        return true;
    }
    matches!((ranked_shape(ctx, c), ranked_shape(ctx, r)), (Some(a), Some(b)) if a == b)
}

fn ranked_shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    ctx.shape(ty)
}

fn is_shaped(ctx: &Context, ty: Type) -> bool {
    crate::constraints::is_shaped(ctx, ty)
}

/// Upstream's `verifyCompatibleShape` for two types.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (is_shaped(ctx, a), is_shaped(ctx, b)) {
        (false, false) => true,
        (true, true) => match (ctx.shape(a), ctx.shape(b)) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter().zip(y).all(|(&p, &q)| p == q || p == crate::DYNAMIC || q == crate::DYNAMIC)
            }
            _ => true,
        },
        _ => false,
    }
}

/// Upstream's `verifyCompatibleShapes`: all ranked shapes agree (unranked ones are ignored).
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    if types.iter().any(|&t| !is_shaped(ctx, t)) {
        return types.iter().all(|&t| !is_shaped(ctx, t));
    }
    let scalable =
        |t: Type| matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if types.iter().any(|&t| scalable(t)) && !types.iter().all(|&t| scalable(t)) {
        return false;
    }
    let ranked: Vec<&[i64]> = types.iter().filter_map(|&t| ctx.shape(t)).collect();
    let Some(first) = ranked.first() else { return true };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|d| {
        let mut fixed = ranked.iter().map(|s| s[d]).filter(|&x| x != crate::DYNAMIC);
        match fixed.next() {
            Some(x) => fixed.all(|y| y == x),
            None => true,
        }
    })
}

/// A short list of types, inline for the usual handful (no allocation per
/// verified op).
pub type Types = smallvec::SmallVec<[Type; 4]>;

fn operand_types(body: &Body, op: OpId) -> Types {
    body.operands(op).map(|v| body.value_type(v)).collect()
}

fn result_types(body: &Body, op: OpId) -> Types {
    body.results(op).iter().map(|&v| body.value_type(v)).collect()
}

/// Every operand and result of `op` has type `ty`.
fn all_same_type(body: &Body, op: OpId, ty: Type) -> bool {
    // One look at the op for both lists: this runs on most ops verified.
    let d = &body.ops[op];
    d.operands.iter().all(|o| body.value_type(o.value) == ty) && d.results.iter().all(|&v| body.value_type(v) == ty)
}

fn encoding(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// `verifyAtLeastNOperands(op, 1)` and `verifyAtLeastNResults(op, 1)`.
fn at_least_one_operand_and_result(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let d = &body.ops[op];
    if !d.operands.is_empty() && !d.results.is_empty() {
        return Ok(());
    }
    for (counted, actual) in [(Counted::Operand, body.num_operands(op)), (Counted::Result, body.num_results(op))] {
        if let Some(msg) = count_error(counted, CountTrait::AtLeastN(1), actual) {
            return Err(op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

/// The count trait ODS gives an op for one kind of thing (upstream's
/// `addSizeCountTrait`), from how many the op declares and how many of
/// those are variable-length (optional or variadic).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum CountTrait {
    Zero,
    One,
    N(usize),
    AtLeastN(usize),
    Variadic,
}

impl CountTrait {
    pub(crate) fn of(declared: usize, variable: usize) -> CountTrait {
        match (declared, variable) {
            (0, _) => CountTrait::Zero,
            (d, v) if v == d => CountTrait::Variadic,
            (1, 0) => CountTrait::One,
            (d, 0) => CountTrait::N(d),
            (d, v) => CountTrait::AtLeastN(d - v),
        }
    }
}

/// What a count trait counts; each words its message its own way.
#[derive(Copy, Clone)]
pub(crate) enum Counted {
    Region,
    Result,
    Successor,
    Operand,
}

/// Upstream's message when `actual` things fail count trait `t`
/// (`OpTrait::impl::verify*`); `None` when the count holds.
pub(crate) fn count_error(counted: Counted, t: CountTrait, actual: usize) -> Option<String> {
    use CountTrait::*;
    let holds = match t {
        Zero => actual == 0,
        One => actual == 1,
        N(n) => actual == n,
        AtLeastN(n) => actual >= n,
        Variadic => true,
    };
    if holds {
        return None;
    }
    Some(match (counted, t) {
        (Counted::Region | Counted::Result, _) => {
            let noun = if matches!(counted, Counted::Region) { "region" } else { "result" };
            match t {
                Zero => format!("requires zero {noun}s"),
                One => format!("requires one {noun}"),
                N(n) => format!("expected {n} {noun}s"),
                AtLeastN(n) => format!("expected {n} or more {noun}s"),
                Variadic => return None,
            }
        }
        (Counted::Successor, Zero) => format!("requires 0 successors but found {actual}"),
        (Counted::Successor, One) => format!("requires 1 successor but found {actual}"),
        (Counted::Successor, N(n)) => format!("requires {n} successors but found {actual}"),
        (Counted::Operand, Zero) => "requires zero operands".into(),
        (Counted::Operand, One) => "requires a single operand".into(),
        (Counted::Operand, N(n)) => format!("expected {n} operands, but found {actual}"),
        (Counted::Successor, AtLeastN(n)) => format!("requires at least {n} successors but found {actual}"),
        (Counted::Operand, AtLeastN(n)) => format!("expected {n} or more operands, but found {actual}"),
        (Counted::Successor | Counted::Operand, Variadic) => return None,
    })
}

/// `SameOperandsAndResultType` (compatible shapes, equal element types and,
/// when the first result has one, equal encodings).
pub fn same_operands_and_result_type(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    at_least_one_operand_and_result(ctx, body, op)?;
    // Interned types: one handle everywhere is the common case and passes.
    let ty = body.value_type(body.ops[op].results[0]);
    if all_same_type(body, op, ty) {
        return Ok(());
    }
    let results = result_types(body, op);
    let elem = ctx.element_type_or_self(ty);
    let enc = encoding(ctx, ty);
    for t in results.iter().skip(1).copied().chain(operand_types(body, op)) {
        if ctx.element_type_or_self(t) != elem || !compatible_shape(ctx, t, ty) {
            return Err(op_error(ctx, body, op, "requires the same type for all operands and results"));
        }
        if enc.is_some() && encoding(ctx, t) != enc {
            return Err(op_error(ctx, body, op, "requires the same encoding for all operands and results"));
        }
    }
    Ok(())
}

/// [`same_operands_and_result_type`] then [`elementwise`], as ODS lists
/// them on most arith and math ops: when every operand and result has the
/// result's type (the first check's fast path), the second has only that
/// type to look at. Same answers, same errors, as the two calls.
pub fn same_operands_and_result_type_and_elementwise(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    // The common case, one scalar type everywhere, in one look at the op:
    // this runs on most ops verified.
    let d = &body.ops[op];
    if let (Some((&first, rest)), false) = (d.results.split_first(), d.operands.is_empty()) {
        let ty = body.value_type(first);
        let same = |v: Value| body.value_type(v) == ty;
        if d.operands.iter().all(|o| same(o.value)) && rest.iter().all(|&v| same(v)) {
            return if mappable_kind(ctx, ty).is_none() { Ok(()) } else { elementwise(ctx, body, op) };
        }
    }
    same_operands_and_result_type(ctx, body, op)?;
    elementwise(ctx, body, op)
}

/// `SameTypeOperands`.
pub fn same_type_operands(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let types = operand_types(body, op);
    if types.windows(2).all(|w| w[0] == w[1]) {
        Ok(())
    } else {
        Err(op_error(ctx, body, op, "requires all operands to have the same type"))
    }
}

/// `SameOperandsAndResultShape`.
pub fn same_operands_and_result_shape(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    at_least_one_operand_and_result(ctx, body, op)?;
    let mut types = operand_types(body, op);
    types.extend(result_types(body, op));
    if compatible_shapes(ctx, &types) {
        Ok(())
    } else {
        Err(op_error(ctx, body, op, "requires the same shape for all operands and results"))
    }
}

/// Vector or tensor: the "mappable" types of `Elementwise`, by kind.
fn mappable_kind(ctx: &Context, ty: Type) -> Option<u8> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor { .. } => Some(2),
        _ => None,
    }
}

/// `Elementwise`.
pub fn elementwise(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    // All of one scalar type (the common case): nothing is mappable.
    if let Some(&first) = body.ops[op].results.first() {
        let ty = body.value_type(first);
        if mappable_kind(ctx, ty).is_none() && all_same_type(body, op, ty) {
            return Ok(());
        }
    }
    let results: Types = result_types(body, op).into_iter().filter(|&t| mappable_kind(ctx, t).is_some()).collect();
    let operands: Types = operand_types(body, op).into_iter().filter(|&t| mappable_kind(ctx, t).is_some()).collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    let fail = |m: &str| Err(op_error(ctx, body, op, m));
    if operands.is_empty() {
        return fail("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if results.is_empty() {
        return fail("if an operand is non-scalar, then there must be at least one non-scalar result");
    }
    if results.len() != body.num_results(op) {
        return fail("if an operand is non-scalar, then all results must be non-scalar");
    }
    let all: Types = operands.into_iter().chain(results).collect();
    let kind = mappable_kind(ctx, all[0]);
    if !all.iter().all(|&t| mappable_kind(ctx, t) == kind) || !compatible_shapes(ctx, &all) {
        return fail("all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
}

/// `areCastCompatible(inputs, outputs)` of a `CastOpInterface` op.
pub type CastCompatible = fn(&Context, &[Type], &[Type]) -> bool;

fn quoted_types(ctx: &Context, types: &[Type]) -> String {
    types.iter().map(|&t| quoted_type(ctx, t)).collect::<Vec<_>>().join(", ")
}

/// `CastOpInterface` (upstream's `verifyCastInterfaceOp`).
pub fn cast_op_interface(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    compatible: CastCompatible,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let results = result_types(body, op);
    if results.is_empty() {
        return Err(op_error(ctx, body, op, "expected at least one result for cast operation"));
    }
    let operands = operand_types(body, op);
    if compatible(ctx, &operands, &results) {
        return Ok(());
    }
    let ins = match operands.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", quoted_types(ctx, &operands)),
        _ => format!("s {}", quoted_types(ctx, &operands)),
    };
    let outs = if results.len() == 1 { " " } else { "s " };
    Err(op_error(
        ctx,
        body,
        op,
        format!("operand type{ins} and result type{outs}{} are cast incompatible", quoted_types(ctx, &results)),
    ))
}

// ---- enum attributes ----

/// An integer-stored enum (`I64EnumAttr`): a signless integer attribute of
/// `width` bits whose value is one of `cases`.
pub fn is_int_enum_attr(ctx: &Context, attr: Attribute, width: u32, cases: &[(&str, i64)]) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } if ctx.is_signless_integer(*ty, width) => {
            value.to_i64().is_some_and(|v| cases.iter().any(|c| c.1 == v))
        }
        _ => false,
    }
}

mod attrs;
mod effects;
mod speculation;
mod structure;

pub use attrs::*;
pub use effects::*;
pub use speculation::*;
pub use structure::*;
