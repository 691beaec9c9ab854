// mem2reg of slots that debug intrinsics use, as mlir-opt-22: a dbg.declare
// goes, leaving a dbg.value of each stored value and of each new block
// argument; a dbg.value of the slot's pointer reads undef instead.
// RUN: strata-opt %s --allow-unregistered-dialect --mem2reg | FileCheck %s

// CHECK: #di_file = #llvm.di_file<"a.c" in "/">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x">
// CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "y">
// CHECK-LABEL: llvm.func @diamond(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %arg1 : i64
// CHECK-NEXT: llvm.br ^bb3(%arg1 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %arg2 : i64
// CHECK-NEXT: llvm.br ^bb3(%arg2 : i64)
// CHECK-NEXT: ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %1 : i64
// CHECK-NEXT: llvm.return %1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @two(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.ptr
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %1 : !llvm.ptr
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %arg0 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %arg0 : i64
// CHECK-NEXT: %2 = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %2 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %2 : i64
// CHECK-NEXT: llvm.return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @loop(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %1 : i64
// CHECK-NEXT: llvm.br ^bb1(%1 : i64)
// CHECK-NEXT: ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %2 : i64
// CHECK-NEXT: %3 = llvm.icmp "slt" %2, %arg0 : i64
// CHECK-NEXT: llvm.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %4 = llvm.add %2, %1 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %4 : i64
// CHECK-NEXT: llvm.br ^bb1(%4 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: llvm.return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @diamond2(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %arg1 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %arg1 : i64
// CHECK-NEXT: llvm.br ^bb3(%arg1 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %arg2 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %arg2 : i64
// CHECK-NEXT: llvm.br ^bb3(%arg2 : i64)
// CHECK-NEXT: ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %1 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %1 : i64
// CHECK-NEXT: llvm.cond_br %arg0, ^bb4, ^bb5(%1 : i64)
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %arg1 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %arg1 : i64
// CHECK-NEXT: llvm.br ^bb5(%arg1 : i64)
// CHECK-NEXT: ^bb5(%2: i64):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable1 = %2 : i64
// CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %2 : i64
// CHECK-NEXT: llvm.return %2 : i64
// CHECK-NEXT: }
#di_file = #llvm.di_file<"a.c" in "/">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
#di_sp = #llvm.di_subprogram<compileUnit = #di_cu, scope = #di_file, name = "f", file = #di_file, subprogramFlags = Definition>
#di_var = #llvm.di_local_variable<scope = #di_sp, name = "x">
#di_var2 = #llvm.di_local_variable<scope = #di_sp, name = "y">

// Each store gets a dbg.value of what it stored; the merge point's new
// argument too.
llvm.func @diamond(%c: i1, %a: i64, %b: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #di_var = %p : !llvm.ptr loc("declare")
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %a, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb2:
  llvm.store %b, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb3:
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

// Two declares and a dbg.value of the pointer itself (it becomes undef).
llvm.func @two(%a: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #di_var = %p : !llvm.ptr
  llvm.intr.dbg.value #di_var2 = %p : !llvm.ptr
  llvm.store %a, %p : i64, !llvm.ptr
  llvm.intr.dbg.declare #di_var2 = %p : !llvm.ptr
  %b = llvm.add %a, %a : i64
  llvm.store %b, %p : i64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

// A loop: the header's argument gets a dbg.value.
llvm.func @loop(%n: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #di_var = %p : !llvm.ptr
  llvm.store %one, %p : i64, !llvm.ptr
  llvm.br ^head
^head:
  %v = llvm.load %p : !llvm.ptr -> i64
  %d = llvm.icmp "slt" %v, %n : i64
  llvm.cond_br %d, ^body, ^exit
^body:
  %w = llvm.add %v, %one : i64
  llvm.store %w, %p : i64, !llvm.ptr
  llvm.br ^head
^exit:
  llvm.return %v : i64
}

// Two declarations: at a merge point their dbg.values come newest
// declaration first, as upstream walks the slot's users.
llvm.func @diamond2(%c: i1, %a: i64, %b: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #di_var = %p : !llvm.ptr
  llvm.intr.dbg.declare #di_var2 = %p : !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %a, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb2:
  llvm.store %b, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb3:
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.cond_br %c, ^bb4, ^bb5
^bb4:
  llvm.store %a, %p : i64, !llvm.ptr
  llvm.br ^bb5
^bb5:
  %w = llvm.load %p : !llvm.ptr -> i64
  llvm.return %w : i64
}
