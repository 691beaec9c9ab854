//! ODS `TypeDef`s and `AttrDef`s -> Rust (part of [`super::gen`]).
//!
//! Per definition (`Toy_TensorType`, `cppClassName` `TensorType`):
//! - the storage struct `TensorType`, one field per parameter, with typed
//!   accessors, `get(ctx, ..)` (the interned `Type`/`Attribute`),
//!   `get_checked` (runs the verifier first) and `from_type`/`from_attr`;
//! - its `DialectDef` (`tensor_type_def()`), registered by `register`:
//!   summary, sub-elements (the `Type`/`Attribute` parameters), the
//!   `genVerifyDecl` hook `crate::verify::<snake class>` and the parse and
//!   print hooks of its declarative `assemblyFormat`, a straight line of
//!   `strata_syntax::asm::def_format` calls (or, with
//!   `hasCustomAssemblyFormat`, `crate::syntax::parse_<snake class>` and
//!   `print_<snake class>`).
//!
//! The supported subset, everything else being a codegen error naming the
//! definition: parameters of C++ type `int64_t`, `int32_t`, `uint64_t`,
//! `unsigned`/`uint32_t`, `Type`, `Attribute`, `StringRefParameter` and
//! `ArrayRefParameter<...>` of those, with no custom `parser`/`printer` or
//! default; formats made of `` `literal` ``s (punctuation or keywords) and
//! `$param`s, each parameter exactly once.

use std::fmt::Write as _;

use super::gen_map::{ident, lit, snake};
use super::model::{OdsDef, OdsDefKind, OdsDefParam, OdsDialect};
use crate::util::Result;

/// The Rust type of a parameter's C++ type.
fn rust_type(cpp: &str) -> Option<String> {
    let cpp = cpp.trim().trim_start_matches("::");
    let scalar = match cpp {
        "int64_t" => "i64",
        "int32_t" | "int" => "i32",
        "uint64_t" => "u64",
        "uint32_t" | "unsigned" => "u32",
        "Type" | "mlir::Type" => "Type",
        "Attribute" | "mlir::Attribute" => "Attribute",
        "llvm::StringRef" | "StringRef" => "String",
        _ => "",
    };
    if !scalar.is_empty() {
        return Some(scalar.to_string());
    }
    let inner = cpp.strip_prefix("llvm::ArrayRef<").or_else(|| cpp.strip_prefix("ArrayRef<"))?.strip_suffix('>')?;
    let elem = rust_type(inner)?;
    (!elem.starts_with("Vec<")).then(|| format!("Vec<{elem}>"))
}

/// The accessor's return type and body for a field of Rust type `ty`.
fn accessor(ty: &str, field: &str) -> (String, String) {
    if let Some(elem) = ty.strip_prefix("Vec<").and_then(|t| t.strip_suffix('>')) {
        (format!("&[{elem}]"), format!("&self.{field}"))
    } else if ty == "String" {
        ("&str".into(), format!("&self.{field}"))
    } else {
        (ty.to_string(), format!("self.{field}"))
    }
}

/// The element of the declarative format.
#[derive(Debug, PartialEq, Eq)]
enum Element {
    Literal(String),
    Param(usize),
}

