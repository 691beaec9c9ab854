//! `llvm.alloca` (upstream's `AllocaOp::parse`/`print`):
//!
//! ```text
//! llvm.alloca [inalloca] %size x T [{attrs}] : (i32) -> !llvm.ptr
//! ```
//!
//! `elem_type` is stored only when the result is an `!llvm.ptr`; an
//! `alignment` of 0 is dropped when parsed and never printed.

use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, OpId, OperationState, TypeKind};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

use super::{all_attrs, int_value, set_attrs};
use crate::types::PointerType;

/// Parses everything after `llvm.alloca`.
pub fn parse_alloca(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut entries = Vec::new();
    if p.consume_keyword("inalloca") {
        entries.push((ctx.ident("inalloca"), ctx.unit_attr()));
    }
    let size = p.parse_ssa_use()?;
    if !p.consume_keyword("x") {
        return Err(p.custom_op_error_at(p.tok.start, "expected 'x'"));
    }
    let elem_type = p.parse_type()?;
    entries.extend(p.parse_optional_attr_dict()?.unwrap_or_default());
    p.expect(TokenKind::Colon, "expected ':'")?;
    let type_at = p.tok.start;
    let ty = p.parse_type()?;
    if let Some(i) = entries.iter().position(|(k, _)| ctx.ident_str(*k) == "alignment") {
        match ctx.attr_kind(entries[i].1) {
            AttrKind::Integer { value, .. } if value.is_zero() => {
                entries.remove(i);
            }
            AttrKind::Integer { .. } => {}
            _ => return Err(p.custom_op_error_at(p.op_name_pos(), "expected integer alignment")),
        }
    }
    let (input, result) = match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => (inputs[0], results[0]),
        _ => {
            return Err(
                p.custom_op_error_at(type_at, "expected trailing function type with one argument and one result")
            )
        }
    };
    let size = p.resolve_operand(&size, input)?;
    if ctx.type_storage::<PointerType>(result).is_some() {
        entries.push((ctx.ident("elem_type"), ctx.type_attr(elem_type)));
    }
    state.operands.push(size);
    state.result_types.push(result);
    set_attrs(p, state, entries)
}

/// Prints everything after `llvm.alloca`.
pub fn print_alloca(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    if inherent_attr(ctx, body, op, "inalloca").is_some() {
        p.out.push_str(" inalloca");
    }
    p.out.push(' ');
    let Some(size) = body.operands(op).next() else { return };
    p.print_operand(size);
    p.out.push_str(" x ");
    if let Some(AttrKind::Type(t)) = inherent_attr(ctx, body, op, "elem_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    let aligned = int_value(ctx, inherent_attr(ctx, body, op, "alignment")).is_some_and(|a| a != 0);
    let elided: &[&str] = if aligned { &["elem_type", "inalloca"] } else { &["alignment", "elem_type", "inalloca"] };
    p.print_optional_attr_dict(all_attrs(ctx, body, op), elided);
    p.out.push_str(" : ");
    let results: Vec<_> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    p.print_function_type(&[body.value_type(size)], &results);
}
