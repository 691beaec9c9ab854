//! Custom forms of the scf ops upstream parses in C++: `scf.for`,
//! `scf.if`, `scf.while`, `scf.execute_region`.
//!
//! ```text
//! scf.for [unsigned] %iv = %lb to %ub step %step [iter_args(%a = %init, ...) -> (types)] [: type] {..} [attrs]
//! scf.if %cond [-> (types)] {..} [else {..}] [attrs]
//! scf.while [(%a = %init, ...)] : (types) -> types {before} do {after} [attributes {..}]
//! scf.execute_region [-> types] [no_inline] {..} [attrs]
//! scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v, ...)] [-> types] {..} [attrs]
//! scf.forall (%i, ...) in (ubs) | = (lbs) to (ubs) step (steps) [shared_outs(%o = %v, ...) -> (types)] {..} [attrs]
//! scf.forall.in_parallel {..} [attrs]
//! ```
//!
//! Both regions get an implicit `scf.yield` when written without one, and
//! print it only when it yields values.

use strata_ir::{Diagnostic, OpId, OperationState, Type, TypeKind, Value};
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

/// `(%a = %x, %b = %y)`: region arguments and the values they start from.
fn parse_assignment_list<'a>(
    p: &mut Parser<'a>,
) -> PResult<(Vec<strata_syntax::parser::UnresolvedOperand<'a>>, Vec<strata_syntax::parser::UnresolvedOperand<'a>>)> {
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        args.push(p.parse_ssa_use()?);
        p.expect(TokenKind::Equal, "expected '='")?;
        inits.push(p.parse_ssa_use()?);
        Ok(())
    })?;
    Ok((args, inits))
}

