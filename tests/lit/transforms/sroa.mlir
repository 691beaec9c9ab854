// RUN: strata-opt %s --split-input-file --sroa | FileCheck %s
// RUN: strata-opt %s --split-input-file --sroa --mem2reg | FileCheck %s --check-prefix=PROMOTED

// Each element used gets its own alloca, in the order the uses name them
// from the last use back; accesses lose their indices.
// CHECK-LABEL: func.func @order
// CHECK:         %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT:    %alloca_0 = memref.alloca() : memref<i32>
// CHECK-NEXT:    %alloca_1 = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %alloca_1[] : memref<i32>
// CHECK-NEXT:    %0 = memref.load %alloca_1[] : memref<i32>
// CHECK-NEXT:    memref.store %arg1, %alloca_0[] : memref<i32>
// CHECK-NEXT:    memref.store %arg1, %alloca[] : memref<i32>
// PROMOTED-LABEL: func.func @order
// PROMOTED-NOT:    memref
// PROMOTED:        return %arg0 : i32
func.func @order(%arg0: i32, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %alloca = memref.alloca() : memref<3xi32>
  memref.store %arg0, %alloca[%c0] : memref<3xi32>
  %res = memref.load %alloca[%c0] : memref<3xi32>
  memref.store %arg1, %alloca[%c1] : memref<3xi32>
  memref.store %arg1, %alloca[%c2] : memref<3xi32>
  return %res : i32
}

// -----

// Coordinates of several dimensions; any constant index op counts.
// CHECK-LABEL: func.func @two_dims
// CHECK:         %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:    %alloca_0 = memref.alloca() : memref<f32>
// CHECK-NEXT:    memref.store %arg0, %alloca_0[] : memref<f32>
// CHECK-NEXT:    %0 = memref.load %alloca[] : memref<f32>
func.func @two_dims(%arg0: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = index.constant 1
  %alloca = memref.alloca() : memref<2x2xf32>
  memref.store %arg0, %alloca[%c1, %c0] : memref<2x2xf32>
  %res = memref.load %alloca[%c0, %c0] : memref<2x2xf32>
  return %res : f32
}

// -----

// Dynamic or out-of-bounds indices, another use, more than 16 elements
// or a dynamic shape keep the alloca whole.
// CHECK-LABEL: func.func @kept
// CHECK:         memref.alloca() : memref<2xi32>
// CHECK:         memref.alloca() : memref<2xi32>
// CHECK:         memref.alloca() : memref<17xi32>
// CHECK:         memref.alloca(%{{.*}}) : memref<?x2xi32>
func.func @kept(%arg0: i32, %i: index, %out: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %arg0, %a[%i] : memref<2xi32>
  %b = memref.alloca() : memref<2xi32>
  memref.store %arg0, %b[%c2] : memref<2xi32>
  %c = memref.alloca() : memref<17xi32>
  memref.store %arg0, %c[%c0] : memref<17xi32>
  %d = memref.alloca(%c2) : memref<?x2xi32>
  memref.store %arg0, %d[%c0, %c0] : memref<?x2xi32>
  return
}
