// RUN: strata-opt %s --canonicalize | FileCheck %s
// vector.mask under canonicalize (upstream's MaskOp::fold and CanonializeEmptyMaskOp):
// an all-true mask (a constant, a constant_mask, a create_mask of constants)
// moves the masked op out of its region; an empty mask op forwards what it
// yields, or selects it against its pass-through value.

// CHECK-LABEL: func.func @all_true_constant(%arg0: vector<8xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.reduction <add>, %arg0, %arg1 : vector<8xf32> into f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @all_true_constant(%v: vector<8xf32>, %acc: f32) -> f32 {
  %m = arith.constant dense<true> : vector<8xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// CHECK-LABEL: func.func @all_true_constant_mask_2d(%arg0: vector<2x8xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<2x8xf32> to vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
func.func @all_true_constant_mask_2d(%v: vector<2x8xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %m = vector.constant_mask [2, 8] : vector<2x8xi1>
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x8xf32> to vector<2xf32> } : vector<2x8xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @all_true_create_mask(%arg0: vector<8xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.reduction <mul>, %arg0, %arg1 : vector<8xf32> into f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @all_true_create_mask(%v: vector<8xf32>, %acc: f32) -> f32 {
  %c8 = arith.constant 8 : index
  %m = vector.create_mask %c8 : vector<8xi1>
  %0 = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// CHECK-LABEL: func.func @all_true_with_passthru(%arg0: vector<8xf32>, %arg1: memref<8xf32>, %arg2: index) -> vector<8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg1[%arg2], %cst : memref<8xf32>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
func.func @all_true_with_passthru(%p: vector<8xf32>, %b: memref<8xf32>, %i: index) -> vector<8xf32> {
  %m = arith.constant dense<true> : vector<8xi1>
  %pad = arith.constant 0.0 : f32
  %0 = vector.mask %m, %p { vector.transfer_read %b[%i], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @all_true_no_results(%arg0: vector<8xf32>, %arg1: memref<8xf32>, %arg2: index) {
// CHECK-NEXT: vector.transfer_write %arg0, %arg1[%arg2] : vector<8xf32>, memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @all_true_no_results(%v: vector<8xf32>, %b: memref<8xf32>, %i: index) {
  %m = arith.constant dense<true> : vector<8xi1>
  vector.mask %m { vector.transfer_write %v, %b[%i] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return
}

// CHECK-LABEL: func.func @all_false_stays(%arg0: vector<8xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<8xi1>
// CHECK-NEXT: %0 = vector.mask %cst { vector.reduction <add>, %arg0, %arg1 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @all_false_stays(%v: vector<8xf32>, %acc: f32) -> f32 {
  %m = arith.constant dense<false> : vector<8xi1>
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// CHECK-LABEL: func.func @unknown_mask_stays(%arg0: vector<8xf32>, %arg1: f32, %arg2: vector<8xi1>) -> f32 {
// CHECK-NEXT: %0 = vector.mask %arg2 { vector.reduction <add>, %arg0, %arg1 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @unknown_mask_stays(%v: vector<8xf32>, %acc: f32, %m: vector<8xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// CHECK-LABEL: func.func @empty_forwards(%arg0: vector<8xf32>, %arg1: vector<8xi1>) -> vector<8xf32> {
// CHECK-NEXT: return %arg0 : vector<8xf32>
// CHECK-NEXT: }
func.func @empty_forwards(%v: vector<8xf32>, %m: vector<8xi1>) -> vector<8xf32> {
  %0 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK-LABEL: func.func @empty_no_results(%arg0: vector<8xi1>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_no_results(%m: vector<8xi1>) {
  vector.mask %m { vector.yield } : vector<8xi1>
  return
}

// CHECK-LABEL: func.func @empty_with_passthru(%arg0: vector<8xf32>, %arg1: vector<8xi1>, %arg2: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = arith.select %arg1, %arg0, %arg2 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
func.func @empty_with_passthru(%v: vector<8xf32>, %m: vector<8xi1>, %p: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.mask %m, %p { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
