//! The C++ custom forms of `vector.transfer_read` and
//! `vector.transfer_write` (upstream's `TransferReadOp`/`TransferWriteOp`
//! `parse`/`print`):
//!
//! ```text
//! vector.transfer_read %base[%i, ...], %padding[, %mask] [attrs] : shaped-type, vector-type
//! vector.transfer_write %vector, %base[%i, ...][, %mask] [attrs] : vector-type, shaped-type
//! ```
//!
//! `permutation_map` defaults to the minor identity map and `in_bounds` to
//! all-false; both are elided when they have those values. The mask type is
//! not written: it is inferred from the vector type and the permutation map.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::segments::{consecutive_ranges, segment_counts};
use strata_ir::{
    smallvec, ApInt, AttrKind, Attribute, Context, DenseValue, OpId, OperationState, SmallVec, Type, TypeKind, Value,
};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use crate::syntax::{all_attrs, set_attrs, vector_parts};

const TRANSFER_ATTRS: &[&str] = &["in_bounds", "operandSegmentSizes", "permutation_map"];

/// The rank of the shaped type (memref or ranked tensor), its element type.
fn shaped_parts(ctx: &Context, ty: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } | TypeKind::RankedTensor { shape, element, .. } => {
            Some((shape.len(), *element))
        }
        _ => None,
    }
}

/// The vector rank a transfer moves: the vector's rank minus that of a
/// vector element type (upstream's `getEffectiveVectorRankForXferOp`).
fn effective_rank(ctx: &Context, element: Type, vector_rank: usize) -> usize {
    let elem_rank = vector_parts(ctx, element).map_or(0, |(s, _, _)| s.len());
    vector_rank.saturating_sub(elem_rank)
}

/// Upstream's `inferTransferOpMaskType`: per dimension of the shaped type
/// used by the map (in order), the vector size it maps to; `vector<1xi1>`
/// for a 0-D result.
pub(crate) fn mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Type {
    let (shape, scalable) = vector_parts(ctx, vector).map(|(s, sc, _)| (s, sc)).unwrap_or_default();
    let mut dims: Vec<(u32, usize)> = map
        .results
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            AffineExpr::Dim(d) => Some((*d, i)),
            _ => None,
        })
        .collect();
    dims.sort_unstable();
    let mut mask_shape: Vec<i64> = dims.iter().map(|&(_, i)| shape.get(i).copied().unwrap_or(1)).collect();
    let mut mask_scalable: Vec<bool> = dims.iter().map(|&(_, i)| scalable.get(i).copied().unwrap_or(false)).collect();
    if mask_shape.is_empty() {
        mask_shape.push(1);
        mask_scalable.push(false);
    }
    ctx.intern_type(TypeKind::Vector { shape: mask_shape, scalable: mask_scalable, element: ctx.integer_type(1) })
}

fn segment_sizes(ctx: &Context, sizes: &[i64]) -> Attribute {
    let values = sizes.iter().map(|&v| DenseValue::Int(ApInt::from_i64(32, v))).collect();
    ctx.intern_attr(AttrKind::DenseArray { element: ctx.integer_type(32), values })
}

/// What both transfers share after their operands: attributes, the two
/// types (`order`: which is the vector), defaults and the mask type.
#[derive(Clone, Copy)]
struct Parsed {
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
}

/// What [`parse_tail`] remembers of a tail (`Parser::remember_tail`): the
/// op's properties and discardable attributes, and what it parsed.
#[derive(Clone, Copy)]
struct Tail {
    properties: Option<strata_ir::Attribute>,
    attrs: Option<strata_ir::Attribute>,
    parsed: Parsed,
}

