//! `affine.for` and `affine.if`: upstream's `AffineForOp::parse/print`
//! with `parseBound`/`printBound`, and `AffineIfOp::parse/print`.
//!
//! Invariants: every region gets an implicit `affine.yield` when written
//! without a terminator, and prints its terminator only when the op has
//! results; `affine.for` records `operandSegmentSizes` (lower-bound,
//! upper-bound, initial-value operand counts) and its bounds as maps
//! (`%n` is `()[s0] -> (s0)`, `5` is `() -> (5)`).

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{AttrKind, Attribute, OpId, OperationState, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{ArgDef, PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::{
    affine_map_of, inherent, int_value, integer_set_of, parse_arrow_type_list, parse_attr_dict,
    parse_dim_and_symbol_list, print_dim_and_symbol_list, print_value_or_null, result_types, set_properties, YIELD,
};

// ---- affine.for ----

/// One loop bound (upstream's `parseBound`): `%n` (a symbol), an integer,
/// or `[max|min] #map(%dims)[%syms]`; its operands go to `state`, and the
/// bound's map is returned.
fn parse_bound(p: &mut Parser<'_>, state: &mut OperationState, is_lower: bool) -> PResult<Attribute> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    // `max`/`min` is sugar, required only when the map has several results.
    let prefixed = p.consume_keyword(if is_lower { "max" } else { "min" });
    let operands = p.parse_optional_operand_list()?;
    if let Some(first) = operands.first() {
        if operands.len() > 1 {
            return Err(p.custom_op_error_at(p.op_name_pos(), "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(first, index)?;
        state.operands.push(v);
        let map = AffineMap { num_dims: 0, num_symbols: 1, results: vec![AffineExpr::symbol(0)] };
        return Ok(ctx.affine_map_attr(map));
    }
    let at = p.tok.start;
    let attr = p.parse_attribute(Some(index))?;
    match ctx.attr_kind(attr) {
        AttrKind::AffineMap(map) => {
            let (values, num_dims) = parse_dim_and_symbol_list(p)?;
            if map.num_dims as usize != num_dims {
                let msg = "dim operand count and affine map dim count must match";
                return Err(p.custom_op_error_at(p.op_name_pos(), msg));
            }
            if num_dims + map.num_symbols as usize != values.len() {
                let msg = "symbol operand count and affine map symbol count must match";
                return Err(p.custom_op_error_at(p.op_name_pos(), msg));
            }
            if map.results.len() > 1 && !prefixed {
                let msg = if is_lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.custom_op_error_at(at, msg));
            }
            state.operands.extend(values);
            Ok(attr)
        }
        AttrKind::Integer { value, .. } => {
            let c = value.to_i64().unwrap_or(0);
            let map = AffineMap { num_dims: 0, num_symbols: 0, results: vec![AffineExpr::constant(c)] };
            Ok(ctx.affine_map_attr(map))
        }
        _ => Err(p.custom_op_error_at(p.op_name_pos(), "expected valid affine map representation for loop bounds")),
    }
}

pub fn parse_for(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let iv = p.parse_ssa_use_without_result_number()?;
    // Upstream's `parseArgument`: the induction variable may carry a
    // location.
    let iv_loc = p.parse_optional_trailing_location()?;
    p.expect(TokenKind::Equal, "expected '='")?;
    let lower = parse_bound(p, state, true)?;
    let num_lower = state.operands.len();
    if !p.consume_keyword("to") {
        return Err(p.custom_op_error_at(p.tok.start, "expected 'to' between bounds"));
    }
    let upper = parse_bound(p, state, false)?;
    let num_upper = state.operands.len() - num_lower;
    let step = if p.consume_keyword("step") {
        let at = p.tok.start;
        let step = p.parse_attr_of_kind(Some(index), |k| matches!(k, AttrKind::Integer { .. }))?;
        if matches!(ctx.attr_kind(step), AttrKind::Integer { value, .. } if value.is_negative()) {
            return Err(p.custom_op_error_at(at, "expected step to be representable as a positive signed integer"));
        }
        step
    } else {
        ctx.integer_attr(index, 1)
    };
    let mut args = vec![ArgDef { operand: iv, ty: index, loc: iv_loc }];
    let mut types = Vec::new();
    if p.consume_keyword("iter_args") {
        let inits = parse_assignment_list(p, &mut args)?;
        types = parse_arrow_type_list(p)?;
        // Upstream resolves the pairs it has, then checks the counts.
        for ((arg, init), &ty) in args[1..].iter_mut().zip(&inits).zip(&types) {
            arg.ty = ty;
            let v = p.resolve_operand(init, ty)?;
            state.operands.push(v);
        }
    }
    let num_inits = state.operands.len() - num_lower - num_upper;
    if args.len() != types.len() + 1 {
        let msg = "mismatch between the number of loop-carried values and results";
        return Err(p.custom_op_error_at(p.op_name_pos(), msg));
    }
    let sizes = [num_lower as i64, num_upper as i64, num_inits as i64];
    let segments = ctx.dense_i32_array(&sizes);
    let region = p.parse_region(args, false)?;
    p.ensure_terminator(region, YIELD, state.loc);
    state.regions.push(region);
    state.result_types = types.into();
    set_properties(
        ctx,
        state,
        vec![("lowerBoundMap", lower), ("operandSegmentSizes", segments), ("step", step), ("upperBoundMap", upper)],
    );
    parse_attr_dict(p, state)
}

/// `(%a = %x, %b = %y)` (upstream's `parseAssignmentList`): the region
/// arguments go to `args` (typed later), the initial values are returned.
fn parse_assignment_list<'a>(p: &mut Parser<'a>, args: &mut Vec<ArgDef<'a>>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    if !p.is(TokenKind::LParen) {
        return Err(p.custom_op_error_at(p.tok.start, "expected '('"));
    }
    let index = p.ctx.index_type();
    let mut inits = Vec::new();
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')'", |p| {
        let operand = p.parse_ssa_use_without_result_number()?;
        args.push(ArgDef { operand, ty: index, loc: None });
        p.expect(TokenKind::Equal, "expected '='")?;
        inits.push(p.parse_ssa_use()?);
        Ok(())
    })?;
    Ok(inits)
}

