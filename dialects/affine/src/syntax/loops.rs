//! `affine.for`, `affine.if` and `affine.parallel`: the custom forms with
//! regions (upstream's `AffineForOp::parse/print` with `parseBound`/
//! `printBound`, `AffineIfOp`, and `AffineParallelOp` with
//! `parseAffineMapWithMinMax`/`printMinMaxBound`).
//!
//! Invariants: every region gets an implicit `affine.yield` when written
//! without a terminator, and prints its terminator only when the op has
//! results; `affine.for` records `operandSegmentSizes` (lower-bound,
//! upper-bound, initial-value operand counts); `affine.parallel`'s bound
//! maps take each distinct SSA value once (dimensions first, then
//! symbols), with `lowerBoundsGroups`/`upperBoundsGroups` saying how many
//! results each `max(...)`/`min(...)` group has.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{
    ApInt, AttrKind, Attribute, Context, DenseElements, DenseValue, OpId, OperationState, Type, TypeKind, Value,
};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{AffineDelimiter, ArgDef, PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::{
    affine_map_of, inherent, int_value, integer_set_of, parse_attr_dict, parse_attr_of_kind, parse_dim_and_symbol_list,
    print_dim_and_symbol_list, print_value_or_null, resolve_index, set_properties,
};

const YIELD: &str = "affine.yield";

/// `-> t` or `-> (t1, t2)` (upstream's `parseArrowTypeList`).
fn parse_arrow_type_list(p: &mut Parser<'_>) -> PResult<Vec<Type>> {
    p.expect(TokenKind::Arrow, "expected '->'")?;
    p.parse_function_result_types()
}

/// ` -> t` or ` -> (t1, t2)` when there are results (upstream's
/// `printOptionalArrowTypeList`).
fn print_optional_arrow_type_list(p: &mut OpPrinter<'_>, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    p.out.push_str(" -> ");
    let parens = types.len() > 1 || matches!(p.ctx.type_kind(types[0]), TypeKind::Function { .. });
    if parens {
        p.out.push('(');
    }
    p.print_types(types.iter().copied());
    if parens {
        p.out.push(')');
    }
}

fn result_types(p: &OpPrinter<'_>, op: OpId) -> Vec<Type> {
    p.body.results(op).iter().map(|&v| p.body.value_type(v)).collect()
}

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
        return Ok(ctx.intern_attr(AttrKind::AffineMap(Box::new(map))));
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
            Ok(ctx.intern_attr(AttrKind::AffineMap(Box::new(map))))
        }
        _ => Err(p.custom_op_error_at(p.op_name_pos(), "expected valid affine map representation for loop bounds")),
    }
}

pub fn parse_for(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let iv = p.parse_ssa_use_without_result_number()?;
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
        let step = parse_attr_of_kind(p, Some(index), |k| matches!(k, AttrKind::Integer { .. }))?;
        if matches!(ctx.attr_kind(step), AttrKind::Integer { value, .. } if value.is_negative()) {
            return Err(p.custom_op_error_at(at, "expected step to be representable as a positive signed integer"));
        }
        step
    } else {
        ctx.integer_attr(index, 1)
    };
    let mut args = vec![ArgDef { operand: iv, ty: index, loc: None }];
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
    let segments = strata_syntax::format::common::dense_i32_array(ctx, &sizes);
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
        Some(a) => strata_syntax::format::common::dense_i64_values(ctx, a),
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
    let set_attr = parse_attr_of_kind(p, None, |k| matches!(k, AttrKind::IntegerSet(_)))?;
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
    let then_region = p.parse_region(Vec::new(), false)?;
    p.ensure_terminator(then_region, YIELD, state.loc);
    // The else region exists even when empty.
    let else_region = if p.consume_keyword("else") {
        let r = p.parse_region(Vec::new(), false)?;
        p.ensure_terminator(r, YIELD, state.loc);
        r
    } else {
        p.body.create_region()
    };
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
    print_optional_arrow_type_list(p, &types);
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

// ---- affine.parallel ----

/// `arith::AtomicRMWKind` by value: the reductions `affine.parallel` names.
const REDUCTIONS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

