// A marked loop (vectorize-loops' input) and a main that runs it: strata-run
// must print the same with the loop vectorized as with it scalar, and the
// vectorized kernel @k must use the host's vector registers.
func.func @k(%a: memref<1024xf32>, %b: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  scf.for %j = %c0 to %c1000 step %c1 {
    %x = memref.load %a[%j] : memref<1024xf32>
    %y = arith.mulf %x, %two : f32
    %z = arith.addf %y, %one : f32
    memref.store %z, %b[%j] : memref<1024xf32>
  } {vectorize.vectorized}
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c999 = arith.constant 999 : index
  %c1024 = arith.constant 1024 : index
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc() : memref<1024xf32>
  scf.for %i = %c0 to %c1024 step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    memref.store %f, %a[%i] : memref<1024xf32>
  }
  call @k(%a, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  %v = vector.load %b[%c0] : memref<1024xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %last = memref.load %b[%c999] : memref<1024xf32>
  vector.print %last : f32
  memref.dealloc %a : memref<1024xf32>
  memref.dealloc %b : memref<1024xf32>
  return
}
