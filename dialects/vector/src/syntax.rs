//! Hand-written syntax of the vector ops: the C++ custom forms of
//! `vector.contract`, `vector.outerproduct` and `vector.mask` (upstream's
//! `ContractionOp`, `OuterProductOp` and `MaskOp` `parse`/`print`; the
//! transfers are in [`crate::transfer`]), the `custom<...>` directives of
//! the declarative formats and `vector.vscale`'s result name.
//!
//! ```text
//! vector.contract {indexing_maps = [...], iterator_types = ["parallel", ...], kind = #vector.kind<add>}
//!     %lhs, %rhs, %acc [attrs] : lhs-type, rhs-type into result-type
//! vector.outerproduct %lhs, %rhs[, %acc] [attrs] : lhs-type, rhs-type
//! vector.mask %mask[, %passthru] { masked-op } [attrs] : mask-type [-> result-types]
//! ```

use strata_ir::{AttrKind, Attribute, Body, Context, Diagnostic, Ident, OpId, OperationState, Type, TypeKind, Value};
use strata_syntax::format::CustomDirectives;
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

pub use crate::transfer::{parse_transfer_read, parse_transfer_write, print_transfer_read, print_transfer_write};

/// The `custom<...>` directives of the vector formats (`DynamicIndexList`).
pub fn custom_directives() -> CustomDirectives {
    let mut d = CustomDirectives::new();
    strata_syntax::format::common::register_common(&mut d);
    d
}

/// `%vscale` (upstream's `VectorScaleOp::getAsmResultNames`).
pub fn vscale_result_names(_: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    if let Some(&r) = body.results(op).first() {
        set(r, "vscale");
    }
}

/// Splits parsed attributes into properties (`inherent` names) and
/// discardable attributes, and stores both on `state`; returns the
/// discardable dictionary when there is one (`state.attrs` is left as it
/// was otherwise).
pub(crate) fn set_attrs(
    ctx: &Context,
    state: &mut OperationState,
    entries: Vec<(Ident, Attribute)>,
    inherent: &[&str],
) -> Option<Attribute> {
    let (props, attrs): (Vec<_>, Vec<_>) =
        entries.into_iter().partition(|(k, _)| inherent.contains(&ctx.ident_str(*k)));
    state.properties = Some(ctx.dictionary_attr(props));
    if attrs.is_empty() {
        return None;
    }
    let attrs = ctx.dictionary_attr(attrs);
    state.attrs = Some(attrs);
    Some(attrs)
}

/// Properties and discardable attributes of `op` in one dictionary (what
/// upstream's `getAttrs()` prints).
pub(crate) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Attribute {
    let (props, attrs) = (body.properties(op), body.attrs(op));
    if attrs == ctx.empty_dictionary() {
        // Most ops carry no discardable attribute: the properties are the
        // merged dictionary already.
        return props.unwrap_or(attrs);
    }
    let mut merged: Vec<(Ident, Attribute)> = props.map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    merged.extend(ctx.dict_entries(attrs).iter().copied());
    ctx.dictionary_attr(merged)
}

const CONTRACT_TRAIT_ATTRS: &[&str] = &["indexing_maps", "iterator_types", "kind"];

