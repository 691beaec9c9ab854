// RUN: strata-opt %s --split-input-file --verify-diagnostics
// conformance: strata-only (mlir-opt-22 crashes on these generic DMA ops: it reads a missing map or operand unchecked)
// Generic DMA ops without a map or with fewer operands than the maps take:
// errors in strata (upstream's C++ accessors read past them).

func.func @no_tag_map(%t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_wait' op requires attribute 'tag_map'}}
  "affine.dma_wait"(%t, %n, %n) : (memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @src_map_not_a_map(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op attribute 'src_map' failed to satisfy constraint: AffineMap attribute}}
  "affine.dma_start"(%m, %m, %t, %n) {src_map = 0 : index, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, memref<4xf32>, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @start_missing_tag(%m: memref<4xf32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %n, %m) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, index, memref<4xf32>) -> ()
  return
}

// -----

func.func @wait_missing_num_elements(%t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_wait' op incorrect number of operands}}
  "affine.dma_wait"(%t, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index) -> ()
  return
}
