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

use strata_ir::op_checks::{inherent_attr, quoted_type};
use strata_ir::{AttrKind, Attribute, OpId, OperationState};
use strata_syntax::asm::function_signature::{
    parse_function_signature, print_function_signature, push_arg_and_result_attrs, SignatureSyntax, SignatureView,
};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

use super::{
    all_attrs, enum_keyword, int_value, parse_optional_comdat, print_optional_comdat, print_optional_enum_keyword,
    set_attrs, spec_keyword, spec_keyword_of,
};
use crate::attrs::function::VScaleRangeAttr;
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

    let sig = parse_function_signature(p, &SignatureSyntax { variadic: true })?;
    let (arg_types, result_types) = (sig.arg_types, sig.result_types);

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
    let fn_type = ctx.dialect_type(FunctionType { result, params: arg_types, var_arg: sig.variadic, compatible: true });
    entries.push((ctx.ident("function_type"), ctx.type_attr(fn_type)));

    if p.consume_keyword("vscale_range") {
        p.expect(TokenKind::LParen, "expected '('")?;
        let min = p.parse_int64()?;
        p.expect(TokenKind::Comma, "expected ','")?;
        let max = p.parse_int64()?;
        p.expect(TokenKind::RParen, "expected ')'")?;
        entries.push((ctx.ident("vscale_range"), VScaleRangeAttr::get(ctx, min, max)));
    }
    parse_optional_comdat(p, &mut entries)?;
    if p.consume_keyword("attributes") {
        if !p.is(TokenKind::LBrace) {
            return Err(p.wrong_token_error("expected '{' in attribute dictionary"));
        }
        entries.extend(p.parse_optional_attr_dict()?.unwrap_or_default());
    }
    push_arg_and_result_attrs(ctx, &mut entries, sig.arg_attrs, sig.result_attrs);
    set_attrs(p, state, entries)?;

    // As `func.func`: a types-only signature may still have a body whose
    // entry block names the arguments in its own label.
    let region = if p.is(TokenKind::LBrace) { p.parse_region(sig.args, true)? } else { p.body.create_region() };
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

/// Prints everything after `llvm.func`.
pub fn print_func(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    p.out.push(' ');
    print_optional_enum_keyword::<Linkage>(p, op, "linkage");
    for (name, spec) in [("visibility_", &crate::VISIBILITY), ("unnamed_addr", &crate::UNNAMED_ADDR)] {
        let kw = spec_keyword_of(spec, int_value(ctx, inherent_attr(ctx, body, op, name)).unwrap_or(0));
        if !kw.is_empty() {
            p.out.push_str(kw);
            p.out.push(' ');
        }
    }
    print_optional_enum_keyword::<CConv>(p, op, "CConv");
    let name = inherent_attr(ctx, body, op, "sym_name").and_then(|n| ctx.string_value(n)).unwrap_or(b"");
    strata_syntax::printer::attrs::write_symbol_name(&mut p.out, &String::from_utf8_lossy(name));

    let fn_type = llvm_function_type(p, inherent_attr(ctx, body, op, "function_type"));
    let (params, result, variadic) = match &fn_type {
        Some(f) => (f.params.as_slice(), Some(f.result), f.var_arg),
        None => (&[][..], None, false),
    };
    let result = result.filter(|&r| ctx.type_storage::<VoidType>(r).is_none());
    let arg_attrs = dict_list(p, inherent_attr(ctx, body, op, "arg_attrs"));
    let res_attrs = dict_list(p, inherent_attr(ctx, body, op, "res_attrs"));
    let region = body.regions(op).first().copied();
    let sig = SignatureView {
        arg_types: params,
        arg_attrs: &arg_attrs,
        result_types: result.as_slice(),
        result_attrs: &res_attrs,
        variadic,
    };
    print_function_signature(p, &sig, region.and_then(|r| body.entry_block(r)));
    let vscale = inherent_attr(ctx, body, op, "vscale_range").and_then(|a| ctx.attr_storage::<VScaleRangeAttr>(a));
    if let Some(range) = vscale {
        let bound = |a| int_value(ctx, Some(a)).unwrap_or(0);
        p.out.push_str(&format!(" vscale_range({}, {})", bound(range.min_range), bound(range.max_range)));
    }
    print_optional_comdat(p, op);
    let all = all_attrs(ctx, body, op);
    p.print_optional_attr_dict_with_keyword(all, &ELIDED);
    if let Some(r) = region.filter(|&r| !body.region_is_empty(r)) {
        p.out.push(' ');
        p.print_region(r, false, true, false);
    }
}
