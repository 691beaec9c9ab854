//! How ODS names map onto strata for the code generator ([`super::gen`]):
//! type constraints (named ones from `strata_ir::constraints`, composed
//! ones built from its combinators), attribute constraints, enum
//! attributes, defaults, traits and their verifiers, and `TypesMatchWith`
//! transformers.
//!
//! These tables cover ODS's shared library (`mlir/IR`'s constraints and
//! traits); what a dialect's ODS defines itself comes from the dialect's
//! own tables ([`super::tables`]). Every table is explicit: an ODS name the
//! generator does not know is an error naming the table to extend, never
//! a silent "accept anything".

use super::model::{OdsConstraint, OdsEnum};
use super::tables::DialectTables;
use crate::util::Result;

/// Named ODS type constraints: (ODS name, `strata_ir::constraints` const, its description).
const NAMED_TYPES: &[(&str, &str, &str)] = &[
    ("AnyType", "ANY_TYPE", "any type"),
    ("Index", "INDEX", "index"),
    ("I1", "I1", "1-bit signless integer"),
    ("I32", "I32", "32-bit signless integer"),
    ("I64", "I64", "64-bit signless integer"),
    ("AnyInteger", "ANY_INTEGER", "integer"),
    ("AnySignlessIntegerOrIndex", "ANY_SIGNLESS_INTEGER_OR_INDEX", "signless integer or index"),
    ("FunctionType", "FUNCTION_TYPE", "function type"),
    ("AnyTuple", "ANY_TUPLE", "tuple"),
    ("SignlessIntegerOrIndexLike", "SIGNLESS_INTEGER_OR_INDEX_LIKE", "signless-integer-like"),
    ("SignlessIntegerLike", "SIGNLESS_INTEGER_LIKE", "signless-integer-like"),
    ("SignlessFixedWidthIntegerLike", "SIGNLESS_FIXED_WIDTH_INTEGER_LIKE", "signless-fixed-width-integer-like"),
    ("FloatLike", "FLOAT_LIKE", "floating-point-like"),
    ("BoolLike", "BOOL_LIKE", "bool-like"),
    ("AnyVectorOfAnyRank", "ANY_VECTOR_OF_ANY_RANK", "vector of any type values"),
    ("AnyVectorOfNonZeroRank", "ANY_VECTOR_OF_NON_ZERO_RANK", "vector of any type values"),
    ("AnyFixedVectorOfAnyRank", "ANY_FIXED_VECTOR_OF_ANY_RANK", "fixed-length vector of any type values"),
    ("AnyScalableVectorOfAnyRank", "ANY_SCALABLE_VECTOR_OF_ANY_RANK", "scalable vector of any type values"),
    ("AnyMemRef", "ANY_MEMREF", "memref of any type values"),
    ("AnyRankedOrUnrankedMemRef", "ANY_RANKED_OR_UNRANKED_MEMREF", "ranked or unranked memref of any type values"),
    ("AnyStridedMemRef", "ANY_STRIDED_MEMREF", "strided memref of any type values"),
    ("AnyStaticShapeMemRef", "ANY_STATIC_SHAPE_MEMREF", "statically shaped memref of any type values"),
    ("AnyRankedTensor", "ANY_RANKED_TENSOR", "ranked tensor of any type values"),
    ("AnyTensor", "ANY_TENSOR", "tensor of any type values"),
    ("AnyShaped", "ANY_SHAPED", "shaped of any type values"),
];

/// Element predicates (`strata_ir::constraints` fns) for the members of
/// composed constraints (`VectorOfAnyRankOf<[I1]>`, `AnyTypeOf<[...]>`).
const ELEMENT_PREDICATES: &[(&str, &str)] = &[
    ("AnyType", "c::is_any"),
    ("Index", "c::is_index"),
    ("I1", "c::is_i1"),
    ("AnyInteger", "c::is_integer"),
    ("AnySignlessInteger", "c::is_signless_integer"),
    ("AnySignlessIntegerOrIndex", "c::is_signless_integer_or_index"),
    ("AnyFloat", "c::is_float"),
    ("I8", "c::is_i8"),
    ("I16", "c::is_i16"),
    ("I32", "c::is_i32"),
    ("I64", "c::is_i64"),
    ("BF16", "c::is_bf16"),
    ("F16", "c::is_f16"),
    ("F32", "c::is_f32"),
    ("F64", "c::is_f64"),
];

/// Shaped-container classes and the combinator that checks them.
const CONTAINERS: &[(&str, &str)] = &[
    ("VectorOfAnyRankOf", "c::vector_of"),
    ("VectorOf", "c::vector_of"),
    ("TensorOf", "c::tensor_of"),
    ("RankedTensorOf", "c::tensor_of"),
    ("MemRefOf", "c::memref_of"),
];

