// RUN: strata-opt %s --split-input-file --vectorize-loops=enable=false | FileCheck %s --check-prefix=SKIP
// RUN: strata-opt %s --split-input-file --vectorize-loops=target=scalar | FileCheck %s --check-prefix=SKIP
// RUN: strata-opt %s --split-input-file --vectorize-loops --verify-diagnostics
// conformance: strata-only (vectorize-loops is strata's own pass: mlir-opt-22 does not have it)

// The skipper (enable=false, or the scalar target): marked loops stay as
// written, without the mark.
// SKIP-LABEL: func.func @tvm(
// SKIP:         scf.for
// SKIP:           scf.for
// SKIP:             memref.load
// SKIP-NOT:     vector.
// SKIP-NOT:     vectorize
func.func @tvm(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %i4 = arith.muli %i, %c4 : index
      %k = arith.addi %i4, %j : index
      %x = memref.load %A[%k] : memref<?xf32>
      %y = arith.addf %x, %one : f32
      memref.store %y, %A[%k] : memref<?xf32>
    } {vectorize.vectorized}
  }
  return
}

// -----

// A call in the body: the loop stays scalar, with a remark naming the op.
func.func private @ext(f32) -> f32
// SKIP-LABEL: func.func @call(
// SKIP:         func.call @ext
func.func @call(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    // expected-remark @+1 {{vectorize-loops: loop left scalar: 'func.call' cannot be vectorized}}
    %y = func.call @ext(%x) : (f32) -> f32
    memref.store %y, %a[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// A loop-carried value that is not a reduction (a running value used
// twice) stays scalar.
func.func @prefix(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  // expected-remark @+1 {{vectorize-loops: loop left scalar: loop-carried value #0 is not a reduction (acc = op(acc, x), yielded, used nowhere else)}}
  %r = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %a[%j] : memref<?xf32>
    %s = arith.addf %acc, %x : f32
    memref.store %s, %a[%j] : memref<?xf32>
    scf.yield %s : f32
  } {vectorize.vectorized}
  return %r : f32
}
