// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// The rules of upstream's Canonicalization.md, each checked against
// mlir-opt-22 --canonicalize output.

// Dead pure ops are erased.
func.func @dead_pure_op(%x: i32) {
  %c = arith.constant 7 : i32
  %y = arith.addi %x, %c : i32
  return
}

// Constants fold: addi 1, 2 -> 3.
func.func @constant_fold() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  return %s : i32
}

// Constants move to the right of commutative ops.
func.func @commutative_constant_right(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %y = arith.muli %c5, %x : i32
  return %y : i32
}

// Equal constants are uniqued and hoisted to the entry block of the
// isolated region (the function), ahead of the ops using them.
func.func @constants_uniqued_and_hoisted(%x: i32, %b: i1) -> (i32, i32) {
  %r = scf.if %b -> i32 {
    %c = arith.constant 9 : i32
    %a = arith.addi %x, %c : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  %c9 = arith.constant 9 : i32
  %m = arith.muli %x, %c9 : i32
  return %r, %m : i32, i32
}

// An op with side effects stays even when unused.
func.func @effects_kept(%m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<4xi32>
  %l = memref.load %m[%c0] : memref<4xi32>
  return
}

// An op its fold changed in place is folded again before any pattern sees
// it: moving the constant right makes `x + 0`, which folds, where
// AddISubConstantRHS would otherwise rewrite `(x - 18) + 0` to `x + -18`.
func.func @in_place_fold_folds_again(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c18 = arith.constant 18 : i32
  %s = arith.subi %x, %c18 : i32
  %r = arith.addi %c0, %s : i32
  return %r, %s : i32, i32
}

// CHECK-LABEL: func.func @dead_pure_op(%arg0: i32) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @constant_fold() -> i32 {
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  return %c3_i32 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @commutative_constant_right(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:  %0 = arith.muli %arg0, %c5_i32 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @constants_uniqued_and_hoisted(%arg0: i32, %arg1: i1) -> (i32, i32) {
// CHECK-NEXT:  %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:  %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:  %2 = arith.addi %arg0, %c9_i32 : i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  %1 = arith.muli %arg0, %c9_i32 : i32
// CHECK-NEXT:  return %0, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @effects_kept(%arg0: memref<4xi32>, %arg1: i32) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  memref.store %arg1, %arg0[%c0] : memref<4xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @in_place_fold_folds_again(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:  %c18_i32 = arith.constant 18 : i32
// CHECK-NEXT:  %0 = arith.subi %arg0, %c18_i32 : i32
// CHECK-NEXT:  return %0, %0 : i32, i32
// CHECK-NEXT:  }
