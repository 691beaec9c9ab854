// RUN: strata-opt %s --convert-scf-to-cf | FileCheck %s
//
// Loops and ifs side by side in one block, and nested: the lowering splits
// each op's block, and the driver lowers siblings last to first (so what
// follows an op moves once, not once per earlier sibling). The blocks come
// out in program order all the same, identical to mlir-opt-22.

// CHECK-LABEL: func.func @siblings(%arg0: index, %arg1: i1, %arg2: memref<?xf32>, %arg3: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: memref.store %arg3, %arg2[%0] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %3 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: cf.br ^bb6(%3 : f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb6(%arg3 : f32)
// CHECK-NEXT: ^bb6(%4: f32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb8(%c0, %4 : index, f32)
// CHECK-NEXT: ^bb8(%5: index, %6: f32):  // 2 preds: ^bb7, ^bb16
// CHECK-NEXT: %7 = arith.cmpi slt, %5, %arg0 : index
// CHECK-NEXT: cf.cond_br %7, ^bb9, ^bb17
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: %8 = memref.load %arg2[%5] : memref<?xf32>
// CHECK-NEXT: cf.cond_br %arg1, ^bb10, ^bb11
// CHECK-NEXT: ^bb10:  // pred: ^bb9
// CHECK-NEXT: %9 = arith.mulf %6, %8 : f32
// CHECK-NEXT: cf.br ^bb12(%9 : f32)
// CHECK-NEXT: ^bb11:  // pred: ^bb9
// CHECK-NEXT: cf.br ^bb12(%6 : f32)
// CHECK-NEXT: ^bb12(%10: f32):  // 2 preds: ^bb10, ^bb11
// CHECK-NEXT: cf.br ^bb13
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT: cf.br ^bb14(%c0 : index)
// CHECK-NEXT: ^bb14(%11: index):  // 2 preds: ^bb13, ^bb15
// CHECK-NEXT: %12 = arith.cmpi slt, %11, %5 : index
// CHECK-NEXT: cf.cond_br %12, ^bb15, ^bb16
// CHECK-NEXT: ^bb15:  // pred: ^bb14
// CHECK-NEXT: memref.store %10, %arg2[%11] : memref<?xf32>
// CHECK-NEXT: %13 = arith.addi %11, %c1 : index
// CHECK-NEXT: cf.br ^bb14(%13 : index)
// CHECK-NEXT: ^bb16:  // pred: ^bb14
// CHECK-NEXT: %14 = arith.addi %5, %c1 : index
// CHECK-NEXT: cf.br ^bb8(%14, %10 : index, f32)
// CHECK-NEXT: ^bb17:  // pred: ^bb8
// CHECK-NEXT: cf.cond_br %arg1, ^bb18, ^bb19
// CHECK-NEXT: ^bb18:  // pred: ^bb17
// CHECK-NEXT: memref.store %6, %arg2[%c0] : memref<?xf32>
// CHECK-NEXT: cf.br ^bb19
// CHECK-NEXT: ^bb19:  // 2 preds: ^bb17, ^bb18
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @siblings(%n: index, %c: i1, %m: memref<?xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  %a = scf.if %c -> f32 {
    %s = arith.addf %v, %v : f32
    scf.yield %s : f32
  } else {
    scf.yield %v : f32
  }
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %a) -> f32 {
    %x = memref.load %m[%j] : memref<?xf32>
    %y = scf.if %c -> f32 {
      %p = arith.mulf %acc, %x : f32
      scf.yield %p : f32
    } else {
      scf.yield %acc : f32
    }
    scf.for %k = %c0 to %j step %c1 {
      memref.store %y, %m[%k] : memref<?xf32>
    }
    scf.yield %y : f32
  }
  scf.if %c {
    memref.store %r, %m[%c0] : memref<?xf32>
  }
  return %r : f32
}
