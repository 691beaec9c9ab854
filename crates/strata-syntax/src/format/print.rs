//! The format interpreter's printer: walks the directive tree over an op,
//! writing the spaces computed at compile time, optional groups whose
//! anchor is present (else their else-elements), `attr-dict` without the
//! attributes the format prints, segment sizes and default values.
//!
//! Invariants: never panics; an op whose operand/result/region/successor
//! counts do not fit its spec is printed in generic form instead.

use std::ops::Range;

use strata_ir::{Arity, Attribute, Body, Ident, OpId, RegionId, Traits, Type, Value};

use super::ast::{Anchor, CustomArg, Element, TypeArg, VarRef};
use super::attr_syntax::print_attr;
use super::custom::CustomPrintArg;
use super::spec::AttrFormat;
use super::{op_attr, op_attr_ident, segment_sizes, split_groups, DeclarativeFormat, Ranges};
use crate::printer::OpPrinter;
use strata_ir::segments::SEGMENT_SIZE_PROPERTIES;

/// Value ranges of each operand/result/region/successor group of one op.
struct Groups {
    operands: GroupRanges,
    results: GroupRanges,
    regions: GroupRanges,
    successors: GroupRanges,
}

/// The value ranges of an op's groups of one kind.
enum GroupRanges {
    /// Every group is a single value: group `i` is value `i` (most ops; no
    /// list is built).
    Singles,
    Split(Ranges),
}

impl GroupRanges {
    /// Splits `total` values among groups of `arities` ([`split_groups`]).
    fn new(arities: &[Arity], total: usize, segments: Option<&[usize]>) -> Option<GroupRanges> {
        if segments.is_none() && total == arities.len() && arities.iter().all(|a| *a == Arity::Single) {
            return Some(GroupRanges::Singles);
        }
        split_groups(arities, total, segments).map(GroupRanges::Split)
    }

    /// The values of group `i`.
    fn get(&self, i: usize) -> Range<usize> {
        match self {
            GroupRanges::Singles => i..i + 1,
            GroupRanges::Split(ranges) => ranges[i].clone(),
        }
    }
}

impl Groups {
    fn compute(p: &OpPrinter<'_>, fmt: &DeclarativeFormat, op: OpId) -> Option<Groups> {
        let (ctx, body, spec) = (p.ctx, p.body, &fmt.spec);
        let props = body.properties(op);
        let seg = |i: usize| {
            if spec.has_trait(SEGMENT_SIZE_PROPERTIES[i].trait_) {
                segment_sizes(ctx, props, SEGMENT_SIZE_PROPERTIES[i].name)
            } else {
                None
            }
        };
        let [operands, results, regions, successors] = &fmt.arities;
        Some(Groups {
            operands: GroupRanges::new(operands, body.num_operands(op), seg(0).as_deref())?,
            results: GroupRanges::new(results, body.num_results(op), seg(1).as_deref())?,
            regions: GroupRanges::new(regions, body.regions(op).len(), None)?,
            successors: GroupRanges::new(successors, body.num_successors(op), None)?,
        })
    }
}

/// Prints everything after the op name with the op's declarative format.
pub fn print_op(p: &mut OpPrinter<'_>, op: OpId) {
    let ctx = p.ctx;
    let name = p.body.op_name(op);
    let fmt = super::format_of(&mut p.hook_data, ctx, name);
    let groups = fmt.and_then(|f| Groups::compute(p, f, op).map(|g| (f, g)));
    match groups {
        Some((fmt, groups)) => print_elements(p, fmt, &groups, op, &fmt.elements),
        None => print_generic_instead(p, op),
    }
}

/// Replaces the op name the caller printed by the generic form.
fn print_generic_instead(p: &mut OpPrinter<'_>, op: OpId) {
    let full = p.ctx.op_name_str(p.body.op_name(op));
    let short = full.split_once('.').map_or(full, |(_, s)| s);
    for shown in [full, short] {
        if p.out.ends_with(shown) {
            let keep = p.out.len() - shown.len();
            p.out.truncate(keep);
            break;
        }
    }
    p.print_generic_op(op);
}

fn print_elements(p: &mut OpPrinter<'_>, fmt: &DeclarativeFormat, g: &Groups, op: OpId, elements: &[Element]) {
    for e in elements {
        print_element(p, fmt, g, op, e);
    }
}