/// The lower-bound, upper-bound and initial-value operands of an
/// `affine.for`: by its `operandSegmentSizes`, else by its maps' inputs.
fn for_operand_groups(p: &OpPrinter<'_>, op: OpId) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let ctx = p.ctx;
    let operands: Vec<Value> = p.body.operands(op).collect();
    let inputs = |name| affine_map_of(ctx, inherent(p, op, name)).map_or(0, |m| (m.num_dims + m.num_symbols) as i64);
    let sizes = match inherent(p, op, "operandSegmentSizes") {
        Some(a) => strata_ir::op_checks::dense_i64_values(ctx, a),
        None => vec![inputs("lowerBoundMap"), inputs("upperBoundMap")],
    };
    let n_lower = (sizes.first().copied().unwrap_or(0).max(0) as usize).min(operands.len());
    let n_upper = (sizes.get(1).copied().unwrap_or(0).max(0) as usize).min(operands.len() - n_lower);
    let (lower, rest) = operands.split_at(n_lower);
    let (upper, inits) = rest.split_at(n_upper);
    (lower.to_vec(), upper.to_vec(), inits.to_vec())
}

/// Upstream's `printBound`: a constant, a single symbol's operand, or the
/// map (after `max`/`min` when it has several results) with its operands.
fn print_bound(p: &mut OpPrinter<'_>, map_attr: Option<Attribute>, operands: &[Value], prefix: &str) {
    let ctx = p.ctx;
    let Some(map_attr) = map_attr else { return };
    let Some(map) = affine_map_of(ctx, Some(map_attr)) else {
        p.print_attr(map_attr);
        return;
    };
    if let [e] = map.results.as_slice() {
        match (map.num_dims, map.num_symbols, e) {
            (0, 0, AffineExpr::Constant(c)) => return p.out.push_str(&c.to_string()),
            (0, 1, AffineExpr::Symbol(_)) => return print_value_or_null(p, operands.first()),
            _ => {}
        }
    } else {
        p.out.push_str(prefix);
        p.out.push(' ');
    }
    let num_dims = map.num_dims as usize;
    p.print_attr(map_attr);
    print_dim_and_symbol_list(p, operands, num_dims);
}

