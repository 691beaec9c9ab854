//! Record-level helpers of the ODS reader: safe field access on `tblgen`
//! records, names for anonymous records, predicate rendering, and the
//! resolution of constraints, effects and traits into the [`super::model`].
//!
//! Every accessor returns an error naming the record and field instead of
//! panicking; nothing here aborts on an unexpected record shape.

use super::model::*;
use crate::util::Result;
use tblgen::record::Record;
use tblgen::TypedInit;

/// Predicates and constraint wrappers nest a few levels; anything deeper than
/// this is a cycle or a malformed record.
const MAX_DEPTH: usize = 64;

pub fn name(r: Record) -> String {
    r.name().map(str::to_string).unwrap_or_else(|_| "<unnamed record>".into())
}

fn field_err(r: Record, field: &str, e: impl std::fmt::Display) -> String {
    format!("record {}: field `{field}`: {e}", name(r))
}

/// A required string or code field.
pub fn str_field(r: Record, field: &str) -> Result<String> {
    r.string_value(field).map_err(|e| field_err(r, field, e))
}

/// A string/code field that may be missing or unset (`?`).
pub fn opt_str(r: Record, field: &str) -> Result<Option<String>> {
    if !r.has_field(field) {
        return Ok(None);
    }
    r.optional_str_value(field).map(|s| s.map(str::to_string)).map_err(|e| field_err(r, field, e))
}

/// A string field that may be missing; missing or unset is `""`.
pub fn str_or_empty(r: Record, field: &str) -> Result<String> {
    Ok(opt_str(r, field)?.unwrap_or_default())
}

/// A `bit` field; missing or unset is `false`.
pub fn bit(r: Record, field: &str) -> Result<bool> {
    if !r.has_field(field) || r.is_value_unset(field) {
        return Ok(false);
    }
    r.bit_value(field).map_err(|e| field_err(r, field, e))
}

pub fn int(r: Record, field: &str) -> Result<i64> {
    r.int_value(field).map_err(|e| field_err(r, field, e))
}

/// A `list<SomeClass>` field; missing or unset is empty.
pub fn defs<'a>(r: Record<'a>, field: &str) -> Result<Vec<Record<'a>>> {
    if !r.has_field(field) || r.is_value_unset(field) {
        return Ok(Vec::new());
    }
    r.list_of_defs_value(field).map_err(|e| field_err(r, field, e))
}

/// A `list<string>` field; missing or unset is empty.
pub fn strings(r: Record, field: &str) -> Result<Vec<String>> {
    if !r.has_field(field) || r.is_value_unset(field) {
        return Ok(Vec::new());
    }
    let list = r.list_init_value(field).map_err(|e| field_err(r, field, e))?;
    list.iter()
        .map(|v| match v {
            TypedInit::String(s) | TypedInit::Code(s) => {
                s.to_str().map(str::to_string).map_err(|e| field_err(r, field, e))
            }
            other => Err(field_err(r, field, format!("expected a list of strings, found {other}"))),
        })
        .collect()
}

/// A def-valued field that may be missing or unset.
pub fn opt_def<'a>(r: Record<'a>, field: &str) -> Option<Record<'a>> {
    r.optional_def_value(field)
}

/// The class an anonymous record was instantiated from (its last direct
/// superclass); a named record's own name.
pub fn class_of(r: Record) -> String {
    if !r.anonymous() {
        return name(r);
    }
    r.direct_super_classes().last().map(name).unwrap_or_else(|| name(r))
}

/// A readable name: the record's own, or for an anonymous record its class
/// and arguments (`Variadic<Index>`, `DefaultValuedAttr<BoolAttr, "false">`).
pub fn display_name(r: Record, depth: usize) -> Result<String> {
    if !r.anonymous() {
        return Ok(name(r));
    }
    if depth > MAX_DEPTH {
        return Err(format!("record {}: constraint nesting deeper than {MAX_DEPTH}", name(r)));
    }
    let class = class_of(r);
    let mut args = Vec::new();
    for f in ["baseType", "baseAttr", "constraint"] {
        if let Some(b) = opt_def(r, f) {
            args.push(display_name(b, depth + 1)?);
        }
    }
    if class.starts_with("DefaultValued") {
        if let Some(d) = opt_str(r, "defaultValue")? {
            args.push(format!("{d:?}"));
        }
    }
    for f in ["allowedTypes", "attrConstraints"] {
        let list = defs(r, f)?;
        if !list.is_empty() {
            let names: Result<Vec<String>> = list.into_iter().map(|d| display_name(d, depth + 1)).collect();
            args.push(format!("[{}]", names?.join(", ")));
        }
    }
    if args.is_empty() {
        args.push(format!("{:?}", str_or_empty(r, "summary")?.trim()));
    }
    Ok(format!("{class}<{}>", args.join(", ")))
}

