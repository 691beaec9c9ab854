//! Custom forms of the affine ops upstream parses and prints in C++
//! (`AffineOps.cpp`), byte for byte as `mlir-opt-22`:
//!
//! ```text
//! affine.apply #map(%d0, ...)[%s0, ...] [attrs]            (also affine.min/max)
//! affine.for %i = lb to ub [step N] [iter_args(%a = %x, ...) -> (types)] {..} [attrs]
//!   lb/ub: `0`, `%n` (a symbol), or [max/min] #map(%dims)[%syms]
//! affine.if #set(%dims)[%syms] [-> types] {..} [else {..}] [attrs]
//! affine.parallel (%i, ...) = (lbs) to (ubs) [step (N, ...)] [reduce ("addf", ...) -> (types)] {..} [attrs]
//! affine.load %m[%i + 1, symbol(%n)] [attrs] : memref<...>
//! affine.store %v, %m[...] [attrs] : memref<...>
//! affine.vector_load %m[...] [attrs] : memref<...>, vector<...>
//! affine.vector_store %v, %m[...] [attrs] : memref<...>, vector<...>
//! affine.prefetch %m[...], read|write, locality<N>, data|instr [attrs] : memref<...>
//! affine.dma_start %src[...], %dst[...], %tag[...], %n [, %stride, %per_stride] : types
//! affine.dma_wait %tag[...], %n : memref<...>
//! ```
//!
//! This file has what the forms share (operand lists, `(dims)[symbols]`,
//! attribute and type kinds) and `apply`/`min`/`max`; [`loops`] has
//! `for` and `if`, [`parallel`] `parallel`, [`memory`] the memory
//! accesses, [`dma`] the DMA ops.
//!
//! Invariants: maps, sets and the other inherent attributes go to the
//! op's properties and are elided from the printed attribute dictionary,
//! as upstream (the DMA ops, which have no properties, keep their maps
//! among their attributes and print no dictionary); printing never panics on IR that does not verify (a map
//! input without an operand prints as `<<NULL VALUE>>`).

mod dma;
mod loops;
mod memory;
pub mod parallel;

pub use dma::{parse_dma_start, parse_dma_wait, print_dma_start, print_dma_wait};
pub use loops::{parse_for, parse_if, print_for, print_if};
pub use memory::{
    parse_load, parse_prefetch, parse_store, parse_vector_load, parse_vector_store, print_load, print_prefetch,
    print_store, print_vector_load, print_vector_store,
};
pub use parallel::{parse_parallel, print_parallel};

use strata_ir::affine::{AffineMap, IntegerSet};
use strata_ir::{AttrKind, Attribute, Context, OpId, OperationState, Type, TypeKind, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

/// The `custom<...>` directives of affine's declarative formats.
pub fn custom_directives() -> strata_syntax::format::CustomDirectives {
    let mut d = strata_syntax::format::CustomDirectives::new();
    strata_syntax::format::common::register_common(&mut d);
    d
}

// ---- parsing pieces ----

/// `(%a, %b)` (`square`: `[%a, %b]`, and nothing at all when no `[`
/// follows): upstream's `parseOperandList` with a `Paren` or
/// `OptionalSquare` delimiter.
fn parse_operand_list<'a>(p: &mut Parser<'a>, square: bool) -> PResult<Vec<UnresolvedOperand<'a>>> {
    let (open, close, open_msg, close_msg) = if square {
        if !p.is(TokenKind::LSquare) {
            return Ok(Vec::new());
        }
        (TokenKind::LSquare, TokenKind::RSquare, "expected '[' in operand list", "expected ']' in operand list")
    } else {
        (TokenKind::LParen, TokenKind::RParen, "expected '(' in operand list", "expected ')' in operand list")
    };
    p.expect(open, open_msg)?;
    let mut operands = Vec::new();
    if p.consume_if(close) {
        return Ok(operands);
    }
    loop {
        operands.push(p.parse_ssa_use()?);
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(close, close_msg)?;
    Ok(operands)
}

