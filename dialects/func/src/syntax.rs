//! The custom form of `func.func` (upstream's
//! `function_interface_impl::{parse,print}FunctionOp`):
//!
//! ```text
//! func.func [private|nested|public] @name(%arg0: i32 {attrs} loc(..), ...) -> (i32 {attrs}, ...)
//!     [attributes {...}] [{ body }]
//! ```
//!
//! A declaration has no body and lists bare types. Properties hold
//! `sym_name`, `function_type`, `sym_visibility`, `arg_attrs` and
//! `res_attrs` (the last two only when some entry is not empty); these may
//! not be written in the `attributes` dictionary.

use strata_ir::{AttrKind, Attribute, OpId, OperationState, Type, TypeKind};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{ArgDef, PResult};
use strata_syntax::{OpPrinter, Parser};

/// Attributes the signature syntax carries; `attributes {...}` may not repeat them.
const INFERRED: [&str; 5] = ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"];

/// Parses everything after `func.func`.
pub fn parse_func(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut props = Vec::new();
    for vis in ["private", "nested", "public"] {
        if p.consume_keyword(vis) {
            props.push((ctx.ident("sym_visibility"), ctx.string_attr(vis)));
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    props.push((ctx.ident("sym_name"), ctx.string_attr(&name)));

    // Arguments: named (`%a: i32`), or bare types for a declaration or the older form whose entry block names them.
    let mut args: Vec<ArgDef<'_>> = Vec::new();
    let mut arg_types: Vec<Type> = Vec::new();
    let mut arg_attrs: Vec<Attribute> = Vec::new();
    let mut named: Option<bool> = None;
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')' in argument list", |p| {
        let is_named = p.is(TokenKind::PercentIdent);
        if *named.get_or_insert(is_named) != is_named {
            let msg = if is_named { "expected type instead of SSA identifier" } else { "expected SSA identifier" };
            return Err(p.custom_op_error_at(p.tok.start, msg));
        }
        let operand = if is_named {
            let o = p.parse_ssa_use()?;
            p.expect(TokenKind::Colon, "expected ':'")?;
            Some(o)
        } else {
            None
        };
        let ty = p.parse_type()?;
        let attrs = p.parse_optional_attr_dict()?.unwrap_or_default();
        arg_attrs.push(p.ctx.dictionary_attr(attrs));
        arg_types.push(ty);
        if let Some(operand) = operand {
            let loc = p.parse_optional_trailing_location()?;
            args.push(ArgDef { operand, ty, loc });
        }
        Ok(())
    })?;

    // Results: `-> type` or `-> (type {attrs}, ...)`.
    let mut result_types = Vec::new();
    let mut result_attrs = Vec::new();
    if p.consume_if(TokenKind::Arrow) {
        if p.is(TokenKind::LParen) {
            p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')' in result list", |p| {
                result_types.push(p.parse_type()?);
                let attrs = p.parse_optional_attr_dict()?.unwrap_or_default();
                result_attrs.push(p.ctx.dictionary_attr(attrs));
                Ok(())
            })?;
        } else {
            result_types.push(p.parse_type()?);
            result_attrs.push(ctx.empty_dictionary());
        }
    }
    let fn_type = ctx.function_type(arg_types, result_types);
    props.push((ctx.ident("function_type"), ctx.type_attr(fn_type)));
    if arg_attrs.iter().any(|&a| !ctx.dict_entries(a).is_empty()) {
        props.push((ctx.ident("arg_attrs"), ctx.array_attr(arg_attrs)));
    }
    if result_attrs.iter().any(|&a| !ctx.dict_entries(a).is_empty()) {
        props.push((ctx.ident("res_attrs"), ctx.array_attr(result_attrs)));
    }

    if p.consume_keyword("attributes") {
        let at = p.tok.start;
        let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
        if let Some((k, _)) = entries.iter().find(|(k, _)| INFERRED.contains(&ctx.ident_str(*k))) {
            return Err(p.error_at(
                at,
                format!(
                    "custom op 'func.func' '{}' is an inferred attribute and should not be specified in the explicit attribute dictionary",
                    ctx.ident_str(*k)
                ),
            ));
        }
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    state.properties = Some(ctx.dictionary_attr(props));

    // The body, if any: an isolated region whose entry block takes the arguments.
    // A types-only signature may still have a body (the older form): its entry
    // block then names the arguments in its own label, `^bb0(%a: f32):`, and
    // the verifier checks them against the signature, as upstream.
    let region = if p.is(TokenKind::LBrace) {
        // Decided on the text, not the parsed region: a body parsed on a
        // worker thread is still an empty placeholder here.
        if args.is_empty() && p.peek_kind() == TokenKind::RBrace {
            return Err(p.error_here("custom op 'func.func' expected non-empty function body"));
        }
        p.parse_region(args, true)?
    } else {
        p.body.create_region()
    };
    state.regions.push(region);
    Ok(())
}

