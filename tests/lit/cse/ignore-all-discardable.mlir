// `cse{ignore-all-discardable=true}` (a strata extension,
// docs/rewriting.md): no discardable attribute tells ops apart; properties
// (inherent attributes) still do. The survivor is the first op, with its
// own attributes. The conformance tool skips this RUN line.
// RUN: strata-opt %s --pass-pipeline='builtin.module(cse{ignore-all-discardable=true})' | FileCheck %s

// CHECK-LABEL: func.func @casts(%arg0: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) {
// CHECK-NEXT:    %0 = graph.cast %arg0 {device_tag = "gpu:0", op_name = "m/cast_1"} : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:    return %0, %0, %0 : tensor<4xf16>, tensor<4xf16>, tensor<4xf16>
// CHECK-NEXT:  }
func.func @casts(%x: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) {
  %0 = graph.cast %x {device_tag = "gpu:0", op_name = "m/cast_1"} : tensor<4xf32> to tensor<4xf16>
  %1 = graph.cast %x {device_tag = "cpu", op_name = "m/cast_2", scope_symbol_id = 2 : i64} : tensor<4xf32> to tensor<4xf16>
  %2 = graph.cast %x : tensor<4xf32> to tensor<4xf16>
  return %0, %1, %2 : tensor<4xf16>, tensor<4xf16>, tensor<4xf16>
}

// Any discardable attribute, on any dialect's op.
// CHECK-LABEL: func.func @arith(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.subi %arg0, %arg1 {tag = 1 : i64} : i32
// CHECK-NEXT:    return %0, %0, %1 : i32, i32, i32
// CHECK-NEXT:  }
func.func @arith(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %b {tag = 1 : i64, note = "x"} : i32
  %2 = arith.subi %a, %b {tag = 1 : i64} : i32
  return %0, %1, %2 : i32, i32, i32
}

// Properties still count.
// CHECK-LABEL: func.func @properties(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
// CHECK-NEXT:    %0 = graph.matmul %arg0, %arg0 {op_name = "a"} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %1 = graph.matmul %arg0, %arg0 {op_name = "b", transpose_a} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
// CHECK-NEXT:  }
func.func @properties(%m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = graph.matmul %m, %m {op_name = "a"} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %1 = graph.matmul %m, %m {op_name = "b", transpose_a} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}