fn space(p: &mut OpPrinter<'_>, yes: bool) {
    if yes {
        p.out.push(' ');
    }
}

fn print_element(p: &mut OpPrinter<'_>, fmt: &DeclarativeFormat, g: &Groups, op: OpId, e: &Element) {
    let body = p.body;
    match e {
        Element::Literal { text, space: s, .. } => {
            space(p, *s);
            p.out.push_str(text);
        }
        Element::Space(nonempty) => space(p, *nonempty),
        Element::Newline => p.newline(),
        Element::Var { var, qualified, space: s } => {
            space(p, *s);
            match *var {
                VarRef::Operand(i) => p.print_operands(operand_values(body, g, op, i)),
                VarRef::Attr(i) => {
                    if let Some(a) = op_attr(p.ctx, body, op, fmt.spec.attrs[i].name) {
                        print_attr(p, fmt, i, a, *qualified);
                    }
                }
                VarRef::Region(i) => print_regions(p, fmt, &body.regions(op)[g.regions.get(i)]),
                VarRef::Successor(i) => print_blocks(p, op, g.successors.get(i)),
                VarRef::Result(_) => {}
            }
        }
        Element::Operands { space: s } => {
            space(p, *s);
            p.print_operands(body.operands(op));
        }
        Element::Regions { space: s } => {
            space(p, *s);
            print_regions(p, fmt, body.regions(op));
        }
        Element::Successors { space: s } => {
            space(p, *s);
            print_blocks(p, op, 0..body.num_successors(op));
        }
        Element::Type { arg, space: s, qualified } => {
            space(p, *s);
            let types = arg_types(p, g, op, *arg);
            let single = match *arg {
                TypeArg::Operand(i) => fmt.spec.operands[i].arity == Arity::Single,
                TypeArg::Result(i) => fmt.spec.results[i].arity == Arity::Single,
                _ => false,
            };
            match (single, types.as_slice()) {
                (true, &[t]) if !*qualified => {
                    let stripped = super::parse::stripped_dialect(fmt, *arg);
                    super::attr_syntax::print_type_maybe_stripped(p, t, stripped);
                }
                _ => p.print_types(types),
            }
        }
        Element::FunctionalType { inputs, results, space: s } => {
            space(p, *s);
            let ins = arg_types(p, g, op, *inputs);
            let outs = arg_types(p, g, op, *results);
            p.print_function_type(&ins, &outs);
        }
        Element::AttrDict { with_keyword } => {
            let entries = attr_dict_entries(p, fmt, op);
            p.print_attr_dict_entries(&entries, *with_keyword);
        }
        Element::PropDict => {
            let ctx = p.ctx;
            let props = body.properties(op).unwrap_or(ctx.empty_dictionary());
            let rest: Vec<(Ident, Attribute)> = ctx
                .dict_entries(props)
                .iter()
                .filter(|(k, _)| fmt.spec.attr_index(ctx.ident_str(*k)).is_none_or(|i| !fmt.used_attrs[i]))
                .copied()
                .collect();
            if !rest.is_empty() {
                p.out.push_str(" <");
                p.print_attr(ctx.dictionary_attr(rest));
                p.out.push('>');
            }
        }
        Element::Optional(group) => {
            if anchor_present(p, fmt, g, op, &group.anchor) {
                for (i, t) in group.then.iter().enumerate() {
                    if Some(i) != group.elided {
                        print_element(p, fmt, g, op, t);
                    }
                }
            } else {
                print_elements(p, fmt, g, op, &group.els);
            }
        }
        Element::Custom { directive, args, space: s } => {
            space(p, *s);
            let values: strata_ir::SmallVec<[CustomPrintArg; 4]> =
                args.iter().map(|a| custom_arg(p, fmt, g, op, a)).collect();
            (directive.print)(p, op, &values);
        }
        Element::OiList { clauses } => {
            for c in clauses {
                // As upstream, a clause whose attributes hold their defaults is elided.
                if c.vars.iter().any(|v| var_present(p, fmt, g, op, *v, true)) {
                    space(p, c.keyword_space);
                    p.out.push_str(&c.keyword);
                    if c.unit_attr.is_none() {
                        print_elements(p, fmt, g, op, &c.elements);
                    }
                }
            }
        }
    }
}

