// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// `i0` folds where mlir-opt-22 crashes (docs/differences.md): the
// int-to-float casts of an `i0` constant, and CmpFIntToFPConst on a cast
// from `i0`. The one `i0` value is 0, so strata folds them as it would
// a zero of any other width.
// conformance: rewrite-differs (mlir-opt-22 crashes)

// CHECK-LABEL: func.func @itofp_i0() -> (f32, f32) {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  return %cst, %cst : f32, f32
// CHECK-NEXT:  }
func.func @itofp_i0() -> (f32, f32) {
  %c0 = arith.constant 0 : i0
  %0 = arith.sitofp %c0 : i0 to f32
  %1 = arith.uitofp %c0 : i0 to f32
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @cmpf_itofp_i0(%arg0: i0) -> (i1, i1, i1, i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:  %0 = arith.cmpi sgt, %arg0, %c0_i0 : i0
// CHECK-NEXT:  %1 = arith.cmpi eq, %arg0, %c0_i0 : i0
// CHECK-NEXT:  return %true, %0, %1, %true : i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_itofp_i0(%a: i0) -> (i1, i1, i1, i1) {
  %half = arith.constant 2.5 : f32
  %zero = arith.constant 0.0 : f32
  %s = arith.sitofp %a : i0 to f32
  %u = arith.uitofp %a : i0 to f32
  %0 = arith.cmpf olt, %s, %half : f32
  %1 = arith.cmpf ogt, %s, %zero : f32
  %2 = arith.cmpf oeq, %u, %zero : f32
  %3 = arith.cmpf olt, %u, %half : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
