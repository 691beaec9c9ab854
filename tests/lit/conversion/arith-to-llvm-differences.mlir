// conformance: rewrite-differs (mlir-opt-22 folds the expansion's ops against the original constants; strata's see the converted ones and do not fold: same values)
// A ceildivsi of constants that does not fold (a division by zero) is
// expanded, then lowered; the expansion's compares stay.
// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @ceildivsi_by_zero() -> index {
// CHECK-NEXT: %0 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.sdiv %0, %1 : i64
// CHECK-NEXT: %5 = llvm.mul %4, %1 : i64
// CHECK-NEXT: %6 = llvm.icmp "ne" %0, %5 : i64
// CHECK-NEXT: %7 = llvm.icmp "slt" %0, %2 : i64
// CHECK-NEXT: %8 = llvm.icmp "slt" %1, %2 : i64
// CHECK-NEXT: %9 = llvm.icmp "eq" %7, %8 : i1
// CHECK-NEXT: %10 = llvm.and %6, %9 : i1
// CHECK-NEXT: %11 = llvm.add %4, %3 : i64
// CHECK-NEXT: %12 = llvm.select %10, %11, %4 : i1, i64
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : i64 to index
// CHECK-NEXT: return %13 : index
// CHECK-NEXT: }

func.func @ceildivsi_by_zero() -> index {
  %i7 = arith.constant 7 : index
  %i0 = arith.constant 0 : index
  %0 = arith.ceildivsi %i7, %i0 : index
  return %0 : index
}
