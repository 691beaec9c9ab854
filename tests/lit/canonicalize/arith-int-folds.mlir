// Folds of the arith integer ops (addi ... minui, the divisions and remainders).
// The CHECK lines are what `mlir-opt-22 --canonicalize` prints for this
// file (folds only: no arith pattern applies to these inputs), so both
// tools pass it.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// x + 0, (a - b) + b, (a + b) - b, x * 1 give an operand; 0 * x gives the zero.
// CHECK-LABEL: func.func @addsub_identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  return %arg0, %arg1, %arg0, %arg0, %arg0, %arg1, %arg0, %c0_i32 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @addsub_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %c0, %y : i32
  %s = arith.subi %x, %y : i32
  %c = arith.addi %s, %y : i32
  %d = arith.addi %y, %s : i32
  %t = arith.addi %x, %y : i32
  %e = arith.subi %t, %y : i32
  %f = arith.subi %t, %x : i32
  %g = arith.muli %x, %c1 : i32
  %h = arith.muli %c0, %y : i32
  return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i32, i32, i32, i32, i32, i32
}

// Two's-complement wrap-around at every width; flags never block a fold.
// CHECK-LABEL: func.func @addsub_wrap() -> (i8, i8, i8, i64, index, i128, i1) {
// CHECK-NEXT:  %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:  %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:  %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:  %c-2_i64 = arith.constant -2 : i64
// CHECK-NEXT:  %c-3 = arith.constant -3 : index
// CHECK-NEXT:  %c-2_i128 = arith.constant -2 : i128
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  return %c-128_i8, %c127_i8, %c1_i8, %c-2_i64, %c-3, %c-2_i128, %false : i8, i8, i8, i64, index, i128, i1
// CHECK-NEXT:  }
func.func @addsub_wrap() -> (i8, i8, i8, i64, index, i128, i1) {
  %max = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %min = arith.constant -128 : i8
  %a = arith.addi %max, %one overflow<nsw> : i8
  %b = arith.subi %min, %one overflow<nsw, nuw> : i8
  %c = arith.muli %max, %max : i8
  %big = arith.constant 9223372036854775807 : i64
  %d = arith.addi %big, %big : i64
  %i1 = arith.constant -1 : index
  %i2 = arith.constant 3 : index
  %e = arith.muli %i1, %i2 : index
  %w1 = arith.constant 170141183460469231731687303715884105727 : i128
  %w2 = arith.constant 2 : i128
  %f = arith.muli %w1, %w2 : i128
  %t = arith.constant true
  %g = arith.addi %t, %t : i1
  return %a, %b, %c, %d, %e, %f, %g : i8, i8, i8, i64, index, i128, i1
}

// Splat op splat is a splat, dense op dense is dense (a splat when all equal); no zero of a dynamic shape.
// CHECK-LABEL: func.func @addsub_shaped(%arg0: vector<4xi32>, %arg1: tensor<?xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<-2147483642> : vector<4xi32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT:  %cst_2 = arith.constant dense<[7, 14, 21, 28]> : vector<4xi32>
// CHECK-NEXT:  %cst_3 = arith.constant dense<{{\[\[}}-4, -8], [600, 32766]]> : tensor<2x2xi16>
// CHECK-NEXT:  %0 = arith.subi %arg1, %arg1 : tensor<?xi32>
// CHECK-NEXT:  return %cst_0, %cst_1, %cst_2, %cst_3, %arg0, %0, %cst, %arg0 : vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>
// CHECK-NEXT:  }
func.func @addsub_shaped(%v: vector<4xi32>, %t: tensor<?xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>) {
  %s1 = arith.constant dense<7> : vector<4xi32>
  %s2 = arith.constant dense<2147483647> : vector<4xi32>
  %a = arith.addi %s1, %s2 : vector<4xi32>
  %d1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d2 = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %b = arith.addi %d1, %d2 : vector<4xi32>
  %c = arith.muli %d1, %s1 : vector<4xi32>
  %t1 = arith.constant dense<[[1, -2], [300, 32767]]> : tensor<2x2xi16>
  %t2 = arith.constant dense<[[5, 6], [-300, 1]]> : tensor<2x2xi16>
  %d = arith.subi %t1, %t2 : tensor<2x2xi16>
  %z = arith.constant dense<0> : vector<4xi32>
  %e = arith.addi %v, %z : vector<4xi32>
  %f = arith.subi %t, %t : tensor<?xi32>
  %g = arith.subi %v, %v : vector<4xi32>
  %o = arith.constant dense<1> : vector<4xi32>
  %h = arith.muli %v, %o : vector<4xi32>
  return %a, %b, %c, %d, %e, %f, %g, %h : vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>
}

