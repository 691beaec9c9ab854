memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<4xi32> = uninitialized
memref.global @ext : memref<3xf16>
memref.global "private" @al : memref<2xi8> = dense<0> {alignment = 64}
