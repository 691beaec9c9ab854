// finalize-memref-to-llvm: loads and stores through the element's address,
// dim from the descriptor (a dynamic index through a stack copy of the
// sizes), alloc through malloc (aligned by hand when asked), alloca, dealloc
// through free. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @f(%arg0: memref<?x4xf32>, %arg1: memref<8xf32, strided<[2], offset: 3>>, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<8xf32, strided<[2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.mul %2, %5 overflow<nsw, nuw> : i64
// CHECK-NEXT: %7 = llvm.add %6, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %8 = llvm.getelementptr inbounds|nuw %4[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.load %8 : !llvm.ptr -> f32
// CHECK-NEXT: %10 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %12 = llvm.mul %2, %11 overflow<nsw, nuw> : i64
// CHECK-NEXT: %13 = llvm.add %12, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %14 = llvm.getelementptr inbounds|nuw %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg4, %14 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %17 = llvm.getelementptr %15[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.mul %2, %18 overflow<nsw, nuw> : i64
// CHECK-NEXT: %20 = llvm.getelementptr inbounds|nuw %17[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> f32
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.extractvalue %3[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.alloca %22 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %23, %24 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %24[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %26 = llvm.load %25 : !llvm.ptr -> i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %27 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %30 = llvm.mul %28, %27 : i64
// CHECK-NEXT: %31 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %32 = llvm.getelementptr %31[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
// CHECK-NEXT: %34 = llvm.call @malloc(%33) : (i64) -> !llvm.ptr
// CHECK-NEXT: %35 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.insertvalue %27, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %28, %40[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %28, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %29, %42[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %46 = llvm.alloca %44 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %47 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %46, %47[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %49 = llvm.insertvalue %46, %48[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %51 = llvm.insertvalue %50, %49[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %52 = llvm.insertvalue %44, %51[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %53 = llvm.insertvalue %45, %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %55 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %57 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %58 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %59 = llvm.getelementptr %58[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %60 = llvm.ptrtoint %59 : !llvm.ptr to i64
// CHECK-NEXT: %61 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %62 = llvm.add %60, %61 : i64
// CHECK-NEXT: %63 = llvm.call @malloc(%62) : (i64) -> !llvm.ptr
// CHECK-NEXT: %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
// CHECK-NEXT: %65 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %66 = llvm.sub %61, %65 : i64
// CHECK-NEXT: %67 = llvm.add %64, %66 : i64
// CHECK-NEXT: %68 = llvm.urem %67, %61 : i64
// CHECK-NEXT: %69 = llvm.sub %67, %68 : i64
// CHECK-NEXT: %70 = llvm.inttoptr %69 : i64 to !llvm.ptr
// CHECK-NEXT: %71 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %72 = llvm.insertvalue %63, %71[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %73 = llvm.insertvalue %70, %72[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %74 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %75 = llvm.insertvalue %74, %73[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %76 = llvm.insertvalue %54, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %77 = llvm.insertvalue %55, %76[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %78 = llvm.insertvalue %55, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %79 = llvm.insertvalue %56, %78[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %80 = llvm.extractvalue %43[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%80) : (!llvm.ptr) -> ()
// CHECK-NEXT: %81 = arith.addf %9, %21 : f32
// CHECK-NEXT: return %81 : f32
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
