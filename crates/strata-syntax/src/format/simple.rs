//! The interpreter's fast path, for the formats most ops have: operands
//! (at most one variadic group), attributes, punctuation and keywords,
//! `type(...)` of single values, `attr-dict` and `prop-dict` when absent,
//! and optional groups when absent; no regions or successors, single
//! results, types not written resolved by the plan from single values.
//! `arith.addi %a, %b : i32`, `arith.constant 0 : index` and
//! `memref.load %m[%i] : memref<?xf32>` are all parsed here.
//!
//! It reads the op into locals and builds the `OperationState` directly,
//! where the general interpreter (`parse.rs`, `finish.rs`) fills
//! an `OpParts` of per-group lists and then resolves them: that
//! bookkeeping was a quarter of parsing a typical op.
//!
//! Invariants: the result is the general interpreter's. Whatever the fast
//! path does not handle (an optional group, an attribute dictionary or a
//! property dictionary that is present, a token it does not expect, a
//! type it cannot resolve, any error before operands are resolved) makes
//! it give up before anything but interning has happened; the caller then
//! puts the token cursor back and runs the general interpreter, which
//! reports exactly upstream's error. Errors resolving operands are
//! returned as they are: the general path would resolve the same operands
//! in the same order and fail the same way.

use strata_ir::{Arity, Attribute, OperationState, SmallVec, Type};

use super::ast::{Element, TypeArg, VarRef};
use super::finish::{properties_dict, push_format_attrs, var_spec, Props};
use super::parse::{is_single, parse_literal, parse_single_type};
use super::resolve::{TypeSource, TypeVar};
use super::{attr_value_type, DeclarativeFormat};
use crate::lexer::TokenKind;
use crate::parser::{PResult, Parser, UnresolvedOperand};
use strata_ir::segments::SEGMENT_SIZE_PROPERTIES;

