//! The hand-written custom forms of the Toy dialect (`hasCustomAssemblyFormat`
//! in `ods/ToyOps.td`), as upstream's tutorial writes them:
//!
//! ```text
//! %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
//! %1 = toy.add %a, %b : tensor<*xf64>
//! %2 = toy.mul %a, %b : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>
//! !toy.struct<tensor<*xf64>, tensor<*xf64>>
//! ```
//!
//! A binary op prints one type when its operands and result share it, a
//! function type otherwise. `toy.func` uses func's form
//! (`strata_dialect_func::syntax`), as upstream's uses the shared
//! `function_interface_impl`.

use std::any::Any;

use strata_ir::op_checks::typed_attr_type;
use strata_ir::{AttrKind, OpId, OperationState, Storage, TypeKind};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{DefParser, DefPrinter, OpPrinter, Parser};

use crate::StructType;

pub use strata_dialect_func::syntax::{parse_func, print_func};

/// `toy.constant {attrs} dense<...> : tensor<...>`: the result has the
/// value's type.
pub fn parse_constant(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    let at = p.tok.start;
    let value = p.parse_attribute(None)?;
    let dense = matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. });
    let Some(ty) = typed_attr_type(ctx, value).filter(|_| dense) else {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    };
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("value"), value)]));
    state.result_types.push(ty);
    Ok(())
}

/// Prints what [`parse_constant`] reads.
pub fn print_constant(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx, p.body);
    p.out.push(' ');
    p.print_optional_attr_dict(body.attrs(op), &["value"]);
    if let Some(value) = body.properties(op).and_then(|props| ctx.dict_get(props, "value")) {
        p.print_attr(value);
    }
}

/// `%a, %b {attrs} : type` or `... : (lhs, rhs) -> result`.
fn parse_binary(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let operands_at = p.tok.start;
    let lhs = p.parse_ssa_use()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let rhs = p.parse_ssa_use()?;
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    let operands = [lhs, rhs];
    if let TypeKind::Function { inputs, results } = ctx.type_kind(ty).clone() {
        let values = p.resolve_operands(&operands, &inputs, operands_at)?;
        state.operands.extend(values);
        state.result_types.extend(results);
    } else {
        let values = p.resolve_operands(&operands, &[ty, ty], operands_at)?;
        state.operands.extend(values);
        state.result_types.push(ty);
    }
    Ok(())
}

/// Prints what [`parse_binary`] reads.
fn print_binary(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    p.out.push(' ');
    p.print_operands(body.operands(op));
    p.print_optional_attr_dict(body.attrs(op), &[]);
    p.out.push_str(" : ");
    let result = body.results(op).first().map(|&r| body.value_type(r));
    let inputs: Vec<_> = body.operands(op).map(|v| body.value_type(v)).collect();
    match result {
        Some(r) if inputs.iter().all(|&t| t == r) => p.print_type(r),
        _ => {
            let results: Vec<_> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
            p.print_function_type(&inputs, &results);
        }
    }
}

pub fn parse_add(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_binary(p, state)
}
pub fn print_add(p: &mut OpPrinter<'_>, op: OpId) {
    print_binary(p, op)
}
pub fn parse_mul(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_binary(p, state)
}
pub fn print_mul(p: &mut OpPrinter<'_>, op: OpId) {
    print_binary(p, op)
}

/// `<type, type, ...>` after `!toy.struct`: at least one element, each a
/// tensor or a struct.
pub fn parse_struct_type(d: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    d.expect(TokenKind::Less, "<")?;
    let mut element_types = Vec::new();
    loop {
        let at = d.p.tok.start;
        let ty = d.p.parse_type()?;
        let ctx = d.ctx();
        if !strata_ir::constraints::is_tensor(ctx, ty) && StructType::from_type(ctx, ty).is_none() {
            let msg = format!(
                "element type for a struct must either be a TensorType or a StructType, got: {}",
                ctx.type_to_string(ty)
            );
            return Err(d.error_at(at, msg));
        }
        element_types.push(ty);
        if !d.p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    d.expect(TokenKind::Greater, ">")?;
    // The storage is built by the generated `get` (its fields are private).
    let ctx = d.ctx();
    let ty = StructType::get(ctx, element_types);
    Ok(Box::new(StructType::from_type(ctx, ty).expect("a struct type").clone()))
}

/// Prints what [`parse_struct_type`] reads.
pub fn print_struct_type(d: &mut DefPrinter<'_>, value: &dyn Any) {
    let Some(value) = value.downcast_ref::<StructType>() else { return };
    d.out.push('<');
    for (i, &ty) in value.element_types().iter().enumerate() {
        if i > 0 {
            d.out.push_str(", ");
        }
        d.print_type(ty);
    }
    d.out.push('>');
}