/// `vector.contract` (upstream's `ContractionOp::parse`).
pub fn parse_contract(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let dict_pos = p.tok.start;
    let dict = p.parse_attribute(None)?;
    if !matches!(ctx.attr_kind(dict), AttrKind::Dictionary(_)) {
        return Err(p.error_at(dict_pos, "custom op 'vector.contract' invalid kind of attribute specified"));
    }
    let lhs = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let rhs = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let acc = p.parse_ssa_use()?;
    let masks = if p.consume_if(TokenKind::Comma) { p.parse_optional_operand_list()? } else { Vec::new() };
    let mut entries = p.parse_optional_attr_dict()?.unwrap_or_default();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let types = p.parse_type_list_no_parens()?;
    if !p.consume_keyword("into") {
        return Err(p.wrong_token_error("expected 'into'"));
    }
    let result_type = p.parse_type()?;
    if types.len() < 2 {
        return Err(p.error_at(dict_pos, "custom op 'vector.contract' expected a type for each of lhs and rhs"));
    }
    for (o, ty) in [(&lhs, types[0]), (&rhs, types[1]), (&acc, result_type)] {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    state.result_types.push(result_type);
    entries.extend(ctx.dict_entries(dict).iter().copied());
    // `iterator_types` are written as strings and stored as enum attributes.
    let Some(iters) = entries.iter().position(|(k, _)| ctx.ident_str(*k) == "iterator_types") else {
        return Err(p.error_at(dict_pos, "custom op 'vector.contract' expected iterator_types array attribute"));
    };
    let AttrKind::Array(items) = ctx.attr_kind(entries[iters].1).clone() else {
        return Err(p.error_at(dict_pos, "custom op 'vector.contract' expected iterator_types array attribute"));
    };
    let mut converted = Vec::new();
    for item in items {
        let word = ctx.string_value(item).map(|s| String::from_utf8_lossy(s).into_owned()).unwrap_or_default();
        let iterator = match word.as_str() {
            "parallel" => crate::IteratorType::Parallel,
            "reduction" => crate::IteratorType::Reduction,
            _ => {
                return Err(
                    p.error_at(dict_pos, format!("custom op 'vector.contract' unexpected iterator_type ({word})"))
                )
            }
        };
        converted.push(ctx.dialect_attr(iterator));
    }
    entries[iters].1 = ctx.array_attr(converted);
    if !entries.iter().any(|(k, _)| ctx.ident_str(*k) == "kind") {
        entries.push((ctx.ident("kind"), ctx.dialect_attr(crate::CombiningKind::Add)));
    }
    if !masks.is_empty() {
        return Err(Diagnostic::error(
            state.loc,
            "custom op 'vector.contract' expected zero or exactly 2 vector mask operands",
        ));
    }
    set_attrs(ctx, state, entries, CONTRACT_TRAIT_ATTRS);
    Ok(())
}

/// `vector.contract` (upstream's `ContractionOp::print`): the trait
/// attributes first, iterator types as strings.
pub fn print_contract(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let all = all_attrs(ctx, body, op);
    let mut traits = Vec::new();
    for &(k, v) in ctx.dict_entries(all) {
        match ctx.ident_str(k) {
            "iterator_types" => {
                let names = match ctx.attr_kind(v) {
                    AttrKind::Array(items) => items
                        .iter()
                        .map(|&i| match ctx.attr_storage::<crate::IteratorType>(i) {
                            Some(&t) => ctx.string_attr(&crate::ITERATOR_TYPE.stringify(t as i64).unwrap_or_default()),
                            None => i,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                traits.push((k, ctx.array_attr(names)));
            }
            name if CONTRACT_TRAIT_ATTRS.contains(&name) => traits.push((k, v)),
            _ => {}
        }
    }
    p.out.push(' ');
    p.print_attr(ctx.dictionary_attr(traits));
    p.out.push(' ');
    let operands: Vec<Value> = body.operands(op).collect();
    p.print_operands(operands.iter().copied());
    p.print_optional_attr_dict(all, CONTRACT_TRAIT_ATTRS);
    p.out.push_str(" : ");
    if let [lhs, rhs, ..] = operands.as_slice() {
        p.print_type(body.value_type(*lhs));
        p.out.push_str(", ");
        p.print_type(body.value_type(*rhs));
    }
    p.out.push_str(" into ");
    if let Some(&r) = body.results(op).first() {
        p.print_type(body.value_type(r));
    }
}

/// `vector.outerproduct` (upstream's `OuterProductOp::parse`): the result
/// type is `lhs x rhs` (`lhs` for a scalar `rhs`).
pub fn parse_outerproduct(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let operands = p.parse_optional_operand_list()?;
    let mut entries = p.parse_optional_attr_dict()?.unwrap_or_default();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let lhs_ty = p.parse_type()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let rhs_ty = p.parse_type()?;
    if operands.len() < 2 {
        return Err(Diagnostic::error(state.loc, "custom op 'vector.outerproduct' expected at least 2 operands"));
    }
    let Some((lhs_shape, lhs_scalable, element)) = vector_parts(ctx, lhs_ty) else {
        return Err(Diagnostic::error(
            state.loc,
            "custom op 'vector.outerproduct' expected vector type for operand #1",
        ));
    };
    let (Some(&l), Some(&ls)) = (lhs_shape.first(), lhs_scalable.first()) else {
        return Err(Diagnostic::error(
            state.loc,
            "custom op 'vector.outerproduct' expected vector type for operand #1",
        ));
    };
    let (shape, scalable) = match vector_parts(ctx, rhs_ty) {
        Some((rs, rsc, _)) => match (rs.first(), rsc.first()) {
            (Some(&r), Some(&rsc)) => (vec![l, r], vec![ls, rsc]),
            _ => {
                return Err(Diagnostic::error(
                    state.loc,
                    "custom op 'vector.outerproduct' expected vector type for operand #2",
                ))
            }
        },
        None => (vec![l], vec![ls]),
    };
    let result_ty = ctx.intern_type(TypeKind::Vector { shape, scalable, element });
    if !entries.iter().any(|(k, _)| ctx.ident_str(*k) == "kind") {
        entries.push((ctx.ident("kind"), ctx.dialect_attr(crate::CombiningKind::Add)));
    }
    let types = [lhs_ty, rhs_ty, result_ty];
    for (o, &ty) in operands.iter().zip(&types) {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    state.result_types.push(result_ty);
    set_attrs(ctx, state, entries, &["kind"]);
    Ok(())
}

/// The shape, scalable flags and element type of a vector type.
pub(crate) fn vector_parts(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } => Some((shape.clone(), scalable.clone(), *element)),
        _ => None,
    }
}

/// `vector.outerproduct` (upstream's `OuterProductOp::print`): the
/// attributes, `kind` included, only with an accumulator; without one
/// none are printed.
pub fn print_outerproduct(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let operands: Vec<Value> = body.operands(op).collect();
    p.out.push(' ');
    p.print_operands(operands.iter().copied());
    if operands.len() > 2 {
        p.print_optional_attr_dict(all_attrs(ctx, body, op), &[]);
    }
    p.out.push_str(" : ");
    if let [lhs, rhs, ..] = operands.as_slice() {
        p.print_type(body.value_type(*lhs));
        p.out.push_str(", ");
        p.print_type(body.value_type(*rhs));
    }
}

/// `vector.mask` (upstream's `MaskOp::parse`): the masked op in a region;
/// its results are yielded by an implicit `vector.yield`.
pub fn parse_mask(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mask = p.parse_ssa_use()?;
    let passthru = if p.consume_if(TokenKind::Comma) { Some(p.parse_ssa_use()?) } else { None };
    let region = p.parse_region(Vec::new(), false)?;
    ensure_mask_terminator(p, region, state.loc);
    state.regions.push(region);
    if let Some(entries) = p.parse_optional_attr_dict()? {
        set_attrs(ctx, state, entries, &[]);
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let mask_ty = p.parse_type()?;
    let mut result_types = Vec::new();
    if p.consume_if(TokenKind::Arrow) {
        if p.consume_if(TokenKind::LParen) {
            if !p.consume_if(TokenKind::RParen) {
                loop {
                    result_types.push(p.parse_type()?);
                    if !p.consume_if(TokenKind::Comma) {
                        break;
                    }
                }
                p.expect(TokenKind::RParen, "expected ')'")?;
            }
        } else {
            result_types.push(p.parse_type()?);
        }
    }
    let v = p.resolve_operand(&mask, mask_ty)?;
    state.operands.push(v);
    if let Some(pt) = &passthru {
        let Some(&ty) = result_types.first() else {
            return Err(Diagnostic::error(
                state.loc,
                "custom op 'vector.mask' expects a result if passthru operand is provided",
            ));
        };
        let v = p.resolve_operand(pt, ty)?;
        state.operands.push(v);
    }
    state.result_types = result_types.into();
    Ok(())
}

/// Upstream's `MaskOp::ensureTerminator`: an empty region gets a bare
/// `vector.yield`, a masked op without one a `vector.yield` of its results.
fn ensure_mask_terminator(p: &mut Parser<'_>, region: strata_ir::RegionId, loc: strata_ir::Location) {
    let block = match p.body.entry_block(region) {
        Some(b) => b,
        None => {
            let b = p.body.create_block();
            p.body.append_block(region, b);
            b
        }
    };
    let yield_name = p.ctx.op_name(crate::YieldOp::NAME);
    let mut state = OperationState::new(yield_name, loc);
    match (p.body.first_op(block), p.body.last_op(block)) {
        (Some(_), Some(last)) if p.body.op_name(last) == yield_name => return,
        (Some(first), _) => state.operands.extend(p.body.results(first).iter().copied()),
        _ => {}
    }
    let empty = p.ctx.empty_dictionary();
    let op = p.body.create_op(state, empty);
    p.body.append_op(block, op);
}

/// `vector.mask` (upstream's `MaskOp::print`): the masked op inline, without
/// its results and the terminator.
pub fn print_mask(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let operands: Vec<Value> = body.operands(op).collect();
    p.out.push(' ');
    p.print_operands(operands.iter().copied());
    p.out.push_str(" { ");
    let first = body.regions(op).first().and_then(|&r| body.entry_block(r)).and_then(|b| body.first_op(b));
    if let Some(inner) = first {
        p.print_custom_or_generic_op(inner);
    }
    p.out.push_str(" }");
    p.print_optional_attr_dict(all_attrs(ctx, body, op), &[]);
    p.out.push_str(" : ");
    if let Some(&m) = operands.first() {
        p.print_type(body.value_type(m));
    }
    let results = body.results(op);
    if !results.is_empty() {
        p.out.push_str(" -> ");
        let types: Vec<Type> = results.iter().map(|&r| body.value_type(r)).collect();
        if types.len() == 1 {
            p.print_type(types[0]);
        } else {
            p.out.push('(');
            p.print_types(types.iter().copied());
            p.out.push(')');
        }
    }
}

/// The element type and static element count of a vector type.
fn elements_of(ctx: &Context, ty: Type) -> Option<(Type, usize)> {
    let (shape, _, element) = vector_parts(ctx, ty)?;
    let n = shape.iter().try_fold(1usize, |n, &d| usize::try_from(d).ok().and_then(|d| n.checked_mul(d)))?;
    Some((element, n))
}

/// `vector.from_elements %a, %b [attrs] : vector-type` (declarative
/// upstream; the operand types are the vector's element type).
pub fn parse_from_elements(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let operands = p.parse_optional_operand_list()?;
    if let Some(entries) = p.parse_optional_attr_dict()? {
        set_attrs(ctx, state, entries, &[]);
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty_pos = p.tok.start;
    let dest = p.parse_type()?;
    let Some((element, _)) = elements_of(ctx, dest) else {
        return Err(p.error_at(
            ty_pos,
            "custom op 'vector.from_elements' 'dest' must be fixed-length vector of any type values",
        ));
    };
    for o in &operands {
        let v = p.resolve_operand(o, element)?;
        state.operands.push(v);
    }
    state.result_types.push(dest);
    Ok(())
}

pub fn print_from_elements(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_operands_attrs_result_type(op);
}

/// `vector.to_elements %v [attrs] : vector-type` (declarative upstream; one
/// result per element, of the element type).
pub fn parse_to_elements(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let source = p.parse_ssa_use()?;
    if let Some(entries) = p.parse_optional_attr_dict()? {
        set_attrs(ctx, state, entries, &[]);
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty_pos = p.tok.start;
    let ty = p.parse_type()?;
    let Some((element, n)) = elements_of(ctx, ty) else {
        return Err(p.error_at(
            ty_pos,
            "custom op 'vector.to_elements' 'source' must be fixed-length vector of any type values",
        ));
    };
    let v = p.resolve_operand(&source, ty)?;
    state.operands.push(v);
    state.result_types.extend(vec![element; n]);
    Ok(())
}

pub fn print_to_elements(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    let Some(source) = body.operands(op).next() else { return };
    p.out.push(' ');
    p.print_operand(source);
    p.print_optional_attr_dict(body.attrs(op), &[]);
    p.out.push_str(" : ");
    p.print_type(body.value_type(source));
}

/// `vector.shuffle %v1, %v2 [mask] [attrs] : v1-type, v2-type` (declarative
/// upstream; the result type is inferred: `mask.size` leading elements,
/// then `v1`'s trailing dimensions).
pub fn parse_shuffle(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let v1 = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let v2 = p.parse_ssa_use()?;
    let mut mask = Vec::new();
    p.parse_comma_list(TokenKind::LSquare, TokenKind::RSquare, "expected ']'", |p| {
        mask.push(p.parse_int64()?);
        Ok(())
    })?;
    let mut entries = p.parse_optional_attr_dict()?.unwrap_or_default();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let t1_pos = p.tok.start;
    let t1 = p.parse_type()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let t2 = p.parse_type()?;
    let Some((shape, scalable, element)) = vector_parts(ctx, t1) else {
        return Err(
            p.error_at(t1_pos, "custom op 'vector.shuffle' 'v1' must be fixed-length vector of any type values")
        );
    };
    // As upstream's inference: at least one element (an empty mask is
    // then reported by the verifier).
    let mut rshape = vec![mask.len().max(1) as i64];
    let mut rscalable = vec![false];
    rshape.extend(shape.iter().skip(1));
    rscalable.extend(scalable.iter().skip(1));
    let result = ctx.intern_type(TypeKind::Vector { shape: rshape, scalable: rscalable, element });
    for (o, ty) in [(&v1, t1), (&v2, t2)] {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    entries.push((ctx.ident("mask"), ctx.dense_i64_array(&mask)));
    set_attrs(ctx, state, entries, &["mask"]);
    Ok(())
}

pub fn print_shuffle(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let operands: Vec<Value> = body.operands(op).collect();
    p.out.push(' ');
    p.print_operands(operands.iter().copied());
    let all = all_attrs(ctx, body, op);
    p.out.push_str(" [");
    if let Some(AttrKind::DenseArray { values, .. }) = ctx.dict_get(all, "mask").map(|a| ctx.attr_kind(a)) {
        let ints: Vec<String> = values
            .iter()
            .map(|v| match v {
                strata_ir::DenseValue::Int(i) => i.to_signed_decimal(),
                _ => "?".into(),
            })
            .collect();
        p.out.push_str(&ints.join(", "));
    }
    p.out.push(']');
    p.print_optional_attr_dict(all, &["mask"]);
    p.out.push_str(" : ");
    p.print_types(operands.iter().map(|&v| body.value_type(v)));
}
