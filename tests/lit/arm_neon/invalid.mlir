// RUN: strata-opt %s --split-input-file --verify-diagnostics
// The verifier of the arm_neon dialect, with mlir-opt-22's wording.

func.func @smull_width(%a: vector<8xi16>) -> vector<8xi16> {
  // expected-error @+1 {{'arm_neon.intr.smull' op failed to verify that res has same vector shape and element bitwidth scaled by 2 as a}}
  %0 = "arm_neon.intr.smull"(%a, %a) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  return %0 : vector<8xi16>
}

// -----

func.func @sdot_acc(%a: vector<4xi32>, %b: vector<8xi8>) -> vector<4xi32> {
  // expected-error @+1 {{'arm_neon.intr.sdot' op failed to verify that res has the same number of elements as operand b}}
  %0 = "arm_neon.intr.sdot"(%a, %b, %b) : (vector<4xi32>, vector<8xi8>, vector<8xi8>) -> vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @smmla_length(%acc: vector<4xi32>, %a: vector<8xi8>) -> vector<4xi32> {
  // expected-error @+1 {{'arm_neon.intr.smmla' op operand #1 must be a vector with length 16 of 8-bit signless integer values, but got 'vector<8xi8>'}}
  %0 = "arm_neon.intr.smmla"(%acc, %a, %a) : (vector<4xi32>, vector<8xi8>, vector<8xi8>) -> vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @sdot2d_rows(%a: vector<2xi32>, %b: vector<4x4xi8>) -> vector<2xi32> {
  // expected-error @+1 {{'arm_neon.2d.sdot' op failed to verify that operand `b` should have as many rows as the size of operand `a`}}
  %0 = arm_neon.2d.sdot %a, %b, %b : vector<4x4xi8>, vector<4x4xi8> to vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @sdot2d_columns(%a: vector<2xi32>, %b: vector<16xi8>) -> vector<2xi32> {
  // expected-error @+1 {{'arm_neon.2d.sdot' op failed to verify that operand `b` should be 2-dimensional}}
  %0 = arm_neon.2d.sdot %a, %b, %b : vector<16xi8>, vector<16xi8> to vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @bfmmla_types(%acc: vector<4xf32>, %a: vector<8xbf16>, %b: vector<8xf16>) -> vector<4xf32> {
  // expected-error @+1 {{'arm_neon.intr.bfmmla' op operand #2 must be a vector with length 8 of bfloat16 type values, but got 'vector<8xf16>'}}
  %0 = "arm_neon.intr.bfmmla"(%acc, %a, %b) : (vector<4xf32>, vector<8xbf16>, vector<8xf16>) -> vector<4xf32>
  return %0 : vector<4xf32>
}
