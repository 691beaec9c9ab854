//! The end of parsing an op with a declarative format: types from the
//! resolution plan, operand resolution, result types, properties (format
//! attributes, inherent `attr-dict` entries, populated defaults, segment
//! sizes), discardable attributes, regions (with implicit terminators) and
//! successors, all written into the `OperationState`.
//!
//! Invariants: every operand group is resolved with exactly as many types
//! as it has operands, or the parse fails with upstream's "number of
//! operands and types do not match" at the group's location.

use strata_ir::{Arity, Attribute, Ident, OperationState, RegionId, Traits};

use super::resolve::{TypeSource, TypeVar};
use super::spec::{AttrFormat, AttrPresence};
use super::{attr_value_type, segment_attr, split_groups, DeclarativeFormat};
use crate::parser::SliceMemo;
use crate::parser::{OpParts, PResult, Parser, TypeList};
use strata_ir::segments::SEGMENT_SIZE_PROPERTIES;

pub(super) fn finish<'a>(
    p: &mut Parser<'a>,
    fmt: &DeclarativeFormat,
    st: &mut OpParts<'a>,
    state: &mut OperationState,
    start: usize,
) -> PResult<()> {
    let ctx = p.ctx;
    let spec = &fmt.spec;
    let [operand_arities, result_arities, _, _] = &fmt.arities;
    // `operands` directive: split among the groups.
    if fmt.all_operands {
        let pos = st.all_operands_pos.unwrap_or(start);
        let Some(ranges) = split_groups(operand_arities, st.all_operands.len(), None) else {
            return Err(p.custom_op_error_at(pos, "could not split the operands among the operand groups"));
        };
        for (i, r) in ranges.into_iter().enumerate() {
            st.operands[i] = st.all_operands[r].iter().cloned().collect();
            st.operand_pos[i] = Some(pos);
        }
    }
    // `type(operands)` / `type(results)`: split by the groups' sizes.
    if let Some(all) = st.all_operand_types.take() {
        let total: usize = st.operands.iter().map(|g| g.len()).sum();
        if all.len() != total {
            let pos = st.all_operands_pos.or(st.operand_pos.iter().flatten().next().copied()).unwrap_or(start);
            let msg =
                format!("number of operands and types do not match: got {total} operands and {} types", all.len());
            return Err(p.custom_op_error_at(pos, msg));
        }
        let mut at = 0;
        for (i, ops) in st.operands.iter().enumerate() {
            st.operand_types[i] = Some(all[at..at + ops.len()].into());
            at += ops.len();
        }
    }
    if let Some(all) = st.all_result_types.take() {
        match split_groups(result_arities, all.len(), None) {
            Some(ranges) => {
                for (i, r) in ranges.into_iter().enumerate() {
                    st.result_types[i] = Some(all[r].into());
                }
            }
            None if spec.results.len() == 1 => st.result_types[0] = Some(all.into()),
            None => return Err(p.custom_op_error_at(start, "could not split the result types among the result groups")),
        }
    }
    // Types not in the format.
    for &(target, source) in &fmt.plan {
        let mut types: TypeList = match source {
            TypeSource::Build(b) => strata_ir::smallvec![b(ctx)],
            TypeSource::Var(v, transform) => {
                let base = match v {
                    TypeVar::Operand(i) => st.operand_types[i].clone().unwrap_or_default(),
                    TypeVar::Result(i) => st.result_types[i].clone().unwrap_or_default(),
                    TypeVar::Attr(i) => st.attrs[i].and_then(|a| attr_value_type(ctx, a)).into_iter().collect(),
                };
                match transform {
                    Some(f) => {
                        // Upstream's generated parser checks a type against
                        // its constraint before a `TypesMatchWith`
                        // transformer reads it.
                        let var = var_spec(spec, v);
                        if let Some((var, c)) = var.and_then(|var| Some((var, var.constraint.as_ref()?))) {
                            if let Some(&bad) = base.iter().find(|&&t| !(c.check)(ctx, t)) {
                                let msg = format!(
                                    "'{}' must be {}, but got '{}'",
                                    var.name,
                                    c.description,
                                    ctx.type_to_string(bad)
                                );
                                return Err(p.custom_op_error_at(p.op_name_pos(), msg));
                            }
                        }
                        base.into_iter().map(|t| f(ctx, t)).collect()
                    }
                    None => base,
                }
            }
        };
        let single_source = match source {
            TypeSource::Build(_) => true,
            TypeSource::Var(TypeVar::Operand(i), _) => spec.operands[i].arity == Arity::Single,
            TypeSource::Var(TypeVar::Result(i), _) => spec.results[i].arity == Arity::Single,
            TypeSource::Var(TypeVar::Attr(_), _) => true,
        };
        match target {
            TypeVar::Operand(i) => {
                let n = st.operands[i].len();
                if single_source && types.len() == 1 && n != 1 {
                    types = strata_ir::smallvec![types[0]; n];
                }
                st.operand_types[i] = Some(types);
            }
            TypeVar::Result(i) => {
                if spec.results[i].arity == Arity::Single {
                    types.truncate(1);
                }
                st.result_types[i] = Some(types);
            }
            TypeVar::Attr(_) => {}
        }
    }
    // Operands, in op order; a group never parsed (its optional group
    // absent) reports at the op's name, as upstream's unset location does.
    for (i, ops) in st.operands.iter().enumerate() {
        let types = st.operand_types[i].as_deref().unwrap_or(&[]);
        let pos = st.operand_pos[i].unwrap_or_else(|| p.op_name_pos());
        p.resolve_operands_into(ops, types, pos, &mut state.operands)?;
    }
    let mut result_sizes: strata_ir::SmallVec<[usize; 4]> = strata_ir::SmallVec::new();
    for (i, r) in spec.results.iter().enumerate() {
        let types = st.result_types[i].take().unwrap_or_default();
        // Types given for all the results at once (`functional-type`,
        // `type(results)`) are taken as they are, as upstream's parser
        // does: a wrong count is the verifier's to report.
        if r.arity == Arity::Single && types.len() != 1 && !fmt.all_result_types {
            return Err(p.custom_op_error_at(start, format!("expected a type for result '{}'", r.name)));
        }
        result_sizes.push(types.len());
        state.result_types.extend(types);
    }
    // Properties and discardable attributes.
    // A pure property (`EnumProp`) is no attribute: an `attr-dict` entry
    // of its name stays discardable, as upstream.
    let inherent = |name: &str| {
        spec.attr_index(name).is_some_and(|i| !matches!(spec.attrs[i].format, AttrFormat::EnumProp { .. }))
            || SEGMENT_SIZE_PROPERTIES.iter().any(|p| p.name == name && spec.has_trait(p.trait_))
    };
    let mut props: Vec<(Ident, Attribute)> = std::mem::take(&mut st.prop_dict);
    let mut discardable = Vec::new();
    for (k, v) in st.attr_dict.drain(..) {
        if inherent(ctx.ident_str(k)) {
            props.push((k, v));
        } else {
            discardable.push((k, v));
        }
    }
    // Names and defaults were interned once for this format.
    let r = fmt.resolved(ctx);
    let segments = [
        spec.has_trait(SEGMENT_SIZE_PROPERTIES[0].trait_) && !fmt.all_operands,
        spec.has_trait(SEGMENT_SIZE_PROPERTIES[1].trait_) && !fmt.all_result_types,
    ];
    if props.is_empty() && st.attrs.iter().all(Option::is_none) && segments == [false, false] {
        state.properties = r.defaults_only;
    } else {
        let props = with_attrs(ctx, &mut p.caches.segment_sizes, st, props, r, fmt, &result_sizes, segments);
        state.properties = Some(properties_dict(p, props));
    }
    state.attrs = Some(if discardable.is_empty() { p.empty_dict } else { ctx.dictionary_attr(discardable) });
    // Regions: a missing single region is empty; implicit terminators.
    let mut regions: Vec<RegionId> = Vec::new();
    if fmt.all_regions {
        regions = std::mem::take(&mut st.all_regions);
    } else {
        for (i, r) in spec.regions.iter().enumerate() {
            if !r.variadic && st.regions[i].is_empty() {
                regions.push(p.body.create_region());
            } else {
                regions.extend(st.regions[i].drain(..));
            }
        }
    }
    for &r in &regions {
        ensure_block(p, fmt, r, state);
    }
    state.regions.extend(regions);
    if fmt.all_successors {
        state.successors.append(&mut st.all_successors);
    } else {
        for s in st.successors.iter_mut() {
            state.successors.extend(s.drain(..));
        }
    }
    Ok(())
}

