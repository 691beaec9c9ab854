// memref.view's canonicalizations against mlir-opt-22: constant sizes move
// into the result type (a cast back to the old type, which the users' folds
// look through), and a view of a cast of an allocation views the
// allocation.
// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// -----

// CHECK-LABEL: func.func @constant_sizes(%arg0: index) -> (f32, f32) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4096xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c8][%arg0] : memref<4096xi8> to memref<3x?xf32>
// CHECK-NEXT: %0 = memref.load %view[%c0, %c0] : memref<3x?xf32>
// CHECK-NEXT: %view_0 = memref.view %alloc[%c0][%arg0] : memref<4096xi8> to memref<?x5xf32>
// CHECK-NEXT: %1 = memref.load %view_0[%c0, %c0] : memref<?x5xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @constant_sizes(%n: index) -> (f32, f32) {
  %buf = memref.alloc() : memref<4096xi8>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %v0 = memref.view %buf[%c8][%c3, %n] : memref<4096xi8> to memref<?x?xf32>
  %a = memref.load %v0[%c0, %c0] : memref<?x?xf32>
  %v1 = memref.view %buf[%c0][%n] : memref<4096xi8> to memref<?x5xf32>
  %b = memref.load %v1[%c0, %c0] : memref<?x5xf32>
  return %a, %b : f32, f32
}

// -----

// CHECK-LABEL: func.func @view_of_cast_of_alloc(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4096xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c0][%arg0] : memref<4096xi8> to memref<?xf32>
// CHECK-NEXT: %0 = memref.load %view[%c0] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @view_of_cast_of_alloc(%n: index) -> f32 {
  %buf = memref.alloc() : memref<4096xi8>
  %cast = memref.cast %buf : memref<4096xi8> to memref<?xi8>
  %c0 = arith.constant 0 : index
  %v = memref.view %cast[%c0][%n] : memref<?xi8> to memref<?xf32>
  %a = memref.load %v[%c0] : memref<?xf32>
  return %a : f32
}
