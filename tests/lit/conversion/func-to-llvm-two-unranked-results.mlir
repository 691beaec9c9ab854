// RUN: strata-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// Unranked memrefs a function returns are copied to the heap (malloc) by the
// return and to the stack (alloca, then free of the heap copy) by the caller;
// with two, each one's size is computed right before its copy.
// Expected output: mlir-opt-22's.

// CHECK-LABEL: llvm.func @return_two(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.alloca %11 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %13 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.insertvalue %12, %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %18, %20 : i64
// CHECK-NEXT: %22 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.mul %18, %22 : i64
// CHECK-NEXT: %24 = llvm.add %23, %17 : i64
// CHECK-NEXT: %25 = llvm.mul %24, %19 : i64
// CHECK-NEXT: %26 = llvm.add %21, %25 : i64
// CHECK-NEXT: %27 = llvm.call @malloc(%26) : (i64) -> !llvm.ptr
// CHECK-NEXT: %28 = llvm.extractvalue %16[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%27, %28, %26) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %29 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %30 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %29[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %32 = llvm.insertvalue %27, %31[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %34 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %35 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %36 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %37 = llvm.mul %34, %36 : i64
// CHECK-NEXT: %38 = llvm.extractvalue %10[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %39 = llvm.mul %34, %38 : i64
// CHECK-NEXT: %40 = llvm.add %39, %33 : i64
// CHECK-NEXT: %41 = llvm.mul %40, %35 : i64
// CHECK-NEXT: %42 = llvm.add %37, %41 : i64
// CHECK-NEXT: %43 = llvm.call @malloc(%42) : (i64) -> !llvm.ptr
// CHECK-NEXT: %44 = llvm.extractvalue %10[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%43, %44, %42) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %45 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %46 = llvm.extractvalue %10[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %47 = llvm.insertvalue %46, %45[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %48 = llvm.insertvalue %43, %47[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %49 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %50 = llvm.insertvalue %32, %49[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %51 = llvm.insertvalue %48, %50[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: llvm.return %51 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: }
func.func @return_two(%arg0: memref<4x3xf32>, %arg1: memref<*xi8>) -> (memref<*xf32>, memref<*xi8>) {
  %0 = memref.cast %arg0 : memref<4x3xf32> to memref<*xf32>
  return %0, %arg1 : memref<*xf32>, memref<*xi8>
}

// CHECK-LABEL: llvm.func @return_two_caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg2, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg3, %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg5, %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg4, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg6, %9[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.call @return_two(%11, %12, %13, %14, %15, %16, %17, %18, %19) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %21 = llvm.extractvalue %20[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %22 = llvm.extractvalue %20[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %27 = llvm.mul %24, %26 : i64
// CHECK-NEXT: %28 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %29 = llvm.mul %24, %28 : i64
// CHECK-NEXT: %30 = llvm.add %29, %23 : i64
// CHECK-NEXT: %31 = llvm.mul %30, %25 : i64
// CHECK-NEXT: %32 = llvm.add %27, %31 : i64
// CHECK-NEXT: %33 = llvm.alloca %32 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %34 = llvm.extractvalue %21[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%33, %34, %32) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%34) : (!llvm.ptr) -> ()
// CHECK-NEXT: %35 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %36 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %35[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %38 = llvm.insertvalue %33, %37[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %41 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %42 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %43 = llvm.mul %40, %42 : i64
// CHECK-NEXT: %44 = llvm.extractvalue %22[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %45 = llvm.mul %40, %44 : i64
// CHECK-NEXT: %46 = llvm.add %45, %39 : i64
// CHECK-NEXT: %47 = llvm.mul %46, %41 : i64
// CHECK-NEXT: %48 = llvm.add %43, %47 : i64
// CHECK-NEXT: %49 = llvm.alloca %48 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %50 = llvm.extractvalue %22[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%49, %50, %48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%50) : (!llvm.ptr) -> ()
// CHECK-NEXT: %51 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %52 = llvm.extractvalue %22[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %53 = llvm.insertvalue %52, %51[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %54 = llvm.insertvalue %49, %53[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
func.func @return_two_caller(%arg0: memref<4x3xf32>, %arg1: memref<*xi8>) {
  %0:2 = call @return_two(%arg0, %arg1) : (memref<4x3xf32>, memref<*xi8>) -> (memref<*xf32>, memref<*xi8>)
  return
}
