// Folds of the arith float ops, correctly rounded at each format's own width.
// The CHECK lines are what `mlir-opt-22 --canonicalize` prints for this
// file (folds only: no arith pattern applies to these inputs), so both
// tools pass it.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// x + -0, x - +0, x * 1, x / 1, x * 0 under nnan+nsz, negf(negf(x)), min/max neutral constants.
// CHECK-LABEL: func.func @fp_identities(%arg0: f32, %arg1: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32) {
// CHECK-NEXT:  %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %0 = arith.addf %arg0, %cst_0 : f32
// CHECK-NEXT:  %1 = arith.subf %arg0, %cst : f32
// CHECK-NEXT:  %2 = arith.mulf %arg0, %cst_0 fastmath<nnan> : f32
// CHECK-NEXT:  %3 = arith.remf %arg0, %cst_1 : f32
// CHECK-NEXT:  return %arg0, %0, %arg0, %1, %arg0, %cst_0, %cst, %2, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32
// CHECK-NEXT:  }
func.func @fp_identities(%x: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.addf %x, %nz : f32
  %b = arith.addf %x, %pz : f32
  %c = arith.subf %x, %pz : f32
  %d = arith.subf %x, %nz : f32
  %e = arith.mulf %x, %one : f32
  %f = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  %g = arith.mulf %x, %nz fastmath<fast> : f32
  %h = arith.mulf %x, %pz fastmath<nnan> : f32
  %i = arith.divf %x, %one : f32
  %j = arith.maximumf %x, %ninf : f32
  %k = arith.minimumf %x, %pinf : f32
  %l = arith.maxnumf %x, %nan : f32
  %m = arith.minnumf %x, %nan : f32
  %n1 = arith.negf %x : f32
  %n = arith.negf %n1 : f32
  %o = arith.maximumf %x, %x : f32
  %vo = arith.constant dense<1.0> : vector<2xf32>
  %p = arith.mulf %v, %vo : vector<2xf32>
  %vz = arith.constant dense<-0.0> : vector<2xf32>
  %q = arith.addf %v, %vz : vector<2xf32>
  %r = arith.remf %x, %one : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p, %q, %r : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32
}

// f16 and bf16 computed at their own precision (1 + 2^-11 ties to even), overflow to inf, subnormals, exact remainders.
// CHECK-LABEL: func.func @fp_rounding() -> (f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16) {
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:  %cst_0 = arith.constant 1.001950e+00 : f16
// CHECK-NEXT:  %cst_1 = arith.constant 2.032520e-05 : f16
// CHECK-NEXT:  %cst_2 = arith.constant 1.015630e+00 : bf16
// CHECK-NEXT:  %cst_3 = arith.constant 0x7F80 : bf16
// CHECK-NEXT:  %cst_4 = arith.constant 3.359380e-01 : bf16
// CHECK-NEXT:  %cst_5 = arith.constant 0x7C00 : f16
// CHECK-NEXT:  %cst_6 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:  %cst_7 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT:  %cst_8 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:  %cst_9 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:  %cst_10 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:  %cst_11 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_12 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT:  %cst_13 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13 : f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16
// CHECK-NEXT:  }
func.func @fp_rounding() -> (f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16) {
  %h1 = arith.constant 1.0 : f16
  %h2 = arith.constant 4.8828125e-4 : f16
  %a = arith.addf %h1, %h2 : f16
  %h3 = arith.constant 1.4648438e-3 : f16
  %b = arith.addf %h1, %h3 : f16
  %h4 = arith.constant 6.103515625e-5 : f16
  %h5 = arith.constant 3.0 : f16
  %c = arith.divf %h4, %h5 : f16
  %b1 = arith.constant 1.0078125 : bf16
  %d = arith.mulf %b1, %b1 : bf16
  %b2 = arith.constant 3.3895313892515355e38 : bf16
  %e = arith.addf %b2, %b2 : bf16
  %b3 = arith.constant 3.0 : bf16
  %f = arith.divf %b1, %b3 : bf16
  %h6 = arith.constant 65504.0 : f16
  %h7 = arith.constant 16.0 : f16
  %g = arith.addf %h6, %h7 : f16
  %f1 = arith.constant 16777216.0 : f32
  %f2 = arith.constant 1.0 : f32
  %h = arith.addf %f1, %f2 : f32
  %d1 = arith.constant 0.1 : f64
  %d2 = arith.constant 0.2 : f64
  %i = arith.addf %d1, %d2 : f64
  %h8 = arith.constant 5.5 : f16
  %h9 = arith.constant 2.0 : f16
  %j = arith.remf %h8, %h9 : f16
  %f3 = arith.constant -5.5 : f32
  %k = arith.remf %f3, %f2 : f32
  %f4 = arith.constant -4.0 : f32
  %l = arith.remf %f4, %f2 : f32
  %f5 = arith.constant 1.0e-45 : f32
  %f6 = arith.constant 0.5 : f32
  %m = arith.mulf %f5, %f6 : f32
  %b4 = arith.constant 1.0e-40 : bf16
  %n = arith.mulf %b4, %b4 : bf16
  %h10 = arith.constant 5.9604644775390625e-8 : f16
  %o = arith.subf %h10, %h10 : f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o : f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16
}

