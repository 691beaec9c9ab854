// The memory effects of llvm.load, llvm.store and llvm.inline_asm decide what
// canonicalize erases when unused, as in mlir-opt-22: a plain or unordered load
// and an inline asm without side effects go; volatile, monotonic and
// side-effecting ones stay.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.load volatile %arg2 : !llvm.ptr -> i32
// CHECK-NEXT: %1 = llvm.load %arg2 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %2 = llvm.inline_asm has_side_effects "nop", "=r"  : () -> i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @f(%a: i32, %b: i32, %p: !llvm.ptr) {
  %0 = llvm.udiv %a, %b : i32
  %1 = llvm.sdiv %a, %b : i32
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.load volatile %p : !llvm.ptr -> i32
  %4 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %5 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.inline_asm "nop", "=r" : () -> i32
  %7 = llvm.inline_asm has_side_effects "nop", "=r" : () -> i32
  llvm.return
}