/// Splits a definition's `assemblyFormat` into literals and parameters.
fn parse_format(def: &OdsDef, format: &str) -> Result<Vec<Element>> {
    let unsupported = |what: &str| {
        format!(
            "{what} in assemblyFormat {format:?} is not supported (strata's declarative type/attribute formats \
             take `literal`s and $parameters)"
        )
    };
    let mut out = Vec::new();
    let mut rest = format.trim_start();
    while let Some(c) = rest.chars().next() {
        if c == '`' {
            let end =
                rest[1..].find('`').ok_or_else(|| format!("unterminated literal in assemblyFormat {format:?}"))?;
            let text = &rest[1..1 + end];
            let keyword = text.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
            let punct = ["<", ">", "(", ")", "[", "]", "{", "}", ",", ":", "=", "?", "+", "*", "->", "..."];
            if !keyword && !punct.contains(&text) {
                return Err(unsupported(&format!("the literal `{text}`")));
            }
            out.push(Element::Literal(text.to_string()));
            rest = &rest[end + 2..];
        } else if c == '$' {
            let len = rest[1..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len() - 1);
            let name = &rest[1..1 + len];
            let index = def
                .parameters
                .iter()
                .position(|p| p.name == name)
                .ok_or_else(|| format!("assemblyFormat names ${name}, which is not a parameter"))?;
            if out.contains(&Element::Param(index)) {
                return Err(format!("assemblyFormat names ${name} twice"));
            }
            out.push(Element::Param(index));
            rest = &rest[1 + len..];
        } else {
            let word: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            let what = if word.is_empty() { format!("`{c}`") } else { format!("the directive `{word}`") };
            return Err(unsupported(&what));
        }
        rest = rest.trim_start();
    }
    for (i, p) in def.parameters.iter().enumerate() {
        if !out.contains(&Element::Param(i)) {
            return Err(format!("assemblyFormat does not name the parameter ${}", p.name));
        }
    }
    Ok(out)
}

/// The Rust types of the parameters, or the first unsupported one.
fn param_types(def: &OdsDef) -> Result<Vec<String>> {
    def.parameters
        .iter()
        .map(|p: &OdsDefParam| {
            if !p.custom_code.is_empty() {
                return Err(format!(
                    "parameter ${} has its own {} (C++ code): not supported",
                    p.name,
                    p.custom_code.join(" and ")
                ));
            }
            rust_type(&p.cpp_type).ok_or_else(|| {
                format!(
                    "parameter ${} has C++ type {:?}, which strata does not map (supported: int64_t, int32_t, \
                     uint64_t, unsigned, Type, Attribute, StringRefParameter, ArrayRefParameter of those)",
                    p.name, p.cpp_type
                )
            })
        })
        .collect()
}

/// `TensorType` -> `tensor_type`: the prefix of the definition's functions.
fn fn_prefix(def: &OdsDef) -> String {
    snake(&def.cpp_class)
}

/// Writes every definition of `dialect`.
pub fn write_defs(out: &mut String, dialect: &OdsDialect) -> Result<()> {
    if dialect.defs.is_empty() {
        return Ok(());
    }
    out.push_str("// ---- types and attributes ----\n\n");
    for def in &dialect.defs {
        write_def(out, def, &dialect.name).map_err(|e| format!("{}: {e}", def.def_name))?;
    }
    Ok(())
}

