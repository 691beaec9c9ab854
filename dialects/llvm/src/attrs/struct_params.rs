//! The runtime the llvm dialect's `<struct(params)>` attributes (debug
//! info, TBAA, alias scopes, access groups, loop annotations) run on: a definition is a table of [`Param`]s (name, kind, required or
//! not), its value a list of [`ParamValue`]s in the table's order, parsed and
//! printed as upstream's generated code for that format does.
//!
//! Printing follows upstream's rules for each parameter kind: an optional
//! parameter is left out when it holds its default (absent, 0, `false`,
//! an empty list); a DWARF constant prints its name (`DW_TAG_base_type`);
//! a parameter of a concrete attribute class with its own syntax
//! (`DIFileAttr`) prints its alias or its text without the mnemonic; one
//! of a base class (`DIScopeAttr`) or of any attribute prints in full.
//!
//! Invariant: a value has one entry per parameter, of the shape its kind
//! parses to (checked by the parsers; builders go through [`StructSpec`]).

use strata_ir::{AttrKind, Attribute, Context, DialectDef, EnumSpec, SubElement};
use strata_syntax::asm::def_format::StructParam;
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{cast_integer, IntegerCType, PResult};
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

/// The attribute base classes parameters name (upstream's `DINodeAttr`
/// and its subclasses, `TBAANodeAttr`), as bits a definition carries.
pub mod class {
    pub const NODE: u8 = 1;
    pub const SCOPE: u8 = 2;
    pub const LOCAL_SCOPE: u8 = 4;
    pub const TYPE: u8 = 8;
    pub const VARIABLE: u8 = 16;
    /// Upstream's `TBAANodeAttr`: a TBAA root or type descriptor.
    pub const TBAA_NODE: u8 = 32;
}

/// The classes a debug-info definition belongs to: an interface on its
/// `DialectDef`.
#[derive(Clone, Copy, Debug)]
pub struct AttrClass(pub u8);

/// Does `attr` belong to every class in `bits`?
pub fn is_of_class(ctx: &Context, attr: Attribute, bits: u8) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(value) => {
            ctx.attr_def(value.def).interfaces.get::<AttrClass>().is_some_and(|c| c.0 & bits == bits)
        }
        _ => false,
    }
}

/// How one parameter is written.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// A DWARF constant by name (`LLVM_DIParameter`): the table and what
    /// upstream's error calls it (`tag`, `encoding`).
    Dwarf(&'static [(&'static str, u64)], &'static str),
    /// An unsigned integer of 32 or 64 bits (`parseInteger`: a 64-bit
    /// one takes a negative value modulo 2^64, a 32-bit one does not).
    Int(u32),
    /// `std::optional<unsigned>` (32 bits) or `std::optional<uint64_t>`:
    /// printed whenever present, even 0.
    OptInt(u32),
    Bool,
    /// An enum of `LLVMEnums.td` (`DIFlags`, `DIEmissionKind`) and the
    /// description its parse error names.
    Enum(&'static EnumSpec, &'static str),
    /// A `StringAttr`.
    Str,
    /// A `DistinctAttr`.
    Distinct,
    /// A concrete llvm attribute with its own syntax (`DIFileAttr`): its
    /// mnemonic.
    Own(&'static str),
    /// An attribute of a debug-info base class (bits of [`class`]).
    Class(u8),
    /// Any attribute.
    Any,
    /// A comma-separated list of attributes of a class (bits of [`class`]).
    List(u8),
    /// An attribute `accepts` takes (`BoolAttr`, `IntegerAttr`, `FusedLoc`).
    Attr(fn(&Context, Attribute) -> bool),
    /// A comma-separated list of a concrete llvm attribute (its mnemonic),
    /// each printed without the mnemonic (`parallelAccesses = <id = ...>`).
    OwnList(&'static str),
    /// An `int64_t`.
    I64,
    /// A `StringRef`: a string literal.
    StrRef,
    /// The members of a TBAA type descriptor: `{<#node, offset>, ...}`.
    TbaaMembers,
}

/// One parameter of a debug-info attribute.
#[derive(Clone, Copy, Debug)]
pub struct Param {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// The C++ type upstream's parameter error names.
    pub cpp: &'static str,
}

/// A required parameter.
pub const fn req(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param { name, kind, required: true, cpp }
}

/// An optional parameter (upstream's `OptionalParameter`).
pub const fn opt(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param { name, kind, required: false, cpp }
}

/// One parameter's value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ParamValue {
    Absent,
    Int(u64),
    Attr(Attribute),
    List(Vec<Attribute>),
}

