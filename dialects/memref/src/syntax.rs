//! memref syntax: the custom forms upstream writes in C++
//! (`memref.transpose`, `memref.prefetch`, `memref.alloca_scope`,
//! `memref.dma_start`, `memref.generic_atomic_rmw`), the
//! `custom<...>` directives of its declarative formats, and result-name
//! hints.
//!
//! `GlobalMemrefOpTypeAndInitialValue` (memref.global): the memref type,
//! then nothing (external), `= uninitialized` (a unit attribute), or
//! `= <elements>` printed without its type, which is the tensor type with
//! the memref's shape and element type.

use strata_ir::{AttrKind, Attribute, Diagnostic, OpId, TypeKind};
use strata_syntax::format::{CustomDirectives, CustomParseArg, CustomPrintArg};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

/// The directives memref's formats use (with the shared `DynamicIndexList`).
pub fn custom_directives() -> CustomDirectives {
    let mut d = CustomDirectives::new();
    strata_syntax::format::common::register_common(&mut d);
    d.register(
        "GlobalMemrefOpTypeAndInitialValue",
        parse_global_type_and_initial_value,
        print_global_type_and_initial_value,
    );
    d
}

fn parse_global_type_and_initial_value<'a>(p: &mut Parser<'a>, args: &mut [CustomParseArg<'a>]) -> PResult<bool> {
    let ctx = p.ctx;
    let at = p.tok.start;
    let ty = p.parse_type()?;
    let (shape, element) = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } if shape.iter().all(|&d| d != strata_ir::DYNAMIC) => {
            (shape.clone(), *element)
        }
        _ => {
            return Err(
                p.error_at(at, format!("type should be static shaped memref, but got {}", ctx.type_to_string(ty)))
            )
        }
    };
    let mut initial: Option<Attribute> = None;
    if p.consume_if(TokenKind::Equal) {
        if p.consume_keyword("uninitialized") {
            initial = Some(ctx.unit_attr());
        } else {
            let at = p.tok.start;
            let tensor = ctx.ranked_tensor_type(shape, element);
            let value = p.parse_attribute(Some(tensor))?;
            if !matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. }) {
                return Err(Diagnostic::error(p.loc_at(at), "initial value should be a unit or elements attribute"));
            }
            initial = Some(value);
        }
    }
    if let [CustomParseArg::Attr(type_slot), CustomParseArg::Attr(initial_slot)] = args {
        *type_slot = Some(ctx.type_attr(ty));
        *initial_slot = initial;
    }
    Ok(true)
}

fn print_global_type_and_initial_value(p: &mut OpPrinter<'_>, _op: OpId, args: &[CustomPrintArg]) {
    let [CustomPrintArg::Attr(Some(type_attr)), CustomPrintArg::Attr(initial)] = args else { return };
    if let AttrKind::Type(ty) = p.ctx.attr_kind(*type_attr) {
        p.print_type(*ty);
    }
    if let Some(init) = initial {
        p.out.push_str(" = ");
        if matches!(p.ctx.attr_kind(*init), AttrKind::Unit) {
            p.out.push_str("uninitialized");
        } else {
            p.print_attr_without_type(*init);
        }
    }
}

/// `memref.transpose %in (d0, d1) -> (d1, d0) {attrs} : type to type`.
pub fn parse_transpose(p: &mut Parser<'_>, state: &mut strata_ir::OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let input = p.parse_ssa_use()?;
    let permutation = p.parse_affine_map()?;
    let attrs = p.parse_optional_attr_dict()?.unwrap_or_default();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let src = p.parse_type()?;
    let v = p.resolve_operand(&input, src)?;
    if !p.consume_keyword("to") {
        return Err(p.wrong_token_error("expected 'to'"));
    }
    let dst = p.parse_type()?;
    state.operands.push(v);
    state.result_types.push(dst);
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("permutation"), permutation)]));
    state.attrs = Some(ctx.dictionary_attr(attrs));
    Ok(())
}

