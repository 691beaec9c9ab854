//! The debug-info attributes of upstream's `LLVMAttrDefs.td` written with
//! `<struct(params)>`, one table entry each: the storage type, mnemonic,
//! ODS name, classes, whether the printer aliases it (`genMnemonicAlias`:
//! `#di_file = #llvm.di_file<...>`) and the parameters in upstream's
//! order.

use strata_ir::{DialectDef, SubElement};
use strata_syntax::DefAssembly;

use super::dwarf;
use super::enums::{DI_EMISSION_KIND, DI_FLAGS, DI_NAME_TABLE_KIND, DI_SUBPROGRAM_FLAGS};
use super::params::{class, print_struct, DiClass, DiSpec, DiValue, Kind, Param};

const TAG: Kind = Kind::Dwarf(dwarf::TAGS, "debug info tag");
const ENCODING: Kind = Kind::Dwarf(dwarf::ATTRIBUTE_ENCODINGS, "debug info encoding");
const LANGUAGE: Kind = Kind::Dwarf(dwarf::LANGUAGES, "debug info language");
const CALLING_CONVENTION: Kind = Kind::Dwarf(dwarf::CALLING_CONVENTIONS, "debug info calling convention");
const SCOPE: Kind = Kind::Class(class::SCOPE);
const TYPE: Kind = Kind::Class(class::TYPE);
const NODE: Kind = Kind::Class(class::NODE);
const FILE: Kind = Kind::Own("di_file");
const EXPRESSION: Kind = Kind::Own("di_expression");

const fn req(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param { name, kind, required: true, cpp }
}

const fn opt(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param { name, kind, required: false, cpp }
}

/// A debug-info attribute: its storage holds one value per parameter.
pub trait DIAttr: strata_ir::Storage + Sized {
    const SPEC: DiSpec;
    const MNEMONIC: &'static str;
    const CLASSES: u8;
    const ALIAS: bool;
    fn from_values(values: Vec<DiValue>) -> Self;
    fn values(&self) -> &[DiValue];

    /// The value of the parameter `name` (`None`: no such parameter).
    fn get(&self, name: &str) -> Option<&DiValue> {
        Self::SPEC.params.iter().position(|p| p.name == name).and_then(|i| self.values().get(i))
    }

    /// A value with the given parameters, every other one absent.
    fn with(given: &[(&str, DiValue)]) -> Self {
        let values = Self::SPEC
            .params
            .iter()
            .map(|p| given.iter().find(|(n, _)| *n == p.name).map_or(DiValue::Absent, |(_, v)| v.clone()))
            .collect();
        Self::from_values(values)
    }
}

/// The definition of a debug-info attribute.
pub(super) fn def<T: DIAttr>() -> DialectDef {
    let mut def = DialectDef::new::<T>("llvm", T::MNEMONIC);
    def.summary = T::SPEC.def_name;
    def.mnemonic_alias = T::ALIAS;
    def.interfaces.insert(DiClass(T::CLASSES));
    def.sub_elements = Some(|v, sink| {
        let Some(attr) = v.downcast_ref::<T>() else { return };
        for value in attr.values() {
            match value {
                DiValue::Attr(a) => sink(SubElement::Attr(*a)),
                DiValue::List(items) => items.iter().for_each(|&a| sink(SubElement::Attr(a))),
                _ => {}
            }
        }
    });
    def.interfaces.insert(DefAssembly {
        parse: |dp| Ok(Box::new(T::from_values(super::params::parse_struct(dp, &T::SPEC)?))),
        print: |pr, v| {
            if let Some(attr) = v.downcast_ref::<T>() {
                print_struct(pr, &T::SPEC, attr.values());
            }
        },
    });
    def
}

macro_rules! di_attrs {
    ($(
        $(#[$doc:meta])*
        $name:ident $mnemonic:literal $def_name:literal classes($classes:expr) alias($alias:literal) [$($param:expr),* $(,)?]
    )*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, PartialEq, Eq, Hash, Debug)]
            pub struct $name(pub Vec<DiValue>);

            impl DIAttr for $name {
                const SPEC: DiSpec = DiSpec { def_name: $def_name, params: &[$($param),*] };
                const MNEMONIC: &'static str = $mnemonic;
                const CLASSES: u8 = $classes;
                const ALIAS: bool = $alias;
                fn from_values(values: Vec<DiValue>) -> Self {
                    $name(values)
                }
                fn values(&self) -> &[DiValue] {
                    &self.0
                }
            }
        )*

        /// The definitions of the `struct(params)` debug-info attributes.
        pub(super) fn struct_defs() -> Vec<DialectDef> {
            vec![$(def::<$name>()),*]
        }
    };
}

