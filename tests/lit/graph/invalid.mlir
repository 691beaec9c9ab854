// Invalid graph ops: the ODS constraints and traits generated from
// GraphOps.td, then the dialect's own verifiers (dialects/graph/src/verify.rs)
// with strata's messages. strata-only: mlir-opt-22 does not know the
// dialect.
// RUN: strata-opt %s --split-input-file --verify-diagnostics
// conformance: strata-only (graph is strata's own dialect: mlir-opt-22 does not know it)

func.func @f() {
  // expected-error@+1 {{'graph.add_n' op expected 1 or more operands, but found 0}}
  %0 = graph.add_n : tensor<4xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error@+1 {{'graph.transpose' op permutation of length 1 does not match the input rank 2}}
  %0 = graph.transpose %v, [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error@+1 {{'graph.transpose' op permutation [1, 1] is not a permutation of 0..2}}
  %0 = graph.transpose %v, [1, 1] : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error@+1 {{'graph.transpose' op permutation [0, 2] is not a permutation of 0..2}}
  %0 = graph.transpose %v, [0, 2] : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error@+1 {{'graph.transpose' op output dimension 0 is 4 but input dimension 1 (permutation[0]) is 8}}
  %0 = graph.transpose %v, [1, 0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error@+1 {{'graph.transpose' op output rank 3 does not match the input rank 2}}
  %0 = graph.transpose %v, [1, 0] : tensor<4x8xf32> -> tensor<8x4x1xf32>
  return
}

// -----

func.func @f(%v: tensor<4x8xf32>) {
  // expected-error@+1 {{'graph.transpose' op output element type 'f16' does not match the input element type 'f32'}}
  %0 = graph.transpose %v, [1, 0] : tensor<4x8xf32> -> tensor<8x4xf16>
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>) {
  // expected-error@+1 {{'graph.matmul' op contraction dimensions do not match: lhs dimension 1 is 8, rhs dimension 0 is 16}}
  %0 = graph.matmul %a, %b : tensor<4x8xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) {
  // expected-error@+1 {{'graph.matmul' op output shape 4x4 does not match the expected 4x16}}
  %0 = graph.matmul %a, %b : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf16>) {
  // expected-error@+1 {{'graph.matmul' op rhs element type 'f16' does not match the lhs element type 'f32'}}
  %0 = graph.matmul %a, %b : tensor<4x8xf32>, tensor<8x16xf16> -> tensor<4x16xf32>
  return
}

// -----

func.func @f(%a: tensor<4x8x2xf32>, %b: tensor<8x16xf32>) {
  // expected-error@+1 {{'graph.matmul' op operand #0 must be 2D tensor of floating-point values, but got 'tensor<4x8x2xf32>'}}
  %0 = graph.matmul %a, %b : tensor<4x8x2xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x4x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op input channels (3, NHWC dimension 3) do not match the filter's (4, HWCF dimension 2)}}
  %0 = graph.conv2d %x, %w strides [1, 1] padding [0, 0, 0, 0] : tensor<1x8x8x3xf32>, tensor<3x3x4x8xf32> -> tensor<1x6x6x8xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op expects 2 strides (height, width), got 3}}
  %0 = graph.conv2d %x, %w strides [1, 1, 1] padding [0, 0, 0, 0] : tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x6x6x8xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op expects 4 padding values (top, bottom, left, right), got 2}}
  %0 = graph.conv2d %x, %w strides [1, 1] padding [1, 1] : tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x6x6x8xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op strides must be positive, got [0, 1]}}
  %0 = graph.conv2d %x, %w strides [0, 1] padding [0, 0, 0, 0] : tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x6x6x8xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op padding must be non-negative, got [0, -1, 0, 0]}}
  %0 = graph.conv2d %x, %w strides [1, 1] padding [0, -1, 0, 0] : tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x6x6x8xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op output shape 1x8x8x8 does not match the expected 1x6x6x8}}
  %0 = graph.conv2d %x, %w strides [1, 1] padding [0, 0, 0, 0] : tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x8x8x8xf32>
  return
}

// -----

func.func @f(%x: tensor<1x2x2x3xf32>, %w: tensor<3x3x3x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op filter 3x3 is larger than the padded input}}
  %0 = graph.conv2d %x, %w strides [1, 1] padding [0, 0, 0, 0] : tensor<1x2x2x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x1x1x8xf32>
  return
}

// -----

func.func @f(%v: tensor<4xi32>) {
  // expected-error@+1 {{'graph.relu' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = graph.relu %v : tensor<4xi32>
  return
}

// -----

func.func @f(%v: tensor<4xf32>) {
  // expected-error@+1 {{'graph.cast' op requires the same shape for all operands and results}}
  %0 = graph.cast %v : tensor<4xf32> to tensor<5xf16>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {value = 1 : i32} for op graph.constant: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "graph.constant"() <{value = 1 : i32}> : () -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x8xf32>) {
  // expected-error@+1 {{'graph.conv2d' op output shape 2x6x6x8 does not match the expected 1x6x6x8}}
  %0 = graph.conv2d %x, %w strides [1, 1] padding [0, 0, 0, 0] : tensor<1x8x8x3xf32>, tensor<3x3x3x8xf32> -> tensor<2x6x6x8xf32>
  return
}