/// `(%a = %x, %b = %y)` after `prefix` (upstream's `printInitializationList`);
/// nothing when there are no initial values.
fn print_initialization_list(p: &mut OpPrinter<'_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.out.push_str(prefix);
    p.out.push('(');
    for (i, (&arg, &init)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        p.print_operand(arg);
        p.out.push_str(" = ");
        p.print_operand(init);
    }
    p.out.push(')');
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
        (iter_args, inits) = parse_assignment_list(p)?;
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
    print_initialization_list(p, args.get(1..).unwrap_or(&[]), inits, " iter_args");
    if !inits.is_empty() {
        p.out.push_str(" -> (");
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
    let (then_region, else_region) = p.parse_then_else_regions(YIELD, state.loc)?;
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

pub fn parse_while(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let (args, inits) = if p.is(TokenKind::LParen) { parse_assignment_list(p)? } else { (Vec::new(), Vec::new()) };
    p.expect(TokenKind::Colon, "expected ':'")?;
    let type_pos = p.tok.start;
    let fn_type = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(fn_type) else {
        return Err(p.error_at(
            type_pos,
            "invalid kind of type specified: expected builtin.function, but found a non-function type",
        ));
    };
    if inputs.len() != inits.len() {
        return Err(p.error_at(
            type_pos,
            format!("expected as many input types as operands (expected {} got {})", inits.len(), inputs.len()),
        ));
    }
    for (o, &ty) in inits.iter().zip(inputs) {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    state.result_types = results.as_slice().into();
    let region_args = args.into_iter().zip(inputs).map(|(operand, &ty)| ArgDef { operand, ty, loc: None }).collect();
    let before = p.parse_region(region_args, false)?;
    if !p.consume_keyword("do") {
        return Err(p.wrong_token_error("expected 'do'"));
    }
    let after = p.parse_region(Vec::new(), false)?;
    state.regions.push(before);
    state.regions.push(after);
    if p.consume_keyword("attributes") {
        let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    Ok(())
}

pub fn print_while(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    let regions = body.regions(op);
    let before_args: Vec<Value> = body.entry_block(regions[0]).map(|b| body.block_args(b).to_vec()).unwrap_or_default();
    let inits: Vec<Value> = body.operands(op).collect();
    print_initialization_list(p, &before_args, &inits, " ");
    p.out.push_str(" : ");
    let inputs: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_function_type(&inputs, &results);
    p.out.push(' ');
    p.print_region(regions[0], false, true, false);
    p.out.push_str(" do ");
    p.print_region(regions[1], true, true, false);
    p.print_optional_attr_dict_with_keyword(body.attrs(op), &[]);
}

pub fn parse_execute_region(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if p.is(TokenKind::Arrow) {
        state.result_types = parse_arrow_type_list(p)?.into();
    }
    let mut props = Vec::new();
    if p.consume_keyword("no_inline") {
        props.push((ctx.ident("no_inline"), ctx.unit_attr()));
    }
    state.properties = Some(ctx.dictionary_attr(props));
    state.regions.push(p.parse_region(Vec::new(), false)?);
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    Ok(())
}

pub fn print_execute_region(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_optional_arrow_type_list(&results);
    p.out.push(' ');
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    if ctx.dict_get(props, "no_inline").is_some() {
        p.out.push_str("no_inline ");
    }
    p.print_region(body.regions(op)[0], false, true, false);
    p.print_optional_attr_dict(body.attrs(op), &["no_inline"]);
}

/// The `custom<...>` directives of scf's declarative formats.
pub fn custom_directives() -> strata_syntax::format::CustomDirectives {
    let mut d = strata_syntax::format::CustomDirectives::new();
    d.register("SwitchCases", parse_switch_cases, print_switch_cases);
    d
}

/// `case 2 {..} case 5 {..}` (scf.index_switch; upstream's `parseSwitchCases`).
fn parse_switch_cases<'a>(p: &mut Parser<'a>, args: &mut [strata_syntax::format::CustomParseArg<'a>]) -> PResult<bool> {
    use strata_syntax::format::CustomParseArg;
    let mut values = Vec::new();
    let mut regions = Vec::new();
    while p.consume_keyword("case") {
        values.push(p.parse_int64()?);
        regions.push(p.parse_region(Vec::new(), false)?);
    }
    if let [CustomParseArg::Attr(cases), CustomParseArg::Regions(slot)] = args {
        *cases = Some(p.ctx.dense_i64_array(&values));
        *slot = regions;
    }
    Ok(true)
}

fn print_switch_cases(p: &mut OpPrinter<'_>, _op: OpId, args: &[strata_syntax::format::CustomPrintArg]) {
    use strata_syntax::format::CustomPrintArg;
    let [CustomPrintArg::Attr(cases), CustomPrintArg::Regions(regions)] = args else { return };
    let values = cases.map(|a| strata_ir::op_checks::dense_i64_values(p.ctx, a)).unwrap_or_default();
    for (value, &region) in values.iter().zip(regions) {
        p.newline();
        p.out.push_str("case ");
        p.out.push_str(&value.to_string());
        p.out.push(' ');
        p.print_region(region, false, true, false);
    }
}

/// `(%a, %b)` with exactly `count` operands when given (upstream's
/// `parseOperandList(..., requiredOperandCount, Paren)`).
fn parse_paren_operands<'a>(
    p: &mut Parser<'a>,
    count: Option<usize>,
) -> PResult<Vec<strata_syntax::parser::UnresolvedOperand<'a>>> {
    let start = p.tok.start;
    let mut operands = Vec::new();
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        operands.push(p.parse_ssa_use()?);
        Ok(())
    })?;
    match count {
        Some(n) if n != operands.len() => Err(p.custom_op_error_at(start, format!("expected {n} operands"))),
        _ => Ok(operands),
    }
}

pub fn parse_parallel(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let ivs = parse_paren_operands(p, None)?;
    let n = ivs.len();
    p.expect(TokenKind::Equal, "expected '='")?;
    let mut groups = Vec::new();
    for (i, keyword) in ["", "to", "step"].into_iter().enumerate() {
        if i > 0 && !p.consume_keyword(keyword) {
            return Err(p.wrong_token_error(format!("expected '{keyword}'")));
        }
        let operands = parse_paren_operands(p, Some(n))?;
        for o in &operands {
            let v = p.resolve_operand(o, index)?;
            state.operands.push(v);
        }
        groups.push(operands.len());
    }
    let inits = if p.consume_keyword("init") { parse_paren_operands(p, None)? } else { Vec::new() };
    if p.is(TokenKind::Arrow) {
        state.result_types = parse_arrow_type_list(p)?.into();
    }
    let args = ivs.into_iter().map(|operand| ArgDef { operand, ty: index, loc: None }).collect();
    let region = p.parse_region(args, false)?;
    groups.push(inits.len());
    let sizes = groups.iter().map(|&g| g as i64).collect::<Vec<_>>();
    let segment_sizes = ctx.dense_i32_array(&sizes);
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("operandSegmentSizes"), segment_sizes)]));
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    let result_types = state.result_types.clone();
    let inits = p.resolve_operands(&inits, &result_types, p.op_name_pos())?;
    state.operands.extend(inits);
    p.ensure_terminator(region, "scf.reduce", state.loc);
    state.regions.push(region);
    Ok(())
}

