// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s --check-prefix=VECTOR
// A scalable vector.create_mask is a conversion pattern of the vector dialect
// (upstream's VectorCreateMaskOpConversion), so convert-to-llvm lowers it too:
// lane numbers from llvm.intr.stepvector compared with the broadcast bound. A
// one-lane 1-D broadcast is the inserted lane (the shuffle folds away).

// CHECK-LABEL: llvm.func @m(%arg0: i64) -> vector<[4]xi1> {
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK-NEXT: %1 = llvm.mlir.poison : vector<[4]xi64>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<[4]xi64>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<[4]xi64>
// CHECK-NEXT: %5 = llvm.icmp "slt" %0, %4 : vector<[4]xi64>
// CHECK-NEXT: llvm.return %5 : vector<[4]xi1>
// CHECK-LABEL: llvm.func @b(%arg0: i32) -> !llvm.struct<(vector<1xi32>, vector<[1]xi32>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<1xi32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<1xi32>
// CHECK-NEXT: %3 = llvm.mlir.poison : vector<[1]xi32>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %5 = llvm.insertelement %arg0, %3[%4 : i32] : vector<[1]xi32>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(vector<1xi32>, vector<[1]xi32>)>
// CHECK-NEXT: %7 = llvm.insertvalue %2, %6[0] : !llvm.struct<(vector<1xi32>, vector<[1]xi32>)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(vector<1xi32>, vector<[1]xi32>)>
// CHECK-NEXT: llvm.return %8 : !llvm.struct<(vector<1xi32>, vector<[1]xi32>)>

// With convert-vector-to-llvm the bound is cast to i32 (force-32bit-vector-indices)
// and the comparison stays arith's:
// VECTOR-LABEL: func.func @m
// VECTOR-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi32>
// VECTOR-NEXT: %1 = arith.index_cast %arg0 : index to i32
// VECTOR: %6 = arith.cmpi slt, %0, %5 : vector<[4]xi32>
// VECTOR-LABEL: func.func @b
// VECTOR-NOT: llvm.shufflevector
// VECTOR: return %2, %5 : vector<1xi32>, vector<[1]xi32>

func.func @m(%index: index) -> vector<[4]xi1> {
  %0 = vector.create_mask %index : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
func.func @b(%x: i32) -> (vector<1xi32>, vector<[1]xi32>) {
  %0 = vector.broadcast %x : i32 to vector<1xi32>
  %1 = vector.broadcast %x : i32 to vector<[1]xi32>
  return %0, %1 : vector<1xi32>, vector<[1]xi32>
}
