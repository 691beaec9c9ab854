// Invalid math ops: upstream's diagnostics (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %i : i32
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %f : f32
  return
}

// -----

func.func @f(%f: f32, %g: f64) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%f, %f, %g) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%f) : (f32) -> i32
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %v, %i : vector<4xf32>, i32
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
  return
}

// -----

func.func @f(%f: f32, %g: f64) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%f, %g, %f) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error@+1 {{'math.cttz' op requires the same type for all operands and results}}
  %0 = "math.cttz"(%i) : (i32) -> i64
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = math.sqrt %f
  return
}
