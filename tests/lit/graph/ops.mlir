// strata's graph dialect (dialects/graph/ods/GraphOps.td) in the custom
// form: every op, with the framework's discardable `op_name`,
// `scope_symbol_id` and `device_tag` attributes kept through a round trip
// and through the generic form. mlir-opt-22 does not know this dialect: the
// expected text is strata's (the conformance corpus skips this file, which
// mlir-opt rejects).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @model(%x: tensor<1x32x32x3xf32>, %w: tensor<3x3x3x8xf32>, %a: tensor<4x8xf32>, %b: tensor<16x8xf32>) -> tensor<4x16xf32> {
  %c = graph.constant {op_name = "model/const_0", scope_symbol_id = 0 : i64} dense<0.5> : tensor<4x16xf32>
  %y = graph.conv2d %x, %w strides [1, 1] padding [0, 0, 0, 0] {device_tag = "gpu:0", op_name = "model/conv_1"} : tensor<1x32x32x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x30x30x8xf32>
  %r = graph.relu %y : tensor<1x30x30x8xf32>
  %p = graph.matmul %a, %b {transpose_b, op_name = "model/matmul_2", scope_symbol_id = 2 : i64} : tensor<4x8xf32>, tensor<16x8xf32> -> tensor<4x16xf32>
  %t = graph.transpose %p, [1, 0] : tensor<4x16xf32> -> tensor<16x4xf32>
  %h = graph.cast %t {op_name = "model/cast_3"} : tensor<16x4xf32> to tensor<16x4xf16>
  %s = graph.add_n %p, %c, %p {op_name = "model/sum_4", scope_symbol_id = 4 : i64, device_tag = "cpu"} : tensor<4x16xf32>
  return %s : tensor<4x16xf32>
}

func.func @shapes(%x: tensor<2x9x9x4xf16>, %w: tensor<3x3x4x2xf16>, %a: tensor<?x8xf32>, %b: tensor<8x?xf32>, %v: tensor<2x3x4xi8>, %u: tensor<*xf32>) {
  %y = graph.conv2d %x, %w strides [2, 2] padding [1, 1, 0, 1] : tensor<2x9x9x4xf16>, tensor<3x3x4x2xf16> -> tensor<2x5x4x2xf16>
  %m = graph.matmul %a, %b : tensor<?x8xf32>, tensor<8x?xf32> -> tensor<?x?xf32>
  %mt = graph.matmul %b, %a {transpose_a, transpose_b} : tensor<8x?xf32>, tensor<?x8xf32> -> tensor<?x?xf32>
  %t = graph.transpose %v, [2, 0, 1] {scope_symbol_id = 7 : i64} : tensor<2x3x4xi8> -> tensor<4x2x3xi8>
  %one = graph.add_n %u : tensor<*xf32>
  %r = graph.relu %u {device_tag = "cpu"} : tensor<*xf32>
  %i = graph.constant dense<[1, 2, 3]> : tensor<3xi32>
  %ci = graph.cast %i : tensor<3xi32> to tensor<3xf32>
  return
}

// CHECK-LABEL: func.func @model(%arg0: tensor<1x32x32x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<16x8xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = graph.constant {op_name = "model/const_0", scope_symbol_id = 0 : i64} dense<5.000000e-01> : tensor<4x16xf32>
// CHECK-NEXT: %1 = graph.conv2d %arg0, %arg1 strides [1, 1] padding [0, 0, 0, 0] {device_tag = "gpu:0", op_name = "model/conv_1"} : tensor<1x32x32x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x30x30x8xf32>
// CHECK-NEXT: %2 = graph.relu %1 : tensor<1x30x30x8xf32>
// CHECK-NEXT: %3 = graph.matmul %arg2, %arg3 {op_name = "model/matmul_2", scope_symbol_id = 2 : i64, transpose_b} : tensor<4x8xf32>, tensor<16x8xf32> -> tensor<4x16xf32>
// CHECK-NEXT: %4 = graph.transpose %3, [1, 0] : tensor<4x16xf32> -> tensor<16x4xf32>
// CHECK-NEXT: %5 = graph.cast %4 {op_name = "model/cast_3"} : tensor<16x4xf32> to tensor<16x4xf16>
// CHECK-NEXT: %6 = graph.add_n %3, %0, %3 {device_tag = "cpu", op_name = "model/sum_4", scope_symbol_id = 4 : i64} : tensor<4x16xf32>
// CHECK-NEXT: return %6 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shapes(%arg0: tensor<2x9x9x4xf16>, %arg1: tensor<3x3x4x2xf16>, %arg2: tensor<?x8xf32>, %arg3: tensor<8x?xf32>, %arg4: tensor<2x3x4xi8>, %arg5: tensor<*xf32>) {
// CHECK-NEXT: %0 = graph.conv2d %arg0, %arg1 strides [2, 2] padding [1, 1, 0, 1] : tensor<2x9x9x4xf16>, tensor<3x3x4x2xf16> -> tensor<2x5x4x2xf16>
// CHECK-NEXT: %1 = graph.matmul %arg2, %arg3 : tensor<?x8xf32>, tensor<8x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT: %2 = graph.matmul %arg3, %arg2 {transpose_a, transpose_b} : tensor<8x?xf32>, tensor<?x8xf32> -> tensor<?x?xf32>
// CHECK-NEXT: %3 = graph.transpose %arg4, [2, 0, 1] {scope_symbol_id = 7 : i64} : tensor<2x3x4xi8> -> tensor<4x2x3xi8>
// CHECK-NEXT: %4 = graph.add_n %arg5 : tensor<*xf32>
// CHECK-NEXT: %5 = graph.relu %arg5 {device_tag = "cpu"} : tensor<*xf32>
// CHECK-NEXT: %6 = graph.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %7 = graph.cast %6 : tensor<3xi32> to tensor<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
