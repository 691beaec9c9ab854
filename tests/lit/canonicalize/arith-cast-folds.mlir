// Folds of the arith casts: ext/trunc, index casts, bitcast, int<->float, extf/truncf.
// The CHECK lines are what `mlir-opt-22 --canonicalize` prints for this
// file (folds only: no arith pattern applies to these inputs), so both
// tools pass it.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// ext(ext(x)) and trunci(trunci(x)) fold in place; trunci(ext(x)) gives x (flags ignored).
// CHECK-LABEL: func.func @int_chains(%arg0: i8, %arg1: i32, %arg2: vector<2xi8>) -> (i64, i64, i8, i8, vector<2xi8>, i8, i8) {
// CHECK-NEXT:  %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:  %1 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:  %2 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT:  %3 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT:  return %0, %1, %2, %arg0, %arg2, %3, %arg0 : i64, i64, i8, i8, vector<2xi8>, i8, i8
// CHECK-NEXT:  }
func.func @int_chains(%x: i8, %y: i32, %v: vector<2xi8>) -> (i64, i64, i8, i8, vector<2xi8>, i8, i8) {
  %a1 = arith.extsi %x : i8 to i16
  %a = arith.extsi %a1 : i16 to i64
  %b1 = arith.extui %x : i8 to i16
  %b = arith.extui %b1 : i16 to i64
  %d1 = arith.extui %y : i32 to i64
  %d = arith.trunci %d1 : i64 to i8
  %e = arith.trunci %a1 overflow<nsw> : i16 to i8
  %ev = arith.extui %v : vector<2xi8> to vector<2xi32>
  %f = arith.trunci %ev : vector<2xi32> to vector<2xi8>
  %g1 = arith.trunci %y : i32 to i16
  %g = arith.trunci %g1 : i16 to i8
  %j = arith.trunci %b1 overflow<nuw> : i16 to i8
  return %a, %b, %d, %e, %f, %g, %j : i64, i64, i8, i8, vector<2xi8>, i8, i8
}

// Constant ext/trunc/index casts (index values are 64 bits wide), splat and dense.
// CHECK-LABEL: func.func @int_constants() -> (i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>) {
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:  %c-51_i8 = arith.constant -51 : i8
// CHECK-NEXT:  %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:  %c-5 = arith.constant -5 : index
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:  %c4294967291 = arith.constant 4294967291 : index
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT:  %cst = arith.constant dense<[255, 127]> : vector<2xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<-2> : vector<2xi64>
// CHECK-NEXT:  %cst_1 = arith.constant dense<[0, -1]> : tensor<2xi8>
// CHECK-NEXT:  return %c-1_i32, %c255_i32, %c-51_i8, %c-1_i64, %c-5, %c0_i32, %c0_i16, %c4294967291, %false, %c-5_i64, %cst, %cst_0, %cst_1 : i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>
// CHECK-NEXT:  }
func.func @int_constants() -> (i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>) {
  %m1 = arith.constant -1 : i8
  %a = arith.extsi %m1 : i8 to i32
  %b = arith.extui %m1 : i8 to i32
  %w = arith.constant 0x1234ABCD : i32
  %c = arith.trunci %w : i32 to i8
  %t = arith.constant true
  %d = arith.extsi %t : i1 to i64
  %n = arith.constant -5 : i32
  %e = arith.index_cast %n : i32 to index
  %big = arith.constant -4294967296 : index
  %f = arith.index_cast %big : index to i32
  %g = arith.index_castui %big : index to i16
  %h = arith.index_castui %n : i32 to index
  %i = arith.index_cast %big : index to i1
  %j = arith.index_cast %e : index to i64
  %dv = arith.constant dense<[-1, 127]> : vector<2xi8>
  %k = arith.extui %dv : vector<2xi8> to vector<2xi32>
  %sv = arith.constant dense<-2> : vector<2xi32>
  %l = arith.extsi %sv : vector<2xi32> to vector<2xi64>
  %tv = arith.constant dense<[256, 511]> : tensor<2xi32>
  %m = arith.trunci %tv : tensor<2xi32> to tensor<2xi8>
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>
}

