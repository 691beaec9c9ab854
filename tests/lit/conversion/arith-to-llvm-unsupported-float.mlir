// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s
// arith.cmpf of a float type LLVM lacks (f4E2M1FN, converted to i4) is left,
// as the one-to-one lowerings leave its other float ops; llvm.select takes
// the converted values. Expected output is mlir-opt-22's.

// CHECK-LABEL: func.func @cmpf_f4(%arg0: f4E2M1FN, %arg1: f4E2M1FN, %arg2: i1) -> (i1, f4E2M1FN) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : f4E2M1FN to i4
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : f4E2M1FN to i4
// CHECK-NEXT: %2 = arith.cmpf oeq, %arg0, %arg1 : f4E2M1FN
// CHECK-NEXT: %3 = llvm.select %arg2, %1, %0 : i1, i4
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i4 to f4E2M1FN
// CHECK-NEXT: return %2, %4 : i1, f4E2M1FN
// CHECK-NEXT: }
func.func @cmpf_f4(%a: f4E2M1FN, %b: f4E2M1FN, %c: i1) -> (i1, f4E2M1FN) {
  %0 = arith.cmpf oeq, %a, %b : f4E2M1FN
  %1 = arith.select %c, %a, %b : f4E2M1FN
  return %0, %1 : i1, f4E2M1FN
}

// CHECK-LABEL: func.func @cmpf_f32(%arg0: f32, %arg1: f32) -> i1 {
// CHECK-NEXT: %0 = llvm.fcmp "olt" %arg0, %arg1 : f32
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
func.func @cmpf_f32(%a: f32, %b: f32) -> i1 {
  %0 = arith.cmpf olt, %a, %b : f32
  return %0 : i1
}
