//! The format interpreter's parser: walks the directive tree over the
//! token stream, collecting unresolved operands, types, attributes,
//! regions and successors, then (`finish.rs`) resolves types and fills the
//! `OperationState`.
//!
//! Invariants: never panics; an element parsed in "optional" mode (the
//! first element of an optional group) consumes nothing when it reports
//! absence; recursion follows the format tree, whose depth is bounded at
//! compile time. Errors use upstream's texts, with the `custom op '...'`
//! prefix where upstream's `CustomOpAsmParser::emitError` adds it.

use strata_ir::{AttrKind, BlockId, OperationState, RegionId, Type, TypeKind};

use super::ast::{Anchor, CustomArg, Element, OiClause, OptionalGroup, TypeArg, VarRef};
use super::custom::CustomParseArg;
use super::spec::AttrFormat;
use super::DeclarativeFormat;
use crate::lexer::TokenKind;
use crate::parser::{Group, OpParts, PResult, Parser, TypeList};

/// Parses everything after the op name with the op's declarative format.
pub fn parse_op(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let name = state.name;
    let Some(fmt) = super::format_of(&mut p.hook_data, ctx, name) else {
        let name = ctx.op_name_str(state.name);
        return Err(p.error_here(format!("custom op '{name}' has no declarative assembly format")));
    };
    if fmt.simple && !super::simple::general_only() {
        let checkpoint = p.checkpoint();
        match super::simple::parse(p, fmt, state) {
            Some(result) => return result,
            // Something the fast path does not handle: the general
            // interpreter reads the op again from its first token.
            None => p.restore(checkpoint),
        }
    }
    // A nested op (in a region of this one) takes another state.
    let mut st = p.op_parts.pop().unwrap_or_else(|| Box::new(OpParts::empty()));
    let spec = &fmt.spec;
    st.reset(spec.operands.len(), spec.results.len(), spec.attrs.len(), spec.regions.len(), spec.successors.len());
    let start = p.tok.start;
    let result = parse_elements(p, fmt, &fmt.elements, &mut st)
        .and_then(|()| super::finish::finish(p, fmt, &mut st, state, start));
    p.op_parts.push(st);
    result
}

fn parse_elements<'a>(
    p: &mut Parser<'a>,
    fmt: &DeclarativeFormat,
    elements: &[Element],
    st: &mut OpParts<'a>,
) -> PResult<()> {
    for e in elements {
        parse_element(p, fmt, e, st, false)?;
    }
    Ok(())
}

/// Parses one element; with `optional`, returns `false` without consuming
/// anything when the element is absent.
fn parse_element<'a>(
    p: &mut Parser<'a>,
    fmt: &DeclarativeFormat,
    e: &Element,
    st: &mut OpParts<'a>,
    optional: bool,
) -> PResult<bool> {
    match e {
        Element::Literal { text, token, .. } => parse_literal(p, text, *token, optional),
        Element::Space(_) | Element::Newline => Ok(true),
        Element::Var { var, qualified, .. } => parse_var(p, fmt, *var, *qualified, st, optional),
        Element::Operands { .. } => {
            if optional && !p.is(TokenKind::PercentIdent) {
                return Ok(false);
            }
            st.all_operands_pos = Some(p.tok.start);
            st.all_operands = p.parse_optional_operand_list()?;
            Ok(true)
        }
        Element::Regions { .. } => {
            st.all_regions = parse_region_list(p, fmt)?;
            Ok(!st.all_regions.is_empty())
        }
        Element::Successors { .. } => {
            st.all_successors = parse_successor_list(p)?;
            Ok(!st.all_successors.is_empty())
        }
        Element::Type { arg, qualified, .. } => {
            let types = if is_single(fmt, *arg) && !optional {
                strata_ir::smallvec![parse_single_type(p, fmt, *arg, *qualified)?]
            } else {
                let mut types = TypeList::new();
                if let Some(t) = p.parse_optional_type()? {
                    types.push(t);
                    let variadic = !matches!(*arg, TypeArg::Operand(i) if fmt.spec.operands[i].arity != strata_ir::Arity::Variadic)
                        && !matches!(*arg, TypeArg::Result(i) if fmt.spec.results[i].arity != strata_ir::Arity::Variadic);
                    while variadic && p.consume_if(TokenKind::Comma) {
                        types.push(p.parse_type()?);
                    }
                }
                if optional && types.is_empty() {
                    return Ok(false);
                }
                types
            };
            set_types(st, *arg, types);
            Ok(true)
        }
        Element::FunctionalType { inputs, results, .. } => {
            if optional && !p.is(TokenKind::LParen) {
                return Ok(false);
            }
            let pos = p.tok.start;
            let ty = p.parse_type()?;
            let TypeKind::Function { inputs: ins, results: outs } = p.ctx.type_kind(ty) else {
                let found = p.ctx.type_to_string(ty);
                let msg = format!("invalid kind of type specified: expected builtin.function, but found '{found}'");
                return Err(p.custom_op_error_at(pos, msg));
            };
            set_types(st, *inputs, ins.as_slice().into());
            set_types(st, *results, outs.as_slice().into());
            Ok(true)
        }
        Element::AttrDict { with_keyword } => {
            let pos = p.tok.start;
            let entries = if *with_keyword {
                if p.consume_keyword("attributes") {
                    if !p.is(TokenKind::LBrace) {
                        return Err(p.wrong_token_error("expected '{' in attribute dictionary"));
                    }
                    p.parse_optional_attr_dict()?
                } else {
                    None
                }
            } else {
                p.parse_optional_attr_dict()?
            };
            let entries = entries.unwrap_or_default();
            if let Some(info) = p.parsing_op.and_then(|n| p.ctx.op_info(n)).filter(|_| !entries.is_empty()) {
                let prefix = format!("custom op '{}' ", fmt.spec.op_name);
                p.verify_inherent_attrs(info, &entries, pos, &prefix)?;
            }
            st.attr_dict.extend(entries);
            Ok(true)
        }
        Element::PropDict => {
            if p.consume_if(TokenKind::Less) {
                let pos = p.tok.start;
                let dict = p.parse_attribute(None)?;
                let AttrKind::Dictionary(entries) = p.ctx.attr_kind(dict) else {
                    return Err(p.custom_op_error_at(pos, "expected a dictionary of properties"));
                };
                st.prop_dict.extend(entries.iter().copied());
                p.expect(TokenKind::Greater, "expected '>' to close properties")?;
            }
            Ok(true)
        }
        Element::Optional(g) => parse_optional(p, fmt, g, st),
        Element::Custom { directive, args, .. } => parse_custom(p, directive.parse, args, st, optional),
        Element::OiList { clauses, .. } => parse_oilist(p, fmt, clauses, st),
    }
}