pub fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let Some(&region) = body.regions(op).first() else { return };
    let args: Vec<Value> = body.entry_block(region).map(|b| body.block_args(b).to_vec()).unwrap_or_default();
    let (lower, upper, inits) = for_operand_groups(p, op);
    p.out.push(' ');
    print_value_or_null_arg(p, args.first());
    p.out.push_str(" = ");
    print_bound(p, inherent(p, op, "lowerBoundMap"), &lower, "max");
    p.out.push_str(" to ");
    print_bound(p, inherent(p, op, "upperBoundMap"), &upper, "min");
    let step = int_value(ctx, inherent(p, op, "step")).unwrap_or(1);
    if step != 1 {
        p.out.push_str(&format!(" step {step}"));
    }
    if !inits.is_empty() {
        p.out.push_str(" iter_args(");
        for (i, init) in inits.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            print_value_or_null(p, args.get(i + 1));
            p.out.push_str(" = ");
            p.print_operand(*init);
        }
        p.out.push_str(") -> (");
        let types = result_types(p, op);
        p.print_types(types);
        p.out.push(')');
    }
    p.out.push(' ');
    p.print_region(region, false, !inits.is_empty(), false);
    p.print_optional_attr_dict(body.attrs(op), &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"]);
}

/// The induction variable, with its location under `--mlir-print-debuginfo`.
fn print_value_or_null_arg(p: &mut OpPrinter<'_>, arg: Option<&Value>) {
    match arg {
        Some(&v) => p.print_region_argument_without_type(v),
        None => p.out.push_str("<<NULL VALUE>>"),
    }
}

// ---- affine.if ----

pub fn parse_if(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let set_attr = p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::IntegerSet(_)))?;
    let (operands, num_dims) = parse_dim_and_symbol_list(p)?;
    let (set_dims, set_symbols) = integer_set_of(ctx, Some(set_attr)).map_or((0, 0), |s| (s.num_dims, s.num_symbols));
    if set_dims as usize != num_dims {
        return Err(p.custom_op_error_at(p.op_name_pos(), "dim operand count and integer set dim count must match"));
    }
    if num_dims + set_symbols as usize != operands.len() {
        let msg = "symbol operand count and integer set symbol count must match";
        return Err(p.custom_op_error_at(p.op_name_pos(), msg));
    }
    state.operands.extend(operands);
    if p.is(TokenKind::Arrow) {
        state.result_types = parse_arrow_type_list(p)?.into();
    }
    let (then_region, else_region) = p.parse_then_else_regions(YIELD, state.loc)?;
    state.regions.push(then_region);
    state.regions.push(else_region);
    set_properties(ctx, state, vec![("condition", set_attr)]);
    parse_attr_dict(p, state)
}

pub fn print_if(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let set_attr = inherent(p, op, "condition");
    let num_dims = integer_set_of(ctx, set_attr).map_or(0, |s| s.num_dims as usize);
    p.out.push(' ');
    if let Some(attr) = set_attr {
        p.print_attr(attr);
    }
    let operands: Vec<Value> = body.operands(op).collect();
    print_dim_and_symbol_list(p, &operands, num_dims);
    let types = result_types(p, op);
    p.print_optional_arrow_type_list(&types);
    let print_terminators = !types.is_empty();
    p.out.push(' ');
    let regions = body.regions(op);
    p.print_region(regions[0], false, print_terminators, false);
    if let Some(&else_region) = regions.get(1).filter(|&&r| !body.region_is_empty(r)) {
        p.out.push_str(" else ");
        p.print_region(else_region, false, print_terminators, false);
    }
    p.print_optional_attr_dict(body.attrs(op), &["condition"]);
}
