//! The llvm dialect's checks of the `llvm.*` attributes other ops carry
//! (upstream's `LLVMDialect::verifyOperationAttribute`,
//! `verifyRegionArgAttribute` and `verifyRegionResultAttribute`, as of
//! MLIR 22): `llvm.data_layout` on any op is a string LLVM accepts as a
//! data layout, and the parameter
//! attributes of any function-like op (`func.func` as well as
//! `llvm.func`) have the kind of value and sit on the type LLVM gives them
//! a meaning for: `llvm.noalias` is a unit attribute on a pointer,
//! `llvm.byval` a type on a pointer, `llvm.signext` a unit on an integer.
//!
//! Invariant: a parameter whose type has no LLVM counterpart yet (a
//! `memref` before lowering) has only its attribute's kind checked, as
//! upstream's; attributes this table does not name are accepted.

use strata_ir::op_checks::{emit_error, op_error};
use strata_ir::{AttrKind, Attribute, Body, Context, Diagnostic, DialectAttrVerifier, Ident, OpId, Type};

use crate::types::{is_compatible, is_pointer, is_void};

/// The interface the dialect registers.
pub fn verifier() -> DialectAttrVerifier {
    DialectAttrVerifier {
        operation: Some(verify_operation_attribute),
        region_arg: Some(verify_parameter_attribute),
        region_result: Some(verify_region_result_attribute),
    }
}

fn verify_operation_attribute(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: Ident,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if ctx.ident_str(name) != "llvm.data_layout" {
        return Ok(());
    }
    let AttrKind::String { value: layout, .. } = ctx.attr_kind(value) else {
        return Err(op_error(ctx, body, op, "expected 'llvm.data_layout' to be a string attributes"));
    };
    // Upstream logs LLVM's error, which ends the line, into its message.
    super::data_layout::check_data_layout(&String::from_utf8_lossy(layout))
        .map_err(|message| op_error(ctx, body, op, format!("invalid data layout descriptor: {message}\n")))
}

/// The attributes LLVM gives a meaning for arguments only.
const NOT_RESULT_ATTRS: &[&str] = &[
    "llvm.allocalign",
    "llvm.allocptr",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.preallocated",
    "llvm.readnone",
    "llvm.readonly",
    "llvm.returned",
    "llvm.alignstack",
    "llvm.sret",
    "llvm.writeonly",
];

#[allow(clippy::too_many_arguments)]
fn verify_region_result_attribute(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: usize,
    index: usize,
    ty: Type,
    name: Ident,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if is_void(ctx, ty) {
        return Err(emit_error(body, op, "cannot attach result attributes to functions with a void return"));
    }
    if NOT_RESULT_ATTRS.contains(&ctx.ident_str(name)) {
        return Err(emit_error(body, op, format!("{} is not a valid result attribute", quoted(ctx, name))));
    }
    verify_parameter_attribute(ctx, body, op, region, index, ty, name, value)
}

/// What a parameter attribute's value is, and what it is attached to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Value {
    Unit,
    Type,
    Integer,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum On {
    Pointer,
    Integer,
    Anything,
}

/// Upstream's table of parameter attributes (`verifyParameterAttribute`).
fn rule(name: &str) -> Option<(Value, On)> {
    Some(match name {
        "llvm.noalias" | "llvm.readonly" | "llvm.readnone" | "llvm.writeonly" | "llvm.nest" | "llvm.nocapture"
        | "llvm.nofree" | "llvm.nonnull" => (Value::Unit, On::Pointer),
        "llvm.sret" | "llvm.byval" | "llvm.byref" | "llvm.elementtype" | "llvm.inalloca" | "llvm.preallocated" => {
            (Value::Type, On::Pointer)
        }
        "llvm.signext" | "llvm.zeroext" => (Value::Unit, On::Integer),
        "llvm.align" | "llvm.dereferenceable" | "llvm.dereferenceable_or_null" => (Value::Integer, On::Pointer),
        "llvm.alignstack" => (Value::Integer, On::Anything),
        "llvm.noundef" | "llvm.inreg" | "llvm.returned" => (Value::Unit, On::Anything),
        _ => return None,
    })
}

/// Upstream's `verifyParameterAttribute`, which is also its
/// `verifyRegionArgAttribute` (given the argument's type).
#[allow(clippy::too_many_arguments)]
fn verify_parameter_attribute(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _region: usize,
    _index: usize,
    ty: Type,
    name: Ident,
    value: Attribute,
) -> Result<(), Diagnostic> {
    let Some((expected, on)) = rule(ctx.ident_str(name)) else { return Ok(()) };
    let error = |what: &str| Err(emit_error(body, op, format!("{} {what}", quoted(ctx, name))));
    let kind = ctx.attr_kind(value);
    match expected {
        Value::Unit if !matches!(kind, AttrKind::Unit) => return error("should be a unit attribute"),
        Value::Type if !matches!(kind, AttrKind::Type(_)) => return error("should be a type attribute"),
        Value::Integer if !matches!(kind, AttrKind::Integer { .. }) => return error("should be an integer attribute"),
        _ => {}
    }
    // A type the LLVM dialect does not know yet is not judged.
    if !is_compatible(ctx, ty) {
        return Ok(());
    }
    match on {
        On::Pointer if !is_pointer(ctx, ty) => error("attribute attached to non-pointer LLVM type"),
        On::Integer if ctx.integer_width(ty).is_none() => error("attribute attached to non-integer LLVM type"),
        _ => Ok(()),
    }
}

/// An attribute name as upstream streams a `StringAttr`: quoted.
fn quoted(ctx: &Context, name: Ident) -> String {
    let mut out = String::new();
    strata_syntax::printer::attrs::write_string_literal(&mut out, ctx.ident_str(name).as_bytes());
    out
}