/// Renders a `Pred` record as a C++ condition, the way upstream's
/// `Pred::getCondition` does (without its true/false simplification).
pub fn render_pred(p: Record, depth: usize) -> Result<String> {
    if depth > MAX_DEPTH {
        return Err(format!("predicate {}: nesting deeper than {MAX_DEPTH}", name(p)));
    }
    if p.subclass_of("CPred") {
        return str_field(p, "predExpr");
    }
    if !p.subclass_of("CombinedPred") {
        return Err(format!("record {} (class {}) is not a CPred or CombinedPred", name(p), class_of(p)));
    }
    let kind = opt_def(p, "kind").map(name).ok_or_else(|| field_err(p, "kind", "missing combiner"))?;
    let children: Result<Vec<String>> = defs(p, "children")?.into_iter().map(|c| render_pred(c, depth + 1)).collect();
    let children = children?;
    let only = |what: &str| -> Result<String> {
        match children.as_slice() {
            [c] => Ok(c.clone()),
            _ => Err(format!("predicate {}: {what} needs exactly one child, has {}", name(p), children.len())),
        }
    };
    match kind.as_str() {
        "PredCombinerAnd" => Ok(combine(&children, "&&", "true")),
        "PredCombinerOr" => Ok(combine(&children, "||", "false")),
        "PredCombinerNot" => Ok(format!("!({})", only("Not")?)),
        "PredCombinerSubstLeaves" => {
            let (pat, rep) = (str_field(p, "pattern")?, str_field(p, "replacement")?);
            Ok(only("SubstLeaves")?.replace(&pat, &rep))
        }
        "PredCombinerConcat" => {
            Ok(format!("{}{}{}", str_field(p, "prefix")?, only("Concat")?, str_field(p, "suffix")?))
        }
        other => Err(format!("predicate {}: unknown combiner {other}", name(p))),
    }
}

fn combine(children: &[String], op: &str, empty: &str) -> String {
    match children {
        [] => empty.to_string(),
        [one] => one.clone(),
        _ => children.iter().map(|c| format!("({c})")).collect::<Vec<_>>().join(&format!(" {op} ")),
    }
}

/// The predicate of a constraint or trait record, rendered; `""` if none.
pub fn pred_field(r: Record) -> Result<String> {
    match opt_def(r, "predicate") {
        Some(p) => render_pred(p, 0).map_err(|e| format!("record {}: {e}", name(r))),
        None => Ok(String::new()),
    }
}

/// What kind of constraint `r` is, if it is one.
pub fn constraint_kind(r: Record) -> Option<ConstraintKind> {
    if r.subclass_of("Property") {
        Some(ConstraintKind::Property)
    } else if r.subclass_of("TypeConstraint") {
        Some(ConstraintKind::Type)
    } else if r.subclass_of("AttrConstraint") {
        Some(ConstraintKind::Attr)
    } else if r.subclass_of("RegionConstraint") {
        Some(ConstraintKind::Region)
    } else if r.subclass_of("SuccessorConstraint") {
        Some(ConstraintKind::Successor)
    } else {
        None
    }
}

/// Resolves a constraint record (never an `Arg`/`Res` decorator: unwrap
/// those first with [`unwrap_decorator`]).
pub fn constraint(r: Record) -> Result<OdsConstraint> {
    let kind = constraint_kind(r).ok_or_else(|| {
        format!("record {} (class {}) is not a type/attr/region/successor constraint", name(r), class_of(r))
    })?;
    let cpp_type = match kind {
        ConstraintKind::Type => str_or_empty(r, "cppType")?,
        ConstraintKind::Attr => str_or_empty(r, "storageType")?,
        ConstraintKind::Property => str_or_empty(r, "interfaceType")?,
        _ => String::new(),
    };
    let mut base_chain = Vec::new();
    let mut enum_info = None;
    let mut cur = r;
    for _ in 0..MAX_DEPTH {
        base_chain.push(display_name(cur, 0)?);
        if enum_info.is_none() {
            enum_info = enum_of(cur)?;
        }
        // The chain ends at the first named record.
        match opt_def(cur, "baseType").or_else(|| opt_def(cur, "baseAttr")) {
            Some(b) if cur.anonymous() => cur = b,
            _ => break,
        }
    }
    let class = class_of(r);
    // A confined enum (`ConfinedAttr<RoundingModeAttr, [IntMinValue<0>]>`)
    // keeps its enum's cases and syntax.
    if enum_info.is_none() && r.subclass_of("ConfinedAttr") {
        if let Some(base) = opt_def(r, "baseAttr") {
            enum_info = enum_of(base)?;
        }
    }
    let core = match opt_def(r, "baseType").or_else(|| opt_def(r, "baseAttr")) {
        Some(inner) if r.anonymous() && WRAPPERS.contains(&class.as_str()) => Some(Box::new(constraint(inner)?)),
        _ => None,
    };
    // An `AttrDef` with a syntax of its own, used as its own constraint.
    let dialect_attr = match opt_def(r, "dialect") {
        Some(d) if r.subclass_of("AttrDef") && !r.subclass_of("EnumAttr") => {
            opt_str(r, "mnemonic")?.map(|m| Ok::<_, String>((str_field(d, "name")?, m))).transpose()?
        }
        _ => None,
    };
    Ok(OdsConstraint {
        def_name: display_name(r, 0)?,
        class,
        kind,
        dialect_attr,
        // Verbatim, as upstream prints it after "must be ": `AnyTypeOf` over a
        // type whose summary is empty ends in "or " (the test dialect's
        // `AnyTypeOf<[I32, TestI32]>`).
        summary: str_or_empty(r, "summary")?.to_string(),
        cpp_predicate: pred_field(r)?,
        cpp_type: cpp_type.trim().to_string(),
        base_chain,
        default_value: opt_str(r, "defaultValue")?.filter(|d| !d.is_empty()),
        enum_info,
        core,
    })
}

