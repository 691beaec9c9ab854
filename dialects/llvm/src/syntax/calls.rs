//! Calls: `llvm.call`, `llvm.invoke`, `llvm.call_intrinsic` (upstream's
//! `CallOp`, `InvokeOp`, `CallIntrinsicOp` `parse`/`print`, sharing
//! `parseCallTypeAndResolveOperands` and `call_interface_impl`'s
//! signature) and `llvm.landingpad`:
//!
//! ```text
//! llvm.call [cconv] [tailcall] (@f | %fnptr)(%args) [vararg(!llvm.func<...>)] [bundles] [{attrs}]
//!     : [!llvm.ptr,] (T {argattrs}, ...) -> (T {resattrs})
//! llvm.invoke [cconv] (@f | %fnptr)(%args) to ^bb(...) unwind ^bb(...) [vararg(...)] [bundles] [{attrs}] : ...
//! llvm.call_intrinsic "llvm.name"(%args) [bundles] [{attrs}] : (T, ...) -> T
//! llvm.landingpad [cleanup] ((catch | filter) %v : T)* [{attrs}] : T
//! ```
//!
//! Operands: the callee pointer (indirect calls), the arguments, (invoke:
//! the two destinations' operands,) then the bundles' operands;
//! `operandSegmentSizes` counts those groups and `op_bundle_sizes` splits
//! the last one.

use strata_ir::op_checks::inherent_attr;
use strata_ir::segments::counts_array;
use strata_ir::{AttrKind, Attribute, Ident, OpId, OperationState, Type, Value};
use strata_syntax::asm::function_signature::{
    parse_function_result_list, print_function_result_list, push_arg_and_result_attrs,
};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::bundles::{self, Bundles};
use super::functions::dict_list;
use super::{all_attrs, enum_keyword, print_optional_enum_keyword, set_attrs};
use crate::attrs::{CConv, TailCallKind};
use crate::types::{ArrayType, VoidType};

const CALL_ELIDED: [&str; 9] = [
    "callee",
    "TailCallKind",
    "var_callee_type",
    "CConv",
    "operandSegmentSizes",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
];

const INVOKE_ELIDED: [&str; 8] = [
    "callee",
    "operandSegmentSizes",
    "CConv",
    "var_callee_type",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
];

const CALL_INTRINSIC_ELIDED: [&str; 6] =
    ["operandSegmentSizes", "op_bundle_sizes", "intrin", "op_bundle_tags", "arg_attrs", "res_attrs"];

/// `(%a, %b)`: an operand list in parentheses, maybe empty.
fn parse_paren_operands<'a>(p: &mut Parser<'a>, operands: &mut Vec<UnresolvedOperand<'a>>) -> PResult<()> {
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        operands.push(p.parse_ssa_use()?);
        Ok(())
    })
}

/// The callee: `%fnptr` (pushed onto `operands`; `None`) or `@f` (its
/// symbol reference).
fn parse_callee<'a>(p: &mut Parser<'a>, operands: &mut Vec<UnresolvedOperand<'a>>) -> PResult<Option<Attribute>> {
    if p.is(TokenKind::PercentIdent) {
        operands.push(p.parse_ssa_use()?);
        return Ok(None);
    }
    let callee = p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::SymbolRef { .. }))?;
    Ok(Some(callee))
}

/// `vararg(!llvm.func<...>)` if present.
fn parse_vararg(p: &mut Parser<'_>) -> PResult<Option<Attribute>> {
    if !p.consume_keyword("vararg") {
        return Ok(None);
    }
    p.expect(TokenKind::LParen, "expected '('")?;
    let ty = p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::Type(_)))?;
    p.expect(TokenKind::RParen, "expected ')'")?;
    Ok(Some(ty))
}

/// `(T {attrs}, ...)`: the argument half of a call signature.
fn parse_type_and_attr_list(p: &mut Parser<'_>, types: &mut Vec<Type>, attrs: &mut Vec<Attribute>) -> PResult<()> {
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        types.push(p.parse_type()?);
        let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
        attrs.push(p.ctx.dictionary_attr(entries));
        Ok(())
    })
}

