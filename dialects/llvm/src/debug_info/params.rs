//! The runtime every debug-info attribute's `<struct(params)>` form runs
//! on: a definition is a table of [`Param`]s (name, kind, required or
//! not), its value a list of [`DiValue`]s in the table's order, parsed and
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
//! parses to (checked by the parsers; builders go through [`DiSpec`]).

use strata_ir::{AttrKind, Attribute, Context, EnumSpec};
use strata_syntax::asm::def_format::StructParam;
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{cast_integer, IntegerCType, PResult};
use strata_syntax::{DefParser, DefPrinter};

/// The debug-info class hierarchy (upstream's `DINodeAttr` and its
/// subclasses), as bits a definition carries.
pub mod class {
    pub const NODE: u8 = 1;
    pub const SCOPE: u8 = 2;
    pub const LOCAL_SCOPE: u8 = 4;
    pub const TYPE: u8 = 8;
    pub const VARIABLE: u8 = 16;
}

/// The classes a debug-info definition belongs to: an interface on its
/// `DialectDef`.
#[derive(Clone, Copy, Debug)]
pub struct DiClass(pub u8);

/// Does `attr` belong to every class in `bits`?
pub fn is_of_class(ctx: &Context, attr: Attribute, bits: u8) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(value) => {
            ctx.attr_def(value.def).interfaces.get::<DiClass>().is_some_and(|c| c.0 & bits == bits)
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
    /// `std::optional<unsigned>`: printed whenever present, even 0.
    OptInt,
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

/// One parameter's value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DiValue {
    Absent,
    Int(u64),
    Attr(Attribute),
    List(Vec<Attribute>),
}

impl DiValue {
    /// Whether an optional parameter holding this is left out.
    fn is_default(&self, kind: Kind) -> bool {
        match self {
            DiValue::Absent => true,
            DiValue::Int(v) => *v == 0 && !matches!(kind, Kind::OptInt),
            DiValue::Attr(_) => false,
            DiValue::List(items) => items.is_empty(),
        }
    }

    pub fn int(&self) -> Option<u64> {
        match self {
            DiValue::Int(v) => Some(*v),
            _ => None,
        }
    }

    pub fn attr(&self) -> Option<Attribute> {
        match self {
            DiValue::Attr(a) => Some(*a),
            _ => None,
        }
    }
}

/// A debug-info definition: its ODS name (for errors) and parameters.
#[derive(Debug)]
pub struct DiSpec {
    pub def_name: &'static str,
    pub params: &'static [Param],
}

/// `<struct(params)>`, one value per parameter of `spec`.
pub fn parse_struct(dp: &mut DefParser<'_, '_>, spec: &DiSpec) -> PResult<Vec<DiValue>> {
    dp.expect(TokenKind::Less, "<")?;
    let names: Vec<StructParam> =
        spec.params.iter().map(|p| StructParam { name: p.name, required: p.required }).collect();
    let mut values = vec![DiValue::Absent; spec.params.len()];
    dp.format_struct(&names, |dp, i| {
        let param = &spec.params[i];
        values[i] = parse_param(dp, param.kind)
            .map_err(|reason| dp.parameter_error(reason, spec.def_name, param.name, param.cpp))?;
        Ok(())
    })?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(values)
}

fn parse_param(dp: &mut DefParser<'_, '_>, kind: Kind) -> PResult<DiValue> {
    let at = dp.p.tok.start;
    Ok(match kind {
        Kind::Dwarf(table, summary) => {
            if !dp.p.is(TokenKind::BareIdent) {
                return Err(dp.error_here("expected valid keyword"));
            }
            let name = dp.p.tok_str().to_string();
            dp.p.bump();
            match table.iter().find(|(n, _)| *n == name) {
                Some(&(_, value)) => DiValue::Int(value),
                None => return Err(dp.error_at(at, format!("invalid debug info {summary} name: {name}"))),
            }
        }
        Kind::Int(bits) => DiValue::Int(parse_unsigned(dp, bits)?),
        Kind::OptInt => DiValue::Int(parse_unsigned(dp, 32)?),
        Kind::Bool => DiValue::Int(u64::from(crate::attrs::function::parse_bool(dp)?)),
        Kind::Enum(spec, description) => DiValue::Int(crate::attrs::parse_cpp_keyword(dp, spec, description)? as u64),
        Kind::Str => DiValue::Attr(dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::String { .. }))?),
        Kind::Distinct => DiValue::Attr(dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::Distinct { .. }))?),
        Kind::Own(mnemonic) => {
            let attr = dp.parse_attr_with_fallback("llvm", mnemonic)?;
            check_own(dp, attr, mnemonic, at)?;
            DiValue::Attr(attr)
        }
        Kind::Class(bits) => DiValue::Attr(parse_of_class(dp, bits)?),
        Kind::Any => DiValue::Attr(dp.p.parse_attribute(None)?),
        Kind::List(bits) => {
            let mut items = Vec::new();
            // As upstream's list parser, every comma starts another item,
            // so a list is the last entry its struct is written with.
            loop {
                items.push(parse_of_class(dp, bits)?);
                if !dp.p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            DiValue::List(items)
        }
    })
}

/// An integer as upstream's `parseInteger` into an unsigned of `bits`
/// bits (32 or 64) reads it (see [`cast_integer`]: `-1` is the largest
/// value, `-2147483647` no `uint32_t`, `true` all ones).
pub(super) fn parse_unsigned(dp: &mut DefParser<'_, '_>, bits: u32) -> PResult<u64> {
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
pub fn print_struct(pr: &mut DefPrinter<'_>, spec: &DiSpec, values: &[DiValue]) {
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

fn print_param(pr: &mut DefPrinter<'_>, kind: Kind, value: &DiValue) {
    match (kind, value) {
        (Kind::Dwarf(table, _), DiValue::Int(v)) => {
            let name = table.iter().find(|(_, x)| x == v).map_or(String::new(), |(n, _)| n.to_string());
            pr.write(&name);
        }
        (Kind::Bool, DiValue::Int(v)) => pr.write(if *v != 0 { "true" } else { "false" }),
        (Kind::Enum(spec, _), DiValue::Int(v)) => {
            let text = spec.stringify(*v as i64).unwrap_or_default();
            // A value that is one case's value prints bare (even when that
            // value spells as several cases), any other as a string.
            if spec.cases.iter().any(|c| c.1 == *v as i64) {
                pr.write(&text);
            } else {
                strata_syntax::printer::attrs::write_string_literal(pr.out, text.as_bytes());
            }
        }
        (_, DiValue::Int(v)) => pr.write(&v.to_string()),
        (Kind::Own(_), DiValue::Attr(a)) => pr.print_attr_stripped(*a),
        (_, DiValue::Attr(a)) => pr.print_attr(*a),
        (_, DiValue::List(items)) => {
            for (i, &a) in items.iter().enumerate() {
                if i > 0 {
                    pr.write(", ");
                }
                pr.print_attr(a);
            }
        }
        (_, DiValue::Absent) => {}
    }
}
