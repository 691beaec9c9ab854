// finalize-memref-to-llvm: transpose, reinterpret_cast of an unranked
// memref, an alloca_scope without results. Expected output is
// mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<2x3x4xf32>, %arg1: memref<*xf16>, %arg2: index) -> memref<?x?xf16, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<*xf16> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<2x3x4xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %2[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %2[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %2[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %2[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %24 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %27 = llvm.insertvalue %24, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %26, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %0, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %0, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %0, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %33 = llvm.insertvalue %32, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %37 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %39 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %40 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %39, %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %0, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %38, %45[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %48 = llvm.mlir.constant(12 : index) : i64
// CHECK-NEXT: %49 = llvm.mul %0, %48 overflow<nsw, nuw> : i64
// CHECK-NEXT: %50 = llvm.add %0, %49 overflow<nsw, nuw> : i64
// CHECK-NEXT: %51 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %52 = llvm.mul %0, %51 overflow<nsw, nuw> : i64
// CHECK-NEXT: %53 = llvm.add %50, %52 overflow<nsw, nuw> : i64
// CHECK-NEXT: %54 = llvm.getelementptr inbounds|nuw %47[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %55 = llvm.load %54 : !llvm.ptr -> f32
// CHECK-NEXT: %56 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.getelementptr inbounds|nuw %56[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %55, %57 : f32, !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %37 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %36 : memref<?x?xf16, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @f(%m: memref<2x3x4xf32>, %u: memref<*xf16>, %i: index) -> memref<?x?xf16, strided<[?, 1], offset: ?>> {
  %t = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %id = memref.transpose %m (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32>
  %r = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, 5], strides: [%i, 1] : memref<*xf16> to memref<?x?xf16, strided<[?, 1], offset: ?>>
  memref.alloca_scope {
    %a = memref.alloca(%i) : memref<?xf32>
    %v = memref.load %t[%i, %i, %i] : memref<4x2x3xf32, strided<[1, 12, 4]>>
    memref.store %v, %a[%i] : memref<?xf32>
  }
  return %r : memref<?x?xf16, strided<[?, 1], offset: ?>>
}
