// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// The seed scenarios of the rewrite-engine issue, checked against
// mlir-opt-22 --canonicalize output.

// A deep-learning graph's constant folding: add(10, 10), then multiply by
// 2, then by the input: the constant part folds to 40.
func.func @graph_scalar(%a: f32) -> f32 {
  %c10 = arith.constant 10.0 : f32
  %c2 = arith.constant 2.0 : f32
  %s = arith.addf %c10, %c10 : f32
  %m = arith.mulf %s, %c2 : f32
  %r = arith.mulf %m, %a : f32
  return %r : f32
}

func.func @graph_tensor(%a: tensor<1xf32>) -> tensor<1xf32> {
  %c10 = arith.constant dense<10.0> : tensor<1xf32>
  %c2 = arith.constant dense<2.0> : tensor<1xf32>
  %s = arith.addf %c10, %c10 : tensor<1xf32>
  %m = arith.mulf %s, %c2 : tensor<1xf32>
  %r = arith.mulf %m, %a : tensor<1xf32>
  return %r : tensor<1xf32>
}

// Constant propagation: x = 14; y = 7 - x/2; return y * (28/x + 2) is 0.
func.func @constant_propagation() -> i32 {
  %x = arith.constant 14 : i32
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %c28 = arith.constant 28 : i32
  %h = arith.divsi %x, %c2 : i32
  %y = arith.subi %c7, %h : i32
  %q = arith.divsi %c28, %x : i32
  %t = arith.addi %q, %c2 : i32
  %r = arith.muli %y, %t : i32
  return %r : i32
}

// A conditional on a constant collapses to the taken branch.
func.func @constant_condition(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    %d = arith.subi %a, %b : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func @constant_branch(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %s = arith.addi %a, %b : i32
  return %s : i32
^bb2:
  %d = arith.subi %a, %b : i32
  return %d : i32
}

// CHECK-LABEL: func.func @graph_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:  %cst = arith.constant 4.000000e+01 : f32
// CHECK-NEXT:  %0 = arith.mulf %arg0, %cst : f32
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @graph_tensor(%arg0: tensor<1xf32>) -> tensor<1xf32> {
// CHECK-NEXT:  %cst = arith.constant dense<4.000000e+01> : tensor<1xf32>
// CHECK-NEXT:  %0 = arith.mulf %arg0, %cst : tensor<1xf32>
// CHECK-NEXT:  return %0 : tensor<1xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @constant_propagation() -> i32 {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  return %c0_i32 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @constant_condition(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @constant_branch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