/// How generated code checks one type constraint.
pub enum TypeCheck {
    /// A `strata_ir::constraints` constant (its description equals upstream's summary).
    Named(String),
    /// A `strata_ir::constraints` constant's check under another description.
    NamedCheck(String),
    /// A generated `fn(&Context, Type) -> bool` with this body (over `ctx`, `t`).
    Composed(String),
}

/// The members of `Class<[A, B]>` from a constraint's display name.
fn list_args(def_name: &str) -> Option<Vec<String>> {
    let inner = def_name.split_once("<[")?.1.strip_suffix("]>")?;
    Some(inner.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect())
}

/// The predicate of an element type: the shared table's, else the
/// dialect's own (`element` entries).
fn element_predicate(name: &str, own: &DialectTables) -> Result<String> {
    let shared = ELEMENT_PREDICATES.iter().find(|(n, _)| *n == name).map(|(_, f)| *f);
    shared.or_else(|| own.element(name)).map(str::to_string).ok_or_else(|| {
        format!(
            "no element predicate for ODS type {name:?} (add an `element` entry to the dialect's ods/tables.txt, \
             or extend ELEMENT_PREDICATES in xtask/src/ods/gen_map.rs for ODS's shared types)"
        )
    })
}

/// Maps an operand/result constraint (wrappers included; their summary is
/// the description upstream prints): a shared named constraint, the
/// dialect's own check (`type` entries), or one composed from the shared
/// combinators.
pub fn type_check(c: &OdsConstraint, own: &DialectTables) -> Result<TypeCheck> {
    let core = c.core();
    if let Some((_, konst, desc)) = NAMED_TYPES.iter().find(|(n, _, _)| *n == core.def_name) {
        return Ok(if *desc == c.summary {
            TypeCheck::Named(format!("c::{konst}"))
        } else {
            TypeCheck::NamedCheck(format!("c::{konst}"))
        });
    }
    if let Some(body) = own.type_check(&core.def_name) {
        return Ok(TypeCheck::Composed(body.to_string()));
    }
    let args = list_args(&core.def_name);
    if core.class == "AnyTypeOf" {
        let members = args.ok_or_else(|| format!("cannot read the members of {}", core.def_name))?;
        let checks = members
            .iter()
            .map(|m| match NAMED_TYPES.iter().find(|(n, _, _)| n == m) {
                Some((_, konst, _)) => Ok(format!("(c::{konst}.check)(ctx, t)")),
                None => element_predicate(m, own).map(|f| format!("{f}(ctx, t)")),
            })
            .collect::<Result<Vec<_>>>()?;
        return Ok(TypeCheck::Composed(checks.join(" || ")));
    }
    if let Some((_, combinator)) = CONTAINERS.iter().find(|(cls, _)| *cls == core.class) {
        let members = args.ok_or_else(|| format!("cannot read the element types of {}", core.def_name))?;
        let preds = members.iter().map(|m| element_predicate(m, own)).collect::<Result<Vec<_>>>()?;
        let elem = if preds.len() == 1 {
            preds[0].clone()
        } else {
            format!("|ctx, e| {}", preds.iter().map(|p| format!("{p}(ctx, e)")).collect::<Vec<_>>().join(" || "))
        };
        return Ok(TypeCheck::Composed(format!("{combinator}(ctx, t, {elem})")));
    }
    Err(format!(
        "unsupported type constraint {} (class {}): add a `type` entry to the dialect's ods/tables.txt, \
         or extend NAMED_TYPES or the combinators in xtask/src/ods/gen_map.rs for ODS's shared constraints",
        core.def_name, core.class
    ))
}

/// How an enum attribute is stored and written.
pub enum EnumKind<'a> {
    /// An integer attribute of `width` bits (`I64EnumAttr`).
    Int { width: i64 },
    /// `#dialect.mnemonic<...>`.
    Dialect { dialect: &'a str, mnemonic: &'a str },
}

pub fn enum_kind(e: &OdsEnum) -> EnumKind<'_> {
    match &e.dialect_attr {
        Some((d, m)) => EnumKind::Dialect { dialect: d, mnemonic: m },
        None => EnumKind::Int { width: e.bit_width },
    }
}

/// `CmpIPredicate` -> `CMP_I_PREDICATE`: the name of an enum's `EnumSpec`.
pub fn enum_static(e: &OdsEnum) -> String {
    screaming(&e.class_name)
}