di_attrs! {
    /// `#llvm.di_basic_type`: a scalar type (`int`, `float`).
    DIBasicTypeAttr "di_basic_type" "LLVM_DIBasicTypeAttr" classes(class::NODE | class::TYPE) alias(true) [
        opt("tag", TAG, "unsigned"),
        req("name", Kind::Str, "StringAttr"),
        opt("sizeInBits", Kind::Int(64), "uint64_t"),
        opt("encoding", ENCODING, "unsigned"),
    ]
    /// `#llvm.di_compile_unit`: a translation unit.
    DICompileUnitAttr "di_compile_unit" "LLVM_DICompileUnitAttr" classes(class::NODE | class::SCOPE) alias(true) [
        req("id", Kind::Distinct, "DistinctAttr"),
        req("sourceLanguage", LANGUAGE, "unsigned"),
        req("file", FILE, "DIFileAttr"),
        opt("producer", Kind::Str, "StringAttr"),
        req("isOptimized", Kind::Bool, "bool"),
        req("emissionKind", Kind::Enum(&DI_EMISSION_KIND, "LLVM debug emission kind"), "DIEmissionKind"),
        opt("nameTableKind", Kind::Enum(&DI_NAME_TABLE_KIND, "LLVM debug name table kind"), "DINameTableKind"),
        opt("splitDebugFilename", Kind::Str, "StringAttr"),
    ]
    /// `#llvm.di_composite_type`: a struct, array, enum or union type.
    DICompositeTypeAttr "di_composite_type" "LLVM_DICompositeTypeAttr" classes(class::NODE | class::TYPE | class::SCOPE) alias(true) [
        opt("recId", Kind::Distinct, "DistinctAttr"),
        opt("isRecSelf", Kind::Bool, "bool"),
        opt("tag", TAG, "unsigned"),
        opt("name", Kind::Str, "StringAttr"),
        opt("file", FILE, "DIFileAttr"),
        opt("line", Kind::Int(32), "uint32_t"),
        opt("scope", SCOPE, "DIScopeAttr"),
        opt("baseType", TYPE, "DITypeAttr"),
        opt("flags", Kind::Enum(&DI_FLAGS, "LLVM DI flags"), "DIFlags"),
        opt("sizeInBits", Kind::Int(64), "uint64_t"),
        opt("alignInBits", Kind::Int(64), "uint64_t"),
        opt("dataLocation", EXPRESSION, "DIExpressionAttr"),
        opt("rank", EXPRESSION, "DIExpressionAttr"),
        opt("allocated", EXPRESSION, "DIExpressionAttr"),
        opt("associated", EXPRESSION, "DIExpressionAttr"),
        opt("elements", Kind::List(class::NODE), "::llvm::ArrayRef<DINodeAttr>"),
    ]
    /// `#llvm.di_derived_type`: a pointer, reference, typedef or member.
    DIDerivedTypeAttr "di_derived_type" "LLVM_DIDerivedTypeAttr" classes(class::NODE | class::TYPE) alias(true) [
        opt("tag", TAG, "unsigned"),
        opt("name", Kind::Str, "StringAttr"),
        opt("baseType", TYPE, "DITypeAttr"),
        opt("sizeInBits", Kind::Int(64), "uint64_t"),
        opt("alignInBits", Kind::Int(32), "uint32_t"),
        opt("offsetInBits", Kind::Int(64), "uint64_t"),
        opt("dwarfAddressSpace", Kind::OptInt, "std::optional<unsigned>"),
        opt("extraData", NODE, "DINodeAttr"),
    ]
    /// `#llvm.di_global_variable_expression`: a global and its location.
    DIGlobalVariableExpressionAttr "di_global_variable_expression" "LLVM_DIGlobalVariableExpressionAttr" classes(0) alias(true) [
        req("var", Kind::Own("di_global_variable"), "DIGlobalVariableAttr"),
        opt("expr", EXPRESSION, "DIExpressionAttr"),
    ]
    /// `#llvm.di_global_variable`.
    DIGlobalVariableAttr "di_global_variable" "LLVM_DIGlobalVariable" classes(class::NODE | class::VARIABLE) alias(true) [
        opt("scope", SCOPE, "DIScopeAttr"),
        opt("name", Kind::Str, "StringAttr"),
        opt("linkageName", Kind::Str, "StringAttr"),
        req("file", FILE, "DIFileAttr"),
        req("line", Kind::Int(32), "unsigned"),
        req("type", TYPE, "DITypeAttr"),
        opt("isLocalToUnit", Kind::Bool, "bool"),
        opt("isDefined", Kind::Bool, "bool"),
        opt("alignInBits", Kind::Int(32), "unsigned"),
    ]
    /// `#llvm.di_lexical_block`: a `{ ... }` scope.
    DILexicalBlockAttr "di_lexical_block" "LLVM_DILexicalBlockAttr" classes(class::NODE | class::SCOPE | class::LOCAL_SCOPE) alias(true) [
        req("scope", SCOPE, "DIScopeAttr"),
        opt("file", FILE, "DIFileAttr"),
        opt("line", Kind::Int(32), "unsigned"),
        opt("column", Kind::Int(32), "unsigned"),
    ]
    /// `#llvm.di_lexical_block_file`.
    DILexicalBlockFileAttr "di_lexical_block_file" "LLVM_DILexicalBlockFile" classes(class::NODE | class::SCOPE | class::LOCAL_SCOPE) alias(true) [
        req("scope", SCOPE, "DIScopeAttr"),
        opt("file", FILE, "DIFileAttr"),
        req("discriminator", Kind::Int(32), "unsigned"),
    ]
    /// `#llvm.di_local_variable`: a local variable or argument.
    DILocalVariableAttr "di_local_variable" "LLVM_DILocalVariableAttr" classes(class::NODE | class::VARIABLE) alias(true) [
        req("scope", SCOPE, "DIScopeAttr"),
        opt("name", Kind::Str, "StringAttr"),
        opt("file", FILE, "DIFileAttr"),
        opt("line", Kind::Int(32), "unsigned"),
        opt("arg", Kind::Int(32), "unsigned"),
        opt("alignInBits", Kind::Int(32), "unsigned"),
        opt("type", TYPE, "DITypeAttr"),
        opt("flags", Kind::Enum(&DI_FLAGS, "LLVM DI flags"), "DIFlags"),
    ]
    /// `#llvm.di_subprogram`: a function.
    DISubprogramAttr "di_subprogram" "LLVM_DISubprogramAttr" classes(class::NODE | class::SCOPE | class::LOCAL_SCOPE) alias(true) [
        opt("recId", Kind::Distinct, "DistinctAttr"),
        opt("isRecSelf", Kind::Bool, "bool"),
        opt("id", Kind::Distinct, "DistinctAttr"),
        opt("compileUnit", Kind::Own("di_compile_unit"), "DICompileUnitAttr"),
        opt("scope", SCOPE, "DIScopeAttr"),
        opt("name", Kind::Str, "StringAttr"),
        opt("linkageName", Kind::Str, "StringAttr"),
        opt("file", FILE, "DIFileAttr"),
        opt("line", Kind::Int(32), "unsigned"),
        opt("scopeLine", Kind::Int(32), "unsigned"),
        opt("subprogramFlags", Kind::Enum(&DI_SUBPROGRAM_FLAGS, "LLVM DISubprogram flags"), "DISubprogramFlags"),
        opt("type", Kind::Own("di_subroutine_type"), "DISubroutineTypeAttr"),
        opt("retainedNodes", Kind::List(class::NODE), "::llvm::ArrayRef<DINodeAttr>"),
        opt("annotations", Kind::List(class::NODE), "::llvm::ArrayRef<DINodeAttr>"),
    ]
    /// `#llvm.di_module`.
    DIModuleAttr "di_module" "LLVM_DIModuleAttr" classes(class::NODE | class::SCOPE) alias(true) [
        opt("file", FILE, "DIFileAttr"),
        opt("scope", SCOPE, "DIScopeAttr"),
        opt("name", Kind::Str, "StringAttr"),
        opt("configMacros", Kind::Str, "StringAttr"),
        opt("includePath", Kind::Str, "StringAttr"),
        opt("apinotes", Kind::Str, "StringAttr"),
        opt("line", Kind::Int(32), "unsigned"),
        opt("isDecl", Kind::Bool, "bool"),
    ]
    /// `#llvm.di_namespace`.
    DINamespaceAttr "di_namespace" "LLVM_DINamespaceAttr" classes(class::NODE | class::SCOPE) alias(true) [
        opt("name", Kind::Str, "StringAttr"),
        opt("scope", SCOPE, "DIScopeAttr"),
        req("exportSymbols", Kind::Bool, "bool"),
    ]
    /// `#llvm.di_imported_entity`: a `using` declaration.
    DIImportedEntityAttr "di_imported_entity" "LLVM_DIImportedEntityAttr" classes(class::NODE) alias(true) [
        opt("tag", TAG, "unsigned"),
        req("scope", SCOPE, "DIScopeAttr"),
        req("entity", NODE, "DINodeAttr"),
        opt("file", FILE, "DIFileAttr"),
        opt("line", Kind::Int(32), "unsigned"),
        opt("name", Kind::Str, "StringAttr"),
        opt("elements", Kind::List(class::NODE), "::llvm::ArrayRef<DINodeAttr>"),
    ]
    /// `#llvm.di_annotation`.
    DIAnnotationAttr "di_annotation" "LLVM_DIAnnotationAttr" classes(class::NODE) alias(false) [
        req("name", Kind::Str, "StringAttr"),
        req("value", Kind::Str, "StringAttr"),
    ]
    /// `#llvm.di_subrange`: the bounds of an array dimension.
    DISubrangeAttr "di_subrange" "LLVM_DISubrangeAttr" classes(class::NODE) alias(false) [
        opt("count", Kind::Any, "::mlir::Attribute"),
        opt("lowerBound", Kind::Any, "::mlir::Attribute"),
        opt("upperBound", Kind::Any, "::mlir::Attribute"),
        opt("stride", Kind::Any, "::mlir::Attribute"),
    ]
    /// `#llvm.di_common_block`: a Fortran common block.
    DICommonBlockAttr "di_common_block" "LLVM_DICommonBlockAttr" classes(class::NODE | class::SCOPE) alias(true) [
        req("scope", SCOPE, "DIScopeAttr"),
        opt("decl", Kind::Own("di_global_variable"), "DIGlobalVariableAttr"),
        req("name", Kind::Str, "StringAttr"),
        opt("file", FILE, "DIFileAttr"),
        opt("line", Kind::Int(32), "unsigned"),
    ]
    /// `#llvm.di_generic_subrange`.
    DIGenericSubrangeAttr "di_generic_subrange" "LLVM_DIGenericSubrangeAttr" classes(class::NODE) alias(false) [
        opt("count", Kind::Any, "::mlir::Attribute"),
        req("lowerBound", Kind::Any, "::mlir::Attribute"),
        opt("upperBound", Kind::Any, "::mlir::Attribute"),
        req("stride", Kind::Any, "::mlir::Attribute"),
    ]
    /// `#llvm.di_subroutine_type`: a function type.
    DISubroutineTypeAttr "di_subroutine_type" "LLVM_DISubroutineTypeAttr" classes(class::NODE | class::TYPE) alias(true) [
        opt("callingConvention", CALLING_CONVENTION, "unsigned"),
        opt("types", Kind::List(class::TYPE), "::llvm::ArrayRef<DITypeAttr>"),
    ]
    /// `#llvm.di_label`.
    DILabelAttr "di_label" "LLVM_DILabelAttr" classes(class::NODE) alias(true) [
        req("scope", SCOPE, "DIScopeAttr"),
        opt("name", Kind::Str, "StringAttr"),
        opt("file", FILE, "DIFileAttr"),
        opt("line", Kind::Int(32), "unsigned"),
    ]
    /// `#llvm.di_string_type`: a Fortran string type.
    DIStringTypeAttr "di_string_type" "LLVM_DIStringTypeAttr" classes(class::NODE | class::TYPE) alias(true) [
        opt("tag", TAG, "unsigned"),
        req("name", Kind::Str, "StringAttr"),
        opt("sizeInBits", Kind::Int(64), "uint64_t"),
        opt("alignInBits", Kind::Int(32), "uint32_t"),
        opt("stringLength", Kind::Class(class::VARIABLE), "DIVariableAttr"),
        opt("stringLengthExp", EXPRESSION, "DIExpressionAttr"),
        opt("stringLocationExp", EXPRESSION, "DIExpressionAttr"),
        opt("encoding", ENCODING, "unsigned"),
    ]
}