impl ParamValue {
    /// Whether an optional parameter holding this is left out.
    fn is_default(&self, kind: Kind) -> bool {
        match self {
            ParamValue::Absent => true,
            ParamValue::Int(v) => *v == 0 && !matches!(kind, Kind::OptInt(_)),
            ParamValue::Attr(_) => false,
            ParamValue::List(items) => items.is_empty(),
        }
    }

    pub fn int(&self) -> Option<u64> {
        match self {
            ParamValue::Int(v) => Some(*v),
            _ => None,
        }
    }

    pub fn attr(&self) -> Option<Attribute> {
        match self {
            ParamValue::Attr(a) => Some(*a),
            _ => None,
        }
    }
}

/// A debug-info definition: its ODS name (for errors) and parameters.
#[derive(Debug)]
pub struct StructSpec {
    pub def_name: &'static str,
    pub params: &'static [Param],
}

/// An attribute written `<struct(params)>` over this runtime: its storage
/// holds one value per parameter.
pub trait StructAttr: strata_ir::Storage + Sized {
    const SPEC: StructSpec;
    const MNEMONIC: &'static str;
    const CLASSES: u8;
    const ALIAS: bool;
    fn from_values(values: Vec<ParamValue>) -> Self;
    fn values(&self) -> &[ParamValue];

    /// The value of the parameter `name` (`None`: no such parameter).
    fn get(&self, name: &str) -> Option<&ParamValue> {
        Self::SPEC.params.iter().position(|p| p.name == name).and_then(|i| self.values().get(i))
    }

    /// A value with the given parameters, every other one absent.
    fn with(given: &[(&str, ParamValue)]) -> Self {
        let values = Self::SPEC
            .params
            .iter()
            .map(|p| given.iter().find(|(n, _)| *n == p.name).map_or(ParamValue::Absent, |(_, v)| v.clone()))
            .collect();
        Self::from_values(values)
    }
}

/// The definition of a `<struct(params)>` attribute.
pub fn def<T: StructAttr>() -> DialectDef {
    let mut def = DialectDef::new::<T>("llvm", T::MNEMONIC);
    def.summary = T::SPEC.def_name;
    def.mnemonic_alias = T::ALIAS;
    def.interfaces.insert(AttrClass(T::CLASSES));
    def.sub_elements = Some(|v, sink| {
        let Some(attr) = v.downcast_ref::<T>() else { return };
        for value in attr.values() {
            match value {
                ParamValue::Attr(a) => sink(SubElement::Attr(*a)),
                ParamValue::List(items) => items.iter().for_each(|&a| sink(SubElement::Attr(a))),
                _ => {}
            }
        }
    });
    def.interfaces.insert(DefAssembly {
        parse: |dp| Ok(Box::new(T::from_values(parse_struct(dp, &T::SPEC)?))),
        print: |pr, v| {
            if let Some(attr) = v.downcast_ref::<T>() {
                print_struct(pr, &T::SPEC, attr.values());
            }
        },
    });
    def
}

/// Declares `<struct(params)>` attributes: for each, a storage type
/// implementing [`StructAttr`]; `fn $defs` returns their definitions.
macro_rules! struct_attrs {
    (fn $defs:ident; $(
        $(#[$doc:meta])*
        $name:ident $mnemonic:literal $def_name:literal classes($classes:expr) alias($alias:literal) [$($param:expr),* $(,)?]
    )*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, PartialEq, Eq, Hash, Debug)]
            pub struct $name(pub Vec<$crate::attrs::struct_params::ParamValue>);

            impl $crate::attrs::struct_params::StructAttr for $name {
                const SPEC: $crate::attrs::struct_params::StructSpec = $crate::attrs::struct_params::StructSpec { def_name: $def_name, params: &[$($param),*] };
                const MNEMONIC: &'static str = $mnemonic;
                const CLASSES: u8 = $classes;
                const ALIAS: bool = $alias;
                fn from_values(values: Vec<$crate::attrs::struct_params::ParamValue>) -> Self {
                    $name(values)
                }
                fn values(&self) -> &[$crate::attrs::struct_params::ParamValue] {
                    &self.0
                }
            }
        )*

        /// The definitions of these attributes.
        pub(super) fn $defs() -> Vec<strata_ir::DialectDef> {
            vec![$($crate::attrs::struct_params::def::<$name>()),*]
        }
    };
}
pub(crate) use struct_attrs;