/// CamelCase / snake_case -> SCREAMING_SNAKE_CASE.
pub fn screaming(name: &str) -> String {
    snake(name).to_ascii_uppercase()
}

/// CamelCase -> snake_case (`overflowFlags` -> `overflow_flags`, `CmpIPredicate` -> `cmp_i_predicate`).
pub fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, ch) in name.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.push(ch.to_ascii_lowercase());
        } else if ch.is_ascii_alphanumeric() {
            out.push(ch);
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_matches('_').to_string()
}

/// The check of an attribute constraint (over `ctx`, `a`), by its unwrapped form.
/// The class check of an attribute constraint's `storageType` (upstream's
/// `dyn_cast` in property conversion). Enum attributes convert exactly
/// when they satisfy the constraint; a class without a check here always
/// converts (the verifier still checks the constraint).
pub fn attr_storage_check(core: &OdsConstraint, own: &DialectTables) -> Result<String> {
    // An `EnumProp` converts from any integer attribute (its
    // `convertFromAttribute`); its predicate is the verifier's.
    if core.enum_info.as_ref().is_some_and(|e| e.property.is_some()) {
        return Ok("c::is_any_integer_attr(ctx, a)".into());
    }
    if core.enum_info.is_some() {
        return attr_check(core, own);
    }
    let class = core.cpp_type.trim();
    Ok(match class {
        "::mlir::IntegerAttr" => "c::is_any_integer_attr(ctx, a)",
        "::mlir::BoolAttr" => "c::is_integer_attr_of_width(ctx, a, 1)",
        "::mlir::StringAttr" => "c::is_string_attr(ctx, a)",
        "::mlir::UnitAttr" => "c::is_unit_attr(ctx, a)",
        "::mlir::TypeAttr" => "c::is_type_attr(ctx, a)",
        "::mlir::ArrayAttr" => "c::is_array_attr(ctx, a)",
        "::mlir::DictionaryAttr" => "c::is_dictionary_attr(ctx, a)",
        "::mlir::SymbolRefAttr" => "c::is_symbol_ref_attr(ctx, a)",
        "::mlir::FlatSymbolRefAttr" => "c::is_flat_symbol_ref_attr(ctx, a)",
        "::mlir::DenseI64ArrayAttr" => "c::is_dense_array_of(ctx, a, 64)",
        "::mlir::DenseI32ArrayAttr" => "c::is_dense_array_of(ctx, a, 32)",
        "::mlir::AffineMapAttr" => "t::is_affine_map_attr(ctx, a)",
        "::mlir::IntegerSetAttr" => "t::is_integer_set_attr(ctx, a)",
        "::mlir::DenseIntElementsAttr" => "t::is_dense_int_elements_class(ctx, a)",
        // An `AttrDef` used as its own constraint: its predicate is the
        // class check itself.
        _ if core.cpp_predicate.replace(' ', "") == format!("(::llvm::isa<{class}>($_self))") => {
            return attr_check(core, own)
        }
        _ => "true",
    }
    .to_string())
}

