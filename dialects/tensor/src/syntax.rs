//! tensor syntax: `tensor.from_elements`' custom form (declarative
//! upstream, but its operand types, one per element of the result, are a
//! type list the format engine does not infer), the `custom<...>`
//! directives of the declarative formats (`DynamicIndexList`) and the
//! result-name hints upstream's `getAsmResultNames` give.
//!
//! ```text
//! %from_elements = tensor.from_elements %a, %b [attrs] : tensor<2xf32>
//! ```

use strata_ir::{Diagnostic, OpId, OperationState, TypeKind};
use strata_syntax::format::CustomDirectives;
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

/// The `custom<...>` directives of the tensor formats (`DynamicIndexList`).
pub fn custom_directives() -> CustomDirectives {
    let mut d = CustomDirectives::new();
    strata_syntax::format::common::register_common(&mut d);
    d
}

/// `tensor.from_elements %a, ... [attrs] : tensor-type`, with upstream's
/// parse errors: a type that is not a ranked tensor, a result that is not
/// statically shaped, and an operand count other than the element count.
pub fn parse_from_elements(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let operands_pos = p.tok.start;
    let operands = p.parse_optional_operand_list()?;
    if let Some(entries) = p.parse_optional_attr_dict()? {
        state.attrs = Some(ctx.dictionary_attr(entries));
    }
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty_pos = p.tok.start;
    let ty = p.parse_type()?;
    let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else {
        return Err(p.error_at(
            ty_pos,
            format!(
                "custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found '{}'",
                ctx.type_to_string(ty)
            ),
        ));
    };
    let count = shape.iter().try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) });
    let Some(count) = count else {
        return Err(Diagnostic::error(
            state.loc,
            format!(
                "custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got '{}'",
                ctx.type_to_string(ty)
            ),
        ));
    };
    if i64::try_from(operands.len()).ok() != Some(count) {
        return Err(p.error_at(
            operands_pos,
            format!(
                "custom op 'tensor.from_elements' number of operands and types do not match: got {} operands and {count} types",
                operands.len()
            ),
        ));
    }
    let element = *element;
    for o in &operands {
        let v = p.resolve_operand(o, element)?;
        state.operands.push(v);
    }
    state.result_types.push(ty);
    Ok(())
}

/// Prints what [`parse_from_elements`] reads. Upstream's declarative
/// format puts a space before `$elements` even when there are none, hence
/// the two spaces of `tensor.from_elements  : tensor<0xf32>`.
pub fn print_from_elements(p: &mut OpPrinter<'_>, op: OpId) {
    if p.body.num_operands(op) == 0 {
        p.out.push(' ');
    }
    p.print_operands_attrs_result_type(op);
}