fn parse_tail<'a>(
    p: &mut Parser<'a>,
    name: &str,
    state: &mut OperationState,
    vector_first: bool,
    mask: Option<&UnresolvedOperand<'a>>,
    segments: &dyn Fn(usize) -> Vec<i64>,
    num_indices: usize,
) -> PResult<Parsed> {
    let ctx = p.ctx;
    // The tail's parse depends on its bytes and on these, all exact: the
    // op, which type is the vector, a mask, and the number of indices.
    let key = u64::from(name == crate::TransferWriteOp::NAME)
        | u64::from(vector_first) << 1
        | u64::from(mask.is_some()) << 2
        | (num_indices as u64) << 3;
    // A `,` after the types would have made a third one.
    if let Some(tail) = p.recall_tail::<Tail>(key, &[TokenKind::Comma]) {
        state.properties = tail.properties;
        if tail.attrs.is_some() {
            state.attrs = tail.attrs;
        }
        return Ok(tail.parsed);
    }
    let start = p.tok.start;
    let mut entries = p.parse_optional_attr_dict()?.unwrap_or_default();
    let types_pos = p.tok.start;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let types = p.parse_type_list_no_parens()?;
    if types.len() != 2 {
        return Err(p.error_at(types_pos, format!("custom op '{name}' requires two types")));
    }
    let (shaped, vector) = if vector_first { (types[1], types[0]) } else { (types[0], types[1]) };
    let Some((rank, element)) = shaped_parts(ctx, shaped) else {
        return Err(p.error_at(types_pos, format!("custom op '{name}' requires memref or ranked tensor type")));
    };
    let Some((vshape, _, _)) = vector_parts(ctx, vector) else {
        return Err(p.error_at(types_pos, format!("custom op '{name}' requires vector type")));
    };
    let map_attr = entries.iter().find(|(k, _)| ctx.ident_str(*k) == "permutation_map").map(|e| e.1);
    let map = match map_attr {
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => (**m).clone(),
            _ => {
                return Err(
                    p.error_at(types_pos, format!("custom op '{name}' expected an affine map for permutation_map"))
                )
            }
        },
        None => {
            let vrank = effective_rank(ctx, element, vshape.len());
            if rank < vrank {
                return Err(p.error_at(
                    types_pos,
                    format!(
                        "custom op '{name}' expected a custom permutation_map when rank(source) != rank(destination)"
                    ),
                ));
            }
            let m = AffineMap::minor_identity(rank as u32, vrank as u32);
            entries.push((ctx.ident("permutation_map"), ctx.affine_map_attr(m.clone())));
            m
        }
    };
    if !entries.iter().any(|(k, _)| ctx.ident_str(*k) == "in_bounds") {
        let falses = (0..map.results.len()).map(|_| ctx.bool_attr(false)).collect();
        entries.push((ctx.ident("in_bounds"), ctx.array_attr(falses)));
    }
    let mut mask_ty = None;
    if let Some(m) = mask {
        if vector_parts(ctx, element).is_some() {
            return Err(
                p.error_at(m.pos, format!("custom op '{name}' does not support masks with vector element type"))
            );
        }
        if vshape.len() != map.results.len() {
            return Err(p.error_at(
                types_pos,
                format!(
                    "custom op '{name}' expected the same rank for the vector and the results of the permutation map"
                ),
            ));
        }
        mask_ty = Some(mask_type(ctx, vector, &map));
    }
    entries.push((ctx.ident("operandSegmentSizes"), segment_sizes(ctx, &segments(num_indices))));
    let attrs = set_attrs(ctx, state, entries, TRANSFER_ATTRS);
    let parsed = Parsed { shaped, vector, mask: mask_ty };
    p.remember_tail(key, start, Tail { properties: state.properties, attrs, parsed });
    Ok(parsed)
}

/// Parses `%base[%i, ...]`.
fn parse_base_and_indices<'a>(p: &mut Parser<'a>) -> PResult<(UnresolvedOperand<'a>, Vec<UnresolvedOperand<'a>>)> {
    let base = p.parse_ssa_use()?;
    p.expect(TokenKind::LSquare, "expected '['")?;
    let indices = p.parse_optional_operand_list()?;
    p.expect(TokenKind::RSquare, "expected ']'")?;
    Ok((base, indices))
}