// NaN operands pass through (quieted, sign and payload kept); invalid operations give the default NaN; signed zeros.
// CHECK-LABEL: func.func @fp_specials() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:  %cst = arith.constant 0xFFC00002 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT:  %cst_3 = arith.constant 0x7FC00003 : f32
// CHECK-NEXT:  %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:  %cst_5 = arith.constant 0x7FC00002 : f32
// CHECK-NEXT:  %cst_6 = arith.constant 0xFF800003 : f32
// CHECK-NEXT:  %cst_7 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:  return %cst, %cst, %cst_2, %cst_3, %cst_4, %cst_4, %cst_4, %cst_4, %cst_5, %cst, %cst_3, %cst_6, %cst_7, %cst_1, %cst_0, %cst_1, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:  }
func.func @fp_specials() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %qn = arith.constant 0x7FC00001 : f32
  %nqn = arith.constant 0xFFC00002 : f32
  %sn = arith.constant 0x7F800003 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.addf %one, %nqn : f32
  %b = arith.subf %one, %nqn : f32
  %c = arith.addf %qn, %nqn : f32
  %d = arith.mulf %one, %sn : f32
  %e = arith.addf %inf, %ninf : f32
  %f = arith.mulf %z, %inf : f32
  %g = arith.divf %z, %z : f32
  %h = arith.remf %one, %z : f32
  %i = arith.negf %nqn : f32
  %j = arith.divf %nqn, %one : f32
  %k = arith.remf %sn, %one : f32
  %l = arith.negf %sn : f32
  %m = arith.divf %one, %nz : f32
  %n = arith.addf %nz, %nz : f32
  %o = arith.subf %z, %z : f32
  %p = arith.subf %nz, %z : f32
  %q = arith.mulf %nz, %one : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p, %q : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// maximumf/minimumf propagate NaN; maxnumf/minnumf prefer numbers over quiet NaNs; -0 < +0.
// CHECK-LABEL: func.func @fp_min_max() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>) {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 0x7FC00003 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %cst_3 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT:  %cst_4 = arith.constant dense<[0x7FC00005, 0x7FC00003, 0.000000e+00]> : vector<3xf32>
// CHECK-NEXT:  %cst_5 = arith.constant dense<[0x7FC00005, 0x7FC00003, -0.000000e+00]> : vector<3xf32>
// CHECK-NEXT:  return %cst, %cst, %cst_0, %cst, %cst, %cst_0, %cst_0, %cst_1, %cst_1, %cst_2, %cst_3, %cst_1, %cst_4, %cst_5, %cst_4, %cst_5 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>
// CHECK-NEXT:  }
func.func @fp_min_max() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>) {
  %qn = arith.constant 0x7FC00001 : f32
  %sn = arith.constant 0x7F800003 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.maximumf %z, %nz : f32
  %b = arith.maximumf %nz, %z : f32
  %c = arith.minimumf %z, %nz : f32
  %d = arith.maxnumf %nz, %z : f32
  %e = arith.maxnumf %z, %nz : f32
  %f = arith.minnumf %z, %nz : f32
  %g = arith.minnumf %nz, %z : f32
  %h = arith.maximumf %sn, %one : f32
  %i = arith.maxnumf %sn, %one : f32
  %j = arith.minnumf %qn, %one : f32
  %k = arith.maximumf %qn, %one : f32
  %l = arith.minimumf %one, %sn : f32
  %va = arith.constant dense<[1.0, 0x7F800003, 0.0]> : vector<3xf32>
  %vb = arith.constant dense<[0x7F800005, 2.0, -0.0]> : vector<3xf32>
  %r1 = arith.maxnumf %va, %vb : vector<3xf32>
  %r2 = arith.minnumf %va, %vb : vector<3xf32>
  %r3 = arith.maximumf %va, %vb : vector<3xf32>
  %r4 = arith.minimumf %va, %vb : vector<3xf32>
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>
}

