//! Custom forms of `scf.for` and `scf.if` (upstream's `ForOp::parse/print`,
//! `IfOp::parse/print`).
//!
//! ```text
//! scf.for [unsigned] %iv = %lb to %ub step %step [iter_args(%a = %init, ...) -> (types)] [: type] {..} [attrs]
//! scf.if %cond [-> (types)] {..} [else {..}] [attrs]
//! ```
//!
//! Both regions get an implicit `scf.yield` when written without one, and
//! print it only when it yields values.

use strata_ir::{Diagnostic, OpId, OperationState, Type};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{ArgDef, PResult};
use strata_syntax::{OpPrinter, Parser};

const YIELD: &str = "scf.yield";

/// `-> (t1, t2)` or `-> t`.
fn parse_arrow_type_list(p: &mut Parser<'_>) -> PResult<Vec<Type>> {
    p.expect(TokenKind::Arrow, "expected '->'")?;
    if !p.is(TokenKind::LParen) {
        return Ok(vec![p.parse_type()?]);
    }
    let mut types = Vec::new();
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        types.push(p.parse_type()?);
        Ok(())
    })?;
    Ok(types)
}

pub fn parse_for(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let unsigned = p.consume_keyword("unsigned");
    let iv = p.parse_ssa_use()?;
    p.expect(TokenKind::Equal, "expected '='")?;
    let lb = p.parse_ssa_use()?;
    if !p.consume_keyword("to") {
        return Err(p.wrong_token_error("expected 'to'"));
    }
    let ub = p.parse_ssa_use()?;
    if !p.consume_keyword("step") {
        return Err(p.wrong_token_error("expected 'step'"));
    }
    let step = p.parse_ssa_use()?;
    let mut iter_args = Vec::new();
    let mut inits = Vec::new();
    let mut result_types = Vec::new();
    if p.consume_keyword("iter_args") {
        p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
            iter_args.push(p.parse_ssa_use()?);
            p.expect(TokenKind::Equal, "expected '='")?;
            inits.push(p.parse_ssa_use()?);
            Ok(())
        })?;
        result_types = parse_arrow_type_list(p)?;
    }
    if iter_args.len() != result_types.len() {
        // Reported at the op name, as upstream.
        return Err(Diagnostic::error(state.loc, "mismatch in number of loop-carried values and defined values"));
    }
    let iv_type = if p.consume_if(TokenKind::Colon) { p.parse_type()? } else { ctx.index_type() };
    let mut args = vec![ArgDef { operand: iv, ty: iv_type, loc: None }];
    for (a, &ty) in iter_args.into_iter().zip(&result_types) {
        args.push(ArgDef { operand: a, ty, loc: None });
    }
    let region = p.parse_region(args, false)?;
    p.ensure_terminator(region, YIELD, state.loc);
    // Operands are resolved after the body, as upstream, so a bound defined
    // inside the body is reported as such.
    for o in [&lb, &ub, &step] {
        let v = p.resolve_operand(o, iv_type)?;
        state.operands.push(v);
    }
    for (o, &ty) in inits.iter().zip(&result_types) {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    state.result_types = result_types.into();
    state.regions.push(region);
    let mut props = Vec::new();
    if unsigned {
        props.push((ctx.ident("unsignedCmp"), ctx.unit_attr()));
    }
    state.properties = Some(ctx.dictionary_attr(props));
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    Ok(())
}

pub fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    if ctx.dict_get(props, "unsignedCmp").is_some() {
        p.out.push_str(" unsigned");
    }
    let region = body.regions(op)[0];
    let entry = body.entry_block(region);
    let args: Vec<_> = entry.map(|b| body.block_args(b).to_vec()).unwrap_or_default();
    let operands: Vec<_> = body.operands(op).collect();
    p.out.push(' ');
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    p.out.push_str(" = ");
    p.print_operand(operands[0]);
    p.out.push_str(" to ");
    p.print_operand(operands[1]);
    p.out.push_str(" step ");
    p.print_operand(operands[2]);
    let inits = &operands[3..];
    if !inits.is_empty() {
        p.out.push_str(" iter_args(");
        for (i, (&arg, &init)) in args[1..].iter().zip(inits).enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            p.print_operand(arg);
            p.out.push_str(" = ");
            p.print_operand(init);
        }
        p.out.push_str(") -> (");
        p.print_types(inits.iter().map(|&v| body.value_type(v)));
        p.out.push(')');
    }
    p.out.push(' ');
    if let Some(&iv) = args.first() {
        let ty = body.value_type(iv);
        if !ctx.is_index(ty) {
            // Upstream prints the separator after a space already emitted.
            p.out.push_str(" : ");
            p.print_type(ty);
            p.out.push(' ');
        }
    }
    p.print_region(region, false, !inits.is_empty(), false);
    p.print_optional_attr_dict(body.attrs(op), &["unsignedCmp"]);
}

pub fn parse_if(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let cond = p.parse_ssa_use()?;
    let v = p.resolve_operand(&cond, ctx.integer_type(1))?;
    state.operands.push(v);
    if p.is(TokenKind::Arrow) {
        state.result_types = parse_arrow_type_list(p)?.into();
    }
    let then_region = p.parse_region(Vec::new(), false)?;
    p.ensure_terminator(then_region, YIELD, state.loc);
    let else_region = if p.consume_keyword("else") {
        let r = p.parse_region(Vec::new(), false)?;
        p.ensure_terminator(r, YIELD, state.loc);
        r
    } else {
        p.body.create_region()
    };
    state.regions.push(then_region);
    state.regions.push(else_region);
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    Ok(())
}

pub fn print_if(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    p.out.push(' ');
    p.print_operand(body.operand(op, 0));
    let results = body.results(op);
    let print_terminators = !results.is_empty();
    if print_terminators {
        p.out.push_str(" -> (");
        p.print_types(results.iter().map(|&v| body.value_type(v)));
        p.out.push(')');
    }
    p.out.push(' ');
    let regions = body.regions(op);
    p.print_region(regions[0], false, print_terminators, false);
    if let Some(&else_region) = regions.get(1).filter(|&&r| !body.region_is_empty(r)) {
        p.out.push_str(" else ");
        p.print_region(else_region, false, print_terminators, false);
    }
    p.print_optional_attr_dict(body.attrs(op), &[]);
}
