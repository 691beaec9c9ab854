// The index ops' folds and patterns and their interplay with affine.apply,
// against mlir-opt-22's output: constant basis operands become static,
// constant inputs fold, unit basis elements and leading zeros go, disjoint
// linearizations and delinearizations over the same basis cancel (wholly
// or in part), and a linearization of delinearized indices written as an
// affine.apply sum cancels to the linear index.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s

// -----

// CHECK-LABEL: func.func @cancel_exact(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: return %arg0, %arg1, %arg2 : index, index, index
// CHECK-NEXT: }
func.func @cancel_exact(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (2, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @cancel_tail(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (5, 3) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (15) : index, index
// CHECK-NEXT: return %1#0, %1#1, %arg2 : index, index, index
// CHECK-NEXT: }
func.func @cancel_tail(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (5, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (15, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @split_last(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (8, 4) : index, index
// CHECK-NEXT: return %arg0, %0#0, %0#1 : index, index, index
// CHECK-NEXT: }
func.func @split_last(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (3, 32) : index
  %1:3 = affine.delinearize_index %0 into (3, 8, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @linearize_of_delinearize(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 32) : index, index
// CHECK-NEXT: return %arg0, %0#1 : index, index
// CHECK-NEXT: }
func.func @linearize_of_delinearize(%x: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 4, 8) : index
  %2:3 = affine.delinearize_index %x into (%n, 4, 8) : index, index, index
  %3 = affine.linearize_index [%2#1, %2#2] by (4, 8) : index
  return %1, %3 : index, index
}

// -----

// CHECK-LABEL: func.func @unit_and_zero(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg0] by (4, 8) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT: return %0, %1, %arg0 : index, index, index
// CHECK-NEXT: }
func.func @unit_and_zero(%a: index, %b: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%a, %b, %a] by (4, 1, 8) : index
  %1 = affine.linearize_index [%c0, %a, %b] by (3, 4, 8) : index
  %2 = affine.linearize_index [%a, %c0] by (4, 1) : index
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 512)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1 * 64)>
// CHECK-LABEL: func.func @apply_of_delinearize(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (2, 2, 64) : index, index, index
// CHECK-NEXT: %1 = affine.apply #map()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map1()[%arg1, %arg0]
// CHECK-NEXT: %3 = affine.apply #map2()[%0#2, %0#1]
// CHECK-NEXT: return %1, %2, %3 : index, index, index
// CHECK-NEXT: }
func.func @apply_of_delinearize(%x: index, %y: index) -> (index, index, index) {
  %a:3 = affine.delinearize_index %x into (2, 2, 64) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 128 + s2 * 64 + 512)>()[%a#2, %a#0, %a#1]
  %1 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 128 + s2 * 64 + s3)>()[%a#2, %a#0, %a#1, %y]
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 64)>()[%a#2, %a#1]
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: memref.global "private" constant @table : memref<2x3xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]>
// CHECK-NEXT: memref.global "private" constant @zeros : memref<8xf32> = dense<0.000000e+00>
// CHECK-LABEL: func.func @constant_global_loads(%arg0: index) -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 6.000000e+00 : f32
// CHECK-NEXT: %0 = memref.get_global @table : memref<2x3xf32>
// CHECK-NEXT: %1 = affine.load %0[symbol(%arg0), 0] : memref<2x3xf32>
// CHECK-NEXT: return %cst_0, %cst, %1 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @second_function_sees_the_globals() -> f32 {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @zeros : memref<8xf32> = dense<0.0>

func.func @constant_global_loads(%i: index) -> (f32, f32, f32) {
  %t = memref.get_global @table : memref<2x3xf32>
  %z = memref.get_global @zeros : memref<8xf32>
  %0 = affine.load %t[1, 2] : memref<2x3xf32>
  %1 = affine.load %z[%i] : memref<8xf32>
  %2 = affine.load %t[%i, 0] : memref<2x3xf32>
  return %0, %1, %2 : f32, f32, f32
}

func.func @second_function_sees_the_globals() -> f32 {
  %t = memref.get_global @table : memref<2x3xf32>
  %0 = affine.load %t[0, 1] : memref<2x3xf32>
  return %0 : f32
}
