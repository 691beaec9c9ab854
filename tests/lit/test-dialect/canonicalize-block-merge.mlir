// Identical blocks merge, and block arguments every predecessor passes
// the same value to go (`canonicalize{region-simplify=aggressive}`), through
// the test dialect's `BranchOpInterface` ops `test.br` and
// `test.producing_br`, written the way upstream's
// mlir/test/Transforms/canonicalize-block-merge.mlir writes them. The CHECK
// lines are mlir-opt-22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s

// ^bb3 and ^bb4 differ only in a value: they merge into one block taking
// it as an argument, which both `test.br`s pass.
// CHECK-LABEL: func.func @merge_through_test_br(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   "foo.switch"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.br"(%arg0)[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.br"(%arg1)[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "foo.print"(%0) : (i32) -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @merge_through_test_br(%arg0: i32, %arg1: i32) -> i32 {
  "foo.switch"() [^bb1, ^bb2] : () -> ()
^bb1:
  "test.br"()[^bb3] : () -> ()
^bb2:
  "test.br"()[^bb4] : () -> ()
^bb3:
  "foo.print"(%arg0) : (i32) -> ()
  return %arg0 : i32
^bb4:
  "foo.print"(%arg1) : (i32) -> ()
  return %arg1 : i32
}

// A value defined in a predecessor does not dominate the merged block:
// `test.producing_br`'s result cannot be passed there by its block.
// CHECK-LABEL: func.func @mismatch_dominance() -> i32 {
// CHECK-NEXT:   %0 = "test.producing_br"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.br"(%0)[^bb4] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = "foo.def"() : () -> i32
// CHECK-NEXT:   "test.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   "test.br"(%1)[^bb4] : (i32) -> ()
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @mismatch_dominance() -> i32 {
  %0 = "test.producing_br"()[^bb1, ^bb2] {
        operandSegmentSizes = array<i32: 0, 0>
  } : () -> i32
^bb1:
  "test.br"(%0)[^bb4] : (i32) -> ()
^bb2:
  %1 = "foo.def"() : () -> i32
  "test.br"()[^bb3] : () -> ()
^bb3:
  "test.br"(%1)[^bb4] : (i32) -> ()
^bb4(%3: i32):
  return %3 : i32
}

// Both successors of `test.producing_br` are identical: they merge, the
// value each receives becoming an argument of the merged block.
// CHECK-LABEL: func.func @producing_br_successors_merge(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.producing_br"(%arg0, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> i32
// CHECK-NEXT: ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "foo.print"(%1) : (i32) -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @producing_br_successors_merge(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.producing_br"(%arg0, %arg1)[^bb1, ^bb2] {
        operandSegmentSizes = array<i32: 1, 1>
  } : (i32, i32) -> i32
^bb1(%a: i32):
  "foo.print"(%a) : (i32) -> ()
  return %0 : i32
^bb2(%b: i32):
  "foo.print"(%b) : (i32) -> ()
  return %0 : i32
}

// Every predecessor of ^bb3 passes %arg0: the argument goes.
// CHECK-LABEL: func.func @same_value_from_every_predecessor(%arg0: i32) -> i32 {
// CHECK-NEXT:   "foo.switch"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "foo.op"() : () -> ()
// CHECK-NEXT:   "test.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @same_value_from_every_predecessor(%arg0: i32) -> i32 {
  "foo.switch"() [^bb1, ^bb2] : () -> ()
^bb1:
  "test.br"(%arg0)[^bb3] : (i32) -> ()
^bb2:
  "foo.op"() : () -> ()
  "test.br"(%arg0)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  return %x : i32
}
