//! Verifiers of module-level ops and the symbols they name:
//! `llvm.mlir.global`, `llvm.mlir.alias`, `llvm.mlir.ifunc`,
//! `llvm.mlir.global_ctors`/`_dtors`, `llvm.comdat`,
//! `llvm.linker_options`, `llvm.module_flags`, and the symbol uses of
//! `llvm.mlir.addressof`, `llvm.dso_local_equivalent` and
//! `llvm.blockaddress`.
//!
//! Symbols are looked up in the nearest symbol table (upstream's
//! `parentLLVMModule`, the nearest isolated symbol table, is that table for
//! every op verified here). A symbol seen from a lent function body is a
//! snapshot without regions: checks that need an alias's or a function's
//! region then have nothing to check.

use strata_ir::op_checks::{emit_error, inherent_attr, op_error};
use strata_ir::symbols::ResolvedSymbol;
use strata_ir::{AttrKind, Attribute, Body, Context, DenseValue, Diagnostic, OpId, Type, TypeKind};

use super::{
    address_space, flat_symbol, has_no_effect, int_attr_of, is_op, is_symbol_op, linkage_keyword, linkage_of,
    llvm_function, lookup, operand_type, ty, type_attr_of, APPENDING, AVAILABLE_EXTERNALLY, COMMON, EXTERN_WEAK,
};
use crate::attrs::block_address::BlockAddressAttr;
use crate::attrs::ZeroAttr;
use crate::types::{is_compatible_outer, is_label, is_metadata, is_token, is_void};
use crate::{
    AddressOfOp, AliasOp, BlockAddressOp, ComdatOp, DSOLocalEquivalentOp, GlobalCtorsOp, GlobalDtorsOp, GlobalOp,
    IFuncOp, LinkerOptionsOp, ModuleFlagsOp,
};

/// Upstream's check of a global's (or alias's) type: an LLVM type with a
/// size, or a type implementing `PointerElementTypeInterface` (none that
/// is not LLVM-compatible in strata).
fn is_valid_global_type(ctx: &Context, t: Type) -> bool {
    is_compatible_outer(ctx, t) && !(is_void(ctx, t) || is_token(ctx, t) || is_metadata(ctx, t) || is_label(ctx, t))
}

/// Upstream's `isZeroAttribute`.
fn is_zero_attribute(ctx: &Context, a: Attribute) -> bool {
    let zero_bits = |ty: Type, bits: u128| {
        let width = match ctx.type_kind(ty) {
            TypeKind::Float(k) => k.width(),
            _ => 128,
        };
        // +0 and -0 are both zero.
        let magnitude = if width >= 128 { u128::MAX >> 1 } else { (1u128 << (width - 1)) - 1 };
        bits & magnitude == 0
    };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.is_zero(),
        AttrKind::Float { ty, bits } => zero_bits(*ty, *bits),
        AttrKind::DenseElements { ty, elements } => {
            let element = ctx.element_type_or_self(*ty);
            elements.values.iter().all(|v| match v {
                DenseValue::Int(i) => i.is_zero(),
                DenseValue::Float(bits) => zero_bits(element, *bits),
                _ => false,
            })
        }
        AttrKind::Array(items) => items.iter().all(|&i| is_zero_attribute(ctx, i)),
        _ => false,
    }
}

/// The `llvm.return` ending a single-block initializer region, if any.
fn initializer_return(ctx: &Context, body: &Body, op: OpId) -> Option<(strata_ir::BlockId, Option<OpId>)> {
    let block = body.regions(op).first().and_then(|&r| body.entry_block(r))?;
    let ret = body.last_op(block).filter(|&t| is_op(ctx, body, t, "llvm.return"));
    Some((block, ret))
}