/// `<struct(params)>`, one value per parameter of `spec`.
pub fn parse_struct(dp: &mut DefParser<'_, '_>, spec: &StructSpec) -> PResult<Vec<ParamValue>> {
    dp.expect(TokenKind::Less, "<")?;
    let names: Vec<StructParam> =
        spec.params.iter().map(|p| StructParam { name: p.name, required: p.required }).collect();
    let mut values = vec![ParamValue::Absent; spec.params.len()];
    dp.format_struct(&names, |dp, i| {
        values[i] = parse_field(dp, spec.def_name, &spec.params[i])?;
        Ok(())
    })?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(values)
}

/// Parameter `param` of the definition `def_name`, with upstream's
/// follow-up error naming them when it does not parse.
pub(crate) fn parse_field(dp: &mut DefParser<'_, '_>, def_name: &str, param: &Param) -> PResult<ParamValue> {
    parse_param(dp, param.kind).map_err(|reason| dp.parameter_error(reason, def_name, param.name, param.cpp))
}

fn parse_param(dp: &mut DefParser<'_, '_>, kind: Kind) -> PResult<ParamValue> {
    let at = dp.p.tok.start;
    Ok(match kind {
        Kind::Dwarf(table, summary) => {
            if !dp.p.is(TokenKind::BareIdent) {
                return Err(dp.error_here("expected valid keyword"));
            }
            let name = dp.p.tok_str().to_string();
            dp.p.bump();
            match table.iter().find(|(n, _)| *n == name) {
                Some(&(_, value)) => ParamValue::Int(value),
                None => return Err(dp.error_at(at, format!("invalid debug info {summary} name: {name}"))),
            }
        }
        Kind::Int(bits) | Kind::OptInt(bits) => ParamValue::Int(parse_unsigned(dp, bits)?),
        Kind::Bool => ParamValue::Int(u64::from(crate::attrs::function::parse_bool(dp)?)),
        Kind::Enum(spec, description) => {
            ParamValue::Int(crate::attrs::parse_cpp_keyword(dp, spec, description)? as u64)
        }
        Kind::Str => ParamValue::Attr(dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::String { .. }))?),
        Kind::Distinct => ParamValue::Attr(dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::Distinct { .. }))?),
        Kind::Own(mnemonic) => ParamValue::Attr(parse_own(dp, mnemonic)?),
        Kind::Class(bits) => ParamValue::Attr(parse_of_class(dp, bits)?),
        Kind::Any => ParamValue::Attr(dp.p.parse_attribute(None)?),
        Kind::List(bits) => ParamValue::List(comma_list(dp, |dp| parse_of_class(dp, bits))?),
        Kind::Attr(accepts) => {
            let attr = dp.p.parse_attribute(None)?;
            if !accepts(dp.ctx(), attr) {
                return Err(dp.error_at(at, "invalid kind of attribute specified"));
            }
            ParamValue::Attr(attr)
        }
        Kind::OwnList(mnemonic) => ParamValue::List(comma_list(dp, |dp| parse_own(dp, mnemonic))?),
        Kind::I64 => {
            let value = dp.p.parse_integer_literal(1)?;
            let v = cast_integer(&value, IntegerCType::Signed(64));
            ParamValue::Int(v.ok_or_else(|| dp.error_at(at, "integer value too large"))?)
        }
        Kind::StrRef => {
            if !dp.p.is(TokenKind::String) {
                return Err(dp.error_here("expected string"));
            }
            let bytes = dp.p.parse_string_bytes()?;
            ParamValue::Attr(dp.ctx().intern_attr(AttrKind::String { value: bytes.into(), ty: None }))
        }
        Kind::TbaaMembers => {
            dp.expect(TokenKind::LBrace, "{")?;
            let members = parse_param(dp, Kind::OwnList("tbaa_member"))?;
            dp.expect(TokenKind::RBrace, "}")?;
            members
        }
    })
}

/// An integer as upstream's `parseInteger` into an unsigned of `bits`
/// bits (32 or 64) reads it (see [`cast_integer`]: `-1` is the largest
/// value, `-2147483647` no `uint32_t`, `true` all ones).
pub(crate) fn parse_unsigned(dp: &mut DefParser<'_, '_>, bits: u32) -> PResult<u64> {
    let at = dp.p.tok.start;
    let value = dp.p.parse_integer_literal(1)?;
    cast_integer(&value, IntegerCType::Unsigned(bits)).ok_or_else(|| dp.error_at(at, "integer value too large"))
}

/// An attribute of a debug-info class, with upstream's error for another.
fn parse_of_class(dp: &mut DefParser<'_, '_>, bits: u8) -> PResult<Attribute> {
    let at = dp.p.tok.start;
    let attr = dp.p.parse_attribute(None)?;
    if !is_of_class(dp.ctx(), attr, bits) {
        return Err(dp.error_at(at, "invalid kind of attribute specified"));
    }
    Ok(attr)
}

