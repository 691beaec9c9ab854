//! Verifiers of ops over values: `llvm.mlir.constant`, `llvm.mlir.zero`,
//! the casts `llvm.bitcast`, `llvm.sext`, `llvm.zext`, the aggregate ops
//! `llvm.extractvalue`, `llvm.insertvalue`, the vector ops
//! `llvm.shufflevector`, `llvm.intr.masked.gather`/`scatter`,
//! `llvm.intr.sincos`, and `llvm.switch`.
//!
//! LLVM vectors are 1-D builtin vectors (fixed or scalable); aggregates
//! are `!llvm.struct` and `!llvm.array`. Target extension types are not
//! modelled, so the checks upstream makes on them never fail here.

use strata_ir::op_checks::{emit_error, inherent_attr, op_error};
use strata_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

use super::{address_space, operand_type, result_type, ty, vector_len};
use crate::attrs::{PoisonAttr, UndefAttr, ZeroAttr};
use crate::types::{ArrayType, StructType};
use crate::{
    BitcastOp, ConstantOp, ExtractValueOp, InsertValueOp, MaskedGather, MaskedScatter, SExtOp, ShuffleVectorOp,
    SincosOp, SwitchOp, ZExtOp, ZeroOp,
};

/// The fields of a struct type (none for an opaque one).
fn struct_fields(s: &StructType) -> &[Type] {
    s.body.as_ref().map_or(&[], |b| &b.fields[..])
}

/// Upstream's `getInsertExtractValueElementType`: the type at `position`
/// inside `container`, or the error saying why there is none.
fn element_at(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    if !crate::types::is_compatible(ctx, container) {
        return Err(format!("expected LLVM IR Dialect type, got {}", ty(ctx, container)));
    }
    let mut current = container;
    for &idx in position {
        if let Some(a) = ctx.type_storage::<ArrayType>(current) {
            if idx < 0 || idx as u64 >= a.len {
                return Err(format!("position out of bounds: {idx}"));
            }
            current = a.element;
        } else if let Some(s) = ctx.type_storage::<StructType>(current) {
            let Some(&field) = usize::try_from(idx).ok().and_then(|i| struct_fields(s).get(i)) else {
                return Err(format!("position out of bounds: {idx}"));
            };
            current = field;
        } else {
            return Err(format!("expected LLVM IR structure/array type, got: {}", ty(ctx, current)));
        }
    }
    Ok(current)
}

fn position(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    inherent_attr(ctx, body, op, "position").map(|a| strata_ir::op_checks::dense_i64_values(ctx, a)).unwrap_or_default()
}