fn write_def(o: &mut String, def: &OdsDef, dialect: &str) -> Result<()> {
    let types = param_types(def)?;
    let class = &def.cpp_class;
    let f = fn_prefix(def);
    let (sigil, handle, register, lookup) = match def.kind {
        OdsDefKind::Type => ("!", "Type", "register_type_def", "type_storage"),
        OdsDefKind::Attr => ("#", "Attribute", "register_attr_def", "attr_storage"),
    };
    let full = match &def.mnemonic {
        Some(m) => format!("{sigil}{dialect}.{m}"),
        None => format!("{dialect} {}", def.def_name),
    };
    let fields: Vec<String> = def.parameters.iter().map(|p| ident(&snake(&p.name))).collect();
    let summary = def.summary.split_whitespace().collect::<Vec<_>>().join(" ");

    // The storage struct.
    let what = if summary.is_empty() { String::new() } else { format!(": {}", summary.trim_end_matches('.')) };
    writeln!(o, "/// `{full}` ({}){what}.", def.def_name).ok();
    writeln!(o, "#[derive(Clone, PartialEq, Eq, Hash, Debug)]\npub struct {class} {{").ok();
    for ((p, field), ty) in def.parameters.iter().zip(&fields).zip(&types) {
        if !p.summary.is_empty() {
            writeln!(o, "    /// {}", p.summary.split_whitespace().collect::<Vec<_>>().join(" ")).ok();
        }
        writeln!(o, "    {field}: {ty},").ok();
    }
    writeln!(o, "}}\n").ok();

    // Constructors and accessors.
    let args: Vec<String> = fields.iter().zip(&types).map(|(f, t)| format!("{f}: {t}")).collect();
    let init = format!("{class} {{ {} }}", fields.join(", "));
    let kind = if def.kind == OdsDefKind::Type { "type" } else { "attribute" };
    writeln!(o, "impl {class} {{").ok();
    writeln!(o, "    /// The `{full}` {kind} with these parameters (not verified: see `get_checked`).").ok();
    writeln!(o, "    pub fn get(ctx: &Context, {}) -> {handle} {{", args.join(", ")).ok();
    let make = if def.kind == OdsDefKind::Type { "dialect_type" } else { "dialect_attr" };
    writeln!(o, "        ctx.{make}({init})\n    }}\n").ok();
    writeln!(o, "    /// The `{full}` {kind}, or why its parameters are invalid.").ok();
    writeln!(o, "    pub fn get_checked(ctx: &Context, {}) -> Result<{handle}, String> {{", args.join(", ")).ok();
    writeln!(o, "        let value = {init};").ok();
    if def.gen_verify_decl {
        writeln!(o, "        crate::verify::{f}(ctx, &value)?;").ok();
    }
    writeln!(o, "        Ok(ctx.{make}(value))\n    }}\n").ok();
    let (from, arg) =
        if def.kind == OdsDefKind::Type { ("from_type", "ty: Type") } else { ("from_attr", "attr: Attribute") };
    let arg_name = arg.split(':').next().unwrap_or("ty");
    writeln!(o, "    /// The parameters of `{arg_name}`, if it is a `{full}`.").ok();
    writeln!(o, "    pub fn {from}(ctx: &Context, {arg}) -> Option<&{class}> {{\n        ctx.{lookup}::<{class}>({arg_name})\n    }}\n")
        .ok();
    for ((p, field), ty) in def.parameters.iter().zip(&fields).zip(&types) {
        let (ret, body) = accessor(ty, field);
        writeln!(o, "    /// The `{}` parameter.", p.name).ok();
        writeln!(o, "    pub fn {field}(&self) -> {ret} {{\n        {body}\n    }}\n").ok();
    }
    writeln!(o, "}}\n").ok();

    // The definition.
    let mnemonic = def.mnemonic.clone().unwrap_or_default();
    writeln!(o, "/// The definition of `{full}`, for `Context::{register}`.").ok();
    writeln!(o, "pub fn {f}_def() -> DialectDef {{").ok();
    writeln!(o, "    let mut def = DialectDef::new::<{class}>({}, {});", lit(dialect), lit(&mnemonic)).ok();
    writeln!(o, "    def.summary = {};", lit(&def.def_name)).ok();
    if def.gen_verify_decl {
        writeln!(
            o,
            "    def.verify = Some(|ctx, any| any.downcast_ref::<{class}>().map_or(Ok(()), |v| crate::verify::{f}(ctx, v)));"
        )
        .ok();
    }
    let nested: Vec<String> = fields
        .iter()
        .zip(&types)
        .filter_map(|(field, ty)| match ty.as_str() {
            "Type" => Some(format!("f(SubElement::Type(v.{field}));")),
            "Attribute" => Some(format!("f(SubElement::Attr(v.{field}));")),
            "Vec<Type>" => Some(format!("v.{field}.iter().for_each(|&t| f(SubElement::Type(t)));")),
            "Vec<Attribute>" => Some(format!("v.{field}.iter().for_each(|&a| f(SubElement::Attr(a)));")),
            _ => None,
        })
        .collect();
    if !nested.is_empty() {
        writeln!(
            o,
            "    def.sub_elements = Some(|any, f| {{\n        if let Some(v) = any.downcast_ref::<{class}>() {{"
        )
        .ok();
        for stmt in &nested {
            writeln!(o, "            {stmt}").ok();
        }
        writeln!(o, "        }}\n    }});").ok();
    }
    let (parse, print) = if def.has_custom_assembly_format {
        (format!("crate::syntax::parse_{f}"), format!("crate::syntax::print_{f}"))
    } else if def.assembly_format.is_some() || (def.mnemonic.is_some() && def.parameters.is_empty()) {
        (format!("parse_{f}"), format!("print_{f}"))
    } else if def.mnemonic.is_some() {
        return Err("has a mnemonic and parameters but neither assemblyFormat nor hasCustomAssemblyFormat".into());
    } else {
        (String::new(), String::new())
    };
    if !parse.is_empty() {
        writeln!(o, "    def.interfaces.insert(DefAssembly {{ parse: {parse}, print: {print} }});").ok();
    }
    writeln!(o, "    def\n}}\n").ok();
    if !def.has_custom_assembly_format && !parse.is_empty() {
        let elements = match &def.assembly_format {
            Some(format) => parse_format(def, format)?,
            None => Vec::new(),
        };
        write_format(o, def, &f, &fields, &elements, &init);
    }
    Ok(())
}

