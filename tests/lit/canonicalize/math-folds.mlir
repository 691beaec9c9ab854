// Constant folds of the math ops (upstream's MathOps.cpp): elementary functions
// on f32/f64 through libm, rounding, sign operations and integer bit counts.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// CHECK-LABEL: func.func @absf() -> (f32, f64, vector<2xf32>, f16) {
// CHECK-NEXT:  %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:  %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:  %cst_2 = arith.constant 3.000000e+00 : f16
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2 : f32, f64, vector<2xf32>, f16
// CHECK-NEXT:  }
func.func @absf() -> (f32, f64, vector<2xf32>, f16) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant -0.0 : f64
  %c = arith.constant dense<[-1.0, 2.0]> : vector<2xf32>
  %d = arith.constant -3.0 : f16
  %0 = math.absf %a : f32
  %1 = math.absf %b : f64
  %2 = math.absf %c : vector<2xf32>
  %3 = math.absf %d : f16
  return %0, %1, %2, %3 : f32, f64, vector<2xf32>, f16
}

// CHECK-LABEL: func.func @absi() -> (i32, i8, vector<2xi16>) {
// CHECK-NEXT:  %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:  %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:  %cst = arith.constant dense<[3, 4]> : vector<2xi16>
// CHECK-NEXT:  return %c7_i32, %c-128_i8, %cst : i32, i8, vector<2xi16>
// CHECK-NEXT:  }
func.func @absi() -> (i32, i8, vector<2xi16>) {
  %a = arith.constant -7 : i32
  %b = arith.constant -128 : i8
  %c = arith.constant dense<[-3, 4]> : vector<2xi16>
  %0 = math.absi %a : i32
  %1 = math.absi %b : i8
  %2 = math.absi %c : vector<2xi16>
  return %0, %1, %2 : i32, i8, vector<2xi16>
}

// CHECK-LABEL: func.func @bit_counts() -> (i32, i32, i32, i8, i8, i8) {
// CHECK-NEXT:  %c26_i32 = arith.constant 26 : i32
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:  %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:  return %c26_i32, %c3_i32, %c2_i32, %c8_i8, %c8_i8, %c0_i8 : i32, i32, i32, i8, i8, i8
// CHECK-NEXT:  }
func.func @bit_counts() -> (i32, i32, i32, i8, i8, i8) {
  %a = arith.constant 40 : i32
  %z = arith.constant 0 : i8
  %0 = math.ctlz %a : i32
  %1 = math.cttz %a : i32
  %2 = math.ctpop %a : i32
  %3 = math.ctlz %z : i8
  %4 = math.cttz %z : i8
  %5 = math.ctpop %z : i8
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i8, i8, i8
}

// CHECK-LABEL: func.func @rounding() -> (f32, f32, f32, f32, f32, f64, f64) {
// CHECK-NEXT:  %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant -3.000000e+00 : f64
// CHECK-NEXT:  %cst_2 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT:  return %cst, %cst_0, %cst, %cst_0, %cst_0, %cst_1, %cst_2 : f32, f32, f32, f32, f32, f64, f64
// CHECK-NEXT:  }
func.func @rounding() -> (f32, f32, f32, f32, f32, f64, f64) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -2.5 : f64
  %0 = math.ceil %a : f32
  %1 = math.floor %a : f32
  %2 = math.round %a : f32
  %3 = math.roundeven %a : f32
  %4 = math.trunc %a : f32
  %5 = math.round %b : f64
  %6 = math.roundeven %b : f64
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f64, f64
}

// CHECK-LABEL: func.func @rounding_vector() -> (vector<3xf32>, vector<3xf64>) {
// CHECK-NEXT:  %cst = arith.constant dense<[1.000000e+00, -2.000000e+00, 0.000000e+00]> : vector<3xf32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[2.000000e+00, -1.000000e+00, 3.000000e+00]> : vector<3xf64>
// CHECK-NEXT:  return %cst, %cst_0 : vector<3xf32>, vector<3xf64>
// CHECK-NEXT:  }
func.func @rounding_vector() -> (vector<3xf32>, vector<3xf64>) {
  %a = arith.constant dense<[1.5, -1.5, 0.25]> : vector<3xf32>
  %b = arith.constant dense<[1.5, -1.5, 2.75]> : vector<3xf64>
  %0 = math.floor %a : vector<3xf32>
  %1 = math.ceil %b : vector<3xf64>
  return %0, %1 : vector<3xf32>, vector<3xf64>
}

