// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// The arm_neon dialect round-trips as mlir-opt-22 prints it: the intrinsic ops
// at every width their constraints allow, and the 2-D sdot.

// CHECK-LABEL: func.func @smull(%arg0: vector<8xi8>, %arg1: vector<4xi16>, %arg2: vector<2xi32>) -> (vector<8xi16>, vector<4xi32>, vector<2xi64>) {
// CHECK-NEXT: %0 = arm_neon.intr.smull %arg0, %arg0 : vector<8xi8> to vector<8xi16>
// CHECK-NEXT: %1 = arm_neon.intr.smull %arg1, %arg1 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %2 = arm_neon.intr.smull %arg2, %arg2 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: return %0, %1, %2 : vector<8xi16>, vector<4xi32>, vector<2xi64>
// CHECK-NEXT: }
func.func @smull(%a8: vector<8xi8>, %a4: vector<4xi16>, %a2: vector<2xi32>) -> (vector<8xi16>, vector<4xi32>, vector<2xi64>) {
  %0 = arm_neon.intr.smull %a8, %a8 : vector<8xi8> to vector<8xi16>
  %1 = arm_neon.intr.smull %a4, %a4 : vector<4xi16> to vector<4xi32>
  %2 = arm_neon.intr.smull %a2, %a2 : vector<2xi32> to vector<2xi64>
  return %0, %1, %2 : vector<8xi16>, vector<4xi32>, vector<2xi64>
}

// CHECK-LABEL: func.func @sdot(%arg0: vector<2xi32>, %arg1: vector<8xi8>, %arg2: vector<4xi32>, %arg3: vector<16xi8>, %arg4: vector<4x4xi8>) -> (vector<2xi32>, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT: %0 = arm_neon.intr.sdot %arg0, %arg1, %arg1 : vector<8xi8>, vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %1 = arm_neon.intr.sdot %arg2, %arg3, %arg3 : vector<16xi8>, vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %2 = arm_neon.2d.sdot %arg2, %arg4, %arg4 : vector<4x4xi8>, vector<4x4xi8> to vector<4xi32>
// CHECK-NEXT: return %0, %1, %2 : vector<2xi32>, vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }
func.func @sdot(%a2: vector<2xi32>, %b8: vector<8xi8>, %a4: vector<4xi32>, %b16: vector<16xi8>, %b2d: vector<4x4xi8>) -> (vector<2xi32>, vector<4xi32>, vector<4xi32>) {
  %0 = arm_neon.intr.sdot %a2, %b8, %b8 : vector<8xi8>, vector<8xi8> to vector<2xi32>
  %1 = arm_neon.intr.sdot %a4, %b16, %b16 : vector<16xi8>, vector<16xi8> to vector<4xi32>
  %2 = arm_neon.2d.sdot %a4, %b2d, %b2d : vector<4x4xi8>, vector<4x4xi8> to vector<4xi32>
  return %0, %1, %2 : vector<2xi32>, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @mmla(%arg0: vector<4xi32>, %arg1: vector<16xi8>, %arg2: vector<4xf32>, %arg3: vector<8xbf16>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf32>) {
// CHECK-NEXT: %0 = arm_neon.intr.smmla %arg0, %arg1, %arg1 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %1 = arm_neon.intr.ummla %arg0, %arg1, %arg1 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %2 = arm_neon.intr.usmmla %arg0, %arg1, %arg1 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %3 = arm_neon.intr.bfmmla %arg2, %arg3, %arg3 : vector<8xbf16> to vector<4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf32>
// CHECK-NEXT: }
func.func @mmla(%acc: vector<4xi32>, %a: vector<16xi8>, %facc: vector<4xf32>, %bf: vector<8xbf16>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf32>) {
  %0 = arm_neon.intr.smmla %acc, %a, %a : vector<16xi8> to vector<4xi32>
  %1 = arm_neon.intr.ummla %acc, %a, %a : vector<16xi8> to vector<4xi32>
  %2 = arm_neon.intr.usmmla %acc, %a, %a : vector<16xi8> to vector<4xi32>
  %3 = arm_neon.intr.bfmmla %facc, %bf, %bf : vector<8xbf16> to vector<4xf32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf32>
}

// CHECK-LABEL: func.func @with_vector(%arg0: vector<4xi32>, %arg1: vector<16xi8>, %arg2: vector<4xf32>) -> (vector<4xi32>, f32) {
// CHECK-NEXT: %0 = arm_neon.intr.smmla %arg0, %arg1, %arg1 : vector<16xi8> to vector<4xi32>
// CHECK-NEXT: %1 = vector.reduction <add>, %arg2 : vector<4xf32> into f32
// CHECK-NEXT: return %0, %1 : vector<4xi32>, f32
// CHECK-NEXT: }
func.func @with_vector(%acc: vector<4xi32>, %a: vector<16xi8>, %v: vector<4xf32>) -> (vector<4xi32>, f32) {
  %0 = arm_neon.intr.smmla %acc, %a, %a : vector<16xi8> to vector<4xi32>
  %1 = vector.reduction <add>, %v : vector<4xf32> into f32
  return %0, %1 : vector<4xi32>, f32
}