// Poison in either operand is the result, even with a non-constant operand.
// CHECK-LABEL: func.func @addsub_poison(%arg0: i32) -> (i32, i32, i32, vector<2xi32>) {
// CHECK-NEXT:  %0 = ub.poison : i32
// CHECK-NEXT:  %1 = ub.poison : vector<2xi32>
// CHECK-NEXT:  return %0, %0, %0, %1 : i32, i32, i32, vector<2xi32>
// CHECK-NEXT:  }
func.func @addsub_poison(%x: i32) -> (i32, i32, i32, vector<2xi32>) {
  %p = ub.poison : i32
  %c = arith.constant 3 : i32
  %a = arith.addi %p, %c : i32
  %b = arith.muli %x, %p : i32
  %d = arith.subi %c, %p : i32
  %pv = ub.poison : vector<2xi32>
  %cv = arith.constant dense<[1, 2]> : vector<2xi32>
  %e = arith.addi %cv, %pv : vector<2xi32>
  return %a, %b, %d, %e : i32, i32, i32, vector<2xi32>
}

// addui_extended's carry, the high halves of mulsi/mului_extended, and their identities.
// CHECK-LABEL: func.func @addsub_extended(%arg0: i32, %arg1: vector<2xi32>) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %cst = arith.constant dense<[0, 2]> : vector<2xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:  %cst_1 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:  %cst_2 = arith.constant dense<[-2, 0]> : vector<2xi32>
// CHECK-NEXT:  return %arg0, %false, %c4_i32, %true, %c0_i32, %c0_i32, %c-5_i32, %c-1_i32, %c-5_i32, %c4_i32, %arg0, %c0_i32, %cst, %cst_0, %cst_1, %cst_2 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>
// CHECK-NEXT:  }
func.func @addsub_extended(%x: i32, %v: vector<2xi32>) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %s1, %o1 = arith.addui_extended %m1, %c5 : i32, i1
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %l1, %h1 = arith.mulsi_extended %m1, %c5 : i32
  %l2, %h2 = arith.mului_extended %m1, %c5 : i32
  %l3, %h3 = arith.mului_extended %x, %c1 : i32
  %d1 = arith.constant dense<[-1, 1]> : vector<2xi32>
  %d2 = arith.constant dense<[1, 1]> : vector<2xi32>
  %vs, %vo = arith.addui_extended %d1, %d2 : vector<2xi32>, vector<2xi1>
  %vl, %vh = arith.mului_extended %d1, %d1 : vector<2xi32>
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2, %l3, %h3, %vs, %vo, %vl, %vh : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>
}

// and/or/xor identities: x & 0, x & -1, x & ~x, a & (a & b), x | -1, x | ~x, (x ^ a) ^ a.
// CHECK-LABEL: func.func @bits_and_or_xor(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:  %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT:  %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:  return %c0_i32, %arg0, %c0_i32, %0, %arg0, %c-1_i32, %c-1_i32, %c0_i32, %arg0, %arg0, %arg0, %c8_i32, %c14_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @bits_and_or_xor(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.andi %x, %c0 : i32
  %b = arith.andi %x, %m1 : i32
  %n = arith.xori %x, %m1 : i32
  %c = arith.andi %n, %x : i32
  %xy = arith.andi %x, %y : i32
  %d = arith.andi %y, %xy : i32
  %e = arith.ori %x, %c0 : i32
  %f = arith.ori %x, %m1 : i32
  %g = arith.ori %n, %x : i32
  %h = arith.xori %x, %x : i32
  %xa = arith.xori %x, %y : i32
  %i = arith.xori %xa, %y : i32
  %j = arith.xori %y, %xa : i32
  %k = arith.xori %x, %c0 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %l = arith.andi %c12, %c10 : i32
  %m = arith.ori %c12, %c10 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// Bitwise identities and constants on vectors.
