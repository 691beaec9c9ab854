// RUN: strata-opt %s --arith-expand | FileCheck %s
// conformance: rewrite-differs (mlir-opt-22 zero-extends the constant -1 wider than 64 bits: 18446744073709551615 : i128)

// Above 64 bits, the -1 floordivsi adds is -1: mlir-opt-22 builds its
// integer constants from a 64-bit value zero-extended to the width, so it
// adds 2^64 - 1 instead (a miscompile).
// CHECK-LABEL: func.func @floordivsi_i128(
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i128
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i128
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i128
// CHECK-NEXT: %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i128 : i128
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i128 : i128
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT: %7 = arith.addi %0, %c-1_i128 : i128
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i128
// CHECK-NEXT: return %8 : i128
// CHECK-NEXT: }
func.func @floordivsi_i128(%a: i128, %b: i128) -> i128 {
  %0 = arith.floordivsi %a, %b : i128
  return %0 : i128
}