/// An operand group's values, read from the op as they are printed.
fn operand_values<'b>(body: &'b Body, g: &Groups, op: OpId, i: usize) -> impl Iterator<Item = Value> + 'b {
    let r = g.operands.get(i);
    body.operands(op).skip(r.start).take(r.len())
}

fn arg_types(p: &OpPrinter<'_>, g: &Groups, op: OpId, arg: TypeArg) -> strata_ir::SmallVec<[Type; 4]> {
    let body = p.body;
    match arg {
        TypeArg::Operand(i) => operand_values(body, g, op, i).map(|v| body.value_type(v)).collect(),
        TypeArg::Result(i) => body.results(op)[g.results.get(i)].iter().map(|&v| body.value_type(v)).collect(),
        TypeArg::Operands => body.operands(op).map(|v| body.value_type(v)).collect(),
        TypeArg::Results => body.results(op).iter().map(|&v| body.value_type(v)).collect(),
    }
}

fn print_blocks(p: &mut OpPrinter<'_>, op: OpId, range: Range<usize>) {
    for (k, i) in range.enumerate() {
        if k > 0 {
            p.out.push_str(", ");
        }
        p.print_block_name(p.body.successor(op, i));
    }
}

/// Regions, comma separated; with an implicit terminator, the terminator
/// is printed only when it has operands, results or attributes.
fn print_regions(p: &mut OpPrinter<'_>, fmt: &DeclarativeFormat, regions: &[RegionId]) {
    let body = p.body;
    let implicit = fmt.spec.has_trait(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR);
    for (k, &r) in regions.iter().enumerate() {
        if k > 0 {
            p.out.push_str(", ");
        }
        let mut print_terminator = true;
        if implicit {
            if let Some(term) = body.entry_block(r).and_then(|b| body.last_op(b)) {
                print_terminator = !p.ctx.dict_entries(body.attrs(term)).is_empty()
                    || body.properties(term).is_some_and(|d| !p.ctx.dict_entries(d).is_empty())
                    || body.num_operands(term) != 0
                    || body.num_results(term) != 0;
            }
        }
        p.print_region(r, true, print_terminator, false);
    }
}

/// The op's attributes that `attr-dict` prints: properties and
/// discardable ones merged in name order, without those the format already
/// printed, default-valued ones equal to their default, and segment sizes
/// the format implies. Built per op without interning anything.
fn attr_dict_entries(
    p: &OpPrinter<'_>,
    fmt: &DeclarativeFormat,
    op: OpId,
) -> strata_ir::SmallVec<[(Ident, Attribute); 4]> {
    let (ctx, body, spec) = (p.ctx, p.body, &fmt.spec);
    let r = fmt.resolved(ctx);
    let mut entries: strata_ir::SmallVec<[(Ident, Attribute); 4]> = strata_ir::SmallVec::new();
    let discardable = ctx.dict_entries(body.attrs(op));
    // The common case: an op that spelled none of its attributes holds the
    // populated defaults, none of which is printed (see `retain` below).
    if discardable.is_empty() && (body.properties(op).is_none() || body.properties(op) == r.defaults_only) {
        return entries;
    }
    // Without discardable attributes the answer depends on the op's name
    // (its format) and the interned properties alone, which generated IR
    // repeats op after op (`{value = 16 : index}`, `overflow<nsw>`): an
    // empty answer is remembered.
    let memo_key = match (discardable.is_empty(), body.properties(op)) {
        (true, Some(props)) => Some((body.op_name(op), props)),
        _ => None,
    };
    if memo_key.is_some_and(|key| p.attr_dict_empty.borrow().contains(&key)) {
        return entries;
    }
    if let Some(props) = body.properties(op) {
        entries.extend_from_slice(ctx.dict_entries(props));
    }
    if !discardable.is_empty() {
        entries.extend_from_slice(discardable);
        entries.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    }
    let elide_segments = [
        spec.has_trait(SEGMENT_SIZE_PROPERTIES[0].trait_) && !fmt.all_operands,
        spec.has_trait(SEGMENT_SIZE_PROPERTIES[1].trait_) && !fmt.all_result_types,
    ];
    let props = body.properties(op);
    entries.retain(|&mut (k, v)| {
        if (elide_segments[0] && k == r.segments[0]) || (elide_segments[1] && k == r.segments[1]) {
            return false;
        }
        match r.attr_names.iter().position(|&n| n == k) {
            // A pure property (`EnumProp`) is never an attribute: a
            // discardable one of its name is printed like any other.
            Some(i)
                if matches!(spec.attrs[i].format, AttrFormat::EnumProp { .. })
                    && props.and_then(|p| ctx.dict_get_ident(p, k)) != Some(v) =>
            {
                true
            }
            Some(i) => !fmt.used_attrs[i] && r.defaults[i] != Some(v),
            None => true,
        }
    });
    if let Some(key) = memo_key.filter(|_| entries.is_empty()) {
        p.attr_dict_empty.borrow_mut().insert(key);
    }
    entries
}