// CHECK-LABEL: func.func @bits_bitwise_shaped(%arg0: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:  %cst = arith.constant dense<-1> : vector<2xi8>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[-6, -13]> : vector<2xi8>
// CHECK-NEXT:  %cst_1 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:  return %arg0, %cst, %cst_0, %cst_1 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT:  }
func.func @bits_bitwise_shaped(%v: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %ones = arith.constant dense<-1> : vector<2xi8>
  %a = arith.andi %v, %ones : vector<2xi8>
  %b = arith.ori %v, %ones : vector<2xi8>
  %d1 = arith.constant dense<[5, 12]> : vector<2xi8>
  %c = arith.xori %d1, %ones : vector<2xi8>
  %e = arith.xori %v, %v : vector<2xi8>
  return %a, %b, %c, %e : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// Shifts fold below the width only; a dense amount folds when its last element is in range; poison amounts do not fold.
// CHECK-LABEL: func.func @bits_shifts(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16) {
// CHECK-NEXT:  %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:  %cst = arith.constant dense<[0, 2]> : vector<2xi32>
// CHECK-NEXT:  %c268435455_i32 = arith.constant 268435455 : i32
// CHECK-NEXT:  %0 = ub.poison : i32
// CHECK-NEXT:  %cst_0 = arith.constant dense<[1, 40]> : vector<2xi32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:  %1 = arith.shli %c1_i32, %c32_i32 : i32
// CHECK-NEXT:  %2 = arith.shrui %c1_i32, %c-1_i32 : i32
// CHECK-NEXT:  %3 = arith.shli %cst_1, %cst_0 : vector<2xi32>
// CHECK-NEXT:  %4 = arith.shli %c1_i32, %0 : i32
// CHECK-NEXT:  return %arg0, %c-2147483648_i32, %1, %c-1_i32, %c1_i32, %c-1_i32, %c268435455_i32, %2, %cst, %3, %4, %c-1_i16 : i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16
// CHECK-NEXT:  }
func.func @bits_shifts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c31 = arith.constant 31 : i32
  %c32 = arith.constant 32 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %a = arith.shli %x, %c0 : i32
  %b = arith.shli %c1, %c31 : i32
  %c = arith.shli %c1, %c32 : i32
  %d = arith.shrsi %min, %c31 : i32
  %e = arith.shrui %min, %c31 : i32
  %f = arith.shrsi %m1, %c4 : i32
  %g = arith.shrui %m1, %c4 : i32
  %h = arith.shrui %c1, %m1 : i32
  %v1 = arith.constant dense<[1, 1]> : vector<2xi32>
  %v2 = arith.constant dense<[40, 1]> : vector<2xi32>
  %v3 = arith.constant dense<[1, 40]> : vector<2xi32>
  %i = arith.shli %v1, %v2 : vector<2xi32>
  %j = arith.shli %v1, %v3 : vector<2xi32>
  %p = ub.poison : i32
  %k = arith.shli %c1, %p : i32
  %s1 = arith.constant -32768 : i16
  %s2 = arith.constant 15 : i16
  %l = arith.shrsi %s1, %s2 : i16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16
}

// min/max of equal operands, of the extreme constants, and of constants.
// CHECK-LABEL: func.func @bits_min_max(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:  %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:  %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:  return %arg0, %c2147483647_i32, %arg0, %c-2147483648_i32, %arg0, %c-1_i32, %arg0, %c0_i32, %arg0, %c5_i32, %c-1_i32, %c-1_i32, %c5_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @bits_min_max(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.maxsi %x, %x : i32
  %b = arith.maxsi %x, %max : i32
  %c = arith.maxsi %x, %min : i32
  %d = arith.minsi %x, %min : i32
  %e = arith.minsi %x, %max : i32
  %f = arith.maxui %x, %m1 : i32
  %g = arith.maxui %x, %c0 : i32
  %h = arith.minui %x, %c0 : i32
  %i = arith.minui %x, %m1 : i32
  %j = arith.maxsi %m1, %c5 : i32
  %k = arith.maxui %m1, %c5 : i32
  %l = arith.minsi %m1, %c5 : i32
  %m = arith.minui %m1, %c5 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// Element-wise min/max.