/// `vector.transfer_read` (upstream's `TransferReadOp::parse`).
pub fn parse_transfer_read(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let (base, indices) = parse_base_and_indices(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let padding = p.parse_ssa_use()?;
    let mask = if p.consume_if(TokenKind::Comma) { Some(p.parse_ssa_use()?) } else { None };
    let has_mask = i64::from(mask.is_some());
    let segments = |n: usize| vec![1, n as i64, 1, has_mask];
    let parsed = parse_tail(p, crate::TransferReadOp::NAME, state, false, mask.as_ref(), &segments, indices.len())?;
    let element = shaped_parts(ctx, parsed.shaped).map_or(parsed.shaped, |(_, e)| e);
    let v = p.resolve_operand(&base, parsed.shaped)?;
    state.operands.push(v);
    for i in &indices {
        let v = p.resolve_operand(i, ctx.index_type())?;
        state.operands.push(v);
    }
    let v = p.resolve_operand(&padding, element)?;
    state.operands.push(v);
    if let (Some(m), Some(ty)) = (&mask, parsed.mask) {
        let v = p.resolve_operand(m, ty)?;
        state.operands.push(v);
    }
    state.result_types.push(parsed.vector);
    Ok(())
}

/// `vector.transfer_write` (upstream's `TransferWriteOp::parse`); on a
/// tensor it returns the updated tensor.
pub fn parse_transfer_write(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let value = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let (base, indices) = parse_base_and_indices(p)?;
    let mask = if p.consume_if(TokenKind::Comma) { Some(p.parse_ssa_use()?) } else { None };
    let has_mask = i64::from(mask.is_some());
    let segments = |n: usize| vec![1, 1, n as i64, has_mask];
    let parsed = parse_tail(p, crate::TransferWriteOp::NAME, state, true, mask.as_ref(), &segments, indices.len())?;
    let v = p.resolve_operand(&value, parsed.vector)?;
    state.operands.push(v);
    let v = p.resolve_operand(&base, parsed.shaped)?;
    state.operands.push(v);
    for i in &indices {
        let v = p.resolve_operand(i, ctx.index_type())?;
        state.operands.push(v);
    }
    if let (Some(m), Some(ty)) = (&mask, parsed.mask) {
        let v = p.resolve_operand(m, ty)?;
        state.operands.push(v);
    }
    if matches!(ctx.type_kind(parsed.shaped), TypeKind::RankedTensor { .. }) {
        state.result_types.push(parsed.shaped);
    }
    Ok(())
}

/// The attributes upstream's `printTransferAttrs` elides: the segment
/// sizes, a minor-identity `permutation_map`, an all-false `in_bounds`.
fn print_transfer_attrs(p: &mut OpPrinter<'_>, op: OpId, shaped: Type, vector: Type) {
    let ctx = p.ctx;
    let all = all_attrs(ctx, p.body, op);
    let mut elided: SmallVec<[&str; 3]> = smallvec!["operandSegmentSizes"];
    if let Some(AttrKind::AffineMap(m)) = ctx.dict_get(all, "permutation_map").map(|a| ctx.attr_kind(a)) {
        let rank = shaped_parts(ctx, shaped).map_or(0, |(r, _)| r);
        let identity = m.num_dims as usize == rank && m.is_minor_identity();
        if identity && matches!(ctx.type_kind(vector), TypeKind::Vector { .. }) {
            elided.push("permutation_map");
        }
    }
    let any_true = match ctx.dict_get(all, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.iter().any(|&i| ctx.bool_attr(true) == i),
        _ => false,
    };
    if !any_true {
        elided.push("in_bounds");
    }
    p.print_optional_attr_dict(all, &elided);
}

fn operands(p: &OpPrinter<'_>, op: OpId) -> SmallVec<[Value; 8]> {
    p.body.operands(op).collect()
}

/// `segments[i]` consecutive operands starting after the first `i` groups.
fn groups<'v>(p: &OpPrinter<'_>, op: OpId, ops: &'v [Value]) -> SmallVec<[&'v [Value]; 4]> {
    let counts = segment_counts(p.ctx, p.body, op, "operandSegmentSizes");
    consecutive_ranges(0, ops.len(), counts).into_iter().map(|r| &ops[r]).collect()
}

/// `vector.transfer_read` (upstream's `TransferReadOp::print`).
pub fn print_transfer_read(p: &mut OpPrinter<'_>, op: OpId) {
    let all = operands(p, op);
    let g = groups(p, op, &all);
    let [base, indices, padding, mask] = g.as_slice() else {
        p.print_generic_op(op);
        return;
    };
    let (Some(&base), Some(&padding)) = (base.first(), padding.first()) else { return };
    let Some(&result) = p.body.results(op).first() else { return };
    let (shaped, vector) = (p.body.value_type(base), p.body.value_type(result));
    p.out.push(' ');
    p.print_operand(base);
    p.out.push('[');
    p.print_operands(indices.iter().copied());
    p.out.push_str("], ");
    p.print_operand(padding);
    if let Some(&m) = mask.first() {
        p.out.push_str(", ");
        p.print_operand(m);
    }
    print_transfer_attrs(p, op, shaped, vector);
    p.out.push_str(" : ");
    p.print_type(shaped);
    p.out.push_str(", ");
    p.print_type(vector);
}

/// `vector.transfer_write` (upstream's `TransferWriteOp::print`).
pub fn print_transfer_write(p: &mut OpPrinter<'_>, op: OpId) {
    let all = operands(p, op);
    let g = groups(p, op, &all);
    let [value, base, indices, mask] = g.as_slice() else {
        p.print_generic_op(op);
        return;
    };
    let (Some(&value), Some(&base)) = (value.first(), base.first()) else { return };
    let (shaped, vector) = (p.body.value_type(base), p.body.value_type(value));
    p.out.push(' ');
    p.print_operand(value);
    p.out.push_str(", ");
    p.print_operand(base);
    p.out.push('[');
    p.print_operands(indices.iter().copied());
    p.out.push(']');
    if let Some(&m) = mask.first() {
        p.out.push_str(", ");
        p.print_operand(m);
    }
    print_transfer_attrs(p, op, shaped, vector);
    p.out.push_str(" : ");
    p.print_type(vector);
    p.out.push_str(", ");
    p.print_type(shaped);
}
