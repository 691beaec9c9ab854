// The greedy driver's aggressive region simplification runs after every
// iteration, as upstream's: a constant a fold made and the folder later
// hoisted (no change of the iteration) can make two blocks identical, which
// are then merged. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --math-expand-ops | FileCheck %s

// CHECK: func.func private @merge_after_hoisted_fold(%arg0: index) -> vector<4xi32> {
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %cst = arith.constant dense<[6, 32768, -1, 13]> : vector<4xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xi64>
// CHECK-NEXT: cf.cond_br %false, ^bb1(%c64_i64, %c1 : i64, index), ^bb1(%c0_i64, %c0 : i64, index)
// CHECK-NEXT: ^bb1(%0: i64, %1: index):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: memref.store %0, %alloca[%1] : memref<2xi64>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %cst : vector<4xi32>
// CHECK-NEXT: }
func.func private @merge_after_hoisted_fold(%a0: index) -> vector<4xi32> {
  %v0 = memref.alloca() : memref<2xi64>
  %v1 = arith.constant 0 : i64
  %v4 = arith.constant false
  cf.cond_br %v4, ^bb5, ^bb6
^bb5:
  %v10 = math.cttz %v1 : i64
  %v11 = arith.constant 1 : index
  memref.store %v10, %v0[%v11] : memref<2xi64>
  cf.br ^bb7
^bb6:
  %v12 = arith.constant 0 : index
  memref.store %v1, %v0[%v12] : memref<2xi64>
  cf.br ^bb7
^bb7:
  %v15 = arith.constant dense<[6, 32768, -1, 13]> : vector<4xi32>
  return %v15 : vector<4xi32>
}
