// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// math rounding and error-function folds (upstream's MathOps.cpp), each
// checked against mlir-opt-22 --canonicalize: ceil, floor and roundeven fold
// in every float format (APFloat::roundToIntegral: a zero keeps the sign, a
// signaling NaN is quieted); round and trunc, erf and erfc fold in f32 and
// f64 only.

// CHECK-LABEL: func.func @rounding_f16(%arg0: f16) -> (f16, f16, f16, f16, f16, f16, f16, f16) {
// CHECK-NEXT:  %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:  %cst_0 = arith.constant 3.000000e+00 : f16
// CHECK-NEXT:  %cst_1 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:  %cst_2 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:  %cst_3 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:  %0 = math.round %cst : f16
// CHECK-NEXT:  %1 = math.trunc %cst : f16
// CHECK-NEXT:  return %cst_0, %cst_1, %cst_1, %cst_2, %cst_3, %cst_2, %0, %1 : f16, f16, f16, f16, f16, f16, f16, f16
// CHECK-NEXT:  }
func.func @rounding_f16(%x: f16) -> (f16, f16, f16, f16, f16, f16, f16, f16) {
  %a = arith.constant 2.5 : f16
  %b = arith.constant -0.5 : f16
  %0 = math.ceil %a : f16
  %1 = math.floor %a : f16
  %2 = math.roundeven %a : f16
  %3 = math.ceil %b : f16
  %4 = math.floor %b : f16
  %5 = math.roundeven %b : f16
  %6 = math.round %a : f16
  %7 = math.trunc %a : f16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, f16, f16, f16, f16, f16
}

// CHECK-LABEL: func.func @rounding_formats() -> (bf16, f80, f128, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, tf32) {
// CHECK-NEXT:  %cst = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT:  %cst_0 = arith.constant -2.000000e+00 : f80
// CHECK-NEXT:  %cst_1 = arith.constant 1.000000e+03 : f128
// CHECK-NEXT:  %cst_2 = arith.constant 5.000000e+00 : f8E4M3FN
// CHECK-NEXT:  %cst_3 = arith.constant 0.000000e+00 : f8E5M2FNUZ
// CHECK-NEXT:  %cst_4 = arith.constant 2.000000e+00 : f4E2M1FN
// CHECK-NEXT:  %cst_5 = arith.constant 1.010000e+02 : tf32
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : bf16, f80, f128, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, tf32
// CHECK-NEXT:  }
func.func @rounding_formats() -> (bf16, f80, f128, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, tf32) {
  %a = arith.constant 3.5 : bf16
  %b = arith.constant -1.25 : f80
  %c = arith.constant 1.0e3 : f128
  %d = arith.constant 5.5 : f8E4M3FN
  %e = arith.constant -0.25 : f8E5M2FNUZ
  %f = arith.constant 1.5 : f4E2M1FN
  %g = arith.constant 100.5 : tf32
  %0 = math.roundeven %a : bf16
  %1 = math.floor %b : f80
  %2 = math.ceil %c : f128
  %3 = math.floor %d : f8E4M3FN
  %4 = math.ceil %e : f8E5M2FNUZ
  %5 = math.roundeven %f : f4E2M1FN
  %6 = math.ceil %g : tf32
  return %0, %1, %2, %3, %4, %5, %6 : bf16, f80, f128, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, tf32
}

// CHECK-LABEL: func.func @rounding_vectors() -> (vector<3xbf16>, vector<2xf16>) {
// CHECK-NEXT:  %cst = arith.constant dense<[0.000000e+00, 2.000000e+00, -2.000000e+00]> : vector<3xbf16>
// CHECK-NEXT:  %cst_0 = arith.constant dense<7.000000e+00> : vector<2xf16>
// CHECK-NEXT:  return %cst, %cst_0 : vector<3xbf16>, vector<2xf16>
// CHECK-NEXT:  }
func.func @rounding_vectors() -> (vector<3xbf16>, vector<2xf16>) {
  %a = arith.constant dense<[0.5, 1.5, -2.5]> : vector<3xbf16>
  %b = arith.constant dense<7.75> : vector<2xf16>
  %0 = math.roundeven %a : vector<3xbf16>
  %1 = math.floor %b : vector<2xf16>
  return %0, %1 : vector<3xbf16>, vector<2xf16>
}

// CHECK-LABEL: func.func @rounding_special() -> (f32, f32, f32, f32, f64, f64) {
// CHECK-NEXT:  %cst = arith.constant 0x7FE00000 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 1.000000e+300 : f64
// CHECK-NEXT:  return %cst, %cst, %cst, %cst_0, %cst_1, %cst_1 : f32, f32, f32, f32, f64, f64
// CHECK-NEXT:  }
func.func @rounding_special() -> (f32, f32, f32, f32, f64, f64) {
  %snan = arith.constant 0x7FA00000 : f32
  %inf = arith.constant 0xFF800000 : f32
  %big = arith.constant 1.0e300 : f64
  %0 = math.ceil %snan : f32
  %1 = math.trunc %snan : f32
  %2 = math.round %snan : f32
  %3 = math.floor %inf : f32
  %4 = math.round %big : f64
  %5 = math.trunc %big : f64
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f64, f64
}

// CHECK-LABEL: func.func @round_trunc_f32_f64() -> (f32, f32, f64, f64) {
// CHECK-NEXT:  %cst = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 3.000000e+00 : f64
// CHECK-NEXT:  %cst_2 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2 : f32, f32, f64, f64
// CHECK-NEXT:  }
func.func @round_trunc_f32_f64() -> (f32, f32, f64, f64) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 0.49999997 : f32
  %c = arith.constant 2.5 : f64
  %d = arith.constant -0.75 : f64
  %0 = math.round %a : f32
  %1 = math.round %b : f32
  %2 = math.round %c : f64
  %3 = math.trunc %d : f64
  return %0, %1, %2, %3 : f32, f32, f64, f64
}

// CHECK-LABEL: func.func @erf(%arg0: f16) -> (f32, f64, f32, f64, f32, f16, vector<2xf32>) {
// CHECK-NEXT:  %cst = arith.constant dense<[1.000000e+00, 0.0046777348]> : vector<2xf32>
// CHECK-NEXT:  %cst_0 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT:  %cst_1 = arith.constant 0.520499885 : f32
// CHECK-NEXT:  %cst_2 = arith.constant -0.92290012825645817 : f64
// CHECK-NEXT:  %cst_3 = arith.constant 0.479500115 : f32
// CHECK-NEXT:  %cst_4 = arith.constant 1.9229001282564582 : f64
// CHECK-NEXT:  %cst_5 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %0 = math.erf %cst_0 : f16
// CHECK-NEXT:  return %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %0, %cst : f32, f64, f32, f64, f32, f16, vector<2xf32>
// CHECK-NEXT:  }
func.func @erf(%x: f16) -> (f32, f64, f32, f64, f32, f16, vector<2xf32>) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant -1.25 : f64
  %c = arith.constant 0x7F800000 : f32
  %h = arith.constant 0.5 : f16
  %v = arith.constant dense<[0.0, 2.0]> : vector<2xf32>
  %0 = math.erf %a : f32
  %1 = math.erf %b : f64
  %2 = math.erfc %a : f32
  %3 = math.erfc %b : f64
  %4 = math.erf %c : f32
  %5 = math.erf %h : f16
  %6 = math.erfc %v : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, f32, f64, f32, f16, vector<2xf32>
}
