//! The ODS reader: parses a `.td` file with the `tblgen` crate (LLVM's
//! TableGen through its C API) and builds an [`OdsDialect`] of the ops that
//! belong to one dialect.
//!
//! Op fields follow upstream's `mlir::tblgen::Operator`: `arguments` splits
//! into operands (type constraints) and attributes/properties, `results`,
//! `regions` and `successors` are read in order, and `traits` are flattened
//! like `Operator::populateOpStructure` does. Record-level work (constraints,
//! predicates, traits) lives in [`super::resolve`].

use super::model::*;
use super::resolve::{self, bit, defs, enum_of, name, opt_def, opt_str, str_field, str_or_empty};
use crate::util::Result;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use tblgen::init::DagInit;
use tblgen::record::Record;
use tblgen::{RecordKeeper, TableGenParser, TypedInit};

/// Parses `td` with `include_dirs` on the include path.
pub fn parse_td(td: &Path, include_dirs: &[PathBuf]) -> Result<RecordKeeper<'static>> {
    if !td.is_file() {
        return Err(format!("{}: no such file", td.display()));
    }
    let utf8 = |p: &Path| p.to_str().map(str::to_string).ok_or_else(|| format!("{}: path is not UTF-8", p.display()));
    let mut parser = TableGenParser::new();
    // The file's own directory first, as `mlir-tblgen` searches it for
    // includes of sibling files (`include "ShapeInferenceInterface.td"`).
    if let Some(dir) = td.parent().filter(|d| !d.as_os_str().is_empty()) {
        parser = parser.add_include_directory(&utf8(dir)?);
    }
    for dir in include_dirs {
        parser = parser.add_include_directory(&utf8(dir)?);
    }
    parser.add_source_file(&utf8(td)?).parse().map_err(|e| format!("{}: TableGen parse failed: {e}", td.display()))
}

/// Reads `td` (with `include_dirs` on the include path) and returns the ops
/// of `dialect` (its namespace, e.g. `arith`); with `None`, the dialect that
/// owns the most ops in the file.
pub fn read_dialect(td: &Path, include_dirs: &[PathBuf], dialect: Option<&str>) -> Result<OdsDialect> {
    let keeper = parse_td(td, include_dirs)?;

    // Group the ops by dialect namespace; keep the dialect's C++ namespace.
    let mut by_dialect: BTreeMap<String, (String, bool, Vec<Record>)> = BTreeMap::new();
    for def in keeper.all_derived_definitions_if_defined("Op") {
        let d = opt_def(def, "opDialect").ok_or_else(|| format!("op {}: no opDialect", name(def)))?;
        let entry = by_dialect.entry(str_field(d, "name")?).or_insert_with(|| (String::new(), false, Vec::new()));
        entry.0 = str_or_empty(d, "cppNamespace")?;
        entry.1 = bit(d, "hasConstantMaterializer")?;
        entry.2.push(def);
    }
    let chosen = match dialect {
        Some(d) => d.to_string(),
        None => by_dialect
            .iter()
            .max_by(|a, b| a.1 .2.len().cmp(&b.1 .2.len()).then(b.0.cmp(a.0)))
            .map(|(k, _)| k.clone())
            .ok_or_else(|| format!("{}: defines no ops", td.display()))?,
    };
    let (cpp_namespace, has_constant_materializer, records) = by_dialect.remove(&chosen).ok_or_else(|| {
        let known: Vec<&String> = by_dialect.keys().collect();
        format!("{}: no ops of dialect {chosen:?} (dialects with ops: {known:?})", td.display())
    })?;
    let mut ops = records.into_iter().map(|r| read_op(r, &chosen)).collect::<Result<Vec<_>>>()?;
    ops.sort_by(|a, b| a.name.cmp(&b.name));
    let mut enum_attrs = Vec::new();
    for def in keeper.all_derived_definitions_if_defined("EnumAttr") {
        if let Some(e) = enum_of(def).map_err(|e| format!("enum attribute {}: {e}", name(def)))? {
            if e.dialect_attr.as_ref().is_some_and(|(d, _)| *d == chosen) {
                enum_attrs.push(e);
            }
        }
    }
    enum_attrs.sort_by(|a, b| a.dialect_attr.cmp(&b.dialect_attr));
    enum_attrs.dedup_by(|a, b| a.dialect_attr == b.dialect_attr);
    let mut defs = Vec::new();
    for (class, kind) in [("TypeDef", OdsDefKind::Type), ("AttrDef", OdsDefKind::Attr)] {
        let mut of_kind = Vec::new();
        for def in keeper.all_derived_definitions_if_defined(class) {
            // Enum attributes are `AttrDef`s too; they have their own model.
            let of_dialect = opt_def(def, "dialect").map(|d| str_field(d, "name")).transpose()?;
            if def.subclass_of("EnumAttr") || of_dialect.as_deref() != Some(chosen.as_str()) {
                continue;
            }
            of_kind.push(read_def(def, kind).map_err(|e| format!("{class} {}: {e}", name(def)))?);
        }
        of_kind.sort_by(|a, b| a.def_name.cmp(&b.def_name));
        defs.extend(of_kind);
    }
    let mut interfaces = Vec::new();
    for def in keeper.all_derived_definitions_if_defined("OpInterface") {
        // `DeclareOpInterfaceMethods<...>` uses are anonymous subclasses.
        let declared_here = !def.anonymous() && !def.subclass_of("DeclareInterfaceMethods");
        if declared_here && str_or_empty(def, "cppNamespace")? == cpp_namespace && !cpp_namespace.is_empty() {
            interfaces.push(read_interface(def).map_err(|e| format!("OpInterface {}: {e}", name(def)))?);
        }
    }
    interfaces.sort_by(|a, b| a.def_name.cmp(&b.def_name));
    Ok(OdsDialect { name: chosen, cpp_namespace, has_constant_materializer, ops, enum_attrs, defs, interfaces })
}

