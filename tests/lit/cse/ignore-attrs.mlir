// `cse{ignore-attrs=...}` (a strata extension, docs/rewriting.md): ops that
// differ only in the named discardable attributes are equal. The survivor
// is the first (dominating) op and keeps its own attributes; the replaced
// op's attributes go with it. Without the option (`--cse`, upstream's
// pass) every op here stays apart. mlir-opt-22 knows neither the option nor
// the graph dialect; the conformance tool skips the extension RUN line.
// RUN: strata-opt %s --pass-pipeline='builtin.module(cse{ignore-attrs=op_name,scope_symbol_id})' | FileCheck %s
// RUN: strata-opt %s --cse=ignore-attrs=op_name,scope_symbol_id | FileCheck %s
// RUN: strata-opt %s --cse | FileCheck %s --check-prefix=PLAIN

// The deep-learning graph case: two casts of one input that differ only in
// `op_name` and `scope_symbol_id` feed an add; one cast remains, with its
// own attributes, and the add takes it twice.
// CHECK-LABEL: func.func @add_of_casts(%arg0: tensor<4x16xf32>) -> tensor<4x16xf16> {
// CHECK-NEXT:    %0 = graph.cast %arg0 {op_name = "model/cast_1", scope_symbol_id = 1 : i64} : tensor<4x16xf32> to tensor<4x16xf16>
// CHECK-NEXT:    %1 = graph.add_n %0, %0 {op_name = "model/sum_3"} : tensor<4x16xf16>
// CHECK-NEXT:    return %1 : tensor<4x16xf16>
// CHECK-NEXT:  }
// PLAIN-LABEL: func.func @add_of_casts(%arg0: tensor<4x16xf32>) -> tensor<4x16xf16> {
// PLAIN-NEXT:    %0 = graph.cast %arg0 {op_name = "model/cast_1", scope_symbol_id = 1 : i64} : tensor<4x16xf32> to tensor<4x16xf16>
// PLAIN-NEXT:    %1 = graph.cast %arg0 {op_name = "model/cast_2", scope_symbol_id = 2 : i64} : tensor<4x16xf32> to tensor<4x16xf16>
// PLAIN-NEXT:    %2 = graph.add_n %0, %1 {op_name = "model/sum_3"} : tensor<4x16xf16>
// PLAIN-NEXT:    return %2 : tensor<4x16xf16>
// PLAIN-NEXT:  }
func.func @add_of_casts(%x: tensor<4x16xf32>) -> tensor<4x16xf16> {
  %0 = graph.cast %x {op_name = "model/cast_1", scope_symbol_id = 1 : i64} : tensor<4x16xf32> to tensor<4x16xf16>
  %1 = graph.cast %x {op_name = "model/cast_2", scope_symbol_id = 2 : i64} : tensor<4x16xf32> to tensor<4x16xf16>
  %2 = graph.add_n %0, %1 {op_name = "model/sum_3"} : tensor<4x16xf16>
  return %2 : tensor<4x16xf16>
}

// A weight transposed twice under different names feeds two identical
// convolutions: once the transposes merge, so do the convolutions, and the
// function returns the one convolution twice.
// CHECK-LABEL: func.func @conv_of_transposes(%arg0: tensor<1x32x32x3xf32>, %arg1: tensor<8x3x3x3xf32>) -> (tensor<1x30x30x8xf32>, tensor<1x30x30x8xf32>) {
// CHECK-NEXT:    %0 = graph.transpose %arg1, [1, 2, 3, 0] {op_name = "model/transpose_1"} : tensor<8x3x3x3xf32> -> tensor<3x3x3x8xf32>
// CHECK-NEXT:    %1 = graph.conv2d %arg0, %0 strides [1, 1] padding [0, 0, 0, 0] {device_tag = "gpu:0"} : tensor<1x32x32x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x30x30x8xf32>
// CHECK-NEXT:    return %1, %1 : tensor<1x30x30x8xf32>, tensor<1x30x30x8xf32>
// CHECK-NEXT:  }
// PLAIN-LABEL: func.func @conv_of_transposes(
// PLAIN-NEXT:    %0 = graph.transpose %arg1, [1, 2, 3, 0] {op_name = "model/transpose_1"}
// PLAIN-NEXT:    %1 = graph.transpose %arg1, [1, 2, 3, 0] {op_name = "model/transpose_2"}
// PLAIN-NEXT:    %2 = graph.conv2d %arg0, %0
// PLAIN-NEXT:    %3 = graph.conv2d %arg0, %1
// PLAIN-NEXT:    return %2, %3
func.func @conv_of_transposes(%x: tensor<1x32x32x3xf32>, %w: tensor<8x3x3x3xf32>) -> (tensor<1x30x30x8xf32>, tensor<1x30x30x8xf32>) {
  %t0 = graph.transpose %w, [1, 2, 3, 0] {op_name = "model/transpose_1"} : tensor<8x3x3x3xf32> -> tensor<3x3x3x8xf32>
  %t1 = graph.transpose %w, [1, 2, 3, 0] {op_name = "model/transpose_2"} : tensor<8x3x3x3xf32> -> tensor<3x3x3x8xf32>
  %c0 = graph.conv2d %x, %t0 strides [1, 1] padding [0, 0, 0, 0] {device_tag = "gpu:0"} : tensor<1x32x32x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x30x30x8xf32>
  %c1 = graph.conv2d %x, %t1 strides [1, 1] padding [0, 0, 0, 0] {device_tag = "gpu:0"} : tensor<1x32x32x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x30x30x8xf32>
  return %c0, %c1 : tensor<1x30x30x8xf32>, tensor<1x30x30x8xf32>
}

