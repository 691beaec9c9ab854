// RUN: strata-opt %s --split-input-file --verify-diagnostics
// The DMA ops' parse errors and verifiers, in upstream's wording (this file
// also passes under mlir-opt-22 --verify-diagnostics): memref operands where
// the maps' input counts place them, the stride pair, three types, operand
// counts, and indices that are `index` values and valid dimensions.

func.func @src_not_memref(%f: f32, %m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  affine.dma_start %f[], %m[%n], %t[%n], %n : f32, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @dst_not_memref(%f: tensor<4xf32>, %m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  affine.dma_start %m[%n], %f[%n], %t[%n], %n : memref<4xf32>, tensor<4xf32>, memref<1xi32>
  return
}

// -----

func.func @tag_unranked(%m: memref<4xf32>, %t: memref<*xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  affine.dma_start %m[%n], %m[%n], %t[], %n : memref<4xf32>, memref<4xf32>, memref<*xi32>
  return
}

// -----

func.func @one_stride(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %m[%n], %m[%n], %t[%n], %n, %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @two_types(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %m[%n], %m[%n], %t[%n], %n : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @src_not_dim(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%x], %m[%n], %t[%n], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @dst_not_dim(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%n], %m[%x], %t[%n], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @tag_not_dim(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%n], %m[%n], %t[%x], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @src_index_type(%m: memref<4xf32>, %t: memref<1xi32>, %n: index, %k: i32) {
  // expected-error@+1 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %k, %m, %n, %t, %n, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, i32, memref<4xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dst_index_type(%m: memref<4xf32>, %t: memref<1xi32>, %n: index, %k: i32) {
  // expected-error@+1 {{'affine.dma_start' op dst index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %n, %m, %k, %t, %n, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, i32, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @tag_index_type(%m: memref<4xf32>, %t: memref<1xi32>, %n: index, %k: i32) {
  // expected-error@+1 {{'affine.dma_start' op tag index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %n, %m, %n, %t, %k, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, index, memref<1xi32>, i32, index) -> ()
  return
}

// -----

func.func @operand_count(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %n, %m, %n, %t, %n, %n, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, index, memref<1xi32>, index, index, index) -> ()
  return
}

// -----

func.func @start_result(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op requires zero results}}
  %r = "affine.dma_start"(%m, %n, %m, %n, %t, %n, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, index, memref<1xi32>, index, index) -> index
  return
}

// -----

func.func @wait_tag_not_memref(%t: tensor<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %t[%n], %n : tensor<1xi32>
  return
}

// -----

func.func @wait_not_dim(%t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%x], %n : memref<1xi32>
  }
  return
}

// -----

func.func @wait_index_type(%t: memref<1xi32>, %n: index, %k: i32) {
  // expected-error@+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %k, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}

// -----

func.func @wait_generic_not_memref(%t: tensor<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_wait' op expected DMA tag to be of memref type}}
  "affine.dma_wait"(%t, %n, %n) {tag_map = affine_map<(d0) -> (d0)>} : (tensor<1xi32>, index, index) -> ()
  return
}

// -----

func.func @wait_result(%t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_wait' op requires zero results}}
  %r = "affine.dma_wait"(%t, %n, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index, index) -> i32
  return
}

// -----

func.func @wait_index_use_type(%t: memref<1xi32>, %k: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%k' expects different type than prior uses: 'index' vs 'i32'}}
  affine.dma_wait %t[%k], %k : memref<1xi32>
  return
}

// -----

// The source is checked before any map is read.
func.func @src_before_maps(%f: f32, %m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%f, %m, %t, %n) {src_map = affine_map<() -> ()>} : (f32, memref<4xf32>, memref<1xi32>, index) -> ()
  return
}