/// One `OpInterface` record: its name and `InterfaceMethod`s.
fn read_interface(r: Record) -> Result<OdsInterface> {
    let iface = str_field(r, "cppInterfaceName")?;
    let namespace = str_or_empty(r, "cppNamespace")?;
    let mut methods = Vec::new();
    for m in defs(r, "methods")? {
        let mut arguments = Vec::new();
        let dag: DagInit = m.dag_value("arguments").map_err(|e| format!("method {}: arguments: {e}", name(m)))?;
        for (i, (arg_name, init)) in dag.args().enumerate() {
            let ty = match init {
                TypedInit::String(s) | TypedInit::Code(s) => s.to_str().map_err(|e| e.to_string())?.to_string(),
                other => return Err(format!("argument {i}: expected a C++ type string, found {other}")),
            };
            arguments.push((ty, arg_name.unwrap_or_default().to_string()));
        }
        methods.push(OdsInterfaceMethod {
            name: str_field(m, "name")?,
            description: str_or_empty(m, "description")?.trim().to_string(),
            return_type: str_field(m, "returnType")?.trim().to_string(),
            arguments,
        });
    }
    Ok(OdsInterface {
        def_name: name(r),
        cpp_name: format!("{namespace}::{iface}"),
        name: iface,
        description: str_or_empty(r, "description")?.trim().to_string(),
        methods,
    })
}

/// One `TypeDef` or `AttrDef` record (upstream's `AttrOrTypeDef`).
fn read_def(r: Record, kind: OdsDefKind) -> Result<OdsDef> {
    let mut parameters = Vec::new();
    if r.has_field("parameters") && !r.is_value_unset("parameters") {
        let dag: DagInit = r.dag_value("parameters").map_err(|e| format!("field `parameters`: {e}"))?;
        for (i, (param_name, init)) in dag.args().enumerate() {
            let param_name = param_name.map(str::to_string).ok_or_else(|| format!("parameter {i} has no $name"))?;
            let param = match init {
                TypedInit::String(s) | TypedInit::Code(s) => OdsDefParam {
                    name: param_name,
                    cpp_type: s.to_str().map_err(|e| format!("parameter {i}: {e}"))?.to_string(),
                    class: String::new(),
                    summary: String::new(),
                    custom_code: Vec::new(),
                },
                TypedInit::Def(d) => {
                    let p = Record::from(d);
                    let class = resolve::class_of(p);
                    let mut custom_code = Vec::new();
                    for field in ["parser", "printer"] {
                        // `StringRefParameter`'s printer is `printString`, what strata's string parameter does.
                        let builtin = field == "printer" && class == "StringRefParameter";
                        if !builtin && opt_str(p, field)?.is_some() {
                            custom_code.push(field.to_string());
                        }
                    }
                    if !str_or_empty(p, "defaultValue")?.is_empty() {
                        custom_code.push("defaultValue".into());
                    }
                    OdsDefParam {
                        name: param_name,
                        cpp_type: str_field(p, "cppType")?,
                        class,
                        summary: str_or_empty(p, "summary")?,
                        custom_code,
                    }
                }
                other => {
                    return Err(format!(
                        "parameter {param_name}: expected a C++ type string or a parameter record, found {other}"
                    ))
                }
            };
            parameters.push(param);
        }
    }
    Ok(OdsDef {
        kind,
        def_name: name(r),
        cpp_class: str_field(r, "cppClassName")?,
        cpp_type: str_or_empty(r, "cppType")?,
        mnemonic: opt_str(r, "mnemonic")?.filter(|m| !m.is_empty()),
        summary: str_or_empty(r, "summary")?.trim().to_string(),
        description: str_or_empty(r, "description")?,
        parameters,
        assembly_format: opt_str(r, "assemblyFormat")?.map(|f| f.trim().to_string()).filter(|f| !f.is_empty()),
        has_custom_assembly_format: bit(r, "hasCustomAssemblyFormat")?,
        gen_verify_decl: bit(r, "genVerifyDecl")?,
    })
}

