// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// Reads of a memref have an effect only on it; an unused read of a memref
// and an unused write to a tensor both go away; a write to a memref stays.
// CHECK-LABEL: func.func @unused_transfers(
// CHECK-SAME:    %[[M:.*]]: memref<8x8xf32>, %{{.*}}: tensor<8x8xf32>, %[[V:.*]]: vector<2x8xf32>)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    vector.transfer_write %[[V]], %[[M]][%[[C0]], %[[C0]]] {in_bounds = [true, true]}
// CHECK-NEXT:    return
func.func @unused_transfers(%m: memref<8x8xf32>, %t: tensor<8x8xf32>, %v: vector<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0], %pad : memref<8x8xf32>, vector<2x8xf32>
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<2x8xf32>, tensor<8x8xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<2x8xf32>, memref<8x8xf32>
  return
}

// -----

// Constant indices whose vector fits a static dimension become in bounds;
// a dynamic dimension or an overflowing vector does not.
// CHECK-LABEL: func.func @infer_in_bounds(
// CHECK:         vector.transfer_read {{.*}} {in_bounds = [false, true]} : memref<?x16xf32>, vector<2x8xf32>
// CHECK-NEXT:    vector.transfer_read {{.*}} {in_bounds = [true, false]} : tensor<6x16xf32>, vector<2x8xf32>
// CHECK-NEXT:    vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : tensor<6x16xf32>, vector<3x8xf32>
func.func @infer_in_bounds(%m: memref<?x16xf32>, %t: tensor<6x16xf32>, %i: index) -> (vector<2x8xf32>, vector<2x8xf32>, vector<3x8xf32>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c4, %c8], %pad : memref<?x16xf32>, vector<2x8xf32>
  %1 = vector.transfer_read %t[%c4, %c9], %pad : tensor<6x16xf32>, vector<2x8xf32>
  %2 = vector.transfer_read %t[%c4, %i], %pad : tensor<6x16xf32>, vector<3x8xf32>
  return %0, %1, %2 : vector<2x8xf32>, vector<2x8xf32>, vector<3x8xf32>
}

// -----

// A broadcast dimension becomes in bounds once the others are.
// CHECK-LABEL: func.func @infer_in_bounds_broadcast(
// CHECK:         vector.transfer_read {{.*}} {in_bounds = [true, true], permutation_map = #{{.*}}} : tensor<4xf32>, vector<4x5xf32>
func.func @infer_in_bounds_broadcast(%t: tensor<4xf32>) -> vector<4x5xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%c0], %pad {permutation_map = affine_map<(d0) -> (d0, 0)>} : tensor<4xf32>, vector<4x5xf32>
  return %0 : vector<4x5xf32>
}

// -----

