//! `llvm.mlir.global` and `llvm.mlir.alias` (upstream's `GlobalOp` and
//! `AliasOp` `parse`/`print`, sharing `parseCommonGlobalAndAlias`):
//!
//! ```text
//! llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr] [constant] @name([value])
//!     [comdat(@c::@s)] [{attrs}] [: type] [{ initializer }]
//! llvm.mlir.alias [linkage] [visibility] [thread_local] [unnamed_addr] @name [{attrs}] : type { initializer }
//! ```
//!
//! The parsers always store `linkage`, `visibility_` and `unnamed_addr`;
//! the printers always print the linkage, `external` included, and print
//! `addr_space` (a default-valued attribute the hand-written printer does
//! not elide). A string global may leave out its type: `!llvm.array<N x i8>`.

use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Ident, OpId, OperationState};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

use super::{
    all_attrs, enum_keyword, int_value, keyword_of, parse_optional_comdat, print_optional_comdat, set_attrs,
    spec_keyword, spec_keyword_of,
};
use crate::attrs::Linkage;
use crate::types::ArrayType;

const GLOBAL_ELIDED: [&str; 9] = [
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

const ALIAS_ELIDED: [&str; 6] = ["sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_", "visibility_"];

/// `[linkage] [visibility] [thread_local] [unnamed_addr]` (upstream's
/// `parseCommonGlobalAndAlias`).
fn parse_common(p: &mut Parser<'_>) -> Vec<(Ident, strata_ir::Attribute)> {
    let ctx = p.ctx;
    let i64_type = ctx.integer_type(64);
    let linkage = enum_keyword::<Linkage>(p).unwrap_or(Linkage(0));
    let visibility = spec_keyword(p, &crate::VISIBILITY).unwrap_or(0);
    let mut entries = vec![
        (ctx.ident("linkage"), ctx.dialect_attr(linkage)),
        (ctx.ident("visibility_"), ctx.integer_attr(i64_type, visibility)),
    ];
    if p.consume_keyword("thread_local") {
        entries.push((ctx.ident("thread_local_"), ctx.unit_attr()));
    }
    let unnamed_addr = spec_keyword(p, &crate::UNNAMED_ADDR).unwrap_or(0);
    entries.push((ctx.ident("unnamed_addr"), ctx.integer_attr(i64_type, unnamed_addr)));
    entries
}

/// ` linkage [visibility] [thread_local] [unnamed_addr] ` (upstream's
/// `printCommonGlobalAndAlias`).
fn print_common(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let linkage =
        inherent_attr(ctx, body, op, "linkage").and_then(|a| ctx.attr_storage::<Linkage>(a)).map_or(0, |l| l.0);
    p.out.push(' ');
    p.out.push_str(&keyword_of::<Linkage>(linkage));
    p.out.push(' ');
    let visibility =
        spec_keyword_of(&crate::VISIBILITY, int_value(ctx, inherent_attr(ctx, body, op, "visibility_")).unwrap_or(0));
    if !visibility.is_empty() {
        p.out.push_str(visibility);
        p.out.push(' ');
    }
    if inherent_attr(ctx, body, op, "thread_local_").is_some() {
        p.out.push_str("thread_local ");
    }
    if let Some(v) = int_value(ctx, inherent_attr(ctx, body, op, "unnamed_addr")) {
        let kw = spec_keyword_of(&crate::UNNAMED_ADDR, v);
        if !kw.is_empty() {
            p.out.push_str(kw);
            p.out.push(' ');
        }
    }
}

/// `@name`, with upstream's custom-op error when missing.
fn parse_sym_name(p: &mut Parser<'_>) -> PResult<String> {
    if !p.is(TokenKind::AtIdent) {
        return Err(p.custom_op_error_at(p.tok.start, "expected valid '@'-identifier for symbol name"));
    }
    p.parse_symbol_name()
}

/// `: T (, T)*` if a colon follows.
fn parse_optional_colon_types(p: &mut Parser<'_>) -> PResult<Vec<strata_ir::Type>> {
    if !p.consume_if(TokenKind::Colon) {
        return Ok(Vec::new());
    }
    p.parse_type_list_no_parens()
}

/// Parses everything after `llvm.mlir.global`.
pub fn parse_mlir_global(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut entries = parse_common(p);
    if p.consume_keyword("constant") {
        entries.push((ctx.ident("constant"), ctx.unit_attr()));
    }
    let name = parse_sym_name(p)?;
    entries.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    p.expect(TokenKind::LParen, "expected '('")?;
    let mut value = None;
    if !p.consume_if(TokenKind::RParen) {
        let v = p.parse_attribute(None)?;
        entries.push((ctx.ident("value"), v));
        value = Some(v);
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    parse_optional_comdat(p, &mut entries)?;
    entries.extend(p.parse_optional_attr_dict()?.unwrap_or_default());
    let types = parse_optional_colon_types(p)?;
    if types.len() > 1 {
        return Err(p.custom_op_error_at(p.op_name_pos(), "expected zero or one type"));
    }
    let region;
    let ty = match types.first() {
        Some(&t) => {
            region = if p.is(TokenKind::LBrace) { p.parse_region(Vec::new(), true)? } else { p.body.create_region() };
            t
        }
        None => {
            let Some(AttrKind::String { value: s, .. }) = value.map(|v| ctx.attr_kind(v)) else {
                return Err(p.custom_op_error_at(p.op_name_pos(), "type can only be omitted for string globals"));
            };
            region = p.body.create_region();
            ArrayType::get(ctx, ctx.integer_type(8), s.len() as u64)
        }
    };
    entries.push((ctx.ident("global_type"), ctx.type_attr(ty)));
    set_attrs(p, state, entries)?;
    state.regions.push(region);
    Ok(())
}

/// Prints everything after `llvm.mlir.global`.
pub fn print_mlir_global(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    print_common(p, op);
    if inherent_attr(ctx, body, op, "constant").is_some() {
        p.out.push_str("constant ");
    }
    let name = inherent_attr(ctx, body, op, "sym_name").and_then(|n| ctx.string_value(n)).unwrap_or(b"");
    strata_syntax::printer::attrs::write_symbol_name(&mut p.out, &String::from_utf8_lossy(name));
    p.out.push('(');
    let value = inherent_attr(ctx, body, op, "value");
    if let Some(v) = value {
        p.print_attr(v);
    }
    p.out.push(')');
    print_optional_comdat(p, op);
    p.print_optional_attr_dict(all_attrs(ctx, body, op), &GLOBAL_ELIDED);
    if value.is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::String { .. })) {
        return;
    }
    p.out.push_str(" : ");
    if let Some(AttrKind::Type(t)) = inherent_attr(ctx, body, op, "global_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    if let Some(r) = body.regions(op).first().copied().filter(|&r| !body.region_is_empty(r)) {
        p.out.push(' ');
        p.print_region(r, false, true, false);
    }
}

