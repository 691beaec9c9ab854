//! The declarative assembly format engine: an ODS `assemblyFormat` string,
//! compiled against a [`FormatSpec`], becomes an op's custom parser and
//! printer (upstream's `OpFormatGen`, interpreted instead of generated).
//!
//! Use: compile with [`DeclarativeFormat::compile`], then [`attach`] it to
//! the `OpInfo`: that stores the format as an interface and registers a
//! [`CustomAssembly`] whose hooks are [`parse_op`] and [`print_op`], which
//! look the format up through the op's `OpInfo`.
//!
//! Layout: `spec.rs` (the op description), `ast.rs` (directive tree),
//! `compile.rs` + `resolve.rs` (format string → tree, checks, type
//! resolution plan, print spacing), `custom.rs` (`custom<Name>` registry),
//! `parse.rs` / `print.rs` (the interpreters).
//!
//! Invariants: compiled formats are immutable and `Send + Sync`; parsing
//! never panics on any input text and reports upstream's messages with
//! locations; printing never panics, and an op that does not fit its spec
//! (wrong counts) is printed in generic form.

pub mod ast;
pub(crate) mod attr_syntax;
pub mod common;
pub mod compile;
pub mod custom;
mod finish;
mod parse;
mod print;
pub mod resolve;
pub(crate) mod simple;
pub mod spec;

use std::ops::Range;

use strata_ir::segments::SEGMENT_SIZE_PROPERTIES;
use strata_ir::{Arity, AttrKind, Attribute, Body, Context, Ident, OpId, OpInfo, OpName};

pub use compile::FormatError;
pub use custom::{CustomDirective, CustomDirectives, CustomParseArg, CustomParseFn, CustomPrintArg, CustomPrintFn};
pub use parse::parse_op;
pub use print::print_op;
pub use spec::{
    AttrBuilder, AttrFormat, AttrPresence, EnumSpec, FormatAttr, FormatSpec, GroupSpec, TypeBuilder, TypeClass,
    TypeRelation, TypeTransform, VarSpec,
};

use crate::op_table::HookData;
use crate::parser::CustomAssembly;
use ast::Element;
use resolve::{TypeSource, TypeVar};

/// A compiled assembly format, stored as an interface on the op's `OpInfo`.
pub struct DeclarativeFormat {
    pub spec: FormatSpec,
    /// The format string as written in ODS.
    pub source: String,
    pub(crate) elements: Vec<Element>,
    pub(crate) plan: Vec<(TypeVar, TypeSource)>,
    pub(crate) all_operands: bool,
    pub(crate) all_result_types: bool,
    pub(crate) all_regions: bool,
    pub(crate) all_successors: bool,
    /// Attributes written in the format (elided from `attr-dict`).
    pub(crate) used_attrs: Vec<bool>,
    /// The arity of each operand, result, region and successor group,
    /// computed once from the spec.
    pub(crate) arities: [Vec<Arity>; 4],
    /// Ops of this format are parsed by the fast path (`simple.rs`).
    pub(crate) simple: bool,
    /// Attribute names and default values interned in the op's context,
    /// computed on first use (a format belongs to one context's `OpInfo`).
    pub(crate) resolved: std::sync::OnceLock<Resolved>,
}

/// What printing needs per op, resolved once instead of per op.
pub(crate) struct Resolved {
    /// The identifier of each spec attribute.
    pub(crate) attr_names: Vec<Ident>,
    /// The default value of each default-valued spec attribute.
    pub(crate) defaults: Vec<Option<Attribute>>,
    /// `operandSegmentSizes`, `resultSegmentSizes`.
    pub(crate) segments: [Ident; 2],
    /// The properties of an op that spells none of its attributes: the
    /// populated defaults (`None` if there are none). Interned once, as
    /// most ops in a file take this path.
    pub(crate) defaults_only: Option<Attribute>,
}

impl DeclarativeFormat {
    pub(crate) fn resolved(&self, ctx: &Context) -> &Resolved {
        self.resolved.get_or_init(|| {
            let attr_names: Vec<Ident> = self.spec.attrs.iter().map(|a| ctx.ident(a.name)).collect();
            let defaults: Vec<Option<Attribute>> = self
                .spec
                .attrs
                .iter()
                .map(|a| match a.presence {
                    AttrPresence::Default { value, .. } => Some(value(ctx)),
                    _ => None,
                })
                .collect();
            let populated: Vec<(Ident, Attribute)> = self
                .spec
                .attrs
                .iter()
                .zip(attr_names.iter().zip(&defaults))
                .filter_map(|(a, (&name, &default))| match a.presence {
                    AttrPresence::Default { populate: true, .. } => Some((name, default?)),
                    _ => None,
                })
                .collect();
            let defaults_only = (!populated.is_empty()).then(|| ctx.dictionary_attr(populated));
            Resolved {
                attr_names,
                defaults,
                segments: SEGMENT_SIZE_PROPERTIES.map(|p| ctx.ident(p.name)),
                defaults_only,
            }
        })
    }
}

impl std::fmt::Debug for DeclarativeFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DeclarativeFormat({:?} for {})", self.source, self.spec.op_name)
    }
}

