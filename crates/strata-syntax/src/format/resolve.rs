//! The second half of compiling a format: upstream's checks (every
//! operand, region and successor bound, `attr-dict` present), the plan that
//! gives every operand and result a type at parse time, and the print
//! spacing of each element.
//!
//! Type resolution follows upstream: a type written in the format wins;
//! otherwise it comes from a variable whose type is known through
//! `SameOperandsAndResultType`, `SameTypeOperands`, `AllTypesMatch` or
//! `TypesMatchWith` (strata also follows chains of these); otherwise from a
//! buildable type. Invariant: the plan lists each unresolved operand and
//! result exactly once, after the variables it reads.

use strata_ir::Traits;

use super::ast::Element;
use super::compile::{CResult, FormatError, FormatParser};
use super::custom::CustomDirectives;
use super::spec::{FormatSpec, TypeBuilder, TypeRelation, TypeTransform};

/// A variable with a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeVar {
    Operand(usize),
    Result(usize),
    /// The type of a typed attribute's value.
    Attr(usize),
}

/// How one operand or result group gets its types when parsing.
#[derive(Clone, Copy, Debug)]
pub enum TypeSource {
    /// From another variable, optionally transformed.
    Var(TypeVar, Option<TypeTransform>),
    Build(TypeBuilder),
}

/// The output of compilation, wrapped by [`super::DeclarativeFormat`].
pub(crate) struct Compiled {
    pub elements: Vec<Element>,
    pub plan: Vec<(TypeVar, TypeSource)>,
    pub all_operands: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
    pub used_attrs: Vec<bool>,
}

pub(crate) fn compile(spec: &FormatSpec, format: &str, customs: &CustomDirectives) -> CResult<Compiled> {
    check_spec(spec)?;
    let mut parser = FormatParser::new(format, spec, customs);
    let mut elements = parser.parse_format()?;
    let seen = std::mem::take(&mut parser.seen);
    let fail = |message: String| Err(FormatError { message, offset: 0 });
    if !seen.attr_dict {
        return fail("'attr-dict' directive not found in custom assembly format".into());
    }
    if !seen.all_operands {
        if let Some(i) = seen.operands.iter().position(|s| !s) {
            return fail(format!("operand #{i}, named '{}', not found", spec.operands[i].name));
        }
    }
    if !seen.all_regions {
        if let Some(i) = seen.regions.iter().position(|s| !s) {
            return fail(format!("region #{i}, named '{}', not found", spec.regions[i].name));
        }
    }
    if !seen.all_successors {
        if let Some(i) = seen.successors.iter().position(|s| !s) {
            return fail(format!("successor #{i}, named '{}', not found", spec.successors[i].name));
        }
    }
    let operand_known: Vec<bool> = seen.operand_types.iter().map(|&s| s || seen.all_operand_types).collect();
    let result_known: Vec<bool> = seen.result_types.iter().map(|&s| s || seen.all_result_types).collect();
    let plan = type_plan(spec, operand_known, result_known, &seen.attrs)?;
    let mut state = SpaceState { emit: true, punct: false };
    layout(&mut elements, &mut state);
    Ok(Compiled {
        elements,
        plan,
        all_operands: seen.all_operands,
        all_result_types: seen.all_result_types,
        all_regions: seen.all_regions,
        all_successors: seen.all_successors,
        used_attrs: seen.attrs,
    })
}

fn check_spec(spec: &FormatSpec) -> CResult<()> {
    let mut names: Vec<&str> = spec.operands.iter().map(|v| v.name).collect();
    names.extend(spec.results.iter().map(|v| v.name));
    names.extend(spec.attrs.iter().map(|a| a.name));
    names.extend(spec.regions.iter().map(|r| r.name));
    names.extend(spec.successors.iter().map(|s| s.name));
    let mut sorted = names.clone();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(FormatError { message: format!("op spec names '{}' twice", w[0]), offset: 0 });
    }
    Ok(())
}

