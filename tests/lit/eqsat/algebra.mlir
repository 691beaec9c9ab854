// eqsat: ops equal by algebra merge, where cse only merges equal syntax.
// Commutativity, associativity, distributivity, x*2 = x+x = x<<1, index
// arithmetic of loop nests, and constant folding through the fold hooks.
// RUN: strata-opt %s --eqsat | FileCheck %s
// RUN: strata-opt %s --cse=semantic=true | FileCheck %s

func.func @comm(%x: i32, %y: i32, %z: i32) -> (i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %z : i32
  %2 = arith.addi %y, %x : i32
  %3 = arith.muli %2, %z : i32
  return %1, %3 : i32, i32
}
func.func @assoc(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %c : i32
  %2 = arith.addi %b, %c : i32
  %3 = arith.addi %a, %2 : i32
  return %1, %3 : i32, i32
}
func.func @distrib(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %s = arith.addi %b, %c : i32
  %p = arith.muli %a, %s : i32
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %p, %2 : i32, i32
}
func.func @double(%x: i32) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %x, %c2 : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.shli %x, %c1 : i32
  return %0, %1, %2 : i32, i32, i32
}
func.func @tvm(%i: index, %j: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = arith.muli %i, %c4 : index
  %1 = arith.addi %0, %j : index
  %2 = arith.muli %i, %c4 : index
  %3 = arith.subi %1, %2 : index
  return %3 : index
}
func.func @fold() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  return %0 : i32
}
func.func @common_sub(%a: i64, %b: i64, %c: i64) -> i64 {
  %0 = arith.addi %a, %b : i64
  %1 = arith.addi %a, %c : i64
  %2 = arith.subi %0, %1 : i64
  %3 = arith.subi %b, %c : i64
  %4 = arith.muli %2, %3 : i64
  return %4 : i64
}
func.func @index_dialect(%i: index, %j: index) -> (index, index) {
  %c8 = index.constant 8
  %0 = index.mul %i, %c8
  %1 = index.add %0, %j
  %2 = index.shl %i, %c8
  %3 = index.sub %1, %0
  return %3, %2 : index, index
}
func.func @identities(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %x, %c1 : i32
  %1 = arith.addi %0, %c0 : i32
  %2 = arith.muli %1, %c0 : i32
  %3 = arith.ori %x, %c0 : i32
  return %1, %2, %3 : i32, i32, i32
}

// CHECK-LABEL: func.func @comm(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.muli %0, %arg2 : i32
// CHECK-NEXT:  return %1, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @assoc(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:  return %1, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @distrib(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:  %1 = arith.muli %arg0, %0 : i32
// CHECK-NEXT:  return %1, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @double(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:  return %0, %0, %0 : i32, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @tvm(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:  return %arg1 : index
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @fold() -> i32 {
// CHECK-NEXT:  %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:  return %c5_i32 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @common_sub(%arg0: i64, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:  %0 = arith.subi %arg1, %arg2 : i64
// CHECK-NEXT:  %1 = arith.muli %0, %0 : i64
// CHECK-NEXT:  return %1 : i64
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @index_dialect(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:  %idx8 = index.constant 8
// CHECK-NEXT:  %0 = index.shl %arg0, %idx8
// CHECK-NEXT:  return %arg1, %0 : index, index
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @identities(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  return %arg0, %c0_i32, %arg0 : i32, i32, i32
// CHECK-NEXT:  }