/// A literal `text`, whose token `token` is for punctuation (see
/// [`crate::lexer::punctuation`]), `None` for a keyword.
pub(super) fn parse_literal(p: &mut Parser<'_>, text: &str, token: Option<TokenKind>, optional: bool) -> PResult<bool> {
    match token {
        Some(kind) => {
            if p.consume_if(kind) {
                Ok(true)
            } else if optional {
                Ok(false)
            } else {
                Err(p.wrong_token_error(format!("expected '{text}'")))
            }
        }
        None => {
            if p.consume_keyword(text) {
                Ok(true)
            } else if optional {
                Ok(false)
            } else {
                Err(p.custom_op_error_at(p.tok.start, format!("expected '{text}'")))
            }
        }
    }
}

fn parse_region_list(p: &mut Parser<'_>, fmt: &DeclarativeFormat) -> PResult<Vec<RegionId>> {
    let isolated = fmt.spec.has_trait(strata_ir::Traits::ISOLATED_FROM_ABOVE);
    let mut out = Vec::new();
    if !p.is(TokenKind::LBrace) {
        return Ok(out);
    }
    loop {
        out.push(p.parse_region(Vec::new(), isolated)?);
        if !p.consume_if(TokenKind::Comma) {
            return Ok(out);
        }
    }
}

fn parse_successor_list(p: &mut Parser<'_>) -> PResult<Vec<BlockId>> {
    let mut out = Vec::new();
    if !p.is(TokenKind::CaretIdent) {
        return Ok(out);
    }
    loop {
        out.push(p.parse_successor()?);
        if !p.consume_if(TokenKind::Comma) {
            return Ok(out);
        }
    }
}

/// The dialect a single variable's type is printed stripped of, if any.
pub(super) fn stripped_dialect(fmt: &DeclarativeFormat, arg: TypeArg) -> Option<&'static str> {
    let spec = &fmt.spec;
    match arg {
        TypeArg::Operand(i) => spec.stripped_dialect(spec.operands[i].name),
        TypeArg::Result(i) => spec.stripped_dialect(spec.results[i].name),
        _ => None,
    }
}

/// Is `arg` a single operand or result (not a group of any size)?
pub(super) fn is_single(fmt: &DeclarativeFormat, arg: TypeArg) -> bool {
    match arg {
        TypeArg::Operand(i) => fmt.spec.operands[i].arity == strata_ir::Arity::Single,
        TypeArg::Result(i) => fmt.spec.results[i].arity == strata_ir::Arity::Single,
        TypeArg::Operands | TypeArg::Results => false,
    }
}

