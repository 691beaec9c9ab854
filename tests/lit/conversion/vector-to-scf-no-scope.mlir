// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s
// conformance: rewrite-differs (mlir-opt-22 crashes: it stages the transfer in a buffer with no allocation scope to hold it)

// A transfer outside every automatic allocation scope (here directly in
// the module) has nowhere to put its buffer: it is left as it is.
// CHECK: %[[V:.*]] = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: vector.transfer_write %[[V]], %[[M]][%{{.*}}, %{{.*}}] {in_bounds = [true, true]} : vector<2x3xf32>, memref<2x3xf32>
%c0 = arith.constant 0 : index
%cst = arith.constant dense<0.0> : vector<2x3xf32>
%m = memref.alloc() : memref<2x3xf32>
vector.transfer_write %cst, %m[%c0, %c0] : vector<2x3xf32>, memref<2x3xf32>
