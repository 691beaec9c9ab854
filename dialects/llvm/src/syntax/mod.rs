//! Hand-written syntax of the llvm ops: the custom forms upstream writes
//! in C++ (`parse`/`print` of `LLVMDialect.cpp`) and the `custom<...>`
//! directives of the generated declarative formats, byte for byte what
//! `mlir-opt-22` reads and prints (`docs/design/llvm-dialect-syntax.md`).
//!
//! - the directives `GEPIndices`, `IndirectBrOpSucessors`,
//!   `InsertExtractValueElementType`, `LLVMLinkage`, `OpBundles`,
//!   `ShuffleType` and `SwitchOpCases` ([`directives`]);
//! - `llvm.func` ([`functions`]);
//! - `llvm.mlir.global` and `llvm.mlir.alias` ([`globals`]);
//! - `llvm.call`, `llvm.invoke`, `llvm.call_intrinsic` and
//!   `llvm.landingpad` ([`calls`], with the operand bundles they share);
//! - `llvm.icmp` and `llvm.fcmp` ([`comparisons`]);
//! - `llvm.alloca` ([`memory`]).
//!
//! Invariants shared by the parsers: inherent attributes go to the
//! properties (with the defaults of absent `DefaultValuedAttr`s filled in,
//! as upstream's property storage has them) and the rest stay
//! discardable ([`set_attrs`]); an attribute given twice is upstream's
//! "occurs more than once" error. The printers read what they need from
//! the op and print nothing they cannot read (never panic on a malformed
//! op).

pub mod calls;
pub mod comparisons;
pub mod directives;
pub mod functions;
pub mod globals;
pub mod memory;

mod bundles;

use std::ops::Range;

use strata_ir::op_checks::inherent_attr;
use strata_ir::segments::{consecutive_ranges, segment_counts};
use strata_ir::{AttrKind, Attribute, Body, Context, EnumValue, Ident, OpId, OperationState};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

pub use calls::{
    parse_call, parse_call_intrinsic, parse_invoke, parse_landingpad, print_call, print_call_intrinsic, print_invoke,
    print_landingpad,
};
pub use comparisons::{parse_fcmp, parse_icmp, print_fcmp, print_icmp};
pub use directives::custom_directives;
pub use functions::{parse_func, print_func};
pub use globals::{parse_mlir_alias, parse_mlir_global, print_mlir_alias, print_mlir_global};
pub use memory::{parse_alloca, print_alloca};

/// One of `T`'s keywords if the current token is one (upstream's
/// `parseOptionalLLVMKeyword`, which tries every case's string; the empty
/// string of a default case never matches).
pub(crate) fn enum_keyword<T: EnumValue>(p: &mut Parser<'_>) -> Option<T> {
    let &(_, value) = T::SPEC.cases.iter().find(|(kw, _)| !kw.is_empty() && p.is_keyword(kw))?;
    p.bump();
    T::from_value(value)
}

/// [`enum_keyword`] over a plain `I64EnumAttr` table, as its value.
pub(crate) fn spec_keyword(p: &mut Parser<'_>, spec: &strata_ir::EnumSpec) -> Option<i64> {
    let &(_, value) = spec.cases.iter().find(|(kw, _)| !kw.is_empty() && p.is_keyword(kw))?;
    p.bump();
    Some(value)
}

/// The keyword of `T`'s case `value` (empty for an unknown value).
pub(crate) fn keyword_of<T: EnumValue>(value: i64) -> String {
    T::SPEC.stringify(value).unwrap_or_default().into_owned()
}

/// `T`'s keyword and a space when `op`'s attribute `name` holds a case
/// other than `0`, the default upstream's printers leave out.
pub(crate) fn print_optional_enum_keyword<T: EnumValue>(p: &mut OpPrinter<'_>, op: OpId, name: &str) {
    let value =
        inherent_attr(p.ctx, p.body, op, name).and_then(|a| p.ctx.attr_storage::<T>(a)).map_or(0, |&v| v.value());
    if value != 0 {
        p.out.push_str(&keyword_of::<T>(value));
        p.out.push(' ');
    }
}

/// The keyword of case `value` in a plain enum table.
pub(crate) fn spec_keyword_of(spec: &strata_ir::EnumSpec, value: i64) -> &'static str {
    spec.cases.iter().find(|c| c.1 == value).map_or("", |c| c.0)
}

/// The integer an attribute holds, if it is an integer attribute.
pub(crate) fn int_value(ctx: &Context, attr: Option<Attribute>) -> Option<i64> {
    match attr.map(|a| ctx.attr_kind(a)) {
        Some(strata_ir::AttrKind::Integer { value, .. }) => value.to_i64(),
        _ => None,
    }
}

/// The properties and discardable attributes of `op` in one dictionary
/// (upstream's `getAttrs()`, which the custom printers print from).
pub(crate) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Attribute {
    let mut merged: Vec<(Ident, Attribute)> =
        body.properties(op).map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    merged.extend(ctx.dict_entries(body.attrs(op)).iter().copied());
    ctx.dictionary_attr(merged)
}

/// `comdat(@c::@s)` if next, into `entries` (the clause `llvm.func` and
/// `llvm.mlir.global` share).
pub(crate) fn parse_optional_comdat(p: &mut Parser<'_>, entries: &mut Vec<(Ident, Attribute)>) -> PResult<()> {
    if p.consume_keyword("comdat") {
        p.expect(TokenKind::LParen, "expected '('")?;
        let comdat = p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::SymbolRef { .. }))?;
        p.expect(TokenKind::RParen, "expected ')'")?;
        entries.push((p.ctx.ident("comdat"), comdat));
    }
    Ok(())
}

/// ` comdat(@c::@s)` when `op` has one.
pub(crate) fn print_optional_comdat(p: &mut OpPrinter<'_>, op: OpId) {
    if let Some(comdat) = inherent_attr(p.ctx, p.body, op, "comdat") {
        p.out.push_str(" comdat(");
        p.print_attr(comdat);
        p.out.push(')');
    }
}

/// Stores `entries` (what upstream's parser put in `result.attributes`)
/// on `state`: inherent ones, with the defaults of the absent ones, as
/// properties, the rest as discardable attributes.
pub(crate) fn set_attrs(p: &Parser<'_>, state: &mut OperationState, entries: Vec<(Ident, Attribute)>) -> PResult<()> {
    let ctx = p.ctx;
    for (i, (k, _)) in entries.iter().enumerate() {
        if entries[..i].iter().any(|(other, _)| other == k) {
            return Err(p.custom_op_error_at(
                p.op_name_pos(),
                format!("attribute '{}' occurs more than once in the attribute list", ctx.ident_str(*k)),
            ));
        }
    }
    state.set_attributes(ctx, entries);
    Ok(())
}

/// The operand ranges the segment sizes `name` of `op` give, relative to
/// a group of `total` operands and clamped to it.
pub(crate) fn segment_ranges(ctx: &Context, body: &Body, op: OpId, name: &str, total: usize) -> Vec<Range<usize>> {
    consecutive_ranges(0, total, segment_counts(ctx, body, op, name))
}
