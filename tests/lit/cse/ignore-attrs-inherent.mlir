// `cse{ignore-attrs=...}` ignores discardable attributes only: naming an
// inherent attribute (a property: `value`, `perm`, `transpose_b`,
// `strides`, `predicate`) never makes ops that differ in it equal (here a
// 3x3 kernel over a 3x3 input gives one output pixel at any stride). A strata
// extension (docs/rewriting.md); the conformance tool skips this RUN line.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse{ignore-attrs=value,perm,transpose_b,strides,predicate}))' | FileCheck %s

// CHECK-LABEL: func.func @constants() -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    return %c1_i32, %c2_i32 : i32, i32
// CHECK-NEXT:  }
func.func @constants() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @compares(%arg0: i32, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT:    %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %0, %1 : i1, i1
// CHECK-NEXT:  }
func.func @compares(%a: i32, %b: i32) -> (i1, i1) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi sgt, %a, %b : i32
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @graph_properties(
// CHECK-NEXT:    %0 = graph.transpose %arg0, [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %1 = graph.transpose %arg0, [0, 1] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %2 = graph.matmul %arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %3 = graph.matmul %arg0, %arg0 {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %4 = graph.conv2d %arg1, %arg2 strides [1, 1] padding [0, 0, 0, 0] : tensor<1x3x3x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x1x1x8xf32>
// CHECK-NEXT:    %5 = graph.conv2d %arg1, %arg2 strides [2, 2] padding [0, 0, 0, 0] : tensor<1x3x3x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x1x1x8xf32>
// CHECK-NEXT:    return %0, %1, %2, %3, %4, %5
// CHECK-NEXT:  }
func.func @graph_properties(%m: tensor<4x4xf32>, %x: tensor<1x3x3x3xf32>, %w: tensor<3x3x3x8xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) {
  %0 = graph.transpose %m, [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %1 = graph.transpose %m, [0, 1] : tensor<4x4xf32> -> tensor<4x4xf32>
  %2 = graph.matmul %m, %m : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %3 = graph.matmul %m, %m {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %4 = graph.conv2d %x, %w strides [1, 1] padding [0, 0, 0, 0] : tensor<1x3x3x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x1x1x8xf32>
  %5 = graph.conv2d %x, %w strides [2, 2] padding [0, 0, 0, 0] : tensor<1x3x3x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x1x1x8xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>
}