/// The entries of the properties when the op spelled some: its inherent
/// `attr-dict` and `prop-dict` entries `props`, the format's attributes,
/// the populated defaults of the rest and the segment sizes `segments`
/// asks for.
#[allow(clippy::too_many_arguments)]
fn with_attrs(
    ctx: &strata_ir::Context,
    segment_sizes: &mut SliceMemo<usize>,
    st: &OpParts<'_>,
    props: Vec<(Ident, Attribute)>,
    r: &super::Resolved,
    fmt: &DeclarativeFormat,
    result_sizes: &[usize],
    segments: [bool; 2],
) -> Props {
    let mut props = Props::from_vec(props);
    push_format_attrs(fmt, r, &st.attrs, &mut props);
    if segments[0] {
        let sizes: strata_ir::SmallVec<[usize; 8]> = st.operands.iter().map(|g| g.len()).collect();
        props.push((r.segments[0], segment_sizes.get_or_make(&sizes, || segment_attr(ctx, &sizes))));
    }
    if segments[1] {
        props.push((r.segments[1], segment_sizes.get_or_make(result_sizes, || segment_attr(ctx, result_sizes))));
    }
    props
}

/// The spec of the operand or result a type variable names (`None` for
/// an attribute's type).
pub(super) fn var_spec(spec: &super::FormatSpec, v: TypeVar) -> Option<&super::VarSpec> {
    match v {
        TypeVar::Operand(i) => Some(&spec.operands[i]),
        TypeVar::Result(i) => Some(&spec.results[i]),
        TypeVar::Attr(_) => None,
    }
}