/// The parse and print hooks of a declarative format.
fn write_format(o: &mut String, def: &OdsDef, f: &str, fields: &[String], elements: &[Element], init: &str) {
    let class = &def.cpp_class;
    writeln!(o, "/// Parses what follows the mnemonic of `{}`.", def.def_name).ok();
    writeln!(o, "fn parse_{f}(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {{").ok();
    for e in elements {
        match e {
            Element::Literal(text) => writeln!(o, "    dp.format_literal({})?;", lit(text)),
            Element::Param(i) => {
                let p = &def.parameters[*i];
                writeln!(
                    o,
                    "    let {} = dp.format_param({}, {}, {})?;",
                    fields[*i],
                    lit(&def.def_name),
                    lit(&p.name),
                    lit(&p.cpp_type)
                )
            }
        }
        .ok();
    }
    writeln!(o, "    Ok(Box::new({init}))\n}}\n").ok();
    writeln!(o, "/// Prints what follows the mnemonic of `{}`.", def.def_name).ok();
    let (pr, v) = if elements.is_empty() { ("_", "_") } else { ("pr", "storage") };
    writeln!(o, "fn print_{f}({pr}: &mut DefPrinter<'_>, {v}: &dyn std::any::Any) {{").ok();
    if !elements.is_empty() {
        let binding = if def.parameters.is_empty() { "_v" } else { "v" };
        writeln!(o, "    let Some({binding}) = storage.downcast_ref::<{class}>() else {{ return }};").ok();
    }
    for e in elements {
        match e {
            Element::Literal(text) => writeln!(o, "    pr.format_literal({});", lit(text)),
            Element::Param(i) => writeln!(o, "    pr.format_param(&v.{});", fields[*i]),
        }
        .ok();
    }
    writeln!(o, "}}\n").ok();
}

/// The lines of `register` that register the definitions.
pub fn write_registration(out: &mut String, dialect: &OdsDialect) {
    for def in &dialect.defs {
        let register = if def.kind == OdsDefKind::Type { "register_type_def" } else { "register_attr_def" };
        writeln!(out, "    ctx.{register}({}_def());", fn_prefix(def)).ok();
    }
}

