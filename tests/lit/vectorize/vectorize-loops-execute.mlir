// REQUIRES: mlir-runner
// The vectorized kernels compute what the scalar loops do: the same
// program, with vectorize-loops off (the skipper) and on, lowered and run
// by upstream, prints the same lanes and checksums, bitwise (the dot
// product's float sum is reassociated across lanes, but its values are
// small integers, which every order adds exactly).
// RUN: strata-opt %s --vectorize-loops=enable=false \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %s --vectorize-loops=target=avx512 --canonicalize --lower-vectorize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %s --vectorize-loops=target=sse4.2 --lower-vectorize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK:      -1.5
// CHECK-NEXT: -30932
// CHECK-NEXT: 9200
// CHECK-NEXT: 47300
// CHECK-NEXT: -7437
// CHECK-NEXT: 63
// CHECK-NEXT: 1433630
// CHECK-NEXT: 46173

// b[j] = a[j] * -0.5 + 1 for 37 elements (strip-mined, with a tail).
func.func @strip(%a: memref<64xf32>, %b: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %h = arith.constant -0.5 : f32
  %one = arith.constant 1.0 : f32
  scf.for %j = %c0 to %c37 step %c1 {
    %x = memref.load %a[%j] : memref<64xf32>
    %y = arith.mulf %x, %h : f32
    %z = arith.addf %y, %one : f32
    memref.store %z, %b[%j] : memref<64xf32>
  } {vectorize.vectorized}
  return
}

// c[j] = a[2j] (a gather), i32, 24 elements.
func.func @stride2(%a: memref<64xi32>, %c: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c24 = arith.constant 24 : index
  scf.for %j = %c0 to %c24 step %c1 {
    %k = arith.muli %j, %c2 : index
    %x = memref.load %a[%k] : memref<64xi32>
    memref.store %x, %c[%j] : memref<64xi32>
  } {vectorize.vectorized}
  return
}

// e[3j] = a[j] + 1 (a stride-3 scatter), i32, 20 elements: the lanes
// between stay as they were.
func.func @scatter3(%a: memref<64xi32>, %e: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c20 = arith.constant 20 : index
  %one = arith.constant 1 : i32
  scf.for %j = %c0 to %c20 step %c1 {
    %x = memref.load %a[%j] : memref<64xi32>
    %y = arith.addi %x, %one : i32
    %k = arith.muli %j, %c3 : index
    memref.store %y, %e[%k] : memref<64xi32>
  } {vectorize.vectorized}
  return
}

// sum(a[i] * b[i] - 3) in chunks of 8: the outer loop threads the sum, so
// the vector accumulator is hoisted out of it (one reduction in all).
func.func @split_dot(%x: memref<64xi32>, %y: memref<64xi32>, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c3 = arith.constant 3 : i32
  %r = scf.for %o = %c0 to %c64 step %c8 iter_args(%acc = %init) -> (i32) {
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc2 = %acc) -> (i32) {
      %i = arith.addi %o, %j : index
      %a = memref.load %x[%i] : memref<64xi32>
      %b = memref.load %y[%i] : memref<64xi32>
      %p = arith.muli %a, %b : i32
      %q = arith.subi %p, %c3 : i32
      %t = arith.addi %acc2, %q : i32
      scf.yield %t : i32
    } {vectorize.vectorized}
    scf.yield %s : i32
  }
  return %r : i32
}

// d[4i + j] = max(a[4i + j] - 20, 0), TVM-style nest.
func.func @relu(%a: memref<64xi32>, %d: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : i32
  %zero = arith.constant 0 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %i4 = arith.muli %i, %c4 : index
      %k = arith.addi %i4, %j : index
      %x = memref.load %a[%k] : memref<64xi32>
      %y = arith.subi %x, %c20 : i32
      %p = arith.cmpi sgt, %y, %zero : i32
      %r = arith.select %p, %y, %zero : i32
      memref.store %r, %d[%k] : memref<64xi32>
    } {vectorize.vectorized}
  }
  return
}

// sum(a[j] * b[j]) over 37 elements (f32, a reduction with a tail) and
// max(a[j]) over 64 (i32).
func.func @dot(%x: memref<64xf32>, %y: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %c37 step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %x[%j] : memref<64xf32>
    %b = memref.load %y[%j] : memref<64xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  } {vectorize.vectorized}
  return %r : f32
}

func.func @max(%x: memref<64xi32>, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %j = %c0 to %c64 step %c1 iter_args(%acc = %init) -> (i32) {
    %a = memref.load %x[%j] : memref<64xi32>
    %s = arith.maxsi %acc, %a : i32
    scf.yield %s : i32
  } {vectorize.vectorized}
  return %r : i32
}

func.func @sum_i32(%m: memref<64xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %m[%i] : memref<64xi32>
    %k = arith.index_cast %i : index to i32
    %one = arith.constant 1 : i32
    %w = arith.addi %k, %one : i32
    %xw = arith.muli %x, %w : i32
    %n = arith.addi %acc, %xw : i32
    scf.yield %n : i32
  }
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %ai = memref.alloc() : memref<64xi32>
  %ci = memref.alloc() : memref<64xi32>
  %di = memref.alloc() : memref<64xi32>
  %fz = arith.constant 0.0 : f32
  %iz = arith.constant 0 : i32
  scf.for %i = %c0 to %c64 step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    memref.store %f, %a[%i] : memref<64xf32>
    memref.store %fz, %b[%i] : memref<64xf32>
    memref.store %k, %ai[%i] : memref<64xi32>
    memref.store %iz, %ci[%i] : memref<64xi32>
    memref.store %iz, %di[%i] : memref<64xi32>
  }
  call @strip(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  %b5 = memref.load %b[%c5] : memref<64xf32>
  vector.print %b5 : f32
  call @stride2(%ai, %ci) : (memref<64xi32>, memref<64xi32>) -> ()
  call @relu(%ai, %di) : (memref<64xi32>, memref<64xi32>) -> ()
  %bi = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    %x = memref.load %b[%i] : memref<64xf32>
    %t = arith.constant 4.0 : f32
    %y = arith.mulf %x, %t : f32
    %k = arith.fptosi %y : f32 to i32
    memref.store %k, %bi[%i] : memref<64xi32>
  }
  %sb = call @sum_i32(%bi) : (memref<64xi32>) -> i32
  vector.print %sb : i32
  %sc = call @sum_i32(%ci) : (memref<64xi32>) -> i32
  vector.print %sc : i32
  %sd = call @sum_i32(%di) : (memref<64xi32>) -> i32
  vector.print %sd : i32
  %dt = call @dot(%a, %b) : (memref<64xf32>, memref<64xf32>) -> f32
  %dti = arith.fptosi %dt : f32 to i32
  vector.print %dti : i32
  %m0 = arith.constant -7 : i32
  %mx = call @max(%ai, %m0) : (memref<64xi32>, i32) -> i32
  vector.print %mx : i32
  %ei = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    %k = arith.index_cast %i : index to i32
    %m = arith.constant 1000 : i32
    %v = arith.subi %m, %k : i32
    memref.store %v, %ei[%i] : memref<64xi32>
  }
  call @scatter3(%ai, %ei) : (memref<64xi32>, memref<64xi32>) -> ()
  %se = call @sum_i32(%ei) : (memref<64xi32>) -> i32
  vector.print %se : i32
  %d0 = arith.constant 11 : i32
  %sd2 = call @split_dot(%ai, %di, %d0) : (memref<64xi32>, memref<64xi32>, i32) -> i32
  vector.print %sd2 : i32
  return
}
