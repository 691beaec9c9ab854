//! ODS enums -> Rust (part of [`super::gen`]).
//!
//! - every enum an op of the dialect uses, and every `EnumAttr` the dialect
//!   defines, gets its `EnumSpec` table (`FAST_MATH_FLAGS`): cases, the C++
//!   name for diagnostics, the bit-enum separator and printing rule;
//! - every `EnumAttr` the dialect defines (`#arith.fastmath<...>`) gets a
//!   Rust type, the storage of the attribute: a flags struct for a bit enum
//!   (`FastMathFlags(u32)` with a constant per case), a Rust `enum` for a
//!   plain one (`CombiningKind::Add`), both implementing
//!   `strata_ir::EnumValue`; `register` registers its definition;
//! - every plain integer enum (`I64EnumAttr`: `CmpIPredicate`) whose table
//!   this crate holds gets a Rust `enum` too, with `attr`/`from_attr`
//!   converting to and from the integer attribute that stores it, so ops
//!   get typed accessors and builders (`CmpIOp::predicate -> CmpIPredicate`).
//!
//! An enum attribute of another dialect (math's `fastmath`) is named by
//! that dialect's crate (`strata_dialect_arith::FastMathFlags`), so each
//! storage type exists once.

use std::fmt::Write as _;

use super::gen_map::{self as map, lit};
use super::model::{OdsConstraint, OdsDialect, OdsEnum, OdsOp};

/// A case's Rust variant: `add` -> `Add`, `NewLine` -> `NewLine`, `SLT`
/// (an all-caps C++ enumerator) -> `Slt`.
pub fn variant(symbol: &str) -> String {
    if symbol.bytes().any(|b| b.is_ascii_lowercase()) {
        snake_to_camel(&map::snake(symbol))
    } else {
        snake_to_camel(&symbol.to_ascii_lowercase())
    }
}

/// `masked_gather` as `MaskedGather`.
pub fn snake_to_camel(s: &str) -> String {
    s.split('_')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
        })
        .collect()
}

/// Sets `rust_path` on every dialect enum attribute the ops use, relative
/// to the crate of `dialect`, and on every plain integer enum (whose table,
/// and so whose type, is in this crate).
pub fn set_rust_paths(dialect: &mut OdsDialect) {
    let name = dialect.name.clone();
    for op in &mut dialect.ops {
        set_op_rust_paths(op, &name);
    }
    dialect.enum_attrs.iter_mut().for_each(|e| set_rust_path(e, &name));
}

/// [`set_rust_paths`] for the enums of one op's attributes, relative to
/// the crate of dialect `here`.
pub fn set_op_rust_paths(op: &mut OdsOp, here: &str) {
    fn walk(c: &mut OdsConstraint, here: &str) {
        if let Some(e) = &mut c.enum_info {
            set_rust_path(e, here);
        }
        if let Some(core) = &mut c.core {
            walk(core, here);
        }
    }
    for a in &mut op.attributes {
        walk(&mut a.constraint, here);
    }
}

/// The Rust path of enum `e` seen from the crate of dialect `here`.
pub fn set_rust_path(e: &mut OdsEnum, here: &str) {
    if let Some((d, _)) = &e.dialect_attr {
        let krate = if d == here { "crate".to_string() } else { format!("strata_dialect_{d}") };
        e.rust_path = format!("{krate}::{}", e.class_name);
    } else if !e.is_bit_enum {
        e.rust_path = format!("crate::{}", e.class_name);
    }
}

/// Is `e` stored in this crate's tables? Integer enums are (each dialect
/// using one keeps its table); dialect enum attributes only in the crate
/// of their dialect.
pub fn table_here(e: &OdsEnum) -> bool {
    !e.rust_path.starts_with("strata_dialect_")
}

/// The `EnumSpec` static of `e`.
pub fn write_spec(out: &mut String, name: &str, e: &OdsEnum) {
    let cases: Vec<String> = e.cases.iter().map(|c| format!("({}, {})", lit(&c.str), c.value)).collect();
    let bits = if e.is_bit_enum {
        format!(
            "Some(BitEnumSpec {{ separator: {}, print_primary_groups: {} }})",
            lit(&e.separator),
            e.print_primary_groups
        )
    } else {
        "None".to_string()
    };
    writeln!(out, "/// The cases of `{}`{}.", e.class_name, if e.is_bit_enum { " (bit enum)" } else { "" }).ok();
    writeln!(
        out,
        "pub static {name}: EnumSpec = EnumSpec {{ cpp_type: {}, width: {}, cases: &[{}], bits: {bits} }};\n",
        lit(&e.cpp_type),
        e.bit_width,
        cases.join(", "),
    )
    .ok();
}

/// A plain enum's Rust `enum`: a variant per case, of the case's value.
fn write_enum_decl(out: &mut String, e: &OdsEnum) {
    writeln!(out, "#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]").ok();
    writeln!(out, "pub enum {} {{", e.class_name).ok();
    for c in &e.cases {
        writeln!(out, "    /// `{}`", c.str).ok();
        writeln!(out, "    {} = {},", variant(&c.symbol), c.value).ok();
    }
    writeln!(out, "}}\n").ok();
}