/// Parses everything after `llvm.mlir.alias`.
pub fn parse_mlir_alias(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut entries = parse_common(p);
    let name = parse_sym_name(p)?;
    entries.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    entries.extend(p.parse_optional_attr_dict()?.unwrap_or_default());
    let types = parse_optional_colon_types(p)?;
    if types.len() > 1 {
        return Err(p.custom_op_error_at(p.op_name_pos(), "expected zero or one type"));
    }
    let region = p.parse_region(Vec::new(), true)?;
    // Upstream reads the missing type out of bounds; strata reports it.
    let Some(&ty) = types.first() else {
        return Err(p.custom_op_error_at(p.op_name_pos(), "expected a type"));
    };
    entries.push((ctx.ident("alias_type"), ctx.type_attr(ty)));
    set_attrs(p, state, entries)?;
    state.regions.push(region);
    Ok(())
}

/// Prints everything after `llvm.mlir.alias`.
pub fn print_mlir_alias(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    print_common(p, op);
    let name = inherent_attr(ctx, body, op, "sym_name").and_then(|n| ctx.string_value(n)).unwrap_or(b"");
    strata_syntax::printer::attrs::write_symbol_name(&mut p.out, &String::from_utf8_lossy(name));
    p.print_optional_attr_dict(all_attrs(ctx, body, op), &ALIAS_ELIDED);
    p.out.push_str(" : ");
    if let Some(AttrKind::Type(t)) = inherent_attr(ctx, body, op, "alias_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    p.out.push(' ');
    if let Some(r) = body.regions(op).first().copied() {
        p.print_region(r, false, true, false);
    }
}