/// `(%d0, ...)[%s0, ...]` resolved as `index` values, and how many are
/// dimensions (upstream's `parseDimAndSymbolList`).
fn parse_dim_and_symbol_list(p: &mut Parser<'_>) -> PResult<(Vec<Value>, usize)> {
    let mut operands = parse_operand_list(p, false)?;
    let num_dims = operands.len();
    operands.extend(parse_operand_list(p, true)?);
    Ok((resolve_index(p, &operands)?, num_dims))
}

/// Resolves each operand as an `index` value.
fn resolve_index<'a>(p: &mut Parser<'a>, operands: &[UnresolvedOperand<'a>]) -> PResult<Vec<Value>> {
    let index = p.ctx.index_type();
    operands.iter().map(|o| p.resolve_operand(o, index)).collect()
}

fn is_affine_map(kind: &AttrKind) -> bool {
    matches!(kind, AttrKind::AffineMap(_))
}

/// A type `is_kind` accepts, else upstream's error for a typed
/// `parseType`/`parseColonType` (`expected builtin.memref, but found ...`).
fn parse_type_of_kind(p: &mut Parser<'_>, kind_name: &str, is_kind: fn(&TypeKind) -> bool) -> PResult<Type> {
    let at = p.tok.start;
    parse_type_of_kind_at(p, at, kind_name, is_kind)
}

/// Like [`parse_type_of_kind`], reporting a wrong kind at `at`.
fn parse_type_of_kind_at(
    p: &mut Parser<'_>,
    at: usize,
    kind_name: &str,
    is_kind: fn(&TypeKind) -> bool,
) -> PResult<Type> {
    let ty = p.parse_type()?;
    if !is_kind(p.ctx.type_kind(ty)) {
        let found = p.ctx.type_to_string(ty);
        return Err(p.custom_op_error_at(
            at,
            format!("invalid kind of type specified: expected builtin.{kind_name}, but found '{found}'"),
        ));
    }
    Ok(ty)
}

/// `: memref<...>` (a wrong kind is reported at the `:`, as upstream's
/// `parseColonType`).
fn parse_colon_memref_type(p: &mut Parser<'_>) -> PResult<Type> {
    let at = p.tok.start;
    p.expect(TokenKind::Colon, "expected ':'")?;
    parse_type_of_kind_at(p, at, "memref", |k| matches!(k, TypeKind::MemRef { .. }))
}

/// The optional attribute dictionary, as the op's discardable attributes.
fn parse_attr_dict(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(p.ctx.dictionary_attr(entries));
    }
    Ok(())
}

/// Sets the op's properties.
fn set_properties(ctx: &Context, state: &mut OperationState, props: Vec<(&str, Attribute)>) {
    let entries = props.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect();
    state.properties = Some(ctx.dictionary_attr(entries));
}

/// The terminator regions get when written without one.
const YIELD: &str = "affine.yield";

/// `-> t` or `-> (t1, t2)` (upstream's `parseArrowTypeList`).
fn parse_arrow_type_list(p: &mut Parser<'_>) -> PResult<Vec<Type>> {
    p.expect(TokenKind::Arrow, "expected '->'")?;
    p.parse_function_result_types()
}

/// The op's result types.
fn result_types(p: &OpPrinter<'_>, op: OpId) -> Vec<Type> {
    p.body.results(op).iter().map(|&v| p.body.value_type(v)).collect()
}

// ---- printing pieces ----

/// An inherent attribute: in the properties, or (generic input without
/// them) among the attributes.
fn inherent(p: &OpPrinter<'_>, op: OpId, name: &str) -> Option<Attribute> {
    let (ctx, body) = (p.ctx, p.body);
    body.properties(op).and_then(|d| ctx.dict_get(d, name)).or_else(|| ctx.dict_get(body.attrs(op), name))
}

fn affine_map_of(ctx: &Context, attr: Option<Attribute>) -> Option<&AffineMap> {
    match ctx.attr_kind(attr?) {
        AttrKind::AffineMap(map) => Some(map),
        _ => None,
    }
}

