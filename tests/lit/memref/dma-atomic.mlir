// memref.dma_start / dma_wait and memref.generic_atomic_rmw in the custom
// form (upstream parses these in C++); expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @dma(%A: memref<40x128xf32>, %B: memref<2x1024xf32, 1>, %T: memref<1xi32>, %i: index, %n: index, %s: index, %e: index) {
  memref.dma_start %A[%i, %i], %B[%i, %i], %n, %T[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %A[%i, %i], %B[%i, %i], %n, %T[%i], %s, %e : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %T[%i], %n : memref<1xi32>
  return
}
// CHECK-LABEL: func.func @dma(
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg5, %arg6 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>

func.func @rmw(%A: memref<40x128xf32>, %i: index) -> (f32, f32) {
  %x = memref.generic_atomic_rmw %A[%i, %i] : memref<40x128xf32> {
  ^bb0(%cur : f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %cur : f32
    memref.atomic_yield %inc : f32
  }
  %y = memref.generic_atomic_rmw %A[%i, %i] : memref<40x128xf32> {
  ^bb0(%cur : f32):
    memref.atomic_yield %cur : f32
  } {attr = 3}
  return %x, %y : f32, f32
}
// CHECK-LABEL: func.func @rmw(
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<40x128xf32> {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %2 = arith.addf %cst, %arg2 : f32
// CHECK-NEXT:   memref.atomic_yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<40x128xf32> {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT:   memref.atomic_yield %arg2 : f32
// CHECK-NEXT: } {attr = 3 : i64}
// CHECK-NEXT: return %0, %1 : f32, f32
