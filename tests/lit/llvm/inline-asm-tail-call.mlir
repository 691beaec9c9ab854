// llvm.inline_asm writes its tail call kind stripped (tail_call_kind = <tail>),
// as mlir-opt-22.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.inline_asm tail_call_kind = <tail> "foo", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @f(%arg0: i32) {
  %8 = llvm.inline_asm tail_call_kind = <tail> "foo", "=r,r" %arg0 : (i32) -> i32
  llvm.return
}
