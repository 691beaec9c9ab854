//! Hand-written syntax of the arith ops: the C++ custom form of
//! `arith.select` (upstream's `SelectOp::parse/print`) and the result-name
//! hints upstream computes in C++ (`getAsmResultNames` of `arith.constant`
//! and `arith.muli`).
//!
//! ```text
//! arith.select %cond, %a, %b [attrs] : type
//! arith.select %mask, %a, %b [attrs] : mask-type, type
//! ```

use strata_ir::{AttrKind, Body, Context, OpId, OperationState, Signedness, TypeKind, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

/// `%c42_i32`, `%c0` (index), `%true`/`%false` (i1), `%cst` (anything else).
pub fn constant_result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let Some(&result) = body.results(op).first() else { return };
    let ty = body.value_type(result);
    let value = body.properties(op).and_then(|p| ctx.dict_get(p, "value"));
    let Some(AttrKind::Integer { value, .. }) = value.map(|v| ctx.attr_kind(v)) else {
        set(result, "cst");
        return;
    };
    if let TypeKind::Integer { width: 1, .. } = ctx.type_kind(ty) {
        set(result, if value.is_zero() { "false" } else { "true" });
        return;
    }
    // One buffer, no formatting machinery: a file has many constants.
    let mut name = String::with_capacity(24);
    name.push('c');
    match value.to_i64() {
        Some(v) => strata_syntax::printer::push_i64(&mut name, v),
        None => name.push_str(&value.to_signed_decimal()),
    }
    if let TypeKind::Integer { width, signedness } = *ctx.type_kind(ty) {
        name.push_str(match signedness {
            Signedness::Signless => "_i",
            Signedness::Signed => "_si",
            Signedness::Unsigned => "_ui",
        });
        strata_syntax::printer::push_u64(&mut name, u64::from(width));
    }
    set(result, &name);
}

/// `%c4_vscale` for `arith.muli` of an index constant and `vector.vscale`
/// (either order), as upstream's `MulIOp::getAsmResultNames`.
pub fn muli_result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let Some(&result) = body.results(op).first() else { return };
    if !ctx.is_index(body.value_type(result)) || body.num_operands(op) != 2 {
        return;
    }
    // By name, as upstream: `vector` depends on `arith`, so arith cannot
    // name `vector::VectorScaleOp`.
    let is_vscale = |v: Value| body.defining_op(v).is_some_and(|d| ctx.op_name_str(body.op_name(d)) == "vector.vscale");
    let constant_int = |v: Value| strata_ir::op_checks::constant_int_value(ctx, body, v);
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    // The vscale side first: it is rare, and cheaper to rule out.
    let base = if is_vscale(rhs) {
        constant_int(lhs)
    } else if is_vscale(lhs) {
        constant_int(rhs)
    } else {
        None
    };
    let Some(base) = base else { return };
    set(result, &format!("c{base}_vscale"));
}

/// `arith.select`: three operands, optional attributes, `: type` or
/// `: mask-type, type`.
pub fn parse_select(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let start = p.tok.start;
    let operands = p.parse_optional_operand_list()?;
    if operands.len() != 3 {
        return Err(p.error_at(start, "custom op 'arith.select' expected 3 operands"));
    }
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let mut result_type = p.parse_type()?;
    let condition_type = if p.consume_if(TokenKind::Comma) {
        let cond = result_type;
        result_type = p.parse_type()?;
        cond
    } else {
        ctx.integer_type(1)
    };
    for (operand, ty) in operands.iter().zip([condition_type, result_type, result_type]) {
        let v = p.resolve_operand(operand, ty)?;
        state.operands.push(v);
    }
    state.result_types.push(result_type);
    Ok(())
}

pub fn print_select(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    let operands: Vec<Value> = body.operands(op).collect();
    p.out.push(' ');
    p.print_operands(operands.iter().copied());
    p.print_optional_attr_dict(body.attrs(op), &[]);
    p.out.push_str(" : ");
    if let Some(&cond) = operands.first() {
        let cond_ty = body.value_type(cond);
        if strata_ir::constraints::is_shaped(p.ctx, cond_ty) {
            p.print_type(cond_ty);
            p.out.push_str(", ");
        }
    }
    if let Some(&r) = body.results(op).first() {
        p.print_type(body.value_type(r));
    }
}