/// `llvm.extractvalue`: the position exists in the container and the
/// result has the type found there.
pub fn extractvalue(ctx: &Context, body: &Body, op: ExtractValueOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(container), Some(res)) = (operand_type(body, op, 0), result_type(body, op, 0)) else { return Ok(()) };
    let value = element_at(ctx, container, &position(ctx, body, op)).map_err(|m| op_error(ctx, body, op, m))?;
    if res != value {
        let msg = format!(
            "Type mismatch: extracting from {} should produce {} but this op returns {}",
            ty(ctx, container),
            ty(ctx, value),
            ty(ctx, res)
        );
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// `llvm.insertvalue`: the position exists in the container and the value
/// has the type found there.
pub fn insertvalue(ctx: &Context, body: &Body, op: InsertValueOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(container), Some(value)) = (operand_type(body, op, 0), operand_type(body, op, 1)) else {
        return Ok(());
    };
    let expected = element_at(ctx, container, &position(ctx, body, op)).map_err(|m| op_error(ctx, body, op, m))?;
    if value != expected {
        let msg = format!("Type mismatch: cannot insert {} into {}", ty(ctx, value), ty(ctx, container));
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// `llvm.shufflevector`: a scalable vector can only be splat (all-zero mask).
pub fn shufflevector(ctx: &Context, body: &Body, op: ShuffleVectorOp) -> Result<(), Diagnostic> {
    let Some(v1) = operand_type(body, op, 0) else { return Ok(()) };
    let mask = inherent_attr(ctx, body, op, "mask")
        .map(|a| strata_ir::op_checks::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if strata_ir::constraints::is_scalable_vector(ctx, v1) && mask.iter().any(|&m| m != 0) {
        return Err(op_error(ctx, body, op, "expected a splat operation for scalable vectors"));
    }
    Ok(())
}

/// Upstream's `verifyExtOp`: scalars to wider scalars, vectors to vectors
/// of as many wider elements.
fn verify_ext(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(arg), Some(res)) = (operand_type(body, op, 0), result_type(body, op, 0)) else { return Ok(()) };
    if crate::types::is_compatible_vector(ctx, arg) {
        if !crate::types::is_compatible_vector(ctx, res) {
            return Err(emit_error(body, op, "input type is a vector but output type is an integer"));
        }
        if vector_len(ctx, arg) != vector_len(ctx, res) {
            return Err(emit_error(body, op, "input and output vectors are of incompatible shape"));
        }
    } else if !matches!(ctx.type_kind(res), TypeKind::Integer { .. }) {
        return Err(emit_error(body, op, "input type is an integer but output type is a vector"));
    }
    let width = |t: Type| match ctx.type_kind(ctx.element_type_or_self(t)) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    if let (Some(input), Some(output)) = (width(arg), width(res)) {
        if output <= input {
            return Err(emit_error(
                body,
                op,
                "integer width of the output type is smaller or equal to the integer width of the input type",
            ));
        }
    }
    Ok(())
}

/// `llvm.sext`: see [`verify_ext`].
pub fn sext(ctx: &Context, body: &Body, op: SExtOp) -> Result<(), Diagnostic> {
    verify_ext(ctx, body, op.into())
}

/// `llvm.zext`: see [`verify_ext`].
pub fn zext(ctx: &Context, body: &Body, op: ZExtOp) -> Result<(), Diagnostic> {
    verify_ext(ctx, body, op.into())
}

/// `llvm.bitcast`: pointers only to and from pointers of the same address
/// space, vectors of pointers only to and from vectors of pointers.
pub fn bitcast(ctx: &Context, body: &Body, op: BitcastOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(arg), Some(res)) = (operand_type(body, op, 0), result_type(body, op, 0)) else { return Ok(()) };
    let source = address_space(ctx, ctx.element_type_or_self(arg));
    let result = address_space(ctx, ctx.element_type_or_self(res));
    if source.is_some() != result.is_some() {
        return Err(op_error(ctx, body, op, "can only cast pointers from and to pointers"));
    }
    let is_vector = |t: Type| matches!(ctx.type_kind(t), TypeKind::Vector { .. });
    if result.is_none() {
        return Ok(());
    }
    if is_vector(res) && !is_vector(arg) {
        return Err(op_error(ctx, body, op, "cannot cast pointer to vector of pointers"));
    }
    if !is_vector(res) && is_vector(arg) {
        return Err(op_error(ctx, body, op, "cannot cast vector of pointers to pointer"));
    }
    if source != result {
        return Err(op_error(
            ctx,
            body,
            op,
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        ));
    }
    Ok(())
}

/// The vector of `ptrs`' element type with the element count of `like`
/// (upstream's `getVectorType(extractVectorElementType(ptrs),
/// getVectorNumElements(like))`).
fn pointers_like(ctx: &Context, ptrs: Type, like: Type) -> Option<Type> {
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(like) else { return None };
    let element = ctx.element_type_or_self(ptrs);
    Some(ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element }))
}

/// `llvm.intr.masked.gather`: as many pointers as result elements.
pub fn intr_masked_gather(ctx: &Context, body: &Body, op: MaskedGather) -> Result<(), Diagnostic> {
    let (Some(ptrs), Some(res)) = (operand_type(body, op, 0), result_type(body, op, 0)) else { return Ok(()) };
    match pointers_like(ctx, ptrs, res) {
        Some(expected) if expected != ptrs => {
            Err(op_error(ctx, body, op, format!("expected operand #1 type to be {}", ty(ctx, expected))))
        }
        _ => Ok(()),
    }
}

