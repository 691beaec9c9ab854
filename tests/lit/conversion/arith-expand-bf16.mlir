// RUN: strata-opt %s --arith-expand=include-bf16 | FileCheck %s

// Each include-* option makes only its own casts illegal: with
// include-bf16, the f8E8M0FNU and f4E2M1FN casts stay.

// CHECK-LABEL: func.func @only_bf16(
// CHECK-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %2 = arith.shli %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.bitcast %2 : i32 to f32
// CHECK-NEXT: %4 = arith.cmpf une, %arg1, %arg1 : f32
// CHECK-NEXT: %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT: %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT: %c16_i32_0 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %5 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %6 = arith.shrui %5, %c16_i32_0 : i32
// CHECK-NEXT: %7 = arith.andi %6, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.addi %7, %c32767_i32 : i32
// CHECK-NEXT: %9 = arith.addi %5, %8 : i32
// CHECK-NEXT: %10 = arith.shrui %9, %c16_i32_0 : i32
// CHECK-NEXT: %11 = arith.trunci %10 : i32 to i16
// CHECK-NEXT: %12 = arith.select %4, %c32704_i16, %11 : i16
// CHECK-NEXT: %13 = arith.bitcast %12 : i16 to bf16
// CHECK-NEXT: %14 = arith.extf %arg2 : f8E8M0FNU to f32
// CHECK-NEXT: %15 = arith.truncf %arg1 : f32 to f4E2M1FN
// CHECK-NEXT: return %3, %13, %14, %15 : f32, bf16, f32, f4E2M1FN
// CHECK-NEXT: }
func.func @only_bf16(%a: bf16, %b: f32, %c: f8E8M0FNU, %d: f4E2M1FN) -> (f32, bf16, f32, f4E2M1FN) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %b : f32 to bf16
  %2 = arith.extf %c : f8E8M0FNU to f32
  %3 = arith.truncf %b : f32 to f4E2M1FN
  return %0, %1, %2, %3 : f32, bf16, f32, f4E2M1FN
}
