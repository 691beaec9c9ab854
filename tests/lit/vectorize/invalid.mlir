// RUN: strata-opt %s --split-input-file --verify-diagnostics
// conformance: strata-only (vectorize is strata's own dialect: mlir-opt-22 does not know it)
// The operand types come from the result type (a TypesMatchWith relation),
// so the parser checks the result type first, as upstream's generated parsers do.

func.func @f(%b: index, %s: index) -> vector<[4]xindex> {
  // expected-error @+1 {{custom op 'vectorize.ramp' 'result' must be 1-D fixed-length vector of signless integer or index values, but got 'vector<[4]xindex>'}}
  %0 = vectorize.ramp %b, %s : vector<[4]xindex>
  return %0 : vector<[4]xindex>
}

// -----

func.func @f(%b: f32, %s: f32) -> vector<4xf32> {
  // expected-error @+1 {{custom op 'vectorize.ramp' 'result' must be 1-D fixed-length vector of signless integer or index values, but got 'vector<4xf32>'}}
  %0 = vectorize.ramp %b, %s : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%b: index, %s: index) -> vector<2x2xindex> {
  // expected-error @+1 {{custom op 'vectorize.ramp' 'result' must be 1-D fixed-length vector of signless integer or index values, but got 'vector<2x2xindex>'}}
  %0 = vectorize.ramp %b, %s : vector<2x2xindex>
  return %0 : vector<2x2xindex>
}

// -----

func.func @f(%b: index, %s: i32) -> vector<4xindex> {
  // expected-error @+1 {{'vectorize.ramp' op failed to verify that all of {base, stride} have same type}}
  %0 = "vectorize.ramp"(%b, %s) : (index, i32) -> vector<4xindex>
  return %0 : vector<4xindex>
}
