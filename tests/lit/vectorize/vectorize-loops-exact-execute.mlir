// REQUIRES: mlir-runner
// Vectorized loops compute exactly what the scalar loops do, on the cases
// where a vectorizer is easy to get wrong: i1 memory (a byte per element
// in a memref, a bit per lane in a vector), an i32 induction variable,
// any lower bound, step and dynamic extent, branches (if-converted, with
// masked stores), interleaved groups of strided loads and stores, and a
// float sum without
// `reassoc` on values whose sum depends on the order (printed bitwise).
// RUN: strata-opt %s --vectorize-loops=enable=false \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %s --vectorize-loops=target=avx512 --canonicalize --lower-vectorize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %s --vectorize-loops=target=sse4.2 --lower-vectorize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %s "--vectorize-loops=target=avx2 lanes=5" --canonicalize --lower-vectorize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// conformance: strata-only (vectorize-loops is strata's own pass: mlir-opt-22 does not have it)

func.func @copy_i1(%a: memref<8xi1>, %b: memref<8xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %a[%j] : memref<8xi1>
    memref.store %x, %b[%j] : memref<8xi1>
  } {vectorize.vectorized}
  return
}

// o[i] = 2 * a[i] for i in [5, 100) with an i32 induction variable.
func.func @double_i32(%a: memref<800xf32>, %o: memref<800xf32>) {
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %two = arith.constant 2.0 : f32
  scf.for %i = %c5 to %c100 step %c1 : i32 {
    %j = arith.index_cast %i : i32 to index
    %x = memref.load %a[%j] : memref<800xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %o[%j] : memref<800xf32>
  } {vectorize.vectorized}
  return
}

// o[i] = a[i] + 1 for i in [3, 777) by 1, and for i in [lb, ub) by 3.
func.func @bounds(%a: memref<800xf32>, %o: memref<800xf32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c777 = arith.constant 777 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c3 to %c777 step %c1 {
    %x = memref.load %a[%i] : memref<800xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %o[%i] : memref<800xf32>
  } {vectorize.vectorized}
  scf.for %i = %lb to %ub step %c3 {
    %x = memref.load %a[%i] : memref<800xf32>
    %y = arith.subf %x, %one : f32
    memref.store %y, %o[%i] : memref<800xf32>
  } {vectorize.vectorized}
  return
}

// The sum of a[i] for i in [0, 777): no `reassoc`, so in order. The same
// sum over an i32 induction variable by 2, and a product of factors near 1.
func.func @sums(%a: memref<800xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c777 = arith.constant 777 : index
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c701_i32 = arith.constant 701 : i32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s = scf.for %i = %c0 to %c777 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %a[%i] : memref<800xf32>
    %t = arith.addf %acc, %x : f32
    scf.yield %t : f32
  } {vectorize.vectorized}
  %s2 = scf.for %i = %c1_i32 to %c701_i32 step %c2_i32 iter_args(%acc = %zero) -> (f32) : i32 {
    %j = arith.index_cast %i : i32 to index
    %x = memref.load %a[%j] : memref<800xf32>
    %t = arith.addf %x, %acc : f32
    scf.yield %t : f32
  } {vectorize.vectorized}
  %scale = arith.constant 1.0e-8 : f32
  %near_one = arith.constant 0.999 : f32
  %p = scf.for %i = %c0 to %c777 step %c1 iter_args(%acc = %one) -> (f32) {
    %x = memref.load %a[%i] : memref<800xf32>
    %xs = arith.mulf %x, %scale : f32
    %y = arith.addf %xs, %near_one : f32
    %t = arith.mulf %acc, %y : f32
    scf.yield %t : f32
  } {vectorize.vectorized}
  return %s, %s2, %p : f32, f32, f32
}