/// `expr` with each dimension `d<i>` replaced by `d<dims[i]>` and each
/// symbol `s<i>` by `s<symbols[i]>`, rebuilt through the simplifying
/// constructors as upstream's `replaceDimsAndSymbols` (iteratively: the
/// tree may be as deep as the parser's nesting limit).
fn renumber(expr: &AffineExpr, dims: &[u32], symbols: &[u32]) -> AffineExpr {
    enum Step<'e> {
        Visit(&'e AffineExpr),
        Combine(&'e AffineExpr),
    }
    let mut stack = vec![Step::Visit(expr)];
    let mut done: Vec<AffineExpr> = Vec::new();
    while let Some(step) = stack.pop() {
        match step {
            Step::Visit(e) => match e {
                AffineExpr::Dim(i) => done.push(AffineExpr::dim(dims.get(*i as usize).copied().unwrap_or(*i))),
                AffineExpr::Symbol(i) => done.push(AffineExpr::symbol(symbols.get(*i as usize).copied().unwrap_or(*i))),
                AffineExpr::Constant(_) => done.push(e.clone()),
                AffineExpr::Add(l, r)
                | AffineExpr::Mul(l, r)
                | AffineExpr::Mod(l, r)
                | AffineExpr::FloorDiv(l, r)
                | AffineExpr::CeilDiv(l, r) => {
                    stack.push(Step::Combine(e));
                    stack.push(Step::Visit(r));
                    stack.push(Step::Visit(l));
                }
            },
            Step::Combine(e) => {
                let (Some(r), Some(l)) = (done.pop(), done.pop()) else { break };
                done.push(match e {
                    AffineExpr::Add(..) => l.add(r),
                    AffineExpr::Mul(..) => l.mul(r),
                    AffineExpr::Mod(..) => l.modulo(r),
                    AffineExpr::FloorDiv(..) => l.floor_div(r),
                    _ => l.ceil_div(r),
                });
            }
        }
    }
    done.pop().unwrap_or_else(|| expr.clone())
}

/// One result of a parallel bound with the SSA uses of its own
/// dimensions and symbols.
struct BoundExpr<'a> {
    expr: AffineExpr,
    dims: Vec<UnresolvedOperand<'a>>,
    symbols: Vec<UnresolvedOperand<'a>>,
}

/// `(e, max(e, e), ...)` (`min` for upper bounds): upstream's
/// `parseAffineMapWithMinMax`. Returns the flat map, the group sizes and
/// its operands (distinct dimensions, then distinct symbols).
fn parse_min_max_bound(p: &mut Parser<'_>, is_lower: bool) -> PResult<(AffineMap, Vec<i64>, Vec<Value>)> {
    p.expect(TokenKind::LParen, "expected '('")?;
    if p.consume_if(TokenKind::RParen) {
        return Ok((AffineMap { num_dims: 0, num_symbols: 0, results: Vec::new() }, Vec::new(), Vec::new()));
    }
    let keyword = if is_lower { "max" } else { "min" };
    let mut flat: Vec<BoundExpr> = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.consume_keyword(keyword) {
            let (map, operands) = p.parse_affine_map_of_ssa_ids(AffineDelimiter::Paren)?;
            let (dims, symbols) = operands.split_at((map.num_dims as usize).min(operands.len()));
            groups.push(map.results.len() as i64);
            for expr in map.results {
                flat.push(BoundExpr { expr, dims: dims.to_vec(), symbols: symbols.to_vec() });
            }
        } else {
            let (expr, dims, symbols) = p.parse_affine_expr_of_ssa_ids()?;
            flat.push(BoundExpr { expr, dims, symbols });
            groups.push(1);
        }
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "expected ')'")?;
    // Resolved in upstream's order (every dimension list, then every
    // symbol list), keeping each distinct value once.
    let mut dim_values: Vec<Value> = Vec::new();
    let mut dim_maps = Vec::new();
    for b in &flat {
        dim_maps.push(dedup_positions(p, &b.dims, &mut dim_values)?);
    }
    let mut symbol_values: Vec<Value> = Vec::new();
    let mut symbol_maps = Vec::new();
    for b in &flat {
        symbol_maps.push(dedup_positions(p, &b.symbols, &mut symbol_values)?);
    }
    let results = flat.iter().zip(dim_maps.iter().zip(&symbol_maps)).map(|(b, (d, s))| renumber(&b.expr, d, s));
    let map = AffineMap {
        num_dims: dim_values.len() as u32,
        num_symbols: symbol_values.len() as u32,
        results: results.collect(),
    };
    dim_values.extend(symbol_values);
    Ok((map, groups, dim_values))
}