// Casts that only lose static information are looked through.
// CHECK-LABEL: func.func @through_casts(
// CHECK-SAME:    %[[M:.*]]: memref<4x8xf32>, %[[T:.*]]: tensor<4x8xf32>)
// CHECK-NOT:     cast
// CHECK:         %[[R:.*]] = vector.transfer_read %[[T]][{{.*}}], %{{.*}} {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:    vector.transfer_write %[[R]], %[[M]][{{.*}}] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
func.func @through_casts(%m: memref<4x8xf32>, %t: tensor<4x8xf32>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %mc = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %tc = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = vector.transfer_read %tc[%c0, %c0], %pad : tensor<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %0, %mc[%c0, %c0] : vector<4x8xf32>, memref<?x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

// A read sees the last write to the same place, past writes elsewhere.
// CHECK-LABEL: func.func @read_after_writes(
// CHECK-SAME:    %{{.*}}: tensor<8x8xf32>, %[[A:.*]]: vector<2x8xf32>, %{{.*}}: vector<2x8xf32>)
// CHECK-NEXT:    return %[[A]] : vector<2x8xf32>
func.func @read_after_writes(%t: tensor<8x8xf32>, %a: vector<2x8xf32>, %b: vector<2x8xf32>) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %a, %t[%c2, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %w1 = vector.transfer_write %b, %w0[%c4, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w1[%c2, %c0], %pad {in_bounds = [true, true]} : tensor<8x8xf32>, vector<2x8xf32>
  return %r : vector<2x8xf32>
}

// -----

// Overlapping writes (rows 2-3 and 3-4) stop the search.
// CHECK-LABEL: func.func @read_after_overlapping_write(
// CHECK:         vector.transfer_write
// CHECK-NEXT:    vector.transfer_write
// CHECK-NEXT:    %[[R:.*]] = vector.transfer_read
// CHECK-NEXT:    return %[[R]]
func.func @read_after_overlapping_write(%t: tensor<8x8xf32>, %a: vector<2x8xf32>, %b: vector<2x8xf32>) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %a, %t[%c2, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %w1 = vector.transfer_write %b, %w0[%c3, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %w1[%c2, %c0], %pad {in_bounds = [true, true]} : tensor<8x8xf32>, vector<2x8xf32>
  return %r : vector<2x8xf32>
}

// -----

// Writing back what was read from the same place is the tensor; writing a
// whole-tensor read into another tensor is the tensor read.
// CHECK-LABEL: func.func @write_of_read(
// CHECK-SAME:    %[[T:.*]]: tensor<8x8xf32>, %[[U:.*]]: tensor<2x8xf32>, %{{.*}}: tensor<2x8xf32>, %{{.*}}: index)
// CHECK-NEXT:    return %[[T]], %[[U]] : tensor<8x8xf32>, tensor<2x8xf32>
func.func @write_of_read(%t: tensor<8x8xf32>, %u: tensor<2x8xf32>, %s: tensor<2x8xf32>, %i: index) -> (tensor<8x8xf32>, tensor<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[%i, %c0], %pad : tensor<8x8xf32>, vector<2x8xf32>
  %w = vector.transfer_write %v, %t[%i, %c0] : vector<2x8xf32>, tensor<8x8xf32>
  %x = vector.transfer_read %u[%c0, %c0], %pad : tensor<2x8xf32>, vector<2x8xf32>
  %y = vector.transfer_write %x, %s[%c0, %c0] : vector<2x8xf32>, tensor<2x8xf32>
  return %w, %y : tensor<8x8xf32>, tensor<2x8xf32>
}

// -----

// A write overwritten by a later one at the same place is skipped, past a
// write elsewhere used only by the chain.
// CHECK-LABEL: func.func @overwritten_write(
// CHECK-SAME:    %[[T:.*]]: tensor<8x8xf32>, %{{.*}}: vector<2x8xf32>, %[[B:.*]]: vector<2x8xf32>)
// CHECK:         %[[W1:.*]] = vector.transfer_write %[[B]], %[[T]][%[[C4:[a-z0-9]+]], %[[C0:[a-z0-9]+]]]
// CHECK-NEXT:    %[[W2:.*]] = vector.transfer_write %[[B]], %[[W1]][%[[C0]], %[[C0]]]
// CHECK-NEXT:    return %[[W2]]
func.func @overwritten_write(%t: tensor<8x8xf32>, %a: vector<2x8xf32>, %b: vector<2x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %w0 = vector.transfer_write %a, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %w1 = vector.transfer_write %b, %w0[%c4, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %w2 = vector.transfer_write %b, %w1[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  return %w2 : tensor<8x8xf32>
}

// -----

// The write in between has another use: nothing changes.
// CHECK-LABEL: func.func @overwritten_write_used(
// CHECK-SAME:    %[[T:.*]]: tensor<8x8xf32>, %[[A:.*]]: vector<2x8xf32>, %{{.*}}: vector<2x8xf32>)
// CHECK:         %[[W0:.*]] = vector.transfer_write %[[A]], %[[T]]
// CHECK-NEXT:    %[[W1:.*]] = vector.transfer_write %{{.*}}, %[[W0]]
// CHECK-NEXT:    %[[W2:.*]] = vector.transfer_write %{{.*}}, %[[W1]]
// CHECK-NEXT:    return %[[W1]], %[[W2]]
func.func @overwritten_write_used(%t: tensor<8x8xf32>, %a: vector<2x8xf32>, %b: vector<2x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %w0 = vector.transfer_write %a, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %w1 = vector.transfer_write %b, %w0[%c4, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %w2 = vector.transfer_write %b, %w1[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  return %w1, %w2 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// A read of the chunk just written, transposed and broadcast, is the
// written vector broadcast and transposed.
// CHECK-LABEL: func.func @read_written_transposed(
// CHECK-SAME:    %{{.*}}: tensor<4x6xf32>, %[[V:.*]]: vector<6x4xf32>)
// CHECK-NEXT:    %[[B:.*]] = vector.broadcast %[[V]] : vector<6x4xf32> to vector<3x6x4xf32>
// CHECK-NEXT:    %[[T:.*]] = vector.transpose %[[B]], [0, 2, 1] : vector<3x6x4xf32> to vector<3x4x6xf32>
// CHECK-NEXT:    return %[[T]]
func.func @read_written_transposed(%t: tensor<4x6xf32>, %v: vector<6x4xf32>) -> vector<3x4x6xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<6x4xf32>, tensor<4x6xf32>
  %r = vector.transfer_read %w[%c0, %c0], %pad {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (0, d0, d1)>} : tensor<4x6xf32>, vector<3x4x6xf32>
  return %r : vector<3x4x6xf32>
}

// -----

// An add of a contraction into zero accumulates into the contraction;
// a non-zero accumulator stays.
// CHECK-LABEL: func.func @contract_add(
// CHECK-SAME:    %[[A:.*]]: vector<2x3xf32>, %[[B:.*]]: vector<3x4xf32>, %[[C:.*]]: vector<2x4xf32>)
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant dense<1.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:    %[[D:.*]] = vector.contract {{.*}} %[[A]], %[[B]], %[[C]] :
// CHECK-NEXT:    %[[E:.*]] = vector.contract {{.*}} %[[A]], %[[B]], %[[ONE]] :
// CHECK-NEXT:    %[[F:.*]] = arith.addf %[[E]], %[[C]]
// CHECK-NEXT:    return %[[D]], %[[F]]
#maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_add(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %zero = arith.constant dense<0.0> : vector<2x4xf32>
  %one = arith.constant dense<1.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %zero : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %c, %0 : vector<2x4xf32>
  %2 = vector.contract {indexing_maps = #maps, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %one : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %3 = arith.addf %2, %c : vector<2x4xf32>
  return %1, %3 : vector<2x4xf32>, vector<2x4xf32>
}

// -----

// A whole-tensor write, sliced and inserted elsewhere, writes into the
// destination's slice instead; the fold then infers the new write's
// in_bounds from the static slice size.
// CHECK-LABEL: func.func @swap_slice_write(
// CHECK-SAME:    %[[V:.*]]: vector<4x8xf32>, %{{.*}}: tensor<4x8xf32>, %[[D:.*]]: tensor<32x32xf32>, %[[O:.*]]: index, %[[S:.*]]: index)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[E:.*]] = tensor.extract_slice %[[D]][%[[O]], 4] [%[[S]], 8] [1, 1] : tensor<32x32xf32> to tensor<?x8xf32>
// CHECK-NEXT:    %[[W:.*]] = vector.transfer_write %[[V]], %[[E]][%[[C0]], %[[C0]]] {in_bounds = [false, true]} : vector<4x8xf32>, tensor<?x8xf32>
// CHECK-NEXT:    %[[I:.*]] = tensor.insert_slice %[[W]] into %[[D]][%[[O]], 4] [%[[S]], 8] [1, 1]
// CHECK-NEXT:    return %[[I]]
func.func @swap_slice_write(%v: vector<4x8xf32>, %init: tensor<4x8xf32>, %dest: tensor<32x32xf32>, %off: index, %sz: index) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %init[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %s = tensor.extract_slice %w[0, 0] [%sz, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
  %r = tensor.insert_slice %s into %dest[%off, 4] [%sz, 8] [1, 1] : tensor<?x8xf32> into tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

// -----

// A write that does not cover its whole tensor stays where it is.
// CHECK-LABEL: func.func @no_swap_partial_write(
// CHECK-SAME:    %[[V:.*]]: vector<2x8xf32>, %[[T:.*]]: tensor<4x8xf32>, %[[D:.*]]: tensor<32x32xf32>
// CHECK:         %[[W:.*]] = vector.transfer_write %[[V]], %[[T]]
// CHECK-NEXT:    %[[E:.*]] = tensor.extract_slice %[[W]][0, 0]
// CHECK-NEXT:    tensor.insert_slice %[[E]] into %[[D]]
func.func @no_swap_partial_write(%v: vector<2x8xf32>, %init: tensor<4x8xf32>, %dest: tensor<32x32xf32>, %off: index, %sz: index) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %init[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<4x8xf32>
  %s = tensor.extract_slice %w[0, 0] [%sz, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
  %r = tensor.insert_slice %s into %dest[%off, 4] [%sz, 8] [1, 1] : tensor<?x8xf32> into tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}
