#lb = affine_map<(d0)[s0] -> (d0 * 2, s0 + 1)>
func.func @forms(%m: memref<16x16xf32>, %n: index, %k: index, %f: f32) -> f32 {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)[%k]
  %1 = affine.min affine_map<(d0) -> (d0, 16)>(%0)
  %r = affine.for %i = max #lb(%n)[%k] to min affine_map<(d0) -> (d0, 16)>(%1) step 2 iter_args(%acc = %f) -> (f32) {
    %x = affine.load %m[%i + 1, symbol(%k) floordiv 2] : memref<16x16xf32>
    affine.store %x, %m[%i, %i] : memref<16x16xf32>
    %s = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n] -> f32 {
      affine.yield %x : f32
    } else {
      affine.yield %acc : f32
    }
    affine.yield %s : f32
  }
  %p = affine.parallel (%i, %j) = (0, max(%n, 2)) to (16, min(%n + 3, 15)) step (2, 1) reduce ("addf") -> f32 {
    %v = affine.vector_load %m[%i, %j] : memref<16x16xf32>, vector<4xf32>
    affine.vector_store %v, %m[%j, %i] : memref<16x16xf32>, vector<4xf32>
    affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<16x16xf32>
    %y = affine.load %m[%i, %j] : memref<16x16xf32>
    affine.yield %y : f32
  }
  return %r : f32
}

func.func @dma(%src: memref<16x16xf32>, %dst: memref<64xf32, 1>, %tag: memref<2xi32>, %n: index, %c8: index) {
  affine.for %i = 0 to 4 {
    affine.dma_start %src[%i * 4, symbol(%n)], %dst[%i floordiv 2 + 1], %tag[%i mod 2], %n : memref<16x16xf32>, memref<64xf32, 1>, memref<2xi32>
    affine.dma_start %src[0, %i], %dst[3], %tag[0], %n, %c8, %c8 : memref<16x16xf32>, memref<64xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%i mod 2], %n : memref<2xi32>
  }
  return
}
