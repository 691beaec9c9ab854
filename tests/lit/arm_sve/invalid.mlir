// RUN: strata-opt %s --split-input-file --verify-diagnostics
// The verifier of the arm_sve dialect: scalable-vector and predicate
// constraints, the svbool type transform, with mlir-opt-22's wording.

func.func @mask_lanes(%m: vector<[8]xi1>, %a: vector<[4]xi32>) -> vector<[4]xi32> {
  // expected-error @+1 {{'arm_sve.masked.addi' op failed to verify that mask has i1 element type and same shape as operands}}
  %0 = "arm_sve.masked.addi"(%m, %a, %a) : (vector<[8]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

// -----

func.func @fixed_operands(%m: vector<4xi1>, %a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'arm_sve.masked.addf' op operand #0 must be scalable vector of 1-bit signless integer values, but got 'vector<4xi1>'}}
  %0 = "arm_sve.masked.addf"(%m, %a, %a) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @svbool_width(%p: vector<[3]xi1>) -> vector<[16]xi1> {
  // expected-error @+1 {{'arm_sve.convert_to_svbool' op operand #0 must be trailing scalable vector of 1-bit signless integer values with dim -1 having a size of {16, 8, 4, 2, 1}, but got 'vector<[3]xi1>'}}
  %0 = "arm_sve.convert_to_svbool"(%p) : (vector<[3]xi1>) -> vector<[16]xi1>
  return %0 : vector<[16]xi1>
}

// -----

func.func @svbool_result(%p: vector<[4]xi1>) -> vector<2x[16]xi1> {
  // expected-error @+1 {{'arm_sve.convert_to_svbool' op failed to verify that expected corresponding svbool type widened to [16]xi1}}
  %0 = "arm_sve.convert_to_svbool"(%p) : (vector<[4]xi1>) -> vector<2x[16]xi1>
  return %0 : vector<2x[16]xi1>
}

// -----

func.func @zip_types(%a: vector<[4]xf32>, %b: vector<[4]xi32>) {
  // expected-error @+1 {{'arm_sve.zip.x2' op failed to verify that all of {sourceV1, sourceV2, resultV1, resultV2} have same type}}
  %0, %1 = "arm_sve.zip.x2"(%a, %b) : (vector<[4]xf32>, vector<[4]xi32>) -> (vector<[4]xf32>, vector<[4]xf32>)
  return
}

// -----

func.func @dupq_vector(%a: vector<[3]xf32>) -> vector<[3]xf32> {
  // expected-error @+1 {{'arm_sve.dupq_lane' op operand #0 must be an SVE vector with element size <= 64-bit, but got 'vector<[3]xf32>'}}
  %0 = arm_sve.dupq_lane %a[0] : vector<[3]xf32>
  return %0 : vector<[3]xf32>
}

// -----

func.func @sdot_accumulator(%acc: vector<[8]xi32>, %b: vector<[16]xi8>) -> vector<[8]xi32> {
  // expected-error @+1 {{'arm_sve.sdot' op operand #0 must be scalable vector of 32-bit signless integer or 64-bit signless integer values of length 4/2, but got 'vector<[8]xi32>'}}
  %0 = "arm_sve.sdot"(%acc, %b, %b) : (vector<[8]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[8]xi32>
  return %0 : vector<[8]xi32>
}
