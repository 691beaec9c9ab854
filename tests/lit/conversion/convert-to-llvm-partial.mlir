// convert-to-llvm where an op stays (atomic_rmw muli): the memref and index
// arguments it reads are materialized at the start of the function, before
// what the patterns put there. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: f32, %arg14: i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg12 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg5, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg6, %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg7, %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg8, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg10, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg9, %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg11, %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg0, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg1, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg2, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg3, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg4, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr %16[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%17) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %18 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.getelementptr %18[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %21 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.mul %arg12, %21 : i64
// CHECK-NEXT: %23 = llvm.add %22, %arg12 : i64
// CHECK-NEXT: %24 = llvm.getelementptr %20[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: "llvm.intr.prefetch"(%24) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %25 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.getelementptr %25[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %27 = llvm.atomicrmw fadd %26, %arg13 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %28 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.getelementptr %28[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %30 = llvm.atomicrmw fmaximum %29, %arg13 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %31 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.getelementptr %31[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %33 = llvm.atomicrmw fmax %32, %arg13 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %34 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.getelementptr %34[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %36 = llvm.atomicrmw fminimum %35, %arg13 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %37 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.getelementptr %37[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %39 = llvm.atomicrmw fmin %38, %arg13 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %40 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.getelementptr %40[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %42 = llvm.atomicrmw xchg %41, %arg13 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %43 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.getelementptr %43[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %46 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.mul %arg12, %46 : i64
// CHECK-NEXT: %48 = llvm.add %47, %arg12 : i64
// CHECK-NEXT: %49 = llvm.getelementptr %45[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %50 = llvm.atomicrmw add %49, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %51 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %54 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.mul %arg12, %54 : i64
// CHECK-NEXT: %56 = llvm.add %55, %arg12 : i64
// CHECK-NEXT: %57 = llvm.getelementptr %53[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %58 = llvm.atomicrmw max %57, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %59 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %60 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %61 = llvm.getelementptr %59[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %62 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %63 = llvm.mul %arg12, %62 : i64
// CHECK-NEXT: %64 = llvm.add %63, %arg12 : i64
// CHECK-NEXT: %65 = llvm.getelementptr %61[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %66 = llvm.atomicrmw umax %65, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %67 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %68 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %69 = llvm.getelementptr %67[%68] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %70 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %71 = llvm.mul %arg12, %70 : i64
// CHECK-NEXT: %72 = llvm.add %71, %arg12 : i64
// CHECK-NEXT: %73 = llvm.getelementptr %69[%72] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %74 = llvm.atomicrmw min %73, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %75 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %76 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %77 = llvm.getelementptr %75[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %78 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %79 = llvm.mul %arg12, %78 : i64
// CHECK-NEXT: %80 = llvm.add %79, %arg12 : i64
// CHECK-NEXT: %81 = llvm.getelementptr %77[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %82 = llvm.atomicrmw umin %81, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %83 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %84 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %85 = llvm.getelementptr %83[%84] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %86 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %87 = llvm.mul %arg12, %86 : i64
// CHECK-NEXT: %88 = llvm.add %87, %arg12 : i64
// CHECK-NEXT: %89 = llvm.getelementptr %85[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %90 = llvm.atomicrmw _or %89, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %91 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %92 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %93 = llvm.getelementptr %91[%92] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %94 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %95 = llvm.mul %arg12, %94 : i64
// CHECK-NEXT: %96 = llvm.add %95, %arg12 : i64
// CHECK-NEXT: %97 = llvm.getelementptr %93[%96] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %98 = llvm.atomicrmw _and %97, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %99 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %100 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %101 = llvm.getelementptr %99[%100] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %102 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %103 = llvm.mul %arg12, %102 : i64
// CHECK-NEXT: %104 = llvm.add %103, %arg12 : i64
// CHECK-NEXT: %105 = llvm.getelementptr %101[%104] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %106 = llvm.atomicrmw _xor %105, %arg14 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %107 = memref.atomic_rmw muli %arg14, %9[%0, %0] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
func.func @f(%m: memref<16xf32>, %n: memref<4x?xi32, strided<[?, 1], offset: ?>>, %i: index, %f: f32, %x: i32) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<16xf32>
  memref.prefetch %n[%i, %i], write, locality<1>, instr : memref<4x?xi32, strided<[?, 1], offset: ?>>
  %0 = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<16xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<16xf32>) -> f32
  %2 = memref.atomic_rmw maxnumf %f, %m[%i] : (f32, memref<16xf32>) -> f32
  %3 = memref.atomic_rmw minimumf %f, %m[%i] : (f32, memref<16xf32>) -> f32
  %4 = memref.atomic_rmw minnumf %f, %m[%i] : (f32, memref<16xf32>) -> f32
  %5 = memref.atomic_rmw assign %f, %m[%i] : (f32, memref<16xf32>) -> f32
  %6 = memref.atomic_rmw addi %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %7 = memref.atomic_rmw maxs %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %8 = memref.atomic_rmw maxu %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %9 = memref.atomic_rmw mins %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %10 = memref.atomic_rmw minu %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %11 = memref.atomic_rmw ori %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %12 = memref.atomic_rmw andi %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %13 = memref.atomic_rmw xori %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  %14 = memref.atomic_rmw muli %x, %n[%i, %i] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
  return
}