fn integer_set_of(ctx: &Context, attr: Option<Attribute>) -> Option<&IntegerSet> {
    match ctx.attr_kind(attr?) {
        AttrKind::IntegerSet(set) => Some(set),
        _ => None,
    }
}

/// The value of an integer attribute.
fn int_value(ctx: &Context, attr: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// A value, or what upstream prints for a missing one (IR that does not
/// verify).
fn print_value_or_null(p: &mut OpPrinter<'_>, v: Option<&Value>) {
    match v {
        Some(&v) => p.print_operand(v),
        None => p.out.push_str("<<NULL VALUE>>"),
    }
}

/// The operand at `index`, if the op has that many.
fn operand_at(p: &OpPrinter<'_>, op: OpId, index: usize) -> Option<Value> {
    p.body.operands(op).nth(index)
}

/// `(%d0, ...)` then `[%s0, ...]` when there are symbols (upstream's
/// `printDimAndSymbolList`).
fn print_dim_and_symbol_list(p: &mut OpPrinter<'_>, operands: &[Value], num_dims: usize) {
    let (dims, symbols) = operands.split_at(num_dims.min(operands.len()));
    p.out.push('(');
    p.print_operands(dims.iter().copied());
    p.out.push(')');
    if !symbols.is_empty() {
        p.out.push('[');
        p.print_operands(symbols.iter().copied());
        p.out.push(']');
    }
}

// ---- affine.apply, affine.min, affine.max ----

pub fn parse_apply(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let map_attr = p.parse_attr_of_kind(None, is_affine_map)?;
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    parse_attr_dict(p, state)?;
    let (map_dims, map_symbols, map_results) =
        affine_map_of(ctx, Some(map_attr)).map_or((0, 0, 0), |m| (m.num_dims, m.num_symbols, m.results.len()));
    if map_dims as usize != num_dims || num_dims + map_symbols as usize != operands.len() {
        return Err(p.custom_op_error_at(p.op_name_pos(), "dimension or symbol index mismatch"));
    }
    state.operands.extend(operands);
    state.result_types.extend((0..map_results).map(|_| ctx.index_type()));
    set_properties(ctx, state, vec![("map", map_attr)]);
    Ok(())
}

pub fn print_apply(p: &mut OpPrinter<'_>, op: OpId) {
    print_map_and_operands(p, op)
}

/// `affine.min`/`affine.max` (upstream's `parseAffineMinMaxOp`): the
/// operand counts are the verifier's to check.
fn parse_min_max(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let map_attr = p.parse_attr_of_kind(None, is_affine_map)?;
    let dims = parse_operand_list(p, false)?;
    let symbols = parse_operand_list(p, true)?;
    parse_attr_dict(p, state)?;
    state.operands.extend(resolve_index(p, &dims)?);
    state.operands.extend(resolve_index(p, &symbols)?);
    state.result_types.push(ctx.index_type());
    set_properties(ctx, state, vec![("map", map_attr)]);
    Ok(())
}

/// ` #map(%dims)[%symbols] {attrs}` (apply, min and max print alike).
fn print_map_and_operands(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let map_attr = inherent(p, op, "map");
    let num_dims = affine_map_of(ctx, map_attr).map_or(0, |m| m.num_dims as usize);
    p.out.push(' ');
    if let Some(attr) = map_attr {
        p.print_attr(attr);
    }
    let operands: Vec<Value> = body.operands(op).collect();
    print_dim_and_symbol_list(p, &operands, num_dims);
    p.print_optional_attr_dict(body.attrs(op), &["map"]);
}

pub fn parse_max(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_min_max(p, state)
}

pub fn print_max(p: &mut OpPrinter<'_>, op: OpId) {
    print_map_and_operands(p, op)
}

pub fn parse_min(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_min_max(p, state)
}

pub fn print_min(p: &mut OpPrinter<'_>, op: OpId) {
    print_map_and_operands(p, op)
}
