//! The custom forms upstream's test dialect writes in C++
//! (`TestOpDefs.cpp`): `test.region_if` and
//! `test.single_no_terminator_custom_asm_op`. The other test ops with a
//! custom form use the declarative formats of `TestOps.td`.

use strata_ir::{OpId, OperationState, Type, TypeKind};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

/// `test.region_if %a, %b : t1, t2 -> (r1, r2) then {...} else {...} join {...}`:
/// upstream's `RegionIfOp::parse`. The regions keep the entry block
/// arguments they declare; no terminator is implied and no attribute
/// dictionary is read (upstream prints none).
pub fn parse_region_if(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let operands = p.parse_optional_operand_list()?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let types = p.parse_type_list_no_parens()?;
    p.expect(TokenKind::Arrow, "expected '->'")?;
    state.result_types =
        if p.is(TokenKind::LParen) { p.parse_type_list_parens()? } else { vec![p.parse_type()?] }.into();
    for keyword in ["then", "else", "join"] {
        if !p.consume_keyword(keyword) {
            return Err(p.wrong_token_error(format!("expected '{keyword}'")));
        }
        let region = p.parse_region(Vec::new(), false)?;
        state.regions.push(region);
    }
    let at = p.tok.start;
    let operands = p.resolve_operands(&operands, &types, at)?;
    state.operands.extend(operands);
    Ok(())
}

/// Upstream's `RegionIfOp::print`: `: ` right after the operands, the
/// result types always behind ` -> ` (`()` when there are none), every
/// region with its entry block arguments and terminators.
pub fn print_region_if(p: &mut OpPrinter<'_>, op: OpId) {
    let body = p.body;
    p.out.push(' ');
    p.print_operands(body.operands(op));
    p.out.push_str(": ");
    p.print_types(body.operands(op).map(|v| body.value_type(v)));
    let results: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    p.out.push_str(" -> ");
    let wrap = results.len() != 1 || matches!(p.ctx.type_kind(results[0]), TypeKind::Function { .. });
    if wrap {
        p.out.push('(');
    }
    p.print_types(results);
    if wrap {
        p.out.push(')');
    }
    for (keyword, &region) in ["then", "else", "join"].into_iter().zip(body.regions(op)) {
        p.out.push(' ');
        p.out.push_str(keyword);
        p.out.push(' ');
        p.print_region(region, true, true, false);
    }
}

/// `test.single_no_terminator_custom_asm_op { ... }`: just the region.
pub fn parse_single_no_terminator_custom_asm_op(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let region = p.parse_region(Vec::new(), false)?;
    state.regions.push(region);
    Ok(())
}

/// Upstream prints the region right after the op name, without a space,
/// and without the (absent) terminator.
pub fn print_single_no_terminator_custom_asm_op(p: &mut OpPrinter<'_>, op: OpId) {
    let region = p.body.regions(op)[0];
    p.print_region(region, false, false, false);
}
