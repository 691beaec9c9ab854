func.func @m(%a: memref<4x8xf32>, %i: index) {
  %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  memref.prefetch %a[%i, %i], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %a[%i, %i], write, locality<0>, instr : memref<4x8xf32>
  memref.alloca_scope {
    "t.x"() : () -> ()
  }
  %r = memref.alloca_scope -> (i32) {
    %v = "t.v"() : () -> i32
    memref.alloca_scope.return %v : i32
  }
  "t.u"(%r) : (i32) -> ()
  return
}
