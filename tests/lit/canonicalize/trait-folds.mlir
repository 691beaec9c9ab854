// The trait folds run after an op's own fold fails (upstream's
// foldTraits): Commutative moves constants right, Idempotent folds
// f(x, x) to x.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @idempotent(%arg0: i32, %arg1: i1, %arg2: vector<4xi8>) -> (i32, i32, i1, vector<4xi8>) {
// CHECK-NEXT:    return %arg0, %arg0, %arg1, %arg2 : i32, i32, i1, vector<4xi8>
func.func @idempotent(%x: i32, %b: i1, %v: vector<4xi8>) -> (i32, i32, i1, vector<4xi8>) {
  %0 = arith.ori %x, %x : i32
  %1 = arith.andi %x, %x : i32
  %2 = arith.andi %b, %b : i1
  %3 = arith.ori %v, %v : vector<4xi8>
  return %0, %1, %2, %3 : i32, i32, i1, vector<4xi8>
}

// CHECK-LABEL: func.func @commutative(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.xori %arg0, %c5_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @commutative(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.xori %c5, %x : i32
  return %0 : i32
}

// Two different operands: nothing to fold.
// CHECK-LABEL: func.func @not_idempotent(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
func.func @not_idempotent(%x: i32, %y: i32) -> i32 {
  %0 = arith.ori %x, %y : i32
  return %0 : i32
}
