//! `#llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 32)]>`
//! (upstream's `DIExpressionAttr` over `DIExpressionElemAttr`s): DWARF
//! operations with their integer operands. An expression with no
//! operations is `#llvm.di_expression<>`; the second operand of
//! `DW_OP_LLVM_convert` prints as an attribute encoding's name.
//!
//! Invariant: every opcode is one of [`super::dwarf::OPERATIONS`] (the
//! parser rejects other names).

use std::any::Any;

use strata_ir::{Attribute, Context, DialectDef, Storage};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

use super::dwarf::{ATTRIBUTE_ENCODINGS, OPERATIONS};

/// The value of `#llvm.di_expression`: `(opcode, operands)` per operation.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct DIExpressionAttr(pub Vec<(u64, Vec<u64>)>);

impl DIExpressionAttr {
    /// `#llvm.di_expression<>`, the default of the debug intrinsics.
    pub fn empty(ctx: &Context) -> Attribute {
        ctx.dialect_attr(DIExpressionAttr::default())
    }

    pub(super) fn def() -> DialectDef {
        let mut def = DialectDef::new::<DIExpressionAttr>("llvm", "di_expression");
        def.summary = "LLVM_DIExpressionAttr";
        def.interfaces.insert(DefAssembly { parse, print });
        def
    }
}

/// `DW_OP_LLVM_convert`, whose operands after the first are encodings.
fn is_convert(opcode: u64) -> bool {
    OPERATIONS.iter().any(|&(name, v)| v == opcode && name == "DW_OP_LLVM_convert")
}

fn parse(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let mut operations = Vec::new();
    if dp.p.consume_if(TokenKind::LSquare) {
        loop {
            operations.push(parse_operation(dp).map_err(|reason| {
                dp.parameter_error(
                    reason,
                    "LLVM_DIExpressionAttr",
                    "operations",
                    "::llvm::ArrayRef<DIExpressionElemAttr>",
                )
            })?);
            if !dp.p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        dp.expect(TokenKind::RSquare, "]")?;
    }
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(DIExpressionAttr(operations)))
}

/// `DW_OP_name` and its `(operands)`, if any.
fn parse_operation(dp: &mut DefParser<'_, '_>) -> PResult<(u64, Vec<u64>)> {
    let at = dp.p.tok.start;
    let opcode_error =
        |dp: &DefParser<'_, '_>, reason| dp.parameter_error(reason, "LLVM_DIExpressionElemAttr", "opcode", "unsigned");
    if !dp.p.is(TokenKind::BareIdent) {
        let reason = dp.error_here("expected valid keyword");
        return Err(opcode_error(dp, reason));
    }
    let name = dp.p.tok_str().to_string();
    dp.p.bump();
    let Some(&(_, opcode)) = OPERATIONS.iter().find(|(n, _)| *n == name) else {
        let reason = dp.error_at(at, format!("invalid debug info debug info operation encoding name: {name}"));
        return Err(opcode_error(dp, reason));
    };
    let mut operands = Vec::new();
    if dp.p.consume_if(TokenKind::LParen) {
        loop {
            if !operands.is_empty() && is_convert(opcode) && dp.p.is(TokenKind::BareIdent) {
                let word = dp.p.tok_str().to_string();
                dp.p.bump();
                match ATTRIBUTE_ENCODINGS.iter().find(|(n, _)| *n == word) {
                    Some(&(_, v)) => operands.push(v),
                    None => return Err(dp.error_here(format!("encountered unknown attribute encoding \"{word}\""))),
                }
            } else {
                match crate::attrs::struct_params::parse_unsigned(dp, 64) {
                    Ok(value) => operands.push(value),
                    Err(reason) => return Err(reason.followed_by(dp.error_here("expected integer operand"))),
                }
            }
            if !dp.p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        dp.expect(TokenKind::RParen, ")")?;
    }
    Ok((opcode, operands))
}

fn print(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(DIExpressionAttr(operations)) = v.downcast_ref::<DIExpressionAttr>() else { return };
    pr.write("<");
    if !operations.is_empty() {
        pr.write("[");
        for (i, (opcode, operands)) in operations.iter().enumerate() {
            if i > 0 {
                pr.write(", ");
            }
            let name = OPERATIONS.iter().find(|(_, v)| v == opcode).map_or("", |(n, _)| n);
            pr.write(name);
            if operands.is_empty() {
                continue;
            }
            pr.write("(");
            for (j, operand) in operands.iter().enumerate() {
                if j > 0 {
                    pr.write(", ");
                }
                let encoding = (j > 0 && is_convert(*opcode))
                    .then(|| ATTRIBUTE_ENCODINGS.iter().find(|(_, v)| v == operand).map(|(n, _)| *n))
                    .flatten();
                pr.write(&encoding.map_or_else(|| operand.to_string(), str::to_string));
            }
            pr.write(")");
        }
        pr.write("]");
    }
    pr.write(">");
}