// Bit patterns move unchanged between integers and floats, NaN payloads included; shaped poison does not fold.
// CHECK-LABEL: func.func @int_bitcasts() -> (f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64) {
// CHECK-NEXT:  %c9221120237041090561_i64 = arith.constant 9221120237041090561 : i64
// CHECK-NEXT:  %0 = ub.poison : vector<2xf32>
// CHECK-NEXT:  %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %c-16896_i16 = arith.constant -16896 : i16
// CHECK-NEXT:  %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT:  %cst_1 = arith.constant dense<[0.000000e+00, -0.000000e+00]> : vector<2xf32>
// CHECK-NEXT:  %cst_2 = arith.constant dense<1073741824> : vector<2xi32>
// CHECK-NEXT:  %cst_3 = arith.constant 7.812500e-03 : bf16
// CHECK-NEXT:  %1 = ub.poison : f32
// CHECK-NEXT:  %2 = arith.bitcast %0 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:  return %cst, %c1065353216_i32, %c-16896_i16, %cst_0, %cst_1, %cst_2, %cst_3, %1, %2, %c9221120237041090561_i64 : f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64
// CHECK-NEXT:  }
func.func @int_bitcasts() -> (f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64) {
  %one = arith.constant 1.0 : f32
  %a = arith.bitcast %one : f32 to i32
  %i = arith.constant 1065353216 : i32
  %b = arith.bitcast %i : i32 to f32
  %h = arith.constant -1.5 : f16
  %c = arith.bitcast %h : f16 to i16
  %s = arith.constant 31744 : i16
  %d = arith.bitcast %s : i16 to f16
  %dv = arith.constant dense<[0, -2147483648]> : vector<2xi32>
  %e = arith.bitcast %dv : vector<2xi32> to vector<2xf32>
  %fv = arith.constant dense<2.0> : vector<2xf32>
  %f = arith.bitcast %fv : vector<2xf32> to vector<2xi32>
  %bh = arith.constant 1.0 : f16
  %g = arith.bitcast %bh : f16 to bf16
  %p = ub.poison : i32
  %k = arith.bitcast %p : i32 to f32
  %pv = ub.poison : vector<2xf32>
  %l = arith.bitcast %pv : vector<2xf32> to vector<2xi32>
  %n = arith.constant 0x7FF8000000000001 : f64
  %m = arith.bitcast %n : f64 to i64
  return %b, %a, %c, %d, %e, %f, %g, %k, %l, %m : f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64
}

// Poison casts to poison.
// CHECK-LABEL: func.func @int_poison() -> (i64, i16, index) {
// CHECK-NEXT:  %0 = ub.poison : i64
// CHECK-NEXT:  %1 = ub.poison : i16
// CHECK-NEXT:  %2 = ub.poison : index
// CHECK-NEXT:  return %0, %1, %2 : i64, i16, index
// CHECK-NEXT:  }
func.func @int_poison() -> (i64, i16, index) {
  %p = ub.poison : i32
  %a = arith.extsi %p : i32 to i64
  %b = arith.trunci %p : i32 to i16
  %c = arith.index_cast %p : i32 to index
  return %a, %b, %c : i64, i16, index
}

// sitofp/uitofp round to nearest even at the target format (overflow: inf, or NaN where there is no inf).
// CHECK-LABEL: func.func @fp_int_to_float() -> (f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16) {
// CHECK-NEXT:  %cst = arith.constant -2.14748365E+9 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT:  %cst_2 = arith.constant 2.560000e+02 : bf16
// CHECK-NEXT:  %cst_3 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:  %cst_4 = arith.constant 0x4340000000000000 : f64
// CHECK-NEXT:  %cst_5 = arith.constant 2.048000e+03 : f16
// CHECK-NEXT:  %cst_6 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_7 = arith.constant dense<[-1.000000e+00, 0x4B800000]> : vector<2xf32>
// CHECK-NEXT:  %cst_8 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:  %cst_9 = arith.constant 3.40282366920938463463374607431768211E+38 : f128
// CHECK-NEXT:  %cst_10 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10 : f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16
// CHECK-NEXT:  }
func.func @fp_int_to_float() -> (f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16) {
  %min = arith.constant -2147483648 : i32
  %a = arith.sitofp %min : i32 to f32
  %b = arith.uitofp %min : i32 to f32
  %big = arith.constant 65520 : i32
  %c = arith.uitofp %big : i32 to f16
  %d0 = arith.constant 257 : i32
  %d = arith.sitofp %d0 : i32 to bf16
  %t = arith.constant true
  %e = arith.sitofp %t : i1 to f32
  %l = arith.constant 9007199254740993 : i64
  %f = arith.sitofp %l : i64 to f64
  %h0 = arith.constant 2049 : i16
  %g = arith.uitofp %h0 : i16 to f16
  %z = arith.constant 0 : i8
  %h = arith.sitofp %z : i8 to f32
  %dv = arith.constant dense<[-1, 16777217]> : vector<2xi32>
  %i = arith.sitofp %dv : vector<2xi32> to vector<2xf32>
  %e8 = arith.constant 1000 : i32
  %j = arith.sitofp %e8 : i32 to f8E4M3FN
  %wide = arith.constant 340282366920938463463374607431768211455 : i128
  %k = arith.uitofp %wide : i128 to f128
  %m = arith.uitofp %t : i1 to f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %m : f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16
}

