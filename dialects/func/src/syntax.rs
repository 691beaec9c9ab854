//! The custom form of `func.func` (upstream's
//! `function_interface_impl::{parse,print}FunctionOp`), which other
//! dialects' function ops share:
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

use strata_ir::{AttrKind, OpId, OperationState, TypeKind};
use strata_syntax::asm::function_signature::{
    parse_function_signature, print_function_signature, push_arg_and_result_attrs, SignatureSyntax, SignatureView,
};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

/// Attributes the signature syntax carries; `attributes {...}` may not repeat them.
/// What the custom form says elsewhere, so the printer leaves it out of
/// the `attributes` dictionary.
const INFERRED: [&str; 5] = ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"];

/// What the parser refuses in the `attributes` dictionary, in the order
/// upstream's `parseFunctionOp` asks. `arg_attrs`/`res_attrs` may be
/// written there instead of beside the arguments and results.
const DISALLOWED: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

/// Parses everything after `func.func` (or another function op's name:
/// messages name the op being parsed).
pub fn parse_func(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let op_name = ctx.op_name_str(state.name).to_string();
    let mut props = Vec::new();
    for vis in ["private", "nested", "public"] {
        if p.consume_keyword(vis) {
            props.push((ctx.ident("sym_visibility"), ctx.string_attr(vis)));
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    props.push((ctx.ident("sym_name"), ctx.string_attr(&name)));

    // Bare argument types serve a declaration, or the older form whose entry block names them.
    let sig = parse_function_signature(p, &SignatureSyntax::UPSTREAM)?;
    let fn_type = ctx.function_type(sig.arg_types, sig.result_types);
    props.push((ctx.ident("function_type"), ctx.type_attr(fn_type)));
    push_arg_and_result_attrs(ctx, &mut props, sig.arg_attrs, sig.result_attrs);
    let args = sig.args;

    // Upstream reports what the dictionary may not hold at its keyword.
    let at = p.tok.start;
    if p.consume_keyword("attributes") {
        let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
        if let Some(name) = DISALLOWED.iter().find(|&&n| entries.iter().any(|(k, _)| ctx.ident_str(*k) == n)) {
            return Err(p.error_at(
                at,
                format!(
                    "custom op '{op_name}' '{name}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
        // Inherent attributes written in the dictionary are properties;
        // one also written beside the arguments or results is twice there.
        let (inherent, rest): (Vec<_>, Vec<_>) =
            entries.into_iter().partition(|(k, _)| matches!(ctx.ident_str(*k), "arg_attrs" | "res_attrs"));
        for (k, v) in inherent {
            if props.iter().any(|(p, _)| *p == k) {
                return Err(p.custom_op_error_at(
                    p.op_name_pos(),
                    format!("attribute '{}' occurs more than once in the attribute list", ctx.ident_str(k)),
                ));
            }
            props.push((k, v));
        }
        state.attrs = Some(ctx.dictionary_attr(rest));
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
            return Err(p.error_here(format!("custom op '{op_name}' expected non-empty function body")));
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
        Some(AttrKind::Array(items)) => items.as_slice(),
        _ => &[],
    };
    let region = body.regions(op).first().copied();
    let sig = SignatureView {
        arg_types: inputs,
        arg_attrs: array("arg_attrs"),
        result_types: results,
        result_attrs: array("res_attrs"),
        variadic: false,
    };
    print_function_signature(p, &sig, region.and_then(|r| body.entry_block(r)));
    // Upstream prints the op's attributes, inherent ones from its
    // properties (`no_inline`) included, the inferred ones elided.
    p.print_merged_attr_dicts(&[props, body.attrs(op)], &INFERRED, true);
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
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    p.print_merged_attr_dicts(&[props, body.attrs(op)], &[], false);
    p.out.push_str(" : ");
    p.print_type(body.value_type(callee));
}