/// `: [ptr-type ,] (args) [-> results]`, resolving `operands` (upstream's
/// `parseCallTypeAndResolveOperands`); returns the argument and result
/// attribute dictionaries.
fn parse_call_types<'a>(
    p: &mut Parser<'a>,
    state: &mut OperationState,
    direct: bool,
    operands: &[UnresolvedOperand<'a>],
) -> PResult<(Vec<Attribute>, Vec<Attribute>)> {
    let at = p.tok.start;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let mut types = Vec::new();
    if !direct {
        types.push(p.parse_type()?);
        if !p.consume_if(TokenKind::Comma) {
            return Err(p.custom_op_error_at(at, "expected indirect call to have 2 trailing types"));
        }
    }
    let (mut arg_types, mut arg_attrs, mut res_types, mut res_attrs) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let signature = parse_type_and_attr_list(p, &mut arg_types, &mut arg_attrs).and_then(|()| {
        if p.consume_if(TokenKind::Arrow) {
            parse_function_result_list(p, &mut res_types, &mut res_attrs)?;
        }
        Ok(())
    });
    if let Err(e) = signature {
        let msg =
            if direct { "expected direct call to have 1 trailing types" } else { "expected trailing function type" };
        return Err(e.followed_by(p.custom_op_error_at(at, msg)));
    }
    if res_types.len() > 1 {
        return Err(p.custom_op_error_at(at, "expected function with 0 or 1 result"));
    }
    if res_types.first().is_some_and(|&t| p.ctx.type_storage::<VoidType>(t).is_some()) {
        return Err(p.custom_op_error_at(at, "expected a non-void result type"));
    }
    types.extend(arg_types);
    let values = p.resolve_operands(operands, &types, p.op_name_pos())?;
    state.operands.extend(values);
    state.result_types.extend(res_types);
    Ok((arg_attrs, res_attrs))
}

/// `[bundles] [{attrs}] : signature`, the tail every call form ends in:
/// the attributes (bundle tags, the dictionary, `arg_attrs`/`res_attrs`)
/// go to `entries`, the operands and results to `state`; returns the
/// bundles, whose operands are still to be resolved.
fn parse_bundles_attrs_and_types<'a>(
    p: &mut Parser<'a>,
    state: &mut OperationState,
    entries: &mut Vec<(Ident, Attribute)>,
    direct: bool,
    operands: &[UnresolvedOperand<'a>],
) -> PResult<Option<Bundles<'a>>> {
    let b = bundles::parse(p)?;
    if let Some(tags) = b.as_ref().and_then(|b| b.tags) {
        entries.push((p.ctx.ident("op_bundle_tags"), tags));
    }
    entries.extend(p.parse_optional_attr_dict()?.unwrap_or_default());
    let (arg_attrs, res_attrs) = parse_call_types(p, state, direct, operands)?;
    push_arg_and_result_attrs(p.ctx, entries, arg_attrs, res_attrs);
    Ok(b)
}

/// Resolves the bundles' operands onto `state` and records
/// `op_bundle_sizes`; returns how many operands they have.
fn finish_bundles<'a>(
    p: &mut Parser<'a>,
    state: &mut OperationState,
    b: Option<&Bundles<'a>>,
    entries: &mut Vec<(Ident, Attribute)>,
) -> PResult<usize> {
    let mut values: Vec<Value> = Vec::new();
    if let Some(b) = b {
        bundles::resolve(p, b, &mut values)?;
    }
    let sizes = b.map(|b| b.sizes.clone()).unwrap_or_default();
    entries.push((p.ctx.ident("op_bundle_sizes"), counts_array(p.ctx, &sizes)));
    let n = values.len();
    state.operands.extend(values);
    Ok(n)
}

