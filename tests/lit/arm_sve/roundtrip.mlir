// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// The arm_sve dialect round-trips as mlir-opt-22 prints it: the masked
// arithmetic, dot products and matrix multiply-accumulates, svbool conversions
// (n-D too), zips, psel and dupq_lane, and the intrinsic bfmmla.

// CHECK-LABEL: func.func @masked(%arg0: vector<[4]xi1>, %arg1: vector<[4]xi32>, %arg2: vector<[4]xf32>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) {
// CHECK-NEXT: %0 = arm_sve.masked.addi %arg0, %arg1, %arg1 : vector<[4]xi1>, vector<[4]xi32>
// CHECK-NEXT: %1 = arm_sve.masked.subi %arg0, %arg1, %arg1 : vector<[4]xi1>, vector<[4]xi32>
// CHECK-NEXT: %2 = arm_sve.masked.muli %arg0, %arg1, %arg1 : vector<[4]xi1>, vector<[4]xi32>
// CHECK-NEXT: %3 = arm_sve.masked.divi_signed %arg0, %arg1, %arg1 : vector<[4]xi1>, vector<[4]xi32>
// CHECK-NEXT: %4 = arm_sve.masked.divi_unsigned %arg0, %arg1, %arg1 : vector<[4]xi1>, vector<[4]xi32>
// CHECK-NEXT: %5 = arm_sve.masked.addf %arg0, %arg2, %arg2 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %6 = arm_sve.masked.subf %arg0, %arg2, %arg2 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %7 = arm_sve.masked.mulf %arg0, %arg2, %arg2 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: %8 = arm_sve.masked.divf %arg0, %arg2, %arg2 : vector<[4]xi1>, vector<[4]xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>
// CHECK-NEXT: }
func.func @masked(%m: vector<[4]xi1>, %a: vector<[4]xi32>, %f: vector<[4]xf32>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) {
  %0 = arm_sve.masked.addi %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %1 = arm_sve.masked.subi %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %2 = arm_sve.masked.muli %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %3 = arm_sve.masked.divi_signed %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %4 = arm_sve.masked.divi_unsigned %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %5 = arm_sve.masked.addf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  %6 = arm_sve.masked.subf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  %7 = arm_sve.masked.mulf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  %8 = arm_sve.masked.divf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>
}

// CHECK-LABEL: func.func @dots(%arg0: vector<[4]xi32>, %arg1: vector<[16]xi8>, %arg2: vector<[2]xi64>, %arg3: vector<[8]xi16>, %arg4: vector<[4]xf32>, %arg5: vector<[8]xbf16>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>) {
// CHECK-NEXT: %0 = arm_sve.sdot %arg0, %arg1, %arg1 : vector<[16]xi8> to vector<[4]xi32>
// CHECK-NEXT: %1 = arm_sve.udot %arg0, %arg1, %arg1 : vector<[16]xi8> to vector<[4]xi32>
// CHECK-NEXT: %2 = arm_sve.sdot %arg2, %arg3, %arg3 : vector<[8]xi16> to vector<[2]xi64>
// CHECK-NEXT: %3 = arm_sve.smmla %arg0, %arg1, %arg1 : vector<[16]xi8> to vector<[4]xi32>
// CHECK-NEXT: %4 = arm_sve.ummla %arg0, %arg1, %arg1 : vector<[16]xi8> to vector<[4]xi32>
// CHECK-NEXT: %5 = arm_sve.usmmla %arg0, %arg1, %arg1 : vector<[16]xi8> to vector<[4]xi32>
// CHECK-NEXT: %6 = arm_sve.intr.bfmmla %arg4, %arg5, %arg5 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>
// CHECK-NEXT: }
func.func @dots(%acc: vector<[4]xi32>, %b: vector<[16]xi8>, %acc64: vector<[2]xi64>, %h: vector<[8]xi16>, %facc: vector<[4]xf32>, %bf: vector<[8]xbf16>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>) {
  %0 = arm_sve.sdot %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %1 = arm_sve.udot %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %2 = arm_sve.sdot %acc64, %h, %h : vector<[8]xi16> to vector<[2]xi64>
  %3 = arm_sve.smmla %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %4 = arm_sve.ummla %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %5 = arm_sve.usmmla %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %6 = arm_sve.intr.bfmmla %facc, %bf, %bf : vector<[8]xbf16> to vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>
}

