// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// vector folds where strata knowingly differs from mlir-opt-22
// (docs/differences.md): inserting a poison scalar into a constant vector,
// upstream's InsertOp::fold reads the poison attribute as an integer (a
// garbage element, or a crash); strata leaves the op. An empty vector.mask
// with an all-true mask and a pass-through value crashes its fold.
// conformance: rewrite-differs (mlir-opt-22 builds a garbage constant or crashes)

// CHECK-LABEL: func.func @insert_poison_into_constant() -> vector<4xi32> {
// CHECK-NEXT:  %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT:  %0 = ub.poison : i32
// CHECK-NEXT:  %1 = vector.insert %0, %cst [1] : i32 into vector<4xi32>
// CHECK-NEXT:  return %1 : vector<4xi32>
// CHECK-NEXT:  }
func.func @insert_poison_into_constant() -> vector<4xi32> {
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %p = ub.poison : i32
  %0 = vector.insert %p, %d [1] : i32 into vector<4xi32>
  return %0 : vector<4xi32>
}

// A vector.mask with an all-true mask, a pass-through value and nothing to
// mask: upstream's MaskOp::fold moves the missing masked op (a segmentation
// fault); strata selects the yielded value against the pass-through
// (CanonializeEmptyMaskOp), and the select of an all-true mask is the
// yielded value.
// CHECK-LABEL: func.func @empty_mask_all_true_with_passthru(%arg0: vector<8xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT:  return %arg0 : vector<8xf32>
// CHECK-NEXT:  }
func.func @empty_mask_all_true_with_passthru(%v: vector<8xf32>, %p: vector<8xf32>) -> vector<8xf32> {
  %m = arith.constant dense<true> : vector<8xi1>
  %0 = vector.mask %m, %p { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