/// `item (, item)*`. As upstream's list parser, every comma starts
/// another item, so a list is the last entry its struct is written with.
fn comma_list(
    dp: &mut DefParser<'_, '_>,
    mut item: impl FnMut(&mut DefParser<'_, '_>) -> PResult<Attribute>,
) -> PResult<Vec<Attribute>> {
    let mut items = Vec::new();
    loop {
        items.push(item(dp)?);
        if !dp.p.consume_if(TokenKind::Comma) {
            return Ok(items);
        }
    }
}

/// A concrete llvm attribute `mnemonic`, its `#llvm.mnemonic` prefix
/// optional (upstream's `parseCustomAttributeWithFallback`).
fn parse_own(dp: &mut DefParser<'_, '_>, mnemonic: &str) -> PResult<Attribute> {
    let at = dp.p.tok.start;
    let attr = dp.parse_attr_with_fallback("llvm", mnemonic)?;
    check_own(dp, attr, mnemonic, at)?;
    Ok(attr)
}

/// An attribute parsed for a parameter of class `mnemonic` must be one.
fn check_own(dp: &DefParser<'_, '_>, attr: Attribute, mnemonic: &str, at: usize) -> PResult<()> {
    let ctx = dp.ctx();
    let ok = matches!(ctx.attr_kind(attr), AttrKind::Dialect(v)
        if ctx.attr_def(v.def).dialect == "llvm" && ctx.attr_def(v.def).mnemonic == mnemonic);
    if ok {
        Ok(())
    } else {
        Err(dp.error_at(at, "invalid kind of attribute specified"))
    }
}

/// `<struct(params)>` of `values`, in the table's order.
pub fn print_struct(pr: &mut DefPrinter<'_>, spec: &StructSpec, values: &[ParamValue]) {
    pr.write("<");
    let mut first = true;
    for (param, value) in spec.params.iter().zip(values) {
        if !param.required && value.is_default(param.kind) {
            continue;
        }
        pr.format_struct_entry(&mut first, param.name);
        print_param(pr, param.kind, value);
    }
    pr.write(">");
}

/// One parameter's value, as [`print_struct`] writes it after `name = `.
pub(crate) fn print_param(pr: &mut DefPrinter<'_>, kind: Kind, value: &ParamValue) {
    match (kind, value) {
        (Kind::Dwarf(table, _), ParamValue::Int(v)) => {
            let name = table.iter().find(|(_, x)| x == v).map_or(String::new(), |(n, _)| n.to_string());
            pr.write(&name);
        }
        (Kind::Bool, ParamValue::Int(v)) => pr.write(if *v != 0 { "true" } else { "false" }),
        (Kind::Enum(spec, _), ParamValue::Int(v)) => {
            let text = spec.stringify(*v as i64).unwrap_or_default();
            // A value that is one case's value prints bare (even when that
            // value spells as several cases), any other as a string.
            if spec.cases.iter().any(|c| c.1 == *v as i64) {
                pr.write(&text);
            } else {
                strata_syntax::printer::attrs::write_string_literal(pr.out, text.as_bytes());
            }
        }
        (Kind::I64, ParamValue::Int(v)) => pr.write(&(*v as i64).to_string()),
        (_, ParamValue::Int(v)) => pr.write(&v.to_string()),
        (Kind::OwnList(_), ParamValue::List(items)) => print_stripped_list(pr, items),
        (Kind::TbaaMembers, ParamValue::List(items)) => {
            pr.write("{");
            print_stripped_list(pr, items);
            pr.write("}");
        }
        (Kind::Own(_), ParamValue::Attr(a)) => pr.print_attr_stripped(*a),
        (_, ParamValue::Attr(a)) => pr.print_attr(*a),
        (_, ParamValue::List(items)) => {
            for (i, &a) in items.iter().enumerate() {
                if i > 0 {
                    pr.write(", ");
                }
                pr.print_attr(a);
            }
        }
        (_, ParamValue::Absent) => {}
    }
}

/// `a, b, ...`, each without its mnemonic (upstream's
/// `printStrippedAttrOrType` over an `ArrayRef`).
fn print_stripped_list(pr: &mut DefPrinter<'_>, items: &[Attribute]) {
    for (i, &a) in items.iter().enumerate() {
        if i > 0 {
            pr.write(", ");
        }
        pr.print_attr_stripped(a);
    }
}
