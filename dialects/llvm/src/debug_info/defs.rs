//! The debug-info attributes of upstream's `LLVMAttrDefs.td` written with
//! `<struct(params)>`, one table entry each: the storage type, mnemonic,
//! ODS name, classes, whether the printer aliases it (`genMnemonicAlias`:
//! `#di_file = #llvm.di_file<...>`) and the parameters in upstream's
//! order.

use super::dwarf;
use super::enums::{DI_EMISSION_KIND, DI_FLAGS, DI_NAME_TABLE_KIND, DI_SUBPROGRAM_FLAGS};
use crate::attrs::struct_params::{class, opt, req, struct_attrs, Kind};

const TAG: Kind = Kind::Dwarf(dwarf::TAGS, "debug info tag");
const ENCODING: Kind = Kind::Dwarf(dwarf::ATTRIBUTE_ENCODINGS, "debug info encoding");
const LANGUAGE: Kind = Kind::Dwarf(dwarf::LANGUAGES, "debug info language");
const CALLING_CONVENTION: Kind = Kind::Dwarf(dwarf::CALLING_CONVENTIONS, "debug info calling convention");
const SCOPE: Kind = Kind::Class(class::SCOPE);
const TYPE: Kind = Kind::Class(class::TYPE);
const NODE: Kind = Kind::Class(class::NODE);
const FILE: Kind = Kind::Own("di_file");
const EXPRESSION: Kind = Kind::Own("di_expression");

struct_attrs! {
    fn struct_defs;
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
        opt("dwarfAddressSpace", Kind::OptInt(32), "std::optional<unsigned>"),
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