/// Prints everything after `func.func`.
pub fn print_func(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    p.out.push(' ');
    // Any explicit visibility is printed, `public` included, as upstream.
    if let Some(vis) = ctx.dict_get(props, "sym_visibility").and_then(|v| ctx.string_value(v)) {
        p.out.push_str(&String::from_utf8_lossy(vis));
        p.out.push(' ');
    }
    let name = ctx.dict_get(props, "sym_name").and_then(|n| ctx.string_value(n)).unwrap_or(b"");
    strata_syntax::printer::attrs::write_symbol_name(&mut p.out, &String::from_utf8_lossy(name));
    let (inputs, results) = match ctx.dict_get(props, "function_type").map(|t| ctx.attr_kind(t)) {
        Some(AttrKind::Type(t)) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => (inputs.as_slice(), results.as_slice()),
            _ => (&[][..], &[][..]),
        },
        _ => (&[][..], &[][..]),
    };
    let array = |key: &str| match ctx.dict_get(props, key).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => Some(items.as_slice()),
        _ => None,
    };
    let (arg_attrs, res_attrs) = (array("arg_attrs"), array("res_attrs"));
    let region = body.regions(op).first().copied();
    let entry = region.and_then(|r| body.entry_block(r));
    p.out.push('(');
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let attrs = arg_attrs.and_then(|a| a.get(i).copied());
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
    p.out.push(')');
    if !results.is_empty() {
        p.out.push_str(" -> ");
        let first_has_attrs = res_attrs.and_then(|a| a.first()).is_some_and(|&a| !ctx.dict_entries(a).is_empty());
        let parens =
            results.len() > 1 || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. }) || first_has_attrs;
        if parens {
            p.out.push('(');
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.print_type(ty);
            if let Some(a) = res_attrs.and_then(|a| a.get(i).copied()) {
                p.print_optional_attr_dict(a, &[]);
            }
        }
        if parens {
            p.out.push(')');
        }
    }
    // Upstream prints the op's attributes, inherent ones from its
    // properties (`no_inline`) included, the inferred ones elided.
    let mut entries: Vec<_> = ctx.dict_entries(props).to_vec();
    entries.extend_from_slice(ctx.dict_entries(body.attrs(op)));
    p.print_optional_attr_dict_with_keyword(ctx.dictionary_attr(entries), &INFERRED);
    if let Some(r) = region.filter(|&r| !body.region_is_empty(r)) {
        p.out.push(' ');
        p.print_region(r, false, true, false);
    }
}

/// Inherent attributes of `func.call_indirect` that `attr-dict` carries in its properties.
const CALL_INDIRECT_PROPS: [&str; 2] = ["arg_attrs", "res_attrs"];

/// `func.call_indirect %callee(%a, ...) {attrs} : (types) -> results`
/// (upstream's declarative format, whose operand types come from the callee's
/// function type, a type-list relation the format engine does not model).
pub fn parse_call_indirect(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let callee = p.parse_ssa_use()?;
    let mut operands = Vec::new();
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        operands.push(p.parse_ssa_use()?);
        Ok(())
    })?;
    let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let at = p.tok.start;
    let ty = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(ty).clone() else {
        return Err(p.error_at(at, format!("'callee' must be function type, but got '{}'", ctx.type_to_string(ty))));
    };
    let v = p.resolve_operand(&callee, ty)?;
    state.operands.push(v);
    let operands_at = operands.first().map_or(at, |o| o.pos);
    let values = p.resolve_operands(&operands, &inputs, operands_at)?;
    state.operands.extend(values);
    state.result_types.extend(results.iter().copied());
    let (props, attrs): (Vec<_>, Vec<_>) =
        entries.into_iter().partition(|(k, _)| CALL_INDIRECT_PROPS.contains(&ctx.ident_str(*k)));
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
    if !attrs.is_empty() {
        state.attrs = Some(ctx.dictionary_attr(attrs));
    }
    Ok(())
}

/// Prints what [`parse_call_indirect`] reads.
pub fn print_call_indirect(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let operands: Vec<_> = body.operands(op).collect();
    let Some((&callee, args)) = operands.split_first() else { return };
    p.out.push(' ');
    p.print_operand(callee);
    p.out.push('(');
    p.print_operands(args.iter().copied());
    p.out.push(')');
    let mut entries: Vec<_> = match body.properties(op).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Dictionary(e)) => e.clone(),
        _ => Vec::new(),
    };
    if let AttrKind::Dictionary(e) = ctx.attr_kind(body.attrs(op)) {
        entries.extend(e.iter().copied());
    }
    p.print_optional_attr_dict(ctx.dictionary_attr(entries), &[]);
    p.out.push_str(" : ");
    p.print_type(body.value_type(callee));
}
