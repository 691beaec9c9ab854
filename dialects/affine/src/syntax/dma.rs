//! The DMA ops' custom forms (upstream's `AffineDmaStartOp::parse`/`print`
//! and `AffineDmaWaitOp::parse`/`print`):
//!
//! ```text
//! affine.dma_start %src[...], %dst[...], %tag[...], %n [, %stride, %per_stride] : src-type, dst-type, tag-type
//! affine.dma_wait %tag[...], %n : tag-type
//! ```
//!
//! Invariants: as upstream, no attribute dictionary is read or printed
//! (other attributes survive in the generic form only); each map goes to
//! the attribute dictionary under its name, not to properties; operands
//! resolve in operand order once the types after `:` are known. Printing
//! reads the groups through the typed accessors and falls back to a plain
//! operand list on IR whose operands do not fit the maps.

use strata_ir::{Attribute, OpId, OperationState, Type, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{AffineDelimiter, PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::resolve_index;
use crate::dma::MapAccess;
use crate::{AffineDmaStartOp, AffineDmaWaitOp};

/// A memref operand with its subscripts, before resolution.
struct Subscripted<'a> {
    memref: UnresolvedOperand<'a>,
    map: Attribute,
    num_inputs: usize,
    indices: Vec<UnresolvedOperand<'a>>,
}

/// `%m[%i + 1, symbol(%n)]` (upstream's `parseOperand` then
/// `parseAffineMapOfSSAIds`).
fn parse_subscripted<'a>(p: &mut Parser<'a>) -> PResult<Subscripted<'a>> {
    let memref = p.parse_ssa_use()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(AffineDelimiter::Square)?;
    let num_inputs = map.num_inputs();
    let map = p.ctx.affine_map_attr(map);
    Ok(Subscripted { memref, map, num_inputs, indices })
}

/// Resolves the memref as `ty`, then its subscripts as `index` values.
fn resolve_subscripted<'a>(p: &mut Parser<'a>, s: &Subscripted<'a>, ty: Type, into: &mut Vec<Value>) -> PResult<()> {
    into.push(p.resolve_operand(&s.memref, ty)?);
    into.extend(resolve_index(p, &s.indices)?);
    Ok(())
}

/// Sets the maps, by attribute name, as the op's attribute dictionary.
fn set_maps(p: &Parser<'_>, state: &mut OperationState, maps: &[(&str, Attribute)]) {
    let ctx = p.ctx;
    state.attrs = Some(ctx.dictionary_attr(maps.iter().map(|&(k, v)| (ctx.ident(k), v)).collect()));
}

pub fn parse_dma_start(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let src = parse_subscripted(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let dst = parse_subscripted(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let tag = parse_subscripted(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let num_elements = p.parse_ssa_use()?;
    // Upstream's `parseTrailingOperandList`: after a comma, any operands.
    let stride = if p.consume_if(TokenKind::Comma) { p.parse_optional_operand_list()? } else { Vec::new() };
    if !stride.is_empty() && stride.len() != 2 {
        return Err(p.custom_op_error_at(p.op_name_pos(), "expected two stride related operands"));
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let types = p.parse_type_list_no_parens()?;
    let [src_type, dst_type, tag_type] = types[..] else {
        return Err(p.custom_op_error_at(p.op_name_pos(), "expected three types"));
    };
    let mut operands = Vec::new();
    resolve_subscripted(p, &src, src_type, &mut operands)?;
    resolve_subscripted(p, &dst, dst_type, &mut operands)?;
    resolve_subscripted(p, &tag, tag_type, &mut operands)?;
    operands.extend(resolve_index(p, std::slice::from_ref(&num_elements))?);
    operands.extend(resolve_index(p, &stride)?);
    if [&src, &dst, &tag].iter().any(|s| s.indices.len() != s.num_inputs) {
        return Err(p.custom_op_error_at(p.op_name_pos(), "memref operand count not equal to map.numInputs"));
    }
    state.operands.extend(operands);
    let maps = [
        (AffineDmaStartOp::DST_MAP, dst.map),
        (AffineDmaStartOp::SRC_MAP, src.map),
        (AffineDmaStartOp::TAG_MAP, tag.map),
    ];
    set_maps(p, state, &maps);
    Ok(())
}

pub fn parse_dma_wait(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let tag = parse_subscripted(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let num_elements = p.parse_ssa_use()?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    let mut operands = Vec::new();
    resolve_subscripted(p, &tag, ty, &mut operands)?;
    operands.extend(resolve_index(p, std::slice::from_ref(&num_elements))?);
    if !matches!(p.ctx.type_kind(ty), strata_ir::TypeKind::MemRef { .. }) {
        return Err(p.custom_op_error_at(p.op_name_pos(), "expected tag to be of memref type"));
    }
    if tag.indices.len() != tag.num_inputs {
        return Err(p.custom_op_error_at(p.op_name_pos(), "tag memref operand count != to map.numInputs"));
    }
    state.operands.extend(operands);
    set_maps(p, state, &[(AffineDmaWaitOp::TAG_MAP, tag.map)]);
    Ok(())
}

/// `%m[<map of the indices>]`
fn print_subscripted(p: &mut OpPrinter<'_>, access: &MapAccess) {
    p.print_operand(access.memref);
    p.out.push('[');
    p.print_affine_map_of_ssa_ids(&access.map, &access.indices);
    p.out.push(']');
}

/// The operands as a plain list, for IR whose operands do not fit its maps.
fn print_operand_list(p: &mut OpPrinter<'_>, op: OpId) {
    let operands: Vec<Value> = p.body.operands(op).collect();
    p.out.push(' ');
    p.print_operands(operands);
}

/// `%tag[<map of the indices>], %num_elements`
fn print_tag_and_count(p: &mut OpPrinter<'_>, tag: &MapAccess, num_elements: Value) {
    print_subscripted(p, tag);
    p.out.push_str(", ");
    p.print_operand(num_elements);
}

pub fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) {
    let parts = AffineDmaStartOp::cast(p.ctx, p.body, op).and_then(|op| op.parts(p.ctx, p.body));
    let Some(parts) = parts else { return print_operand_list(p, op) };
    p.out.push(' ');
    for access in [&parts.src, &parts.dst] {
        print_subscripted(p, access);
        p.out.push_str(", ");
    }
    print_tag_and_count(p, &parts.tag, parts.num_elements);
    if let Some((stride, per_stride)) = parts.stride {
        p.out.push_str(", ");
        p.print_operand(stride);
        p.out.push_str(", ");
        p.print_operand(per_stride);
    }
    p.out.push_str(" : ");
    let types: Vec<Type> =
        [parts.src.memref, parts.dst.memref, parts.tag.memref].iter().map(|&v| p.body.value_type(v)).collect();
    p.print_types(types);
}

pub fn print_dma_wait(p: &mut OpPrinter<'_>, op: OpId) {
    let parts = AffineDmaWaitOp::cast(p.ctx, p.body, op).and_then(|op| op.parts(p.ctx, p.body));
    let Some(parts) = parts else { return print_operand_list(p, op) };
    p.out.push(' ');
    print_tag_and_count(p, &parts.tag, parts.num_elements);
    p.out.push_str(" : ");
    p.print_type(p.body.value_type(parts.tag.memref));
}
