// RUN: strata-opt %s --lower-affine | FileCheck %s
// RUN: strata-opt %s --lower-affine --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// affine.dma_start and affine.dma_wait lower to memref.dma_start and
// memref.dma_wait on the expanded maps: the source, destination and tag
// maps in that order, each expanded operands first (the number of elements
// moves before the tag, where memref.dma_start takes it). Byte-identical to
// mlir-opt-22 --lower-affine (CHECK lines are its output).

// CHECK-LABEL: func.func @dma_start(%arg0: index, %arg1: memref<64x64xf32>, %arg2: memref<128xf32, 2>, %arg3: memref<2xi32>) {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %arg4, %c4 overflow<nsw> : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %c1_0 : index
// CHECK-NEXT: %c8_1 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.remsi %arg4, %c8_1 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c0_2 : index
// CHECK-NEXT: %4 = arith.addi %2, %c8_1 : index
// CHECK-NEXT: %5 = arith.select %3, %4, %2 : index
// CHECK-NEXT: %c8_3 = arith.constant 8 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %6 = arith.cmpi slt, %arg4, %c0_4 : index
// CHECK-NEXT: %7 = arith.subi %c-1, %arg4 : index
// CHECK-NEXT: %8 = arith.select %6, %7, %arg4 : index
// CHECK-NEXT: %9 = arith.divsi %8, %c8_3 : index
// CHECK-NEXT: %10 = arith.subi %c-1, %9 : index
// CHECK-NEXT: %11 = arith.select %6, %10, %9 : index
// CHECK-NEXT: memref.dma_start %arg1[%0, %1], %arg2[%5], %c32, %arg3[%11] : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %12 = arith.cmpi sle, %arg4, %c0_6 : index
// CHECK-NEXT: %13 = arith.subi %c0_6, %arg4 : index
// CHECK-NEXT: %14 = arith.subi %arg4, %c1_7 : index
// CHECK-NEXT: %15 = arith.select %12, %13, %14 : index
// CHECK-NEXT: %16 = arith.divsi %15, %c2 : index
// CHECK-NEXT: %17 = arith.subi %c0_6, %16 : index
// CHECK-NEXT: %18 = arith.addi %16, %c1_7 : index
// CHECK-NEXT: %19 = arith.select %12, %17, %18 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: memref.dma_start %arg1[%c0_5, %arg4], %arg2[%19], %c32, %arg3[%c1_8], %c8, %c8 : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dma_start(%n: index, %src: memref<64x64xf32>, %dst: memref<128xf32, 2>, %tag: memref<2xi32>) {
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 16 {
    affine.dma_start %src[%i * 4, symbol(%n) + 1], %dst[%i mod 8], %tag[%i floordiv 8], %c32
        : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
    affine.dma_start %src[0, %i], %dst[%i ceildiv 2], %tag[1], %c32, %c8, %c8
        : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
  }
  return
}

// CHECK-LABEL: func.func @dma_wait(%arg0: index, %arg1: memref<2x4xi32>) {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg2, %c0_0 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg2 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg2 : index
// CHECK-NEXT: %3 = arith.divsi %2, %c8 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: %c-1_1 = arith.constant -1 : index
// CHECK-NEXT: %6 = arith.muli %arg2, %c-1_1 overflow<nsw> : index
// CHECK-NEXT: %7 = arith.addi %6, %arg0 : index
// CHECK-NEXT: memref.dma_wait %arg1[%5, %7], %c32 : memref<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dma_wait(%n: index, %tag: memref<2x4xi32>) {
  %c32 = arith.constant 32 : index
  affine.for %i = 0 to 16 {
    affine.dma_wait %tag[%i floordiv 8, symbol(%n) - %i], %c32 : memref<2x4xi32> loc("wait")
  }
  return
}

// Every op the lowering creates carries the lowered op's location.
// LOC-LABEL: func.func @dma_wait
// LOC: memref.dma_wait %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<2x4xi32> loc([[WAIT:#loc[0-9]+]])
// LOC: [[WAIT]] = loc("wait")
