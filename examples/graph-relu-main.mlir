// The driver of examples/graph-relu.mlir after graph-to-loops: fills
// x[i][j] = 4*i + j - 4 and y = 0.25, calls @relu_bias with out-parameters
// and prints both results row by row (vector.print).
// Not a standalone module: docs/graph-to-loops.md appends it to the lowered
// kernel's functions.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %quarter = arith.constant 0.25 : f32
  %x = memref.alloc() : memref<2x4xf32>
  %y = memref.alloc() : memref<2x4xf32>
  %r = memref.alloc() : memref<2x4xf32>
  %ri = memref.alloc() : memref<2x4xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %row = arith.muli %i, %c4 : index
      %k = arith.addi %row, %j : index
      %k4 = arith.subi %k, %c4 : index
      %ki = arith.index_cast %k4 : index to i32
      %v = arith.sitofp %ki : i32 to f32
      memref.store %v, %x[%i, %j] : memref<2x4xf32>
      memref.store %quarter, %y[%i, %j] : memref<2x4xf32>
    }
  }
  call @relu_bias(%x, %y, %r, %ri) : (memref<2x4xf32>, memref<2x4xf32>, memref<2x4xf32>, memref<2x4xi32>) -> ()
  scf.for %i = %c0 to %c2 step %c1 {
    %vf = vector.load %r[%i, %c0] : memref<2x4xf32>, vector<4xf32>
    vector.print %vf : vector<4xf32>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %vi = vector.load %ri[%i, %c0] : memref<2x4xi32>, vector<4xi32>
    vector.print %vi : vector<4xi32>
  }
  memref.dealloc %x : memref<2x4xf32>
  memref.dealloc %y : memref<2x4xf32>
  memref.dealloc %r : memref<2x4xf32>
  memref.dealloc %ri : memref<2x4xi32>
  return
}