// Branches, if-converted: o[i] = a[i] > 1e7 ? a[i] * 0.5 : a[i] + 1, and
// o[i + 1] = -a[i] only where a[i] < 100 (a masked store).
func.func @branches(%a: memref<800xf32>, %o: memref<800xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 1.0e7 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %hundred = arith.constant 100.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<800xf32>
    %p = arith.cmpf ogt, %x, %big : f32
    %y = scf.if %p -> f32 {
      %h = arith.mulf %x, %half : f32
      scf.yield %h : f32
    } else {
      %s = arith.addf %x, %one : f32
      scf.yield %s : f32
    }
    memref.store %y, %o[%i] : memref<800xf32>
  } {vectorize.vectorized}
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<800xf32>
    %p = arith.cmpf olt, %x, %hundred : f32
    scf.if %p {
      %j = arith.addi %i, %c1 : index
      %m = arith.negf %x : f32
      memref.store %m, %o[%j] : memref<800xf32>
    }
  } {vectorize.vectorized}
  return
}

// Interleaved groups: o[i] = a[2i] - a[2i+1] for i in [0, 399), then the
// triples of a reversed into o: o[3i + c] = a[3i + 2 - c] for i in [0, 266).
func.func @groups(%a: memref<800xf32>, %o: memref<800xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c266 = arith.constant 266 : index
  %c399 = arith.constant 399 : index
  scf.for %i = %c0 to %c399 step %c1 {
    %k = arith.muli %i, %c2 : index
    %k1 = arith.addi %k, %c1 : index
    %x = memref.load %a[%k] : memref<800xf32>
    %y = memref.load %a[%k1] : memref<800xf32>
    %d = arith.subf %x, %y : f32
    memref.store %d, %o[%i] : memref<800xf32>
  } {vectorize.vectorized}
  scf.for %i = %c0 to %c266 step %c1 {
    %k = arith.muli %i, %c3 : index
    %k1 = arith.addi %k, %c1 : index
    %k2 = arith.addi %k, %c2 : index
    %x0 = memref.load %a[%k] : memref<800xf32>
    %x1 = memref.load %a[%k1] : memref<800xf32>
    %x2 = memref.load %a[%k2] : memref<800xf32>
    memref.store %x2, %o[%k] : memref<800xf32>
    memref.store %x1, %o[%k1] : memref<800xf32>
    memref.store %x0, %o[%k2] : memref<800xf32>
  } {vectorize.vectorized}
  return
}

// An integer reduction (exact in any order): interleaved, with a vector
// epilogue and a scalar tail. The sum of a's bits times i, wrapping.
func.func @int_sum(%a: memref<800xf32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %a[%i] : memref<800xf32>
    %b = arith.bitcast %x : f32 to i32
    %k = arith.index_cast %i : index to i32
    %p = arith.muli %b, %k : i32
    %t = arith.addi %acc, %p : i32
    scf.yield %t : i32
  } {vectorize.vectorized}
  return %r : i32
}

// A split reduction whose inner loop leaves a short vector epilogue
// (33 = 32 + 1 on sse4.2's 4 x 4 lanes): the outer loop threads the sum,
// and the epilogue continues the main loop's accumulator, which must not
// be dropped when the reduction moves out of the outer loop.
func.func @split_sum(%a: memref<800xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c33 = arith.constant 33 : index
  %c100 = arith.constant 100 : index
  %init = arith.constant 7 : i32
  %r = scf.for %o = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (i32) {
    %base = arith.muli %o, %c100 : index
    %s = scf.for %j = %c0 to %c33 step %c1 iter_args(%acc2 = %acc) -> (i32) {
      %i = arith.addi %base, %j : index
      %x = memref.load %a[%i] : memref<800xf32>
      %b = arith.bitcast %x : f32 to i32
      %t = arith.addi %acc2, %b : i32
      scf.yield %t : i32
    } {vectorize.vectorized}
    scf.yield %s : i32
  }
  return %r : i32
}

