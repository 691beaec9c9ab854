// The fold hooks of index's arithmetic, one function per rule of
// patterns/IndexFolds.td (same names), each rule proven by
// `cargo xtask prove-rules` for index 64 and 32 bits wide: this file shows
// each hook doing what its rule says. Output as mlir-opt-22's.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @foldIndexAddZero(
// CHECK-SAME: %[[X:.*]]: index)
// CHECK-NEXT:   return %[[X]] : index
func.func @foldIndexAddZero(%x: index) -> index {
  %c0 = index.constant 0
  %r = index.add %x, %c0
  return %r : index
}

// CHECK-LABEL: func.func @foldIndexSubZero(
// CHECK-SAME: %[[X:.*]]: index)
// CHECK-NEXT:   return %[[X]] : index
func.func @foldIndexSubZero(%x: index) -> index {
  %c0 = index.constant 0
  %r = index.sub %x, %c0
  return %r : index
}

// CHECK-LABEL: func.func @foldIndexMulOne(
// CHECK-SAME: %[[X:.*]]: index)
// CHECK-NEXT:   return %[[X]] : index
func.func @foldIndexMulOne(%x: index) -> index {
  %c1 = index.constant 1
  %r = index.mul %x, %c1
  return %r : index
}

// CHECK-LABEL: func.func @foldIndexMulZero(
// CHECK-SAME: %[[X:.*]]: index)
// CHECK-NEXT:   %[[ZERO:.*]] = index.constant 0
// CHECK-NEXT:   return %[[ZERO]] : index
func.func @foldIndexMulZero(%x: index) -> index {
  %c0 = index.constant 0
  %r = index.mul %x, %c0
  return %r : index
}
