// finalize-memref-to-llvm: distinct_objects as separate_storage assumptions,
// view, alloca_scope between stacksave and stackrestore. Expected output is
// mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: memref<8xi8>, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<8xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.intr.assume %6 ["separate_storage"(%4, %5 : !llvm.ptr, !llvm.ptr)] : i1
// CHECK-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.intr.assume %10 ["separate_storage"(%7, %8 : !llvm.ptr, !llvm.ptr)] : i1
// CHECK-NEXT: llvm.intr.assume %10 ["separate_storage"(%7, %9 : !llvm.ptr, !llvm.ptr)] : i1
// CHECK-NEXT: llvm.intr.assume %10 ["separate_storage"(%8, %9 : !llvm.ptr, !llvm.ptr)] : i1
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %16 = llvm.insertvalue %15, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.getelementptr %26[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %28 = llvm.insertvalue %27, %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %34 = llvm.insertvalue %33, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %0, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %37 = llvm.insertvalue %36, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.alloca %39 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %41 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %42 = llvm.insertvalue %40, %41[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %46 = llvm.extractvalue %45[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.store %arg4, %46 : f32, !llvm.ptr
// CHECK-NEXT: %47 = llvm.extractvalue %45[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %48 = llvm.load %47 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.intr.stackrestore %38 : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2(%48 : f32)
// CHECK-NEXT: ^bb2(%49: f32):  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: return %49 : f32
// CHECK-NEXT: }
func.func @f(%a: memref<4xf32>, %b: memref<?xf32>, %c: memref<8xi8>, %i: index, %x: f32) -> f32 {
  %d:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<?xf32>
  %e:3 = memref.distinct_objects %a, %b, %c : memref<4xf32>, memref<?xf32>, memref<8xi8>
  %v = memref.view %c[%i][] : memref<8xi8> to memref<2xf32>
  %w = memref.view %c[%i][%i] : memref<8xi8> to memref<?x2xf16>
  %r = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<f32>
    memref.store %x, %t[] : memref<f32>
    %l = memref.load %t[] : memref<f32>
    memref.alloca_scope.return %l : f32
  }
  return %r : f32
}