/// Resolves every operand and result type not written in the format.
fn type_plan(
    spec: &FormatSpec,
    mut operand_known: Vec<bool>,
    mut result_known: Vec<bool>,
    attr_seen: &[bool],
) -> CResult<Vec<(TypeVar, TypeSource)>> {
    let lookup = |name: &str| -> Option<TypeVar> {
        if let Some(i) = spec.operands.iter().position(|v| v.name == name) {
            return Some(TypeVar::Operand(i));
        }
        if let Some(i) = spec.results.iter().position(|v| v.name == name) {
            return Some(TypeVar::Result(i));
        }
        spec.attr_index(name).map(TypeVar::Attr)
    };
    // Equality groups and directed transforms.
    let mut groups: Vec<Vec<TypeVar>> = Vec::new();
    let mut transforms: Vec<(TypeVar, TypeVar, TypeTransform)> = Vec::new();
    let operands = (0..spec.operands.len()).map(TypeVar::Operand);
    if spec.has_trait(Traits::SAME_OPERANDS_AND_RESULT_TYPE) {
        groups.push(operands.clone().chain((0..spec.results.len()).map(TypeVar::Result)).collect());
    }
    if spec.has_trait(Traits::SAME_TYPE_OPERANDS) {
        groups.push(operands.collect());
    }
    let unknown_name =
        |n: &str| FormatError { message: format!("type relation names unknown variable '{n}'"), offset: 0 };
    for r in &spec.relations {
        match r {
            TypeRelation::AllMatch(names) => {
                let vars: Option<Vec<TypeVar>> = names.iter().map(|n| lookup(n)).collect();
                let vars =
                    vars.ok_or_else(|| unknown_name(names.iter().find(|n| lookup(n).is_none()).unwrap_or(&"")))?;
                groups.push(vars);
            }
            TypeRelation::Transform { from, to, transform } => {
                let f = lookup(from).ok_or_else(|| unknown_name(from))?;
                let t = lookup(to).ok_or_else(|| unknown_name(to))?;
                transforms.push((f, t, *transform));
            }
        }
    }
    let known = |v: TypeVar, ok: &[bool], rk: &[bool]| match v {
        TypeVar::Operand(i) => ok[i],
        TypeVar::Result(i) => rk[i],
        TypeVar::Attr(i) => attr_seen[i],
    };
    let mut plan = Vec::new();
    // Each round resolves at least one variable or stops: bounded by their number.
    loop {
        let mut progress = false;
        let targets: Vec<TypeVar> = (0..spec.operands.len())
            .map(TypeVar::Operand)
            .chain((0..spec.results.len()).map(TypeVar::Result))
            .filter(|&t| !known(t, &operand_known, &result_known))
            .collect();
        for t in targets {
            let from_group = groups
                .iter()
                .filter(|g| g.contains(&t))
                .flat_map(|g| g.iter().copied())
                .find(|&s| s != t && known(s, &operand_known, &result_known))
                .map(|s| TypeSource::Var(s, None));
            let source = from_group.or_else(|| {
                transforms
                    .iter()
                    .find(|(f, to, _)| *to == t && known(*f, &operand_known, &result_known))
                    .map(|(f, _, x)| TypeSource::Var(*f, Some(*x)))
            });
            if let Some(source) = source {
                plan.push((t, source));
                match t {
                    TypeVar::Operand(i) => operand_known[i] = true,
                    TypeVar::Result(i) => result_known[i] = true,
                    TypeVar::Attr(_) => {}
                }
                progress = true;
            }
        }
        if !progress {
            break;
        }
    }
    for (i, v) in spec.operands.iter().enumerate() {
        if !operand_known[i] {
            let Some(b) = spec.builder_for(v.name) else {
                return Err(FormatError {
                    message: format!(
                        "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                        v.name
                    ),
                    offset: 0,
                });
            };
            plan.push((TypeVar::Operand(i), TypeSource::Build(b)));
        }
    }
    for (i, v) in spec.results.iter().enumerate() {
        if !result_known[i] {
            let Some(b) = spec.builder_for(v.name) else {
                return Err(FormatError {
                    message: format!(
                        "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                        v.name
                    ),
                    offset: 0,
                });
            };
            plan.push((TypeVar::Result(i), TypeSource::Build(b)));
        }
    }
    Ok(plan)
}

/// Upstream's generator state for spaces between printed elements.
struct SpaceState {
    /// `shouldEmitSpace`
    emit: bool,
    /// `lastWasPunctuation`
    punct: bool,
}

/// Upstream's `shouldEmitSpaceBefore` for literals.
fn space_before_literal(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

fn layout_literal(text: &str, st: &mut SpaceState) -> bool {
    let space = st.emit && space_before_literal(text, st.punct);
    let first = text.as_bytes().first().copied().unwrap_or(b' ');
    st.emit = text.len() != 1 || !b"<({[".contains(&first);
    st.punct = first != b'_' && !first.is_ascii_alphabetic();
    space
}

fn layout_other(st: &mut SpaceState) -> bool {
    let space = st.emit || !st.punct;
    st.punct = false;
    st.emit = true;
    space
}

/// Computes `space` of every element in generator order (then-elements,
/// then else-elements, state carried through both).
fn layout(elements: &mut [Element], st: &mut SpaceState) {
    for e in elements {
        match e {
            Element::Literal { text, space, .. } => *space = layout_literal(text, st),
            Element::Space(nonempty) => {
                st.punct = !*nonempty;
                st.emit = false;
            }
            Element::Newline => {}
            Element::Optional(g) => {
                let elided = g.elided;
                for (i, t) in g.then.iter_mut().enumerate() {
                    if Some(i) != elided {
                        layout(std::slice::from_mut(t), st);
                    }
                }
                layout(&mut g.els, st);
            }
            // MLIR 22 prints no separator of its own before an oilist.
            Element::OiList { clauses } => {
                for c in clauses {
                    c.keyword_space = layout_literal(&c.keyword, st);
                    if c.unit_attr.is_none() {
                        layout(&mut c.elements, st);
                    }
                }
            }
            Element::AttrDict { .. } | Element::PropDict => st.punct = false,
            Element::Var { space, .. }
            | Element::Operands { space }
            | Element::Regions { space }
            | Element::Successors { space }
            | Element::Type { space, .. }
            | Element::FunctionalType { space, .. }
            | Element::Custom { space, .. } => *space = layout_other(st),
        }
    }
}
