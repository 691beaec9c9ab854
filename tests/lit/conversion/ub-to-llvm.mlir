// convert-ub-to-llvm as mlir-opt-22 lowers: ub.poison as llvm.mlir.poison of the
// converted type (index as i64, or i32 with index-bitwidth=32; a tensor's
// stays), ub.unreachable as llvm.unreachable.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-ub-to-llvm | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --convert-ub-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=B32

// CHECK-LABEL: func.func @poison() {
// CHECK-NEXT: %0 = llvm.mlir.poison : i32
// CHECK-NEXT: %1 = llvm.mlir.poison : i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %5 = ub.poison : tensor<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.poison : i8
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i8 to f8E4M3FN
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.poison : vector<[4]xi1>
// CHECK-NEXT: %10 = llvm.mlir.poison : f32
// CHECK-NEXT: %11 = llvm.mlir.poison : vector<1xi64>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : vector<1xi64> to vector<index>
// CHECK-NEXT: %13 = llvm.mlir.poison : i64
// CHECK-NEXT: "test.use"(%0, %2, %4, %5, %7, %8, %9, %10, %12, %13) : (i32, index, vector<2x3xf32>, tensor<4xf32>, f8E4M3FN, !llvm.ptr, vector<[4]xi1>, f32, vector<index>, i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unreachable(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }

// B32-LABEL: func.func @poison() {
// B32-NEXT: %0 = llvm.mlir.poison : i32
// B32-NEXT: %1 = llvm.mlir.poison : i32
// B32-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i32 to index
// B32-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// B32-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// B32-NEXT: %5 = ub.poison : tensor<4xf32>
// B32-NEXT: %6 = llvm.mlir.poison : i8
// B32-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i8 to f8E4M3FN
// B32-NEXT: %8 = llvm.mlir.poison : !llvm.ptr
// B32-NEXT: %9 = llvm.mlir.poison : vector<[4]xi1>
// B32-NEXT: %10 = llvm.mlir.poison : f32
// B32-NEXT: %11 = llvm.mlir.poison : vector<1xi32>
// B32-NEXT: %12 = builtin.unrealized_conversion_cast %11 : vector<1xi32> to vector<index>
// B32-NEXT: %13 = llvm.mlir.poison : i64
// B32-NEXT: "test.use"(%0, %2, %4, %5, %7, %8, %9, %10, %12, %13) : (i32, index, vector<2x3xf32>, tensor<4xf32>, f8E4M3FN, !llvm.ptr, vector<[4]xi1>, f32, vector<index>, i64) -> ()
// B32-NEXT: return
// B32-NEXT: }
// B32-LABEL: func.func @unreachable(%arg0: i1) {
// B32-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// B32-NEXT: ^bb1:  // pred: ^bb0
// B32-NEXT: llvm.unreachable
// B32-NEXT: ^bb2:  // pred: ^bb0
// B32-NEXT: return
// B32-NEXT: }
// ub.poison of every kind of type the LLVM type converter converts; a
// tensor's stays.
func.func @poison() {
  %0 = ub.poison : i32
  %1 = ub.poison : index
  %2 = ub.poison : vector<2x3xf32>
  %3 = ub.poison : tensor<4xf32>
  %4 = ub.poison : f8E4M3FN
  %5 = ub.poison : !llvm.ptr
  %6 = ub.poison : vector<[4]xi1>
  %7 = ub.poison : f32
  %8 = ub.poison : vector<index>
  %9 = ub.poison <#ub.poison> : i64
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i32, index, vector<2x3xf32>, tensor<4xf32>, f8E4M3FN, !llvm.ptr, vector<[4]xi1>, f32, vector<index>, i64) -> ()
  return
}

// ub.unreachable is llvm.unreachable.
func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return
}