// fptosi/fptoui truncate toward zero and fold only in range (never NaN or inf).
// CHECK-LABEL: func.func @fp_float_to_int() -> (i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32) {
// CHECK-NEXT:  %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %cst = arith.constant dense<[-3, 3]> : vector<2xi16>
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:  %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 1.84467441E+19 : f32
// CHECK-NEXT:  %cst_2 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:  %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:  %cst_4 = arith.constant 1.280000e+02 : f32
// CHECK-NEXT:  %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:  %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:  %0 = arith.fptosi %cst_4 : f32 to i8
// CHECK-NEXT:  %1 = arith.fptosi %cst_3 : f32 to i32
// CHECK-NEXT:  %2 = arith.fptoui %cst_2 : f32 to i1
// CHECK-NEXT:  %3 = arith.fptoui %cst_1 : f32 to i64
// CHECK-NEXT:  %4 = arith.fptosi %cst_0 : f32 to i32
// CHECK-NEXT:  return %c-128_i8, %c127_i8, %0, %c0_i8, %1, %true, %2, %3, %c-128_i8, %4, %cst, %c0_i32, %c-2147483648_i32 : i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32
// CHECK-NEXT:  }
func.func @fp_float_to_int() -> (i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32) {
  %f1 = arith.constant -128.9 : f32
  %f2 = arith.constant 127.9 : f32
  %f3 = arith.constant 128.0 : f32
  %f4 = arith.constant -0.9 : f32
  %a = arith.fptosi %f1 : f32 to i8
  %b = arith.fptosi %f2 : f32 to i8
  %c = arith.fptosi %f3 : f32 to i8
  %d = arith.fptoui %f4 : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %e = arith.fptosi %nan : f32 to i32
  %m1 = arith.constant -1.0 : f32
  %f = arith.fptosi %m1 : f32 to i1
  %g = arith.fptoui %m1 : f32 to i1
  %two64 = arith.constant 1.8446744073709552e19 : f32
  %h = arith.fptoui %two64 : f32 to i64
  %i = arith.fptoui %f3 : f32 to i8
  %inf = arith.constant 0xFF800000 : f32
  %j = arith.fptosi %inf : f32 to i32
  %dv = arith.constant dense<[-3.75, 3.75]> : vector<2xf64>
  %k = arith.fptosi %dv : vector<2xf64> to vector<2xi16>
  %nz = arith.constant -0.0 : f16
  %l = arith.fptoui %nz : f16 to i32
  %bf = arith.constant -2.147483648e9 : bf16
  %m = arith.fptosi %bf : bf16 to i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32
}

