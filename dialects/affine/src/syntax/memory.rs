//! The memory accesses: `affine.load`, `affine.store`,
//! `affine.vector_load`, `affine.vector_store` and `affine.prefetch`,
//! whose subscripts are an affine map over SSA ids (`%m[%i + 1,
//! symbol(%n)]`: upstream's `parseAffineMapOfSSAIds` and
//! `printAffineMapOfSSAIds`).
//!
//! Invariants: the subscript map's operands follow the memref (and the
//! stored value), dimensions first, then symbols; the map goes to the
//! `map` property; operands are resolved only once the types after `:`
//! are known, as upstream.

use strata_ir::{AttrKind, Attribute, OpId, OperationState, Type, TypeKind, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::{
    affine_map_of, inherent, int_value, operand_at, parse_attr_dict, parse_colon_memref_type, parse_type_of_kind,
    print_value_or_null, resolve_index, set_properties,
};

/// `[%i + 1, symbol(%n)]`: the map and its operands.
fn parse_subscripts<'a>(p: &mut Parser<'a>) -> PResult<(Attribute, Vec<UnresolvedOperand<'a>>)> {
    p.parse_affine_subscripts()
}

/// `[%i + 1, symbol(%n)]` with the map's operands (`first` on: the ones
/// after the memref).
fn print_subscripts(p: &mut OpPrinter<'_>, op: OpId, first: usize) {
    let operands: Vec<Value> = p.body.operands(op).skip(first).collect();
    p.out.push('[');
    if let Some(map) = affine_map_of(p.ctx, inherent(p, op, "map")) {
        p.print_affine_map_of_ssa_ids(map, &operands);
    }
    p.out.push(']');
}

fn element_type(p: &Parser<'_>, memref: Type) -> Type {
    match p.ctx.type_kind(memref) {
        TypeKind::MemRef { element, .. } => *element,
        _ => memref,
    }
}

/// `, vector<...>`
fn parse_comma_vector_type(p: &mut Parser<'_>) -> PResult<Type> {
    p.expect(TokenKind::Comma, "expected ','")?;
    parse_type_of_kind(p, "vector", |k| matches!(k, TypeKind::Vector { .. }))
}

/// ` : memref<...>` of the operand at `index`.
fn print_colon_type_of(p: &mut OpPrinter<'_>, op: OpId, index: usize) {
    p.out.push_str(" : ");
    if let Some(v) = p.body.operands(op).nth(index) {
        p.print_type(p.body.value_type(v));
    }
}

pub fn parse_load(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let memref = p.parse_ssa_use()?;
    let (map, indices) = parse_subscripts(p)?;
    parse_attr_dict(p, state)?;
    let ty = parse_colon_memref_type(p)?;
    state.operands.push(p.resolve_operand(&memref, ty)?);
    state.operands.extend(resolve_index(p, &indices)?);
    state.result_types.push(element_type(p, ty));
    set_properties(p.ctx, state, vec![("map", map)]);
    Ok(())
}

pub fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    p.out.push(' ');
    print_value_or_null(p, operand_at(p, op, 0).as_ref());
    print_subscripts(p, op, 1);
    p.print_optional_attr_dict(p.body.attrs(op), &["map"]);
    print_colon_type_of(p, op, 0);
}

pub fn parse_store(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let memref = p.parse_ssa_use()?;
    let (map, indices) = parse_subscripts(p)?;
    parse_attr_dict(p, state)?;
    let ty = parse_colon_memref_type(p)?;
    let element = element_type(p, ty);
    state.operands.push(p.resolve_operand(&value, element)?);
    state.operands.push(p.resolve_operand(&memref, ty)?);
    state.operands.extend(resolve_index(p, &indices)?);
    set_properties(p.ctx, state, vec![("map", map)]);
    Ok(())
}

pub fn print_store(p: &mut OpPrinter<'_>, op: OpId) {
    print_stored_value_and_memref(p, op);
    print_subscripts(p, op, 2);
    p.print_optional_attr_dict(p.body.attrs(op), &["map"]);
    print_colon_type_of(p, op, 1);
}

/// ` %v, %m`
fn print_stored_value_and_memref(p: &mut OpPrinter<'_>, op: OpId) {
    p.out.push(' ');
    print_value_or_null(p, operand_at(p, op, 0).as_ref());
    p.out.push_str(", ");
    print_value_or_null(p, operand_at(p, op, 1).as_ref());
}