pub fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    let region = body.regions(op)[0];
    let ivs: Vec<Value> = body.entry_block(region).map(|b| body.block_args(b).to_vec()).unwrap_or_default();
    let operands: Vec<Value> = body.operands(op).collect();
    let n = ivs.len();
    let group = |k: usize| operands.get(k * n..(k + 1) * n).unwrap_or(&[]).to_vec();
    p.out.push_str(" (");
    p.print_operands(ivs.iter().copied());
    for (k, sep) in [") = (", ") to (", ") step ("].into_iter().enumerate() {
        p.out.push_str(sep);
        p.print_operands(group(k));
    }
    p.out.push(')');
    let inits = operands.get(3 * n..).unwrap_or(&[]);
    if !inits.is_empty() {
        p.out.push_str(" init (");
        p.print_operands(inits.iter().copied());
        p.out.push(')');
    }
    let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_optional_arrow_type_list(&results);
    p.out.push(' ');
    p.print_region(region, false, true, false);
    p.print_optional_attr_dict(body.attrs(op), &["operandSegmentSizes"]);
}

/// `(4, %n)`: a parenthesized dynamic index list.
fn parse_bound_list<'a>(p: &mut Parser<'a>) -> PResult<(Vec<strata_syntax::parser::UnresolvedOperand<'a>>, Vec<i64>)> {
    strata_syntax::format::common::parse_index_list(p, strata_syntax::format::common::Delimiter::Paren)
}

fn print_bound_list(p: &mut OpPrinter<'_>, values: &[Value], statics: &[i64]) {
    strata_syntax::format::common::print_index_list(
        p,
        values,
        statics,
        strata_syntax::format::common::Delimiter::Paren,
    );
}

const FORALL_ELIDED: [&str; 4] = ["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"];

pub fn parse_forall(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let ivs = parse_paren_operands(p, None)?;
    let n = ivs.len();
    let mut dynamic = [Vec::new(), Vec::new(), Vec::new()];
    let statics = if p.consume_keyword("in") {
        let (ubs, static_ubs) = parse_bound_list(p)?;
        dynamic[1] = ubs;
        [vec![0; n], static_ubs, vec![1; n]]
    } else {
        p.expect(TokenKind::Equal, "expected '='")?;
        let (lbs, static_lbs) = parse_bound_list(p)?;
        if !p.consume_keyword("to") {
            return Err(p.wrong_token_error("expected 'to'"));
        }
        let (ubs, static_ubs) = parse_bound_list(p)?;
        if !p.consume_keyword("step") {
            return Err(p.wrong_token_error("expected 'step'"));
        }
        let (steps, static_steps) = parse_bound_list(p)?;
        dynamic = [lbs, ubs, steps];
        [static_lbs, static_ubs, static_steps]
    };
    for group in &dynamic {
        for o in group {
            let v = p.resolve_operand(o, index)?;
            state.operands.push(v);
        }
    }
    let (mut out_args, mut outs) = (Vec::new(), Vec::new());
    let outs_at = p.tok.start;
    if p.consume_keyword("shared_outs") {
        (out_args, outs) = parse_assignment_list(p)?;
        if p.is(TokenKind::Arrow) {
            state.result_types = parse_arrow_type_list(p)?.into();
        }
        let types = state.result_types.clone();
        let values = p.resolve_operands(&outs, &types, outs_at)?;
        state.operands.extend(values);
    }
    let mut args: Vec<ArgDef<'_>> = ivs.into_iter().map(|operand| ArgDef { operand, ty: index, loc: None }).collect();
    args.extend(out_args.into_iter().zip(state.result_types.iter()).map(|(operand, &ty)| ArgDef {
        operand,
        ty,
        loc: None,
    }));
    let region = p.parse_region(args, false)?;
    ensure_in_parallel(p, region, state.loc);
    state.regions.push(region);
    // Inherent attributes (`mapping`) written in the dictionary are properties.
    let entries = p.parse_optional_attr_dict()?.unwrap_or_default();
    let (mut props, rest): (Vec<_>, Vec<_>) = entries.into_iter().partition(|(k, _)| ctx.ident_str(*k) == "mapping");
    let [lbs, ubs, steps] = &statics;
    props.push((ctx.ident("staticLowerBound"), ctx.dense_i64_array(lbs)));
    props.push((ctx.ident("staticUpperBound"), ctx.dense_i64_array(ubs)));
    props.push((ctx.ident("staticStep"), ctx.dense_i64_array(steps)));
    let sizes = [dynamic[0].len(), dynamic[1].len(), dynamic[2].len(), outs.len()].map(|s| s as i64);
    props.push((ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&sizes)));
    state.properties = Some(ctx.dictionary_attr(props));
    state.attrs = Some(ctx.dictionary_attr(rest));
    Ok(())
}

