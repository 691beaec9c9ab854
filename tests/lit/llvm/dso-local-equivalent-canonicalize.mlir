// llvm.dso_local_equivalent is a constant, as mlir-opt-22 folds it.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: llvm.func @f()
// CHECK-LABEL: llvm.func @h()
// CHECK-LABEL: llvm.func @g(%arg0: i1) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.dso_local_equivalent @h : !llvm.ptr
// CHECK-NEXT: %1 = llvm.dso_local_equivalent @f : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.store %1, %1 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.return %1 : !llvm.ptr
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.store %1, %0 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// llvm.dso_local_equivalent folds to a constant: the driver hoists it to
// the entry block and merges equal ones across blocks.
llvm.func @f()
llvm.func @h()
llvm.func @g(%c: i1) -> !llvm.ptr {
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.dso_local_equivalent @f : !llvm.ptr
  %1 = llvm.dso_local_equivalent @f : !llvm.ptr
  llvm.store %1, %0 : !llvm.ptr, !llvm.ptr
  llvm.return %0 : !llvm.ptr
^b:
  %2 = llvm.dso_local_equivalent @h : !llvm.ptr
  %3 = llvm.dso_local_equivalent @f : !llvm.ptr
  llvm.store %3, %2 : !llvm.ptr, !llvm.ptr
  %4 = llvm.dso_local_equivalent @h : !llvm.ptr
  llvm.return %4 : !llvm.ptr
}
