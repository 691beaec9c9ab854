//! `byval` arguments of inlined callees (upstream's `handleByValArgument`):
//! the callee owns a copy of the pointee, so the inlined code gets one: a
//! new `llvm.alloca` of the element type in the entry block of the region
//! defining the operand, filled by an `llvm.intr.memcpy` of the type's
//! size. A callee that only reads its argument memory (its
//! `memory_effects` say so) takes the operand itself when its alignment
//! suffices: the `llvm.align` it asks for is at most the type's ABI
//! alignment, or the operand's alloca can be realigned to it, or its
//! global or function argument is aligned enough.
//!
//! Sizes and alignments are those of the default data layout (no `dlti`
//! specification is read; its stack alignment is unknown, so any alloca
//! may be realigned), as `sroa` and `mem2reg` use them.

use strata_ir::op_checks::{inherent_attr, set_inherent_attr};
use strata_ir::{AttrKind, Attribute, Body, Builder, Context, InsertPoint, OpId, Value, ValueDef};

use super::name_is;
use crate::memory_effects::{MemoryEffectsAttr, LOCATIONS};
use crate::sroa::layout;

/// `ModRefInfo` values that write (`Mod`, `ModRef`).
const MOD: u8 = 2;
const MOD_REF: u8 = 3;

/// The integer value of an attribute, if it is an integer.
fn int_value(ctx: &Context, a: Attribute) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_u64(),
        _ => None,
    }
}

/// The value the inlined code uses for operand `value` of an argument with
/// attributes `arg_attrs`: `None` unless it is `byval` (its element type,
/// aligned to its `llvm.align`, 1 when unspecified) of a type the default
/// layout sizes (legality refused the others).
pub(super) fn handle_byval(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    callable: OpId,
    value: Value,
    arg_attrs: Attribute,
) -> Option<Value> {
    let AttrKind::Type(element) = *ctx.attr_kind(ctx.dict_get(arg_attrs, "llvm.byval")?) else { return None };
    let requested = ctx.dict_get(arg_attrs, "llvm.align").and_then(|a| int_value(ctx, a)).unwrap_or(1);
    let (size, minimum) = (layout::size(ctx, element)?, layout::abi_alignment(ctx, element)?);
    let arg_mem = LOCATIONS.iter().position(|&l| l == "argMem");
    let read_only = inherent_attr(ctx, body, callable, "memory_effects")
        .and_then(|a| ctx.attr_storage::<MemoryEffectsAttr>(a))
        .zip(arg_mem)
        .is_some_and(|(m, i)| m.0[i] != MOD && m.0[i] != MOD_REF);
    if read_only && (requested <= minimum || enforce_alignment(ctx, body, value, requested) >= requested) {
        return Some(value);
    }
    let target = requested.max(minimum);
    let loc = body.op_loc(callable);
    let region = body.value_parent_region(value)?;
    let entry = body.entry_block(region)?;
    let i64 = ctx.integer_type(64);
    let ptr_type = body.value_type(value);
    let mut b = Builder::at(ctx, body, InsertPoint::BlockStart(entry));
    let one = crate::ConstantOp::build(&mut b, loc, i64, ctx.integer_attr(i64, 1));
    let one = one.res(body);
    let mut b = Builder::at(ctx, body, InsertPoint::After(body.defining_op(one)?));
    let alignment = Some(ctx.integer_attr(i64, target as i64));
    let alloca = crate::AllocaOp::build(&mut b, loc, one, ptr_type, alignment, ctx.type_attr(element), None).res(body);
    let mut b = Builder::at(ctx, body, at);
    let len = crate::ConstantOp::build(&mut b, loc, i64, ctx.integer_attr(i64, size as i64)).res(body);
    let mut b = Builder::at(ctx, body, at);
    let no = ctx.bool_attr(false);
    crate::MemcpyOp::build(&mut b, loc, alloca, value, len, no, None, None, None, None, None, None);
    Some(alloca)
}

/// Upstream's `tryToEnforceAlignment`: the alignment `value` is known to
/// have, after raising its alloca's to `requested` (the default layout
/// has no natural stack alignment to respect).
fn enforce_alignment(ctx: &Context, body: &mut Body, value: Value, requested: u64) -> u64 {
    match body.value_def(value) {
        ValueDef::OpResult { op, .. } if name_is(ctx, body, op, "llvm.alloca") => {
            let current = inherent_attr(ctx, body, op, "alignment").and_then(|a| int_value(ctx, a)).unwrap_or(1);
            if requested <= current {
                return current;
            }
            let i64 = ctx.integer_type(64);
            set_inherent_attr(ctx, body, op, "alignment", ctx.integer_attr(i64, requested as i64));
            requested
        }
        ValueDef::OpResult { op, .. } if name_is(ctx, body, op, "llvm.mlir.addressof") => {
            global_alignment(ctx, body, op).unwrap_or(1)
        }
        ValueDef::OpResult { .. } | ValueDef::Placeholder => 1,
        ValueDef::BlockArgument { block, index } => {
            let func = body.block_region(block).and_then(|r| body.region_parent(r));
            let align = func.filter(|&f| name_is(ctx, body, f, "llvm.func")).and_then(|f| {
                let attrs = inherent_attr(ctx, body, f, "arg_attrs")?;
                let AttrKind::Array(dicts) = ctx.attr_kind(attrs) else { return None };
                let dict = *dicts.get(index as usize)?;
                int_value(ctx, ctx.dict_get(dict, "llvm.align")?)
            });
            align.unwrap_or(1)
        }
    }
}

/// The alignment of the global an `llvm.mlir.addressof` names.
fn global_alignment(ctx: &Context, body: &Body, addressof: OpId) -> Option<u64> {
    let name = match ctx.attr_kind(inherent_attr(ctx, body, addressof, "global_name")?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => *root,
        _ => return None,
    };
    let global = strata_ir::symbols::resolve_nearest_symbol(ctx, body, addressof, ctx.ident_str(name).as_bytes())?;
    if ctx.op_name_str(global.op_name(body)) != "llvm.mlir.global" {
        return None;
    }
    int_value(ctx, global.attr(ctx, body, "alignment")?)
}
