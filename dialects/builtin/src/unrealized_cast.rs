//! `builtin.unrealized_conversion_cast`: a placeholder cast between type
//! systems during partial conversions. Pure, variadic operands and results.
//!
//! Custom form: `unrealized_conversion_cast %a, %b : i32, i64 to f32`.

use strata_ir::{Arity, MemoryEffects, OpId, OpInfo, OperationState, Speculatability, Type, TypeConstraint, ValueSpec};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{CustomAssembly, OpPrinter, Parser};

strata_ir::op_class! {
    /// A handle on a `builtin.unrealized_conversion_cast` op.
    UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast"
}

pub fn op_info() -> OpInfo {
    let mut info = OpInfo::new("builtin.unrealized_conversion_cast");
    info.summary = "An unrealized conversion from one set of types to another";
    info.effects = MemoryEffects::none();
    info.speculatability = Speculatability::Speculatable;
    info.operands = vec![ValueSpec { name: "inputs", arity: Arity::Variadic, constraint: TypeConstraint::ANY }];
    info.results = vec![ValueSpec { name: "outputs", arity: Arity::Variadic, constraint: TypeConstraint::ANY }];
    info.interfaces.insert(CustomAssembly {
        parse,
        print,
        default_dialect: None,
        result_names: None,
        print_name: true,
    });
    info
}

fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let at = p.tok.start;
    let operands = p.parse_optional_operand_list()?;
    if !operands.is_empty() {
        p.expect(TokenKind::Colon, "expected ':'")?;
        let types = p.parse_type_list_no_parens()?;
        let operands = p.resolve_operands(&operands, &types, at)?;
        state.operands.extend(operands);
    }
    if !p.consume_keyword("to") {
        return Err(p.wrong_token_error("expected 'to'"));
    }
    state.result_types = p.parse_type_list_no_parens()?.into();
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(p.ctx.dictionary_attr(entries));
    }
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, op: OpId) {
    let operands: Vec<_> = p.body.operands(op).collect();
    if !operands.is_empty() {
        p.out.push(' ');
        p.print_operands(operands.iter().copied());
        p.out.push_str(" : ");
        let tys: Vec<Type> = operands.iter().map(|&v| p.body.value_type(v)).collect();
        p.print_types(tys);
    }
    p.out.push_str(" to ");
    let tys: Vec<Type> = p.body.results(op).iter().map(|&v| p.body.value_type(v)).collect();
    p.print_types(tys);
    p.print_optional_attr_dict(p.body.attrs(op), &[]);
}
