//! `affine.parallel` (upstream's `AffineParallelOp::parse/print` with
//! `parseAffineMapWithMinMax`/`printMinMaxBound`):
//! `(%i, %j) = (lbs) to (ubs) [step (N, ...)] [reduce ("kind", ...) -> (types)]`.
//!
//! Invariants: each bound list is one flat map (`lowerBoundsMap`,
//! `upperBoundsMap`) whose operands are the distinct SSA values of its
//! expressions, dimensions first, then symbols; `lowerBoundsGroups`/
//! `upperBoundsGroups` say how many results each `max(...)`/`min(...)`
//! group has (1 for a plain expression); steps are constants, printed
//! only when one is not 1; reductions are `arith::AtomicRMWKind` values.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{ApInt, AttrKind, Attribute, Context, DenseValue, OpId, OperationState, TypeKind, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{AffineDelimiter, ArgDef, PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::{
    affine_map_of, inherent, int_value, parse_arrow_type_list, parse_attr_dict, resolve_index, result_types,
    set_properties, YIELD,
};

/// `arith::AtomicRMWKind` by value: the reductions `affine.parallel` names.
pub const REDUCTIONS: [&str; 16] = [
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
    ctx.dense_elements_attr(ty, values.iter().map(|&v| DenseValue::Int(ApInt::from_i64(32, v))).collect())
}

/// The integers of a dense elements attribute, a splat repeated to its
/// type's size.
pub fn dense_ints(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
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
        // Upstream's `parseArgument`: each may carry a location.
        let iv = p.parse_ssa_use_without_result_number()?;
        ivs.push((iv, p.parse_optional_trailing_location()?));
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
            let attr = p.parse_attr_of_kind(Some(ctx.none_type()), |k| matches!(k, AttrKind::String { .. }))?;
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
    let args = ivs.into_iter().map(|(operand, loc)| ArgDef { operand, ty: index, loc }).collect();
    let region = p.parse_region(args, false)?;
    parse_attr_dict(p, state)?;
    p.ensure_terminator(region, YIELD, state.loc);
    state.regions.push(region);
    state.operands.extend(lower_values);
    state.operands.extend(upper_values);
    let i64_type = ctx.integer_type(64);
    let steps = ctx.array_attr(steps.iter().map(|&s| ctx.integer_attr(i64_type, s)).collect());
    set_properties(
        ctx,
        state,
        vec![
            ("lowerBoundsGroups", i32_tensor_attr(ctx, &lower_groups)),
            ("lowerBoundsMap", ctx.affine_map_attr(lower_map)),
            ("reductions", ctx.array_attr(reductions)),
            ("steps", steps),
            ("upperBoundsGroups", i32_tensor_attr(ctx, &upper_groups)),
            ("upperBoundsMap", ctx.affine_map_attr(upper_map)),
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
