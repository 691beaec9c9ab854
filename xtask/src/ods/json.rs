//! A hand-written JSON encoding of the ODS model (no serde): a tiny [`Json`]
//! value with a pretty printer, and `to_json` for each model type. Object
//! keys keep the model's field order, so the output is deterministic.

use super::model::*;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(&'static str, Json)>),
}

impl Json {
    fn str(s: &str) -> Json {
        Json::Str(s.to_string())
    }

    fn opt(s: &Option<String>) -> Json {
        s.as_deref().map_or(Json::Null, Json::str)
    }

    fn strs(v: &[String]) -> Json {
        Json::Arr(v.iter().map(|s| Json::str(s)).collect())
    }

    /// Pretty-printed with two-space indentation and a final newline.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out.push('\n');
        out
    }

    fn write(&self, out: &mut String, indent: usize) {
        let pad = |out: &mut String, n: usize| out.push_str(&" ".repeat(n));
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(i) => out.push_str(&i.to_string()),
            Json::Str(s) => escape(s, out),
            Json::Arr(items) if items.is_empty() => out.push_str("[]"),
            Json::Obj(fields) if fields.is_empty() => out.push_str("{}"),
            Json::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    pad(out, indent + 2);
                    item.write(out, indent + 2);
                }
                out.push('\n');
                pad(out, indent);
                out.push(']');
            }
            Json::Obj(fields) => {
                out.push('{');
                for (i, (k, v)) in fields.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    pad(out, indent + 2);
                    escape(k, out);
                    out.push_str(": ");
                    v.write(out, indent + 2);
                }
                out.push('\n');
                pad(out, indent);
                out.push('}');
            }
        }
    }
}