/// `llvm.mlir.global`: a valid type, at module level; a string value fits
/// an `i8` array; `common` globals are zero, `appending` ones arrays; a
/// valid comdat; a power-of-two alignment.
pub fn mlir_global(ctx: &Context, body: &Body, op: GlobalOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(global_type) = type_attr_of(ctx, body, op, "global_type") else { return Ok(()) };
    if !is_valid_global_type(ctx, global_type) {
        return Err(op_error(ctx, body, op, "expects type to be a valid element type for an LLVM global"));
    }
    if body.parent_op(op).is_some_and(|p| !super::satisfies_llvm_module(ctx, body, p)) {
        return Err(op_error(ctx, body, op, "must appear at the module level"));
    }
    let value = inherent_attr(ctx, body, op, "value");
    if let Some(AttrKind::String { value: s, .. }) = value.map(|v| ctx.attr_kind(v)) {
        let fits = ctx.type_storage::<crate::types::ArrayType>(global_type).is_some_and(|a| {
            matches!(ctx.type_kind(a.element), TypeKind::Integer { width: 8, .. }) && a.len == s.len() as u64
        });
        if !fits {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires an i8 array type of the length equal to that of the string attribute",
            ));
        }
    }
    if let Some(target) = ctx.type_storage::<crate::types::TargetExtType>(global_type) {
        if !target.is_spirv() {
            return Err(op_error(ctx, body, op, "this target extension type cannot be used in a global"));
        }
        if value.is_some() {
            return Err(op_error(
                ctx,
                body,
                op,
                "global with target extension type can only be initialized with zero-initializer",
            ));
        }
    }
    let linkage = linkage_of(ctx, body, op);
    if linkage == Some(COMMON) && value.is_some_and(|v| !is_zero_attribute(ctx, v)) {
        return Err(op_error(ctx, body, op, format!("expected zero value for '{}' linkage", linkage_keyword(COMMON))));
    }
    if linkage == Some(APPENDING) && !crate::types::is_array(ctx, global_type) {
        let msg = format!("expected array type for '{}' linkage", linkage_keyword(APPENDING));
        return Err(op_error(ctx, body, op, msg));
    }
    super::calls::verify_comdat(ctx, body, op)?;
    if let Some(a) = inherent_attr(ctx, body, op, "alignment").and_then(|a| super::int_value(ctx, a)) {
        if !(a as u64).is_power_of_two() {
            return Err(emit_error(body, op, "alignment attribute is not a power of 2"));
        }
    }
    Ok(())
}

/// `llvm.mlir.global`'s initializer: returns a value of the global's type,
/// computes it without side effects, and is not there with a `value`.
pub fn mlir_global_regions(ctx: &Context, body: &Body, op: GlobalOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some((block, Some(ret))) = initializer_return(ctx, body, op) else { return Ok(()) };
    let Some(returned) = operand_type(body, ret, 0) else {
        return Err(op_error(ctx, body, op, "initializer region cannot return void"));
    };
    if let Some(global_type) = type_attr_of(ctx, body, op, "global_type").filter(|&g| g != returned) {
        let msg = format!(
            "initializer region type {} does not match global type {}",
            ty(ctx, returned),
            ty(ctx, global_type)
        );
        return Err(op_error(ctx, body, op, msg));
    }
    if let Some(bad) = body.block_ops(block).find(|&o| !has_no_effect(ctx, body, o)) {
        return Err(emit_error(body, bad, "ops with side effects not allowed in global initializers"));
    }
    if inherent_attr(ctx, body, op, "value").is_some() {
        return Err(op_error(ctx, body, op, "cannot have both initializer value and region"));
    }
    Ok(())
}

