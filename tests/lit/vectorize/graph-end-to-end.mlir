// REQUIRES: mlir-runner
// The graph dialect down to executed SIMD: examples/graph-relu.mlir through
// graph-to-loops, vectorize-loops and lower-vectorize, joined with its
// runner driver (examples/graph-relu-main.mlir), lowered and run by
// upstream, prints what the scalar loops print.
// RUN: strata-opt %S/../../../examples/graph-relu.mlir --graph-to-loops | sed -e '1d' -e '/^}$/d' > %t.scalar.mlir
// RUN: cat %S/../../../examples/graph-relu-main.mlir >> %t.scalar.mlir
// RUN: mlir-opt %t.scalar.mlir --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %S/../../../examples/graph-relu.mlir --graph-to-loops --vectorize-loops --canonicalize --lower-vectorize | sed -e '1d' -e '/^}$/d' > %t.vector.mlir
// RUN: cat %S/../../../examples/graph-relu-main.mlir >> %t.vector.mlir
// RUN: FileCheck %s --check-prefix=VECTOR --input-file=%t.vector.mlir
// RUN: mlir-opt %t.vector.mlir --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK:      ( 0, 0, 0, 0 )
// CHECK-NEXT: ( 0.75, 1.75, 2.75, 3.75 )
// CHECK-NEXT: ( 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 1, 2, 3 )

// VECTOR: vector.load %{{.*}} : memref<2x4xf32>, vector<4xf32>
// VECTOR: arith.maximumf %{{.*}} : vector<4xf32>
// VECTOR: arith.fptosi %{{.*}} : vector<4xf32> to vector<4xi32>