/// The check of an attribute constraint: enum attributes, ODS's shared
/// attribute constraints, else the dialect's own (`attr` entries).
pub fn attr_check(core: &OdsConstraint, own: &DialectTables) -> Result<String> {
    if let Some(e) = &core.enum_info {
        // A confined enum's extra condition is the dialect's (`attr` entry).
        if let Some(check) = own.attr_check(&core.def_name) {
            return Ok(check.to_string());
        }
        let spec = enum_static(e);
        return Ok(match enum_kind(e) {
            // A bit enum's value is any union of its cases' bits.
            EnumKind::Int { width } if e.is_bit_enum => format!(
                "matches!(ctx.attr_kind(a), strata_ir::AttrKind::Integer {{ ty, value }} \
                 if ctx.is_signless_integer(*ty, {width}) && value.to_i64().is_some_and(|v| {spec}.is_valid(v)))"
            ),
            EnumKind::Int { width } => format!("t::is_int_enum_attr(ctx, a, {width}, {spec}.cases)"),
            EnumKind::Dialect { .. } => format!("c::is_attr_of::<{}>(ctx, a)", e.rust_path),
        });
    }
    let check = match core.def_name.as_str() {
        "UnitAttr" => "c::is_unit_attr(ctx, a)",
        // A `UnitProp` holds a unit attribute when set, `false` when not.
        "UnitProp" => "c::is_unit_attr(ctx, a) || c::is_integer_attr_of_width(ctx, a, 1)",
        "BoolAttr" => "c::is_integer_attr_of_width(ctx, a, 1)",
        "I1Attr" => "c::is_integer_attr_of_width(ctx, a, 1)",
        "I8Attr" => "c::is_integer_attr_of_width(ctx, a, 8)",
        "I32Attr" => "c::is_integer_attr_of_width(ctx, a, 32)",
        "F64Attr" => "t::is_float_attr_of(ctx, a, strata_ir::FloatKind::F64)",
        "StrArrayAttr" => "t::is_string_array(ctx, a)",
        "FlatSymbolRefArrayAttr" => "t::is_flat_symbol_ref_array(ctx, a)",
        "I64Attr" => "c::is_integer_attr_of_width(ctx, a, 64)",
        "IndexAttr" => "c::is_index_attr(ctx, a)",
        "APIntAttr" => "c::is_integer_attr(ctx, a)",
        "StrAttr" => "c::is_string_attr(ctx, a)",
        "TypeAttr" => "c::is_type_attr(ctx, a)",
        "SymbolRefAttr" => "c::is_symbol_ref_attr(ctx, a)",
        "FlatSymbolRefAttr" => "c::is_flat_symbol_ref_attr(ctx, a)",
        "ArrayAttr" => "c::is_array_attr(ctx, a)",
        "DictionaryAttr" => "c::is_dictionary_attr(ctx, a)",
        "DenseI64ArrayAttr" => "c::is_dense_array_of_i64(ctx, a)",
        "DenseI32ArrayAttr" => "t::is_dense_int_array(ctx, a, 32)",
        "TypedAttrInterface" => "t::is_typed_attr(ctx, a)",
        "AnyAttr" => "true",
        "SymbolNameAttr" => "c::is_string_attr(ctx, a)",
        "DictArrayAttr" => "t::is_dict_array(ctx, a)",
        "TypeAttrOf<\"type attribute of function type\">" => "t::is_function_type_attr(ctx, a)",
        "MemRefTypeAttr" => "t::is_memref_type_attr(ctx, a)",
        "AffineMapAttr" => "t::is_affine_map_attr(ctx, a)",
        "IntegerSetAttr" => "t::is_integer_set_attr(ctx, a)",
        "AnyIntElementsAttr" => "t::is_int_elements_attr(ctx, a)",
        "I32ElementsAttr" => "t::is_i32_elements_attr(ctx, a)",
        "ElementsAttr" => "t::is_elements_attr(ctx, a)",
        "BoolArrayAttr" => "t::is_int_array(ctx, a, 1)",
        "I64ArrayAttr" => "t::is_int_array(ctx, a, 64)",
        "I32ArrayAttr" => "t::is_int_array(ctx, a, 32)",
        "Builtin_StringAttr" => "c::is_string_attr(ctx, a)",
        "IndexListArrayAttr" => "t::is_index_list_array(ctx, a)",
        "IntValidAlignment<I64Attr, [IntPositivePowerOf2]>" => "t::is_valid_alignment(ctx, a)",
        "ConfinedAttr<I32Attr, [IntPositive]>" => "t::is_int_in_range(ctx, a, 32, 1, i64::MAX)",
        "ConfinedAttr<I32Attr, [IntMinValue<\"whose minimum value is 0\">, IntMaxValue<\"whose maximum value is 3\">]>" => {
            "t::is_int_in_range(ctx, a, 32, 0, 3)"
        }
        other => match own.attr_check(other) {
            Some(check) => return Ok(check.to_string()),
            None => {
                return Err(format!(
                    "unsupported attribute constraint {other} (class {}): add an `attr` entry to the dialect's \
                     ods/tables.txt, or extend attr_check in xtask/src/ods/gen_map.rs for ODS's shared constraints",
                    core.class
                ))
            }
        },
    };
    Ok(check.to_string())
}

