//! `llvm.func` (upstream's `LLVMFuncOp::parse`/`print` with
//! `function_interface_impl`'s signature helpers):
//!
//! ```text
//! llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(%arg0: i32 {attrs} loc(..), ...) -> (i32 {attrs})
//!     [vscale_range(1, 16)] [comdat(@c::@s)] [attributes {...}] [{ body }]
//! ```
//!
//! The parser always stores `linkage`, `visibility_`, `unnamed_addr`,
//! `CConv` and `function_type` (an `!llvm.func`, `void` when there is no
//! result, variadic with a trailing `...`); `arg_attrs`/`res_attrs` only
//! when some entry is not empty. A declaration has no body and lists bare
//! types; a body's entry block takes the named arguments.

use strata_ir::op_checks::quoted_type;
use strata_ir::{AttrKind, Attribute, OpId, OperationState, Type};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{ArgDef, PResult};
use strata_syntax::{OpPrinter, Parser};

use super::{all_attrs, enum_keyword, int_value, keyword_of, op_attr, set_attrs, spec_keyword, spec_keyword_of};
use crate::attrs::{CConv, Linkage};
use crate::types::{is_compatible, FunctionType, VoidType};

/// What `attributes {...}` leaves out: the signature and keywords carry them.
const ELIDED: [&str; 10] = [
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "linkage",
    "CConv",
    "visibility_",
    "comdat",
    "unnamed_addr",
    "vscale_range",
];

/// `(T {attrs}, ...)` or `T` after `->` (upstream's `parseFunctionResultList`).
pub(crate) fn parse_result_list(p: &mut Parser<'_>, types: &mut Vec<Type>, attrs: &mut Vec<Attribute>) -> PResult<()> {
    if !p.consume_if(TokenKind::LParen) {
        types.push(p.parse_type()?);
        attrs.push(p.ctx.empty_dictionary());
        return Ok(());
    }
    if p.consume_if(TokenKind::RParen) {
        return Ok(());
    }
    loop {
        types.push(p.parse_type()?);
        let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
        attrs.push(p.ctx.dictionary_attr(entries));
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "expected ')'")
}

/// `arg_attrs`/`res_attrs` entries when some dictionary is not empty
/// (upstream's `addArgAndResultAttrs`).
pub(crate) fn push_arg_and_result_attrs(
    p: &Parser<'_>,
    entries: &mut Vec<(strata_ir::Ident, Attribute)>,
    arg_attrs: Vec<Attribute>,
    res_attrs: Vec<Attribute>,
) {
    let ctx = p.ctx;
    for (name, list) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if list.iter().any(|&a| !ctx.dict_entries(a).is_empty()) {
            entries.push((ctx.ident(name), ctx.array_attr(list)));
        }
    }
}

