// The runtime functions a lowering declares take the module's location,
// as upstream's lookupOrCreateFn gives them (malloc, aligned_alloc, free,
// puts), except cf.assert's abort, declared at an unknown location.
// RUN: strata-opt %s --finalize-memref-to-llvm --convert-cf-to-llvm --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --finalize-memref-to-llvm=use-aligned-alloc=1 --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=ALIGNED

// CHECK-DAG: llvm.func @abort() loc(unknown)
// CHECK-DAG: llvm.func @puts(!llvm.ptr) loc("m.mlir":7:7)
// CHECK-DAG: llvm.func @free(!llvm.ptr) loc("m.mlir":7:7)
// CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr loc("m.mlir":7:7)
// ALIGNED-DAG: llvm.func @free(!llvm.ptr) loc("m.mlir":7:7)
// ALIGNED-DAG: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr loc("m.mlir":7:7)
module {
  func.func @f(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
    %0 = memref.alloc(%n) : memref<?xf32>
    memref.dealloc %0 : memref<?xf32>
    %t = arith.constant true
    cf.assert %t, "x"
    return
  }
} loc("m.mlir":7:7)
