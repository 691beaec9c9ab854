// The DMA ops, which upstream defines in C++ rather than ODS: custom forms
// printed back as mlir-opt-22 prints them (subscripts as affine maps of SSA
// ids, an optional stride pair), and read back from the generic form, where
// the maps are ordinary attributes (`src_map`, `dst_map`, `tag_map`; the
// ops have no properties). The custom form prints no attribute dictionary
// and only the operands the maps take, as upstream's printer does.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @forms
// CHECK-SAME:    (%[[N:.*]]: index, %[[SRC:.*]]: memref<64x64xf32>, %[[DST:.*]]: memref<128xf32, 2>, %[[TAG:.*]]: memref<2xi32>)
// CHECK:         affine.for %[[I:.*]] = 0 to 16 {
// CHECK-NEXT:      affine.dma_start %[[SRC]][%[[I]] * 4, symbol(%[[N]]) + 1], %[[DST]][%[[I]] mod 8 + 3], %[[TAG]][%c0], %c32 : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
// CHECK-NEXT:      affine.dma_start %[[SRC]][0, %[[I]]], %[[DST]][%[[I]] floordiv 2], %[[TAG]][0], %c32, %c8, %c8 : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
// CHECK-NEXT:      affine.dma_wait %[[TAG]][%c0], %c32 : memref<2xi32>
// CHECK-NEXT:      affine.dma_wait %[[TAG]][symbol(%[[N]]) - 1], %c32 : memref<2xi32>
// CHECK-NEXT:    }

// GENERIC-LABEL: sym_name = "forms"
// GENERIC:         "affine.dma_start"(%{{.*}}, %[[I:.*]], %{{.*}}, %{{.*}}, %[[I]], %{{.*}}, %{{.*}}, %{{.*}}) {dst_map = #{{.*}}, src_map = #{{.*}}, tag_map = #{{.*}}} : (memref<64x64xf32>, index, index, memref<128xf32, 2>, index, memref<2xi32>, index, index) -> ()
// GENERIC-NEXT:    "affine.dma_start"(%{{.*}}, %[[I]], %{{.*}}, %[[I]], %{{.*}}, %[[I]], %{{.*}}, %[[E:.*]], %[[E]]) {dst_map = #{{.*}}, src_map = #{{.*}}, tag_map = #{{.*}}} : (memref<64x64xf32>, index, memref<128xf32, 2>, index, memref<2xi32>, index, index, index, index) -> ()
// GENERIC-NEXT:    "affine.dma_wait"(%{{.*}}, %{{.*}}, %{{.*}}) {tag_map = #{{.*}}} : (memref<2xi32>, index, index) -> ()
func.func @forms(%n: index, %src: memref<64x64xf32>, %dst: memref<128xf32, 2>, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 16 {
    affine.dma_start %src[%i * 4, symbol(%n) + 1], %dst[%i mod 8 + 3], %tag[%c0], %c32
        : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
    // `%i mod 1` is 0: the map keeps its input, which the custom form does not show.
    affine.dma_start %src[0, %i], %dst[%i floordiv 2], %tag[%i mod 1], %c32, %c8, %c8
        : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[%c0], %c32 : memref<2xi32>
    affine.dma_wait %tag[symbol(%n) - 1], %c32 : memref<2xi32>
  }
  return
}

// A discardable attribute survives in the generic form only; an operand
// past the number of elements is not printed in the custom form.
// CHECK-LABEL: func.func @generic
// CHECK-SAME:    (%[[S:.*]]: memref<4xf32>, %[[D:.*]]: memref<4xf32, 1>, %[[T:.*]]: memref<1xi32>, %[[N:.*]]: index)
// CHECK-NEXT:    affine.dma_start %[[S]][%[[N]] + 1], %[[D]][2], %[[T]][0], %[[N]] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
// CHECK-NEXT:    affine.dma_wait %[[T]][symbol(%[[N]])], %[[N]] : memref<1xi32>
// CHECK-NEXT:    return

// GENERIC-LABEL: sym_name = "generic"
// GENERIC:         "affine.dma_start"(%{{.*}}) {dst_map = #{{.*}}, note = "kept in the generic form only", src_map = #{{.*}}, tag_map = #{{.*}}}
func.func @generic(%src: memref<4xf32>, %dst: memref<4xf32, 1>, %tag: memref<1xi32>, %n: index) {
  "affine.dma_start"(%src, %n, %dst, %tag, %n) {src_map = affine_map<(d0) -> (d0 + 1)>, dst_map = affine_map<() -> (2)>, tag_map = affine_map<() -> (0)>, note = "kept in the generic form only"} : (memref<4xf32>, index, memref<4xf32, 1>, memref<1xi32>, index) -> ()
  "affine.dma_wait"(%tag, %n, %n, %n) {tag_map = affine_map<()[s0] -> (s0)>} : (memref<1xi32>, index, index, index) -> ()
  return
}

// The folds look through `memref.cast`s of ranked memrefs; `affine.dma_wait`
// has no result but stays (upstream declares no memory effects for it).
// CANON-LABEL: func.func @casts
// CANON-SAME:    (%[[S:.*]]: memref<4xf32>, %[[D:.*]]: memref<4xf32, 1>, %[[T:.*]]: memref<1xi32>, %[[N:.*]]: index)
// CANON-NEXT:    affine.dma_start %[[S]][%[[N]]], %[[D]][%[[N]]], %[[T]][0], %[[N]] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
// CANON-NEXT:    affine.dma_wait %[[T]][0], %[[N]] : memref<1xi32>
// CANON-NEXT:    return
func.func @casts(%src: memref<4xf32>, %dst: memref<4xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %s = memref.cast %src : memref<4xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  affine.dma_start %s[%n], %dst[%n], %t[0], %n : memref<?xf32>, memref<4xf32, 1>, memref<?xi32>
  affine.dma_wait %t[0], %n : memref<?xi32>
  return
}
