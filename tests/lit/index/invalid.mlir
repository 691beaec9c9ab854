// Invalid index ops: upstream's diagnostics (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : f32 to index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 5 : i64}> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> i32
  return
}
