// convert-to-llvm with func, memref and arith joining: function signatures,
// memref accesses and allocations and arithmetic lowered in one
// conversion. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %16 = llvm.mul %arg12, %15 overflow<nsw, nuw> : i64
// CHECK-NEXT: %17 = llvm.add %16, %arg13 overflow<nsw, nuw> : i64
// CHECK-NEXT: %18 = llvm.getelementptr inbounds|nuw %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> f32
// CHECK-NEXT: %20 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %22 = llvm.mul %arg12, %21 overflow<nsw, nuw> : i64
// CHECK-NEXT: %23 = llvm.add %22, %arg13 overflow<nsw, nuw> : i64
// CHECK-NEXT: %24 = llvm.getelementptr inbounds|nuw %20[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg14, %24 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT: %25 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %27 = llvm.getelementptr %25[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %28 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %29 = llvm.mul %arg12, %28 overflow<nsw, nuw> : i64
// CHECK-NEXT: %30 = llvm.getelementptr inbounds|nuw %27[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %31 = llvm.load %30 : !llvm.ptr -> f32
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %33 = llvm.extractvalue %13[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.alloca %32 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %33, %34 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %34[0, %arg12] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %38 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %41 = llvm.mul %39, %38 : i64
// CHECK-NEXT: %42 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %43 = llvm.getelementptr %42[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
// CHECK-NEXT: %45 = llvm.call @malloc(%44) : (i64) -> !llvm.ptr
// CHECK-NEXT: %46 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %45, %46[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %45, %47[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %50 = llvm.insertvalue %49, %48[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.insertvalue %38, %50[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.insertvalue %39, %51[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.insertvalue %39, %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %54 = llvm.insertvalue %40, %53[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %57 = llvm.alloca %55 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.insertvalue %57, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %61 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = llvm.insertvalue %55, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %64 = llvm.insertvalue %56, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %65 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %66 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %67 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %68 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %69 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %70 = llvm.getelementptr %69[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %71 = llvm.ptrtoint %70 : !llvm.ptr to i64
// CHECK-NEXT: %72 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %73 = llvm.add %71, %72 : i64
// CHECK-NEXT: %74 = llvm.call @malloc(%73) : (i64) -> !llvm.ptr
// CHECK-NEXT: %75 = llvm.ptrtoint %74 : !llvm.ptr to i64
// CHECK-NEXT: %76 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %77 = llvm.sub %72, %76 : i64
// CHECK-NEXT: %78 = llvm.add %75, %77 : i64
// CHECK-NEXT: %79 = llvm.urem %78, %72 : i64
// CHECK-NEXT: %80 = llvm.sub %78, %79 : i64
// CHECK-NEXT: %81 = llvm.inttoptr %80 : i64 to !llvm.ptr
// CHECK-NEXT: %82 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %83 = llvm.insertvalue %74, %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %84 = llvm.insertvalue %81, %83[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %85 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %86 = llvm.insertvalue %85, %84[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %87 = llvm.insertvalue %65, %86[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %88 = llvm.insertvalue %66, %87[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %89 = llvm.insertvalue %66, %88[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %90 = llvm.insertvalue %67, %89[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %91 = llvm.extractvalue %54[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%91) : (!llvm.ptr) -> ()
// CHECK-NEXT: %92 = llvm.fadd %19, %31 : f32
// CHECK-NEXT: llvm.return %92 : f32
// CHECK-NEXT: }
func.func @f(%m: memref<?x4xf32>, %s: memref<8xf32, strided<[2], offset: 3>>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<?x4xf32>
  memref.store %v, %m[%i, %j] {nontemporal = true} : memref<?x4xf32>
  %1 = memref.load %s[%i] : memref<8xf32, strided<[2], offset: 3>>
  %d = memref.dim %m, %i : memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %m, %c0 : memref<?x4xf32>
  %a = memref.alloc(%d0) : memref<?x4xf32>
  %b = memref.alloca() : memref<4xi32>
  %c = memref.alloc() {alignment = 16} : memref<2x3xf64>
  memref.dealloc %a : memref<?x4xf32>
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}
