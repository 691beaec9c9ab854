// finalize-memref-to-llvm: a copy that is not contiguous calls memrefCopy on
// stack copies of unranked descriptors; rank-0 and address-space globals;
// a cast from an unranked memref loads its descriptor. Expected output is
// mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private @s(1.000000e+00 : f32) {addr_space = 0 : i32, alignment = 16 : i64} : f32
// CHECK-NEXT: llvm.mlir.global private @e() {addr_space = 1 : i32} : !llvm.array<3 x f32>
// CHECK-LABEL: func.func @f(%arg0: memref<4x4xf32, strided<[8, 1]>>, %arg1: memref<4x4xf32>, %arg2: memref<*xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %6 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %4, %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.alloca %11 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %13 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.insertvalue %10, %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.alloca %16 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %9, %17 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %18 = llvm.alloca %16 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %15, %18 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %19 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %20 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %21 = llvm.ptrtoint %20 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%21, %17, %18) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %3 : !llvm.ptr
// CHECK-NEXT: %22 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %25 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %26 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %27 = llvm.insertvalue %23, %26[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %30 = llvm.alloca %29 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %30 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %31 = llvm.alloca %29 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %28, %31 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%34, %30, %31) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %22 : !llvm.ptr
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %36 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %37 = llvm.getelementptr %36[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
// CHECK-NEXT: %39 = llvm.mlir.addressof @s : !llvm.ptr
// CHECK-NEXT: %40 = llvm.getelementptr %39[0] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %41 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %42 = llvm.inttoptr %41 : i64 to !llvm.ptr
// CHECK-NEXT: %43 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %45 = llvm.insertvalue %40, %44[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %48 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %49 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %50 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %51 = llvm.getelementptr %50[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %52 = llvm.ptrtoint %51 : !llvm.ptr to i64
// CHECK-NEXT: %53 = llvm.mlir.addressof @e : !llvm.ptr<1>
// CHECK-NEXT: %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.array<3 x f32>
// CHECK-NEXT: %55 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %56 = llvm.inttoptr %55 : i64 to !llvm.ptr<1>
// CHECK-NEXT: %57 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %56, %57[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %54, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %61 = llvm.insertvalue %60, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %62 = llvm.insertvalue %48, %61[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = llvm.insertvalue %49, %62[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %64 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %65 = llvm.load %64 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %66 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: return
// CHECK-NEXT: }
memref.global "private" @s : memref<f32> = dense<1.0> {alignment = 16}
memref.global "private" @e : memref<3xf32, 1>
func.func @f(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  memref.copy %u, %b : memref<*xf32> to memref<4x4xf32>
  %s = memref.get_global @s : memref<f32>
  %e = memref.get_global @e : memref<3xf32, 1>
  %r = memref.cast %u : memref<*xf32> to memref<4x4xf32>
  %k = memref.rank %b : memref<4x4xf32>
  return
}