/// Classes that only add arity, optionality or a default to the constraint
/// they wrap (see [`OdsConstraint::core`]).
const WRAPPERS: &[&str] = &[
    "Variadic",
    "Optional",
    "VariadicOfVariadic",
    "OptionalAttr",
    "DefaultValuedAttr",
    "DefaultValuedOptionalAttr",
    "OptionalProp",
    "DefaultValuedProp",
];

/// The enum behind an `EnumAttrInfo` (`I64EnumAttr`) or an `EnumAttr`.
pub fn enum_of(r: Record) -> Result<Option<OdsEnum>> {
    let info = if r.subclass_of("EnumAttrInfo") || r.subclass_of("EnumInfo") {
        r
    } else if let Some(e) = opt_def(r, "enum") {
        e
    } else {
        return Ok(None);
    };
    let cases = defs(info, "enumerants")?
        .into_iter()
        .map(|c| {
            Ok(OdsEnumCase { symbol: str_field(c, "symbol")?, str: str_field(c, "str")?, value: int(c, "value")? })
        })
        .collect::<Result<Vec<_>>>()?;
    let is_bit_enum = info.subclass_of("BitEnumBase") || info.subclass_of("BitEnumAttr");
    let dialect_attr = match opt_def(r, "dialect").filter(|_| r.subclass_of("EnumAttr")) {
        Some(d) => Some((str_field(d, "name")?, str_or_empty(r, "mnemonic")?)),
        None => None,
    };
    let is_attr_def = dialect_attr.is_some();
    let class_name = str_or_empty(info, "className")?;
    let property = if r.subclass_of("EnumProp") { Some(enum_prop(r)?) } else { None };
    Ok(Some(OdsEnum {
        cpp_type: format!("{}::{class_name}", str_or_empty(info, "cppNamespace")?),
        class_name,
        is_bit_enum,
        bit_width: if info.has_field("bitwidth") { int(info, "bitwidth")? } else { 0 },
        separator: if is_bit_enum { str_or_empty(info, "separator")? } else { String::new() },
        print_primary_groups: is_bit_enum
            && info.has_field("printBitEnumPrimaryGroups")
            && bit(info, "printBitEnumPrimaryGroups")?,
        attr_def_name: if is_attr_def { name(r) } else { String::new() },
        attr_angled: is_attr_def && opt_str(r, "assemblyFormat")?.is_some_and(|f| f.trim_start().starts_with("`<`")),
        rust_path: String::new(),
        dialect_attr,
        cases,
        summary: str_or_empty(info, "summary")?,
        property,
    }))
}

/// The syntax of an `EnumProp` record. Its `printer`, `parser` and
/// `optionalParser` are C++; the two forms upstream's classes define are
/// recognized (the enum's own, and `NamedEnumProp`'s `mnemonic<...>`),
/// anything else is an error rather than a guess.
fn enum_prop(r: Record) -> Result<OdsEnumProp> {
    let printer = str_or_empty(r, "printer")?;
    let printer = printer.split_whitespace().collect::<Vec<_>>().join(" ");
    let mnemonic = opt_str(r, "mnemonic")?.filter(|m| !m.is_empty());
    let expected = match &mnemonic {
        Some(m) => format!("$_printer << \"{m}<\" << $_storage << \">\";"),
        None => "$_printer << $_storage".to_string(),
    };
    if printer != expected {
        return Err(format!(
            "record {}: EnumProp with a printer of its own ({printer:?}) is not supported (expected {expected:?})",
            name(r)
        ));
    }
    let attr_form = match opt_def(r, "attrForm") {
        Some(form) => Some(str_or_empty(form, "storageType")?.trim().to_string()),
        None => None,
    };
    Ok(OdsEnumProp { mnemonic, attr_form })
}