/// The Rust expression (over `ctx`) building a default value, or `None` when
/// the attribute has no value to materialize (`UnitAttr`'s `false`).
pub fn default_value(core: &OdsConstraint, cpp: &str, own: &DialectTables) -> Result<Option<String>> {
    if core.def_name == "UnitAttr" {
        return Ok(None);
    }
    if let Some(expr) = own.attr_default(&core.def_name, cpp) {
        return Ok(Some(expr.to_string()));
    }
    if let Some(e) = &core.enum_info {
        // `{}`: a default-constructed bit enum, no flag set.
        let value = if cpp.trim() == "{}" && e.is_bit_enum {
            0
        } else {
            let symbol = cpp.rsplit("::").next().unwrap_or(cpp);
            let case = e.cases.iter().find(|c| c.symbol == symbol);
            case.ok_or_else(|| format!("default {cpp:?} is not a case of enum {}", e.class_name))?.value
        };
        return Ok(Some(match enum_kind(e) {
            EnumKind::Int { width } => format!("ctx.integer_attr(ctx.integer_type({width}), {value})"),
            EnumKind::Dialect { .. } => format!("c::enum_attr::<{}>(ctx, {value})", e.rust_path),
        }));
    }
    let width = match base_attr(&core.def_name) {
        "BoolAttr" | "UnitProp" => return Ok(Some(format!("ctx.bool_attr({})", cpp == "true"))),
        // `{}`: the default-constructed `#ub.poison`.
        "PoisonAttrInterface" if cpp.trim() == "{}" => return Ok(Some("ctx.dialect_attr(crate::PoisonAttr)".into())),
        "I32Attr" => 32,
        "I64Attr" => 64,
        other => {
            return Err(format!(
                "unsupported default {cpp:?} for {other} (add a `default` entry to the dialect's ods/tables.txt, \
                 or extend default_value in gen_map.rs for ODS's shared constraints)"
            ))
        }
    };
    let value: i64 =
        cpp.trim().parse().map_err(|_| format!("default {cpp:?} of {} is not an integer", core.def_name))?;
    Ok(Some(format!("ctx.integer_attr(ctx.integer_type({width}), {value})")))
}

/// How the format engine writes an attribute (`None`: plain, the default).
pub fn attr_format(core: &OdsConstraint) -> Option<String> {
    if let Some(e) = &core.enum_info {
        if let Some(prop) = &e.property {
            let some = |s: &Option<String>| s.as_deref().map_or("None".to_string(), |m| format!("Some({})", lit(m)));
            return Some(format!(
                "AttrFormat::EnumProp {{ spec: &{}, summary: {}, mnemonic: {}, attr_form: {} }}",
                enum_static(e),
                lit(&e.summary),
                some(&prop.mnemonic),
                some(&prop.attr_form)
            ));
        }
        return Some(match enum_kind(e) {
            EnumKind::Int { .. } => format!("AttrFormat::Enum(&{})", enum_static(e)),
            EnumKind::Dialect { dialect, mnemonic } => {
                format!("AttrFormat::Dialect {{ dialect: {dialect:?}, mnemonic: {mnemonic:?} }}")
            }
        });
    }
    if let Some((dialect, mnemonic)) = &core.dialect_attr {
        return Some(format!("AttrFormat::Dialect {{ dialect: {dialect:?}, mnemonic: {mnemonic:?} }}"));
    }
    match base_attr(&core.def_name) {
        "UnitAttr" | "UnitProp" => Some("AttrFormat::Unit".into()),
        "I1Attr" => Some("AttrFormat::Typed(|ctx| ctx.integer_type(1))".into()),
        "I8Attr" => Some("AttrFormat::Typed(|ctx| ctx.integer_type(8))".into()),
        "I32Attr" => Some("AttrFormat::Typed(|ctx| ctx.integer_type(32))".into()),
        "I64Attr" => Some("AttrFormat::Typed(|ctx| ctx.integer_type(64))".into()),
        "IndexAttr" => Some("AttrFormat::Typed(|ctx| ctx.index_type())".into()),
        "StrAttr" => Some("AttrFormat::Str".into()),
        "SymbolNameAttr" => Some("AttrFormat::SymbolName".into()),
        "FlatSymbolRefAttr" => Some("AttrFormat::SymbolRef { flat: true }".into()),
        "SymbolRefAttr" => Some("AttrFormat::SymbolRef { flat: false }".into()),
        "DenseI32ArrayAttr" => Some("AttrFormat::DenseArray(32)".into()),
        "DenseI64ArrayAttr" => Some("AttrFormat::DenseArray(64)".into()),
        _ => None,
    }
}

/// The attribute a constraint wrapper restricts (`ConfinedAttr<I32Attr, [...]>`,
/// `IntValidAlignment<I64Attr, [...]>` -> `I32Attr`/`I64Attr`): how it is written.
fn base_attr(def_name: &str) -> &str {
    ["ConfinedAttr<", "IntValidAlignment<"]
        .iter()
        .find_map(|w| def_name.strip_prefix(w))
        .and_then(|rest| rest.split(',').next())
        .map_or(def_name, str::trim)
}

