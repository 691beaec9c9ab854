// mem2reg of a slot with a dbg.declare where a store of another width
// converts the stored value: the dbg.value goes after the conversion.
// mlir-opt-22 puts it right after the store, before the value it reads, and
// fails verification (docs/differences.md).
// conformance: rewrite-differs (mlir-opt-22 places the dbg.value before its operand and fails verification)
// RUN: strata-opt %s --allow-unregistered-dialect --mem2reg | FileCheck %s

// CHECK: #di_file = #llvm.di_file<"a.c" in "/">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x">
// CHECK-LABEL: llvm.func @narrow(%arg0: i32) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %1 : i64
// CHECK-NEXT: %2 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %3 = llvm.mlir.constant(-4294967296 : i64) : i64
// CHECK-NEXT: %4 = llvm.and %1, %3 : i64
// CHECK-NEXT: %5 = llvm.or %4, %2 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %5 : i64
// CHECK-NEXT: llvm.return %5 : i64
// CHECK-NEXT: }
#di_file = #llvm.di_file<"a.c" in "/">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_sp = #llvm.di_subprogram<compileUnit = #di_cu, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
#di_var = #llvm.di_local_variable<scope = #di_sp, name = "x">
#di_var2 = #llvm.di_local_variable<scope = #di_sp, name = "y">

// A store of another width: the dbg.value is of the converted value.
llvm.func @narrow(%a: i32) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #di_var = %p : !llvm.ptr
  %z = llvm.mlir.constant(0 : i64) : i64
  llvm.store %z, %p : i64, !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

