// finalize-memref-to-llvm: prefetch and atomic_rmw of every kind LLVM has
// (muli stays), through addresses without wrap flags. Expected output is
// mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<16xf32>, %arg1: memref<4x?xi32, strided<[?, 1], offset: ?>>, %arg2: index, %arg3: f32, %arg4: i32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4x?xi32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%4) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %5[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %8 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mul %1, %8 : i64
// CHECK-NEXT: %10 = llvm.add %9, %1 : i64
// CHECK-NEXT: %11 = llvm.getelementptr %7[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: "llvm.intr.prefetch"(%11) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.atomicrmw fadd %13, %arg3 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.getelementptr %15[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %17 = llvm.atomicrmw fmaximum %16, %arg3 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %18[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.atomicrmw fmax %19, %arg3 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %21 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr %21[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.atomicrmw fminimum %22, %arg3 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %24 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.getelementptr %24[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %26 = llvm.atomicrmw fmin %25, %arg3 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %27 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.getelementptr %27[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %29 = llvm.atomicrmw xchg %28, %arg3 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %30 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %33 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %34 = llvm.mul %1, %33 : i64
// CHECK-NEXT: %35 = llvm.add %34, %1 : i64
// CHECK-NEXT: %36 = llvm.getelementptr %32[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %37 = llvm.atomicrmw add %36, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %38 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.getelementptr %38[%39] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %41 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.mul %1, %41 : i64
// CHECK-NEXT: %43 = llvm.add %42, %1 : i64
// CHECK-NEXT: %44 = llvm.getelementptr %40[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %45 = llvm.atomicrmw max %44, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %46 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.getelementptr %46[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %49 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.mul %1, %49 : i64
// CHECK-NEXT: %51 = llvm.add %50, %1 : i64
// CHECK-NEXT: %52 = llvm.getelementptr %48[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %53 = llvm.atomicrmw umax %52, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %54 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %56 = llvm.getelementptr %54[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %57 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %58 = llvm.mul %1, %57 : i64
// CHECK-NEXT: %59 = llvm.add %58, %1 : i64
// CHECK-NEXT: %60 = llvm.getelementptr %56[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %61 = llvm.atomicrmw min %60, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %62 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %63 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %64 = llvm.getelementptr %62[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %65 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %66 = llvm.mul %1, %65 : i64
// CHECK-NEXT: %67 = llvm.add %66, %1 : i64
// CHECK-NEXT: %68 = llvm.getelementptr %64[%67] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %69 = llvm.atomicrmw umin %68, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %70 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %71 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %72 = llvm.getelementptr %70[%71] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %73 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %74 = llvm.mul %1, %73 : i64
// CHECK-NEXT: %75 = llvm.add %74, %1 : i64
// CHECK-NEXT: %76 = llvm.getelementptr %72[%75] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %77 = llvm.atomicrmw _or %76, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %78 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %79 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %80 = llvm.getelementptr %78[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %81 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %82 = llvm.mul %1, %81 : i64
// CHECK-NEXT: %83 = llvm.add %82, %1 : i64
// CHECK-NEXT: %84 = llvm.getelementptr %80[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %85 = llvm.atomicrmw _and %84, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %86 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %87 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %88 = llvm.getelementptr %86[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %89 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %90 = llvm.mul %1, %89 : i64
// CHECK-NEXT: %91 = llvm.add %90, %1 : i64
// CHECK-NEXT: %92 = llvm.getelementptr %88[%91] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %93 = llvm.atomicrmw _xor %92, %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %94 = memref.atomic_rmw muli %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x?xi32, strided<[?, 1], offset: ?>>) -> i32
// CHECK-NEXT: return
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
