// inline on llvm IR: llvm.call of an llvm.func is inlined (llvm.return becomes
// a branch to the continuation, or hands over its operands), unless the call or
// callee is no_inline or the callee is variadic; an inlined block ending in
// llvm.unreachable stays a block.
// RUN: strata-opt %s --allow-unregistered-dialect --inline | FileCheck %s

// CHECK-LABEL: llvm.func @leaf(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %1 = llvm.mul %arg0, %0 : i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @branchy(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @never(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @variadic(%arg0: i32, ...) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @traps() {
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %1 = llvm.mul %arg0, %0 : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.add %1, %1 : i32
// CHECK-NEXT: llvm.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = llvm.call @never(%3) : (i32) -> i32
// CHECK-NEXT: %5 = llvm.call @variadic(%4) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
llvm.func @leaf(%a: i32) -> i32 {
  %c = llvm.mlir.constant(2 : i32) : i32
  %0 = llvm.mul %a, %c : i32
  llvm.return %0 : i32
}

llvm.func @branchy(%a: i32, %c: i1) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %a : i32
^bb2:
  %0 = llvm.add %a, %a : i32
  llvm.return %0 : i32
}

llvm.func @never(%a: i32) -> i32 attributes {no_inline} {
  llvm.return %a : i32
}

llvm.func @variadic(%a: i32, ...) -> i32 {
  llvm.return %a : i32
}

llvm.func @traps() {
  llvm.unreachable
}

llvm.func @caller(%a: i32, %c: i1) -> i32 {
  %0 = llvm.call @leaf(%a) : (i32) -> i32
  %1 = llvm.call @branchy(%0, %c) : (i32, i1) -> i32
  %2 = llvm.call @never(%1) : (i32) -> i32
  %3 = llvm.call @variadic(%2) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  llvm.call @traps() : () -> ()
  llvm.return %3 : i32
}
