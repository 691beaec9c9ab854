// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s

// Segment sizes written in the attribute dictionary, under today's name or
// the older `operand_segment_sizes`, are the op's `operandSegmentSizes`
// property (upstream's `setPropertiesFromAttr` reads both).

// CHECK-LABEL: "func.func"
// CHECK: "test.producing_br"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> {foo} : () -> i32
func.func @legacy_name() -> i32 {
  %0 = "test.producing_br"()[^bb1, ^bb2] {operand_segment_sizes = array<i32: 0, 0>, foo} : () -> i32
^bb1:
  return %0 : i32
^bb2:
  return %0 : i32
}

// CHECK-LABEL: "func.func"
// CHECK: "test.producing_br"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
func.func @todays_name() -> i32 {
  %0 = "test.producing_br"()[^bb1, ^bb2] {operandSegmentSizes = array<i32: 0, 0>} : () -> i32
^bb1:
  return %0 : i32
^bb2:
  return %0 : i32
}