// CHECK-LABEL: func.func @sqrt() -> (f32, f64, f32, vector<2xf32>) {
// CHECK-NEXT:  %cst = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NEXT:  %cst_0 = arith.constant -4.000000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT:  %0 = math.sqrt %cst_0 : f32
// CHECK-NEXT:  return %cst_1, %cst_2, %0, %cst : f32, f64, f32, vector<2xf32>
// CHECK-NEXT:  }
func.func @sqrt() -> (f32, f64, f32, vector<2xf32>) {
  %a = arith.constant 16.0 : f32
  %b = arith.constant 2.0 : f64
  %n = arith.constant -4.0 : f32
  %v = arith.constant dense<9.0> : vector<2xf32>
  %0 = math.sqrt %a : f32
  %1 = math.sqrt %b : f64
  %2 = math.sqrt %n : f32
  %3 = math.sqrt %v : vector<2xf32>
  return %0, %1, %2, %3 : f32, f64, f32, vector<2xf32>
}

// CHECK-LABEL: func.func @exp_family() -> (f32, f64, f32, f64) {
// CHECK-NEXT:  %cst = arith.constant 2.71828175 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 1.6487212707001282 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 0.64872127070012819 : f64
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2 : f32, f64, f32, f64
// CHECK-NEXT:  }
func.func @exp_family() -> (f32, f64, f32, f64) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0.5 : f64
  %0 = math.exp %a : f32
  %1 = math.exp %b : f64
  %2 = math.exp2 %a : f32
  %3 = math.expm1 %b : f64
  return %0, %1, %2, %3 : f32, f64, f32, f64
}

// CHECK-LABEL: func.func @log_family() -> (f32, f64, f32, f64, f32) {
// CHECK-NEXT:  %cst = arith.constant 2.07944155 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 4.6151205168412597 : f64
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst : f32, f64, f32, f64, f32
// CHECK-NEXT:  }
func.func @log_family() -> (f32, f64, f32, f64, f32) {
  %a = arith.constant 8.0 : f32
  %b = arith.constant 100.0 : f64
  %0 = math.log %a : f32
  %1 = math.log10 %b : f64
  %2 = math.log2 %a : f32
  %3 = math.log1p %b : f64
  %4 = math.log %a : f32
  return %0, %1, %2, %3, %4 : f32, f64, f32, f64, f32
}

// CHECK-LABEL: func.func @log_negative() -> (f32, f64, f32) {
// CHECK-NEXT:  %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT:  %0 = math.log %cst : f32
// CHECK-NEXT:  %1 = math.log2 %cst_0 : f64
// CHECK-NEXT:  %2 = math.log1p %cst : f32
// CHECK-NEXT:  return %0, %1, %2 : f32, f64, f32
// CHECK-NEXT:  }
func.func @log_negative() -> (f32, f64, f32) {
  %n = arith.constant -2.0 : f32
  %m = arith.constant -2.0 : f64
  %0 = math.log %n : f32
  %1 = math.log2 %m : f64
  %2 = math.log1p %n : f32
  return %0, %1, %2 : f32, f64, f32
}

// CHECK-LABEL: func.func @trig() -> (f32, f64, f32, f64) {
// CHECK-NEXT:  %cst = arith.constant 0.47942555 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0.31532236239526867 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 0.546302497 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 0.89605538457134393 : f64
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2 : f32, f64, f32, f64
// CHECK-NEXT:  }
func.func @trig() -> (f32, f64, f32, f64) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 1.25 : f64
  %0 = math.sin %a : f32
  %1 = math.cos %b : f64
  %2 = math.tan %a : f32
  %3 = math.atan %b : f64
  return %0, %1, %2, %3 : f32, f64, f32, f64
}

// CHECK-LABEL: func.func @hyperbolic() -> (f32, f64, f32) {
// CHECK-NEXT:  %cst = arith.constant 0.521095276 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 1.8884238771610158 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 0.462117165 : f32
// CHECK-NEXT:  return %cst, %cst_0, %cst_1 : f32, f64, f32
// CHECK-NEXT:  }
func.func @hyperbolic() -> (f32, f64, f32) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 1.25 : f64
  %0 = math.sinh %a : f32
  %1 = math.cosh %b : f64
  %2 = math.tanh %a : f32
  return %0, %1, %2 : f32, f64, f32
}