/// Native C++ traits with a `strata_ir::Traits` flag.
pub fn trait_flag(cpp_name: &str) -> Option<&'static str> {
    const FLAGS: &[(&str, &str)] = &[
        ("IsCommutative", "COMMUTATIVE"),
        ("ConstantLike", "CONSTANT_LIKE"),
        ("IsTerminator", "IS_TERMINATOR"),
        ("IsIsolatedFromAbove", "ISOLATED_FROM_ABOVE"),
        ("NoTerminator", "NO_TERMINATOR"),
        ("SingleBlock", "SINGLE_BLOCK"),
        ("SameOperandsAndResultType", "SAME_OPERANDS_AND_RESULT_TYPE"),
        ("IsIdempotent", "IDEMPOTENT"),
        ("IsInvolution", "INVOLUTION"),
        ("ReturnLike", "RETURN_LIKE"),
        ("SymbolTable", "SYMBOL_TABLE"),
        ("NoRegionArguments", "NO_REGION_ARGUMENTS"),
        ("AffineScope", "AFFINE_SCOPE"),
        ("AutomaticAllocationScope", "AUTOMATIC_ALLOCATION_SCOPE"),
        ("AttrSizedOperandSegments", "ATTR_SIZED_OPERAND_SEGMENTS"),
        ("AttrSizedResultSegments", "ATTR_SIZED_RESULT_SEGMENTS"),
        ("SameTypeOperands", "SAME_TYPE_OPERANDS"),
        ("SameOperandsAndResultShape", "SAME_OPERANDS_AND_RESULT_SHAPE"),
        ("Elementwise", "ELEMENTWISE"),
        ("HasOnlyGraphRegion", "GRAPH_REGIONS"),
    ];
    let short = cpp_name.strip_prefix("::mlir::OpTrait::")?;
    if short.starts_with("SingleBlockImplicitTerminator<") {
        return Some("SINGLE_BLOCK_IMPLICIT_TERMINATOR");
    }
    FLAGS.iter().find(|(n, _)| *n == short).map(|(_, f)| *f)
}

/// Native traits whose verifier generated code calls (`strata_ir::op_checks::<fn>`).
pub fn trait_verifier(cpp_name: &str) -> Option<&'static str> {
    match cpp_name.strip_prefix("::mlir::OpTrait::")? {
        "SameOperandsAndResultType" => Some("same_operands_and_result_type"),
        "SameTypeOperands" => Some("same_type_operands"),
        "SameOperandsAndResultShape" => Some("same_operands_and_result_shape"),
        "Elementwise" => Some("elementwise"),
        "SameOperandsElementType" => Some("same_operands_element_type"),
        "SameOperandsShape" => Some("same_operands_shape"),
        "SameOperandsAndResultElementType" => Some("same_operands_and_result_element_type"),
        _ => None,
    }
}

/// `TypesMatchWith` transformers (C++ text over `$_self`) as Rust `fn(&Context, Type) -> Type`.
pub fn transformer(cpp: &str) -> Result<&'static str> {
    match cpp.trim() {
        "::getI1SameShape($_self)" | "getI1SameShape($_self)" => Ok("t::i1_same_shape"),
        "$_self" | "::llvm::cast<Type>($_self)" => Ok("|_, ty| ty"),
        "::llvm::cast<MemRefType>($_self).getElementType()"
        | "::llvm::cast<TensorType>($_self).getElementType()"
        | "::llvm::cast<VectorType>($_self).getElementType()"
        | "::llvm::cast<::mlir::VectorType>($_self).getElementType()" => Ok("t::element_type"),
        "getValAndBoolStructType($_self)" => Ok("crate::constraints::val_and_bool_struct"),
        // x86vector: masks and operands sized by the first dimension.
        "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0]}, \
         IntegerType::get($_self.getContext(), 1))" => Ok("crate::constraints::i1_vector_of_dim0"),
        "IntegerType::get($_self.getContext(), (::llvm::cast<VectorType>($_self).getShape()[0]))" => {
            Ok("crate::constraints::integer_of_dim0_bits")
        }
        "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0] * 2}, \
         BFloat16Type::get($_self.getContext()))" => Ok("crate::constraints::bf16_vector_of_twice_dim0"),
        "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0] * 4}, \
         IntegerType::get($_self.getContext(), 8))" => Ok("crate::constraints::i8_vector_of_four_times_dim0"),
        // arm_neon: dot products and widening multiplies.
        "VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0] / 4},\
         IntegerType::get($_self.getContext(), 32))" => Ok("crate::constraints::i32_vector_of_quarter_dim0"),
        "::llvm::cast<VectorType>($_self).scaleElementBitwidth(2)" => Ok("crate::constraints::double_element_width"),
        // arm_sve: a predicate's svbool, its trailing dimension widened to 16.
        "VectorType(VectorType::Builder(::llvm::cast<VectorType>($_self)).setDim(::llvm::cast<VectorType>($_self).getRank() - 1, 16))" => {
            Ok("crate::constraints::svbool_of")
        }
        other => Err(format!("unsupported TypesMatchWith transformer {other:?} (extend transformer in gen_map.rs)")),
    }
}

