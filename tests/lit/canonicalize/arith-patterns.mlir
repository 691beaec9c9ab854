// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
//
// upstream's arith canonicalization patterns (ArithCanonicalization.td, SelectToExtUI), each
// checked against mlir-opt-22 --canonicalize; LOC checks DRR's fused locations.

func.func @add_add_constant(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %b = arith.addi %a, %c5 overflow<nsw, nuw> : i32
  return %b : i32
}
func.func @add_sub_constant_rhs(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %x, %c3 : i32
  %b = arith.addi %a, %c5 : i32
  return %b : i32
}
func.func @add_sub_constant_lhs(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %c3, %x : i32
  %b = arith.addi %a, %c5 : i32
  return %b : i32
}
func.func @add_mul_neg_one(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %m = arith.muli %y, %m1 : i32
  %a = arith.addi %x, %m : i32
  %n = arith.muli %x, %m1 : i32
  %b = arith.addi %n, %y : i32
  return %a, %b : i32, i32
}
func.func @sub_chains(%x: index) -> (index, index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.addi %x, %c3 : index
  %r1 = arith.subi %a, %c5 : index
  %r2 = arith.subi %c5, %a : index
  %s = arith.subi %x, %c3 : index
  %r3 = arith.subi %s, %c5 : index
  %t = arith.subi %c3, %x : index
  %r4 = arith.subi %t, %c5 : index
  %r5 = arith.subi %c5, %s : index
  %r6 = arith.subi %c5, %t : index
  return %r1, %r2, %r3, %r4, %r5, %r6 : index, index, index, index, index, index
}
func.func @sub_sub_lhs_rhs_lhs(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b : i32
  %r = arith.subi %s, %a : i32
  return %r : i32
}
func.func @mul_chain(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %a = arith.muli %x, %c3 : i64
  %b = arith.muli %a, %c5 : i64
  return %b : i64
}
func.func @add_chain_long(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  %c = arith.addi %b, %c1 : i32
  %d = arith.addi %c, %c1 : i32
  return %d : i32
}
func.func @xor_not_cmpi(%a: i32, %b: i32) -> (i1, i1) {
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %n = arith.xori %c, %t : i1
  %d = arith.cmpi uge, %a, %b : i32
  %m = arith.xori %d, %t : i1
  return %n, %m : i1, i1
}
func.func @bitwise_of_ext(%a: i8, %b: i8) -> (i32, i32, i32) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %x = arith.xori %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %y = arith.andi %sa, %sb : i32
  %z = arith.ori %ea, %eb : i32
  return %x, %y, %z : i32, i32, i32
}
func.func @cmpi_of_ext(%a: i8, %b: i8) -> (i1, i1) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %x = arith.cmpi eq, %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %y = arith.cmpi ne, %sa, %sb : i32
  return %x, %y : i1, i1
}
func.func @casts(%i: i32, %j: i16) -> (i32, index, index, i64) {
  %a = arith.index_cast %i : i32 to index
  %b = arith.index_cast %a : index to i32
  %e = arith.extsi %j : i16 to i32
  %c = arith.index_cast %e : i32 to index
  %u = arith.extui %j : i16 to i32
  %d = arith.index_castui %u : i32 to index
  %s = arith.extsi %u : i32 to i64
  return %b, %c, %d, %s : i32, index, index, i64
}
func.func @selects(%p: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1) {
  %s1 = arith.select %p, %a, %b : i32
  %r1 = arith.select %p, %s1, %c : i32
  %r2 = arith.select %p, %c, %s1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %np = arith.xori %p, %t : i1
  %r3 = arith.select %np, %a, %b : i32
  %r4 = arith.select %p, %f, %t : i1
  return %r1, %r2, %r3, %r4 : i32, i32, i32, i1
}
func.func @extended(%a: i32, %b: i32) -> (i32, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  return %s, %l, %l2 : i32, i32, i32
}
func.func @sub_sub_lhs_rhs_lhs_vector(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %s = arith.subi %a, %b overflow<nsw> : vector<4xi32>
  %r = arith.subi %s, %a overflow<nsw, nuw> : vector<4xi32>
  return %r : vector<4xi32>
}
func.func @trunci_of_ext(%x: i8, %v: vector<4xi8>) -> (i16, vector<4xi16>, i8) {
  %e = arith.extsi %x : i8 to i32
  %t = arith.trunci %e : i32 to i16
  %f = arith.extui %v : vector<4xi8> to vector<4xi32>
  %u = arith.trunci %f : vector<4xi32> to vector<4xi16>
  %w = arith.trunci %e : i32 to i8
  return %t, %u, %w : i16, vector<4xi16>, i8
}
func.func @trunci_of_shrsi(%x: i64, %v: vector<2xi64>) -> (i32, vector<2xi32>, i32) {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s overflow<nuw> : i64 to i32
  %cv = arith.constant dense<32> : vector<2xi64>
  %sv = arith.shrsi %v, %cv : vector<2xi64>
  %tv = arith.trunci %sv : vector<2xi64> to vector<2xi32>
  %c31 = arith.constant 31 : i64
  %s2 = arith.shrsi %x, %c31 : i64
  %t2 = arith.trunci %s2 : i64 to i32
  return %t, %tv, %t2 : i32, vector<2xi32>, i32
}
func.func @mulsi_extended_rhs_one(%x: i32, %v: vector<3xi16>, %b: i1) -> (i32, i32, vector<3xi16>, vector<3xi16>, i1, i1) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %cv = arith.constant dense<1> : vector<3xi16>
  %lv, %hv = arith.mulsi_extended %v, %cv : vector<3xi16>
  %t = arith.constant true
  %lb, %hb = arith.mulsi_extended %b, %t : i1
  return %l, %h, %lv, %hv, %lb, %hb : i32, i32, vector<3xi16>, vector<3xi16>, i1, i1
}
func.func @select_to_extui(%c: i1, %v: vector<2xi1>) -> (i64, i8, index, vector<2xi32>) {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %a = arith.select %c, %c1, %c0 : i64
  %d1 = arith.constant 1 : i8
  %d0 = arith.constant 0 : i8
  %b = arith.select %c, %d0, %d1 : i8
  %i1 = arith.constant 1 : index
  %i0 = arith.constant 0 : index
  %e = arith.select %c, %i1, %i0 : index
  %vc1 = arith.constant dense<1> : vector<2xi32>
  %vc0 = arith.constant dense<0> : vector<2xi32>
  %f = arith.select %v, %vc1, %vc0 : vector<2xi1>, vector<2xi32>
  return %a, %b, %e, %f : i64, i8, index, vector<2xi32>
}

