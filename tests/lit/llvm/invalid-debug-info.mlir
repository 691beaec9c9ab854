// Malformed debug-info attributes: upstream's errors for unknown DWARF
// names, parameters of the wrong class, flag sets, integer ranges and
// expression operands.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+2 {{invalid debug info debug info tag name: DW_TAG_foo}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
"t.op"() {a = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">} : () -> ()

// -----

// expected-error@+1 {{struct is missing required parameter: name}}
"t.op"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'scope' which is to be a `DIScopeAttr`}}
"t.op"() {a = #llvm.di_local_variable<scope = #llvm.di_basic_type<name = "x">>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'compileUnit' which is to be a `DICompileUnitAttr`}}
"t.op"() {a = #llvm.di_subprogram<compileUnit = #llvm.di_file<"a" in "b">>} : () -> ()

// -----

// expected-error@+2 {{expected one of [Virtual, PureVirtual, LocalToUnit, Definition, Optimized, Pure, Elemental, Recursive, MainSubprogram, Deleted, ObjCDirect] for LLVM DISubprogram flags, got: Definition|Bogus}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`}}
"t.op"() {a = #llvm.di_subprogram<subprogramFlags = "Definition|Bogus">} : () -> ()

// -----

// expected-error@+2 {{invalid debug info debug info language name: DW_LANG_Foo}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`}}
"t.op"() {a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Foo, file = <"a" in "b">, isOptimized = true, emissionKind = Full>} : () -> ()

// -----

// A uint32_t takes -1 (as 4294967295) but not -2147483647.
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'line' which is to be a `uint32_t`}}
"t.op"() {a = #llvm.di_composite_type<line = -2147483647>} : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DIDerivedTypeAttr parameter 'dwarfAddressSpace' which is to be a `std::optional<unsigned>`}}
"t.op"() {a = #llvm.di_derived_type<tag = DW_TAG_pointer_type, dwarfAddressSpace = 4294967296>} : () -> ()

// -----

// expected-error@+3 {{invalid debug info debug info operation encoding name: DW_OP_foo}}
// expected-error@+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error@+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
"t.op"() {a = #llvm.di_expression<[DW_OP_foo]>} : () -> ()

// -----

// expected-error@+2 {{encountered unknown attribute encoding "DW_ATE_bad"}}
// expected-error@+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
"t.op"() {a = #llvm.di_expression<[DW_OP_LLVM_convert(8, DW_ATE_bad)]>} : () -> ()

// -----

// expected-error@+3 {{expected integer value}}
// expected-error@+2 {{expected integer operand}}
// expected-error@+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
"t.op"() {a = #llvm.di_expression<[DW_OP_deref(a)]>} : () -> ()

// -----

// A list parameter takes every comma after it, so it is written last.
// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'types' which is to be a `::llvm::ArrayRef<DITypeAttr>`}}
"t.op"() {a = #llvm.di_subroutine_type<types = #llvm.di_null_type, callingConvention = DW_CC_normal>} : () -> ()

// -----

// A negative literal wider than the parameter does not wrap.
#f = #llvm.di_file<"a.c" in "/">
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'line' which is to be a `uint32_t`}}
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", file = #f, line = -4294967296>

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'is_signed' which is to be a `bool`}}
llvm.func @k(i32) attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32, is_signed = 2>}

// -----

// The sign takes digits only.
// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'is_signed' which is to be a `bool`}}
llvm.func @k(i32) attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32, is_signed = - true>}
