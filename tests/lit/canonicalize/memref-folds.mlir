// Folds and canonicalization patterns of the memref ops (upstream's MemRefOps.cpp):
// dim of static or allocated extents, foldMemRefCast, SimplifyDeadAlloc (see memref-patterns.mlir for the rest).
// RUN: strata-opt %s --canonicalize | FileCheck %s
// CHECK-LABEL: func.func @dim_static(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  return %c4 : index
// CHECK-NEXT:  }
func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_dynamic_arg(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT:  return %dim : index
// CHECK-NEXT:  }
func.func @dim_dynamic_arg(%m: memref<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c1 : memref<4x?xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_out_of_bounds(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:  %c5 = arith.constant 5 : index
// CHECK-NEXT:  %dim = memref.dim %arg0, %c5 : memref<4x?xf32>
// CHECK-NEXT:  return %dim : index
// CHECK-NEXT:  }
func.func @dim_out_of_bounds(%m: memref<4x?xf32>) -> index {
  %c5 = arith.constant 5 : index
  %0 = memref.dim %m, %c5 : memref<4x?xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_of_alloc(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  return %arg0, %c8, %arg1 : index, index, index
// CHECK-NEXT:  }
func.func @dim_of_alloc(%n: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %k) : memref<?x8x?xf32>
  %0 = memref.dim %a, %c0 : memref<?x8x?xf32>
  %1 = memref.dim %a, %c1 : memref<?x8x?xf32>
  %2 = memref.dim %a, %c2 : memref<?x8x?xf32>
  memref.dealloc %a : memref<?x8x?xf32>
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @dim_of_alloca(%arg0: index) -> index {
// CHECK-NEXT:  return %arg0 : index
// CHECK-NEXT:  }
func.func @dim_of_alloca(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n) : memref<?xi32>
  %0 = memref.dim %a, %c0 : memref<?xi32>
  return %0 : index
}

// CHECK-LABEL: func.func @dim_of_cast(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT:  return %dim : index
// CHECK-NEXT:  }
func.func @dim_of_cast(%m: memref<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %1 = memref.dim %0, %c1 : memref<?x?xf32>
  return %1 : index
}

// CHECK-LABEL: func.func @load_of_cast(%arg0: memref<4x4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1, %arg1] : memref<4x4xf32>
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
func.func @load_of_cast(%m: memref<4x4xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.load %0[%i, %i] : memref<?x?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @store_of_cast(%arg0: memref<8xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:  memref.store %arg1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @store_of_cast(%m: memref<8xf32>, %v: f32, %i: index) {
  %0 = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  return
}


// CHECK-LABEL: func.func @cast_of_cast(%arg0: memref<4x4xf32>) -> memref<?x?xf32> {
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT:  return %cast : memref<?x?xf32>
// CHECK-NEXT:  }
func.func @cast_of_cast(%m: memref<4x4xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x?xf32>
  %1 = memref.cast %0 : memref<4x?xf32> to memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// CHECK-LABEL: func.func @dealloc_of_cast(%arg0: memref<4xf32>) {
// CHECK-NEXT:  memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @dealloc_of_cast(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @dim_of_dynamic_alloc_used(%arg0: index, %arg1: f32) -> index {
// CHECK-NEXT:  return %arg0 : index
// CHECK-NEXT:  }
// CHECK-NEXT:  }
func.func @dim_of_dynamic_alloc_used(%n: index, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %a[%c0] : memref<?xf32>
  %0 = memref.dim %a, %c0 : memref<?xf32>
  %1 = memref.load %a[%c0] : memref<?xf32>
  return %0 : index
}