/// Parses everything after `llvm.call`.
pub fn parse_call(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let cconv = enum_keyword::<CConv>(p).unwrap_or(CConv(0));
    let tail = enum_keyword::<TailCallKind>(p).unwrap_or(TailCallKind(0));
    let mut entries =
        vec![(ctx.ident("CConv"), ctx.dialect_attr(cconv)), (ctx.ident("TailCallKind"), ctx.dialect_attr(tail))];
    let mut operands = Vec::new();
    let callee = parse_callee(p, &mut operands)?;
    if let Some(c) = callee {
        entries.push((ctx.ident("callee"), c));
    }
    parse_paren_operands(p, &mut operands)?;
    if let Some(v) = parse_vararg(p)? {
        entries.push((ctx.ident("var_callee_type"), v));
    }
    let b = parse_bundles_attrs_and_types(p, state, &mut entries, callee.is_some(), &operands)?;
    let n = finish_bundles(p, state, b.as_ref(), &mut entries)?;
    entries.push((ctx.ident("operandSegmentSizes"), counts_array(p.ctx, &[operands.len(), n])));
    set_attrs(p, state, entries)
}

/// The callee and arguments of a call-like `op`: `(callee symbol, callee
/// operands)`, the pointer first when indirect.
fn callee_and_args(p: &OpPrinter<'_>, op: OpId) -> (Option<Attribute>, Vec<Value>) {
    let (ctx, body) = (p.ctx, p.body);
    let operands: Vec<Value> = body.operands(op).collect();
    let sizes = super::segment_ranges(ctx, body, op, "operandSegmentSizes", operands.len());
    let callee_ops = sizes.first().cloned().unwrap_or(0..operands.len());
    (inherent_attr(ctx, body, op, "callee"), operands[callee_ops].to_vec())
}

/// `@f(%a, %b)` or `%fnptr(%a, %b)`; returns the argument values.
fn print_callee_and_args(p: &mut OpPrinter<'_>, callee: Option<Attribute>, callee_ops: &[Value]) -> Vec<Value> {
    let args = match callee {
        Some(c) => {
            p.print_attr(c);
            callee_ops.to_vec()
        }
        None => {
            if let Some(&fnptr) = callee_ops.first() {
                p.print_operand(fnptr);
            }
            callee_ops.iter().skip(1).copied().collect()
        }
    };
    p.out.push('(');
    p.print_operands(args.iter().copied());
    p.out.push(')');
    args
}

/// ` vararg(T)` and ` [bundles]` when present.
fn print_vararg_and_bundles(p: &mut OpPrinter<'_>, op: OpId, bundle_group: usize) {
    let (ctx, body) = (p.ctx, p.body);
    if let Some(AttrKind::Type(t)) = inherent_attr(ctx, body, op, "var_callee_type").map(|a| ctx.attr_kind(a)) {
        p.out.push_str(" vararg(");
        p.print_type(*t);
        p.out.push(')');
    }
    if bundles::has_bundles(p, op) {
        let operands: Vec<Value> = body.operands(op).collect();
        let groups = super::segment_ranges(ctx, body, op, "operandSegmentSizes", operands.len());
        let group = groups.get(bundle_group).cloned().unwrap_or(0..0);
        p.out.push(' ');
        bundles::print(p, op, &operands[group], inherent_attr(ctx, body, op, "op_bundle_tags"));
    }
}

/// upstream's `processFMFAttr`: the attributes without a `fastmathFlags`
/// that is `none`.
pub(crate) fn without_default_fastmath(p: &OpPrinter<'_>, op: OpId) -> Attribute {
    let ctx = p.ctx;
    let all = all_attrs(ctx, p.body, op);
    let entries: Vec<(Ident, Attribute)> = ctx
        .dict_entries(all)
        .iter()
        .copied()
        .filter(|&(k, v)| {
            ctx.ident_str(k) != "fastmathFlags" || ctx.attr_storage::<crate::FastmathFlags>(v).is_none_or(|f| f.0 != 0)
        })
        .collect();
    ctx.dictionary_attr(entries)
}

/// ` : [ptr-type, ](args) -> results` (upstream's
/// `call_interface_impl::printFunctionSignature`).
fn print_call_signature(p: &mut OpPrinter<'_>, op: OpId, fnptr: Option<Value>, args: &[Value]) {
    let (ctx, body) = (p.ctx, p.body);
    p.out.push_str(" : ");
    if let Some(f) = fnptr {
        p.print_type(body.value_type(f));
        p.out.push_str(", ");
    }
    let arg_attrs = dict_list(p, inherent_attr(ctx, body, op, "arg_attrs"));
    let res_attrs = dict_list(p, inherent_attr(ctx, body, op, "res_attrs"));
    p.out.push('(');
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.print_type(body.value_type(a));
        if let Some(&d) = arg_attrs.get(i) {
            p.print_optional_attr_dict(d, &[]);
        }
    }
    p.out.push(')');
    p.out.push_str(" -> ");
    let results: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    if results.is_empty() {
        p.out.push_str("()");
    } else {
        print_function_result_list(p, &results, &res_attrs);
    }
}