// A checksum of o's bits (a polynomial hash mod 2^64 by an odd factor).
func.func @checksum(%o: memref<800xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c800 = arith.constant 800 : index
  %h0 = arith.constant 0 : i64
  %k = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %c800 step %c1 iter_args(%h1 = %h0) -> (i64) {
    %x = memref.load %o[%i] : memref<800xf32>
    %b = arith.bitcast %x : f32 to i32
    %w = arith.extui %b : i32 to i64
    %m = arith.muli %h1, %k : i64
    %h2 = arith.addi %m, %w : i64
    scf.yield %h2 : i64
  }
  return %h : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c800 = arith.constant 800 : index
  %bits = memref.alloc() : memref<8xi1>
  %bits2 = memref.alloc() : memref<8xi1>
  scf.for %i = %c0 to %c8 step %c1 {
    %r = arith.remui %i, %c3 : index
    %z = arith.cmpi eq, %r, %c0 : index
    memref.store %z, %bits[%i] : memref<8xi1>
  }
  call @copy_i1(%bits, %bits2) : (memref<8xi1>, memref<8xi1>) -> ()
  // CHECK:      1
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %bits2[%i] : memref<8xi1>
    %xi = arith.extui %x : i1 to i32
    vector.print %xi : i32
  }

  // a[i] = 1e8 where i % 7 == 0, else 0.37 * i: the float sums depend on
  // the order of the additions.
  %a = memref.alloc() : memref<800xf32>
  %o = memref.alloc() : memref<800xf32>
  %big = arith.constant 1.0e8 : f32
  %small = arith.constant 0.37 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c800 step %c1 {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %m = arith.mulf %f, %small : f32
    %q = arith.remui %i, %c7 : index
    %isbig = arith.cmpi eq, %q, %c0 : index
    %x = arith.select %isbig, %big, %m : f32
    memref.store %x, %a[%i] : memref<800xf32>
    memref.store %zero, %o[%i] : memref<800xf32>
  }
  call @double_i32(%a, %o) : (memref<800xf32>, memref<800xf32>) -> ()
  %h1 = call @checksum(%o) : (memref<800xf32>) -> i64
  // CHECK-NEXT: -6068936200134618654
  vector.print %h1 : i64
  %lb = arith.constant 11 : index
  %ub = arith.constant 790 : index
  call @bounds(%a, %o, %lb, %ub) : (memref<800xf32>, memref<800xf32>, index, index) -> ()
  %h2 = call @checksum(%o) : (memref<800xf32>) -> i64
  // CHECK-NEXT: -6619245758093865445
  vector.print %h2 : i64
  %n = arith.constant 799 : index
  call @branches(%a, %o, %n) : (memref<800xf32>, memref<800xf32>, index) -> ()
  %h3 = call @checksum(%o) : (memref<800xf32>) -> i64
  // CHECK-NEXT: 4097294955263435590
  vector.print %h3 : i64
  %o2 = memref.alloc() : memref<800xf32>
  scf.for %i = %c0 to %c800 step %c1 {
    memref.store %zero, %o2[%i] : memref<800xf32>
  }
  call @groups(%a, %o2) : (memref<800xf32>, memref<800xf32>) -> ()
  %h4 = call @checksum(%o2) : (memref<800xf32>) -> i64
  // CHECK-NEXT: -718397056009395307
  vector.print %h4 : i64
  %c797 = arith.constant 797 : index
  %is = call @int_sum(%a, %c797) : (memref<800xf32>, index) -> i32
  // CHECK-NEXT: 126936650
  vector.print %is : i32
  %ss = call @split_sum(%a) : (memref<800xf32>) -> i32
  // CHECK-NEXT: -601145818
  vector.print %ss : i32
  %s, %s2, %p = call @sums(%a) : (memref<800xf32>) -> (f32, f32, f32)
  %sb = arith.bitcast %s : f32 to i32
  %s2b = arith.bitcast %s2 : f32 to i32
  %pb = arith.bitcast %p : f32 to i32
  // CHECK-NEXT: 1344628499
  vector.print %sb : i32
  // CHECK-NEXT: 1335165761
  vector.print %s2b : i32
  // CHECK-NEXT: 1987641258
  vector.print %pb : i32
  return
}
