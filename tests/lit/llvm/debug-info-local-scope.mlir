// Without aliases (--mlir-print-local-scope) debug-info attributes print in
// full, but a parameter of a concrete class prints stripped (compileUnit =
// <...>), as does dbg.label's unqualified label, and the stripped forms read
// back: distinct ids count in print order.
// RUN: strata-opt %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i32 loc("{{.*}}debug-info-local-scope.mlir":{{[0-9]+}}:{{[0-9]+}})) {
// CHECK-NEXT: llvm.intr.dbg.value #llvm.di_local_variable<scope = #llvm.di_subprogram<id = distinct[0]<>, compileUnit = <id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = <"a.c" in "/src">, isOptimized = true, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/src">, name = "f", file = <"a.c" in "/src">, subprogramFlags = Definition>, name = "x"> = %arg0 : i32 loc("{{.*}}debug-info-local-scope.mlir":{{[0-9]+}}:{{[0-9]+}})
// CHECK-NEXT: llvm.intr.dbg.label <scope = #llvm.di_subprogram<id = distinct[0]<>, compileUnit = <id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = <"a.c" in "/src">, isOptimized = true, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/src">, name = "f", file = <"a.c" in "/src">, subprogramFlags = Definition>, name = "l"> loc("{{.*}}debug-info-local-scope.mlir":{{[0-9]+}}:{{[0-9]+}})
// CHECK-NEXT: llvm.return loc("{{.*}}debug-info-local-scope.mlir":{{[0-9]+}}:{{[0-9]+}})
// CHECK-NEXT: } loc(fused<#llvm.di_subprogram<id = distinct[0]<>, compileUnit = <id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = <"a.c" in "/src">, isOptimized = true, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/src">, name = "f", file = <"a.c" in "/src">, subprogramFlags = Definition>>["a.c":1:1])
// CHECK-NEXT: } loc("{{.*}}debug-info-local-scope.mlir":{{[0-9]+}}:{{[0-9]+}})
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x">
#label = #llvm.di_label<scope = #sp, name = "l">
llvm.func @f(%arg0: i32) {
  llvm.intr.dbg.value #var = %arg0 : i32
  llvm.intr.dbg.label #label
  llvm.return
} loc(#loc1)
#loc0 = loc("a.c":1:1)
#loc1 = loc(fused<#sp>[#loc0])

// The stripped forms read back to the same IR.
// RUN: strata-opt %s --mlir-print-local-scope | strata-opt | FileCheck %s --check-prefix=BACK
// BACK: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit
// BACK: llvm.intr.dbg.label #di_label