/// Prints everything after `llvm.call`.
pub fn print_call(p: &mut OpPrinter<'_>, op: OpId) {
    p.out.push(' ');
    print_optional_enum_keyword::<CConv>(p, op, "CConv");
    print_optional_enum_keyword::<TailCallKind>(p, op, "TailCallKind");
    let (callee, callee_ops) = callee_and_args(p, op);
    let args = print_callee_and_args(p, callee, &callee_ops);
    print_vararg_and_bundles(p, op, 1);
    let attrs = without_default_fastmath(p, op);
    p.print_optional_attr_dict(attrs, &CALL_ELIDED);
    let fnptr = if callee.is_none() { callee_ops.first().copied() } else { None };
    print_call_signature(p, op, fnptr, &args);
}

/// `^bb` then an optional `(%a : T, ...)`, resolved (upstream's
/// `parseSuccessorAndUseList`).
fn parse_successor_and_uses(p: &mut Parser<'_>) -> PResult<(strata_ir::BlockId, Vec<Value>)> {
    let dest = p.parse_successor()?;
    let mut values = Vec::new();
    if p.consume_if(TokenKind::LParen) {
        let mut operands = Vec::new();
        loop {
            operands.push(p.parse_ssa_use()?);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        let at = p.tok.start;
        p.expect(TokenKind::Colon, "expected ':'")?;
        let types = p.parse_type_list_no_parens()?;
        values = p.resolve_operands(&operands, &types, at)?;
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    Ok((dest, values))
}

/// Parses everything after `llvm.invoke`.
pub fn parse_invoke(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let cconv = enum_keyword::<CConv>(p).unwrap_or(CConv(0));
    let mut entries = vec![(ctx.ident("CConv"), ctx.dialect_attr(cconv))];
    let mut operands = Vec::new();
    let callee = parse_callee(p, &mut operands)?;
    if let Some(c) = callee {
        entries.push((ctx.ident("callee"), c));
    }
    parse_paren_operands(p, &mut operands)?;
    if !p.consume_keyword("to") {
        return Err(p.custom_op_error_at(p.tok.start, "expected 'to'"));
    }
    let (normal, normal_ops) = parse_successor_and_uses(p)?;
    if !p.consume_keyword("unwind") {
        return Err(p.custom_op_error_at(p.tok.start, "expected 'unwind'"));
    }
    let (unwind, unwind_ops) = parse_successor_and_uses(p)?;
    if let Some(v) = parse_vararg(p)? {
        entries.push((ctx.ident("var_callee_type"), v));
    }
    let b = parse_bundles_attrs_and_types(p, state, &mut entries, callee.is_some(), &operands)?;
    // Upstream resolves the bundles before adding the destinations' operands.
    let mut bundle_values = Vec::new();
    if let Some(b) = &b {
        bundles::resolve(p, b, &mut bundle_values)?;
    }
    let sizes = b.as_ref().map(|b| b.sizes.clone()).unwrap_or_default();
    entries.push((ctx.ident("op_bundle_sizes"), counts_array(p.ctx, &sizes)));
    state.successors.extend([normal, unwind]);
    let segments = [operands.len(), normal_ops.len(), unwind_ops.len(), bundle_values.len()];
    state.operands.extend(normal_ops);
    state.operands.extend(unwind_ops);
    state.operands.extend(bundle_values);
    entries.push((ctx.ident("operandSegmentSizes"), counts_array(p.ctx, &segments)));
    set_attrs(p, state, entries)
}

/// Prints everything after `llvm.invoke`.
pub fn print_invoke(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    p.out.push(' ');
    print_optional_enum_keyword::<CConv>(p, op, "CConv");
    let (callee, callee_ops) = callee_and_args(p, op);
    let args = print_callee_and_args(p, callee, &callee_ops);
    let operands: Vec<Value> = body.operands(op).collect();
    let groups = super::segment_ranges(ctx, body, op, "operandSegmentSizes", operands.len());
    for (i, word) in [(1, " to "), (2, " unwind ")] {
        p.out.push_str(word);
        let group = groups.get(i).cloned().unwrap_or(0..0);
        if i - 1 < body.num_successors(op) {
            p.print_successor_and_use_list(body.successor(op, i - 1), &operands[group]);
        }
    }
    print_vararg_and_bundles(p, op, 3);
    p.print_optional_attr_dict(all_attrs(ctx, body, op), &INVOKE_ELIDED);
    let fnptr = if callee.is_none() { callee_ops.first().copied() } else { None };
    print_call_signature(p, op, fnptr, &args);
}

/// Parses everything after `llvm.call_intrinsic`.
pub fn parse_call_intrinsic(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let intrin = p.parse_attr_of_kind(Some(ctx.none_type()), |k| matches!(k, AttrKind::String { .. }))?;
    let mut entries = vec![(ctx.ident("intrin"), intrin)];
    let mut operands = Vec::new();
    parse_paren_operands(p, &mut operands)?;
    let b = parse_bundles_attrs_and_types(p, state, &mut entries, true, &operands)?;
    let n = finish_bundles(p, state, b.as_ref(), &mut entries)?;
    entries.push((ctx.ident("operandSegmentSizes"), counts_array(p.ctx, &[operands.len(), n])));
    set_attrs(p, state, entries)
}

/// Prints everything after `llvm.call_intrinsic`.
pub fn print_call_intrinsic(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    p.out.push(' ');
    if let Some(intrin) = inherent_attr(ctx, body, op, "intrin") {
        p.print_attr_without_type(intrin);
    }
    let operands: Vec<Value> = body.operands(op).collect();
    let groups = super::segment_ranges(ctx, body, op, "operandSegmentSizes", operands.len());
    let args = operands[groups.first().cloned().unwrap_or(0..operands.len())].to_vec();
    p.out.push('(');
    p.print_operands(args.iter().copied());
    p.out.push(')');
    if bundles::has_bundles(p, op) {
        let group = groups.get(1).cloned().unwrap_or(0..0);
        p.out.push(' ');
        bundles::print(p, op, &operands[group], inherent_attr(ctx, body, op, "op_bundle_tags"));
    }
    let attrs = without_default_fastmath(p, op);
    p.print_optional_attr_dict(attrs, &CALL_INTRINSIC_ELIDED);
    print_call_signature(p, op, None, &args);
}

/// Parses everything after `llvm.landingpad`.
pub fn parse_landingpad(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut entries = Vec::new();
    if p.consume_keyword("cleanup") {
        entries.push((ctx.ident("cleanup"), ctx.unit_attr()));
    }
    // Upstream consumes a `(` before looking for the clause keyword.
    while p.consume_if(TokenKind::LParen) && (p.consume_keyword("filter") || p.consume_keyword("catch")) {
        let operand = p.parse_ssa_use()?;
        p.expect(TokenKind::Colon, "expected ':'")?;
        let ty = p.parse_type()?;
        let v = p.resolve_operand(&operand, ty)?;
        state.operands.push(v);
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    state.result_types.push(ty);
    set_attrs(p, state, entries)
}

/// Prints everything after `llvm.landingpad`.
pub fn print_landingpad(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let cleanup = inherent_attr(ctx, body, op, "cleanup").is_some();
    p.out.push_str(if cleanup { " cleanup " } else { " " });
    for v in body.operands(op) {
        let ty = body.value_type(v);
        p.out.push('(');
        p.out.push_str(if ctx.type_storage::<ArrayType>(ty).is_some() { "filter " } else { "catch " });
        p.print_operand(v);
        p.out.push_str(" : ");
        p.print_type(ty);
        p.out.push_str(") ");
    }
    p.print_optional_attr_dict(all_attrs(ctx, body, op), &["cleanup"]);
    p.out.push_str(": ");
    if let Some(&r) = body.results(op).first() {
        p.print_type(body.value_type(r));
    }
}
