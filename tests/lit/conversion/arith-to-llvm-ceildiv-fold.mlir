// A ceildivsi of constants that does not fold (a division by zero) is
// expanded, then lowered. The expansion's ops read the original constants
// (a replacement takes effect for unconverted users only when the
// conversion leaves the function), so two of its compares fold to
// `false`, as mlir-opt-22's do. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @ceildivsi_by_zero() -> index {
// CHECK-NEXT: %0 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.sdiv %0, %1 : i64
// CHECK-NEXT: %5 = llvm.icmp "ne" %1, %0 : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %7 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %8 = llvm.icmp "eq" %6, %7 : i1
// CHECK-NEXT: %9 = llvm.and %5, %8 : i1
// CHECK-NEXT: %10 = llvm.add %4, %3 : i64
// CHECK-NEXT: %11 = llvm.select %9, %10, %4 : i1, i64
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT: return %12 : index
// CHECK-NEXT: }

func.func @ceildivsi_by_zero() -> index {
  %i7 = arith.constant 7 : index
  %i0 = arith.constant 0 : index
  %0 = arith.ceildivsi %i7, %i0 : index
  return %0 : index
}