/// One `MemoryEffect` record (`MemRead`, `MemAlloc<...>`, ...).
pub fn effect(r: Record, on: EffectOn) -> Result<OdsEffect> {
    let kind = if r.subclass_of("MemRead") {
        EffectKind::Read
    } else if r.subclass_of("MemWrite") {
        EffectKind::Write
    } else if r.subclass_of("MemAlloc") {
        EffectKind::Allocate
    } else if r.subclass_of("MemFree") {
        EffectKind::Free
    } else {
        return Err(format!("record {} (class {}) is not a MemRead/MemWrite/MemAlloc/MemFree", name(r), class_of(r)));
    };
    Ok(OdsEffect {
        kind,
        on,
        resource: str_or_empty(r, "resource")?,
        stage: if r.has_field("stage") { int(r, "stage")? } else { 0 },
        effect_on_full_region: bit(r, "effectOnFullRegion")?,
    })
}

/// Unwraps `Arg<C, "desc", [decorators]>` / `Res<...>` (possibly nested) to
/// the constraint, the description and the memory effects.
pub fn unwrap_decorator(r: Record, on: EffectOn) -> Result<(Record, String, Vec<OdsEffect>)> {
    let mut cur = r;
    let mut description = String::new();
    let mut effects = Vec::new();
    for _ in 0..MAX_DEPTH {
        if !cur.subclass_of("OpVariable") {
            return Ok((cur, description, effects));
        }
        if description.is_empty() {
            description = str_or_empty(cur, "summary")?.trim().to_string();
        }
        for d in defs(cur, "decorators")? {
            if d.subclass_of("MemoryEffect") {
                effects.push(effect(d, on).map_err(|e| format!("decorator of {}: {e}", name(r)))?);
            } else if !d.subclass_of("OpVariableDecorator") {
                return Err(format!("record {}: decorator {} is not an OpVariableDecorator", name(r), name(d)));
            }
        }
        cur = opt_def(cur, "constraint").ok_or_else(|| field_err(cur, "constraint", "missing"))?;
    }
    Err(format!("record {}: Arg/Res nesting deeper than {MAX_DEPTH}", name(r)))
}

/// One trait record (not a `TraitList`: those are expanded by the caller).
pub fn one_trait(r: Record, via: Vec<String>) -> Result<OdsTrait> {
    let class = class_of(r);
    let cpp = |ns: String, n: String| if ns.is_empty() || n.starts_with("::") { n } else { format!("{ns}::{n}") };
    let (def_name, kind) = if r.subclass_of("SideEffectsTraitBase") {
        let effects = defs(r, "effects")?.into_iter().map(|e| effect(e, EffectOn::Op)).collect::<Result<Vec<_>>>()?;
        (class, OdsTraitKind::MemoryEffects { effects })
    } else if r.subclass_of("OpInterfaceTrait") {
        let iface = str_field(r, "cppInterfaceName")?;
        let declared = r.subclass_of("DeclareInterfaceMethods");
        let def_name = if r.anonymous() { iface.clone() } else { class };
        let cpp_name = cpp(str_or_empty(r, "cppNamespace")?, iface);
        (
            def_name,
            OdsTraitKind::Interface { cpp_name, declared, declared_methods: strings(r, "alwaysOverriddenMethods")? },
        )
    } else if r.subclass_of("NativeTrait") || r.subclass_of("GenInternalTrait") {
        let trait_name = str_field(r, "trait")?;
        let generic = ["NativeOpTrait", "NativeTrait", "ParamNativeOpTrait", "GenInternalOpTrait"];
        let def_name = if r.anonymous() && generic.contains(&class.as_str()) { trait_name.clone() } else { class };
        let cpp_name = cpp(str_or_empty(r, "cppNamespace")?, trait_name);
        (def_name, OdsTraitKind::Native { cpp_name, structural: r.subclass_of("StructuralOpTrait") })
    } else if r.subclass_of("PredTrait") {
        let mut values = strings(r, "values")?;
        for f in ["lhs", "rhs", "shaped", "elements"] {
            if let Some(v) = opt_str(r, f)? {
                values.push(v);
            }
        }
        let kind = OdsTraitKind::Predicate {
            summary: str_or_empty(r, "summary")?.trim().to_string(),
            cpp_predicate: pred_field(r)?,
            values,
            transformer: opt_str(r, "transformer")?.map(|t| t.trim().to_string()),
        };
        (class, kind)
    } else {
        return Err(format!("trait record {} (class {class}) has an unknown trait kind", name(r)));
    };
    Ok(OdsTrait { def_name, via, kind })
}