// Every format folds at its own width: f8 variants (NaN on overflow where there is no inf), f80, f128, tf32, f4/f6.
// CHECK-LABEL: func.func @fp_formats() -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16) {
// CHECK-NEXT:  %cst = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:  %cst_0 = arith.constant 2.000000e+00 : f8E5M2
// CHECK-NEXT:  %cst_1 = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT:  %cst_2 = arith.constant 0.333333333333333333342 : f80
// CHECK-NEXT:  %cst_3 = arith.constant 0.333333333333333333333333333333333317 : f128
// CHECK-NEXT:  %cst_4 = arith.constant 3.332520e-01 : tf32
// CHECK-NEXT:  %cst_5 = arith.constant 3.000000e+00 : f4E2M1FN
// CHECK-NEXT:  %cst_6 = arith.constant 4.000000e+00 : f8E8M0FNU
// CHECK-NEXT:  %cst_7 = arith.constant 0.33333333333333331 : f64
// CHECK-NEXT:  %cst_8 = arith.constant 0.000000e+00 : f8E5M2FNUZ
// CHECK-NEXT:  %cst_9 = arith.constant -1.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT:  %cst_10 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst, %cst_8, %cst_9, %cst_5, %cst_10 : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16
// CHECK-NEXT:  }
func.func @fp_formats() -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16) {
  %e1 = arith.constant 448.0 : f8E4M3FN
  %e2 = arith.constant 2.0 : f8E4M3FN
  %a = arith.mulf %e1, %e2 : f8E4M3FN
  %f1 = arith.constant 1.5 : f8E5M2
  %b = arith.mulf %f1, %f1 : f8E5M2
  %u1 = arith.constant 1.0 : f8E4M3FNUZ
  %c = arith.subf %u1, %u1 : f8E4M3FNUZ
  %x1 = arith.constant 1.0 : f80
  %x2 = arith.constant 3.0 : f80
  %d = arith.divf %x1, %x2 : f80
  %q1 = arith.constant 1.0 : f128
  %q2 = arith.constant 3.0 : f128
  %e = arith.divf %q1, %q2 : f128
  %t1 = arith.constant 1.0 : tf32
  %t2 = arith.constant 3.0 : tf32
  %f = arith.divf %t1, %t2 : tf32
  %g1 = arith.constant 1.5 : f4E2M1FN
  %g = arith.addf %g1, %g1 : f4E2M1FN
  %m1 = arith.constant 2.0 : f8E8M0FNU
  %h = arith.mulf %m1, %m1 : f8E8M0FNU
  %d1 = arith.constant 1.0 : f64
  %d3 = arith.constant 3.0 : f64
  %i = arith.divf %d1, %d3 : f64
  %ez = arith.constant 0.0 : f8E4M3FN
  %j = arith.divf %e2, %ez : f8E4M3FN
  %uz = arith.constant 0.0 : f8E5M2FNUZ
  %u2 = arith.constant -2.0 : f8E5M2FNUZ
  %k = arith.mulf %u2, %uz : f8E5M2FNUZ
  %l = arith.negf %u1 : f8E4M3FNUZ
  %g2 = arith.constant 2.0 : f4E2M1FN
  %m = arith.mulf %g2, %g1 : f4E2M1FN
  %hh = arith.constant 2.0 : f16
  %n = arith.remf %hh, %hh : f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16
}

// Splat and dense float constants, and poison.
// CHECK-LABEL: func.func @fp_shaped(%arg0: tensor<?xf32>) -> (vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>) {
// CHECK-NEXT:  %cst = arith.constant dense<[0.333333343, 0.833333313]> : vector<2xf32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<0.000000e+00> : tensor<2x2xf16>
// CHECK-NEXT:  %cst_1 = arith.constant dense<[-1.000000e+00, 1.000000e+00]> : vector<2xbf16>
// CHECK-NEXT:  %0 = ub.poison : vector<2xf32>
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %0 : vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>
// CHECK-NEXT:  }
func.func @fp_shaped(%t: tensor<?xf32>) -> (vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>) {
  %a = arith.constant dense<[1.0, 2.5]> : vector<2xf32>
  %b = arith.constant dense<3.0> : vector<2xf32>
  %r1 = arith.divf %a, %b : vector<2xf32>
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %r2 = arith.subf %c, %c : tensor<2x2xf16>
  %d = arith.constant dense<[1.0, -1.0]> : vector<2xbf16>
  %r3 = arith.negf %d : vector<2xbf16>
  %p = ub.poison : vector<2xf32>
  %r4 = arith.addf %a, %p : vector<2xf32>
  return %r1, %r2, %r3, %r4 : vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>
}
