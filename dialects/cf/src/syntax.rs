//! `cf.switch` (upstream's format with `custom<SwitchOpCases>`):
//!
//! ```text
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2(%a, %b : i32, f32),
//!   4294967289: ^bb3
//! ]
//! ```
//!
//! Operands are the flag, the default operands, then every case's
//! operands; successors are the default destination, then the cases.
//! Properties: `case_values` (a `vector<Nxiflag>` dense attribute, absent
//! without cases), `case_operand_segments` and `operandSegmentSizes`.
//! Case values print as unsigned numbers and parse as signed ones, as
//! upstream (`-7 : i32` prints as `4294967289` and reads back as `-7`).

use strata_ir::{ApInt, AttrKind, Attribute, BlockId, Context, DenseValue, OpId, OperationState, Type, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

/// `^bb(%a, %b : t1, t2)` with the operands resolved.
fn parse_successor_and_operands(p: &mut Parser<'_>) -> PResult<(BlockId, Vec<Value>)> {
    let dest = p.parse_successor()?;
    let mut values = Vec::new();
    if p.consume_if(TokenKind::LParen) {
        let mut operands: Vec<UnresolvedOperand<'_>> = Vec::new();
        loop {
            operands.push(p.parse_ssa_use_without_result_number()?);
            if !p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::Colon, "expected ':'")?;
        for (i, o) in operands.iter().enumerate() {
            if i > 0 {
                p.expect(TokenKind::Comma, "expected ','")?;
            }
            let ty = p.parse_type()?;
            values.push(p.resolve_operand(o, ty)?);
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    Ok((dest, values))
}

pub fn parse_switch(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let flag = p.parse_ssa_use()?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let flag_type: Type = p.parse_type()?;
    let width = ctx.integer_width(flag_type).unwrap_or(64);
    let flag_value = p.resolve_operand(&flag, flag_type)?;
    p.expect(TokenKind::Comma, "expected ','")?;
    p.expect(TokenKind::LSquare, "expected '['")?;
    if !p.consume_keyword("default") {
        return Err(p.custom_op_error_at(p.tok.start, "expected 'default'"));
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let (default_dest, default_operands) = parse_successor_and_operands(p)?;
    let mut values = Vec::new();
    let mut dests = vec![default_dest];
    let mut case_operands: Vec<Value> = Vec::new();
    let mut segments = Vec::new();
    while p.consume_if(TokenKind::Comma) {
        let value = p.parse_int64()?;
        values.push(ApInt::from_i64(width, value));
        p.expect(TokenKind::Colon, "expected ':'")?;
        let (dest, operands) = parse_successor_and_operands(p)?;
        dests.push(dest);
        segments.push(operands.len());
        case_operands.extend(operands);
    }
    p.expect(TokenKind::RSquare, "expected ']'")?;
    let mut props = vec![
        (ctx.ident("case_operand_segments"), strata_ir::segments::counts_array(ctx, &segments)),
        (
            ctx.ident("operandSegmentSizes"),
            strata_ir::segments::counts_array(ctx, &[1, default_operands.len(), case_operands.len()]),
        ),
    ];
    if !values.is_empty() {
        let ty = ctx.vector_type(vec![values.len() as i64], flag_type);
        let values = values.into_iter().map(DenseValue::Int).collect();
        props.push((ctx.ident("case_values"), ctx.dense_elements_attr(ty, values)));
    }
    state.operands.push(flag_value);
    state.operands.extend(default_operands);
    state.operands.extend(case_operands);
    state.successors = dests;
    state.properties = Some(ctx.dictionary_attr(props));
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    Ok(())
}

fn dense_array_values(ctx: &Context, attr: Option<Attribute>) -> Vec<usize> {
    attr.map(|a| strata_ir::op_checks::dense_i64_values(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|v| v as usize)
        .collect()
}

pub fn print_switch(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let operands: Vec<Value> = body.operands(op).collect();
    let sizes = dense_array_values(ctx, ctx.dict_get(props, "operandSegmentSizes"));
    let segments = dense_array_values(ctx, ctx.dict_get(props, "case_operand_segments"));
    let num_default = sizes.get(1).copied().unwrap_or(0);
    let flag = operands[0];
    p.out.push(' ');
    p.print_operand(flag);
    p.out.push_str(" : ");
    p.print_type(body.value_type(flag));
    p.out.push_str(", [");
    p.newline();
    p.out.push_str("  default: ");
    let default_end = (1 + num_default).min(operands.len());
    p.print_successor_and_use_list(body.successor(op, 0), &operands[1..default_end]);
    let cases: Vec<ApInt> = match ctx.dict_get(props, "case_values").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { elements, .. }) => {
            let n = body.num_successors(op).saturating_sub(1);
            let all: Vec<ApInt> = elements
                .values
                .iter()
                .filter_map(|v| if let DenseValue::Int(i) = v { Some(i.clone()) } else { None })
                .collect();
            if all.len() == 1 {
                vec![all[0].clone(); n]
            } else {
                all
            }
        }
        _ => Vec::new(),
    };
    if cases.is_empty() {
        p.out.push(']');
    } else {
        let mut next = default_end;
        for (i, value) in cases.iter().enumerate() {
            p.out.push(',');
            p.newline();
            p.out.push_str("  ");
            p.out.push_str(&value.to_unsigned_decimal());
            p.out.push_str(": ");
            let count = segments.get(i).copied().unwrap_or(0);
            let end = (next + count).min(operands.len());
            p.print_successor_and_use_list(body.successor(op, i + 1), &operands[next..end]);
            next = end;
        }
        p.newline();
        p.out.push(']');
    }
    p.print_optional_attr_dict(body.attrs(op), &[]);
}