/// The op-side view of the dialect's definitions: an operand or result
/// constrained by `Toy_TensorType` checks its storage type, and its
/// `type($x)` is printed stripped of `!toy.` (upstream's
/// `printStrippedAttrOrType` for a constraint whose C++ type is the def).
/// Returns `(record, storage struct)` per `TypeDef`.
pub fn own_types(dialect: &OdsDialect) -> Vec<(String, String)> {
    dialect
        .defs
        .iter()
        .filter(|d| d.kind == OdsDefKind::Type)
        .map(|d| (d.def_name.clone(), d.cpp_class.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(params: &[(&str, &str)], format: &str) -> OdsDef {
        OdsDef {
            kind: OdsDefKind::Type,
            def_name: "Toy_TensorType".into(),
            cpp_class: "TensorType".into(),
            cpp_type: "::toy::TensorType".into(),
            mnemonic: Some("tensor".into()),
            summary: "a tensor".into(),
            description: String::new(),
            parameters: params
                .iter()
                .map(|(n, t)| OdsDefParam {
                    name: n.to_string(),
                    cpp_type: t.to_string(),
                    class: String::new(),
                    summary: String::new(),
                    custom_code: Vec::new(),
                })
                .collect(),
            assembly_format: Some(format.into()),
            has_custom_assembly_format: false,
            gen_verify_decl: true,
        }
    }

    const TENSOR: &[(&str, &str)] = &[("shape", "::llvm::ArrayRef<int64_t>"), ("elementType", "Type")];

    #[test]
    fn tensor_type_generates() {
        let d = def(TENSOR, "`<` `[` $shape `]` `,` $elementType `>`");
        let mut out = String::new();
        write_def(&mut out, &d, "toy").expect("generates");
        for needle in [
            "pub struct TensorType {\n    shape: Vec<i64>,\n    element_type: Type,\n}",
            "pub fn get(ctx: &Context, shape: Vec<i64>, element_type: Type) -> Type {",
            "crate::verify::tensor_type(ctx, &value)?;",
            "pub fn shape(&self) -> &[i64] {",
            "pub fn element_type(&self) -> Type {",
            "def.verify = Some(|ctx, any| any.downcast_ref::<TensorType>().map_or(Ok(()), |v| crate::verify::tensor_type(ctx, v)));",
            "f(SubElement::Type(v.element_type));",
            "let shape = dp.format_param(\"Toy_TensorType\", \"shape\", \"::llvm::ArrayRef<int64_t>\")?;",
            "    pr.format_literal(\"[\");\n    pr.format_param(&v.shape);\n    pr.format_literal(\"]\");",
        ] {
            assert!(out.contains(needle), "missing {needle:?} in\n{out}");
        }
    }

    #[test]
    fn unsupported_forms_are_errors() {
        let err = |params: &[(&str, &str)], format: &str| {
            write_def(&mut String::new(), &def(params, format), "toy").expect_err("must fail")
        };
        assert!(err(TENSOR, "`<` params `>`").contains("the directive `params`"));
        assert!(err(TENSOR, "`<` struct($shape, $elementType) `>`").contains("the directive `struct`"));
        assert!(err(TENSOR, "`<` ($shape^)? $elementType `>`").contains("`(`"));
        assert!(err(TENSOR, "`<` $shape `>`").contains("does not name the parameter $elementType"));
        assert!(err(TENSOR, "$shape $shape $elementType").contains("twice"));
        assert!(err(TENSOR, "$shape $nope").contains("$nope, which is not a parameter"));
        assert!(err(TENSOR, "$shape ` ` $elementType").contains("the literal ` `"));
        assert!(err(&[("v", "::llvm::APFloat")], "$v").contains("does not map"));
        let mut custom = def(TENSOR, "$shape `,` $elementType");
        custom.parameters[0].custom_code = vec!["parser".into()];
        assert!(write_def(&mut String::new(), &custom, "toy").unwrap_err().contains("own parser"));
        let mut bare = def(TENSOR, "");
        bare.assembly_format = None;
        assert!(write_def(&mut String::new(), &bare, "toy").unwrap_err().contains("neither assemblyFormat"));
    }

    #[test]
    fn rust_types() {
        assert_eq!(rust_type("::llvm::ArrayRef<int64_t>").as_deref(), Some("Vec<i64>"));
        assert_eq!(rust_type("::mlir::Type").as_deref(), Some("Type"));
        assert_eq!(rust_type("ArrayRef<::mlir::Attribute>").as_deref(), Some("Vec<Attribute>"));
        assert_eq!(rust_type("::llvm::ArrayRef<::llvm::ArrayRef<int64_t>>"), None);
        assert_eq!(rust_type("float"), None);
    }
}
