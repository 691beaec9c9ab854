// A compile unit fused into the module's location is the one functions get
// (the emission-kind option only shapes a new one), and a function's own
// subprogram stays.
// RUN: strata-opt %s --ensure-debug-info-scope-on-llvm-func=emission-kind=None --mlir-print-debuginfo | FileCheck %s

// CHECK-LABEL: llvm.func @keeps() {
// CHECK-NEXT: llvm.return loc(#loc1)
// CHECK-NEXT: } loc(#loc4)
// CHECK-LABEL: llvm.func @uses_module_unit() {
// CHECK-NEXT: llvm.return loc(#loc1)
// CHECK-NEXT: } loc(#loc5)
// CHECK-NEXT: } loc(#loc3)
// CHECK-NEXT: #di_file = #llvm.di_file<"bar.mlir" in "baz">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"<unknown>" in "">
// CHECK-NEXT: #di_file2 = #llvm.di_file<"file.mlir" in "">
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT: #loc = loc("foo.mlir":2:1)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("file.mlir":9:8)
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file1, name = "keeps", linkageName = "keeps", file = #di_file1, line = 42, scopeLine = 42, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file2, name = "uses_module_unit", linkageName = "uses_module_unit", file = #di_file2, line = 9, scopeLine = 9, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #loc3 = loc(fused<#di_compile_unit>[#loc])
// CHECK-NEXT: #loc4 = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT: #loc5 = loc(fused<#di_subprogram1>[#loc2])
#di_file = #llvm.di_file<"<unknown>" in "">
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#di_file1 = #llvm.di_file<"bar.mlir" in "baz">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #di_file1, producer = "MLIR", isOptimized = true, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "keeps", linkageName = "keeps", file = #di_file, line = 42, scopeLine = 42, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#loc = loc(fused<#di_compile_unit>["foo.mlir":2:1])
#loc1 = loc(unknown)
#loc2 = loc(fused<#di_subprogram>[#loc1])
module {
  llvm.func @keeps() {
    llvm.return loc(#loc1)
  } loc(#loc2)
  llvm.func @uses_module_unit() {
    llvm.return loc(unknown)
  } loc("file.mlir":9:8)
} loc(#loc)