/// `llvm.mlir.alias`: a valid type and a linkage LLVM allows for aliases.
pub fn mlir_alias(ctx: &Context, body: &Body, op: AliasOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    if type_attr_of(ctx, body, op, "alias_type").is_some_and(|t| !is_valid_global_type(ctx, t)) {
        return Err(op_error(ctx, body, op, "expects type to be a valid element type for an LLVM global alias"));
    }
    if let Some(l) = linkage_of(ctx, body, op).filter(|&l| matches!(l, APPENDING | EXTERN_WEAK | COMMON)) {
        let msg = format!(
            "'{}' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally",
            linkage_keyword(l)
        );
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// `llvm.mlir.alias`'s initializer: returns a pointer, without side effects.
pub fn mlir_alias_regions(ctx: &Context, body: &Body, op: AliasOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some((block, ret)) = initializer_return(ctx, body, op) else { return Ok(()) };
    let returns_pointer = ret.and_then(|r| operand_type(body, r, 0)).is_some_and(|t| crate::types::is_pointer(ctx, t));
    if !returns_pointer {
        return Err(op_error(ctx, body, op, "initializer region must always return a pointer"));
    }
    if let Some(bad) = body.block_ops(block).find(|&o| !has_no_effect(ctx, body, o)) {
        return Err(emit_error(body, bad, "ops with side effects are not allowed in alias initializers"));
    }
    Ok(())
}

/// The address space of the pointer an alias's initializer returns.
fn alias_address_space(ctx: &Context, body: &Body, alias: OpId) -> Option<u32> {
    let (_, ret) = initializer_return(ctx, body, alias)?;
    address_space(ctx, operand_type(body, ret?, 0)?)
}

/// `llvm.mlir.ifunc`: a linkage LLVM allows for ifuncs.
pub fn mlir_ifunc(ctx: &Context, body: &Body, op: IFuncOp) -> Result<(), Diagnostic> {
    if let Some(l) =
        linkage_of(ctx, body, op).filter(|&l| matches!(l, AVAILABLE_EXTERNALLY | APPENDING | EXTERN_WEAK | COMMON))
    {
        let msg = format!(
            "'{}' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage",
            linkage_keyword(l)
        );
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// `symbol` if it is the llvm op `kind`.
fn of_kind<'b>(
    ctx: &Context,
    body: &Body,
    symbol: Option<ResolvedSymbol<'b>>,
    kind: &str,
) -> Option<ResolvedSymbol<'b>> {
    symbol.filter(|s| is_symbol_op(ctx, body, s, kind))
}

/// Whether an `llvm.func` has no body.
fn is_external_func(body: &Body, func: OpId) -> bool {
    body.regions(func).first().is_none_or(|&r| body.region_is_empty(r))
}

/// `llvm.mlir.ifunc`'s resolver: a defined `llvm.func` (directly or through
/// aliases of its address) returning a pointer in the ifunc's address space.
pub fn mlir_ifunc_symbol_uses(ctx: &Context, body: &Body, op: IFuncOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(name) = inherent_attr(ctx, body, op, "resolver").and_then(|a| flat_symbol(ctx, a)) else { return Ok(()) };
    let symbol = lookup(ctx, body, op, &name);
    let mut resolver = of_kind(ctx, body, symbol, "llvm.func");
    let mut alias = of_kind(ctx, body, symbol, "llvm.mlir.alias");
    let mut steps = 0usize;
    while let Some(a) = alias {
        // Upstream follows `llvm.mlir.addressof` results only, and gives up
        // (successfully) on any other initializer; a cycle of aliases
        // would loop upstream, here it stops.
        steps += 1;
        let Some(a) = a.op().filter(|_| steps < 1024) else { return Ok(()) };
        let Some((_, Some(ret))) = initializer_return(ctx, body, a) else { return Ok(()) };
        let addr = (body.num_operands(ret) > 0)
            .then(|| body.defining_op(body.operand(ret, 0)))
            .flatten()
            .filter(|&d| is_op(ctx, body, d, "llvm.mlir.addressof"));
        let Some(addr) = addr else { return Ok(()) };
        let target = inherent_attr(ctx, body, addr, "global_name")
            .and_then(|g| flat_symbol(ctx, g))
            .and_then(|n| lookup(ctx, body, addr, &n));
        resolver = of_kind(ctx, body, target, "llvm.func");
        alias = of_kind(ctx, body, target, "llvm.mlir.alias");
    }
    let Some(resolver) = resolver else {
        return Err(op_error(ctx, body, op, "must have a function resolver"));
    };
    let external = resolver.op().is_some_and(|f| is_external_func(body, f));
    let linkage = resolver.attr(ctx, body, "linkage").and_then(|a| ctx.attr_storage::<crate::attrs::Linkage>(a));
    if external || linkage.is_some_and(|l| l.0 == AVAILABLE_EXTERNALLY) {
        return Err(op_error(ctx, body, op, "resolver must be a definition"));
    }
    let returns_pointer = resolver
        .attr(ctx, body, "function_type")
        .and_then(|a| super::type_attr(ctx, a))
        .and_then(|t| llvm_function(ctx, t))
        .is_some_and(|f| crate::types::is_pointer(ctx, f.result));
    if !returns_pointer {
        return Err(op_error(ctx, body, op, "resolver must return a pointer"));
    }
    let space = type_attr_of(ctx, body, op, "resolver_type").and_then(|t| address_space(ctx, t));
    let expected = int_attr_of(ctx, body, op, "address_space").unwrap_or(0);
    if space.is_none_or(|s| i64::from(s) != expected) {
        return Err(op_error(ctx, body, op, "resolver has incorrect type"));
    }
    Ok(())
}

/// Upstream's `checkGlobalXtorData` and the length check of
/// `llvm.mlir.global_ctors`/`_dtors`.
fn verify_xtors(ctx: &Context, body: &Body, op: OpId, list: &str) -> Result<(), Diagnostic> {
    let items = |name| match inherent_attr(ctx, body, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.clone(),
        _ => Vec::new(),
    };
    let data = items("data");
    let symbol_or_zero = |&a: &Attribute| flat_symbol(ctx, a).is_some() || ZeroAttr::is(ctx, a);
    if !data.iter().all(symbol_or_zero) {
        return Err(emit_error(body, op, "data element must be symbol or #llvm.zero"));
    }
    let n = items(list).len();
    if n != items("priorities").len() || n != data.len() {
        return Err(emit_error(
            body,
            op,
            format!("{list}, priorities, and data must have the same number of elements"),
        ));
    }
    Ok(())
}

/// Upstream's `verifySymbolAttrUse`: each listed symbol is a defined `llvm.func`.
fn verify_xtor_symbols(ctx: &Context, body: &Body, op: OpId, list: &str) -> Result<(), Diagnostic> {
    let Some(AttrKind::Array(items)) = inherent_attr(ctx, body, op, list).map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    for name in items.iter().filter_map(|&a| flat_symbol(ctx, a)) {
        let func = lookup(ctx, body, op, &name).filter(|s| is_symbol_op(ctx, body, s, "llvm.func"));
        let Some(func) = func else {
            return Err(op_error(ctx, body, op, format!("'{name}' does not reference a valid LLVM function")));
        };
        if func.op().is_some_and(|f| is_external_func(body, f)) {
            return Err(op_error(ctx, body, op, format!("'{name}' does not have a definition")));
        }
    }
    Ok(())
}

/// `llvm.mlir.global_ctors`: symbol or zero data, lists of one length.
pub fn mlir_global_ctors(ctx: &Context, body: &Body, op: GlobalCtorsOp) -> Result<(), Diagnostic> {
    verify_xtors(ctx, body, op.into(), "ctors")
}

/// `llvm.mlir.global_ctors`: every constructor is a defined `llvm.func`.
pub fn mlir_global_ctors_symbol_uses(ctx: &Context, body: &Body, op: GlobalCtorsOp) -> Result<(), Diagnostic> {
    verify_xtor_symbols(ctx, body, op.into(), "ctors")
}

/// `llvm.mlir.global_dtors`: symbol or zero data, lists of one length.
pub fn mlir_global_dtors(ctx: &Context, body: &Body, op: GlobalDtorsOp) -> Result<(), Diagnostic> {
    verify_xtors(ctx, body, op.into(), "dtors")
}

/// `llvm.mlir.global_dtors`: every destructor is a defined `llvm.func`.
pub fn mlir_global_dtors_symbol_uses(ctx: &Context, body: &Body, op: GlobalDtorsOp) -> Result<(), Diagnostic> {
    verify_xtor_symbols(ctx, body, op.into(), "dtors")
}

/// `llvm.mlir.addressof`: names a global, function, alias or ifunc; the
/// pointer's address space is that of a global or alias.
pub fn mlir_addressof_symbol_uses(ctx: &Context, body: &Body, op: AddressOfOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(name) = inherent_attr(ctx, body, op, "global_name").and_then(|a| flat_symbol(ctx, a)) else {
        return Ok(());
    };
    let symbol = lookup(ctx, body, op, &name).filter(|s| {
        ["llvm.mlir.global", "llvm.func", "llvm.mlir.alias", "llvm.mlir.ifunc"]
            .iter()
            .any(|k| is_symbol_op(ctx, body, s, k))
    });
    let Some(symbol) = symbol else {
        return Err(op_error(
            ctx,
            body,
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    };
    let Some(space) = super::result_type(body, op, 0).and_then(|t| address_space(ctx, t)) else { return Ok(()) };
    let expected = if is_symbol_op(ctx, body, &symbol, "llvm.mlir.global") {
        Some(symbol.attr(ctx, body, "addr_space").and_then(|a| super::int_value(ctx, a)).unwrap_or(0))
    } else if is_symbol_op(ctx, body, &symbol, "llvm.mlir.alias") {
        symbol.op().and_then(|a| alias_address_space(ctx, body, a)).map(i64::from)
    } else {
        None
    };
    if expected.is_some_and(|e| e != i64::from(space)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "pointer address space must match address space of the referenced global or alias",
        ));
    }
    Ok(())
}

/// `llvm.dso_local_equivalent`: names a function, or an alias of one, that
/// is not `extern_weak`.
pub fn dso_local_equivalent_symbol_uses(
    ctx: &Context,
    body: &Body,
    op: DSOLocalEquivalentOp,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(name) = inherent_attr(ctx, body, op, "function_name").and_then(|a| flat_symbol(ctx, a)) else {
        return Ok(());
    };
    let symbol = lookup(ctx, body, op, &name)
        .filter(|s| is_symbol_op(ctx, body, s, "llvm.func") || is_symbol_op(ctx, body, s, "llvm.mlir.alias"));
    let Some(symbol) = symbol else {
        return Err(op_error(ctx, body, op, "must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'"));
    };
    if let Some(alias) = symbol.op().filter(|&a| is_op(ctx, body, a, "llvm.mlir.alias")) {
        let takes_global_address = !body.walk(alias, strata_ir::WalkOrder::PostOrder, |b, o| {
            if !is_op(ctx, b, o, "llvm.mlir.addressof") {
                return strata_ir::WalkResult::Advance;
            }
            let global = inherent_attr(ctx, b, o, "global_name")
                .and_then(|g| flat_symbol(ctx, g))
                .and_then(|n| lookup(ctx, b, o, &n))
                .is_some_and(|s| is_symbol_op(ctx, b, &s, "llvm.mlir.global"));
            if global {
                strata_ir::WalkResult::Interrupt
            } else {
                strata_ir::WalkResult::Advance
            }
        });
        if takes_global_address {
            return Err(op_error(ctx, body, op, "must reference an alias to a function"));
        }
    }
    let linkage = symbol.attr(ctx, body, "linkage").and_then(|a| ctx.attr_storage::<crate::attrs::Linkage>(a));
    if linkage.is_some_and(|l| l.0 == EXTERN_WEAK) {
        return Err(op_error(ctx, body, op, "target function with 'extern_weak' linkage not allowed"));
    }
    Ok(())
}

/// `llvm.blockaddress` (upstream's `verify` through `getBlockTagOp`): the
/// function it names holds an `llvm.blocktag` with its tag. A function
/// outside the body being verified (functions verified in parallel) is
/// not looked into.
pub fn blockaddress(ctx: &Context, body: &Body, op: BlockAddressOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let address = inherent_attr(ctx, body, op, "block_addr").and_then(|a| ctx.attr_storage::<BlockAddressAttr>(a));
    let Some(address) = address else { return Ok(()) };
    let target = address.function().and_then(|f| flat_symbol(ctx, f)).and_then(|n| lookup(ctx, body, op, &n));
    let found = match target {
        Some(ResolvedSymbol::Op(func)) if is_op(ctx, body, func, "llvm.func") => {
            let mut found = false;
            body.walk(func, strata_ir::WalkOrder::PreOrder, |b, o| {
                found = is_op(ctx, b, o, "llvm.blocktag") && inherent_attr(ctx, b, o, "tag") == address.tag();
                if found {
                    strata_ir::WalkResult::Interrupt
                } else {
                    strata_ir::WalkResult::Advance
                }
            });
            found
        }
        Some(ResolvedSymbol::Enclosing(s)) => ctx.op_name_str(s.name) == "llvm.func",
        _ => false,
    };
    if !found {
        return Err(op_error(ctx, body, op, "expects an existing block label target in the referenced function"));
    }
    Ok(())
}

/// `llvm.blockaddress`'s function is an `llvm.func`.
pub fn blockaddress_symbol_uses(ctx: &Context, body: &Body, op: BlockAddressOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let address = inherent_attr(ctx, body, op, "block_addr").and_then(|a| ctx.attr_storage::<BlockAddressAttr>(a));
    let Some(name) = address.and_then(|a| a.function()).and_then(|f| flat_symbol(ctx, f)) else { return Ok(()) };
    if !lookup(ctx, body, op, &name).is_some_and(|s| is_symbol_op(ctx, body, &s, "llvm.func")) {
        return Err(op_error(ctx, body, op, "must reference a function defined by 'llvm.func'"));
    }
    Ok(())
}

/// `llvm.comdat`: holds selectors only.
pub fn comdat_regions(ctx: &Context, body: &Body, op: ComdatOp) -> Result<(), Diagnostic> {
    for &region in body.regions(op) {
        for block in body.region_blocks(region) {
            if let Some(bad) = body.block_ops(block).find(|&o| !is_op(ctx, body, o, "llvm.comdat_selector")) {
                return Err(emit_error(body, bad, "only comdat selector symbols can appear in a comdat region"));
            }
        }
    }
    Ok(())
}

/// `llvm.linker_options`: at module level.
pub fn linker_options(ctx: &Context, body: &Body, op: LinkerOptionsOp) -> Result<(), Diagnostic> {
    if body.parent_op(op).is_some_and(|p| !super::satisfies_llvm_module(ctx, body, p)) {
        return Err(op_error(ctx, body, op, "must appear at the module level"));
    }
    Ok(())
}

/// `llvm.module_flags`: at module level, every flag an
/// `#llvm.mlir.module_flag`.
pub fn module_flags(ctx: &Context, body: &Body, op: ModuleFlagsOp) -> Result<(), Diagnostic> {
    if body.parent_op(op).is_some_and(|p| !super::satisfies_llvm_module(ctx, body, p)) {
        return Err(op_error(ctx, body, op, "must appear at the module level"));
    }
    let is_module_flag = |&a: &Attribute| match ctx.attr_kind(a) {
        AttrKind::Dialect(v) => {
            let def = ctx.attr_def(v.def);
            def.dialect == "llvm" && def.mnemonic == "mlir.module_flag"
        }
        _ => false,
    };
    if let Some(AttrKind::Array(flags)) = inherent_attr(ctx, body, op, "flags").map(|a| ctx.attr_kind(a)) {
        if !flags.iter().all(is_module_flag) {
            return Err(op_error(ctx, body, op, "expected a module flag attribute"));
        }
    }
    Ok(())
}
