// The graph dialect's declarative rules (patterns/graph.td): transposes
// that cancel or compose, a one-input add_n, a cast to the same type.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// Rules keep their names: disabling one leaves its match alone.
// RUN: strata-opt %s --canonicalize="disable-patterns=TransposeOfTranspose" | FileCheck %s --check-prefix=NOCOMPOSE
// The rewrite trace names them.
// RUN: strata-opt %s --canonicalize --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
// TRACE: [rewrite] TransposeOfInverseTranspose on 'graph.transpose'
// TRACE: [rewrite] TransposeOfTranspose on 'graph.transpose'
// TRACE: [rewrite] TransposeOfIdentity on 'graph.transpose'
// TRACE: [rewrite] AddNOfOne on 'graph.add_n'
// TRACE: [rewrite] CastToSameType on 'graph.cast'

// CHECK-LABEL: func.func @inverse_transposes(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT:    return %arg0 : tensor<2x3x4xf32>
func.func @inverse_transposes(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = graph.transpose %x, [1, 2, 0] : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
  %1 = graph.transpose %0, [2, 0, 1] : tensor<3x4x2xf32> -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

// Output dimension i of transpose(transpose(x, p), q) is dimension p[q[i]]
// of x: here [1, 2, 0] then [1, 0, 2] is [2, 1, 0].
// CHECK-LABEL: func.func @composed_transposes(%arg0: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
// CHECK-NEXT:    %0 = graph.transpose %arg0, [2, 1, 0] : tensor<2x3x4xf32> -> tensor<4x3x2xf32>
// CHECK-NEXT:    return %0 : tensor<4x3x2xf32>
// NOCOMPOSE-LABEL: func.func @composed_transposes
// NOCOMPOSE-NEXT:    %0 = graph.transpose %arg0, [1, 2, 0]
// NOCOMPOSE-NEXT:    %1 = graph.transpose %0, [1, 0, 2]
func.func @composed_transposes(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  %0 = graph.transpose %x, [1, 2, 0] : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
  %1 = graph.transpose %0, [1, 0, 2] : tensor<3x4x2xf32> -> tensor<4x3x2xf32>
  return %1 : tensor<4x3x2xf32>
}

// Three transposes: two of them cancel.
// CHECK-LABEL: func.func @three_transposes(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
// CHECK-NEXT:    %0 = graph.transpose %arg0, [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    return %0 : tensor<3x2xf32>
func.func @three_transposes(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = graph.transpose %x, [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %1 = graph.transpose %0, [1, 0] : tensor<3x2xf32> -> tensor<2x3xf32>
  %2 = graph.transpose %1, [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %2 : tensor<3x2xf32>
}

// CHECK-LABEL: func.func @identity_transpose(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT:    return %arg0 : tensor<2x3xf32>
func.func @identity_transpose(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = graph.transpose %x, [0, 1] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @add_n(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:    %0 = graph.add_n %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT:    return %arg0, %0 : tensor<4xf32>, tensor<4xf32>
func.func @add_n(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = graph.add_n %a : tensor<4xf32>
  %1 = graph.add_n %a, %b : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @casts(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf16>) {
// CHECK-NEXT:    %0 = graph.cast %arg0 : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:    return %arg0, %0 : tensor<4xf32>, tensor<4xf16>
func.func @casts(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf16>) {
  %0 = graph.cast %x : tensor<4xf32> to tensor<4xf32>
  %1 = graph.cast %x : tensor<4xf32> to tensor<4xf16>
  return %0, %1 : tensor<4xf32>, tensor<4xf16>
}
