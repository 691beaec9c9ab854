// mem2reg leaves a slot that debug intrinsics use: the slot is not
// promoted (upstream rewrites the intrinsics to dbg.value of the promoted
// values, see docs/differences.md); a slot without them still is.
// RUN: strata-opt %s --mem2reg | FileCheck %s

// CHECK-LABEL: llvm.func @f
// CHECK: llvm.alloca
// CHECK: llvm.intr.dbg.declare
// CHECK: llvm.store
// CHECK: llvm.load
// CHECK-LABEL: llvm.func @plain
// CHECK-NOT: llvm.alloca
// CHECK: llvm.return %arg0 : i64

#di_file = #llvm.di_file<"a.c" in "/">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_sp = #llvm.di_subprogram<compileUnit = #di_cu, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
#di_var = #llvm.di_local_variable<scope = #di_sp, name = "x">
llvm.func @f(%arg: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #di_var = %a : !llvm.ptr
  llvm.store %arg, %a : i64, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i64
  llvm.return %v : i64
}
llvm.func @plain(%arg: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.store %arg, %a : i64, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i64
  llvm.return %v : i64
}