fn escape(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

pub fn dialects(ds: &[OdsDialect]) -> Json {
    Json::Arr(ds.iter().map(dialect).collect())
}

pub fn dialect(d: &OdsDialect) -> Json {
    Json::Obj(vec![
        ("name", Json::str(&d.name)),
        ("cpp_namespace", Json::str(&d.cpp_namespace)),
        ("has_constant_materializer", Json::Bool(d.has_constant_materializer)),
        ("ops", Json::Arr(d.ops.iter().map(op).collect())),
        ("defs", Json::Arr(d.defs.iter().map(def).collect())),
    ])
}

/// A `TypeDef` or `AttrDef`.
pub fn def(d: &OdsDef) -> Json {
    let params = d.parameters.iter().map(|p| {
        Json::Obj(vec![
            ("name", Json::str(&p.name)),
            ("cpp_type", Json::str(&p.cpp_type)),
            ("class", Json::str(&p.class)),
            ("summary", Json::str(&p.summary)),
        ])
    });
    Json::Obj(vec![
        ("def_name", Json::str(&d.def_name)),
        ("kind", Json::str(if d.kind == OdsDefKind::Type { "type" } else { "attr" })),
        ("cpp_class", Json::str(&d.cpp_class)),
        ("mnemonic", Json::opt(&d.mnemonic)),
        ("summary", Json::str(&d.summary)),
        ("parameters", Json::Arr(params.collect())),
        ("assembly_format", Json::opt(&d.assembly_format)),
        ("has_custom_assembly_format", Json::Bool(d.has_custom_assembly_format)),
        ("gen_verify_decl", Json::Bool(d.gen_verify_decl)),
    ])
}

pub fn op(o: &OdsOp) -> Json {
    Json::Obj(vec![
        ("def_name", Json::str(&o.def_name)),
        ("name", Json::str(&o.name)),
        ("summary", Json::str(&o.summary)),
        ("description", Json::str(&o.description)),
        ("operands", Json::Arr(o.operands.iter().map(value).collect())),
        ("results", Json::Arr(o.results.iter().map(value).collect())),
        ("attributes", Json::Arr(o.attributes.iter().map(attr).collect())),
        ("regions", Json::Arr(o.regions.iter().map(|r| named(&r.name, r.variadic, &r.constraint)).collect())),
        ("successors", Json::Arr(o.successors.iter().map(|s| named(&s.name, s.variadic, &s.constraint)).collect())),
        ("traits", Json::Arr(o.traits.iter().map(op_trait).collect())),
        ("assembly_format", Json::opt(&o.assembly_format)),
        ("has_folder", Json::Bool(o.has_folder)),
        ("has_canonicalizer", Json::Bool(o.has_canonicalizer)),
        ("has_canonicalize_method", Json::Bool(o.has_canonicalize_method)),
        ("has_verifier", Json::Bool(o.has_verifier)),
        ("has_region_verifier", Json::Bool(o.has_region_verifier)),
        ("has_custom_assembly_format", Json::Bool(o.has_custom_assembly_format)),
    ])
}

fn value(v: &OdsValue) -> Json {
    let arity = match &v.arity {
        Arity::VariadicOfVariadic { segment_attr } => {
            Json::Obj(vec![("kind", Json::str(v.arity.as_str())), ("segment_attr", Json::str(segment_attr))])
        }
        a => Json::str(a.as_str()),
    };
    Json::Obj(vec![
        ("name", Json::str(&v.name)),
        ("constraint", constraint(&v.constraint)),
        ("arity", arity),
        ("description", Json::str(&v.description)),
        ("effects", Json::Arr(v.effects.iter().map(effect).collect())),
    ])
}

fn attr(a: &OdsAttr) -> Json {
    Json::Obj(vec![
        ("name", Json::str(&a.name)),
        ("constraint", constraint(&a.constraint)),
        ("optional", Json::Bool(a.optional)),
        ("default_value", Json::opt(&a.default_value)),
        ("is_property", Json::Bool(a.is_property)),
        ("description", Json::str(&a.description)),
        ("effects", Json::Arr(a.effects.iter().map(effect).collect())),
    ])
}

fn named(name: &str, variadic: bool, c: &OdsConstraint) -> Json {
    Json::Obj(vec![("name", Json::str(name)), ("variadic", Json::Bool(variadic)), ("constraint", constraint(c))])
}

pub fn constraint(c: &OdsConstraint) -> Json {
    let enum_info = c.enum_info.as_ref().map_or(Json::Null, |e| {
        Json::Obj(vec![
            ("class_name", Json::str(&e.class_name)),
            ("is_bit_enum", Json::Bool(e.is_bit_enum)),
            ("bit_width", Json::Int(e.bit_width)),
            ("separator", Json::str(&e.separator)),
            (
                "dialect_attr",
                e.dialect_attr.as_ref().map_or(Json::Null, |(d, m)| {
                    Json::Obj(vec![("dialect", Json::str(d)), ("mnemonic", Json::str(m))])
                }),
            ),
            (
                "cases",
                Json::Arr(
                    e.cases
                        .iter()
                        .map(|c| {
                            Json::Obj(vec![
                                ("symbol", Json::str(&c.symbol)),
                                ("str", Json::str(&c.str)),
                                ("value", Json::Int(c.value)),
                            ])
                        })
                        .collect(),
                ),
            ),
            ("summary", Json::str(&e.summary)),
            (
                "property",
                e.property.as_ref().map_or(Json::Null, |p| {
                    Json::Obj(vec![
                        ("mnemonic", p.mnemonic.as_deref().map_or(Json::Null, Json::str)),
                        ("attr_form", p.attr_form.as_deref().map_or(Json::Null, Json::str)),
                    ])
                }),
            ),
        ])
    });
    Json::Obj(vec![
        ("def_name", Json::str(&c.def_name)),
        ("class", Json::str(&c.class)),
        ("kind", Json::str(c.kind.as_str())),
        ("summary", Json::str(&c.summary)),
        ("cpp_predicate", Json::str(&c.cpp_predicate)),
        ("cpp_type", Json::str(&c.cpp_type)),
        ("base_chain", Json::strs(&c.base_chain)),
        ("default_value", Json::opt(&c.default_value)),
        ("enum", enum_info),
        ("core", c.core.as_deref().map_or(Json::Null, constraint)),
    ])
}

fn effect(e: &OdsEffect) -> Json {
    Json::Obj(vec![
        ("kind", Json::str(e.kind.as_str())),
        ("on", effect_on(e.on)),
        ("resource", Json::str(&e.resource)),
        ("stage", Json::Int(e.stage)),
        ("effect_on_full_region", Json::Bool(e.effect_on_full_region)),
    ])
}

fn effect_on(on: EffectOn) -> Json {
    match on {
        EffectOn::Op => Json::str("op"),
        EffectOn::Operand(i) => Json::Obj(vec![("operand", Json::Int(i as i64))]),
        EffectOn::Result(i) => Json::Obj(vec![("result", Json::Int(i as i64))]),
        EffectOn::Attr(i) => Json::Obj(vec![("attribute", Json::Int(i as i64))]),
    }
}

fn op_trait(t: &OdsTrait) -> Json {
    let mut fields =
        vec![("def_name", Json::str(&t.def_name)), ("via", Json::strs(&t.via)), ("kind", Json::str(t.kind.as_str()))];
    match &t.kind {
        OdsTraitKind::Native { cpp_name, structural } => {
            fields.push(("cpp_name", Json::str(cpp_name)));
            fields.push(("structural", Json::Bool(*structural)));
        }
        OdsTraitKind::Interface { cpp_name, declared, declared_methods } => {
            fields.push(("cpp_name", Json::str(cpp_name)));
            fields.push(("declared", Json::Bool(*declared)));
            fields.push(("declared_methods", Json::strs(declared_methods)));
        }
        OdsTraitKind::MemoryEffects { effects } => {
            fields.push(("effects", Json::Arr(effects.iter().map(effect).collect())));
        }
        OdsTraitKind::Predicate { summary, cpp_predicate, values, transformer } => {
            fields.push(("summary", Json::str(summary)));
            fields.push(("cpp_predicate", Json::str(cpp_predicate)));
            fields.push(("values", Json::strs(values)));
            fields.push(("transformer", Json::opt(transformer)));
        }
    }
    Json::Obj(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_layout() {
        let j = Json::Obj(vec![
            ("a", Json::str("x\"y\n\u{1}")),
            ("b", Json::Arr(vec![Json::Int(1), Json::Null])),
            ("c", Json::Arr(vec![])),
        ]);
        assert_eq!(
            j.pretty(),
            "{\n  \"a\": \"x\\\"y\\n\\u0001\",\n  \"b\": [\n    1,\n    null\n  ],\n  \"c\": []\n}\n"
        );
    }
}