/// `TypesMatchWith` transformers yielding a type list (the target is a value group).
pub fn group_transformer(cpp: &str) -> Result<&'static str> {
    match cpp.trim() {
        "::llvm::cast<FunctionType>($_self).getInputs()" => Ok("t::function_inputs"),
        "::llvm::cast<FunctionType>($_self).getResults()" => Ok("t::function_results"),
        "SmallVector<Type, 2>(::llvm::cast<RankedTensorType>($_self).getNumElements(), \
         ::llvm::cast<RankedTensorType>($_self).getElementType())" => {
            Ok("crate::constraints::element_type_per_element")
        }
        other => Err(format!(
            "unsupported TypesMatchWith group transformer {other:?} (extend group_transformer in gen_map.rs)"
        )),
    }
}

/// A region constraint as `(blocks, exact)`; `None` for any region.
pub fn region_check(c: &OdsConstraint) -> Result<Option<(usize, bool)>> {
    let pred = c.cpp_predicate.replace(' ', "");
    if pred == "(true)" || pred.is_empty() {
        return Ok(None);
    }
    let number =
        |prefix: &str| pred.strip_prefix(prefix).and_then(|r| r.strip_suffix("))")).and_then(|n| n.parse().ok());
    if let Some(n) = number("(::llvm::hasNItems($_self,") {
        return Ok(Some((n, true)));
    }
    if let Some(n) = number("(::llvm::hasNItemsOrLess($_self,") {
        return Ok(Some((n, false)));
    }
    Err(format!("unsupported region constraint {} (extend region_check in gen_map.rs)", c.def_name))
}

/// The format engine's `TypeClass` for a single value whose constraint has
/// this C++ type (`cppType`): `type($x)` must parse to that class, as
/// upstream's generated `parseType<Class>`. `None` for any type.
pub fn type_class(cpp_type: &str) -> Result<Option<&'static str>> {
    Ok(Some(match cpp_type {
        "::mlir::Type" | "" => return Ok(None),
        "::mlir::RankedTensorType" => "RankedTensor",
        "::mlir::TensorType" => "Tensor",
        "::mlir::VectorType" => "Vector",
        "::mlir::MemRefType" => "MemRef",
        "::mlir::BaseMemRefType" => "BaseMemRef",
        "::mlir::ShapedType" => "Shaped",
        "::mlir::IntegerType" => "Integer",
        "::mlir::IndexType" => "Index",
        "::mlir::FunctionType" => "Function",
        "::mlir::LLVM::LLVMPointerType" => "Dialect(\"llvm\", \"ptr\")",
        "::mlir::amx::TileType" => "Dialect(\"amx\", \"tile\")",
        other => return Err(format!("unsupported C++ type class {other:?} (extend type_class in gen_map.rs)")),
    }))
}

/// The builder of a buildable type (upstream's `builderCall`), by unwrapped
/// constraint: ODS's shared ones, else the dialect's (`buildable` entries).
pub fn buildable<'a>(core: &OdsConstraint, own: &'a DialectTables) -> Option<&'a str> {
    match core.def_name.as_str() {
        "I1" => Some("|ctx| ctx.integer_type(1)"),
        "I8" => Some("|ctx| ctx.integer_type(8)"),
        "I16" => Some("|ctx| ctx.integer_type(16)"),
        "I32" => Some("|ctx| ctx.integer_type(32)"),
        "I64" => Some("|ctx| ctx.integer_type(64)"),
        "Index" => Some("|ctx| ctx.index_type()"),
        name => own.buildable(name),
    }
}

/// Predicate traits checked by a named fn over two values: a shared check
/// of `strata_ir::op_checks` (`t::`) or the dialect's own
/// (`crate::constraints::`).
pub fn named_predicate(def_name: &str) -> Option<&'static str> {
    match def_name {
        "SameInputOutputTensorDims" => Some("t::same_input_output_tensor_dims"),
        "BooleanConditionOrMatchingShape" => Some("t::boolean_condition_or_matching_shape"),
        "SourceVectorEvenElementCount" => Some("crate::constraints::source_vector_even_element_count"),
        "ResultIsHalfSourceVectorType" => Some("crate::constraints::result_is_half_source_vector_type"),
        "ResultIsDoubleSourceVectorType" => Some("crate::constraints::result_is_double_source_vector_type"),
        _ => None,
    }
}

