// convert-cf-to-llvm as mlir-opt-22 lowers: branches with their destination
// blocks' arguments converted, branch weights and attributes kept, switch cases,
// asserts as a puts-and-abort block with unique message globals, and only cf
// ops converted.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-cf-to-llvm | FileCheck %s

// CHECK: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-LABEL: llvm.func @abort()
// CHECK-LABEL: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: llvm.cond_br %arg0 weights([3, 5]), ^bb1(%0 : i64), ^bb2
// CHECK-NEXT: ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.br ^bb3(%1, %arg2 : i64, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.switch %arg2 : i32, ^bb3(%0, %arg2 : i64, i32) [
// CHECK-NEXT: 1: ^bb1(%0 : i64),
// CHECK-NEXT: 7: ^bb3(%0, %arg2 : i64, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%2: i64, %3: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: return %4 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @asserts(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attrs(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.br ^bb1(%arg0 : i32) {foo = 1 : i32}
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: llvm.br ^bb1(%0 : i64)
// CHECK-NEXT: ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT: llvm.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.addi %2, %c1 : index
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : index to i64
// CHECK-NEXT: llvm.br ^bb1(%5 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: }
func.func @branches(%c: i1, %a: index, %x: i32) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb2 {branch_weights = array<i32: 3, 5>}
^bb1(%0: index):
  cf.br ^bb3(%0, %x : index, i32)
^bb2:
  cf.switch %x : i32, [
    default: ^bb3(%a, %x : index, i32),
    1: ^bb1(%a : index),
    7: ^bb3(%a, %x : index, i32)
  ]
^bb3(%1: index, %2: i32):
  return %1 : index
}

func.func @asserts(%c: i1, %d: i1) {
  cf.assert %c, "first"
  cf.assert %d, "second"
  return
}

func.func @attrs(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32) {foo = 1 : i32}
^bb1(%y: i32):
  return %y : i32
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %done = arith.cmpi slt, %i, %n : index
  cf.cond_br %done, ^bb2, ^bb3
^bb2:
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next : index)
^bb3:
  return %i : index
}
