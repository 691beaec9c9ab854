// A documented difference (docs/differences.md): under --convert-to-llvm
// alone, mlir-opt-22 leaves memref.reshape unlowered, its lowering failing
// there; strata lowers it as --finalize-memref-to-llvm does (upstream's
// own lowering of the op, which the execution pipeline runs first).
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// conformance: rewrite-differs (mlir-opt-22 keeps memref.reshape under convert-to-llvm)

// CHECK-LABEL: llvm.func @reshape
// CHECK-NOT: memref.reshape
// CHECK: llvm.getelementptr inbounds|nuw
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: llvm.insertvalue %{{.*}}[3, 1]
// CHECK: llvm.return
func.func @reshape(%m: memref<6xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