/// `type($x)` of a single value: its type, printed stripped of its dialect
/// and checked against the value's type class unless `qualified`.
pub(super) fn parse_single_type(
    p: &mut Parser<'_>,
    fmt: &DeclarativeFormat,
    arg: TypeArg,
    qualified: bool,
) -> PResult<Type> {
    let stripped = if qualified { None } else { stripped_dialect(fmt, arg) };
    let pos = p.tok.start;
    let ty = super::attr_syntax::parse_type_maybe_stripped(p, stripped)?;
    // Upstream parses a qualified type as any type (`parseType` into an
    // `mlir::Type`), leaving the constraint to the verifier.
    if !qualified {
        check_type_class(p, fmt, arg, pos, ty)?;
    }
    Ok(ty)
}

/// Upstream's `parseType<Class>` for a single value with a type class:
/// `invalid kind of type specified[: expected <name>, but found '<type>']`
/// at the type.
fn check_type_class(p: &Parser<'_>, fmt: &DeclarativeFormat, arg: TypeArg, pos: usize, ty: Type) -> PResult<()> {
    let class = match arg {
        TypeArg::Operand(i) => fmt.spec.operands[i].class,
        TypeArg::Result(i) => fmt.spec.results[i].class,
        _ => None,
    };
    match class {
        Some(class) if !class.matches(p.ctx, ty) => {
            let msg = match class.name() {
                Some(name) => {
                    format!("invalid kind of type specified: expected {name}, but found '{}'", p.ctx.type_to_string(ty))
                }
                None => "invalid kind of type specified".to_string(),
            };
            Err(p.custom_op_error_at(pos, msg))
        }
        _ => Ok(()),
    }
}

fn set_types(st: &mut OpParts<'_>, arg: TypeArg, types: TypeList) {
    match arg {
        TypeArg::Operand(i) => st.operand_types[i] = Some(types),
        TypeArg::Result(i) => st.result_types[i] = Some(types),
        TypeArg::Operands => st.all_operand_types = Some(types.into_vec()),
        TypeArg::Results => st.all_result_types = Some(types.into_vec()),
    }
}

fn parse_var<'a>(
    p: &mut Parser<'a>,
    fmt: &DeclarativeFormat,
    var: VarRef,
    qualified: bool,
    st: &mut OpParts<'a>,
    optional: bool,
) -> PResult<bool> {
    let spec = &fmt.spec;
    match var {
        VarRef::Operand(i) => {
            let present = p.is(TokenKind::PercentIdent);
            if optional && !present {
                return Ok(false);
            }
            st.operand_pos[i] = Some(p.tok.start);
            st.operands[i] = match spec.operands[i].arity {
                strata_ir::Arity::Single => strata_ir::smallvec![p.parse_ssa_use()?],
                strata_ir::Arity::Optional if present => strata_ir::smallvec![p.parse_ssa_use()?],
                strata_ir::Arity::Optional => Group::new(),
                strata_ir::Arity::Variadic => p.parse_optional_operand_list()?.into(),
            };
            Ok(true)
        }
        VarRef::Attr(i) => {
            let attr = super::attr_syntax::parse_attr(p, fmt, i, qualified, optional)?;
            let present = attr.is_some();
            if present {
                st.attrs[i] = attr;
            }
            Ok(present)
        }
        VarRef::Region(i) => {
            if optional && !p.is(TokenKind::LBrace) {
                return Ok(false);
            }
            st.regions[i] = if spec.regions[i].variadic {
                parse_region_list(p, fmt)?.into()
            } else {
                strata_ir::smallvec![p.parse_region(Vec::new(), spec.has_trait(strata_ir::Traits::ISOLATED_FROM_ABOVE))?]
            };
            Ok(true)
        }
        VarRef::Successor(i) => {
            if optional && !p.is(TokenKind::CaretIdent) {
                return Ok(false);
            }
            st.successors[i] = if spec.successors[i].variadic {
                parse_successor_list(p)?.into()
            } else {
                strata_ir::smallvec![p.parse_successor()?]
            };
            Ok(true)
        }
        // Rejected at compile time outside type directives.
        VarRef::Result(_) => Ok(true),
    }
}

fn parse_optional<'a>(
    p: &mut Parser<'a>,
    fmt: &DeclarativeFormat,
    g: &OptionalGroup,
    st: &mut OpParts<'a>,
) -> PResult<bool> {
    let Some(first) = g.then.iter().position(|e| !e.is_whitespace()) else {
        return Ok(false);
    };
    let present = parse_element(p, fmt, &g.then[first], st, true)?;
    if present {
        for (i, e) in g.then.iter().enumerate().skip(first + 1) {
            if Some(i) != g.elided {
                parse_element(p, fmt, e, st, false)?;
            }
        }
        if let Anchor::Var(VarRef::Attr(a)) = g.anchor {
            if matches!(fmt.spec.attrs[a].format, AttrFormat::Unit) {
                st.attrs[a] = Some(p.ctx.unit_attr());
            }
        }
    } else {
        parse_elements(p, fmt, &g.els, st)?;
    }
    Ok(present)
}

