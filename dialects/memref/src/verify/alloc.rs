//! Verifiers of the ops that create buffers: `memref.alloc` and
//! `memref.alloca` (one size per dynamic dimension, one symbol per layout
//! symbol), `memref.realloc` (identity layouts, one memory space and
//! element type, a size exactly when the result is dynamic) and
//! `memref.global` (a static memref type, an initial value that is unit
//! or elements of the memref's element type and shape), and the symbol
//! `memref.get_global` names.

use strata_interfaces::layout::is_identity_layout;
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Traits, Type, TypeKind, DYNAMIC};

use super::memory_space;
use crate::{AllocOp, AllocaOp, GetGlobalOp, GlobalOp, ReallocOp};
use strata_ir::op_checks::{
    dynamic_size_count, emit_error, i64_array, inherent_attr, op_error, quoted_type, type_of, V,
};
use strata_ir::OpClass;

/// Upstream's `verifyAllocLikeOp`: one size per dynamic dimension, one
/// symbol per symbol of an affine-map layout.
fn alloc_like(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(&result) = body.results(op).first() else { return Ok(()) };
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(body.value_type(result)) else {
        return Err(op_error(ctx, body, op, "result must be a memref"));
    };
    let (dynamic, symbols) = match i64_array(ctx, body, op, "operandSegmentSizes").as_slice() {
        &[d, s] => (usize::try_from(d).unwrap_or(0), usize::try_from(s).unwrap_or(0)),
        _ => (body.num_operands(op), 0),
    };
    dynamic_size_count(ctx, body, op, shape, dynamic)?;
    let expected = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols as usize,
        // `StridedLayoutAttr::getAffineMap`: one symbol per dynamic offset
        // or stride (an identity strided layout has neither).
        Some(AttrKind::StridedLayout { offset, strides }) => {
            std::iter::once(offset).chain(strides).filter(|&&v| v == DYNAMIC).count()
        }
        _ => 0,
    };
    if symbols != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"),
        ));
    }
    Ok(())
}

/// `memref.alloc` (upstream's `verifyAllocLikeOp`).
pub fn alloc(ctx: &Context, body: &Body, op: AllocOp) -> Result<(), Diagnostic> {
    alloc_like(ctx, body, op)
}

/// `memref.alloca` (upstream's `verifyAllocLikeOp`): also needs an
/// enclosing op with the `AutomaticAllocationScope` trait, which frees the
/// allocation. The walk up is bounded by the parser's nesting limit.
pub fn alloca(ctx: &Context, body: &Body, op: AllocaOp) -> Result<(), Diagnostic> {
    alloc_like(ctx, body, op)?;
    let scope = |p| ctx.op_info(p).is_some_and(|i| i.has_trait(Traits::AUTOMATIC_ALLOCATION_SCOPE));
    if body.ancestor_names(op).any(scope) {
        return Ok(());
    }
    Err(op_error(ctx, body, op, "requires an ancestor op with AutomaticAllocationScope trait"))
}

/// `memref.realloc`: identity layouts, one memory space and element type,
/// and the optional size operand present exactly when the result has a
/// dynamic dimension.
pub fn realloc(ctx: &Context, body: &Body, op: ReallocOp) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let (TypeKind::MemRef { element: se, layout: sl, .. }, TypeKind::MemRef { shape, element: re, layout: rl, .. }) =
        (ctx.type_kind(source), ctx.type_kind(result))
    else {
        return Ok(());
    };
    let err = |msg: String| Err(emit_error(body, op, msg));
    let (s, r) = (quoted_type(ctx, source), quoted_type(ctx, result));
    if !is_identity_layout(ctx, *sl) {
        return err(format!("unsupported layout for source memref type {s}"));
    }
    if !is_identity_layout(ctx, *rl) {
        return err(format!("unsupported layout for result memref type {r}"));
    }
    if memory_space(ctx, source) != memory_space(ctx, result) {
        return err(format!("different memory spaces specified for source memref type {s} and result memref type {r}"));
    }
    if se != re {
        return err(format!("different element types specified for source memref type {s} and result memref type {r}"));
    }
    let dynamic = shape.contains(&DYNAMIC);
    let has_size = body.num_operands(op) > 1;
    if dynamic && !has_size {
        return err(format!("missing dimension operand for result type {r}"));
    }
    if !dynamic && has_size {
        return err(format!("unnecessary dimension operand for result type {r}"));
    }
    Ok(())
}

/// `2, 2`: a shape as upstream prints an `ArrayRef<int64_t>`.
fn shape_list(shape: &[i64]) -> String {
    shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// `memref.global`: a statically shaped memref type; an initial value, if
/// any, that is a unit attribute or elements of the memref's element type
/// and shape.
pub fn global(ctx: &Context, body: &Body, op: GlobalOp) -> Result<(), Diagnostic> {
    let ty = inherent_attr(ctx, body, op, "type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    let Some(ty) = ty else { return Ok(()) };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (shape, element) = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } if !shape.contains(&DYNAMIC) => (shape.as_slice(), *element),
        _ => return err(format!("type should be static shaped memref, but got {}", quoted_type(ctx, ty))),
    };
    let Some(init) = inherent_attr(ctx, body, op, "initial_value") else { return Ok(()) };
    let init_type = match ctx.attr_kind(init) {
        AttrKind::Unit => return Ok(()),
        AttrKind::DenseElements { ty, .. } | AttrKind::SparseElements { ty, .. } => *ty,
        _ => {
            return err(format!(
                "initial value should be a unit or elements attribute, but got {}",
                ctx.attr_to_string(init)
            ))
        }
    };
    // Upstream reads the elements' type as a tensor (and crashes on a
    // vector); any shaped type is read alike here (docs/differences.md).
    let init_element: Type = ctx.element_type_or_self(init_type);
    if init_element != element {
        return err(format!(
            "initial value element expected to be of type {}, but was of type {}",
            quoted_type(ctx, element),
            quoted_type(ctx, init_element)
        ));
    }
    let init_shape = ctx.shape(init_type).unwrap_or(&[]);
    if init_shape != shape {
        return err(format!(
            "initial value shape expected to be {} but was {}",
            shape_list(shape),
            shape_list(init_shape)
        ));
    }
    Ok(())
}

/// `memref.get_global`'s `verifySymbolUses`: the name is a `memref.global`
/// of the nearest symbol table, of the result's type.
pub fn get_global_symbol_uses(ctx: &Context, body: &Body, op: GetGlobalOp) -> Result<(), Diagnostic> {
    let Some(AttrKind::SymbolRef { root, .. }) = inherent_attr(ctx, body, op, "name").map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    let name = ctx.ident_str(*root);
    let global = strata_ir::symbols::resolve_nearest_symbol(ctx, body, op, name.as_bytes())
        .filter(|g| g.op_name(body) == GlobalOp::op_name(ctx));
    let global_type = global.and_then(|g| g.attr(ctx, body, "type")).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    let Some(global_type) = global_type else {
        return Err(op_error(ctx, body, op, format!("'{name}' does not reference a valid global memref")));
    };
    let result = type_of(ctx, body, op, V::Result(0));
    match result {
        Some(ty) if ty != global_type => Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result type {} does not match type {} of the global memref @{name}",
                quoted_type(ctx, ty),
                quoted_type(ctx, global_type)
            ),
        )),
        _ => Ok(()),
    }
}
