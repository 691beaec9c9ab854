// Seed scenarios of issue 5 and commutative operands: a compiler's index
// arithmetic with repeated subexpressions, `y + x` merging with `x + y`,
// and trivially dead ops erased. The CHECK lines are mlir-opt-22's output,
// so both tools pass this file.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s

// CHECK-LABEL: func.func @index_arithmetic(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) {
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:   %1 = arith.addi %0, %arg3 : index
// CHECK-NEXT:   memref.store %arg4, %arg0[%1] : memref<?xf32>
// CHECK-NEXT:   memref.store %arg4, %arg0[%1] : memref<?xf32>
// CHECK-NEXT:   memref.store %arg4, %arg0[%0] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @index_arithmetic(%m: memref<?xf32>, %x: index, %y: index, %z: index, %v: f32) {
  %0 = arith.addi %x, %y : index
  %1 = arith.addi %0, %z : index
  memref.store %v, %m[%1] : memref<?xf32>
  %2 = arith.addi %x, %y : index
  %3 = arith.addi %2, %z : index
  memref.store %v, %m[%3] : memref<?xf32>
  %4 = arith.addi %y, %x : index
  memref.store %v, %m[%4] : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @constant_subexpression(%arg0: memref<?xf32>, %arg1: f32) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = arith.addi %c1, %c2 : index
// CHECK-NEXT:   memref.store %arg1, %arg0[%0] : memref<?xf32>
// CHECK-NEXT:   memref.store %arg1, %arg0[%0] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @constant_subexpression(%m: memref<?xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.addi %c1, %c2 : index
  memref.store %v, %m[%0] : memref<?xf32>
  %c1b = arith.constant 1 : index
  %c2b = arith.constant 2 : index
  %1 = arith.addi %c1b, %c2b : index
  memref.store %v, %m[%1] : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @commutative_swapped(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %arg1, %arg0 : i32
// CHECK-NEXT:   return %0, %0, %1, %1 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @commutative_swapped(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.muli %b, %a : i32
  %3 = arith.muli %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @commutative_same_operand(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @commutative_same_operand(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %a, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @commutative_float(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT:   %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:   %1 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:   return %0, %0, %1, %1 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @commutative_float(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %b, %a : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.mulf %b, %a : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// CHECK-LABEL: func.func @commutative_bitwise(%arg0: i8, %arg1: i8) -> (i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:   %1 = arith.ori %arg1, %arg0 : i8
// CHECK-NEXT:   %2 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:   return %0, %0, %1, %1, %2, %2 : i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
func.func @commutative_bitwise(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8) {
  %0 = arith.andi %a, %b : i8
  %1 = arith.andi %b, %a : i8
  %2 = arith.ori %b, %a : i8
  %3 = arith.ori %a, %b : i8
  %4 = arith.xori %a, %b : i8
  %5 = arith.xori %b, %a : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @commutative_minmax(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.minui %arg1, %arg0 : i32
// CHECK-NEXT:   return %0, %0, %1, %1 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @commutative_minmax(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxsi %b, %a : i32
  %2 = arith.minui %b, %a : i32
  %3 = arith.minui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @commutative_with_constant(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c4_i32 : i32
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @commutative_with_constant(%a: i32) -> (i32, i32) {
  %c = arith.constant 4 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %c, %a : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @commutative_attrs_still_compared(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:   %1 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @commutative_attrs_still_compared(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %b, %a : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @commutative_index(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:   %0 = index.add %arg0, %arg1
// CHECK-NEXT:   %1 = index.mul %arg1, %arg0
// CHECK-NEXT:   return %0, %0, %1, %1 : index, index, index, index
// CHECK-NEXT: }
func.func @commutative_index(%a: index, %b: index) -> (index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.add %b, %a
  %2 = index.mul %b, %a
  %3 = index.mul %a, %b
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @commutative_chain(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %arg2 : i32
// CHECK-NEXT:   return %1, %1 : i32, i32
// CHECK-NEXT: }
func.func @commutative_chain(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %c : i32
  %2 = arith.addi %b, %a : i32
  %3 = arith.muli %c, %2 : i32
  return %1, %3 : i32, i32
}

// CHECK-LABEL: func.func @commutative_extended(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:   return %low, %high, %low, %high : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @commutative_extended(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0:2 = arith.mului_extended %a, %b : i32
  %1:2 = arith.mului_extended %b, %a : i32
  return %0#0, %0#1, %1#0, %1#1 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @dead_pure_ops(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @dead_pure_ops(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %a : i32
}

// CHECK-LABEL: func.func @dead_constant() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_constant() {
  %0 = arith.constant 9 : i32
  return
}

// CHECK-LABEL: func.func @dead_duplicate(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @dead_duplicate(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @dead_unregistered_kept(%arg0: i32) {
// CHECK-NEXT:   %0 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_unregistered_kept(%a: i32) {
  %0 = "test.op"(%a) : (i32) -> i32
  return
}

// CHECK-LABEL: func.func @dead_in_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @dead_in_region(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = arith.muli %a, %a : i32
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