/// Parses everything after `llvm.func`.
pub fn parse_func(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let linkage = enum_keyword::<Linkage>(p).unwrap_or(Linkage(0));
    let visibility = spec_keyword(p, &crate::VISIBILITY).unwrap_or(0);
    let unnamed_addr = spec_keyword(p, &crate::UNNAMED_ADDR).unwrap_or(0);
    let cconv = enum_keyword::<CConv>(p).unwrap_or(CConv(0));
    let i64_type = ctx.integer_type(64);
    let mut entries = vec![
        (ctx.ident("linkage"), ctx.dialect_attr(linkage)),
        (ctx.ident("visibility_"), ctx.integer_attr(i64_type, visibility)),
        (ctx.ident("unnamed_addr"), ctx.integer_attr(i64_type, unnamed_addr)),
        (ctx.ident("CConv"), ctx.dialect_attr(cconv)),
    ];

    let signature_pos = p.tok.start;
    if !p.is(TokenKind::AtIdent) {
        return Err(p.custom_op_error_at(p.tok.start, "expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_name()?;
    entries.push((ctx.ident("sym_name"), ctx.string_attr(&name)));

    // Arguments: named (`%a: i32`) or bare types, maybe ending in `...`.
    let mut args: Vec<ArgDef<'_>> = Vec::new();
    let mut arg_types = Vec::new();
    let mut arg_attrs = Vec::new();
    let mut named: Option<bool> = None;
    let mut variadic = false;
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        if variadic {
            return Err(p.custom_op_error_at(p.tok.start, "variadic arguments must be in the end of the argument list"));
        }
        if p.consume_if(TokenKind::Ellipsis) {
            variadic = true;
            return Ok(());
        }
        let is_named = p.is(TokenKind::PercentIdent);
        if *named.get_or_insert(is_named) != is_named {
            let msg = if is_named { "expected type instead of SSA identifier" } else { "expected SSA identifier" };
            return Err(p.custom_op_error_at(p.tok.start, msg));
        }
        let operand = if is_named {
            let o = p.parse_ssa_use_without_result_number()?;
            p.expect(TokenKind::Colon, "expected ':'")?;
            Some(o)
        } else {
            None
        };
        let ty = p.parse_type()?;
        let attrs = p.parse_optional_attr_dict()?.unwrap_or_default();
        arg_attrs.push(p.ctx.dictionary_attr(attrs));
        arg_types.push(ty);
        let loc = p.parse_optional_trailing_location()?;
        if let Some(operand) = operand {
            args.push(ArgDef { operand, ty, loc });
        }
        Ok(())
    })?;
    let mut result_types = Vec::new();
    let mut result_attrs = Vec::new();
    if p.consume_if(TokenKind::Arrow) {
        parse_result_list(p, &mut result_types, &mut result_attrs)?;
    }

    // upstream's `buildLLVMFunctionType`.
    let failed = |msg: String| p.custom_op_error_at(signature_pos, format!("failed to construct function type: {msg}"));
    if result_types.len() > 1 {
        return Err(failed("expected zero or one function result".into()));
    }
    if arg_types.iter().any(|&t| !is_compatible(ctx, t)) {
        return Err(failed("expected LLVM type for function arguments".into()));
    }
    let result = result_types.first().copied().unwrap_or_else(|| ctx.dialect_type(VoidType));
    if !is_compatible(ctx, result) {
        return Err(failed(format!("expected LLVM type for function results{}", quoted_type(ctx, result))));
    }
    let fn_type = ctx.dialect_type(FunctionType { result, params: arg_types, var_arg: variadic, compatible: true });
    entries.push((ctx.ident("function_type"), ctx.type_attr(fn_type)));

    if p.consume_keyword("vscale_range") {
        return Err(p.custom_op_error_at(p.prev_end(), "vscale_range is not supported yet (no #llvm.vscale_range)"));
    }
    if p.consume_keyword("comdat") {
        p.expect(TokenKind::LParen, "expected '('")?;
        let at = p.tok.start;
        let comdat = p.parse_attribute(None)?;
        if !matches!(ctx.attr_kind(comdat), AttrKind::SymbolRef { .. }) {
            return Err(p.custom_op_error_at(at, "invalid kind of attribute specified"));
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
        entries.push((ctx.ident("comdat"), comdat));
    }
    if p.consume_keyword("attributes") {
        if !p.is(TokenKind::LBrace) {
            return Err(p.wrong_token_error("expected '{' in attribute dictionary"));
        }
        entries.extend(p.parse_optional_attr_dict()?.unwrap_or_default());
    }
    push_arg_and_result_attrs(p, &mut entries, arg_attrs, result_attrs);
    set_attrs(p, state, entries)?;

    // As `func.func`: a types-only signature may still have a body whose
    // entry block names the arguments in its own label.
    let region = if p.is(TokenKind::LBrace) { p.parse_region(args, true)? } else { p.body.create_region() };
    state.regions.push(region);
    Ok(())
}

/// The `!llvm.func` type `op` stores in `attr`, if it is one.
pub(crate) fn llvm_function_type(p: &OpPrinter<'_>, attr: Option<Attribute>) -> Option<FunctionType> {
    match attr.map(|a| p.ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => p.ctx.type_storage::<FunctionType>(*t).cloned(),
        _ => None,
    }
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array.
pub(crate) fn dict_list(p: &OpPrinter<'_>, attr: Option<Attribute>) -> Vec<Attribute> {
    match attr.map(|a| p.ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.clone(),
        _ => Vec::new(),
    }
}

/// ` -> T` or ` -> (T {attrs}, ...)` (upstream's `printFunctionResultList`;
/// a builtin function type is parenthesized, an `!llvm.func` is not).
pub(crate) fn print_result_list(p: &mut OpPrinter<'_>, results: &[Type], res_attrs: &[Attribute]) {
    let ctx = p.ctx;
    let first_has_attrs = res_attrs.first().is_some_and(|&a| !ctx.dict_entries(a).is_empty());
    let parens = results.len() > 1
        || results.first().is_some_and(|&t| matches!(ctx.type_kind(t), strata_ir::TypeKind::Function { .. }))
        || first_has_attrs;
    if parens {
        p.out.push('(');
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.print_type(ty);
        if let Some(&a) = res_attrs.get(i) {
            p.print_optional_attr_dict(a, &[]);
        }
    }
    if parens {
        p.out.push(')');
    }
}

/// Prints everything after `llvm.func`.
pub fn print_func(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    p.out.push(' ');
    let linkage = op_attr(ctx, body, op, "linkage").and_then(|a| ctx.attr_storage::<Linkage>(a)).map_or(0, |l| l.0);
    if linkage != 0 {
        p.out.push_str(&keyword_of::<Linkage>(linkage));
        p.out.push(' ');
    }
    for (name, spec) in [("visibility_", &crate::VISIBILITY), ("unnamed_addr", &crate::UNNAMED_ADDR)] {
        let kw = spec_keyword_of(spec, int_value(ctx, op_attr(ctx, body, op, name)).unwrap_or(0));
        if !kw.is_empty() {
            p.out.push_str(kw);
            p.out.push(' ');
        }
    }
    let cconv = op_attr(ctx, body, op, "CConv").and_then(|a| ctx.attr_storage::<CConv>(a)).map_or(0, |c| c.0);
    if cconv != 0 {
        p.out.push_str(&keyword_of::<CConv>(cconv));
        p.out.push(' ');
    }
    let name = op_attr(ctx, body, op, "sym_name").and_then(|n| ctx.string_value(n)).unwrap_or(b"");
    strata_syntax::printer::attrs::write_symbol_name(&mut p.out, &String::from_utf8_lossy(name));

    // upstream's `printFunctionSignature`.
    let fn_type = llvm_function_type(p, op_attr(ctx, body, op, "function_type"));
    let (params, result, var_arg) = match &fn_type {
        Some(f) => (f.params.as_slice(), Some(f.result), f.var_arg),
        None => (&[][..], None, false),
    };
    let arg_attrs = dict_list(p, op_attr(ctx, body, op, "arg_attrs"));
    let res_attrs = dict_list(p, op_attr(ctx, body, op, "res_attrs"));
    let region = body.regions(op).first().copied();
    let entry = region.and_then(|r| body.entry_block(r));
    p.out.push('(');
    for (i, &ty) in params.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let attrs = arg_attrs.get(i).copied();
        match entry.and_then(|b| body.block_args(b).get(i).copied()) {
            Some(arg) => p.print_region_argument(arg, attrs),
            None => {
                p.print_type(ty);
                if let Some(a) = attrs {
                    p.print_optional_attr_dict(a, &[]);
                }
            }
        }
    }
    if var_arg {
        if !params.is_empty() {
            p.out.push_str(", ");
        }
        p.out.push_str("...");
    }
    p.out.push(')');
    if let Some(result) = result.filter(|&r| ctx.type_storage::<VoidType>(r).is_none()) {
        p.out.push_str(" -> ");
        print_result_list(p, &[result], &res_attrs);
    }
    if let Some(comdat) = op_attr(ctx, body, op, "comdat") {
        p.out.push_str(" comdat(");
        p.print_attr(comdat);
        p.out.push(')');
    }
    let all = all_attrs(ctx, body, op);
    p.print_optional_attr_dict_with_keyword(all, &ELIDED);
    if let Some(r) = region.filter(|&r| !body.region_is_empty(r)) {
        p.out.push(' ');
        p.print_region(r, false, true, false);
    }
}