// CHECK-LABEL: func.func @bits_min_max_shaped() -> (vector<3xi8>, vector<3xi8>) {
// CHECK-NEXT:  %cst = arith.constant dense<[-1, 5, -100]> : vector<3xi8>
// CHECK-NEXT:  return %cst, %cst : vector<3xi8>, vector<3xi8>
// CHECK-NEXT:  }
func.func @bits_min_max_shaped() -> (vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[-1, 5, 100]> : vector<3xi8>
  %b = arith.constant dense<[1, 5, -100]> : vector<3xi8>
  %r1 = arith.minsi %a, %b : vector<3xi8>
  %r2 = arith.maxui %a, %b : vector<3xi8>
  return %r1, %r2 : vector<3xi8>, vector<3xi8>
}

// x / 1, x % 1, and (a * b) / b under nuw (divui) or nsw (divsi) only.
// CHECK-LABEL: func.func @div_identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:  %1 = arith.divui %0, %arg1 : i32
// CHECK-NEXT:  %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:  %3 = arith.divsi %2, %arg1 : i32
// CHECK-NEXT:  return %arg0, %arg0, %arg0, %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %arg1, %1, %3 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @div_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.divui %x, %c1 : i32
  %b = arith.divsi %x, %c1 : i32
  %c = arith.ceildivui %x, %c1 : i32
  %d = arith.ceildivsi %x, %c1 : i32
  %e = arith.floordivsi %x, %c1 : i32
  %f = arith.remui %x, %c1 : i32
  %g = arith.remsi %x, %c1 : i32
  %m1 = arith.muli %x, %y overflow<nuw> : i32
  %h = arith.divui %m1, %y : i32
  %m2 = arith.muli %x, %y overflow<nsw> : i32
  %i = arith.divsi %m2, %x : i32
  %j = arith.divui %m2, %y : i32
  %m3 = arith.muli %x, %y : i32
  %k = arith.divsi %m3, %y : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// Rounding of each division: toward zero, up, down; remainders take the dividend's sign.
// CHECK-LABEL: func.func @div_constants() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:  %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:  %c2147483644_i32 = arith.constant 2147483644 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %c2147483645_i32 = arith.constant 2147483645 : i32
// CHECK-NEXT:  return %c-3_i32, %c2147483644_i32, %c-1_i32, %c1_i32, %c0_i32, %c-4_i32, %c-4_i32, %c3_i32, %c4_i32, %c4_i32, %c-3_i32, %c-3_i32, %c2147483645_i32, %c0_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @div_constants() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %a = arith.divsi %m7, %c2 : i32
  %b = arith.divui %m7, %c2 : i32
  %c = arith.remsi %m7, %c2 : i32
  %d = arith.remui %m7, %c2 : i32
  %e = arith.remsi %min, %m1 : i32
  %f = arith.floordivsi %m7, %c2 : i32
  %g = arith.floordivsi %c7, %m2 : i32
  %h = arith.floordivsi %m7, %m2 : i32
  %i = arith.ceildivsi %m7, %m2 : i32
  %j = arith.ceildivsi %c7, %c2 : i32
  %k = arith.ceildivsi %m7, %c2 : i32
  %l = arith.ceildivsi %c7, %m2 : i32
  %m = arith.ceildivui %m7, %c2 : i32
  %n = arith.ceildivsi %c0, %m1 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// Never by zero, never MIN / -1, never a ceildivsi that negates MIN.
