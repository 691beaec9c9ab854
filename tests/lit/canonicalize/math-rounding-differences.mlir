// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// math rounding folds where strata knowingly differs from mlir-opt-22
// (docs/differences.md): APFloat::roundToIntegral adds and subtracts
// 2^(p-1), which f8E3M4 and f6E2M3FN cannot hold (upstream folds every
// value to NaN or zero) and which gives values f8E8M0FNU does not have;
// strata leaves these ops.
// conformance: rewrite-differs (mlir-opt-22 folds to wrong values)

// CHECK-LABEL: func.func @rounding_unfolded() -> (f8E3M4, f6E2M3FN, f8E8M0FNU) {
// CHECK-NEXT:  %cst = arith.constant 2.500000e+00 : f8E3M4
// CHECK-NEXT:  %cst_0 = arith.constant 1.500000e+00 : f6E2M3FN
// CHECK-NEXT:  %cst_1 = arith.constant 5.000000e-01 : f8E8M0FNU
// CHECK-NEXT:  %0 = math.ceil %cst : f8E3M4
// CHECK-NEXT:  %1 = math.floor %cst_0 : f6E2M3FN
// CHECK-NEXT:  %2 = math.roundeven %cst_1 : f8E8M0FNU
// CHECK-NEXT:  return %0, %1, %2 : f8E3M4, f6E2M3FN, f8E8M0FNU
// CHECK-NEXT:  }
func.func @rounding_unfolded() -> (f8E3M4, f6E2M3FN, f8E8M0FNU) {
  %a = arith.constant 2.5 : f8E3M4
  %b = arith.constant 1.5 : f6E2M3FN
  %c = arith.constant 0.5 : f8E8M0FNU
  %0 = math.ceil %a : f8E3M4
  %1 = math.floor %b : f6E2M3FN
  %2 = math.roundeven %c : f8E8M0FNU
  return %0, %1, %2 : f8E3M4, f6E2M3FN, f8E8M0FNU
}