pub fn parse_vector_load(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let memref = p.parse_ssa_use()?;
    let (map, indices) = parse_subscripts(p)?;
    parse_attr_dict(p, state)?;
    let memref_type = parse_colon_memref_type(p)?;
    let vector_type = parse_comma_vector_type(p)?;
    state.operands.push(p.resolve_operand(&memref, memref_type)?);
    state.operands.extend(resolve_index(p, &indices)?);
    state.result_types.push(vector_type);
    set_properties(p.ctx, state, vec![("map", map)]);
    Ok(())
}

pub fn print_vector_load(p: &mut OpPrinter<'_>, op: OpId) {
    p.out.push(' ');
    print_value_or_null(p, operand_at(p, op, 0).as_ref());
    print_subscripts(p, op, 1);
    p.print_optional_attr_dict(p.body.attrs(op), &["map"]);
    print_colon_type_of(p, op, 0);
    p.out.push_str(", ");
    if let Some(&r) = p.body.results(op).first() {
        p.print_type(p.body.value_type(r));
    }
}

pub fn parse_vector_store(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let value = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let memref = p.parse_ssa_use()?;
    let (map, indices) = parse_subscripts(p)?;
    parse_attr_dict(p, state)?;
    let memref_type = parse_colon_memref_type(p)?;
    let vector_type = parse_comma_vector_type(p)?;
    state.operands.push(p.resolve_operand(&value, vector_type)?);
    state.operands.push(p.resolve_operand(&memref, memref_type)?);
    state.operands.extend(resolve_index(p, &indices)?);
    set_properties(p.ctx, state, vec![("map", map)]);
    Ok(())
}

pub fn print_vector_store(p: &mut OpPrinter<'_>, op: OpId) {
    print_stored_value_and_memref(p, op);
    print_subscripts(p, op, 2);
    p.print_optional_attr_dict(p.body.attrs(op), &["map"]);
    print_colon_type_of(p, op, 1);
    p.out.push_str(", ");
    if let Some(value) = operand_at(p, op, 0) {
        p.print_type(p.body.value_type(value));
    }
}

/// A keyword (upstream's `parseKeyword(StringRef *)`).
fn parse_any_keyword<'a>(p: &mut Parser<'a>) -> PResult<&'a [u8]> {
    if !p.is(TokenKind::BareIdent) {
        return Err(p.custom_op_error_at(p.tok.start, "expected valid keyword"));
    }
    let word = p.tok_bytes();
    p.bump();
    Ok(word)
}

pub fn parse_prefetch(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_ssa_use()?;
    let (map, indices) = parse_subscripts(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let read_or_write = parse_any_keyword(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    if !p.consume_keyword("locality") {
        return Err(p.custom_op_error_at(p.tok.start, "expected 'locality'"));
    }
    p.expect(TokenKind::Less, "expected '<'")?;
    let hint = p.parse_attr_of_kind(Some(ctx.integer_type(32)), |k| matches!(k, AttrKind::Integer { .. }))?;
    p.expect(TokenKind::Greater, "expected '>'")?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let cache_type = parse_any_keyword(p)?;
    parse_attr_dict(p, state)?;
    let ty = parse_colon_memref_type(p)?;
    state.operands.push(p.resolve_operand(&memref, ty)?);
    state.operands.extend(resolve_index(p, &indices)?);
    if read_or_write != b"read" && read_or_write != b"write" {
        return Err(p.custom_op_error_at(p.op_name_pos(), "rw specifier has to be 'read' or 'write'"));
    }
    if cache_type != b"data" && cache_type != b"instr" {
        return Err(p.custom_op_error_at(p.op_name_pos(), "cache type has to be 'data' or 'instr'"));
    }
    set_properties(
        ctx,
        state,
        vec![
            ("isDataCache", ctx.bool_attr(cache_type == b"data")),
            ("isWrite", ctx.bool_attr(read_or_write == b"write")),
            ("localityHint", hint),
            ("map", map),
        ],
    );
    Ok(())
}

pub fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx;
    p.out.push(' ');
    print_value_or_null(p, operand_at(p, op, 0).as_ref());
    print_subscripts(p, op, 1);
    let is_write = int_value(ctx, inherent(p, op, "isWrite")).is_some_and(|v| v != 0);
    let is_data = int_value(ctx, inherent(p, op, "isDataCache")).is_some_and(|v| v != 0);
    let hint = int_value(ctx, inherent(p, op, "localityHint")).unwrap_or(0);
    let rw = if is_write { "write" } else { "read" };
    let cache = if is_data { "data" } else { "instr" };
    p.out.push_str(&format!(", {rw}, locality<{hint}>, {cache}"));
    p.print_optional_attr_dict(p.body.attrs(op), &["map", "localityHint", "isDataCache", "isWrite"]);
    print_colon_type_of(p, op, 0);
}