pub fn print_transpose(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let input = body.operand(op, 0);
    p.out.push(' ');
    p.print_operand(input);
    p.out.push(' ');
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    if let Some(AttrKind::AffineMap(map)) = ctx.dict_get(props, "permutation").map(|a| ctx.attr_kind(a)) {
        strata_syntax::printer::attrs::write_affine_map(&mut p.out, map);
    }
    p.print_optional_attr_dict(body.attrs(op), &["permutation"]);
    p.out.push_str(" : ");
    p.print_type(body.value_type(input));
    p.out.push_str(" to ");
    p.print_type(body.value_type(body.result(op, 0)));
}

/// `memref.prefetch %m[%i, ...], read|write, locality<N>, data|instr {attrs} : type`.
pub fn parse_prefetch(p: &mut Parser<'_>, state: &mut strata_ir::OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_ssa_use()?;
    let mut indices = Vec::new();
    p.parse_comma_list(TokenKind::LSquare, TokenKind::RSquare, "expected ']'", |p| {
        indices.push(p.parse_ssa_use()?);
        Ok(())
    })?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let at = p.tok.start;
    let is_write = match p.tok_str() {
        "read" if p.is(TokenKind::BareIdent) => false,
        "write" if p.is(TokenKind::BareIdent) => true,
        _ => return Err(p.error_at(at, "rw specifier has to be 'read' or 'write'")),
    };
    p.bump();
    p.expect(TokenKind::Comma, "expected ','")?;
    if !p.consume_keyword("locality") {
        return Err(p.wrong_token_error("expected 'locality'"));
    }
    p.expect(TokenKind::Less, "expected '<'")?;
    let locality = p.parse_attribute(Some(ctx.integer_type(32)))?;
    p.expect(TokenKind::Greater, "expected '>'")?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let at = p.tok.start;
    let is_data = match p.tok_str() {
        "data" if p.is(TokenKind::BareIdent) => true,
        "instr" if p.is(TokenKind::BareIdent) => false,
        _ => return Err(p.error_at(at, "cache type has to be 'data' or 'instr'")),
    };
    p.bump();
    let attrs = p.parse_optional_attr_dict()?.unwrap_or_default();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&memref, ty)?);
    for i in &indices {
        state.operands.push(p.resolve_operand(i, ctx.index_type())?);
    }
    state.properties = Some(ctx.dictionary_attr(vec![
        (ctx.ident("isWrite"), ctx.bool_attr(is_write)),
        (ctx.ident("localityHint"), locality),
        (ctx.ident("isDataCache"), ctx.bool_attr(is_data)),
    ]));
    state.attrs = Some(ctx.dictionary_attr(attrs));
    Ok(())
}

pub fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let flag = |name: &str| matches!(ctx.dict_get(props, name).map(|a| ctx.attr_kind(a)), Some(AttrKind::Integer { value, .. }) if !value.is_zero());
    let operands: Vec<_> = body.operands(op).collect();
    p.out.push(' ');
    p.print_operand(operands[0]);
    p.out.push('[');
    p.print_operands(operands[1..].iter().copied());
    p.out.push_str("], ");
    p.out.push_str(if flag("isWrite") { "write" } else { "read" });
    p.out.push_str(", locality<");
    let locality = match ctx.dict_get(props, "localityHint").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_signed_decimal(),
        _ => "0".to_string(),
    };
    p.out.push_str(&locality);
    p.out.push_str(">, ");
    p.out.push_str(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(body.attrs(op), &["localityHint", "isWrite", "isDataCache"]);
    p.out.push_str(" : ");
    p.print_type(body.value_type(operands[0]));
}

/// `memref.alloca_scope [-> type | -> (types)] {..} [attrs]`, with an implicit
/// `memref.alloca_scope.return`.
pub fn parse_alloca_scope(p: &mut Parser<'_>, state: &mut strata_ir::OperationState) -> PResult<()> {
    // Upstream's `parseOptionalArrowTypeList`: `-> t` or `-> (t, ...)`.
    if p.consume_if(TokenKind::Arrow) {
        state.result_types.extend(p.parse_function_result_types()?);
    }
    let region = p.parse_region(Vec::new(), false)?;
    p.ensure_terminator(region, crate::AllocaScopeReturnOp::NAME, state.loc);
    state.regions.push(region);
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(p.ctx.dictionary_attr(entries));
    }
    Ok(())
}

