// RUN: strata-opt %s --split-input-file --vectorize-loops --verify-diagnostics
// conformance: strata-only (vectorize-loops is strata's own pass: mlir-opt-22 does not have it)

// TVM's rule: a vectorized loop runs from 0 by 1 to a constant extent.
func.func @dynamic(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{failed to vectorize loop with extent of unknown value (a constant extent is needed)}}
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %a[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

func.func @lower_bound(%a: memref<?xf32>) {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error @+1 {{failed to vectorize loop with extent 8: it must run from 0 by 1 (lower bound 2, step 1)}}
  scf.for %j = %c2 to %c8 step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %a[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

func.func @empty(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{failed to vectorize loop with extent 0}}
  scf.for %j = %c0 to %c0 step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %a[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}
