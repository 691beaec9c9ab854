// strata-run's test program: vector arithmetic, a loop over a memref and
// vector.print (through upstream's libmlir_c_runner_utils.so).
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<0.5> : vector<4xf32>
  %c = arith.addf %a, %b : vector<4xf32>
  %d = arith.mulf %c, %c : vector<4xf32>
  vector.print %d : vector<4xf32>
  %buf = memref.alloca() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    memref.store %sq, %buf[%i] : memref<8xi32>
  }
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %buf[%i] : memref<8xi32>
    %next = arith.addi %acc, %x : i32
    scf.yield %next : i32
  }
  vector.print %sum : i32
  %w = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %w : vector<8xi32>
  return
}

func.func @takes_arg(%x: i32) {
  return
}