/// `from_value` of a plain enum's Rust `enum` (`head`: `pub fn` in an
/// inherent impl, `fn` in a trait impl).
fn write_from_value(out: &mut String, e: &OdsEnum, head: &str) {
    let ty = &e.class_name;
    writeln!(out, "    {head} from_value(value: i64) -> Option<{ty}> {{\n        match value {{").ok();
    for c in &e.cases {
        writeln!(out, "            {} => Some({ty}::{}),", c.value, variant(&c.symbol)).ok();
    }
    writeln!(out, "            _ => None,\n        }}\n    }}").ok();
}

/// The Rust type of a plain integer enum: its cases and the conversions
/// to and from the signless integer attribute of its width storing it.
fn write_int_type(out: &mut String, e: &OdsEnum) {
    let ty = &e.class_name;
    writeln!(out, "/// `{}`, stored as an `i{}` integer attribute.", e.cpp_type, e.bit_width).ok();
    write_enum_decl(out, e);
    writeln!(out, "impl {ty} {{").ok();
    writeln!(out, "    /// The case of integer `value`, if it is one.").ok();
    write_from_value(out, e, "pub fn");
    writeln!(out, "    pub fn value(self) -> i64 {{\n        self as i64\n    }}").ok();
    writeln!(out, "    /// The case's keyword in the textual format.").ok();
    writeln!(out, "    pub fn keyword(self) -> &'static str {{\n        match self {{").ok();
    for c in &e.cases {
        writeln!(out, "            {ty}::{} => {},", variant(&c.symbol), lit(&c.str)).ok();
    }
    writeln!(out, "        }}\n    }}").ok();
    writeln!(out, "    /// The attribute storing `self`.").ok();
    writeln!(
        out,
        "    pub fn attr(self, ctx: &Context) -> Attribute {{\n        ctx.integer_attr(ctx.integer_type({}), self as i64)\n    }}",
        e.bit_width
    )
    .ok();
    writeln!(out, "    /// The case an integer attribute stores, if it is one.").ok();
    writeln!(
        out,
        "    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<{ty}> {{\n        \
         match ctx.attr_kind(attr) {{\n            \
         strata_ir::AttrKind::Integer {{ value, .. }} => value.to_i64().and_then({ty}::from_value),\n            \
         _ => None,\n        }}\n    }}"
    )
    .ok();
    writeln!(out, "}}\n").ok();
}

/// The Rust type of an enum: the storage type of a dialect enum attribute
/// and its `EnumValue`, or a plain integer enum's.
pub fn write_type(out: &mut String, e: &OdsEnum) {
    if e.dialect_attr.is_none() {
        return write_int_type(out, e);
    }
    let (dialect, mnemonic) = e.dialect_attr.clone().unwrap_or_default();
    let ty = &e.class_name;
    let spec = map::enum_static(e);
    let int = if e.bit_width > 32 { "u64" } else { "u32" };
    writeln!(out, "/// The value of `#{dialect}.{mnemonic}` (`{}`).", e.cpp_type).ok();
    if e.is_bit_enum {
        writeln!(out, "#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]").ok();
        writeln!(out, "pub struct {ty}(pub {int});\n").ok();
        writeln!(out, "impl {ty} {{").ok();
        for c in &e.cases {
            writeln!(out, "    pub const {}: {ty} = {ty}({});", map::screaming(&c.symbol), c.value).ok();
        }
        writeln!(out, "    /// Are all the flags of `other` set?").ok();
        writeln!(out, "    pub fn contains(self, other: {ty}) -> bool {{\n        self.0 & other.0 == other.0\n    }}")
            .ok();
        writeln!(out, "}}\n").ok();
        writeln!(out, "impl std::ops::BitOr for {ty} {{\n    type Output = {ty};").ok();
        writeln!(out, "    fn bitor(self, other: {ty}) -> {ty} {{\n        {ty}(self.0 | other.0)\n    }}\n}}\n").ok();
        writeln!(out, "impl strata_ir::EnumValue for {ty} {{\n    const SPEC: &'static EnumSpec = &{spec};").ok();
        writeln!(
            out,
            "    fn from_value(value: i64) -> Option<{ty}> {{\n        {spec}.is_valid(value).then_some({ty}(value as {int}))\n    }}"
        )
        .ok();
        writeln!(out, "    fn value(self) -> i64 {{\n        self.0 as i64\n    }}\n}}\n").ok();
    } else {
        write_enum_decl(out, e);
        writeln!(out, "impl strata_ir::EnumValue for {ty} {{\n    const SPEC: &'static EnumSpec = &{spec};").ok();
        write_from_value(out, e, "fn");
        writeln!(out, "    fn value(self) -> i64 {{\n        self as i64\n    }}\n}}\n").ok();
    }
}

/// The registration of the dialect's enum attribute definitions.
pub fn write_registration(out: &mut String, dialect: &OdsDialect) {
    for e in &dialect.enum_attrs {
        let (d, mnemonic) = e.dialect_attr.clone().unwrap_or_default();
        writeln!(
            out,
            "    ctx.register_attr_def(strata_syntax::enum_attr_def::<{}>({}, {}, {}, {}));",
            e.class_name,
            lit(&d),
            lit(&mnemonic),
            lit(&e.attr_def_name),
            e.attr_angled
        )
        .ok();
    }
}
