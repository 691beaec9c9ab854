// Poison flags (nsw, nuw, exact) are not part of the e-graph: laws hold
// for wrap-around arithmetic, and an output op carries flags only when
// every input op it stands for had exactly those flags and every consumer
// read such an op. Merging an nsw op with a plain one drops nsw; regrouping
// drops it; a shift replacing a mul nsw has none; flags are never added.
// RUN: strata-opt %s --eqsat | FileCheck %s

func.func @nsw(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %b, %a overflow<nsw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.muli %b, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
func.func @nsw_assoc(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %0, %c overflow<nsw> : i32
  %2 = arith.addi %b, %c : i32
  %3 = arith.addi %a, %2 : i32
  return %1, %3 : i32, i32
}
func.func @nsw_shift(%a: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %0 = arith.muli %a, %c8 overflow<nsw> : i32
  return %0 : i32
}
func.func @nsw_kept(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.muli %0, %c overflow<nuw> : i32
  %2 = arith.addi %1, %a : i32
  %3 = arith.addi %c, %c : i32
  %4 = arith.muli %c, %c2 : i32
  %5 = arith.addi %3, %4 : i32
  return %2, %5 : i32, i32
}
func.func @nsw_child_of_merged(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.muli %0, %c : i32
  %2 = arith.muli %b, %c : i32
  %3 = arith.muli %a, %2 : i32
  return %1, %3 : i32, i32
}

// CHECK-LABEL: func.func @nsw(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:  %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:  return %0, %0, %1, %1 : i32, i32, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nsw_assoc(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:  return %1, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nsw_shift(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  %0 = arith.shli %arg0, %c3_i32 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nsw_kept(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:  %1 = arith.muli %0, %arg2 overflow<nuw> : i32
// CHECK-NEXT:  %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT:  %3 = arith.shli %arg2, %c2_i32 : i32
// CHECK-NEXT:  return %2, %3 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nsw_child_of_merged(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.muli %0, %arg2 : i32
// CHECK-NEXT:  return %1, %1 : i32, i32
// CHECK-NEXT:  }
