//! Builders for the llvm ops lowerings create most, in the shapes
//! upstream's C++ builders give them (`LLVM::CallOp::create(b, loc,
//! results, callee, args)`, `LLVM::GEPOp::create(b, loc, ptr, elem, base,
//! {0, 1})`), over the generated ones that take every attribute.
//!
//! Invariant: what they build verifies: segment sizes match the operands
//! and every default-valued attribute is filled in.

use strata_ir::{Attribute, Location, OpBuilder, Type, Value};

use crate::{CallOp, GEPOp, LoadOp, StoreOp};

/// A direct `llvm.call @callee(args)` returning `result` (none: void).
pub fn call<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    callee: Attribute,
    args: &[Value],
    result: Option<Type>,
) -> CallOp {
    direct_call(b, loc, callee, args, result, None)
}

/// A direct call of a variadic function, `llvm.call @callee(args)
/// vararg(callee_type)`: `callee_type` is the callee's `!llvm.func<...>`.
pub fn call_vararg<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    callee: Attribute,
    args: &[Value],
    result: Option<Type>,
    callee_type: Type,
) -> CallOp {
    let var_callee_type = b.ctx().type_attr(callee_type);
    direct_call(b, loc, callee, args, result, Some(var_callee_type))
}

fn direct_call<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    callee: Attribute,
    args: &[Value],
    result: Option<Type>,
    var_callee_type: Option<Attribute>,
) -> CallOp {
    let ctx = b.ctx();
    let no_bundles = ctx.dense_i32_array(&[]);
    CallOp::build(
        b,
        loc,
        args,
        &[],
        result,
        var_callee_type,
        Some(callee),
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        no_bundles,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
}

/// `llvm.getelementptr base[indices] : (ptr) -> ptr, elem` with constant
/// indices only.
pub fn gep_constant<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    result: Type,
    elem: Type,
    base: Value,
    indices: &[i32],
) -> GEPOp {
    let ctx = b.ctx();
    let raw: Vec<i64> = indices.iter().map(|&i| i64::from(i)).collect();
    GEPOp::build(b, loc, base, &[], result, ctx.dense_i32_array(&raw), ctx.type_attr(elem), None)
}

/// The raw constant index that marks a dynamic index of `llvm.getelementptr`
/// (upstream's `GEPOp::kDynamicIndex`).
pub const DYNAMIC_INDEX: i64 = i32::MIN as i64;

/// `llvm.getelementptr base[indices] : (ptr) -> ptr, elem` with the SSA
/// values `indices` only.
pub fn gep_dynamic<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    result: Type,
    elem: Type,
    base: Value,
    indices: &[Value],
) -> GEPOp {
    let ctx = b.ctx();
    let raw = vec![DYNAMIC_INDEX; indices.len()];
    GEPOp::build(b, loc, base, indices, result, ctx.dense_i32_array(&raw), ctx.type_attr(elem), None)
}

/// `llvm.load addr : ptr -> ty` with an optional alignment (an `i64`
/// attribute) and `nontemporal` mark (a unit attribute).
pub fn load<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    addr: Value,
    ty: Type,
    alignment: Option<Attribute>,
    nontemporal: Option<Attribute>,
) -> LoadOp {
    LoadOp::build(b, loc, addr, ty, alignment, None, nontemporal, None, None, None, None, None, None, None, None, None)
}

/// `llvm.store value, addr` with an optional alignment and `nontemporal`
/// mark.
pub fn store<'a>(
    b: &mut impl OpBuilder<'a>,
    loc: Location,
    value: Value,
    addr: Value,
    alignment: Option<Attribute>,
    nontemporal: Option<Attribute>,
) -> StoreOp {
    StoreOp::build(b, loc, value, addr, alignment, None, nontemporal, None, None, None, None, None, None, None)
}