// CHECK-LABEL: func.func @div_not_folded() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:  %0 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %1 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %2 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:  %3 = arith.remsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %4 = arith.remui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %5 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:  %6 = arith.ceildivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:  %7 = arith.ceildivsi %c-2147483648_i32, %c2_i32 : i32
// CHECK-NEXT:  %8 = arith.ceildivsi %c7_i32, %c-2147483648_i32 : i32
// CHECK-NEXT:  %9 = arith.ceildivui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %10 = arith.floordivsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %11 = arith.ceildivsi %c0_i32, %c0_i32 : i32
// CHECK-NEXT:  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @div_not_folded() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %a = arith.divui %c7, %c0 : i32
  %b = arith.divsi %c7, %c0 : i32
  %c = arith.divsi %min, %m1 : i32
  %d = arith.remsi %c7, %c0 : i32
  %e = arith.remui %c7, %c0 : i32
  %f = arith.floordivsi %min, %m1 : i32
  %g = arith.ceildivsi %min, %m1 : i32
  %h = arith.ceildivsi %min, %c2 : i32
  %i = arith.ceildivsi %c7, %min : i32
  %j = arith.ceildivui %c7, %c0 : i32
  %k = arith.floordivsi %c7, %c0 : i32
  %l = arith.ceildivsi %c0, %c0 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// Dense divisions; floordivsi only looks at its last element's division (upstream's flag is reset per element).
// CHECK-LABEL: func.func @div_shaped() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index) {
// CHECK-NEXT:  %c-3 = arith.constant -3 : index
// CHECK-NEXT:  %cst = arith.constant dense<[3, 2]> : vector<2xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<[-2147483648, 2]> : vector<2xi32>
// CHECK-NEXT:  %cst_2 = arith.constant dense<[-1, 2]> : vector<2xi32>
// CHECK-NEXT:  %cst_3 = arith.constant dense<[-2147483648, 4]> : vector<2xi32>
// CHECK-NEXT:  %cst_4 = arith.constant dense<[7, 4]> : vector<2xi32>
// CHECK-NEXT:  %cst_5 = arith.constant dense<[0, 2]> : vector<2xi32>
// CHECK-NEXT:  %cst_6 = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK-NEXT:  %cst_7 = arith.constant dense<[7, 2]> : vector<2xi32>
// CHECK-NEXT:  %0 = arith.floordivsi %cst_4, %cst_6 : vector<2xi32>
// CHECK-NEXT:  %1 = arith.divsi %cst_3, %cst_2 : vector<2xi32>
// CHECK-NEXT:  %2 = arith.divui %cst_4, %cst_5 : vector<2xi32>
// CHECK-NEXT:  return %cst_7, %0, %cst_1, %1, %2, %cst_0, %cst, %c-3 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index
// CHECK-NEXT:  }
func.func @div_shaped() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index) {
  %a = arith.constant dense<[7, 4]> : vector<2xi32>
  %b = arith.constant dense<[0, 2]> : vector<2xi32>
  %b2 = arith.constant dense<[2, 0]> : vector<2xi32>
  %r1 = arith.floordivsi %a, %b : vector<2xi32>
  %r2 = arith.floordivsi %a, %b2 : vector<2xi32>
  %m = arith.constant dense<[-2147483648, 4]> : vector<2xi32>
  %n = arith.constant dense<[-1, 2]> : vector<2xi32>
  %r3 = arith.floordivsi %m, %n : vector<2xi32>
  %r4 = arith.divsi %m, %n : vector<2xi32>
  %r5 = arith.divui %a, %b : vector<2xi32>
  %s = arith.constant dense<3> : vector<2xi32>
  %r6 = arith.remui %a, %s : vector<2xi32>
  %r7 = arith.ceildivsi %a, %s : vector<2xi32>
  %i1 = arith.constant -9 : index
  %i2 = arith.constant 4 : index
  %r8 = arith.floordivsi %i1, %i2 : index
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index
}

// Poison divisors and dividends propagate.
// CHECK-LABEL: func.func @div_poison(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = ub.poison : i32
// CHECK-NEXT:  return %0, %0 : i32, i32
// CHECK-NEXT:  }
func.func @div_poison(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %c7 = arith.constant 7 : i32
  %a = arith.divui %c7, %p : i32
  %b = arith.remsi %p, %c7 : i32
  return %a, %b : i32, i32
}
