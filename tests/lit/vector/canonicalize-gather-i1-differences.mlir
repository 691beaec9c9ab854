// A documented difference (docs/differences.md): upstream's
// FoldContiguousGather/FoldContiguousScatter turn a gather or scatter of
// i1 at the indices 0, 1, 2, ... into a masked load or store, which reads
// the bits of one byte where the gather reads one byte per element (a
// memref of i1 keeps each in its own byte). strata keeps those accesses
// element by element; the fold stays for element types laid out alike.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// conformance: rewrite-differs (mlir-opt-22 folds these gathers and scatters into masked loads and stores, which read packed bits)

// CHECK-LABEL: func.func @gather_i1(
// CHECK:         vector.gather %arg0[%c0] [%{{.*}}], %arg2, %arg1 : memref<8xi1>, vector<8xindex>, vector<8xi1>, vector<8xi1> into vector<8xi1>
// CHECK-NOT:     vector.maskedload
func.func @gather_i1(%m: memref<8xi1>, %p: vector<8xi1>, %mask: vector<8xi1>) -> vector<8xi1> {
  %c0 = arith.constant 0 : index
  %iv = vector.step : vector<8xindex>
  %0 = vector.gather %m[%c0][%iv], %mask, %p : memref<8xi1>, vector<8xindex>, vector<8xi1>, vector<8xi1> into vector<8xi1>
  return %0 : vector<8xi1>
}

// CHECK-LABEL: func.func @scatter_i4(
// CHECK:         vector.scatter %arg0[%c0] [%cst], %arg1, %arg2 : memref<4xi4>, vector<4xi32>, vector<4xi1>, vector<4xi4>
// CHECK-NOT:     vector.maskedstore
func.func @scatter_i4(%m: memref<4xi4>, %mask: vector<4xi1>, %v: vector<4xi4>) {
  %c0 = arith.constant 0 : index
  %iv = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  vector.scatter %m[%c0][%iv], %mask, %v : memref<4xi4>, vector<4xi32>, vector<4xi1>, vector<4xi4>
  return
}

// Bytes and wider: folded, as upstream.
// CHECK-LABEL: func.func @gather_i8(
// CHECK:         vector.maskedload %arg0[%c0], %arg2, %arg1 : memref<8xi8>, vector<8xi1>, vector<8xi8> into vector<8xi8>
func.func @gather_i8(%m: memref<8xi8>, %p: vector<8xi8>, %mask: vector<8xi1>) -> vector<8xi8> {
  %c0 = arith.constant 0 : index
  %iv = vector.step : vector<8xindex>
  %0 = vector.gather %m[%c0][%iv], %mask, %p : memref<8xi8>, vector<8xindex>, vector<8xi1>, vector<8xi8> into vector<8xi8>
  return %0 : vector<8xi8>
}
