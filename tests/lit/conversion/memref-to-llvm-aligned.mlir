// finalize-memref-to-llvm with aligned_alloc: the alignment asked for, or
// the element size's power of two (at least 16); sizes padded to a
// multiple of it. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm=use-aligned-alloc | FileCheck %s

// CHECK-LABEL: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @g(%arg0: index, %arg1: index, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mul %2, %1 : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %9 = llvm.call @aligned_alloc(%8, %7) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %2, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %3, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.sub %24, %25 : i64
// CHECK-NEXT: %27 = llvm.add %23, %26 : i64
// CHECK-NEXT: %28 = llvm.urem %27, %24 : i64
// CHECK-NEXT: %29 = llvm.sub %27, %28 : i64
// CHECK-NEXT: %30 = llvm.call @aligned_alloc(%24, %29) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.addrspacecast %30 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %32 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %19, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %20, %37[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.mul %1, %1 : i64
// CHECK-NEXT: %41 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %42 = llvm.getelementptr %41[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT: %43 = llvm.ptrtoint %42 : !llvm.ptr to i64
// CHECK-NEXT: %44 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %46 = llvm.sub %44, %45 : i64
// CHECK-NEXT: %47 = llvm.add %43, %46 : i64
// CHECK-NEXT: %48 = llvm.urem %47, %44 : i64
// CHECK-NEXT: %49 = llvm.sub %47, %48 : i64
// CHECK-NEXT: %50 = llvm.call @aligned_alloc(%44, %49) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %51 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.insertvalue %50, %52[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %55 = llvm.insertvalue %54, %53[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %56 = llvm.insertvalue %1, %55[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %57 = llvm.insertvalue %1, %56[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %1, %57[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %39, %58[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %61 = llvm.alloca %1 x f64 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %62 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = llvm.insertvalue %61, %62[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %64 = llvm.insertvalue %61, %63[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %65 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %67 = llvm.insertvalue %1, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %68 = llvm.insertvalue %60, %67[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %69 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %70 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %71 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %72 = llvm.getelementptr %71[%69] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %73 = llvm.ptrtoint %72 : !llvm.ptr to i64
// CHECK-NEXT: %74 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %75 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %76 = llvm.sub %74, %75 : i64
// CHECK-NEXT: %77 = llvm.add %73, %76 : i64
// CHECK-NEXT: %78 = llvm.urem %77, %74 : i64
// CHECK-NEXT: %79 = llvm.sub %77, %78 : i64
// CHECK-NEXT: %80 = llvm.call @aligned_alloc(%74, %79) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %81 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %82 = llvm.insertvalue %80, %81[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %83 = llvm.insertvalue %80, %82[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %84 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %85 = llvm.insertvalue %84, %83[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %86 = llvm.insertvalue %69, %85[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %87 = llvm.insertvalue %70, %86[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %89 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %90 = llvm.mul %0, %89 overflow<nsw, nuw> : i64
// CHECK-NEXT: %91 = llvm.add %90, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %92 = llvm.getelementptr inbounds|nuw %88[%91] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: llvm.store %arg2, %92 : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: %93 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %94 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %95 = llvm.mul %0, %94 overflow<nsw, nuw> : i64
// CHECK-NEXT: %96 = llvm.add %95, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %97 = llvm.getelementptr inbounds|nuw %93[%96] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %98 = llvm.load %97 : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %99 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %100 = llvm.alloca %99 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %101 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %102 = llvm.insertvalue %100, %101[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %103 = llvm.insertvalue %100, %102[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %104 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %105 = llvm.insertvalue %104, %103[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %106 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %107 = llvm.load %106 : !llvm.ptr -> f32
// CHECK-NEXT: %108 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %109 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %110 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %111 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %112 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %113 = llvm.getelementptr %112[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %114 = llvm.ptrtoint %113 : !llvm.ptr to i64
// CHECK-NEXT: %115 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %116 = llvm.call @aligned_alloc(%115, %114) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %117 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %118 = llvm.insertvalue %116, %117[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %119 = llvm.insertvalue %116, %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %120 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %121 = llvm.insertvalue %120, %119[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %122 = llvm.insertvalue %108, %121[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %123 = llvm.insertvalue %109, %122[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %124 = llvm.insertvalue %109, %123[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %125 = llvm.insertvalue %110, %124[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %126 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %127 = llvm.extractvalue %59[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %128 = llvm.alloca %126 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %127, %128 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %129 = llvm.getelementptr %128[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %130 = llvm.load %129 : !llvm.ptr -> i64
// CHECK-NEXT: %131 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %132 = llvm.getelementptr inbounds|nuw %131[%130] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %133 = llvm.load %132 : !llvm.ptr -> i64
// CHECK-NEXT: return %98 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %0, %5 overflow<nsw, nuw> : i64
// CHECK-NEXT: %7 = llvm.extractvalue %1[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mul %0, %7 overflow<nsw, nuw> : i64
// CHECK-NEXT: %9 = llvm.add %6, %8 overflow<nsw, nuw> : i64
// CHECK-NEXT: %10 = llvm.getelementptr inbounds|nuw %4[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.load %10 {alignment = 8 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: return %11 : f32
// CHECK-NEXT: }
func.func @g(%n: index, %i: index, %v: vector<4xf32>) -> vector<4xf32> {
  %a = memref.alloc(%n) : memref<?x8xvector<4xf32>>
  %b = memref.alloc() : memref<3xi8, 1>
  %c = memref.alloc(%n, %n) {alignment = 64} : memref<?x?xi16>
  %d = memref.alloca(%n) {alignment = 32} : memref<?xf64>
  %e = memref.alloc() : memref<5xindex>
  memref.store %v, %a[%i, %i] : memref<?x8xvector<4xf32>>
  %x = memref.load %a[%i, %i] : memref<?x8xvector<4xf32>>
  %s = memref.alloca() : memref<f32>
  %y = memref.load %s[] : memref<f32>
  %m = memref.alloc() : memref<2x2xf32>
  %z = memref.dim %c, %i : memref<?x?xi16>
  %w = memref.load %e[%z] : memref<5xindex>
  return %x : vector<4xf32>
}
func.func @h(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] {alignment = 8} : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : f32
}
