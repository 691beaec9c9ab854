// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ramps(
// CHECK: vectorize.ramp %arg0, %arg1 : vector<8xindex>
// CHECK: vectorize.ramp %arg2, %arg3 : vector<4xi32>
// GENERIC: "vectorize.ramp"(%{{.*}}, %{{.*}}) : (index, index) -> vector<8xindex>
func.func @ramps(%b: index, %s: index, %bi: i32, %si: i32) -> (vector<8xindex>, vector<4xi32>) {
  %0 = vectorize.ramp %b, %s : vector<8xindex>
  %1 = vectorize.ramp %bi, %si : vector<4xi32>
  return %0, %1 : vector<8xindex>, vector<4xi32>
}

// The loop marker is a discardable attribute on scf.for.
// CHECK-LABEL: func.func @marked(
// CHECK: } {vectorize.vectorized}
func.func @marked(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    memref.store %x, %m[%i] : memref<?xf32>
  } {vectorize.vectorized}
  return
}
