// finalize-memref-to-llvm with the generic allocation functions, on vector
// elements, memory spaces and layouts with dynamic strides. Expected output
// is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm=use-generic-functions | FileCheck %s

// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @g(%arg0: index, %arg1: index, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mul %2, %1 : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.add %7, %10 : i64
// CHECK-NEXT: %12 = llvm.call @_mlir_memref_to_llvm_alloc(%11) : (i64) -> !llvm.ptr
// CHECK-NEXT: %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.sub %10, %14 : i64
// CHECK-NEXT: %16 = llvm.add %13, %15 : i64
// CHECK-NEXT: %17 = llvm.urem %16, %10 : i64
// CHECK-NEXT: %18 = llvm.sub %16, %17 : i64
// CHECK-NEXT: %19 = llvm.inttoptr %18 : i64 to !llvm.ptr
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %12, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %1, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %2, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %2, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %3, %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %32 = llvm.getelementptr %31[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
// CHECK-NEXT: %34 = llvm.call @_mlir_memref_to_llvm_alloc(%33) : (i64) -> !llvm.ptr
// CHECK-NEXT: %35 = llvm.addrspacecast %34 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %36 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %29, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %30, %41[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %44 = llvm.mul %1, %1 : i64
// CHECK-NEXT: %45 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %46 = llvm.getelementptr %45[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT: %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
// CHECK-NEXT: %48 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %49 = llvm.add %47, %48 : i64
// CHECK-NEXT: %50 = llvm.call @_mlir_memref_to_llvm_alloc(%49) : (i64) -> !llvm.ptr
// CHECK-NEXT: %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
// CHECK-NEXT: %52 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %53 = llvm.sub %48, %52 : i64
// CHECK-NEXT: %54 = llvm.add %51, %53 : i64
// CHECK-NEXT: %55 = llvm.urem %54, %48 : i64
// CHECK-NEXT: %56 = llvm.sub %54, %55 : i64
// CHECK-NEXT: %57 = llvm.inttoptr %56 : i64 to !llvm.ptr
// CHECK-NEXT: %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %50, %58[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %60 = llvm.insertvalue %57, %59[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %61 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %63 = llvm.insertvalue %1, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %64 = llvm.insertvalue %1, %63[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %65 = llvm.insertvalue %1, %64[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %66 = llvm.insertvalue %43, %65[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %67 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %68 = llvm.alloca %1 x f64 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %69 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %70 = llvm.insertvalue %68, %69[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %71 = llvm.insertvalue %68, %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %72 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %73 = llvm.insertvalue %72, %71[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.insertvalue %1, %73[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.insertvalue %67, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %76 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %77 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %78 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %79 = llvm.getelementptr %78[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %80 = llvm.ptrtoint %79 : !llvm.ptr to i64
// CHECK-NEXT: %81 = llvm.call @_mlir_memref_to_llvm_alloc(%80) : (i64) -> !llvm.ptr
// CHECK-NEXT: %82 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %83 = llvm.insertvalue %81, %82[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %84 = llvm.insertvalue %81, %83[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %85 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %86 = llvm.insertvalue %85, %84[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %87 = llvm.insertvalue %76, %86[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.insertvalue %77, %87[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %89 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %90 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %91 = llvm.mul %0, %90 overflow<nsw, nuw> : i64
// CHECK-NEXT: %92 = llvm.add %91, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %93 = llvm.getelementptr inbounds|nuw %89[%92] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: llvm.store %arg2, %93 : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: %94 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %95 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %96 = llvm.mul %0, %95 overflow<nsw, nuw> : i64
// CHECK-NEXT: %97 = llvm.add %96, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %98 = llvm.getelementptr inbounds|nuw %94[%97] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %99 = llvm.load %98 : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %100 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %101 = llvm.alloca %100 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %102 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %103 = llvm.insertvalue %101, %102[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %104 = llvm.insertvalue %101, %103[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %105 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %106 = llvm.insertvalue %105, %104[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %107 = llvm.extractvalue %106[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %108 = llvm.load %107 : !llvm.ptr -> f32
// CHECK-NEXT: %109 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %110 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %111 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %112 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %113 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %114 = llvm.getelementptr %113[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %115 = llvm.ptrtoint %114 : !llvm.ptr to i64
// CHECK-NEXT: %116 = llvm.call @_mlir_memref_to_llvm_alloc(%115) : (i64) -> !llvm.ptr
// CHECK-NEXT: %117 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %118 = llvm.insertvalue %116, %117[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %119 = llvm.insertvalue %116, %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %120 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %121 = llvm.insertvalue %120, %119[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %122 = llvm.insertvalue %109, %121[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %123 = llvm.insertvalue %110, %122[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %124 = llvm.insertvalue %110, %123[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %125 = llvm.insertvalue %111, %124[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %126 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %127 = llvm.extractvalue %66[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %128 = llvm.alloca %126 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %127, %128 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %129 = llvm.getelementptr %128[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %130 = llvm.load %129 : !llvm.ptr -> i64
// CHECK-NEXT: %131 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %132 = llvm.getelementptr inbounds|nuw %131[%130] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %133 = llvm.load %132 : !llvm.ptr -> i64
// CHECK-NEXT: return %99 : vector<4xf32>
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