/// Resolves `operands` as `index` values and returns each one's position
/// in `unique`, which gains the values not in it yet.
fn dedup_positions<'a>(
    p: &mut Parser<'a>,
    operands: &[UnresolvedOperand<'a>],
    unique: &mut Vec<Value>,
) -> PResult<Vec<u32>> {
    let values = resolve_index(p, operands)?;
    Ok(values
        .into_iter()
        .map(|v| match unique.iter().position(|&u| u == v) {
            Some(i) => i as u32,
            None => {
                unique.push(v);
                unique.len() as u32 - 1
            }
        })
        .collect())
}

/// `dense<[...]> : tensor<Nxi32>` (upstream's `getI32TensorAttr`).
fn i32_tensor_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let i32_type = ctx.integer_type(32);
    let ty = ctx.ranked_tensor_type(vec![values.len() as i64], i32_type);
    let mut elements: Vec<DenseValue> = values.iter().map(|&v| DenseValue::Int(ApInt::from_i64(32, v))).collect();
    // A dense literal whose elements are all equal is stored as a splat.
    if elements.len() > 1 && elements.iter().all(|e| *e == elements[0]) {
        elements.truncate(1);
    }
    ctx.intern_attr(AttrKind::DenseElements { ty, elements: DenseElements { values: elements } })
}

/// The integers of a dense elements attribute, a splat repeated to its
/// type's size.
fn dense_ints(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    let Some(AttrKind::DenseElements { ty, elements }) = attr.map(|a| ctx.attr_kind(a)) else { return Vec::new() };
    let ints: Vec<i64> = elements
        .values
        .iter()
        .map(|v| match v {
            DenseValue::Int(i) => i.to_i64().unwrap_or(0),
            _ => 0,
        })
        .collect();
    let count = match ctx.type_kind(*ty) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::Vector { shape, .. } => {
            shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d.max(0))).unwrap_or(0)
        }
        _ => ints.len() as i64,
    };
    match ints.as_slice() {
        [one] if count > 1 => vec![*one; count.min(1 << 20) as usize],
        _ => ints,
    }
}

