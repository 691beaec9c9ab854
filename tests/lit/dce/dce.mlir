// The `dce` pass (strata-only; mlir-opt-22 has no such pass): unreachable
// blocks, dead ops (also dead cycles through block arguments) and dead
// block arguments go; nothing is folded or merged.
// RUN: strata-opt %s --dce | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(dce))' | FileCheck %s

// Dead pure ops go, users first; ops with effects and what they use stay.
// Constants are not folded or merged.
// CHECK-LABEL: func.func @dead_ops(%arg0: i32, %arg1: memref<4xi32>) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %c1_i32, %c1_i32_0 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    memref.store %arg0, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT:    return %0 : i32
func.func @dead_ops(%x: i32, %m: memref<4xi32>) -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  %s = arith.addi %a, %b : i32
  %d1 = arith.muli %x, %x : i32
  %d2 = arith.addi %d1, %x : i32
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<4xi32>
  %l = memref.load %m[%c0] : memref<4xi32>
  return %s : i32
}

// An unreachable block goes; a loop-carried value only the loop uses goes
// with its block argument and the branch operands that fed it.
// CHECK-LABEL: func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @cfg(%c: i1, %x: i32) -> i32 {
  cf.br ^loop(%x : i32)
^loop(%acc: i32):
  %next = arith.addi %acc, %x : i32
  cf.cond_br %c, ^loop(%next : i32), ^exit
^exit:
  return %x : i32
^unreachable:
  %u = arith.muli %x, %x : i32
  return %u : i32
}
