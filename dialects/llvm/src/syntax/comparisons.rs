//! `llvm.icmp` and `llvm.fcmp` (upstream's `parseCmpOp` and
//! `ICmpOp`/`FCmpOp::print`):
//!
//! ```text
//! llvm.icmp "slt" %lhs, %rhs [{attrs}] : T
//! ```
//!
//! The predicate is written as a string and stored as an `i64` integer
//! attribute; the result type is inferred: `i1`, or a vector of `i1` with
//! the operands' vector shape (scalable included).

use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, EnumSpec, OpId, OperationState, Type, TypeKind};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

use super::calls::without_default_fastmath;
use super::{all_attrs, int_value, set_attrs, spec_keyword_of};

/// upstream's `getI1SameShape`.
fn i1_same_shape(ctx: &strata_ir::Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1);
    if crate::types::is_compatible_vector(ctx, ty) {
        if let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) {
            return ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 });
        }
    }
    i1
}

fn parse_cmp(p: &mut Parser<'_>, state: &mut OperationState, spec: &EnumSpec) -> PResult<()> {
    let ctx = p.ctx;
    let at = p.tok.start;
    let predicate = p.parse_attribute(None)?;
    let Some(text) =
        ctx.string_value(predicate).filter(|_| matches!(ctx.attr_kind(predicate), AttrKind::String { .. }))
    else {
        return Err(p.custom_op_error_at(at, "invalid kind of attribute specified"));
    };
    let text = String::from_utf8_lossy(text).into_owned();
    let lhs = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let rhs = p.parse_ssa_use()?;
    let mut entries = p.parse_optional_attr_dict()?.unwrap_or_default();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let type_at = p.tok.start;
    let ty = p.parse_type()?;
    let lhs = p.resolve_operand(&lhs, ty)?;
    let rhs = p.resolve_operand(&rhs, ty)?;
    let Some(value) = spec.symbolize(&text) else {
        return Err(p.custom_op_error_at(at, format!("'{text}' is an incorrect value of the 'predicate' attribute")));
    };
    // The string the dictionary may have spelled is replaced, as upstream's `set`.
    entries.retain(|(k, _)| ctx.ident_str(*k) != "predicate");
    entries.push((ctx.ident("predicate"), ctx.integer_attr(ctx.integer_type(64), value)));
    if !crate::types::is_compatible(ctx, ty) {
        return Err(p.custom_op_error_at(type_at, "expected LLVM dialect-compatible type"));
    }
    state.operands.extend([lhs, rhs]);
    state.result_types.push(i1_same_shape(ctx, ty));
    set_attrs(p, state, entries)
}

fn print_cmp(p: &mut OpPrinter<'_>, op: OpId, spec: &EnumSpec, attrs: strata_ir::Attribute) {
    let (ctx, body) = (p.ctx, p.body);
    let predicate = int_value(ctx, inherent_attr(ctx, body, op, "predicate")).unwrap_or(-1);
    p.out.push_str(" \"");
    p.out.push_str(spec_keyword_of(spec, predicate));
    p.out.push_str("\" ");
    let operands: Vec<_> = body.operands(op).collect();
    let [lhs, rhs] = operands[..] else { return };
    p.print_operand(lhs);
    p.out.push_str(", ");
    p.print_operand(rhs);
    p.print_optional_attr_dict(attrs, &["predicate"]);
    p.out.push_str(" : ");
    p.print_type(body.value_type(lhs));
}

/// Parses everything after `llvm.icmp`.
pub fn parse_icmp(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_cmp(p, state, &crate::I_CMP_PREDICATE)
}

/// Parses everything after `llvm.fcmp`.
pub fn parse_fcmp(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_cmp(p, state, &crate::F_CMP_PREDICATE)
}

/// Prints everything after `llvm.icmp`.
pub fn print_icmp(p: &mut OpPrinter<'_>, op: OpId) {
    let attrs = all_attrs(p.ctx, p.body, op);
    print_cmp(p, op, &crate::I_CMP_PREDICATE, attrs);
}

/// Prints everything after `llvm.fcmp` (a `none` fastmath is left out).
pub fn print_fcmp(p: &mut OpPrinter<'_>, op: OpId) {
    let attrs = without_default_fastmath(p, op);
    print_cmp(p, op, &crate::F_CMP_PREDICATE, attrs);
}