/// `llvm.intr.masked.scatter`: as many pointers as stored elements.
pub fn intr_masked_scatter(ctx: &Context, body: &Body, op: MaskedScatter) -> Result<(), Diagnostic> {
    let (Some(value), Some(ptrs)) = (operand_type(body, op, 0), operand_type(body, op, 1)) else { return Ok(()) };
    match pointers_like(ctx, ptrs, value) {
        Some(expected) if expected != ptrs => {
            Err(op_error(ctx, body, op, format!("expected operand #2 type to be {}", ty(ctx, expected))))
        }
        _ => Ok(()),
    }
}

/// `llvm.intr.sincos`: returns `struct<(T, T)>` for an operand of type `T`.
pub fn intr_sincos(ctx: &Context, body: &Body, op: SincosOp) -> Result<(), Diagnostic> {
    let (Some(arg), Some(res)) = (operand_type(body, op, 0), result_type(body, op, 0)) else { return Ok(()) };
    let ok = ctx.type_storage::<StructType>(res).is_some_and(|s| struct_fields(s) == [arg, arg]);
    if !ok {
        let msg = format!(
            "expected result type to be an homogeneous struct with two elements matching the operand type, but got {}",
            ty(ctx, res)
        );
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// `llvm.mlir.zero`: a target extension type must have a zero value.
pub fn mlir_zero(ctx: &Context, body: &Body, op: ZeroOp) -> Result<(), Diagnostic> {
    let ty = body.value_type(body.results(op)[0]);
    if ctx.type_storage::<crate::types::TargetExtType>(ty).is_some_and(|t| !t.is_spirv()) {
        return Err(op_error(ctx, body, op, "target extension type does not support zero-initializer"));
    }
    Ok(())
}

/// `llvm.switch`: one case value per case destination, of the condition's type.
pub fn switch(ctx: &Context, body: &Body, op: SwitchOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let cases = body.num_successors(op).saturating_sub(1);
    let values_type =
        inherent_attr(ctx, body, op, "case_values").and_then(|a| strata_ir::op_checks::typed_attr_type(ctx, a));
    let count = values_type.map(|t| ctx.shape(t).map_or(1, |s| s.iter().product::<i64>()));
    if count.map_or(cases != 0, |n| n != cases as i64) {
        return Err(op_error(ctx, body, op, "expects number of case values to match number of case destinations"));
    }
    if let (Some(t), Some(cond)) = (values_type, operand_type(body, op, 0)) {
        if ctx.element_type_or_self(t) != cond {
            return Err(emit_error(body, op, "expects case value type to match condition value type"));
        }
    }
    Ok(())
}

// ---- llvm.mlir.constant ----

/// Upstream's `getNumElements`: elements of nested vectors and arrays.
fn num_elements(ctx: &Context, t: Type) -> i64 {
    if let TypeKind::Vector { shape, element, .. } = ctx.type_kind(t) {
        return shape.iter().product::<i64>().saturating_mul(num_elements(ctx, *element));
    }
    if let Some(a) = ctx.type_storage::<ArrayType>(t) {
        return (a.len as i64).saturating_mul(num_elements(ctx, a.element));
    }
    1
}

/// Upstream's `getElementType`: through arrays, then a vector or tensor.
fn scalar_element(ctx: &Context, mut t: Type) -> Type {
    while let Some(a) = ctx.type_storage::<ArrayType>(t) {
        t = a.element;
    }
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => *element,
        TypeKind::UnrankedTensor { element } => *element,
        _ => t,
    }
}

/// Upstream's `hasScalableVectorType`.
fn has_scalable_vector(ctx: &Context, t: Type) -> bool {
    if let TypeKind::Vector { scalable, element, .. } = ctx.type_kind(t) {
        return scalable.iter().any(|&s| s) || has_scalable_vector(ctx, *element);
    }
    ctx.type_storage::<ArrayType>(t).is_some_and(|a| has_scalable_vector(ctx, a.element))
}

fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}

