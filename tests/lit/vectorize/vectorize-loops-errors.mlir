// RUN: strata-opt %s --split-input-file --vectorize-loops --verify-diagnostics
// conformance: strata-only (vectorize-loops is strata's own pass: mlir-opt-22 does not have it)

// TVM's diagnostic stays for the case it was made for: a constant extent
// below 1 (the mark asks for a vector loop of no iteration).
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

// -----

func.func @backwards(%a: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  // expected-error @+1 {{failed to vectorize loop with extent -4}}
  scf.for %j = %c9 to %c5 step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %a[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// Any other loop the pass cannot vectorize stays scalar with a remark.
func.func @unsigned(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark @+1 {{vectorize-loops: loop left scalar: a loop with unsigned bounds (unsignedCmp) is not vectorized}}
  scf.for unsigned %j = %c0 to %n step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %a[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}
