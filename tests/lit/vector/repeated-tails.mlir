// Ops that repeat the same text after their operands (generated IR does,
// thousands of times): the parser reads a repeated attribute dictionary
// and types of a transfer, or a repeated list of constant indices, from a
// memo. Each op below gets what parsing it alone would give: a mask or a
// dynamic index changes the segment sizes, a third type is the error it
// always is.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "g"
// CHECK: "vector.transfer_read"(%arg1, %arg2, %arg3) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}>
// CHECK: "vector.transfer_read"(%arg1, %arg2, %arg3) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}>
// CHECK: "vector.transfer_read"(%arg1, %arg2, %arg3, %arg5) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}>
// CHECK: "vector.transfer_write"(%arg4, %arg1, %arg2) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}>
// CHECK: "vector.transfer_write"(%arg4, %arg1, %arg2, %arg5) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}>
// CHECK: "vector.transfer_write"(%arg4, %arg1, %arg2) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}>
// CHECK: "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 32>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}>
// CHECK: "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 32>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}>
// CHECK: "tensor.extract_slice"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}>
func.func @g(%t: tensor<64xf32>, %m: memref<8xf32>, %i: index, %p: f32, %v: vector<8xf32>, %mask: vector<8xi1>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  %1 = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  %2 = vector.transfer_read %m[%i], %p, %mask {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  vector.transfer_write %v, %m[%i], %mask {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  %s0 = tensor.extract_slice %t[32] [8] [1] : tensor<64xf32> to tensor<8xf32>
  %s1 = tensor.extract_slice %t[32] [8] [1] : tensor<64xf32> to tensor<8xf32>
  %s2 = tensor.extract_slice %t[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
  return %0, %1, %2, %s0, %s1, %s2 : vector<8xf32>, vector<8xf32>, vector<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @third_type(%t: tensor<8xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %t[%i], %p {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %1 = vector.transfer_read %t[%i], %p {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>, vector<8xf32>
  return
}

// -----

func.func @third_type_after_space(%t: tensor<8xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<8xf32>
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %1 = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<8xf32> , vector<8xf32>
  return
}
