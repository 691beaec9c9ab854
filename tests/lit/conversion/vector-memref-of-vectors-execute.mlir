// REQUIRES: mlir-runner
// Transfers of a memref whose elements are vectors, lowered by strata and by
// mlir-opt-22, write four rows and read two back: both print the same.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: mlir-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK: ( 2, 4, 6, 8 )
// CHECK-NEXT: ( 3, 6, 9, 12 )
func.func @main() {
  %m = memref.alloca() : memref<4xvector<4xf32>>
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %base = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = vector.broadcast %f : f32 to vector<4xf32>
    %row = arith.mulf %base, %s : vector<4xf32>
    vector.transfer_write %row, %m[%i] : vector<4xf32>, memref<4xvector<4xf32>>
  }
  %c2 = arith.constant 2 : index
  %r2 = vector.transfer_read %m[%c2], %pad : memref<4xvector<4xf32>>, vector<4xf32>
  vector.print %r2 : vector<4xf32>
  %r3b = vector.transfer_read %m[%c1], %pad : memref<4xvector<4xf32>>, vector<4xf32>
  %sum = arith.addf %r2, %r3b : vector<4xf32>
  vector.print %sum : vector<4xf32>
  return
}
