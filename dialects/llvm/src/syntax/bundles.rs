//! Operand bundles, `["tag"(%a, %b : T1, T2), "empty"()]`: shared by
//! `llvm.call`, `llvm.invoke`, `llvm.call_intrinsic` and the `OpBundles`
//! directive (`llvm.intr.assume`). Upstream's `parseOpBundles` and
//! `printOpBundles`.
//!
//! The operands of all bundles are one flat group; `op_bundle_sizes`
//! says how it splits, `op_bundle_tags` (an array of strings, absent when
//! there are no bundles) names each bundle.

use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Attribute, OpId, Type, Value};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{PResult, UnresolvedOperand};
use strata_syntax::{OpPrinter, Parser};

use super::segment_ranges;

/// Parsed bundles, their operands still unresolved.
pub(crate) struct Bundles<'a> {
    /// Where the list starts (upstream reports count mismatches there).
    pub pos: usize,
    pub operands: Vec<UnresolvedOperand<'a>>,
    /// Each bundle's types, as written.
    pub types: Vec<Vec<Type>>,
    /// Each bundle's operand count.
    pub sizes: Vec<usize>,
    /// `op_bundle_tags`, `None` for `[]`.
    pub tags: Option<Attribute>,
}

/// `[...]` if the current token opens one (`None` otherwise).
pub(crate) fn parse<'a>(p: &mut Parser<'a>) -> PResult<Option<Bundles<'a>>> {
    let pos = p.tok.start;
    if !p.consume_if(TokenKind::LSquare) {
        return Ok(None);
    }
    let mut b = Bundles { pos, operands: Vec::new(), types: Vec::new(), sizes: Vec::new(), tags: None };
    if p.consume_if(TokenKind::RSquare) {
        return Ok(Some(b));
    }
    let mut tags = Vec::new();
    loop {
        let at = p.tok.start;
        if !p.is(TokenKind::String) {
            let first = p.custom_op_error_at(at, "expected string");
            return Err(first.followed_by(p.custom_op_error_at(at, "expect operand bundle tag")));
        }
        let tag = p.parse_string_literal()?;
        p.expect(TokenKind::LParen, "expected '('")?;
        let mut count = 0;
        let mut types = Vec::new();
        if !p.consume_if(TokenKind::RParen) {
            if p.is(TokenKind::PercentIdent) {
                loop {
                    b.operands.push(p.parse_ssa_use()?);
                    count += 1;
                    if !p.consume_if(TokenKind::Comma) {
                        break;
                    }
                }
            }
            p.expect(TokenKind::Colon, "expected ':'")?;
            types = p.parse_type_list_no_parens()?;
            p.expect(TokenKind::RParen, "expected ')'")?;
        }
        b.sizes.push(count);
        b.types.push(types);
        tags.push(p.ctx.string_attr(&tag));
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RSquare, "expected ']'")?;
    b.tags = Some(p.ctx.array_attr(tags));
    Ok(Some(b))
}

/// Resolves the bundles' operands (upstream's `resolveOpBundleOperands`:
/// each bundle's count is checked against its types, at the list).
pub(crate) fn resolve<'a>(p: &mut Parser<'a>, b: &Bundles<'a>, out: &mut Vec<Value>) -> PResult<()> {
    let mut next = 0;
    for (i, (types, &n)) in b.types.iter().zip(&b.sizes).enumerate() {
        if types.len() != n {
            return Err(p.custom_op_error_at(
                b.pos,
                format!(
                    "expected {n} types for operand bundle operands for operand bundle #{i}, but actually got {}",
                    types.len()
                ),
            ));
        }
        let values = p.resolve_operands(&b.operands[next..next + n], types, b.pos)?;
        out.extend(values);
        next += n;
    }
    Ok(())
}

/// ` [...]` when `op` has bundles (by `op_bundle_sizes`); `operands` are
/// the bundles' operands.
pub(crate) fn print(p: &mut OpPrinter<'_>, op: OpId, operands: &[Value], tags: Option<Attribute>) {
    let ranges = segment_ranges(p.ctx, p.body, op, "op_bundle_sizes", operands.len());
    let tags: Vec<Attribute> = match tags.map(|t| p.ctx.attr_kind(t)) {
        Some(AttrKind::Array(items)) => items.clone(),
        _ => Vec::new(),
    };
    p.out.push('[');
    for (i, range) in ranges.into_iter().enumerate() {
        if i > 0 {
            p.out.push_str(", ");
        }
        let tag = tags.get(i).and_then(|&t| p.ctx.string_value(t)).unwrap_or(b"").to_vec();
        strata_syntax::printer::attrs::write_string_literal(&mut p.out, &tag);
        p.out.push('(');
        let group = &operands[range];
        if !group.is_empty() {
            p.print_operands(group.iter().copied());
            p.out.push_str(" : ");
            let body = p.body;
            p.print_types(group.iter().map(|&v| body.value_type(v)));
        }
        p.out.push(')');
    }
    p.out.push(']');
}

/// Whether `op` has bundles (upstream's `getOpBundleOperands().empty()`
/// counts bundles, not operands).
pub(crate) fn has_bundles(p: &OpPrinter<'_>, op: OpId) -> bool {
    inherent_attr(p.ctx, p.body, op, "op_bundle_sizes")
        .is_some_and(|a| !strata_ir::op_checks::dense_i64_values(p.ctx, a).is_empty())
}