fn parse_oilist<'a>(
    p: &mut Parser<'a>,
    fmt: &DeclarativeFormat,
    clauses: &[OiClause],
    st: &mut OpParts<'a>,
) -> PResult<bool> {
    let mut seen = vec![false; clauses.len()];
    // Each round consumes a keyword of a clause not seen before: at most
    // `clauses.len()` rounds.
    while let Some(c) = clauses.iter().position(|c| p.is_keyword(&c.keyword)) {
        if std::mem::replace(&mut seen[c], true) {
            let msg = format!(
                "`{}` clause can appear at most once in the expansion of the oilist directive",
                clauses[c].keyword
            );
            return Err(p.error_here(msg));
        }
        p.bump();
        match clauses[c].unit_attr {
            Some(a) => st.attrs[a] = Some(p.ctx.unit_attr()),
            None => parse_elements(p, fmt, &clauses[c].elements, st)?,
        }
    }
    Ok(seen.iter().any(|s| *s))
}

/// The current value of a custom directive argument.
fn custom_slot<'a>(st: &OpParts<'a>, arg: &CustomArg) -> CustomParseArg<'a> {
    match arg {
        CustomArg::Var(VarRef::Operand(i)) => CustomParseArg::Operands(st.operands[*i].to_vec()),
        CustomArg::Var(VarRef::Attr(i)) => CustomParseArg::Attr(st.attrs[*i]),
        CustomArg::Var(VarRef::Region(i)) => CustomParseArg::Regions(st.regions[*i].to_vec()),
        CustomArg::Var(VarRef::Successor(i)) => CustomParseArg::Successors(st.successors[*i].to_vec()),
        CustomArg::Var(VarRef::Result(i)) => {
            CustomParseArg::Types(st.result_types[*i].as_ref().map(|t| t.to_vec()).unwrap_or_default())
        }
        CustomArg::Type(a) => CustomParseArg::Types(
            match a {
                TypeArg::Operand(i) => st.operand_types[*i].as_ref().map(|t| t.to_vec()),
                TypeArg::Result(i) => st.result_types[*i].as_ref().map(|t| t.to_vec()),
                TypeArg::Operands => st.all_operand_types.clone(),
                TypeArg::Results => st.all_result_types.clone(),
            }
            .unwrap_or_default(),
        ),
        CustomArg::AttrDict => CustomParseArg::AttrDict(Vec::new()),
        CustomArg::String(s) => CustomParseArg::String(s.clone()),
        CustomArg::Ref(inner) => custom_slot(st, inner),
    }
}

fn parse_custom<'a>(
    p: &mut Parser<'a>,
    parse: super::custom::CustomParseFn,
    args: &[CustomArg],
    st: &mut OpParts<'a>,
    optional: bool,
) -> PResult<bool> {
    let pos = p.tok.start;
    let mut slots: Vec<CustomParseArg<'a>> = args.iter().map(|a| custom_slot(st, a)).collect();
    // Saved around the call: the directive may parse ops (a region) whose
    // own directives use the same list.
    let outer = std::mem::take(&mut p.directive_attrs);
    let parsed = parse(p, &mut slots);
    let mut added = std::mem::replace(&mut p.directive_attrs, outer);
    let present = parsed?;
    // Kept even when absent: an absent group still has (empty) segments.
    st.attr_dict.append(&mut added);
    if optional && !present {
        return Ok(false);
    }
    for (arg, slot) in args.iter().zip(slots) {
        match (arg, slot) {
            (CustomArg::Var(VarRef::Operand(i)), CustomParseArg::Operands(v)) => {
                st.operand_pos[*i] = Some(v.first().map_or(pos, |o| o.pos));
                st.operands[*i] = v.into();
            }
            (CustomArg::Var(VarRef::Attr(i)), CustomParseArg::Attr(a)) => st.attrs[*i] = a,
            (CustomArg::Var(VarRef::Region(i)), CustomParseArg::Regions(r)) => st.regions[*i] = r.into(),
            (CustomArg::Var(VarRef::Successor(i)), CustomParseArg::Successors(s)) => st.successors[*i] = s.into(),
            (CustomArg::Type(a), CustomParseArg::Types(t)) => set_types(st, *a, t.into()),
            (CustomArg::AttrDict, CustomParseArg::AttrDict(entries)) => st.attr_dict.extend(entries),
            _ => {}
        }
    }
    Ok(present)
}