pub fn parse_parallel(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    if !p.is(TokenKind::LParen) {
        return Err(p.wrong_token_error("expected '(' in argument list"));
    }
    p.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')' in argument list", |p| {
        ivs.push(p.parse_ssa_use_without_result_number()?);
        Ok(())
    })?;
    p.expect(TokenKind::Equal, "expected '='")?;
    let (lower_map, lower_groups, lower_values) = parse_min_max_bound(p, true)?;
    if !p.consume_keyword("to") {
        return Err(p.custom_op_error_at(p.tok.start, "expected 'to'"));
    }
    let (upper_map, upper_groups, upper_values) = parse_min_max_bound(p, false)?;
    let steps: Vec<i64> = if p.consume_keyword("step") {
        let (map, _) = p.parse_affine_map_of_ssa_ids(AffineDelimiter::Paren)?;
        let mut steps = Vec::new();
        for e in &map.results {
            match e {
                AffineExpr::Constant(c) => steps.push(*c),
                _ => return Err(p.custom_op_error_at(p.op_name_pos(), "steps must be constant integers")),
            }
        }
        steps
    } else {
        vec![1; ivs.len()]
    };
    let mut reductions = Vec::new();
    if p.consume_keyword("reduce") {
        p.expect(TokenKind::LParen, "expected '('")?;
        loop {
            let at = p.tok.start;
            let attr = parse_attr_of_kind(p, Some(ctx.none_type()), |k| matches!(k, AttrKind::String { .. }))?;
            let name = ctx.string_value(attr).unwrap_or_default();
            let Some(kind) = REDUCTIONS.iter().position(|r| r.as_bytes() == name) else {
                let shown = ctx.attr_to_string(attr);
                return Err(p.custom_op_error_at(at, format!("invalid reduction value: {shown}")));
            };
            reductions.push(ctx.integer_attr(ctx.integer_type(64), kind as i64));
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    if p.is(TokenKind::Arrow) {
        state.result_types = parse_arrow_type_list(p)?.into();
    }
    let args = ivs.into_iter().map(|operand| ArgDef { operand, ty: index, loc: None }).collect();
    let region = p.parse_region(args, false)?;
    parse_attr_dict(p, state)?;
    p.ensure_terminator(region, YIELD, state.loc);
    state.regions.push(region);
    state.operands.extend(lower_values);
    state.operands.extend(upper_values);
    let i64_type = ctx.integer_type(64);
    let steps = ctx.array_attr(steps.iter().map(|&s| ctx.integer_attr(i64_type, s)).collect());
    let map_attr = |m: AffineMap| ctx.intern_attr(AttrKind::AffineMap(Box::new(m)));
    set_properties(
        ctx,
        state,
        vec![
            ("lowerBoundsGroups", i32_tensor_attr(ctx, &lower_groups)),
            ("lowerBoundsMap", map_attr(lower_map)),
            ("reductions", ctx.array_attr(reductions)),
            ("steps", steps),
            ("upperBoundsGroups", i32_tensor_attr(ctx, &upper_groups)),
            ("upperBoundsMap", map_attr(upper_map)),
        ],
    );
    Ok(())
}

/// Upstream's `printMinMaxBound`: each group of one result as an
/// expression, a larger group as `max(...)`/`min(...)`.
fn print_min_max_bound(p: &mut OpPrinter<'_>, map: &AffineMap, groups: &[i64], operands: &[Value], keyword: &str) {
    let (dims, symbols) = operands.split_at((map.num_dims as usize).min(operands.len()));
    let mut start = 0usize;
    for &size in groups {
        if start != 0 {
            p.out.push_str(", ");
        }
        let size = size.max(0) as usize;
        let end = (start + size).min(map.results.len());
        if size == 1 {
            if let Some(e) = map.results.get(start) {
                p.print_affine_expr_of_ssa_ids(e, dims, symbols);
            }
        } else {
            p.out.push_str(keyword);
            p.out.push('(');
            let sub = AffineMap {
                num_dims: map.num_dims,
                num_symbols: map.num_symbols,
                results: map.results.get(start.min(end)..end).unwrap_or(&[]).to_vec(),
            };
            p.print_affine_map_of_ssa_ids(&sub, operands);
            p.out.push(')');
        }
        start += size;
    }
}

pub fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let Some(&region) = body.regions(op).first() else { return };
    let args: Vec<Value> = body.entry_block(region).map(|b| body.block_args(b).to_vec()).unwrap_or_default();
    let empty = AffineMap { num_dims: 0, num_symbols: 0, results: Vec::new() };
    let lower_map = affine_map_of(ctx, inherent(p, op, "lowerBoundsMap")).unwrap_or(&empty);
    let upper_map = affine_map_of(ctx, inherent(p, op, "upperBoundsMap")).unwrap_or(&empty);
    let operands: Vec<Value> = body.operands(op).collect();
    let (lower, upper) = operands.split_at(((lower_map.num_dims + lower_map.num_symbols) as usize).min(operands.len()));
    p.out.push_str(" (");
    p.print_operands(args.iter().copied());
    p.out.push_str(") = (");
    let groups = dense_ints(ctx, inherent(p, op, "lowerBoundsGroups"));
    print_min_max_bound(p, lower_map, &groups, lower, "max");
    p.out.push_str(") to (");
    let groups = dense_ints(ctx, inherent(p, op, "upperBoundsGroups"));
    print_min_max_bound(p, upper_map, &groups, upper, "min");
    p.out.push(')');
    let steps: Vec<i64> = match inherent(p, op, "steps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.iter().map(|&a| int_value(ctx, Some(a)).unwrap_or(0)).collect(),
        _ => Vec::new(),
    };
    if steps.iter().any(|&s| s != 1) {
        let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        p.out.push_str(&format!(" step ({})", text.join(", ")));
    }
    let types = result_types(p, op);
    if !types.is_empty() {
        p.out.push_str(" reduce (");
        let reductions = match inherent(p, op, "reductions").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.clone(),
            _ => Vec::new(),
        };
        for (i, &r) in reductions.iter().enumerate() {
            if i > 0 {
                p.out.push_str(", ");
            }
            let value = int_value(ctx, Some(r));
            match value.and_then(|v| usize::try_from(v).ok()).and_then(|v| REDUCTIONS.get(v)) {
                Some(name) => p.out.push_str(&format!("\"{name}\"")),
                None => p.print_attr(r),
            }
        }
        p.out.push_str(") -> (");
        p.print_types(types.iter().copied());
        p.out.push(')');
    }
    p.out.push(' ');
    p.print_region(region, false, !types.is_empty(), false);
    p.print_optional_attr_dict(
        body.attrs(op),
        &["reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps"],
    );
}