/// Upstream's `ensureTerminator` for `scf.forall`: an `scf.forall.in_parallel`
/// whose region holds one empty block.
fn ensure_in_parallel(p: &mut Parser<'_>, region: strata_ir::RegionId, loc: strata_ir::Location) {
    let block = match p.body.entry_block(region) {
        Some(b) => b,
        None => {
            let b = p.body.create_block();
            p.body.append_block(region, b);
            b
        }
    };
    let ends_in_terminator = p.body.last_op(block).is_some_and(|last| {
        p.ctx.op_info(p.body.op_name(last)).is_some_and(|i| i.has_trait(strata_ir::Traits::IS_TERMINATOR))
    });
    if ends_in_terminator {
        return;
    }
    let inner = p.body.create_region();
    let inner_block = p.body.create_block();
    p.body.append_block(inner, inner_block);
    let mut state = OperationState::new(p.ctx.op_name("scf.forall.in_parallel"), loc);
    state.regions.push(inner);
    let op = p.body.create_op(state, p.ctx.empty_dictionary());
    p.body.append_op(block, op);
}

pub fn print_forall(p: &mut OpPrinter<'_>, op: OpId) {
    use strata_ir::op_checks::dense_i64_values;
    let (ctx, body) = (p.ctx, p.body);
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let get = |name: &str| ctx.dict_get(props, name).map(|a| dense_i64_values(ctx, a)).unwrap_or_default();
    let (lbs, ubs, steps, sizes) =
        (get("staticLowerBound"), get("staticUpperBound"), get("staticStep"), get("operandSegmentSizes"));
    let operands: Vec<Value> = body.operands(op).collect();
    let mut groups = Vec::new();
    let mut start = 0usize;
    for &size in sizes.iter().take(4) {
        let end = (start + size.max(0) as usize).min(operands.len());
        groups.push(operands[start..end].to_vec());
        start = end;
    }
    groups.resize(4, Vec::new());
    let region = body.regions(op)[0];
    let args: Vec<Value> = body.entry_block(region).map(|b| body.block_args(b).to_vec()).unwrap_or_default();
    let n = ubs.len();
    p.out.push_str(" (");
    p.print_operands(args.iter().take(n).copied());
    let normalized = lbs.iter().all(|&v| v == 0) && steps.iter().all(|&v| v == 1);
    if normalized {
        p.out.push_str(") in ");
        print_bound_list(p, &groups[1], &ubs);
    } else {
        p.out.push_str(") = ");
        print_bound_list(p, &groups[0], &lbs);
        p.out.push_str(" to ");
        print_bound_list(p, &groups[1], &ubs);
        p.out.push_str(" step ");
        print_bound_list(p, &groups[2], &steps);
    }
    print_initialization_list(p, args.get(n..).unwrap_or(&[]), &groups[3], " shared_outs");
    p.out.push(' ');
    let results = body.results(op);
    if !groups[3].is_empty() {
        p.out.push_str("-> (");
        p.print_types(results.iter().map(|&r| body.value_type(r)));
        p.out.push_str(") ");
    }
    p.print_region(region, false, !results.is_empty(), false);
    // Upstream prints all attributes, inherent ones (`mapping`) included.
    let mut merged: Vec<_> =
        ctx.dict_entries(props).iter().filter(|(k, _)| !FORALL_ELIDED.contains(&ctx.ident_str(*k))).copied().collect();
    merged.extend(ctx.dict_entries(body.attrs(op)).iter().copied());
    let merged = ctx.dictionary_attr(merged);
    p.print_optional_attr_dict(merged, &[]);
}

/// `scf.forall.in_parallel {..}`: a region of parallel-combining ops.
pub fn parse_in_parallel(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let region = p.parse_region(Vec::new(), false)?;
    if p.body.region_is_empty(region) {
        let b = p.body.create_block();
        p.body.append_block(region, b);
    }
    state.regions.push(region);
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(p.ctx.dictionary_attr(entries));
    }
    Ok(())
}

pub fn print_in_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    p.out.push(' ');
    p.print_region(p.body.regions(op)[0], false, false, false);
    p.print_optional_attr_dict(p.body.attrs(op), &[]);
}