impl DeclarativeFormat {
    /// Compiles `format` for the op described by `spec`; `customs` resolves
    /// `custom<Name>` directives.
    pub fn compile(spec: FormatSpec, format: &str, customs: &CustomDirectives) -> Result<Self, FormatError> {
        let c = resolve::compile(&spec, format, customs)?;
        let arity = |variadic: bool| if variadic { Arity::Variadic } else { Arity::Single };
        let arities = [
            spec.operands.iter().map(|v| v.arity).collect(),
            spec.results.iter().map(|v| v.arity).collect(),
            spec.regions.iter().map(|r| arity(r.variadic)).collect(),
            spec.successors.iter().map(|s| arity(s.variadic)).collect(),
        ];
        let mut format = DeclarativeFormat {
            spec,
            source: format.to_string(),
            elements: c.elements,
            plan: c.plan,
            all_operands: c.all_operands,
            all_result_types: c.all_result_types,
            all_regions: c.all_regions,
            all_successors: c.all_successors,
            used_attrs: c.used_attrs,
            resolved: std::sync::OnceLock::new(),
            arities,
            simple: false,
        };
        format.simple = simple::eligible(&format);
        Ok(format)
    }

    /// The directive tree.
    pub fn elements(&self) -> &[Element] {
        &self.elements
    }
}

/// Stores `format` on `info` and makes [`parse_op`]/[`print_op`] its custom
/// assembly (keeping the default dialect and result-name hook of a
/// `CustomAssembly` already there).
pub fn attach(info: &mut OpInfo, format: DeclarativeFormat) {
    let (default_dialect, result_names) = match info.interface::<CustomAssembly>() {
        Some(a) => (a.default_dialect, a.result_names),
        None => (None, None),
    };
    info.interfaces.insert(format);
    info.interfaces.insert(CustomAssembly {
        parse: parse_op,
        print: print_op,
        default_dialect,
        result_names,
        print_name: true,
    });
}

/// Compiles and attaches in one step.
pub fn attach_format(
    info: &mut OpInfo,
    spec: FormatSpec,
    format: &str,
    customs: &CustomDirectives,
) -> Result<(), FormatError> {
    attach(info, DeclarativeFormat::compile(spec, format, customs)?);
    Ok(())
}

// ---- helpers shared by the parser and printer ----

/// The format of op `name`, through a parser's or printer's per-name table.
pub(crate) fn format_of<'a>(table: &mut HookData<'a>, ctx: &'a Context, name: OpName) -> Option<&'a DeclarativeFormat> {
    let found = table.get_or(name, || {
        let format = ctx.op_info(name).and_then(|i| i.interface::<DeclarativeFormat>())?;
        Some(format as &(dyn std::any::Any + Send + Sync))
    });
    found.and_then(|data| data.downcast_ref())
}

/// Splits `total` values among groups of the given arities (upstream's
/// segment logic): by `segments` when given, else one variable-length
/// group takes the rest, or several share it equally
/// (`SameVariadicOperandSize`). `None` when the counts do not fit.
/// The value ranges of an op's groups: inline for the usual few groups.
pub(crate) type Ranges = strata_ir::SmallVec<[Range<usize>; 4]>;

/// Per printer: the op names and properties for which the op's format's
/// `attr-dict` prints nothing (the op holding no discardable attribute).
pub(crate) type AttrDictMemo = std::cell::RefCell<strata_ir::FxHashSet<(OpName, Attribute)>>;

pub(crate) fn split_groups(arities: &[Arity], total: usize, segments: Option<&[usize]>) -> Option<Ranges> {
    let mut ranges = Ranges::new();
    let mut start = 0;
    let mut push = |n: usize| {
        ranges.push(start..start + n);
        start += n;
    };
    if let Some(seg) = segments {
        if seg.len() != arities.len() || seg.iter().sum::<usize>() != total {
            return None;
        }
        seg.iter().for_each(|&n| push(n));
        return Some(ranges);
    }
    let fixed = arities.iter().filter(|a| **a == Arity::Single).count();
    let variable = arities.len() - fixed;
    let rest = total.checked_sub(fixed)?;
    let each = match variable {
        0 if rest == 0 => 0,
        0 => return None,
        n if rest % n == 0 => rest / n,
        _ => return None,
    };
    arities.iter().for_each(|a| push(if *a == Arity::Single { 1 } else { each }));
    Some(ranges)
}

/// The `operandSegmentSizes`-style entry `name` of a properties dictionary.
pub(crate) fn segment_sizes(ctx: &Context, props: Option<Attribute>, name: &str) -> Option<Vec<usize>> {
    let attr = ctx.dict_get(props?, name)?;
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|v| match v {
                strata_ir::DenseValue::Int(i) => i.to_i64().and_then(|x| usize::try_from(x).ok()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `array<i32: sizes...>`
pub(crate) fn segment_attr(ctx: &Context, sizes: &[usize]) -> Attribute {
    let i32t = ctx.integer_type(32);
    let values = sizes.iter().map(|&n| strata_ir::DenseValue::Int(strata_ir::ApInt::from_u64(32, n as u64))).collect();
    ctx.intern_attr(AttrKind::DenseArray { element: i32t, values })
}

/// An inherent attribute of `op` (properties first, then the dictionary).
pub(crate) fn op_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    body.properties(op).and_then(|p| ctx.dict_get(p, name)).or_else(|| ctx.dict_get(body.attrs(op), name))
}

/// [`op_attr`] by identifier: no string comparisons.
pub(crate) fn op_attr_ident(ctx: &Context, body: &Body, op: OpId, name: Ident) -> Option<Attribute> {
    let find = |d: Attribute| ctx.dict_entries(d).iter().find(|(k, _)| *k == name).map(|(_, v)| *v);
    body.properties(op).and_then(find).or_else(|| find(body.attrs(op)))
}

/// The type an attribute gives a type variable of a format: a typed
/// attribute's type ([`strata_ir::op_checks::typed_attr_type`]), or the
/// value of a type attribute.
pub(crate) fn attr_value_type(ctx: &Context, attr: Attribute) -> Option<strata_ir::Type> {
    strata_ir::op_checks::typed_attr_type(ctx, attr).or_else(|| match ctx.attr_kind(attr) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    })
}
