// convert-func-to-llvm with 32-bit indices, and a function marked
// llvm.bareptr. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-func-to-llvm=index-bitwidth=32 | FileCheck %s

// CHECK-LABEL: llvm.func @index32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg5 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @bare_attr(%arg0: !llvm.ptr) attributes {llvm.bareptr} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: llvm.call @bare_attr(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
func.func @index32(%a: memref<?xf32>, %i: index) -> index {
  return %i : index
}
func.func @bare_attr(%a: memref<4xf32>) attributes {llvm.bareptr} {
  call @bare_attr(%a) : (memref<4xf32>) -> ()
  return
}
