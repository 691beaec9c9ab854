// Inlining a callee that allocates, as mlir-opt-22: constant-size allocas of the
// callee's entry block move to the caller's entry block with fresh constants and
// lifetime markers (none for a zero size or one that has markers), and a dynamic
// alloca makes the inlined code save and restore the stack pointer.
// RUN: strata-opt %s --allow-unregistered-dialect --inline | FileCheck %s

// CHECK-LABEL: llvm.func @static(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @dynamic(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %0 : i32, !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @marked(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.intr.lifetime.start %3 : !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %3 : i32, !llvm.ptr
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.lifetime.end %3 : !llvm.ptr
// CHECK-NEXT: %5 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %6 = llvm.alloca %4 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %4, %6 : i32, !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.stackrestore %5 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.start %2 : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb4(%7 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb4(%7 : i32)
// CHECK-NEXT: ^bb4(%8: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: llvm.return %8 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @entry_caller(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.start %1 : !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.lifetime.end %1 : !llvm.ptr
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
llvm.func @static(%v: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %a : i32, !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @dynamic(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %z = llvm.alloca %c0 x i64 : (i32) -> !llvm.ptr
  llvm.store %n, %a : i32, !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @marked(%v: i32, %c: i1) -> i32 {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %a = llvm.alloca %c4 x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %a : !llvm.ptr
  llvm.cond_br %c, ^b1, ^b2
^b1:
  llvm.return %v : i32
^b2:
  %x = llvm.alloca %v x i32 : (i32) -> !llvm.ptr
  llvm.return %v : i32
}
llvm.func @caller(%v: i32, %c: i1) -> i32 {
  llvm.br ^bb1
^bb1:
  %0 = llvm.call @static(%v) : (i32) -> i32
  %1 = llvm.call @dynamic(%0) : (i32) -> i32
  %2 = llvm.call @marked(%1, %c) : (i32, i1) -> i32
  llvm.return %2 : i32
}
llvm.func @entry_caller(%v: i32) -> i32 {
  %0 = llvm.call @static(%v) : (i32) -> i32
  llvm.return %0 : i32
}