/// One `Op` record.
pub fn read_op(r: Record, dialect: &str) -> Result<OdsOp> {
    let def_name = name(r);
    let ctx = |e: String| format!("op {def_name}: {e}");
    let mut op = OdsOp {
        def_name: def_name.clone(),
        name: format!("{dialect}.{}", str_field(r, "opName").map_err(ctx)?),
        summary: str_or_empty(r, "summary").map_err(ctx)?.trim().to_string(),
        description: str_or_empty(r, "description").map_err(ctx)?,
        operands: Vec::new(),
        results: Vec::new(),
        attributes: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        traits: Vec::new(),
        assembly_format: opt_str(r, "assemblyFormat")
            .map_err(ctx)?
            .map(|f| f.trim().to_string())
            .filter(|f| !f.is_empty()),
        has_folder: bit(r, "hasFolder").map_err(ctx)?,
        has_canonicalizer: bit(r, "hasCanonicalizer").map_err(ctx)?,
        has_canonicalize_method: bit(r, "hasCanonicalizeMethod").map_err(ctx)?,
        has_verifier: bit(r, "hasVerifier").map_err(ctx)?,
        has_region_verifier: bit(r, "hasRegionVerifier").map_err(ctx)?,
        has_custom_assembly_format: bit(r, "hasCustomAssemblyFormat").map_err(ctx)?,
    };
    for (arg_name, rec) in dag_args(r, "arguments").map_err(ctx)? {
        let on = EffectOn::Operand(op.operands.len());
        let (c, description, effects) = resolve::unwrap_decorator(rec, on).map_err(ctx)?;
        match resolve::constraint_kind(c) {
            Some(ConstraintKind::Type) => op.operands.push(value(arg_name, c, description, effects).map_err(ctx)?),
            Some(kind @ (ConstraintKind::Attr | ConstraintKind::Property)) => {
                // Effects on an attribute (a symbol reference) apply to the op.
                let effects = effects.into_iter().map(|e| OdsEffect { on: EffectOn::Attr(op.attributes.len()), ..e });
                let constraint = resolve::constraint(c).map_err(ctx)?;
                // A property with a default always has a value upstream
                // (`disjoint = false`, `overflowFlags = 0 : i32` in the
                // generic form), so it is populated with its default like a
                // `DefaultValuedAttr`.
                let optional = bit(c, "isOptional").map_err(ctx)?;
                op.attributes.push(OdsAttr {
                    name: arg_name,
                    default_value: constraint.default_value.clone(),
                    constraint,
                    optional,
                    is_property: kind == ConstraintKind::Property,
                    description,
                    effects: effects.collect(),
                });
            }
            _ => return Err(ctx(format!("argument {arg_name}: {} is not a type, attribute or property", name(c)))),
        }
    }
    for (res_name, rec) in dag_args(r, "results").map_err(ctx)? {
        let on = EffectOn::Result(op.results.len());
        let (c, description, effects) = resolve::unwrap_decorator(rec, on).map_err(ctx)?;
        op.results.push(value(res_name, c, description, effects).map_err(ctx)?);
    }
    for (reg_name, rec) in dag_args(r, "regions").map_err(ctx)? {
        let constraint = resolve::constraint(rec).map_err(ctx)?;
        op.regions.push(OdsRegion { name: reg_name, variadic: rec.subclass_of("VariadicRegion"), constraint });
    }
    for (succ_name, rec) in dag_args(r, "successors").map_err(ctx)? {
        let constraint = resolve::constraint(rec).map_err(ctx)?;
        op.successors.push(OdsSuccessor {
            name: succ_name,
            variadic: rec.subclass_of("VariadicSuccessor"),
            constraint,
        });
    }
    op.traits = flatten_traits(r).map_err(ctx)?;
    let decorated: Vec<OdsEffect> = (op.operands.iter().chain(&op.results).flat_map(|v| &v.effects))
        .chain(op.attributes.iter().flat_map(|a| &a.effects))
        .cloned()
        .collect();
    if !decorated.is_empty() {
        op.traits.push(OdsTrait {
            def_name: "MemoryEffects".into(),
            via: vec![DECORATOR_EFFECTS.into()],
            kind: OdsTraitKind::MemoryEffects { effects: decorated },
        });
    }
    Ok(op)
}

