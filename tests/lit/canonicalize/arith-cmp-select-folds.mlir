// Folds of arith.cmpi, arith.cmpf and arith.select.
// The CHECK lines are what `mlir-opt-22 --canonicalize` prints for this
// file (folds only: no arith pattern applies to these inputs), so both
// tools pass it.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// All ten integer predicates on constants (signed and unsigned readings differ).
// CHECK-LABEL: func.func @cs_cmpi_constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  return %false, %true, %true, %true, %false, %false, %false, %false, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cs_cmpi_constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.cmpi eq, %m1, %c5 : i32
  %b = arith.cmpi ne, %m1, %c5 : i32
  %c = arith.cmpi slt, %m1, %c5 : i32
  %d = arith.cmpi sle, %m1, %c5 : i32
  %e = arith.cmpi sgt, %m1, %c5 : i32
  %f = arith.cmpi sge, %m1, %c5 : i32
  %g = arith.cmpi ult, %m1, %c5 : i32
  %h = arith.cmpi ule, %m1, %c5 : i32
  %i = arith.cmpi ugt, %m1, %c5 : i32
  %j = arith.cmpi uge, %m1, %c5 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// Equal operands, i1 compared with 0/1, ext(i1) != 0 (not through tensors), constants moved right with the predicate swapped.
// CHECK-LABEL: func.func @cs_cmpi_forms(%arg0: i32, %arg1: i1, %arg2: vector<2xi1>, %arg3: vector<2xi32>, %arg4: tensor<?xi32>, %arg5: tensor<2xi1>) -> (i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1) {
// CHECK-NEXT:  %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = ub.poison : i32
// CHECK-NEXT:  %cst_0 = arith.constant dense<0> : tensor<2xi32>
// CHECK-NEXT:  %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:  %1 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:  %2 = arith.extsi %arg5 : tensor<2xi1> to tensor<2xi32>
// CHECK-NEXT:  %3 = arith.cmpi ne, %2, %cst_0 : tensor<2xi32>
// CHECK-NEXT:  %4 = arith.cmpi eq, %c5_i32, %0 : i32
// CHECK-NEXT:  %5 = arith.cmpi sgt, %arg0, %0 : i32
// CHECK-NEXT:  return %1, %true, %false, %arg1, %arg1, %arg1, %arg1, %arg2, %cst, %3, %4, %5 : i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1
// CHECK-NEXT:  }
func.func @cs_cmpi_forms(%x: i32, %b: i1, %v: vector<2xi1>, %vi: vector<2xi32>, %t: tensor<?xi32>, %tb: tensor<2xi1>) -> (i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1) {
  %c5 = arith.constant 5 : i32
  %z = arith.constant 0 : i32
  %f = arith.constant false
  %tr = arith.constant true
  %a = arith.cmpi slt, %c5, %x : i32
  %c = arith.cmpi uge, %x, %x : i32
  %d = arith.cmpi ne, %x, %x : i32
  %e1 = arith.extsi %b : i1 to i32
  %e = arith.cmpi ne, %e1, %z : i32
  %g1 = arith.extui %b : i1 to i32
  %g = arith.cmpi ne, %g1, %z : i32
  %h = arith.cmpi ne, %b, %f : i1
  %i = arith.cmpi eq, %b, %tr : i1
  %zv = arith.constant dense<0> : vector<2xi32>
  %ev = arith.extui %v : vector<2xi1> to vector<2xi32>
  %j = arith.cmpi ne, %ev, %zv : vector<2xi32>
  %k = arith.cmpi sle, %vi, %vi : vector<2xi32>
  %zt = arith.constant dense<0> : tensor<2xi32>
  %et = arith.extsi %tb : tensor<2xi1> to tensor<2xi32>
  %l = arith.cmpi ne, %et, %zt : tensor<2xi32>
  %p = ub.poison : i32
  %m = arith.cmpi eq, %c5, %p : i32
  %n = arith.cmpi slt, %p, %x : i32
  return %a, %c, %d, %e, %g, %h, %i, %j, %k, %l, %m, %n : i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1
}

// Element-wise comparisons give i1 of the operands' shape.
// CHECK-LABEL: func.func @cs_cmpi_shaped() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1) {
// CHECK-NEXT:  %cst = arith.constant dense<[true, false, false]> : vector<3xi1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT:  %cst_1 = arith.constant dense<true> : tensor<2xi1>
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %true : vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1
// CHECK-NEXT:  }
func.func @cs_cmpi_shaped() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1) {
  %a = arith.constant dense<[1, -2, 3]> : vector<3xi8>
  %b = arith.constant dense<[2, 2, 3]> : vector<3xi8>
  %r1 = arith.cmpi ult, %a, %b : vector<3xi8>
  %r2 = arith.cmpi slt, %a, %b : vector<3xi8>
  %s = arith.constant dense<4> : tensor<2xindex>
  %r3 = arith.cmpi eq, %s, %s : tensor<2xindex>
  %i1 = arith.constant -1 : index
  %i2 = arith.constant 1 : index
  %r4 = arith.cmpi ugt, %i1, %i2 : index
  return %r1, %r2, %r3, %r4 : vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1
}

