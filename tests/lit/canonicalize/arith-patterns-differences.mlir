// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// arith patterns where strata knowingly differs from mlir-opt-22
// (docs/differences.md):
// - SubISubILHSRHSLHS on a dynamically shaped tensor: upstream builds
//   `arith.constant dense<0> : tensor<?xi32>`, an elements attribute of
//   dynamic shape (invalid IR); strata leaves the op.
// - CmpFIntToFPConst on `cmpf false`/`cmpf true` of an int-to-float cast:
//   upstream crashes (no integer predicate); strata leaves the op.
// conformance: rewrite-differs (mlir-opt-22 builds an invalid constant or crashes)

// CHECK-LABEL: func.func @sub_sub_dynamic(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>) -> tensor<?xi32> {
// CHECK-NEXT:  %0 = arith.subi %arg0, %arg1 : tensor<?xi32>
// CHECK-NEXT:  %1 = arith.subi %0, %arg0 : tensor<?xi32>
// CHECK-NEXT:  return %1 : tensor<?xi32>
// CHECK-NEXT:  }
func.func @sub_sub_dynamic(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %s = arith.subi %a, %b : tensor<?xi32>
  %r = arith.subi %s, %a : tensor<?xi32>
  return %r : tensor<?xi32>
}

// CHECK-LABEL: func.func @cmpf_false_true(%arg0: i32) -> (i1, i1) {
// CHECK-NEXT:  %cst = arith.constant 4.000000e+00 : f64
// CHECK-NEXT:  %0 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT:  %1 = arith.cmpf false, %0, %cst : f64
// CHECK-NEXT:  %2 = arith.cmpf true, %0, %cst : f64
// CHECK-NEXT:  return %1, %2 : i1, i1
// CHECK-NEXT:  }
func.func @cmpf_false_true(%x: i32) -> (i1, i1) {
  %c = arith.constant 4.0 : f64
  %f = arith.sitofp %x : i32 to f64
  %r = arith.cmpf false, %f, %c : f64
  %s = arith.cmpf true, %f, %c : f64
  return %r, %s : i1, i1
}