pub fn print_alloca_scope(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    let results = body.results(op);
    // Upstream prints a space before the optional result list and another
    // before the region: `memref.alloca_scope  {` and `alloca_scope  -> (i32) {`.
    p.out.push(' ');
    if !results.is_empty() {
        p.out.push_str(" -> (");
        p.print_types(results.iter().map(|&r| body.value_type(r)));
        p.out.push(')');
    }
    p.out.push(' ');
    p.print_region(body.regions(op)[0], false, !results.is_empty(), false);
    p.print_optional_attr_dict(body.attrs(op), &[]);
}

/// `memref.distinct_objects %a, %b {attrs} : type, type`: results take the
/// operand types (upstream infers them through `InferTypeOpInterface`,
/// which the format engine does not model).
pub fn parse_distinct_objects(p: &mut Parser<'_>, state: &mut strata_ir::OperationState) -> PResult<()> {
    let at = p.tok.start;
    let operands = p.parse_optional_operand_list()?;
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(p.ctx.dictionary_attr(entries));
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let types = p.parse_type_list_no_parens()?;
    let values = p.resolve_operands(&operands, &types, at)?;
    state.operands.extend(values);
    state.result_types.extend(types);
    Ok(())
}

/// Prints what [`parse_distinct_objects`] reads.
pub fn print_distinct_objects(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    let operands: Vec<_> = body.operands(op).collect();
    p.out.push(' ');
    p.print_operands(operands.iter().copied());
    p.print_optional_attr_dict(body.attrs(op), &[]);
    p.out.push_str(" : ");
    p.print_types(operands.iter().map(|&v| body.value_type(v)));
}

/// `%memref[indices]`: an operand and its bracketed index operands.
fn parse_indexed<'a>(
    p: &mut Parser<'a>,
) -> PResult<(strata_syntax::parser::UnresolvedOperand<'a>, Vec<strata_syntax::parser::UnresolvedOperand<'a>>)> {
    let memref = p.parse_ssa_use()?;
    let mut indices = Vec::new();
    p.parse_comma_list(TokenKind::LSquare, TokenKind::RSquare, "expected ']'", |p| {
        indices.push(p.parse_ssa_use()?);
        Ok(())
    })?;
    Ok((memref, indices))
}

/// Prints `%memref[indices]` from `operands` (memref first).
fn print_indexed(p: &mut OpPrinter<'_>, operands: &[strata_ir::Value]) {
    p.print_operand(operands[0]);
    p.out.push('[');
    p.print_operands(operands[1..].iter().copied());
    p.out.push(']');
}

/// `memref.dma_start %src[i..], %dst[j..], %num_elements, %tag[k..]
/// [, %stride, %num_elt_per_stride] : src-type, dst-type, tag-type`.
/// As upstream, no attribute dictionary is parsed (though one is printed).
pub fn parse_dma_start(p: &mut Parser<'_>, state: &mut strata_ir::OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let (src, src_indices) = parse_indexed(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let (dst, dst_indices) = parse_indexed(p)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let num_elements = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let (tag, tag_indices) = parse_indexed(p)?;
    let mut stride = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        stride.push(p.parse_ssa_use()?);
    }
    let custom_error = |msg: &str| Diagnostic::error(state.loc, format!("custom op 'memref.dma_start' {msg}"));
    if !stride.is_empty() && stride.len() != 2 {
        return Err(custom_error("expected two stride related operands"));
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let types = p.parse_type_list_no_parens()?;
    let [src_ty, dst_ty, tag_ty] = types[..] else { return Err(custom_error("fewer/more types expected")) };
    let index = ctx.index_type();
    state.operands.push(p.resolve_operand(&src, src_ty)?);
    for i in &src_indices {
        state.operands.push(p.resolve_operand(i, index)?);
    }
    state.operands.push(p.resolve_operand(&dst, dst_ty)?);
    for i in &dst_indices {
        state.operands.push(p.resolve_operand(i, index)?);
    }
    state.operands.push(p.resolve_operand(&num_elements, index)?);
    state.operands.push(p.resolve_operand(&tag, tag_ty)?);
    for i in tag_indices.iter().chain(&stride) {
        state.operands.push(p.resolve_operand(i, index)?);
    }
    Ok(())
}

