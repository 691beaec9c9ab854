// The fold hooks of arith's integer ops, one function per rule of
// patterns/ArithFolds.td (same names), each rule proven by
// `cargo xtask prove-rules`: this file shows each hook doing what its rule
// says. No canonicalization pattern of arith does these rewrites, so
// `--canonicalize` reaches them through `fold` alone. Output as
// mlir-opt-22's.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @foldAddIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldAddIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldAddISubRight(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldAddISubRight(%x: i32, %y: i32) -> i32 {
  %s = arith.subi %x, %y : i32
  %r = arith.addi %s, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldAddISubLeft(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldAddISubLeft(%x: i32, %y: i32) -> i32 {
  %s = arith.subi %x, %y : i32
  %r = arith.addi %y, %s : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldSubISelf(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldSubISelf(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldSubIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldSubIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.subi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldSubIAddRight(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldSubIAddRight(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  %r = arith.subi %s, %y : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldSubIAddLeft(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[Y]] : i32
func.func @foldSubIAddLeft(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  %r = arith.subi %s, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMulIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldMulIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.muli %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMulIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldMulIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.muli %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldAndIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldAndIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.andi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldAndIAllOnes(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldAndIAllOnes(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = arith.andi %x, %m : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldAndINotRight(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldAndINotRight(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %n = arith.xori %x, %m : i32
  %r = arith.andi %x, %n : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldAndINotLeft(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldAndINotLeft(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %n = arith.xori %x, %m : i32
  %r = arith.andi %n, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldAndIAbsorb(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %0 = arith.andi %[[X]], %[[Y]] : i32
// CHECK-NEXT:   return %0 : i32
func.func @foldAndIAbsorb(%x: i32, %y: i32) -> i32 {
  %a = arith.andi %x, %y : i32
  %r = arith.andi %x, %a : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldOrIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldOrIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.ori %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldOrIAllOnes(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   return %c-1_i32 : i32
func.func @foldOrIAllOnes(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = arith.ori %x, %m : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldOrINot(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   return %c-1_i32 : i32
func.func @foldOrINot(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %n = arith.xori %x, %m : i32
  %r = arith.ori %x, %n : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldXOrIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldXOrIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.xori %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldXOrISelf(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldXOrISelf(%x: i32, %y: i32) -> i32 {
  %r = arith.xori %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldShLIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldShLIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.shli %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldShRUIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldShRUIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.shrui %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldShRSIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldShRSIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.shrsi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMaxSISelf(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldMaxSISelf(%x: i32, %y: i32) -> i32 {
  %r = arith.maxsi %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMinSISelf(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldMinSISelf(%x: i32, %y: i32) -> i32 {
  %r = arith.minsi %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMaxUISelf(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldMaxUISelf(%x: i32, %y: i32) -> i32 {
  %r = arith.maxui %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMinUISelf(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldMinUISelf(%x: i32, %y: i32) -> i32 {
  %r = arith.minui %x, %x : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMaxUIAllOnes(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   return %c-1_i32 : i32
func.func @foldMaxUIAllOnes(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = arith.maxui %x, %m : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMaxUIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldMaxUIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.maxui %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMinUIZero(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldMinUIZero(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.minui %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldMinUIAllOnes(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldMinUIAllOnes(%x: i32, %y: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = arith.minui %x, %m : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldDivUIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldDivUIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divui %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldDivSIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldDivSIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divsi %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldCeilDivUIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldCeilDivUIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.ceildivui %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldCeilDivSIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldCeilDivSIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.ceildivsi %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldFloorDivSIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldFloorDivSIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.floordivsi %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldRemUIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldRemUIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.remui %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldRemSIOne(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
func.func @foldRemSIOne(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.remsi %x, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @foldSelectSame(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:   return %[[X]] : i32
func.func @foldSelectSame(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi slt, %x, %y : i32
  %r = arith.select %c, %x, %x : i32
  return %r : i32
}
