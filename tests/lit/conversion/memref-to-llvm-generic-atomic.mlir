// memref.generic_atomic_rmw under convert-to-llvm, as mlir-opt-22 prints it: a
// compare-and-swap loop (the element loaded first, the body copied into the
// loop block, llvm.cmpxchg acq_rel monotonic, round again until it
// succeeds). With finalize-memref-to-llvm alone the op stays: its arith body
// could not be lowered there.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @generic_rmw(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%8 : i32)
// CHECK-NEXT: ^bb1(%9: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %11 = llvm.add %9, %10 : i32
// CHECK-NEXT: %12 = llvm.cmpxchg %7, %9, %11 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %14 = llvm.extractvalue %12[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %14, ^bb2, ^bb1(%13 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return %13 : i32
// CHECK-NEXT: }
func.func @generic_rmw(%m: memref<10xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%old: i32):
    %c = arith.constant 1 : i32
    %new = arith.addi %old, %c : i32
    memref.atomic_yield %new : i32
  }
  return %x : i32
}

// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s --check-prefix=FINALIZE
// FINALIZE: memref.generic_atomic_rmw
// FINALIZE: arith.addi