// CHECK-LABEL: func.func @add_add_constant(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:  %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @add_sub_constant_rhs(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @add_sub_constant_lhs(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:  %0 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @add_mul_neg_one(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:  return %0, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @sub_chains(%arg0: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c-2 = arith.constant -2 : index
// CHECK-NEXT:  %0 = arith.addi %arg0, %c-2 : index
// CHECK-NEXT:  %1 = arith.subi %c2, %arg0 : index
// CHECK-NEXT:  %2 = arith.subi %arg0, %c8 : index
// CHECK-NEXT:  %3 = arith.subi %c-2, %arg0 : index
// CHECK-NEXT:  %4 = arith.subi %c8, %arg0 : index
// CHECK-NEXT:  %5 = arith.addi %arg0, %c2 : index
// CHECK-NEXT:  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @sub_sub_lhs_rhs_lhs(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @mul_chain(%arg0: i64) -> i64 {
// CHECK-NEXT:  %c15_i64 = arith.constant 15 : i64
// CHECK-NEXT:  %0 = arith.muli %arg0, %c15_i64 : i64
// CHECK-NEXT:  return %0 : i64
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @add_chain_long(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %0 = arith.addi %arg0, %c4_i32 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @xor_not_cmpi(%arg0: i32, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT:  %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:  return %0, %1 : i1, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @bitwise_of_ext(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// CHECK-NEXT:  %0 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:  %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT:  %2 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:  %3 = arith.extsi %2 : i8 to i32
// CHECK-NEXT:  %4 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:  %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT:  return %1, %3, %5 : i32, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @cmpi_of_ext(%arg0: i8, %arg1: i8) -> (i1, i1) {
// CHECK-NEXT:  %0 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:  %1 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT:  return %0, %1 : i1, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: i16) -> (i32, index, index, i64) {
// CHECK-NEXT:  %0 = arith.index_cast %arg1 : i16 to index
// CHECK-NEXT:  %1 = arith.index_castui %arg1 : i16 to index
// CHECK-NEXT:  %2 = arith.extui %arg1 : i16 to i64
// CHECK-NEXT:  return %arg0, %0, %1, %2 : i32, index, index, i64
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:  %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:  %2 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:  %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT:  return %0, %1, %2, %3 : i32, i32, i32, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:  %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:  return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @sub_sub_lhs_rhs_lhs_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:  %0 = arith.subi %cst, %arg1 overflow<nsw> : vector<4xi32>
// CHECK-NEXT:  return %0 : vector<4xi32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @trunci_of_ext(%arg0: i8, %arg1: vector<4xi8>) -> (i16, vector<4xi16>, i8) {
// CHECK-NEXT:  %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:  %1 = arith.extui %arg1 : vector<4xi8> to vector<4xi16>
// CHECK-NEXT:  return %0, %1, %arg0 : i16, vector<4xi16>, i8
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @trunci_of_shrsi(%arg0: i64, %arg1: vector<2xi64>) -> (i32, vector<2xi32>, i32) {
// CHECK-NEXT:  %cst = arith.constant dense<32> : vector<2xi64>
// CHECK-NEXT:  %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT:  %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:  %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT:  %1 = arith.trunci %0 overflow<nuw> : i64 to i32
// CHECK-NEXT:  %2 = arith.shrui %arg1, %cst : vector<2xi64>
// CHECK-NEXT:  %3 = arith.trunci %2 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT:  %4 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT:  %5 = arith.trunci %4 : i64 to i32
// CHECK-NEXT:  return %1, %3, %5 : i32, vector<2xi32>, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @mulsi_extended_rhs_one(%arg0: i32, %arg1: vector<3xi16>, %arg2: i1) -> (i32, i32, vector<3xi16>, vector<3xi16>, i1, i1) {
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<3xi16>
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:  %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT:  %2 = arith.cmpi slt, %arg1, %cst : vector<3xi16>
// CHECK-NEXT:  %3 = arith.extsi %2 : vector<3xi1> to vector<3xi16>
// CHECK-NEXT:  %low, %high = arith.mulsi_extended %arg2, %true : i1
// CHECK-NEXT:  return %arg0, %1, %arg1, %3, %low, %high : i32, i32, vector<3xi16>, vector<3xi16>, i1, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @select_to_extui(%arg0: i1, %arg1: vector<2xi1>) -> (i64, i8, index, vector<2xi32>) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT:  %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT:  %2 = arith.extui %1 : i1 to i8
// CHECK-NEXT:  %3 = arith.select %arg0, %c1, %c0 : index
// CHECK-NEXT:  %4 = arith.select %arg1, %cst_0, %cst : vector<2xi1>, vector<2xi32>
// CHECK-NEXT:  return %0, %2, %3, %4 : i64, i8, index, vector<2xi32>
// CHECK-NEXT:  }

// LOC-LABEL: func.func @add_add_constant
// LOC: arith.constant 8 : i32 loc(fused[{{.*}}arith-patterns.mlir":11:8, {{.*}}arith-patterns.mlir":8:9])
// LOC-LABEL: func.func @selects
// LOC: %true = arith.constant true loc({{.*}}arith-patterns.mlir":115:9)
// LOC: arith.select %arg0, %arg2, %arg1 : i32 loc(fused[{{.*}}arith-patterns.mlir":114:9, {{.*}}arith-patterns.mlir":111:8])