/// The merged attribute dictionary a custom directive's `attr-dict`
/// argument receives.
fn attr_dict(p: &OpPrinter<'_>, fmt: &DeclarativeFormat, op: OpId) -> Attribute {
    p.ctx.dictionary_attr(attr_dict_entries(p, fmt, op).into_vec())
}

/// Is a variable present (`anchor`: a default-valued attribute equal to
/// its default counts as absent, as in upstream's anchor checks)?
fn var_present(p: &OpPrinter<'_>, fmt: &DeclarativeFormat, g: &Groups, op: OpId, v: VarRef, anchor: bool) -> bool {
    let (ctx, body, spec) = (p.ctx, p.body, &fmt.spec);
    match v {
        VarRef::Operand(i) => !g.operands.get(i).is_empty(),
        VarRef::Result(i) => !g.results.get(i).is_empty(),
        VarRef::Successor(i) => !g.successors.get(i).is_empty(),
        VarRef::Region(i) => {
            let regions = &body.regions(op)[g.regions.get(i)];
            if spec.regions[i].variadic {
                !regions.is_empty()
            } else {
                regions.iter().any(|&r| !body.region_is_empty(r))
            }
        }
        VarRef::Attr(i) => {
            let r = fmt.resolved(ctx);
            match (op_attr_ident(ctx, body, op, r.attr_names[i]), r.defaults[i]) {
                (None, _) => false,
                (Some(v), Some(default)) if anchor => v != default,
                (Some(_), _) => true,
            }
        }
    }
}

fn anchor_present(p: &OpPrinter<'_>, fmt: &DeclarativeFormat, g: &Groups, op: OpId, anchor: &Anchor) -> bool {
    match anchor {
        Anchor::Var(v) => var_present(p, fmt, g, op, *v, true),
        Anchor::Type(TypeArg::Operand(i)) => var_present(p, fmt, g, op, VarRef::Operand(*i), true),
        Anchor::Type(TypeArg::Result(i)) => var_present(p, fmt, g, op, VarRef::Result(*i), true),
        Anchor::Type(TypeArg::Operands) => p.body.num_operands(op) > 0,
        Anchor::Type(TypeArg::Results) => p.body.num_results(op) > 0,
        Anchor::Any(all) => all.iter().any(|a| anchor_present(p, fmt, g, op, a)),
    }
}

fn custom_arg(p: &OpPrinter<'_>, fmt: &DeclarativeFormat, g: &Groups, op: OpId, arg: &CustomArg) -> CustomPrintArg {
    let body = p.body;
    match arg {
        CustomArg::Var(VarRef::Operand(i)) => CustomPrintArg::Operands(operand_values(body, g, op, *i).collect()),
        CustomArg::Var(VarRef::Attr(i)) => CustomPrintArg::Attr(op_attr(p.ctx, body, op, fmt.spec.attrs[*i].name)),
        CustomArg::Var(VarRef::Region(i)) => CustomPrintArg::Regions(body.regions(op)[g.regions.get(*i)].to_vec()),
        CustomArg::Var(VarRef::Successor(i)) => {
            CustomPrintArg::Successors(g.successors.get(*i).map(|k| body.successor(op, k)).collect())
        }
        CustomArg::Var(VarRef::Result(i)) => CustomPrintArg::Types(arg_types(p, g, op, TypeArg::Result(*i))),
        CustomArg::Type(a) => CustomPrintArg::Types(arg_types(p, g, op, *a)),
        CustomArg::AttrDict => CustomPrintArg::AttrDict(attr_dict(p, fmt, op)),
        CustomArg::String(s) => CustomPrintArg::String(s.clone()),
        CustomArg::Ref(inner) => custom_arg(p, fmt, g, op, inner),
    }
}
