// REQUIRES: mlir-runner
// The ramp rules preserve meaning: the kernel prints the same lanes whether
// strata's canonicalize rewrites the ramps first or lower-vectorize lowers
// them as written, once upstream lowers the output to LLVM and runs it.
// RUN: strata-opt %s --canonicalize --lower-vectorize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %s --lower-vectorize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK:      ( 102, 107, 112, 117 )
// CHECK-NEXT: ( 98, 93, 88, 83 )
// CHECK-NEXT: ( 6, 21, 36, 51 )
// CHECK-NEXT: 17
// CHECK-NEXT: ( 2147483647, -2147483648, -2147483647, -2147483646 )
// CHECK-NEXT: ( 2, 3, 4, 5 )
// CHECK-NEXT: ( 100, 100, 100, 100 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 )
func.func @kernel(%b: index, %s: index, %x: index, %bi: i32, %si: i32, %xi: i32, %m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = vectorize.ramp %b, %s : vector<4xindex>
  %xv = vector.broadcast %x : index to vector<4xindex>
  %add = arith.addi %r, %xv : vector<4xindex>
  vector.print %add : vector<4xindex>
  %sub = arith.subi %xv, %r : vector<4xindex>
  vector.print %sub : vector<4xindex>
  %c3 = arith.constant dense<3> : vector<4xindex>
  %mul = arith.muli %c3, %r : vector<4xindex>
  vector.print %mul : vector<4xindex>
  %e = vector.extract %r[3] : index from vector<4xindex>
  vector.print %e : index
  %ri = vectorize.ramp %bi, %si : vector<4xi32>
  %xiv = vector.broadcast %xi : i32 to vector<4xi32>
  %addi = arith.addi %ri, %xiv : vector<4xi32>
  vector.print %addi : vector<4xi32>
  %g = vectorize.ramp %b, %c1 : vector<4xindex>
  %mask = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %v = vector.gather %m[%c0][%g], %mask, %pass : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %v : vector<4xf32>
  %z = vectorize.ramp %x, %c0 : vector<4xindex>
  vector.print %z : vector<4xindex>
  %all = vectorize.ramp %c0, %c1 : vector<16xindex>
  %i32s = arith.index_cast %all : vector<16xindex> to vector<16xi32>
  %f = arith.sitofp %i32s : vector<16xi32> to vector<16xf32>
  vector.print %f : vector<16xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    memref.store %f, %m[%i] : memref<16xf32>
  }
  %b = arith.constant 2 : index
  %s = arith.constant 5 : index
  %x = arith.constant 100 : index
  %bi = arith.constant 2147483646 : i32
  %si = arith.constant 1 : i32
  %xi = arith.constant 1 : i32
  call @kernel(%b, %s, %x, %bi, %si, %xi, %m) : (index, index, index, i32, i32, i32, memref<16xf32>) -> ()
  memref.dealloc %m : memref<16xf32>
  return
}