/// Appends to `props` the format's attributes `attrs` (one per spec
/// attribute, `None` when not spelled) and the populated defaults of the
/// rest that `props` does not hold.
pub(super) fn push_format_attrs(
    fmt: &DeclarativeFormat,
    r: &super::Resolved,
    attrs: &[Option<Attribute>],
    props: &mut Props,
) {
    for (i, a) in fmt.spec.attrs.iter().enumerate() {
        let key = r.attr_names[i];
        match (attrs[i], a.presence, r.defaults[i]) {
            (Some(v), _, _) => props.push((key, v)),
            (None, AttrPresence::Default { populate: true, .. }, Some(default))
                if !props.iter().any(|(k, _)| *k == key) =>
            {
                props.push((key, default))
            }
            _ => {}
        }
    }
}

/// Property entries being gathered: inline for the usual few.
pub(super) type Props = strata_ir::SmallVec<[(Ident, Attribute); 4]>;

/// Interns the properties dictionary of `props`. One entry (a constant's
/// `value`) is the common case: memoized, it costs a lookup instead of
/// building and interning a dictionary, and allocates nothing.
pub(super) fn properties_dict(p: &mut Parser<'_>, props: Props) -> Attribute {
    let ctx = p.ctx;
    match props.as_slice() {
        &[entry] => *p.caches.single_entry_dicts.entry(entry).or_insert_with(|| ctx.dictionary_attr(vec![entry])),
        entries => p.caches.dicts.get_or_make(entries, || ctx.dictionary_attr(entries.to_vec())),
    }
}

/// Upstream's `ensureTerminator` / `emplaceBlock` for single-block regions.
fn ensure_block(p: &mut Parser<'_>, fmt: &DeclarativeFormat, region: RegionId, state: &OperationState) {
    let spec = &fmt.spec;
    let implicit = spec.implicit_terminator.filter(|_| spec.has_trait(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR));
    if implicit.is_none() && !spec.has_trait(Traits::SINGLE_BLOCK) {
        return;
    }
    let block = match p.body.entry_block(region) {
        Some(b) => b,
        None => {
            let b = p.body.create_block();
            p.body.append_block(region, b);
            b
        }
    };
    let Some(term) = implicit else { return };
    let ctx = p.ctx;
    // A registered terminator only: an unregistered last op gets the
    // terminator after it, as upstream's `ensureRegionTerminator`
    // (`hasTrait`, not `mightHaveTrait`).
    let has_terminator = p
        .body
        .last_op(block)
        .is_some_and(|last| ctx.op_info(p.body.op_name(last)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR)));
    if !has_terminator {
        let t = strata_ir::OperationState::new(ctx.op_name(term), state.loc);
        let op = p.body.create_op(t, ctx.empty_dictionary());
        p.body.append_op(block, op);
    }
}
