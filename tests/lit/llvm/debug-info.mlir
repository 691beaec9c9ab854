// Debug-info attributes of the llvm dialect: every kind upstream defines,
// with struct(params) in any order and optional parameters left out when
// they hold their default, DWARF names, flag sets, expressions, and the
// mnemonic aliases the printer gives them (ordered by nesting depth, then
// name, distinct ids numbered in definition order).
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_basic_type1 = #llvm.di_basic_type<name = "char">
// CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p1", dwarfAddressSpace = 3>
// CHECK-NEXT: #di_file = #llvm.di_file<"dbg.mlir" in "/src/">
// CHECK-NEXT: #di_namespace = #llvm.di_namespace<name = "top", exportSymbols = true>
// CHECK-NEXT: #di_null_type = #llvm.di_null_type
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #di_file, producer = "strata", isOptimized = false, emissionKind = LineTablesOnly, splitDebugFilename = "x.dwo">
// CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #di_file, line = 7, scope = #di_file, baseType = #di_basic_type, flags = "TypePassByReference|NonTrivial", sizeInBits = 128, alignInBits = 32, allocated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64>, #llvm.di_generic_subrange<count = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>, lowerBound = #llvm.di_expression<>, stride = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>>>
// CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type, sizeInBits = 64, alignInBits = 32, dwarfAddressSpace = 0, extraData = #di_basic_type1>
// CHECK-NEXT: #di_module = #llvm.di_module<file = #di_file, scope = #di_file, name = "m", configMacros = "A", includePath = "/", apinotes = "/", line = 2, isDecl = true>
// CHECK-NEXT: #di_namespace1 = #llvm.di_namespace<name = "nested", scope = #di_namespace, exportSymbols = false>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<scope = #di_module, file = #di_file, subprogramFlags = LocalToUnit, type = #di_subroutine_type>
// CHECK-NEXT: #di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_null_type, #di_basic_type, #di_derived_type1, #di_derived_type, #di_composite_type>
// CHECK-NEXT: #di_common_block = #llvm.di_common_block<scope = #di_subprogram, name = "blk", file = #di_file, line = 3>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_namespace1, name = "f", linkageName = "_Z1fv", file = #di_file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1, annotations = #llvm.di_annotation<name = "k", value = "v">>
// CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<scope = #di_common_block, name = "g", linkageName = "g_", file = #di_file, line = 2, type = #di_basic_type, isLocalToUnit = true, alignInBits = 8>
// CHECK-NEXT: #di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_subprogram1, entity = #di_module, file = #di_file, line = 1, name = "i", elements = #di_basic_type>
// CHECK-NEXT: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 5, column = 6>
// CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
// CHECK-NEXT: #di_label = #llvm.di_label<scope = #di_lexical_block, name = "l", file = #di_file, line = 9>
// CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_lexical_block, discriminator = 0>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_lexical_block, name = "x", file = #di_file, line = 6, arg = 1, alignInBits = 32, type = #di_basic_type, flags = "Artificial|ObjectPointer">
// CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block_file, name = "y">
// CHECK-NEXT: #di_string_type = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", sizeInBits = 32, alignInBits = 8, stringLength = #di_local_variable, stringLengthExp = <[DW_OP_push_object_address]>, encoding = DW_ATE_ASCII>
// CHECK: llvm.mlir.global external @data() {addr_space = 0 : i32, dbg_exprs = [#di_global_variable_expression]} : i64
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) attributes {imports = #di_imported_entity, s = #di_string_type} {
// CHECK-NEXT: llvm.intr.dbg.declare #di_local_variable = %arg1 : !llvm.ptr
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 #llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_LLVM_convert(8, DW_ATE_unsigned), DW_OP_LLVM_convert(16, 99), DW_OP_stack_value]> = %arg0 : i32
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %arg0 : i32
// CHECK-NEXT: llvm.intr.dbg.label #di_label
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
#file = #llvm.di_file<"dbg.mlir" in "/src/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, producer = "strata", isOptimized = false, emissionKind = LineTablesOnly, nameTableKind = Default, splitDebugFilename = "x.dwo">
#null = #llvm.di_null_type
#int = #llvm.di_basic_type<encoding = DW_ATE_signed, name = "int", tag = DW_TAG_base_type, sizeInBits = 32>
#char = #llvm.di_basic_type<name = "char">
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, alignInBits = 32, offsetInBits = 0, dwarfAddressSpace = 0, extraData = #char>
#ptr1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p1", dwarfAddressSpace = 3>
#e1 = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(16), DW_OP_deref]>
#e2 = #llvm.di_expression<>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #file, line = 7, scope = #file, baseType = #int, flags = "TypePassByReference|NonTrivial", sizeInBits = 128, alignInBits = 32, allocated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4>, #llvm.di_generic_subrange<count = #e1, lowerBound = #e2, stride = #e1>>
#top = #llvm.di_namespace<name = "top", exportSymbols = true>
#nested = #llvm.di_namespace<name = "nested", scope = #top, exportSymbols = false>
#mod = #llvm.di_module<file = #file, scope = #file, name = "m", configMacros = "A", includePath = "/", apinotes = "/", line = 2, isDecl = true>
#sty = #llvm.di_subroutine_type<types = #null, #int, #ptr, #ptr1, #arr>
#sty0 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #nested, name = "f", linkageName = "_Z1fv", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #sty, annotations = #llvm.di_annotation<name = "k", value = "v">>
#sp2 = #llvm.di_subprogram<scope = #mod, file = #file, type = #sty0, subprogramFlags = LocalToUnit>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 5, column = 6>
#bfile = #llvm.di_lexical_block_file<scope = #block, discriminator = 0>
#var = #llvm.di_local_variable<scope = #block, name = "x", file = #file, line = 6, arg = 1, alignInBits = 32, type = #int, flags = "Artificial|ObjectPointer">
#var2 = #llvm.di_local_variable<scope = #bfile, name = "y">
#label = #llvm.di_label<scope = #block, name = "l", file = #file, line = 9>
#cb = #llvm.di_common_block<scope = #sp2, name = "blk", file = #file, line = 3>
#gv = #llvm.di_global_variable<scope = #cb, name = "g", linkageName = "g_", file = #file, line = 2, type = #int, isLocalToUnit = true, isDefined = false, alignInBits = 8>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #mod, file = #file, line = 1, name = "i", elements = #int>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", sizeInBits = 32, alignInBits = 8, stringLength = #var, stringLengthExp = <[DW_OP_push_object_address]>, encoding = DW_ATE_ASCII>
llvm.mlir.global external @data() {dbg_exprs = [#gve]} : i64
llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) attributes {imports = #ie, s = #str} {
  llvm.intr.dbg.declare #var = %arg1 : !llvm.ptr
  llvm.intr.dbg.value #var2 #llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_LLVM_convert(8, DW_ATE_unsigned), DW_OP_LLVM_convert(16, 99), DW_OP_stack_value]> = %arg0 : i32
  llvm.intr.dbg.value #var2 #llvm.di_expression<> = %arg0 : i32
  llvm.intr.dbg.label #label
  llvm.return
} loc(#loc2)
#loc1 = loc("dbg.mlir":3:0)
#loc2 = loc(fused<#sp>[#loc1])