// All sixteen float predicates on ordered constants.
// CHECK-LABEL: func.func @cs_cmpf_predicates() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  return %false, %false, %false, %false, %true, %true, %true, %true, %false, %false, %false, %true, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cs_cmpf_predicates() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = arith.cmpf false, %one, %two : f32
  %b = arith.cmpf oeq, %one, %two : f32
  %c = arith.cmpf ogt, %one, %two : f32
  %d = arith.cmpf oge, %one, %two : f32
  %e = arith.cmpf olt, %one, %two : f32
  %f = arith.cmpf ole, %one, %two : f32
  %g = arith.cmpf one, %one, %two : f32
  %h = arith.cmpf ord, %one, %two : f32
  %i = arith.cmpf ueq, %one, %two : f32
  %j = arith.cmpf ugt, %one, %two : f32
  %k = arith.cmpf uge, %one, %two : f32
  %l = arith.cmpf ult, %one, %two : f32
  %m = arith.cmpf ule, %one, %two : f32
  %n = arith.cmpf une, %one, %two : f32
  %o = arith.cmpf uno, %one, %two : f32
  %p = arith.cmpf true, %one, %two : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// A NaN constant decides every predicate, even against a non-constant operand.
// CHECK-LABEL: func.func @cs_cmpf_nan(%arg0: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  return %false, %false, %false, %false, %false, %false, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cs_cmpf_nan(%x: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FF8000000000000 : f64
  %a = arith.cmpf false, %x, %nan : f64
  %b = arith.cmpf oeq, %nan, %x : f64
  %c = arith.cmpf ogt, %x, %nan : f64
  %d = arith.cmpf oge, %x, %nan : f64
  %e = arith.cmpf olt, %x, %nan : f64
  %f = arith.cmpf ole, %x, %nan : f64
  %g = arith.cmpf one, %x, %nan : f64
  %h = arith.cmpf ord, %x, %nan : f64
  %i = arith.cmpf ueq, %x, %nan : f64
  %j = arith.cmpf ugt, %x, %nan : f64
  %k = arith.cmpf uge, %x, %nan : f64
  %l = arith.cmpf ult, %x, %nan : f64
  %m = arith.cmpf ule, %x, %nan : f64
  %n = arith.cmpf une, %x, %nan : f64
  %o = arith.cmpf uno, %x, %nan : f64
  %p = arith.cmpf true, %x, %nan : f64
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -0 == +0; infinities; equal non-constant operands and vectors do not fold.
// CHECK-LABEL: func.func @cs_cmpf_zeros_inf(%arg0: f16) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
// CHECK-NEXT:  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf16>
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %0 = arith.cmpf ult, %arg0, %arg0 : f16
// CHECK-NEXT:  %1 = arith.cmpf olt, %cst, %cst : vector<2xf16>
// CHECK-NEXT:  return %true, %false, %true, %true, %0, %true, %1 : i1, i1, i1, i1, i1, i1, vector<2xi1>
// CHECK-NEXT:  }
func.func @cs_cmpf_zeros_inf(%x: f16) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %pz = arith.constant 0.0 : f16
  %nz = arith.constant -0.0 : f16
  %inf = arith.constant 0x7C00 : f16
  %ninf = arith.constant 0xFC00 : f16
  %a = arith.cmpf oeq, %pz, %nz : f16
  %b = arith.cmpf olt, %nz, %pz : f16
  %c = arith.cmpf ogt, %inf, %ninf : f16
  %d = arith.cmpf oeq, %inf, %inf : f16
  %e = arith.cmpf ult, %x, %x : f16
  %f = arith.cmpf one, %ninf, %pz : f16
  %v1 = arith.constant dense<[1.0, 2.0]> : vector<2xf16>
  %g = arith.cmpf olt, %v1, %v1 : vector<2xf16>
  return %a, %b, %c, %d, %e, %f, %g : i1, i1, i1, i1, i1, i1, vector<2xi1>
}

// Equal arms, constant conditions, poison arms, select(c, true, false), the arms of an eq/ne cmpi, element-wise constants.
// CHECK-LABEL: func.func @cs_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i1, %arg4: vector<3xi1>, %arg5: vector<3xi32>) -> (i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, vector<3xi32>) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %cst = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[7, 5, 7]> : vector<3xi32>
// CHECK-NEXT:  %0 = arith.select %arg0, %true, %arg3 : i1
// CHECK-NEXT:  return %arg1, %arg1, %arg2, %arg0, %arg2, %arg1, %arg2, %arg1, %cst, %cst_0, %0, %arg5 : i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, vector<3xi32>
// CHECK-NEXT:  }
func.func @cs_select(%c: i1, %x: i32, %y: i32, %b: i1, %vc: vector<3xi1>, %vx: vector<3xi32>) -> (i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, vector<3xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.select %c, %x, %x : i32
  %s1 = arith.select %t, %x, %y : i32
  %s2 = arith.select %f, %x, %y : i32
  %s3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %s4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %y, %x : i32
  %s5 = arith.select %ne, %x, %y : i32
  %p = ub.poison : i32
  %s6 = arith.select %c, %p, %y : i32
  %s7 = arith.select %c, %x, %p : i32
  %dc = arith.constant dense<[true, false, true]> : vector<3xi1>
  %d1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %d2 = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %s8 = arith.select %dc, %d1, %d2 : vector<3xi1>, vector<3xi32>
  %d3 = arith.constant dense<7> : vector<3xi32>
  %s9 = arith.select %dc, %d3, %d2 : vector<3xi1>, vector<3xi32>
  %s11 = arith.select %c, %t, %b : i1
  %ts = arith.constant dense<true> : vector<3xi1>
  %s12 = arith.select %ts, %vx, %d2 : vector<3xi1>, vector<3xi32>
  return %a, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s11, %s12 : i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, vector<3xi32>
}