/// Upstream's `verifyFloatSemantics`: a float constant goes to the same
/// float type, or to an integer type of its width.
fn verify_float_semantics(ctx: &Context, body: &Body, op: OpId, attr_type: Type, t: Type) -> Result<(), Diagnostic> {
    let TypeKind::Float(kind) = ctx.type_kind(attr_type) else { return Ok(()) };
    match ctx.type_kind(t) {
        TypeKind::Float(k) if k != kind => {
            Err(op_error(ctx, body, op, "attribute and type have different float semantics"))
        }
        TypeKind::Integer { width, .. } if *width != kind.width() => {
            Err(op_error(ctx, body, op, format!("expected integer type of width {}", kind.width())))
        }
        _ => Ok(()),
    }
}

/// Upstream's `verifyStructArrayConstant`: an array attribute nested like
/// the array type, with pointer or struct leaves.
fn verify_array_constant(
    ctx: &Context,
    body: &Body,
    op: OpId,
    array: &ArrayType,
    items: &[Attribute],
    dim: usize,
) -> Result<(), Diagnostic> {
    if array.len != items.len() as u64 {
        let msg = format!(
            "array attribute size does not match array type size in dimension {dim}: {} vs. {}",
            items.len(),
            array.len
        );
        return Err(op_error(ctx, body, op, msg));
    }
    let mut verified = std::collections::HashSet::new();
    let zero_or_undef = |a: Attribute| ZeroAttr::is(ctx, a) || UndefAttr::is(ctx, a);
    if let Some(sub) = ctx.type_storage::<ArrayType>(array.element) {
        for (idx, &item) in items.iter().enumerate() {
            if !verified.insert(item) || zero_or_undef(item) {
                continue;
            }
            let AttrKind::Array(nested) = ctx.attr_kind(item) else {
                let msg = format!(
                    "nested attribute for sub-array in dimension {dim} at index {idx} must be a zero, or undef, or array attribute"
                );
                return Err(op_error(ctx, body, op, msg));
            };
            verify_array_constant(ctx, body, op, sub, nested, dim + 1)?;
        }
        return Ok(());
    }
    if crate::types::is_pointer(ctx, array.element) {
        for (idx, &item) in items.iter().enumerate() {
            if super::flat_symbol(ctx, item).is_none() && !zero_or_undef(item) && !PoisonAttr::is(ctx, item) {
                let msg = format!(
                    "pointer array element at index {idx} must be a flat symbol reference, zero, undef, or poison"
                );
                return Err(op_error(ctx, body, op, msg));
            }
        }
        return Ok(());
    }
    let Some(s) = ctx.type_storage::<StructType>(array.element) else {
        return Err(op_error(ctx, body, op, "for array with an array attribute must have a struct element type"));
    };
    let fields = struct_fields(s).len();
    for (idx, &item) in items.iter().enumerate() {
        if !verified.insert(item) || zero_or_undef(item) {
            continue;
        }
        let AttrKind::Array(nested) = ctx.attr_kind(item) else {
            let msg = format!(
                "nested attribute for struct element at index {idx} must be a zero, or undef, or array attribute"
            );
            return Err(op_error(ctx, body, op, msg));
        };
        if nested.len() != fields {
            let msg = format!(
                "nested array attribute size for struct element at index {idx} must match struct size: {} vs. {fields}",
                nested.len()
            );
            return Err(op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

/// `llvm.mlir.constant`: the value attribute fits the result type
/// (strings as `i8` arrays, structs from arrays of scalars, elements of
/// matching count and kind, arrays nested like the array type).
pub fn mlir_constant(ctx: &Context, body: &Body, op: ConstantOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(value), Some(t)) = (inherent_attr(ctx, body, op, "value"), result_type(body, op, 0)) else {
        return Ok(());
    };
    let kind = ctx.attr_kind(value);
    if let AttrKind::String { value: s, .. } = kind {
        let fits = ctx
            .type_storage::<ArrayType>(t)
            .is_some_and(|a| a.len == s.len() as u64 && ctx.is_signless_integer(a.element, 8));
        if !fits {
            let msg = format!("expected array type of {} i8 elements for the string constant", s.len());
            return Err(op_error(ctx, body, op, msg));
        }
        return Ok(());
    }
    if let Some(s) = ctx.type_storage::<StructType>(t) {
        let AttrKind::Array(items) = kind else {
            return Err(op_error(ctx, body, op, "expected array attribute for struct type"));
        };
        let fields = struct_fields(s);
        if items.len() != fields.len() {
            return Err(op_error(ctx, body, op, format!("expected array attribute of size {}", fields.len())));
        }
        for (i, (&item, &field)) in items.iter().zip(fields).enumerate() {
            if !(strata_ir::constraints::is_signless_integer_or_index(ctx, field)
                || strata_ir::constraints::is_float(ctx, field))
            {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "expected struct element types to be floating point type or integer type",
                ));
            }
            let item_type = match ctx.attr_kind(item) {
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty,
                _ => {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        "expected element of array attribute to be floating point or integer",
                    ))
                }
            };
            if item_type != field {
                return Err(op_error(ctx, body, op, format!("struct element at index {i} is of wrong type")));
            }
        }
        return Ok(());
    }
    if ctx.type_storage::<crate::types::TargetExtType>(t).is_some() {
        return Err(op_error(ctx, body, op, "does not support target extension type."));
    }
    match kind {
        AttrKind::Integer { .. } => {
            if !is_integer(ctx, t) {
                return Err(op_error(ctx, body, op, "expected integer type"));
            }
        }
        AttrKind::Float { ty: attr_type, .. } => return verify_float_semantics(ctx, body, op, *attr_type, t),
        AttrKind::DenseElements { ty: attr_type, .. }
        | AttrKind::SparseElements { ty: attr_type, .. }
        | AttrKind::DenseResource { ty: attr_type, .. } => {
            if has_scalable_vector(ctx, t) {
                // A scalable vector's element count is unknown: splats only.
                let splat = matches!(kind, AttrKind::DenseElements { elements, .. } if elements.is_splat());
                if !splat {
                    return Err(op_error(ctx, body, op, "scalable vector type requires a splat attribute"));
                }
                return Ok(());
            }
            let is_vector = matches!(ctx.type_kind(t), TypeKind::Vector { .. });
            if !is_vector && ctx.type_storage::<ArrayType>(t).is_none() {
                return Err(op_error(ctx, body, op, "expected vector or array type"));
            }
            let attr_elements = ctx.shape(*attr_type).map_or(1, |s| s.iter().product::<i64>());
            let type_elements = num_elements(ctx, t);
            if type_elements != attr_elements {
                let msg = format!(
                    "type and attribute have a different number of elements: {type_elements} vs. {attr_elements}"
                );
                return Err(op_error(ctx, body, op, msg));
            }
            let attr_element = ctx.element_type_or_self(*attr_type);
            let result_element = scalar_element(ctx, t);
            if matches!(ctx.type_kind(attr_element), TypeKind::Float(_)) {
                return verify_float_semantics(ctx, body, op, attr_element, result_element);
            }
            if is_integer(ctx, attr_element) && !is_integer(ctx, result_element) {
                return Err(op_error(ctx, body, op, "expected integer element type for integer elements attribute"));
            }
        }
        AttrKind::Array(items) => {
            let Some(array) = ctx.type_storage::<ArrayType>(t) else {
                return Err(op_error(ctx, body, op, "expected array or struct type for array attribute"));
            };
            return verify_array_constant(ctx, body, op, array, items, 0);
        }
        _ => return Err(op_error(ctx, body, op, "only supports integer, float, string or elements attributes")),
    }
    Ok(())
}