// CHECK-LABEL: func.func @svbool(%arg0: vector<[4]xi1>, %arg1: vector<2x[8]xi1>, %arg2: vector<[16]xi1>, %arg3: vector<3x[16]xi1>) -> (vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>) {
// CHECK-NEXT: %0 = arm_sve.convert_to_svbool %arg0 : vector<[4]xi1>
// CHECK-NEXT: %1 = arm_sve.convert_to_svbool %arg1 : vector<2x[8]xi1>
// CHECK-NEXT: %2 = arm_sve.convert_from_svbool %arg2 : vector<[2]xi1>
// CHECK-NEXT: %3 = arm_sve.convert_from_svbool %arg3 : vector<3x[4]xi1>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>
// CHECK-NEXT: }
func.func @svbool(%p: vector<[4]xi1>, %p2: vector<2x[8]xi1>, %s: vector<[16]xi1>, %s2: vector<3x[16]xi1>) -> (vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>) {
  %0 = arm_sve.convert_to_svbool %p : vector<[4]xi1>
  %1 = arm_sve.convert_to_svbool %p2 : vector<2x[8]xi1>
  %2 = arm_sve.convert_from_svbool %s : vector<[2]xi1>
  %3 = arm_sve.convert_from_svbool %s2 : vector<3x[4]xi1>
  return %0, %1, %2, %3 : vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>
}

// CHECK-LABEL: func.func @zips_psel_dupq(%arg0: vector<[4]xf32>, %arg1: vector<[16]xi8>, %arg2: vector<[16]xi1>, %arg3: vector<[4]xi1>, %arg4: index) -> (vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>) {
// CHECK-NEXT: %resultV1, %resultV2 = arm_sve.zip.x2 %arg0, %arg0 : vector<[4]xf32>
// CHECK-NEXT: %resultV1_0, %resultV2_1, %resultV3, %resultV4 = arm_sve.zip.x4 %arg1, %arg1, %arg1, %arg1 : vector<[16]xi8>
// CHECK-NEXT: %0 = arm_sve.psel %arg2, %arg3[%arg4] : vector<[16]xi1>, vector<[4]xi1>
// CHECK-NEXT: %1 = arm_sve.dupq_lane %arg0[1] : vector<[4]xf32>
// CHECK-NEXT: return %resultV1, %resultV2, %resultV1_0, %resultV2_1, %resultV3, %resultV4, %0, %1 : vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>
// CHECK-NEXT: }
func.func @zips_psel_dupq(%a: vector<[4]xf32>, %b: vector<[16]xi8>, %p1: vector<[16]xi1>, %p2: vector<[4]xi1>, %i: index) -> (vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>) {
  %0, %1 = arm_sve.zip.x2 %a, %a : vector<[4]xf32>
  %2, %3, %4, %5 = arm_sve.zip.x4 %b, %b, %b, %b : vector<[16]xi8>
  %6 = arm_sve.psel %p1, %p2[%i] : vector<[16]xi1>, vector<[4]xi1>
  %7 = arm_sve.dupq_lane %a[1] : vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>
}
// CHECK-LABEL: func.func @masks(%arg0: index) -> (vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>) {
// CHECK-NEXT: %0 = vector.create_mask %arg0 : vector<[2]xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg0 : vector<[4]xi1>
// CHECK-NEXT: %2 = vector.create_mask %arg0 : vector<[8]xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg0 : vector<[16]xi1>
// CHECK-NEXT: %4 = vector.create_mask %arg0 : vector<[1]xi1>
// CHECK-NEXT: %5 = vector.create_mask %arg0 : vector<[7]xi1>
// CHECK-NEXT: %6 = vector.create_mask %arg0 : vector<[32]xi1>
// CHECK-NEXT: %7 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>
// CHECK-NEXT: }
func.func @masks(%index: index) -> (vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>) {
  %0 = vector.create_mask %index : vector<[2]xi1>
  %1 = vector.create_mask %index : vector<[4]xi1>
  %2 = vector.create_mask %index : vector<[8]xi1>
  %3 = vector.create_mask %index : vector<[16]xi1>
  %4 = vector.create_mask %index : vector<[1]xi1>
  %5 = vector.create_mask %index : vector<[7]xi1>
  %6 = vector.create_mask %index : vector<[32]xi1>
  %7 = vector.create_mask %index : vector<4xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>
}
// CHECK-LABEL: func.func @svbool3(%arg0: vector<2x3x[4]xi1>) -> vector<2x3x[16]xi1> {
// CHECK-NEXT: %0 = arm_sve.convert_to_svbool %arg0 : vector<2x3x[4]xi1>
// CHECK-NEXT: return %0 : vector<2x3x[16]xi1>
// CHECK-NEXT: }
func.func @svbool3(%p: vector<2x3x[4]xi1>) -> vector<2x3x[16]xi1> {
  %0 = arm_sve.convert_to_svbool %p : vector<2x3x[4]xi1>
  return %0 : vector<2x3x[16]xi1>
}
