// strata-run's test of strata's own lowering (--lower-with=strata): loops,
// branches, heap and stack memrefs, calls passing memrefs and returning
// several values; nothing upstream lowers but the casts' cleanup.
func.func @fill(%m: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %m[%i] : memref<?xi64>
  }
  return
}

func.func @stats(%m: memref<?xi64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %zero = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero, %mx = %zero) -> (i64, i64) {
    %x = memref.load %m[%i] : memref<?xi64>
    %s2 = arith.addi %s, %x : i64
    %big = arith.cmpi sgt, %x, %mx : i64
    %mx2 = arith.select %big, %x, %mx : i64
    scf.yield %s2, %mx2 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %heap = memref.alloc(%c10) : memref<?xi64>
  call @fill(%heap, %c10) : (memref<?xi64>, index) -> ()
  %s:2 = call @stats(%heap) : (memref<?xi64>) -> (i64, i64)
  vector.print %s#0 : i64
  vector.print %s#1 : i64
  %stack = memref.alloca() : memref<4x4xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f64
      %half = arith.constant 0.5 : f64
      %v = arith.mulf %f, %half : f64
      memref.store %v, %stack[%i, %j] : memref<4x4xf64>
    }
  }
  %c3 = arith.constant 3 : index
  %u = memref.load %stack[%c3, %c3] : memref<4x4xf64>
  vector.print %u : f64
  memref.dealloc %heap : memref<?xi64>
  return
}
