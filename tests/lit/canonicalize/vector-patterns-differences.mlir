// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// vector folds where strata knowingly differs from mlir-opt-22
// (docs/differences.md): inserting a poison scalar into a constant vector,
// upstream's InsertOp::fold reads the poison attribute as an integer (a
// garbage element, or a crash); strata leaves the op.
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
