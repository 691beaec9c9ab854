// graph ops printed in the generic form: `permutation`, `strides`,
// `padding`, `value` and the unit `transpose_a`/`transpose_b` are
// properties, the framework's `op_name`/`scope_symbol_id`/`device_tag` stay
// discardable attributes. The expected text is strata's (mlir-opt-22 prints
// the same for these ops as unregistered ones); the input is in the custom
// form, which mlir-opt rejects, so the conformance corpus skips this file.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %x: tensor<1x5x5x2xf32>, %w: tensor<2x2x2x3xf32>) -> tensor<16x4xf32> {
  %c = graph.constant {op_name = "m/c"} dense<1.0> : tensor<4x16xf32>
  %p = graph.matmul %a, %b {op_name = "m/mm", scope_symbol_id = 3 : i64} : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  %q = graph.matmul %b, %a {transpose_a, transpose_b} : tensor<8x16xf32>, tensor<4x8xf32> -> tensor<16x4xf32>
  %s = graph.add_n %p, %c {device_tag = "tpu"} : tensor<4x16xf32>
  %t = graph.transpose %s, [1, 0] : tensor<4x16xf32> -> tensor<16x4xf32>
  %y = graph.conv2d %x, %w strides [2, 2] padding [0, 1, 0, 1] : tensor<1x5x5x2xf32>, tensor<2x2x2x3xf32> -> tensor<1x3x3x3xf32>
  return %t : tensor<16x4xf32>
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<1x5x5x2xf32>, tensor<2x2x2x3xf32>) -> tensor<16x4xf32>, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<1x5x5x2xf32>, %arg3: tensor<2x2x2x3xf32>):
// CHECK-NEXT: %0 = "graph.constant"() <{value = dense<1.000000e+00> : tensor<4x16xf32>}> {op_name = "m/c"} : () -> tensor<4x16xf32>
// CHECK-NEXT: %1 = "graph.matmul"(%arg0, %arg1) {op_name = "m/mm", scope_symbol_id = 3 : i64} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %2 = "graph.matmul"(%arg1, %arg0) <{transpose_a, transpose_b}> : (tensor<8x16xf32>, tensor<4x8xf32>) -> tensor<16x4xf32>
// CHECK-NEXT: %3 = "graph.add_n"(%1, %0) {device_tag = "tpu"} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %4 = "graph.transpose"(%3) <{permutation = array<i64: 1, 0>}> : (tensor<4x16xf32>) -> tensor<16x4xf32>
// CHECK-NEXT: %5 = "graph.conv2d"(%arg2, %arg3) <{padding = array<i64: 0, 1, 0, 1>, strides = array<i64: 2, 2>}> : (tensor<1x5x5x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
// CHECK-NEXT: "func.return"(%4) : (tensor<16x4xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
