// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s
// vector.to_elements of an n-D vector is unrolled into the to_elements of
// each leading slice (extracted first); a 1-D one extracts the elements that
// are used and drops the others. Expected output is mlir-opt-22's.

// CHECK-LABEL: func.func @to_elements_2d(%arg0: vector<3x2xi16>) -> (i16, i16, i16) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xi16> to !llvm.array<3 x vector<2xi16>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi16>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi16>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi16>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %1[%4 : i64] : vector<2xi16>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %2[%6 : i64] : vector<2xi16>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %3[%8 : i64] : vector<2xi16>
// CHECK-NEXT: return %5, %7, %9 : i16, i16, i16
// CHECK-NEXT: }
func.func @to_elements_2d(%v: vector<3x2xi16>) -> (i16, i16, i16) {
  %0:6 = vector.to_elements %v : vector<3x2xi16>
  return %0#0, %0#3, %0#5 : i16, i16, i16
}

// CHECK-LABEL: func.func @to_elements_3d(%arg0: vector<2x1x2xf32>) -> (f32, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x2xf32> to !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %1[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT: return %3, %6 : f32, f32
// CHECK-NEXT: }
func.func @to_elements_3d(%v: vector<2x1x2xf32>) -> (f32, f32) {
  %0:4 = vector.to_elements %v : vector<2x1x2xf32>
  return %0#1, %0#2 : f32, f32
}
// CHECK-LABEL: func.func @to_elements_unused(%arg0: vector<3xi16>) -> i16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<3xi16>
// CHECK-NEXT: return %1 : i16
// CHECK-NEXT: }
func.func @to_elements_unused(%v: vector<3xi16>) -> i16 {
  %0:3 = vector.to_elements %v : vector<3xi16>
  return %0#1 : i16
}