/// An operand or result from its (decorator-free) type constraint.
fn value(name_: String, c: Record, description: String, effects: Vec<OdsEffect>) -> Result<OdsValue> {
    if resolve::constraint_kind(c) != Some(ConstraintKind::Type) {
        return Err(format!("value {name_}: {} is not a type constraint", name(c)));
    }
    let arity = if c.subclass_of("VariadicOfVariadic") {
        Arity::VariadicOfVariadic { segment_attr: str_field(c, "segmentAttrName")? }
    } else if c.subclass_of("Variadic") {
        Arity::Variadic
    } else if c.subclass_of("Optional") {
        Arity::Optional
    } else {
        Arity::Single
    };
    Ok(OdsValue { name: name_, constraint: resolve::constraint(c)?, arity, description, effects })
}

/// The `(name, record)` pairs of a dag field such as `(ins I32:$a, ...)`.
fn dag_args<'a>(r: Record<'a>, field: &str) -> Result<Vec<(String, Record<'a>)>> {
    if !r.has_field(field) || r.is_value_unset(field) {
        return Ok(Vec::new());
    }
    let dag: DagInit = r.dag_value(field).map_err(|e| format!("field `{field}`: {e}"))?;
    dag.args()
        .enumerate()
        .map(|(i, (arg_name, init))| {
            let arg_name = arg_name.map(str::to_string).unwrap_or_else(|| format!("odsArg{i}"));
            match init {
                TypedInit::Def(d) => Ok((arg_name, Record::from(d))),
                other => Err(format!("`{field}` entry {arg_name}: expected a record, found {other}")),
            }
        })
        .collect()
}

/// Upstream's trait flattening: `TraitList`s expand in place, duplicates are
/// dropped, an interface's base interfaces come before it.
fn flatten_traits(op: Record) -> Result<Vec<OdsTrait>> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut via = Vec::new();
    insert_traits(defs(op, "traits")?, &mut via, &mut seen, &mut out)?;
    Ok(out)
}

fn insert_traits(
    list: Vec<Record>,
    via: &mut Vec<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<OdsTrait>,
) -> Result<()> {
    if via.len() > 32 {
        return Err(format!("trait lists nested deeper than 32 ({})", via.join(" > ")));
    }
    for t in list {
        if t.subclass_of("TraitList") {
            via.push(name_for_via(t));
            insert_traits(defs(t, "traits")?, via, seen, out)?;
            via.pop();
            continue;
        }
        if !seen.insert(name(t)) {
            continue;
        }
        if t.subclass_of("Interface") {
            let bases = defs(t, "baseInterfaces")?;
            if !bases.is_empty() {
                via.push(name_for_via(t));
                insert_traits(bases, via, seen, out)?;
                via.pop();
            }
        }
        out.push(resolve::one_trait(t, via.clone())?);
    }
    Ok(())
}

fn name_for_via(t: Record) -> String {
    if t.anonymous() && t.has_field("cppInterfaceName") {
        str_field(t, "cppInterfaceName").unwrap_or_else(|_| resolve::class_of(t))
    } else {
        resolve::class_of(t)
    }
}