// CHECK-LABEL: func.func @inverse_trig() -> (f32, f64, f32, f64, f32) {
// CHECK-NEXT:  %cst = arith.constant 0.52359879 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0.69314718055994529 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 1.04719758 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 1.0475930126492587 : f64
// CHECK-NEXT:  %cst_3 = arith.constant 0.549306154 : f32
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f64, f32, f64, f32
// CHECK-NEXT:  }
func.func @inverse_trig() -> (f32, f64, f32, f64, f32) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 1.25 : f64
  %0 = math.asin %a : f32
  %1 = math.acosh %b : f64
  %2 = math.acos %a : f32
  %3 = math.asinh %b : f64
  %4 = math.atanh %a : f32
  return %0, %1, %2, %3, %4 : f32, f64, f32, f64, f32
}

// CHECK-LABEL: func.func @powf_atan2() -> (f32, f64, f32) {
// CHECK-NEXT:  %cst = arith.constant 1.024000e+03 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 1.7320508075688772 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 0.197395563 : f32
// CHECK-NEXT:  return %cst, %cst_0, %cst_1 : f32, f64, f32
// CHECK-NEXT:  }
func.func @powf_atan2() -> (f32, f64, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 10.0 : f32
  %c = arith.constant 3.0 : f64
  %d = arith.constant 0.5 : f64
  %0 = math.powf %a, %b : f32
  %1 = math.powf %c, %d : f64
  %2 = math.atan2 %a, %b : f32
  return %0, %1, %2 : f32, f64, f32
}

// CHECK-LABEL: func.func @fma_copysign() -> (f32, f64, f32, f16) {
// CHECK-NEXT:  %cst = arith.constant -1.500000e+00 : f16
// CHECK-NEXT:  %cst_0 = arith.constant -4.000000e+00 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:  %cst_3 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:  %0 = math.fma %cst_1, %cst_2, %cst_3 : f32
// CHECK-NEXT:  return %0, %cst_0, %cst_3, %cst : f32, f64, f32, f16
// CHECK-NEXT:  }
func.func @fma_copysign() -> (f32, f64, f32, f16) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %c = arith.constant 0.5 : f32
  %d = arith.constant -1.0 : f64
  %e = arith.constant 4.0 : f64
  %h = arith.constant 1.5 : f16
  %g = arith.constant -2.0 : f16
  %0 = math.fma %a, %b, %c : f32
  %1 = math.copysign %e, %d : f64
  %2 = math.copysign %c, %a : f32
  %3 = math.copysign %h, %g : f16
  return %0, %1, %2, %3 : f32, f64, f32, f16
}

// CHECK-LABEL: func.func @f16_not_folded() -> (f16, f16, bf16) {
// CHECK-NEXT:  %cst = arith.constant 4.000000e+00 : f16
// CHECK-NEXT:  %cst_0 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:  %0 = math.sqrt %cst : f16
// CHECK-NEXT:  %1 = math.exp %cst : f16
// CHECK-NEXT:  %2 = math.sin %cst_0 : bf16
// CHECK-NEXT:  return %0, %1, %2 : f16, f16, bf16
// CHECK-NEXT:  }
func.func @f16_not_folded() -> (f16, f16, bf16) {
  %a = arith.constant 4.0 : f16
  %b = arith.constant 1.0 : bf16
  %0 = math.sqrt %a : f16
  %1 = math.exp %a : f16
  %2 = math.sin %b : bf16
  return %0, %1, %2 : f16, f16, bf16
}

// CHECK-LABEL: func.func @non_constant(%arg0: f32, %arg1: i32) -> (f32, i32) {
// CHECK-NEXT:  %0 = math.sqrt %arg0 : f32
// CHECK-NEXT:  %1 = math.ctpop %arg1 : i32
// CHECK-NEXT:  return %0, %1 : f32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  }
func.func @non_constant(%x: f32, %i: i32) -> (f32, i32) {
  %0 = math.sqrt %x : f32
  %1 = math.ctpop %i : i32
  return %0, %1 : f32, i32
}