// extf/truncf fold only when exact; NaN payloads move with the precision; signaling NaNs and -0 into FNUZ do not fold.
// CHECK-LABEL: func.func @fp_ext_trunc() -> (f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16) {
// CHECK-NEXT:  %cst = arith.constant 1.007810e+00 : f16
// CHECK-NEXT:  %cst_0 = arith.constant 4.480000e+02 : f64
// CHECK-NEXT:  %cst_1 = arith.constant 3.000000e+00 : f80
// CHECK-NEXT:  %cst_2 = arith.constant dense<[1.500000e+00, -2.000000e+00]> : vector<2xf64>
// CHECK-NEXT:  %cst_3 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT:  %cst_4 = arith.constant 0x7FF8040000000000 : f64
// CHECK-NEXT:  %cst_5 = arith.constant 0.000000e+00 : f8E5M2FNUZ
// CHECK-NEXT:  %cst_6 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT:  %cst_7 = arith.constant 0x7FF8000020000000 : f64
// CHECK-NEXT:  %cst_8 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:  %cst_9 = arith.constant 1.00390625 : f32
// CHECK-NEXT:  %cst_10 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:  %cst_11 = arith.constant 0x7FF8000000000001 : f64
// CHECK-NEXT:  %cst_12 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:  %cst_13 = arith.constant 0x7F800001 : f32
// CHECK-NEXT:  %cst_14 = arith.constant 9.99999993E-9 : f32
// CHECK-NEXT:  %cst_15 = arith.constant 6.552000e+04 : f32
// CHECK-NEXT:  %cst_16 = arith.constant 5.960460e-08 : f16
// CHECK-NEXT:  %0 = arith.truncf %cst_14 : f32 to f16
// CHECK-NEXT:  %1 = arith.truncf %cst_15 : f32 to f16
// CHECK-NEXT:  %2 = arith.extf %cst_13 : f32 to f64
// CHECK-NEXT:  %3 = arith.truncf %cst_11 : f64 to f16
// CHECK-NEXT:  %4 = arith.truncf %cst_12 : f32 to f8E4M3FN
// CHECK-NEXT:  %5 = arith.truncf %cst_10 : f32 to f8E5M2FNUZ
// CHECK-NEXT:  %6 = arith.truncf %cst_9 to_nearest_even : f32 to bf16
// CHECK-NEXT:  %7 = arith.truncf %cst_8 : f64 to f32
// CHECK-NEXT:  return %cst_16, %0, %1, %cst_7, %2, %cst_6, %3, %4, %5, %cst_5, %6, %cst_4, %cst_3, %7, %cst_2, %cst_1, %cst_0, %cst : f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16
// CHECK-NEXT:  }
func.func @fp_ext_trunc() -> (f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16) {
  %a0 = arith.constant 5.9604644775390625e-8 : f32
  %b0 = arith.constant 1.0e-8 : f32
  %c0 = arith.constant 65520.0 : f32
  %a = arith.truncf %a0 : f32 to f16
  %b = arith.truncf %b0 : f32 to f16
  %c = arith.truncf %c0 : f32 to f16
  %n = arith.constant 0x7FC00001 : f32
  %sn = arith.constant 0x7F800001 : f32
  %d = arith.extf %n : f32 to f64
  %e = arith.extf %sn : f32 to f64
  %ninf = arith.constant 0xFF800000 : f32
  %f = arith.extf %ninf : f32 to f64
  %dn = arith.constant 0x7FF8000000000001 : f64
  %g = arith.truncf %dn : f64 to f16
  %h = arith.truncf %ninf : f32 to f8E4M3FN
  %nz = arith.constant -0.0 : f32
  %i = arith.truncf %nz : f32 to f8E5M2FNUZ
  %pz = arith.constant 0.0 : f32
  %j = arith.truncf %pz : f32 to f8E5M2FNUZ
  %r = arith.constant 1.00390625 : f32
  %k = arith.truncf %r to_nearest_even : f32 to bf16
  %hn = arith.constant 0x7E01 : f16
  %l = arith.extf %hn : f16 to f64
  %dn2 = arith.constant 0x7FF8000020000000 : f64
  %m = arith.truncf %dn2 : f64 to f32
  %x = arith.constant 0.1 : f64
  %o = arith.truncf %x : f64 to f32
  %tq = arith.constant 0.25 : f64
  %q = arith.truncf %tq downward : f64 to f32
  %hv = arith.constant dense<[1.5, -2.0]> : vector<2xf16>
  %s = arith.extf %hv : vector<2xf16> to vector<2xf64>
  %tf = arith.constant 3.0 : f64
  %u = arith.extf %tf : f64 to f80
  %e4 = arith.constant 448.0 : f8E4M3FN
  %w = arith.extf %e4 : f8E4M3FN to f64
  %bb = arith.constant 1.0078125 : f32
  %y = arith.truncf %bb : f32 to f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %o, %s, %u, %w, %y : f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16
}

// truncf(extf(x)) folds when representable; extf(truncf(x)) only under contract on both.
// CHECK-LABEL: func.func @fp_chains(%arg0: f32, %arg1: f16, %arg2: bf16) -> (f32, f16, f32, f32, f16, f32) {
// CHECK-NEXT:  %0 = arith.extf %arg2 : bf16 to f64
// CHECK-NEXT:  %1 = arith.truncf %0 : f64 to f32
// CHECK-NEXT:  %2 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT:  %3 = arith.extf %2 : f16 to f32
// CHECK-NEXT:  return %arg0, %arg1, %1, %3, %arg1, %arg0 : f32, f16, f32, f32, f16, f32
// CHECK-NEXT:  }
func.func @fp_chains(%x: f32, %h: f16, %b: bf16) -> (f32, f16, f32, f32, f16, f32) {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %a = arith.extf %t fastmath<contract> : f16 to f32
  %e2 = arith.extf %h : f16 to f32
  %c = arith.truncf %e2 : f32 to f16
  %eb = arith.extf %b : bf16 to f64
  %d = arith.truncf %eb : f64 to f32
  %t3 = arith.truncf %x : f32 to f16
  %e = arith.extf %t3 : f16 to f32
  %e5 = arith.extf %h : f16 to f64
  %f = arith.truncf %e5 : f64 to f16
  %t6 = arith.truncf %x fastmath<fast> : f32 to f16
  %g = arith.extf %t6 fastmath<contract> : f16 to f32
  return %a, %c, %d, %e, %f, %g : f32, f16, f32, f32, f16, f32
}
