// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// `i0` holds one value, 0: a `%c0_i0` divisor is zero, never one (LLVM's
// APInt::isOne is false at width 0), so `x / 0`, `x % 0` and their
// constant forms do not fold. The CHECK lines are what
// `mlir-opt-22 --canonicalize` prints.

// CHECK-LABEL: func.func @div_by_zero_i0(%arg0: i0) -> (i0, i0, i0, i0, i0, i0, i0) {
// CHECK-NEXT:  %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:  %0 = arith.divsi %arg0, %c0_i0 : i0
// CHECK-NEXT:  %1 = arith.divui %arg0, %c0_i0 : i0
// CHECK-NEXT:  %2 = arith.remsi %arg0, %c0_i0 : i0
// CHECK-NEXT:  %3 = arith.remui %arg0, %c0_i0 : i0
// CHECK-NEXT:  %4 = arith.ceildivsi %arg0, %c0_i0 : i0
// CHECK-NEXT:  %5 = arith.ceildivui %arg0, %c0_i0 : i0
// CHECK-NEXT:  %6 = arith.floordivsi %arg0, %c0_i0 : i0
// CHECK-NEXT:  return %0, %1, %2, %3, %4, %5, %6 : i0, i0, i0, i0, i0, i0, i0
// CHECK-NEXT:  }
func.func @div_by_zero_i0(%a: i0) -> (i0, i0, i0, i0, i0, i0, i0) {
  %c0 = arith.constant 0 : i0
  %0 = arith.divsi %a, %c0 : i0
  %1 = arith.divui %a, %c0 : i0
  %2 = arith.remsi %a, %c0 : i0
  %3 = arith.remui %a, %c0 : i0
  %4 = arith.ceildivsi %a, %c0 : i0
  %5 = arith.ceildivui %a, %c0 : i0
  %6 = arith.floordivsi %a, %c0 : i0
  return %0, %1, %2, %3, %4, %5, %6 : i0, i0, i0, i0, i0, i0, i0
}

// Both operands constant: still a division by zero.
// CHECK-LABEL: func.func @constant_div_by_zero_i0() -> (i0, i0, i0, i0, i0, i0, i0) {
// CHECK-NEXT:  %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:  %0 = arith.divsi %c0_i0, %c0_i0 : i0
// CHECK-NEXT:  %1 = arith.divui %c0_i0, %c0_i0 : i0
// CHECK-NEXT:  %2 = arith.remsi %c0_i0, %c0_i0 : i0
// CHECK-NEXT:  %3 = arith.remui %c0_i0, %c0_i0 : i0
// CHECK-NEXT:  %4 = arith.ceildivsi %c0_i0, %c0_i0 : i0
// CHECK-NEXT:  %5 = arith.ceildivui %c0_i0, %c0_i0 : i0
// CHECK-NEXT:  %6 = arith.floordivsi %c0_i0, %c0_i0 : i0
// CHECK-NEXT:  return %0, %1, %2, %3, %4, %5, %6 : i0, i0, i0, i0, i0, i0, i0
// CHECK-NEXT:  }
func.func @constant_div_by_zero_i0() -> (i0, i0, i0, i0, i0, i0, i0) {
  %c0 = arith.constant 0 : i0
  %0 = arith.divsi %c0, %c0 : i0
  %1 = arith.divui %c0, %c0 : i0
  %2 = arith.remsi %c0, %c0 : i0
  %3 = arith.remui %c0, %c0 : i0
  %4 = arith.ceildivsi %c0, %c0 : i0
  %5 = arith.ceildivui %c0, %c0 : i0
  %6 = arith.floordivsi %c0, %c0 : i0
  return %0, %1, %2, %3, %4, %5, %6 : i0, i0, i0, i0, i0, i0, i0
}

// The same divisions at i1, where `true` is one: they fold.
// CHECK-LABEL: func.func @div_by_one_i1(%arg0: i1) -> (i1, i1, i1, i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  return %arg0, %arg0, %false, %arg0 : i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @div_by_one_i1(%a: i1) -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %0 = arith.divui %a, %t : i1
  %1 = arith.ceildivui %a, %t : i1
  %2 = arith.remui %a, %t : i1
  %3 = arith.divsi %a, %t : i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// The zero is also all ones (maxui/minui fold, `x | 0` gives x first) but
// neither signed extreme: maxsi/minsi with it stay.
// CHECK-LABEL: func.func @extremes_i0(%arg0: i0) -> (i0, i0, i0, i0, i0, i0, i0, i0) {
// CHECK-NEXT:  %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:  %0 = arith.maxsi %arg0, %c0_i0 : i0
// CHECK-NEXT:  %1 = arith.minsi %arg0, %c0_i0 : i0
// CHECK-NEXT:  return %0, %1, %c0_i0, %c0_i0, %arg0, %c0_i0, %c0_i0, %arg0 : i0, i0, i0, i0, i0, i0, i0, i0
// CHECK-NEXT:  }
func.func @extremes_i0(%a: i0) -> (i0, i0, i0, i0, i0, i0, i0, i0) {
  %c0 = arith.constant 0 : i0
  %0 = arith.maxsi %a, %c0 : i0
  %1 = arith.minsi %a, %c0 : i0
  %2 = arith.maxui %a, %c0 : i0
  %3 = arith.minui %a, %c0 : i0
  %4 = arith.ori %a, %c0 : i0
  %5 = arith.andi %a, %c0 : i0
  %6 = arith.muli %a, %c0 : i0
  %7 = arith.xori %a, %c0 : i0
  return %0, %1, %2, %3, %4, %5, %6, %7 : i0, i0, i0, i0, i0, i0, i0, i0
}