/// Prints what [`parse_dma_start`] reads; the operand groups come from the
/// memref ranks (upstream's accessors), so a malformed op (which the
/// verifier rejects) falls back to a plain operand list.
pub fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let operands: Vec<_> = body.operands(op).collect();
    let rank = |v: Option<&strata_ir::Value>| match v.map(|&v| ctx.type_kind(body.value_type(v))) {
        Some(TypeKind::MemRef { shape, .. }) => Some(shape.len()),
        _ => None,
    };
    let src_rank = rank(operands.first());
    let dst_at = src_rank.map(|r| 1 + r);
    let dst_rank = dst_at.and_then(|d| rank(operands.get(d)));
    let tag_at = dst_at.zip(dst_rank).map(|(d, r)| d + 1 + r + 1);
    let tag_rank = tag_at.and_then(|t| rank(operands.get(t)));
    let (Some(dst_at), Some(tag_at), Some(tag_rank)) = (dst_at, tag_at, tag_rank) else {
        p.out.push(' ');
        p.print_operands(operands.iter().copied());
        return;
    };
    let tag_end = (tag_at + 1 + tag_rank).min(operands.len());
    p.out.push(' ');
    print_indexed(p, &operands[..dst_at]);
    p.out.push_str(", ");
    print_indexed(p, &operands[dst_at..tag_at - 1]);
    p.out.push_str(", ");
    p.print_operand(operands[tag_at - 1]);
    p.out.push_str(", ");
    print_indexed(p, &operands[tag_at..tag_end]);
    for &v in &operands[tag_end..] {
        p.out.push_str(", ");
        p.print_operand(v);
    }
    p.print_optional_attr_dict(body.attrs(op), &[]);
    p.out.push_str(" : ");
    p.print_types([0, dst_at, tag_at].map(|i| body.value_type(operands[i])));
}

/// `%r = memref.generic_atomic_rmw %memref[indices] : memref-type {region} [attrs]`;
/// the result is the memref's element type.
pub fn parse_generic_atomic_rmw(p: &mut Parser<'_>, state: &mut strata_ir::OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let (memref, indices) = parse_indexed(p)?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let type_pos = p.tok.start;
    let ty = p.parse_type()?;
    // Upstream casts unchecked (and crashes on a non-memref type).
    let TypeKind::MemRef { element, .. } = *ctx.type_kind(ty) else {
        return Err(p.error_at(type_pos, "custom op 'memref.generic_atomic_rmw' expected a memref type"));
    };
    state.operands.push(p.resolve_operand(&memref, ty)?);
    for i in &indices {
        state.operands.push(p.resolve_operand(i, ctx.index_type())?);
    }
    state.regions.push(p.parse_region(Vec::new(), false)?);
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    state.result_types.push(element);
    Ok(())
}

/// Prints what [`parse_generic_atomic_rmw`] reads.
pub fn print_generic_atomic_rmw(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    let operands: Vec<_> = body.operands(op).collect();
    p.out.push(' ');
    print_indexed(p, &operands);
    p.out.push_str(" : ");
    p.print_type(body.value_type(operands[0]));
    p.out.push(' ');
    p.print_region(body.regions(op)[0], true, true, false);
    p.print_optional_attr_dict(body.attrs(op), &[]);
}

/// `memref.extract_strided_metadata`'s result groups (upstream's
/// `getAsmResultNames`): `%base_buffer, %offset, %sizes:N, %strides:N`,
/// only the first value of each pack named.
pub fn extract_strided_metadata_result_names(
    _: &strata_ir::Context,
    body: &strata_ir::Body,
    op: OpId,
    sink: &mut dyn FnMut(strata_ir::Value, &str),
) {
    let results = body.results(op);
    let Some(&first) = results.first() else { return };
    sink(first, "base_buffer");
    if let Some(&offset) = results.get(1) {
        sink(offset, "offset");
    }
    let rank = results.len().saturating_sub(2) / 2;
    if rank > 0 {
        sink(results[2], "sizes");
        sink(results[2 + rank], "strides");
    }
}
