// The masked memory ops under --canonicalize, as mlir-opt-22: a mask known all
// true makes maskedload/expandload a vector.load and maskedstore/compressstore
// a vector.store (without the masked op's alignment); all false, loads and
// gathers are their pass-through and stores and scatters go. A gather or
// scatter at the indices 0, 1, 2, ... is a masked load or store.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @ml(%arg0: memref<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.load %arg0[%c0] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg2, %arg0[%c1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%c0] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg2, %arg0[%c0] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: return %0, %arg1, %arg1, %1 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @contiguous(%arg0: memref<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.maskedload %arg0[%c0], %arg2, %arg1 : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%c0], %arg2, %arg3 : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @ml(%m: memref<8xf32>, %p: vector<4xf32>, %v: vector<4xf32>, %iv: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %z = vector.create_mask %c0 : vector<4xi1>
  %0 = vector.maskedload %m[%c0], %t, %p {alignment = 16} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%c0], %f, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%c1], %t, %v {alignment = 16} : memref<8xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%c1], %z, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.gather %m[%c0][%iv], %f, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%iv], %f, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %3 = vector.expandload %m[%c0], %t, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%c0], %t, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @contiguous(%m: memref<8xf32>, %p: vector<4xf32>, %mask: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %iv = vector.step : vector<4xindex>
  %2 = vector.gather %m[%c0][%iv], %mask, %p : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %cv = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  vector.scatter %m[%c0][%cv], %mask, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return %2 : vector<4xf32>
}