#[cfg(test)]
thread_local! {
    /// Tests turn the fast path off to hold it to the general interpreter.
    pub(crate) static GENERAL_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Is the fast path turned off (only ever by a test, on its thread)?
pub(super) fn general_only() -> bool {
    #[cfg(test)]
    return GENERAL_ONLY.with(|g| g.get());
    #[cfg(not(test))]
    false
}

/// Can the fast path parse ops of this format (see the module doc)?
pub(super) fn eligible(fmt: &DeclarativeFormat) -> bool {
    let spec = &fmt.spec;
    let variadic = spec.operands.iter().filter(|o| o.arity == Arity::Variadic).count();
    !fmt.all_operands
        && !fmt.all_result_types
        && !fmt.all_regions
        && !fmt.all_successors
        && spec.regions.is_empty()
        && spec.successors.is_empty()
        && spec.operands.len() <= MAX_VALUES
        && spec.results.len() <= MAX_VALUES
        && spec.attrs.len() <= MAX_ATTRS
        && spec.results.iter().all(|r| r.arity == Arity::Single)
        && spec.operands.iter().all(|o| o.arity != Arity::Optional)
        && variadic <= 1
        && !SEGMENT_SIZE_PROPERTIES.iter().any(|p| spec.has_trait(p.trait_))
        && fmt.plan.iter().all(|&(_, source)| match source {
            TypeSource::Var(TypeVar::Operand(i), _) => spec.operands[i].arity == Arity::Single,
            _ => true,
        })
        && elements_eligible(fmt, &fmt.elements)
}

fn elements_eligible(fmt: &DeclarativeFormat, elements: &[Element]) -> bool {
    elements.iter().all(|e| match e {
        Element::Literal { .. } | Element::Space(_) | Element::Newline | Element::AttrDict { .. } => true,
        Element::PropDict => true,
        Element::Var { var: VarRef::Operand(_) | VarRef::Attr(_), .. } => true,
        Element::Type { arg, .. } => is_single(fmt, *arg),
        // Decided by a leading literal: present means giving up.
        Element::Optional(g) => {
            matches!(g.then.iter().find(|e| !e.is_whitespace()), Some(Element::Literal { .. }))
                && elements_eligible(fmt, &g.els)
        }
        _ => false,
    })
}

/// The most groups of each kind a format may have for the fast path: its
/// scan lives in fixed arrays, with nothing to build or drop per op.
const MAX_VALUES: usize = 4;
const MAX_ATTRS: usize = 8;

/// What the fast path read of one op (the first `spec.operands.len()`,
/// `spec.results.len()` and `spec.attrs.len()` entries are used).
struct Scan<'a> {
    /// One per operand group: the single operand (the variadic group's
    /// operands are in `variadic`).
    operands: [Option<UnresolvedOperand<'a>>; MAX_VALUES],
    variadic: SmallVec<[UnresolvedOperand<'a>; 4]>,
    /// The type of each operand group (every operand of the variadic one)
    /// and of each result.
    operand_types: [Option<Type>; MAX_VALUES],
    result_types: [Option<Type>; MAX_VALUES],
    attrs: [Option<Attribute>; MAX_ATTRS],
}

/// Parses the rest of an op of an [`eligible`] format into `state`; `None`
/// when the general interpreter must do it (nothing done but interning
/// and moving the token cursor, which the caller puts back).
pub(super) fn parse(p: &mut Parser<'_>, fmt: &DeclarativeFormat, state: &mut OperationState) -> Option<PResult<()>> {
    let spec = &fmt.spec;
    let mut scan = Scan {
        operands: [const { None }; MAX_VALUES],
        variadic: SmallVec::new(),
        operand_types: [None; MAX_VALUES],
        result_types: [None; MAX_VALUES],
        attrs: [None; MAX_ATTRS],
    };
    let (n_operands, n_results) = (spec.operands.len(), spec.results.len());
    scan_elements(p, fmt, &fmt.elements, &mut scan)?;
    let unbound = spec.operands.iter().zip(&scan.operands).any(|(o, u)| o.arity == Arity::Single && u.is_none());
    if unbound {
        return None;
    }
    resolve_types(p, fmt, &mut scan)?;
    // Every type is known: from here on nothing gives up.
    if scan.result_types[..n_results].iter().any(Option::is_none)
        || scan.operand_types[..n_operands].iter().any(Option::is_none)
    {
        return None;
    }
    Some(finish(p, fmt, &scan, state))
}

fn scan_elements<'a>(
    p: &mut Parser<'a>,
    fmt: &DeclarativeFormat,
    elements: &[Element],
    scan: &mut Scan<'a>,
) -> Option<()> {
    let spec = &fmt.spec;
    for e in elements {
        match e {
            Element::Literal { text, token, .. } => {
                if !parse_literal(p, text, *token, false).ok()? {
                    return None;
                }
            }
            Element::Space(_) | Element::Newline => {}
            Element::Var { var: VarRef::Operand(i), .. } => {
                if spec.operands[*i].arity == Arity::Variadic {
                    scan.variadic = p.parse_optional_operand_list().ok()?.into();
                } else {
                    if !p.is(TokenKind::PercentIdent) {
                        return None;
                    }
                    scan.operands[*i] = Some(p.parse_ssa_use().ok()?);
                }
            }
            Element::Var { var: VarRef::Attr(i), qualified, .. } => {
                if let Some(a) = super::attr_syntax::parse_attr(p, fmt, *i, *qualified, false).ok()? {
                    scan.attrs[*i] = Some(a);
                }
            }
            Element::Type { arg, qualified, .. } => {
                let ty = parse_single_type(p, fmt, *arg, *qualified).ok()?;
                match *arg {
                    TypeArg::Operand(i) => scan.operand_types[i] = Some(ty),
                    TypeArg::Result(i) => scan.result_types[i] = Some(ty),
                    TypeArg::Operands | TypeArg::Results => return None,
                }
            }
            Element::AttrDict { with_keyword } => {
                let present = if *with_keyword { p.is_keyword("attributes") } else { p.is(TokenKind::LBrace) };
                if present {
                    return None;
                }
            }
            Element::PropDict => {
                if p.is(TokenKind::Less) {
                    return None;
                }
            }
            Element::Optional(g) => {
                let Some(Element::Literal { text, token, .. }) = g.then.iter().find(|e| !e.is_whitespace()) else {
                    return None;
                };
                let present = match *token {
                    Some(kind) => p.is(kind),
                    None => p.is_keyword(text),
                };
                if present {
                    return None;
                }
                scan_elements(p, fmt, &g.els, scan)?;
            }
            _ => return None,
        }
    }
    Some(())
}

/// The types not in the format, by the plan (as `finish` does for single
/// values: a type checked against its constraint before a transform reads
/// it, and one type for every operand of the variadic group).
fn resolve_types(p: &Parser<'_>, fmt: &DeclarativeFormat, scan: &mut Scan<'_>) -> Option<()> {
    let (ctx, spec) = (p.ctx, &fmt.spec);
    for &(target, source) in &fmt.plan {
        let ty = match source {
            TypeSource::Build(b) => b(ctx),
            TypeSource::Var(v, transform) => {
                let base = match v {
                    TypeVar::Operand(i) => scan.operand_types[i]?,
                    TypeVar::Result(i) => scan.result_types[i]?,
                    TypeVar::Attr(i) => attr_value_type(ctx, scan.attrs[i]?)?,
                };
                match transform {
                    Some(f) => {
                        if let Some(c) = var_spec(spec, v).and_then(|var| var.constraint.as_ref()) {
                            if !(c.check)(ctx, base) {
                                return None;
                            }
                        }
                        f(ctx, base)
                    }
                    None => base,
                }
            }
        };
        match target {
            TypeVar::Operand(i) => scan.operand_types[i] = Some(ty),
            TypeVar::Result(i) => scan.result_types[i] = Some(ty),
            TypeVar::Attr(_) => {}
        }
    }
    Some(())
}

/// Resolves the operands in op order, then fills in the result types, the
/// properties and the (empty) discardable attributes.
fn finish<'a>(p: &mut Parser<'a>, fmt: &DeclarativeFormat, scan: &Scan<'a>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    for (i, operand) in scan.operands[..fmt.spec.operands.len()].iter().enumerate() {
        let ty = scan.operand_types[i].expect("checked by `parse`");
        match operand {
            Some(o) => state.operands.push(p.resolve_operand(o, ty)?),
            None => {
                for o in &scan.variadic {
                    state.operands.push(p.resolve_operand(o, ty)?);
                }
            }
        }
    }
    let results = &scan.result_types[..fmt.spec.results.len()];
    state.result_types.extend(results.iter().map(|t| t.expect("checked by `parse`")));
    let r = fmt.resolved(ctx);
    state.properties = if scan.attrs[..fmt.spec.attrs.len()].iter().all(Option::is_none) {
        r.defaults_only
    } else {
        let mut props = Props::new();
        push_format_attrs(fmt, r, &scan.attrs[..fmt.spec.attrs.len()], &mut props);
        Some(properties_dict(p, props))
    };
    state.attrs = Some(ctx.empty_dictionary());
    Ok(())
}
