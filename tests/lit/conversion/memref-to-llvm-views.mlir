// finalize-memref-to-llvm on globals, views and metadata: get_global's
// descriptor over the global's first element, cast, contiguous copy as
// memcpy, reinterpret_cast, extract_strided_metadata,
// extract_aligned_pointer_as_index, assume_alignment, rank,
// memory_space_cast. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// CHECK: llvm.mlir.global private constant @c(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: llvm.mlir.global external @z() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private @s(1.000000e+00 : f32) {addr_space = 0 : i32, alignment = 16 : i64} : f32
// CHECK-LABEL: func.func @f(%arg0: memref<?x4xf32>, %arg1: memref<4x4xf32>, %arg2: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %7[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
// CHECK-NEXT: %10 = llvm.mlir.addressof @c : !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %10[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %13 = llvm.inttoptr %12 : i64 to !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %11, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %3, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %4, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %4, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %5, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %25[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
// CHECK-NEXT: %28 = llvm.mlir.addressof @z : !llvm.ptr
// CHECK-NEXT: %29 = llvm.getelementptr %28[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT: %30 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %31 = llvm.inttoptr %30 : i64 to !llvm.ptr
// CHECK-NEXT: %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %29, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %23, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %24, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.mul %39, %40 : i64
// CHECK-NEXT: %42 = llvm.extractvalue %2[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.mul %41, %42 : i64
// CHECK-NEXT: %44 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %45 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %46 = llvm.ptrtoint %45 : !llvm.ptr to i64
// CHECK-NEXT: %47 = llvm.mul %43, %46 : i64
// CHECK-NEXT: %48 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.getelementptr %48[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %51 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%53, %50, %47) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %54 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %56 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %57 = llvm.insertvalue %55, %54[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %56, %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %0, %58[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %60 = llvm.insertvalue %0, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %61 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %62 = llvm.insertvalue %61, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %63 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %64 = llvm.insertvalue %63, %62[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %65 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %66 = llvm.insertvalue %65, %64[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %67 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %68 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %69 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %70 = llvm.insertvalue %67, %69[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %71 = llvm.insertvalue %68, %70[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %72 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %73 = llvm.insertvalue %72, %71[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %74 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %75 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %76 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %77 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %78 = llvm.extractvalue %1[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %79 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %80 = llvm.ptrtoint %79 : !llvm.ptr to i64
// CHECK-NEXT: %81 = builtin.unrealized_conversion_cast %80 : i64 to index
// CHECK-NEXT: %82 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %83 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %84 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: llvm.intr.assume %83 ["align"(%82, %84 : !llvm.ptr, i64)] : i1
// CHECK-NEXT: %85 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %86 = llvm.alloca %85 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %86 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %87 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %88 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %89 = llvm.insertvalue %87, %88[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %90 = llvm.insertvalue %86, %89[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %91 = llvm.extractvalue %90[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %92 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %93 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %94 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %95 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %96 = llvm.extractvalue %2[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %97 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %98 = llvm.extractvalue %2[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %99 = llvm.addrspacecast %92 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %100 = llvm.addrspacecast %93 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %101 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %102 = llvm.insertvalue %99, %101[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %103 = llvm.insertvalue %100, %102[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %104 = llvm.insertvalue %94, %103[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %105 = llvm.insertvalue %95, %104[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %106 = llvm.insertvalue %97, %105[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %107 = llvm.insertvalue %96, %106[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %108 = llvm.insertvalue %98, %107[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: return %81 : index
// CHECK-NEXT: }
memref.global "private" constant @c : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @z : memref<4xi32> = uninitialized
memref.global "private" @s : memref<f32> = dense<1.0> {alignment = 16}
func.func @f(%m: memref<?x4xf32>, %n: memref<4x4xf32>, %i: index) -> index {
  %g = memref.get_global @c : memref<2x3xf32>
  %z = memref.get_global @z : memref<4xi32>
  %c = memref.cast %n : memref<4x4xf32> to memref<?x4xf32>
  %c2 = memref.cast %m : memref<?x4xf32> to memref<4x4xf32>
  memref.copy %n, %c2 : memref<4x4xf32> to memref<4x4xf32>
  %r = memref.reinterpret_cast %m to offset: [%i], sizes: [%i, 2], strides: [2, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[2, 1], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32> -> index
  memref.assume_alignment %m, 16 : memref<?x4xf32>
  %u = memref.cast %m : memref<?x4xf32> to memref<*xf32>
  %rank = memref.rank %u : memref<*xf32>
  %sp = memref.memory_space_cast %n : memref<4x4xf32> to memref<4x4xf32, 1>
  return %p : index
}