// The survivor is the first op, attributes unchanged (nothing is taken
// from the ops it replaces); an attribute not named (`device_tag`) still
// tells ops apart.
// CHECK-LABEL: func.func @first_survives(%arg0: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) {
// CHECK-NEXT:    %0 = graph.cast %arg0 {device_tag = "gpu:0"} : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:    %1 = graph.cast %arg0 {device_tag = "cpu", op_name = "m/cast_2"} : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:    return %0, %0, %1 : tensor<4xf16>, tensor<4xf16>, tensor<4xf16>
// CHECK-NEXT:  }
func.func @first_survives(%x: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) {
  %0 = graph.cast %x {device_tag = "gpu:0"} : tensor<4xf32> to tensor<4xf16>
  %1 = graph.cast %x {device_tag = "gpu:0", op_name = "m/cast_1", scope_symbol_id = 1 : i64} : tensor<4xf32> to tensor<4xf16>
  %2 = graph.cast %x {device_tag = "cpu", op_name = "m/cast_2"} : tensor<4xf32> to tensor<4xf16>
  return %0, %1, %2 : tensor<4xf16>, tensor<4xf16>, tensor<4xf16>
}

// Commutative operands are still compared as a multiset.
// CHECK-LABEL: func.func @commutative(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 {op_name = "add_1"} : i32
// CHECK-NEXT:    return %0, %0 : i32, i32
// CHECK-NEXT:  }
func.func @commutative(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b {op_name = "add_1"} : i32
  %1 = arith.addi %b, %a {op_name = "add_2"} : i32
  return %0, %1 : i32, i32
}

// Ops nested in regions are compared with the same attributes ignored, so
// the second `scf.if` merges into the first.
// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>) {
// CHECK-NEXT:    %0 = scf.if %arg0 -> (tensor<4xf16>) {
// CHECK-NEXT:      %1 = graph.cast %arg1 {op_name = "then/cast_1"} : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:      scf.yield %1 : tensor<4xf16>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = graph.relu %arg1 {op_name = "else/relu_1"} : tensor<4xf32>
// CHECK-NEXT:      %2 = graph.cast %1 : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:      scf.yield %2 : tensor<4xf16>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %0 : tensor<4xf16>, tensor<4xf16>
// CHECK-NEXT:  }
func.func @regions(%c: i1, %x: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>) {
  %0 = scf.if %c -> tensor<4xf16> {
    %a = graph.cast %x {op_name = "then/cast_1"} : tensor<4xf32> to tensor<4xf16>
    scf.yield %a : tensor<4xf16>
  } else {
    %r = graph.relu %x {op_name = "else/relu_1"} : tensor<4xf32>
    %b = graph.cast %r : tensor<4xf32> to tensor<4xf16>
    scf.yield %b : tensor<4xf16>
  }
  %1 = scf.if %c -> tensor<4xf16> {
    %a = graph.cast %x {op_name = "then/cast_2", scope_symbol_id = 2 : i64} : tensor<4xf32> to tensor<4xf16>
    scf.yield %a : tensor<4xf16>
  } else {
    %r = graph.relu %x {op_name = "else/relu_2"} : tensor<4xf32>
    %b = graph.cast %r {op_name = "else/cast_2"} : tensor<4xf32> to tensor<4xf16>
    scf.yield %b : tensor<4xf16>
  }
  return %0, %1 : tensor<4xf16>, tensor<4xf16>
}

// An op in a nested region merges into a dominating one outside it.
// CHECK-LABEL: func.func @dominating(%arg0: i1, %arg1: tensor<4xf32>) -> tensor<4xf16> {
// CHECK-NEXT:    %0 = graph.cast %arg1 {op_name = "outer"} : tensor<4xf32> to tensor<4xf16>
// CHECK-NEXT:    %1 = scf.if %arg0 -> (tensor<4xf16>) {
// CHECK-NEXT:      scf.yield %0 : tensor<4xf16>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %0 : tensor<4xf16>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : tensor<4xf16>
// CHECK-NEXT:  }
func.func @dominating(%c: i1, %x: tensor<4xf32>) -> tensor<4xf16> {
  %0 = graph.cast %x {op_name = "outer"} : tensor<4xf32> to tensor<4xf16>
  %1 = scf.if %c -> tensor<4xf16> {
    %a = graph.cast %x {op_name = "inner"} : tensor<4xf32> to tensor<4xf16>
    scf.yield %a : tensor<4xf16>
  } else {
    scf.yield %0 : tensor<4xf16>
  }
  return %1 : tensor<4xf16>
}
