//! The signature of a function-like op as `func.func` and `llvm.func`
//! write it, `(%arg0: i32 {attrs} loc(..), ...) -> (i32 {attrs}, ...)`
//! (upstream's `function_interface_impl::parseFunctionSignatureWithArguments`
//! and `printFunctionSignature`, which both ops share), and its result
//! list, which call signatures write as well (`parseFunctionResultList`,
//! `printFunctionResultList`).
//!
//! Invariant: an argument or result without attributes has an empty
//! dictionary in the parsed lists, so they stay as long as the type
//! lists; [`push_arg_and_result_attrs`] stores them only when some entry
//! is not empty, as upstream's `addArgAndResultAttrs`.

use strata_ir::{Attribute, BlockId, Context, Ident, Type, TypeKind};

use crate::lexer::TokenKind;
use crate::parser::{ArgDef, PResult};
use crate::{OpPrinter, Parser};

/// Where the ops sharing the signature syntax part ways.
#[derive(Clone, Copy)]
pub struct SignatureSyntax {
    /// A trailing `...` makes the function variadic (upstream's
    /// `allowVariadic`, set by `llvm.func`).
    pub variadic: bool,
}

impl SignatureSyntax {
    /// Upstream's syntax without variadic arguments.
    pub const UPSTREAM: SignatureSyntax = SignatureSyntax { variadic: false };
}

/// A parsed signature.
pub struct ParsedSignature<'a> {
    /// The named arguments, for the entry block of a body (empty for a
    /// list of bare types).
    pub args: Vec<ArgDef<'a>>,
    pub arg_types: Vec<Type>,
    pub arg_attrs: Vec<Attribute>,
    pub result_types: Vec<Type>,
    pub result_attrs: Vec<Attribute>,
    /// Whether the argument list ended in `...`.
    pub variadic: bool,
}

/// `(args) [-> results]`: the arguments all named (`%a: i32`) or all bare
/// types, each with an optional attribute dictionary and location.
pub fn parse_function_signature<'a>(p: &mut Parser<'a>, syntax: &SignatureSyntax) -> PResult<ParsedSignature<'a>> {
    let mut sig = ParsedSignature {
        args: Vec::new(),
        arg_types: Vec::new(),
        arg_attrs: Vec::new(),
        result_types: Vec::new(),
        result_attrs: Vec::new(),
        variadic: false,
    };
    let mut named: Option<bool> = None;
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        if sig.variadic {
            return Err(p.custom_op_error_at(p.tok.start, "variadic arguments must be in the end of the argument list"));
        }
        if syntax.variadic && p.consume_if(TokenKind::Ellipsis) {
            sig.variadic = true;
            return Ok(());
        }
        let is_named = p.is(TokenKind::PercentIdent);
        if *named.get_or_insert(is_named) != is_named {
            let msg = if is_named { "expected type instead of SSA identifier" } else { "expected SSA identifier" };
            return Err(p.custom_op_error_at(p.tok.start, msg));
        }
        let operand = if is_named {
            let o = p.parse_ssa_use_without_result_number()?;
            p.expect(TokenKind::Colon, "expected ':'")?;
            Some(o)
        } else {
            None
        };
        let ty = p.parse_type()?;
        let attrs = p.parse_optional_attr_dict()?.unwrap_or_default();
        sig.arg_attrs.push(p.ctx.dictionary_attr(attrs));
        sig.arg_types.push(ty);
        let loc = p.parse_optional_trailing_location()?;
        if let Some(operand) = operand {
            sig.args.push(ArgDef { operand, ty, loc });
        }
        Ok(())
    })?;
    if p.consume_if(TokenKind::Arrow) {
        parse_function_result_list(p, &mut sig.result_types, &mut sig.result_attrs)?;
    }
    Ok(sig)
}

/// `(T {attrs}, ...)` or a bare `T` after `->`, appended to `types` and
/// `attrs`.
pub fn parse_function_result_list(
    p: &mut Parser<'_>,
    types: &mut Vec<Type>,
    attrs: &mut Vec<Attribute>,
) -> PResult<()> {
    if !p.is(TokenKind::LParen) {
        types.push(p.parse_type()?);
        attrs.push(p.ctx.empty_dictionary());
        return Ok(());
    }
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        types.push(p.parse_type()?);
        let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
        attrs.push(p.ctx.dictionary_attr(entries));
        Ok(())
    })
}

/// Appends `arg_attrs`/`res_attrs` to `entries`, each only when some of its
/// dictionaries is not empty.
pub fn push_arg_and_result_attrs(
    ctx: &Context,
    entries: &mut Vec<(Ident, Attribute)>,
    arg_attrs: Vec<Attribute>,
    res_attrs: Vec<Attribute>,
) {
    for (name, list) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if list.iter().any(|&a| !ctx.dict_entries(a).is_empty()) {
            entries.push((ctx.ident(name), ctx.array_attr(list)));
        }
    }
}

/// A signature to print; attribute lists may be shorter than the type
/// lists (missing entries print no dictionary).
pub struct SignatureView<'s> {
    pub arg_types: &'s [Type],
    pub arg_attrs: &'s [Attribute],
    pub result_types: &'s [Type],
    pub result_attrs: &'s [Attribute],
    pub variadic: bool,
}

/// Prints what [`parse_function_signature`] reads: the arguments named by
/// `entry`'s block arguments when there is a body, bare types otherwise;
/// no `->` without results.
pub fn print_function_signature(p: &mut OpPrinter<'_>, sig: &SignatureView<'_>, entry: Option<BlockId>) {
    let body = p.body;
    p.out.push('(');
    for (i, &ty) in sig.arg_types.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let attrs = sig.arg_attrs.get(i).copied();
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
    if sig.variadic {
        if !sig.arg_types.is_empty() {
            p.out.push_str(", ");
        }
        p.out.push_str("...");
    }
    p.out.push(')');
    if !sig.result_types.is_empty() {
        p.out.push_str(" -> ");
        print_function_result_list(p, sig.result_types, sig.result_attrs);
    }
}

/// `T` or `(T {attrs}, ...)`: parenthesized when there is more than one
/// result, the one is a function type, or it has attributes.
pub fn print_function_result_list(p: &mut OpPrinter<'_>, results: &[Type], res_attrs: &[Attribute]) {
    let ctx = p.ctx;
    let first_has_attrs = res_attrs.first().is_some_and(|&a| !ctx.dict_entries(a).is_empty());
    let parens = results.len() > 1
        || results.first().is_some_and(|&t| matches!(ctx.type_kind(t), TypeKind::Function { .. }))
        || first_has_attrs;
    if parens {
        p.out.push('(');
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.print_type(ty);
        if let Some(&a) = res_attrs.get(i) {
            p.print_optional_attr_dict(a, &[]);
        }
    }
    if parens {
        p.out.push(')');
    }
}