/// `PredOpTrait`s: the check (over `ctx`, `body`, `op`) of a C++ predicate,
/// by its text or, for predicates over C++ accessors, its summary.
pub fn pred_op_trait(summary: &str, cpp: &str) -> Result<String> {
    // `getElementTypeOrSelf($_op.getResult(R)) == getElementTypeOrSelf($_op.getOperand(N))`
    let compact: String = cpp.chars().filter(|c| !c.is_whitespace()).collect();
    let elem = compact
        .strip_prefix("(getElementTypeOrSelf($_op.getResult(")
        .and_then(|r| r.split_once("))==getElementTypeOrSelf($_op.getOperand("))
        .and_then(|(res, rest)| Some((res.parse::<usize>().ok()?, rest.strip_suffix(")))")?.parse::<usize>().ok()?)));
    if let Some((r, n)) = elem {
        return Ok(format!("t::all_element_types_match(ctx, body, op, &[V::Result({r}), V::Operand({n})])"));
    }
    const BY_SUMMARY: &[(&str, &str)] = &[
        (
            "lhs and rhs have same element type",
            "t::all_element_types_match(ctx, body, op, &[V::Operand(0), V::Operand(1)])",
        ),
        (
            "`source` or `punctuation` are not set when printing strings",
            "crate::constraints::print_string_alone(ctx, body, op)",
        ),
        (
            "vectors are not bigger than 2^17 bits.",
            "crate::constraints::vectors_not_bigger_than_2_17_bits(ctx, body, op)",
        ),
        ("result has twice as many elements as 'vec1'", "crate::constraints::result_twice_vec1(ctx, body, op)"),
        (
            "it is not inserting scalable into fixed-length vectors.",
            "crate::constraints::not_inserting_scalable_into_fixed(ctx, body, op)",
        ),
        (
            "it is not extracting scalable from fixed-length vectors.",
            "crate::constraints::not_extracting_scalable_from_fixed(ctx, body, op)",
        ),
        (
            "position is a multiple of the result length.",
            "crate::constraints::pos_multiple_of_result_length(ctx, body, op)",
        ),
        (
            "position is a multiple of the source length.",
            "crate::constraints::pos_multiple_of_source_length(ctx, body, op)",
        ),
        // arm_sve's intrinsics on predicates (`TypeIs<"res", ...>`)
        ("'res' is vector<[16]xi1>", "crate::constraints::result_is_svbool(ctx, body, op)"),
        (
            "'res' is vector<[1]xi1>, vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, or vector<[16]xi1>",
            "crate::constraints::result_is_sve_predicate(ctx, body, op)",
        ),
        // arm_neon.2d.sdot
        ("operand `a` should be 1-dimensional", "crate::constraints::sdot_a_is_1d(ctx, body, op)"),
        ("operand `b` should be 2-dimensional", "crate::constraints::sdot_b_is_2d(ctx, body, op)"),
        ("operand `b` should have 4 columns", "crate::constraints::sdot_b_has_4_columns(ctx, body, op)"),
        (
            "operand `b` should have as many rows as the size of operand `a`",
            "crate::constraints::sdot_b_rows_match_a(ctx, body, op)",
        ),
    ];
    BY_SUMMARY
        .iter()
        .find(|(s, _)| *s == summary)
        .map(|(_, e)| e.to_string())
        .ok_or_else(|| format!("unsupported PredOpTrait {summary:?} (extend pred_op_trait in gen_map.rs)"))
}

/// The `$name` placeholders of a C++ predicate, in order of first use.
pub fn predicate_values(cpp: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let bytes = cpp.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'$' {
            let start = i + 1;
            let mut end = start;
            while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
                end += 1;
            }
            let name = &cpp[start..end];
            if !name.is_empty() && !name.starts_with('_') && !out.iter().any(|n| n == name) {
                out.push(name.to_string());
            }
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// `name` as a Rust identifier (keywords become raw: `r#return`).
pub fn ident(name: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn", "else", "enum",
        "extern", "false", "final", "fn", "for", "if", "impl", "in", "let", "loop", "macro", "match", "mod", "move",
        "mut", "override", "priv", "pub", "ref", "return", "static", "struct", "trait", "true", "try", "type",
        "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
    ];
    if KEYWORDS.contains(&name) {
        format!("r#{name}")
    } else {
        name.to_string()
    }
}

/// A Rust string literal.
pub fn lit(s: &str) -> String {
    format!("{s:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(snake("overflowFlags"), "overflow_flags");
        assert_eq!(screaming("CmpIPredicate"), "CMP_I_PREDICATE");
        assert_eq!(snake("true_value"), "true_value");
        assert_eq!(predicate_values("($in.getType() == $out.getType()) && $_self"), ["in", "out"]);
        assert_eq!(list_args("AnyTypeOf<[AnyInteger, Index]>").unwrap(), ["AnyInteger", "Index"]);
    }
}
